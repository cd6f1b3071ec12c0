// Character clean-up applied to every extracted fragment. PDF fonts often map CJK glyphs to Kangxi radicals or
// compatibility ideographs (⽇ U+2F47 for 日), which look right but match nothing; those ranges are folded with
// NFKC. Full NFKC is not applied to everything: it would turn "10³" into "103" and the micro sign into mu.

const COMPAT = /[\u2e80-\u2fdf\u3000\uf900-\ufaff\uff01-\uff5e]/g;

/** Folds CJK compatibility characters and full-width ASCII; leaves everything else as printed. */
export function normalizeText(text: string): string {
  return text.replace(COMPAT, (c) => c.normalize("NFKC")).replace(/\u00a0/g, " ");
}
