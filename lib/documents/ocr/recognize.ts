// OCR of one prepared image → word fragments (pixel boxes, confidence 0..1), the page skew and confidence
// figures, with either engine (native CLI or tesseract.js; both give tesseract's lines, words, baselines).
// Very low-confidence words (noise specks read as letters) are dropped from the fragments but counted in the
// confidence figures, so a page of noise does not look clean. With the native engine, text the page layout left
// out (missed-regions.ts) is read again as blocks of its own.

import { deskewFragments, estimateSkew } from "./deskew";
import { ocrEngine, type OcrEngineName } from "./engine";
import type { OcrLine } from "./hocr";
import { cropRegion, missedRegions, newWords, shiftLines } from "./missed-regions";
import { recognizeNative, startNativeRecognition, type NativeRecognition } from "./native";
import { pngOf, type PreparedImage } from "./preprocess";
import { replaceRuns, stackRegions, unsureRuns } from "./unsure-words";
import { replaceWideNumbers, wideNumbers } from "./wide-numbers";
import { withOcrWorker } from "./worker-pool";
import { normalizeText } from "../normalize-text";
import type { TextFragment } from "../rebuild-rows";

const MIN_WORD_CONFIDENCE = 10;
/** Words read again in a region the page layout missed are kept from this confidence (0..100) on. */
const MISSED_WORD_CONFIDENCE = 50;
/** A word below this confidence (0..100) counts as low-confidence in the page figures. */
export const LOW_WORD_CONFIDENCE = 60;

interface TessBlock {
  paragraphs: { lines: OcrLine[] }[];
}

export interface OcrStats {
  /** Mean word confidence 0..1, weighted by word length (long garbage words weigh more than a stray "|"). */
  meanConfidence: number;
  /** Share 0..1 of words below LOW_WORD_CONFIDENCE. */
  lowConfidenceShare: number;
  words: number;
  /** Words at least 4 characters long whose box is taller than wide: text running sideways. */
  verticalShare: number;
  /** Characters of the words at or above LOW_WORD_CONFIDENCE: how much of the page was read with confidence. */
  sureCharacters: number;
  /** Words with a digit at or above LOW_WORD_CONFIDENCE: the values, ranges and dates read with confidence. */
  sureNumbers: number;
}

export interface OcrPage {
  fragments: TextFragment[];
  skewDegrees: number;
  width: number;
  height: number;
  engine: OcrEngineName;
  codes: string[];
  stats: OcrStats;
  /** The recognised lines the fragments came from (page coordinates, before deskewing). */
  lines?: OcrLine[];
}

async function recognizeWasm(png: Uint8Array, codes: string[], signal?: AbortSignal): Promise<OcrLine[]> {
  const result = await withOcrWorker(codes, (w) => w.recognize(Buffer.from(png), {}, { blocks: true, text: false }), signal);
  const blocks = ((result.data as { blocks?: TessBlock[] | null }).blocks ?? []) as TessBlock[];
  return blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
}

/** Confidence figures of recognised lines. */
export function ocrStats(lines: OcrLine[]): OcrStats {
  let weight = 0;
  let sum = 0;
  let low = 0;
  let words = 0;
  let long = 0;
  let vertical = 0;
  let sure = 0;
  let numbers = 0;
  for (const l of lines) {
    for (const w of l.words) {
      const text = w.text.trim();
      if (!text) continue;
      words++;
      const n = [...text].length;
      weight += n;
      sum += n * w.confidence;
      if (w.confidence < LOW_WORD_CONFIDENCE) low++;
      else {
        sure += n;
        if (/\d/.test(text)) numbers++;
      }
      if (n >= 4) {
        long++;
        if (w.bbox.y1 - w.bbox.y0 > 1.2 * (w.bbox.x1 - w.bbox.x0)) vertical++;
      }
    }
  }
  return {
    meanConfidence: weight ? Math.round((sum / weight) * 10) / 1000 : 0,
    lowConfidenceShare: words ? Math.round((low / words) * 1000) / 1000 : 0,
    words,
    verticalShare: long ? vertical / long : 0,
    sureCharacters: sure,
    sureNumbers: numbers,
  };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Tesseract splits Chinese and Japanese text into "words" at arbitrary points (血红 蛋白 for 血红蛋白), while
 * these scripts put no spaces between words: join neighbouring CJK words of a line whose gap is narrower than
 * half the line height, so a name reads as printed. Wider gaps (table columns) stay.
 */
export function joinCjkWords(line: OcrLine): OcrLine {
  const words: OcrLine["words"] = [];
  for (const w of line.words) {
    const prev = words.at(-1);
    const height = Math.max(w.bbox.y1 - w.bbox.y0, prev ? prev.bbox.y1 - prev.bbox.y0 : 0);
    if (prev && CJK.test([...prev.text].at(-1) ?? "") && CJK.test([...w.text][0] ?? "") && w.bbox.x0 - prev.bbox.x1 < height * 0.5) {
      const n1 = [...prev.text].length;
      const n2 = [...w.text].length;
      words[words.length - 1] = {
        text: prev.text + w.text,
        confidence: (prev.confidence * n1 + w.confidence * n2) / (n1 + n2),
        bbox: { x0: prev.bbox.x0, y0: Math.min(prev.bbox.y0, w.bbox.y0), x1: w.bbox.x1, y1: Math.max(prev.bbox.y1, w.bbox.y1) },
      };
    } else words.push(w);
  }
  return { ...line, words };
}

export interface RecognizeOptions {
  signal?: AbortSignal;
  engine?: OcrEngineName;
  /** A native child already started (models loading) for these models; used when `codes` match, else ignored. */
  started?: NativeRecognition;
  /**
   * Native engine: tesseract's page segmentation, 3 (find the page's blocks; the default) or 6 (the whole image is
   * one block of text: no layout analysis, so nothing is left out, see read-page.ts).
   */
  psm?: 3 | 6;
  /**
   * Native engine: tesseract's binarisation, its global Otsu threshold (the default) or Sauvola's local one, which
   * keeps dark text on a grey-shaded cell (labs shade abnormal results) that the global threshold turns into a
   * black block on an unevenly lit photo (read-page.ts compares the two readings).
   */
  thresholding?: "otsu" | "sauvola";
}

/**
 * A result's raised flag asterisk read as a degree sign or ordinal mark glued to the number ('78°' for '78*'):
 * a lab value is never in degrees without a unit letter after it ('37°C' stays). The mark becomes the flag.
 * 1° to 3° stay: ordinals in labels ('VSG 1° hora', '2° h').
 */
export function flagMark(text: string): string {
  return text.replace(/^([<>]?(?:\d{2,}|[4-9]|\d+[.,]\d+))[°º]$/, "$1 *");
}

/** Recognises `image` with the models `codes`; fragments come back deskewed. */
export async function recognizeImage(image: PreparedImage, codes: string[], opts: RecognizeOptions = {}): Promise<OcrPage> {
  const engine = opts.engine ?? ocrEngine();
  let read: OcrLine[];
  if (engine === "native") {
    const psm = opts.psm ?? 3;
    const sauvola = opts.thresholding === "sauvola";
    const run = psm === 3 && !sauvola && opts.started && opts.started.codes.join("+") === codes.join("+") ? opts.started : startNativeRecognition(codes, opts.signal, psm, sauvola);
    read = await run.read(await pngOf(image));
    // Text the page layout left out (missed-regions.ts) read again as blocks of their own; only confident words
    // are kept from them, so a logo or a stamp read as text adds nothing. A one-block reading has no layout.
    const added: OcrLine[] = [];
    for (const r of psm === 3 ? missedRegions(image, read) : []) {
      const again = await recognizeNative(await pngOf(cropRegion(image, r)), codes, opts.signal, 6);
      added.push(...newWords(shiftLines(again, r), read, MISSED_WORD_CONFIDENCE));
    }
    read.push(...added);
  } else read = await recognizeWasm(await pngOf(image), codes, opts.signal);
  return pageFromLines(read, image, engine, codes);
}

/** A page reading from recognised lines: CJK words joined, fragments deskewed, confidence figures. */
export function pageFromLines(read: OcrLine[], image: PreparedImage, engine: OcrEngineName, codes: string[]): OcrPage {
  const lines = read.map(joinCjkWords);
  const fragments: TextFragment[] = [];
  for (const [index, line] of lines.entries()) {
    for (const w of line.words) {
      const text = flagMark(normalizeText(w.text.trim()));
      if (!text || w.confidence < MIN_WORD_CONFIDENCE) continue;
      const { x0, y0, x1, y1 } = w.bbox;
      fragments.push({ text, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, confidence: w.confidence / 100, line: index });
    }
  }
  const skew = estimateSkew(lines.map((l) => l.baseline), image.width);
  return {
    fragments: deskewFragments(fragments, skew, image.width / 2, image.height / 2),
    // The page's whole skew: the turn that levelled the image before OCR and what its baselines still show.
    skewDegrees: Math.round((skew + (image.skewDegrees ?? 0)) * 100) / 100,
    width: image.width,
    height: image.height,
    engine,
    codes,
    stats: ocrStats(lines),
    lines: read,
  };
}

/**
 * The page with its runs of unsure words read again on their own (unsure-words.ts; native engine, one process for
 * all of them); the page itself when there are none or nothing read better.
 */
export async function rereadUnsureWords(page: OcrPage, image: PreparedImage, signal?: AbortSignal, started?: NativeRecognition): Promise<OcrPage> {
  if (page.engine !== "native" || !page.lines) return page;
  const runs = unsureRuns(image, page.lines);
  if (runs.length === 0) return page;
  const { stack, tops } = stackRegions(image, runs.map((r) => r.region));
  // A child started ahead with the page's models (one-block reading, psm 6) has them loaded already.
  const png = await pngOf(stack);
  const again = started && started.codes.join("+") === page.codes.join("+") ? await started.read(png) : await recognizeNative(png, page.codes, signal, 6);
  const lines = replaceRuns(page.lines, runs, tops, again);
  return pageFromLines(lines, image, page.engine, page.codes);
}

/** Models of right-to-left scripts: on their pages a number beside a word may lose digits (wide-numbers.ts). */
const RIGHT_TO_LEFT = new Set(["ara", "fas", "heb", "urd"]);

/**
 * Numbers read with fewer digits than their box holds (wide-numbers.ts) read again on their own with the Latin
 * model, on pages read with a right-to-left script's model; the page as it was when there are none.
 */
export async function rereadWideNumbers(page: OcrPage, image: PreparedImage, signal?: AbortSignal): Promise<OcrPage> {
  if (page.engine !== "native" || !page.lines || !page.codes.some((c) => RIGHT_TO_LEFT.has(c))) return page;
  const found = wideNumbers(image, page.lines);
  if (found.length === 0) return page;
  const { stack, tops } = stackRegions(image, found.map((n) => n.region));
  const again = await recognizeNative(await pngOf(stack), ["eng"], signal, 6);
  return pageFromLines(replaceWideNumbers(page.lines, found, tops, again), image, page.engine, page.codes);
}
