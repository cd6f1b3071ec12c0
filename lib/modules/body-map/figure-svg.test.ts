import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawFigure, LEVEL_COLOURS } from "./figure-svg";
import { renderIllustration } from "./render-png";
import { parseSpec } from "./spec";

describe("the illustration", () => {
  it("colours highlighted regions by level and carries no text", () => {
    const svg = drawFigure(new Map([["heart_vessels", 2], ["liver", 1]]));
    expect(svg).toContain(LEVEL_COLOURS[2].fill);
    expect(svg).toContain(LEVEL_COLOURS[1].fill);
    expect(svg).not.toMatch(/<text|<tspan/);
    expect(drawFigure(new Map())).not.toContain(LEVEL_COLOURS[2].fill);
    expect(drawFigure(new Map(), { allClear: true })).toContain(LEVEL_COLOURS.clear.fill);
  });

  it("renders a PNG whose heart is red where the all-clear figure's is green", async () => {
    const red = await renderIllustration(parseSpec("v1.hrt2")!);
    const clear = await renderIllustration(parseSpec("v1.clear")!);
    expect(red.subarray(1, 4).toString()).toBe("PNG");
    const meta = await sharp(red).metadata();
    expect([meta.width, meta.height]).toEqual([600, 1200]);
    // The heart's centre, (215, 230) in the 400 × 800 view box, scaled by 1.5.
    const pixel = async (png: Buffer) => {
      const { data } = await sharp(png).extract({ left: Math.round(215 * 1.5), top: Math.round(230 * 1.5), width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const [r, g] = await pixel(red);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    const [r2, g2] = await pixel(clear);
    expect(g2).toBeGreaterThan(r2!);
  });
});
