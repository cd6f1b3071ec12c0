"""wkhtmltopdf renderer (Qt WebKit): an HTML report with a <thead> repeated on each page, page breaks where
the report's pages change, wkhtmltopdf's own footer with [page]/[topage]; table, block or right-to-left
layouts. Also the HTML of the LIS/portal screens that generate.ts photographs with Chromium."""
from __future__ import annotations

import html
import os
import subprocess

from cells import is_abn, pages_of, rowcells
from model import D


def h(s: str) -> str:
    out = html.escape(s)
    for sup in '¹²³⁴':
        out = out.replace(sup, f'<sup>{"1234"["¹²³⁴".index(sup)]}</sup>')
    return out.replace('\n', '<br>')


def table_html(d: D, pages: list | None = None, screen: bool = False) -> str:
    o = d.opts
    cols = o['cols']
    heads = o['heads']
    out = []
    page = 1
    for si, s in enumerate(d.sections):
        if pages is not None and s.page not in pages:
            continue
        if s.page != page and not screen:
            out.append('</tbody></table><div class="pb"></div>')
            page = s.page
            out.append('')
        if si == 0 or out[-1] == '':
            out.append('<table class="res"><thead><tr>' + ''.join(f'<th>{h(x)}</th>' for x in heads) + '</tr></thead><tbody>')
        out.append(f'<tr class="sec"><td colspan="{len(cols)}">{h(s.title)}</td></tr>')
        if s.sub:
            out.append(f'<tr class="sub"><td colspan="{len(cols)}">{h(s.sub)}</td></tr>')
        for r in s.rows:
            tds = []
            for (t, b), c in zip(rowcells(d, r, cols), cols):
                cls = [c.replace('t_', '')]
                if b and t:
                    cls.append('b')
                if is_abn(r) and c in ('value', 'flag', 'name') and o.get('abn_class'):
                    cls.append('abn')
                tds.append(f'<td class="{" ".join(cls)}">{h(t)}</td>')
            trc = ' class="abnrow"' if is_abn(r) and o.get('abn_row') else ''
            out.append(f'<tr{trc}>' + ''.join(tds) + '</tr>')
            if r.note:
                out.append(f'<tr class="note"><td colspan="{len(cols)}">{h(r.note)}</td></tr>')
        if s.note:
            out.append(f'<tr class="snote"><td colspan="{len(cols)}">{h(s.note)}</td></tr>')
    out.append('</tbody></table>')
    return '\n'.join(x for x in out if x != '')


def blocks_html(d: D) -> str:
    o = d.opts
    lab = o['block_labels']
    out = []
    page = 1
    for s in d.sections:
        if s.page != page:
            out.append('<div class="pb"></div>')
            page = s.page
        out.append(f'<h3 class="bsec">{h(s.title)}</h3>')
        for r in s.rows:
            cs = dict(zip(['name', 'value', 'flag', 'unit', 'range', 'prev'],
                          rowcells(d, r, ['name', 'value', 'flag', 'unit', 'range', 'prev'])))
            v = h(cs['value'][0]) + (' ' + h(cs['unit'][0]) if cs['unit'][0] else '')
            if cs['value'][1]:
                v = f'<b>{v}</b>'
            fl = f' <b class="fl">{h(cs["flag"][0])}</b>' if cs['flag'][0] else ''
            out.append(f'<div class="blk"><div class="bn">{h(cs["name"][0])}</div>'
                       f'<div class="bl">{h(lab["result"])} {v}{fl}</div>')
            if cs['range'][0]:
                out.append(f'<div class="bl">{h(lab["reference"])} {h(cs["range"][0])}</div>')
            if cs['prev'][0]:
                out.append(f'<div class="bl prev">{h(lab["previous"])} {h(cs["prev"][0])}</div>')
            if r.note:
                out.append(f'<div class="bl note">{h(r.note)}</div>')
            out.append('</div>')
        if s.note:
            out.append(f'<div class="snote">{h(s.note)}</div>')
    return '\n'.join(out)


BASE_CSS = '''
html,body{margin:0;padding:0}body{font-family:%(font)s;font-size:%(size)s;color:#111;width:%(bw)s}
.lab1{font-size:1.55em;font-weight:bold}.lab{margin:0}
.title{text-align:center;font-weight:bold;font-size:1.25em;margin:8px 0}
table.pi{border-collapse:collapse;margin:6px 0 8px 0;width:100%%}table.pi td{padding:1px 6px 1px 0;vertical-align:top}
table.pi td.k{font-weight:bold;white-space:nowrap}
table.res{border-collapse:collapse;width:100%%;page-break-inside:auto}
table.res thead{display:table-header-group}table.res tr{page-break-inside:avoid}
table.res th{text-align:left;border-bottom:1.5px solid #000;border-top:1.5px solid #000;padding:3px 4px;background:%(headbg)s}
table.res td{padding:2px 4px;vertical-align:top;%(grid)s}
tr.sec td{font-weight:bold;padding-top:7px;background:%(secbg)s}
tr.sub td,tr.note td{font-style:%(ital)s;font-size:.9em;color:#333}
tr.snote td{font-size:.88em;padding:4px 4px 6px 4px}
td.b{font-weight:bold}td.flag{font-weight:bold}td.prev,td.prev2{color:#555}
td.abn{color:%(abn)s}
.pb{page-break-after:always}
.blk{margin:4px 0 6px 0;page-break-inside:avoid}.bn{font-weight:bold}.bl{margin-left:14px}.prev{color:#555}
.note{font-style:%(ital)s}.snote{font-size:.9em;margin:4px 0 8px 0}
h3.bsec{border-bottom:1px solid #000;font-size:1.1em;margin:10px 0 4px 0}
.end{margin-top:10px;font-size:.9em}
'''


def html_doc(d: D, screen: bool = False) -> str:
    o = d.opts
    size = float(o.get('csssize', '9.5pt').rstrip('pt')) * 1.3  # unpatched-Qt wkhtmltopdf prints about 0.75 of CSS size
    css = BASE_CSS % dict(font=o.get('cssfont', '"DejaVu Sans", sans-serif'), size=f'{size:.1f}pt',
                          headbg=o.get('headbg_css', 'transparent'), secbg=o.get('secbg', 'transparent'),
                          grid='border:1px solid #999;' if o.get('grid') else '', abn=o.get('abn_color_css', '#000'), ital='normal' if o.get('rtl') or o.get('rtl_emul') else 'italic', bw='97%')
    css += o.get('css', '')
    rtl = ' dir="rtl"' if o.get('rtl') else ''
    parts = [f'<!DOCTYPE html><html lang="{d.language}"><head><meta charset="utf-8"><style>{css}</style></head><body><div class="page"{rtl}>']
    for i, line in enumerate(o.get('lab_lines', [])):
        parts.append(f'<div class="{"lab1" if i == 0 else "lab"}">{h(line)}</div>')
    if o.get('title'):
        parts.append(f'<div class="title">{h(o["title"])}</div>')
    pi = o.get('pinfo', [])
    if pi:
        parts.append('<table class="pi">')
        for row in pi:
            if o.get('rtl_emul'):  # right-to-left drawn by hand: label right of its value, first pair at the right
                parts.append('<tr>' + ''.join(f'<td>{h(v)}</td><td class="k">{h(k)}</td>' for k, v in reversed(row)) + '</tr>')
            else:
                parts.append('<tr>' + ''.join(f'<td class="k">{h(k)}</td><td>{h(v)}</td>' for k, v in row) + '</tr>')
        parts.append('</table>')
    parts.append(blocks_html(d) if o.get('blocks') else table_html(d))
    for line in o.get('end_lines', []):
        parts.append(f'<div class="end">{h(line)}</div>')
    parts.append('</div></body></html>')
    return '\n'.join(parts)


def wk_pdf(d: D, out: str, work: str) -> None:
    o = d.opts
    src = os.path.join(work, d.id + '.wk.html')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(html_doc(d))
    args = ['wkhtmltopdf', '-q', '--encoding', 'utf-8', '-s', o.get('paper', 'A4'),
            '-T', '14mm', '-B', '16mm', '-L', '13mm', '-R', '13mm',
            '--footer-font-name', 'DejaVu Sans', '--footer-font-size', '7', '--footer-spacing', '4',
            '--footer-left', o.get('foot', ''), '--footer-right', o.get('pageword', '[page]/[topage]'),
            ]
    if o.get('landscape'):
        args += ['-O', 'Landscape']
    if o.get('head_right'):
        args += ['--header-font-name', 'DejaVu Sans', '--header-font-size', '7', '--header-right', o['head_right'],
                 '--header-line', '--header-spacing', '3']
    args += [src, out]
    env = dict(os.environ, QT_QPA_PLATFORM='offscreen', XDG_RUNTIME_DIR=work)
    p = subprocess.run(args, capture_output=True, text=True, timeout=300, env=env)
    if p.returncode not in (0, 1) or not os.path.exists(out):
        raise RuntimeError(f'{d.id}: wkhtmltopdf failed {p.returncode}\n{p.stderr[-2000:]}')
