// Opens a PDF with pdf.js (legacy build: runs on Node 20 without polyfills) and maps its failures to typed
// document errors: PasswordException code 1 = a password is needed, 2 = the given one is wrong.

import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { DocumentError } from "../errors";
import { MAX_PAGES } from "../limits";
import { preflightPdf } from "../isolate/preflight-pdf";
import { packageDir } from "@/lib/runtime/package-dir";

/** Folder of pdf.js' package, for its character maps (CJK fonts) and standard fonts. */
function pdfjsDir(): string {
  return packageDir("pdfjs-dist");
}

/**
 * Opens `bytes` as a PDF and checks the page cap. The bytes are copied because pdf.js detaches the buffer it
 * is given. The caller must `destroy()` the returned document. Before pdf.js sees the file, a worker checks
 * what its compressed streams inflate to (../isolate/preflight-pdf.ts: decompression bombs are refused);
 * after opening, every page is looked up once, so a broken page tree (circular /Kids) is "corrupt" here.
 */
export async function openPdf(bytes: Uint8Array, password?: string, fileIndex?: number, opts: { signal?: AbortSignal } = {}): Promise<PDFDocumentProxy> {
  await preflightPdf(bytes, { fileIndex, signal: opts.signal });
  const dir = pdfjsDir();
  const task = getDocument({
    data: bytes.slice(),
    password,
    cMapUrl: `${dir}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${dir}/standard_fonts/`,
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    const err = e as { name?: string; code?: number };
    if (err?.name === "PasswordException") {
      throw new DocumentError(err.code === 2 ? "password_wrong" : "password_required", { fileIndex, cause: e });
    }
    throw new DocumentError("corrupt", { fileIndex, cause: e });
  }
  if (doc.numPages > MAX_PAGES) {
    await doc.destroy();
    throw new DocumentError("too_many_pages", { fileIndex, detail: `${doc.numPages} pages, at most ${MAX_PAGES}` });
  }
  if (doc.numPages === 0) {
    await doc.destroy();
    throw new DocumentError("corrupt", { fileIndex, detail: "no pages" });
  }
  try {
    for (let p = 1; p <= doc.numPages; p++) await doc.getPage(p);
  } catch (e) {
    await doc.destroy().catch(() => undefined);
    throw new DocumentError("corrupt", { fileIndex, cause: e, detail: "broken page tree" });
  }
  return doc;
}
