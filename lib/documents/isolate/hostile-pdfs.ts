// Builders of hostile PDFs for the hardening tests and `npm run test:security` (no binary fixtures in git):
// a decompression bomb (a content stream of zeros, deflated) and a page tree whose /Kids point back at itself.
import { constants, deflateRawSync, deflateSync } from "node:zlib";

function assemble(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1")];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), typeof body === "string" ? Buffer.from(body, "latin1") : body, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(chunk);
    size += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

/**
 * A zlib stream of `mb` MB of zeros, built fast: one 16 MB segment is deflated with a full flush (no reference
 * crosses it, so repeating its bytes stays valid), repeated, closed by an empty final block and the Adler-32
 * of n zeros (a = 1, b = n mod 65521).
 */
function deflatedZeros(mb: number): Buffer {
  const segmentMb = 16;
  const segment = deflateRawSync(Buffer.alloc(segmentMb * 1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.ceil(mb / segmentMb);
  const n = count * segmentMb * 1024 * 1024;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((n % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: count }, () => segment), Buffer.from([0x03, 0x00]), adler]);
}

/** A one-page PDF whose content stream inflates to `inflatedMb` MB of zeros (rounded up to 16 MB; ≈ 1/1000 on disk). */
export function decompressionBombPdf(inflatedMb = 800): Buffer {
  const data = deflatedZeros(inflatedMb);
  return assemble([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>",
    Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]),
  ]);
}

/** A PDF whose page tree is circular: the root /Pages node lists itself as its kid. */
export function circularPagesPdf(): Buffer {
  const content = deflateSync(Buffer.from("BT /F1 12 Tf 72 720 Td (Haemoglobin 13.5 g/dL) Tj ET"));
  return assemble([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>",
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, "latin1"), content, Buffer.from("\nendstream", "latin1")]),
  ]);
}
