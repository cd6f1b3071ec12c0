// APOE ε2/ε3/ε4 genotype from rs429358 and rs7412 (Corder 1993, PMID 8346443; ClinVar). The haplotypes are
// ε2 = rs429358 T + rs7412 T, ε3 = T + C, ε4 = C + C (ε1 = C + T, very rare). Unphased array data give only
// the counts of rs429358-C (ε4-defining) and rs7412-T (ε2-defining); the table below resolves every count pair,
// assuming the common haplotypes, and marks the combinations that need ε1 as unresolved.
import type { RiskLevel } from "./types";

export type ApoeGenotype = "ε2/ε2" | "ε2/ε3" | "ε2/ε4" | "ε3/ε3" | "ε3/ε4" | "ε4/ε4" | "ε1/ε4" | "ε1/ε2" | "ε1/ε1";

export type ApoeNarrative = "e3e3" | "e2" | "e2e2" | "e4_one" | "e4_two" | "rare";

export interface ApoeCall {
  genotype: ApoeGenotype;
  risk: RiskLevel;
  narrative: ApoeNarrative;
  /** ε4 alleles, for the overall rules and the lipid test recommendation. */
  e4: number;
}

/** [rs429358 C count][rs7412 T count] -> genotype. */
const TABLE: Record<string, ApoeCall> = {
  "0,0": { genotype: "ε3/ε3", risk: "typical", narrative: "e3e3", e4: 0 },
  "0,1": { genotype: "ε2/ε3", risk: "protective", narrative: "e2", e4: 0 },
  "0,2": { genotype: "ε2/ε2", risk: "informational", narrative: "e2e2", e4: 0 },
  "1,0": { genotype: "ε3/ε4", risk: "elevated", narrative: "e4_one", e4: 1 },
  // ε2/ε4 is far more common than ε1/ε3; the ε4 allele carries the risk either way.
  "1,1": { genotype: "ε2/ε4", risk: "elevated", narrative: "e4_one", e4: 1 },
  "2,0": { genotype: "ε4/ε4", risk: "high", narrative: "e4_two", e4: 2 },
  "2,1": { genotype: "ε1/ε4", risk: "elevated", narrative: "rare", e4: 1 },
  "1,2": { genotype: "ε1/ε2", risk: "informational", narrative: "rare", e4: 0 },
  "2,2": { genotype: "ε1/ε1", risk: "informational", narrative: "rare", e4: 0 },
};

/** APOE genotype from the copy counts of rs429358-C and rs7412-T (plus strand). */
export function apoeFromCounts(rs429358C: 0 | 1 | 2, rs7412T: 0 | 1 | 2): ApoeCall {
  const call = TABLE[`${rs429358C},${rs7412T}`];
  if (!call) throw new RangeError(`APOE counts out of range: ${rs429358C}, ${rs7412T}`);
  return call;
}
