// What a human sample can show: per analyte, limits (in the analyte's canonical unit) outside which a value is
// not a finding but a reading error — a thousands separator read as a decimal point ("5,100" → 51.00), a flag
// arrow read as a digit, a unit misread. They are deliberately wide: beyond the most extreme values reported in
// survivors and beyond the reportable ranges of routine analysers, so a real result, however alarming, is never
// called implausible. Used by the analysis module before anything is interpreted, scored or escalated.
//
// Sources (per row below): case literature on survived extremes, and Tietz Clinical Guide to Laboratory Tests
// (4th ed.) / Tietz Textbook of Laboratory Medicine (7th ed.) for analyser reportable ranges; each row names
// the extreme it was set beyond. Percent differentials and saturations are bounded by their definition (0–100).

export interface PhysiologicBounds {
  analyteId: string;
  /** Canonical UCUM unit of the analyte (the bounds are in it). */
  unit: string;
  low: number;
  high: number;
  source: string;
}

const DEFINITION = "bounded by definition (a share of a whole, 0–100 %)";

export const PHYSIOLOGIC_BOUNDS: readonly PhysiologicBounds[] = [
  { analyteId: "hemoglobin", unit: "g/dL", low: 0.5, high: 26, source: "survival reported below 2 g/dL (case reports, transfusion refusal); polycythaemia rarely above 24 g/dL" },
  { analyteId: "hematocrit", unit: "%", low: 2, high: 80, source: "haematocrit follows haemoglobin (×≈3); extreme polycythaemia ≈ 75 %" },
  { analyteId: "rbc", unit: "10*12/L", low: 0.2, high: 10, source: "erythrocytosis rarely above 8 ×10¹²/L; severe anaemia below 0.5 ×10¹²/L" },
  { analyteId: "wbc", unit: "10*9/L", low: 0.01, high: 1000, source: "hyperleukocytosis in acute/chronic leukaemia reported up to ≈ 1000 ×10⁹/L; aplasia near 0" },
  { analyteId: "platelets", unit: "10*9/L", low: 0.5, high: 5000, source: "essential thrombocythaemia reported above 3000 ×10⁹/L; severe ITP near 1 ×10⁹/L" },
  { analyteId: "mcv", unit: "fL", low: 40, high: 160, source: "severe microcytosis ≈ 50 fL, megaloblastic macrocytosis ≈ 150 fL" },
  { analyteId: "mch", unit: "pg", low: 8, high: 60, source: "follows MCV; iron deficiency ≈ 12 pg, macrocytosis ≈ 50 pg" },
  { analyteId: "mchc", unit: "g/dL", low: 18, high: 45, source: "hypochromia ≈ 22 g/dL; spherocytosis/agglutination artefacts ≈ 40 g/dL" },
  { analyteId: "rdw_cv", unit: "%", low: 8, high: 45, source: "analyser reportable ranges; marked anisocytosis ≈ 35 %" },
  { analyteId: "mpv", unit: "fL", low: 4, high: 20, source: "analyser reportable ranges; giant platelet disorders ≈ 15 fL" },
  { analyteId: "neutrophils_pct", unit: "%", low: 0, high: 100, source: DEFINITION },
  { analyteId: "lymphocytes_pct", unit: "%", low: 0, high: 100, source: DEFINITION },
  { analyteId: "transferrin_saturation", unit: "%", low: 0, high: 100, source: DEFINITION },
  { analyteId: "neutrophils_abs", unit: "10*9/L", low: 0, high: 500, source: "bounded by the total leukocyte count (see wbc)" },
  { analyteId: "lymphocytes_abs", unit: "10*9/L", low: 0, high: 1000, source: "chronic lymphocytic leukaemia reported above 500 ×10⁹/L" },
  { analyteId: "monocytes_abs", unit: "10*9/L", low: 0, high: 300, source: "monocytic leukaemias; bounded by the total leukocyte count" },
  { analyteId: "eosinophils_abs", unit: "10*9/L", low: 0, high: 200, source: "hypereosinophilic syndrome reported ≈ 100 ×10⁹/L" },
  { analyteId: "basophils_abs", unit: "10*9/L", low: 0, high: 100, source: "basophilic leukaemia; bounded by the total leukocyte count" },
  { analyteId: "inr", unit: "{INR}", low: 0.5, high: 30, source: "warfarin overdose reported above 20; analysers report up to ≈ 20" },
  { analyteId: "fibrinogen", unit: "mg/dL", low: 10, high: 2000, source: "afibrinogenaemia near 0; acute phase rarely above 1000 mg/dL" },
  { analyteId: "glucose", unit: "mg/dL", low: 5, high: 3000, source: "survived hyperglycaemia ≈ 2650 mg/dL (147.6 mmol/L); hypoglycaemia below 10 mg/dL reported" },
  { analyteId: "hba1c", unit: "%", low: 2, high: 25, source: "HbA1c above 20 % reported in uncontrolled diabetes; below 3 % only with haemolysis" },
  { analyteId: "cholesterol_total", unit: "mg/dL", low: 20, high: 3000, source: "homozygous familial hypercholesterolaemia ≈ 1000 mg/dL; cholestasis with LpX ≈ 2000 mg/dL" },
  { analyteId: "ldl_cholesterol", unit: "mg/dL", low: 2, high: 2000, source: "homozygous familial hypercholesterolaemia ≈ 1000 mg/dL" },
  { analyteId: "hdl_cholesterol", unit: "mg/dL", low: 1, high: 300, source: "CETP deficiency ≈ 150 mg/dL; Tangier disease near 0" },
  { analyteId: "triglycerides", unit: "mg/dL", low: 5, high: 30000, source: "lipoprotein lipase deficiency reported above 10000 mg/dL" },
  { analyteId: "alt", unit: "U/L", low: 0, high: 30000, source: "ischaemic/toxic hepatitis reported above 10000 U/L" },
  { analyteId: "ast", unit: "U/L", low: 0, high: 50000, source: "ischaemic/toxic hepatitis and rhabdomyolysis reported above 20000 U/L" },
  { analyteId: "ggt", unit: "U/L", low: 0, high: 10000, source: "cholestasis reported above 3000 U/L" },
  { analyteId: "alp", unit: "U/L", low: 0, high: 10000, source: "Paget's disease and cholestasis reported above 3000 U/L" },
  { analyteId: "ck", unit: "U/L", low: 0, high: 1000000, source: "rhabdomyolysis reported above 500000 U/L" },
  { analyteId: "ldh", unit: "U/L", low: 10, high: 50000, source: "haemolysis, tumour lysis reported above 10000 U/L" },
  { analyteId: "bilirubin_total", unit: "mg/dL", low: 0, high: 80, source: "kernicterus/liver failure reported ≈ 50 mg/dL" },
  { analyteId: "albumin", unit: "g/dL", low: 0.3, high: 7, source: "analbuminaemia and nephrotic syndrome near 0.5 g/dL; dehydration ≈ 6 g/dL" },
  { analyteId: "total_protein", unit: "g/dL", low: 1, high: 20, source: "myeloma with paraprotein reported ≈ 15 g/dL" },
  { analyteId: "creatinine", unit: "mg/dL", low: 0.05, high: 40, source: "end-stage kidney failure reported ≈ 30 mg/dL" },
  { analyteId: "urea", unit: "mmol/L", low: 0.3, high: 150, source: "uraemia reported above 100 mmol/L" },
  { analyteId: "bun", unit: "mg/dL", low: 1, high: 400, source: "uraemia reported above 300 mg/dL" },
  { analyteId: "uric_acid", unit: "mg/dL", low: 0.1, high: 40, source: "tumour lysis reported above 30 mg/dL" },
  { analyteId: "egfr", unit: "mL/min/{1.73_m2}", low: 1, high: 250, source: "equation outputs; hyperfiltration rarely above 180" },
  { analyteId: "sodium", unit: "mmol/L", low: 80, high: 220, source: "survived hyponatraemia ≈ 99 mmol/L and hypernatraemia above 200 mmol/L" },
  { analyteId: "potassium", unit: "mmol/L", low: 0.8, high: 15, source: "survived hypokalaemia ≈ 1.0 and hyperkalaemia ≈ 14 mmol/L" },
  { analyteId: "chloride", unit: "mmol/L", low: 50, high: 180, source: "follows sodium; bromide interference reads above 150 mmol/L" },
  { analyteId: "calcium", unit: "mg/dL", low: 2, high: 25, source: "hypercalcaemic crisis ≈ 20 mg/dL; severe hypocalcaemia ≈ 3 mg/dL" },
  { analyteId: "magnesium", unit: "mg/dL", low: 0.2, high: 25, source: "magnesium intoxication reported ≈ 20 mg/dL" },
  { analyteId: "phosphate", unit: "mg/dL", low: 0.1, high: 30, source: "tumour lysis and kidney failure reported ≈ 20 mg/dL" },
  { analyteId: "iron", unit: "ug/dL", low: 1, high: 2000, source: "iron poisoning reported above 1000 µg/dL" },
  { analyteId: "ferritin", unit: "ng/mL", low: 0.5, high: 500000, source: "haemophagocytic lymphohistiocytosis reported above 100000 ng/mL" },
  { analyteId: "vitamin_d_25oh", unit: "ng/mL", low: 1, high: 1000, source: "vitamin D intoxication reported ≈ 600 ng/mL" },
  { analyteId: "vitamin_b12", unit: "pg/mL", low: 10, high: 100000, source: "myeloproliferative disease and injections reported above 10000 pg/mL" },
  { analyteId: "folate", unit: "ng/mL", low: 0.1, high: 1000, source: "analyser reportable ranges; supplementation ≈ 50 ng/mL" },
  { analyteId: "tsh", unit: "m[IU]/L", low: 0, high: 1000, source: "profound primary hypothyroidism reported above 500 mIU/L" },
  { analyteId: "free_t4", unit: "pmol/L", low: 0.3, high: 250, source: "thyroid storm reported ≈ 150 pmol/L; myxoedema coma ≈ 1 pmol/L" },
  { analyteId: "free_t3", unit: "pmol/L", low: 0.3, high: 100, source: "T3 thyrotoxicosis reported ≈ 50 pmol/L" },
  { analyteId: "crp", unit: "mg/L", low: 0, high: 1000, source: "severe sepsis reported ≈ 600 mg/L" },
  { analyteId: "esr", unit: "mm/h", low: 0, high: 200, source: "method limit (Westergren column 200 mm)" },
  { analyteId: "igf_1", unit: "ng/mL", low: 3, high: 3000, source: "acromegaly reported above 1500 ng/mL" },
];

const BY_ID = new Map(PHYSIOLOGIC_BOUNDS.map((b) => [b.analyteId, b] as const));

/** The bounds of an analyte, or undefined when none are recorded. */
export function physiologicBoundsOf(analyteId: string): PhysiologicBounds | undefined {
  return BY_ID.get(analyteId);
}

/**
 * False when a value in the analyte's canonical unit lies outside what a human sample can show (a reading
 * error, never a finding). True when it fits or when no bounds are recorded for the analyte.
 */
export function isPhysiologicallyPossible(analyteId: string, canonicalValue: number): boolean {
  const b = BY_ID.get(analyteId);
  return b === undefined || (canonicalValue >= b.low && canonicalValue <= b.high);
}
