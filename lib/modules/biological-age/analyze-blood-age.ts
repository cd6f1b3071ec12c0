// Biological age from a blood panel: PhenoAge (Levine 2018) when all nine inputs are present, and every
// derived index the panel allows. Facts are computed here; the only prose is the catalogue's sentence.
import { ApiError } from "@/lib/api/api-error";
import {
  computeIndices,
  phenoAge,
  PHENOAGE_INPUT_KEYS,
  PHENOAGE_UNITS,
  type IndexValues,
  type PhenoAgeInputKey,
  type PhenoAgeInputs,
  type SexOfPatient,
} from "@/lib/knowledge/indices";
import { collectPanel, panelValues } from "./collect-panel";
import { bioAgeCatalogue } from "./messages";
import type { BloodAgeRequest, BloodAgeResponse, BloodParameter } from "./schemas";

/** Where each PhenoAge input comes from: analyte ids tried in order (hs-CRP stands in for CRP). */
const INPUT_SOURCES: Readonly<Record<PhenoAgeInputKey, readonly string[]>> = {
  albumin: ["albumin"],
  creatinine: ["creatinine"],
  glucose: ["glucose"],
  crp: ["crp", "hs_crp"],
  lymphocyte_pct: ["lymphocytes_pct"],
  mcv: ["mcv"],
  rdw: ["rdw_cv"],
  alp: ["alp"],
  wbc: ["wbc"],
};

/** Labels of the inputs in the "missing" sentence: abbreviations read the same in every language. */
const INPUT_LABELS: Readonly<Record<PhenoAgeInputKey, string>> = {
  albumin: "Albumin", creatinine: "Creatinine", glucose: "Glucose", crp: "CRP", lymphocyte_pct: "Lymphocytes %",
  mcv: "MCV", rdw: "RDW", alp: "ALP", wbc: "WBC",
};

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Age, sex and parameters from the request (explicit fields win over the v12 metadata). */
function requestFacts(req: BloodAgeRequest): { age: number; sex: SexOfPatient; parameters: BloodParameter[] } {
  const parameters = req.parameters ?? req.data?.parameters;
  if (!parameters) throw new ApiError("VAL_2001", "Send 'parameters' (the lab results) or 'data' (a v12 blood-test answer).");
  const metaAge = Number(req.data?.metadata?.patient_age);
  const age = req.age ?? (Number.isFinite(metaAge) && metaAge >= 18 && metaAge <= 120 ? metaAge : undefined);
  if (age === undefined) throw new ApiError("VAL_2001", "'age' is required: the chronological age in years (18–120).");
  const metaSex = req.data?.metadata?.patient_sex;
  const sex = req.sex ?? (metaSex === "male" || metaSex === "female" || metaSex === "other" ? metaSex : null);
  return { age, sex, parameters };
}

function phenoAgeInputs(values: IndexValues, panelFrom: (id: string) => string | undefined) {
  const inputs: Partial<Record<PhenoAgeInputKey, { value: number; from: string }>> = {};
  for (const key of PHENOAGE_INPUT_KEYS) {
    for (const id of INPUT_SOURCES[key]) {
      const value = values.get(id, PHENOAGE_UNITS[key]);
      if (value !== null) {
        inputs[key] = { value, from: panelFrom(id) ?? id };
        break;
      }
    }
  }
  // Lymphocyte % from the absolute count when only that is printed: lymphocytes / WBC × 100.
  if (!inputs.lymphocyte_pct) {
    const abs = values.get("lymphocytes_abs", "10*9/L");
    const wbc = values.get("wbc", "10*9/L");
    if (abs !== null && wbc !== null && wbc > 0) inputs.lymphocyte_pct = { value: (abs / wbc) * 100, from: panelFrom("lymphocytes_abs") ?? "lymphocytes_abs" };
  }
  return inputs;
}

export interface BloodAgeOutcome {
  response: BloodAgeResponse;
  /** False when no biological age was produced: the caller is not charged. */
  chargeable: boolean;
}

/** POST /api/v1/blood-age/analyze (and its sandbox with a sample panel). */
export function analyzeBloodAge(req: BloodAgeRequest, language: string): BloodAgeOutcome {
  const { age, sex, parameters } = requestFacts(req);
  const panel = collectPanel(parameters);
  if (panel.size === 0) {
    throw new ApiError("VAL_2008", "None of the parameters could be read as a known blood value with a number (check names, results and units).");
  }
  const values = panelValues(panel, age, sex);
  const { t, language: narrativeLanguage, fallback } = bioAgeCatalogue(language);
  const inputs = phenoAgeInputs(values, (id) => panel.get(id)?.from);
  const missing = PHENOAGE_INPUT_KEYS.filter((k) => !inputs[k]);
  const indices = computeIndices(values).map((i) => ({
    key: i.key,
    name: t(`index.${i.key}` as Parameters<typeof t>[0]),
    value: i.value,
    unit: i.unit,
    interpretation: t(`band.${i.band}` as Parameters<typeof t>[0]),
    band: i.band,
    reference: i.reference,
    formula: i.formula,
    source: i.source,
  }));
  const used = PHENOAGE_INPUT_KEYS.filter((k) => inputs[k]).map((k) => ({ key: k, value: round(inputs[k]!.value, 4), unit: PHENOAGE_UNITS[k], from: inputs[k]!.from }));
  const common = {
    chronological_age: age,
    method: "phenoage_levine_2018" as const,
    phenoage_inputs: used,
    disclaimer: t("message.disclaimer"),
    indices,
    narrative_language: narrativeLanguage,
    language_fallback: fallback,
  };
  if (missing.length > 0) {
    return {
      chargeable: false,
      response: {
        ...common,
        biological_age: null,
        age_difference: null,
        mortality_score: null,
        missing_inputs: [...missing],
        message: t("message.missing", { missing: missing.map((k) => INPUT_LABELS[k]).join(", ") }),
        credit_charged: false,
      },
    };
  }
  const modelInputs = Object.fromEntries(PHENOAGE_INPUT_KEYS.map((k) => [k, inputs[k]!.value])) as unknown as PhenoAgeInputs;
  const result = phenoAge(modelInputs, age);
  const biological = round(result.phenoAge, 2);
  const difference = round(biological - age, 2);
  const key = difference > 0.05 ? "message.older" : difference < -0.05 ? "message.younger" : "message.same";
  return {
    chargeable: true,
    response: {
      ...common,
      biological_age: biological,
      age_difference: difference,
      mortality_score: round(result.mortalityScore, 6),
      missing_inputs: [],
      message: t(key, { biological_age: biological.toFixed(1), difference: Math.abs(difference).toFixed(1), age }),
      credit_charged: true,
    },
  };
}
