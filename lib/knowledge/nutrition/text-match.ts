// Free-text matching for allergy, condition and restriction words. Latin and Cyrillic words must start at a word
// boundary ("fish" must not fire inside "shellfish", "cad" not inside "decade"); scripts written without spaces
// (Chinese) or with attached articles (Arabic "ال") match anywhere.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CACHE = new Map<string, RegExp | null>();

function patternFor(word: string): RegExp | null {
  let re = CACHE.get(word);
  if (re === undefined) {
    re = /[a-zà-öø-ÿğışçœа-яё]/iu.test(word) ? new RegExp(`(^|[^\\p{L}])${escape(word)}`, "iu") : null;
    CACHE.set(word, re);
  }
  return re;
}

/** True when `text` mentions `word` (word start for alphabetic scripts, anywhere otherwise). */
export function mentions(text: string, word: string): boolean {
  const t = text.toLowerCase().normalize("NFKC");
  const re = patternFor(word);
  return re ? re.test(t) : t.includes(word);
}
