// The readings of one printed name that the matcher tries, from the most literal to the most forgiving:
// the whole name, the name without its specimen ("U-Glucose" → glucose, urine), without the "%"/"#" marker,
// outside and inside brackets ("Hemoglobin (HGB)"), without method words. Aliases are indexed through the
// same function, so both sides always agree on what a reading is.
import {
  SPECIMEN_CODE_PREFIX_RE,
  SPECIMEN_CODE_SUFFIX_RE,
  hintForCodePrefix,
  specimenOfWord,
  stripNoiseTokens,
  stripSpecimenTokens,
  type SpecimenHint,
} from "./name-vocabulary";
import { tokenizeName } from "./normalize-name";
import type { UnitKind } from "./parse-unit";

export interface NameForm {
  tokens: string[];
  /** How literal the reading is (1 = the printed name as is). */
  confidence: number;
  /** Specimen named by a prefix, word or bracket that this reading removed. */
  hint: SpecimenHint | null;
  /** True when words were removed (specimen, brackets, method words). */
  reduced: boolean;
}

export interface NameReadings {
  forms: NameForm[];
  /** Unit kind written into the name itself ("NEUT%" → percent, "NEUT#" → count). */
  nameUnitKind: UnitKind | null;
}

const TEMPERATURE_RE = /\b\d{2}\s*°\s*C\b/gi;
const BRACKET_RE = /[([{]([^()[\]{}]*)[)\]}]/g;

/** Every reading of a printed name, most literal first, without duplicates. */
export function readName(printed: string): NameReadings {
  // "Glucose i.S." / "Kreatinin i.U." (German: im Serum, im Urin) → a bracketed specimen letter.
  const raw = printed.replace(TEMPERATURE_RE, " ").replace(/\bi\.\s*([SPBU])\.?\s*$/, "($1)").trim();
  const forms: NameForm[] = [];
  const seen = new Set<string>();
  const add = (tokens: string[], confidence: number, hint: SpecimenHint | null, reduced: boolean): void => {
    if (tokens.length === 0) return;
    const key = tokens.join(" ");
    if (seen.has(key)) return;
    seen.add(key);
    forms.push({ tokens, confidence, hint, reduced });
  };

  const full = tokenizeName(raw);
  add(full, 1, null, false);
  // A bracket the page wrapped onto the next line ("Filtrado glomerular estimado (CKD-EPI" / "2009)"): the words
  // before it.
  const unclosed = /^([^()]{3,}?)\s*\([^()]*$/.exec(raw);
  if (unclosed) add(tokenizeName(unclosed[1]!), 0.92, null, true);
  const absolute = absoluteCountReading(full) ?? leadingAbsoluteReading(full);
  if (absolute) add(absolute, 0.97, null, true);

  let nameUnitKind: UnitKind | null = null;
  if (full.includes("%")) nameUnitKind = "percent";
  else if (full.includes("#")) nameUnitKind = "count";
  const withoutMarkers = full.filter((t) => t !== "%" && t !== "#" && t !== "+");
  if (nameUnitKind !== null && !full.includes("+")) add(withoutMarkers, 0.96, null, true);

  // Specimen: code prefix ("fS-"), then leading/trailing specimen words.
  let body = raw;
  let prefixHint: SpecimenHint | null = null;
  const prefix = SPECIMEN_CODE_PREFIX_RE.exec(raw);
  if (prefix) {
    prefixHint = hintForCodePrefix(prefix[1]!);
    body = raw.slice(prefix[0].length);
  }
  const suffix = SPECIMEN_CODE_SUFFIX_RE.exec(body);
  if (suffix) {
    prefixHint ??= hintForCodePrefix(suffix[1]!.replace(/^pt$/i, "p"));
    body = body.slice(0, suffix.index);
  }
  const bodyTokens = prefix || suffix ? tokenizeName(body) : full;
  const specimenStripped = stripSpecimenTokens(bodyTokens);
  const hint = prefixHint ?? specimenStripped?.hint ?? null;
  const core = specimenStripped?.tokens ?? bodyTokens;
  if (prefix || suffix || specimenStripped) add(core, 0.95, hint, true);

  // Brackets: the words outside, then each bracket alone. A bracket holding only a specimen is a hint.
  const inside: string[][] = [];
  let bracketHint: SpecimenHint | null = null;
  const outsideText = body.replace(BRACKET_RE, (_m, content: string) => {
    const tokens = tokenizeName(content);
    const specimen = tokens.length === 1 ? specimenOfWord(tokens[0]!, true) : null;
    if (specimen !== null) bracketHint ??= specimen;
    else if (tokens.length > 0) inside.push(tokens);
    return " ";
  });
  const outsideHint = hint ?? bracketHint;
  let outside: { tokens: string[]; hint: SpecimenHint | null } | null = null;
  if (outsideText !== body) {
    const outsideTokens = tokenizeName(outsideText);
    const outsideStripped = stripSpecimenTokens(outsideTokens);
    outside = { tokens: outsideStripped?.tokens ?? outsideTokens, hint: outsideStripped?.hint ?? outsideHint };
    add(outside.tokens, 0.93, outside.hint, true);
    for (const tokens of inside) {
      if (tokens.every((t) => /^\d+$/.test(t)) || tokens.join("").length < 2) continue;
      // "H. pylori Ab (IgG)", "Rubella (IgM)": the antibody class of the test outside, never total IgG or IgM.
      if (tokens.length === 1 && /^ig[gmaed]$/.test(tokens[0]!) && outside.tokens.length > 0) continue;
      add(tokens, 0.9, outsideHint, true);
    }
  }

  // Method and qualifier words, from the most reduced reading so far.
  const base = forms[forms.length - 1];
  if (base === undefined) return { forms, nameUnitKind };
  const denoised = stripNoiseTokens(base.tokens);
  if (denoised) add(denoised, 0.9, base.hint ?? outsideHint, true);
  // The most reduced reading can be a bracket ("HCV" of "Hepatitis C Antibody (HCV), Rapid Card"); the words outside
  // the brackets lose their method words too.
  const outsideDenoised = outside ? stripNoiseTokens(outside.tokens) : null;
  if (outside && outsideDenoised) add(outsideDenoised, 0.89, outside.hint ?? outsideHint, true);
  return { forms, nameUnitKind };
}

/** Readings under which an alias is indexed: as written, and without its specimen words. */
export function aliasForms(alias: string): { tokens: string[]; hint: SpecimenHint | null; reduced: boolean }[] {
  const full = tokenizeName(alias);
  if (full.length === 0) return [];
  const out = [{ tokens: full, hint: null as SpecimenHint | null, reduced: false }];
  const prefix = SPECIMEN_CODE_PREFIX_RE.exec(alias);
  const body = prefix ? tokenizeName(alias.slice(prefix[0].length)) : full;
  const stripped = stripSpecimenTokens(body);
  let hint: SpecimenHint | null = prefix ? hintForCodePrefix(prefix[1]!) : null;
  let tokens = body;
  if (stripped) {
    hint ??= stripped.hint;
    tokens = stripped.tokens;
  }
  // "Glucose (urine)": a bracketed specimen at the end.
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last !== undefined && /[)\]]\s*$/.test(alias)) {
    const bracketSpecimen = specimenOfWord(last, true);
    if (bracketSpecimen !== null) {
      hint ??= bracketSpecimen;
      tokens = tokens.slice(0, -1);
    }
  }
  if (tokens !== full && tokens.length > 0) out.push({ tokens, hint, reduced: true });
  return out;
}

/**
 * "Abs. Neutrophils", "Absolute Lymphocytes", "Abs Eos" → "neutrophils absolute": the English alias tables put the
 * word after the cell name; cumulative LIS printouts put it first.
 */
function leadingAbsoluteReading(tokens: readonly string[]): string[] | null {
  if (tokens.length < 2 || !/^(?:abs|absolute)$/.test(tokens[0] ?? "")) return null;
  return [...tokens.slice(1), "absolute"];
}

/** Russian/Ukrainian words of an absolute count: "абсолютное количество", "абсолютные", "абс. кол-во". */
const ABSOLUTE_WORD_RE = /^(?:абсолютн\p{L}*|абс)$/u;
const COUNT_WORDS = new Set(["количество", "кол", "во", "кількість", "число"]);

/**
 * "Лимфоциты абсолютное количество", "Эозинофилы абсолютные", "Базофилы, абс. кол-во" → the form the alias
 * tables print ("… абс."), so every way of writing an absolute count reaches the absolute-count analyte.
 */
function absoluteCountReading(tokens: readonly string[]): string[] | null {
  if (!tokens.some((t) => ABSOLUTE_WORD_RE.test(t)) || ABSOLUTE_WORD_RE.test(tokens[0] ?? "")) return null;
  const rest = tokens.filter((t) => !ABSOLUTE_WORD_RE.test(t) && !COUNT_WORDS.has(t));
  const out = [...rest, "абс"];
  return out.join(" ") === tokens.join(" ") || rest.length === 0 ? null : out;
}
