// Two facts the reader infers while streaming: the reference build (from the header, confirmed by where the
// panel's markers sit) and the chromosomal sex (X heterozygosity outside the pseudo-autosomal regions, and
// whether Y is genotyped). Both are counts collected row by row; the rules below turn them into values.
import type { GenomeBuild } from "@/lib/knowledge/dna/types";
import type { StatedBuild } from "./formats";

export type InferredSex = "male" | "female" | "unknown";

/** Pseudo-autosomal regions of X (1-based, inclusive), GRC assembly definitions for GRCh37 and GRCh38. */
const PAR: Record<GenomeBuild, [number, number][]> = {
  GRCh37: [[60_001, 2_699_520], [154_931_044, 155_260_560]],
  GRCh38: [[10_001, 2_781_479], [155_701_383, 156_030_895]],
};

/** True when an X position lies in a PAR on the given build (both builds' PARs when the build is unknown). */
export function inPar(pos: number, build: GenomeBuild | null): boolean {
  const ranges = build ? PAR[build] : [...PAR.GRCh37, ...PAR.GRCh38];
  return ranges.some(([a, b]) => pos >= a && pos <= b);
}

export interface SexCounts {
  xCalled: number;
  xHet: number;
  yRecords: number;
  yCalled: number;
}

/**
 * Sex from the genotypes (docs/decisions.md): at least 100 called X markers outside the PAR are needed. Males
 * are hemizygous, so nearly no X call is heterozygous (< 1 %, array error rate) and Y is genotyped; females
 * show several per cent X heterozygosity and Y is mostly no-call. Anything in between stays "unknown".
 */
export function inferSex(c: SexCounts): InferredSex {
  if (c.xCalled < 100) return "unknown";
  const het = c.xHet / c.xCalled;
  const yRate = c.yRecords > 0 ? c.yCalled / c.yRecords : null;
  if (het < 0.01 && (yRate === null || yRate > 0.5)) return "male";
  if (het > 0.03 && (yRate === null || yRate < 0.2)) return "female";
  return "unknown";
}

export interface BuildVotes {
  grch37: number;
  grch38: number;
}

export interface BuildDecision {
  build: StatedBuild | "unknown";
  warnings: string[];
}

/**
 * The build: positions decide when at least 3 panel markers were placed and 90 % agree; the header decides
 * otherwise. When the header and the positions disagree the positions win and a warning names both.
 */
export function decideBuild(stated: StatedBuild | null, votes: BuildVotes): BuildDecision {
  const placed = votes.grch37 + votes.grch38;
  let byPositions: GenomeBuild | null = null;
  if (placed >= 3) {
    if (votes.grch37 / placed >= 0.9) byPositions = "GRCh37";
    else if (votes.grch38 / placed >= 0.9) byPositions = "GRCh38";
  }
  const warnings: string[] = [];
  if (byPositions && stated && stated !== byPositions) {
    const n = byPositions === "GRCh37" ? votes.grch37 : votes.grch38;
    warnings.push(`The file header states ${stated}, but the positions of ${n} of ${placed} panel markers match ${byPositions}; ${byPositions} was used.`);
    return { build: byPositions, warnings };
  }
  if (placed >= 3 && !byPositions) {
    warnings.push(`Panel marker positions are mixed (${votes.grch37} match GRCh37, ${votes.grch38} match GRCh38); markers were matched by rsid only.`);
  }
  return { build: byPositions ?? stated ?? "unknown", warnings };
}
