// Producer 3: a small PDF writer whose every font is Type 3 (glyph outlines as PDF paths in CharProcs, at most
// 255 glyphs per font) with a ToUnicode CMap — the font kind of the Chinese report of failure class 8.1.
// Glyph outlines and Arabic shaping come from fontkit; right-to-left runs are ordered visually here.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { type Report } from './model';
import { layoutLines } from './layout-lines';
import { fontSetFor } from './render-pdfkit';

// fontkit ships no type declarations; the few members used here, typed locally.
interface FkGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  path: { commands: Array<{ command: string; args: number[] }> };
}
interface FkFont {
  unitsPerEm: number;
  postscriptName: string;
  fonts?: FkFont[];
  getGlyph(id: number): FkGlyph;
  hasGlyphForCodePoint(cp: number): boolean;
  layout(
    text: string,
    features?: unknown,
    script?: string,
    language?: string,
    direction?: string,
  ): { glyphs: FkGlyph[]; positions: Array<{ xAdvance: number; xOffset: number }> };
}
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): FkFont };
interface Placed {
  font: FkFont;
  gid: number;
  x: number;
  codePoints: number[];
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

function open(spec: [string, string?]): FkFont {
  const f = fontkit.openSync(spec[0]);
  if (spec[1] && f.fonts) return f.fonts.find((x) => x.postscriptName === spec[1]) ?? f.fonts[0] ?? f;
  return f;
}

/** Split into directional runs; RTL runs are shaped right-to-left, runs are laid out right to left for RTL lines. */
function shapeLine(font: FkFont, text: string, size: number, rtlLine: boolean): { glyphs: Placed[]; width: number } {
  const runs: Array<{ text: string; rtl: boolean }> = [];
  for (const ch of Array.from(text)) {
    const isR = RTL_CHAR.test(ch) && !/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/.test(ch);
    const neutral = /[\s:()/\-.,٫%]/.test(ch);
    const last = runs[runs.length - 1];
    if (last && (neutral || last.rtl === isR)) last.text += ch;
    else runs.push({ text: ch, rtl: isR });
  }
  const ordered = rtlLine ? runs.reverse() : runs;
  const scale = size / font.unitsPerEm;
  const glyphs: Placed[] = [];
  let x = 0;
  for (const run of ordered) {
    const t = run.rtl ? run.text.trim() + ' ' : run.text;
    const gr = font.layout(t, undefined, run.rtl ? 'arab' : undefined, undefined, run.rtl ? 'rtl' : 'ltr');
    const list = gr.glyphs.map((g, i) => ({ g, p: gr.positions[i] ?? { xAdvance: g.advanceWidth, xOffset: 0 } }));
    for (const { g, p } of list) {
      glyphs.push({ font, gid: g.id, x: x + p.xOffset * scale, codePoints: g.codePoints });
      x += p.xAdvance * scale;
    }
  }
  return { glyphs, width: x };
}

class Writer {
  objects: Buffer[] = [];
  add(body: string | Buffer): number {
    this.objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
    return this.objects.length;
  }
  set(n: number, body: string | Buffer) {
    this.objects[n - 1] = Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1');
  }
  stream(dict: string, data: string | Buffer): number {
    const raw = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
    const z = deflateSync(raw);
    return this.add(Buffer.concat([Buffer.from(`<< ${dict} /Length ${z.length} /Filter /FlateDecode >>\nstream\n`), z, Buffer.from('\nendstream')]));
  }
  out(root: number, info: number): Buffer {
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    const offsets: number[] = [];
    let pos = parts[0]?.length ?? 0;
    this.objects.forEach((o, i) => {
      offsets.push(pos);
      const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
      parts.push(b);
      pos += b.length;
    });
    let xref = `xref\n0 ${this.objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
    xref += `trailer\n<< /Size ${this.objects.length + 1} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${pos}\n%%EOF\n`;
    parts.push(Buffer.from(xref));
    return Buffer.concat(parts);
  }
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

function glyphProc(font: FkFont, gid: number): string {
  const g = font.getGlyph(gid);
  const raw = g.bbox;
  const ok = [raw.minX, raw.minY, raw.maxX, raw.maxY].every(Number.isFinite);
  const bb = ok ? raw : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let s = `${Math.round(g.advanceWidth)} 0 ${Math.floor(bb.minX)} ${Math.floor(bb.minY)} ${Math.ceil(bb.maxX)} ${Math.ceil(bb.maxY)} d1\n`;
  let cx = 0;
  let cy = 0;
  for (const c of g.path.commands) {
    const [a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0] = c.args;
    if (c.command === 'moveTo') { s += `${n(a0)} ${n(a1)} m\n`; [cx, cy] = [a0, a1]; }
    else if (c.command === 'lineTo') { s += `${n(a0)} ${n(a1)} l\n`; [cx, cy] = [a0, a1]; }
    else if (c.command === 'quadraticCurveTo') {
      const [qx, qy, x, y] = [a0, a1, a2, a3];
      s += `${n(cx + (2 / 3) * (qx - cx))} ${n(cy + (2 / 3) * (qy - cy))} ${n(x + (2 / 3) * (qx - x))} ${n(y + (2 / 3) * (qy - y))} ${n(x)} ${n(y)} c\n`;
      [cx, cy] = [x, y];
    } else if (c.command === 'bezierCurveTo') { s += `${[a0, a1, a2, a3, a4, a5].map(n).join(' ')} c\n`; [cx, cy] = [a4, a5]; }
    else if (c.command === 'closePath') s += 'h\n';
  }
  return s + 'f\n';
}

function utf16hex(cps: number[]): string {
  return Buffer.from(String.fromCodePoint(...cps), 'utf16le').swap16().toString('hex').toUpperCase();
}

/** Why: Type 3 fonts defeat parsers that rely on embedded-font names or CID maps; text is only in ToUnicode. */
export function renderType3(rep: Report, out: string): Promise<void> {
  const set = fontSetFor(rep);
  const regular = open(set.regular);
  const bold = open(set.bold);
  const latin = open(['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf']);
  const pages = layoutLines(rep);
  const rtl = rep.dir === 'rtl';
  // glyph key → (font index, code)
  const slots = new Map<string, { fi: number; code: number; font: FkFont; gid: number; cps: number[] }>();
  const subsets: Array<Array<{ font: FkFont; gid: number; cps: number[] }>> = [];
  const fontIds = new Map<FkFont, number>([[regular, 0], [bold, 1], [latin, 2]]);
  const subsetOf = new Map<FkFont, number>();
  const slot = (font: FkFont, gid: number, cps: number[]) => {
    const key = `${fontIds.get(font)}:${gid}`;
    let s = slots.get(key);
    if (!s) {
      let fi = subsetOf.get(font) ?? -1;
      if (fi < 0 || (subsets[fi]?.length ?? 0) >= 255) {
        subsets.push([]);
        fi = subsets.length - 1;
        subsetOf.set(font, fi);
      }
      const sub = subsets[fi] ?? [];
      sub.push({ font, gid, cps });
      s = { fi, code: sub.length, font, gid, cps };
      slots.set(key, s);
    }
    return s;
  };
  const contents: string[] = pages.map((p) => {
    let c = '';
    for (const r of p.rules) c += `${r.w} w ${n(r.x1)} ${n(p.height - r.y)} m ${n(r.x2)} ${n(p.height - r.y)} l S\n`;
    for (const it of p.items) {
      const base = it.bold ? bold : regular;
      // a CJK/Arabic font may lack Latin glyphs or digits shapes; fall back per character run to DejaVu
      const font = Array.from(it.text).every((ch) => base.hasGlyphForCodePoint(ch.codePointAt(0)!)) ? base : latin;
      const { glyphs, width } = shapeLine(font, it.text, it.size, rtl);
      const x0 = it.center ? it.x - width / 2 : it.anchor === 'end' ? it.x - width : it.x;
      const y = p.height - it.y;
      let cur = -1;
      c += 'BT\n';
      for (const g of glyphs) {
        const s = slot(g.font, g.gid, g.codePoints);
        if (s.fi !== cur) {
          c += `/T${s.fi} ${n(it.size)} Tf\n`;
          cur = s.fi;
        }
        c += `1 0 0 1 ${n(x0 + g.x)} ${n(y)} Tm <${s.code.toString(16).padStart(2, '0')}> Tj\n`;
      }
      c += 'ET\n';
    }
    return c;
  });
  const w = new Writer();
  const catalog = w.add('');
  const pagesObj = w.add('');
  const info = w.add(`<< /Producer (LabReport T3 writer) /Title (${rep.id}) >>`);
  const fontObjs: number[] = subsets.map((sub, fi) => {
    const procs: string[] = [];
    const widths: number[] = [];
    let cmap = '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /T3UCS def /CMapType 2 def 1 begincodespacerange <00> <FF> endcodespacerange\n';
    const entries: string[] = [];
    let upm = 1000;
    sub.forEach((s, i) => {
      upm = s.font.unitsPerEm;
      const proc = glyphProc(s.font, s.gid);
      procs.push(`/g${i + 1} ${w.stream('', proc)} 0 R`);
      widths.push(Math.round(s.font.getGlyph(s.gid).advanceWidth));
      if (s.cps.length) entries.push(`<${(i + 1).toString(16).padStart(2, '0')}> <${utf16hex(s.cps)}>`);
    });
    for (let k = 0; k < entries.length; k += 100) {
      const chunk = entries.slice(k, k + 100);
      cmap += `${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar\n`;
    }
    cmap += 'endcmap CMapName currentdict /CMap defineresource pop end end\n';
    const tu = w.stream('', cmap);
    const diffs = sub.map((_, i) => `/g${i + 1}`).join(' ');
    return w.add(
      `<< /Type /Font /Subtype /Type3 /Name /T${fi} /FontBBox [-1000 -1000 ${upm * 2} ${upm * 2}] /FontMatrix [${1 / upm} 0 0 ${1 / upm} 0 0] ` +
        `/CharProcs << ${procs.join(' ')} >> /Encoding << /Type /Encoding /Differences [1 ${diffs}] >> ` +
        `/FirstChar 1 /LastChar ${sub.length} /Widths [${widths.join(' ')}] /Resources << >> /ToUnicode ${tu} 0 R >>`,
    );
  });
  const fontRes = `<< ${fontObjs.map((o, i) => `/T${i} ${o} 0 R`).join(' ')} >>`;
  const kids = pages.map((p, i) => {
    const cs = w.stream('', contents[i] ?? '');
    return w.add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${p.width} ${p.height}] /Resources << /Font ${fontRes} >> /Contents ${cs} 0 R >>`);
  });
  w.set(catalog, `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`);
  w.set(pagesObj, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  writeFileSync(out, w.out(catalog, info));
  return Promise.resolve();
}
