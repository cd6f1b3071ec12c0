"""Part L renderer 1: Apache FOP 2.8 (XSL-FO -> PDF). One fo:page-sequence: fo:static-content for the lab header
(repeated on every page) and the footer (phones, ids, "page x of y" with fo:page-number and
fo:page-number-citation), the patient block, a results fo:table with fixed column widths whose fo:table-header FOP
repeats after each page break (rows of a section on a later page start with break-before="page"), block layout
(one analyte per block, optionally in two columns: region-body column-count), a logo (fo:external-graphic),
signatures. Fonts: `fop.xconf` with <auto-detect/> embeds DejaVu / Liberation / Droid Sans Fallback TrueType as
CID Identity-H; font "Helvetica" uses FOP's base-14 font (not embedded, WinAnsi)."""
from __future__ import annotations

import os
import subprocess
from xml.sax.saxutils import escape

from cells import pages_of, rowcells
from model import D

BOLD = ' font-weight="bold"'
ITAL = ' font-style="italic" font-size="0.9em"'
SMALL = ' font-size="0.88em"'
GRIDB = ' border="0.8pt solid black"'
RULEB = ' border-top="1pt solid black" border-bottom="1pt solid black"'
BIG = ' font-size="14pt" font-weight="bold"'
SMALL8 = ' font-size="8pt"'
SPAN = ' span="all"'
CENTER = ' text-align="center"'

XCONF = '''<?xml version="1.0"?>
<fop version="1.0"><renderers><renderer mime="application/pdf"><fonts><auto-detect/></fonts></renderer></renderers></fop>
'''


def x(s: str) -> str:
    return escape(s or '')


def lines(s: str, attrs: str = '') -> str:
    return ''.join(f'<fo:block{attrs}>{x(p) or "&#160;"}</fo:block>' for p in (s or '').split('\n')) or '<fo:block/>'


def pinfo_table(rows, font_size) -> str:
    if not rows:
        return ''
    n = max(len(r) for r in rows)
    cols = ''.join('<fo:table-column column-width="proportional-column-width(2)"/>'
                   '<fo:table-column column-width="proportional-column-width(3)"/>' for _ in range(n))
    body = []
    for r in rows:
        cells = []
        for k, v in r:
            cells.append(f'<fo:table-cell padding="0.6pt"><fo:block font-weight="bold">{x(k)}</fo:block></fo:table-cell>'
                         f'<fo:table-cell padding="0.6pt">{lines(v)}</fo:table-cell>')
        for _ in range(n - len(r)):
            cells.append('<fo:table-cell><fo:block/></fo:table-cell><fo:table-cell><fo:block/></fo:table-cell>')
        body.append('<fo:table-row>' + ''.join(cells) + '</fo:table-row>')
    return (f'<fo:table table-layout="fixed" width="100%" space-after="5pt" font-size="{font_size}" '
            f'border-top="0.8pt solid black" border-bottom="0.8pt solid black">{cols}<fo:table-body>'
            + ''.join(body) + '</fo:table-body></fo:table>')


def results_table(d: D, pages: list | None = None) -> str:
    o = d.opts
    cols = o['cols']
    widths = o.get('widths') or [4] + [2] * (len(cols) - 1)
    grid = o.get('grid')
    cb = ' border="0.5pt solid #555555"' if grid else ''
    colx = ''.join(f'<fo:table-column column-width="proportional-column-width({w})"/>' for w in widths)
    head = ''.join(f'<fo:table-cell padding="1.5pt"{cb} background-color="{o.get("headbg", "#e6e6e6")}">'
                   f'{lines(hh, BOLD)}</fo:table-cell>' for hh in o['heads'])
    body = []
    first = True
    last = 1
    for s in d.sections:
        if pages is not None and s.page not in pages:
            continue
        brk = ' break-before="page"' if s.page > last else ''
        last = s.page
        n = len(cols)
        if s.title:
            body.append(f'<fo:table-row{brk} keep-with-next.within-page="always"><fo:table-cell number-columns-spanned="{n}" padding="1.5pt" padding-top="4pt"{cb}>'
                        f'<fo:block font-weight="bold" text-decoration="underline">{x(s.title)}</fo:block></fo:table-cell></fo:table-row>')
            brk = ''
        for r in s.rows:
            cells = []
            for (t, b), c in zip(rowcells(d, r, cols), cols):
                al = ' text-align="right"' if c in o.get('right', []) else ''
                fw = ' font-weight="bold"' if b and t else ''
                cells.append(f'<fo:table-cell padding="1pt"{cb}{al}>{lines(t, fw)}</fo:table-cell>')
            body.append(f'<fo:table-row{brk}>' + ''.join(cells) + '</fo:table-row>')
            brk = ''
            if r.note:
                body.append(f'<fo:table-row><fo:table-cell number-columns-spanned="{n}" padding="1pt"{cb}>'
                            f'{lines(r.note, ITAL)}</fo:table-cell></fo:table-row>')
        if s.note:
            body.append(f'<fo:table-row><fo:table-cell number-columns-spanned="{n}" padding="1.5pt"{cb}>'
                        f'{lines(s.note, SMALL)}</fo:table-cell></fo:table-row>')
        first = False
    return (f'<fo:table table-layout="fixed" width="100%" border-collapse="collapse"'
            f'{GRIDB if grid else RULEB}>'
            f'{colx}<fo:table-header>'
            f'<fo:table-row>{head}</fo:table-row></fo:table-header><fo:table-body>' + ''.join(body) + '</fo:table-body></fo:table>')


def blocks(d: D) -> str:
    o = d.opts
    lab = o['block_labels']
    out = []
    last = 1
    for s in d.sections:
        brk = ' break-before="page"' if s.page > last else ''
        last = s.page
        out.append(f'<fo:block{brk} font-weight="bold" border-bottom="0.8pt solid black" space-before="6pt" space-after="2pt" '
                   f'keep-with-next.within-column="always">{x(s.title)}</fo:block>')
        for r in s.rows:
            cs = dict(zip(['name', 'value', 'flag', 'unit', 'range', 'prev'],
                          rowcells(d, r, ['name', 'value', 'flag', 'unit', 'range', 'prev'])))
            v = cs['value'][0] + (' ' + cs['unit'][0] if cs['unit'][0] else '')
            fl = f'  {cs["flag"][0]}' if cs['flag'][0] and o.get('block_flag', True) else ''
            part = [f'<fo:block keep-together.within-column="always" space-after="3pt">'
                    f'<fo:block font-weight="bold">{x(cs["name"][0])}</fo:block>'
                    f'<fo:block margin-left="8pt">{x(lab["result"])} <fo:inline font-weight="{"bold" if cs["value"][1] else "normal"}">{x(v)}{x(fl)}</fo:inline></fo:block>']
            if cs['range'][0]:
                rl = cs['range'][0].split('\n')
                part.append(f'<fo:block margin-left="8pt">{x(lab["reference"])} {x(rl[0])}</fo:block>')
                for extra in rl[1:]:
                    part.append(f'<fo:block margin-left="16pt">{x(extra)}</fo:block>')
            if cs['prev'][0]:
                part.append(f'<fo:block margin-left="8pt" color="#444444">{x(lab["previous"])} {x(cs["prev"][0])}</fo:block>')
            if r.note:
                part.append(f'<fo:block margin-left="8pt" font-style="italic">{x(r.note)}</fo:block>')
            part.append('</fo:block>')
            out.append(''.join(part))
        if s.note:
            out.append(f'<fo:block font-size="0.9em" space-after="4pt">{x(s.note)}</fo:block>')
    return ''.join(out)


def fo_doc(d: D, table_png: str | None = None, table_only: bool = False) -> str:
    o = d.opts
    font = o.get('font', 'DejaVu Sans')
    size = o.get('size', '9pt')
    w, hgt = ('297mm', '210mm') if o.get('landscape') else ('210mm', '297mm')
    cc = ' column-count="2" column-gap="8mm"' if o.get('twocol') else ''
    hb = o.get('head_extent', 24)
    P = [f'<?xml version="1.0" encoding="UTF-8"?>\n<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format" '
         f'font-family="{font}" font-size="{size}" language="{d.language[:2]}">'
         f'<fo:layout-master-set><fo:simple-page-master master-name="p" page-width="{w}" page-height="{hgt}" '
         f'margin-top="10mm" margin-bottom="8mm" margin-left="{o.get("ml", "14mm")}" margin-right="{o.get("mr", "12mm")}">'
         f'<fo:region-body margin-top="{0 if table_only else hb}mm" margin-bottom="{0 if table_only else 12}mm"{cc}/>'
         f'<fo:region-before extent="{hb}mm"/><fo:region-after extent="10mm"/></fo:simple-page-master></fo:layout-master-set>'
         f'<fo:page-sequence master-reference="p">']
    if table_only:
        P.append('<fo:flow flow-name="xsl-region-body">' + results_table(d) + '</fo:flow></fo:page-sequence></fo:root>')
        return ''.join(P)
    # header on every page
    hd = []
    logo = o.get('logo_png')
    ll = o.get('lab_lines', [])
    txt = ''.join(f'<fo:block{BIG if i == 0 else SMALL8}>{x(line)}</fo:block>'
                  for i, line in enumerate(ll))
    if logo:
        hd.append('<fo:table table-layout="fixed" width="100%"><fo:table-column column-width="22mm"/>'
                  '<fo:table-column column-width="proportional-column-width(1)"/><fo:table-body><fo:table-row>'
                  f'<fo:table-cell><fo:block><fo:external-graphic src="url(file:{logo})" content-width="18mm" content-height="scale-to-fit"/></fo:block></fo:table-cell>'
                  f'<fo:table-cell>{txt}</fo:table-cell></fo:table-row></fo:table-body></fo:table>')
    else:
        hd.append(txt)
    if o.get('head_right'):
        hd.append(f'<fo:block text-align="end" font-size="7.5pt">{x(o["head_right"])}</fo:block>')
    hd.append('<fo:block border-bottom="1.2pt solid black" space-before="1pt"/>')
    P.append('<fo:static-content flow-name="xsl-region-before">' + ''.join(hd) + '</fo:static-content>')
    pw = o.get('pageword', 'Page {p} / {n}')
    a, _, rest = pw.partition('{p}')
    b, _, c = rest.partition('{n}')
    P.append('<fo:static-content flow-name="xsl-region-after"><fo:block font-size="7pt" border-top="0.6pt solid black" '
             'text-align-last="justify">'
             f'{x(o.get("foot", ""))}<fo:leader leader-pattern="space"/>{x(a)}<fo:page-number/>{x(b)}'
             f'<fo:page-number-citation ref-id="LAST"/>{x(c)}</fo:block></fo:static-content>')
    P.append('<fo:flow flow-name="xsl-region-body">')
    if o.get('title'):
        P.append(f'<fo:block text-align="center" font-weight="bold" font-size="11pt" space-after="4pt"{SPAN if cc else ""}>{x(o["title"])}</fo:block>')
    pi = pinfo_table(o.get('pinfo', []), o.get('pisize', size))
    if pi and cc:
        pi = f'<fo:block span="all">{pi}</fo:block>'
    P.append(pi)
    if table_png:
        P.append(f'<fo:block space-before="2pt"><fo:external-graphic src="url(file:{table_png})" content-width="{o.get("png_width", "180mm")}" '
                 'content-height="scale-to-fit"/></fo:block>')
    elif o.get('blocks'):
        P.append(blocks(d))
    else:
        P.append(results_table(d))
    for line in o.get('end_lines', []):
        P.append(f'<fo:block font-size="0.88em" space-before="3pt"{SPAN if cc else ""}>{x(line)}</fo:block>')
    if o.get('sign'):
        cells = ''.join(f'<fo:table-cell>{lines(s_, CENTER)}</fo:table-cell>' for s_ in o['sign'])
        cols = ''.join('<fo:table-column column-width="proportional-column-width(1)"/>' for _ in o['sign'])
        P.append(f'<fo:table table-layout="fixed" width="100%" space-before="14pt" keep-together.within-page="always"{SPAN if cc else ""}>{cols}'
                 f'<fo:table-body><fo:table-row>{cells}</fo:table-row></fo:table-body></fo:table>')
    P.append('<fo:block id="LAST"/></fo:flow></fo:page-sequence></fo:root>')
    return ''.join(P)


def _run(args, d, **kw):
    p = subprocess.run(args, capture_output=True, text=True, timeout=600, **kw)
    if p.returncode != 0:
        raise RuntimeError(f'{d.id}: {args[0]} failed {p.returncode}\n{p.stdout[-1500:]}\n{p.stderr[-3000:]}')
    return p


def fop(d: D, fo: str, out: str, work: str) -> None:
    conf = os.path.join(work, 'fop.xconf')
    if not os.path.exists(conf):
        with open(conf, 'w') as f:
            f.write(XCONF)
    src = os.path.join(work, os.path.basename(out) + '.fo')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(fo)
    _run(['fop', '-q', '-c', conf, '-fo', src, '-pdf', out], d)


def table_png(d: D, work: str, pdf_out: str) -> str:
    """The results table alone (for the hybrid documents), printed by FOP, rendered to PNG (dpi from opts) and
    trimmed; pdf_out keeps the table's text for the check."""
    fop(d, fo_doc(d, table_only=True), pdf_out, work)
    base = os.path.join(work, d.id + '-table')
    _run(['pdftoppm', '-r', str(d.opts.get('png_dpi', 170)), '-f', '1', '-l', '1', '-png', '-singlefile', pdf_out, base], d)
    png = base + '.png'
    _run(['convert', png, '-trim', '+repage', '-bordercolor', 'white', '-border', '6', png], d)
    return png


def fo_pdf(d: D, out: str, work: str) -> None:
    png = None
    if d.opts.get('hybrid'):
        png = table_png(d, work, os.path.join(work, d.id + '-table.pdf'))
    fop(d, fo_doc(d, table_png=png), out, work)
