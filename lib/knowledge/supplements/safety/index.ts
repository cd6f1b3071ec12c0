// Safety layer of the DNA supplement advisor: rules with sources, upper intake levels, and the check.
export { SAFETY_RULES, type SafetyRule, type Trigger } from "./rules";
export { UPPER_LIMITS, NEAR_LIMIT_SHARE, upperLimitOf, type UpperLimit } from "./upper-limits";
export { checkSafety, type Candidate, type SafetyContext, type SafetyVerdict } from "./apply";
export { MEDICATION_CLASSES, medicationClassesOf } from "./medication-classes";
export { DEFAULT_EGFR_AGE, egfrCkdEpi2021 } from "./egfr";
