import { describe, expect, it } from "vitest";
import { rebuildRows, splitCells, type TextFragment } from "./rebuild-rows";

const frag = (text: string, x: number, y: number, size = 10, width = text.length * size * 0.5): TextFragment => ({
  text, box: { x, y, width, height: size }, confidence: 1,
});

describe("rebuildRows", () => {
  it("groups fragments of one row even when a cell sits a little lower", () => {
    const lines = rebuildRows([frag("Hemoglobin", 10, 100), frag("14.2", 120, 101.5), frag("g/dL", 180, 100), frag("Glucose", 10, 116), frag("92", 120, 116)]);
    expect(lines.map((l) => l.text)).toEqual(["Hemoglobin 14.2 g/dL", "Glucose 92"]);
  });

  it("keeps a superscript on its row and glues it to its base (10³/µL)", () => {
    const lines = rebuildRows([
      frag("Platelets", 10, 100), frag("250", 120, 100), frag("10", 180, 100, 10, 10), frag("3", 190, 97, 7, 4), frag("/µL", 194, 100, 10, 15),
      frag("Leukocytes", 10, 114),
    ]);
    expect(lines.map((l) => l.text)).toEqual(["Platelets 250 10³/µL", "Leukocytes"]);
  });

  it("orders rows top to bottom and words left to right whatever the input order", () => {
    const lines = rebuildRows([frag("b", 50, 30), frag("d", 50, 10), frag("a", 10, 30), frag("c", 10, 10)]);
    expect(lines.map((l) => l.text)).toEqual(["c d", "a b"]);
  });

  it("does not merge tightly spaced rows whose extents barely touch", () => {
    const lines = rebuildRows([frag("Row one", 10, 100), frag("Row two", 10, 109)]);
    expect(lines).toHaveLength(2);
  });

  it("keeps the words of one OCR line on one row and never joins two OCR lines that lie over each other", () => {
    // A slanted photo: each printed line climbs 6 px per 100 px, so the name of a row sits as low as the value of
    // the row below it. By height alone, "Urea" and "96" overlap; by the OCR's own lines they do not belong together.
    const slanted = (text: string, x: number, y0: number, line: number): TextFragment => ({ ...frag(text, x, y0 - 0.06 * x), line });
    const lines = rebuildRows([
      slanted("Urea", 10, 110, 1), slanted("4.2", 150, 110, 1), slanted("mmol/L", 250, 110, 1),
      slanted("Creatinine", 10, 126, 2), slanted("96", 150, 126, 2), slanted("µmol/L", 250, 126, 2),
      // A note read as its own line under the table, its words spread over the same columns.
      slanted("Fasting", 30, 142, 3), slanted("sample", 120, 142, 3), slanted("required", 240, 142, 3),
    ]);
    expect(lines.map((l) => l.text)).toEqual(["Urea 4.2 mmol/L", "Creatinine 96 µmol/L", "Fasting sample required"]);
  });

  it("still joins separate OCR lines that are side by side on one row (two blocks of one table row)", () => {
    const lines = rebuildRows([
      { ...frag("Sodium", 10, 100), line: 1 }, { ...frag("136", 150, 101), line: 1 },
      { ...frag("mmol/L", 250, 100), line: 7 }, { ...frag("135-145", 330, 99), line: 7 },
    ]);
    expect(lines.map((l) => l.text)).toEqual(["Sodium 136 mmol/L 135-145"]);
  });

  it("splits cells at column gaps, not at word spaces", () => {
    const [line] = rebuildRows([frag("Vitamin B12", 10, 100), frag("420", 150, 100), frag("pg/mL", 200, 100)]);
    expect(splitCells(line!).map((c) => c.text)).toEqual(["Vitamin B12", "420", "pg/mL"]);
  });
});
