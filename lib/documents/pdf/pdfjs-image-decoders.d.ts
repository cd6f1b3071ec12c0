// The part of pdf.js' standalone image decoders (pdfjs-dist ships them without type declarations) that
// scan-jpeg.ts uses: the same JPEG decoder pdf.js runs when it builds a page's operator list.
declare module "pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs" {
  export class JpegImage {
    constructor(options?: { decodeTransform?: Int32Array; colorTransform?: number });
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(opts: { width: number; height: number; forceRGBA?: boolean; forceRGB?: boolean; isSourcePDF?: boolean }): Uint8ClampedArray;
  }
}
