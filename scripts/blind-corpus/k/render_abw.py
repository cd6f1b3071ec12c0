"""AbiWord renderer: the report written as a native AbiWord document (.abw, AWML: a section with its own footer
holding the page-number fields, paragraphs with character props, tables with fixed column widths and cell
attachments) and printed with `abiword --to=pdf` (AbiWord's layout engine, cairo PDF backend). AbiWord's HTML
importer was tried first: it ignores column widths, cell font sizes and page breaks, and lets bold leak across cells."""
from __future__ import annotations

import os
import subprocess
from xml.sax.saxutils import escape

from cells import rowcells
from model import D


def esc(s: str) -> str:
    return escape(s)


def para(text: str, props: str) -> str:
    lines = text.split('\n')
    return ''.join(f'<p props="{props}">{esc(line)}</p>' for line in lines)


def abw_doc(d: D) -> str:
    o = d.opts
    fam = o.get('abifont', 'Liberation Sans')
    size = o.get('abisize', '8.5pt')
    base = f'font-family:{fam}; font-size:{size}'
    grid = o.get('grid', False)
    nob = '' if grid else '; left-style:0; right-style:0; top-style:0; bot-style:0'
    landscape = o.get('landscape', False)
    ps = ('<pagesize pagetype="A4" orientation="landscape" width="297.000000" height="210.000000" units="mm" page-scale="1.000000"/>'
          if landscape else
          '<pagesize pagetype="A4" orientation="portrait" width="210.000000" height="297.000000" units="mm" page-scale="1.000000"/>')
    P = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!DOCTYPE abiword PUBLIC "-//ABISOURCE//DTD AWML 1.0 Strict//EN" "http://www.abisource.com/awml.dtd">',
         '<abiword template="false" xmlns="http://www.abisource.com/awml.dtd" xmlns:fo="http://www.w3.org/1999/XSL/Format" '
         f'version="3.0.5" fileformat="1.1" props="dom-dir:ltr; lang:{d.language}">', ps,
         '<section footer="ftr1" props="page-margin-left:0.55in; page-margin-right:0.55in; page-margin-top:0.5in; '
         'page-margin-bottom:0.7in; page-margin-footer:0.3in">']
    for i, line in enumerate(o.get('lab_lines', [])):
        if i == 0:
            P.append(para(line, f'font-family:{fam}; font-size:14pt; font-weight:bold'))
        elif i == o.get('dept_line', -1):
            P.append(para(line, f'{base}; font-weight:bold'))
        else:
            P.append(para(line, base))
    if o.get('title'):
        P.append(para(o['title'], f'font-family:{fam}; font-size:11pt; font-weight:bold; text-align:center; margin-top:6pt'))
    pi = o.get('pinfo', [])
    if pi:
        ncol = 2 * len(pi[0])
        widths = o.get('pi_widths') or ['1.05in', '1.65in'] * (ncol // 2)
        P.append('<table props="table-column-props:' + '/'.join(widths) + '/; table-col-spacing:0.02in">')
        for ri, row in enumerate(pi):
            ci = 0
            for k, v in row:
                for t, bold in ((k, True), (v, False)):
                    P.append(f'<cell props="left-attach:{ci}; right-attach:{ci + 1}; top-attach:{ri}; bot-attach:{ri + 1}; '
                             'left-style:0; right-style:0; top-style:0; bot-style:0">'
                             + para(t, base + ('; font-weight:bold' if bold else '')) + '</cell>')
                    ci += 1
        P.append('</table>')
        P.append(para('', base))
    cols, heads, widths = o['cols'], o['heads'], o['abw_widths']
    n = len(cols)
    P.append('<table props="table-column-props:' + '/'.join(widths) + '/; table-col-spacing:0.03in">')
    row = 0

    def cell(c0, c1, text, props, bg=None):
        extra = f'; background-color:{bg}' if bg else ''
        return (f'<cell props="left-attach:{c0}; right-attach:{c1}; top-attach:{row}; bot-attach:{row + 1}{nob}{extra}">'
                + (para(text, props) if text else f'<p props="{props}"></p>') + '</cell>')

    P.append(''.join(cell(i, i + 1, h, base + '; font-weight:bold', o.get('abw_headbg', 'e6e6e6')) for i, h in enumerate(heads)))
    row += 1
    for s in d.sections:
        if s.title:
            P.append(cell(0, n, s.title, base + '; font-weight:bold', o.get('abw_secbg')))
            row += 1
        for r in s.rows:
            P.append(''.join(cell(i, i + 1, t, base + ('; font-weight:bold' if b and t else ''))
                             for i, (t, b) in enumerate(rowcells(d, r, cols))))
            row += 1
            if r.note:
                P.append(cell(0, n, r.note, base + '; font-style:italic'))
                row += 1
        if s.note:
            P.append(cell(0, n, s.note, base))
            row += 1
    P.append('</table>')
    for line in o.get('end_lines', []):
        P.append(para(line, base + '; margin-top:3pt'))
    P.append('</section>')
    pw = o.get('pageword', 'Pag. {p} / {n}')
    a, _, rest = pw.partition('{p}')
    b, _, c = rest.partition('{n}')
    P.append(f'<section id="ftr1" type="footer"><p props="font-family:{fam}; font-size:7pt">{esc(o.get("foot", ""))}    '
             f'{esc(a)}<field type="page_number"/>{esc(b)}<field type="page_count"/>{esc(c)}</p></section>')
    P.append('</abiword>')
    return '\n'.join(P)


def abw_pdf(d: D, out: str, work: str) -> None:
    src = os.path.join(work, d.id + '.abw')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(abw_doc(d))
    p = subprocess.run(['abiword', '--to=pdf', '-o', out, src], capture_output=True, text=True, timeout=300, cwd=work)
    if p.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f'{d.id}: abiword failed {p.returncode}\n{p.stderr[-2000:]}')
