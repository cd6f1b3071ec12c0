// Needs knowledge of the DNA supplement advisor: what it can suggest, why (rules with sources), and what a clinic
// product contains.
export { ADVISOR_SUPPLEMENTS, CURRENT_SUPPLEMENT_KEYS, advisorSupplement, type AdvisorSupplement, type EvidenceLevel, type SupplementCategory } from "./supplements";
export { NEED_RULES, type NeedRule, type NeedTrigger } from "./rules";
export { PRODUCT_KEY_PATTERNS, productKeys, parseDosage, convertDose, type DoseUnit } from "./product-keys";
