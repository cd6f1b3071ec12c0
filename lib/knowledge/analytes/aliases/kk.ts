import type { AliasTable } from "../types";

/**
 * Kazakh: Kazakh-language names printed on lab reports in Kazakhstan (Cyrillic Kazakh script with ә ғ қ ң ө ұ ү һ і;
 * the Latin alphabet adopted for Kazakh is not yet used on lab reports, so none is listed). Most Kazakh labs print
 * Russian names, alone or beside the Kazakh ones (Гемоглобин, Глюкоза, Креатинин, АЛТ, Калий …); those resolve
 * through ru.ts and are not repeated here. Conventions: plurals take "-лар/-лер/-дар/-дер/-тар/-тер"
 * (Эритроциттер, Нейтрофилдер); a qualifier comes before the noun ("жалпы" = total: Жалпы билирубин; "бос" =
 * free: Бос Т4; "тікелей" = direct, "тікелей емес" = indirect); "несеп" = urine and "несептегі …" = "… in urine";
 * "қан" = blood; "ақуыз" = protein; "саны" = count; "уақыт" = time. Printouts made without a Kazakh keyboard
 * replace қ ғ ң ү ұ і ә ө with к г н у у и а о; the common variants of that kind are listed after the proper form
 * (the reader folds only accents, not these letters).
 * Many cell and urine names are the same in Kyrgyz (Эритроциттер, Бактериялар …): they are given here and ky.ts
 * leaves them out; the typed-without-Kazakh-letters forms that coincide with Kyrgyz (Кандагы глюкоза, Темир,
 * … витамини) are in ky.ts.
 * Left out as not sure enough of the printed form: MCV/MCH/MCHC/RDW/MPV, band/segmented neutrophils, aPTT/INR,
 * eGFR, transferrin/TIBC, the lipoprotein fractions spelled out, hormones other than thyroid, and serology.
 */
export const aliases: AliasTable = {
  // Complete blood count (қанның жалпы талдауы)
  rbc: ["Эритроциттер", "Эритроциттер саны"],
  wbc: ["Лейкоциттер", "Лейкоциттер саны"],
  platelets: ["Тромбоциттер", "Тромбоциттер саны"],
  reticulocytes_pct: ["Ретикулоциттер"],
  reticulocytes_abs: ["Ретикулоциттер"],
  esr: ["ЭТЖ", "Эритроциттердің тұну жылдамдығы", "Эритроциттердин туну жылдамдыгы"],

  // Leukocyte differential (plain name on both: the unit decides)
  neutrophils_pct: ["Нейтрофилдер"],
  neutrophils_abs: ["Нейтрофилдер"],
  lymphocytes_pct: ["Лимфоциттер"],
  lymphocytes_abs: ["Лимфоциттер"],
  monocytes_pct: ["Моноциттер"],
  monocytes_abs: ["Моноциттер"],
  eosinophils_pct: ["Эозинофилдер"],
  eosinophils_abs: ["Эозинофилдер"],
  basophils_pct: ["Базофилдер"],
  basophils_abs: ["Базофилдер"],

  // Coagulation
  pt_seconds: ["Протромбиндік уақыт", "Протромбиндик уакыт"],
  thrombin_time: ["Тромбиндік уақыт", "Тромбиндик уакыт"],

  // Glucose metabolism
  glucose: ["Қандағы глюкоза"],
  hba1c: ["Гликирленген гемоглобин"],

  // Lipids
  cholesterol_total: ["Жалпы холестерин"],
  hdl_cholesterol: ["ЖТЛП холестерині", "ЖТЛП"],
  ldl_cholesterol: ["ТТЛП холестерині", "ТТЛП"],
  triglycerides: ["Триглицеридтер"],

  // Liver and proteins
  alp: ["Сілтілік фосфатаза", "Силтилик фосфатаза"],
  bilirubin_total: ["Жалпы билирубин"],
  bilirubin_direct: ["Тікелей билирубин", "Тикелей билирубин"],
  bilirubin_indirect: ["Тікелей емес билирубин", "Тикелей емес билирубин"],
  total_protein: ["Жалпы ақуыз", "Жалпы акуыз"],

  // Kidney
  urea: ["Несепнәр", "Несепнар"],
  uric_acid: ["Несеп қышқылы", "Несеп кышкылы"],

  // Iron
  iron: ["Темір"],

  // Vitamins
  vitamin_d_25oh: ["D витамині", "Д витамині", "D дәрумені"],
  vitamin_b12: ["B12 витамині", "В12 витамині", "B12 дәрумені"],
  folate: ["Фолий қышқылы", "Фолий кышкылы"],

  // Thyroid
  tsh: ["Тиреотропты гормон"],
  free_t4: ["Бос Т4", "Бос тироксин"],
  free_t3: ["Бос Т3", "Бос трийодтиронин"],
  total_t4: ["Жалпы Т4", "Жалпы тироксин"],
  total_t3: ["Жалпы Т3", "Жалпы трийодтиронин"],

  // Inflammation
  crp: ["С-реактивті ақуыз", "С-реактивти акуыз"],

  // Urine (несептің жалпы талдауы)
  urine_color: ["Түсі", "Несептің түсі"],
  urine_appearance: ["Мөлдірлігі"],
  urine_specific_gravity: ["Салыстырмалы тығыздығы", "Салыстырмалы тыгыздыгы"],
  urine_protein: ["Несептегі ақуыз", "Несептеги акуыз"],
  urine_glucose: ["Несептегі глюкоза", "Несептеги глюкоза"],
  urine_ketones: ["Кетон денелері"],
  urine_bilirubin: ["Несептегі билирубин"],
  urine_nitrite: ["Нитриттер"],
  urine_rbc: ["Несептегі эритроциттер"],
  urine_wbc: ["Несептегі лейкоциттер"],
  urine_epithelial_cells: ["Жалпақ эпителий"],
  urine_bacteria: ["Бактериялар"],
  urine_casts: ["Цилиндрлер"],
  urine_crystals: ["Тұздар"],
  urine_creatinine: ["Несептегі креатинин"],

  // Blood group
  blood_group_abo: ["Қан тобы"],
};
