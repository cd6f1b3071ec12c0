import type { AliasTable } from "../types";

/**
 * Kyrgyz: Kyrgyz-language names printed on lab reports in Kyrgyzstan (Cyrillic Kyrgyz script with ң ө ү). Most
 * Kyrgyz labs print Russian names (Гемоглобин, Глюкоза, Мочевина, Креатинин, АЛТ, Калий …), which resolve through
 * ru.ts, and many Kyrgyz names are spelt exactly as in Kazakh and resolve through kk.ts: the cell names
 * (Эритроциттер, Лейкоциттер, Тромбоциттер, Нейтрофилдер, Лимфоциттер …), Жалпы холестерин, Жалпы билирубин,
 * Жалпы Т4/Т3, Триглицеридтер, Нитриттер, Бактериялар, Цилиндрлер. Only the Kyrgyz forms that differ are listed.
 * Conventions: plurals take "-лар/-лер/-дар/-дер/-тар/-тер"; a qualifier comes before the noun ("жалпы" = total,
 * "эркин" = free: Эркин Т4; "түз" = direct, "түз эмес" = indirect); "заара" = urine and "заарадагы …" = "… in
 * urine"; "кан" = blood; "убакыт" = time. Printouts made without a Kyrgyz keyboard write о у н for ө ү ң; the
 * common variants of that kind are listed after the proper form.
 * Left out as not sure enough of the printed form: MCV/MCH/MCHC/MPV, band/segmented neutrophils, HbA1c, the
 * lipoprotein fractions, urea (printed in Russian), eGFR, aPTT/INR, TSH spelled out, urine pH, ketones and
 * epithelium, hormones other than thyroid, and serology.
 */
export const aliases: AliasTable = {
  // Complete blood count (кандын жалпы анализи)
  esr: ["Эритроциттердин чөгүү ылдамдыгы", "Эритроциттердин чогуу ылдамдыгы"],

  // Coagulation
  pt_seconds: ["Протромбиндик убакыт"],
  thrombin_time: ["Тромбиндик убакыт"],

  // Glucose metabolism
  glucose: ["Кандагы глюкоза"],

  // Liver and proteins
  alp: ["Щелочтуу фосфатаза"],
  bilirubin_direct: ["Түз билирубин", "Туз билирубин"],
  bilirubin_indirect: ["Түз эмес билирубин", "Туз эмес билирубин"],
  total_protein: ["Жалпы белок"],

  // Kidney
  uric_acid: ["Заара кислотасы"],

  // Iron
  iron: ["Темир"],

  // Vitamins
  vitamin_d_25oh: ["D витамини", "Д витамини"],
  vitamin_b12: ["B12 витамини", "В12 витамини"],
  folate: ["Фолий кислотасы"],

  // Thyroid
  free_t4: ["Эркин Т4", "Эркин тироксин"],
  free_t3: ["Эркин Т3", "Эркин трийодтиронин"],

  // Inflammation
  crp: ["С-реактивдүү белок", "С-реактивдуу белок"],

  // Urine (зааранын жалпы анализи)
  urine_color: ["Түсү"],
  urine_appearance: ["Тунуктугу"],
  urine_specific_gravity: ["Салыштырмалуу тыгыздыгы"],
  urine_protein: ["Заарадагы белок"],
  urine_glucose: ["Заарадагы глюкоза"],
  urine_bilirubin: ["Заарадагы билирубин"],
  urine_rbc: ["Заарадагы эритроциттер"],
  urine_wbc: ["Заарадагы лейкоциттер"],
  urine_crystals: ["Туздар"],
  urine_creatinine: ["Заарадагы креатинин"],

  // Blood group
  blood_group_abo: ["Кан тобу"],
};
