// The line-by-line core of the genotype reader. It sees every line once, keeps only the rows of panel markers
// and the counts `source` reports (records, calls, X heterozygosity, Y calls, build votes), so memory does not
// grow with the file. Formats are told from the header comments and the first data lines.
import { KNOWN_POSITIONS, PANEL_RSIDS } from "@/lib/knowledge/dna/panel";
import type { GenomeBuild, GenotypeCall } from "@/lib/knowledge/dna/types";
import { ApiError } from "@/lib/api/api-error";
import { commonRowAt, delimiterByte, X_OUTSIDE_PAR, Y_ROW } from "./common-row";
import { guessLayout, isColumnHeader, layoutOf, normaliseChrom, readHeaderLine, splitLine, type GenotypeFormat, type HeaderFacts, type LineLayout } from "./formats";
import { decideBuild, inferSex, inPar, type BuildVotes, type InferredSex, type SexCounts } from "./sex-and-build";
import type { StatedBuild } from "./formats";

export interface GenotypeSummary {
  format: GenotypeFormat;
  build: StatedBuild | "unknown";
  total_records: number;
  called: number;
  no_call_rate: number;
  inferred_sex: InferredSex;
  /** Panel markers only, one call per rsid (the first called one). */
  calls: GenotypeCall[];
  warnings: string[];
}

/** Lines without a parseable row tolerated before the first good one, before the input is called garbage. */
const GARBAGE_PROBE = 50;

/** rsid for a VCF row with no ID, looked up by position on either build. */
const BY_POSITION: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const [rsid, k] of KNOWN_POSITIONS) {
    m.set(`${k.chrom}:${k.pos37}`, rsid);
    m.set(`${k.chrom}:${k.pos38}`, rsid);
  }
  return m;
})();

/** A genotype with one or two allele letters (A C G T, or I/D for indels as arrays write them). */
export function isCalledGenotype(g: string): boolean {
  if (g.length < 1 || g.length > 2) return false;
  for (let i = 0; i < g.length; i++) {
    const c = g.charCodeAt(i);
    // A C G T D I
    if (c !== 65 && c !== 67 && c !== 71 && c !== 84 && c !== 68 && c !== 73) return false;
  }
  return true;
}

const UNREADABLE =
  "This is not raw genotype data we can read. Expected lines of rsID, chromosome, position and genotype (23andMe, AncestryDNA, MyHeritage, FamilyTreeDNA, LivingDNA, Genes for Good) or a single-sample VCF.";

export class GenotypeLineReader {
  private facts: HeaderFacts = { format: null, build: null };
  private format: GenotypeFormat | null = null;
  private layout: LineLayout | null = null;
  private vcfFormatKey = "";
  private vcfGt = -1;
  private lines = 0;
  private bad = 0;
  private good = 0;
  private total = 0;
  private calledCount = 0;
  private sex: SexCounts = { xCalled: 0, xHet: 0, yRecords: 0, yCalled: 0 };
  private votes: BuildVotes = { grch37: 0, grch38: 0 };
  private panel = new Map<string, GenotypeCall>();
  private duplicates = 0;
  private sawHeader = false;

  /** Feeds one line (without its line break; a trailing CR is removed here). */
  push(raw: string): void {
    let line = raw;
    if (line.length > 0 && line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    if (this.lines === 0 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    this.lines++;
    if (line.length === 0) return;
    if (line.charCodeAt(0) === 35 /* # */) {
      this.headerLine(line);
      return;
    }
    if (!this.format) this.startData(line);
    if (this.format === "vcf") this.vcfLine(line);
    else this.arrayLine(line);
    if (this.good === 0 && this.bad >= GARBAGE_PROBE) throw new ApiError("VAL_2002", UNREADABLE);
  }

  private headerLine(line: string): void {
    this.sawHeader = true;
    if (line.startsWith("#CHROM") || line.startsWith("#chrom")) {
      const cols = line.split("\t");
      if (this.facts.format === "vcf" || cols[2]?.toUpperCase() === "ID") {
        this.facts.format = "vcf";
        const samples = cols.length - 9;
        if (samples !== 1) throw new ApiError("VAL_2002", samples < 1 ? "The VCF has no sample column with genotypes." : `The VCF holds ${samples} samples; upload a file with one person's genotypes.`);
      }
      return;
    }
    if (this.lines <= 200) readHeaderLine(line, this.facts);
  }

  private startData(line: string): void {
    const guessed = guessLayout(line);
    let format = this.facts.format;
    if (!format) {
      const fields = splitLine(line, guessed);
      // FamilyTreeDNA writes a quoted CSV with an RSID,CHROMOSOME,POSITION,RESULT header (or none at all).
      if (guessed.delimiter === "," && (line.startsWith('"') || isColumnHeader(fields)) && fields.length === 4) format = "ftdna";
      else format = "generic";
    }
    this.format = format;
    this.layout = layoutOf(format, line);
  }

  /**
   * Reads every complete line (ending in LF) of `buf[start, limit)` and returns where the incomplete rest begins
   * (the caller carries it into the next chunk). Common rows (autosomal, not a panel marker) are counted straight
   * from the bytes; any other line is decoded (latin1: genotype files are ASCII, and it never fails on a bad
   * byte) and read by push().
   */
  readLines(buf: Buffer, start: number, limit: number): number {
    // Only complete lines: the fast path then never reads past an LF (nor the buffer's end).
    const end = limit > start ? buf.lastIndexOf(10, limit - 1) + 1 : 0;
    if (end <= start) return start;
    // One call site of the fast path, its settings in locals, counts written back only around a slow line: this
    // keeps the loop small, so V8 optimises it early in the file (the first megabyte dominated the time).
    let fast = this.fastPathSettings();
    let rows = 0;
    let called = 0;
    const sex: SexCounts = { xCalled: 0, xHet: 0, yRecords: 0, yCalled: 0 };
    let i = start;
    while (i < end) {
      const r = fast === null ? -1 : commonRowAt(buf, i, end, fast.d, fast.two, fast.build);
      if (r >= 0) {
        rows++;
        const isCalled = r & 1;
        called += isCalled;
        const cls = (r >>> 1) & 3;
        if (cls === X_OUTSIDE_PAR) {
          sex.xCalled += isCalled;
          sex.xHet += isCalled & (r >>> 3);
        } else if (cls === Y_ROW) {
          sex.yRecords++;
          sex.yCalled += isCalled;
        }
        i = r >>> 4;
        continue;
      }
      this.countCommon(rows, called, sex);
      rows = 0;
      called = 0;
      const nl = buf.indexOf(10, i);
      this.push(buf.toString("latin1", i, nl));
      i = nl + 1;
      fast = this.fastPathSettings();
    }
    this.countCommon(rows, called, sex);
    return end;
  }

  /** Delimiter byte and genotype columns for the fast path, or null while it cannot apply (no layout yet, VCF, spaces). */
  private fastPathSettings(): { d: number; two: boolean; build: GenomeBuild | null } | null {
    const layout = this.layout;
    if (layout === null || layout.delimiter === "ws" || this.format === "vcf") return null;
    const build = this.facts.build === "GRCh37" || this.facts.build === "GRCh38" ? this.facts.build : null;
    return { d: delimiterByte(layout.delimiter), two: layout.twoAlleleColumns, build };
  }

  /** Adds the fast path's counts (and zeroes the sex counts handed in, which the caller keeps using). */
  private countCommon(rows: number, called: number, sex: SexCounts): void {
    this.lines += rows;
    this.good += rows;
    this.total += rows;
    this.calledCount += called;
    this.sex.xCalled += sex.xCalled;
    this.sex.xHet += sex.xHet;
    this.sex.yRecords += sex.yRecords;
    this.sex.yCalled += sex.yCalled;
    sex.xCalled = sex.xHet = sex.yRecords = sex.yCalled = 0;
  }

  private arrayLine(line: string): void {
    let f = splitLine(line, this.layout!);
    if (f.length < 4 && this.format === "generic") {
      // Pasted text may mix tabs, commas and spaces from line to line.
      this.layout = guessLayout(line);
      f = splitLine(line, this.layout);
    }
    if (f.length < 4) {
      this.bad++;
      return;
    }
    if (isColumnHeader(f)) {
      this.sawHeader = true;
      // AncestryDNA's header names two allele columns; generic pasted text may have either.
      if (this.format === "generic") this.layout = { ...this.layout!, twoAlleleColumns: f.length >= 5 && /allele/i.test(f[3] ?? "") };
      return;
    }
    const pos = Number(f[2]);
    const id = f[0]!;
    if (!id || !Number.isInteger(pos) || pos < 0) {
      this.bad++;
      return;
    }
    let genotype: string;
    if (this.layout!.twoAlleleColumns) {
      const a = f[3]!.toUpperCase();
      const b = (f[4] ?? "").toUpperCase();
      genotype = a === "0" || b === "0" || a === "" ? "--" : a + b;
    } else {
      genotype = f[3]!.toUpperCase();
      if (genotype.length === 3 && (genotype[1] === "/" || genotype[1] === "|")) genotype = genotype[0]! + genotype[2]!;
    }
    this.record(id, f[1]!, pos, genotype);
  }

  private vcfLine(line: string): void {
    const f = line.split("\t");
    if (f.length < 10) {
      this.bad++;
      return;
    }
    const pos = Number(f[1]);
    if (!Number.isInteger(pos)) {
      this.bad++;
      return;
    }
    if (f[8] !== this.vcfFormatKey) {
      this.vcfFormatKey = f[8]!;
      this.vcfGt = this.vcfFormatKey.split(":").indexOf("GT");
    }
    if (this.vcfGt < 0) {
      this.bad++;
      return;
    }
    const gt = f[9]!.split(":")[this.vcfGt] ?? ".";
    const alleles = [f[3]!.toUpperCase(), ...f[4]!.toUpperCase().split(",")];
    let genotype = "";
    for (const idx of gt.split(/[/|]/)) {
      const n = idx === "." ? -1 : Number(idx);
      const allele = n >= 0 ? alleles[n] : undefined;
      if (allele === undefined || allele === "." || allele === "*") {
        genotype = "--";
        break;
      }
      // Indels and symbolic alleles are written I/D-free as "?" so they count as records but never match a SNP.
      genotype += allele.length === 1 ? allele : "?";
    }
    const id = (f[2] ?? ".").split(";").find((x) => x.startsWith("rs")) ?? ".";
    this.record(id, f[0]!, pos, genotype);
  }

  private record(rawId: string, rawChrom: string, pos: number, genotype: string): void {
    this.good++;
    this.total++;
    const { chrom, par } = normaliseChrom(rawChrom);
    const called = isCalledGenotype(genotype) || (this.format === "vcf" && genotype !== "--" && genotype.length > 0);
    if (called) this.calledCount++;
    if (chrom === "X") {
      const b = this.facts.build === "GRCh37" || this.facts.build === "GRCh38" ? this.facts.build : null;
      if (!par && !inPar(pos, b) && called) {
        this.sex.xCalled++;
        if (genotype.length === 2 && genotype[0] !== genotype[1]) this.sex.xHet++;
      }
    } else if (chrom === "Y") {
      this.sex.yRecords++;
      if (called) this.sex.yCalled++;
    }
    let rsid = rawId.charCodeAt(0) === 82 /* R */ ? rawId.toLowerCase() : rawId;
    if (rsid === "." || rsid === "") rsid = BY_POSITION.get(`${chrom}:${pos}`) ?? "";
    if (!PANEL_RSIDS.has(rsid)) return;
    const known = KNOWN_POSITIONS.get(rsid);
    if (known && known.chrom === chrom && known.pos37 !== known.pos38) {
      if (pos === known.pos37) this.votes.grch37++;
      else if (pos === known.pos38) this.votes.grch38++;
    }
    const prior = this.panel.get(rsid);
    if (prior) {
      this.duplicates++;
      if (!isCalledGenotype(prior.genotype) && called) this.panel.set(rsid, { rsid, chrom, pos, genotype });
      return;
    }
    this.panel.set(rsid, { rsid, chrom, pos, genotype: called ? genotype : "--" });
  }

  /** Ends the input: refuses empty, header-only and unreadable inputs, otherwise returns the summary. */
  finish(): GenotypeSummary {
    if (this.total === 0) {
      if (this.lines === 0 || (!this.sawHeader && this.bad === 0)) throw new ApiError("VAL_2002", "The genotype data is empty.");
      if (this.bad === 0) throw new ApiError("VAL_2002", "The file holds a header but no genotype rows. Export the full raw data file again.");
      throw new ApiError("VAL_2002", UNREADABLE);
    }
    const warnings: string[] = [];
    const decided = decideBuild(this.facts.build, this.votes);
    warnings.push(...decided.warnings);
    if (this.bad > 0) warnings.push(`${this.bad} line(s) could not be read as genotype rows and were skipped.`);
    if (this.duplicates > 0) warnings.push(`${this.duplicates} panel marker row(s) appear more than once; the first called genotype was used.`);
    if (this.facts.build === "NCBI36" && decided.build === "NCBI36") warnings.push("The file uses the old NCBI36 (hg18) build; markers were matched by rsid only.");
    return {
      format: this.format ?? "generic",
      build: decided.build,
      total_records: this.total,
      called: this.calledCount,
      no_call_rate: Math.round(((this.total - this.calledCount) / this.total) * 10_000) / 10_000,
      inferred_sex: inferSex(this.sex),
      calls: [...this.panel.values()],
      warnings,
    };
  }
}
