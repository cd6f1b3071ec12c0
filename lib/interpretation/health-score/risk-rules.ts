// Disease-risk rules as data, each with its source. ./evaluate-risks.ts reads them; a rule reports only when
// the markers it needs are on the report.
//
// Severity comes from published cut-offs. `percentage` is a 0–100 risk index on one common scale: each
// severity owns a quarter (low 1–24, moderate 26–49, high 51–74, very_high 76–99) and the position inside
// the quarter follows the marker's position between the band's edges. It is an ordering of how strongly
// the markers point to the condition, not an absolute probability (see docs/decisions-interpretation.md).
import type { RiskSeverity } from "../types";
import type { PatientThreshold, Threshold } from "../rules/conditions";
import type { DerivedId } from "../rules/derived-indices";
import { HDL_LOW, WHO_ANEMIA_HB } from "../rules/pattern-rules";

/** Where a rule reads a number: an analyte in a unit, a derived index, or the patient's age. */
export type RiskSource = { marker: string; unit: string } | { derived: DerivedId } | { age: true };

/**
 * Five edges in order of increasing severity: low = [e0, e1), moderate = [e1, e2), high = [e2, e3),
 * very_high = [e3, e4]. `higher` = higher values are worse (a value enters a band at ≥ edge); `lower` =
 * lower values are worse (enters at < edge).
 */
export interface BandScale {
  source: RiskSource;
  worse: "higher" | "lower";
  edges: readonly [Threshold, Threshold, Threshold, Threshold, Threshold];
}

export interface BandedRiskRule {
  kind: "banded";
  id: string;
  /** Scales evaluated independently; the worst result wins (e.g. HbA1c or fasting glucose). */
  scales: readonly BandScale[];
  /** Minimum age in years for the rule to apply (an unknown age passes). */
  minAge?: number;
  source: string;
}

export interface PointStep {
  gte?: Threshold;
  lt?: Threshold;
  points: number;
}
export interface PointSource {
  source: RiskSource;
  steps: readonly PointStep[];
}
export interface PointItem {
  /** Sources tried in order; "first" uses the first present, "max" takes the highest points among them. */
  sources: readonly PointSource[];
  combine: "first" | "max";
  /** "first" = points of the first matching step; "sum" = sum of all matching steps. */
  mode: "first" | "sum";
}
export interface PointsRiskRule {
  kind: "points";
  id: string;
  /** The rule reports only when one of these analytes is present. */
  requiresAny: readonly string[];
  items: readonly PointItem[];
  /** Edges over the points total (higher is worse). */
  edges: readonly [number, number, number, number, number];
  source: string;
}

export interface GridRiskRule {
  kind: "grid";
  id: string;
  rows: BandAxis;
  columns: BandAxis;
  /** severity[row][column]. */
  grid: readonly (readonly RiskSeverity[])[];
  minAge?: number;
  source: string;
}
/** Categories along one axis: `edges` in order of worsening; a missing axis counts as its first category. */
export interface BandAxis {
  source: RiskSource;
  worse: "higher" | "lower";
  edges: readonly number[];
  /** Outer ends of the first and last category, for the position inside them. */
  ends: readonly [number, number];
}

export interface PatternRiskRule {
  kind: "pattern";
  id: string;
  requiresAny: readonly string[];
  /** Pattern rule whose grade sets the severity; no pattern = low. */
  pattern: string;
  grades: Readonly<Record<string, RiskSeverity>>;
  /** Marker whose place in its normal range positions a "low" result (0 at the centre, 1 at a limit). */
  centreMarker: string;
  source: string;
}

export type RiskRule = BandedRiskRule | PointsRiskRule | GridRiskRule | PatternRiskRule;

const t = (male: number, female: number, unknown: number, byAge?: PatientThreshold["byAge"]): PatientThreshold =>
  byAge ? { male, female, unknown, byAge } : { male, female, unknown };

/** ATP III LDL-C classes (mg/dL) as points; non-HDL-C uses the same classes shifted by `shift` (+30). */
function ldlSteps(shift: number): PointStep[] {
  return [
    { gte: 190 + shift, points: 4 },
    { gte: 160 + shift, points: 2 },
    { gte: 130 + shift, points: 1 },
  ];
}

export const RISK_RULES: readonly RiskRule[] = [
  {
    kind: "banded",
    id: "type2_diabetes",
    scales: [
      { source: { marker: "hba1c", unit: "%" }, worse: "higher", edges: [4.0, 5.7, 6.0, 6.5, 9.0] },
      { source: { marker: "glucose", unit: "mg/dL" }, worse: "higher", edges: [70, 100, 110, 126, 200] },
    ],
    source:
      "ADA Standards of Care 2025 §2 (HbA1c 5.7 / 6.5 %, FPG 100 / 126 mg/dL); HbA1c 6.0–6.4 % carries a 25–50 % " +
      "5-year incidence (Zhang et al., Diabetes Care 2010) and WHO IFG starts at 110 mg/dL, hence the 'high' edges.",
  },
  {
    kind: "points",
    id: "cardiovascular",
    requiresAny: ["ldl_cholesterol", "non_hdl_cholesterol", "cholesterol_total", "apolipoprotein_b", "hdl_cholesterol"],
    items: [
      {
        sources: [
          { source: { marker: "ldl_cholesterol", unit: "mg/dL" }, steps: ldlSteps(0) },
          { source: { marker: "non_hdl_cholesterol", unit: "mg/dL" }, steps: ldlSteps(30) },
          { source: { marker: "cholesterol_total", unit: "mg/dL" }, steps: [{ gte: 240, points: 2 }, { gte: 200, points: 1 }] },
        ],
        combine: "first",
        mode: "first",
      },
      { sources: [{ source: { marker: "hdl_cholesterol", unit: "mg/dL" }, steps: [{ lt: HDL_LOW, points: 1 }, { gte: 60, points: -1 }] }], combine: "first", mode: "first" },
      { sources: [{ source: { marker: "triglycerides", unit: "mg/dL" }, steps: [{ gte: 175, points: 1 }] }], combine: "first", mode: "first" },
      { sources: [{ source: { marker: "apolipoprotein_b", unit: "mg/dL" }, steps: [{ gte: 130, points: 1 }] }], combine: "first", mode: "first" },
      { sources: [{ source: { marker: "lipoprotein_a", unit: "mg/dL" }, steps: [{ gte: 180, points: 2 }, { gte: 50, points: 1 }] }], combine: "first", mode: "first" },
      { sources: [{ source: { marker: "hs_crp", unit: "mg/L" }, steps: [{ gte: 10, points: 0 }, { gte: 2, points: 1 }] }], combine: "first", mode: "first" },
      {
        sources: [
          { source: { marker: "hba1c", unit: "%" }, steps: [{ gte: 6.5, points: 2 }, { gte: 5.7, points: 1 }] },
          { source: { marker: "glucose", unit: "mg/dL" }, steps: [{ gte: 126, points: 2 }, { gte: 100, points: 1 }] },
        ],
        combine: "max",
        mode: "first",
      },
      { sources: [{ source: { marker: "egfr", unit: "mL/min" }, steps: [{ lt: 60, points: 1 }] }], combine: "first", mode: "first" },
      {
        sources: [
          {
            source: { age: true },
            steps: [
              { gte: t(45, 55, 55), points: 1 },
              { gte: t(55, 65, 65), points: 1 },
              { gte: t(65, Infinity, Infinity), points: 1 },
            ],
          },
        ],
        combine: "first",
        mode: "sum",
      },
    ],
    edges: [0, 2, 4, 6, 10],
    source:
      "Points-style marker score, not SCORE2/PCE: LDL-C classes of NCEP ATP III (130/160/190 mg/dL; non-HDL-C " +
      "+30, total cholesterol 200/240 as fall-backs), HDL-C < 40/50 (+1) and ≥ 60 (−1) per ATP III, 2018 AHA/ACC " +
      "risk enhancers (TG ≥ 175, ApoB ≥ 130 mg/dL, Lp(a) ≥ 50 mg/dL, hs-CRP ≥ 2 mg/L, eGFR < 60), EAS 2022 " +
      "Lp(a) ≥ 180 mg/dL (+2), diabetes (+2) / prediabetes (+1) by ADA, ATP III age risk (men ≥ 45, women ≥ 55, " +
      "one more point per further decade; unknown sex uses the women's ages).",
  },
  {
    kind: "banded",
    id: "anemia",
    scales: [
      {
        source: { marker: "hemoglobin", unit: "g/dL" },
        worse: "lower",
        edges: [
          t(16, 15, 15, [{ below: 5, value: 14 }, { below: 12, value: 14.5 }, { below: 15, value: 15 }]),
          WHO_ANEMIA_HB,
          t(11, 11, 11, [{ below: 5, value: 10 }]),
          t(8, 8, 8, [{ below: 5, value: 7 }]),
          t(5, 5, 5, [{ below: 5, value: 4 }]),
        ],
      },
    ],
    source:
      "WHO 2011 haemoglobin concentrations for anaemia and its severity (WHO/NMH/NHD/MNM/11.1): anaemia below " +
      "13.0 g/dL men, 12.0 women (unknown sex 12.0), 11.5 at 5–11 y, 11.0 under 5; mild down to 11.0 (10.0 " +
      "under 5), moderate down to 8.0 (7.0), severe below. Severity: none low, mild moderate, moderate high, " +
      "severe very_high.",
  },
  {
    kind: "grid",
    id: "chronic_kidney_disease",
    rows: { source: { marker: "egfr", unit: "mL/min" }, worse: "lower", edges: [90, 60, 45, 30, 15], ends: [120, 0] },
    columns: { source: { marker: "urine_albumin_creatinine_ratio", unit: "mg/g" }, worse: "higher", edges: [30, 300.000001], ends: [0, 1000] }, // A3 is > 300
    grid: [
      ["low", "moderate", "high"], // G1
      ["low", "moderate", "high"], // G2
      ["moderate", "high", "very_high"], // G3a
      ["high", "very_high", "very_high"], // G3b
      ["very_high", "very_high", "very_high"], // G4
      ["very_high", "very_high", "very_high"], // G5
    ],
    minAge: 18,
    source:
      "KDIGO 2024 CKD guideline heat map (GFR categories G1–G5 × albuminuria A1 < 30, A2 30–300, A3 > 300 mg/g): " +
      "green low, yellow moderate, orange high, red very_high. A missing axis counts as G1 or A1, which can " +
      "underestimate the risk.",
  },
  {
    kind: "banded",
    id: "liver_fibrosis",
    scales: [{ source: { derived: "fib4" }, worse: "higher", edges: [0, t(2.0, 2.0, 2.0, [{ below: 65, value: 1.3 }]), 2.67, 3.25, 6] }],
    minAge: 18,
    source:
      "FIB-4 (Sterling et al., Hepatology 2006): < 1.3 low (< 2.0 from age 65, McPherson et al., Am J " +
      "Gastroenterol 2017), 1.3–2.67 indeterminate (moderate), ≥ 2.67 high (Shah et al., Clin Gastroenterol " +
      "Hepatol 2009), ≥ 3.25 very_high (Sterling 2006). Needs age, AST, ALT and platelets.",
  },
  {
    kind: "pattern",
    id: "thyroid_dysfunction",
    requiresAny: ["tsh", "free_t4"],
    pattern: "thyroid_function",
    grades: {
      subclinical_hypothyroidism: "moderate",
      subclinical_hyperthyroidism: "moderate",
      tsh_high_only: "moderate",
      tsh_low_only: "moderate",
      discordant: "moderate",
      subclinical_hypothyroidism_marked: "high",
      subclinical_hyperthyroidism_marked: "high",
      central_hypothyroidism: "high",
      overt_hypothyroidism: "very_high",
      overt_hyperthyroidism: "very_high",
    },
    centreMarker: "tsh",
    source:
      "Thyroid pattern from TSH and FT4 against the lab's ranges (ATA 2012/2016; ETA 2015): in range low, " +
      "subclinical or unconfirmed moderate, TSH ≥ 10 or < 0.1 mU/L with normal FT4 or a central pattern high, " +
      "overt very_high.",
  },
  {
    kind: "banded",
    id: "vitamin_d_deficiency",
    scales: [{ source: { marker: "vitamin_d_25oh", unit: "ng/mL" }, worse: "lower", edges: [60, 30, 20, 12, 0] }],
    source:
      "Endocrine Society 2011 (< 20 ng/mL deficiency, 20–29 insufficiency, ≥ 30 sufficient) and IOM 2011 " +
      "(< 12 ng/mL = 30 nmol/L risk of deficiency): ≥ 30 low, 20–29 moderate, 12–19 high, < 12 very_high.",
  },
];
