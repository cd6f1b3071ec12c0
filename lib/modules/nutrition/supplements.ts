// Supplement suggestions: only for flagged markers whose need row names a supplement, at a general amount that
// stays within the tolerable upper intake level, checked against allergies, kidney function and every medication
// in the interaction table. A conflict withholds the supplement or adds a caution — never a silent recommendation.
import { INTERACTIONS } from "@/lib/knowledge/nutrition/interactions";
import { needsFor } from "@/lib/knowledge/nutrition/nutrient-needs";
import { supplementLimit, type SupplementLimit } from "@/lib/knowledge/nutrition/supplement-limits";
import { productFor, type ClinicProduct } from "./catalogue-seam";
import type { FlaggedMarker } from "./markers";
import type { NutritionWriter } from "./messages";

export interface MedicationMatch {
  medication: string;
  classes: string[];
}

export interface SupplementSuggestion {
  key: string;
  name: string;
  dosage: string;
  timing: string;
  duration: string;
  reason: string;
  upperLimit: string;
  cautions: string[];
  priority: "high" | "medium" | "low";
}

export interface SupplementCaution {
  type: "interaction" | "allergy" | "condition";
  message: string;
  source: string;
}

const formatAmount = (s: SupplementLimit) =>
  s.key === "vitamin_d" ? `${s.amount} µg (${s.amount * 40} IU) per day` : s.key === "iron" ? `${s.amount} mg elemental iron every other day` : `${s.amount} ${s.unit} per day`;

/** True when the general amount is within the UL (or no UL exists). A data test asserts this for every row. */
export function withinUpperLimit(s: SupplementLimit): boolean {
  return s.upperLimit === null || s.amount <= s.upperLimit;
}

/** Suggestions and the cautions they raised. Why: a supplement is only safe to mention after these checks. */
export function suggestSupplements(opts: {
  flagged: readonly FlaggedMarker[];
  excludedAllergens: ReadonlySet<string>;
  medications: readonly MedicationMatch[];
  vegetarian: boolean;
  egfr: number | null;
  products: readonly ClinicProduct[];
  w: NutritionWriter;
}): { suggestions: SupplementSuggestion[]; cautions: SupplementCaution[] } {
  const { w } = opts;
  const suggestions: SupplementSuggestion[] = [];
  const cautions: SupplementCaution[] = [];
  const seen = new Set<string>();
  for (const marker of opts.flagged) {
    for (const need of needsFor(marker.analyteId, marker.direction)) {
      if (!need.supplement || seen.has(need.supplement)) continue;
      const limit = supplementLimit(need.supplement);
      if (!limit || !withinUpperLimit(limit)) continue;
      seen.add(limit.key);
      // Vegetarians and vegans get the algae-oil form of omega-3, which also avoids the fish allergen.
      const algae = limit.key === "omega3" && opts.vegetarian;
      const allergens = algae ? [] : limit.allergens;
      const allergic = allergens.filter((a) => opts.excludedAllergens.has(a));
      if (allergic.length > 0) {
        cautions.push({ type: "allergy", message: w.t("caution_allergy_supplement", { supplement: limit.name, allergen: allergic.join(", ") }), source: limit.source });
        continue;
      }
      if (limit.key === "magnesium" && opts.egfr !== null && opts.egfr < 30) {
        cautions.push({ type: "condition", message: w.t("caution_withheld", { supplement: limit.name, medication: "eGFR < 30" }), source: "KDIGO 2024 CKD guideline (magnesium accumulates when GFR is low)" });
        continue;
      }
      const own: string[] = [];
      let withheld = false;
      // The medication's own caution is listed once by the plan; here it decides and annotates this supplement.
      for (const med of opts.medications) {
        for (const row of INTERACTIONS.filter((i) => med.classes.includes(i.drugClass) && i.supplements.includes(limit.key))) {
          const text = w.language === "en" ? row.caution : w.t(`action_${row.action}` as const);
          if (row.action === "avoid_supplement") {
            withheld = true;
            cautions.push({ type: "interaction", message: w.t("caution_withheld", { supplement: limit.name, medication: med.medication }), source: row.source });
          } else own.push(w.t("caution_interaction", { medication: med.medication, text }));
        }
      }
      if (withheld) continue;
      const product = productFor(opts.products, limit.key);
      suggestions.push({
        key: limit.key,
        name: product ? `${product.name} (${product.brand})` : algae ? "Omega-3 (EPA + DHA, algae oil)" : limit.name,
        dosage: formatAmount(limit),
        timing: limit.timing,
        duration: limit.duration,
        reason: w.t("supplement_reason", { marker: marker.name, evaluation: w.t(`eval_${marker.evaluation}` as Parameters<typeof w.t>[0]) }),
        upperLimit: limit.upperLimit === null ? `${w.t("supplement_no_upper_limit")} ${limit.source}` : `${w.t("supplement_upper_limit", { limit: `${limit.upperLimit} ${limit.unit}` })} ${limit.source}`,
        cautions: own,
        priority: need.priority,
      });
    }
  }
  return { suggestions, cautions };
}
