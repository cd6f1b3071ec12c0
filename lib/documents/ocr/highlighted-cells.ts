// Light text on a dark cell → dark text on a light cell, before OCR. Labs print abnormal results white on a red
// (or dark blue, grey …) cell so they stand out; in grey that cell is a dark block with white glyphs, which
// tesseract mostly skips: on real INVITRO pages and the blind corpus's highlighted rows exactly the abnormal values
// went missing, or the row took its range's number instead. The blocks are found on a coarse grid as areas that
// are almost solidly dark (text never is: even bold glyphs leave most of their box white), grown to the whole
// connected dark cell, their white glyph holes filled; inside them the grey levels are inverted.

/** Grid step in pixels (a 300-dpi page: 4 px ≈ 0.34 mm; a text stroke is 3–5 px). */
const STEP = 4;
/** Grey level below which a sample is not paper (after the contrast stretch paper is ≈255; a red cell 70–170). */
const DARK = 200;
/** Window radius in grid steps for the density test (9 × 9 samples ≈ 36 px, about one text line). */
const RADIUS = 4;
/** Share of dark samples in the window that only a solid cell reaches, never text. */
const SOLID = 0.8;
/** How far (grid steps) a glyph's light pixel may be from the cell's colour on each side: half a tall stroke (a bold "1" at 300 dpi is ≈70 px), less than half a cell's width. */
const HOLE = 12;
/** A block smaller than this many samples is a bullet, a box or a logo mark, not a highlighted cell. */
const MIN_BLOCK = 60;

/** The four neighbours of grid sample i (-1 where the grid ends). */
function neighbours(i: number, gw: number, gh: number): number[] {
  const x = i % gw;
  const y = (i - x) / gw;
  return [x > 0 ? i - 1 : -1, x < gw - 1 ? i + 1 : -1, y > 0 ? i - gw : -1, y < gh - 1 ? i + gw : -1];
}

/** Sum of a 0/1 grid over square windows, via a summed-area table. */
function windowDensity(grid: Uint8Array, w: number, h: number, r: number): Float32Array {
  const sat = new Uint32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += grid[y * w + x]!;
      sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1]! + row;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const sum = sat[y1 * (w + 1) + x1]! - sat[y0 * (w + 1) + x1]! - sat[y1 * (w + 1) + x0]! + sat[y0 * (w + 1) + x0]!;
      out[y * w + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/**
 * Inverts the grey levels inside dark highlighted cells, in place. Returns the number of cells (connected blocks)
 * inverted; 0 leaves the image untouched.
 */
export function liftHighlightedText(gray: Uint8Array, width: number, height: number): number {
  const gw = Math.floor(width / STEP);
  const gh = Math.floor(height / STEP);
  if (gw < 2 * RADIUS + 1 || gh < 2 * RADIUS + 1) return 0;
  const dark = new Uint8Array(gw * gh);
  let darkCount = 0;
  for (let y = 0; y < gh; y++) {
    const row = (y * STEP + STEP / 2) * width;
    for (let x = 0; x < gw; x++) {
      if (gray[row + x * STEP + STEP / 2]! < DARK) {
        dark[y * gw + x] = 1;
        darkCount++;
      }
    }
  }
  // A page of text is ≈10 % dark samples; with no solid area there is nothing to find.
  if (darkCount < MIN_BLOCK) return 0;
  const density = windowDensity(dark, gw, gh, RADIUS);
  // Cores: samples whose whole window is nearly solid. Grow each core through connected dark samples (the cell's
  // edges, where the window reached outside it), then fill the light holes the cell's glyphs make.
  const region = new Uint8Array(gw * gh);
  const queue: number[] = [];
  for (let i = 0; i < region.length; i++) {
    if (density[i]! >= SOLID && dark[i]) {
      region[i] = 1;
      queue.push(i);
    }
  }
  if (queue.length === 0) return 0;
  while (queue.length) {
    const i = queue.pop()!;
    for (const j of neighbours(i, gw, gh)) {
      if (j >= 0 && !region[j] && dark[j]) {
        region[j] = 1;
        queue.push(j);
      }
    }
  }
  // Glyph holes: a light sample with the cell close on all four sides belongs to it. A light line running across
  // the cell (the paper between two highlighted cells stacked on each other) has no cell close along itself and
  // stays paper, so the two cells stay apart.
  const near = (i: number, dx: number, dy: number) => {
    const x0 = i % gw;
    const y0 = (i - x0) / gw;
    for (let k = 1; k <= HOLE; k++) {
      const x = x0 + dx * k;
      const y = y0 + dy * k;
      if (x < 0 || y < 0 || x >= gw || y >= gh) return false;
      if (region[y * gw + x] === 1) return true;
    }
    return false;
  };
  for (let i = 0; i < region.length; i++) {
    if (!region[i] && near(i, -1, 0) && near(i, 1, 0) && near(i, 0, -1) && near(i, 0, 1)) region[i] = 2;
  }
  // Count blocks and drop small ones (bullets, check boxes, logo marks).
  const seen = new Uint8Array(gw * gh);
  let blocks = 0;
  for (let s = 0; s < region.length; s++) {
    if (!region[s] || seen[s]) continue;
    const members: number[] = [s];
    seen[s] = 1;
    for (let k = 0; k < members.length; k++) {
      for (const j of neighbours(members[k]!, gw, gh)) {
        if (j >= 0 && region[j] && !seen[j]) {
          seen[j] = 1;
          members.push(j);
        }
      }
    }
    const bg = members.length < MIN_BLOCK ? 0 : cellBackground(gray, width, members, gw);
    if (members.length < MIN_BLOCK || !rectangular(members, gw) || !lightText(gray, width, members, gw, bg)) {
      // Too small for a cell, not a cell's rectangle (a large bold letter's stroke), or dark text on a shaded cell
      // (already readable): left as it is.
      for (const i of members) region[i] = 0;
      continue;
    }
    for (const i of members) region[i] = 3 + bg; // 3..258: marks the cell and carries its background level
    blocks++;
  }
  if (blocks === 0) return 0;
  const lift = new Uint16Array(region.length);
  for (let i = 0; i < region.length; i++) lift[i] = region[i]! >= 3 ? region[i]! : 0;
  // The cell's edge (samples with a neighbour outside it) runs from the cell's colour to paper: mapped like glyphs it
  // would draw a frame that OCR reads as brackets glued to the value ("[38)"). It becomes paper.
  const EDGE = 1;
  for (let i = 0; i < lift.length; i++) {
    if (lift[i]! < 3) continue;
    const x = i % gw;
    const outside = (j: number) => j < 0 || j >= lift.length || (lift[j]! < 3 && lift[j] !== EDGE);
    if (x === 0 || x === gw - 1 || outside(i - 1) || outside(i + 1) || outside(i - gw) || outside(i + gw)) lift[i] = EDGE;
  }
  for (let y = 0; y < gh * STEP; y++) {
    const gRow = Math.floor(y / STEP) * gw;
    const row = y * width;
    for (let x = 0; x < gw * STEP; x++) {
      const mark = lift[gRow + Math.floor(x / STEP)]!;
      if (!mark) continue;
      if (mark === EDGE) {
        gray[row + x] = 255;
        continue;
      }
      // The cell's background becomes white, its lighter glyphs dark: v = bg → 255, v = 255 → 0.
      const bg = mark - 3;
      const v = gray[row + x]!;
      gray[row + x] = v <= bg ? 255 : Math.max(0, 255 - Math.round(((v - bg) * 255) / Math.max(1, 255 - bg)));
    }
  }
  return blocks;
}

/** Grey levels of a block's samples (one per grid step, at the step's centre). */
function samplesOf(gray: Uint8Array, width: number, members: number[], gw: number): Uint8Array {
  const out = new Uint8Array(members.length);
  members.forEach((i, k) => {
    const x = i % gw;
    const y = (i - x) / gw;
    out[k] = gray[(y * STEP + STEP / 2) * width + x * STEP + STEP / 2]!;
  });
  return out;
}

/** The block's background: its most common grey level (in steps of 8). */
function cellBackground(gray: Uint8Array, width: number, members: number[], gw: number): number {
  const hist = new Uint32Array(32);
  for (const v of samplesOf(gray, width, members, gw)) hist[v >> 3]!++;
  let best = 0;
  for (let b = 1; b < 32; b++) if (hist[b]! > hist[best]!) best = b;
  return best * 8 + 4;
}

/** True when the block fills its bounding box like a printed cell does (a bold letter's strokes do not). */
function rectangular(members: number[], gw: number): boolean {
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const i of members) {
    const x = i % gw;
    const y = (i - x) / gw;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  return w >= 6 && h >= 5 && members.length >= 0.85 * w * h;
}

/** True when the block's glyphs are lighter than its background (white on red), not darker (black on grey). */
function lightText(gray: Uint8Array, width: number, members: number[], gw: number, bg: number): boolean {
  let light = 0;
  let darkGlyph = 0;
  for (const v of samplesOf(gray, width, members, gw)) {
    if (v > bg + 40) light++;
    else if (v < bg - 40) darkGlyph++;
  }
  // Glyphs take a few per cent of a cell at least; a block with hardly any light inside is a bar or a logo.
  return light > darkGlyph && light >= 0.03 * members.length && bg < 215;
}
