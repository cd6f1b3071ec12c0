// Raw genotype file formats, told apart by their content (header comments and the column header), never by the
// file name. Each format says how one data line splits into rsid, chromosome, position and genotype.
import type { GenomeBuild } from "@/lib/knowledge/dna/types";

export type GenotypeFormat =
  | "23andme"
  | "ancestrydna"
  | "myheritage"
  | "ftdna"
  | "livingdna"
  | "genesforgood"
  | "vcf"
  | "generic";

/** Build as the file states it; NCBI36 files are read by rsid only (positions are not compared). */
export type StatedBuild = GenomeBuild | "NCBI36";

export interface LineLayout {
  delimiter: "\t" | "," | "ws";
  /** AncestryDNA: allele1 and allele2 in two columns; everyone else one genotype column. */
  twoAlleleColumns: boolean;
}

/** Header facts collected from the comment lines before the first data line. */
export interface HeaderFacts {
  format: GenotypeFormat | null;
  build: StatedBuild | null;
  /** VCF: number of sample columns (must be 1). */
  vcfSamples?: number;
}

const VENDOR_MARKS: [RegExp, GenotypeFormat][] = [
  [/23andme/i, "23andme"],
  [/ancestrydna/i, "ancestrydna"],
  [/myheritage/i, "myheritage"],
  [/living ?dna/i, "livingdna"],
  [/genes for good/i, "genesforgood"],
  [/family ?tree ?dna|ftdna/i, "ftdna"],
];

/** Reads vendor and build from one header (comment) line; returns what it learnt. */
export function readHeaderLine(line: string, facts: HeaderFacts): void {
  if (/^##fileformat=VCF/i.test(line)) facts.format = "vcf";
  if (!facts.format) {
    for (const [re, format] of VENDOR_MARKS) {
      if (re.test(line)) {
        facts.format = format;
        break;
      }
    }
  }
  const build = statedBuild(line);
  if (build && !facts.build) facts.build = build;
}

/** "build 37", "GRCh38", "hg19", "NCBI36", VCF ##reference / ##contig lengths → the build the header states. */
export function statedBuild(line: string): StatedBuild | null {
  const l = line.toLowerCase();
  if (/grch38|hg38|build[ _-]?38\b|assembly build 38/.test(l)) return "GRCh38";
  if (/grch37|hg19|b37\b|build[ _-]?37|assembly build 37|hs37d5/.test(l)) return "GRCh37";
  if (/ncbi ?36|hg18|build[ _-]?36\b/.test(l)) return "NCBI36";
  // VCF contig lines: chromosome 1 length tells the assembly apart.
  if (/##contig=<id=(chr)?1,/.test(l)) {
    if (l.includes("length=248956422")) return "GRCh38";
    if (l.includes("length=249250621")) return "GRCh37";
  }
  return null;
}

/** The layout of a vendor format's data lines. */
export function layoutOf(format: GenotypeFormat, firstDataLine: string): LineLayout {
  switch (format) {
    case "ancestrydna":
      return { delimiter: "\t", twoAlleleColumns: true };
    case "myheritage":
    case "ftdna":
      return { delimiter: ",", twoAlleleColumns: false };
    case "23andme":
    case "livingdna":
    case "genesforgood":
    case "generic":
    case "vcf":
      return guessLayout(firstDataLine);
  }
}

/** Delimiter and column count of a line with no vendor header (pasted text, FTDNA without header). */
export function guessLayout(line: string): LineLayout {
  const delimiter = line.includes("\t") ? "\t" : line.includes(",") ? "," : "ws";
  const n = splitLine(line, { delimiter }).length;
  return { delimiter, twoAlleleColumns: n >= 5 };
}

/** Splits a data line into trimmed, unquoted fields. Genotype files never put a delimiter inside quotes. */
export function splitLine(line: string, layout: Pick<LineLayout, "delimiter">): string[] {
  const parts = layout.delimiter === "ws" ? line.trim().split(/\s+/) : line.split(layout.delimiter);
  for (let i = 0; i < parts.length; i++) {
    let p = parts[i]!;
    if (p.length > 0 && (p.charCodeAt(0) === 34 || p.charCodeAt(p.length - 1) === 34 || p.charCodeAt(0) === 32 || p.charCodeAt(p.length - 1) === 32)) {
      p = p.trim();
      if (p.startsWith('"') && p.endsWith('"') && p.length >= 2) p = p.slice(1, -1).trim();
      parts[i] = p;
    }
  }
  return parts;
}

/** AncestryDNA numbers X, Y, the pseudo-autosomal region and MT as 23–26; other files write chr prefixes. */
export function normaliseChrom(raw: string): { chrom: string; par: boolean } {
  let c = raw;
  if (c.length > 3 && (c.charCodeAt(0) === 99 || c.charCodeAt(0) === 67) && /^chr/i.test(c)) c = c.slice(3);
  switch (c) {
    case "23":
      return { chrom: "X", par: false };
    case "24":
      return { chrom: "Y", par: false };
    case "25":
      return { chrom: "X", par: true };
    case "26":
    case "M":
    case "MT":
      return { chrom: "MT", par: false };
    case "x":
      return { chrom: "X", par: false };
    case "y":
      return { chrom: "Y", par: false };
    case "XY":
      return { chrom: "X", par: true };
    default:
      return { chrom: c, par: false };
  }
}

/** A column-header line ("rsid chromosome position genotype", "RSID,CHROMOSOME,…") rather than data. */
export function isColumnHeader(fields: string[]): boolean {
  const first = (fields[0] ?? "").toLowerCase();
  return first === "rsid" || first === "snp" || first === "name" || first === "snp name" || first === "marker" || first === "#chrom" || first === "chrom";
}
