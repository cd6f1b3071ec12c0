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
 * Folds CJK compatibility characters and full-width ASCII, and writes Arabic-Indic digits as ASCII digits (a
 * result printed "١٢٫٥" is 12.5); leaves everything else as printed.
 */
export function normalizeText(text: string): string {
  return text.replace(COMPAT, (c) => c.normalize("NFKC")).replace(ARABIC_DIGITS, asciiDigit).replace(/\u00a0/g, " ");
}
