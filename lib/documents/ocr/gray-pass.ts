// One pass over a rendered page's pixels that makes the grey image and, in the same loop, what the two steps
// after it would each read the whole image again for: the brightest pixel per cell (flatten-illumination.ts's
// grid) and the histogram of grey levels (the contrast stretch). On a 1653×2339 scan the three separate passes
// took ≈110 ms on a loaded 2-core box; the grey levels, grid and histogram are the same numbers either way.

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
  const cols = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const cells = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  const rowMax = new Uint8Array(cols);
  for (let y = 0; y < height; y++) {
    const line = y * width;
    if (y % CELL === 0) rowMax.fill(0);
    let p = line * n;
    for (let c = 0; c < cols; c++) {
      let m = rowMax[c]!;
      const end = line + Math.min(width, (c + 1) * CELL);
      for (let q = line + c * CELL; q < end; q++, p += n) {
        const g = n === 1 ? d[p]! : (d[p]! * 77 + d[p + 1]! * 150 + d[p + 2]! * 29) >> 8;
        out[q] = g;
        histogram[g]!++;
        if (g > m) m = g;
      }
      rowMax[c] = m;
    }
    if (y % CELL === CELL - 1 || y === height - 1) {
      const row = ((y / CELL) | 0) * cols;
      for (let c = 0; c < cols; c++) cells[row + c] = rowMax[c]!;
    }
  }
  return { data: out, width, height, maxima: { cells, cols, rows }, histogram };
}
