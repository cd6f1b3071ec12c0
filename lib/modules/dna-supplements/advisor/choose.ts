// From needs to the plan's items: the catalogue mode picks the candidates (prefer: a fitting clinic product, else
// the evidence-based item; only: clinic products alone, unmet needs listed as uncovered; off: evidence-based), the
// safety rules judge every candidate, and max_items caps what is left. Safety is the last word on each item:
// nothing after it adds an item, so neither the mode nor the clinic's instructions can bring back what it removes.
import { supplementLimit } from "@/lib/knowledge/nutrition/supplement-limits";
import { advisorSupplement, convertDose, holdsHerb, parseDosage, PRODUCT_KEY_PATTERNS, productKeys, type DoseUnit } from "@/lib/knowledge/supplements/needs";
import { checkSafety, upperLimitOf, type SafetyContext, type SafetyVerdict } from "@/lib/knowledge/supplements/safety";
import type { CatalogueProduct } from "../catalogue/schemas";
import type { Need } from "./find-needs";

export type CatalogueMode = "prefer" | "only" | "off";
export type Fired = SafetyVerdict["fired"][number];

export interface ChosenItem {
  need: Need;
  /** The clinic product used, or null for the evidence-based item. */
  product: CatalogueProduct | null;
  /** Review rules that fired (the item stays, a clinician decides). */
  review: Fired[];
}

export interface AvoidedItem {
  /** Supplement key, or the clinic product's name when a product was left out. */
  key: string;
  product: CatalogueProduct | null;
  fired: Fired[];
}

export interface Choice {
  chosen: ChosenItem[];
  avoided: AvoidedItem[];
  /** Needs no safe clinic product covers (catalogue-only mode). */
  uncovered: Need[];
  /** Safe needs beyond max_items. */
  beyondMax: Need[];
}

/** The general amount of the evidence-based item in the upper limit's unit (for the near-limit check). */
function evidenceDose(key: string): { amount: number; unit: string } | undefined {
  const row = advisorSupplement(key);
  const limit = row?.limitKey ? supplementLimit(row.limitKey) : undefined;
  const ul = upperLimitOf(key);
  if (!limit || !ul) return undefined;
  const amount = convertDose(key, { amount: limit.amount, unit: limit.unit }, ul.unit);
  return amount === undefined ? undefined : { amount, unit: ul.unit };
}

/**
 * The amount printed right after the nutrient's name in a multi-nutrient product ("iron 65 mg; vitamin C 125 mg",
 * "vitamin A (retinyl palmitate) 3000 µg, vitamin D3 1000 IU"): the text from the name to the next separator
 * (, ; + & / or "with"/"and"), so one nutrient never takes another's amount.
 */
function amountAfterName(key: string, p: CatalogueProduct): ReturnType<typeof parseDosage> {
  const pattern = PRODUCT_KEY_PATTERNS.find((k) => k.key === key)?.pattern;
  if (!pattern) return undefined;
  const every = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
  for (const text of [p.description, p.name, p.dosage]) {
    for (const m of text.matchAll(every)) {
      const segment = text.slice(m.index + m[0].length).split(/[,;+&/]|\s(?:with|and|plus|und|et|y|e|con|mit)\s/i)[0] ?? "";
      const printed = parseDosage(segment);
      if (printed) return printed;
    }
  }
  return undefined;
}

/** The printed dose of a nutrient in a clinic product, in the upper limit's unit, when it can be read. */
function productDose(key: string, p: CatalogueProduct, only: boolean): { amount: number; unit: string } | undefined {
  const printed = only ? parseDosage(`${p.dosage} ${p.name}`) : amountAfterName(key, p);
  const ul = upperLimitOf(key);
  if (!printed || !ul) return undefined;
  const amount = convertDose(key, printed, ul.unit as DoseUnit);
  return amount === undefined ? undefined : { amount, unit: ul.unit };
}

/** The safety verdict on a clinic product: every nutrient it holds is checked, with its printed dose if it holds one. */
export function judgeProduct(p: CatalogueProduct, ctx: SafetyContext): { action: SafetyVerdict["action"]; fired: Fired[] } {
  const keys = productKeys(p);
  // A herb named in the product makes it herbal for the safety rules, whatever category the clinic filed it under.
  const category = holdsHerb(p) ? "herbal" : p.category;
  const checks = (keys.length ? keys : [`product:${p.name}`]).map((key) => {
    const dose = productDose(key, p, keys.length === 1);
    return checkSafety({ key, category, ...(dose ? { dose } : {}) }, ctx);
  });
  const fired = checks.flatMap((c) => c.fired);
  const action = checks.some((c) => c.action === "exclude") ? "exclude" : checks.some((c) => c.action === "review") ? "review" : "allow";
  return { action, fired };
}

/** Applies the mode, the safety rules and max_items to the needs (in priority order). */
export function choosePlan(needs: readonly Need[], opts: { mode: CatalogueMode; products: readonly CatalogueProduct[]; maxItems: number; safety: SafetyContext }): Choice {
  const out: Choice = { chosen: [], avoided: [], uncovered: [], beyondMax: [] };
  const usable = opts.mode === "off" ? [] : opts.products;
  const avoidedProducts = new Set<CatalogueProduct>();
  for (const need of needs) {
    const row = advisorSupplement(need.key);
    // The nutrient itself first: a rule on the nutrient (pregnancy, warfarin, HFE + ferritin…) ends the need.
    const nutrient = checkSafety({ key: need.key, category: row?.category ?? "other" }, opts.safety);
    if (nutrient.action === "exclude") {
      out.avoided.push({ key: need.key, product: null, fired: nutrient.fired.filter((f) => f.action === "exclude") });
      continue;
    }
    let picked: ChosenItem | null = null;
    for (const p of usable.filter((p) => productKeys(p).includes(need.key))) {
      const verdict = judgeProduct(p, opts.safety);
      if (verdict.action === "exclude") {
        if (!avoidedProducts.has(p)) out.avoided.push({ key: need.key, product: p, fired: verdict.fired.filter((f) => f.action === "exclude") });
        avoidedProducts.add(p);
        continue;
      }
      picked = { need, product: p, review: verdict.fired };
      break;
    }
    if (!picked && opts.mode !== "only") {
      const dose = evidenceDose(need.key);
      const verdict = checkSafety({ key: need.key, category: row?.category ?? "other", ...(dose ? { dose } : {}) }, opts.safety);
      if (verdict.action === "exclude") {
        out.avoided.push({ key: need.key, product: null, fired: verdict.fired.filter((f) => f.action === "exclude") });
        continue;
      }
      picked = { need, product: null, review: verdict.fired };
    }
    if (!picked) {
      out.uncovered.push(need);
      continue;
    }
    if (out.chosen.length >= opts.maxItems) out.beyondMax.push(need);
    else out.chosen.push(picked);
  }
  // Catalogue products no need asked for, but which this patient must not take, are named too, so the clinic's
  // own shelf never suggests them by default.
  for (const p of usable) {
    if (avoidedProducts.has(p) || out.chosen.some((c) => c.product === p)) continue;
    const verdict = judgeProduct(p, opts.safety);
    if (verdict.action === "exclude") out.avoided.push({ key: productKeys(p)[0] ?? "other", product: p, fired: verdict.fired.filter((f) => f.action === "exclude") });
  }
  return out;
}
