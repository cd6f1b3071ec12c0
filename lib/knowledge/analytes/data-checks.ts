// Checks over the loaded data, shared by the completeness tests and the knowledge benchmark: alias coverage per
// language, missing fields, and names that two analytes share without anything on the line to tell them apart.
import { getKnowledgeBase, type KnowledgeBase } from "./knowledge-base";
import { aliasForms } from "./name-forms";
import { orderedKey } from "./normalize-name";
import { unitKind } from "./parse-unit";
import { ALIAS_LANGUAGES, type Analyte } from "./types";

/** Per language: how many analytes have at least one alias in it (abbreviations excluded). */
export function loadAliasCoverage(kb: KnowledgeBase = getKnowledgeBase()): Record<string, number> {
  const coverage: Record<string, number> = {};
  for (const analyte of kb.analytes) {
    for (const [lang, list] of Object.entries(analyte.aliases)) {
      if ((list ?? []).length > 0) coverage[lang] = (coverage[lang] ?? 0) + 1;
    }
  }
  return coverage;
}

/** Routine analytes and the alias languages they lack. */
export function routineLanguageGaps(kb: KnowledgeBase = getKnowledgeBase()): { id: string; missing: string[] }[] {
  return kb.analytes
    .filter((a) => a.routine)
    .map((a) => ({ id: a.id, missing: ALIAS_LANGUAGES.filter((lang) => (a.aliases[lang] ?? []).length === 0) }))
    .filter((gap) => gap.missing.length > 0);
}

/** Fields a complete record needs (see types.ts); one message per gap, "id: what is missing". */
export function completenessProblems(kb: KnowledgeBase = getKnowledgeBase()): string[] {
  const problems: string[] = [];
  for (const a of kb.analytes) {
    const quantitative = a.valueType === "quantitative";
    if ((a.loinc.length === 0 && !a.gaps?.loinc) || a.loinc.some((code) => !/^\d{1,7}-\d$/.test(code))) problems.push(`${a.id}: LOINC missing or malformed (${a.loinc.join(", ")})`);
    if (quantitative && a.unit === "") problems.push(`${a.id}: quantitative without a unit`);
    if (quantitative && a.ranges.length === 0 && !a.gaps?.range) problems.push(`${a.id}: quantitative without a reference range`);
    if (!quantitative && !a.qualitative && a.ranges.length === 0) problems.push(`${a.id}: qualitative without a result scale`);
    if (a.rangeSource.trim() === "" && a.ranges.length > 0) problems.push(`${a.id}: ranges without a source`);
    if (a.critical && a.critical.source.trim() === "") problems.push(`${a.id}: critical limits without a source`);
    if (a.aliases.en.length === 0) problems.push(`${a.id}: no English aliases`);
    if (a.shortDescription.trim() === "" || a.longDescription.trim() === "") problems.push(`${a.id}: description missing`);
    for (const r of a.ranges) {
      if (r.low !== null && r.high !== null && r.low > r.high) problems.push(`${a.id}: range low ${r.low} > high ${r.high}`);
    }
    if (a.critical && a.ranges.length > 0) {
      const lows = a.ranges.map((r) => r.low).filter((x): x is number => x !== null);
      const highs = a.ranges.map((r) => r.high).filter((x): x is number => x !== null);
      if (a.critical.low !== undefined && lows.length > 0 && a.critical.low > Math.min(...lows)) problems.push(`${a.id}: critical low ${a.critical.low} above the lowest reference limit`);
      if (a.critical.high !== undefined && highs.length > 0 && a.critical.high < Math.max(...highs)) problems.push(`${a.id}: critical high ${a.critical.high} below the highest reference limit`);
    }
  }
  return problems;
}

export interface AliasCollision {
  /** The normalised name (word order kept). */
  key: string;
  analyteIds: string[];
  /** Languages the name comes from, per analyte id. */
  languages: Record<string, string[]>;
}

/**
 * Normalised names that lead to two or more analytes which nothing on the line can separate: same unit kind, no
 * distinguishing unitHints, same kind of specimen. Such a name is matched by data order — a data problem.
 */
export function findAliasCollisions(kb: KnowledgeBase = getKnowledgeBase()): AliasCollision[] {
  const owners = new Map<string, Map<string, Set<string>>>();
  for (const a of kb.analytes) {
    const names: [string, string][] = [[a.shortName, "*"], [a.longName, "en"]];
    for (const [lang, list] of Object.entries(a.aliases)) for (const n of list ?? []) names.push([n, lang]);
    for (const n of a.abbreviations) names.push([n, "*"]);
    for (const n of a.ocrVariants ?? []) names.push([n, "ocr"]);
    for (const [name, lang] of names) {
      const form = aliasForms(name)[0];
      if (form === undefined) continue;
      const key = orderedKey(form.tokens);
      const byAnalyte = owners.get(key) ?? new Map<string, Set<string>>();
      const langs = byAnalyte.get(a.id) ?? new Set<string>();
      langs.add(lang);
      byAnalyte.set(a.id, langs);
      owners.set(key, byAnalyte);
    }
  }
  const collisions: AliasCollision[] = [];
  for (const [key, byAnalyte] of owners) {
    if (byAnalyte.size < 2) continue;
    const analytes = [...byAnalyte.keys()].map((id) => kb.byId.get(id)!);
    if (allDistinguishable(analytes)) continue;
    // "PTZ" is the thrombin time in German and the prothrombin time in Turkish: a name two languages give to
    // different tests is told apart by the report's language (never when one of them is everyone's abbreviation).
    const langSets = [...byAnalyte.values()];
    const separateLanguages = langSets.every((l) => !l.has("*") && !l.has("ocr")) && langSets.every((l, i) => langSets.every((m, j) => i === j || ![...l].some((x) => m.has(x))));
    if (separateLanguages) continue;
    collisions.push({
      key,
      analyteIds: analytes.map((a) => a.id),
      languages: Object.fromEntries([...byAnalyte].map(([id, langs]) => [id, [...langs].sort()])),
    });
  }
  return collisions.sort((x, y) => x.key.localeCompare(y.key));
}

function allDistinguishable(analytes: readonly Analyte[]): boolean {
  for (let i = 0; i < analytes.length; i++) {
    for (let j = i + 1; j < analytes.length; j++) if (!distinguishable(analytes[i]!, analytes[j]!)) return false;
  }
  return true;
}

/** Two analytes sharing a name can still be told apart by unit kind, unit hints or specimen. */
export function distinguishable(a: Analyte, b: Analyte): boolean {
  const kindA = a.unit === "" ? "none" : unitKind(a.unit);
  const kindB = b.unit === "" ? "none" : unitKind(b.unit);
  if (kindA !== kindB && kindA !== "none" && kindB !== "none") return true;
  const hintsA = new Set(a.unitHints ?? []);
  const hintsB = new Set(b.unitHints ?? []);
  const sameHints = hintsA.size === hintsB.size && [...hintsA].every((h) => hintsB.has(h));
  if ((hintsA.size > 0 || hintsB.size > 0) && !sameHints) return true;
  const bodyA = specimenClass(a.specimen);
  const bodyB = specimenClass(b.specimen);
  return bodyA !== bodyB;
}

function specimenClass(specimen: string): string {
  return specimen === "urine" || specimen === "stool" ? specimen : "blood";
}
