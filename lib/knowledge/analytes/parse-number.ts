// Numbers as labs print them: decimal comma or point, thousands separators (",", ".", space, apostrophe),
// Unicode minus, full-width digits. "1,500" is the one true ambiguity (1500 in English, 1.5 in German): the
// primary reading takes it as thousands when the integer part is not zero, and the decimal reading is kept
// as an alternative so a caller holding the value and range together can pick the consistent one.

export interface ParsedNumber {
  value: number;
  /** The other reading of an ambiguous "d,ddd" (decimal comma), when there is one. */
  alternative?: number;
}

/** Matches one printed number (unsigned). Spaced thousands ("150 000") are one number. */
export const NUMBER_SOURCE = String.raw`\d{1,3}(?:[ \u00a0\u202f']\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)*|[.,]\d+`;

/** Parses the text of one unsigned number matched by NUMBER_SOURCE. */
export function parseNumberText(text: string): ParsedNumber | null {
  let s = text.replace(/[ \u00a0\u202f']/g, "");
  if (s.startsWith(".") || s.startsWith(",")) s = `0${s}`;
  const commas = (s.match(/,/g) ?? []).length;
  const dots = (s.match(/\./g) ?? []).length;
  let alternative: number | undefined;
  if (commas > 0 && dots > 0) {
    // The later separator is the decimal one: "1,234.5" / "1.234,5".
    const decimal = s.lastIndexOf(",") > s.lastIndexOf(".") ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    s = s.split(thousands).join("").replace(decimal, ".");
  } else if (commas > 1) {
    s = s.replace(/,/g, "");
  } else if (dots > 1) {
    s = s.replace(/\./g, "");
  } else if (commas === 1) {
    const [intPart, fraction] = s.split(",") as [string, string];
    if (fraction.length === 3 && !/^0+$/.test(intPart)) {
      alternative = Number(`${intPart}.${fraction}`);
      s = intPart + fraction;
    } else {
      s = `${intPart}.${fraction}`;
    }
  }
  const value = Number(s);
  if (!Number.isFinite(value)) return null;
  return alternative === undefined ? { value } : { value, alternative };
}

/** Folds full-width forms, Unicode minus and dashes so number and comparator patterns see ASCII. */
export function foldNumericText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2212\u2010\u2011\uFE63\uFF0D]/g, "-")
    .replace(/[\u2013\u2014\u2015\u301C\uFF5E~÷]|\.{2,}|…/g, " – ")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&le;/gi, "≤")
    .replace(/&ge;/gi, "≥");
}
