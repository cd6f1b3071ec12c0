// Shapes of the biological-variation knowledge: how much an analyte varies within one healthy person from
// day to day (CVi) and how much the measurement itself varies (CVa). Together they give the reference change
// value that decides whether a change between two results is more than noise.

/** Which way a change is healthy for an analyte, read together with the reference range. */
export type HealthyDirection =
  /** Lower is better while the value stays at or above the lower limit (LDL cholesterol, CRP, HbA1c …). */
  | "lower"
  /** Higher is better while the value stays at or below the upper limit (HDL cholesterol, eGFR …). */
  | "higher"
  /** Best anywhere inside the range; only leaving or re-entering it matters (sodium, haemoglobin …). */
  | "range";

export interface BiologicalVariation {
  /** Analyte id in lib/knowledge/analytes. */
  analyteId: string;
  /** Within-subject biological variation, % (healthy adults, steady state). */
  cvi: number;
  /** Analytical imprecision assumed for the RCV, %. */
  cva: number;
  /** Where the CVi comes from. */
  cviSource: string;
  /** Where the CVa comes from. */
  cvaSource: string;
  direction: HealthyDirection;
  /** Why that direction is the healthy one. */
  directionSource: string;
}
