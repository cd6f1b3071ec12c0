// Text normalisation for printed parameter names. The matcher compares names only through these functions, on
// both sides (knowledge-base aliases and report lines), so whatever they fold away — case, accents, punctuation,
// script variants, word order, OCR look-alikes — can never make two spellings of one name differ.

/** Letters that Unicode decomposition does not split into base letter + accent. */
const LETTER_FOLDS: Record<string, string> = {
  ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h", ŀ: "l",
  ς: "σ",
  // Arabic and Persian letter variants printed interchangeably.
  أ: "ا", إ: "ا", آ: "ا", ى: "ي", ی: "ي", ك: "ک", ة: "ه",
};
const LETTER_FOLD_RE = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "g");

/** Accents on Latin, Greek and Cyrillic letters; Arabic harakat and Hebrew points. Other scripts keep marks. */
const STRIPPABLE_MARKS_RE = /([\u0000-\u052f])[\u0300-\u036f\u0483-\u0489]+|[\u064b-\u065f\u0670\u0591-\u05c7]/g;

/** Standalone Greek letters in abbreviations (β-hCG, α1, γ-GT) are spelt out, as many labs print "beta". */
const GREEK_LETTER_NAMES: Record<string, string> = { α: "alpha", β: "beta", γ: "gamma", δ: "delta", κ: "kappa", λ: "lambda" };

const TOKEN_RE = /[\p{L}\p{N}\p{M}]+|[%#+]/gu;
const ASCII_TOKEN_RE = /[a-z0-9]+|[%#+]/g;
const ASCII_RE = /^[\x00-\x7f]*$/;

/**
 * Folds a printed string to comparable text: compatibility decomposition (superscripts, full-width forms,
 * ligatures), lower case, accents removed for Latin/Greek/Cyrillic, script variants unified.
 */
export function foldText(input: string): string {
  if (ASCII_RE.test(input)) return input.toLowerCase();
  let s = input.normalize("NFKD").toLowerCase();
  s = s.replace(STRIPPABLE_MARKS_RE, "$1");
  s = s.replace(LETTER_FOLD_RE, (ch) => LETTER_FOLDS[ch] ?? ch);
  return s.normalize("NFC");
}

/** Lower-case Cyrillic letters drawn like Latin ones. */
const CYRILLIC_LOOKALIKES: Record<string, string> = { а: "a", в: "b", е: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", і: "i", ј: "j", ѕ: "s" };
const CYRILLIC_LOOKALIKE_RE = new RegExp(`[${Object.keys(CYRILLIC_LOOKALIKES).join("")}]`, "g");
const MIXED_LATIN_CYRILLIC = /[\u0400-\u04ff]/;

/** Splits folded text into word tokens; "%", "#" and "+" stay as tokens because they carry meaning (NEUT% vs NEUT#, Ca++). */
export function tokenizeFolded(folded: string): string[] {
  if (ASCII_RE.test(folded)) return folded.match(ASCII_TOKEN_RE) ?? [];
  const tokens = folded.match(TOKEN_RE) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    // "IgА", "IgМ" typed with a Cyrillic А or М (they look the same): a word mixing the scripts is Latin. (Lone
    // letters are left alone: "Иммуноглобулин А" is in the Russian alias table as printed, and folding every lone
    // "т" or "м" turned an OCR'd flag beside a unit into a name and lost a urine protein's range.)
    if (MIXED_LATIN_CYRILLIC.test(tokens[i]!) && /[a-z]/.test(tokens[i]!)) tokens[i] = tokens[i]!.replace(CYRILLIC_LOOKALIKE_RE, (ch) => CYRILLIC_LOOKALIKES[ch] ?? ch);
    const t = tokens[i]!;
    const first = t[0]!;
    const greek = GREEK_LETTER_NAMES[first];
    if (greek !== undefined && (t.length === 1 || /^[\p{N}a-z]/u.test(t.slice(1)))) tokens[i] = greek + t.slice(1);
  }
  return tokens;
}

/** Tokens of a printed name (fold + tokenize). */
export function tokenizeName(input: string): string[] {
  return tokenizeFolded(foldText(input));
}

/** Key that respects word order: "cholesterol total". */
export function orderedKey(tokens: readonly string[]): string {
  return tokens.join(" ");
}

/** Key that ignores word order: "Cholesterol, total" and "Total cholesterol" share it. */
export function sortedKey(tokens: readonly string[]): string {
  return tokens.length < 2 ? tokens.join(" ") : [...tokens].sort().join(" ");
}

/** Key without word boundaries: "Hb A1c" = "HbA1c", "D-Dimer" = "DDimer". */
export function compactKey(tokens: readonly string[]): string {
  return tokens.join("");
}

/**
 * Folds characters that OCR confuses into one representative, so a damaged name meets its alias:
 * 1/l/I/i/| → l, 0 → o, "rn" → m, "vv" → w. Applied to a compact key. ("ri" → n was tried here and made two
 * different names of an untouched text report meet: a fold is for every page, so it stays this narrow.)
 */
export function ocrFold(compact: string): string {
  return compact.replace(/rn/g, "m").replace(/vv/g, "w").replace(/[1iíìl|!]/g, "l").replace(/0/g, "o");
}
