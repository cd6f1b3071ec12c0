// Tolerable upper intake levels (adults, from all supplements unless noted), the ceiling every suggested dose must
// stay under. Figures from the US National Academies' Dietary Reference Intakes (IOM 1997–2011) as summarised in the
// NIH Office of Dietary Supplements fact sheets; EFSA's where IOM sets none (EPA+DHA).

export interface UpperLimit { key: string; amount: number; unit: "µg" | "mg" | "IU" | "g"; note?: string; source: string }

export const UPPER_LIMITS: readonly UpperLimit[] = [
  { key: "vitamin_d", amount: 4000, unit: "IU", source: "IOM 2011 DRI for calcium and vitamin D (UL 100 µg = 4000 IU, adults)" },
  { key: "vitamin_a", amount: 3000, unit: "µg", note: "preformed retinol (RAE); beta-carotene excluded", source: "IOM 2001 DRI for vitamin A (UL 3000 µg RAE, adults incl. pregnancy)" },
  { key: "iron", amount: 45, unit: "mg", source: "IOM 2001 DRI for iron (UL 45 mg elemental, adults)" },
  { key: "zinc", amount: 40, unit: "mg", source: "IOM 2001 DRI for zinc (UL 40 mg, adults)" },
  { key: "magnesium", amount: 350, unit: "mg", note: "supplemental magnesium only", source: "IOM 1997 DRI for magnesium (UL 350 mg from supplements)" },
  { key: "calcium", amount: 2000, unit: "mg", note: "51+ years; 2500 mg at 19–50", source: "IOM 2011 DRI for calcium (UL 2000 mg at 51+ years)" },
  { key: "folic_acid", amount: 1000, unit: "µg", source: "IOM 1998 DRI for folate (UL 1000 µg synthetic folic acid)" },
  { key: "vitamin_b6", amount: 100, unit: "mg", source: "IOM 1998 DRI for vitamin B6 (UL 100 mg, adults)" },
  { key: "vitamin_c", amount: 2000, unit: "mg", source: "IOM 2000 DRI for vitamin C (UL 2000 mg, adults)" },
  { key: "vitamin_e", amount: 1000, unit: "mg", source: "IOM 2000 DRI for vitamin E (UL 1000 mg alpha-tocopherol from supplements)" },
  { key: "selenium", amount: 400, unit: "µg", source: "IOM 2000 DRI for selenium (UL 400 µg, adults)" },
  { key: "omega3", amount: 5, unit: "g", note: "EPA+DHA combined", source: "EFSA NDA Panel 2012: long-term EPA+DHA up to 5 g/day raises no safety concern" },
];

/** Share of the upper limit at which a dose goes to the clinician (decided: 80 %, docs/decisions.md). */
export const NEAR_LIMIT_SHARE = 0.8;

/** The upper limit of a nutrient, if one is set. */
export function upperLimitOf(key: string): UpperLimit | undefined {
  return UPPER_LIMITS.find((u) => u.key === key);
}
