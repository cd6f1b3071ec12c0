// A cell's text → typed tokens (number, range, unit, flag, qualitative word, plain text). The row parser
// decides from position which number is the result; the scanner only says what each piece looks like.

import { normalizeNumber, NUMBER_SOURCE, unifyDashes, type DecimalMark } from "./numbers";
import { looksLikeUnit, normalizeUnit } from "./units";
import { dotsAsRangeDash } from "@/lib/knowledge/analytes/parse-range";
import { HIGH_WORDS, LOW_WORDS, QUALITATIVE_WORDS, SEX_LABELS } from "./vocabulary";

export type Token =
  | { kind: "number"; text: string; printed: string; comparator?: string; flag?: string }
  | { kind: "range"; text: string; printed: string }
  | { kind: "unit"; text: string; printed: string }
  | { kind: "flag"; text: string; printed: string }
  | { kind: "qualitative"; text: string; printed: string }
  | { kind: "text"; text: string; printed: string };

const NUM = NUMBER_SOURCE;
const CMP = String.raw`(?:<=|>=|<|>|≤|≥|≦|≧|=<|=>)`;
const TO = String.raw`(?:--?|to|bis|à|até|ate|a|до|ile|do|al|tot|–|\.\.\.?|…|～|〜|~)`;
// Greek, Lithuanian, Latvian, Estonian, Finnish, Swedish, Vietnamese, Hebrew, Persian and Arabic words too.
const UPTO = String.raw`(?:up to|upto|bis|до|jusqu'à|jusqu’à|hasta|fino a|até|tot|do|less than|below|under|unter|max\.?|inferior a|menor que|menor de|menor a|menos de|inférieur à|inférieure à|inf\.? à|abaixo de|έως|εως|μέχρι|iki|līdz|kuni|enintään|högst|dưới|עד|تا|حتى|то|<|≤)`;
const ABOVE = String.raw`(?:above|over|greater than|more than|über|ab|>|≥|min\.?|от|supérieur à|supérieure à|sup\.? à|superior a|maior que|maiores de|maior de|mayor que|mayores de|mayor de|mayor a|acima de|más de|oltre|άνω του|πάνω από|virš|üle|yli|över|trên|מעל|بیش از|أكثر من)`;
/**
 * Words that make a preceding number or range an age band ("Até 19 anos", "20-39 years"), never a range. A lone "a"
 * is "anos" only before a colon ("7 - 11 a: 0,60 a 4,8 mUI/L"); elsewhere it is the range word "0,60 a 4,8".
 */
const AGE_WORDS = String.raw`(?:years?|yrs?|y\.?o\.?|anos?|años?|ans?|anni|anno|jahre|jaar|lat|yaş|лет|года?|岁|歳|سنة|meses|mês|mes|months?|mois|monate|dias?|días?|days?|a(?=\s*:))`;
/** "De 0 a 9 anos", "from 10 to 19 years": the word before the first age of a band. */
const AGE_FROM = String.raw`(?:de|from|von|dal|od|от|с)(?=\s+\d)`;
/**
 * An age band as printed: "Até 19 anos", "20 anos ou mais", "16-20 years", "> 60 yrs", and with a unit on both ends
 * ("15 dias a 1 ano").
 */
export const AGE_BAND_SOURCE = String.raw`(?:(?:${UPTO}|${ABOVE}|${AGE_FROM})\s*)?\d+(?:\s*${AGE_WORDS})?(?:\s*(?:-|a|to|à|bis|até)\s*\d+)?\s*${AGE_WORDS}(?:\s+(?:ou mais|or more|o más|et plus|und älter|и старше|以上))?`;
const AGE_BAND_RE = new RegExp(String.raw`^${AGE_BAND_SOURCE}(?=[\s:;,)]|$)`, "iu");

/** One-sided ranges written after the number: "40 이상", "60以上", "≦36"-style words in CJK, "5 or less". */
const POSTFIX_MORE = String.raw`(?:이상|以上|초과|or more|and above|and over|или более|и более|ou plus|o más|oder mehr)`;
const POSTFIX_LESS = String.raw`(?:이하|以下|미만|未満|or less|and below|или менее|и менее|ou moins|o menos|oder weniger)`;

const RANGE_BODY = [
  String.raw`${NUM}\s*${POSTFIX_MORE}`,
  String.raw`${NUM}\s*${POSTFIX_LESS}`,
  String.raw`${NUM}\s*${TO}\s*${NUM}`,
  String.raw`${CMP}\s*${NUM}`,
  String.raw`${UPTO}\s+${NUM}`,
  String.raw`${ABOVE}\s+${NUM}`,
].join("|");
const RANGE_RE = new RegExp(`^(?:${RANGE_BODY})`, "i");
const SIGNED_VALUE_RE = new RegExp(`^(${CMP})?\\s*(-?${NUM})\\s*(\\*{1,2}|[HLhl]{1,2}|[↑↓]{1,2}|\\+)?(?=\\s|$)`);
const GLUED_UNIT_RE = new RegExp(`^(${NUM})((?:[a-zA-Zµμ%‰]|[x×]10)[^\\s]*)(?=\\s|$)`);
const FLAG_SYMBOL_RE = /^(?:H|L|HH|LL|h|l|\*{1,3}|\+|-|↑{1,2}|↓{1,2}|!|A|C|CH|CL|\*{1,2}[HL]|[HL]\*{1,2})$/;
/** True when a whole result is a qualitative word or a grade ("Negative", "Trace", "2+", "-", "弱阳性(+-)"). */
export function isQualitativeResult(text: string): boolean {
  const t = text.trim();
  const m = t.match(QUAL_RE);
  return /^[-±]$/.test(t) || STRIP_SIZE_GRADE.test(t) || (m !== null && /^\s*(?:\(.*\))?$/.test(t.slice(m[0].length)));
}

/**
 * A test strip's size grade ("Blood, Urine | Small | Negative"), taken as a result only when it is a whole cell:
 * at the start of a longer cell it begins a name ("Large unstained cells", "Small dense LDL").
 */
const STRIP_SIZE_GRADE = /^(?:small|large)$/i;

const QUAL_RE = new RegExp(
  // A grade in brackets glued on ("弱阳性(+-)", "阳性(1+)") belongs to the result; an arrow after it is its flag.
  `^(?:${[...QUALITATIVE_WORDS].sort((a, b) => b.length - a.length).map(escape).join("|")}|[1-4]\\+|\\+{1,4})(?:\\s?\\((?:[1-4]?\\+{1,4}|\\+-|±|-)\\))?(?=\\s|$|[.,;)(↑↓*!])`,
  "iu", // "u": case folding beyond ASCII ("Âm tính", "Отрицательно")
);

/** Length units whose superscript is a power (m², mm³), not a footnote mark. */
const AREA_VOLUME = /(?:^|[\s/,.])(?:[mcdµu]?m|km|ft|in|qm)$/iu;
/** Words that complete a unit printed before them: "ml/min/1,73 m²", "mg/l FEU", "mmol/mol Hb". */
const UNIT_TAIL_RE = /^(?:m²|m2|qm|FEU|DDU|Hb|Krea|crea|hr|hour|h|1ª|1a|1st|1°|1º)(?=\s|$)/u;

/** A bracketed range, flag or unit: "(120-150)", "[H]", "(mg/dL)". */
const PAREN_RE = /^[([]\s*([^()[\]]{1,30}?)\s*[)\]](?=\s|$|[,;])/;

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
/**
 * Removes footnote marks printed as superscript digits: standalone ("A1c ⁰¹ 5.5") or glued to a decimal number
 * ("5.5¹") or to a name ("MCV⁰¹"). Powers of ten and units ("10⁹/L", "mm³") keep theirs.
 */
export function stripFootnoteMarks(text: string): string {
  const sup = `[${SUPERSCRIPT_DIGITS}]+`;
  return text
    // A Japanese reference mark with its note's number after a name: "eGFR※1", "LDLコレステロール※2".
    .replace(/※\d{0,2}(?=\s|$)/g, "")
    .replace(new RegExp(`(^|\\s)${sup}(?=\\s|$)`, "g"), "$1")
    .replace(new RegExp(`(\\d[.,]\\d+)${sup}(?=\\s|$)`, "g"), "$1")
    // after a bracketed part of a name: "eGFR (CKD-EPI)¹"
    .replace(new RegExp(`(\\))${sup}(?=\\s|$)`, "g"), "$1")
    .replace(new RegExp(`(\\S*\\p{L})(${sup})(?=\\s|$)`, "gu"), (m, word: string) => (looksLikeUnit(m) || AREA_VOLUME.test(word) ? m : word))
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** "(120-150)", "[3.5 - 5.0]": a range in brackets; "(H)", "[L]": a flag; "(mg/dL)": a unit; else null. */
function bracketToken(inner: string, printed: string, mark: DecimalMark): Token | null {
  const flag = FLAG_SYMBOL_RE.test(inner) && inner !== "-" ? normalizeFlag(inner) : null;
  if (flag) return { kind: "flag", text: flag, printed };
  const range = inner.match(RANGE_RE);
  if (range && range[0].length === inner.length) return { kind: "range", text: normalizeRange(inner, mark), printed };
  if (looksLikeUnit(inner)) return { kind: "unit", text: normalizeUnit(inner), printed };
  // "(не виявлено)", "(negative)": a qualitative reference printed in brackets.
  const qual = inner.match(QUAL_RE);
  if (qual && qual[0].length === inner.length) return { kind: "qualitative", text: inner, printed };
  return null;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Catalan "Alt"/"Alta" (high), told by case: "ALT" is the transaminase's name. */
const isCatalanHigh = (word: string) => word === "Alt" || word === "Alta";

/** Maps a printed flag (symbol or word) to H, L, HH, LL or "*"; null when it is not a flag. */
export function normalizeFlag(printed: string): string | null {
  const p = printed.trim().replace(/[()[\]]/g, "");
  const lower = p.toLowerCase();
  // A star glued to the flag letter ("100 *L", "H*"): the letter says the direction.
  const starred = /^\*{1,2}([HL])$|^([HL])\*{1,2}$/i.exec(p);
  if (starred) return (starred[1] ?? starred[2])!.toUpperCase();
  if (/^(hh|↑↑|\+\+|ch)$/i.test(p)) return "HH";
  if (/^(ll|↓↓|--|cl)$/i.test(p)) return "LL";
  if (/^(h|↑|\+)$/i.test(p) || HIGH_WORDS.includes(lower)) return "H";
  // "B" (bas, bajo, baixo) is French, Spanish and Portuguese for below range, "D" (düşük) Turkish; "Y" (yüksek) above.
  if (p === "Y") return "H";
  if (isCatalanHigh(p)) return "H";
  if (/^(l|↓|-)$/i.test(p) || p === "B" || p === "D" || LOW_WORDS.includes(lower)) return "L";
  if (/^(\*{1,3}|!|a)$/i.test(p)) return "*";
  return null;
}

/** A range separator word or sign between two numbers ("5 to 10", "5 bis 10", "5 até 10"), for "5-10". */
const SEPARATOR_BETWEEN_NUMBERS = new RegExp(String.raw`(\d)\s*${TO}\s*(?=[\d.])`, "gi");

function normalizeRange(printed: string, mark: DecimalMark): string {
  return dotsAsRangeDash(unifyDashes(printed))
    .replace(new RegExp(`^(${NUM})\\s*${POSTFIX_MORE}`, "u"), ">=$1")
    .replace(new RegExp(`^(${NUM})\\s*${POSTFIX_LESS}`, "u"), "<=$1")
    .replace(/≦/g, "≤")
    .replace(/≧/g, "≥")
    .replace(new RegExp(NUM, "g"), (n) => normalizeNumber(n, mark) ?? n)
    .replace(SEPARATOR_BETWEEN_NUMBERS, "$1-")
    .replace(new RegExp(`^${UPTO}\\s*`, "i"), "<")
    .replace(new RegExp(`^${ABOVE}\\s*`, "i"), ">")
    .replace(/^(<|>|≤|≥|<=|>=|=<|=>)\s*/, (c) => c.trim())
    .replace(/\s+/g, " ")
    .trim()
    // "16-12": a range read backwards (right-to-left text runs); a reference interval always runs low to high.
    .replace(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/, (all, a: string, b: string) => (Number(a) > Number(b) ? `${b}-${a}` : all));
}

const fold = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "");
const FOLDED_SEX_LABELS = new Map(Object.entries(SEX_LABELS).map(([k, v]) => [fold(k), v] as const));

/** Sex label at the start ("M:", "Männer", "Women:"), with the rest of the text. */
function takeSexLabel(s: string): { label: "M" | "F"; rest: string } | null {
  const m = s.match(/^([\p{L}]+)\.?\s*:?\s*/u);
  if (!m || !m[1]) return null;
  const word = m[1].toLowerCase();
  // OCR drops umlauts ("Manner"): fall back to the label without diacritics.
  const label = SEX_LABELS[word] ?? FOLDED_SEX_LABELS.get(fold(word));
  if (!label) return null;
  const rest = s.slice(m[0].length);
  // Single letters are labels only when a colon or a range follows ("M: 4-6", "M 4-6"), never as words.
  return RANGE_RE.test(rest) ? { label, rest } : null;
}

/**
 * A flagged value printed in a grey or framed box comes out of OCR with the box's edges on it ("|11.2*|",
 * "[11.2*]", "■126") or with the star in front ("*687"): the edges are dropped and the star put after the
 * number, where the tokenizer reads it as the lab's flag. A bracketed number without a star ("[12]") is left
 * alone (a footnote reference).
 */
export function unboxValues(text: string): string {
  return text
    .replace(/[■□▪▫▮▯█]+/gu, " ")
    .replace(/(^|\s)[|[]\s*(\*?\d+(?:[.,]\d+)?\*?)\s*[|\]](?=\s|$)/g, (m, pre: string, num: string) => (num.includes("*") || /^\s*\|/.test(m) ? `${pre}${num}` : m))
    .replace(/(^|\s)\|(\d+(?:[.,]\d+)?\*?)(?=\s|$)/g, "$1$2")
    .replace(/(^|\s)(\d+(?:[.,]\d+)?\*?)\|(?=\s|$)/g, "$1$2")
    .replace(/(^|\s)\*(\d+(?:[.,]\d+)?)(?=\s|$)/g, "$1$2*")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** "[50 ; 170]": an interval with a semicolon between its bounds (Catalan and French labs). */
const SEMICOLON_RANGE = /\[\s*(\d[\d.,]*)\s*;\s*(\d[\d.,]*)\s*\]/g;

/** Splits cell text into tokens. `mark` is the document's decimal mark. */
export function tokenizeCell(cellText: string, mark: DecimalMark): Token[] {
  const tokens: Token[] = [];
  // "10~9/L": a power of ten printed with a tilde for the caret (a range dash elsewhere).
  // "x103/L" (a text layer or OCR that lost the superscript): a count per litre is printed as a power of ten.
  const powered = cellText
    .replace(/\u00a0/g, " ")
    // Triangles as flag arrows (Korean and Japanese reports print "▲"/"▼"): the same flags as "↑"/"↓".
    .replace(/[▲△⬆]/gu, "↑")
    .replace(/[▼▽⬇]/gu, "↓")
    .replace(/(^|[\sx×*])10\s*~\s*(\d{1,2})(?=\s*\/)/g, "$110^$2")
    .replace(/(^|\s)([x×*])10(3|6|9|12)(?=\s*\/)/g, "$1$210^$3")
    // "+H", "++H": a plus grade with the lab's high flag glued on.
    .replace(/(^|\s)(\+{1,4})([HL])(?=\s|$)/g, "$1$2 $3")
    // "per 100 WBC", "/100 WBC": nucleated red cells counted per 100 white cells — one unit, not the number 100.
    .replace(/(^|\s)(?:per|\/)\s*100\s*(WBCs?|leukocytes|leucocytes)(?=\s|$)/giu, "$1/100$2")
    // "[50 ; 170]", "[0,5;2,0]": a range printed as an interval with a semicolon between its bounds (Catalan and
    // French labs, decimal commas); the semicolon is no list separator there.
    .replace(SEMICOLON_RANGE, "[$1 - $2]")
    // "[Home [13,5 - 17,5]", "Dona [12,0 - 15,5]]": a sex band's label before its bracketed interval, the whole
    // banded reference bracketed again.
    .replace(/^\[?\s*(\p{L}{2,12})\s*\[(\d[\d.,]*\s*-\s*\d[\d.,]*)\]\]?$/u, "$1 $2")
    // "51-", "1,38+" ending a cell: the flag column's minus or plus that OCR or a narrow column ran into the
    // value (a range's open end is joined to its bound before this, see joinSpacedRange).
    // A single digit before a plus is a dipstick grade ("2+"), never a value and a flag.
    .replace(/(\d[.,]\d+|\d{2,})\+$|(\d)-$/, (m: string) => `${m.slice(0, -1)} ${m.slice(-1)}`)
    // "67.10(57--104)": a phone app's card prints the value with its range in brackets, no space between.
    .replace(/(^|\s)(\d+(?:[.,]\d+)?)\((\d[\d.,]*\s*(?:-{1,2}|–|~)\s*\d[\d.,]*)\)(?=\s|$)/g, "$1$2 ($3)")
    // "WBC :7.2": a colon glued to the value it introduces.
    .replace(/(^|\s):(?=\d)/g, "$1")
    // "10^6/µ L": a text layer that spaced the micro sign from its litre (the "L" was read as a low flag).
    .replace(/(\/\s*[µμu])\s+([lL])(?=\s|$)/g, "$1$2")
    // An enzyme unit's measuring temperature ("U/L a 37°", "U/l bei 37 °C") is part of the unit, not a range bound.
    .replace(/(\S\/\S+)\s+(?:a|at|à|bei)\s*(?:25|30|37)\s*[°º]\s*C?(?=\s|$)/giu, "$1");
  let s = ageGroupAsBand(unboxValues(stripFootnoteMarks(unifyDashes(powered).trim())));
  while (s) {
    const before = s;
    const band = s.match(AGE_BAND_RE);
    if (band) {
      // "Até 19 anos: < 170": an age band labels the range after it; it is never a range or a value itself.
      let rest = s.slice(band[0].length).replace(/^\s*[:=]?\s*/, "");
      let r = rest.match(RANGE_RE) ?? rest.match(SIGNED_VALUE_RE);
      // "Até 19 anos: Desejável: Inferior a 170 mg/dL": a category word between the band and its range.
      const category = !(r && r[0].trim()) ? /^\p{L}[\p{L} -]{0,30}?\s*:\s*/u.exec(rest) : null;
      if (category) {
        const after = rest.slice(category[0].length);
        const r2 = after.match(RANGE_RE) ?? after.match(SIGNED_VALUE_RE);
        if (r2 && r2[0].trim()) {
          rest = after;
          r = r2;
        }
      }
      if (r && r[0].trim()) {
        tokens.push({ kind: "range", text: `${band[0].trim()}: ${normalizeRange(r[0], mark)}`, printed: `${band[0]} ${r[0]}`.trim() });
        s = rest.slice(r[0].length).replace(/^[\s;,/|]+/, "");
      } else {
        tokens.push({ kind: "text", text: band[0].trim(), printed: band[0].trim() });
        s = rest;
      }
      continue;
    }
    const paren = s.match(PAREN_RE);
    const bracketed = paren?.[1] ? bracketToken(paren[1].trim(), paren[0].trim(), mark) : null;
    if (paren && bracketed) {
      tokens.push(bracketed);
      s = s.slice(paren[0].length).trim();
      continue;
    }
    // "(Men: 13.0 - 17.0 / Women: 12.0 - 15.0)": a bracket too long for PAREN_RE around sex-labelled ranges.
    const opened = /^[([]\s*/.exec(s);
    if (opened && takeSexLabel(s.slice(opened[0].length))) s = s.slice(opened[0].length);
    const sex = takeSexLabel(s);
    if (sex) {
      const m = sex.rest.match(RANGE_RE);
      if (m) {
        tokens.push({ kind: "range", text: `${sex.label}: ${normalizeRange(m[0], mark)}`, printed: s.slice(0, s.length - sex.rest.length + m[0].length).trim() });
        s = sex.rest.slice(m[0].length).replace(/^[\s;,/|)\]]+/, "");
        continue;
      }
    }
    // One separator throughout: "4.5-11" is a range, not the date 4.5.11.
    const date = s.match(/^(?:\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})|\d{4}([./-])\d{1,2}\2\d{1,2}|\d{1,2}:\d{2}(?::\d{2})?)(?=\s|$|[,;)])/);
    if (date) {
      // Dates and times are never results or ranges ("09-12-1974" is not the range 9–12).
      tokens.push({ kind: "text", text: date[0], printed: date[0] });
      s = s.slice(date[0].length).trim();
      continue;
    }
    const grade = s.match(/^[1-4]\+(?=\s|$)/); // urine dipstick "2+"
    if (grade) {
      tokens.push({ kind: "qualitative", text: grade[0], printed: grade[0] });
      s = s.slice(grade[0].length).trim();
      continue;
    }
    // "5961/mm3" beside "64,1 %": an absolute count glued to its per-volume unit. A power of ten there is the
    // unit's own factor ("1000/mm3"); any other number is a value (the count had been read as a unit, and the
    // percentage took its range 1500 à 7000 and came back low).
    // "287.000/mm3": the count with its thousands grouped (by a mark, never a space: "412 103/µL" is 412 × 10³/µL
    // with the superscript lost).
    const count = /^(\d{1,3}(?:[.,']\d{3})+|\d{1,7})(\/(?:mm3|mm³|µl|μl|ul|mcl|cumm))(?=\s|$)/i.exec(s);
    if (count && !/^10*$/.test(count[1]!)) {
      tokens.push({ kind: "number", text: normalizeNumber(count[1]!, mark) ?? count[1]!, printed: count[1]! });
      tokens.push({ kind: "unit", text: normalizeUnit(count[2]!), printed: count[2]! });
      s = s.slice(count[0].length).trim();
      continue;
    }
    // "128g/L", "4.1x10^9/L", "0.391L/L": a value glued to its unit (monospaced printouts) is a value and a unit.
    const glued = GLUED_UNIT_RE.exec(s);
    if (glued && looksLikeUnit(glued[2]!) && !/^\d/.test(glued[2]!)) {
      const text = normalizeNumber(glued[1]!, mark);
      if (text !== null) {
        tokens.push({ kind: "number", text, printed: glued[1]! });
        tokens.push({ kind: "unit", text: normalizeUnit(glued[2]!), printed: glued[2]! });
        s = s.slice(glued[0].length).trim();
        continue;
      }
    }
    const range = s.match(RANGE_RE);
    const value = s.match(SIGNED_VALUE_RE);
    // "<0.5" is a number with a comparator (the row decides result vs range); "3.5-5.0" is always a range.
    if (value && value[2] && !(range && range[0].length > value[0].length && !value[1])) {
      const text = normalizeNumber(value[2].replace(/^-/, ""), mark);
      if (text !== null) {
        const neg = value[2].startsWith("-") ? "-" : "";
        tokens.push({ kind: "number", text: neg + text, printed: value[0].trim(), comparator: value[1], flag: value[3] ? (normalizeFlag(value[3]) ?? undefined) : undefined });
        s = s.slice(value[0].length).trim();
        continue;
      }
    }
    // "wyd. 2024-03" (an edition's year and month, in a method note between rows) is no range.
    if (range && /^(?:19|20)\d\d-(?:0[1-9]|1[0-2])$/.test(range[0].trim())) {
      const word = range[0].trim();
      tokens.push({ kind: "text", text: word, printed: word });
      s = s.slice(range[0].length).trim();
      continue;
    }
    if (range) {
      tokens.push({ kind: "range", text: normalizeRange(range[0], mark), printed: range[0] });
      s = s.slice(range[0].length).trim();
      continue;
    }
    const qual = s.match(QUAL_RE) ?? s.match(STRIP_SIZE_GRADE);
    if (qual) {
      tokens.push({ kind: "qualitative", text: qual[0], printed: qual[0] });
      s = s.slice(qual[0].length).trim();
      continue;
    }
    const word = (s.match(/^\S+/) ?? [s])[0];
    const arrow = word.match(/^([↑↓]{1,2})([<>]?\d.*)$/); // "↑14.2"
    if (arrow && arrow[1] && arrow[2]) {
      s = `${arrow[2]} ${arrow[1]}${s.slice(word.length)}`;
      continue;
    }
    const unitPhrase = s.match(/^(?:[x×*]\s*)?10\s*(?:\^|\*|e)?\s*[-⁻]?[0-9⁰¹²³⁴⁵⁶⁷⁸⁹]+\s*\/\s*\S+/i);
    if (unitPhrase && looksLikeUnit(unitPhrase[0])) {
      tokens.push({ kind: "unit", text: normalizeUnit(unitPhrase[0]), printed: unitPhrase[0] });
      s = s.slice(unitPhrase[0].length).trim();
      continue;
    }
    const prev = tokens[tokens.length - 1];
    if (word === "-" && s.length === 1 && prev?.kind === "number" && !prev.comparator) {
      // "80,0 -" with the upper bound wrapped onto the next line: an open range, completed by continuation.
      tokens[tokens.length - 1] = { kind: "range", text: `${prev.text}-`, printed: `${prev.printed} -` };
      break;
    }
    const lastToken = tokens[tokens.length - 1];
    // "/cu mm", "cells/cu mm": cubic millimetres printed as two words.
    if (lastToken?.kind === "unit" && (UNIT_TAIL_RE.test(word) || (/\/cu\.?$/i.test(lastToken.text) && /^mm\.?$/i.test(word)))) {
      lastToken.text += ` ${word}`;
      lastToken.printed += ` ${word}`;
      s = s.slice(word.length).trim();
      continue;
    }
    // A unit of two words ("x campo", "por campo", "в п/з") is one token, not a word and a name.
    if (/\s/.test(s) && /^\p{L}/u.test(s) && s.length <= 12 && !/\d/.test(s) && looksLikeUnit(s)) {
      tokens.push({ kind: "unit", text: normalizeUnit(s), printed: s });
      break;
    }
    // One-letter flags that are also a name's letter ("B", "Y", "D") are told apart in the row's stream
    // (parse-row.ts letterFlagsAfterValue), where the value before them is known.
    const flag = FLAG_SYMBOL_RE.test(word) || HIGH_WORDS.includes(word.toLowerCase()) || LOW_WORDS.includes(word.toLowerCase()) || (isCatalanHigh(word) && tokens.length > 0);
    if (flag) tokens.push({ kind: "flag", text: normalizeFlag(word) ?? word, printed: word });
    else if (looksLikeUnit(word)) tokens.push({ kind: "unit", text: normalizeUnit(word), printed: word });
    else {
      const last = tokens[tokens.length - 1];
      if (last?.kind === "text") {
        last.text += ` ${word}`;
        last.printed += ` ${word}`;
      } else tokens.push({ kind: "text", text: word, printed: word });
    }
    s = s.slice(word.length).trim();
    if (s === before) break;
  }
  // The semicolon ranges rewritten above keep their printed form in the token (the lab's word: "[50 ; 170]").
  for (const m of cellText.matchAll(SEMICOLON_RANGE)) {
    const rewritten = `${m[1]} - ${m[2]}`;
    const token = tokens.find((t) => t.kind === "range" && t.printed.includes(rewritten));
    if (token) token.printed = token.printed.replace(rewritten, m[0].slice(1, -1).trim());
  }
  return tokens;
}

/**
 * "Niños < 170 mg/dL" / "Adultos < 200 mg/dL" under a lipid result: ranges for children and for adults. The group
 * word becomes the age band it means (under 18, 18 and over), so the band is chosen by the patient's age like a
 * printed one ("Até 19 anos: < 170") — never the children's range for an adult.
 */
const CHILDREN_WORDS = "niños|niñas|children|child|kids|crianças|criancas|enfants|kinder|bambini|pediatric|pediátrico|pediatrico|infantil";
const ADULTS_WORDS = "adultos|adults|adult|adultes|adulte|erwachsene|adulti|adulto";
const BEFORE_RANGE = String.raw`\s*:?\s*(?=[<>≤≥\d]|inferior|superior|até|hasta|up to|below|under|menos|menor)`;
const CHILDREN = new RegExp(`^(?:${CHILDREN_WORDS})${BEFORE_RANGE}`, "iu");
const ADULTS = new RegExp(`^(?:${ADULTS_WORDS})${BEFORE_RANGE}`, "iu");
const GROUP_BEFORE_BAND = /^(?:crianças|criancas|niños|children|adolescentes|adolescents|adolescent|jovens|adultos|adults|idosos|ancianos|elderly)\s+(?:de\s+|from\s+)?(?=(?:até|hasta|up to|desde)?\s*\d+(?:\s*(?:a|-|to)\s*\d+)?\s*(?:anos|años|years|yrs|ans))/iu;
function ageGroupAsBand(s: string): string {
  if (!/\d/.test(s)) return s;
  // "Crianças até 12 anos: …", "Adolescentes de 13 a 17 anos: …": the group word names the printed band.
  const named = GROUP_BEFORE_BAND.exec(s);
  if (named) return s.slice(named[0].length);
  if (CHILDREN.test(s)) return s.replace(CHILDREN, "0-17 years: ");
  if (ADULTS.test(s)) return s.replace(ADULTS, "18 years or more: ");
  return s;
}

/** The sex a lone label word stands for ("Frauen:", "M", "Women"), or null. */
export function sexLabelOf(text: string): "M" | "F" | null {
  const word = text.toLowerCase().replace(/[:.]+$/, "");
  return SEX_LABELS[word] ?? FOLDED_SEX_LABELS.get(fold(word)) ?? null;
}

const AGE_BAND_ONLY = new RegExp(String.raw`^${AGE_BAND_SOURCE}$`, "iu");
const CHILDREN_ONLY = new RegExp(`^(?:${CHILDREN_WORDS})$`, "iu");
const ADULTS_ONLY = new RegExp(`^(?:${ADULTS_WORDS})$`, "iu");

/**
 * The age band a column label names ("Até 19 anos", "20 anos ou mais", "Crianças" → "0-17 years", "Adults" →
 * "18 years or more"), in the form the range tokenizer reads as a band label; null for anything else.
 */
export function ageBandLabelOf(text: string): string | null {
  const t = text.trim().replace(/[:.]+$/, "");
  if (AGE_BAND_ONLY.test(t)) return t;
  if (CHILDREN_ONLY.test(t)) return "0-17 years";
  if (ADULTS_ONLY.test(t)) return "18 years or more";
  return null;
}

/**
 * Joins a sex label to the range after it when OCR put a column-sized gap between them ("Frauen:" | "15 - 150"):
 * the label token becomes part of the range token. Works across cell boundaries; empty cells stay empty.
 */
export function mergeSexLabels(cells: Token[][]): Token[][] {
  const flat = cells.flatMap((tokens, ci) => tokens.map((token) => ({ token, ci })));
  const drop = new Set<number>();
  flat.forEach(({ token }, i) => {
    const next = flat[i + 1]?.token;
    const label = token.kind === "text" ? sexLabelOf(token.text) : null;
    if (!label || !next) return;
    if (next.kind === "range" && !/^[MF]:/.test(next.text)) next.text = `${label}: ${next.text}`;
    else if (next.kind === "number" && next.comparator) {
      flat[i + 1]!.token = { kind: "range", text: `${label}: ${next.comparator}${next.text}`, printed: `${token.printed} ${next.printed}` };
    } else return;
    drop.add(i);
  });
  return cells.map((_, ci) => flat.filter((f, i) => f.ci === ci && !drop.has(i)).map((f) => f.token));
}
