// A PDF drawn with pdfkit, as bytes: tests draw their pages in `draw` and get the finished file.
import PDFDocument from "pdfkit";

export function pdfkitBytes(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}
