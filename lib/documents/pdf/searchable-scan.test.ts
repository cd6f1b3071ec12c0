// A searchable scan (real set 14: French laboratory reports scanned in 2008, a Portuguese one captured with a phone
// scanner app): the page is one picture, and the scanner's own OCR laid an invisible text layer over it. That
// layer read "g/l00rnl", "4 . 6 à 6 . 0" and "5 060 000" as three numbers. Built here from invented rows: a page
// picture of the report and, over it, an invisible text layer with a poor reading of it.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractLabReport } from "../extract-lab-report";
import { labValueRows } from "../lab/lab-value-rows";
import { readDocument } from "../read-document";
import { pdfkitBytes } from "../testing/pdfkit-bytes";
import { OP } from "./operators";
import { textVisibility } from "./searchable-scan";

const ROWS = [
  "LABORATOIRE DES EXEMPLES - Biologie medicale",
  "Patient : EXEMPLE Personne      Age : 52 ans      Sexe : M",
  "",
  "Hemoglobine            15,2   g/dl        13,0 a 17,0",
  "Hematocrite            44,4   %           40 a 50",
  "Leucocytes            6 680   /mm3        4 000 a 11 000",
  "Plaquettes          254 000   /mm3        150 000 a 400 000",
  "Glycemie a jeun        1,32   g/l         0,70 a 1,10",
];
/** The scanner's own reading, laid over the picture (what the text layer of such files says). */
const POOR_READING = ["Hemog l obine 1 5 , 2 g/l00rnl 1 3 . 0 a 17 . 0", "Leucocytes 6 680 /rnm3", "Glycemie a jeun l , 32 g/1 0 . 70 a 1 . 1 0"];

/** The whole A4 page as a scan: black text on white, 150 dpi. */
async function pagePicture(): Promise<Buffer> {
  const text = sharp({ text: { text: ROWS.join("\n"), font: "monospace 10", dpi: 150, spacing: 14 } });
  const { data, info } = await text.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const ink = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).negate().png().toBuffer();
  return sharp({ create: { width: 1240, height: 1754, channels: 3, background: "#ffffff" } })
    .composite([{ input: ink, top: 120, left: 100 }])
    .png()
    .toBuffer();
}

async function scanPdf(invisible: boolean): Promise<Uint8Array> {
  const picture = await pagePicture();
  return pdfkitBytes((doc) => {
    doc.image(picture, 0, 0, { width: doc.page.width, height: doc.page.height });
    // Text render mode 3: the text is there to be searched and selected, and paints nothing.
    if (invisible) doc.addContent("3 Tr");
    doc.font("Helvetica").fontSize(9);
    POOR_READING.forEach((line, i) => doc.text(line, 48, 100 + i * 30, { lineBreak: false }));
    if (invisible) doc.addContent("0 Tr");
  });
}

describe("textVisibility", () => {
  it("counts text shown in render mode 3 or 7 as hidden, and restores the mode with the graphics state", () => {
    const list = {
      fnArray: [OP.save, OP.setTextRenderingMode, OP.showText, OP.showSpacedText, OP.restore, OP.showText, OP.setTextRenderingMode, OP.nextLineShowText],
      argsArray: [[], [3], [[]], [[]], [], [[]], [7], [[]]],
    };
    expect(textVisibility(list)).toEqual({ visible: 1, hidden: 3 });
  });
});

describe("a searchable scan", () => {
  it("is read by our OCR from the picture, not from the scanner's invisible text", async () => {
    const doc = await readDocument([{ bytes: await scanPdf(true), name: "scan.pdf" }], { language: "fr" });
    expect(doc.pages[0]!.source).toBe("ocr");
    const rows = labValueRows(extractLabReport(doc, { language: "fr", knowledge: { matchAnalyte } }));
    const got = Object.fromEntries(rows.map((r) => [r.analyteId, r.result]));
    expect(got).toMatchObject({ hemoglobin: "15.2", hematocrit: "44.4", wbc: "6680", platelets: "254000", glucose: "1.32" });
  }, 60_000);

  it("keeps a page whose text is printed visibly over a picture a text page", async () => {
    const doc = await readDocument([{ bytes: await scanPdf(false), name: "printed.pdf" }], { language: "fr" });
    expect(doc.pages[0]!.source).toBe("text_layer");
  }, 60_000);
});
