// Words of a legible line read as low-confidence garbage are read again, cut out between their sure neighbours.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { OcrLine, OcrWord } from "./hocr";
import { modelAvailable } from "./models";
import { nativeTesseract } from "./native";
import { preparedFrom, type PreparedImage } from "./preprocess";
import { pageFromLines, rereadUnsureWords } from "./recognize";
import { replaceRuns, stackRegions, unsureRuns } from "./unsure-words";

const word = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number): OcrWord => ({ text, confidence, bbox: { x0, y0, x1, y1 } });
const lineOf = (words: OcrWord[]): OcrLine => ({
  baseline: { x0: words[0]!.bbox.x0, y0: words[0]!.bbox.y1, x1: words.at(-1)!.bbox.x1, y1: words.at(-1)!.bbox.y1 },
  words,
});
const blank = (width: number, height: number): PreparedImage => ({ gray: Buffer.alloc(width * height, 255), width, height });

/** Rows "name value unit" 60 px apart, words 30 px high, all read with confidence. */
function sureRows(n: number): OcrLine[] {
  return Array.from({ length: n }, (_, i) => {
    const y = 100 + i * 60;
    return lineOf([word("Sodium", 92, 40, y, 200, y + 30), word("139", 95, 500, y, 560, y + 30), word("mmol/L", 90, 700, y, 860, y + 30)]);
  });
}

describe("unsureRuns", () => {
  it("cuts a run of unsure words out between its line's sure neighbours, one text line high", () => {
    // The garbage word's box spans two text lines (the line was scaled wrongly): the cut-out keeps to one.
    const bad = lineOf([word("Sein", 8, 40, 380, 120, 450), word("eee", 30, 160, 402, 220, 428), word("212", 95, 500, 400, 560, 430)]);
    const runs = unsureRuns(blank(1000, 800), [...sureRows(5), bad]);
    expect(runs).toHaveLength(1);
    const [r] = runs;
    expect(r!.line).toBe(5);
    expect([r!.from, r!.to]).toEqual([0, 1]);
    expect(r!.region.x).toBeLessThanOrEqual(40);
    expect(r!.region.x + r!.region.width).toBeLessThan(500);
    expect(r!.region.y).toBeGreaterThan(380);
    expect(r!.region.height).toBeLessThan(50);
  });

  it("reads nothing again on a page of noise or with too few sure words to know a line's height", () => {
    const noise = Array.from({ length: 50 }, (_, i) => lineOf([word("ww", 20, 40, 20 + i * 40, 100, 50 + i * 40), word("Sodium", 92, 200, 20 + i * 40, 300, 50 + i * 40)]));
    expect(unsureRuns(blank(1000, 2200), noise)).toEqual([]);
    expect(unsureRuns(blank(1000, 800), [lineOf([word("eee", 30, 40, 100, 100, 130)])])).toEqual([]);
  });
});

describe("replaceRuns", () => {
  it("puts a run read again with clearly more confidence in place of the garbage, in page coordinates", () => {
    const bad = lineOf([word("eee", 30, 40, 400, 220, 430), word("212", 95, 500, 400, 560, 430)]);
    const lines = [...sureRows(5), bad];
    const runs = unsureRuns(blank(1000, 800), lines);
    const { tops } = stackRegions(blank(1000, 800), runs.map((r) => r.region));
    const r = runs[0]!.region;
    const again: OcrLine[] = [lineOf([word("Cholesterol,", 93, 45, tops[0]! + 5, 200, tops[0]! + 35), word("Total", 95, 215, tops[0]! + 5, 290, tops[0]! + 35)])];
    const out = replaceRuns(lines, runs, tops, again);
    expect(out[5]!.words.map((w) => w.text)).toEqual(["Cholesterol,", "Total", "212"]);
    expect(out[5]!.words[0]!.bbox.y0).toBe(r.y + 5);
    // A reading again that is no more confident leaves the line as it was.
    const weak: OcrLine[] = [lineOf([word("Cho1", 40, 45, tops[0]! + 5, 200, tops[0]! + 35)])];
    expect(replaceRuns(lines, runs, tops, weak)[5]!.words.map((w) => w.text)).toEqual(["eee", "212"]);
  });
});

describe.runIf(nativeTesseract() !== null && modelAvailable("eng"))("reading unsure words again (native engine)", () => {
  it("reads a legible name the page reading returned as garbage", async () => {
    const rows = [["Sodium", "139"], ["Potassium", "4.6"], ["Chloride", "101"], ["Calcium", "9.6"], ["Cholesterol, Total", "212"]];
    const text = rows.map((r, i) => `<text x="40" y="${80 + i * 60}">${r[0]}</text><text x="600" y="${80 + i * 60}">${r[1]}</text>`).join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="380"><rect width="100%" height="100%" fill="white"/>
      <g font-family="DejaVu Sans, sans-serif" font-size="36">${text}</g></svg>`;
    const image = await preparedFrom(sharp(Buffer.from(svg)).grayscale());
    // A page reading as a wrongly scaled line gives it: the last row's name came back as 'eee' (its word box
    // short, the line's box from where the text starts).
    const lines = rows.map((r, i) => {
      const y = 80 + i * 60;
      const name = i === 4 ? word("eee", 30, 120, y - 27, 200, y + 2) : word(r[0]!, 92, 40, y - 27, 40 + 20 * r[0]!.length, y + 2);
      const line = lineOf([name, word(r[1]!, 95, 600, y - 27, 600 + 22 * r[1]!.length, y + 2)]);
      return { ...line, baseline: { ...line.baseline, x0: 40 } };
    });
    const page = await rereadUnsureWords(pageFromLines(lines, image, "native", ["eng"]), image);
    const last = page.fragments.filter((f) => f.line === 4).map((f) => f.text).join(" ");
    expect(last).toMatch(/^Cholesterol, Total 212$/);
  }, 30_000);
});
