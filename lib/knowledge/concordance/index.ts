// Public surface of the concordance knowledge (used by lib/modules/dna-blood-report).
export { CONCORDANCE_RULES, MEDICATION_RULE } from "./rules";
export { evaluateRule, reachesLevel, type ReasonKey, type RuleOutcome } from "./evaluate";
export type * from "./types";
