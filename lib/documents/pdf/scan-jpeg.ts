// The JPEG of a plain scan page, read from the file's own bytes and decoded without pdf.js' page machinery.
// Building the page's operator list, pdf.js decodes an embedded JPEG in JavaScript and then widens a grey one to
// RGB (a per-pixel iterator loop: ≈70 ms of a 1653×2339 page's ≈130 ms render) only for us to make it grey again.
// Decoded here with pdf.js' own JPEG decoder (the JpegImage of pdfjs-dist's image_decoders, same version, same
// code), the pixels are byte for byte the ones the operator list gives, in ≈60 ms and one channel. sharp
// (libjpeg-turbo) decodes in ≈8 ms but rounds the inverse DCT differently (every pixel within one grey level),
// and tesseract's layout analysis tips on that on some scans: opt-in only (OCR_SHARP_SCAN_JPEG=1, see
// render-page.ts). Only the simplest, commonest layout is taken (what scanners, img2pdf and
// pdfkit write): the page object written out in the file (not inside an object stream), its own /Resources with
// one image XObject, a DCT-encoded 8-bit grey or RGB image without masks or decode arrays, and a content stream
// (plain or Flate) that only saves, transforms and paints that image. Anything else returns null and the caller
// falls back to pdf.js, so an unusual file costs nothing but this look.

import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../limits";
import type { RawImage } from "./render-page";
import { IDENTITY, multiply, type Matrix } from "./operators";

type PdfValue = number | string | boolean | null | PdfName | PdfRef | PdfValue[] | PdfDict;
interface PdfName {
  name: string;
}
interface PdfRef {
  num: number;
  gen: number;
}
type PdfDict = Map<string, PdfValue>;

const isName = (v: PdfValue | undefined): v is PdfName => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map) && "name" in v;
const isRef = (v: PdfValue | undefined): v is PdfRef => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map) && "num" in v;
const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;

const DELIM = /[\s()<>[\]{}/%]/;

/** A tiny reader of PDF objects (dictionaries, arrays, names, numbers, references; strings are skipped over). */
class Reader {
  constructor(
    private readonly s: string,
    public pos: number,
  ) {}

  private skipSpace(): void {
    for (;;) {
      while (this.pos < this.s.length && /\s/.test(this.s[this.pos]!)) this.pos++;
      if (this.s[this.pos] !== "%") return;
      while (this.pos < this.s.length && this.s[this.pos] !== "\n" && this.s[this.pos] !== "\r") this.pos++;
    }
  }

  private word(): string {
    const start = this.pos;
    while (this.pos < this.s.length && !DELIM.test(this.s[this.pos]!)) this.pos++;
    return this.s.slice(start, this.pos);
  }

  value(depth = 0): PdfValue {
    if (depth > 16) throw new Error("nested too deep");
    this.skipSpace();
    const c = this.s[this.pos];
    if (c === "<" && this.s[this.pos + 1] === "<") {
      this.pos += 2;
      const dict: PdfDict = new Map();
      for (;;) {
        this.skipSpace();
        if (this.s.startsWith(">>", this.pos)) {
          this.pos += 2;
          return dict;
        }
        const key = this.value(depth + 1);
        if (!isName(key)) throw new Error("dictionary key is not a name");
        dict.set(key.name, this.value(depth + 1));
      }
    }
    if (c === "[") {
      this.pos++;
      const arr: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.s[this.pos] === "]") {
          this.pos++;
          return arr;
        }
        arr.push(this.value(depth + 1));
      }
    }
    if (c === "/") {
      this.pos++;
      return { name: this.word() };
    }
    if (c === "(") {
      let level = 0;
      for (; this.pos < this.s.length; this.pos++) {
        const ch = this.s[this.pos];
        if (ch === "\\") this.pos++;
        else if (ch === "(") level++;
        else if (ch === ")" && --level === 0) break;
      }
      this.pos++;
      return "";
    }
    if (c === "<") {
      const end = this.s.indexOf(">", this.pos);
      if (end < 0) throw new Error("unterminated hex string");
      this.pos = end + 1;
      return "";
    }
    const w = this.word();
    if (w === "") throw new Error(`unexpected ${c ?? "end"}`);
    if (w === "true" || w === "false") return w === "true";
    if (w === "null") return null;
    const n = Number(w);
    if (!Number.isFinite(n)) throw new Error(`unexpected ${w}`);
    // "n g R" is a reference.
    const save = this.pos;
    const ref = /^\s+(\d+)\s+R(?=[\s()<>[\]{}/%]|$)/.exec(this.s.slice(this.pos, this.pos + 24));
    if (ref && Number.isInteger(n)) {
      this.pos += ref[0].length;
      return { num: n, gen: Number(ref[1]) };
    }
    this.pos = save;
    return n;
  }
}

interface PdfObject {
  value: PdfValue;
  /** Offset of the stream's first byte, when the object is a stream. */
  streamStart?: number;
}

/** The object `num gen` as last written in the file (an incremental update's copy wins), or null. */
function objectAt(s: string, num: number, gen: number): PdfObject | null {
  const re = new RegExp(`(?:^|[^0-9])${num}\\s+${gen}\\s+obj(?=[\\s<\\[/])`, "g");
  let last: RegExpExecArray | null = null;
  for (let m = re.exec(s); m; m = re.exec(s)) last = m;
  if (!last) return null;
  const r = new Reader(s, last.index + last[0].length);
  const value = r.value();
  const after = /^\s*stream(\r\n|\n)/.exec(s.slice(r.pos, r.pos + 16));
  return after ? { value, streamStart: r.pos + after[0].length } : { value };
}

function resolve(s: string, v: PdfValue | undefined): PdfValue | undefined {
  if (!isRef(v)) return v;
  return objectAt(s, v.num, v.gen)?.value;
}

/** The bytes of a stream object, checked to end where its /Length says. */
function streamBytes(s: string, bytes: Uint8Array, obj: PdfObject): Uint8Array | null {
  if (obj.streamStart === undefined || !isDict(obj.value)) return null;
  const length = resolve(s, obj.value.get("Length"));
  if (typeof length !== "number" || !Number.isInteger(length) || length < 0) return null;
  const end = obj.streamStart + length;
  if (!/^\s*endstream/.test(s.slice(end, end + 24))) return null;
  return bytes.subarray(obj.streamStart, end);
}

const filterOf = (d: PdfDict): string[] | null => {
  const f = d.get("Filter");
  if (f === undefined) return [];
  if (isName(f)) return [f.name];
  if (Array.isArray(f) && f.every(isName)) return f.map((x) => (x as PdfName).name);
  return null;
};

/** The page's content as text (plain or Flate streams), or null. */
function contentOf(s: string, bytes: Uint8Array, page: PdfDict): string | null {
  const c = page.get("Contents");
  const refs = Array.isArray(c) ? c : [c];
  let text = "";
  for (const ref of refs) {
    if (!isRef(ref)) return null;
    const obj = objectAt(s, ref.num, ref.gen);
    const data = obj && streamBytes(s, bytes, obj);
    if (!data || !isDict(obj.value) || obj.value.has("DecodeParms")) return null;
    const filters = filterOf(obj.value);
    if (!filters || filters.length > 1 || (filters.length === 1 && filters[0] !== "FlateDecode")) return null;
    // A content stream that only paints one image is a few dozen bytes; a long one is not this layout.
    const plain = filters.length ? inflateSync(data, { maxOutputLength: 4096 }) : data;
    text += Buffer.from(plain).toString("latin1") + "\n";
  }
  return text;
}

/** The transform the one image is painted with, when the content does nothing but q/Q/cm and one `/name Do`. */
function paintTransform(content: string, name: string): Matrix | null {
  let ctm: Matrix = IDENTITY;
  const stack: Matrix[] = [];
  let operands: string[] = [];
  let painted: Matrix | null = null;
  for (const token of content.match(/\/[^\s/[\]()<>{}%]+|[^\s/[\]()<>{}%]+|[[\]()<>{}%]/g) ?? []) {
    if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(token) || token.startsWith("/")) {
      operands.push(token);
      continue;
    }
    if (token === "q" && operands.length === 0) stack.push(ctm);
    else if (token === "Q" && operands.length === 0) ctm = stack.pop() ?? ctm;
    else if (token === "cm" && operands.length === 6 && operands.every((o) => !o.startsWith("/"))) ctm = multiply(ctm, operands.map(Number) as Matrix);
    else if (token === "Do" && operands.length === 1 && operands[0] === `/${name}` && !painted) painted = ctm;
    else return null;
    operands = [];
  }
  return operands.length === 0 ? painted : null;
}

export interface ScanJpeg {
  /** The transform (PDF user space) the image is painted with, for the caller's "covers the page" check. */
  transform: Matrix;
  image: RawImage;
}

/** Which decoder reads the JPEG: pdf.js' own (the pixels pdf.js would render) or sharp's libjpeg-turbo. */
export type ScanJpegDecoder = "pdfjs" | "sharp";

/**
 * The one JPEG of a plain scan page `ref` in `bytes`, decoded by `decoder`; null when the page is not laid out as
 * the file comment says (the caller then asks pdf.js).
 */
export async function scanJpegOf(bytes: Uint8Array, text: string, ref: PdfRef, decoder: ScanJpegDecoder = "pdfjs"): Promise<ScanJpeg | null> {
  const page = objectAt(text, ref.num, ref.gen)?.value;
  if (!isDict(page) || !isName(page.get("Type")) || (page.get("Type") as PdfName).name !== "Page" || page.has("Annots")) return null;
  const resources = resolve(text, page.get("Resources"));
  if (!isDict(resources)) return null;
  const xobjects = resolve(text, resources.get("XObject"));
  if (!isDict(xobjects) || xobjects.size !== 1) return null;
  const [name, imageRef] = [...xobjects][0]!;
  if (!isRef(imageRef)) return null;
  const imageObj = objectAt(text, imageRef.num, imageRef.gen);
  const dict = imageObj?.value;
  if (!imageObj || !isDict(dict)) return null;
  const get = (k: string) => resolve(text, dict.get(k));
  const subtype = get("Subtype");
  const space = get("ColorSpace");
  const filters = filterOf(dict);
  if (!isName(subtype) || subtype.name !== "Image" || !filters || filters.length !== 1 || filters[0] !== "DCTDecode") return null;
  if (!isName(space) || (space.name !== "DeviceGray" && space.name !== "DeviceRGB") || get("BitsPerComponent") !== 8) return null;
  if (["SMask", "Mask", "Decode", "DecodeParms", "ImageMask"].some((k) => dict.has(k))) return null;
  const width = get("Width");
  const height = get("Height");
  if (typeof width !== "number" || typeof height !== "number" || width * height > MAX_IMAGE_PIXELS) return null;
  const content = contentOf(text, bytes, page);
  const transform = content === null ? null : paintTransform(content, name);
  if (!transform) return null;
  const jpeg = streamBytes(text, bytes, imageObj);
  if (!jpeg) return null;
  const channels = space.name === "DeviceGray" ? 1 : 3;
  const image = decoder === "pdfjs" ? await decodeLikePdfjs(jpeg, width, height, channels) : await decodeWithSharp(jpeg, width, height, channels);
  return image && { transform, image };
}

/**
 * pdf.js' JpegImage with the options pdf.js' JpegStream gives it for an image without /Decode or /DecodeParms
 * (none), reading from the first SOI marker as JpegStream does. A JPEG whose frame disagrees with the dictionary
 * (size, or an RGB image stored as one component) is left to pdf.js. Throws on a damaged JPEG (the caller falls
 * back to pdf.js, which reports it).
 */
async function decodeLikePdfjs(jpeg: Uint8Array, width: number, height: number, channels: 1 | 3): Promise<RawImage | null> {
  const { JpegImage } = await import("pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs");
  let start = 0;
  while (start < jpeg.length - 1 && !(jpeg[start] === 0xff && jpeg[start + 1] === 0xd8)) start++;
  const decoder = new JpegImage({ decodeTransform: undefined, colorTransform: undefined });
  // parse() may keep views of its input: give it a copy, not a view of the whole file.
  decoder.parse(jpeg.slice(start));
  // A grey image stored as a three-component JPEG (some scanners write them) comes out as RGB, as pdf.js gives it.
  const components = decoder.numComponents;
  if (decoder.width !== width || decoder.height !== height || (components !== channels && !(channels === 1 && components === 3))) return null;
  // Grey stays one channel (pdf.js widens it to RGB for drawing; the grey levels are the same).
  const data = decoder.getData({ width, height, forceRGB: false, isSourcePDF: true });
  if (data.length !== width * height * components) return null;
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, channels: components as 1 | 3 };
}

/** libjpeg-turbo (sharp): ≈8 ms a page, every pixel within one grey level of pdf.js' decoding. */
async function decodeWithSharp(jpeg: Uint8Array, width: number, height: number, channels: 1 | 3): Promise<RawImage | null> {
  const decoder = sharp(jpeg, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
  const meta = await decoder.metadata();
  // The JPEG's own frame must agree with the dictionary (pdf.js would draw the dictionary's size).
  // A grey image stored as a three-component JPEG (some scanners write them) is read as grey, as pdf.js does.
  if (meta.width !== width || meta.height !== height || (meta.channels !== channels && !(channels === 1 && meta.channels === 3))) return null;
  // libvips hands a one-component JPEG out as sRGB unless told to keep it grey.
  const { data, info } = await decoder.toColourspace(channels === 1 ? "b-w" : "srgb").raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== channels) return null;
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, channels };
}
