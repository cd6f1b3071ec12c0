// Character clean-up applied to every extracted fragment. PDF fonts often map CJK glyphs to Kangxi radicals or
// compatibility ideographs (⽇ U+2F47 for 日), which look right but match nothing; those ranges are folded with
// NFKC. Full NFKC is not applied to everything: it would turn "10³" into "103" and the micro sign into mu.

// CJK radicals and compatibility ideographs, full-width ASCII, and Arabic presentation forms (ﺳﻜﺮ → سكر: some PDF
// producers emit the shaped glyph codes, which match no name until folded).
const COMPAT = /[\u2e80-\u2fdf\u3000\uf900-\ufaff\uff01-\uff5e\ufb50-\ufdff\ufe70-\ufefc]/g;

/** Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹, Persian/Urdu) digits, and the Arabic decimal and thousands marks. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;

function asciiDigit(c: string): string {
  const code = c.charCodeAt(0);
  if (code === 0x066b) return ".";
  if (code === 0x066c) return ",";
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * Thai fonts that position tone marks and vowels by glyph variants put them in the Private Use Area (U+F700–F71A)
 * of their character map, so the text layer reads "หน\uf70aวย" for "หน่วย" and no name or heading matches. Each
 * variant is the Thai character it draws: the shifted tone marks (low, low-left, left) are U+0E48–0E4C, the
 * others as listed.
 */
const THAI_PUA: Record<number, string> = {
  0xf700: "\u0e10", 0xf701: "\u0e34", 0xf702: "\u0e35", 0xf703: "\u0e36", 0xf704: "\u0e37",
  0xf70f: "\u0e0d", 0xf710: "\u0e31", 0xf711: "\u0e4d", 0xf712: "\u0e47", 0xf718: "\u0e38", 0xf719: "\u0e39", 0xf71a: "\u0e3a",
};
for (const start of [0xf705, 0xf70a, 0xf713]) for (let k = 0; k < 5; k++) THAI_PUA[start + k] = String.fromCharCode(0x0e48 + k);
const THAI_PUA_RE = /[\uf700-\uf71a]/g;

/**
 * Folds CJK compatibility characters and full-width ASCII, writes Arabic-Indic digits as ASCII digits (a result
 * printed "١٢٫٥" is 12.5) and Thai glyph variants as the Thai characters; leaves everything else as printed.
 */
export function normalizeText(text: string): string {
  return text
    .replace(COMPAT, (c) => c.normalize("NFKC"))
    .replace(ARABIC_DIGITS, asciiDigit)
    .replace(THAI_PUA_RE, (c) => THAI_PUA[c.charCodeAt(0)] ?? c)
    // DejaVu's Serbian and Macedonian form of "б" (chosen for sr/mk text) sits at U+F6C5 of its character map:
    // "Хемогло\uf6c5ин" is "Хемоглобин".
    .replace(/\uf6c5/g, "б")
    .replace(/\u00a0/g, " ");
}
