// Printed numbers → canonical decimal text. Labs print "4,5" (comma decimal), "250,000" or "250.000" or
// "250 000" (thousands), "1.234,5"; which of "1,234" / "1.234" is meant depends on the report's own decimal
// convention, detected once per document.

export type DecimalMark = "." | ",";

// Indian reports group lakhs and crores in twos ("1,50,000" is 150000; "12,34,567"): tried first.
const NUMBER_BODY = String.raw`(?:\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?:[ .,'’]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[.,]\d+)`;
/** A full printed number (no sign). */
export const NUMBER_RE = new RegExp(`^${NUMBER_BODY}$`);
export const NUMBER_SOURCE = NUMBER_BODY;

/**
 * Guesses the decimal mark of a document from unambiguous numbers: "12,5" or "0,85" (one or two decimals
 * after a comma cannot be thousands) versus "12.5". Ties fall back to the language's convention.
 */
export function detectDecimalMark(text: string, language = "en"): DecimalMark {
  const comma = (text.match(/(?<![\d.,])\d+,\d{1,2}(?![\d.,])/g) ?? []).length;
  const dot = (text.match(/(?<![\d.,])\d+\.\d{1,2}(?![\d.,])/g) ?? []).length;
  if (comma > dot) return ",";
  if (dot > comma) return ".";
  return DOT_LANGUAGES.has(language) ? "." : ",";
}
const DOT_LANGUAGES = new Set(["en", "zh", "ja", "ko", "he", "th", "hi", "ms", "fil", "ga", "cy", "mt", "ar", "fa"]);

/**
 * Normalises one printed number to plain decimal text ("1.234,5" → "1234.5", "4,5" → "4.5"), or null when
 * the text is not a number.
 */
export function normalizeNumber(text: string, mark: DecimalMark): string | null {
  const t = text.trim().replace(/[’']/g, "'");
  if (!NUMBER_RE.test(t)) return null;
  const groups = t.split(/[ .,']/);
  const seps = t.match(/[ .,']/g) ?? [];
  if (seps.length === 0) return stripZeros(t);
  const last = seps[seps.length - 1] ?? "";
  const lastGroup = groups[groups.length - 1] ?? "";
  const distinct = new Set(seps);
  let decimalSep: string | null;
  if (distinct.size > 1) decimalSep = last; // "1.234,5": the last, different separator is the decimal one
  else if (seps.length > 1) decimalSep = null; // "1,234,567": repeated separator = thousands
  else if (last === " " || last === "'") decimalSep = null;
  else if (lastGroup.length !== 3) decimalSep = last; // "4,5" / "4.56"
  else if (groups[0] === "0" || groups[0] === "") decimalSep = last; // "0,125" is never thousands
  else decimalSep = last === mark ? last : null; // "1,234": ambiguous, the document decides
  let out = "";
  t.split("").forEach((c, i) => {
    if (/\d/.test(c)) out += c;
    else if (c === decimalSep && i === t.lastIndexOf(c)) out += ".";
  });
  return stripZeros(out.startsWith(".") ? `0${out}` : out);
}

function stripZeros(s: string): string {
  return s.replace(/^0+(?=\d)/, "");
}

/** Unifies the dashes and minus signs labs use between range bounds. */
export function unifyDashes(s: string): string {
  return s.replace(/[‐‑‒–—―−﹣－~]/g, "-");
}
