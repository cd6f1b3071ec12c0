import { describe, expect, it } from "vitest";
import { rebuildRows, type TextFragment } from "../rebuild-rows";
import { deskewFragments, estimateSkew } from "./deskew";

/** A table of `rows` × 4 words rotated by `degrees` about the page centre, as OCR reports a tilted photo. */
function tiltedTable(rows: number, degrees: number): { fragments: TextFragment[]; baselines: { x0: number; y0: number; x1: number; y1: number }[] } {
  const r = (degrees * Math.PI) / 180;
  const rot = (x: number, y: number) => [500 + (x - 500) * Math.cos(r) - (y - 700) * Math.sin(r), 700 + (x - 500) * Math.sin(r) + (y - 700) * Math.cos(r)] as const;
  const fragments: TextFragment[] = [];
  const baselines = [];
  for (let i = 0; i < rows; i++) {
    const y = 400 + i * 40;
    ["Name" + i, "14.2", "g/dL", "13.5-17.5"].forEach((text, k) => {
      const [x, yy] = rot(100 + k * 220, y);
      fragments.push({ text, box: { x, y: yy, width: 120, height: 28 }, confidence: 0.9 });
    });
    const [x0, y0] = rot(100, y + 28);
    const [x1, y1] = rot(880, y + 28);
    baselines.push({ x0, y0, x1, y1 });
  }
  return { fragments, baselines };
}

describe("deskew", () => {
  it("estimates the skew of a photographed page from its baselines", () => {
    const { baselines } = tiltedTable(10, 2.5);
    expect(estimateSkew(baselines, 1000)).toBeCloseTo(2.5, 1);
  });

  it("lets rows be rebuilt from a 2.5° tilted table that falls apart without it", () => {
    const { fragments, baselines } = tiltedTable(10, 2.5);
    const naive = rebuildRows(fragments);
    expect(naive.filter((l) => l.words.length === 4).length).toBeLessThan(10);
    const fixed = rebuildRows(deskewFragments(fragments, estimateSkew(baselines, 1000), 500, 700));
    expect(fixed.map((l) => l.words.length)).toEqual(Array(10).fill(4));
  });

  it("ignores short lines and leaves straight pages alone", () => {
    expect(estimateSkew([{ x0: 0, y0: 0, x1: 20, y1: 5 }], 1000)).toBe(0);
    const { fragments } = tiltedTable(3, 0);
    expect(deskewFragments(fragments, 0.1, 500, 700)).toBe(fragments);
  });
});
