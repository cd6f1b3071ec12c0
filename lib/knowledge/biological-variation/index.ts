// Biological variation per analyte and the reference change value (RCV) built from it.
import { BIOLOGICAL_VARIATION } from "./data";
import type { BiologicalVariation } from "./types";

export type { BiologicalVariation, HealthyDirection } from "./types";
export { BIOLOGICAL_VARIATION };

/**
 * Used when no CVi is published for an analyte (or the parameter matched none): CVi 10 % and CVa 5 % give an
 * RCV of about 31 % at 95 %, a conservative middle of the published CVi spread (most analytes lie between 1 % and
 * 25 %), so an unknown analyte is called "significant" only for a large change. Direction: within range.
 */
export const FALLBACK_VARIATION: Omit<BiologicalVariation, "analyteId"> = {
  cvi: 10,
  cva: 5,
  cviSource: "Fallback: no published within-subject CVi for this parameter; 10 % assumed (docs/decisions.md)",
  cvaSource: "Fallback: 0.5 × the assumed CVi",
  direction: "range",
  directionSource: "Fallback: healthy anywhere inside the reference interval",
};

const BY_ID = new Map(BIOLOGICAL_VARIATION.map((row) => [row.analyteId, row]));

/** Why: the RCV needs the analyte's own variation; unknown analytes get a documented, conservative fallback. */
export function biologicalVariationFor(analyteId: string | null): BiologicalVariation & { fallback: boolean } {
  const row = analyteId === null ? undefined : BY_ID.get(analyteId);
  return row ? { ...row, fallback: false } : { analyteId: analyteId ?? "", ...FALLBACK_VARIATION, fallback: true };
}

/** z for a two-sided 95 % decision (significant) and for 80 % (at least a moderate change). */
export const Z_SIGNIFICANT = 1.96;
export const Z_MODERATE = 1.28;

/**
 * Reference change value in %: RCV = √2 · z · √(CVa² + CVi²) (Fraser CG, Harris EK, Crit Rev Clin Lab Sci
 * 1989; Fraser, "Biological variation: from principles to practice", AACC 2001). Why: a difference between two
 * results of one person is meaningful only when it exceeds the noise of biology plus measurement, both twice.
 */
export function referenceChangeValue(variation: Pick<BiologicalVariation, "cvi" | "cva">, z: number = Z_SIGNIFICANT): number {
  return Math.SQRT2 * z * Math.sqrt(variation.cva ** 2 + variation.cvi ** 2);
}
