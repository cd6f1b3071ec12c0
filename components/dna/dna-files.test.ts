// The DNA screen's file rules: one raw genotype file alone, or up to six report pages, each within its size.
import { describe, expect, it } from "vitest";
import { chooseFiles } from "./dna-files";

const f = (name: string, size = 1000, type = "") => ({ name, size, type });

describe("chooseFiles", () => {
  it("keeps one raw genotype file and replaces report pages with it", () => {
    const r = chooseFiles([f("page1.pdf", 10, "application/pdf")], [f("genome_v5.zip", 5_000_000, "application/zip")]);
    expect(r.files.map((x) => x.name)).toEqual(["genome_v5.zip"]);
    expect(chooseFiles([], [f("a.txt"), f("b.txt")]).note).toMatch(/on its own/);
  });

  it("refuses a raw file over 80 MB and says so", () => {
    const r = chooseFiles([], [f("huge.txt", 81 * 1024 * 1024)]);
    expect(r.files).toEqual([]);
    expect(r.note).toMatch(/up to 80 MB/);
  });

  it("collects up to six report pages and names the ones left out", () => {
    const pages = Array.from({ length: 7 }, (_, i) => f(`p${i}.png`, 1000, "image/png"));
    const r = chooseFiles([], pages);
    expect(r.files).toHaveLength(6);
    expect(r.note).toMatch(/p6\.png was not added/);
    expect(chooseFiles([], [f("scan.jpg", 11 * 1024 * 1024, "image/jpeg")]).note).toMatch(/over 10 MB/);
  });
});
