// The containment search: when the printed unit or range rules out the analyte a name points to, the name was
// probably a shortened alias of a related analyte ("Transferrin" printed in % is the transferrin saturation).
import type { KnowledgeBase } from "./knowledge-base";
import { rangeContradicts, round2, unitCompatibility, type UnitSpec } from "./match-evidence";
import type { MatchOptions, MatchResult } from "./matcher";
import type { Analyte } from "./types";

const containingCache = new Map<string, MatchResult | null>();

/** Empties the search cache (when the knowledge base is swapped). */
export function clearContainmentCache(): void {
  containingCache.clear();
}

/**
 * When the unit or range rules out the named analyte, looks for an analyte with an alias that contains every
 * word of the name plus at most two more, three when its unit hints name the unit ("Transferrin" in % →
 * "Transferrin saturation", "Nucleated RBC" in /100 WBC → "Nucleated RBC per 100 WBC"), and fits the unit/range.
 */
export function searchContaining(
  kb: KnowledgeBase,
  resolution: { tokens: readonly string[]; confidence: number },
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
  resolution: { tokens: readonly string[]; confidence: number },
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
