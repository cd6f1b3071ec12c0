import type { AliasTable } from "../types";

/**
 * Macedonian: names printed on lab reports in North Macedonia (Macedonian Cyrillic with ѓ ќ ј љ њ ѕ џ).
 * Conventions: "вкупен/вкупна/вкупни" = total (Вкупен холестерол, Вкупни протеини), "слободен" = free (Слободен Т4),
 * "директен"/"индиректен" = direct/indirect; the qualifier usually comes first, LIS printouts also put it after
 * the noun (Билирубин вкупен); "во урина" = "in urine"; "број на" = "count of"; chemical elements end in "-ум"
 * (Натриум, Калиум, Калциум, Магнезиум). ѓ and ќ fold to г and к in the reader, so printouts typed without them
 * need no entry.
 * Macedonian shares most laboratory words with Serbian and Bulgarian, and the names those tables already give
 * unchanged are not repeated, which is why this table is short: Хемоглобин, Хематокрит, Еритроцити, Леукоцити,
 * Тромбоцити, Ретикулоцити and the differential (Неутрофили, Лимфоцити …), Седиментација, Гликемија, Глукоза,
 * Протромбинско време, Фибриноген, Холестерол, Триглицериди, Алкална фосфатаза, Аланин/Аспартат
 * аминотрансфераза, Креатинин, Уреа, Хлориди, Фосфор, Феритин, Трансферин, Витамин Д, Витамин Б12, Фолна
 * киселина, ТСХ, ЦРП, Крвна група and the urine Боја, Изглед, Специфична тежина, Кетони, Нитрити, Цилиндри,
 * Кристали resolve through sr.ts; Директен/Индиректен билирубин, Гликиран/Гликозилиран хемоглобин, Албумин,
 * Амилаза, Липаза, Бактерии, Анти-ТПО, Анти-ТГ through bg.ts; АЛТ, АСТ, Железо through ru.ts. Many Macedonian
 * labs also print English or Latin names and abbreviations, which are in the analyte data files.
 * Left out as not sure enough of the printed form: a Macedonian-only glucose name ("Шеќер во крв"), the "СЕ"
 * abbreviation for ESR, MCV/MCH/MCHC/RDW/MPV spelled out, band/segmented neutrophils, TIBC/UIBC, eGFR, urine
 * epithelium, hormones other than thyroid, and serology.
 */
export const aliases: AliasTable = {
  // Complete blood count
  rbc: ["Број на еритроцити"],
  wbc: ["Број на леукоцити"],
  platelets: ["Број на тромбоцити"],
  esr: ["Седиментација на еритроцити"],

  // Coagulation
  inr: ["ИНР"],
  aptt: ["аПТТ"],

  // Glucose metabolism
  hba1c: ["Гликолизиран хемоглобин"],

  // Lipids
  cholesterol_total: ["Вкупен холестерол", "Холестерол вкупен"],
  hdl_cholesterol: ["ХДЛ холестерол"],
  ldl_cholesterol: ["ЛДЛ холестерол"],

  // Liver and proteins
  bilirubin_total: ["Вкупен билирубин", "Билирубин вкупен"],
  total_protein: ["Вкупни протеини", "Вкупен протеин", "Протеини вкупни"],

  // Kidney
  uric_acid: ["Мочна киселина"],

  // Electrolytes
  sodium: ["Натриум"],
  potassium: ["Калиум"],
  calcium: ["Калциум", "Вкупен калциум"],
  calcium_ionized: ["Јонизиран калциум"],
  magnesium: ["Магнезиум"],

  // Iron
  iron: ["Серумско железо"],

  // Thyroid
  free_t4: ["Слободен Т4", "Слободен тироксин", "ФТ4"],
  free_t3: ["Слободен Т3", "Слободен тријодтиронин", "ФТ3"],
  total_t4: ["Вкупен Т4", "Вкупен тироксин"],
  total_t3: ["Вкупен Т3", "Вкупен тријодтиронин"],

  // Inflammation
  crp: ["Ц-реактивен протеин"],

  // Urine
  urine_protein: ["Протеини во урина"],
  urine_glucose: ["Глукоза во урина"],
  urine_ketones: ["Кетонски тела"],
  urine_blood: ["Крв во урина"],
  urine_bilirubin: ["Билирубин во урина"],
  urine_rbc: ["Еритроцити во урина"],
  urine_wbc: ["Леукоцити во урина"],
};
