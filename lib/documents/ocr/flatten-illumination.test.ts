import { describe, expect, it } from "vitest";
import { flattenIllumination } from "./flatten-illumination";

const W = 600;
const H = 800;

/**
 * A photographed page: a desk (grey 80 with grain) around paper from (60, 60) to (540, 740) lit from the
 * top-left (paper 240 there, 150 at the bottom-right), with ink strokes (6 px, 40 % of the local paper) in rows.
 */
function photo(): Uint8Array {
  const px = new Uint8Array(W * H);
  let seed = 7;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const onPaper = x >= 60 && x < 540 && y >= 60 && y < 740;
      const light = 240 - 90 * ((x + y) / (W + H));
      const ink = onPaper && y % 40 >= 20 && y % 40 < 26 && x >= 100 && x < 500 && x % 24 < 14;
      px[y * W + x] = Math.max(0, Math.min(255, Math.round((onPaper ? (ink ? light * 0.4 : light) : 80) + grain())));
    }
  }
  return px;
}

const at = (px: Uint8Array, x: number, y: number) => px[y * W + x]!;

describe("flattenIllumination", () => {
  it("makes unevenly lit paper evenly white and keeps ink dark in both the bright and the dim corner", () => {
    const px = photo();
    // Before: the dim paper corner is darker than half the ink's contrast would allow a global threshold.
    expect(at(px, 520, 730)).toBeLessThan(175);
    expect(flattenIllumination(px, W, H)).toBe(true);
    for (const [x, y] of [[80, 80], [300, 410], [520, 730], [520, 90], [80, 720]] as const) expect(at(px, x, y)).toBeGreaterThan(225);
    // Ink rows near the bright top-left and near the dim bottom-right are equally dark.
    const inkTop = at(px, 103, 102);
    const inkBottom = at(px, 487, 702);
    expect(inkTop).toBeLessThan(130);
    expect(inkBottom).toBeLessThan(130);
    expect(Math.abs(inkTop - inkBottom)).toBeLessThan(30);
  });

  it("paints the desk around the page white, so it is not read as a picture", () => {
    const px = photo();
    flattenIllumination(px, W, H);
    for (const [x, y] of [[10, 10], [590, 400], [300, 790], [30, 700]] as const) expect(at(px, x, y)).toBe(255);
  });

  it("paints a thin desk strip along one edge white but keeps a dark box printed on the page", () => {
    // Paper fills the frame except a 24-px desk strip on the left; light falls off to the right (so most of the
    // frame is dim paper, not desk); a 40×40 black box (a filled check box, a bold glyph) is printed mid-page.
    const px = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const box = x >= 280 && x < 320 && y >= 380 && y < 420;
        px[y * W + x] = x < 24 ? 70 : box ? 10 : Math.round(245 - 80 * (x / W));
      }
    }
    expect(flattenIllumination(px, W, H)).toBe(true);
    for (const y of [5, 400, 795]) expect(at(px, 10, y)).toBe(255);
    expect(at(px, 300, 400)).toBeLessThan(60);
    expect(at(px, 580, 400)).toBeGreaterThan(225);
  });

  it("keeps the text under a shadow band that runs from the desk across the page", () => {
    // A page on a desk (70) with a soft-edged shadow band (the phone's or a hand's) crossing it diagonally from
    // the top edge of the frame to the bottom: the band darkens the paper to about 100, as dark as the desk would
    // count, but it joins the lit paper without a step. Ink rows run through the band.
    const px = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const onPaper = x >= 60 && x < 540 && y >= 60 && y < 740;
        const distance = Math.abs(x - (350 - 0.25 * y));
        const shade = distance < 40 ? 0.42 : distance < 200 ? 0.42 + (0.58 * (distance - 40)) / 160 : 1;
        const ink = onPaper && y % 40 >= 20 && y % 40 < 26 && x >= 100 && x < 500 && x % 24 < 14;
        px[y * W + x] = Math.round((onPaper ? (ink ? 90 : 240) : 70) * shade);
      }
    }
    expect(at(px, 270, 320)).toBeLessThan(110);
    expect(flattenIllumination(px, W, H)).toBe(true);
    // Paper inside the band is white again and its ink stays dark; the desk is still painted white.
    expect(at(px, 290, 330)).toBeGreaterThan(225);
    expect(at(px, 264, 342)).toBeLessThan(130);
    for (const [x, y] of [[10, 10], [590, 400], [300, 790]] as const) expect(at(px, x, y)).toBe(255);
  });

  it("turns the grain of paper in deep shadow white, not grey speckles a reader takes for letters", () => {
    // The right half of the page lies in shadow (paper 90 ± 8 of sensor grain), the left half is lit (235 ± 8).
    let seed = 11;
    const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
    const px = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const lit = 0.38 + 0.62 / (1 + Math.exp((x - 250) / 60));
        const ink = y % 40 >= 20 && y % 40 < 26 && x % 24 < 14;
        px[y * W + x] = Math.round((ink ? 80 : 235) * lit + grain());
      }
    }
    expect(flattenIllumination(px, W, H)).toBe(true);
    // Paper pixels of the shadowed half (rows without ink): most white (without the lower white level: 15 %); ink
    // there stays dark.
    let paper = 0;
    let white = 0;
    for (let y = 0; y < H; y++) {
      if (y % 40 >= 16 && y % 40 < 30) continue;
      for (let x = 420; x < 580; x++, paper++) if (px[y * W + x]! >= 250) white++;
    }
    expect(white / paper).toBeGreaterThan(0.75);
    expect(at(px, 482, 102)).toBeLessThan(140);
  });

  it("leaves an evenly lit page (a scan) untouched", () => {
    const px = new Uint8Array(W * H).fill(250);
    for (let y = 100; y < 700; y += 40) px.fill(20, y * W + 100, y * W + 500);
    const before = Uint8Array.from(px);
    expect(flattenIllumination(px, W, H)).toBe(false);
    expect(px).toEqual(before);
  });
});
