// Public API of the analyte knowledge base. Other modules import from here only; the files behind it may move.
export { getKnowledgeBase, getAnalyte, listAnalytes, type KnowledgeBase } from "./knowledge-base";
export { matchAnalyte, MIN_CONFIDENCE, type MatchOptions, type MatchResult } from "./matcher";
export { parseUnit, unitKind, type ParsedUnit, type UnitKind } from "./parse-unit";
export { convert } from "./convert";
export { parseRange, type ParsedRange } from "./parse-range";
export { parseResult, type ParsedResult } from "./parse-result";
export { evaluate, classifyValue, borderlineMargin, BORDERLINE_FRACTION } from "./evaluate";
export { referenceIntervalFor, DEFAULT_ADULT_AGE } from "./reference-interval";
export { normalizeParameter, type NormalizeOptions } from "./normalize-parameter";
export { CATEGORY_LABELS, OTHER_CATEGORY_LABEL, categoryLabel, findCategory } from "./categories";
export { loadAliasCoverage, routineLanguageGaps, completenessProblems, findAliasCollisions, type AliasCollision } from "./data-checks";
export * from "./types";
