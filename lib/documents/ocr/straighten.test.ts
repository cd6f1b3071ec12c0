import { describe, expect, it } from "vitest";
import type { PreparedImage } from "./preprocess";
import { estimateBow, estimateSlopeField, hasTableRules, levelLines, straightenLines } from "./straighten";

const W = 1200;
const H = 1600;
const PITCH = 40;

/**
 * A page of text-like rows: "words" (dark bars 14 px high, gaps between them) in rows PITCH apart, running at
 * slope `slope(y)` about the page centre — the fan of a photo taken at a tilt when the slope changes with y.
 */
function page(slope: (y: number) => number, bow = 0): PreparedImage {
  const gray = Buffer.alloc(W * H, 255);
  for (let y0 = 100; y0 < H - 100; y0 += PITCH) {
    const tan = slope(y0);
    for (let x = 80; x < W - 80; x++) {
      // Words 60 px wide with 25 px gaps, and a column gap in the middle.
      if ((x - 80) % 85 >= 60 || (x > 500 && x < 640)) continue;
      // A curled sheet: the row also bends by a parabola, (bow / 2)·(x − centre)².
      const yc = y0 + tan * (x - W / 2) + (bow / 2) * (x - W / 2) ** 2;
      for (let y = Math.round(yc); y < Math.round(yc) + 14; y++) if (y >= 0 && y < H) gray[y * W + x] = 20;
    }
  }
  return { gray, width: W, height: H };
}

/** Top of the ink in pixel column x near row y (search ±PITCH/2). */
function inkTop(img: PreparedImage, x: number, y: number): number {
  for (let yy = y - PITCH / 2; yy < y + PITCH / 2; yy++) if (img.gray[yy * W + x]! < 128) return yy;
  return NaN;
}

/** Pixel rows where ink starts in a 60 px wide strip around x (any word over the strip counts). */
function starts(img: PreparedImage, x: number): number[] {
  const inked = (y: number) => {
    for (let xx = x - 30; xx < x + 30; xx++) if (img.gray[y * W + xx]! < 128) return true;
    return false;
  };
  const out: number[] = [];
  for (let y = 1; y < H; y++) if (inked(y) && !inked(y - 1)) out.push(y);
  return out;
}

const nearest = (ys: number[], y: number) => ys.reduce((a, b) => (Math.abs(b - y) < Math.abs(a - y) ? b : a), -1e9);

describe("straighten", () => {
  it("finds one slope on a rotated page and levels its rows", () => {
    const img = page(() => 0.04);
    const field = estimateSlopeField(img)!;
    expect(field).not.toBeNull();
    expect(field.at(300)).toBeCloseTo(0.04, 2);
    expect(field.at(1300)).toBeCloseTo(0.04, 2);
    const level = levelLines(img, field);
    // The row through the centre at y = 780: its left and right ends now start on the same pixel row (±1).
    expect(Math.abs(inkTop(level, 120, 780) - inkTop(level, 1100, 780))).toBeLessThanOrEqual(1);
    // Before: 0.04 × 980 px ≈ 39 px apart, a whole row pitch.
    expect(Math.abs(inkTop(img, 120, 760) - inkTop(img, 1100, 800))).toBeGreaterThan(3);
  });

  it("follows a slope that changes down the page (a tilted photo) and levels rows at the top and the bottom", () => {
    const slope = (y: number) => 0.045 - (0.035 * y) / H;
    const img = page(slope);
    const field = estimateSlopeField(img)!;
    expect(field.at(300)).toBeCloseTo(slope(300), 2);
    expect(field.at(1300)).toBeCloseTo(slope(1300), 2);
    const level = straightenLines(img);
    expect(level).not.toBe(img);
    expect(level.skewDegrees).toBeCloseTo((Math.atan(slope(H / 2)) * 180) / Math.PI, 0);
    // Rows start on the same pixel row (±2) at the left end, the middle and the right end of the page.
    const [left, middle, right] = [200, 680, 1050].map((x) => starts(level, x));
    for (const y of [300, 1300]) {
      const row = nearest(middle!, y);
      expect(Math.abs(nearest(left!, row) - row)).toBeLessThanOrEqual(2);
      expect(Math.abs(nearest(right!, row) - row)).toBeLessThanOrEqual(2);
    }
    // Before: the ends of a row at the top were ≈ 40 × 0.04 px … a row pitch apart.
    const [l0, m0] = [200, 680].map((x) => starts(img, x));
    expect(Math.abs(nearest(l0!, nearest(m0!, 300)) - nearest(m0!, 300))).toBeGreaterThan(5);
  });

  it("leaves a level page, a page turned by one angle (tesseract reads those itself) and a blank page untouched", () => {
    const level = page(() => 0);
    expect(estimateSlopeField(level)!.maxDegrees).toBeLessThan(0.3);
    expect(straightenLines(level)).toBe(level);
    const turned = page(() => 0.04);
    expect(straightenLines(turned)).toBe(turned);
    const blank = { gray: Buffer.alloc(W * H, 255), width: W, height: H };
    expect(straightenLines(blank)).toBe(blank);
  });

  it("levels a page turned by one angle when it is a ruled table (a tilted grid defeats tesseract's line finding)", () => {
    const tan = 0.05;
    const ruled = page(() => tan);
    // Grey rules two pixels thick between the rows, tilted like the text.
    for (let y0 = 92; y0 < H - 100; y0 += 2 * PITCH) {
      for (let x = 60; x < W - 60; x++) {
        const y = Math.round(y0 + tan * (x - W / 2));
        for (const yy of [y, y + 1]) if (yy >= 0 && yy < H) ruled.gray[yy * W + x] = 120;
      }
    }
    const level = straightenLines(ruled);
    expect(level).not.toBe(ruled);
    expect(level.skewDegrees).toBeCloseTo((Math.atan(tan) * 180) / Math.PI, 0);
    expect(hasTableRules(level)).toBe(true);
    expect(hasTableRules(ruled)).toBe(false);
    // The page as photographed goes along: it is read too, and kept when it reads clearly more.
    expect(level.unlevelled).toBe(ruled);
  });

  it("finds the bow of a curled sheet (rows sagging in the middle) and straightens it, so a row's ends meet its middle", () => {
    const bow = -0.0003; // rows 40 px higher at the margins than in the middle: a row pitch
    const img = page(() => 0, bow);
    const found = estimateBow(img)!;
    expect(found).not.toBeNull();
    expect(found.at(800) / bow).toBeGreaterThan(0.8);
    expect(found.at(800) / bow).toBeLessThan(1.2);
    const level = straightenLines(img);
    // Within a quarter of the row pitch after (a name meets its own value), over half of it before (it met the
    // value of the row above).
    const [left, middle, right] = [150, 680, 1080].map((x) => starts(level, x));
    const [left0, middle0] = [150, 680].map((x) => starts(img, x));
    for (const y of [400, 800, 1200]) {
      const row = nearest(middle!, y);
      expect(Math.abs(nearest(left!, row) - row)).toBeLessThanOrEqual(PITCH / 4);
      expect(Math.abs(nearest(right!, row) - row)).toBeLessThanOrEqual(PITCH / 4);
      const row0 = nearest(middle0!, y);
      expect(Math.abs(nearest(left0!, row0 - 30) - row0)).toBeGreaterThan(PITCH / 2);
    }
  });

  it("sees no bow on a flat page, level or turned", () => {
    expect(estimateBow(page(() => 0))).toBeNull();
    expect(estimateBow(page(() => 0.04))).toBeNull();
    expect(estimateBow(page((y) => 0.045 - (0.035 * y) / H))).toBeNull();
  });
});
