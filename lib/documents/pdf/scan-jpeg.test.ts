import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPdf } from "./open-pdf";
import { renderPage } from "./render-page";

/** A grey test card: dark bars on white, as a scanner would write it. */
async function greyJpeg(width: number, height: number, components: 1 | 3 = 1): Promise<{ jpeg: Buffer; pixels: Buffer }> {
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (Math.floor(y / 20) % 3 === 0 && x % 50 < 30) pixels[y * width + x] = 20;
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 1 } }).toColourspace(components === 1 ? "b-w" : "srgb").jpeg({ quality: 90 }).toBuffer();
  const decoded = await sharp(jpeg).toColourspace("b-w").raw().toBuffer();
  return { jpeg, pixels: decoded };
}

/** A one-page PDF drawing `jpeg` with `content` (objects written out, with a correct xref table). */
function scanPdf(jpeg: Buffer, width: number, height: number, content: Buffer, contentDict = ""): Uint8Array {
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [5 0 R] /Count 1 >>"),
    Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`), jpeg, Buffer.from("\nendstream")]),
    Buffer.concat([Buffer.from(`<< /Length ${content.length}${contentDict} >>\nstream\n`), content, Buffer.from("\nendstream")]),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Resources << /Font << /F1 6 0 R >> /XObject << /Im0 3 0 R >> >> /Contents 4 0 R >>"),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, i) => {
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    offsets.push(at);
    parts.push(obj);
    at += obj.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

async function render(pdf: Uint8Array) {
  const doc = await openPdf(pdf);
  try {
    const page = await doc.getPage(1);
    const operatorList = vi.spyOn(page, "getOperatorList");
    const image = await renderPage(doc, page);
    return { image, pdfjsDecoded: operatorList.mock.calls.length > 0 };
  } finally {
    await doc.destroy();
  }
}

describe("scan page JPEG (OCR_SHARP_SCAN_JPEG=1)", () => {
  beforeEach(() => {
    vi.stubEnv("OCR_SHARP_SCAN_JPEG", "1");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is decoded by sharp from the file's bytes, pixel for pixel what the scanner wrote, without pdf.js decoding it", async () => {
    const { jpeg, pixels } = await greyJpeg(600, 800);
    const { image, pdfjsDecoded } = await render(scanPdf(jpeg, 600, 800, Buffer.from("q 300 0 0 400 0 0 cm /Im0 Do Q")));
    expect(pdfjsDecoded).toBe(false);
    expect([image.width, image.height, image.channels]).toEqual([600, 800, 1]);
    expect(Buffer.from(image.data).equals(pixels)).toBe(true);
  });

  it("reads a Flate-compressed content stream with nested transforms (what pdfkit writes)", async () => {
    const { jpeg } = await greyJpeg(300, 400);
    const content = deflateSync(Buffer.from("q\n1 0 0 -1 0 400 cm\nq\n300 0 0 -400 0 400 cm\n/Im0 Do\nQ\nQ\n"));
    const { image, pdfjsDecoded } = await render(scanPdf(jpeg, 300, 400, content, " /Filter /FlateDecode"));
    expect(pdfjsDecoded).toBe(false);
    expect([image.width, image.height, image.channels]).toEqual([300, 400, 1]);
  });

  it("reads a grey scan stored as a three-component JPEG (as some scanners write it) as grey", async () => {
    const { jpeg, pixels } = await greyJpeg(300, 400, 3);
    const { image, pdfjsDecoded } = await render(scanPdf(jpeg, 300, 400, Buffer.from("q 300 0 0 400 0 0 cm /Im0 Do Q")));
    expect(pdfjsDecoded).toBe(false);
    expect(image.channels).toBe(1);
    let worst = 0;
    for (let i = 0; i < pixels.length; i++) worst = Math.max(worst, Math.abs(image.data[i]! - pixels[i]!));
    expect(worst).toBeLessThanOrEqual(2);
  });

  it("leaves a page that also prints text to pdf.js, which renders the whole page", async () => {
    const { jpeg } = await greyJpeg(300, 400);
    const content = Buffer.from("q 300 0 0 400 0 0 cm /Im0 Do Q BT /F1 12 Tf 20 20 Td (Hb 9.1 L) Tj ET");
    const { image, pdfjsDecoded } = await render(scanPdf(jpeg, 300, 400, content));
    expect(pdfjsDecoded).toBe(true);
    expect(image.channels).toBe(4);
  });

  it("leaves a small image (a logo, not a scan) to pdf.js", async () => {
    const { jpeg } = await greyJpeg(100, 100);
    const { image, pdfjsDecoded } = await render(scanPdf(jpeg, 100, 100, Buffer.from("q 50 0 0 50 10 10 cm /Im0 Do Q")));
    expect(pdfjsDecoded).toBe(true);
    expect(image.channels).toBe(4);
  });
});

/** The image pdf.js' operator list gives for the page (what the render path took before scan-jpeg.ts). */
async function operatorListImage(pdf: Uint8Array): Promise<{ data: Uint8Array; width: number; height: number; channels: number }> {
  const doc = await openPdf(pdf);
  try {
    const page = await doc.getPage(1);
    const list = await page.getOperatorList();
    const args = list.argsArray[list.fnArray.indexOf(85)] as unknown[]; // paintImageXObject
    const img = await new Promise<{ data: Uint8Array; width: number; height: number }>((resolve) => page.objs.get(String(args[0]), resolve as never));
    return { ...img, channels: img.data.length / (img.width * img.height) };
  } finally {
    await doc.destroy();
  }
}

describe("scan page JPEG by default (pdf.js' own JPEG decoder)", () => {
  it("is decoded from the file's bytes without the page's operator list, to exactly the grey levels pdf.js gives", async () => {
    const { jpeg } = await greyJpeg(300, 400);
    const pdf = scanPdf(jpeg, 300, 400, Buffer.from("q 300 0 0 400 0 0 cm /Im0 Do Q"));
    const { image, pdfjsDecoded } = await render(pdf);
    expect(pdfjsDecoded).toBe(false);
    expect([image.width, image.height, image.channels]).toEqual([300, 400, 1]);
    const viaPdfjs = await operatorListImage(pdf);
    expect(viaPdfjs.channels).toBe(3); // pdf.js widens grey to RGB
    let differing = 0;
    for (let i = 0; i < image.data.length; i++) if (image.data[i] !== viaPdfjs.data[i * 3]) differing++;
    expect(differing).toBe(0);
  });

  it("gives a grey scan stored as a three-component JPEG as the RGB pdf.js gives", async () => {
    const { jpeg } = await greyJpeg(300, 400, 3);
    const pdf = scanPdf(jpeg, 300, 400, Buffer.from("q 300 0 0 400 0 0 cm /Im0 Do Q"));
    const { image, pdfjsDecoded } = await render(pdf);
    expect(pdfjsDecoded).toBe(false);
    expect(image.channels).toBe(3);
    expect(Buffer.from(image.data).equals(Buffer.from((await operatorListImage(pdf)).data))).toBe(true);
  });

  it("leaves a page that also prints text to pdf.js", async () => {
    const { jpeg } = await greyJpeg(300, 400);
    const content = Buffer.from("q 300 0 0 400 0 0 cm /Im0 Do Q BT /F1 12 Tf 20 20 Td (Hb 9.1 L) Tj ET");
    const { pdfjsDecoded } = await render(scanPdf(jpeg, 300, 400, content));
    expect(pdfjsDecoded).toBe(true);
  });
});
