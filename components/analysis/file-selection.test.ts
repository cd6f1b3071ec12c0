import { describe, expect, it } from "vitest";
import { addToSelection, formatBytes, MAX_FILES } from "./file-selection";

const pdf = (name = "report.pdf") => ({ name, type: "application/pdf", size: 1000 });
const png = (name: string) => ({ name, type: "image/png", size: 1000 });

describe("addToSelection", () => {
  it("keeps one PDF and drops everything else, saying why", () => {
    const r = addToSelection([png("p1.png")], [pdf(), pdf("second.pdf")]);
    expect(r.files.map((f) => f.name)).toEqual(["report.pdf"]);
    expect(r.note).toMatch(/only the PDF/);
    expect(addToSelection([], [pdf()]).note).toBeNull();
  });

  it("appends page images and lets them replace a PDF", () => {
    expect(addToSelection([png("p1.png")], [png("p2.png")]).files.map((f) => f.name)).toEqual(["p1.png", "p2.png"]);
    const r = addToSelection([pdf()], [png("p1.png")]);
    expect(r.files.map((f) => f.name)).toEqual(["p1.png"]);
    expect(r.note).toMatch(/replaced/);
  });

  it(`caps the pages at ${MAX_FILES} and says how many were left out`, () => {
    const many = Array.from({ length: 12 }, (_, i) => png(`p${i}.png`));
    const r = addToSelection([], many);
    expect(r.files).toHaveLength(MAX_FILES);
    expect(r.note).toContain("2 were left out");
  });
});

describe("formatBytes", () => {
  it("writes sizes in KB or MB", () => {
    expect(formatBytes(2_500_000)).toBe("2.4 MB");
    expect(formatBytes(340 * 1024)).toBe("340 KB");
    expect(formatBytes(10)).toBe("1 KB");
  });
});
