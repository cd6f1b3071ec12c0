// Needs knowledge of the DNA supplement advisor: what it can suggest, why (rules with sources), and what a clinic
// product contains.
export { ADVISOR_SUPPLEMENTS, CURRENT_SUPPLEMENT_KEYS, advisorSupplement, type AdvisorSupplement, type EvidenceLevel, type SupplementCategory } from "./supplements";
export { NEED_RULES, type NeedRule, type NeedTrigger } from "./rules";
export { HERBAL_INGREDIENT_PATTERN, PRODUCT_KEY_PATTERNS, holdsHerb, productKeys, parseDosage, convertDose, type DoseUnit } from "./product-keys";
