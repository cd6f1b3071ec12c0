// Reading one raw genotype against one panel row, on the plus strand.
// Rules (docs/decisions.md, "DNA knowledge"):
// - alleles are expected on the plus (forward) strand, as 23andMe, AncestryDNA, MyHeritage, FTDNA and VCF write
//   them; a non-palindromic call whose alleles are exactly the complement of the row's pair is read as a
//   reverse-strand report and converted, with a warning;
// - palindromic rows (A/T, C/G) are never converted: the complement of their pair is the pair itself, so a
//   guess would silently swap genotypes; they are read as written;
// - multi-allelic rows are never converted either: the complement may be the site's third allele;
// - an allele outside the row's pair (or its complement) makes the marker unreadable, never a guess;
// - a single allele on an autosome is not a diploid call and is not used.
import { isPalindromic } from "./panel";
import type { Base, PanelMarker } from "./panel";

export type MarkerRead =
  | { status: "called"; count: 0 | 1 | 2; genotype: string; flipped: boolean }
  | { status: "no_call" }
  | { status: "mismatch"; genotype: string };

const COMPLEMENT: Record<Base, Base> = { A: "T", T: "A", C: "G", G: "C" };
const NO_CALL = new Set(["", "-", "--", "0", "00", "NN", "N", "??", "."]);

/** Upper-cased alleles without separators ("A/G", "A|G", "A G" -> "AG"); indel codes (I, D) kept as letters. */
export function normaliseGenotype(raw: string): string {
  return raw.toUpperCase().replace(/[\s/|,;]/g, "");
}

function isBase(c: string): c is Base {
  return c === "A" || c === "C" || c === "G" || c === "T";
}

/** Counts copies of the row's effect allele in a raw genotype, on the plus strand (see rules above). */
export function readMarker(marker: PanelMarker, rawGenotype: string, hemizygousAllowed = false): MarkerRead {
  const g = normaliseGenotype(rawGenotype);
  if (NO_CALL.has(g)) return { status: "no_call" };
  const alleles = [...g];
  if (!alleles.every(isBase)) {
    // I/D (indel) codes or other symbols cannot be compared with a single-nucleotide row.
    return alleles.some((c) => c === "-" || c === "N") ? { status: "no_call" } : { status: "mismatch", genotype: g };
  }
  if (alleles.length === 1 && !hemizygousAllowed) return { status: "mismatch", genotype: g };
  if (alleles.length < 1 || alleles.length > 2) return { status: "mismatch", genotype: g };
  const pair = new Set<Base>([marker.ref, marker.alt]);
  let plus = alleles;
  let flipped = false;
  if (!alleles.every((a) => pair.has(a))) {
    const complemented = alleles.map((a) => COMPLEMENT[a]);
    if (isPalindromic(marker) || marker.multiallelic === true || !complemented.every((a) => pair.has(a))) {
      return { status: "mismatch", genotype: g };
    }
    plus = complemented;
    flipped = true;
  }
  const copies = plus.filter((a) => a === marker.effect).length * (plus.length === 1 ? 2 : 1);
  const sorted = [...plus].sort(byPair(marker)).join("");
  return { status: "called", count: copies as 0 | 1 | 2, genotype: sorted, flipped };
}

/** Orders alleles reference first, so "GA" and "AG" print the same. */
function byPair(marker: PanelMarker): (a: Base, b: Base) => number {
  return (a, b) => (a === b ? 0 : a === marker.ref ? -1 : b === marker.ref ? 1 : a.localeCompare(b));
}

/** The genotype spelled for 0, 1, 2 copies of the effect allele, e.g. ["GG", "GA", "AA"] (tests, tables). */
export function genotypesByCount(marker: PanelMarker): [string, string, string] {
  const other = marker.effect === marker.ref ? marker.alt : marker.ref;
  const order = byPair(marker);
  const spell = (a: Base, b: Base) => [a, b].sort(order).join("");
  return [spell(other, other), spell(other, marker.effect), spell(marker.effect, marker.effect)];
}
