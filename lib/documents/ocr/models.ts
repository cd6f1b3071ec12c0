// Which tesseract model reads which language and script, and where each model file is on this machine.
// Two sources: the @tesseract.js-data/* npm packages (12 languages, integer "best" models, gzipped; always
// installed with the app) and Debian's tesseract-ocr-<lang> packages (/usr/share/tesseract-ocr/5/tessdata,
// "fast" models, optional; the only source for Russian, Korean, Hebrew, Greek, Hindi, Thai …).
// Each of the 100 response languages names its tesseract model (null when tesseract has none) and its script,
// so a language whose model is missing can still be read by its script's model, with a warning.

import fs from "node:fs";
import path from "node:path";
import { packageDir } from "@/lib/runtime/package-dir";

/** Scripts as tesseract's orientation-and-script detection (OSD) names them. */
export type Script =
  | "Latin" | "Cyrillic" | "Han" | "Japanese" | "Hangul" | "Arabic" | "Hebrew" | "Greek" | "Devanagari" | "Bengali"
  | "Thai" | "Tamil" | "Telugu" | "Kannada" | "Malayalam" | "Gujarati" | "Gurmukhi" | "Oriya" | "Sinhala" | "Georgian"
  | "Armenian" | "Myanmar" | "Khmer" | "Lao" | "Ethiopic";

/** Response language → [tesseract model, script]. Models named as in tessdata (tesseract 4/5). */
export const LANGUAGE_MODELS: Readonly<Record<string, readonly [model: string | null, script: Script]>> = {
  en: ["eng", "Latin"], zh: ["chi_sim", "Han"], es: ["spa", "Latin"], ar: ["ara", "Arabic"], hi: ["hin", "Devanagari"],
  pt: ["por", "Latin"], ru: ["rus", "Cyrillic"], ja: ["jpn", "Japanese"], fr: ["fra", "Latin"], de: ["deu", "Latin"],
  ko: ["kor", "Hangul"], tr: ["tur", "Latin"], it: ["ita", "Latin"], nl: ["nld", "Latin"], pl: ["pol", "Latin"],
  el: ["ell", "Greek"], sv: ["swe", "Latin"], no: ["nor", "Latin"], da: ["dan", "Latin"], fi: ["fin", "Latin"],
  cs: ["ces", "Latin"], uk: ["ukr", "Cyrillic"], ro: ["ron", "Latin"], hu: ["hun", "Latin"], bg: ["bul", "Cyrillic"],
  hr: ["hrv", "Latin"], sk: ["slk", "Latin"], sl: ["slv", "Latin"], sr: ["srp", "Cyrillic"], lt: ["lit", "Latin"],
  lv: ["lav", "Latin"], et: ["est", "Latin"], ca: ["cat", "Latin"], eu: ["eus", "Latin"], gl: ["glg", "Latin"],
  cy: ["cym", "Latin"], ga: ["gle", "Latin"], is: ["isl", "Latin"], mt: ["mlt", "Latin"], sq: ["sqi", "Latin"],
  mk: ["mkd", "Cyrillic"], bs: ["bos", "Latin"], lb: ["ltz", "Latin"], be: ["bel", "Cyrillic"], he: ["heb", "Hebrew"],
  fa: ["fas", "Arabic"], az: ["aze", "Latin"], ka: ["kat", "Georgian"], hy: ["hye", "Armenian"], kk: ["kaz", "Cyrillic"],
  uz: ["uzb", "Latin"], tg: ["tgk", "Cyrillic"], ky: ["kir", "Cyrillic"], tk: [null, "Latin"], mn: ["mon", "Cyrillic"],
  ps: ["pus", "Arabic"], ku: ["kmr", "Latin"], bn: ["ben", "Bengali"], ta: ["tam", "Tamil"], te: ["tel", "Telugu"],
  mr: ["mar", "Devanagari"], gu: ["guj", "Gujarati"], kn: ["kan", "Kannada"], ml: ["mal", "Malayalam"],
  pa: ["pan", "Gurmukhi"], ur: ["urd", "Arabic"], ne: ["nep", "Devanagari"], si: ["sin", "Sinhala"], sd: ["snd", "Arabic"],
  as: ["asm", "Bengali"], or: ["ori", "Oriya"], id: ["ind", "Latin"], th: ["tha", "Thai"], vi: ["vie", "Latin"],
  ms: ["msa", "Latin"], my: ["mya", "Myanmar"], km: ["khm", "Khmer"], lo: ["lao", "Lao"], fil: ["fil", "Latin"],
  tl: ["tgl", "Latin"], jv: ["jav", "Latin"], su: ["sun", "Latin"], af: ["afr", "Latin"], sw: ["swa", "Latin"],
  am: ["amh", "Ethiopic"], ha: [null, "Latin"], yo: ["yor", "Latin"], ig: [null, "Latin"], zu: [null, "Latin"],
  xh: [null, "Latin"], so: [null, "Latin"], mg: [null, "Latin"], la: ["lat", "Latin"], eo: ["epo", "Latin"],
  yi: ["yid", "Hebrew"], ht: ["hat", "Latin"], mi: ["mri", "Latin"], sm: [null, "Latin"], to: ["ton", "Latin"],
  haw: [null, "Latin"],
};

/**
 * The model that stands for a whole script when a page is in that script but not in the request's language
 * (a Chinese page with language=en, a Russian scan with language=de). Han pages are read as Simplified Chinese,
 * the larger model family; Japanese pages mix kana and kanji and need jpn.
 */
export const SCRIPT_MODELS: Readonly<Record<Script, string>> = {
  Latin: "eng", Cyrillic: "rus", Han: "chi_sim", Japanese: "jpn", Hangul: "kor", Arabic: "ara", Hebrew: "heb",
  Greek: "ell", Devanagari: "hin", Bengali: "ben", Thai: "tha", Tamil: "tam", Telugu: "tel", Kannada: "kan",
  Malayalam: "mal", Gujarati: "guj", Gurmukhi: "pan", Oriya: "ori", Sinhala: "sin", Georgian: "kat",
  Armenian: "hye", Myanmar: "mya", Khmer: "khm", Lao: "lao", Ethiopic: "amh",
};

/** Models shipped as npm packages (@tesseract.js-data/<code>, version 1.0.0). */
const NPM_MODELS = ["eng", "deu", "fra", "spa", "ita", "por", "tur", "nld", "pol", "ara", "chi_sim", "jpn"] as const;

/** Folders where Debian (and most Linux distributions) put tesseract's traineddata; TESSDATA_PREFIX first. */
function systemTessdataDirs(): string[] {
  const env = process.env.TESSDATA_PREFIX;
  return [...(env ? [env, path.join(env, "tessdata")] : []), "/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata", "/usr/share/tessdata"];
}

export interface ModelFiles {
  /** Gzipped integer-best model from npm, or null. */
  npm: string | null;
  /** Uncompressed system model (Debian tesseract-ocr-<lang>), or null. */
  system: string | null;
}

const filesCache = new Map<string, ModelFiles>();

/** Where model `code` is on disk (cached per process; installing a package needs a restart to be seen). */
export function modelFiles(code: string): ModelFiles {
  const hit = filesCache.get(code);
  if (hit) return hit;
  let npm: string | null = null;
  if ((NPM_MODELS as readonly string[]).includes(code)) {
    try {
      const file = path.join(packageDir(`@tesseract.js-data/${code}`), "4.0.0_best_int", `${code}.traineddata.gz`);
      if (fs.existsSync(file)) npm = file;
    } catch {
      npm = null;
    }
  }
  const system = systemTessdataDirs().map((d) => path.join(d, `${code}.traineddata`)).find((f) => fs.existsSync(f)) ?? null;
  const files = { npm, system };
  filesCache.set(code, files);
  return files;
}

/** True when some engine can load model `code` here. */
export function modelAvailable(code: string): boolean {
  const f = modelFiles(code);
  return f.npm !== null || f.system !== null;
}

/** The Debian package that installs model `code` (named in warnings so an operator knows what to install). */
export function debianPackageFor(code: string): string {
  return `tesseract-ocr-${code.replace(/_/g, "-").toLowerCase()}`;
}

/** Script a response language is written in (Latin for unknown codes). */
export function scriptOfLanguage(language: string): Script {
  return LANGUAGE_MODELS[language.toLowerCase()]?.[1] ?? "Latin";
}

/**
 * Models for a page written in `script`, preferring the request language's own model when the language is
 * written in that script (Ukrainian pages with language=uk read with ukr, not rus). English is added second:
 * units and abbreviations are printed in Latin letters in every script. Returns the missing model when the
 * script's model is not installed.
 */
export function modelsForScript(script: Script, language = "en"): { codes: string[]; missing: string | null } {
  const [own, ownScript] = LANGUAGE_MODELS[language.toLowerCase()] ?? [null, "Latin"];
  const preferred = own && ownScript === script && modelAvailable(own) ? own : SCRIPT_MODELS[script];
  if (!modelAvailable(preferred)) return { codes: ["eng"], missing: preferred };
  return { codes: preferred === "eng" ? ["eng"] : [preferred, "eng"], missing: null };
}
