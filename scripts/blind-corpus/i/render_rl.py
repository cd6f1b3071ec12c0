"""ReportLab renderers: a platypus Table report (header flowables, repeated table header rows, page footer drawn
on the canvas, 'Page x of y' by building twice) and a positioned canvas report (fixed columns, the way LIS
report engines draw). Standard Type 1 fonts (Helvetica, Courier, not embedded) for Latin pages, a registered
TTF (DejaVu Sans, WenQuanYi Micro Hei, IPA P Gothic, Nanum Gothic) for other scripts."""
from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)
from reportlab.pdfgen import canvas as rlcanvas

from model import D, R, pflag, prange, pval, fmt

_REG = False


def register() -> None:
    global _REG
    if _REG:
        return
    pdfmetrics.registerFont(TTFont('DejaVu', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'))
    pdfmetrics.registerFont(TTFont('DejaVu-Bold', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'))
    pdfmetrics.registerFont(TTFont('DejaVuCond', '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf'))
    pdfmetrics.registerFont(TTFont('WQY', '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', subfontIndex=0))
    pdfmetrics.registerFont(TTFont('IPAPGothic', '/usr/share/fonts/opentype/ipafont-gothic/ipagp.ttf'))
    pdfmetrics.registerFont(TTFont('Nanum', '/usr/share/fonts/truetype/nanum/NanumGothic.ttf'))
    pdfmetrics.registerFont(TTFont('Nanum-Bold', '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf'))
    _REG = True


def bold_of(font: str) -> str:
    return {'Helvetica': 'Helvetica-Bold', 'Times-Roman': 'Times-Bold', 'Courier': 'Courier-Bold',
            'DejaVu': 'DejaVu-Bold', 'DejaVuCond': 'DejaVu-Bold', 'Nanum': 'Nanum-Bold'}.get(font, font)


def P(text: str, font: str, size: float = 8.5, bold: bool = False, align: int = 0, lead: float | None = None,
      color=colors.black) -> Paragraph:
    st = ParagraphStyle('x', fontName=bold_of(font) if bold else font, fontSize=size,
                        leading=lead or size * 1.22, alignment=align, textColor=color)
    return Paragraph(text, st)


def cell_value(d: D, r: R) -> str:
    v = pval(d, r)
    f = pflag(d, r)
    if d.opts.get('flagpos') == 'suffix' and f:
        v = f'{v} {f}'
    return v


def rl_table(d: D, out: str) -> None:
    register()
    o = d.opts
    font = d.font
    fb = bold_of(font)
    size = o.get('size', 8.5)
    pagesize = o.get('pagesize', A4)
    if o.get('landscape'):
        pagesize = landscape(pagesize)
    cols = o['cols']
    heads = o['heads']
    widths = [w * mm for w in o['widths']]

    def story():
        st = []
        # letterhead
        for i, line in enumerate(o['lab_lines']):
            st.append(P(escape(line), font, size + (5 if i == 0 else 0), bold=i == 0, align=o.get('head_align', 0)))
        st.append(Spacer(1, 3 * mm))
        if o.get('title'):
            st.append(P(escape(o['title']), font, size + 3, bold=True, align=1))
            st.append(Spacer(1, 2 * mm))
        pi = o['pinfo']  # list of rows of (label, value) pairs
        data = [[c for pair in row for c in (P(escape(pair[0]), font, size, bold=True), P(escape(pair[1]), font, size))] for row in pi]
        ncol = max(len(r) for r in data)
        data = [r + [''] * (ncol - len(r)) for r in data]
        pw = pagesize[0] - 30 * mm
        t = Table(data, colWidths=[pw / ncol * (0.8 if i % 2 == 0 else 1.2) for i in range(ncol)])
        t.setStyle(TableStyle([('BOX', (0, 0), (-1, -1), 0.6, colors.black), ('VALIGN', (0, 0), (-1, -1), 'TOP'),
                               ('TOPPADDING', (0, 0), (-1, -1), 1), ('BOTTOMPADDING', (0, 0), (-1, -1), 1)]))
        st.append(t)
        st.append(Spacer(1, 3 * mm))
        page = 1
        for s in d.sections:
            if s.page != page:
                st.append(PageBreak())
                page = s.page
            cols_s = s.opts.get('cols', cols)
            heads_s = s.opts.get('heads', heads)
            widths_s = [w * mm for w in s.opts['widths']] if 'widths' in s.opts else widths
            rows = [[P(escape(h), font, size - 0.5, bold=True) for h in heads_s]]
            sty = [('LINEBELOW', (0, 0), (-1, 0), 0.8, colors.black), ('VALIGN', (0, 0), (-1, -1), 'TOP'),
                   ('TOPPADDING', (0, 0), (-1, -1), 1.2), ('BOTTOMPADDING', (0, 0), (-1, -1), 1.2)]
            if o.get('grid'):
                sty.append(('GRID', (0, 0), (-1, -1), 0.4, colors.grey))
            if o.get('headbg'):
                sty.append(('BACKGROUND', (0, 0), (-1, 0), colors.HexColor(o['headbg'])))
            title_row = [P(escape(s.title), font, size + 0.5, bold=True)] + [''] * (len(cols_s) - 1)
            rows.append(title_row)
            sty.append(('SPAN', (0, 1), (-1, 1)))
            if o.get('titlebg'):
                sty.append(('BACKGROUND', (0, 1), (-1, 1), colors.HexColor(o['titlebg'])))
            for r in s.rows:
                abn = bool(pflag(d, r)) or (d.flags == 'bold' and r.ab is not False and _abn(r))
                cells = []
                for c in cols_s:
                    rr = r
                    if c.startswith('t_'):
                        c = c[2:]
                        r = rr.twin
                        if r is None:
                            cells.append('')
                            r = rr
                            continue
                        abn = bool(pflag(d, r))
                    b = abn and c in ('value', 'flag') and o.get('bold_abn', d.flags == 'bold')
                    if c == 'name':
                        nm = escape(r.name) + (f'<super>{escape(r.fn)}</super>' if r.fn else '')
                        cells.append(P(nm, font, size))
                    elif c == 'value':
                        cells.append(P(escape(cell_value(d, r)), font, size, bold=b, align=o.get('valign', 0)))
                    elif c == 'flag':
                        cells.append(P(escape(pflag(d, r)), font, size, bold=True))
                    elif c == 'unit':
                        cells.append(P(escape(r.unit or ''), font, size))
                    elif c == 'range':
                        txt = prange(d, r)
                        cells.append(P('<br/>'.join(escape(x) for x in txt.split('\n')), font, size - 0.5))
                    elif c == 'prev':
                        cells.append(P(escape(fmt(d, r.prev) if r.prev else ''), font, size - 0.5, color=colors.HexColor('#444444')))
                    elif c == 'prev2':
                        cells.append(P(escape(fmt(d, r.prev2) if r.prev2 else ''), font, size - 0.5, color=colors.HexColor('#444444')))
                    elif c == 'alt':
                        cells.append(P(escape(r.alt or ''), font, size - 0.5))
                    else:
                        cells.append('')
                    r = rr
                    abn = bool(pflag(d, r))
                rows.append(cells)
                if r.note:
                    rows.append([P(escape(r.note), font, size - 1, color=colors.HexColor('#333333'))] + [''] * (len(cols_s) - 1))
                    sty.append(('SPAN', (0, len(rows) - 1), (-1, len(rows) - 1)))
            t = Table(rows, colWidths=widths_s, repeatRows=1)
            t.setStyle(TableStyle(sty))
            st.append(t)
            if s.note:
                st.append(Spacer(1, 1.5 * mm))
                st.extend(note_flowables(s.note, font, size - 1))
            st.append(Spacer(1, 3 * mm))
        for n in o.get('end', []):
            st.extend(note_flowables(n, font, size - 1))
        return st

    total = [0]

    def on_page(c, doc):
        c.saveState()
        c.setFont(font, 7)
        y = 12 * mm
        for i, line in enumerate(o.get('footer', [])):
            c.drawString(15 * mm, y + (len(o.get('footer', [])) - 1 - i) * 9, line)
        pf = o.get('pagefmt', 'Page {p} of {n}')
        c.drawRightString(pagesize[0] - 15 * mm, y, pf.format(p=doc.page, n=total[0] or '?'))
        if o.get('runhead') and doc.page > 1:
            c.setFont(font, 7.5)
            c.drawString(15 * mm, pagesize[1] - 10 * mm, o['runhead'])
        c.restoreState()

    import io
    buf = io.BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=pagesize, leftMargin=15 * mm, rightMargin=15 * mm, topMargin=14 * mm,
                            bottomMargin=22 * mm, title=o.get('pdf_title', d.id), author=o.get('author', ''),
                            creator=o.get('creator', 'ReportLab PDF Library - www.reportlab.com'))
    doc.build(story(), onFirstPage=on_page, onLaterPages=on_page)
    total[0] = doc.page
    doc = SimpleDocTemplate(out, pagesize=pagesize, leftMargin=15 * mm, rightMargin=15 * mm, topMargin=14 * mm,
                            bottomMargin=22 * mm, title=o.get('pdf_title', d.id), author=o.get('author', ''),
                            creator=o.get('creator', 'ReportLab PDF Library - www.reportlab.com'))
    doc.build(story(), onFirstPage=on_page, onLaterPages=on_page)


def _abn(r: R) -> bool:
    from model import direction
    return direction(r) is not None


def note_flowables(note, font, size):
    """A note: a string (paragraph, lines split on \\n) or a list of table rows (interpretive table)."""
    out = []
    items = note if isinstance(note, list) and note and isinstance(note[0], tuple) else [note]
    for it in items:
        if isinstance(it, tuple) and it[0] == 'table':
            rows = [[P(escape(c), font, size) for c in row] for row in it[1]]
            t = Table(rows, hAlign='LEFT')
            t.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.3, colors.grey), ('TOPPADDING', (0, 0), (-1, -1), 0.8),
                                   ('BOTTOMPADDING', (0, 0), (-1, -1), 0.8)]))
            out.append(t)
        elif isinstance(it, tuple) and it[0] == 'para':
            out.append(P('<br/>'.join(escape(x) for x in it[1].split('\n')), font, size))
        else:
            out.append(P('<br/>'.join(escape(x) for x in str(it).split('\n')), font, size))
        out.append(Spacer(1, 1 * mm))
    return out


def rl_canvas(d: D, out: str) -> None:
    """Positioned text: header block, then rows at fixed x positions; page breaks where the section says."""
    register()
    o = d.opts
    font = d.font
    fb = bold_of(font)
    size = o.get('size', 8.5)
    pagesize = o.get('pagesize', A4)
    W, H = pagesize
    xs = o['xs']  # x (mm) of each column
    cols = o['cols']
    heads = o['heads']
    lead = size * 1.45
    c = rlcanvas.Canvas(out, pagesize=pagesize)
    c.setTitle(o.get('pdf_title', d.id))
    c.setCreator(o.get('creator', 'ReportLab PDF Library - www.reportlab.com'))
    npages = max(s.page for s in d.sections)

    def header(p):
        y = H - 14 * mm
        for i, line in enumerate(o['lab_lines']):
            c.setFont(fb if i == 0 else font, size + 4 if i == 0 else size - 0.5)
            c.drawString(15 * mm, y, line)
            y -= (size + 6) if i == 0 else lead
        if o.get('title'):
            c.setFont(fb, size + 3)
            c.drawCentredString(W / 2, y - 2, o['title'])
            y -= size + 10
        c.setLineWidth(0.8)
        c.line(15 * mm, y + lead * 0.6, W - 15 * mm, y + lead * 0.6)
        for row in o['pinfo']:
            x = 15 * mm
            step = (W - 30 * mm) / len(row)
            for lab, val in row:
                c.setFont(font, size - 0.5)
                c.drawString(x, y - 4, lab)
                c.setFont(fb, size)
                c.drawString(x + o.get('plw', 22) * mm, y - 4, val)
                x += step
            y -= lead
        y -= 4
        c.line(15 * mm, y + lead * 0.3, W - 15 * mm, y + lead * 0.3)
        y -= lead * 0.6
        c.setFont(fb, size)
        for x, h in zip(xs, heads):
            c.drawString(x * mm, y, h)
        y -= 3
        c.setLineWidth(0.4)
        c.line(15 * mm, y, W - 15 * mm, y)
        y -= lead
        return y

    def footer(p):
        c.setFont(font, 6.8)
        fy = 10 * mm
        for i, line in enumerate(o.get('footer', [])):
            c.drawString(15 * mm, fy + (len(o['footer']) - 1 - i) * 8.5, line)
        c.drawRightString(W - 15 * mm, fy, o.get('pagefmt', '{p}/{n}').format(p=p, n=npages))

    page = 1
    y = header(1)
    for s in d.sections:
        if s.page != page:
            footer(page)
            c.showPage()
            page = s.page
            y = header(page)
        c.setFont(fb, size + 0.5)
        c.drawString(15 * mm, y, s.title)
        y -= lead
        for r in s.rows:
            abn = bool(pflag(d, r))
            for x, col in zip(xs, cols):
                b = abn and col in ('value', 'flag')
                c.setFont(fb if b else font, size)
                if col == 'name':
                    c.drawString(x * mm, y, r.name)
                    if r.fn:
                        c.setFont(font, size * 0.6)
                        c.drawString(x * mm + pdfmetrics.stringWidth(r.name, font, size) + 1, y + size * 0.45, r.fn)
                elif col == 'value':
                    if o.get('valright'):
                        c.drawRightString(x * mm, y, cell_value(d, r))
                    else:
                        c.drawString(x * mm, y, cell_value(d, r))
                elif col == 'flag':
                    c.drawString(x * mm, y, pflag(d, r))
                elif col == 'unit':
                    c.drawString(x * mm, y, r.unit or '')
                elif col == 'range':
                    lines = prange(d, r).split('\n')
                    for i, ln in enumerate(lines):
                        c.setFont(font, size - 0.5)
                        c.drawString(x * mm, y - i * lead * 0.85, ln)
                    if len(lines) > 1:
                        extra = (len(lines) - 1) * lead * 0.85
                        y -= extra
                elif col == 'prev':
                    c.setFont(font, size - 0.5)
                    c.drawString(x * mm, y, fmt(d, r.prev) if r.prev else '')
            y -= lead
            if r.note:
                c.setFont(font, size - 1.2)
                c.drawString(xs[0] * mm + 6, y, r.note)
                y -= lead
        if s.note:
            c.setFont(font, size - 1.2)
            for ln in (s.note if isinstance(s.note, str) else '\n'.join(' | '.join(rw) for rw in s.note[0][1])).split('\n'):
                c.drawString(xs[0] * mm + 6, y, ln)
                y -= lead * 0.8
        y -= lead * 0.5
    for ln in o.get('end', []):
        c.setFont(font, size - 1.2)
        c.drawString(15 * mm, y, ln)
        y -= lead * 0.8
    if o.get('chart'):
        draw_chart(c, 20 * mm, y - 48 * mm, 95 * mm, 42 * mm, font, **o['chart'])
    footer(page)
    c.showPage()
    c.save()


def draw_chart(c, x0, y0, w, h, font, title, xs, ys, ticks, target=None):
    """A small trend chart on the canvas: y tick labels, x date labels, a dashed target line."""
    lo, hi = ticks[0], ticks[-1]
    Y = lambda v: y0 + 10 + (h - 22) * (v - lo) / (hi - lo)
    X = lambda i: x0 + 26 + i * (w - 40) / max(1, len(xs) - 1)
    c.saveState()
    c.setFont(bold_of(font), 7.5)
    c.drawString(x0, y0 + h - 6, title)
    c.setLineWidth(0.6)
    c.line(x0 + 18, y0 + 10, x0 + 18, y0 + h - 12)
    c.line(x0 + 18, y0 + 10, x0 + w, y0 + 10)
    c.setFont(font, 6.5)
    for t in ticks:
        c.drawRightString(x0 + 15, Y(t) - 2, f'{t:.1f}')
        c.setStrokeColor(colors.HexColor('#cccccc'))
        c.line(x0 + 18, Y(t), x0 + w, Y(t))
    if target is not None:
        c.setStrokeColor(colors.HexColor('#aa0000'))
        c.setDash(3, 2)
        c.line(x0 + 18, Y(target), x0 + w, Y(target))
        c.setDash()
    c.setStrokeColor(colors.black)
    c.setLineWidth(1.1)
    for i in range(len(ys) - 1):
        c.line(X(i), Y(ys[i]), X(i + 1), Y(ys[i + 1]))
    for i, (lab, v) in enumerate(zip(xs, ys)):
        c.circle(X(i), Y(v), 1.6, fill=1)
        c.drawCentredString(X(i), y0 + 2, lab)
    c.restoreState()
