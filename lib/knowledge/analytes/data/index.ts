// All analyte records: part A (blood count, chemistry, vitamins …) and part B (hormones, markers, urinalysis,
// serology). The loader in ../knowledge-base.ts merges the per-language alias tables into them.
import type { Analyte } from "../types";
import { partA } from "./part-a";
import { partB } from "./part-b";

/** Every analyte record, part A then part B. */
export const analyteData: readonly Analyte[] = [...partA, ...partB];
