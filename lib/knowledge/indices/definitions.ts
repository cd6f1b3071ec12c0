// The derived clinical indices: formula, source and cut-offs per row (docs/decisions.md, "Biological age").
// Every input is read through IndexValues.get in the unit the formula was published with.
import type { BandScale, IndexDefinition, IndexValues, SexOfPatient } from "./types";

const NO_CUTOFF: BandScale = [{ band: "no_cutoff" }];

/** True when every input is present and a positive finite number (a ratio or log of 0 means nothing). */
const positive = (...values: (number | null)[]): boolean => values.every((v) => v !== null && Number.isFinite(v) && v > 0);

/** BUN in mg/dL: measured BUN, else urea (mmol/L) × 2.8014 (two nitrogen atoms, 28.014 g/mol). */
function bun(v: IndexValues): number | null {
  const measured = v.get("bun", "mg/dL");
  if (measured !== null) return measured;
  const urea = v.get("urea", "mmol/L");
  return urea === null ? null : urea * 2.8014;
}

/** Globulin in g/dL: measured, else total protein − albumin. */
function globulin(v: IndexValues): number | null {
  const measured = v.get("globulin", "g/dL");
  if (measured !== null) return measured;
  const tp = v.get("total_protein", "g/dL");
  const alb = v.get("albumin", "g/dL");
  return tp !== null && alb !== null && tp > alb ? tp - alb : null;
}

/** TIBC in µg/dL: measured, else transferrin (mg/dL) × 1.389 (Gambino R et al., Clin Chem 1997;43:2408). */
function tibc(v: IndexValues): number | null {
  const measured = v.get("tibc", "ug/dL");
  if (measured !== null) return measured;
  const tf = v.get("transferrin", "mg/dL");
  return tf === null ? null : tf * 1.389;
}

const bySex = (male: number, female: number) => (sex: SexOfPatient) => (sex === "female" ? female : male);

export const INDEX_DEFINITIONS: readonly IndexDefinition[] = [
  {
    key: "homa_ir",
    unit: "",
    formula: "fasting glucose (mmol/L) × fasting insulin (µU/mL) / 22.5",
    source: "Matthews DR et al. Diabetologia 1985;28:412–419 (HOMA1-IR); cut-off 2.5 as used by Matthews and in many cohorts",
    reference: "< 2.5",
    bands: [{ below: 2.5, band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const g = v.get("glucose", "mmol/L");
      const i = v.get("insulin", "u[IU]/mL");
      return positive(g, i) ? (g! * i!) / 22.5 : null;
    },
  },
  {
    key: "tyg_index",
    unit: "",
    formula: "ln(fasting triglycerides (mg/dL) × fasting glucose (mg/dL) / 2)",
    source: "Simental-Mendía LE, Rodríguez-Morán M, Guerrero-Romero F. Metab Syndr Relat Disord 2008;6:299–304",
    reference: "no universal cut-off; higher = more insulin resistance",
    bands: NO_CUTOFF,
    decimals: 2,
    compute: (v) => {
      const tg = v.get("triglycerides", "mg/dL");
      const g = v.get("glucose", "mg/dL");
      return positive(tg, g) ? Math.log((tg! * g!) / 2) : null;
    },
  },
  {
    key: "tg_hdl_ratio",
    unit: "",
    formula: "triglycerides (mg/dL) / HDL cholesterol (mg/dL)",
    source: "McLaughlin T et al. Ann Intern Med 2003;139:802–809 (insulin-resistance cut-off 3.0, mg/dL units)",
    reference: "< 3.0",
    bands: [{ below: 3.0, band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const tg = v.get("triglycerides", "mg/dL");
      const hdl = v.get("hdl_cholesterol", "mg/dL");
      return positive(tg, hdl) ? tg! / hdl! : null;
    },
  },
  {
    key: "non_hdl_cholesterol",
    unit: "mg/dL",
    formula: "total cholesterol − HDL cholesterol (mg/dL)",
    source: "NCEP Adult Treatment Panel III, Circulation 2002;106:3143–3421 (non-HDL goal = LDL goal + 30 mg/dL; 130 for LDL goal 100)",
    reference: "< 130 mg/dL",
    bands: [{ below: 130, band: "within" }, { below: 160, band: "borderline" }, { band: "above" }],
    decimals: 0,
    compute: (v) => {
      const tc = v.get("cholesterol_total", "mg/dL");
      const hdl = v.get("hdl_cholesterol", "mg/dL");
      return positive(tc, hdl) && tc! > hdl! ? tc! - hdl! : null;
    },
  },
  {
    key: "atherogenic_index_of_plasma",
    unit: "",
    formula: "log10(triglycerides (mmol/L) / HDL cholesterol (mmol/L))",
    source: "Dobiášová M, Frohlich J. Clin Biochem 2001;34:583–588 (< 0.11 low, 0.11–0.21 intermediate, > 0.21 high risk)",
    reference: "< 0.11",
    bands: [{ below: 0.11, band: "low_risk" }, { below: 0.21, band: "intermediate_risk" }, { band: "high_risk" }],
    decimals: 3,
    compute: (v) => {
      const tg = v.get("triglycerides", "mmol/L");
      const hdl = v.get("hdl_cholesterol", "mmol/L");
      return positive(tg, hdl) ? Math.log10(tg! / hdl!) : null;
    },
  },
  {
    key: "castelli_risk_index_1",
    unit: "",
    formula: "total cholesterol / HDL cholesterol",
    source: "Castelli WP et al. Circulation 1983;67:730–734 (Framingham); cut-offs 5.0 men, 4.5 women",
    reference: (sex) => `< ${bySex(5.0, 4.5)(sex).toFixed(1)}`,
    bands: (sex) => [{ below: bySex(5.0, 4.5)(sex), band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const tc = v.get("cholesterol_total", "mg/dL");
      const hdl = v.get("hdl_cholesterol", "mg/dL");
      return positive(tc, hdl) ? tc! / hdl! : null;
    },
  },
  {
    key: "castelli_risk_index_2",
    unit: "",
    formula: "LDL cholesterol / HDL cholesterol",
    source: "Castelli WP et al. Circulation 1983;67:730–734; cut-offs 3.5 men, 3.0 women",
    reference: (sex) => `< ${bySex(3.5, 3.0)(sex).toFixed(1)}`,
    bands: (sex) => [{ below: bySex(3.5, 3.0)(sex), band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const ldl = v.get("ldl_cholesterol", "mg/dL");
      const hdl = v.get("hdl_cholesterol", "mg/dL");
      return positive(ldl, hdl) ? ldl! / hdl! : null;
    },
  },
  {
    key: "remnant_cholesterol",
    unit: "mg/dL",
    formula: "total cholesterol − HDL cholesterol − LDL cholesterol (measured LDL, mg/dL)",
    source: "Varbo A et al. J Am Coll Cardiol 2013;61:427–436 (≥ 1 mmol/L ≈ 39 mg/dL carried higher risk)",
    reference: "< 30 mg/dL",
    bands: [{ below: 30, band: "within" }, { below: 39, band: "borderline" }, { band: "above" }],
    decimals: 0,
    compute: (v) => {
      const tc = v.get("cholesterol_total", "mg/dL");
      const hdl = v.get("hdl_cholesterol", "mg/dL");
      const ldl = v.get("ldl_cholesterol", "mg/dL");
      return positive(tc, hdl, ldl) && tc! - hdl! - ldl! >= 0 ? tc! - hdl! - ldl! : null;
    },
  },
  {
    key: "ldl_friedewald",
    unit: "mg/dL",
    formula: "total cholesterol − HDL cholesterol − triglycerides / 5 (mg/dL; only when triglycerides < 400 mg/dL)",
    source: "Friedewald WT, Levy RI, Fredrickson DS. Clin Chem 1972;18:499–502; LDL goal < 100 mg/dL per NCEP ATP III",
    reference: "< 100 mg/dL",
    bands: [{ below: 100, band: "within" }, { below: 160, band: "borderline" }, { band: "above" }],
    decimals: 0,
    compute: (v) => {
      const tc = v.get("cholesterol_total", "mg/dL");
      const hdl = v.get("hdl_cholesterol", "mg/dL");
      const tg = v.get("triglycerides", "mg/dL");
      if (!positive(tc, hdl, tg) || tg! >= 400) return null;
      const ldl = tc! - hdl! - tg! / 5;
      return ldl > 0 ? ldl : null;
    },
  },
  {
    key: "apob_apoa1_ratio",
    unit: "",
    formula: "apolipoprotein B / apolipoprotein A1 (same units)",
    source: "Walldius G et al. Lancet 2001;358:2026–2033 (AMORIS); higher risk above 0.9 men, 0.8 women",
    reference: (sex) => `< ${bySex(0.9, 0.8)(sex).toFixed(1)}`,
    bands: (sex) => [{ below: bySex(0.9, 0.8)(sex), band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const b = v.get("apolipoprotein_b", "mg/dL");
      const a = v.get("apolipoprotein_a1", "mg/dL");
      return positive(a, b) ? b! / a! : null;
    },
  },
  {
    key: "neutrophil_lymphocyte_ratio",
    unit: "",
    formula: "absolute neutrophils / absolute lymphocytes",
    source: "Zahorec R. Bratisl Lek Listy 2001;102:5–14; healthy adult range 0.78–3.53 from Forget P et al. BMC Res Notes 2017;10:12",
    reference: "0.78–3.53",
    bands: [{ below: 0.78, band: "below" }, { below: 3.53, band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const n = v.get("neutrophils_abs", "10*9/L");
      const l = v.get("lymphocytes_abs", "10*9/L");
      return positive(n, l) ? n! / l! : null;
    },
  },
  {
    key: "platelet_lymphocyte_ratio",
    unit: "",
    formula: "platelets (10^9/L) / absolute lymphocytes (10^9/L)",
    source: "Balta S, Ozturk C. Platelets 2015;26:680–681 (inflammation marker; no universal cut-off)",
    reference: "no universal cut-off",
    bands: NO_CUTOFF,
    decimals: 1,
    compute: (v) => {
      const p = v.get("platelets", "10*9/L");
      const l = v.get("lymphocytes_abs", "10*9/L");
      return positive(p, l) ? p! / l! : null;
    },
  },
  {
    key: "systemic_immune_inflammation_index",
    unit: "10*9/L",
    formula: "platelets × absolute neutrophils / absolute lymphocytes (10^9/L)",
    source: "Hu B et al. Clin Cancer Res 2014;20:6212–6222 (no universal cut-off)",
    reference: "no universal cut-off",
    bands: NO_CUTOFF,
    decimals: 0,
    compute: (v) => {
      const p = v.get("platelets", "10*9/L");
      const n = v.get("neutrophils_abs", "10*9/L");
      const l = v.get("lymphocytes_abs", "10*9/L");
      return positive(p, n, l) ? (p! * n!) / l! : null;
    },
  },
  {
    key: "de_ritis_ratio",
    unit: "",
    formula: "AST (U/L) / ALT (U/L)",
    source: "De Ritis F et al. Clin Chim Acta 1957;2:70–74; review Botros M, Sikaris KA. Clin Biochem Rev 2013;34:117–130 (> 2 suggests an alcoholic pattern, < 1 a fatty-liver or viral pattern when enzymes are raised)",
    reference: "≤ 2.0",
    bands: [{ below: 2.0000001, band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const ast = v.get("ast", "U/L");
      const alt = v.get("alt", "U/L");
      return positive(ast, alt) ? ast! / alt! : null;
    },
  },
  {
    key: "fib_4",
    unit: "",
    formula: "age (years) × AST (U/L) / (platelets (10^9/L) × √ALT (U/L))",
    source: "Sterling RK et al. Hepatology 2006;43:1317–1325; cut-offs 1.30 and 2.67 (Shah AG et al. Clin Gastroenterol Hepatol 2009;7:1104–1112)",
    reference: "< 1.30",
    bands: [{ below: 1.3, band: "low_risk" }, { below: 2.67, band: "intermediate_risk" }, { band: "high_risk" }],
    decimals: 2,
    compute: (v) => {
      const ast = v.get("ast", "U/L");
      const alt = v.get("alt", "U/L");
      const p = v.get("platelets", "10*9/L");
      return positive(ast, alt, p, v.age) ? (v.age! * ast!) / (p! * Math.sqrt(alt!)) : null;
    },
  },
  {
    key: "apri",
    unit: "",
    formula: "(AST (U/L) / 40 U/L upper limit of normal) × 100 / platelets (10^9/L)",
    source: "Wai CT et al. Hepatology 2003;38:518–526; cut-offs 0.5 and 1.5",
    reference: "< 0.5",
    bands: [{ below: 0.5, band: "low_risk" }, { below: 1.5, band: "intermediate_risk" }, { band: "high_risk" }],
    decimals: 2,
    compute: (v) => {
      const ast = v.get("ast", "U/L");
      const p = v.get("platelets", "10*9/L");
      return positive(ast, p) ? ((ast! / 40) * 100) / p! : null;
    },
  },
  {
    key: "egfr_ckd_epi_2021",
    unit: "mL/min/{1.73_m2}",
    formula: "142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 if female; κ 0.7 (F) / 0.9 (M), α −0.241 (F) / −0.302 (M); Scr in mg/dL",
    source: "Inker LA et al. N Engl J Med 2021;385:1737–1749 (race-free CKD-EPI 2021); categories KDIGO 2012 (G1 ≥ 90 … G5 < 15)",
    reference: "≥ 90",
    bands: [
      { below: 15, band: "egfr_g5" }, { below: 30, band: "egfr_g4" }, { below: 45, band: "egfr_g3b" },
      { below: 60, band: "egfr_g3a" }, { below: 90, band: "egfr_g2" }, { band: "egfr_g1" },
    ],
    decimals: 0,
    compute: (v) => {
      const scr = v.get("creatinine", "mg/dL");
      if (!positive(scr, v.age) || (v.sex !== "male" && v.sex !== "female")) return null;
      const female = v.sex === "female";
      const kappa = female ? 0.7 : 0.9;
      const alpha = female ? -0.241 : -0.302;
      const r = scr! / kappa;
      return 142 * Math.min(r, 1) ** alpha * Math.max(r, 1) ** -1.2 * 0.9938 ** v.age! * (female ? 1.012 : 1);
    },
  },
  {
    key: "bun_creatinine_ratio",
    unit: "",
    formula: "BUN (mg/dL) / creatinine (mg/dL); BUN = urea (mmol/L) × 2.8014 when only urea is reported",
    source: "Tietz Fundamentals of Clinical Chemistry 8th ed. (reference 10–20)",
    reference: "10–20",
    bands: [{ below: 10, band: "below" }, { below: 20.0000001, band: "within" }, { band: "above" }],
    decimals: 1,
    compute: (v) => {
      const b = bun(v);
      const c = v.get("creatinine", "mg/dL");
      return positive(b, c) ? b! / c! : null;
    },
  },
  {
    key: "albumin_globulin_ratio",
    unit: "",
    formula: "albumin / globulin (g/dL); globulin = total protein − albumin when not reported",
    source: "Tietz Fundamentals of Clinical Chemistry 8th ed. (reference about 1.1–2.5)",
    reference: "1.1–2.5",
    bands: [{ below: 1.1, band: "below" }, { below: 2.5000001, band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const alb = v.get("albumin", "g/dL");
      const glob = globulin(v);
      return positive(alb, glob) ? alb! / glob! : null;
    },
  },
  {
    key: "corrected_calcium",
    unit: "mg/dL",
    formula: "calcium (mg/dL) + 0.8 × (4.0 − albumin (g/dL))",
    source: "Payne RB et al. Br Med J 1973;4:643–646; reference 8.6–10.3 mg/dL (Tietz)",
    reference: "8.6–10.3 mg/dL",
    bands: [{ below: 8.6, band: "below" }, { below: 10.3000001, band: "within" }, { band: "above" }],
    decimals: 2,
    compute: (v) => {
      const ca = v.get("calcium", "mg/dL");
      const alb = v.get("albumin", "g/dL");
      return positive(ca, alb) ? ca! + 0.8 * (4.0 - alb!) : null;
    },
  },
  {
    key: "transferrin_saturation",
    unit: "%",
    formula: "serum iron (µg/dL) / TIBC (µg/dL) × 100; TIBC = transferrin (mg/dL) × 1.389 when not reported",
    source: "Tietz Fundamentals of Clinical Chemistry 8th ed. (iron / TIBC; reference 20–50 %)",
    reference: "20–50 %",
    bands: [{ below: 20, band: "below" }, { below: 50.0000001, band: "within" }, { band: "above" }],
    decimals: 1,
    compute: (v) => {
      const fe = v.get("iron", "ug/dL");
      const t = tibc(v);
      return positive(fe, t) ? (fe! / t!) * 100 : null;
    },
  },
  {
    key: "calculated_osmolality",
    unit: "mosm/kg",
    formula: "2 × sodium (mmol/L) + glucose (mg/dL) / 18 + BUN (mg/dL) / 2.8",
    source: "Dorwart WV, Chalmers L. Clin Chem 1975;21:190–194; reference 275–295 mOsm/kg (Tietz)",
    reference: "275–295 mOsm/kg",
    bands: [{ below: 275, band: "below" }, { below: 295.0000001, band: "within" }, { band: "above" }],
    decimals: 0,
    compute: (v) => {
      const na = v.get("sodium", "mmol/L");
      const g = v.get("glucose", "mg/dL");
      const b = bun(v);
      return positive(na, g, b) ? 2 * na! + g! / 18 + b! / 2.8 : null;
    },
  },
  {
    key: "estimated_average_glucose",
    unit: "mg/dL",
    formula: "28.7 × HbA1c (%) − 46.7",
    source: "Nathan DM et al. (ADAG) Diabetes Care 2008;31:1473–1478; bands from the ADA HbA1c thresholds 5.7 % and 6.5 % (117 and 140 mg/dL)",
    reference: "< 117 mg/dL",
    bands: [{ below: 117, band: "within" }, { below: 140, band: "borderline" }, { band: "above" }],
    decimals: 0,
    compute: (v) => {
      const a1c = v.get("hba1c", "%");
      return positive(a1c) ? 28.7 * a1c! - 46.7 : null;
    },
  },
];
