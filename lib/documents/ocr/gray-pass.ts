// The grey image of a page and, in one more read of it, what the two steps after it would each read the whole
// image again for: the brightest pixel per cell (flatten-illumination.ts's grid) and the histogram of grey levels
// (the contrast stretch). On a 1653×2339 scan the three separate passes took ≈110 ms on a loaded 2-core box; the
// grey levels, grid and histogram are the same numbers either way.

import type { RawImage } from "../pdf/render-page";
import { CELL, type Grid } from "./flatten-illumination";

export interface GrayPass {
  data: Buffer;
  width: number;
  height: number;
  /** Brightest grey level per CELL×CELL cell (row-major, ceil(width/CELL) columns). */
  maxima: Grid;
  /** Pixels per grey level. */
  histogram: Uint32Array;
}

/** Raw pixels → one grey channel (Rec. 601 weights, integer maths), with cell maxima and histogram. */
export function grayPass(raw: RawImage): GrayPass {
  const { width, height, channels: n } = raw;
  const d = raw.data;
  const out = Buffer.allocUnsafe(width * height);
  // One grey channel is copied as it is; three or four are weighted. Kept apart from the counting loop below so
  // each loop stays simple enough for the JIT (a per-pixel channel test made the pass 2–3× slower).
  if (n === 1) out.set(d.subarray(0, out.length));
  else for (let p = 0, q = 0; q < out.length; p += n, q++) out[q] = (d[p]! * 77 + d[p + 1]! * 150 + d[p + 2]! * 29) >> 8;
  const cols = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const cells = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let r = 0; r < rows; r++) {
    const row = r * cols;
    const yEnd = Math.min(height, (r + 1) * CELL);
    for (let y = r * CELL; y < yEnd; y++) {
      const line = y * width;
      for (let c = 0; c < cols; c++) {
        let m = cells[row + c]!;
        const end = line + Math.min(width, (c + 1) * CELL);
        for (let q = line + c * CELL; q < end; q++) {
          const g = out[q]!;
          histogram[g]!++;
          if (g > m) m = g;
        }
        cells[row + c] = m;
      }
    }
  }
  return { data: out, width, height, maxima: { cells, cols, rows }, histogram };
}
