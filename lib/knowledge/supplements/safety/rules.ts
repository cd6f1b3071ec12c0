// Safety rules of the supplement advisor, as data with their source. They are applied after every other step
// and nothing — not the clinic's catalogue mode, not its instructions to the writer — can undo them.
// Decision support: a rule removes a product or sends it to the clinician; it never sets a prescribing dose.

export type Trigger =
  | { kind: "pregnancy"; states: readonly string[] }
  | { kind: "medication"; classes: readonly string[] }
  | { kind: "lab_below"; analyte: "egfr" | "ferritin"; value: number }
  | { kind: "lab_above"; analyte: "alt" | "ferritin" | "transferrin_saturation"; value: number }
  | { kind: "lab_not_below"; analyte: "ferritin"; value: number }
  /** The value was not given: what depends on it cannot be shown to be safe. */
  | { kind: "lab_missing"; analyte: "ferritin" }
  | { kind: "hfe_risk_with_high_ferritin"; ferritin: number }
  | { kind: "condition"; conditions: readonly string[] };

export interface SafetyRule {
  id: string;
  /** Supplement keys the rule applies to; "category:herbal" matches every herbal product. */
  appliesTo: readonly string[];
  trigger: Trigger;
  /** exclude: never recommended; review: kept, listed in clinician_review_required. */
  action: "exclude" | "review";
  reason: string;
  source: string;
}

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: "pregnancy_retinol", appliesTo: ["vitamin_a"], trigger: { kind: "pregnancy", states: ["pregnant", "planning"] }, action: "exclude",
    reason: "Preformed vitamin A (retinol) supplements are avoided in pregnancy and when planning one: high intakes are teratogenic.",
    source: "IOM 2001 DRI vitamin A (UL set on teratogenicity); WHO 2011 guideline: vitamin A supplementation in pregnancy not recommended for routine care",
  },
  {
    id: "pregnancy_herbal", appliesTo: ["category:herbal", "curcumin", "ginkgo"], trigger: { kind: "pregnancy", states: ["pregnant", "breastfeeding", "planning"] }, action: "exclude",
    reason: "Herbal products without established safety in pregnancy or breastfeeding are not suggested.",
    source: "NIH NCCIH 'Herbs at a Glance' (safety in pregnancy not established for most herbs); EMA HMPC monographs (use in pregnancy not recommended without data)",
  },
  {
    id: "anticoagulant_vitamin_k", appliesTo: ["vitamin_k"], trigger: { kind: "medication", classes: ["anticoagulant"] }, action: "exclude",
    reason: "Vitamin K counteracts warfarin-type anticoagulants; intake changes move the INR.",
    source: "NIH ODS Vitamin K fact sheet (interaction with warfarin); ACCP antithrombotic guideline (consistent vitamin K intake)",
  },
  {
    id: "anticoagulant_fish_oil", appliesTo: ["omega3"], trigger: { kind: "medication", classes: ["anticoagulant", "antiplatelet"] }, action: "review",
    reason: "Fish oil may add to the bleeding effect of anticoagulants and antiplatelet drugs; the prescriber decides.",
    source: "NIH ODS Omega-3 fatty acids fact sheet (interaction with warfarin)",
  },
  {
    id: "anticoagulant_curcumin", appliesTo: ["curcumin"], trigger: { kind: "medication", classes: ["anticoagulant", "antiplatelet"] }, action: "exclude",
    reason: "Curcumin (turmeric) may increase bleeding with anticoagulants or antiplatelet drugs.",
    source: "NIH NCCIH Turmeric fact sheet (may interact with anticoagulants); NIH LiverTox Turmeric",
  },
  {
    id: "anticoagulant_ginkgo", appliesTo: ["ginkgo"], trigger: { kind: "medication", classes: ["anticoagulant", "antiplatelet"] }, action: "exclude",
    reason: "Ginkgo raises bleeding risk together with anticoagulants or antiplatelet drugs.",
    source: "NIH NCCIH Ginkgo fact sheet (bleeding risk with anticoagulants)",
  },
  {
    id: "st_johns_wort_medicines", appliesTo: ["st_johns_wort"], trigger: { kind: "medication", classes: ["anticoagulant", "oral_contraceptive", "antidepressant"] }, action: "exclude",
    reason: "St John's wort induces drug-metabolising enzymes: it lowers the effect of warfarin-type and direct anticoagulants and of oral contraceptives, and adds to antidepressants (serotonin syndrome).",
    source: "NIH NCCIH St. John's Wort fact sheet (interactions with warfarin, birth control pills, antidepressants); EMA HMPC monograph Hyperici herba (interactions section)",
  },
  {
    id: "ckd_severe_minerals", appliesTo: ["magnesium", "potassium", "phosphorus", "vitamin_c"], trigger: { kind: "lab_below", analyte: "egfr", value: 30 }, action: "exclude",
    reason: "With eGFR below 30 mL/min/1.73 m² the kidneys clear magnesium, potassium, phosphate and oxalate (from high-dose vitamin C) poorly.",
    source: "KDIGO 2012 CKD guideline (G4–G5: eGFR < 30); NIH ODS Magnesium fact sheet (risk of hypermagnesaemia in kidney impairment)",
  },
  {
    id: "ckd_review", appliesTo: ["magnesium", "potassium", "vitamin_d", "vitamin_a", "calcium"], trigger: { kind: "lab_below", analyte: "egfr", value: 60 }, action: "review",
    reason: "With eGFR below 60 mL/min/1.73 m² (CKD stage G3 or worse) mineral and fat-soluble vitamin supplements are a prescriber decision.",
    source: "KDIGO 2012 CKD guideline (G3a: eGFR 45–59)",
  },
  {
    id: "ckd_declared", appliesTo: ["magnesium", "potassium", "phosphorus"], trigger: { kind: "condition", conditions: ["kidney_disease"] }, action: "review",
    reason: "Kidney disease was reported: mineral supplements are a prescriber decision.",
    source: "KDIGO 2012 CKD guideline",
  },
  {
    id: "liver_herbal", appliesTo: ["category:herbal", "curcumin", "green_tea_extract", "niacin", "vitamin_a"], trigger: { kind: "lab_above", analyte: "alt", value: 120 }, action: "exclude",
    reason: "ALT above three times the upper reference limit: herbal extracts, high-dose niacin and vitamin A are left out (hepatotoxicity reports).",
    source: "NIH LiverTox (turmeric, green tea extract, niacin, vitamin A); ACG 2017 abnormal liver chemistry guideline (ALT > 3× ULN)",
  },
  {
    id: "liver_declared", appliesTo: ["category:herbal", "niacin", "vitamin_a", "iron"], trigger: { kind: "condition", conditions: ["liver_disease"] }, action: "review",
    reason: "Liver disease was reported: herbal products, niacin, vitamin A and iron are a prescriber decision.",
    source: "NIH LiverTox; EASL 2022 haemochromatosis guideline (iron and liver disease)",
  },
  {
    id: "iron_hfe_high_ferritin", appliesTo: ["iron"], trigger: { kind: "hfe_risk_with_high_ferritin", ferritin: 200 }, action: "exclude",
    reason: "An HFE haemochromatosis genotype with ferritin above 200 µg/L: iron supplements are never suggested.",
    source: "EASL 2022 Clinical Practice Guidelines on haemochromatosis (ferritin > 200 µg/L women / > 300 µg/L men with C282Y homozygosity)",
  },
  {
    id: "iron_hfe_review", appliesTo: ["iron"], trigger: { kind: "hfe_risk_with_high_ferritin", ferritin: 0 }, action: "review",
    reason: "An HFE haemochromatosis genotype: even with low ferritin, iron is a prescriber decision with ferritin and transferrin saturation followed up.",
    source: "EASL 2022 Clinical Practice Guidelines on haemochromatosis (iron studies guide management of HFE genotypes)",
  },
  {
    id: "iron_overload_lab", appliesTo: ["iron"], trigger: { kind: "lab_above", analyte: "transferrin_saturation", value: 45 }, action: "exclude",
    reason: "Transferrin saturation above 45 %: iron is not suggested (possible iron overload).",
    source: "EASL 2022 haemochromatosis guideline (TSAT > 45 % prompts evaluation)",
  },
  {
    id: "iron_only_when_low", appliesTo: ["iron"], trigger: { kind: "lab_not_below", analyte: "ferritin", value: 30 }, action: "exclude",
    reason: "Iron is suggested only when ferritin is below 30 µg/L (or unmeasured with another reason); this ferritin is not low.",
    source: "WHO 2020 guideline on ferritin (< 15 µg/L deficiency in adults); BSG 2021 iron deficiency anaemia guideline (ferritin < 30 µg/L)",
  },
  {
    // The iron need itself only comes from a low ferritin; this catches iron inside a clinic product chosen for
    // another need (a multi with iron for vitamin D), which would otherwise reach someone whose iron status is
    // unknown — including an HFE genotype, where the two HFE rules above need a ferritin to fire.
    id: "iron_ferritin_unmeasured", appliesTo: ["iron"], trigger: { kind: "lab_missing", analyte: "ferritin" }, action: "exclude",
    reason: "Iron is suggested only when a measured ferritin is low; no ferritin value was given.",
    source: "BSG 2021 iron deficiency anaemia guideline (iron deficiency confirmed by ferritin before iron replacement); EASL 2022 haemochromatosis guideline (iron studies before iron in HFE genotypes)",
  },
];
