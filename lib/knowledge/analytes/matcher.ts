// Printed name → analyte. Two stages: resolving the name to candidate analytes (cached per printed string:
// index lookups over the readings of name-forms.ts, then OCR folding, then a bounded edit distance), and
// ranking the candidates with what else the line says (unit, specimen, language, neighbouring lines, range).
import { clearContainmentCache, searchContaining } from "./containment-search";
import { fuzzyCandidates } from "./fuzzy-search";
import { getKnowledgeBase, onKnowledgeBaseChange, type KnowledgeBase } from "./knowledge-base";
import {
  COMPATIBILITY_SCORE,
  betterOf,
  clearCompatibilityCache,
  rangeContradicts,
  round2,
  specimenScore,
  unitCompatibility,
  type Compatibility,
  type UnitSpec,
} from "./match-evidence";
import type { IndexEntry } from "./match-index";
import { readName } from "./name-forms";
import type { SpecimenHint } from "./name-vocabulary";
import { compactKey, ocrFold, orderedKey, sortedKey } from "./normalize-name";
import { parseUnit, unitKind, type UnitKind } from "./parse-unit";
import type { Analyte } from "./types";

export interface MatchOptions {
  /** ISO 639-1 code of the report: aliases of that language win ties. */
  language?: string;
  /** The printed unit: decides between analytes sharing a name (neutrophils % vs 10^9/L). */
  unit?: string;
  /** Other names printed on the same report: break remaining ties (a % differential, a urinalysis block). */
  neighbours?: readonly string[];
  /** The printed reference range: a range that cannot belong to the named analyte points to a related one. */
  range?: { min: number | null; max: number | null } | null;
}

export type MatchResult = { analyte: Analyte; confidence: number } | { analyte: null; confidence: 0 };

const NO_MATCH: MatchResult = { analyte: null, confidence: 0 };
/** Below this a candidate is not returned: an unmatched line is better than a wrong analyte. */
export const MIN_CONFIDENCE = 0.5;
/** Candidates scoring within this of the best are a tie (then data order decides, with lower confidence). */
const TIE_MARGIN = 0.05;
/**
 * Neighbouring lines may overrule score differences up to this much: the default preferences (blood over
 * urine, full alias over reduced alias, report language) but never a unit that fits one candidate only.
 */
const NEIGHBOUR_MARGIN = 0.15;

interface Resolution {
  entries: IndexEntry[];
  confidence: number;
  hint: SpecimenHint | null;
  nameUnitKind: UnitKind | null;
  tokens: string[];
}

const resolutionCache = new Map<string, Resolution | null>();
const resultCache = new Map<string, MatchResult>();
onKnowledgeBaseChange.add(clearMatchCaches);

/** Empties the per-name caches (the knowledge benchmark measures the uncached path with it). */
export function clearMatchCaches(): void {
  resolutionCache.clear();
  resultCache.clear();
  clearContainmentCache();
  clearCompatibilityCache();
}

/**
 * Finds the analyte a printed parameter name stands for, with a confidence in [0, 1]. Names that are not
 * analytes (headers, patient fields, comments) come back unmatched with confidence 0.
 */
export function matchAnalyte(printedName: string, opts: MatchOptions = {}): MatchResult {
  const kb = getKnowledgeBase();
  // Lines without report context (no neighbours, no range) repeat across reports: their answer is cached whole.
  const cacheable = (opts.neighbours === undefined || opts.neighbours.length === 0) && !opts.range;
  const key = cacheable ? `${opts.language ?? ""}\u0001${opts.unit ?? ""}\u0001${printedName}` : "";
  if (cacheable) {
    const cached = resultCache.get(key);
    if (cached !== undefined) return cached;
  }
  const resolution = resolveName(kb, printedName);
  const ranked = resolution === null ? NO_MATCH : rankCandidates(kb, resolution, opts);
  const checked = ranked.analyte && (otherAntibodyClass(printedName, ranked.analyte) || otherCellKind(printedName, ranked.analyte)) ? NO_MATCH : ranked;
  const result = checked.analyte ? checked : (nameWithAbbreviation(printedName, opts) ?? checked);
  if (cacheable) {
    if (resultCache.size > 100_000) resultCache.clear();
    resultCache.set(key, result);
  }
  return result;
}

/**
 * "Hémoglobine glyquée HbA1c", "HbA1c Hémoglobine glyquée": a name printed with its abbreviation and no brackets.
 * Neither the whole nor a shortened form is an alias; the two parts are, of the same analyte, so the line is that
 * analyte (a bit less sure than a whole-name hit). The abbreviation is a single word at either end.
 */
function nameWithAbbreviation(printedName: string, opts: MatchOptions): MatchResult | null {
  const words = printedName.trim().split(/\s+/);
  if (words.length < 2 || words.length > 6) return null;
  for (const [abbreviation, rest] of [[words.at(-1)!, words.slice(0, -1)], [words[0]!, words.slice(1)]] as const) {
    // An abbreviation: two capitals at least, or a capital and a digit ("HbA1c", "TSH", "FT4"); not a word.
    if (abbreviation.length > 8 || !(/\p{Lu}.*\p{Lu}/u.test(abbreviation) || (/\p{Lu}/u.test(abbreviation) && /\d/.test(abbreviation)))) continue;
    const short = matchAnalyte(abbreviation, opts);
    if (!short.analyte) continue;
    const long = matchAnalyte(rest.join(" "), opts);
    if (long.analyte && long.analyte.id === short.analyte.id) return { analyte: long.analyte, confidence: round2(Math.min(long.confidence, short.confidence) - 0.05) };
  }
  return null;
}

const ANTIBODY_CLASS = /(?<![\p{L}])ig\s*([gmaed])(?![\p{L}])/iu;

/**
 * True when the printed name and the analyte name different antibody classes ("Rubella IgM" read as Rubella IgG,
 * one letter apart): an IgM (recent infection) is never reported as an IgG (past infection or immunity).
 */
function otherAntibodyClass(printedName: string, analyte: { id: string; shortName: string }): boolean {
  const printed = ANTIBODY_CLASS.exec(printedName)?.[1]?.toLowerCase();
  const known = ANTIBODY_CLASS.exec(`${analyte.id.replace(/_/g, " ")} ${analyte.shortName}`)?.[1]?.toLowerCase();
  return printed !== undefined && known !== undefined && printed !== known;
}

/** Words that make a cell count another cell kind: atypical or reactive lymphocytes are not lymphocytes. */
const OTHER_CELL_KIND = /(?<![\p{L}])(?:atypical|atypische?n?|atypiques?|at[íi]pic[oa]s?|atipici|reactive|reaktive?n?|reativ[oa]s?|reactiv[oa]s?|réactionnels?|variant|abnormal|anormais|anormales)(?![\p{L}])/iu;

/**
 * True when the printed name counts a cell kind the analyte does not ("Linfócitos atípicos" read as the
 * lymphocyte percentage: a second lymphocyte row beside the real one).
 */
function otherCellKind(printedName: string, analyte: { id: string; longName?: string }): boolean {
  // White cells only: "reactive" is also a serology verdict and part of "C-reactive protein".
  if (!/lymph|mono|neutro|eosino|baso|granulo|wbc/.test(analyte.id)) return false;
  return OTHER_CELL_KIND.test(printedName) && !OTHER_CELL_KIND.test(`${analyte.id.replace(/_/g, " ")} ${analyte.longName ?? ""}`);
}

/** Stage 1, cached: the candidate entries for a printed name and how literal the hit was. */
function resolveName(kb: KnowledgeBase, printedName: string): Resolution | null {
  const cached = resolutionCache.get(printedName);
  if (cached !== undefined) return cached;
  const resolution = resolveUncached(kb, printedName);
  if (resolutionCache.size > 100_000) resolutionCache.clear();
  resolutionCache.set(printedName, resolution);
  return resolution;
}

function resolveUncached(kb: KnowledgeBase, printedName: string): Resolution | null {
  const { forms, nameUnitKind } = readName(printedName);
  if (forms.length === 0) return null;
  // An alias reduced from a urine or stool name ("Creatinine, urine" → "creatinine") stands for its analyte only
  // beside other candidates (neighbours may pick it) or when the printed name names that specimen too; alone it
  // must not capture the plain name, so the search goes on and keeps it as a last resort.
  let lastResort: Resolution | null = null;
  const hit = (entries: IndexEntry[] | undefined, confidence: number, hint: SpecimenHint | null, tokens: string[]) => {
    if (entries === undefined || entries.length === 0) return null;
    const resolution = { entries, confidence, hint, nameUnitKind, tokens };
    if (entries.every((e) => isConditional(e, hint))) {
      lastResort ??= { ...resolution, confidence: Math.min(confidence, 0.6) };
      return null;
    }
    return resolution;
  };
  const index = kb.index;
  for (const form of forms) {
    const found =
      hit(index.ordered(orderedKey(form.tokens)), form.confidence, form.hint, form.tokens) ??
      hit(index.sorted(sortedKey(form.tokens)), form.confidence - 0.03, form.hint, form.tokens);
    if (found) return found;
  }
  for (const form of forms) {
    const found = hit(index.compact(compactKey(form.tokens)), Math.min(form.confidence, 0.9), form.hint, form.tokens);
    if (found) return found;
  }
  for (const form of forms) {
    const key = ocrFold(compactKey(form.tokens));
    const found = hit(index.folded(key), Math.min(form.confidence, 0.85), form.hint, form.tokens);
    if (found) return found;
  }
  for (const form of forms.slice(0, 2)) {
    const fuzzy = fuzzyCandidates(kb.index, ocrFold(compactKey(form.tokens)));
    const found = fuzzy ? hit(fuzzy.entries, fuzzy.confidence, form.hint, form.tokens) : null;
    if (found) return found;
  }
  return lastResort;
}

function isConditional(entry: IndexEntry, queryHint: SpecimenHint | null): boolean {
  return entry.reduced && entry.hint !== null && entry.hint !== "blood" && entry.hint !== queryHint;
}

interface Scored {
  analyte: Analyte;
  position: number;
  score: number;
  compatibility: Compatibility;
}

/** Stage 2: ranks the candidates of a resolution with the unit, specimen, language, neighbours and range. */
function rankCandidates(kb: KnowledgeBase, resolution: Resolution, opts: MatchOptions): MatchResult {
  const parsedUnit = opts.unit ? parseUnit(opts.unit) : null;
  // "NEU% | 61.2 | 10^3ul": a name that says percent (or "#", count) outweighs a unit printed against it — a
  // laboratory system that prints one unit down the whole differential (real Turkish report).
  const nameOverrules = resolution.nameUnitKind !== null && parsedUnit !== null && parsedUnit.kind !== resolution.nameUnitKind && (parsedUnit.kind === "percent" || parsedUnit.kind === "count");
  const unitSpec: UnitSpec | null = parsedUnit && !nameOverrules
    ? { ucum: parsedUnit.ucum, kind: parsedUnit.kind }
    : resolution.nameUnitKind
      ? { ucum: null, kind: resolution.nameUnitKind }
      : null;
  // All-capitals reports print "G/L" for grams per litre; the lower-case reading is the second chance.
  const lower = opts.unit && opts.unit !== opts.unit.toLowerCase() ? parseUnit(opts.unit.toLowerCase()) : null;
  const lowerSpec: UnitSpec | null = lower && lower.ucum !== parsedUnit?.ucum ? { ucum: lower.ucum, kind: lower.kind } : null;
  const scored = scoreEntries(kb, resolution.entries, resolution.hint, unitSpec, opts.language, lowerSpec);
  let best = scored[0];
  if (best === undefined) return NO_MATCH;
  let confidence = resolution.confidence;

  // The unit (or the printed range) says the name meant a longer alias: "Transferrin" in %, "Calcium" 1.1–1.3.
  const rangeConflict = opts.range ? rangeContradicts(best.analyte, opts.range, opts.unit) : false;
  if (best.compatibility === "incompatible" || rangeConflict) {
    const wider = searchContaining(kb, resolution, unitSpec, opts);
    if (wider) return wider;
  }

  const runnerUp = scored.find((s) => s.analyte !== best!.analyte);
  let tied = runnerUp !== undefined && best.score - runnerUp.score < TIE_MARGIN;
  if (opts.neighbours && opts.neighbours.length > 0) {
    const contenders = scored.filter((s) => best!.score - s.score < NEIGHBOUR_MARGIN);
    if (contenders.length > 1) {
      const voted = applyNeighbours(contenders, opts.neighbours, opts.language);
      if (voted.decided) {
        best = voted.best;
        tied = false;
      }
    }
  }
  if (tied) confidence *= 0.85;
  if (best.compatibility === "incompatible") confidence *= 0.7;
  const penalty = Math.min(0, best.score);
  confidence = Math.max(0, Math.min(1, confidence + penalty));
  if (confidence < MIN_CONFIDENCE) return NO_MATCH;
  return { analyte: best.analyte, confidence: round2(confidence) };
}

/** Scores each distinct analyte among the entries; result sorted best first, ties kept in data order. */
function scoreEntries(
  kb: KnowledgeBase,
  entries: readonly IndexEntry[],
  hint: SpecimenHint | null,
  unit: UnitSpec | null,
  language: string | undefined,
  unitAlternative: UnitSpec | null = null,
): Scored[] {
  const byAnalyte = new Map<number, Scored>();
  for (const entry of entries) {
    const analyte = kb.analytes[entry.analyte]!;
    let score = entry.reduced ? -0.02 : 0;
    if (language !== undefined && entry.langs.includes(language)) score += 0.03;
    score += specimenScore(analyte, hint ?? null, entry.hint);
    const compatibility = unit ? betterOf(unitCompatibility(analyte, unit), unitAlternative && unitCompatibility(analyte, unitAlternative)) : "neutral";
    score += COMPATIBILITY_SCORE[compatibility];
    const previous = byAnalyte.get(entry.analyte);
    if (previous === undefined || previous.score < score) {
      byAnalyte.set(entry.analyte, { analyte, position: entry.analyte, score, compatibility });
    }
  }
  return [...byAnalyte.values()].sort((a, b) => b.score - a.score || a.position - b.position);
}

/**
 * Neighbour support: matched neighbours of the same category vote for a contender, twice as strongly when they
 * also share its unit kind (a "%" differential votes for the percentage line). Decided when one contender leads.
 */
function applyNeighbours(
  contenders: Scored[],
  neighbours: readonly string[],
  language: string | undefined,
): { best: Scored; decided: boolean } {
  const context: { category: string; kind: UnitKind | "none" }[] = [];
  for (const name of neighbours.slice(0, 60)) {
    const m = matchAnalyte(name, language !== undefined ? { language } : {});
    if (m.analyte === null || m.confidence < 0.9) continue;
    context.push({ category: m.analyte.category, kind: m.analyte.unit ? unitKind(m.analyte.unit) : "none" });
  }
  const votes = contenders.map((c) => {
    const kind = c.analyte.unit ? unitKind(c.analyte.unit) : "none";
    let v = 0;
    for (const n of context) if (n.category === c.analyte.category) v += n.kind === kind ? 1 : 0.5;
    return v;
  });
  let bestIndex = 0;
  for (let i = 1; i < contenders.length; i++) if (votes[i]! > votes[bestIndex]!) bestIndex = i;
  const decided = votes[bestIndex]! > 0 && votes.filter((v) => v === votes[bestIndex]).length === 1;
  return { best: contenders[bestIndex]!, decided };
}
