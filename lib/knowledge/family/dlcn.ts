// Dutch Lipid Clinic Network (DLCN) criteria for familial hypercholesterolaemia as data (WHO 1999;
// Nordestgaard et al., Eur Heart J 2013;34:3478). Within each group only the highest item counts.

export const DLCN_SOURCE = "Dutch Lipid Clinic Network criteria (WHO 1999; Nordestgaard et al., Eur Heart J 2013;34:3478)";

/** LDL-C bands in mmol/L (lower bound inclusive) and their points. */
export const DLCN_LDL_POINTS: readonly { atLeast: number; points: number }[] = [
  { atLeast: 8.5, points: 8 },
  { atLeast: 6.5, points: 5 },
  { atLeast: 5.0, points: 3 },
  { atLeast: 4.0, points: 1 },
];

/** Family-history items. */
export const DLCN_FAMILY_POINTS = {
  /** First-degree relative with premature (men < 55, women < 60) coronary or vascular disease. */
  prematureVascularFirstDegree: 1,
  /** First-degree relative with known LDL-C above the 95th percentile (reported as high cholesterol). */
  highLdlFirstDegree: 1,
  /** First-degree relative with tendon xanthomata or known FH (treated as the xanthoma item). */
  xanthomaOrFhFirstDegree: 2,
  /** Child under 18 with LDL-C above the 95th percentile. */
  childHighLdl: 2,
} as const;

/** DLCN premature vascular disease ages (note: women < 60 here, not < 65 as in the ASCVD rule). */
export const DLCN_PREMATURE = { male: 55, female: 60 } as const;

/** Personal clinical history items. */
export const DLCN_PERSONAL_POINTS = { prematureCoronary: 2, prematureCerebralOrPeripheral: 1, tendonXanthoma: 6 } as const;

/** Diagnosis bands of the total. */
export function dlcnCategory(points: number): "definite" | "probable" | "possible" | "unlikely" {
  return points > 8 ? "definite" : points >= 6 ? "probable" : points >= 3 ? "possible" : "unlikely";
}

/** risk_score given to each DLCN band (definite/probable are high, possible moderate, unlikely low). */
export const DLCN_RISK_SCORE = { definite: 90, probable: 70, possible: 45, unlikely: 15 } as const;

/** Points for an LDL-C value in mmol/L. */
export function dlcnLdlPoints(ldlMmol: number | null): number {
  if (ldlMmol === null) return 0;
  return DLCN_LDL_POINTS.find((b) => ldlMmol >= b.atLeast)?.points ?? 0;
}
