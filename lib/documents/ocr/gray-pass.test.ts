import { describe, expect, it } from "vitest";
import { CELL } from "./flatten-illumination";
import { grayPass } from "./gray-pass";

/** An RGB image of odd size (cells cut at the right and bottom edges) with pseudo-random pixels. */
function rgb(width: number, height: number): Uint8Array {
  const px = new Uint8Array(width * height * 3);
  let seed = 11;
  for (let i = 0; i < px.length; i++) px[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 256;
  return px;
}

describe("grayPass", () => {
  it("gives the grey levels, cell maxima and histogram that separate passes give", () => {
    const width = 8 * CELL + 3;
    const height = 5 * CELL + 5;
    const data = rgb(width, height);
    const pass = grayPass({ data, width, height, channels: 3 });
    const gray = new Uint8Array(width * height);
    for (let q = 0; q < gray.length; q++) gray[q] = (data[q * 3]! * 77 + data[q * 3 + 1]! * 150 + data[q * 3 + 2]! * 29) >> 8;
    expect([...pass.data]).toEqual([...gray]);
    const hist = new Uint32Array(256);
    for (const g of gray) hist[g]!++;
    expect([...pass.histogram]).toEqual([...hist]);
    const cols = Math.ceil(width / CELL);
    expect(pass.maxima.cols).toBe(cols);
    expect(pass.maxima.rows).toBe(Math.ceil(height / CELL));
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        expect(pass.maxima.cells[((y / CELL) | 0) * cols + ((x / CELL) | 0)]).toBeGreaterThanOrEqual(gray[y * width + x]!);
      }
    }
    // Each cell's maximum is one of its pixels.
    const cell = (cx: number, cy: number) => {
      const vals: number[] = [];
      for (let y = cy * CELL; y < Math.min(height, (cy + 1) * CELL); y++) for (let x = cx * CELL; x < Math.min(width, (cx + 1) * CELL); x++) vals.push(gray[y * width + x]!);
      return Math.max(...vals);
    };
    expect(pass.maxima.cells[0]).toBe(cell(0, 0));
    expect(pass.maxima.cells[pass.maxima.cells.length - 1]).toBe(cell(cols - 1, pass.maxima.rows - 1));
  });

  it("copies a one-channel image as it is", () => {
    const data = Uint8Array.from({ length: 40 * 33 }, (_, i) => (i * 7) % 256);
    const pass = grayPass({ data, width: 40, height: 33, channels: 1 });
    expect([...pass.data]).toEqual([...data]);
  });
});
