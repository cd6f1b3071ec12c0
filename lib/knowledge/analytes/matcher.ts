// Printed name → analyte. Two stages: resolving the name to candidate analytes (cached per printed string:
// index lookups over the readings of name-forms.ts, then OCR folding, then a bounded edit distance), and
// ranking the candidates with what else the line says (unit, specimen, language, neighbouring lines, range).
import { conversionFor } from "./convert";
import { fuzzyCandidates } from "./fuzzy-search";
import { getKnowledgeBase, onKnowledgeBaseChange, type KnowledgeBase } from "./knowledge-base";
import type { IndexEntry } from "./match-index";
import { readName } from "./name-forms";
import type { SpecimenHint } from "./name-vocabulary";
import { compactKey, ocrFold, orderedKey, sortedKey } from "./normalize-name";
import { parseUnit, unitAnnotation, unitKind, type UnitKind } from "./parse-unit";
import { referenceIntervalFor } from "./reference-interval";
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
const containingCache = new Map<string, MatchResult | null>();
const compatibilityCache = new Map<string, Compatibility>();
onKnowledgeBaseChange.add(clearMatchCaches);

/** Empties the per-name caches (the knowledge benchmark measures the uncached path with it). */
export function clearMatchCaches(): void {
  resolutionCache.clear();
  resultCache.clear();
  containingCache.clear();
  compatibilityCache.clear();
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
  const result = resolution === null ? NO_MATCH : rankCandidates(kb, resolution, opts);
  if (cacheable) {
    if (resultCache.size > 100_000) resultCache.clear();
    resultCache.set(key, result);
  }
  return result;
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

type Compatibility = "hint" | "compatible" | "neutral" | "incompatible";

interface Scored {
  analyte: Analyte;
  position: number;
  score: number;
  compatibility: Compatibility;
}

/** Stage 2: ranks the candidates of a resolution with the unit, specimen, language, neighbours and range. */
function rankCandidates(kb: KnowledgeBase, resolution: Resolution, opts: MatchOptions): MatchResult {
  const parsedUnit = opts.unit ? parseUnit(opts.unit) : null;
  const unitSpec: UnitSpec | null = parsedUnit
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

interface UnitSpec {
  ucum: string | null;
  kind: UnitKind;
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

const COMPATIBILITY_SCORE: Record<Compatibility, number> = { hint: 0.3, compatible: 0.15, neutral: 0, incompatible: -0.4 };

const NON_BLOOD_SPECIMENS = new Set(["urine", "stool"]);

/**
 * Specimen agreement: a name that says urine wants a urine analyte; a name that says nothing prefers the blood
 * analyte (a bare "Glucose" is plasma glucose unless the report is a urinalysis, which neighbours decide).
 */
function specimenScore(analyte: Analyte, queryHint: SpecimenHint | null, aliasHint: SpecimenHint | null): number {
  const analyteSpecimen: SpecimenHint = analyte.specimen === "urine" ? "urine" : analyte.specimen === "stool" ? "stool" : "blood";
  if (queryHint !== null) return queryHint === analyteSpecimen ? 0.3 : -0.3;
  if (aliasHint !== null && aliasHint !== "blood") return -0.08;
  return NON_BLOOD_SPECIMENS.has(analyte.specimen) ? -0.04 : 0;
}

function betterOf(a: Compatibility, b: Compatibility | null): Compatibility {
  return b !== null && COMPATIBILITY_SCORE[b] > COMPATIBILITY_SCORE[a] ? b : a;
}

const NEVER_QUALITATIVE_KINDS = new Set<UnitKind>(["time", "rate", "volume", "pressure", "osmolality"]);

/** How a unit fits an analyte: named in its unitHints, convertible to its unit, or not. Cached. */
function unitCompatibility(analyte: Analyte, unit: UnitSpec): Compatibility {
  const key = `${analyte.id}\u0000${unit.ucum ?? ""}\u0000${unit.kind}`;
  let result = compatibilityCache.get(key);
  if (result === undefined) {
    result = computeCompatibility(analyte, unit);
    compatibilityCache.set(key, result);
  }
  return result;
}

function computeCompatibility(analyte: Analyte, unit: UnitSpec): Compatibility {
  const hints = analyte.unitHints ?? [];
  if ((unit.ucum !== null && hints.includes(unit.ucum)) || hints.includes(unit.kind)) return "hint";
  const basis = unit.ucum === null ? null : unitAnnotation(unit.ucum);
  if (basis !== null && hints.includes(basis)) return "hint";
  // A result scale has no unit; labs print semi-quantitative ones in mg/dL or /µL, but never in time or rate units.
  if (analyte.unit === "") return NEVER_QUALITATIVE_KINDS.has(unit.kind) ? "incompatible" : "neutral";
  if (unit.ucum === null) return unitKind(analyte.unit) === unit.kind ? "compatible" : "incompatible";
  if (unit.ucum === analyte.unit || analyte.alternateUnits.some((a) => a.ucum === unit.ucum)) return "compatible";
  return conversionFor(unit.ucum, analyte.unit, analyte) !== null ? "compatible" : "incompatible";
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

/**
 * True when a printed range cannot belong to the analyte: it converts into the analyte's unit and does not
 * overlap the analyte's reference interval at all (ionized calcium 1.15–1.33 mmol/L printed as "Calcium").
 */
function rangeContradicts(
  analyte: Analyte,
  range: { min: number | null; max: number | null },
  unit: string | undefined,
): boolean {
  if (range.min === null || range.max === null || analyte.unit === "") return false;
  const interval = referenceIntervalFor(analyte, undefined);
  if (interval === null || interval.low === null || interval.high === null) return false;
  const linear = conversionFor(unit ?? analyte.unit, analyte.unit, analyte);
  if (linear === null) return false;
  const lo = range.min * linear.factor + linear.offset;
  const hi = range.max * linear.factor + linear.offset;
  return hi < interval.low || lo > interval.high;
}

/**
 * When the unit or range rules out the named analyte, looks for an analyte with an alias that contains every
 * word of the name plus at most two more, three when its unit hints name the unit ("Transferrin" in % →
 * "Transferrin saturation", "Nucleated RBC" in /100 WBC → "Nucleated RBC per 100 WBC"), and fits the unit/range.
 */
function searchContaining(
  kb: KnowledgeBase,
  resolution: Resolution,
  unit: UnitSpec | null,
  opts: MatchOptions,
): MatchResult | null {
  const key = [resolution.tokens.join(" "), unit?.ucum, unit?.kind, opts.unit, opts.range?.min, opts.range?.max].join("\u0001");
  const cached = containingCache.get(key);
  if (cached !== undefined) return cached;
  const result = searchContainingUncached(kb, resolution, unit, opts);
  if (containingCache.size > 20_000) containingCache.clear();
  containingCache.set(key, result);
  return result;
}

function searchContainingUncached(
  kb: KnowledgeBase,
  resolution: Resolution,
  unit: UnitSpec | null,
  opts: MatchOptions,
): MatchResult | null {
  const words = [...new Set(resolution.tokens)];
  const byToken = aliasesByToken(kb);
  // Only aliases holding the rarest word of the name can hold all of them.
  let pool: readonly { tokens: string[]; analyte: number }[] | undefined;
  for (const w of words) {
    const list = byToken.get(w);
    if (list === undefined) return null;
    if (pool === undefined || list.length < pool.length) pool = list;
  }
  let best: { analyte: Analyte; extra: number; hinted: boolean } | null = null;
  for (const { tokens, analyte: position } of pool ?? []) {
    if (tokens.length <= words.length || tokens.length > words.length + 3) continue;
    if (!words.every((w) => tokens.includes(w))) continue;
    const analyte = kb.analytes[position]!;
    const compatibility = unit ? unitCompatibility(analyte, unit) : "neutral";
    if (unit && compatibility !== "hint" && compatibility !== "compatible") continue;
    // Two extra words at most, three when the analyte names the printed unit among its hints.
    if (tokens.length > words.length + 2 && compatibility !== "hint") continue;
    if (opts.range && rangeContradicts(analyte, opts.range, opts.unit)) continue;
    if (opts.range && !unit && analyte.unit === "") continue;
    const extra = tokens.length - words.length;
    if (best === null || extra < best.extra) best = { analyte, extra, hinted: compatibility === "hint" };
  }
  if (best === null) return null;
  // A unit the analyte names in its unitHints makes the longer reading nearly certain ("Neutrophils" in 10^9/L).
  const ceiling = best.hinted ? 0.9 : 0.8;
  return { analyte: best.analyte, confidence: round2(Math.min(resolution.confidence, ceiling) - 0.05 * best.extra) };
}

const tokenIndexes = new WeakMap<KnowledgeBase, Map<string, { tokens: string[]; analyte: number }[]>>();

/** Alias token lists by each word they contain (built on first need). */
function aliasesByToken(kb: KnowledgeBase): Map<string, { tokens: string[]; analyte: number }[]> {
  let byToken = tokenIndexes.get(kb);
  if (byToken === undefined) {
    byToken = new Map();
    for (const alias of kb.index.aliasTokens()) {
      for (const t of new Set(alias.tokens)) {
        const list = byToken.get(t);
        if (list === undefined) byToken.set(t, [alias]);
        else list.push(alias);
      }
    }
    tokenIndexes.set(kb, byToken);
  }
  return byToken;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
