// Words that surround an analyte name on a report without naming it: specimen prefixes and words ("S-", "fP-",
// "Serum", "im Harn", "в сыворотке"), and method or qualifier words ("enzymatic", "IFCC", "calculated").
// They are language vocabulary, not analyte knowledge, so they live here rather than in the alias tables.
// All entries are written already folded (lower case, no accents), as foldText() produces them.

export type SpecimenHint = "urine" | "blood" | "stool";

/**
 * Code prefixes before a name: "S-ALT", "fS-Gluk", "P-Krea", "B-Hb", "U-Alb", "dU-Prot", "Se-Fe", and the
 * Serbian/Croatian/Montenegrin "K-" (krv, blood: "K-Eritrociti").
 */
export const SPECIMEN_CODE_PREFIX_RE =
  /^\s*(f?s|f?p|f?se|f?pl|[cav]?b|d?u|ser|pla|bld|ur|sp|cu|vb|k)\s*[-_.:]\s*(?=[\p{L}\p{N}])/iu;

/** A Danish/Swedish NPU-style specimen code after the name ("NT-proBNP;P", "Troponin I;P", "Kreatinin;U"). */
export const SPECIMEN_CODE_SUFFIX_RE = /\s*;\s*(f?p|f?s|b|u|pt)\s*$/i;

const CODE_PREFIX_HINTS: Record<string, SpecimenHint> = {
  s: "blood", fs: "blood", p: "blood", fp: "blood", se: "blood", fse: "blood", pl: "blood", fpl: "blood",
  b: "blood", cb: "blood", ab: "blood", vb: "blood", ser: "blood", pla: "blood", bld: "blood", k: "blood",
  u: "urine", du: "urine", ur: "urine", sp: "urine", cu: "urine",
};

/** Hint for a matched code prefix (case-insensitive). */
export function hintForCodePrefix(prefix: string): SpecimenHint | null {
  return CODE_PREFIX_HINTS[prefix.toLowerCase()] ?? null;
}

/** Specimen words (folded) in the languages of the alias tables. */
const SPECIMEN_WORDS: Record<SpecimenHint, string[]> = {
  urine: [
    "u", "urine", "urin", "urina", "orina", "harn", "spontanurin", "sammelurin", "mittelstrahlurin", "moc", "moci",
    "mocz", "moczu", "idrar", "idrarda", "vizelet", "vizeletben", "virtsa", "virtsan", "uriin", "urins", "slapimas",
    "slapimo", "urinas", "nuoc", "tieu", "kencing", "air", "моча", "мочи", "моче", "сеча", "сечі", "урина", "урине",
    "урин", "ουρα", "ουρων", "بول", "البول", "ادرار", "שתן", "मूत्र", "ปัสสาวะ", "소변", "뇨",
  ],
  blood: [
    "s", "p", "b", "serum", "plasma", "blood", "whole", "venous", "capillary", "edta", "citrate", "citrat",
    "heparin", "vollblut", "blut", "sang", "sanguin", "serique", "plasmatique", "sangre", "suero", "sangue",
    "siero", "soro", "bloed", "krew", "krwi", "surowica", "surowicy", "osocze", "kan", "serumda", "krev", "krvi",
    "kri", "szerum", "ver", "veri", "asins", "asinis", "kraujas", "kraujo", "sange", "darah", "mau",
    "huyet", "thanh", "кровь", "крови", "сыворотка", "сыворотке", "сыворотки", "плазма", "плазме", "плазмы",
    "кров", "сироватка", "сироватці", "серум", "αιμα", "ορος", "ορου", "πλασμα", "دم", "الدم", "مصل",
    "خون", "سرم", "דם", "נסיוב", "रक्त", "सीरम", "เลือด", "ซีรั่ม", "혈청", "혈액", "vena", "venos", "seerumi",
  ],
  stool: [
    "stool", "feces", "faeces", "fecal", "faecal", "stuhl", "selles", "heces", "feci", "fezes", "ontlasting",
    "kal", "kalu", "stolice", "diski", "ulosteessa", "uloste", "кал", "кала", "κοπρανα", "براز", "צואה",
  ],
};

/** Prepositions that tie a trailing specimen word to the name: "Glucose im Serum", "Fe в сыворотке". */
const SPECIMEN_PREPOSITIONS = new Set([
  "in", "im", "i", "en", "dans", "le", "la", "nel", "nello", "no", "na", "w", "v", "ve", "в", "во", "σε", "το",
  "de", "del", "della", "du", "des", "der", "des", "di", "do", "da", "of", "from", "aus",
]);

const SPECIMEN_WORD_MAP = new Map<string, SpecimenHint>();
for (const [hint, words] of Object.entries(SPECIMEN_WORDS) as [SpecimenHint, string[]][]) {
  for (const w of words) if (!SPECIMEN_WORD_MAP.has(w)) SPECIMEN_WORD_MAP.set(w, hint);
}
/** Single letters count as specimen words only inside brackets or as code prefixes, never as free words. */
const SINGLE_LETTER_SPECIMENS = new Set(["u", "s", "p", "b"]);

/** The specimen a folded word names, if any. `allowSingle` admits "u"/"s"/"p"/"b" (bracket content). */
export function specimenOfWord(word: string, allowSingle = false): SpecimenHint | null {
  if (!allowSingle && SINGLE_LETTER_SPECIMENS.has(word)) return null;
  return SPECIMEN_WORD_MAP.get(word) ?? null;
}

/**
 * Removes leading and trailing specimen words (with a linking preposition) from a token list, keeping at
 * least one token. Returns the remaining tokens and the first specimen named, or null when nothing changed.
 */
export function stripSpecimenTokens(tokens: readonly string[]): { tokens: string[]; hint: SpecimenHint } | null {
  // "Blood, urine" names an analyte (blood in urine); which word is the specimen is not for this function to guess.
  if (tokens.every((t) => specimenOfWord(t) !== null)) return null;
  let start = 0;
  let end = tokens.length;
  let hint: SpecimenHint | null = null;
  while (end - start > 1) {
    const h = specimenOfWord(tokens[start]!);
    if (h === null) break;
    hint ??= h;
    start++;
  }
  while (end - start > 1) {
    const h = specimenOfWord(tokens[end - 1]!);
    if (h === null) break;
    hint ??= h;
    end--;
    while (end - start > 1 && SPECIMEN_PREPOSITIONS.has(tokens[end - 1]!)) end--;
  }
  if (hint === null) return null;
  return { tokens: tokens.slice(start, end), hint };
}

/**
 * Methods and principles labs print beside a test or in a method column ("Calculated", "Photometric (SLS)",
 * "Uricase", "Electrical impedance"): how it was measured, never which test. Not the qualifiers that do change the
 * test ("Fasting", "Random", "Total"). A line of only these under a name is the method column's (continuation.ts).
 */
export const METHOD_WORDS: ReadonlySet<string> = new Set([
  "calc", "calculated", "calculee", "calculado", "berechnet", "measured", "enzymatic", "enzymatique", "enzimatico",
  "jaffe", "kinetic", "ifcc", "photometric", "photometrisch", "turbidimetric", "immunoturbidimetric", "nephelometric",
  "hplc", "ise", "colorimetric", "colorimetry", "microscopic", "microscopy", "electrical", "impedance", "cytometry",
  "flow", "spectrophotometric", "photometry", "derived", "westergren", "sls", "vcs", "capillary", "uricase", "urease",
  "hexokinase", "biuret", "bcg", "eclia", "clia", "cmia", "elisa", "chemiluminescence", "immunoassay",
  // Point-of-care kits ("HIV Antibody, Rapid Card", "Immunodot"): how it was tested, never which test.
  "rapid", "card", "immunodot", "immunochromatography", "immunochromatographic",
]);

/**
 * Method, instrument and qualifier words that never decide which analyte a line is: removing them is a late
 * fallback ("ALT (GPT) IFCC 37°C", "Creatinine enzymatic", "HbA1c DCCT/NGSP", "Glucose level").
 */
export const NOISE_TOKENS = new Set([
  ...METHOD_WORDS,
  "calcolato", "ber", "errechnet", "rechnerisch", "gemessen", "enzymatisch", "kinetisch", "ngsp", "dcct", "ecl", "eia",
  "ria", "turbidimetrisch", "nephelometrisch", "method", "methode", "metodo", "methode", "test", "level", "levels", "value",
  "wert", "result", "resultat", "conc", "concentration", "konzentration", "concentracion", "quantitative", "quant",
  "quantitativ", "auto", "automated", "cobas", "roche", "abbott", "siemens", "architect", "alinity", "vitros",
  "beckman", "gen", "generation", "3rd", "2nd", "fasting", "nuchtern", "modified", "mod", "approx",
  // Portuguese/Spanish request words ("Corpos cetônicos, pesquisa", "Dosagem de ferritina", "Microalbuminúria em
  // amostra isolada", "Determinação da proteína S"): what was asked for, never which analyte.
  "pesquisa", "dosagem", "determinacao", "determinação", "determinacion", "determinación", "amostra", "isolada",
  "em", "spot", "random",
  // "eGFR Creatinine-based Formula (CKD-EPI 2021)": the estimating equation's words, never which analyte.
  "formula", "formel", "formule", "equation", "based",
  // More of a method column's words ("Hemoglobin | Colorimetric", "Platelet Count | Electrical impedance"), which
  // can also stand in a name's line beside other words.
  "spectrophotometry", "manual", "sheath", "focusing", "hydrodynamic", "cyanmethemoglobin", "technology",
  // "Neutrófilos Totais": all of the cell type (the differential's sum), the same analyte.
  "totais", "totales",
]);

/** Removes noise tokens, keeping the list unchanged when that would empty it. */
export function stripNoiseTokens(tokens: readonly string[]): string[] | null {
  const kept = tokens.filter((t) => !NOISE_TOKENS.has(t));
  return kept.length > 0 && kept.length < tokens.length ? kept : null;
}

/** Specimen words written into CJK headings without spaces ("尿常规", "尿液分析", "소변검사"). */
const CJK_SPECIMEN: [RegExp, SpecimenHint][] = [[/尿|소변|뇨/u, "urine"], [/粪|便|대변/u, "stool"], [/血/u, "blood"]];

/**
 * The specimen a section heading names ("URINALYSIS", "Urine routine examination", "Загальний аналіз сечі",
 * "尿常规", "Serum chemistry"), or null. Rows under a urine heading are urine analytes even when their names
 * ("Glucose", "Protein", "Leukocytes") are also blood analytes'.
 */
export function specimenOfHeading(text: string): SpecimenHint | null {
  const folded = text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const words = folded.match(/[\p{L}]+/gu) ?? [];
  let found: SpecimenHint | null = null;
  for (const w of words) {
    const hint = /^urin/.test(w) ? "urine" : specimenOfWord(w);
    if (hint === "urine" || hint === "stool") return hint;
    found ??= hint;
  }
  for (const [re, hint] of CJK_SPECIMEN) if (re.test(text)) return hint;
  return found;
}
