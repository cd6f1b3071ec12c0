// The review step's recomputation: a clinician's corrected name, value, unit or range for one extracted row
// is run through the same knowledge-base path the analysis uses (name match, unit, printed or database range,
// evaluation), so a corrected row is evaluated exactly as a row printed that way would have been.
import { getKnowledgeBase, listAnalytes, normalizeParameter, type PatientContext } from "@/lib/knowledge/analytes";
import type { ParameterV12, V12Response } from "@/lib/modules/blood-test/schemas";
import type { CorrectableField } from "./correctable-fields";

/** The four correctable fields of a row; `range` is the reference-range text as it would be printed. */
export type RowFields = Record<CorrectableField, string>;

/** The current text of each correctable field of an extracted row (what a correction's `before` refers to). */
export function fieldsOf(p: ParameterV12): RowFields {
  return { name: p.long_name, value: p.result, unit: p.unit, range: p.reference_range };
}

/** Patient sex and age as printed in the report's metadata: the context the analysis evaluated with. */
export function patientOf(metadata: Pick<V12Response["metadata"], "patient_sex" | "patient_age">): PatientContext {
  const age = metadata.patient_age !== null ? Number.parseFloat(metadata.patient_age) : Number.NaN;
  return {
    ...(metadata.patient_sex ? { sex: metadata.patient_sex } : {}),
    ...(Number.isFinite(age) && age >= 0 && age < 130 ? { ageYears: age } : {}),
  };
}

function decimalText(n: number | null): string | null {
  return n === null || !Number.isFinite(n) ? null : String(Number(n.toPrecision(12)));
}

/**
 * Re-evaluates one row with the clinician's fields. The row keeps where it was printed (source, page) and the
 * lab's previous result; it is no longer "to review" (a clinician has checked it) and its confidence is 1,
 * because the values are now the clinician's word rather than the parser's reading. The printed flag is
 * dropped when the value changed, since the lab flagged a different number.
 */
export function recomputeRow(original: ParameterV12, fields: RowFields, patient: PatientContext, language = "en"): ParameterV12 {
  const n = normalizeParameter({ name: fields.name, result: fields.value, unit: fields.unit, rangeText: fields.range }, patient, { language });
  const valueChanged = fields.value.trim() !== original.result.trim();
  return {
    ...original,
    category: n.category,
    long_name: n.longName,
    short_name: n.shortName,
    result: n.result,
    unit: n.unit,
    range_min: decimalText(n.rangeMin),
    range_max: decimalText(n.rangeMax),
    range_normal_min: n.rangeNormalMin,
    range_normal_max: n.rangeNormalMax,
    short_description: n.shortDescription,
    long_description: n.longDescription,
    evaluation: n.evaluation,
    loinc: n.loinc,
    ucum_unit: n.ucumUnit,
    reference_range: n.referenceRange,
    type: n.type,
    confidence: 1,
    needs_review: false,
    printed_flag: valueChanged ? null : (original.printed_flag ?? null),
    range_source: n.rangeSource === "knowledge_base" ? "reference_database" : n.rangeSource,
  };
}

export interface AnalyteSuggestion {
  id: string;
  long_name: string;
  short_name: string;
  unit: string;
  loinc: string | null;
}

/**
 * Knowledge-base analytes whose English name, abbreviation or id contains the query (any case), best first:
 * the name picker of the review step, so a corrected name is always one the knowledge base can evaluate.
 */
export function suggestAnalytes(query: string, limit = 12): AnalyteSuggestion[] {
  const q = query.trim().toLowerCase();
  if (q.length < 1) return [];
  getKnowledgeBase();
  const scored: { a: ReturnType<typeof listAnalytes>[number]; score: number }[] = [];
  for (const a of listAnalytes()) {
    const names = [a.longName, a.shortName, a.id.replace(/_/g, " ")].map((s) => s.toLowerCase());
    const best = Math.min(...names.map((s) => (s === q ? 0 : s.startsWith(q) ? 1 : s.includes(q) ? 2 : 9)));
    if (best < 9) scored.push({ a, score: best });
  }
  scored.sort((x, y) => x.score - y.score || x.a.longName.localeCompare(y.a.longName));
  return scored.slice(0, limit).map(({ a }) => ({ id: a.id, long_name: a.longName, short_name: a.shortName, unit: a.unit, loinc: a.loinc[0] ?? null }));
}
