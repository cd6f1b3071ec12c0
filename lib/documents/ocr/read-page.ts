// Reads one page image by the script it is written in, not by the answer's language (issue 15.J): a Chinese
// photo sent with language=en must be read with the Chinese model. Detection costs time (tesseract's OSD takes
// 0.5–0.8 s a page, as much as reading it), so it runs only when the first reading shows it is needed:
//  1. read with the request language's models;
//  2. if that reading is confident, upright and in the request's script, keep it (most pages: no extra cost);
//  3. otherwise find orientation and script — OSD when installed; else, or when OSD finds too few characters
//     (CJK photos) or names a script whose model reads no better, trial readings of a band of the page with
//     each installed script's model — turn the page upright and read it again with the models found;
//  4. keep whichever reading scores higher (confidence, share of unsure words, text running sideways);
//  5. a kept reading that is still not clean is compared with a reading of the page as one block of text;
//  6. runs of unsure words of the kept reading are read again on their own (unsure-words.ts).

import type { OcrEngineName } from "./engine";
import { modelAvailable, modelsForScript, scriptOfLanguage, SCRIPT_MODELS, type Script } from "./models";
import { detectOsdNative, osdAvailable, startNativeRecognition, type NativeRecognition } from "./native";
import { pngOf, preparedFrom, sharpOf, type PreparedImage } from "./preprocess";
import { recognizeImage, rereadUnsureWords, rereadWideNumbers, type OcrPage, type OcrStats } from "./recognize";

/** A first reading at least this good (and upright, in the expected script) is kept without detection. */
const GOOD_MEAN = 0.75;
const GOOD_LOW_SHARE = 0.2;
/** A reading with the script OSD named that scores at least this is kept without trial readings. */
const TRUSTED_SCORE = 0.45;
/**
 * A kept reading scoring below this (readingScore) is compared with a reading of the same image as one block of
 * text (tesseract's psm 6): on photos the page layout analysis (psm 3) left whole columns of legible text out of
 * every block, or cut a slanted table into blocks of noise, while the one-block reading read them.
 */
const ONE_BLOCK_BELOW = 0.8;
/** A first reading at least this good in the request's own non-Latin script needs no trial readings. */
const SCRIPT_KNOWN_SCORE = 0.3;
/** Scripts tried, in this order, when OSD cannot name the script; stops at the first that reads the band well. */
const TRIAL_SCRIPTS: Script[] = ["Han", "Cyrillic", "Japanese", "Arabic", "Hangul", "Hebrew", "Greek", "Devanagari", "Thai", "Latin"];

export interface PageReading {
  page: OcrPage;
  /** Script the page was found to be written in, when detection ran. */
  script?: string;
  /** Clockwise degrees the page image was turned to be upright. */
  rotation: number;
  /** How the script was found: not needed, tesseract OSD, or trial readings. */
  detection: "none" | "osd" | "trial";
  /** A model the page's script needs that is not installed. */
  missingModel?: string;
  /** The image the kept reading came from (upright). */
  image: PreparedImage;
}

export interface ReadPageOptions {
  language: string;
  codes: string[];
  signal?: AbortSignal;
  engine?: OcrEngineName;
  /** A native child started for `codes` before the image was ready (see native.ts): it reads the first pass. */
  started?: NativeRecognition;
}

/** Higher is better: confident words, few unsure ones, none running sideways. */
export function readingScore(s: OcrStats): number {
  return s.meanConfidence * (1 - s.lowConfidenceShare) * (1 - s.verticalShare);
}

/**
 * A kept reading scoring at least this (readingScore) is clean: the blind corpus's 200-dpi scans score 0.85–0.95,
 * the photos whose garbled names the unsure-word re-reading repaired below 0.8.
 */
const CLEAN_READING = 0.85;

/** How much more confidently read text a one-block reading needs to replace the layout reading. */
const ONE_BLOCK_MARGIN = 1.2;

/**
 * True when a one-block reading (psm 6) of a page is clearly the better one: more text read with confidence
 * (sure characters weighed by the reading's score, so more words read as noise do not win), by a margin. Where the
 * layout reading left a legible column out or read a slanted table as noise, the one-block reading had 1.3–3.6 ×
 * as much; within a few percent the two are a toss-up, and the layout reading keeps the lines of a fanned photo
 * apart better (a one-block reading 10 % ahead lost three rows of a tilted cumulative table), so it stays.
 */
export function oneBlockReadsBetter(layout: OcrStats, block: OcrStats): boolean {
  return readsClearlyMore(block, layout);
}

/** True when reading `a` has clearly more confidently read text than `b` (see oneBlockReadsBetter). */
function readsClearlyMore(a: OcrStats, b: OcrStats): boolean {
  return readingScore(a) * a.sureCharacters > ONE_BLOCK_MARGIN * readingScore(b) * b.sureCharacters;
}

/**
 * True when reading `a` has half as many confidently read numbers again as `b` (at least 5 more) at a score not
 * far below: a lab report's values are numbers. A photographed table read as photographed lost its whole result
 * column (16 sure numbers; levelled 39) while the letters of the name column kept its text count close.
 */
function readsManyMoreNumbers(a: OcrStats, b: OcrStats): boolean {
  return a.sureNumbers >= 1.5 * b.sureNumbers && a.sureNumbers >= b.sureNumbers + 5 && readingScore(a) >= 0.9 * readingScore(b);
}

/** True when the levelled reading of a tilted photo is kept over the reading as photographed (readPageImage). */
export function levelReadsBetter(level: OcrStats, asPhotographed: OcrStats): boolean {
  return readsClearlyMore(level, asPhotographed) || readsManyMoreNumbers(level, asPhotographed);
}

function readsWell(s: OcrStats): boolean {
  return s.words >= 3 && s.meanConfidence >= GOOD_MEAN && s.lowConfidenceShare <= GOOD_LOW_SHARE && s.verticalShare < 0.3;
}

const SCRIPT_LETTERS: [Script, RegExp][] = [
  ["Latin", /\p{Script=Latin}/gu], ["Cyrillic", /\p{Script=Cyrillic}/gu], ["Han", /\p{Script=Han}/gu],
  ["Japanese", /[\p{Script=Hiragana}\p{Script=Katakana}]/gu], ["Hangul", /\p{Script=Hangul}/gu],
  ["Arabic", /\p{Script=Arabic}/gu], ["Hebrew", /\p{Script=Hebrew}/gu], ["Greek", /\p{Script=Greek}/gu],
  ["Devanagari", /\p{Script=Devanagari}/gu], ["Thai", /\p{Script=Thai}/gu],
];

/**
 * The script most letters of a reading are in (null for no letters). Letters of other scripts count three times:
 * reports in every script print units and abbreviations in Latin letters (血红蛋白 HGB 128 g/L is Chinese).
 */
export function dominantScript(text: string): Script | null {
  let best: Script | null = null;
  let bestCount = 0;
  for (const [script, re] of SCRIPT_LETTERS) {
    const n = (text.match(re)?.length ?? 0) * (script === "Latin" ? 1 : 3);
    if (n > bestCount) [best, bestCount] = [script, n];
  }
  return best;
}

/**
 * Whether a reading made with script `s`'s models can stand for the page: its text must be in that script.
 * Japanese models read an English photo "confidently" as English with a few kana in it (a CBC whose values became
 * "はます"). Cyrillic and Greek models come with English and their look-alike letters fold back to Latin
 * (foldHomoglyphWords): a Latin page read that way stays a candidate (rus+eng read a Philippine photo better than
 * eng alone).
 */
export function readingCountsFor(s: Script, text: string): boolean {
  const dominant = dominantScript(text);
  // Japanese is written in kanji (Han) and kana.
  return s === "Latin" || s === "Cyrillic" || s === "Greek" || dominant === s || (s === "Japanese" && dominant === "Han");
}

const SCRIPT_ALIASES: Record<string, Script> = { HanS: "Han", HanT: "Han", Hiragana: "Japanese", Katakana: "Japanese", Korean: "Hangul" };
function knownScript(name: string): Script | null {
  const s = SCRIPT_ALIASES[name] ?? name;
  return s in SCRIPT_MODELS ? (s as Script) : null;
}

async function rotate(image: PreparedImage, degrees: number): Promise<PreparedImage> {
  if (!degrees) return image;
  return preparedFrom(sharpOf(image).rotate(degrees));
}

/** A horizontal band through the middle of the text (where lab tables are), for cheap trial readings. */
async function band(image: PreparedImage, page?: OcrPage): Promise<PreparedImage> {
  let top = Math.round(image.height * 0.25);
  let bottom = Math.round(image.height * 0.6);
  const ys = (page?.fragments ?? []).map((f) => f.box.y + f.box.height / 2).sort((a, b) => a - b);
  if (ys.length >= 10) {
    top = Math.max(0, Math.round(ys[Math.floor(ys.length * 0.25)]! - 40));
    bottom = Math.min(image.height, Math.round(ys[Math.floor(ys.length * 0.75)]! + 40));
    if (bottom - top > image.height * 0.35) bottom = top + Math.round(image.height * 0.35);
  }
  if (bottom - top < 80) return image;
  // Rows of the raw grey image: a copy of the bytes, no image library needed.
  return { gray: Buffer.from(image.gray.subarray(top * image.width, bottom * image.width)), width: image.width, height: bottom - top };
}

/**
 * Reads a page image; see the file comment for the steps. A reading that is not clean (native engine) is then
 * compared with a reading of the same upright image as one block of text, and the better one is kept; its unsure
 * words are read again.
 */
export async function readPageImage(image: PreparedImage, opts: ReadPageOptions): Promise<PageReading> {
  // The child that reads the unsure words again starts now: its models load (90–160 ms) while the page is read,
  // not after it (on a scan that load was most of what the pipeline added to tesseract's own time). It is killed
  // when nothing is read again or the page was read with other models.
  // Pages read with Latin models are mostly clean scans that need no second reading: there the early child's model
  // load was CPU taken from the other page's reading (two pages share the two cores), so it starts only for other
  // scripts, whose pages are always read again.
  const early = opts.engine === "native" && scriptOfLanguage(opts.language) !== "Latin";
  const rereader = early ? startNativeRecognition(opts.codes, opts.signal, 6) : undefined;
  try {
    // A tilted ruled table turned level (straighten.ts) is read both ways: as photographed first, and level when
    // that reads clearly more (the one-block margin). Level won on ruled photos whose rows the tilt had broken
    // (0 → 16 rows); as photographed kept the decimals resampling blurred on a small-print photo.
    let reading = await keptReading(image.unlevelled ?? image, opts);
    if (image.unlevelled) {
      const level = await keptReading({ ...image, unlevelled: undefined }, { ...opts, started: undefined });
      if (levelReadsBetter(level.page.stats, reading.page.stats)) reading = level;
    }
    // A clean reading of a page in Latin letters (a scan: one or two unsure words) is kept as it is. On the blind
    // corpus's 85 scans, skipping the re-reading there changed three: two read better, one worse; on Cyrillic
    // scans it lost rows, so other scripts are always read again.
    const text = reading.page.fragments.map((f) => f.text).join(" ");
    if (readingScore(reading.page.stats) >= CLEAN_READING && dominantScript(text) === "Latin") return reading;
    // Runs of unsure words of the kept reading read again on their own (unsure-words.ts).
    const reread = await rereadUnsureWords(reading.page, reading.image, opts.signal, rereader);
    // Numbers that lost digits beside a right-to-left word read again with the Latin model (wide-numbers.ts).
    return { ...reading, page: await rereadWideNumbers(reread, reading.image, opts.signal) };
  } finally {
    rereader?.cancel();
  }
}

async function keptReading(image: PreparedImage, opts: ReadPageOptions): Promise<PageReading> {
  const reading = await readPageLayout(image, opts);
  const { page } = reading;
  if (page.engine !== "native" || page.stats.words < 3 || readingScore(page.stats) >= ONE_BLOCK_BELOW) return reading;
  // A poor reading (a photo; scans read at 0.85–0.95 and are left alone, as they cost no second reading) is read
  // again with Sauvola's local binarisation: on photos of reports that shade abnormal results grey, the global
  // threshold made the shaded cells black blocks and exactly the abnormal values were lost (a Pakistani report: 10
  // of 11). The local reading wins only by the one-block margin: on other photos it reads as much text a little more
  // confidently and loses rows (thin CJK strokes, noisy paper).
  const sauvola = await recognizeImage(reading.image, page.codes, { signal: opts.signal, engine: "native", thresholding: "sauvola" });
  const kept = readsClearlyMore(sauvola.stats, page.stats) ? { ...reading, page: sauvola } : reading;
  if (readingScore(kept.page.stats) >= ONE_BLOCK_BELOW) return kept;
  const block = await recognizeImage(kept.image, kept.page.codes, { signal: opts.signal, engine: "native", psm: 6 });
  return oneBlockReadsBetter(kept.page.stats, block.stats) ? { ...kept, page: block } : kept;
}

async function readPageLayout(image: PreparedImage, opts: ReadPageOptions): Promise<PageReading> {
  const rec = (img: PreparedImage, codes: string[]) => recognizeImage(img, codes, { signal: opts.signal, engine: opts.engine });
  const first = await recognizeImage(image, opts.codes, { signal: opts.signal, engine: opts.engine, started: opts.started });
  const firstText = first.fragments.map((f) => f.text).join(" ");
  const requestScript = scriptOfLanguage(opts.language);
  const readScript = dominantScript(firstText);
  // A page in the request's script, read confidently and upright, is done. A non-Latin request whose reading
  // came out in Latin letters is a Latin page read with the wrong model first: read it again as Latin.
  // A blank or nearly blank page has nothing to detect a script from.
  if (first.stats.words < 3) return { page: first, rotation: 0, detection: "none", image };
  if (readsWell(first.stats) && (readScript === null || readScript === requestScript || requestScript === "Latin" || opts.codes.length === 1)) {
    return { page: first, rotation: 0, detection: "none", image };
  }

  let rotation = 0;
  let script: Script | null = null;
  let detection: PageReading["detection"] = "trial";
  if (readsWell(first.stats) && readScript === "Latin") {
    script = "Latin";
  } else if (opts.engine !== "wasm" && osdAvailable()) {
    // The wasm engine stays free of native parts (it is the engine of machines without the CLI): trials only.
    const osd = await detectOsdNative(await pngOf(image), opts.signal);
    if (osd) {
      detection = "osd";
      if (osd.rotate !== 0 && (osd.orientationConfidence >= 1 || first.stats.verticalShare >= 0.5)) rotation = osd.rotate;
      if (osd.scriptConfidence >= 1) script = knownScript(osd.script);
    }
  }
  const sideways = first.stats.verticalShare >= 0.5;
  if (!rotation && (sideways || (detection !== "osd" && !readsWell(first.stats)))) {
    // No OSD verdict: read a band of the page turned both ways. Sideways text (tall word boxes, as the CLI
    // reports it) is turned by the better way; a poor reading (tesseract.js reads sideways text as noise) only
    // when a turned band reads clearly better than the page did.
    const tries = await Promise.all([90, 270].map(async (deg) => ({ deg, page: await rec(await band(await rotate(image, deg)), opts.codes) })));
    const bestTry = tries.sort((a, b) => readingScore(b.page.stats) - readingScore(a.page.stats))[0]!;
    if (sideways || readsWell(bestTry.page.stats) || readingScore(bestTry.page.stats) > readingScore(first.stats) + 0.15) rotation = bestTry.deg;
  }
  let upright = await rotate(image, rotation);

  const tried = new Set<string>();
  let best: PageReading = { page: first, rotation: 0, detection, image, ...(script ? { script } : {}) };
  let missingModel: string | undefined;
  const attempt = async (s: Script): Promise<boolean> => {
    const models = modelsForScript(s, opts.language);
    if (models.missing) {
      missingModel ??= models.missing;
      return false;
    }
    const key = models.codes.join("+");
    if (tried.has(key) || (key === opts.codes.join("+") && rotation === 0)) return readsWell(best.page.stats);
    tried.add(key);
    const page = await rec(upright, models.codes);
    const inScript = readingCountsFor(s, page.fragments.map((f) => f.text).join(" "));
    // The detected script's models win when they read well, even if another set scores a little higher
    // (rus+eng reads a French page confidently, but with Cyrillic look-alikes in the words).
    if (inScript && (readingScore(page.stats) > readingScore(best.page.stats) || (s === script && readsWell(page.stats)))) {
      best = { page, rotation, detection, script: s, image: upright };
    }
    return readsWell(page.stats);
  };

  const done = () => ({ ...best, ...(missingModel && best.page === first ? { missingModel } : {}) });
  // A script OSD named with confidence is trusted unless its model reads the page no better than noise (OSD
  // has named Chinese photos Greek); a poor Latin photo is not worth nine trial readings.
  if (script && ((await attempt(script)) || readingScore(best.page.stats) >= TRUSTED_SCORE)) return done();
  if (rotation && (await attempt(requestScript))) return done();
  // The script is unknown, or its model read no better: try each installed script's model on a band of the
  // page and read the whole page with the one that reads the band best. OSD's turn is dropped unless the text
  // ran sideways: when OSD misnames a script it misjudges orientation too (a Chinese photo: "Greek, 180°").
  if (rotation && detection === "osd" && !sideways) {
    rotation = 0;
    upright = image;
  }
  // A page read in the request's own non-Latin script (Greek letters for a Greek request), upright, is in that
  // script even when it read poorly (a ruled grid, a blurred photo): the trial readings with nine other scripts
  // only confirm it, at a second a model (a Greek scan took 30 s, 20 of them in trials that changed nothing).
  if (!rotation && requestScript !== "Latin" && readScript === requestScript && readingScore(first.stats) >= SCRIPT_KNOWN_SCORE) return done();
  const sample = await band(upright, rotation ? undefined : first);
  let trialBest: { s: Script; score: number } | null = null;
  for (const s of TRIAL_SCRIPTS) {
    if (s === script) continue;
    const code = SCRIPT_MODELS[s];
    if (!modelAvailable(code)) {
      if (s === readScript) missingModel ??= code;
      continue;
    }
    const page = await rec(sample, code === "eng" ? ["eng"] : [code, "eng"]);
    const score = readingScore(page.stats);
    if (!trialBest || score > trialBest.score) trialBest = { s, score };
    if (readsWell(page.stats)) break;
  }
  if (trialBest) {
    detection = "trial";
    await attempt(trialBest.s);
  }
  return done();
}
