// The text layer of pages drawn upright and sideways (issue 8: a landscape table drawn rotated on a portrait page,
// without a /Rotate entry, read as one scrambled line per column).
import { describe, expect, it } from "vitest";
import { rebuildRows } from "../rebuild-rows";
import { pdfkitBytes } from "../testing/pdfkit-bytes";
import { openPdf } from "./open-pdf";
import { readTextLayer } from "./text-layer";

const ROWS = ["Haemoglobin 10.8 g/dL 13.0 - 17.0", "Platelets 98 10^3/uL 150 - 400", "CRP 96 mg/L < 6"];

/**
 * A portrait A4 page whose rows are drawn turned by `angle` degrees (0 = upright); `copies` > 1 draws every cell
 * that many times, 0.3 pt apart (fake bold by overprinting).
 */
function pdfWithRows(angle: number, copies = 1): Promise<Uint8Array> {
  return pdfkitBytes((doc) => {
    doc.font("Helvetica").fontSize(10);
    if (angle !== 0) doc.rotate(angle, { origin: [297, 421] });
    ROWS.forEach((row, i) => {
      // Each cell at its own x, as a table prints them.
      row.split(/ (?=\d|[a-z]+\/|<|mg|g\/)/).forEach((cell, k) => {
        for (let c = 0; c < copies; c++) doc.text(cell, 150 + k * 80 + 0.3 * c, 380 + i * 16 + 0.3 * (c % 2), { lineBreak: false });
      });
    });
  });
}

async function linesOf(bytes: Uint8Array): Promise<{ lines: string[]; width: number; height: number }> {
  const pdf = await openPdf(bytes);
  try {
    const layer = await readTextLayer(await pdf.getPage(1));
    return { lines: rebuildRows(layer.fragments).map((l) => l.text), width: layer.width, height: layer.height };
  } finally {
    await pdf.destroy();
  }
}

describe("readTextLayer", () => {
  it("reads an upright page's rows as printed", async () => {
    const { lines, width } = await linesOf(await pdfWithRows(0));
    expect(lines).toEqual(ROWS);
    expect(Math.round(width)).toBe(595);
  });

  it.each([90, -90])("turns a page whose rows are drawn at %i° so each printed row is one line again", async (angle) => {
    const { lines, width, height } = await linesOf(await pdfWithRows(angle));
    expect(lines).toEqual(ROWS);
    expect(Math.round(width)).toBe(842); // read as the landscape page it was printed as
    expect(Math.round(height)).toBe(595);
  });

  it("reads an upright report under a security pattern of long machine strings printed up the page as upright rows", async () => {
    // The pattern (an id and a reference, repeated with no space, one run every 9 pt) has far more characters than
    // the report; the report has more words.
    const bytes = await pdfkitBytes((doc) => {
      doc.font("Helvetica").fontSize(10);
      ROWS.forEach((row, i) => {
        row.split(/ (?=\d|[a-z]+\/|<|mg|g\/)/).forEach((cell, k) => doc.text(cell, 150 + k * 80, 380 + i * 16, { lineBreak: false }));
      });
      doc.fontSize(6);
      for (let x = 0; x < 595; x += 9) {
        doc.save().rotate(-90, { origin: [x, 842] });
        doc.text("7f3a9c21-5b6e-4d08-9a1f-2c4e8b7d6a35[0000918273]".repeat(5), x, 842, { lineBreak: false });
        doc.restore();
      }
    });
    const { lines, width } = await linesOf(bytes);
    expect(lines.filter((l) => /Haemoglobin|Platelets|CRP/.test(l))).toEqual(ROWS);
    expect(Math.round(width)).toBe(595);
  });

  it("reads text overprinted four times for a bold look once ('Haemoglobin', not 'HaemoglobinHaemoglobin…')", async () => {
    const { lines } = await linesOf(await pdfWithRows(0, 4));
    expect(lines).toEqual(ROWS);
  });
});

/** A one-page PDF written out by hand: rows in Helvetica, and a tick in Wingdings ("J") after each value. */
function pdfWithDingbatTicks(): Uint8Array {
  const content = [
    "BT /F1 10 Tf 60 700 Td (Haemoglobin) Tj ET", "BT /F1 10 Tf 200 700 Td (13.5) Tj ET", "BT /F2 10 Tf 240 700 Td (J) Tj ET", "BT /F1 10 Tf 280 700 Td (g/dL) Tj ET",
    "BT /F1 10 Tf 60 684 Td (MCV) Tj ET", "BT /F1 10 Tf 200 684 Td (38.3) Tj ET", "BT /F1 10 Tf 280 684 Td (fL) Tj ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Font /Subtype /TrueType /BaseFont /Wingdings-Regular /FirstChar 74 /LastChar 74 /Widths [750] /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

describe("readTextLayer and picture fonts", () => {
  it("leaves out a Wingdings tick printed beside normal results (it came out as a 'J' glued to the unit)", async () => {
    const { lines } = await linesOf(pdfWithDingbatTicks());
    expect(lines).toEqual(["Haemoglobin 13.5 g/dL", "MCV 38.3 fL"]);
  });
});
