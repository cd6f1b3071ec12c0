// The genotype reader on generated files of every vendor layout, the containers, and the inputs that must be
// refused with a plain reason (never a crash): what a user uploading a raw data file would notice.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { PANEL, SANDBOX_GENOTYPES } from "@/lib/knowledge/dna";
import { fixtureText, type FixtureOptions } from "../testing/genotype-fixtures";
import { makeZip } from "../testing/zip-writer";
import { READER_LIMITS } from "./limits";
import { readGenotypes } from "./read-genotypes";

const dir = mkdtempSync(path.join(tmpdir(), "dna-reader-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

function file(content: Buffer | string) {
  const p = path.join(dir, `f${n++}`);
  const buf = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  writeFileSync(p, buf);
  return { kind: "file" as const, path: p, size: buf.length };
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const calledPanel = SANDBOX_GENOTYPES.filter((c) => c.genotype !== "--").length;
const genotypeOf = (calls: { rsid: string; genotype: string }[], rsid: string) => calls.find((c) => c.rsid === rsid)?.genotype;

describe("formats, detected from content", () => {
  const cases: [FixtureOptions["format"], Partial<FixtureOptions>][] = [
    ["23andme", {}],
    ["ancestrydna", {}],
    ["myheritage", {}],
    ["ftdna", {}],
    ["ftdna", { noHeader: true }],
    ["livingdna", {}],
    ["genesforgood", {}],
    ["vcf", {}],
  ];
  it.each(cases)("%s %o: every panel row, the counts and the build", async (format, extra) => {
    const o: FixtureOptions = { format, rows: 8000, sex: "female", ...extra };
    const r = await readGenotypes(file(fixtureText(o)));
    expect(r.format).toBe(format);
    expect(r.build).toBe("GRCh37");
    expect(r.total_records).toBe(8000 + PANEL.length);
    expect(r.calls.filter((c) => c.genotype !== "--")).toHaveLength(calledPanel);
    expect(genotypeOf(r.calls, "rs429358")).toBe("TC");
    expect(genotypeOf(r.calls, "rs1800562")).toBe("GA");
    expect(r.called).toBeLessThan(r.total_records);
    expect(r.no_call_rate).toBeGreaterThan(0);
    expect(r.inferred_sex).toBe("female");
  });

  it("reads a male 23andMe file with haploid X/Y calls as male", async () => {
    const r = await readGenotypes(file(fixtureText({ format: "23andme", rows: 8000, sex: "male" })));
    expect(r.inferred_sex).toBe("male");
  });

  it("reads a VCF on GRCh38 with ./., haploid and multi-allelic calls", async () => {
    const text = fixtureText({ format: "vcf", rows: 500, build: "GRCh38" }) +
      "chrX\t5000000\trs999000001\tA\tG\t50\tPASS\t.\tGT\t1\n" +
      "chr2\t5000001\trs999000002\tA\tG,T\t50\tPASS\t.\tGT\t1/2\n" +
      "chr2\t5000002\trs999000003\tA\tG\t50\tPASS\t.\tGT\t./.\n";
    const r = await readGenotypes(file(text));
    expect(r.format).toBe("vcf");
    expect(r.build).toBe("GRCh38");
    expect(r.total_records).toBe(500 + PANEL.length + 3);
    expect(genotypeOf(r.calls, "rs429358")).toBe("TC");
    expect(genotypeOf(r.calls, "rs10455872")).toBe("--");
  });

  it("finds VCF rows without an rsid by their position", async () => {
    const text = "##fileformat=VCFv4.2\n##reference=GRCh37\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tS1\n19\t45411941\t.\tT\tC\t.\tPASS\t.\tGT\t0|1\n";
    const r = await readGenotypes({ kind: "text", text });
    expect(r.calls).toEqual([{ rsid: "rs429358", chrom: "19", pos: 45411941, genotype: "TC" }]);
  });

  it("refuses a VCF with several samples", async () => {
    const err = await refusal(readGenotypes({ kind: "text", text: "##fileformat=VCFv4.2\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tA\tB\n" }));
    expect(err.code).toBe("VAL_2002");
    expect(err.details).toMatch(/2 samples/);
  });

  it("reads a UTF-8 BOM, CRLF line ends and duplicate ids", async () => {
    const base = fixtureText({ format: "23andme", rows: 200 }, { bom: true, eol: "\r\n" });
    const r = await readGenotypes(file(base + "rs429358\t19\t45411941\tCC\r\n"));
    expect(r.format).toBe("23andme");
    expect(genotypeOf(r.calls, "rs429358")).toBe("TC");
    expect(r.warnings.join(" ")).toMatch(/more than once/);
  });

  it("names a header that states GRCh38 over GRCh37 positions", async () => {
    const r = await readGenotypes(file(fixtureText({ format: "23andme", rows: 100, build: "GRCh37", headerBuild: "GRCh38" })));
    expect(r.build).toBe("GRCh37");
    expect(r.warnings.join(" ")).toMatch(/header states GRCh38.*match GRCh37/);
  });

  it("reads pasted text in any whitespace layout", async () => {
    const r = await readGenotypes({ kind: "text", text: "rs429358 19 45411941 CT\nrs7412,19,45412079,CC\n" });
    expect(r.format).toBe("generic");
    expect(r.calls.map((c) => c.genotype)).toEqual(["CT", "CC"]);
  });
});

describe("containers", () => {
  const text = fixtureText({ format: "ancestrydna", rows: 2000 });
  it("reads the one genotype member of a zip, ignoring a readme and macOS metadata", async () => {
    const zip = makeZip([
      { name: "README.txt", data: Buffer.from("read me") },
      { name: "__MACOSX/._AncestryDNA.txt", data: Buffer.from("x") },
      { name: "AncestryDNA.txt", data: Buffer.from(text) },
    ]);
    const r = await readGenotypes(file(zip));
    expect(r).toMatchObject({ container: "zip", member: "AncestryDNA.txt", format: "ancestrydna" });
    expect(genotypeOf(r.calls, "rs6025")).toBe("CT");
  });

  it("reads a gzip file", async () => {
    const r = await readGenotypes(file(gzipSync(Buffer.from(text))));
    expect(r).toMatchObject({ container: "gzip", format: "ancestrydna", total_records: 2000 + PANEL.length });
  });

  it("refuses a zip with two data files", async () => {
    const err = await refusal(readGenotypes(file(makeZip([{ name: "a.txt", data: Buffer.from(text) }, { name: "b.csv", data: Buffer.from(text) }]))));
    expect(err.details).toMatch(/2 data files/);
  });

  it("stops a gzip bomb while inflating, with memory bounded", async () => {
    const bomb = gzipSync(Buffer.from("rs1\t1\t100\tAA\n".repeat(5_000_000)), { level: 1 });
    const before = process.memoryUsage().rss;
    const err = await refusal(readGenotypes(file(bomb)));
    expect(err.code).toBe("VAL_2002");
    expect(err.details).toMatch(/bomb/);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  }, 30_000);

  it("stops a zip bomb whose member lies about its size", async () => {
    const err = await refusal(readGenotypes(file(makeZip([{ name: "g.txt", data: Buffer.alloc(30 * 1024 * 1024, 0x41), claimedSize: 1000 }]))));
    expect(err.code).toBe("VAL_2002");
  }, 30_000);

  it("refuses a zip member that declares more than the inflated cap", async () => {
    const err = await refusal(readGenotypes(file(makeZip([{ name: "g.txt", data: Buffer.from(text), claimedSize: READER_LIMITS.inflatedBytes + 1 }]))));
    expect(err.details).toMatch(/expands to/);
  });

  it("refuses truncated zip and gzip files with a plain reason", async () => {
    const zip = makeZip([{ name: "g.txt", data: Buffer.from(text) }]);
    const z = await refusal(readGenotypes(file(zip.subarray(0, Math.floor(zip.length / 2)))));
    expect(z.code).toBe("VAL_2002");
    expect(z.details).toMatch(/zip archive/);
    const gz = gzipSync(Buffer.from(text));
    const g = await refusal(readGenotypes(file(gz.subarray(0, Math.floor(gz.length / 2)))));
    expect(g.code).toBe("VAL_2002");
    expect(g.details).toMatch(/incomplete|damaged/);
  });
});

describe("refusals", () => {
  it("empty, header-only, garbage text, binary and over-limit inputs each get their code", async () => {
    expect((await refusal(readGenotypes(file("")))).details).toMatch(/empty/);
    expect((await refusal(readGenotypes(file("# rsid\tchromosome\tposition\tgenotype\n")))).details).toMatch(/header but no genotype rows/);
    const garbage = Array.from({ length: 100 }, (_, i) => `Dear customer, line ${i} of a letter.`).join("\n");
    expect((await refusal(readGenotypes(file(garbage)))).details).toMatch(/not raw genotype data/);
    const binary = Buffer.alloc(10_000);
    binary.write("%PDF-1.7", 0);
    expect((await refusal(readGenotypes(file(binary)))).details).toMatch(/binary/);
    const big = await refusal(readGenotypes(file("x".repeat(2000)), { limits: { ...READER_LIMITS, uploadBytes: 1000 } }));
    expect(big.code).toBe("VAL_2006");
    const long = await refusal(readGenotypes({ kind: "text", text: "rs1 1 1 AA\n" }, { limits: { ...READER_LIMITS, textChars: 5 } }));
    expect(long.code).toBe("VAL_2006");
  });
});
