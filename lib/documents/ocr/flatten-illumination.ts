// Flat-field correction for phone photos: a photographed page is lit unevenly (bright centre, dark corners, a
// shadow across one side) and lies on a darker table. Tesseract thresholds a page globally, so the dim parts
// of the paper fall on the ink side and its layout analysis takes the page-sized dark-and-grey area for a
// picture, dropping every text region inside it (a whole result column of a legible photo came back empty).
// Dividing each pixel by the local paper brightness makes the paper uniformly white, keeps ink dark, and turns
// the table around the page light too. The paper brightness is the brightest value near each point (ink is
// thinner than the window), estimated on a coarse grid and interpolated, and the division is one table look-up
// per pixel, so the pass costs tens of milliseconds (sharp's resize of the grid took 100–400 ms here).
// Division leaves the table's grain as grey noise, which tesseract again took for a picture: the table is found
// as the dark cells connected to the edge of the frame and painted white. A page whose paper is already even (scans, rendered PDFs) is left untouched.

/** Grid cell side in pixels: the brightness estimate is one value per cell. */
export const CELL = 8;
/** Cells on each side of a cell whose brightest value stands for its paper (covers bold glyphs ≈ 70 px wide). */
const REACH = 4;
/** Paper brightness spread (levels between the 5th and 95th percentile of cells) below which a page is even. */
export const EVEN_SPREAD = 24;

export interface Grid {
  cells: Float32Array;
  cols: number;
  rows: number;
}

/** Brightest pixel per CELL×CELL cell. */
function cellMaxima(data: Uint8Array, width: number, height: number): Grid {
  const cols = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const cells = new Float32Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = ((y / CELL) | 0) * cols;
    const line = y * width;
    for (let c = 0; c < cols; c++) {
      let m = cells[row + c]!;
      const end = Math.min(width, (c + 1) * CELL);
      for (let x = c * CELL; x < end; x++) if (data[line + x]! > m) m = data[line + x]!;
      cells[row + c] = m;
    }
  }
  return { cells, cols, rows };
}

/**
 * Separable sliding filter over the grid within ±reach cells: max, min or box mean. The operation is chosen once
 * per cell, not per neighbour (a per-neighbour test made the six passes ≈3× slower); values and the order they
 * are summed in are as they were.
 */
function slide(g: Grid, reach: number, op: "max" | "min" | "mean"): Grid {
  const pass = (src: Float32Array, horizontal: boolean): Float32Array => {
    const out = new Float32Array(src.length);
    const [n, m] = horizontal ? [g.rows, g.cols] : [g.cols, g.rows];
    // Index of cell k of line i: i·across + k·along.
    const along = horizontal ? 1 : g.cols;
    const across = horizontal ? g.cols : 1;
    for (let i = 0; i < n; i++) {
      const base = i * across;
      for (let j = 0; j < m; j++) {
        const from = base + Math.max(0, j - reach) * along;
        const to = base + Math.min(m - 1, j + reach) * along;
        let acc: number;
        if (op === "max") {
          acc = 0;
          for (let k = from; k <= to; k += along) if (src[k]! > acc) acc = src[k]!;
        } else if (op === "min") {
          acc = 255;
          for (let k = from; k <= to; k += along) if (src[k]! < acc) acc = src[k]!;
        } else {
          acc = 0;
          for (let k = from; k <= to; k += along) acc += src[k]!;
          acc /= (to - from) / along + 1;
        }
        out[base + j * along] = acc;
      }
    }
    return out;
  };
  return { ...g, cells: pass(pass(g.cells, true), false) };
}

/** Levels between the 5th and 95th percentile of the paper brightness grid. */
export function brightnessSpread(cells: Float32Array): number {
  const sorted = Float32Array.from(cells).sort();
  return sorted[Math.floor(sorted.length * 0.95)]! - sorted[Math.floor(sorted.length * 0.05)]!;
}

/** Share of the paper's brightness (95th percentile of the grid) below which a cell at the frame is desk. */
const DESK_SHARE = 0.6;
/** Largest brightness change between neighbouring cells (share of the brighter) within a shadow on the paper. */
const SHADOW_STEP = 0.04;

/**
 * Cells reached from `seeds` through 4-connected neighbours, a step from cell `from` to cell `to` being allowed
 * when `enter(from, to)` holds; the seeds themselves are in. In the order reached.
 */
function flood(grid: Grid, seeds: number[], enter: (from: number, to: number) => boolean): number[] {
  const { cols, rows } = grid;
  const seen = new Uint8Array(cols * rows);
  const queue: number[] = [];
  for (const i of seeds) {
    if (!seen[i]) {
      seen[i] = 1;
      queue.push(i);
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const r = (i / cols) | 0;
    const c = i - r * cols;
    for (const j of [c > 0 ? i - 1 : -1, c < cols - 1 ? i + 1 : -1, r > 0 ? i - cols : -1, r < rows - 1 ? i + cols : -1]) {
      if (j >= 0 && !seen[j] && enter(i, j)) {
        seen[j] = 1;
        queue.push(j);
      }
    }
  }
  return queue;
}

/** Cells for which `open` holds that are reachable from the edge of the frame through such cells. */
function floodFromFrame(grid: Grid, open: (i: number) => boolean): number[] {
  const { cols, rows } = grid;
  const frame: number[] = [];
  for (let c = 0; c < cols; c++) frame.push(c, (rows - 1) * cols + c);
  for (let r = 0; r < rows; r++) frame.push(r * cols, r * cols + cols - 1);
  return flood(grid, frame.filter(open), (_from, to) => open(to));
}

/**
 * Cells that are not paper: the desk around a photographed page, found as the dark cells (below DESK_SHARE of the
 * paper's brightness) reachable from the edge of the frame through dark cells that are not shadowed paper (see
 * below), grown by one cell so the shadowed paper edge goes too. Dark boxes printed on the page are not reached
 * (paper margins surround them), and a thin strip of desk along one edge is found as well as a wide one. Null when
 * there is none (the page fills the frame).
 */
export function surroundCells(grid: Grid): Uint8Array | null {
  const { cells, cols, rows } = grid;
  const sorted = Float32Array.from(cells).sort();
  const limit = sorted[Math.floor(sorted.length * 0.95)]! * DESK_SHARE;
  const queue = floodFromFrame(grid, (i) => cells[i]! < limit);
  if (!queue.length) return null;
  const desk = new Uint8Array(cells.length);
  for (const i of queue) desk[i] = 1;
  // A shadow falling across the page is as dark as the desk but joins the lit paper without a step: the dark
  // cells reached from the lit paper through neighbours that differ by at most SHADOW_STEP of their brightness
  // are shadowed paper, not desk (painting them white erased the results under a shadow band). The desk meets
  // the paper at the page's edge, a step in brightness even in shadow.
  const lit: number[] = [];
  for (let i = 0; i < cells.length; i++) if (cells[i]! >= limit) lit.push(i);
  const paper = new Uint8Array(cells.length);
  const smooth = (i: number, j: number) => desk[j] === 1 && Math.abs(cells[j]! - cells[i]!) <= Math.max(2, cells[i]! * SHADOW_STEP);
  for (const i of flood(grid, lit, smooth)) paper[i] = 1;
  // The desk again, from the frame's edge through the dark cells that are not shadowed paper: a bold glyph or a
  // noisy cell inside the shadow that the paper did not reach is enclosed by paper, not desk.
  const deskCells = floodFromFrame(grid, (i) => desk[i] === 1 && !paper[i]);
  if (!deskCells.length) return null;
  const mask = new Uint8Array(cells.length);
  for (const i of deskCells) {
    const r = (i / cols) | 0;
    const c = i - r * cols;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) mask[rr * cols + cc] = 1;
      }
    }
  }
  return mask;
}

/** Grey levels below white that count as paper, per unit of gain above 1 (the grain grows with the gain). */
const GRAIN_PER_GAIN = 20;

/** out[bg << 8 | v] = v scaled so that paper of brightness bg becomes white. */
let divideTable: Uint8Array | null = null;
function divisionTable(): Uint8Array {
  if (divideTable) return divideTable;
  divideTable = new Uint8Array(256 * 256);
  for (let bg = 0; bg < 256; bg++) {
    // Dividing by dim paper multiplies the sensor's grain as much as the ink: under a shadow (gain 2.5–3.5) the
    // grain between a ruled table's columns was read as words ("Hemoglobin BE eect 10,9") and values beside it
    // were lost. The level that counts as white paper drops with the gain, so that grain becomes white too.
    const gain = bg < 2 ? 1 : 255 / bg;
    const white = Math.max(170, 255 - GRAIN_PER_GAIN * Math.max(0, gain - 1));
    for (let v = 0; v < 256; v++) divideTable[(bg << 8) | v] = bg < 2 ? 255 : Math.min(255, Math.round((v * 255 * 255) / (bg * white)));
  }
  return divideTable;
}

/**
 * Divides grey pixels by the local paper brightness in place (paper → white); the coarse grid is interpolated
 * bilinearly between cell centres, so the brightness has no steps. Returns false, changing nothing, when the
 * paper is evenly lit.
 */
export function flattenIllumination(data: Uint8Array, width: number, height: number, known?: Grid): boolean {
  if (width < CELL * 4 || height < CELL * 4) return false;
  // `known`: the brightest pixel per cell, already found by the pass that made the grey image (gray-pass.ts).
  const maxima = known ?? cellMaxima(data, width, height);
  const closed = slide(slide(maxima, REACH, "max"), REACH, "min");
  const { cells, cols, rows } = slide(closed, REACH, "mean");
  if (brightnessSpread(cells) < EVEN_SPREAD) return false;
  // The raw maxima, not the closed grid: closing would fill in a desk strip narrower than its window.
  const surround = surroundCells(maxima);
  const table = divisionTable();
  const rowBg = new Float32Array(cols);
  const half = CELL / 2;
  for (let y = 0; y < height; y++) {
    const gy = Math.min(Math.max((y - half + 0.5) / CELL, 0), rows - 1);
    const r0 = Math.floor(gy);
    const r1 = Math.min(r0 + 1, rows - 1);
    const fy = gy - r0;
    for (let c = 0; c < cols; c++) rowBg[c] = cells[r0 * cols + c]! * (1 - fy) + cells[r1 * cols + c]! * fy;
    const line = y * width;
    // Left of the first cell centre and right of the last: flat; between centres: a linear ramp.
    let x = 0;
    for (; x < Math.min(width, half); x++) data[line + x] = table[(Math.round(rowBg[0]!) << 8) | data[line + x]!]!;
    for (let c = 0; c < cols - 1 && x < width; c++) {
      const a = rowBg[c]!;
      const step = (rowBg[c + 1]! - a) / CELL;
      let v = a + step * (x - (c * CELL + half));
      const end = Math.min(width, (c + 1) * CELL + half);
      for (; x < end; x++, v += step) data[line + x] = table[((v + 0.5) << 8) | data[line + x]!]!;
    }
    const last = Math.round(rowBg[cols - 1]!) << 8;
    for (; x < width; x++) data[line + x] = table[last | data[line + x]!]!;
    if (!surround) continue;
    const maskRow = ((y / CELL) | 0) * cols;
    for (let c = 0; c < cols; c++) if (surround[maskRow + c]) data.fill(255, line + c * CELL, line + Math.min(width, (c + 1) * CELL));
  }
  return true;
}
