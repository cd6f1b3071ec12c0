// Names and versions of the engines that read a document, for icr_metadata / kan_metadata and the health
// check. Versions come from the installed packages, so an upgrade shows up in every answer by itself.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ExtractedDocument } from "@/lib/documents";
import { packageDir } from "@/lib/runtime/package-dir";


export const TEXT_LAYER_ENGINE = "pdfjs-text-layer";
export const OCR_ENGINE = "tesseract-ocr";

const versions = new Map<string, string | null>();

/** Installed version of a package that exposes its package.json, or null when it is missing. */
export function packageVersion(name: "pdfjs-dist" | "tesseract.js"): string | null {
  if (!versions.has(name)) {
    try {
      versions.set(name, (JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as { version: string }).version);
    } catch {
      versions.set(name, null);
    }
  }
  return versions.get(name) ?? null;
}

/**
 * The engines that produced a document's text: the PDF text layer, OCR, or both (a PDF with scanned pages).
 * Engines are joined with "+" and their versions in the same order.
 */
export function readerEngine(doc: Pick<ExtractedDocument, "pages">): { engine: string; version: string } {
  const used: [string, string][] = [];
  if (doc.pages.some((p) => p.source === "text_layer")) used.push([TEXT_LAYER_ENGINE, packageVersion("pdfjs-dist") ?? "unknown"]);
  if (doc.pages.some((p) => p.source === "ocr" || p.ocr)) used.push([OCR_ENGINE, packageVersion("tesseract.js") ?? "unknown"]);
  return { engine: used.map(([e]) => e).join("+"), version: used.map(([, v]) => v).join("+") };
}
