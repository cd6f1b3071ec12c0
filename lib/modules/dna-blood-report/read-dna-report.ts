// Reads the `dna_report` field of the DNA + blood report and the DNA supplement advisor (extended-modules
// contract, "DNA + blood report": "the `data.report` object, the whole `data` or the full response of the
// interpretation"). Every form is validated by the DNA report's own schema, so what the rules read is a report
// the interpretation could have produced; anything else is the contract's VAL_2002.
import { z } from "zod";
import { ApiError } from "@/lib/api/api-error";
import { dnaReportSchema } from "@/lib/modules/dna/schemas";

const pgxEntry = dnaReportSchema.shape.pharmacogenomics.element;

/**
 * The report schema accepted as input. Fields the contract lists stay required; the fields this service adds to
 * pharmacogenomic entries (diplotype, activity score, tested alleles, source) are optional, so a report from an
 * integrator that follows the contract only is accepted too.
 */
export const dnaReportInputSchema = dnaReportSchema.extend({
  pharmacogenomics: z.array(
    pgxEntry.extend({
      diplotype: z.string().optional(),
      activity_score: z.number().nullable().optional(),
      tested_alleles: z.array(z.string()).optional(),
      source: z.string().optional(),
    }),
  ),
});
export type DnaReportInput = z.infer<typeof dnaReportInputSchema>;

/** Which of the three accepted forms the caller sent. */
export type DnaReportForm = "report" | "data" | "response";

export interface ReadDnaReport {
  report: DnaReportInput;
  form: DnaReportForm;
  /** `analysis_id` of the interpretation when the caller sent `data` or the full response (DNA-…), else null. */
  analysisId: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Locates the report object inside whichever of the three forms was sent. */
function locate(raw: Record<string, unknown>): { candidate: unknown; form: DnaReportForm; analysisId: unknown } {
  if ("report_type" in raw) return { candidate: raw, form: "report", analysisId: null };
  if (isObject(raw.report)) return { candidate: raw.report, form: "data", analysisId: raw.analysis_id };
  if (isObject(raw.data) && isObject(raw.data.report)) return { candidate: raw.data.report, form: "response", analysisId: raw.data.analysis_id };
  return { candidate: raw, form: "report", analysisId: null };
}

function issuePath(path: PropertyKey[]): string {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}

/**
 * Reads `dna_report` in any accepted form and returns the validated report with the form it came in.
 * Absent → VAL_2001; not an object, or not a valid DNA report → VAL_2002 naming the first fields at fault
 * (never their values: they are patient data).
 */
export function readDnaReportInput(raw: unknown): ReadDnaReport {
  if (raw === undefined || raw === null) throw new ApiError("VAL_2001", "'dna_report' is required: send the DNA interpretation's data.report, its data, or the whole response.");
  if (!isObject(raw)) throw new ApiError("VAL_2002", "'dna_report' must be an object: the DNA interpretation's data.report, its data, or the whole response.");
  const { candidate, form, analysisId } = locate(raw);
  const parsed = dnaReportInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const prefix = form === "report" ? "dna_report" : form === "data" ? "dna_report.report" : "dna_report.data.report";
    const where = parsed.error.issues.slice(0, 3).map((i) => `'${prefix}${issuePath(i.path)}'`).join(", ");
    throw new ApiError("VAL_2002", `'dna_report' is not a valid DNA interpretation report (${where}). Send data.report, data or the whole response of /api/v1/dna-interpretation/analyze.`);
  }
  return { report: parsed.data, form, analysisId: typeof analysisId === "string" ? analysisId : null };
}

/** The validated DNA report of `dna_report`, whichever accepted form it came in (see readDnaReportInput). */
export function readDnaReport(raw: unknown): DnaReportInput {
  return readDnaReportInput(raw).report;
}
