// Uploaded files → positioned text. One PDF (text layer per page; pages with almost no text are rendered and
// OCR'd) or one to MAX_PAGES images (each image = one page of the same report, OCR'd). A PDF and images
// together, or several PDFs, are refused: the contract treats a request as one document.

import { classifyInputs, type ClassifiedInput } from "./classify-inputs";
import { DocumentError } from "./errors";
import { buildSections } from "./layout/build-sections";
import { MIN_TEXT_LAYER_CHARS } from "./limits";
import { detectLanguage } from "./detect-language";
import { ocrLanguagesFor, type OcrLanguages } from "./ocr/languages";
import { preprocessForOcr, type PreparedImage } from "./ocr/preprocess";
import { recognizeImage } from "./ocr/recognize";
import { openPdf } from "./pdf/open-pdf";
import { renderPage } from "./pdf/render-page";
import { readTextLayer } from "./pdf/text-layer";
import { rebuildRows, type TextFragment } from "./rebuild-rows";
import type { DocumentWarning, ExtractedDocument, InputFile, Line, Page, ProgressEvent, ReadOptions } from "./types";

interface PageDraft {
  pageNumber: number;
  width: number;
  height: number;
  source: Page["source"];
  fragments: TextFragment[];
  skewDegrees?: number;
  started: number;
  timing?: Page["timing"];
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
    timeMs: Math.round(performance.now() - d.started),
  };
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

/**
 * Reads a document. Throws DocumentError for anything the caller did wrong (type, size, password, damage);
 * never leaves a pdf.js document or a temporary buffer behind.
 */
export async function readDocument(files: InputFile[], opts: ReadOptions = {}): Promise<ExtractedDocument> {
  const inputs = classifyInputs(files);
  let langs = ocrLanguagesFor(opts.language);
  const ocrJobs: { draft: PageDraft; prepare: () => Promise<PreparedImage>; of: number }[] = [];
  const warnings: DocumentWarning[] = [];
  const pages: Page[] = [];
  let ocrUsed = false;
  const queue = new OcrQueue(2);
  let failure: unknown = null;
  const total = inputs.kind === "images" ? inputs.files.length : 0;
  const report = (e: Omit<ProgressEvent, "fraction">, done: number, of: number) =>
    opts.onProgress?.({ ...e, fraction: of > 0 ? Math.min(1, done / of) : 0 });
  const checkAbort = () => {
    if (opts.signal?.aborted) throw new DocumentError("aborted");
  };

  const ocrWith = (codes: string[], draft: PageDraft, prepare: () => Promise<PreparedImage>, of: number) =>
    queue.push(async () => {
      try {
        const t0 = performance.now();
        const image = await prepare();
        const t1 = performance.now();
        const result = await recognizeImage(image, codes);
        draft.timing = { ...draft.timing, preprocessMs: Math.round(t1 - t0), ocrMs: Math.round(performance.now() - t1) };
        Object.assign(draft, { fragments: result.fragments, width: result.width, height: result.height, skewDegrees: result.skewDegrees });
        pages.push(finishPage(draft));
        report({ stage: "ocr", page: draft.pageNumber, pageCount: of }, pages.length, of);
      } catch (e) {
        failure ??= e;
      }
    });
  const ocr = (draft: PageDraft, prepare: () => Promise<PreparedImage>, of: number) => {
    ocrJobs.push({ draft: { ...draft }, prepare, of });
    return ocrWith(langs.codes, draft, prepare, of);
  };

  if (inputs.kind === "images") {
    ocrUsed = true;
    for (const [i, file] of inputs.files.entries()) {
      checkAbort();
      const draft: PageDraft = { pageNumber: i + 1, width: 0, height: 0, source: "ocr", fragments: [], started: performance.now() };
      await ocr(draft, () => preprocessForOcr(file.bytes, file.index), total);
      if (failure) break;
    }
  } else {
    await readPdf(inputs, opts, pages, ocr, report, checkAbort, () => (ocrUsed = true), () => failure);
  }
  await queue.drain();
  if (failure) throw failure instanceof DocumentError ? failure : new DocumentError("processing_failed", { cause: failure });
  // The request language is the answer's language, not necessarily the document's: when the recognised text is
  // clearly in another language that has its own model, read those pages again with it and keep the reading
  // the engine is more confident of.
  const better = ocrJobs.length > 0 ? betterOcrLanguages(pages, langs.codes) : null;
  if (better) {
    const firstPass = pages.splice(0, pages.length, ...pages.filter((p) => p.source !== "ocr"));
    for (const job of ocrJobs) await ocrWith(better.codes, { ...job.draft }, job.prepare, job.of);
    await queue.drain();
    const secondPass = pages.filter((p) => p.source === "ocr");
    if (failure || meanConfidence(secondPass) < meanConfidence(firstPass.filter((p) => p.source === "ocr"))) {
      pages.splice(0, pages.length, ...firstPass);
      failure = null;
    } else {
      langs = better;
    }
  }
  pages.sort((a, b) => a.pageNumber - b.pageNumber);
  if (ocrUsed && langs.fallback) {
    warnings.push({ code: "ocr_language_fallback", detail: `no OCR model for "${opts.language}"; English used` });
  }
  for (const p of pages) {
    if (p.lines.length === 0) warnings.push({ code: "page_without_text", detail: `page ${p.pageNumber}` });
    const conf = p.lines.length ? p.lines.reduce((s, l) => s + l.confidence, 0) / p.lines.length : 1;
    if (p.source === "ocr" && p.lines.length && conf < 0.6) warnings.push({ code: "low_ocr_confidence", detail: `page ${p.pageNumber}` });
  }
  if (pages.every((p) => p.lines.length === 0)) throw new DocumentError("no_text");
  return { kind: inputs.kind, pages, imagesProcessed: ocrJobs.length, ocrLanguages: ocrUsed ? langs.codes : [], warnings };
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
): Promise<void> {
  const doc = await openPdf(input.file.bytes, opts.pdfPassword, input.file.index);
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
      if (layer.charCount >= MIN_TEXT_LAYER_CHARS) {
        pages.push(finishPage(draft));
        page.cleanup();
        report({ stage: "text_layer", page: p, pageCount: n }, pages.length, n);
        continue;
      }
      markOcr();
      report({ stage: "rendering", page: p, pageCount: n }, pages.length, n);
      const t0 = performance.now();
      const raw = await renderPage(doc, page);
      page.cleanup();
      const timing = { renderMs: Math.round(performance.now() - t0) };
      await ocr({ ...draft, source: "ocr", fragments: [], timing }, () => preprocessForOcr(raw, input.file.index), n);
    }
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/** Mean line confidence of OCR'd pages (1 when there is nothing to compare). */
function meanConfidence(pages: Page[]): number {
  const lines = pages.flatMap((p) => p.lines);
  return lines.length ? lines.reduce((sum, l) => sum + l.confidence, 0) / lines.length : 1;
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
