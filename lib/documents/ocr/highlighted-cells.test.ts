// Light text on a dark highlighted cell (labs print abnormal results white on red) made readable before OCR.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readDocument } from "../read-document";
import { liftHighlightedText } from "./highlighted-cells";

/** A white page with one filled rectangle of grey `cell` and vertical glyph strokes of grey `glyph` inside it. */
function page(cell: number, glyph: number): Uint8Array {
  const W = 400;
  const H = 300;
  const px = new Uint8Array(W * H).fill(255);
  const fill = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) px[y * W + x] = v;
  };
  fill(100, 100, 300, 160, cell);
  for (const x of [150, 170, 190, 230]) fill(x, 115, x + 6, 145, glyph);
  // Ordinary black text strokes elsewhere on the page.
  for (const x of [20, 30, 40, 50]) fill(x, 20, x + 4, 50, 0);
  return px;
}

const at = (px: Uint8Array, x: number, y: number) => px[y * 400 + x]!;

describe("liftHighlightedText", () => {
  it("turns a dark cell with light glyphs into light paper with dark glyphs; text elsewhere is untouched", () => {
    const px = page(90, 255);
    expect(liftHighlightedText(px, 400, 300)).toBe(1);
    expect(at(px, 120, 130)).toBe(255); // the cell's background
    expect(at(px, 152, 130)).toBeLessThan(60); // a glyph stroke
    expect(at(px, 22, 30)).toBe(0); // black text outside
    expect(at(px, 10, 10)).toBe(255); // paper
  });

  it("leaves dark text on a shaded cell, and a page of plain text, as they are", () => {
    const shaded = page(185, 0);
    const before = Uint8Array.from(shaded);
    expect(liftHighlightedText(shaded, 400, 300)).toBe(0);
    expect(shaded).toEqual(before);
  });

  it("an abnormal value printed white on red is read by OCR", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="260"><rect width="1400" height="260" fill="#fff"/>
      <g font-family="DejaVu Sans" font-size="40" fill="#000"><text x="40" y="80">Ferritin</text><text x="700" y="80">ng/mL</text><text x="950" y="80">13 - 150</text>
      <text x="40" y="180">Sodium</text><text x="480" y="180">140</text><text x="700" y="180">mmol/L</text><text x="950" y="180">135 - 145</text></g>
      <rect x="450" y="35" width="160" height="60" fill="#d32f2f"/><text x="480" y="80" font-family="DejaVu Sans" font-size="40" font-weight="bold" fill="#fff">7.1</text></svg>`;
    const png = new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
    const doc = await readDocument([{ bytes: png }], { language: "en" });
    const text = doc.pages[0]!.lines.map((l) => l.text).join("\n");
    expect(text).toMatch(/Ferritin\s+7[.,]1\b/);
  }, 60_000);
});
