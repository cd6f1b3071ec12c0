// Extraction benchmark: runs every fixture in fixtures/lab-reports through the document pipeline with the real
// analyte knowledge base and prints, per document and per kind, analyte recall and the accuracy of values, units,
// ranges, flags and metadata, plus time per page (text layer and OCR apart) and native tesseract's time on the
// same scans for comparison; then the blind corpus (./blind-corpus.ts: tune and holdout halves apart, holdout as the
// headline). Run: npm run bench:extraction [-- --only=ID_SUBSTRING] [-- --misses] [-- --blind-only] [-- --kind=text_pdf] [-- --tune-only | --holdout-only] [-- --part=c (one corpus folder)]

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractLabReport, ocrLanguagesFor, readDocument, stopOcrWorkers, warmUpOcr, type ExtractedDocument, type Page } from "@/lib/documents";
import { scoreReport, type FixtureTruth, type Score } from "@/lib/documents/testing/compare-truth";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { benchBlindCorpus } from "./blind-corpus";
import { benchOcrEngines } from "./ocr-engines";

const DIR = path.resolve(import.meta.dirname, "../../fixtures/lab-reports");
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
const showMisses = process.argv.includes("--misses");

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "–");

function nativeTesseractMs(truth: FixtureTruth): number | null {
  try {
    execFileSync("tesseract", ["--version"], { stdio: "ignore" });
  } catch {
    return null;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tess-"));
  let images = truth.files.map((f) => path.join(DIR, f));
  if (truth.kind === "scan_pdf") {
    execFileSync("pdftoppm", ["-r", "216", "-gray", "-png", images[0]!, path.join(tmp, "p")]);
    images = fs.readdirSync(tmp).sort().map((f) => path.join(tmp, f));
  }
  const start = performance.now();
  for (const img of images) execFileSync("tesseract", [img, "stdout"], { stdio: ["ignore", "ignore", "ignore"], env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
  const ms = performance.now() - start;
  fs.rmSync(tmp, { recursive: true, force: true });
  return ms / images.length;
}

/** Time spent on a page's own work: text layer, or render + preprocess + OCR (not waiting for a worker). */
function pageWork(p: Page): number {
  if (!p.timing) return p.timeMs;
  return (p.timing.renderMs ?? 0) + (p.timing.preprocessMs ?? 0) + (p.timing.ocrMs ?? 0);
}

interface Result {
  truth: FixtureTruth;
  score: Score;
  doc: ExtractedDocument;
  native: number | null;
}

async function main(): Promise<void> {
  const truths = fs.readdirSync(DIR).filter((f) => f.endsWith(".truth.json")).sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), "utf8")) as FixtureTruth)
    .filter((t) => !only || t.id.includes(only));
  const results: Result[] = [];
  // Worker start-up (model loading, ≈1 s) happens once per process and language set; keep it out of page times.
  for (const lang of new Set(truths.filter((t) => !t.kind.endsWith("pdf") || t.kind === "scan_pdf").map((t) => t.language))) {
    await warmUpOcr(ocrLanguagesFor(lang).codes);
  }
  for (const truth of truths) {
    const files = truth.files.map((f) => ({ bytes: new Uint8Array(fs.readFileSync(path.join(DIR, f))), name: f }));
    const doc = await readDocument(files, { language: truth.language, pdfPassword: truth.password });
    const report = extractLabReport(doc, { language: truth.language, knowledge: { matchAnalyte } });
    const score = scoreReport(report, truth);
    const native = truth.kind === "text_pdf" || truth.kind === "encrypted_pdf" ? null : nativeTesseractMs(truth);
    results.push({ truth, score, doc, native });
    const s = score;
    const ms = doc.pages.reduce((a, p) => a + pageWork(p), 0) / doc.pages.length;
    console.log(
      [truth.id.padEnd(36), truth.kind.padEnd(13), `rows ${pct(s.found, s.expected).padStart(6)}`, `analyte ${pct(s.analyteFound, s.expected).padStart(6)}`,
        `value ${pct(s.value, s.expected).padStart(6)}`, `unit ${pct(s.unit, s.expected).padStart(6)}`, `range ${pct(s.range, s.expected).padStart(6)}`,
        `flag ${pct(s.flag, s.expected).padStart(6)}`, `meta ${pct(s.metadataCorrect, s.metadataExpected).padStart(6)}`,
        `${ms.toFixed(0).padStart(5)} ms/page`, results.at(-1)!.native ? `native ${results.at(-1)!.native!.toFixed(0)} ms/page` : ""].join("  "),
    );
    if (showMisses && s.misses.length) console.log(`    ${s.misses.join("\n    ")}`);
  }
  await stopOcrWorkers();
  console.log("\nBy kind:");
  const kinds = [...new Set(results.map((r) => r.truth.kind))];
  for (const kind of [...kinds, "all"]) {
    const rs = results.filter((r) => kind === "all" || r.truth.kind === kind);
    const sum = (k: keyof Score) => rs.reduce((a, r) => a + (r.score[k] as number), 0);
    const pages = rs.flatMap((r) => r.doc.pages);
    const text = pages.filter((p) => p.source === "text_layer");
    const ocr = pages.filter((p) => p.source === "ocr");
    const avg = (ps: typeof pages) => (ps.length ? `${(ps.reduce((a, p) => a + pageWork(p), 0) / ps.length).toFixed(0)} ms` : "–");
    const natives = rs.map((r) => r.native).filter((n): n is number => n !== null);
    console.log(
      [kind.padEnd(14), `docs ${String(rs.length).padStart(2)}`, `rows ${pct(sum("found"), sum("expected"))}`, `analyte ${pct(sum("analyteFound"), sum("expected"))}`,
        `value ${pct(sum("value"), sum("expected"))}`, `unit ${pct(sum("unit"), sum("expected"))}`, `range ${pct(sum("range"), sum("expected"))}`,
        `flag ${pct(sum("flag"), sum("expected"))}`, `meta ${pct(sum("metadataCorrect"), sum("metadataExpected"))}`,
        `text-layer ${avg(text)}/page (${text.length})`, `OCR ${avg(ocr)}/page (${ocr.length})`,
        natives.length ? `native tesseract ${(natives.reduce((a, b) => a + b, 0) / natives.length).toFixed(0)} ms/page` : ""].join("  "),
    );
  }
}

const blindOnly = process.argv.includes("--blind-only");
// --ocr-engines-only: just the native vs tesseract.js table (short runs on a shared CPU).
const enginesOnly = process.argv.includes("--ocr-engines-only");
if (!blindOnly && !enginesOnly) await main();
if (!blindOnly) await benchOcrEngines({ only });
if (enginesOnly) process.exit(0);
await benchBlindCorpus({ only, part: process.argv.find((a) => a.startsWith("--part="))?.slice(7), showMisses, kind: process.argv.find((a) => a.startsWith("--kind="))?.slice(7), tuneOnly: process.argv.includes("--tune-only"), holdoutOnly: process.argv.includes("--holdout-only") });
await stopOcrWorkers();
