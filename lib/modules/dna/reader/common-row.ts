// The byte-level fast path of the genotype reader. Nearly every row of a raw file is an autosomal SNP that is not
// on the panel: for those only the counts matter (a record, called or not). They are recognised here straight
// from the file's bytes, without decoding the line or making a string per field, which is what keeps a 640 k-row
// file well under the time the Python `snps` library needs (npm run bench:dna). Any row this does not recognise
// with certainty (X/Y/MT, panel markers, headers, lower case, odd spacing) is left to the full parser.
import { PANEL_RSIDS } from "@/lib/knowledge/dna/panel";
import type { GenomeBuild } from "@/lib/knowledge/dna/types";
import { inPar } from "./sex-and-build";

/** The panel's "rs" numbers (rs1801133 → 1801133), so a row's id is checked as a number, not a string. */
const PANEL_RS = new Set<number>();
/** True when some panel id is not "rs" + digits: rows with other ids then go to the full parser. */
let panelHasOtherIds = false;
/** A one-byte-per-slot filter on the low 16 bits of the panel's rs numbers: most rows are ruled out without hashing. */
const MAYBE_PANEL = new Uint8Array(1 << 16);
for (const id of PANEL_RSIDS) {
  const m = /^rs(\d{1,15})$/.exec(id);
  if (!m) {
    panelHasOtherIds = true;
    continue;
  }
  const n = Number(m[1]);
  PANEL_RS.add(n);
  MAYBE_PANEL[n % 65536] = 1;
}

const TAB = 9;
const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const SPACE = 32;
const LF = 10;

/** The byte of a layout's delimiter. */
export function delimiterByte(delimiter: "\t" | ","): number {
  return delimiter === "\t" ? TAB : COMMA;
}

/** A C G T D I. */
function isAllele(c: number): boolean {
  return c === 65 || c === 67 || c === 71 || c === 84 || c === 68 || c === 73;
}

/** Row classes in a commonRowAt answer (bits 1–2). */
export const X_OUTSIDE_PAR = 1;
export const Y_ROW = 2;

/**
 * Reads the line that starts at `start` as a common row of a tab- or comma-separated vendor layout: id (not a
 * panel marker), chromosome (1–22, X, Y, MT, 23–26), position, genotype in one column ("AG", "--", haploid "A") or
 * two (AncestryDNA "A\tG", "0\t0"); with quoted CSV every field quoted; an optional CR before the LF. One forward
 * pass over the bytes, which also finds the line's end. `b[limit - 1]` must be an LF: every step stops at the LF,
 * so no read goes past it (nor the buffer). `build` places the X pseudo-autosomal regions (null: either build's).
 * Returns -1 when the line is anything else; otherwise, in one number so the hot loop allocates nothing:
 * `next * 16 + heterozygous * 8 + class * 2 + called`, where `next` is the index after the LF, `class` 0 (a record
 * only), X_OUTSIDE_PAR or Y_ROW, and `called` 1 when the genotype is a call.
 */
export function commonRowAt(b: Uint8Array, start: number, limit: number, d: number, twoAlleleColumns: boolean, build: GenomeBuild | null): number {
  const q = b[start] === QUOTE;
  let i = q ? start + 1 : start;

  // Id: "rs" + up to 15 digits is checked against the panel by number; other ids only when the panel has none.
  if (b[i] === 114 /* r */ && b[i + 1] === 115 /* s */) {
    const digitsStart = i + 2;
    let n = 0;
    // Digits are tested inline (no helper call per byte): the first rows run before V8 optimises this function.
    for (i = digitsStart; i < limit; i++) {
      const c = b[i]! - 48;
      if (c < 0 || c > 9) break;
      n = n * 10 + c;
    }
    const digits = i - digitsStart;
    // Anything after the digits (a space, a suffix) may still trim to a panel rsid: the full parser decides.
    if (digits < 1 || digits > 15 || (MAYBE_PANEL[n % 65536] === 1 && PANEL_RS.has(n))) return -1;
  } else {
    // Empty and "." ids are matched by position, upper-case "RS" is lower-cased, a leading space is trimmed,
    // other vendor ids may be panel ids: all of that is the full parser's work.
    const first = b[i];
    if (first === undefined || first === d || first === QUOTE || first === LF || first === 46 /* . */ || first === 82 /* R */ || first === SPACE || panelHasOtherIds) return -1;
    while (i < limit && b[i] !== d && b[i] !== QUOTE && b[i] !== LF) i++;
  }
  if (q && b[i++] !== QUOTE) return -1;
  if (b[i++] !== d) return -1;

  // Chromosome: 1–22, X, Y, MT, or AncestryDNA's 23–26 (X, Y, X pseudo-autosomal, MT).
  if (q && b[i++] !== QUOTE) return -1;
  let cls = 0;
  const c = b[i]!;
  if (c === 88 /* X */) {
    cls = X_OUTSIDE_PAR;
    i++;
  } else if (c === 89 /* Y */) {
    cls = Y_ROW;
    i++;
  } else if (c === 77 /* M */ && b[i + 1] === 84 /* T */) {
    i += 2;
  } else {
    const c0 = c - 48;
    if (c0 < 1 || c0 > 9) return -1; // no digit, or a leading zero
    let chrom = c0;
    const c1 = b[++i]! - 48;
    if (c1 >= 0 && c1 <= 9) {
      chrom = c0 * 10 + c1;
      i++;
    }
    if (chrom > 26) return -1;
    if (chrom === 23) cls = X_OUTSIDE_PAR;
    else if (chrom === 24) cls = Y_ROW;
  }
  if (q && b[i++] !== QUOTE) return -1;
  if (b[i++] !== d) return -1;

  // Position: digits only.
  if (q && b[i++] !== QUOTE) return -1;
  const ps = i;
  let pos = 0;
  for (; i < limit; i++) {
    const p = b[i]! - 48;
    if (p < 0 || p > 9) break;
    pos = pos * 10 + p;
  }
  if (i === ps) return -1;
  if (q && b[i++] !== QUOTE) return -1;
  if (b[i++] !== d) return -1;
  // X rows count towards the inferred sex only outside the pseudo-autosomal regions.
  if (cls === X_OUTSIDE_PAR && inPar(pos, build)) cls = 0;

  // Genotype, then the line's end.
  let a: number | undefined;
  let g: number | undefined;
  // Byte by byte, never past the LF: a read beyond the buffer's end would cost the optimised code (a deopt).
  if (twoAlleleColumns) {
    a = b[i];
    if (a === LF || b[i + 1] !== d) return -1;
    g = b[i + 2];
    i += 3;
  } else {
    if (q && b[i++] !== QUOTE) return -1;
    a = b[i++];
    if (a === LF || a === CR || a === QUOTE) return -1;
    g = b[i];
    if (g === QUOTE || g === CR || g === LF) g = a; // haploid call ("A") or a one-letter no-call
    else i++;
    if (q && b[i++] !== QUOTE) return -1;
  }
  if (b[i] === CR) i++;
  if (i >= limit || b[i] !== LF) return -1;
  if (a === undefined || g === undefined) return -1;
  const next = (i + 1) * 16 + cls * 2;
  if (twoAlleleColumns && (a === 48 || g === 48)) return next; // "0 0": no call
  // Lower case (the full parser upper-cases it) and anything that is not a genotype character go there too.
  if (!isGenotypeChar(a) || !isGenotypeChar(g)) return -1;
  return next + (a !== g ? 8 : 0) + (isAllele(a) && isAllele(g) ? 1 : 0);
}

/** Characters a raw file writes in a genotype: alleles, "-" and "0" for no-calls, "?" and "N". */
function isGenotypeChar(c: number): boolean {
  return isAllele(c) || c === 45 /* - */ || c === 48 /* 0 */ || c === 63 /* ? */ || c === 78 /* N */;
}
