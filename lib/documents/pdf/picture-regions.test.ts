// A reference lab's results pasted into a text report as a picture (issue 8: a Mexican report printed its
// cystatin C and eGFR only as an image under its own letterhead; the text layer held no result, and the answer
// left both out). Built here from invented rows: a pdfkit page with a text letterhead and a picture of the table.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractLabReport } from "../extract-lab-report";
import { readDocument } from "../read-document";
import { pdfkitBytes } from "../testing/pdfkit-bytes";
import { openPdf } from "./open-pdf";
import { pictureRegion } from "./picture-regions";
import { readTextLayer } from "./text-layer";

const TABLE = [
  "Cystatin C       1.68   mg/L          0.62 - 1.11",
  "Creatinine       1.42   mg/dL         0.70 - 1.20",
  "Urea             38     mg/dL         15 - 45",
  "Potassium        4.3    mmol/L        3.5 - 5.1",
  "Sodium           139    mmol/L        136 - 145",
];

/** The table as a picture: black text on white, about 150 dpi once placed on the page. */
async function tablePicture(): Promise<Buffer> {
  const text = sharp({ text: { text: TABLE.join("\n"), font: "sans 11", dpi: 260, spacing: 14 } });
  const { data, info } = await text.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  // The text comes as white-on-black coverage: turned to dark text on a white sheet with a margin around it.
  const ink = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).negate().png().toBuffer();
  return sharp({ create: { width: info.width + 48, height: info.height + 48, channels: 3, background: "#ffffff" } })
    .composite([{ input: ink, top: 24, left: 24 }])
    .png()
    .toBuffer();
}

/** An A4 page: letterhead and patient block as text, then the picture; `overprint` prints text over the picture. */
async function hybridPdf(overprint = false): Promise<Uint8Array> {
  const picture = await tablePicture();
  return pdfkitBytes((doc) => {
    doc.font("Helvetica-Bold").fontSize(14).text("Northgate Clinical Laboratory", 40, 40, { lineBreak: false });
    doc.font("Helvetica").fontSize(9);
    doc.text("Patient: Example, Person    Age: 58 years    Sex: Male", 40, 70, { lineBreak: false });
    doc.text("Collected: 12/10/2026    Reported: 13/10/2026", 40, 84, { lineBreak: false });
    doc.text("Kidney function (reference laboratory)", 40, 130, { lineBreak: false });
    doc.image(picture, 40, 150, { width: 480 });
    if (overprint) TABLE.forEach((row, i) => doc.text(row, 60, 170 + i * 14, { lineBreak: false }));
    doc.text("Validated by: Dr A. Example", 40, 700, { lineBreak: false });
  });
}

async function regionOf(bytes: Uint8Array) {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(1);
    return await pictureRegion(page, await readTextLayer(page));
  } finally {
    await pdf.destroy();
  }
}

describe("a picture of text on a text page", () => {
  it("is found where it is painted, in the text layer's points", async () => {
    const region = await regionOf(await hybridPdf());
    expect(region).not.toBeNull();
    expect(region!.box.x).toBeCloseTo(40, 0);
    expect(region!.box.y).toBeCloseTo(150, 0);
    expect(region!.box.width).toBeCloseTo(480, 0);
  });

  it("is not a picture of text when text is printed over it (a watermark or a background)", async () => {
    expect(await regionOf(await hybridPdf(true))).toBeNull();
  });

  it("is read by OCR, and its rows come back with the text layer's letterhead and patient block", async () => {
    const doc = await readDocument([{ bytes: await hybridPdf(), name: "hybrid.pdf" }], { language: "en" });
    const [page] = doc.pages;
    expect(page!.source).toBe("text_layer");
    expect(page!.ocr).toBeDefined();
    // The picture's words lie inside the picture, below the heading printed as text.
    const cystatin = page!.lines.find((l) => /Cystatin/.test(l.text));
    expect(cystatin?.ocr).toBe(true);
    expect(cystatin!.box.y).toBeGreaterThan(150);
    expect(page!.lines.find((l) => /Northgate/.test(l.text))?.ocr).toBeUndefined();
    const report = extractLabReport(doc, { language: "en", knowledge: { matchAnalyte } });
    const rows = report.rows.filter((r) => r.analyteId).map((r) => [r.analyteId, r.result, r.rangeText]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ["cystatin_c", "1.68", "0.62-1.11"],
        ["creatinine", "1.42", "0.70-1.20"],
        ["sodium", "139", "136-145"],
      ]),
    );
  }, 30_000);
});
