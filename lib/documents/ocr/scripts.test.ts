// OCR by the page's script, every page of a scan, upright pages, cancellation — for each engine: Debian's
// tesseract CLI (when installed) and tesseract.js. Fixtures: scripts/fixtures/ocr-scripts.ts (invented reports).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocumentError, readDocument, stopOcrWorkers, type ExtractedDocument } from "../index";
import { nativeTesseract } from "./native";
import { modelAvailable } from "./models";

const DIR = path.resolve(import.meta.dirname, "../../../fixtures/ocr-scripts");
const file = (name: string) => ({ bytes: new Uint8Array(fs.readFileSync(path.join(DIR, name))), name });
interface Row {
  name: string;
  value: string;
}
const rowsOf = (name: string) => JSON.parse(fs.readFileSync(path.join(DIR, name), "utf8")) as Row[] & Row[][];
const squash = (s: string) => s.replace(/\s+/g, "");

/** Rows whose name and value were read on one line of the document. */
function rowsRead(doc: ExtractedDocument, rows: Row[]): string[] {
  const lines = doc.pages.flatMap((p) => p.lines.map((l) => squash(l.text)));
  return rows.filter((r) => lines.some((l) => l.includes(squash(r.name)) && l.includes(r.value))).map((r) => r.name);
}

const engines = (["native", "wasm"] as const).filter((e) => e === "wasm" || nativeTesseract() !== null);
const haveModels = ["rus", "chi_sim"].every(modelAvailable);

afterAll(() => stopOcrWorkers());

describe.each(engines)("OCR with the %s engine", (engine) => {
  const before = process.env.OCR_ENGINE;
  beforeAll(() => {
    process.env.OCR_ENGINE = engine;
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.OCR_ENGINE;
    else process.env.OCR_ENGINE = before;
    await stopOcrWorkers();
  });

  it.runIf(haveModels)("reads a Cyrillic scan with the Russian model (8.8)", async () => {
    const doc = await readDocument([file("ru-scan.png")], { language: "ru" });
    expect(doc.ocrEngine).toBe(engine);
    expect(doc.ocrLanguages).toContain("rus");
    const rows = rowsOf("ru.rows.json");
    expect(rowsRead(doc, rows).length).toBeGreaterThanOrEqual(rows.length - 1);
    expect(doc.pages[0]!.ocrConfidence).toBeGreaterThan(0.8);
  }, 180_000);

  it.runIf(haveModels)("reads a Cyrillic phone photo sent with language=en by its script (8.8, 15.J)", async () => {
    const doc = await readDocument([file("ru-photo.jpg")], { language: "en" });
    expect(doc.pages[0]!.ocr?.models[0]).toBe("rus");
    expect(doc.pages[0]!.ocr?.script).toBe("Cyrillic");
    const rows = rowsOf("ru.rows.json");
    expect(rowsRead(doc, rows).length).toBeGreaterThanOrEqual(rows.length - 2);
  }, 180_000);

  it.runIf(haveModels)("reads a Chinese phone photo sent with language=en with the Chinese model (15.J)", async () => {
    const doc = await readDocument([file("zh-photo.jpg")], { language: "en" });
    expect(doc.pages[0]!.ocr?.models[0]).toBe("chi_sim");
    expect(doc.pages[0]!.ocr?.script).toBe("Han");
    const rows = rowsOf("zh.rows.json");
    expect(rowsRead(doc, rows).length).toBeGreaterThanOrEqual(rows.length - 3);
    expect(doc.pages[0]!.lines.some((l) => squash(l.text).includes("血红蛋白128"))).toBe(true);
  }, 180_000);

  it("turns a page scanned sideways upright", async () => {
    const doc = await readDocument([file("en-rotated-90.png")], { language: "en" });
    const page = doc.pages[0]!;
    expect(page.ocr?.rotation).toBe(270);
    expect(page.width).toBeLessThan(page.height);
    const rows = (rowsOf("en-two-page.rows.json") as Row[][])[0]!;
    expect(rowsRead(doc, rows).length).toBeGreaterThanOrEqual(rows.length - 1);
  }, 180_000);

  it("reads every page of a two-page scanned PDF (15.I), with page confidence", async () => {
    const doc = await readDocument([file("en-two-page.scan.pdf")], { language: "en" });
    expect(doc.pages.map((p) => p.source)).toEqual(["ocr", "ocr"]);
    const [p1, p2] = rowsOf("en-two-page.rows.json") as Row[][];
    expect(rowsRead(doc, p1!)).toEqual(p1!.map((r) => r.name));
    expect(rowsRead(doc, p2!)).toEqual(p2!.map((r) => r.name));
    for (const p of doc.pages) {
      expect(p.ocrConfidence).toBeGreaterThan(0.8);
      expect(p.ocrLowConfidenceShare).toBeLessThan(0.2);
    }
  }, 180_000);

  it("stops within a second when the caller aborts, leaving no OCR process behind", async () => {
    const stop = new AbortController();
    let rendering!: () => void;
    const firstPage = new Promise<void>((r) => (rendering = r));
    const started = readDocument([file("en-two-page.scan.pdf")], { language: "en", signal: stop.signal, onProgress: (e) => e.stage === "rendering" && rendering() });
    const outcome = started.then(() => "finished", (e: unknown) => e);
    await firstPage;
    await new Promise((r) => setTimeout(r, 300)); // OCR of page 1 is under way
    const t0 = performance.now();
    stop.abort();
    const result = await outcome;
    const took = performance.now() - t0;
    expect(result).toBeInstanceOf(DocumentError);
    expect((result as DocumentError).code).toBe("aborted");
    expect(took).toBeLessThan(1000);
    if (engine === "native") {
      await new Promise((r) => setTimeout(r, 100)); // let the killed children be reaped
      let children = "";
      try {
        children = execFileSync("ps", ["-o", "stat=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" });
      } catch {
        children = ""; // ps exits 1 when there is no child at all
      }
      expect(children.split("\n").filter((l) => /tesseract/.test(l) && !/^Z/.test(l.trim()))).toEqual([]);
    }
  }, 180_000);

  it("gives a page up at its OCR deadline with a warning, not a hang", async () => {
    const was = process.env.OCR_PAGE_TIMEOUT_MS;
    process.env.OCR_PAGE_TIMEOUT_MS = "5";
    try {
      const t0 = performance.now();
      const err = await readDocument([file("ru-scan.png")], { language: "ru" }).catch((e: unknown) => e);
      expect((err as DocumentError).code).toBe("no_text");
      expect(performance.now() - t0).toBeLessThan(10_000);
    } finally {
      if (was === undefined) delete process.env.OCR_PAGE_TIMEOUT_MS;
      else process.env.OCR_PAGE_TIMEOUT_MS = was;
    }
  }, 60_000);
});
