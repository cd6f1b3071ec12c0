// The supplements the DNA supplement advisor can suggest on its own (evidence_based), as data. The general adult
// amount and its tolerable upper intake level come from the nutrition plan's table (lib/knowledge/nutrition/
// supplement-limits.ts) so both modules quote the same figures; this table adds the lower end of the intake range
// (the adult RDA/AI), the form, the evidence level and the marker to re-test. Decision support: an intake range
// for discussion, never a prescribing dose.

export type SupplementCategory = "vitamin" | "mineral" | "probiotic" | "omega" | "herbal" | "other";
export type EvidenceLevel = "established" | "probable" | "preliminary";

export interface AdvisorSupplement {
  key: string;
  category: SupplementCategory;
  /** Row of lib/knowledge/nutrition/supplement-limits.ts with the general amount and the UL (null: no amount). */
  limitKey: string | null;
  /** Lower end of the adult intake range (RDA/AI), same unit as the limit row's amount. */
  intakeLow: number | null;
  evidence: EvidenceLevel;
  /** Analyte id to re-test and after how many weeks (null: no marker). */
  retest: { analyte: string; weeks: string } | null;
  source: string;
}

export const ADVISOR_SUPPLEMENTS: readonly AdvisorSupplement[] = [
  { key: "vitamin_d", category: "vitamin", limitKey: "vitamin_d", intakeLow: 15, evidence: "established", retest: { analyte: "vitamin_d_25oh", weeks: "8–12" }, source: "IOM 2011 DRI: RDA 15 µg (600 IU) adults ≤ 70 y; NIH ODS Vitamin D fact sheet" },
  { key: "vitamin_b12", category: "vitamin", limitKey: "vitamin_b12", intakeLow: 250, evidence: "established", retest: { analyte: "vitamin_b12", weeks: "12" }, source: "NIH ODS Vitamin B12 fact sheet (vegans: 250 µg/day oral supplement or fortified foods); IOM 1998 DRI" },
  { key: "folic_acid", category: "vitamin", limitKey: "folic_acid", intakeLow: 400, evidence: "established", retest: { analyte: "folate", weeks: "12–16" }, source: "USPSTF 2017 (400–800 µg folic acid when planning or capable of pregnancy); IOM 1998 DRI (UL 1000 µg)" },
  { key: "omega3", category: "omega", limitKey: "omega3", intakeLow: 250, evidence: "probable", retest: { analyte: "triglycerides", weeks: "12" }, source: "EFSA 2010 (250 mg EPA+DHA/day adults); AHA 2019 omega-3 advisory (Skulas-Ray, Circulation)" },
  { key: "iron", category: "mineral", limitKey: "iron", intakeLow: 18, evidence: "established", retest: { analyte: "ferritin", weeks: "12" }, source: "IOM 2001 DRI (RDA 18 mg women 19–50); BSG 2021 iron deficiency guideline; alternate-day dosing (Stoffel 2017)" },
  { key: "magnesium", category: "mineral", limitKey: "magnesium", intakeLow: 100, evidence: "probable", retest: { analyte: "magnesium", weeks: "8" }, source: "IOM 1997 DRI (UL 350 mg from supplements); NIH ODS Magnesium fact sheet" },
  { key: "calcium", category: "mineral", limitKey: "calcium", intakeLow: 300, evidence: "established", retest: null, source: "IOM 2011 DRI (RDA 1000–1200 mg total from diet and supplements); NIH ODS Calcium fact sheet" },
  { key: "zinc", category: "mineral", limitKey: "zinc", intakeLow: 8, evidence: "probable", retest: { analyte: "zinc", weeks: "8–12" }, source: "IOM 2001 DRI (RDA 8 mg women, 11 mg men; UL 40 mg)" },
  { key: "probiotic", category: "probiotic", limitKey: null, intakeLow: null, evidence: "preliminary", retest: null, source: "WGO 2017 global guideline on probiotics and prebiotics (strain-specific, modest evidence for IBS symptoms)" },
];

/** The advisor's row for a supplement key. */
export function advisorSupplement(key: string): AdvisorSupplement | undefined {
  return ADVISOR_SUPPLEMENTS.find((s) => s.key === key);
}

/**
 * What each `current_supplements` answer already supplies, so a suggestion of the same nutrient says to count both
 * towards the upper intake level (a multivitamin typically holds these at or near the RDA; NIH ODS
 * "Multivitamin/mineral supplements" fact sheet).
 */
export const CURRENT_SUPPLEMENT_KEYS: Readonly<Record<string, readonly string[]>> = {
  vitamin_d: ["vitamin_d"], omega3: ["omega3"], iron: ["iron"], b12: ["vitamin_b12"], magnesium: ["magnesium"], calcium: ["calcium"], probiotic: ["probiotic"],
  multivitamin: ["vitamin_d", "vitamin_b12", "folic_acid", "iron", "zinc", "magnesium", "calcium"],
};
