"""Part T: part S's display-list layout (unchanged but for the printers), printed here by Perl PDF::Reuse
(reuse_print.pl: standard-14 fonts in WinAnsi; option rufont), Perl Text::PDF (textpdf_print.pl: Text::PDF::TTFont0,
a subset TrueType CID font, Identity-H; option tpfont: a FONTS key or a pair of core names) or Python pydyf
(pydyf_print.py: Type 3 fonts drawn from TrueType outlines; option pyfont: a FONTS key). New option `arabic`: every
string holding Arabic letters is shaped and put in visual order (arabic.py) before it goes to the printer, none of
which shapes text. Part S's note follows.

Part S: part R's display-list layout, printed here by Perl PDF::Create (pdfcreate_print.pl: standard-14 fonts in
WinAnsi; option pcfont), Python pikepdf / QPDF (pikepdf_print.py: content streams built operator by operator,
standard-14 fonts; option qfont) or Perl PDF::Builder (pdfbuilder_print.pl: ttfont TrueType CID Identity-H, or
corefont; option pbfont: a FONTS key or a pair of core names). New layout options: `leaders` (a dotted leader drawn
as text from the end of the name to the value column, its length from the font's advance widths), `sbs` (side by
side: sections with opts col=1 are printed in the right half of the page, beside the sections before them; the
columns are the half-width ones of `cols`/`widths`). Part R's note follows.

Part R: part Q's display-list layout, printed here by Go gofpdf (gofpdf_print.go: AddUTF8FontFromBytes, option
gofont), C++ PoDoFo (podofo_print.cpp: CreateFont with a TrueType file and PdfIdentityEncoding, or a standard-14 font
in WinAnsi; options podofont / podo14) or Ruby rbpdf (rbpdf_print.rb: rbpdf-font families, option rbfont / rbbold).
The printers are built into the work folder first (go build offline, g++). Part Q's note follows.

Part Q:Part P's note follows.

Part P: part O's display-list layout, printed here by matplotlib (mpl_print.py, PDF backend, fig.text; option
fonttype 3 or 42, mplfont) or pdf-lib (pdflib_print.mjs; option plfont: helvetica/times/courier standard fonts or a
FONTS key, embedded through fontkit). Part O's note follows.

Part O: part N's printer-neutral page layout (display list), printed here by Qt 5 (qt_print.py: QPdfWriter +
QPainter) or jsPDF (jspdf_print.mjs); option rtl mirrors the page (columns from the right, alignment swapped) for
Arabic, Urdu and Persian reports; option family (Qt font family) or jsfont ('helvetica'/'times'/'courier' or
'dejavu': DejaVu Sans embedded). Part N's note follows.

Part N: the page layout shared by the three printers (part M's PDFBox layout adapted). Python lays the page out (a
display list: text at x/y with L/R/C alignment, rules, shaded boxes, one PAGE line per page, header and footer drawn
again on every page); the printer writes it: FPDF (fpdf_print.php, Cell per string, core fonts, cp1252), libharu
(hpdf_print.c compiled with gcc, TrueType embedded, UTF-8 encoder, HPDF_Page_TextWidth for alignment) or
hand-written PostScript through Ghostscript (ps_print.py; stringwidth alignment; optionally text as outlines).
Extra options: grid (ruled cells: a rule under every row and vertical column rules), printer, psfamily.
Options (d.opts): cols/heads/widths/right (table), block (one analyte per block), twocol (blocks in two columns),
landscape, size, lab_lines, head_right, pinfo, pinfo_cont, footer, end_lines, sign, fonts (regular, bold paths)."""
from __future__ import annotations

import os
import re
import subprocess
import sys

from cells import cell, rowcells
from model import D, direction, pflag, prange, pval, fmt

DJ = '/usr/share/fonts/truetype/dejavu/'
LIB = '/usr/share/fonts/truetype/liberation/'
NOTO = '/usr/share/fonts/truetype/noto/'
FONTS = {
    'dejavu': (DJ + 'DejaVuSans.ttf', DJ + 'DejaVuSans-Bold.ttf'),
    'dejavucond': (DJ + 'DejaVuSansCondensed.ttf', DJ + 'DejaVuSansCondensed-Bold.ttf'),
    'liberation': (LIB + 'LiberationSans-Regular.ttf', LIB + 'LiberationSans-Bold.ttf'),
    'libserif': (LIB + 'LiberationSerif-Regular.ttf', LIB + 'LiberationSerif-Bold.ttf'),
    'notosans': (NOTO + 'NotoSans-Regular.ttf', NOTO + 'NotoSans-Bold.ttf'),
    'notoserif': (NOTO + 'NotoSerif-Regular.ttf', NOTO + 'NotoSerif-Bold.ttf'),
    'dejavuserif': (DJ + 'DejaVuSerif.ttf', DJ + 'DejaVuSerif-Bold.ttf'),
    'libmono': (LIB + 'LiberationMono-Regular.ttf', LIB + 'LiberationMono-Bold.ttf'),
}
DROID = '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'
FONTS['droid'] = (DROID, DROID)
FONTS['notoserif_g'] = (NOTO + 'NotoSerif-Regular.ttf', NOTO + 'NotoSerif-Bold.ttf')
# core font -> metric-compatible TrueType (for leader lengths)
METRIC = {'Helvetica': LIB + 'LiberationSans-Regular.ttf', 'Helvetica-Bold': LIB + 'LiberationSans-Bold.ttf',
          'Times-Roman': LIB + 'LiberationSerif-Regular.ttf', 'Times-Bold': LIB + 'LiberationSerif-Bold.ttf',
          'Courier': LIB + 'LiberationMono-Regular.ttf', 'Courier-Bold': LIB + 'LiberationMono-Bold.ttf'}


def font_files(d: D, printer: str):
    o = d.opts
    if printer == 'reuse':
        return [METRIC[f] for f in o.get('rufont', ('Helvetica', 'Helvetica-Bold'))]
    if printer == 'pydyf':
        return list(FONTS[o.get('pyfont', 'dejavu')])
    pb = o.get('tpfont', 'dejavu')
    if isinstance(pb, (tuple, list)):
        return [METRIC.get(f, DROID) for f in pb]
    return list(FONTS[pb])


_MEAS: dict = {}


def measure(path: str, s: str, size: float) -> float:
    from PIL import ImageFont
    if path not in _MEAS:
        _MEAS[path] = ImageFont.truetype(path, 1000)
    return _MEAS[path].getlength(s) / 1000 * size


def esc(s: str) -> str:
    return str(s).replace('\t', ' ').replace('\n', ' ')


class Page:
    def __init__(self, out, w, h, rtl=False, arabic=False):
        self.out, self.w, self.h, self.rtl, self.arabic = out, w, h, rtl, arabic
        out.append(f'PAGE\t{w}\t{h}')

    def t(self, x, y, s, size=8.5, bold=False, align='L', grey=0.0):
        if self.rtl:
            x, align = self.w - x, {'L': 'R', 'R': 'L', 'C': 'C'}[align]
        if s and self.arabic:
            from arabic import visual
            s = visual(s)
        if s:
            self.out.append(f'T\t{"b" if bold else "r"}\t{size}\t{x:.2f}\t{y:.2f}\t{align}\t{grey}\t{esc(s)}')

    def line(self, x1, y1, x2, y2, w=0.5, grey=0.0):
        if self.rtl:
            x1, x2 = self.w - x1, self.w - x2
        self.out.append(f'LINE\t{x1:.2f}\t{y1:.2f}\t{x2:.2f}\t{y2:.2f}\t{w}\t{grey}')

    def box(self, x, y, w, h, grey=0.9):
        if self.rtl:
            x = self.w - x - w
        self.out.append(f'BOX\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{grey}')


def layout_pdf(d: D, pdf: str, work: str, printer: str, outlines_pdf: str | None = None) -> None:
    o = d.opts
    W, H = (842, 595) if o.get('landscape') else (595, 842)
    M = 40
    fs = o.get('size', 8.5)
    lh = fs * 1.45
    out = [f'TITLE\t{o.get("pdftitle", d.id)}']
    if printer == 'reuse':
        out.append('RUFONT\t' + '\t'.join(o.get('rufont', ('Helvetica', 'Helvetica-Bold'))))
    if printer == 'pydyf':
        out.append('PYFONT\t' + '\t'.join(FONTS[o.get('pyfont', 'dejavu')]))
        if o.get('pyfallback'):
            out.append('PYFALLBACK\t' + FONTS[o['pyfallback']][0])
    if printer == 'textpdf':
        pb = o.get('tpfont', 'dejavu')
        out.append('TPFONT\t' + '\t'.join(pb if isinstance(pb, (tuple, list)) else FONTS[pb]))
    ff = font_files(d, printer)
    npages = max(s.page for s in d.sections)

    def head(pg: Page, n: int) -> float:
        y = H - M
        lines = o['lab_lines']
        pg.t(M, y - 4, lines[0], 13, True)
        yy = y - 18
        for ln in lines[1:]:
            pg.t(M, yy, ln, 7.5, grey=0.25)
            yy -= 10
        ry = y - 4
        for ln in o.get('head_right', []):
            pg.t(W - M, ry, ln, 8, align='R')
            ry -= 11
        y = min(yy, ry) - 2
        pg.line(M, y, W - M, y, 1.2)
        y -= 14
        pinfo = o['pinfo'] if n == 1 else o.get('pinfo_cont', o['pinfo'][:1])
        fr = o.get('pcols', [0.42, 0.29, 0.29])
        px = [M + sum(fr[:i]) * (W - 2 * M) for i in range(3)]
        for row in pinfo:
            for i, (k, v) in enumerate(row):
                pg.t(px[i], y, k, fs - 0.5, grey=0.3)
                pg.t(px[i] + (o.get('plab', 62) if i == 0 else o.get('plab2', o.get('plab', 62))), y, v, fs, True)
            y -= lh
        pg.line(M, y + lh * 0.4, W - M, y + lh * 0.4, 0.4)
        y -= 6
        if n == 1 and o.get('title'):
            pg.t(W / 2, y - 4, o['title'], 11, True, 'C')
            y -= 20
        return y

    def foot(pg: Page, n: int):
        pg.line(M, M + 16, W - M, M + 16, 0.4)
        pg.t(M, M + 6, o.get('footer', ''), 7, grey=0.3)
        pg.t(W - M, M + 6, o.get('pageword', 'Page {p}/{n}').format(p=n, n=npages), 7, align='R')

    cols = o.get('cols', ['name', 'value', 'unit', 'range'])
    heads = o.get('heads', cols)
    wsum = sum(o.get('widths', [1] * len(cols)))
    sbs = bool(o.get('sbs'))
    TW = ((W - 2 * M) - 14) / 2 if sbs else (W - 2 * M)
    xs, acc = [], M
    for w in o.get('widths', [1] * len(cols)):
        xs.append(acc)
        acc += w / wsum * TW
    xs.append(M + TW)
    right = set(o.get('right', ['value']))
    XOFF = [0.0, TW + 14]

    def col_x(i, c, half=0):
        return (xs[i + 1] - 6 + XOFF[half], 'R') if c in right else (xs[i] + 2 + XOFF[half], 'L')

    def table_head(pg, y):
        for half in ([0, 1] if sbs else [0]):
            pg.box(M + XOFF[half], y - 3, TW, lh + 2, 0.88)
            hh = o.get('heads2', heads) if half else heads
            for i, (c, h) in enumerate(zip(cols, hh)):
                x, al = col_x(i, c, half)
                pg.t(x, y, h, fs - 0.5, True, al)
        return y - lh - 3

    lead_w = measure(ff[0], '.', fs)

    pages = {}
    for s in d.sections:
        pages.setdefault(s.page, []).append(s)
    for n in range(1, npages + 1):
        pg = Page(out, W, H, bool(o.get('rtl')), bool(o.get('arabic')))
        y = head(pg, n)
        foot(pg, n)
        if o.get('block'):
            ncol = 2 if o.get('twocol') else 1
            cw = (W - 2 * M) / ncol
            col, ytop = 0, y
            ycol0 = y  # part Q: where the first column ended, so the closing lines go below both columns
            for s in pages.get(n, []):
                if col == 0 and ncol == 2 and (y < 200 or s.opts.get('newcol')):
                    ycol0 = y
                    col, y = 1, ytop
                pg.t(M + col * cw, y, s.title, fs + 1, True)
                pg.line(M + col * cw, y - 3, M + col * cw + cw - 12, y - 3, 0.6)
                y -= lh + 4
                for r in s.rows:
                    if ncol == 2 and y < M + 70 and col == 0:
                        ycol0 = y
                        col, y = 1, ytop
                    x = M + col * cw
                    pg.t(x, y, r.name, fs, True)
                    y -= lh
                    f = pflag(d, r)
                    pg.t(x + 10, y, o.get('reslab', 'Result') + ':', fs - 0.5, grey=0.3)
                    if o.get('flagpos'):
                        pg.t(x + 95, y, cell(d, r, 'value')[0], fs, direction(r) is not None, "R")
                        pg.t(x + 99, y, r.unit or '', fs, False)
                    else:
                        pg.t(x + 95, y, pval(d, r), fs, direction(r) is not None, "R")
                        pg.t(x + 99, y, (r.unit or '') + (('   ' + f) if f else ''), fs, False)
                    y -= lh
                    pg.t(x + 10, y, o.get('reflab', 'Reference') + ':', fs - 0.5, grey=0.3)
                    for k, ln in enumerate(prange(d, r).split('\n')):
                        pg.t(x + 99, y, ln, fs - 0.5)
                        y -= lh - (1.5 if k else 0)
                    if r.prev:
                        pg.t(x + 10, y, o.get('prevlab', 'Previous') + ':', fs - 0.5, grey=0.3)
                        pg.t(x + 99, y, fmt(d, r.prev) + ' ' + (r.unit or ''), fs - 0.5, grey=0.3)
                        y -= lh
                    if r.note:
                        pg.t(x + 10, y, r.note, fs - 1.5, grey=0.25)
                        y -= lh
                    y -= 3
                if s.note:
                    for ln in s.note.split('\n'):
                        pg.t(M + col * cw, y, ln, fs - 1, grey=0.2)
                        y -= lh - 1
                y -= 6
            y = min(y, ytop) if ncol == 1 else (min(y, ycol0) if col == 1 else y)
        else:
            y = table_head(pg, y)
            ytop, yleft = y, y
            for s in pages.get(n, []):
                half = 1 if (sbs and s.opts.get('col') == 1) else 0
                if sbs and half == 1 and s.opts.get('top'):
                    yleft, y = y, ytop
                if sbs and half == 0 and s.opts.get('below'):
                    y = min(y, yleft)
                X0, X1 = M + XOFF[half], M + XOFF[half] + TW
                gtop = y + lh - 4
                if o.get('grid'):
                    pg.line(X0, gtop, X1, gtop, 0.4, 0.3)
                pg.t(X0 + 2, y, s.title, fs + 0.5, True)
                y -= lh + 1
                for r in s.rows:
                    cells = rowcells(d, r, cols)
                    nl = max(len(t.split('\n')) for t, _ in cells)
                    for i, (c, (t, b)) in enumerate(zip(cols, cells)):
                        x, al = col_x(i, c, half)
                        for k, ln in enumerate(t.split('\n')):
                            pg.t(x + (8 if c == 'name' and k == 0 and s.opts.get('indent') else 0), y - k * (lh - 1.5), ln, fs, b, al)
                        if c == 'name' and o.get('leaders') and t:
                            # a dotted leader from the end of the name to the next column (a value column: up to its text)
                            x_end = x + measure(ff[1] if b else ff[0], t.split('\n')[0], fs) + 3
                            nxt = cols[i + 1] if i + 1 < len(cols) else None
                            if nxt in right:
                                vw = measure(ff[0], cells[i + 1][0].split('\n')[0], fs) if cells[i + 1][0] else 0
                                x_stop = xs[i + 2] - 6 + XOFF[half] - vw - 4
                            else:
                                x_stop = xs[i + 1] + XOFF[half] - 4
                            ndots = int((x_stop - x_end) / lead_w)
                            if ndots >= 3:
                                pg.t(x_end, y, '.' * ndots, fs, False, 'L', 0.35)
                    y -= nl * (lh - 1.5) + 1.5
                    if o.get('rowrules') or o.get('grid'):
                        pg.line(X0, y + lh - 4, X1, y + lh - 4, 0.2, 0.6)
                    if r.note:
                        pg.t(xs[0] + XOFF[half] + 14, y, r.note, fs - 1.5, grey=0.25)
                        y -= lh
                if o.get('grid'):
                    for xx in xs:
                        pg.line(xx + XOFF[half], gtop, xx + XOFF[half], y + lh - 4, 0.4, 0.3)
                if s.note:
                    for ln in s.note.split('\n'):
                        pg.t(X0 + 2, y, ln, fs - 1, grey=0.2)
                        y -= lh - 1
                y -= 5
                if sbs and half == 1:
                    y = min(y, yleft) if s.opts.get('last') else y
        if n == npages:
            for ln in o.get('end_lines', []):
                pg.t(M, y, ln, fs - 1, grey=0.15)
                y -= lh - 1
            y -= 16
            for i, sgn in enumerate(o.get('sign', [])):
                pg.t(W - M - i * 230, y, sgn, fs - 0.5, align='R')
        elif o.get('cont'):
            pg.t(W - M, y - 4, o['cont'], fs - 1, align='R', grey=0.3)
        if y < M + 24:
            raise RuntimeError(f'{d.id}: page {n} overflows ({y:.0f})')
    spec = os.path.join(work, d.id + '.lp')
    with open(spec, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    here = os.path.dirname(os.path.abspath(__file__))
    if printer == 'reuse' or (printer == 'textpdf' and isinstance(o.get('tpfont'), (tuple, list))):
        for ln in out:
            if ln.startswith('T\t'):
                ln.split('\t', 7)[7].encode('cp1252')  # raises: a standard-14 font in WinAnsi cannot show it
    exe = build_printers(work)
    r = subprocess.run(exe[printer] + [spec, pdf], capture_output=True)
    if r.returncode:
        raise RuntimeError(r.stderr.decode()[-2000:])
    # every string drawn must come back from the text layer (pdftotext, squashed), on its own page
    import unicodedata
    def sq(t):
        t = re.sub(r'[\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', t)
        return re.sub(r'\s+', '', unicodedata.normalize('NFKC', t).replace('\u2212', '-')).lower()
    texts = []
    pg = 0
    for ln in out:
        if ln.startswith('PAGE'):
            pg += 1
            texts.append([])
        elif ln.startswith('T\t'):
            t = ln.split('\t', 7)[7]
            if o.get('arabic'):  # drawn in visual order; pdftotext gives Arabic back in logical order: check word by word
                texts[-1].extend(re.findall(r'[\u0600-\u06ff\ufb50-\ufeff]+|[^\s()\u0600-\u06ff\ufb50-\ufeff]+', t))
            else:
                texts[-1].append(t)
    for i, strs in enumerate(texts):
        got = sq(subprocess.run(['pdftotext', '-f', str(i + 1), '-l', str(i + 1), pdf, '-'], capture_output=True).stdout.decode())
        # Arabic words were drawn in visual order: pdftotext gives them back in logical order (reversed)
        missing = [t for t in strs if sq(t) not in got and not (o.get('arabic') and sq(t[::-1]) in got)]
        if missing:
            print(f'WARNING {d.id} page {i + 1}: {len(missing)} strings not extracted as drawn: {missing[:6]}', file=sys.stderr)


def build_printers(work: str) -> dict:
    """The three printers run as scripts: Perl PDF::Reuse, Perl Text::PDF, Python pydyf (Debian's python3)."""
    here = os.path.dirname(os.path.abspath(__file__))
    return {'reuse': ['perl', os.path.join(here, 'reuse_print.pl')],
            'textpdf': ['perl', os.path.join(here, 'textpdf_print.pl')],
            'pydyf': ['/usr/bin/python3', os.path.join(here, 'pydyf_print.py')]}
