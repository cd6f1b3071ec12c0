// The guard that keeps a model from changing numbers: every number in its text must occur in the facts it
// was given. Digits of other scripts are read too, so a number cannot slip through as ٥٫٦ or ５.
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0,
  0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0xff10,
];

/** Rewrites non-ASCII decimal digits and the Arabic decimal/thousands marks as ASCII. */
export function asciiDigits(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9);
    if (zero !== undefined) out += String(cp - zero);
    else if (ch === "\u066b") out += ".";
    else if (ch === "\u066c") out += ",";
    else out += ch;
  }
  return out;
}

/**
 * Test names that contain digits and are not values (B12, T4, HbA1c, 25(OH)D, FIB-4, G3a, A2 …); they are
 * removed before numbers are read, in any language since they are written the same way.
 */
const NAME_TOKENS: readonly RegExp[] = [
  /\b(?:hb)?a1c\b/gi,
  /\b25\s*-?\s*\(?oh\)?\s*-?\s*d[23]?\b/gi,
  /\b1\s*,\s*25\s*-?\s*\(?oh\)?2?\s*-?\s*d[23]?\b/gi,
  /\b(?:vitamin[ea]?\s*)?b\s?(?:1|2|3|5|6|7|9|12)\b/gi,
  /\bvitamin[ea]?\s*[dk]\s?[123]\b/gi,
  /\b(?:free\s*|f)?t[34]\b/gi,
  /\bfib-?4\b/gi,
  /\bg[1-5][ab]?\b/gi,
  /\ba[1-3]\b/gi,
  /\bomega[- ]?3\b/gi,
  /\bil-?6\b/gi,
  /\bca\s?-?\s?(?:125|15-3|19-9|72-4)\b/gi,
  /\bcyfra\s?21-1\b/gi,
  /\bnt-?probnp\b/gi,
  /\b(?:covid|sars-cov)-?\d+\b/gi,
];

/** Every number written in `text` (absolute values; "5,6" and "5.6" both read as 5.6). */
export function numbersIn(text: string): number[] {
  let t = asciiDigits(text);
  for (const re of NAME_TOKENS) t = t.replace(re, " ");
  return [...t.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(",", ".")));
}

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Numbers in `text` that do not occur among `allowed`. */
export function unknownNumbers(text: string, allowed: readonly number[]): number[] {
  return numbersIn(text).filter((n) => !allowed.some((a) => same(a, n)));
}
