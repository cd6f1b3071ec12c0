// Part A of the analyte knowledge base: hematology, differential, coagulation, glucose metabolism, lipids, liver,
// proteins, kidney, electrolytes, trace elements, iron, vitamins and blood gas.
import type { Analyte } from "@/lib/knowledge/analytes/types";
import { bloodGas } from "./blood-gas";
import { coagulation } from "./coagulation";
import { electrolytes } from "./electrolytes";
import { glucoseMetabolism } from "./glucose-metabolism";
import { hematologyCounts } from "./hematology-counts";
import { hematologyRedCells } from "./hematology-red-cells";
import { hemoglobinFractions } from "./hemoglobin-fractions";
import { ironStatus } from "./iron-status";
import { kidney } from "./kidney";
import { lipids } from "./lipids";
import { liver } from "./liver";
import { mineralsTraceElements } from "./minerals-trace-elements";
import { proteins } from "./proteins";
import { vitamins } from "./vitamins";
import { whiteCellDifferential } from "./white-cell-differential";

/** Every part-A analyte, grouped by category in report order. */
export const partA: Analyte[] = [
  ...hematologyRedCells,
  ...hematologyCounts,
  ...hemoglobinFractions,
  ...whiteCellDifferential,
  ...coagulation,
  ...glucoseMetabolism,
  ...lipids,
  ...liver,
  ...proteins,
  ...kidney,
  ...electrolytes,
  ...mineralsTraceElements,
  ...ironStatus,
  ...vitamins,
  ...bloodGas,
];
