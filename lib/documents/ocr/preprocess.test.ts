// The contrast stretch maps every grey level through one table; it does so four bytes at a time where the buffer
// is aligned, and must give the same page as the byte-by-byte mapping on any buffer (a sub-view of a pooled
// Buffer starts anywhere).
import { describe, expect, it } from "vitest";
import { stretchContrast } from "./preprocess";

function byteByByte(data: Uint8Array): Uint8Array {
  const out = Uint8Array.from(data);
  let lo = 255;
  for (const v of out) lo = Math.min(lo, v);
  // The brightest 1 % becomes white: the level at or below which 99 % of the pixels lie.
  let hi = 255;
  const hist = new Array<number>(256).fill(0);
  for (const v of out) hist[v]!++;
  let above = 0;
  while (hi > lo && above + hist[hi]! <= out.length * 0.01) above += hist[hi--]!;
  for (let i = 0; i < out.length; i++) {
    const v = out[i]!;
    out[i] = v <= lo ? 0 : v >= hi ? 255 : Math.round(((v - lo) * 255) / (hi - lo));
  }
  return out;
}

describe("stretchContrast", () => {
  it("maps a grey page so its darkest ink is black and its paper white, at any buffer offset", () => {
    const backing = new Uint8Array(10_003 + 7);
    // Grey levels 60–209 in no pattern (a small linear congruential generator), so every byte lane sees odd and even.
    let seed = 12345;
    for (let i = 0; i < backing.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      backing[i] = 60 + ((seed >>> 16) % 150);
    }
    for (const offset of [0, 1, 2, 3]) {
      const view = new Uint8Array(backing.slice().buffer, offset, 10_003 - offset);
      const expected = byteByByte(view);
      stretchContrast(view);
      expect(Array.from(view)).toEqual(Array.from(expected));
      expect(Math.min(...view)).toBe(0);
      expect(Math.max(...view)).toBe(255);
    }
  });
});
