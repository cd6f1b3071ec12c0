// Types of the results view, inferred from the server's response schemas (never re-declared by hand).
import type { z } from "zod";
import type { v12HealthResponse } from "@/lib/modules/blood-test/schemas";

/** The `data` of a POST /api/v12/health-score/analyze answer (also what a saved report stores). */
export type HealthReport = z.infer<typeof v12HealthResponse>;
export type ReportParameter = HealthReport["parameters"][number];
export type Evaluation = ReportParameter["evaluation"];
export type InterpretationItem = HealthReport["interpretation"][number];
export type DiseaseRisk = HealthReport["disease_risks"][number];
