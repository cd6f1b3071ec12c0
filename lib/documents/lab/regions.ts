// Which lines of a page may hold results. Footnotes, legends, comments and interpretive tables (diabetes targets,
// lipid risk categories, eGFR stages, age-banded reference tables) print names and numbers too, but they are
// the lab's explanations, not measurements: a row read from them is a phantom result, and one phantom "<7.0"
// under a glucose heading once became a false emergency. These checks are vocabulary and shape only (no
// analyte knowledge), so they hold for layouts we have never seen.

/** Headings that open a comment or interpretation block ("Comment:", "Interprétation", "注："). */
const NOTE_HEADINGS = [
  "comment", "comments", "note", "notes", "please note", "interpretation", "interpretive", "remark", "remarks",
  "footnote", "footnotes", "disclaimer", "kommentar", "bemerkung", "befundkommentar", "beurteilung",
  "commentaire", "commentaires", "remarque", "interprétation", "comentario", "comentarios", "comentário",
  "observação", "observações", "observación", "observaciones", "interpretación", "interpretação", "commento",
  "opmerking", "uwagi", "komentarz", "açıklama", "yorum", "примечание", "комментарий", "заключение",
  "备注", "注", "说明", "注释", "解释", "提示", "ملاحظة", "ملاحظات", "تعليق", "הערה",
];
const NOTE_HEADING_RE = new RegExp(`^(?:[*#]\\s*)?(?:${NOTE_HEADINGS.map(escapeRe).join("|")})\\s*(?:[:：.]|$)`, "iu");

/**
 * Words that start the rows of an interpretive table: targets, risk and stage categories, population groups.
 * Lower case; matched against the start of a printed row name.
 */
const INTERPRETIVE_STARTS = [
  // targets and categories (en)
  "glycemic control", "glycaemic control", "target", "goal", "desirable", "optimal", "near optimal", "borderline",
  "prediabetes", "pre-diabetes", "diabetes", "diabetic", "normal", "high risk", "low risk", "average risk",
  "moderate risk", "very high", "risk of", "risk for", "increased risk", "deficiency", "deficient",
  "insufficiency", "insufficient", "sufficiency", "sufficient", "toxicity", "toxic", "therapeutic",
  "stage", "grade", "category", "kdigo", "mildly", "moderately", "severely", "kidney failure", "adults", "adult",
  "children", "child", "infants", "newborn", "neonates", "pregnancy", "pregnant", "trimester", "postmenopausal",
  "premenopausal", "follicular", "luteal", "ovulation", "menopause", "age", "ages", "cut-off", "cutoff",
  "decision limit", "impaired fasting", "consistent with", "suggestive of", "indicative of",
  // de, fr, es, pt, it, nl, pl, tr, ru, zh
  "zielwert", "wünschenswert", "grenzwertig", "erwachsene", "kinder", "schwangerschaft", "risiko",
  "souhaitable", "objectif", "cible", "adultes", "enfants", "grossesse", "risque",
  "deseable", "objetivo", "adultos", "niños", "embarazo", "riesgo", "límite",
  "desejável", "limítrofe", "ótimo", "adultos", "crianças", "gestantes", "gravidez", "risco", "meta",
  "desiderabile", "ottimale", "adulti", "bambini", "gravidanza", "rischio",
  "streefwaarde", "volwassenen", "kinderen", "zwangerschap", "risico",
  "dorośli", "dzieci", "ciąża", "ryzyko", "yetişkin", "çocuk", "gebelik", "risk",
  "целевой", "желательно", "оптимально", "пограничн", "взрослые", "дети", "беременность", "риск", "стадия",
  "理想", "合适", "边缘", "目标", "成人", "儿童", "孕", "风险", "分期",
];
const INTERPRETIVE_RE = new RegExp(`^(?:${INTERPRETIVE_STARTS.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");
/** CKD and other stage codes that start interpretive rows: "G1", "G3a", "A2", "Stage 3b". */
const STAGE_CODE_RE = /^(?:G[1-5][ab]?|A[1-3]|CKD\s*[1-5][ab]?)(?![\p{L}\d])/iu;
/** Footnote marks that start a line: "*", "†", "‡", "¹", "(1)", "[a]", "Note 1". */
const FOOTNOTE_START_RE = /^(?:\*{1,3}(?!\s*\d)|[†‡§¶#]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\(\s*[0-9a-z]\s*\)|\[\s*[0-9a-z]\s*\])\s*\p{L}/iu;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** True when the line opens a comment or interpretation block (no result is read until the next table). */
export function isNoteHeading(text: string): boolean {
  return NOTE_HEADING_RE.test(text.trim());
}

/** True when the line is a footnote ("* Fasting sample…", "¹ Method changed…"). */
export function isFootnoteLine(text: string): boolean {
  return FOOTNOTE_START_RE.test(text.trim());
}

/**
 * True when a printed row name belongs to an interpretive table rather than naming a measurement: it starts
 * with a category, target or population word, or with a stage code.
 */
export function isInterpretiveName(name: string): boolean {
  const n = name.trim().replace(/^[-•·*\s]+/, "");
  return INTERPRETIVE_RE.test(n) || STAGE_CODE_RE.test(n);
}

/**
 * True when the text before a line's first number reads as prose (a sentence of a comment or legend) rather
 * than a name: many words, or sentence punctuation inside.
 */
export function isProse(nameText: string): boolean {
  const words = nameText.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length > 7) return true;
  // "Troponin: 99th percentile URL", "NT-proBNP: heart failure unlikely": a name, a colon, then an explanation.
  if (/\S[:：=]\s*\S+\s+\S+/u.test(nameText.trim())) return true;
  return words.length > 4 && /[a-z]{2}[.;!?]\s+\p{L}/u.test(nameText);
}

/** A whole line of running text (a comment sentence), whatever numbers it holds. */
export function isSentenceLine(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 10 && /\p{Ll}{2}[.;]\s+\p{L}|\p{Ll}{2};\s/u.test(text);
}
