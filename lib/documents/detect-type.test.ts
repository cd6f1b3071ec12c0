import { describe, expect, it } from "vitest";
import { detectFileType } from "./detect-type";
import { DocumentError } from "./errors";
import { checkImageHeader } from "./image-header";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const pngHeader = (w: number, h: number) => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32(13), "IHDR", u32(w), u32(h), [8, 2, 0, 0, 0]);

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DocumentError ? e.code : "untyped";
  }
  return undefined;
}

describe("detectFileType", () => {
  it.each([
    ["PDF", bytes("%PDF-1.7\n"), "pdf"],
    ["PDF after leading junk", bytes("\r\n\r\n%PDF-1.4"), "pdf"],
    ["PNG", pngHeader(10, 10), "png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "jpeg"],
    ["WEBP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "webp"],
  ])("recognises %s from its bytes", (_n, b, expected) => {
    expect(detectFileType(b)).toBe(expected);
  });

  it.each([
    ["an empty file", new Uint8Array(0), "empty_file"],
    ["a renamed .exe (MZ header)", bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0]), "unsupported_type"],
    ["a GIF", bytes("GIF89a"), "unsupported_type"],
    ["a ZIP (docx)", bytes("PK", [3, 4]), "unsupported_type"],
    ["plain text that mentions PDF late", bytes("x".repeat(2000) + "%PDF-1.4"), "unsupported_type"],
  ])("refuses %s", (_n, b, code) => {
    expect(codeOf(() => detectFileType(b))).toBe(code);
  });
});

describe("checkImageHeader", () => {
  it("reads PNG dimensions without decoding", () => {
    expect(checkImageHeader(pngHeader(2480, 3508), "png")).toEqual({ width: 2480, height: 3508 });
  });

  it("refuses a 40 000 × 40 000 PNG from its 33-byte header (decompression bomb)", () => {
    expect(codeOf(() => checkImageHeader(pngHeader(40_000, 40_000), "png"))).toBe("image_too_large");
  });

  it("refuses a thin strip that passes the pixel cap but not the side cap", () => {
    expect(codeOf(() => checkImageHeader(pngHeader(30_000, 10), "png"))).toBe("image_too_large");
  });

  it("reads JPEG SOF dimensions after APP segments", () => {
    const jpeg = bytes([0xff, 0xd8], [0xff, 0xe0, 0, 4, 0, 0], [0xff, 0xc0, 0, 17, 8], [0x0f, 0xa0], [0x0b, 0xb8], [3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(checkImageHeader(jpeg, "jpeg")).toEqual({ width: 3000, height: 4000 });
  });

  it("reads WEBP VP8X canvas size and refuses a bomb", () => {
    const vp8x = (w: number, h: number) =>
      bytes("RIFF", [0, 0, 0, 0], "WEBPVP8X", [10, 0, 0, 0], [0, 0, 0, 0], [(w - 1) & 255, ((w - 1) >> 8) & 255, ((w - 1) >> 16) & 255], [(h - 1) & 255, ((h - 1) >> 8) & 255, ((h - 1) >> 16) & 255], [0, 0]);
    expect(checkImageHeader(vp8x(1200, 1600), "webp")).toEqual({ width: 1200, height: 1600 });
    expect(codeOf(() => checkImageHeader(vp8x(16_000, 16_000), "webp"))).toBe("image_too_large");
  });

  it("calls a truncated header corrupt", () => {
    expect(codeOf(() => checkImageHeader(pngHeader(1, 1).slice(0, 14), "png"))).toBe("corrupt");
    expect(codeOf(() => checkImageHeader(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4]), "jpeg"))).toBe("corrupt");
  });
});
