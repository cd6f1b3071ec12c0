"""pycairo renderer: a LIS report engine drawing positioned text on a cairo PDF surface (fonts embedded as
subsets by cairo, 'cairo 1.16' as the PDF producer): fixed columns at x positions, the column header and the
letterhead repeated on every page, shaded section bands, rules, a footer with page x/y; optional landscape."""
from __future__ import annotations

import cairo

from cells import is_abn, pages_of, rowcells
from model import D

MM = 72 / 25.4


class Pen:
    def __init__(self, ctx, family):
        self.ctx = ctx
        self.family = family

    def text(self, x, y, s, size=8.5, bold=False, align='l', color=(0, 0, 0), italic=False):
        c = self.ctx
        c.select_font_face(self.family, cairo.FONT_SLANT_ITALIC if italic else cairo.FONT_SLANT_NORMAL,
                           cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
        c.set_font_size(size)
        c.set_source_rgb(*color)
        w = c.text_extents(s).x_advance
        if align == 'r':
            x -= w
        elif align == 'c':
            x -= w / 2
        c.move_to(x, y)
        c.show_text(s)
        return w

    def line(self, x1, y1, x2, y2, w=0.5, color=(0, 0, 0)):
        c = self.ctx
        c.set_source_rgb(*color)
        c.set_line_width(w)
        c.move_to(x1, y1)
        c.line_to(x2, y2)
        c.stroke()

    def rect(self, x, y, w, h, color):
        c = self.ctx
        c.set_source_rgb(*color)
        c.rectangle(x, y, w, h)
        c.fill()


def hexc(s):
    s = s.lstrip('#')
    return tuple(int(s[i:i + 2], 16) / 255 for i in (0, 2, 4))


def cairo_pdf(d: D, out: str, work: str = '') -> None:
    o = d.opts
    W, H = (842, 595) if o.get('landscape') else (595, 842)
    surf = cairo.PDFSurface(out, W, H)
    surf.set_metadata(cairo.PDF_METADATA_CREATOR, o.get('creator', 'LabSys Report Engine'))
    ctx = cairo.Context(surf)
    pen = Pen(ctx, o.get('family', 'DejaVu Sans'))
    size = o.get('size', 8.3)
    lh = size * 1.45
    n = pages_of(d)
    cols = o['cols']
    heads = o['heads']
    xs = [x * MM for x in o['xs']]  # left x of each column (right edge for 'r' aligned)
    aligns = o.get('aligns', ['l'] * len(cols))
    left, right = 14 * MM, W - 14 * MM
    abn_col = hexc(o['abn_color']) if o.get('abn_color') else (0, 0, 0)

    def head(p):
        y = 16 * MM
        for i, line in enumerate(o.get('lab_lines', [])):
            pen.text(left, y, line, size + (4 if i == 0 else 0), bold=i == 0)
            y += lh + (4 if i == 0 else 0)
        if o.get('title'):
            y += 3
            pen.text(W / 2, y, o['title'], size + 2.5, bold=True, align='c')
            y += lh + 2
        pen.line(left, y - lh + 5, right, y - lh + 5, 0.8)
        y += 4
        for row in o.get('pinfo', []):
            x = left
            cw = (right - left) / max(len(r) for r in o['pinfo'])
            for k, v in row:
                w = pen.text(x, y, k, size, bold=True)
                pen.text(x + w + 4, y, v, size)
                x += cw
            y += lh
        y += 3
        if o.get('headbg'):
            pen.rect(left, y - lh + 2, right - left, lh + 1, hexc(o['headbg']))
        for x, t, a in zip(xs, heads, aligns):
            pen.text(x, y, t, size, bold=True, align=a)
        pen.line(left, y + 4, right, y + 4, 0.8)
        return y + lh + 2

    def foot(p):
        y = H - 14 * MM
        pen.line(left, y - lh, right, y - lh, 0.5)
        for i, line in enumerate(o.get('foot_lines', [])):
            pen.text(left, y + i * lh, line, size - 1.5)
        pw = o.get('pageword', 'Page {p} / {n}').format(p=p, n=n)
        pen.text(right, y, pw, size - 1.5, align='r')

    page = 1
    y = head(1)
    for s in d.sections:
        if s.page != page:
            foot(page)
            ctx.show_page()
            page = s.page
            y = head(page)
        y += 2
        if o.get('secbg'):
            pen.rect(left, y - lh + 3, right - left, lh, hexc(o['secbg']))
        pen.text(left + 1, y, s.title, size + 0.5, bold=True)
        y += lh
        if s.sub:
            pen.text(left + 6, y, s.sub, size - 1, italic=True)
            y += lh
        for r in s.rows:
            cs = rowcells(d, r, cols)
            nlines = 1
            for (t, b), c, x, a in zip(cs, cols, xs, aligns):
                parts = t.split('\n')
                nlines = max(nlines, len(parts))
                color = abn_col if (is_abn(r) and c in ('value', 'flag')) else ((0.35, 0.35, 0.35) if c.startswith('prev') else (0, 0, 0))
                for k, part in enumerate(parts):
                    sz = size - (0.8 if c in ('range', 'prev', 'prev2') and len(parts) > 1 else 0)
                    pen.text(x, y + k * (lh - 1.5), part, sz, bold=b, align=a, color=color)
            y += lh + (nlines - 1) * (lh - 1.5)
            if o.get('row_rules'):
                pen.line(left, y - lh + 4, right, y - lh + 4, 0.25, (0.6, 0.6, 0.6))
            if r.note:
                for part in r.note.split('\n'):
                    pen.text(xs[0] + 8, y, part, size - 1, italic=True, color=(0.2, 0.2, 0.2))
                    y += lh - 1
        if s.note:
            y += 2
            for part in s.note.split('\n'):
                pen.text(left + 2, y, part, size - 1)
                y += lh - 1
            y += 2
        if y > H - 24 * MM:
            raise RuntimeError(f'{d.id}: page {page} overflows (y={y / MM:.0f} mm)')
    y += 4
    for line in o.get('end_lines', []):
        pen.text(left, y, line, size - 0.5)
        y += lh
    if y > H - 22 * MM:
        raise RuntimeError(f'{d.id}: page {page} overflows at the end (y={y / MM:.0f} mm)')
    foot(page)
    ctx.show_page()
    surf.finish()
