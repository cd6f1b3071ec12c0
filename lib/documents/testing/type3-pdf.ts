// Builds a small PDF whose only font is a Type 3 font with a ToUnicode map — the kind of file some Chinese
// hospital systems produce (glyphs drawn by content streams, text recoverable only through ToUnicode). Each
// distinct character of the given lines gets a one-byte code and a box glyph; the ToUnicode CMap maps the codes
// back to the characters. Used by tests of the text layer (failure class 8.1: such files once yielded nothing).

/** One text line at (x, y) in PDF points, bottom-left origin. Cells are laid out by the caller. */
export interface Type3Text {
  text: string;
  x: number;
  y: number;
}

function hex4(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, "0");
}

/** UTF-16BE hex of a character (surrogate pairs for astral code points). */
function utf16Hex(ch: string): string {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += hex4(ch.charCodeAt(i));
  return out;
}

/** Returns the bytes of a one-page PDF (A4) printing `texts` at 10 pt in a Type 3 font with ToUnicode. */
export function buildType3Pdf(texts: Type3Text[]): Uint8Array {
  const chars = [...new Set(texts.flatMap((t) => [...t.text]).filter((c) => c !== " "))];
  if (chars.length > 200) throw new Error("too many distinct characters for a one-byte Type 3 font");
  const codeOf = new Map(chars.map((c, i) => [c, i + 2] as const)); // 1 is left unused, 32 is kept for space
  const code = (c: string) => (c === " " ? 32 : (codeOf.get(c)! >= 32 ? codeOf.get(c)! + 1 : codeOf.get(c)!));
  const codes = [...chars.map(code), 32];
  const first = Math.min(...codes);
  const last = Math.max(...codes);
  const widths = Array.from({ length: last - first + 1 }, (_, i) => (i + first === 32 ? 300 : 600));
  const glyph = "600 0 0 0 500 700 d1 50 0 400 650 re f";
  const space = "300 0 d0";
  const procs = [...chars.map((c) => ({ name: `g${code(c)}`, body: glyph })), { name: "g32", body: space }];
  const diffs = [...chars.map((c) => `${code(c)} /g${code(c)}`), "32 /g32"].join(" ");
  const cmapLines = [...chars.map((c) => `<${code(c).toString(16).padStart(2, "0")}> <${utf16Hex(c)}>`), "<20> <0020>"];
  const cmap = [
    "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
    "1 begincodespacerange <00> <FF> endcodespacerange",
    `${cmapLines.length} beginbfchar`,
    ...cmapLines,
    "endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
  ].join("\n");
  const hexString = (s: string) => `<${[...s].map((c) => code(c).toString(16).padStart(2, "0")).join("")}>`;
  const content = texts.map((t) => `BT /F1 10 Tf ${t.x} ${t.y} Td ${hexString(t.text)} Tj ET`).join("\n");

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ; // object number = index + 1
  const stream = (body: string) => `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`;
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>");
  add(stream(content));
  const procStart = 8;
  const charProcs = procs.map((p, i) => `/${p.name} ${procStart + i} 0 R`).join(" ");
  add(
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs 6 0 R ` +
      `/Encoding << /Type /Encoding /Differences [${diffs}] >> /FirstChar ${first} /LastChar ${last} /Widths [${widths.join(" ")}] ` +
      `/ToUnicode 7 0 R /Resources << >> >>`,
  );
  add(`<< ${charProcs} >>`);
  add(stream(cmap));
  for (const p of procs) add(stream(p.body));

  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}
