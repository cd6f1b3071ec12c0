// The stable shortcodes of the interpretation. Clients key on them (the text is localised, the shortcode
// never is), so a code is never renamed or reused once published; new ones may be added.
//
// v11 (sectioned): each section has a section shortcode and subsections with their own shortcodes.
// v12 (flat): one element per narrative item, carrying the shortcode of the subsection it belongs to.

/** Section shortcodes (v11 `interpretation[].shortcode`), in the order sections appear. */
export const SECTION_SHORTCODES = {
  /** Overall summary: counts, critical values, main findings. */
  summary: "summary",
  /** Results grouped by body system (abnormal values listed, in-range values summarised). */
  findings: "findings",
  /** What each value outside its range may mean. */
  abnormal_values: "abnormal_values",
  /** Recognised clinical patterns (iron deficiency, kidney stage, thyroid pattern …). */
  patterns: "patterns",
  /** Suggested follow-up tests. */
  follow_up: "follow_up",
  /** Lifestyle advice. */
  lifestyle: "lifestyle",
  /** When to see a doctor urgently. */
  urgent: "urgent",
  /** Disclaimer. */
  disclaimer: "disclaimer",
} as const;
export type SectionShortcode = keyof typeof SECTION_SHORTCODES;

/**
 * Subsection shortcodes (v11 `subsections[].shortcode`; v12 item `shortcode`). Pattern subsections are
 * `pattern_<rule id>`, listed in PATTERN_SHORTCODES.
 */
export const SUBSECTION_SHORTCODES = {
  /** summary: the overview sentences. */
  summary_overview: "summary",
  /** findings: blood count, white cells, coagulation, iron status. */
  findings_blood: "findings",
  /** findings: glucose metabolism, lipids, pancreas. */
  findings_metabolism: "findings",
  /** findings: liver enzymes, bilirubin, proteins. */
  findings_liver: "findings",
  /** findings: kidney function and urinalysis. */
  findings_kidney: "findings",
  /** findings: electrolytes, minerals, trace elements, blood gases. */
  findings_electrolytes: "findings",
  /** findings: thyroid, adrenal, pituitary and sex hormones. */
  findings_hormones: "findings",
  /** findings: vitamins. */
  findings_vitamins: "findings",
  /** findings: inflammation, immunology, serology. */
  findings_immune: "findings",
  /** findings: cardiac and muscle markers. */
  findings_heart: "findings",
  /** findings: anything else (tumour markers, unmatched parameters). */
  findings_other: "findings",
  /** abnormal_values: one item per value outside its range with its possible meaning. */
  abnormal_values_meaning: "abnormal_values",
  /** follow_up: one item per suggested test. */
  follow_up_tests: "follow_up",
  /** lifestyle: one item per piece of advice. */
  lifestyle_advice: "lifestyle",
  /** urgent: critical values, urgent patterns, warning symptoms. */
  urgent_care: "urgent",
  /** disclaimer: the disclaimer and the note on risk percentages. */
  disclaimer_text: "disclaimer",
} as const satisfies Record<string, SectionShortcode>;

/** patterns: one subsection per recognised pattern (explanation + supporting values). */
export const PATTERN_SHORTCODES = {
  /** Low haemoglobin with depleted iron stores. */
  pattern_iron_deficiency_anemia: "patterns",
  /** Depleted iron stores without anaemia. */
  pattern_iron_deficiency: "patterns",
  /** Anaemia by WHO thresholds, typed by MCV (microcytic / normocytic / macrocytic). */
  pattern_anemia: "patterns",
  /** Haemoglobin in the WHO severe range. */
  pattern_severe_anemia: "patterns",
  /** Prediabetes or diabetes range (ADA). */
  pattern_glycemia: "patterns",
  /** Low fasting glucose (ADA level 1 / level 2). */
  pattern_low_glucose: "patterns",
  /** Raised LDL (or non-HDL) cholesterol by ATP III class. */
  pattern_high_ldl: "patterns",
  /** High triglycerides with low HDL. */
  pattern_atherogenic_dyslipidemia: "patterns",
  /** Triglycerides ≥ 500 mg/dL. */
  pattern_very_high_triglycerides: "patterns",
  /** Lp(a) ≥ 50 mg/dL (125 nmol/L). */
  pattern_elevated_lipoprotein_a: "patterns",
  /** Liver pattern by R ratio: hepatocellular / cholestatic / mixed. */
  pattern_liver_injury_pattern: "patterns",
  /** Raised ALT/AST that the R ratio does not classify (no ALP, or a mild ALT rise with a normal ALP). */
  pattern_transaminases_raised: "patterns",
  /** eGFR category G2–G5 (KDIGO). */
  pattern_kidney_function: "patterns",
  /** Albuminuria A2/A3 (KDIGO). */
  pattern_albuminuria: "patterns",
  /** Thyroid pattern from TSH and FT4 (subclinical/overt hypo/hyper, central, discordant). */
  pattern_thyroid_function: "patterns",
  /** Raised CRP: mild / moderate / marked. */
  pattern_inflammation: "patterns",
  /** Vitamin D insufficiency / deficiency / severe deficiency. */
  pattern_vitamin_d_status: "patterns",
  /** Vitamin B12 borderline / deficiency. */
  pattern_vitamin_b12_status: "patterns",
  /** Folate possible deficiency / deficiency. */
  pattern_folate_status: "patterns",
  /** Low sodium: mild / moderate / profound. */
  pattern_hyponatremia: "patterns",
  /** High sodium. */
  pattern_hypernatremia: "patterns",
  /** Low potassium. */
  pattern_hypokalemia: "patterns",
  /** High potassium. */
  pattern_hyperkalemia: "patterns",
  /** Low albumin-adjusted calcium. */
  pattern_hypocalcemia: "patterns",
  /** High albumin-adjusted calcium. */
  pattern_hypercalcemia: "patterns",
} as const satisfies Record<string, SectionShortcode>;

/** Every subsection shortcode with the section it belongs to. */
export const ALL_SUBSECTION_SHORTCODES: Readonly<Record<string, SectionShortcode>> = {
  ...SUBSECTION_SHORTCODES,
  ...PATTERN_SHORTCODES,
};
