// The loaded knowledge base: analyte data with the per-language alias tables merged in, plus the name index.
// Built once per process on first use (lazy singleton) — every request after that only reads it.
import { aliasTables } from "./aliases";
import { analyteData } from "./data";
import * as generatedIndex from "./generated/name-index";
import { buildMatchIndex, type MatchIndex } from "./match-index";
import { decodeNameIndex, fingerprintNames, type EncodedNameIndex } from "./name-index-file";
import type { AliasTable, Analyte } from "./types";

export interface KnowledgeBase {
  analytes: readonly Analyte[];
  byId: ReadonlyMap<string, Analyte>;
  /** Position of each analyte in `analytes` (the index refers to analytes by position). */
  positionOf: ReadonlyMap<string, number>;
  index: MatchIndex;
  /** Data inconsistencies found while loading (alias ids that name no analyte, duplicate ids). */
  problems: string[];
  /** "precomputed" when the generated name index matched the data, "built" when it had to be rebuilt. */
  indexSource: "precomputed" | "built";
  /** Fingerprint of the indexed names (see name-index-file.ts). */
  fingerprint: string;
  /** Milliseconds spent merging and indexing. */
  buildMs: number;
}

const GENERATED_INDEX: EncodedNameIndex = {
  fingerprint: generatedIndex.NAME_INDEX_FINGERPRINT,
  langSets: generatedIndex.NAME_INDEX_LANG_SETS,
  ordered: generatedIndex.NAME_INDEX_ORDERED,
  sorted: generatedIndex.NAME_INDEX_SORTED,
  compact: generatedIndex.NAME_INDEX_COMPACT,
  folded: generatedIndex.NAME_INDEX_FOLDED,
};

let singleton: KnowledgeBase | null = null;

/** The process-wide knowledge base, built on first call (≈ tens of milliseconds). */
export function getKnowledgeBase(): KnowledgeBase {
  singleton ??= buildKnowledgeBase(analyteData, aliasTables, GENERATED_INDEX);
  return singleton;
}

/** One analyte by id, or undefined. */
export function getAnalyte(id: string): Analyte | undefined {
  return getKnowledgeBase().byId.get(id);
}

/** All analytes, in data order (aliases merged). */
export function listAnalytes(): readonly Analyte[] {
  return getKnowledgeBase().analytes;
}

/**
 * Builds a knowledge base from analyte records and alias tables. Pure (inputs are not mutated), so tests can
 * build one from fixtures. The precomputed name index is used when its fingerprint matches the data.
 */
export function buildKnowledgeBase(
  data: readonly Analyte[],
  tables: Readonly<Record<string, AliasTable | undefined>>,
  precomputed: EncodedNameIndex | null = null,
): KnowledgeBase {
  const started = performance.now();
  const problems: string[] = [];
  const byId = new Map<string, Analyte>();
  const positionOf = new Map<string, number>();
  const analytes: Analyte[] = [];
  for (const record of data) {
    if (byId.has(record.id)) {
      problems.push(`duplicate analyte id "${record.id}"`);
      continue;
    }
    const merged: Analyte = { ...record, aliases: { ...record.aliases, en: [...record.aliases.en] } };
    byId.set(record.id, merged);
    positionOf.set(record.id, analytes.length);
    analytes.push(merged);
  }
  for (const [lang, table] of Object.entries(tables)) {
    if (table === undefined) continue;
    for (const [id, names] of Object.entries(table)) {
      const analyte = byId.get(id);
      if (analyte === undefined) {
        problems.push(`aliases/${lang}.ts: unknown analyte id "${id}"`);
        continue;
      }
      const existing = analyte.aliases[lang];
      analyte.aliases[lang] = existing === undefined ? names : [...new Set([...existing, ...names])];
    }
  }
  const fingerprint = fingerprintNames(analytes);
  const usePrecomputed = precomputed !== null && precomputed.fingerprint === fingerprint;
  const index: MatchIndex = usePrecomputed
    ? decodeNameIndex(precomputed)
    : buildMatchIndex(analytes);
  return {
    analytes,
    byId,
    positionOf,
    index,
    problems,
    indexSource: usePrecomputed ? "precomputed" : "built",
    fingerprint,
    buildMs: performance.now() - started,
  };
}

/** Replaces the process-wide knowledge base (tests only). Pass null to return to the real data. */
export function setKnowledgeBaseForTests(kb: KnowledgeBase | null): void {
  singleton = kb;
  onKnowledgeBaseChange.forEach((listener) => listener());
}

/** Caches derived from the knowledge base register here to be cleared when tests swap it. */
export const onKnowledgeBaseChange = new Set<() => void>();
