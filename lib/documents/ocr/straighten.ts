// Straightens the text lines of a photographed page before OCR. A phone photo held at a tilt shows its lines
// fanned out: their angle changes down the page (−3° at the top, −1° at the bottom). Tesseract finds the lines of
// a block at one angle, so on such a page the words of a name column and of a value column ended up on different
// lines (names took the neighbour's value) and whole rows were read as noise; turning the word boxes back
// afterwards (deskew.ts) cannot undo that, so the pixels are levelled:
//  1. the angle of the text in each horizontal band of the page is found from its ink alone (the angle whose
//     projection gives the sharpest row profile: text rows and gaps alternate), before any OCR;
//  2. the bands' angles are fitted as a straight function of the height on the page;
//  3. each output row is read along its line of the source, turned by that height's angle about the centre.
// A page turned by one angle everywhere is left to tesseract (it reads those; resampling cost a blurred photo
// digits), as are level pages (scans, rendered PDFs). Tune photos: recall 72.1→83.2 %.

import type { PreparedImage } from "./preprocess";

/** Below this many degrees anywhere on the page, nothing is done. */
const MIN_DEGREES = 1;
/** Lines whose angle changes by less than this many degrees down the page are left to tesseract. */
const MIN_FAN = 0.75;
/** Angles searched, degrees either side of level. */
const MAX_DEGREES = 8;
/** Grey level below which a pixel is ink. */
const INK = 192;
/** Pixels sampled every STEP in x and y. */
const STEP = 2;
/** Height of a projection bin, pixels. */
const BIN = 3;
/** Bands the page is cut into for local angles. */
const BANDS = 8;
/** Ink samples a band needs for its angle to count. */
const MIN_BAND_INK = 400;

interface Ink {
  xs: Int32Array;
  ys: Int32Array;
  n: number;
}

function inkPoints(image: PreparedImage): Ink {
  const { gray, width, height } = image;
  let n = 0;
  for (let y = 0; y < height; y += STEP) for (let x = 0; x < width; x += STEP) if (gray[y * width + x]! < INK) n++;
  const xs = new Int32Array(n);
  const ys = new Int32Array(n);
  let i = 0;
  for (let y = 0; y < height; y += STEP) {
    for (let x = 0; x < width; x += STEP) {
      if (gray[y * width + x]! < INK) {
        xs[i] = x;
        ys[i++] = y;
      }
    }
  }
  return { xs, ys, n };
}

/**
 * Sharpness of the row profile of points [from, to) projected along slope `tan` about x = cx. The points are in
 * row order (inkPoints), so a band's points are one contiguous range and need no index list.
 */
function profileScore(ink: Ink, from: number, to: number, tan: number, cx: number, height: number): number {
  const bins = new Float64Array(Math.ceil((height * 1.3) / BIN) + 2);
  const offset = height * 0.15;
  const { xs, ys } = ink;
  for (let i = from; i < to; i++) {
    const y = ys[i]! - tan * (xs[i]! - cx) + offset;
    const b = Math.floor(y / BIN);
    if (b >= 0 && b < bins.length) bins[b]!++;
  }
  let s = 0;
  for (let b = 0; b < bins.length; b++) s += bins[b]! * bins[b]!;
  return s;
}

/** Best text angle (as a slope dy/dx) of the points [from, to), and how much sharper its profile is than level's. */
function bestSlope(ink: Ink, from: number, to: number, cx: number, height: number, fine = true): { tan: number; gain: number; contrast: number } {
  const score = (deg: number) => profileScore(ink, from, to, Math.tan((deg * Math.PI) / 180), cx, height);
  let bestDeg = 0;
  let best = score(0);
  const level = best;
  let worst = best;
  for (let d = -MAX_DEGREES; d <= MAX_DEGREES + 1e-9; d += 0.5) {
    const s = score(d);
    if (s > best) [best, bestDeg] = [s, d];
    if (s < worst) worst = s;
  }
  const coarse = bestDeg;
  for (let d = coarse - 0.45; fine && d <= coarse + 0.45 + 1e-9; d += 0.05) {
    const s = score(d);
    if (s > best) [best, bestDeg] = [s, d];
  }
  // gain: how much sharper than level (a tilt); contrast: than the worst angle tried (rows at all, even level ones).
  return { tan: Math.tan((bestDeg * Math.PI) / 180), gain: level > 0 ? best / level : 1, contrast: worst > 0 ? best / worst : 1 };
}

export interface SlopeField {
  /** Slope dy/dx of the text at height y (pixels, top-left origin). */
  at(y: number): number;
  /** Largest absolute angle on the page, degrees. */
  maxDegrees: number;
  /** Degrees the angle changes by from the top of the text to its bottom. */
  fan: number;
}

/**
 * The slope of text lines as a function of height on the page, from the ink's row profiles per band; null when
 * the page has too little text to tell, or its lines are level.
 */
export function estimateSlopeField(image: PreparedImage): SlopeField | null {
  const ink = inkPoints(image);
  if (ink.n < MIN_BAND_INK * 2) return null;
  const cx = image.width / 2;
  const page = bestSlope(ink, 0, ink.n, cx, image.height);
  // A page whose profile does not sharpen at any angle has no text rows to go by (a picture, sideways text).
  if (page.gain < 1.05 && Math.abs(page.tan) > 0) return null;
  const bandHeight = image.height / BANDS;
  const samples: { y: number; tan: number; w: number }[] = [];
  let from = 0;
  for (let b = 0; b < BANDS; b++) {
    const top = b * bandHeight;
    const bottom = top + bandHeight;
    while (from < ink.n && ink.ys[from]! < top) from++;
    let to = from;
    let ySum = 0;
    while (to < ink.n && ink.ys[to]! < bottom) ySum += ink.ys[to++]!;
    const members = to - from;
    if (members < MIN_BAND_INK) continue;
    const r = bestSlope(ink, from, to, cx, image.height);
    // A band without a clear row profile (a logo, a signature) or far off the page's angle says nothing.
    if (r.gain < 1.1 || Math.abs(Math.atan(r.tan) - Math.atan(page.tan)) > (3 * Math.PI) / 180) continue;
    samples.push({ y: ySum / members, tan: r.tan, w: members });
  }
  let at: (y: number) => number = () => page.tan;
  if (samples.length >= 3) {
    // Weighted least squares tan = a + b·y, used only between the outermost bands (no extrapolation).
    const W = samples.reduce((s, p) => s + p.w, 0);
    const my = samples.reduce((s, p) => s + p.w * p.y, 0) / W;
    const mt = samples.reduce((s, p) => s + p.w * p.tan, 0) / W;
    const vy = samples.reduce((s, p) => s + p.w * (p.y - my) ** 2, 0);
    const cov = samples.reduce((s, p) => s + p.w * (p.y - my) * (p.tan - mt), 0);
    const slope = vy > 0 ? cov / vy : 0;
    const lo = Math.min(...samples.map((p) => p.y));
    const hi = Math.max(...samples.map((p) => p.y));
    at = (y: number) => mt + slope * (Math.min(hi, Math.max(lo, y)) - my);
  }
  const degrees = [0, image.height].map((y) => (Math.atan(at(y)) * 180) / Math.PI);
  const maxDegrees = Math.max(...degrees.map(Math.abs));
  const fan = Math.abs(degrees[0]! - degrees[1]!);
  return { at, maxDegrees, fan };
}

/**
 * Turns the image so text following `field` runs level: each output row is read along its line of the source,
 * rotated by that height's angle about the page centre (a rotation where the angle is the same everywhere; a
 * shear alone left the glyphs slanted, which cost Chinese and Arabic readings characters), interpolated between
 * the four nearest pixels. Pixels from outside the image are white.
 */
export function levelLines(image: PreparedImage, field: SlopeField): PreparedImage {
  const { gray, width, height } = image;
  const out = Buffer.alloc(width * height, 255);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const angle = Math.atan(field.at(y));
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const row = y * width;
    const dy = y - cy;
    // Source point of (x, y): the centre plus (x − cx, y − cy) turned by the angle; stepped along the row.
    let sx = cx - cx * cos - dy * sin;
    let sy = cy - cx * sin + dy * cos;
    for (let x = 0; x < width; x++, sx += cos, sy += sin) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const tx = sx - x0;
      const ty = sy - y0;
      const i = y0 * width + x0;
      const top = gray[i]! * (1 - tx) + gray[i + 1]! * tx;
      const bottom = gray[i + width]! * (1 - tx) + gray[i + width + 1]! * tx;
      out[row + x] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  return { gray: out, width, height };
}

/** Ruled lines a table's grid needs before a page counts as ruled. */
const MIN_RULES = 4;

/**
 * True when at least MIN_RULES rows of the image hold an ink run a quarter of the page wide (gaps of a pixel or
 * two allowed; a thin grey rule resampled is light, hence ink's level, not black's): the horizontal rules of a
 * table grid. Text never makes runs that long, and a shadow band counts once (adjacent rows are one rule).
 */
export function hasTableRules(image: PreparedImage): boolean {
  const { gray, width, height } = image;
  const long = width / 4;
  let rules = 0;
  let previousRow = false;
  for (let y = 0; y < height; y++) {
    let start = -1;
    let gap = 0;
    let found = false;
    for (let x = 0, i = y * width; x < width && !found; x++, i++) {
      if (gray[i]! < INK) {
        if (start < 0) start = x;
        gap = 0;
        if (x - start >= long) found = true;
      } else if (start >= 0 && ++gap > 2) start = -1;
    }
    // A rule two or three pixels thick is one rule.
    if (found && !previousRow) rules++;
    previousRow = found;
    if (rules >= MIN_RULES) return true;
  }
  return false;
}

/** Vertical strips the text is cut into to see a bowed (curled) sheet. */
const STRIPS = 8;
/** The text's angle must change by at least this many degrees across its width for a page to count as bowed. */
const MIN_BOW_DEGREES = 1.5;
/** Ink points a strip's angle is measured on, at most. */
const STRIP_POINTS = 6000;
/** A strip's best row profile must be this much sharper than its worst for its angle to count. */
const MIN_STRIP_CONTRAST = 1.3;

/** A bow: the curvature (change of the text's slope per pixel across the page) at heights, about x = cx. */
export interface Bow {
  cx: number;
  /** Curvature at height y: interpolated between the measured heights, constant beyond them. */
  at(y: number): number;
}

const median = (xs: number[]) => {
  const v = [...xs].sort((p, q) => p - q);
  const m = v.length >> 1;
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};

/**
 * The line through the strips' slopes by Theil–Sen (the median of the pairwise slopes): its slope (the curvature),
 * centre and median absolute residual. A median, not least squares: one or two strips read level on a tilted flat
 * photo (a header bar, a column's edge) had pulled a least-squares line into a bow that is not there.
 */
function fitSlope(samples: { x: number; tan: number }[]): { curvature: number; cx: number; residual: number } {
  const pairwise: number[] = [];
  for (let i = 0; i < samples.length; i++) {
    for (let j = i + 1; j < samples.length; j++) pairwise.push((samples[j]!.tan - samples[i]!.tan) / (samples[j]!.x - samples[i]!.x));
  }
  const curvature = median(pairwise);
  const cx = median(samples.map((p) => p.x));
  const t0 = median(samples.map((p) => p.tan - curvature * (p.x - cx)));
  const residual = median(samples.map((p) => Math.abs(p.tan - t0 - curvature * (p.x - cx))));
  return { curvature, cx, residual };
}

/**
 * Curvature of the text in the ink points given (one height band of the page): the angle of each vertical strip,
 * from its ink as for bands, fitted as a straight function of x. Null when too few strips show rows or their
 * angles do not follow a line.
 */
function bandCurvature(ink: Ink, all: number[], height: number, fine = true): { curvature: number; cx: number; y: number; change: number } | null {
  // Evenly thinned to a few strips' worth of points: a photo's dark margins are hundreds of thousands of them.
  const thin = Math.max(1, Math.floor(all.length / (STRIPS * STRIP_POINTS)));
  const members = thin === 1 ? all : all.filter((_, j) => j % thin === 0);
  const xs = Int32Array.from(members, (i) => ink.xs[i]!).sort();
  const left = xs[Math.floor(xs.length * 0.02)]!;
  const right = xs[Math.floor(xs.length * 0.98)]!;
  const stripWidth = (right - left) / STRIPS;
  if (stripWidth < 40) return null;
  const strips: number[][] = Array.from({ length: STRIPS }, () => []);
  let ySum = 0;
  for (const i of members) {
    ySum += ink.ys[i]!;
    const k = Math.floor((ink.xs[i]! - left) / stripWidth);
    if (k >= 0 && k < STRIPS) strips[k]!.push(i);
  }
  const samples: { x: number; tan: number }[] = [];
  for (let k = 0; k < STRIPS; k++) {
    const list = strips[k]!;
    if (list.length < MIN_BAND_INK / 2) continue;
    const strip: Ink = { xs: Int32Array.from(list, (i) => ink.xs[i]!), ys: Int32Array.from(list, (i) => ink.ys[i]!), n: list.length };
    const x = left + (k + 0.5) * stripWidth;
    const r = bestSlope(strip, 0, strip.n, x, height, fine);
    // A strip without a clear row profile (a lone column edge, a stamp) says nothing; a level one does.
    if (r.contrast < MIN_STRIP_CONTRAST) continue;
    samples.push({ x, tan: r.tan });
  }
  if (samples.length < 4) return null;
  const fit = fitSlope(samples);
  const spread = Math.abs(fit.curvature) * (right - left);
  // The fit must explain the strips' angles: a bow moves them steadily across the page; scattered angles (a page
  // of short lines, pictures) are noise, not a curl.
  if (fit.residual > spread * 0.15) return null;
  const { curvature, cx: mx } = fit;
  return { curvature, cx: mx, y: ySum / members.length, change: (Math.atan(spread) * 180) / Math.PI };
}

/**
 * A curled sheet bows its rows: their angle changes across the page (down on the left, level in the middle, up
 * on the right), so a name at the left margin stands a row or two above its value in the middle ("Açlık kan
 * şekeri" beside the creatinine's 2,31 on a Turkish photo), which no single angle and no angle per height undoes.
 * The bow is measured in the upper and the lower half of the text (a sheet held at its top bends more below) and
 * interpolated between them. Null when the page is flat (angle change under MIN_BOW_DEGREES) or has too little text.
 */
export function estimateBow(image: PreparedImage): Bow | null {
  const ink = inkPoints(image);
  if (ink.n < MIN_BAND_INK * 3) return null;
  const all = Array.from({ length: ink.n }, (_, i) => i);
  // Whether the page bows at all is seen at the coarse search's half degree (most pages are flat: scans pay only this).
  const whole = bandCurvature(ink, all, image.height, false);
  if (!whole || whole.change < MIN_BOW_DEGREES) return null;
  // Ink points come in row order: the first half of them is the upper half of the text.
  const half = Math.floor(ink.n / 2);
  const upper = bandCurvature(ink, all.slice(0, half), image.height);
  const lower = bandCurvature(ink, all.slice(half), image.height);
  // Both halves must bend the same way as the whole: a bow seen in one half only was a few strips read at odd
  // angles (a flat photo with a stamp or a logo), not a curled sheet.
  const agrees = (band: typeof whole) => band !== null && Math.sign(band.curvature) === Math.sign(whole.curvature) && band.change >= MIN_BOW_DEGREES / 2;
  if (!upper || !lower || !agrees(upper) || !agrees(lower)) return null;
  return {
    cx: whole.cx,
    at: (y) => {
      const t = Math.min(1, Math.max(0, (y - upper.y) / Math.max(1, lower.y - upper.y)));
      return upper.curvature + t * (lower.curvature - upper.curvature);
    },
  };
}

/**
 * Undoes a bow: each pixel is read from the parabola through it whose slope `estimateBow` measured,
 * (curvature / 2)·(x − cx)² lower or higher, so rows bowed by a curled sheet run straight again (a tilt that
 * remains is the angle estimator's to level). Interpolated between the two nearest pixels; white where it runs
 * off the image.
 */
export function unbow(image: PreparedImage, bow: Bow): PreparedImage {
  const { gray, width, height } = image;
  const out = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) {
    const half = bow.at(y) / 2;
    for (let x = 0; x < width; x++) {
      const sy = y + half * (x - bow.cx) ** 2;
      const y0 = Math.floor(sy);
      if (y0 < 0 || y0 + 1 >= height) continue;
      const t = sy - y0;
      out[y * width + x] = Math.round(gray[y0 * width + x]! * (1 - t) + gray[(y0 + 1) * width + x]! * t);
    }
  }
  return { gray: out, width, height };
}

/** The image with its text lines made level, or the image itself when they already are. */
export function straightenLines(input: PreparedImage): PreparedImage {
  const bow = estimateBow(input);
  const image = bow ? unbow(input, bow) : input;
  const field = estimateSlopeField(image);
  if (!field || field.maxDegrees < MIN_DEGREES) return image;
  const skewDegrees = (Math.atan(field.at(image.height / 2)) * 180) / Math.PI;
  if (field.fan >= MIN_FAN) return { ...levelLines(image, field), skewDegrees };
  // One angle over the whole page tesseract handles itself (and its boxes are turned back in deskew.ts); a page
  // turned level by resampling read a blurred photo's digits worse ('7,3' as '243'). But a tilted table grid
  // breaks tesseract's line finding (a 3° photo of a ruled Iraqi report read no row at all): a page whose rules
  // show once it is level is read level too, and the better reading kept (read-page.ts).
  const level = levelLines(image, field);
  return hasTableRules(level) ? { ...level, skewDegrees, unlevelled: image } : image;
}
