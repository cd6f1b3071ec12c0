import type { AliasTable } from "../types";

/**
 * Belarusian: Belarusian-language names printed on lab reports in Belarus (Cyrillic Belarusian script with і ў ʼ;
 * Łacinka is not used on lab reports). Most Belarusian labs print Russian names, which resolve through ru.ts; the
 * Belarusian forms appear on state-clinic and bilingual forms. Conventions: akanne and dzekanne/tsekanne respell
 * the Russian loans (Гемаглабін, Эрытрацыты, Трамбацыты, Халестэрын, Крэатынін, Ферыцін); plurals take "-ы/-і";
 * the qualifier may stand before or after the noun ("агульны" = total: Агульны білірубін, Білірубін агульны;
 * "свабодны" = free; "прамы"/"непрамы" = direct/indirect); "у мачы"/"ў мачы" = "in urine" (ў folds to у in the
 * reader, so the two spellings need one entry); "бялок" = protein; "час" = time. Names that the Russian or
 * Ukrainian tables already give unchanged (Глюкоза, Калій, Магній, Хлор, Альбумін, Амілаза, Ліпаза, Вітамін D,
 * Вітамін B12 …) are not repeated.
 * Left out as not sure enough of the printed form: ESR (ХАЭ/ШАЭ), MCV/MCH/MCHC/RDW/MPV, band/segmented
 * neutrophils, HbA1c, the lipoprotein fractions, eGFR, aPTT/INR, hormones other than thyroid, and serology.
 */
export const aliases: AliasTable = {
  // Complete blood count
  hemoglobin: ["Гемаглабін"],
  hematocrit: ["Гематакрыт"],
  rbc: ["Эрытрацыты", "Колькасць эрытрацытаў"],
  wbc: ["Лейкацыты", "Колькасць лейкацытаў"],
  platelets: ["Трамбацыты", "Колькасць трамбацытаў"],
  reticulocytes_pct: ["Рэтыкулацыты"],
  reticulocytes_abs: ["Рэтыкулацыты"],

  // Leukocyte differential (plain name on both: the unit decides)
  neutrophils_pct: ["Нейтрафілы"],
  neutrophils_abs: ["Нейтрафілы"],
  lymphocytes_pct: ["Лімфацыты"],
  lymphocytes_abs: ["Лімфацыты"],
  monocytes_pct: ["Манацыты"],
  monocytes_abs: ["Манацыты"],
  eosinophils_pct: ["Эазінафілы"],
  eosinophils_abs: ["Эазінафілы"],
  basophils_pct: ["Базафілы"],
  basophils_abs: ["Базафілы"],

  // Coagulation
  pt_seconds: ["Пратрамбінавы час"],
  thrombin_time: ["Трамбінавы час"],
  fibrinogen: ["Фібрынаген"],

  // Glucose metabolism
  glucose: ["Глюкоза ў крыві"],

  // Lipids
  cholesterol_total: ["Агульны халестэрын", "Халестэрын агульны", "Халестэрын"],
  triglycerides: ["Трыгліцэрыды"],

  // Liver and proteins
  alt: ["Аланінамінатрансфераза"],
  ast: ["Аспартатамінатрансфераза"],
  alp: ["Шчолачная фасфатаза"],
  bilirubin_total: ["Агульны білірубін", "Білірубін агульны"],
  bilirubin_direct: ["Прамы білірубін", "Білірубін прамы"],
  bilirubin_indirect: ["Непрамы білірубін", "Білірубін непрамы"],
  total_protein: ["Агульны бялок", "Бялок агульны"],

  // Kidney
  creatinine: ["Крэатынін"],
  urea: ["Мачавіна"],
  uric_acid: ["Мачавая кіслата"],

  // Electrolytes
  sodium: ["Натрый"],
  calcium: ["Кальцый"],
  phosphate: ["Фосфар"],

  // Iron
  iron: ["Жалеза"],
  ferritin: ["Ферыцін"],
  transferrin: ["Трансферын"],

  // Vitamins
  folate: ["Фаліевая кіслата"],

  // Thyroid
  tsh: ["Тырэатропны гармон"],
  free_t4: ["Т4 свабодны", "Свабодны Т4", "Свабодны тыраксін"],
  free_t3: ["Т3 свабодны", "Свабодны Т3"],
  total_t4: ["Т4 агульны", "Агульны Т4"],
  total_t3: ["Т3 агульны", "Агульны Т3"],

  // Inflammation
  crp: ["С-рэактыўны бялок"],

  // Urine
  urine_color: ["Колер", "Колер мачы"],
  urine_appearance: ["Празрыстасць"],
  urine_specific_gravity: ["Удзельная вага", "Адносная шчыльнасць"],
  urine_protein: ["Бялок у мачы"],
  urine_glucose: ["Глюкоза ў мачы"],
  urine_ketones: ["Кетонавыя целы"],
  urine_bilirubin: ["Білірубін у мачы"],
  urine_urobilinogen: ["Урабіліноген"],
  urine_nitrite: ["Нітрыты"],
  urine_rbc: ["Эрытрацыты ў мачы"],
  urine_wbc: ["Лейкацыты ў мачы"],
  urine_epithelial_cells: ["Плоскі эпітэлій"],
  urine_bacteria: ["Бактэрыі"],
  urine_casts: ["Цыліндры"],
  urine_crystals: ["Крышталі"],

  // Blood group
  blood_group_abo: ["Група крыві"],
  rh_factor: ["Рэзус-фактар"],
};
