// Where a supplement need comes from, as data: a DNA finding (effect-allele copies at one marker of the panel), a
// blood value (canonical unit of lib/knowledge/analytes) or a questionnaire answer. One row per reason, with its
// source; the advisor merges rows of the same supplement into one need whose rationale has a genetic, a lab and a
// questionnaire part. A need is a reason to discuss a supplement; the safety rules decide afterwards whether it may
// be suggested at all.

export type NeedTrigger =
  /** Copies of the marker's effect allele (panel `effect`) between min and max, both inclusive. */
  | { kind: "genotype"; gene: string; rsid: string; minCopies: number; maxCopies: number }
  | { kind: "lab_below"; analyte: string; value: number; unit: string }
  | { kind: "lab_above"; analyte: string; value: number; unit: string }
  | { kind: "answer"; question: string; values: readonly string[] };

export interface NeedRule {
  id: string;
  supplement: string;
  trigger: NeedTrigger;
  priority: "high" | "medium" | "low";
  source: string;
}

const g = (gene: string, rsid: string, minCopies: number, maxCopies = 2): NeedTrigger => ({ kind: "genotype", gene, rsid, minCopies, maxCopies });
const below = (analyte: string, value: number, unit: string): NeedTrigger => ({ kind: "lab_below", analyte, value, unit });
const above = (analyte: string, value: number, unit: string): NeedTrigger => ({ kind: "lab_above", analyte, value, unit });
const answer = (question: string, ...values: string[]): NeedTrigger => ({ kind: "answer", question, values });

export const NEED_RULES: readonly NeedRule[] = [
  // DNA findings.
  { id: "mthfr_677tt_folate", supplement: "folic_acid", trigger: g("MTHFR", "rs1801133", 2), priority: "medium",
    source: "Frosst 1995 (PMID 7647779: 677TT lowers MTHFR activity, raises homocysteine when folate is low); Tsang 2015 (PMID 25878010: folate status in 677TT)" },
  { id: "mthfr_677tt_b12", supplement: "vitamin_b12", trigger: g("MTHFR", "rs1801133", 2), priority: "low",
    source: "Holm 2007 (PMID 17584794: B12 as a determinant of homocysteine in 677TT carriers)" },
  { id: "mtrr_66gg_b12", supplement: "vitamin_b12", trigger: g("MTRR", "rs1801394", 2), priority: "low",
    source: "Wilson 1999 (PMID 10484769: MTRR A66G and homocysteine; effect depends on B12 status)" },
  { id: "fut2_nonsecretor_b12", supplement: "vitamin_b12", trigger: g("FUT2", "rs601338", 2), priority: "low",
    source: "Hazra 2008 (PMID 18776911: FUT2 W154X homozygotes have lower plasma B12)" },
  { id: "fads1_t_omega3", supplement: "omega3", trigger: g("FADS1", "rs174537", 1), priority: "low",
    source: "Tanaka 2009 (PMID 19148276: FADS1 rs174537 T lowers long-chain omega-3/omega-6 conversion)" },
  { id: "lactase_nonpersistent_calcium", supplement: "calcium", trigger: g("MCM6 (LCT)", "rs4988235", 0, 0), priority: "low",
    source: "Enattah 2002 (PMID 11788828: -13910 CC = lactase non-persistence); NIH ODS Calcium fact sheet (lactose intolerance and calcium intake)" },
  { id: "lactase_nonpersistent_vitamin_d", supplement: "vitamin_d", trigger: g("MCM6 (LCT)", "rs4988235", 0, 0), priority: "low",
    source: "Enattah 2002 (PMID 11788828); NIH ODS Vitamin D fact sheet (fortified dairy as a main dietary source)" },
  // Blood values (canonical units: ng/mL, pg/mL, pmol/L, µmol/L, mg/dL, µg/dL).
  { id: "vitamin_d_low", supplement: "vitamin_d", trigger: below("vitamin_d_25oh", 30, "ng/mL"), priority: "high",
    source: "Endocrine Society 2011 guideline (Holick): 25-OH-D < 20 ng/mL deficiency, 21–29 ng/mL insufficiency" },
  { id: "b12_low", supplement: "vitamin_b12", trigger: below("vitamin_b12", 300, "pg/mL"), priority: "high",
    source: "BSH 2014 guideline on cobalamin and folate (serum B12 < 200 ng/L deficient, 200–300 indeterminate)" },
  { id: "active_b12_low", supplement: "vitamin_b12", trigger: below("active_b12", 35, "pmol/L"), priority: "high",
    source: "BSH 2014 guideline on cobalamin and folate (holotranscobalamin < 25–35 pmol/L suggests deficiency)" },
  { id: "folate_low", supplement: "folic_acid", trigger: below("folate", 4, "ng/mL"), priority: "high",
    source: "WHO 2015 serum and red blood cell folate concentrations (serum folate < 4 ng/mL = deficiency)" },
  { id: "homocysteine_high_folate", supplement: "folic_acid", trigger: above("homocysteine", 15, "µmol/L"), priority: "medium",
    source: "Refsum 2004 (PMID 15131034: homocysteine > 15 µmol/L elevated; folate and B12 lower it)" },
  { id: "homocysteine_high_b12", supplement: "vitamin_b12", trigger: above("homocysteine", 15, "µmol/L"), priority: "medium",
    source: "Refsum 2004 (PMID 15131034)" },
  { id: "ferritin_low", supplement: "iron", trigger: below("ferritin", 30, "ng/mL"), priority: "high",
    source: "BSG 2021 guideline for iron deficiency anaemia (ferritin < 30 µg/L); WHO 2020 ferritin guideline" },
  { id: "triglycerides_high", supplement: "omega3", trigger: above("triglycerides", 150, "mg/dL"), priority: "medium",
    source: "AHA 2019 science advisory on omega-3 fatty acids for hypertriglyceridaemia (Skulas-Ray, Circulation)" },
  { id: "magnesium_low", supplement: "magnesium", trigger: below("magnesium", 1.7, "mg/dL"), priority: "medium",
    source: "NIH ODS Magnesium fact sheet (serum 0.75–0.95 mmol/L ≈ 1.8–2.3 mg/dL; below 0.70 mmol/L = hypomagnesaemia)" },
  { id: "zinc_low", supplement: "zinc", trigger: below("zinc", 70, "µg/dL"), priority: "medium",
    source: "IZiNCG 2004 technical document (serum zinc lower cut-offs ≈ 66–74 µg/dL)" },
  // Questionnaire answers.
  { id: "vegan_b12", supplement: "vitamin_b12", trigger: answer("diet_type", "vegan"), priority: "high",
    source: "NIH ODS Vitamin B12 fact sheet (vegans need fortified foods or supplements)" },
  { id: "vegetarian_b12", supplement: "vitamin_b12", trigger: answer("diet_type", "vegetarian"), priority: "medium",
    source: "NIH ODS Vitamin B12 fact sheet (lacto-ovo vegetarians at risk of low B12)" },
  { id: "plant_diet_omega3", supplement: "omega3", trigger: answer("diet_type", "vegan", "vegetarian"), priority: "low",
    source: "Academy of Nutrition and Dietetics 2016 position on vegetarian diets (EPA/DHA from microalgae)" },
  { id: "little_fish_omega3", supplement: "omega3", trigger: answer("fish", "never", "less_weekly"), priority: "low",
    source: "AHA 2018 science advisory: 1–2 seafood meals per week (Rimm, Circulation)" },
  { id: "low_sun_vitamin_d", supplement: "vitamin_d", trigger: answer("sun_exposure", "low"), priority: "medium",
    source: "NIH ODS Vitamin D fact sheet (limited sun exposure as a risk group)" },
  { id: "older_vitamin_d", supplement: "vitamin_d", trigger: answer("age_group", "65_plus"), priority: "medium",
    source: "IOM 2011 DRI (RDA 20 µg above 70 years); NIH ODS Vitamin D fact sheet (older adults)" },
  { id: "vegan_calcium", supplement: "calcium", trigger: answer("diet_type", "vegan"), priority: "medium",
    source: "NIH ODS Calcium fact sheet (vegans may need fortified foods or supplements)" },
  { id: "no_dairy_calcium", supplement: "calcium", trigger: answer("dairy", "never"), priority: "low",
    source: "NIH ODS Calcium fact sheet (dairy as the main dietary source)" },
  { id: "pregnancy_folic_acid", supplement: "folic_acid", trigger: answer("pregnancy", "pregnant", "planning"), priority: "high",
    source: "USPSTF 2017 folic acid for the prevention of neural tube defects (400–800 µg/day); WHO 2016 antenatal care" },
  { id: "metformin_b12", supplement: "vitamin_b12", trigger: answer("medications", "metformin"), priority: "medium",
    source: "ADA Standards of Care in Diabetes 2024, section 9 (periodic B12 with long-term metformin)" },
  { id: "ppi_b12", supplement: "vitamin_b12", trigger: answer("medications", "ppi"), priority: "low",
    source: "Lam 2013 JAMA (PMID 24327038: PPI use ≥ 2 years and B12 deficiency)" },
  { id: "ppi_magnesium", supplement: "magnesium", trigger: answer("medications", "ppi"), priority: "low",
    source: "FDA Drug Safety Communication 2011 (long-term PPI use and low magnesium)" },
  { id: "digestion_probiotic", supplement: "probiotic", trigger: answer("digestion", "ibs", "bloating"), priority: "low",
    source: "WGO 2017 global guideline on probiotics and prebiotics (strain-specific benefit on IBS symptoms)" },
];
