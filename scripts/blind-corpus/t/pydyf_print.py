"""Part T: Python pydyf printer of the display list (layout.py). Debian python3-pydyf 0.5.0 (CourtBouillon's low-level
PDF writer, the one under WeasyPrint, used here on its own): pydyf only serialises objects (pydyf.PDF, Dictionary,
Array, Stream with its drawing operators); everything else is written here. Fonts are Type 3 fonts built from a
TrueType file's glyph outlines (fontTools glyph set + pen: each used character becomes a CharProc "w 0 d0 ... f" in
1000-unit glyph space, FontMatrix 0.001; characters the font lacks are drawn from a fallback TrueType file,
option PYFALLBACK), at most 255 characters per font (more fonts are opened as needed),
with a ToUnicode CMap. Text: "BT 1 0 0 1 x y Tm /Tn size Tf [<codes>] TJ ET"; right / centre alignment from the advance widths.
Option PYFONT <regular ttf> <bold ttf>.
    /usr/bin/python3 pydyf_print.py <spec.lp> <out.pdf>
"""
import sys

import pydyf
from fontTools.pens.basePen import BasePen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont


class PdfPen(BasePen):
    def __init__(self, gs):
        super().__init__(gs)
        self.ops = []

    def _moveTo(self, p):
        self.ops.append(f'{p[0]:.0f} {p[1]:.0f} m')

    def _lineTo(self, p):
        self.ops.append(f'{p[0]:.0f} {p[1]:.0f} l')

    def _curveToOne(self, p1, p2, p3):
        self.ops.append(f'{p1[0]:.1f} {p1[1]:.1f} {p2[0]:.1f} {p2[1]:.1f} {p3[0]:.0f} {p3[1]:.0f} c')

    def _qCurveToOne(self, p1, p2):
        p0 = self._getCurrentPoint()
        c1 = (p0[0] + 2 / 3 * (p1[0] - p0[0]), p0[1] + 2 / 3 * (p1[1] - p0[1]))
        c2 = (p2[0] + 2 / 3 * (p1[0] - p2[0]), p2[1] + 2 / 3 * (p1[1] - p2[1]))
        self._curveToOne(c1, c2, p2)

    def _closePath(self):
        self.ops.append('h')


class T3Family:
    """Type 3 fonts made from one TrueType file: code 1..255 per font, a new font when one is full."""

    def __init__(self, paths, tag):
        # paths: the main TrueType file, then fallbacks for characters it lacks (Droid Sans Fallback has no Latin)
        self.tts = [TTFont(p, fontNumber=0) for p in paths]
        self.cmaps = [t.getBestCmap() for t in self.tts]
        self.gss = [t.getGlyphSet() for t in self.tts]
        self.scale = [1000 / t['head'].unitsPerEm for t in self.tts]  # glyphs drawn in 1000-unit space
        self.tag = tag
        self.fonts = []  # list of dict char -> code
        self.where = {}  # char -> (font index, code)

    def src(self, ch):
        for i, cm in enumerate(self.cmaps):
            if ord(ch) in cm:
                return i, cm[ord(ch)]
        return 0, '.notdef'

    def adv(self, ch):
        i, g = self.src(ch)
        return self.tts[i]['hmtx'][g][0] * self.scale[i] / 1000

    def width(self, s, size):
        return sum(self.adv(c) for c in s) * size

    def runs(self, s):
        """[(font name, hex codes)] for the string, adding characters to fonts as needed."""
        out = []
        for ch in s:
            if ch not in self.where:
                if not self.fonts or len(self.fonts[-1]) >= 255:
                    self.fonts.append({})
                f = self.fonts[-1]
                f[ch] = len(f) + 1
                self.where[ch] = (len(self.fonts) - 1, f[ch])
            fi, code = self.where[ch]
            name = f'{self.tag}{fi}'
            if out and out[-1][0] == name:
                out[-1][1].append(code)
            else:
                out.append((name, [code]))
        return [(n, ''.join(f'{c:02X}' for c in codes)) for n, codes in out]

    def emit(self, pdf):
        res = {}
        for fi, chars in enumerate(self.fonts):
            procs = pydyf.Dictionary()
            diffs = pydyf.Array([1])
            widths = []
            cmap_lines = []
            for ch, code in sorted(chars.items(), key=lambda kv: kv[1]):
                i, g = self.src(ch)
                pen = PdfPen(self.gss[i])
                k = self.scale[i]
                self.gss[i][g].draw(TransformPen(pen, (k, 0, 0, k, 0, 0)))
                w = round(self.tts[i]['hmtx'][g][0] * k)
                st = pydyf.Stream([f'{w} 0 d0'] + pen.ops + (['f'] if pen.ops else []), compress=True)
                pdf.add_object(st)
                nm = f'c{code}'
                procs[nm] = st.reference
                diffs.append('/' + nm)
                widths.append(w)
                u = ord(ch)
                hexu = f'{u:04X}' if u <= 0xFFFF else '{:04X}{:04X}'.format(0xD800 + ((u - 0x10000) >> 10), 0xDC00 + ((u - 0x10000) & 0x3FF))
                cmap_lines.append(f'<{code:02X}> <{hexu}>')
            cm = ['/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
                  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
                  '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
                  '1 begincodespacerange', '<00> <FF>', 'endcodespacerange']
            for i in range(0, len(cmap_lines), 100):
                chunk = cmap_lines[i:i + 100]
                cm += [f'{len(chunk)} beginbfchar'] + chunk + ['endbfchar']
            cm += ['endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end']
            tu = pydyf.Stream(cm, compress=True)
            pdf.add_object(tu)
            head, k = self.tts[0]['head'], self.scale[0]
            font = pydyf.Dictionary({
                'Type': '/Font', 'Subtype': '/Type3',
                'FontBBox': pydyf.Array([round(head.xMin * k), round(head.yMin * k), round(head.xMax * k), round(head.yMax * k)]),
                'FontMatrix': pydyf.Array([0.001, 0, 0, 0.001, 0, 0]),
                'CharProcs': procs,
                'Encoding': pydyf.Dictionary({'Type': '/Encoding', 'Differences': diffs}),
                'FirstChar': 1, 'LastChar': len(widths), 'Widths': pydyf.Array(widths),
                'Resources': pydyf.Dictionary({}),
                'ToUnicode': tu.reference,
            })
            pdf.add_object(font)
            res[f'{self.tag}{fi}'] = font.reference
        return res


def main():
    spec, out = sys.argv[1], sys.argv[2]
    lines = [ln.rstrip('\n').split('\t') for ln in open(spec, encoding='utf-8')]
    reg, bold, title, fallback = None, None, 'report', []
    for p in lines:
        if p[0] == 'PYFONT':
            reg, bold = p[1], p[2]
        if p[0] == 'PYFALLBACK':
            fallback = p[1:]
        if p[0] == 'TITLE':
            title = p[1]
    fam = {'r': T3Family([reg] + fallback, 'R'), 'b': T3Family([bold] + fallback, 'B')}
    pages = []
    for p in lines:
        if p[0] == 'PAGE':
            pages.append((float(p[1]), float(p[2]), pydyf.Stream(compress=True)))
        elif p[0] == 'T':
            _, b, size, x, y, al, g, s = p
            size, x, y, g = float(size), float(x), float(y), float(g)
            w = fam[b].width(s, size)
            x = x - w if al == 'R' else x - w / 2 if al == 'C' else x
            st = pages[-1][2]
            st.set_color_rgb(g, g, g)
            st.begin_text()
            st.text_matrix(1, 0, 0, 1, round(x, 2), round(y, 2))
            for name, hexs in fam[b].runs(s):
                st.set_font_size(name, size)
                st.show_text(f"<{hexs}>")
            st.end_text()
        elif p[0] == 'LINE':
            x1, y1, x2, y2, lw, g = map(float, p[1:7])
            st = pages[-1][2]
            st.set_line_width(lw)
            st.set_color_rgb(g, g, g, stroke=True)
            st.move_to(x1, y1)
            st.line_to(x2, y2)
            st.stroke()
        elif p[0] == 'BOX':
            x, y, w, h, g = map(float, p[1:6])
            st = pages[-1][2]
            st.set_color_rgb(g, g, g)
            st.rectangle(x, y, w, h)
            st.fill()
            st.set_color_rgb(0, 0, 0)
    pdf = pydyf.PDF()
    fonts = {}
    fonts.update(fam['r'].emit(pdf))
    fonts.update(fam['b'].emit(pdf))
    fontdict = pydyf.Dictionary(fonts)
    for w, h, st in pages:
        pdf.add_object(st)
        page = pydyf.Dictionary({
            'Type': '/Page', 'Parent': pdf.pages.reference,
            'MediaBox': pydyf.Array([0, 0, w, h]),
            'Contents': st.reference,
            'Resources': pydyf.Dictionary({'Font': fontdict}),
        })
        pdf.add_page(page)
    pdf.info['Title'] = pydyf.String(title)
    pdf.info['Producer'] = pydyf.String(f'pydyf {pydyf.__version__}')
    with open(out, 'wb') as f:
        pdf.write(f, version=b'1.7')


if __name__ == '__main__':
    main()
