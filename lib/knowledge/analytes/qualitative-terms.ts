// Qualitative results in the languages of the alias tables, reduced to a few canonical findings so that
// "Negativ", "отрицательно", "陰性" and "neg." are the same answer as the data's "negative".
import { foldText } from "./normalize-name";

export type QualitativeFinding = "negative" | "positive" | "trace" | "equivocal" | "normal";

export interface QualitativeReading {
  finding: QualitativeFinding;
  /** Plus grade: "+" = 1, "++"/"2+" = 2 … (0 when none). */
  grade: number;
}

const WORDS: Record<QualitativeFinding, string[]> = {
  negative: [
    "negative", "neg", "negativ", "negatif", "negativo", "negatief", "ujemny", "ujemna", "negativni", "negativny",
    "negativen", "negativan", "negativna", "negativno", "negatív", "negativ", "negatiivinen", "negatiivne", "negatīvs",
    "neigiamas", "negatiu", "am tinh", "non reactive", "nonreactive", "non-reactive", "not reactive", "nicht reaktiv",
    "non reattivo", "no reactivo", "nao reagente", "não reagente", "non reagente", "nonreattivo", "non reactif", "non-reactif", "nonreactif", "not detected",
    "non detecte", "no detectado", "non rilevato", "nao detectado", "niet aantoonbaar", "nie wykryto", "saptanmadi",
    "nezjisteno", "nicht nachweisbar", "nicht nachgewiesen", "n.n.", "nn", "absent", "absente", "ausente", "assente",
    "afwezig", "geen", "nil", "none", "not found", "kein", "keine", "negativa", "отрицательный", "отрицательно", "отриц",
    "отр", "не обнаружено", "не обнаружен", "не выявлено", "негативный", "негативно", "негативен", "негативан",
    "відсутні", "не виявлено", "αρνητικο", "αρνητικη", "阴性", "陰性", "음성", "سلبي", "منفی", "שלילי", "नकारात्मक",
    "ลบ", "tidak terdeteksi", "tidak reaktif", "nieobecne", "nieobecna", "nieobecny", "-",
  ],
  positive: [
    "positive", "pos", "positiv", "positif", "positivo", "positief", "dodatni", "dodatnia", "pozitif", "pozitivni",
    "pozitivny", "pozitiven", "pozitivan", "pozitív", "positiivinen", "positiivne", "pozitīvs", "teigiamas",
    "positiu", "duong tinh", "reactive", "reaktiv", "reattivo", "reactivo", "reactif", "reagente", "detected", "detecte",
    "detectado", "rilevato", "aantoonbaar", "wykryto", "saptandi", "zjisteno", "nachweisbar", "nachgewiesen",
    "present", "presente", "aanwezig", "vorhanden", "positiva", "положительный", "положительно", "полож",
    "обнаружено", "обнаружен", "выявлено", "позитивный", "позитивен", "позитиван", "виявлено", "θετικο", "θετικη",
    "阳性", "陽性", "양성", "ايجابي", "إيجابي", "مثبت", "חיובי", "सकारात्मक", "บวก", "terdeteksi", "reaktif", "obecne", "obecna", "obecny",
  ],
  trace: ["trace", "traces", "traços", "traço", "tracos", "vestígios", "spur", "spuren", "trazas", "tracce", "vestigios", "sporen", "slad", "slady", "eser", "spoor", "sporen van", "stopy", "следы", "следовые", "сліди", "微量", "痕迹", "미량", "±", "+/-", "+-"],
  equivocal: [
    "equivocal", "borderline", "grenzwertig", "indeterminate", "indetermine", "indeterminado", "dubbio", "dubieus",
    "grey zone", "gray zone", "weakly positive", "weak positive", "schwach positiv", "faiblement positif",
    "debolmente positivo", "debilmente positivo", "сомнительно", "сомнительный", "слабоположительный", "可疑",
    "判定保留", "경계", "niejednoznaczny", "hranicni",
  ],
  normal: ["normal", "norm", "normaal", "normale", "normaali", "normalny", "normalni", "норма", "в норме", "正常", "정상", "طبيعي", "תקין"],
};

const LOOKUP = new Map<string, QualitativeFinding>();
for (const [finding, words] of Object.entries(WORDS) as [QualitativeFinding, string[]][]) {
  for (const w of words) LOOKUP.set(fold(w), finding);
}

function fold(text: string): string {
  return foldText(text).replace(/[.!]+$/, "").replace(/\s+/g, " ").trim();
}

/**
 * Reads a qualitative result: a known word, a plus grade ("+", "++", "2+", "(+)"), or null for anything else
 * (numbers, colours, free text — the caller compares those with the analyte's own lists).
 */
export function readQualitative(result: string): QualitativeReading | null {
  const text = fold(result).replace(/^\((.*)\)$/, "$1");
  if (text === "") return null;
  const plus = /^(\+{1,4})$/.exec(text) ?? /^([1-4])\s*\+$/.exec(text) ?? /^\+\s*([1-4])$/.exec(text);
  if (plus) {
    const grade = /\d/.test(plus[1]!) ? Number(plus[1]) : plus[1]!.length;
    return { finding: "positive", grade };
  }
  const finding = LOOKUP.get(text);
  if (finding !== undefined) return { finding, grade: 0 };
  // "Positive (1:160)", "negativ (<5)": the leading word decides.
  const first = /^[\p{L}\p{M}\s-]+?(?=\s*[(:;,\d]|$)/u.exec(text);
  if (first) {
    const head = LOOKUP.get(first[0].trim());
    if (head !== undefined) return { finding: head, grade: 0 };
  }
  return null;
}

/** Folded form used to compare a printed result with an analyte's qualitative lists. */
export function foldQualitative(text: string): string {
  return fold(text);
}

/**
 * How many cells, crystals or germs a microscope field shows, as words ("Raras", "Numerosas"): 0 none, 1 few,
 * 2 moderate, 3 many. Compared with the printed reference word, a result above it is more than the lab's normal.
 */
const QUANTITY_WORDS: string[][] = [
  ["none", "nil", "absent", "absente", "absents", "ausente", "ausentes", "assente", "assenti", "not seen", "no se observan", "nao observado", "não observado", "keine", "aucun", "aucune", "nieobecne", "nieobecna", "nieobecny", "geen", "niet gezien"],
  ["few", "rare", "rares", "raras", "raros", "rari", "occasional", "scanty", "escasas", "escasos", "escasa", "escaso", "pocas", "pocos", "poucas", "poucos", "einzelne", "wenige", "scarsi", "quelques", "algunas", "algunos", "isolated", "aisladas", "aislados", "nieliczne", "pojedyncze", "weinig", "enkele", "enkelvoudig"],
  ["moderate", "some", "moderadas", "moderados", "moderada", "moderado", "regular cantidad", "moderees", "modérées", "mäßig", "massig", "moderati", "moderate amount", "matig"],
  ["many", "numerous", "plenty", "abundant", "abundantes", "abundante", "numerosas", "numerosos", "numerosa", "numeroso", "nombreux", "nombreuses", "abondants", "abondantes", "zahlreich", "viele", "reichlich", "numerosi", "abbondanti", "muchas", "muchos", "incontaveis", "incontáveis", "liczne", "bardzo liczne", "veel", "talrijk"],
];
const QUANTITY = new Map<string, number>();
QUANTITY_WORDS.forEach((words, rank) => words.forEach((w) => QUANTITY.set(fold(w), rank)));

/** The microscopy quantity a word names (0 none … 3 many), or null when it names none. */
export function quantityRank(text: string): number | null {
  return QUANTITY.get(fold(text)) ?? null;
}
