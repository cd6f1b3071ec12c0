"""Part R: part Q's display-list layout, printed here by Go gofpdf (gofpdf_print.go: AddUTF8FontFromBytes, option
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


def esc(s: str) -> str:
    return str(s).replace('\t', ' ').replace('\n', ' ')


class Page:
    def __init__(self, out, w, h, rtl=False):
        self.out, self.w, self.h, self.rtl = out, w, h, rtl
        out.append(f'PAGE\t{w}\t{h}')

    def t(self, x, y, s, size=8.5, bold=False, align='L', grey=0.0):
        if self.rtl:
            x, align = self.w - x, {'L': 'R', 'R': 'L', 'C': 'C'}[align]
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
    if printer == 'gofpdf':
        out.append('GOFONT\t' + '\t'.join(FONTS[o.get('gofont', 'dejavu')]))
    if printer == 'podofo':
        if o.get('podo14'):
            out.append('PODOFOFONT\tbase14\t' + '\t'.join(o['podo14']))
        else:
            out.append('PODOFOFONT\t' + '\t'.join(FONTS[o.get('podofont', 'dejavu')]))
    if printer == 'rbpdf':
        out.append(f'RBFONT\t{o.get("rbfont", "dejavusans")}\t{o.get("rbbold", "B")}')
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
    xs, acc = [], M
    for w in o.get('widths', [1] * len(cols)):
        xs.append(acc)
        acc += w / wsum * (W - 2 * M)
    xs.append(W - M)
    right = set(o.get('right', ['value']))

    def col_x(i, c):
        return (xs[i + 1] - 6, 'R') if c in right else (xs[i] + 2, 'L')

    def table_head(pg, y):
        pg.box(M, y - 3, W - 2 * M, lh + 2, 0.88)
        for i, (c, h) in enumerate(zip(cols, heads)):
            x, al = col_x(i, c)
            pg.t(x, y, h, fs - 0.5, True, al)
        return y - lh - 3

    pages = {}
    for s in d.sections:
        pages.setdefault(s.page, []).append(s)
    for n in range(1, npages + 1):
        pg = Page(out, W, H, bool(o.get('rtl')))
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
            for s in pages.get(n, []):
                gtop = y + lh - 4
                if o.get('grid'):
                    pg.line(M, gtop, W - M, gtop, 0.4, 0.3)
                pg.t(M + 2, y, s.title, fs + 0.5, True)
                y -= lh + 1
                for r in s.rows:
                    cells = rowcells(d, r, cols)
                    nl = max(len(t.split('\n')) for t, _ in cells)
                    for i, (c, (t, b)) in enumerate(zip(cols, cells)):
                        x, al = col_x(i, c)
                        for k, ln in enumerate(t.split('\n')):
                            pg.t(x + (8 if c == 'name' and k == 0 and s.opts.get('indent') else 0), y - k * (lh - 1.5), ln, fs, b, al)
                    y -= nl * (lh - 1.5) + 1.5
                    if o.get('rowrules') or o.get('grid'):
                        pg.line(M, y + lh - 4, W - M, y + lh - 4, 0.2, 0.6)
                    if r.note:
                        pg.t(xs[0] + 14, y, r.note, fs - 1.5, grey=0.25)
                        y -= lh
                if o.get('grid'):
                    for xx in xs:
                        pg.line(xx, gtop, xx, y + lh - 4, 0.4, 0.3)
                if s.note:
                    for ln in s.note.split('\n'):
                        pg.t(M + 2, y, ln, fs - 1, grey=0.2)
                        y -= lh - 1
                y -= 5
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
    if printer == 'podofo' and o.get('podo14'):
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
        return re.sub(r'\s+', '', unicodedata.normalize('NFKC', t).replace('\u2212', '-')).lower()
    texts = []
    pg = 0
    for ln in out:
        if ln.startswith('PAGE'):
            pg += 1
            texts.append([])
        elif ln.startswith('T\t'):
            texts[-1].append(ln.split('\t', 7)[7])
    for i, strs in enumerate(texts):
        got = sq(subprocess.run(['pdftotext', '-f', str(i + 1), '-l', str(i + 1), pdf, '-'], capture_output=True).stdout.decode())
        missing = [t for t in strs if sq(t) not in got]
        if missing:
            print(f'WARNING {d.id} page {i + 1}: {len(missing)} strings not extracted as drawn: {missing[:6]}', file=sys.stderr)


_BUILT: dict = {}


def build_printers(work: str) -> dict:
    """Compile the Go and C++ printers once per run into the work folder (Go offline from Debian's gocode tree)."""
    if _BUILT:
        return _BUILT
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, GO111MODULE='off', GOPATH='/usr/share/gocode', GOFLAGS='', GOCACHE=os.path.join(work, 'gocache'))
    go_exe = os.path.join(work, 'gofpdf_print')
    subprocess.run(['go', 'build', '-o', go_exe, os.path.join(here, 'gofpdf_print.go')], check=True, env=env)
    pp_exe = os.path.join(work, 'podofo_print')
    flags = subprocess.run(['pkg-config', '--cflags', '--libs', 'libpodofo'], capture_output=True, text=True).stdout.split() or ['-lpodofo']
    subprocess.run(['g++', '-O1', os.path.join(here, 'podofo_print.cpp'), '-o', pp_exe] + flags, check=True)
    _BUILT.update(gofpdf=[go_exe], podofo=[pp_exe], rbpdf=['ruby', os.path.join(here, 'rbpdf_print.rb')])
    return _BUILT
