// Which OCR engine reads pages: Debian's native tesseract CLI when it is installed (faster, one process per
// page across cores), tesseract.js (WASM, shipped with npm) otherwise. OCR_ENGINE=native|wasm|auto forces one;
// "native" without the binary is a configuration error, reported on the first OCR job.

import { nativeModelDir } from "./languages";
import { nativeTesseract } from "./native";
import { warmUpWasm } from "./worker-pool";

export type OcrEngineName = "native" | "wasm";

/** The engine for this process, from OCR_ENGINE (default auto) and the presence of the tesseract binary. */
export function ocrEngine(): OcrEngineName {
  const wanted = (process.env.OCR_ENGINE ?? "auto").trim().toLowerCase();
  if (wanted === "wasm") return "wasm";
  if (wanted === "native") {
    if (!nativeTesseract()) throw new Error("OCR_ENGINE=native but the tesseract binary is not installed (apt-get install tesseract-ocr)");
    return "native";
  }
  return nativeTesseract() ? "native" : "wasm";
}

/** Prepares the engine for a model set before the first upload: starts wasm workers, links native models. */
export async function warmUpOcr(codes: string[]): Promise<void> {
  if (ocrEngine() === "native") nativeModelDir(codes);
  else await warmUpWasm(codes);
}
