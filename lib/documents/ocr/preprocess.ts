// Image preprocessing for OCR: EXIF rotation, grayscale, small images scaled up to ≈2400 px across (about
// 300 dpi for A4), flat-field correction of unevenly lit photos (flatten-illumination.ts: paper to an even white,
// the desk around the page painted out; tune photos of the blind corpus went from 36 % to 69 % analyte recall),
// a contrast stretch (paper to white, dark end kept) and level text lines (straighten.ts: a photo's slanted,
// fanned-out lines turned level before tesseract looks for lines); a 200-dpi scan (1654 px) is read as it is,
// which measured as accurate and about twice as fast as upscaling it. Binarising was tried and lost characters
// on photos, so it is not done (tesseract binarises itself). `limitInputPixels` refuses bombs the
// header check missed. Decoding, rotation and resizing are sharp's; the grey conversion of a rendered page and
// the stretch are a single pass here: sharp's normalise() took 3–4 s a page on a loaded 2-core box, this ≈50 ms.

import { eraseDotLeaders } from "./dot-leaders";
import sharp, { type Sharp } from "sharp";
import { DocumentError } from "../errors";
import { MAX_IMAGE_PIXELS, OCR_MIN_WIDTH, OCR_TARGET_WIDTH } from "../limits";
import type { RawImage } from "../pdf/render-page";
import { flattenIllumination } from "./flatten-illumination";
import { grayPass, type GrayPass } from "./gray-pass";
import { liftHighlightedText } from "./highlighted-cells";
import { straightenLines } from "./straighten";

/**
 * A page image ready for OCR: one grey channel, raw, so bands and turns need no decoding. Both engines get it as
 * PNG, encoded once per image (pngOf). Binary PGM on the CLI's stdin cost tesseract 150 ms more CPU a page than
 * the same pixels as a grey PNG (0.87 vs 0.70 s on a 1653×2339 scan, medians of 5: leptonica reads PNM a byte at
 * a time), while that PNG (zlib level 1) takes ≈6 ms to encode and a few to inflate.
 */
export interface PreparedImage {
  gray: Buffer;
  width: number;
  height: number;
  /** Degrees the text was turned by to run level (straighten.ts), at the page's centre; clockwise positive. */
  skewDegrees?: number;
  /**
   * The page as it was before a tilted ruled table was turned level (straighten.ts): read too, and kept when it
   * reads clearly more (resampling blurs small digits: '7.8' read as '78' on one photo).
   */
  unlevelled?: PreparedImage;
}

const pngCache = new WeakMap<PreparedImage, Promise<Buffer>>();

/** The image as PNG (either engine), encoded once per image. */
export function pngOf(image: PreparedImage): Promise<Buffer> {
  let png = pngCache.get(image);
  if (!png) {
    // "b-w": a grey PNG. Without it sharp writes the one channel as RGB, which costs tesseract a conversion
    // (≈100 ms a page) and sharp an encoding three times the size.
    png = sharp(image.gray, { raw: { width: image.width, height: image.height, channels: 1 } }).toColourspace("b-w").png({ compressionLevel: 1 }).toBuffer();
    pngCache.set(image, png);
  }
  return png;
}

/** A sharp pipeline over the image's raw grey pixels (rotation, cropping). */
export function sharpOf(image: PreparedImage): Sharp {
  return sharp(image.gray, { raw: { width: image.width, height: image.height, channels: 1 } });
}

/** The raw grey output of a sharp pipeline as a prepared image. */
export async function preparedFrom(pipeline: Sharp): Promise<PreparedImage> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { gray: data, width: info.width, height: info.height };
}

/**
 * Stretches grey levels so the darkest pixel becomes black and the brightest 1 % white. The dark end is never
 * clipped: on an unevenly lit photo a percentile there turned the shaded half of the page black.
 */
export function stretchContrast(data: Uint8Array, histogram?: Uint32Array): void {
  // `histogram`: the grey levels' counts when the caller already has them (gray-pass.ts) and nothing changed since.
  let hist = histogram;
  if (!hist) {
    hist = new Uint32Array(256);
    for (let i = 0; i < data.length; i++) hist[data[i]!]!++;
  }
  let lo = 0;
  while (lo < 255 && hist[lo] === 0) lo++;
  let hi = 255;
  let above = 0;
  const limit = data.length * 0.01;
  while (hi > lo && above + hist[hi]! <= limit) above += hist[hi--]!;
  if (hi - lo < 8 || (lo === 0 && hi === 255)) return;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = v <= lo ? 0 : v >= hi ? 255 : Math.round(((v - lo) * 255) / (hi - lo));
  applyLut(data, lut);
}

/**
 * data[i] = lut[data[i]] for every byte, four bytes per step where the buffer is 4-byte aligned (half the time of
 * a byte loop on a 4-megapixel page; the bytes' order within a word does not matter, each is mapped on its own).
 */
function applyLut(data: Uint8Array, lut: Uint8Array): void {
  let i = 0;
  while (i < data.length && (data.byteOffset + i) % 4 !== 0) data[i] = lut[data[i++]!]!;
  const words = new Uint32Array(data.buffer, data.byteOffset + i, (data.length - i) >>> 2);
  for (let w = 0; w < words.length; w++) {
    const v = words[w]!;
    words[w] = (lut[v & 255]! | (lut[(v >>> 8) & 255]! << 8) | (lut[(v >>> 16) & 255]! << 16) | (lut[v >>> 24]! << 24)) >>> 0;
  }
  for (i += words.length * 4; i < data.length; i++) data[i] = lut[data[i]!]!;
}

const needsResize = (width: number) => width < OCR_MIN_WIDTH || width > OCR_TARGET_WIDTH * 1.4;

/** Prepares an uploaded image (PNG/JPEG/WEBP bytes) or a rendered page (raw RGBA) for OCR. */
export async function preprocessForOcr(input: Uint8Array | RawImage, fileIndex?: number): Promise<PreparedImage> {
  try {
    let pass: GrayPass;
    if (input instanceof Uint8Array) {
      const img = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
      const meta = await img.metadata();
      const width = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? OCR_TARGET_WIDTH;
      const pipeline = img.rotate().grayscale();
      const sized = needsResize(width) ? pipeline.resize({ width: OCR_TARGET_WIDTH, kernel: "lanczos3" }) : pipeline;
      const { data, info } = await sized.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      pass = grayPass({ data, width: info.width, height: info.height, channels: 1 });
    } else if (needsResize(input.width)) {
      const gray = grayPass(input);
      const { data, info } = await sharp(gray.data, { raw: { width: gray.width, height: gray.height, channels: 1 } })
        .resize({ width: OCR_TARGET_WIDTH, kernel: "lanczos3" })
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      pass = grayPass({ data, width: info.width, height: info.height, channels: 1 });
    } else {
      pass = grayPass(input);
    }
    // The pass's histogram is the image's as long as flattening left it untouched (scans, rendered pages).
    const flattened = flattenIllumination(pass.data, pass.width, pass.height, pass.maxima);
    stretchContrast(pass.data, flattened ? undefined : pass.histogram);
    // Abnormal results printed white on a dark (red) cell: made dark on light so OCR reads them.
    liftHighlightedText(pass.data, pass.width, pass.height);
    // Slanted and fanned-out lines of a photo made level (straighten.ts).
    const level = straightenLines({ gray: pass.data, width: pass.width, height: pass.height });
    // Dotted leaders between names and results erased (dot-leaders.ts), on each image that is read.
    eraseDotLeaders(level);
    if (level.unlevelled) eraseDotLeaders(level.unlevelled);
    return level;
  } catch (e) {
    if (e instanceof DocumentError) throw e;
    const msg = e instanceof Error ? e.message : "";
    if (/pixel limit/i.test(msg)) throw new DocumentError("image_too_large", { fileIndex, cause: e });
    throw new DocumentError("corrupt", { fileIndex, cause: e, detail: "image could not be decoded" });
  }
}
