import type { AliasTable } from "../types";

/**
 * Tajik: Tajik-language names printed on lab reports in Tajikistan (Cyrillic Tajik script with ҳ ҷ ӣ ӯ қ ғ). Only the
 * Tajik forms are listed: Tajik labs also print plain Russian names (Гемоглобин, Креатинин, АЛТ, Калий …), and those
 * resolve through ru.ts, so a Russian word that Tajik uses unchanged is not repeated here. Conventions: Russian "ц"
 * is written "с" in loans (Эритроситҳо, Лейкоситҳо, Калсий) and "тс" inside words (Триглитсеридҳо); plurals take
 * "-ҳо"; qualifiers follow the noun with the ezafe "-и" (Билирубини умумӣ, Тироксини озод); "озод" = free,
 * "умумӣ" = total, "пешоб" = urine, "хун" = blood. Many local printouts are typed without the special letters
 * (х for ҳ, к for қ, и for ӣ), so the most common printed variants of that kind are listed as well.
 */
export const aliases: AliasTable = {
  // Complete blood count (таҳлили умумии хун)
  rbc: ["Эритроситҳо", "Эритросит", "Эритроситхо", "Миқдори эритроситҳо"],
  wbc: ["Лейкоситҳо", "Лейкосит", "Лейкоситхо", "Миқдори лейкоситҳо"],
  platelets: ["Тромбоситҳо", "Тромбосит", "Тромбоситхо", "Миқдори тромбоситҳо"],
  reticulocytes_pct: ["Ретикулоситҳо", "Ретикулосит"],
  reticulocytes_abs: ["Ретикулоситҳо", "Ретикулосит"],
  esr: ["Суръати таҳшиншавии эритроситҳо"],

  // Leukocyte differential (plain name on both: the unit decides)
  neutrophils_pct: ["Нейтрофилҳо", "Нейтрофилхо"],
  neutrophils_abs: ["Нейтрофилҳо", "Нейтрофилхо"],
  lymphocytes_pct: ["Лимфоситҳо", "Лимфоситхо", "Лимфосит"],
  lymphocytes_abs: ["Лимфоситҳо", "Лимфоситхо", "Лимфосит"],
  monocytes_pct: ["Моноситҳо", "Моноситхо", "Моносит"],
  monocytes_abs: ["Моноситҳо", "Моноситхо", "Моносит"],
  eosinophils_pct: ["Эозинофилҳо", "Эозинофилхо"],
  eosinophils_abs: ["Эозинофилҳо", "Эозинофилхо"],
  basophils_pct: ["Базофилҳо", "Базофилхо"],
  basophils_abs: ["Базофилҳо", "Базофилхо"],

  // Coagulation (таҳлили лахташавии хун)
  pt_seconds: ["Вақти протромбинӣ"],
  thrombin_time: ["Вақти тромбинӣ"],

  // Glucose metabolism
  glucose: ["Қанди хун", "Канди хун", "Қанд дар хун", "Қанди хун дар наҳорӣ", "Глюкозаи хун"],
  hba1c: ["Гемоглобини гликатсияшуда"],

  // Lipids
  cholesterol_total: ["Холестерини умумӣ", "Миқдори умумии холестерин"],
  triglycerides: ["Триглитсеридҳо", "Триглитсерид"],

  // Liver
  alp: ["Фосфатазаи ишқорӣ", "Фосфатазаи ишкори", "Фосфотазаи ишкори"],
  bilirubin_total: ["Билирубини умумӣ", "Миқдори умумии билирубин", "Микдори умумии билирубин"],
  bilirubin_direct: ["Билирубини пайвастшуда", "Билирубини пайвасташуда", "Билирубини мустақим"],
  bilirubin_indirect: ["Билирубини озод", "Билирубини ғайримустақим"],
  albumin: ["Албумин"],
  total_protein: ["Сафедаи умумӣ", "Миқдори умумии сафедаҳо", "Микдори умумии сафедахо", "Миқдори умумии сафеда"],

  // Kidney
  creatinine: ["Креатинини хун"],
  urea: ["Мочевинаи хун"],
  uric_acid: ["Кислотаи пешоб"],

  // Electrolytes
  calcium: ["Калсий", "Калсийи умумӣ"],

  // Iron
  iron: ["Оҳан", "Охан", "Оҳани зардоб", "Оҳани хун"],

  // Vitamins
  vitamin_d_25oh: ["Витамини D", "Витамини Д"],
  vitamin_b12: ["Витамини B12", "Витамини В12"],
  folate: ["Кислотаи фолий"],

  // Thyroid
  tsh: ["Гормони тиреотропӣ"],
  free_t4: ["Тироксини озод", "Т4-и озод"],
  free_t3: ["Трийодтиронини озод", "Т3-и озод"],
  total_t4: ["Тироксини умумӣ", "Т4-и умумӣ"],
  total_t3: ["Трийодтиронини умумӣ", "Т3-и умумӣ"],

  // Inflammation
  crp: ["Сафедаи С-реактивӣ", "Сафедаи C-реактивӣ"],

  // Enzymes
  amylase: ["Амилазаи хун"],

  // Urine (таҳлили умумии пешоб)
  urine_color: ["Ранг", "Ранги пешоб"],
  urine_appearance: ["Шаффофият", "Шаффофияти пешоб"],
  urine_specific_gravity: ["Вазни хос", "Вазни хоси пешоб", "Зичии нисбӣ"],
  urine_ph: ["Реаксияи пешоб", "pH-и пешоб"],
  urine_protein: ["Сафеда", "Сафеда дар пешоб"],
  urine_glucose: ["Қанд (глюкоза)", "Канд (глюкоза)", "Қанд дар пешоб", "Глюкоза дар пешоб"],
  urine_ketones: ["Кетон", "Ҷисмҳои кетонӣ"],
  urine_blood: ["Хун дар пешоб"],
  urine_bilirubin: ["Билирубин дар пешоб"],
  urine_urobilinogen: ["Уробилиноген дар пешоб"],
  urine_nitrite: ["Нитритҳо"],
  urine_rbc: ["Эритроситҳо дар пешоб"],
  urine_wbc: ["Лейкоситҳо дар пешоб"],
  urine_epithelial_cells: ["Эпителияи ҳамвор"],
  urine_bacteria: ["Бактерияҳо"],
  urine_casts: ["Силиндрҳо", "Цилиндрҳо"],
  urine_crystals: ["Намак", "Намакҳо", "Кристаллҳо"],
};
