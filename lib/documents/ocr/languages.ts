// Request language → tesseract models. We ship models for 12 languages (@tesseract.js-data/*); English is
// always added because reports print units and abbreviations in English. A language without a model falls back
// to English and says so (a Russian report is still read for its numbers and Latin units).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { packageDir } from "@/lib/runtime/package-dir";

const MODEL_OF: Record<string, string> = {
  en: "eng", de: "deu", fr: "fra", es: "spa", it: "ita", pt: "por", tr: "tur", nl: "nld", pl: "pol", ar: "ara",
  zh: "chi_sim", ja: "jpn",
};

export interface OcrLanguages {
  /** Tesseract codes, the request's own first, e.g. ["deu", "eng"]. */
  codes: string[];
  /** True when the request language has no model and English stands in. */
  fallback: boolean;
}

/** Models to load for a request language. */
export function ocrLanguagesFor(language = "en"): OcrLanguages {
  const own = MODEL_OF[language.toLowerCase()];
  if (!own) return { codes: ["eng"], fallback: language.toLowerCase() !== "en" };
  // English goes second: on the German fixtures deu alone lost half the units (g/dl, Tsd/µl) that deu+eng read.
  return { codes: own === "eng" ? ["eng"] : [own, "eng"], fallback: false };
}

let dataDir: string | null = null;

/**
 * tesseract.js reads every model from one `langPath`, while each model is its own npm package: build a folder
 * of symlinks (copies where links fail) under the OS temp dir once per process. Integer "best" models are used:
 * as accurate as best, about twice as fast.
 */
export function ocrDataDir(): string {
  if (dataDir) return dataDir;
  const dir = path.join(os.tmpdir(), `labreport-tessdata-${process.getuid?.() ?? "u"}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const code of Object.values(MODEL_OF)) {
    const target = path.join(dir, `${code}.traineddata.gz`);
    if (fs.existsSync(target)) continue;
    const pkg = packageDir(`@tesseract.js-data/${code}`);
    const source = path.join(pkg, "4.0.0_best_int", `${code}.traineddata.gz`);
    try {
      fs.symlinkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
  }
  dataDir = dir;
  return dir;
}
