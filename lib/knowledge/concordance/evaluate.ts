// One rule against one person: what the genotype level and the measured value say together. The table is the
// same for every row (docs/decisions.md, "DNA + blood report"):
//   variant (high/moderate) + value off in the predicted direction  → confirms
//   variant (low penetrance) + value off in the predicted direction → watch (a cofactor is likely)
//   variant + value borderline in the predicted direction           → watch
//   variant + value off the other way                               → contradicts (low penetrance: neutral)
//   high-level variant + normal value                               → watch (keep measuring); else neutral
//   high/moderate variant + not measured                            → watch (measure it)
//   protective variant: confirms in its direction, contradicts the other way, else neutral
//   no variant + value off in the predicted direction               → the row's noVariantAbnormal
//   context rows (no predicted direction): variant + value off → watch, variant + normal → neutral
// Pairs with nothing to say (no variant and a normal or unmeasured value) give no correlation.
import type { Concordance, ConcordanceRule, GeneticLevel, LabSide } from "./types";

/** Why the concordance was chosen; the narrative catalogue has a sentence per reason. */
export type ReasonKey =
  | "confirms" | "confirms_protective" | "contradicts_opposite" | "contradicts_no_variant" | "watch_low_penetrance"
  | "watch_borderline" | "watch_normal_high" | "watch_not_measured" | "watch_context" | "neutral_normal" | "neutral_no_variant";

export interface RuleOutcome {
  concordance: Concordance;
  reason: ReasonKey;
  /** The row's red-flag threshold was crossed at the row's genetic level. */
  redFlag: boolean;
}

const RANK: Record<GeneticLevel, number> = { none: 0, protective: 0, low: 1, moderate: 2, high: 3 };

/** True when `level` reaches `min` (a minimum of `none` means any genotype). */
export function reachesLevel(level: GeneticLevel, min: GeneticLevel): boolean {
  return min === "none" || (level !== "protective" && RANK[level] >= RANK[min]);
}

function crossesRedFlag(rule: ConcordanceRule, level: GeneticLevel, lab: LabSide): boolean {
  const flag = rule.redFlag;
  if (!flag || !lab.measured || lab.unit !== flag.unit || !reachesLevel(level, flag.minLevel)) return false;
  // A censored value lies beyond its number: '>1000' crosses a '> 1000' threshold, '<5' a '< 5' one.
  const above = flag.above !== undefined && (lab.value > flag.above || (lab.censored === ">" && lab.value >= flag.above));
  const below = flag.below !== undefined && (lab.value < flag.below || (lab.censored === "<" && lab.value <= flag.below));
  return above || below;
}

const out = (concordance: Concordance, reason: ReasonKey, redFlag = false): RuleOutcome => ({ concordance, reason, redFlag });

/** The outcome of one rule, or null when the pair has nothing to report. */
export function evaluateRule(rule: ConcordanceRule, level: GeneticLevel, lab: LabSide): RuleOutcome | null {
  const variant = level !== "none";
  const flag = crossesRedFlag(rule, level, lab);
  if (!lab.measured) {
    return level === "high" || level === "moderate" ? out("watch", "watch_not_measured") : null;
  }
  const off = lab.status !== "normal";
  if (rule.expects === "context") {
    if (!variant || level === "protective") return flag ? out("neutral", "neutral_no_variant", true) : null;
    return off ? out("watch", "watch_context", flag) : out("neutral", "neutral_normal", flag);
  }
  const inDirection = off && lab.direction === rule.expects;
  const opposite = off && lab.direction !== null && lab.direction !== rule.expects;
  if (!variant) {
    if (inDirection && lab.status === "abnormal") {
      return rule.noVariantAbnormal === "contradicts" ? out("contradicts", "contradicts_no_variant", flag) : out("neutral", "neutral_no_variant", flag);
    }
    return flag ? out("neutral", "neutral_no_variant", true) : null;
  }
  if (level === "protective") {
    if (inDirection) return out("confirms", "confirms_protective", flag);
    if (opposite && lab.status === "abnormal") return out("contradicts", "contradicts_opposite", flag);
    return out("neutral", "neutral_normal", flag);
  }
  if (inDirection) {
    if (lab.status === "borderline") return out("watch", "watch_borderline", flag);
    return level === "low" ? out("watch", "watch_low_penetrance", flag) : out("confirms", "confirms", flag);
  }
  if (opposite && lab.status === "abnormal" && level !== "low") return out("contradicts", "contradicts_opposite", flag);
  return level === "high" ? out("watch", "watch_normal_high", flag) : out("neutral", "neutral_normal", flag);
}
