// Alternate units shared by several part-A analytes (cell counts, percentages). canonical = value * factor.
import type { AlternateUnit } from "@/lib/knowledge/analytes/types";

/** Units printed for cell counts whose canonical unit is 10*9/L (10^3/µL is the same number). */
export const PER_NANOLITRE: AlternateUnit[] = [
  { ucum: "10*3/uL", factor: 1 },
  { ucum: "10*3/mm3", factor: 1 },
  { ucum: "/nL", factor: 1 },
  { ucum: "/uL", factor: 0.001 },
  { ucum: "/mm3", factor: 0.001 },
];

/** A percentage that some analysers print as a plain fraction (0.45 = 45 %). */
export const PERCENT_AS_FRACTION: AlternateUnit[] = [{ ucum: "1", factor: 100 }];

/** Enzyme activity: 1 µkat/L = 60 U/L; IU/L equals U/L. */
export const ENZYME_UNITS: AlternateUnit[] = [
  { ucum: "[IU]/L", factor: 1 },
  { ucum: "ukat/L", factor: 60 },
  { ucum: "nkat/L", factor: 0.06 },
];
