// Reads the `blood_test` field of the DNA + blood report and the DNA supplement advisor (extended-modules
// contract: "an interpreted blood test with `metadata`, `parameters`, `interpretation`, or just a list of up to
// 500 parameters with a name and a `result`"). Every line goes through the analyte knowledge base: the name is
// matched in any language, the value converted to the analyte's canonical unit (so a rule's "ferritin > 1000
// µg/L" holds whatever unit the lab printed) and evaluated against the printed range, else the knowledge base's
// range for the patient's sex and age. Names only: `patient_name` in the metadata is never read.
import { ApiError } from "@/lib/api/api-error";
import { convert, getAnalyte, normalizeParameter, type Evaluation, type NormalizedParameter, type PatientContext } from "@/lib/knowledge/analytes";
import { EVALUATIONS } from "@/lib/knowledge/analytes/types";

/** The contract's limit on blood parameters (extended-modules "Limits": DNA blood parameters 500). */
export const MAX_BLOOD_PARAMETERS = 500;

/** The three-step lab status the concordance rules and the risk matrix use. */
export type LabStatus = "normal" | "borderline" | "abnormal";

/** One usable blood value, keyed by the knowledge base's analyte id. */
export interface LabValue {
  analyte_id: string;
  /** The name as the caller sent it (trimmed, at most 80 characters). */
  name: string;
  /** In the analyte's canonical unit when convertible (`canonical` true), else as printed. */
  value: number;
  unit: string;
  canonical: boolean;
  /** "<" / ">" when the lab printed a detection or measuring limit. */
  censored: "<" | ">" | null;
  status: LabStatus;
  /** The standard evaluation keyword the status comes from. */
  evaluation: Evaluation;
  direction: "low" | "high" | null;
  critical: boolean;
  /** Normal range in the same unit as `value` (null = open or unknown). */
  range_low: number | null;
  range_high: number | null;
  range_source: "printed" | "knowledge_base" | "none";
}

export interface BloodReading {
  /** Which accepted form was sent: an interpreted v12 result or a plain parameter list. */
  form: "interpreted" | "list";
  /** Usable values, first occurrence per analyte, in the order sent. */
  values: LabValue[];
  byAnalyte: ReadonlyMap<string, LabValue>;
  /** Lines that were sent but not used (unknown name, no numeric result), by name. */
  unused: string[];
  /** Lines sent in total. */
  total: number;
}

export interface ReadBloodOptions {
  language?: string;
  /** Sex and age of the request's `patient`; they win over the interpreted result's metadata. */
  patient?: { sex?: string | undefined; age?: number | undefined } | undefined;
}

interface Line {
  name: string;
  altName: string | null;
  result: string | number;
  unit: string;
  rangeText: string;
  evaluation: Evaluation | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : null);

/** Finds the parameter array and the metadata in whichever form was sent (a v12 result may come wrapped in `data`). */
export function locateBloodTest(raw: unknown): { form: BloodReading["form"]; items: unknown[]; metadata: Record<string, unknown> | null } {
  if (Array.isArray(raw)) return { form: "list", items: raw, metadata: null };
  if (!isObject(raw)) throw new ApiError("VAL_2002", "'blood_test' must be an interpreted blood test (metadata, parameters, interpretation) or a list of parameters.");
  const body = isObject(raw.data) && Array.isArray(raw.data.parameters) ? raw.data : raw;
  if (!Array.isArray(body.parameters)) {
    throw new ApiError("VAL_2008", "'blood_test' holds no parameter list: send an interpreted blood test or a list of parameters, each with a name and a result. No credit was charged.");
  }
  const interpreted = "metadata" in body || "interpretation" in body;
  return { form: interpreted ? "interpreted" : "list", items: body.parameters, metadata: isObject(body.metadata) ? body.metadata : null };
}

function rangeTextOf(p: Record<string, unknown>): string {
  const lo = text(p.range_min);
  const hi = text(p.range_max);
  if (lo !== null && hi !== null) return `${lo}-${hi}`;
  if (hi !== null) return `< ${hi}`;
  if (lo !== null) return `> ${lo}`;
  return text(p.reference_range) ?? text(p.range) ?? "";
}

function lineOf(p: unknown): Line | null {
  if (!isObject(p)) return null;
  const name = text(p.name) ?? text(p.short_name) ?? text(p.long_name) ?? text(p.parameter);
  const result = typeof p.result === "number" ? p.result : text(p.result) ?? (typeof p.value === "number" ? p.value : text(p.value));
  if (name === null || result === null) return null;
  const evaluation = typeof p.evaluation === "string" && (EVALUATIONS as readonly string[]).includes(p.evaluation) ? (p.evaluation as Evaluation) : null;
  const long = text(p.long_name);
  return { name, altName: long !== null && long !== name ? long : null, result, unit: text(p.unit) ?? "", rangeText: rangeTextOf(p), evaluation };
}

function patientContext(opts: ReadBloodOptions, metadata: Record<string, unknown> | null): PatientContext {
  const ctx: PatientContext = {};
  const sex = opts.patient?.sex ?? text(metadata?.patient_sex) ?? undefined;
  if (sex === "male" || sex === "female" || sex === "other") ctx.sex = sex;
  const age = opts.patient?.age ?? Number(text(metadata?.patient_age) ?? NaN);
  if (Number.isFinite(age) && age > 0 && age < 130) ctx.ageYears = age;
  return ctx;
}

/** normal → normal; borderline_* → borderline; low, high and critical_* → abnormal. */
export function labStatusOf(evaluation: Evaluation): LabStatus {
  if (evaluation === "normal") return "normal";
  return evaluation.startsWith("borderline") ? "borderline" : "abnormal";
}

function toLabValue(line: Line, n: NormalizedParameter, evaluation: Evaluation): LabValue | null {
  if (n.analyteId === null || n.value === null) return null;
  const analyte = getAnalyte(n.analyteId) ?? null;
  const canonical = n.canonicalValue !== null && n.canonicalUnit !== null;
  const inUnit = (v: number | null) => (v === null || !canonical || !n.unit ? v : convert(v, n.unit, n.canonicalUnit ?? "", analyte));
  return {
    analyte_id: n.analyteId,
    name: line.name.slice(0, 80),
    value: canonical ? (n.canonicalValue as number) : n.value,
    unit: canonical ? (n.canonicalUnit as string) : n.unit,
    canonical,
    censored: /^\s*(<|≤|<=)/.test(String(line.result)) ? "<" : /^\s*(>|≥|>=)/.test(String(line.result)) ? ">" : null,
    status: labStatusOf(evaluation),
    evaluation,
    direction: evaluation === "normal" ? null : evaluation.endsWith("low") ? "low" : "high",
    critical: evaluation.startsWith("critical"),
    range_low: inUnit(n.rangeNormalMin),
    range_high: inUnit(n.rangeNormalMax),
    range_source: n.rangeSource,
  };
}

/**
 * Reads `blood_test` in either accepted form. More than 500 lines → VAL_2006; absent → VAL_2001; not an object
 * or array → VAL_2002; no line with a known analyte name and a numeric result → VAL_2008. An interpreted
 * result's own `evaluation` (which already applied the lab's printed flag) is kept; lines without one are
 * evaluated here.
 */
export function readBloodTest(raw: unknown, opts: ReadBloodOptions = {}): BloodReading {
  if (raw === undefined || raw === null) throw new ApiError("VAL_2001", "'blood_test' is required: an interpreted blood test or a list of parameters with a name and a result.");
  const { form, items, metadata } = locateBloodTest(raw);
  if (items.length > MAX_BLOOD_PARAMETERS) {
    throw new ApiError("VAL_2006", `'blood_test' holds ${items.length} parameters; at most ${MAX_BLOOD_PARAMETERS} are accepted. No credit was charged.`);
  }
  const patient = patientContext(opts, metadata);
  const lines = items.map(lineOf);
  const neighbours = lines.flatMap((l) => (l ? [l.name] : []));
  const normOpts = { ...(opts.language ? { language: opts.language } : {}), neighbours };
  const values: LabValue[] = [];
  const byAnalyte = new Map<string, LabValue>();
  const unused: string[] = [];
  for (const line of lines) {
    if (!line) continue;
    const printed = { name: line.name, result: line.result, unit: line.unit, rangeText: line.rangeText };
    let n = normalizeParameter(printed, patient, normOpts);
    if (n.analyteId === null && line.altName) n = normalizeParameter({ ...printed, name: line.altName }, patient, normOpts);
    const value = toLabValue(line, n, line.evaluation ?? n.evaluation);
    if (!value) {
      unused.push(line.name.slice(0, 80));
      continue;
    }
    if (byAnalyte.has(value.analyte_id)) continue; // the same analyte twice: the first line counts
    byAnalyte.set(value.analyte_id, value);
    values.push(value);
  }
  if (values.length === 0) {
    throw new ApiError("VAL_2008", "No usable blood parameter: none of the lines has a recognised name and a numeric result. No credit was charged.");
  }
  return { form, values, byAnalyte, unused, total: items.length };
}
