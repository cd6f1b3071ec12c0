import type { AliasTable } from "../types";

/**
 * Turkmen: Turkmen-language names printed on lab reports in Turkmenistan (Latin script of 1993/1999 with ç ä ž ň ö
 * ş ü ý; Russian loans respelt: ц → s, в → w, й/ь → ý, х → h — Eritrositler, Leýkositler, Kaliý, Holesterin,
 * Moçewina, Protrombin wagty). Conventions: plurals take "-lar"/"-ler" (Trombositler, Neýtrofiller); a qualifier
 * comes before the noun ("umumy" = total: Umumy belok, Umumy bilirubin; "göni" = direct, "göni däl" = indirect);
 * "peşew" = urine and "peşewdäki …" = "… in urine"; "gan" = blood; "wagt" = time. The reader folds accents
 * (ý → y, ş → s, ç → c, ä → a, ň → n), so the common printouts typed without Turkmen letters ("Leykositler",
 * "Glyukoza", "Kaliy") resolve through the accented forms below and are not repeated.
 * Many Turkmen labs print Russian names (resolved through ru.ts) and Latin abbreviations (HGB, ALT …, in the
 * analyte data files). Names that Turkish (tr.ts) or Azerbaijani (az.ts) already give unchanged are left out:
 * "Demir" (iron), "Kreatinin", "Fosfor", the singular cell names "Eritrosit", "Monosit" …, and the urine
 * "Bakteriýalar"/"Duzlar" (= az.ts "Bakteriyalar"/"Duzlar" once accents are folded); "Hlor" (chloride) is in sr.ts.
 * Left out as not sure enough of the printed form: ESR, alkaline phosphatase, uric acid, the lipoprotein fractions,
 * MCV/MCH/MCHC, aPTT/INR, thyroid hormones (Uzbek uz.ts has the shared "Erkin T4" forms), urine ketones and
 * specific gravity, and all hormones and serology beyond these.
 */
export const aliases: AliasTable = {
  // Complete blood count (ganyň umumy derňewi)
  hemoglobin: ["Gemoglobin"],
  hematocrit: ["Gematokrit"],
  rbc: ["Eritrositler"],
  wbc: ["Leýkositler"],
  platelets: ["Trombositler"],
  reticulocytes_pct: ["Retikulositler"],
  reticulocytes_abs: ["Retikulositler"],

  // Leukocyte differential (plain name on both: the unit decides)
  neutrophils_pct: ["Neýtrofiller"],
  neutrophils_abs: ["Neýtrofiller"],
  lymphocytes_pct: ["Limfositler"],
  lymphocytes_abs: ["Limfositler"],
  monocytes_pct: ["Monositler"],
  monocytes_abs: ["Monositler"],
  eosinophils_pct: ["Eozinofiller"],
  eosinophils_abs: ["Eozinofiller"],
  basophils_pct: ["Bazofiller"],
  basophils_abs: ["Bazofiller"],

  // Coagulation
  pt_seconds: ["Protrombin wagty"],
  thrombin_time: ["Trombin wagty"],

  // Glucose metabolism
  glucose: ["Glýukoza"],

  // Lipids
  cholesterol_total: ["Umumy holesterin", "Holesterin"],
  triglycerides: ["Trigliseridler"],

  // Liver and proteins
  bilirubin_total: ["Umumy bilirubin"],
  bilirubin_direct: ["Göni bilirubin"],
  bilirubin_indirect: ["Göni däl bilirubin"],
  total_protein: ["Umumy belok"],

  // Kidney
  urea: ["Moçewina"],

  // Electrolytes
  sodium: ["Natriý"],
  potassium: ["Kaliý"],
  calcium: ["Kalsiý"],
  magnesium: ["Magniý"],

  // Vitamins
  vitamin_d_25oh: ["D witamini", "Witamin D"],
  vitamin_b12: ["B12 witamini", "Witamin B12"],

  // Inflammation
  crp: ["S-reaktiw belok", "C-reaktiw belok"],

  // Urine (peşewiň umumy derňewi)
  urine_protein: ["Peşewdäki belok"],
  urine_glucose: ["Peşewdäki glýukoza"],
  urine_rbc: ["Peşewdäki eritrositler"],
  urine_wbc: ["Peşewdäki leýkositler"],
  urine_casts: ["Silindrler"],

  // Blood group
  blood_group_abo: ["Gan topary"],
};
