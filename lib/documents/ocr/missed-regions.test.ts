import { describe, expect, it } from "vitest";
import type { OcrLine } from "./hocr";
import { cropRegion, missedRegions, newWords, shiftLines } from "./missed-regions";

const W = 1000;
const H = 1200;

/** A page with a dark "text row" (words 80 px wide, 30 px high) at each of `tops`. */
function page(tops: number[]) {
  const gray = Buffer.alloc(W * H, 255);
  for (const top of tops) {
    for (let y = top; y < top + 30; y++) for (let x = 100; x < 700; x++) if ((x - 100) % 100 < 80) gray[y * W + x] = 30;
  }
  return { gray, width: W, height: H };
}

/** An OCR line whose one word covers the row at `top`. */
const lineAt = (top: number): OcrLine => ({
  baseline: { x0: 100, y0: top + 30, x1: 680, y1: top + 30 },
  words: [{ text: "Glucose 5.1 mmol/L", confidence: 90, bbox: { x0: 100, y0: top, x1: 680, y1: top + 30 } }],
});

describe("missedRegions", () => {
  it("finds the rows of ink no recognised word covers (a block the page layout left out)", () => {
    const img = page([100, 160, 600, 645, 1000]);
    const regions = missedRegions(img, [lineAt(100), lineAt(160), lineAt(1000)]);
    expect(regions).toHaveLength(1);
    const [r] = regions;
    // The two uncovered rows at 600 and 645 are one band, padded.
    expect(r!.y).toBeLessThanOrEqual(600);
    expect(r!.y + r!.height).toBeGreaterThanOrEqual(675);
    expect(r!.x).toBeLessThanOrEqual(100);
    expect(r!.x + r!.width).toBeGreaterThanOrEqual(680);
    const crop = cropRegion(img, r!);
    expect(crop.gray[(600 - r!.y) * crop.width + (100 - r!.x)]).toBe(30);
    // Words read in the crop come back in page coordinates.
    const [moved] = shiftLines([lineAt(0)], r!);
    expect(moved!.words[0]!.bbox.y0).toBe(r!.y);
  });

  it("reads nothing again when every row is covered, or when the uncovered ink is a picture-sized area", () => {
    const img = page([100, 160]);
    expect(missedRegions(img, [lineAt(100), lineAt(160)])).toEqual([]);
    const tops = Array.from({ length: 12 }, (_, i) => 100 + i * 34);
    expect(missedRegions(page(tops), [lineAt(1100)])).toEqual([]);
  });

  it("takes a thin rule for no text", () => {
    const img = page([100]);
    for (let y = 500; y < 504; y++) for (let x = 50; x < 950; x++) img.gray[y * W + x] = 0;
    expect(missedRegions(img, [lineAt(100)])).toEqual([]);
  });

  it("keeps from a second reading only confident words that are not already on the page", () => {
    const read = [lineAt(100)];
    const again: OcrLine[] = [{
      baseline: { x0: 100, y0: 130, x1: 900, y1: 130 },
      words: [
        { text: "Glucose", confidence: 95, bbox: { x0: 110, y0: 102, x1: 300, y1: 128 } }, // already read
        { text: "LDL", confidence: 91, bbox: { x0: 100, y0: 600, x1: 160, y1: 630 } },
        { text: "~'", confidence: 20, bbox: { x0: 200, y0: 600, x1: 220, y1: 630 } }, // noise
        { text: "148", confidence: 88, bbox: { x0: 400, y0: 600, x1: 460, y1: 630 } },
      ],
    }];
    expect(newWords(again, read, 50).flatMap((l) => l.words.map((w) => w.text))).toEqual(["LDL", "148"]);
  });
});
