// Which lines of a page may hold results. Footnotes, legends, comments and interpretive tables (diabetes targets,
// lipid risk categories, eGFR stages, age-banded reference tables) print names and numbers too, but they are
// the lab's explanations, not measurements: a row read from them is a phantom result, and one phantom "<7.0"
// under a glucose heading once became a false emergency. These checks are vocabulary and shape only (no
// analyte knowledge), so they hold for layouts we have never seen.

import { STREET_WORDS } from "../metadata/labels";

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
  "stage", "grade", "category", "categoria", "categoría", "catégorie", "kategorie", "kdigo", "mildly", "moderately", "severely", "kidney failure", "adults", "adult",
  "children", "child", "infants", "newborn", "neonates", "pregnancy", "pregnant", "trimester", "postmenopausal",
  "premenopausal", "week", "weeks", "wk", "wks", "gestational", "gestation", "semana", "semanas", "gestação",
  "woche", "wochen", "ssw", "semaine", "semaines", "settimana", "settimane", "неделя", "недели", "тиждень", "孕周",
  "follicular", "luteal", "ovulation", "menopause", "age", "ages", "cut-off", "cutoff",
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
  // stage tables under an eGFR ("Stadieindelning: >90 normal · 60–89 lätt …", "Stadia CKD podle eGFR …")
  "stages", "staging", "stadium", "stadia", "stadien", "stadier", "stadieindelning", "stade", "stades", "estadio",
  "estadios", "estágio", "estágios", "estadiamento", "stadio", "stadi", "stadiul", "stádium", "stádia",
];
const INTERPRETIVE_RE = new RegExp(`^(?:${INTERPRETIVE_STARTS.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");
/**
 * CKD and other stage codes that start interpretive rows: "G1", "G3a", "A2", "Stage 3b"; and the ordinal weeks,
 * months and trimesters of a pregnancy table ("33ª Semana", "3º Trimestre", "2nd trimester").
 */
const STAGE_CODE_RE = /^(?:G[1-5][ab]?|A[1-3]|CKD\s*[1-5][ab]?|\d{1,2}\s*(?:[ªº°]|st|nd|rd|th|e|er|ème|\.)?\s*(?:semanas?|weeks?|wk|ssw|settimana|semaines?|trimestres?|trimesters?|trimestre|mes|mês|months?))(?![\p{L}\d])/iu;
/** Footnote marks that start a line: "*", "†", "‡", "¹", "(1)", "[a]", "Note 1". */
const FOOTNOTE_START_RE = /^(?:\*{1,3}(?!\s*\d)|[†‡§¶#]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\(\s*[0-9a-z]\s*\)|\[\s*[0-9a-z]\s*\])\s*\p{L}/iu;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** True when the line opens a comment or interpretation block (no result is read until the next table). */
export function isNoteHeading(text: string): boolean {
  return NOTE_HEADING_RE.test(text.trim());
}

/** True when the line is a footnote ("* Fasting sample…", "¹ Method changed…") or a page footer. */
export function isFootnoteLine(text: string): boolean {
  return FOOTNOTE_START_RE.test(text.trim()) || isPageFooter(text);
}

const PAGE_COUNTER_RE = /(?:^|[\s·|—–-])(?:page|seite|página|pagina|pag\.|страница|стр\.|sayfa|strona|strana|oldal|sida|side|sivu)\s*\d{1,3}\s*(?:\/|of|de|sur|von|di|из|z|od|\/)\s*\d{1,3}(?=$|[\s·|])/iu;

/**
 * A page footer printed as one line of parts ("LBM … — SELAS au capital de 10 000 € · Accréditation n° … · Page 1/1"):
 * a page counter together with part separators or a sum of money. Its numbers are capital, accreditation and page
 * numbers, never results.
 */
function isPageFooter(text: string): boolean {
  if (!PAGE_COUNTER_RE.test(text)) return false;
  const separators = (text.match(/\s[·•|—–]\s/g) ?? []).length;
  return separators >= 2 || /\d\s*[€$£₹]|[€$£₹]\s*\d/.test(text);
}

/**
 * True when a printed row name belongs to an interpretive table rather than naming a measurement: it starts
 * with a category, target or population word, or with a stage code.
 */
export function isInterpretiveName(name: string): boolean {
  const n = name.trim().replace(/^[-•·*\s]+/, "");
  return INTERPRETIVE_RE.test(n) || STAGE_CODE_RE.test(n) || INTERPRETATION_WORD_RE.test(n);
}

/**
 * "(Méthode GOD/PAP, ADVIA 1800) 4,99 mmol/l 3.88 - 6.11", "Soit 9,58 mmol/l": under a row, a method note with the
 * result converted to other units beside it, or a line giving the result again ("soit": that is). Neither is a
 * result of its own (they had come back as rows named "(Méthode …)" and "Soit").
 */
const RESTATEMENT_RE = /^(?:\(\s*(?:méthode|methode|method|método|metodo|metodă|technique|técnica|tecnica)(?![\p{L}])|(?:soit|soient|i\.\s?e\.|d\.\s?h\.)$)/iu;

/** True when a row's name is a method note or a restatement of the row above (see RESTATEMENT_RE). */
export function isRestatementName(name: string): boolean {
  return RESTATEMENT_RE.test(name.trim());
}

/** "Hemoglobin A1c interpretation Prediabetes 5.7-6.4": a row that says it interprets is no measurement. */
const INTERPRETATION_WORD_RE = /(?:^|[\s(])(?:interpretation|interprétation|interpretación|interpretação|interpretazione|interpretatie|interpretacja|yorum|интерпретация|інтерпретація|解释|判读)(?=$|[\s):])/iu;

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
  // A sentence ends before a capital or a cut-off ("(prediabetes). >= 48 mmol/mol"); a dot before a lower-case
  // word is an abbreviation inside a name ("MCH (ср. содер. Hb в эр.)"), not the end of a sentence.
  const longWords = words.filter((w) => (w.match(/\p{L}/gu) ?? []).length >= 3).length;
  // "submitted .ŸAll test results": a space before the full stop and a bullet glyph glued to the next sentence.
  // "… 14 ng/L. A rise of ≥50% from …": a full stop after a unit, then a capital and lower-case words.
  return words.length >= 10 && longWords >= 6 && (/\p{Ll}{2}\)?\s?[.;]\s+(?:\p{Lu}|[<>≤≥]=?\s*\d)|\p{Ll}{2}\s[.;]\S*\p{Lu}|\p{Ll}{2};\s/u.test(text) || /\p{L}\.\s+\p{Lu}\p{L}*\s+\p{Ll}{2,}\s+\p{Ll}{2,}/u.test(text));
}

/**
 * A note about a result, not a result: a value and unit followed by a colon and running words ("Hb 11.3 g/dL:
 * telephoned to ward 13:05", "K 6.1 mmol/L: sample haemolysed, repeat requested"). A result row never continues
 * its unit with a colon and lower-case prose.
 */
export function isResultNote(text: string): boolean {
  return /\d\s*\S*[:：]\s+\p{Ll}{3,}[,]?\s+\p{Ll}{2,}/u.test(text);
}

/**
 * Phone, fax, e-mail, web and postcode markers of a letterhead or page footer; also a number in international form
 * ("+374 10 27 48 15"), which no result is written as.
 */
const CONTACT_RE = /(?:^|[\s(|,;/·])(?:tel|t[ée]l|phone|fax|mob|mobile|pbx|cel|whatsapp|e-?mail|телефон|тел|факс|電話|电话|传真|هاتف|تلفن|تلفون|فاكس|טלפון|טל|հեռ)\s*[.:：]?\s*[(+]?\d|(?:^|[\s(|,;/])(?:tel|t[ée]l|phone|fax|mob|mobile|e-?mail|телефон|тел|факс|電話|电话|传真)\s*[.:：]|www\.|https?:\/\/|[\w.-]+@[\w-]+\.\w{2,}|(?:^|[\s,(])(?:cep|pin|pincode|zip|plz|postcode|индекс)\s*[:.-]?\s*\d|(?:^|[\s(|,;/·])\+\d{1,3}[\s-]\(?\d{1,4}\)?(?:[\s-]\d{2,4}){2,}(?!\d)/iu;

/** A footer's licence number ("lisenziya 0418", "иҷозатнома 0318", "Licence No. 2231"): no result. */
const LICENCE_RE = /(?:^|[\s(|,;/·])(?:licen[cs]e|licença|licencia|licenza|лицензия|ліцензія|lisenziya|иҷозатнома|licencë|dozvola)\s*(?:no\.?|nr\.?|n[º°]|№)?\s*[:：]?\s*[A-Z-]*\d/iu;

/** Street words of Latin American, Baltic and Balkan addresses ("Carrera 43A # 18 Sur", "Jr. Huallaga 410"). */
const MORE_STREET_WORDS = /(?:^|[\s,·])(?:carrera|cra\.|cr\.|transversal|diagonal|jirón|jr\.|pasaje|camino|ruta|bulevar|gatvė|iela|tänav|cesta|ulica|utca|út|ulice|namestie|náměstí|trg|bul\.|бул\.|булевард|вулиця|вул\.)(?=[\s,.]|$)/iu;

/**
 * True when a line is a letterhead or footer address or contact line ("Rua Pernambuco, 1000 - CEP 30130-151 -
 * Tel.: (31) 3222-0000", "14 Lake Road, Penrith 2750"): its numbers are house numbers, postcodes and phone
 * numbers, never results. Street words come from the metadata vocabulary; "via" (also a preposition) and the
 * one-character CJK street words (also parts of analyte names) are left out here.
 */
export function isContactOrAddressLine(text: string): boolean {
  if (CONTACT_RE.test(text) || LICENCE_RE.test(text)) return true;
  const words = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu, " ").replace(/(^|\s)via(?=\s)/giu, " ");
  return (STREET_WORDS.test(words) || MORE_STREET_WORDS.test(words)) && /\d/.test(words);
}

/**
 * Identifier labels that end a printed name ("Accreditation No. 12345", "Report ID 88123", "Lab No.", "Page 1
 * of 2"): what follows is a number of the document, not a measurement.
 */
const IDENTIFIER_END_RE = /(?:^|[\s.])(?:no|nr|n[º°o]|№|id|number|num|ref|reg|page|seite|página|pagina|pag|страница|стр|accession|barcode|mrn|uhid|crf|crm|coren|cnpj|cpf|iso|nabl|clia|cap|ust-?id)\.?\s*[:：]?(?:\s*[\w/-]*\d[\w/-]*)?$/iu;

/** True when a name that the knowledge base does not know ends with an identifier label (see above). */
export function isIdentifierLabel(name: string): boolean {
  return IDENTIFIER_END_RE.test(name.trim()) || /^(?:page|seite|página|pagina|страница|стр|pag)\.?$/iu.test(name.trim().split(/\s+/)[0] ?? "");
}

/** Category words of interpretive tables, wherever they stand in a line ("Glucose | >=126 mg/dL | Diabetes"). */
const CATEGORY_WORD_RE = /(?:^|[\s|(:;,])(?:diabetes|diabetic|prediabetes|pre-diabetes|pré-diabetes|pré-diabete|prédiabète|prediabete|prédiabétique|pre-diabetic|desirable|borderline|optimal|near optimal|deficiency|deficient|insufficiency|insufficient|sufficiency|toxicity|high risk|low risk|increased risk|goal|target|diabète|diabetes mellitus|wünschenswert|grenzwertig|desejável|deseable|limítrofe|ótimo|óptimo|риск|диабет|糖尿病|理想|carenza|insufficienza|sufficienza|tossicità|carencia|insuficiencia|suficiencia|toxicidad|deficiência|insuficiência|suficiência|toxicidade|carence|insuffisance|toxicité|mangel|insuffizienz|unzureichend|ausreichend|toxizität|نقص|سمية|كاف|الهدف|هدف|ہدف|السكري)(?=$|[\s|):;,.·])/iu;

/** True when a line names an interpretive category anywhere (see CATEGORY_WORD_RE). */
export function mentionsCategory(text: string): boolean {
  return CATEGORY_WORD_RE.test(text);
}

/**
 * Risk and target words in any position ("Kardiovaskulaarne risk: madal < 1,0; …", "Metas colesterol LDL según
 * riesgo cardiovascular: bajo < 130 mg/dL · …"): they mark a cut-off as an interpretive threshold. Not counted as
 * categories (categoryCount): a ratio row may print "Low risk <3.5; Moderate risk 3.5–5; High risk >5" beside its
 * own result.
 */
const RISK_OR_TARGET_RE = /(?:^|[\s|(:;,])(?:risk|risks|riesgo|risco|risque|rischio|risiko|ryzyko|riziko|kockázat|κίνδυνος|metas?|targets?|goals?|objetivos?|objectifs?|zielwerte?|риск|цель|целевой|خطرہ|خطر|ہدف|هدف|hədəf)(?=$|[\s|):;,.·])/iu;

/** True when a line names a risk level or a treatment target (see RISK_OR_TARGET_RE). */
export function mentionsRiskOrTarget(text: string): boolean {
  return RISK_OR_TARGET_RE.test(text);
}

const CATEGORY_WORDS_ALL = new RegExp(CATEGORY_WORD_RE.source, "giu");

/** How many interpretive category words a line names ("carenza < 20 · insufficienza 20-29 · …": a legend). */
/**
 * Words of an interpretive band that names a deficiency or a toxic level ("< 10 ciężki niedobór", "< 20 deficiency",
 * "carenza < 20"): a range printed with them is one band of a table, never the reference interval.
 */
const DEFICIENCY_BAND_RE = /(?:^|[\s|(:;,])(?:deficiency|deficient|insufficiency|insufficient|toxicity|toxic|niedobór|niedobor|niedoborem|toksyczne|toksyczny|carence|insuffisance|carenza|insufficienza|deficiencia|insuficiencia|deficiência|insuficiência|mangel|insuffizienz|toxizität|недостаточность|дефицит|nedostatek|hiány|eksiklik|yetersizlik|eksikliği|nedostatak)(?=$|[\s|):;,.·])/iu;

/** True when a line names a deficiency or toxicity band (see DEFICIENCY_BAND_RE). */
export function namesDeficiencyBand(text: string): boolean {
  return DEFICIENCY_BAND_RE.test(text);
}

/** How many risk or target words a line names ("… زیادہ خطرہ 70 > ، درمیانہ خطرہ 100 > ، کم خطرہ 130 >": three). */
export function riskCount(text: string): number {
  return text.match(new RegExp(RISK_OR_TARGET_RE.source, "giu"))?.length ?? 0;
}

export function categoryCount(text: string): number {
  // Arabic short-vowel marks, which some text layers put inside a word ("كاٍف"), are no part of the word.
  return text.replace(/(?<=\p{Script=Arabic}) ?[\u064b-\u0652] ?(?=\p{Script=Arabic})|[\u064b-\u0652]/gu, "").match(CATEGORY_WORDS_ALL)?.length ?? 0;
}
