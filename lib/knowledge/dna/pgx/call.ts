// Star-allele diplotype and phenotype for one pharmacogene from the panel reads. Array data are unphased, so
// two different tested variants are assumed to lie on different copies (the CPIC convention for reporting the
// most likely, and for DPYD the more cautious, diplotype), except the gene's cis rules (`PgxGene.cis`): TPMT
// *3B + *3C form *3A on one copy far more often than *3B/*3C in trans (CPIC thiopurine guideline), and CYP2B6
// c.516G>T + c.785A>G form *6 (CPIC efavirenz guideline).
import type { MarkerRead } from "../genotype";
import type { CisRule, DrugAction, PgxGene, PgxPhenotype } from "./genes";

export interface PgxCall {
  gene: string;
  /** Panel rsids of this gene that had a usable call. */
  rsids: string[];
  /** e.g. "*1/*2"; "indeterminate" when more than two variant alleles were found. */
  diplotype: string;
  phenotype: PgxPhenotype;
  activityScore: number | null;
  actions: readonly DrugAction[];
  /** Alleles this call could detect (those with a read). */
  testedAlleles: string[];
  /** Alleles defined for the gene but not read from this file. */
  untestedAlleles: string[];
  severe: boolean;
  source: string;
}

/** Calls one gene; null when none of its variants was read (nothing can be said). */
export function callPgxGene(def: PgxGene, reads: ReadonlyMap<string, MarkerRead>): PgxCall | null {
  const tested = def.alleles.filter((a) => reads.get(a.rsid)?.status === "called");
  if (tested.length === 0) return null;
  const counts = new Map<string, { value: number; count: number }>();
  for (const a of tested) {
    const read = reads.get(a.rsid);
    const count = read?.status === "called" ? read.count : 0;
    counts.set(a.name, { value: a.value, count });
  }
  for (const rule of def.cis ?? []) pairInCis(counts, rule);
  const found: { name: string; value: number }[] = [];
  for (const [name, { value, count }] of counts) for (let i = 0; i < count; i += 1) found.push({ name, value });
  const base = {
    gene: def.gene,
    rsids: tested.map((a) => a.rsid),
    testedAlleles: tested.map((a) => a.label ?? a.name),
    untestedAlleles: def.alleles.filter((a) => !tested.includes(a)).map((a) => a.label ?? a.name),
    source: def.source,
  };
  if (found.length > 2) {
    return { ...base, diplotype: "indeterminate", phenotype: "indeterminate", activityScore: null,
      actions: [{ drugs: drugsOf(def), action: "confirm" }], severe: false };
  }
  while (found.length < 2) found.unshift({ name: def.reference, value: 1 });
  const [first, second] = found as [{ name: string; value: number }, { name: string; value: number }];
  const phenotype = def.phenotype([first.value, second.value]);
  const score = first.value + second.value;
  const actions = def.actionsForScore?.(score) ?? def.actions[phenotype] ?? [{ drugs: drugsOf(def), action: "confirm" as const }];
  return {
    ...base,
    diplotype: `${first.name}/${second.name}`,
    phenotype,
    activityScore: def.activityScore ? score : null,
    actions,
    severe: def.severe.includes(phenotype),
  };
}

/** Every drug the gene's guideline covers (for "confirm before prescribing"). */
export function drugsOf(def: PgxGene): string[] {
  const all = Object.values(def.actions).flatMap((list) => (list ?? []).flatMap((a) => [...a.drugs]));
  return [...new Set(all)];
}

/** One `first` plus one `second` variant are read as the haplotype `as` on one copy (see the header). */
function pairInCis(counts: Map<string, { value: number; count: number }>, rule: CisRule): void {
  const a = counts.get(rule.first);
  const b = counts.get(rule.second);
  if (!a || !b) return;
  const pairs = Math.min(a.count, b.count);
  if (pairs === 0) return;
  a.count -= pairs;
  b.count -= pairs;
  const existing = counts.get(rule.as);
  if (existing) existing.count += pairs;
  else counts.set(rule.as, { value: rule.value, count: pairs });
}
