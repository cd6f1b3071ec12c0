import type { AliasTable } from "../types";

/**
 * Uzbek: Uzbek-language names printed on lab reports in Uzbekistan, in the Latin script that most private and state
 * labs now print (oʻ gʻ sh ch, q for қ, x for х: Eritrotsitlar, Umumiy oqsil, Xolesterin) and in the Cyrillic
 * script still printed by many (ў қ ғ ҳ: Эритроцитлар, Умумий оқсил). Each entry gives the Latin forms first, then
 * the Cyrillic ones. Conventions: Russian "ц" is kept as "ts" in Latin loans (Leykotsitlar); plurals take "-lar";
 * a qualifier comes before the noun ("umumiy" = total, "erkin" = free, "bevosita" = direct, "bilvosita" =
 * indirect); "siydik" = urine and "siydikdagi …" = "… in urine"; "qon" = blood; "oqsil" = protein; "vaqt" = time.
 * The letters oʻ/gʻ are printed with ʻ, ' or ` (the tokenizer splits at ' and `, keeps ʻ), so the apostrophe
 * forms are both listed; Cyrillic printouts typed without Uzbek letters write к г х for қ ғ ҳ (ў folds to у).
 * Many labs print Russian names (resolved through ru.ts). Names given unchanged by another table are left out:
 * "Gemoglobin", "Gematokrit" (tk.ts), "Kreatinin", "Fosfor", "D vitamini", "B12 vitamini" (tr.ts), the Cyrillic
 * "Эркин Т4", "Темир", "Бактериялар" (ky.ts, kk.ts), "Alaninaminotransferaza" (hr/sk/ro tables), "Xolesterin" and
 * "Bakteriyalar" (az.ts), and "Glyukoza", "Natriy", "Kaliy", "Kalsiy", "Magniy", which the reader folds to the same
 * form as Turkmen "Glýukoza", "Natriý", "Kaliý", "Kalsiý", "Magniý" (tk.ts).
 * Left out as not sure enough of the printed form: MCH/MCHC/RDW, the lipoprotein fractions, eGFR, aPTT/INR,
 * bare urine "Oqsil"/"Qand" (they would also read as blood protein/glucose), hormones other than thyroid, serology.
 */
export const aliases: AliasTable = {
  // Complete blood count (qonning umumiy tahlili)
  rbc: ["Eritrotsitlar", "Eritrotsitlar soni", "Эритроцитлар"],
  mcv: ["Eritrotsitlarning oʻrtacha hajmi", "Eritrotsitlarning o'rtacha hajmi"],
  wbc: ["Leykotsitlar", "Leykotsitlar soni", "Лейкоцитлар"],
  platelets: ["Trombotsitlar", "Trombotsitlar soni", "Тромбоцитлар"],
  mpv: ["Trombotsitlarning oʻrtacha hajmi", "Trombotsitlarning o'rtacha hajmi"],
  reticulocytes_pct: ["Retikulotsitlar", "Ретикулоцитлар"],
  reticulocytes_abs: ["Retikulotsitlar", "Ретикулоцитлар"],
  esr: [
    "EChT",
    "Eritrotsitlarning choʻkish tezligi",
    "Eritrotsitlarning cho'kish tezligi",
    "ЭЧТ",
    "Эритроцитларнинг чўкиш тезлиги",
  ],

  // Leukocyte differential (plain name on both: the unit decides)
  neutrophils_pct: ["Neytrofillar", "Нейтрофиллар"],
  neutrophils_abs: ["Neytrofillar", "Нейтрофиллар", "Segment yadroli neytrofillar", "Segment yadroli neytrofil"],
  lymphocytes_pct: ["Limfotsitlar", "Лимфоцитлар"],
  lymphocytes_abs: ["Limfotsitlar", "Лимфоцитлар"],
  monocytes_pct: ["Monotsitlar", "Моноцитлар"],
  monocytes_abs: ["Monotsitlar", "Моноцитлар"],
  eosinophils_pct: ["Eozinofillar", "Эозинофиллар"],
  eosinophils_abs: ["Eozinofillar", "Эозинофиллар"],
  basophils_pct: ["Bazofillar", "Базофиллар"],
  basophils_abs: ["Bazofillar", "Базофиллар"],
  band_neutrophils_pct: ["Tayoqcha yadroli neytrofillar", "Tayoqcha yadroli neytrofil"],
  band_neutrophils_abs: ["Tayoqcha yadroli neytrofillar", "Tayoqcha yadroli neytrofil"],
  segmented_neutrophils_pct: ["Segment yadroli neytrofillar", "Segment yadroli neytrofil"],

  // Coagulation
  pt_seconds: ["Protrombin vaqti", "Протромбин вақти"],
  thrombin_time: ["Trombin vaqti", "Тромбин вақти"],

  // Glucose metabolism
  glucose: ["Qondagi glyukoza", "Қондаги глюкоза"],
  hba1c: ["Glikirlangan gemoglobin", "Glikozillangan gemoglobin"],

  // Lipids
  cholesterol_total: ["Umumiy xolesterin", "Умумий холестерин"],
  triglycerides: ["Triglitseridlar", "Триглицеридлар"],

  // Liver and proteins
  alp: ["Ishqoriy fosfataza", "Ишқорий фосфатаза", "Ишкорий фосфатаза"],
  bilirubin_total: ["Umumiy bilirubin", "Умумий билирубин"],
  bilirubin_direct: ["Bevosita bilirubin", "Бевосита билирубин"],
  bilirubin_indirect: ["Bilvosita bilirubin", "Билвосита билирубин"],
  total_protein: ["Umumiy oqsil", "Умумий оқсил", "Умумий оксил"],

  // Kidney
  urea: ["Mochevina", "Siydikchil"],
  uric_acid: ["Siydik kislotasi", "Сийдик кислотаси"],

  // Electrolytes
  calcium: ["Kaltsiy"],

  // Iron
  iron: ["Temir"],

  // Vitamins
  folate: ["Foliy kislotasi", "Фолий кислотаси"],

  // Thyroid
  tsh: ["Tireotrop gormon", "Тиреотроп гормон"],
  free_t4: ["Erkin T4", "Erkin tiroksin"],
  free_t3: ["Erkin T3", "Erkin triyodtironin"],
  total_t4: ["Umumiy T4", "Umumiy tiroksin", "Умумий Т4"],
  total_t3: ["Umumiy T3", "Umumiy triyodtironin", "Умумий Т3"],

  // Inflammation
  crp: ["S-reaktiv oqsil", "С-реактив оқсил"],

  // Urine (siydikning umumiy tahlili)
  urine_color: ["Rangi", "Siydik rangi", "Ранги"],
  urine_appearance: ["Tiniqligi", "Тиниқлиги", "Тиниклиги"],
  urine_specific_gravity: ["Nisbiy zichligi", "Nisbiy zichlik", "Нисбий зичлиги"],
  urine_protein: ["Siydikdagi oqsil", "Сийдикдаги оқсил"],
  urine_glucose: ["Siydikdagi glyukoza", "Сийдикдаги глюкоза"],
  urine_ketones: ["Keton tanachalari", "Кетон таначалари"],
  urine_rbc: ["Siydikdagi eritrotsitlar"],
  urine_wbc: ["Siydikdagi leykotsitlar"],
  urine_epithelial_cells: ["Yassi epiteliy"],
  urine_casts: ["Silindrlar"],
  urine_crystals: ["Tuzlar"],
  urine_creatinine: ["Siydikdagi kreatinin"],

  // Blood group
  blood_group_abo: ["Qon guruhi", "Қон гуруҳи"],
};
