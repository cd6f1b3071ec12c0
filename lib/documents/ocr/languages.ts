// Request language → tesseract models, and the folders each engine loads models from. English is always added
// because reports print units and abbreviations in English. A language whose own model is not installed is
// read with its script's model (or English) and says so (`fallback`), so the caller can warn.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { LANGUAGE_MODELS, modelAvailable, modelFiles, modelsForScript, scriptOfLanguage } from "./models";

export interface OcrLanguages {
  /** Tesseract codes, the request's own first, e.g. ["deu", "eng"]. */
  codes: string[];
  /** True when the request language's own model is missing and another stands in. */
  fallback: boolean;
  /** The model that would have read the language, when it is not installed (null if tesseract has none). */
  missing?: string | null;
}

/** Models to load for a request language. */
export function ocrLanguagesFor(language = "en"): OcrLanguages {
  const lang = language.toLowerCase();
  const own = LANGUAGE_MODELS[lang]?.[0] ?? null;
  if (own && modelAvailable(own)) {
    // English goes second: on the German fixtures deu alone lost half the units (g/dl, Tsd/µl) that deu+eng read.
    return { codes: own === "eng" ? ["eng"] : [own, "eng"], fallback: false };
  }
  if (lang === "en") return { codes: ["eng"], fallback: false };
  const byScript = modelsForScript(scriptOfLanguage(lang), lang);
  return { codes: byScript.codes, fallback: true, missing: LANGUAGE_MODELS[lang] ? own : null };
}

const ROOT = () => path.join(os.tmpdir(), `labreport-tessdata-${process.getuid?.() ?? "u"}`);

/** Writes `data` to `file` through a temporary name, so a concurrent reader never sees half a model. */
function writeAtomically(file: string, data: Uint8Array): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

function linkOrCopy(source: string, target: string): void {
  try {
    fs.symlinkSync(source, target);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return;
    writeAtomically(target, fs.readFileSync(source));
  }
}

/**
 * tesseract.js reads every model of a worker from one `langPath` folder of gzipped files: link the npm models
 * there, and gzip a system model into it the first time it is needed (≈0.1 s per model, once per machine).
 */
export function wasmModelDir(codes: string[]): string {
  const dir = path.join(ROOT(), "wasm");
  fs.mkdirSync(dir, { recursive: true });
  for (const code of codes) {
    const target = path.join(dir, `${code}.traineddata.gz`);
    if (fs.existsSync(target)) continue;
    const files = modelFiles(code);
    if (files.npm) linkOrCopy(files.npm, target);
    else if (files.system) writeAtomically(target, gzipSync(fs.readFileSync(files.system), { level: 1 }));
    else throw new Error(`OCR model ${code} is not installed`);
  }
  return dir;
}

/**
 * Native tesseract reads uncompressed models from one `--tessdata-dir`: link the system (Debian) models, the
 * faster "fast" variants, and unpack an npm model only for a language the system lacks. osd is linked when
 * installed, for orientation and script detection.
 */
export function nativeModelDir(codes: string[]): string {
  const dir = path.join(ROOT(), "native");
  fs.mkdirSync(dir, { recursive: true });
  for (const code of codes) {
    const target = path.join(dir, `${code}.traineddata`);
    if (fs.existsSync(target)) continue;
    const files = modelFiles(code);
    if (files.system) linkOrCopy(files.system, target);
    else if (files.npm) writeAtomically(target, gunzipSync(fs.readFileSync(files.npm)));
    else throw new Error(`OCR model ${code} is not installed`);
  }
  return dir;
}

/** The wasm model folder with every npm model linked (health checks and warm-up look here). */
export function ocrDataDir(): string {
  return wasmModelDir(["eng", "deu", "fra", "spa", "ita", "por", "tur", "nld", "pol", "ara", "chi_sim", "jpn"].filter((c) => modelFiles(c).npm));
}
