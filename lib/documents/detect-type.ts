// File type from magic bytes, never from the file name or the client's Content-Type: a renamed executable must
// be refused before any decoder touches it.

import { DocumentError } from "./errors";

export type FileType = "pdf" | "png" | "jpeg" | "webp";

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + sig.length) return false;
  return sig.every((b, i) => bytes[offset + i] === b);
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Position of "%PDF-" within the first KiB (readers tolerate leading junk there), or -1. */
function findPdfHeader(bytes: Uint8Array): number {
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF_MAGIC, i)) return i;
  return -1;
}

/**
 * Returns the file type from its first bytes. Throws DocumentError("empty_file") for zero bytes and
 * ("unsupported_type") for everything that is not PDF, PNG, JPEG or WEBP.
 */
export function detectFileType(bytes: Uint8Array): FileType {
  if (bytes.length === 0) throw new DocumentError("empty_file");
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  if (findPdfHeader(bytes) >= 0) return "pdf";
  throw new DocumentError("unsupported_type");
}

/** True for the image types (pages photographed or scanned as separate files). */
export function isImageType(type: FileType): type is "png" | "jpeg" | "webp" {
  return type !== "pdf";
}
