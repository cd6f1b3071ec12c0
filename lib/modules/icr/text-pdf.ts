// Writes a one-page PDF with a text layer from positioned lines of text, in a few dozen lines of PDF syntax.
// The sandbox answers are computed by pushing such a PDF of an invented report through the real document
// pipeline, so the sample numbers, sections and tables are what the pipeline produces, never typed in.
// Standard fonts (Helvetica, Helvetica-Bold) with WinAnsiEncoding: Latin-1 text only.

export interface TextRun {
  /** Left edge, points from the left of an A4 page (595 × 842 pt). */
  x: number;
  /** Baseline, points from the top of the page. */
  y: number;
  text: string;
  /** Font size in points; 9 unless given. */
  size?: number;
  bold?: boolean;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** PDF string literal: backslash, parentheses escaped; characters outside Latin-1 become "?". */
function pdfString(text: string): string {
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : "?")).join("");
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function contentStream(runs: TextRun[]): string {
  return runs
    .map((r) => `BT /${r.bold ? "F2" : "F1"} ${r.size ?? 9} Tf ${r.x.toFixed(2)} ${(PAGE_HEIGHT - r.y).toFixed(2)} Td ${pdfString(r.text)} Tj ET`)
    .join("\n");
}

/** Builds the bytes of a one-page A4 PDF showing `runs`. */
export function writeTextPdf(runs: TextRun[]): Uint8Array {
  const content = contentStream(runs);
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    font("Helvetica"),
    font("Helvetica-Bold"),
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}
