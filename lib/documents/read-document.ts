// Uploaded files → positioned text. One PDF (text layer per page; pages with almost no text are rendered and
// OCR'd, and a picture of text on a text page, such as a reference lab's results pasted in as an image, is OCR'd
// and its words join the text layer's) or one to MAX_PAGES images (each image = one page of the same report,
// OCR'd). A PDF and images together, or several PDFs, are refused: the contract treats a request as one document.

import { classifyInputs, type ClassifiedInput } from "./classify-inputs";
import { DocumentError } from "./errors";
import { buildSections } from "./layout/build-sections";
import { MIN_TEXT_LAYER_CHARS, ocrPageTimeoutMs } from "./limits";
import { detectLanguage } from "./detect-language";
import { ocrEngine, type OcrEngineName } from "./ocr/engine";
import { ocrLanguagesFor, type OcrLanguages } from "./ocr/languages";
import { debianPackageFor } from "./ocr/models";
import { startNativeRecognition, type NativeRecognition } from "./ocr/native";
import { preprocessForOcr, type PreparedImage } from "./ocr/preprocess";
import { dominantScript, readPageImage, type PageReading } from "./ocr/read-page";
import { recognizeImage, type OcrPage } from "./ocr/recognize";
import { ocrWorkerCount } from "./ocr/worker-pool";
import { openPdf } from "./pdf/open-pdf";
import { centreInside, pictureRegion } from "./pdf/picture-regions";
import { renderPage } from "./pdf/render-page";
import { isSearchableScan } from "./pdf/searchable-scan";
import { readTextLayer } from "./pdf/text-layer";
import { rebuildRows, type TextFragment } from "./rebuild-rows";
import type { Box, DocumentWarning, ExtractedDocument, InputFile, Line, Page, PageOcrInfo, ProgressEvent, ReadOptions } from "./types";

interface PageDraft {
  pageNumber: number;
  width: number;
  height: number;
  source: Page["source"];
  fragments: TextFragment[];
  skewDegrees?: number;
  started: number;
  timing?: Page["timing"];
  ocr?: PageOcrInfo;
  ocrConfidence?: number;
  ocrLowConfidenceShare?: number;
  /** A text-layer page with a picture of text: its own fragments, and where the picture read by OCR lies. */
  picture?: { base: TextFragment[]; box: Box };
}

function finishPage(d: PageDraft): Page {
  const lines: Line[] = rebuildRows(d.fragments);
  const { sections, tables } = buildSections(lines);
  return {
    pageNumber: d.pageNumber,
    width: d.width,
    height: d.height,
    source: d.source,
    lines,
    rawText: lines.map((l) => l.text).join("\n"),
    sections,
    tables,
    ...(d.skewDegrees !== undefined ? { skewDegrees: d.skewDegrees } : {}),
    ...(d.timing ? { timing: d.timing } : {}),
    ...(d.ocr ? { ocr: d.ocr, ocrConfidence: d.ocrConfidence, ocrLowConfidenceShare: d.ocrLowConfidenceShare } : {}),
    timeMs: Math.round(performance.now() - d.started),
  };
}

/**
 * A picture's OCR words placed on its text-layer page: the page was read whole, as a scan is (the pipeline is
 * tuned for page-sized images; a crop upscaled to that width read worse), and only the words inside the picture
 * are kept, in the page's points. A page read turned is left with its text layer alone.
 */
function placePictureWords(picture: NonNullable<PageDraft["picture"]>, page: OcrPage, rotation: number, size: { width: number; height: number }): TextFragment[] {
  if (rotation % 360 !== 0 || page.width <= 0 || page.height <= 0) return picture.base;
  const sx = size.width / page.width;
  const sy = size.height / page.height;
  const words = page.fragments
    .map((f) => ({ ...f, box: { x: f.box.x * sx, y: f.box.y * sy, width: f.box.width * sx, height: f.box.height * sy }, ocr: true as const }))
    .filter((f) => centreInside(f, picture.box));
  return [...picture.base, ...words];
}

/** Puts an OCR reading into a page draft (beside the text layer's words, for a picture on a text page). */
function applyReading(draft: PageDraft, page: OcrPage, reading: Pick<PageReading, "rotation" | "detection" | "script">): void {
  Object.assign(draft, {
    ...(draft.picture
      ? { fragments: placePictureWords(draft.picture, page, reading.rotation, draft) }
      : { fragments: page.fragments, width: page.width, height: page.height, skewDegrees: page.skewDegrees }),
    ocrConfidence: page.stats.meanConfidence,
    ocrLowConfidenceShare: page.stats.lowConfidenceShare,
    ocr: {
      engine: page.engine,
      models: page.codes,
      ...(reading.script ? { script: reading.script } : {}),
      rotation: reading.rotation,
      detection: reading.detection,
      words: page.stats.words,
    },
  });
}

/** Runs OCR jobs with at most `limit` in flight, so prepared images do not pile up in memory. */
class OcrQueue {
  private running: Promise<void>[] = [];
  constructor(private readonly limit: number) {}
  async push(job: () => Promise<void>): Promise<void> {
    while (this.running.length >= this.limit) await Promise.race(this.running);
    const p: Promise<void> = job().finally(() => {
      this.running = this.running.filter((r) => r !== p);
    });
    this.running.push(p);
  }
  async drain(): Promise<void> {
    await Promise.all(this.running);
  }
}

interface OcrJob {
  draft: PageDraft;
  of: number;
  /** Set once read: the upright image and how it was read, for a second pass in the document's language. */
  reading?: PageReading;
}

/** A signal that fires on the caller's abort or when one page's OCR deadline passes. */
function pageSignal(caller: AbortSignal | undefined): AbortSignal {
  const deadline = AbortSignal.timeout(ocrPageTimeoutMs());
  return caller ? AbortSignal.any([caller, deadline]) : deadline;
}

/**
 * Reads a document. Throws DocumentError for anything the caller did wrong (type, size, password, damage);
 * never leaves a pdf.js document or a temporary buffer behind. OCR pages run in parallel (one per core) and
 * each is read by the script it is written in (see ocr/read-page.ts). `opts.signal` stops everything: native
 * tesseract children are killed and wasm workers terminated at once, and the promise rejects with
 * DocumentError "aborted" (its cause is the AbortError).
 */
export async function readDocument(files: InputFile[], opts: ReadOptions = {}): Promise<ExtractedDocument> {
  const signal = opts.signal;
  if (!signal) return read(files, opts);
  if (signal.aborted) throw new DocumentError("aborted", { cause: signal.reason });
  // Rendering and image preparation cannot be interrupted midway: answer the abort at once and let that work
  // wind down on its own (every step checks the signal; OCR children and workers are killed by it).
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(new DocumentError("aborted", { cause: signal.reason }));
    signal.addEventListener("abort", onAbort, { once: true });
  });
  const work = read(files, opts);
  work.catch(() => undefined);
  try {
    return await Promise.race([work, stopped]);
  } finally {
    signal.removeEventListener("abort", onAbort!);
  }
}

async function read(files: InputFile[], opts: ReadOptions): Promise<ExtractedDocument> {
  const inputs = classifyInputs(files);
  const language = (opts.language ?? "en").toLowerCase();
  let langs: OcrLanguages = ocrLanguagesFor(language);
  const ocrJobs: OcrJob[] = [];
  const warnings: DocumentWarning[] = [];
  const pages: Page[] = [];
  let ocrUsed = false;
  let engine: OcrEngineName | null = null;
  const queue = new OcrQueue(ocrWorkerCount());
  let failure: unknown = null;
  const total = inputs.kind === "images" ? inputs.files.length : 0;
  const report = (e: Omit<ProgressEvent, "fraction">, done: number, of: number) =>
    opts.onProgress?.({ ...e, fraction: of > 0 ? Math.min(1, done / of) : 0 });
  const aborted = () => new DocumentError("aborted", { cause: opts.signal?.reason });
  const checkAbort = () => {
    if (opts.signal?.aborted) throw aborted();
  };
  /** A failed page: the caller's abort ends the document; a page past its deadline is skipped with a warning. */
  const pageFailed = (draft: PageDraft, e: unknown, signal: AbortSignal) => {
    if (opts.signal?.aborted) failure ??= aborted();
    else if (signal.aborted) {
      warnings.push({ code: "ocr_page_timeout", detail: `page ${draft.pageNumber}: OCR stopped after ${Math.round(ocrPageTimeoutMs() / 1000)} s` });
      pages.push(finishPage({ ...draft, fragments: [] }));
    } else failure ??= e;
  };

  const ocr = (draft: PageDraft, prepare: () => Promise<PreparedImage>, of: number) => {
    const job: OcrJob = { draft: { ...draft }, of };
    ocrJobs.push(job);
    return queue.push(async () => {
      const signal = pageSignal(opts.signal);
      let started: NativeRecognition | undefined;
      try {
        checkAbort();
        engine ??= ocrEngine();
        // The native child for the first reading starts now and loads its models while the page is rendered and
        // prepared (see ocr/native.ts); it is killed below if the page fails before it is given the image.
        started = engine === "native" ? startNativeRecognition(langs.codes, signal) : undefined;
        const t0 = performance.now();
        const image = await prepare();
        const t1 = performance.now();
        const reading = await readPageImage(image, { language, codes: langs.codes, signal, engine, started });
        job.reading = reading;
        // A PDF page's prepare() renders it too, and times both steps itself (timing.renderMs, preprocessMs).
        draft.timing = { preprocessMs: Math.round(t1 - t0), ...draft.timing, ocrMs: Math.round(performance.now() - t1) };
        applyReading(draft, reading.page, reading);
        if (reading.missingModel) {
          warnings.push({
            code: "ocr_model_missing",
            detail: `page ${draft.pageNumber}: ${reading.script ?? "this"} script needs OCR model ${reading.missingModel}, not installed (${debianPackageFor(reading.missingModel)}); read with ${reading.page.codes.join("+")}`,
          });
        }
        pages.push(finishPage(draft));
        report({ stage: "ocr", page: draft.pageNumber, pageCount: of }, pages.length, of);
      } catch (e) {
        pageFailed(draft, e, signal);
      } finally {
        started?.cancel();
      }
    });
  };

  try {
    if (inputs.kind === "images") {
      ocrUsed = true;
      for (const [i, file] of inputs.files.entries()) {
        checkAbort();
        const draft: PageDraft = { pageNumber: i + 1, width: 0, height: 0, source: "ocr", fragments: [], started: performance.now() };
        await ocr(draft, () => preprocessForOcr(file.bytes, file.index), total);
        if (failure) break;
      }
    } else {
      await readPdf(inputs, opts, pages, ocr, report, checkAbort, () => (ocrUsed = true), () => failure, () => queue.drain());
    }
  } catch (e) {
    failure ??= e;
  }
  await queue.drain();
  if (failure) throw failure instanceof DocumentError ? failure : new DocumentError("processing_failed", { cause: failure });
  // The request language is the answer's language, not necessarily the document's: when the recognised text of
  // pages read in Latin script is clearly in another Latin-script language that has its own model, read those
  // pages again with it and keep the reading the engine is more confident of.
  const latinJobs = ocrJobs.filter((j) => j.reading && dominantScript(j.reading.page.fragments.map((f) => f.text).join(" ")) === "Latin");
  const latinPages = pages.filter((p) => latinJobs.some((j) => j.draft.pageNumber === p.pageNumber));
  const better = latinJobs.length > 0 ? betterOcrLanguages(latinPages, [...new Set(latinJobs.flatMap((j) => j.reading!.page.codes))]) : null;
  if (better) {
    const second = await mapLimit(
      latinJobs,
      ocrWorkerCount(),
      async (job) => {
        const signal = pageSignal(opts.signal);
        try {
          return await recognizeImage(job.reading!.image, better.codes, { signal, engine: engine ?? undefined });
        } catch {
          if (opts.signal?.aborted) throw aborted();
          return null;
        }
      },
    );
    const before = latinJobs.map((j) => j.reading!.page.stats.meanConfidence);
    const after = second.map((p) => p?.stats.meanConfidence ?? -1);
    if (second.every((p) => p) && mean(after) >= mean(before)) {
      latinJobs.forEach((job, i) => {
        const draft: PageDraft = { ...job.draft, started: job.draft.started };
        draft.timing = pages.find((p) => p.pageNumber === job.draft.pageNumber)?.timing;
        applyReading(draft, second[i]!, job.reading!);
        const at = pages.findIndex((p) => p.pageNumber === job.draft.pageNumber);
        pages[at] = finishPage(draft);
      });
      langs = better;
    }
  }
  pages.sort((a, b) => a.pageNumber - b.pageNumber);
  const ocrPages = pages.filter((p) => p.ocr);
  const pageScripts = new Set(ocrPages.map((p) => p.ocr!.models[0]));
  if (ocrUsed && langs.fallback && [...pageScripts].some((m) => langs.codes.includes(m!))) {
    const own = langs.missing;
    warnings.push({
      code: "ocr_language_fallback",
      detail: own
        ? `no OCR model for "${language}" (install ${debianPackageFor(own)}); read with ${langs.codes.join("+")}`
        : `tesseract has no OCR model for "${language}"; read with ${langs.codes.join("+")}`,
    });
  }
  for (const p of pages) {
    if (p.lines.length === 0) warnings.push({ code: "page_without_text", detail: `page ${p.pageNumber}` });
    else if (p.source === "ocr" && (p.ocrConfidence ?? 1) < 0.6) warnings.push({ code: "low_ocr_confidence", detail: `page ${p.pageNumber}` });
  }
  if (pages.every((p) => p.lines.length === 0)) throw new DocumentError("no_text");
  const models = [...new Set(ocrPages.flatMap((p) => p.ocr!.models))];
  return {
    kind: inputs.kind,
    pages,
    imagesProcessed: ocrJobs.length,
    ocrLanguages: ocrUsed ? (models.length ? models : langs.codes) : [],
    ...(ocrUsed && engine ? { ocrEngine: engine } : {}),
    warnings,
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Maps with at most `limit` calls in flight (one native tesseract process per core, not one per page). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

async function readPdf(
  input: Extract<ClassifiedInput, { kind: "pdf" }>,
  opts: ReadOptions,
  pages: Page[],
  ocr: (draft: PageDraft, prepare: () => Promise<PreparedImage>, of: number) => Promise<void>,
  report: (e: Omit<ProgressEvent, "fraction">, done: number, of: number) => void,
  checkAbort: () => void,
  markOcr: () => void,
  failed: () => unknown,
  ocrDone: () => Promise<void>,
): Promise<void> {
  const doc = await openPdf(input.file.bytes, opts.pdfPassword, input.file.index);
  let renderTurn: Promise<void> = Promise.resolve();
  try {
    const n = doc.numPages;
    for (let p = 1; p <= n && !failed(); p++) {
      checkAbort();
      const started = performance.now();
      const page = await doc.getPage(p);
      const layer = await readTextLayer(page).catch((e: unknown) => {
        throw new DocumentError("corrupt", { fileIndex: input.file.index, cause: e, detail: `page ${p}` });
      });
      const draft: PageDraft = { pageNumber: p, width: layer.width, height: layer.height, source: "text_layer", fragments: layer.fragments, started };
      const picture = layer.charCount >= MIN_TEXT_LAYER_CHARS ? await pictureRegion(page, layer).catch(() => null) : null;
      // A searchable scan's invisible text is another program's OCR: the page is read as the scan it is.
      const hiddenOcr = layer.charCount >= MIN_TEXT_LAYER_CHARS && !picture && (await isSearchableScan(page).catch(() => false));
      if (layer.charCount >= MIN_TEXT_LAYER_CHARS && !picture && !hiddenOcr) {
        pages.push(finishPage(draft));
        page.cleanup();
        report({ stage: "text_layer", page: p, pageCount: n }, pages.length, n);
        continue;
      }
      markOcr();
      report({ stage: "rendering", page: p, pageCount: n }, pages.length, n);
      // Rendered inside the page's OCR job, so the native child's model load (started first) runs alongside;
      // one page after another (pdf.js decodes on this thread: two pages rendered at once both finish late).
      const timing: { renderMs?: number; preprocessMs?: number } = {};
      const rendered = () => {
        const turn = renderTurn.then(async () => {
          const t0 = performance.now();
          try {
            return await renderPage(doc, page);
          } finally {
            page.cleanup();
            timing.renderMs = Math.round(performance.now() - t0);
          }
        });
        renderTurn = turn.then(
          () => undefined,
          () => undefined,
        );
        return turn;
      };
      const prepare = async () => {
        const raw = await rendered();
        const t0 = performance.now();
        const image = await preprocessForOcr(raw, input.file.index);
        timing.preprocessMs = Math.round(performance.now() - t0);
        return image;
      };
      // A picture of text on a text page: the page stays a text-layer page, with the picture's words added.
      if (picture) await ocr({ ...draft, picture: { base: layer.fragments, box: picture.box }, timing }, prepare, n);
      else await ocr({ ...draft, source: "ocr", fragments: [], timing }, prepare, n);
    }
  } finally {
    // OCR jobs render their pages: the document is destroyed once they are over.
    await ocrDone();
    await doc.destroy().catch(() => undefined);
  }
}

/**
 * OCR models for the language the recognised text is written in, when that differs from the models used and
 * detection is confident; null when the first reading stands.
 */
function betterOcrLanguages(pages: Page[], used: string[]): OcrLanguages | null {
  const text = pages.filter((p) => p.source === "ocr").map((p) => p.rawText).join("\n");
  const detected = detectLanguage(text);
  if (detected.confidence < 0.6) return null;
  const candidate = ocrLanguagesFor(detected.language);
  if (candidate.fallback || used.includes(candidate.codes[0]!)) return null;
  return candidate;
}
