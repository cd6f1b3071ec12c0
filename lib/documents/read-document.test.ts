import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DocumentError, readDocument, stopOcrWorkers } from "./index";
import { FIXTURE_DIR } from "./testing/fixtures";

afterAll(() => stopOcrWorkers());

const pdfBytes = () => new Uint8Array(fs.readFileSync(path.join(FIXTURE_DIR, "en-us-cbc-chem.pdf")));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "no error";
  } catch (e) {
    return e instanceof DocumentError ? e.code : `untyped: ${String(e)}`;
  }
}

describe("readDocument refuses bad input with a typed error", () => {
  it("a zero-byte file", async () => {
    expect(await codeOf(readDocument([{ bytes: new Uint8Array(0), name: "report.pdf" }]))).toBe("empty_file");
  });

  it("a renamed .exe, whatever its name says", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
    expect(await codeOf(readDocument([{ bytes: exe, name: "blood-test.pdf" }]))).toBe("unsupported_type");
  });

  it("a truncated PDF", async () => {
    const b = pdfBytes();
    expect(await codeOf(readDocument([{ bytes: b.slice(0, Math.floor(b.length / 2)) }]))).toBe("corrupt");
  });

  it("an encrypted PDF without a password, and with a wrong one", async () => {
    const enc = new Uint8Array(fs.readFileSync(path.join(FIXTURE_DIR, "en-gb-si-units.encrypted.pdf")));
    expect(await codeOf(readDocument([{ bytes: enc }]))).toBe("password_required");
    expect(await codeOf(readDocument([{ bytes: enc }], { pdfPassword: "not-the-password" }))).toBe("password_wrong");
  });

  it("a 40 000 × 40 000 PNG is refused from its header, fast and without allocating the pixels", async () => {
    const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(40_000), ...u32(40_000), 8, 6, 0, 0, 0, 0, 0, 0, 0]);
    const before = process.memoryUsage().rss;
    const start = performance.now();
    expect(await codeOf(readDocument([{ bytes: header }]))).toBe("image_too_large");
    expect(performance.now() - start).toBeLessThan(200);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it("a PNG whose body is garbage", async () => {
    const good = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#fff" } }).png().toBuffer();
    const broken = new Uint8Array(good);
    broken.fill(0x41, 40);
    expect(await codeOf(readDocument([{ bytes: broken }]))).toBe("corrupt");
  });

  it("several PDFs, a PDF with images, and too many images", async () => {
    const png = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } }).png().toBuffer());
    expect(await codeOf(readDocument([{ bytes: pdfBytes() }, { bytes: pdfBytes() }]))).toBe("several_pdfs");
    expect(await codeOf(readDocument([{ bytes: pdfBytes() }, { bytes: png }]))).toBe("mixed_inputs");
    expect(await codeOf(readDocument(Array.from({ length: 31 }, () => ({ bytes: png }))))).toBe("too_many_pages");
  });

  it("a blank page image has no text", async () => {
    const blank = new Uint8Array(await sharp({ create: { width: 800, height: 1100, channels: 3, background: "#ffffff" } }).png().toBuffer());
    expect(await codeOf(readDocument([{ bytes: blank }]))).toBe("no_text");
  }, 60_000);
});

describe("readDocument output", () => {
  it("gives positioned lines, sections and tables for a text-layer PDF, with progress", async () => {
    const events: string[] = [];
    const doc = await readDocument([{ bytes: pdfBytes() }], { language: "en", onProgress: (e) => events.push(`${e.stage}:${e.page}/${e.pageCount}`) });
    expect(doc.kind).toBe("pdf");
    expect(doc.imagesProcessed).toBe(0);
    const page = doc.pages[0]!;
    expect(page.source).toBe("text_layer");
    const hb = page.lines.find((l) => l.text.startsWith("Hemoglobin"));
    expect(hb?.text).toBe("Hemoglobin 14.9 g/dL 13.5-17.5");
    expect(hb?.words[0]?.box.width).toBeGreaterThan(0);
    expect(page.sections.map((s) => s.type)).toEqual(expect.arrayContaining(["header", "paragraph", "table"]));
    const table = page.tables.find((t) => t.headers.includes("Result"));
    expect(table?.headers).toEqual(["Test", "Result", "Flag", "Units", "Reference Range"]);
    expect(table?.rows).toContainEqual(["Platelets", "142", "L", "x10^3/uL", "150-400"]);
    expect(events).toEqual(["text_layer:1/1"]);
  });

  it("warns when the request language has no OCR model and the document needs none other", async () => {
    // Swahili: tesseract has a model (swa) but it is not one we install; the page is Latin script, read with eng.
    const png = new Uint8Array(fs.readFileSync(path.join(FIXTURE_DIR, "en-us-cbc-chem.scan-p1.png")));
    const doc = await readDocument([{ bytes: png }], { language: "sw" });
    expect(doc.ocrLanguages).toEqual(["eng"]);
    expect(doc.warnings.find((w) => w.code === "ocr_language_fallback")?.detail).toMatch(/tesseract-ocr-swa/);
    expect(doc.imagesProcessed).toBe(1);
  }, 60_000);

  it("re-reads a scan with the model of the language it is written in, whatever the answer's language", async () => {
    const png = new Uint8Array(fs.readFileSync(path.join(FIXTURE_DIR, "fr-anteriorite.scan-p1.png")));
    const doc = await readDocument([{ bytes: png }], { language: "ru" });
    expect(doc.ocrLanguages).toEqual(["fra", "eng"]);
    expect(doc.warnings.map((w) => w.code)).not.toContain("ocr_language_fallback");
    expect(doc.imagesProcessed).toBe(1);
    expect(doc.pages).toHaveLength(1);
  }, 120_000);
});
