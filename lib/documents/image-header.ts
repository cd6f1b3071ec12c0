// Image dimensions read from the header alone, so a decompression bomb (a tiny file that declares 40 000 ×
// 40 000 pixels) is refused before a decoder allocates anything. Formats: PNG IHDR, JPEG SOFn, WEBP VP8/VP8L/VP8X.

import { DocumentError } from "./errors";
import type { FileType } from "./detect-type";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "./limits";

export interface ImageSize {
  width: number;
  height: number;
}

function u16be(b: Uint8Array, o: number): number {
  return ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
}
function u32be(b: Uint8Array, o: number): number {
  return (((b[o] ?? 0) << 24) >>> 0) + (((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0));
}
function u24le(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16);
}

function readPng(b: Uint8Array): ImageSize | null {
  // 8-byte signature, then the IHDR chunk: length(4) "IHDR"(4) width(4) height(4).
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function readJpeg(b: Uint8Array): ImageSize | null {
  let o = 2;
  while (o + 9 < b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1] ?? 0;
    if (marker === 0xff) {
      o += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      o += 2; // markers without a length
      continue;
    }
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { height: u16be(b, o + 5), width: u16be(b, o + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any SOF
    o += 2 + u16be(b, o + 2);
  }
  return null;
}

function readWebp(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === "VP8 ") {
    // frame tag (3) + start code 9D 01 2A, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}
function u16le(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
}

/**
 * Reads an image's declared size and enforces the pixel and side caps. Throws DocumentError("corrupt") when the
 * header is unreadable and ("image_too_large") when the declared size passes the caps.
 */
export function checkImageHeader(bytes: Uint8Array, type: Exclude<FileType, "pdf">, fileIndex?: number): ImageSize {
  const size = type === "png" ? readPng(bytes) : type === "jpeg" ? readJpeg(bytes) : readWebp(bytes);
  if (!size || size.width === 0 || size.height === 0) throw new DocumentError("corrupt", { fileIndex, detail: "image header" });
  if (size.width * size.height > MAX_IMAGE_PIXELS || Math.max(size.width, size.height) > MAX_IMAGE_SIDE) {
    throw new DocumentError("image_too_large", { fileIndex, detail: `${size.width}x${size.height}` });
  }
  return size;
}
