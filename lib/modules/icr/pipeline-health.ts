// Readiness of the document pipeline, checked without reading a document: pdf.js and its font data on disk,
// the tesseract models in the folder OCR loads them from, and sharp's native library. OCR workers are not
// started here (that costs ≈1 s and memory); they start on the first OCR request.
import fs from "node:fs";
import path from "node:path";
import { ocrLanguagesFor, ocrWorkerCount } from "@/lib/documents";
import { ocrDataDir } from "@/lib/documents/ocr/languages";
import { modelAvailable } from "@/lib/documents/ocr/models";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { packageVersion } from "./engine-info";
import { packageDir } from "@/lib/runtime/package-dir";


export interface ComponentHealth {
  ready: boolean;
  engine: string;
  version: string | null;
  detail: string;
}

export interface PipelineHealth {
  textLayer: ComponentHealth;
  ocr: ComponentHealth & { models: { model: string; present: boolean }[]; workersPerPool: number };
  imageDecoder: ComponentHealth;
}

/** Tesseract models the pipeline can load: one per request language that has its own, English always. */
export function ocrModels(): string[] {
  return [...new Set(LANGUAGE_CODES.flatMap((code) => ocrLanguagesFor(code).codes))].sort();
}

/** Request languages read with their own OCR model (the others fall back to English). */
export function languagesWithOcrModel(): string[] {
  return LANGUAGE_CODES.filter((code) => code === "en" || !ocrLanguagesFor(code).fallback);
}

function checkTextLayer(): ComponentHealth {
  const version = packageVersion("pdfjs-dist");
  let missing: string[] = ["pdfjs-dist"];
  if (version) {
    const dir = packageDir("pdfjs-dist");
    missing = ["cmaps", "standard_fonts"].filter((d) => !fs.existsSync(path.join(dir, d)));
  }
  return {
    ready: missing.length === 0,
    engine: "pdf.js",
    version,
    detail: missing.length === 0 ? "pdf.js, its character maps and standard fonts are installed." : `Missing: ${missing.join(", ")}.`,
  };
}

function checkOcr(): PipelineHealth["ocr"] {
  const models = ocrModels();
  let present: { model: string; present: boolean }[];
  let problem = "";
  try {
    ocrDataDir();
    // npm models are linked into the wasm folder; Debian ones are loaded from their own folder when needed.
    present = models.map((model) => ({ model, present: modelAvailable(model) }));
  } catch (err) {
    present = models.map((model) => ({ model, present: false }));
    problem = ` The model folder could not be prepared (${err instanceof Error ? err.message.slice(0, 120) : "unknown error"}).`;
  }
  const missing = present.filter((m) => !m.present).map((m) => m.model);
  const version = packageVersion("tesseract.js");
  const englishReady = present.some((m) => m.model === "eng" && m.present);
  return {
    ready: version !== null && englishReady && missing.length === 0,
    engine: "tesseract.js",
    version,
    detail:
      missing.length === 0 && version
        ? `${present.length} models on disk; workers start on the first OCR request.`
        : `Missing: ${[...(version ? [] : ["tesseract.js"]), ...missing].join(", ")}.${problem}`,
    models: present,
    workersPerPool: ocrWorkerCount(),
  };
}

async function checkImageDecoder(): Promise<ComponentHealth> {
  try {
    const sharp = (await import("sharp")).default;
    return { ready: true, engine: "sharp", version: sharp.versions.sharp, detail: `libvips ${sharp.versions.vips} loaded.` };
  } catch (err) {
    return { ready: false, engine: "sharp", version: null, detail: `sharp could not be loaded (${err instanceof Error ? err.message.slice(0, 120) : "unknown error"}).` };
  }
}

/** Checks every part of the pipeline; cheap enough for a load balancer to call every few seconds. */
export async function checkPipeline(): Promise<PipelineHealth> {
  return { textLayer: checkTextLayer(), ocr: checkOcr(), imageDecoder: await checkImageDecoder() };
}
