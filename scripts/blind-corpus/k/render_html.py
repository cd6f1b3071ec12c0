"""Part K renderers: one HTML report (pages laid out by the report itself: letterhead, patient block, a results
table whose header is repeated on each page, a footer line with "page x of y", phone numbers and ids), printed by
three engines none of parts A–J used:
- WeasyPrint (`weasyprint`, Pango/HarfBuzz; CSS paged media: @page size and margin boxes, columns),
- AbiWord (`abiword --to=pdf`): see render_abw.py (native .abw; `abiword_html` below is the HTML import that was
  tried first and is no longer used),
- MuPDF (`mutool convert` from XHTML, its own HTML/CSS layout engine and fonts; -W/-H page size, -S font size).
Table, block (one analyte per block) and two-column layouts."""
from __future__ import annotations

import html
import os
import subprocess

from cells import is_abn, pages_of, rowcells
from model import D

SUP = '¹²³⁴⁵⁶'


def h(s: str, sup: bool = True) -> str:
    out = html.escape(s)
    if sup:
        for c in SUP:
            out = out.replace(c, f'<sup>{SUP.index(c) + 1}</sup>')
    return out.replace('\n', '<br/>')


def table_rows(d: D, page: int) -> list[str]:
    o = d.opts
    cols = o['cols']
    out = []
    for s in d.sections:
        if s.page != page:
            continue
        if s.title:
            out.append(f'<tr class="sec"><td colspan="{len(cols)}">{h(s.title)}</td></tr>')
        if s.sub:
            out.append(f'<tr class="sub"><td colspan="{len(cols)}">{h(s.sub)}</td></tr>')
        for r in s.rows:
            tds = []
            for (t, b), c in zip(rowcells(d, r, cols), cols):
                cls = [c.replace('t_', '').replace(':', '')]
                txt = h(t)
                if b and t:
                    cls.append('b')
                    if o.get('b_tag'):
                        txt = f'<b>{txt}</b>'
                tds.append(f'<td class="{" ".join(cls)}">{txt}</td>')
            out.append('<tr>' + ''.join(tds) + '</tr>')
            if r.note:
                out.append(f'<tr class="note"><td colspan="{len(cols)}">{h(r.note)}</td></tr>')
        if s.note:
            out.append(f'<tr class="snote"><td colspan="{len(cols)}">{h(s.note)}</td></tr>')
    return out


def blocks(d: D, page: int) -> list[str]:
    o = d.opts
    lab = o['block_labels']
    out = []
    for s in d.sections:
        if s.page != page:
            continue
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
                rl = cs['range'][0].split('\n')
                out.append(f'<div class="bl">{h(lab["reference"])} {h(rl[0])}</div>')
                for extra in rl[1:]:
                    out.append(f'<div class="bl ind">{h(extra)}</div>')
            if cs['prev'][0]:
                out.append(f'<div class="bl prev">{h(lab["previous"])} {h(cs["prev"][0])}</div>')
            if r.note:
                out.append(f'<div class="bl note">{h(r.note)}</div>')
            out.append('</div>')
        if s.note:
            out.append(f'<div class="snote">{h(s.note)}</div>')
    return out


CSS = '''
body{font-family:%(font)s;font-size:%(size)s;color:#111;margin:0}
.lab1{font-size:1.5em;font-weight:bold}.lab{margin:0}.dept{font-weight:bold;margin-top:2px}
.title{text-align:center;font-weight:bold;font-size:1.2em;margin:6px 0}
table.pi{border-collapse:collapse;margin:4px 0 6px 0;width:100%%}table.pi td{padding:1px 6px 1px 0;vertical-align:top}
table.pi td.k{font-weight:bold;white-space:nowrap}
table.res{border-collapse:collapse;width:100%%}
table.res th{text-align:left;border-bottom:1.2px solid #000;border-top:1.2px solid #000;padding:2px 4px;background:%(headbg)s}
table.res td{padding:1px 4px;vertical-align:top;%(grid)s}
tr.sec td{font-weight:bold;padding-top:5px;background:%(secbg)s}
tr.sub td,tr.note td{font-style:italic;font-size:.9em;color:#333}
tr.snote td{font-size:.88em;padding:3px 4px 5px 4px}
td.b{font-weight:bold}td.flag{font-weight:bold}td.prev,td.prev2{color:#444}
.blk{margin:3px 0 5px 0}.bn{font-weight:bold}.bl{margin-left:12px}.ind{margin-left:24px}
.snote{font-size:.9em;margin:3px 0 6px 0}.note{font-style:italic}
h3.bsec{border-bottom:1px solid #000;font-size:1.05em;margin:8px 0 3px 0}
.end{margin-top:6px;font-size:.88em}
.foot{margin-top:10px;border-top:1px solid #000;font-size:.8em;padding-top:2px}
.pb{page-break-before:always}
'''


def html_doc(d: D, engine: str) -> str:
    o = d.opts
    css = CSS % dict(font=o.get('cssfont', '"DejaVu Sans", sans-serif'), size=o.get('csssize', '9pt'),
                     headbg=o.get('headbg', 'transparent'), secbg=o.get('secbg', 'transparent'),
                     grid='border:0.6px solid #777;' if o.get('grid') else '')
    if engine == 'weasy':
        w, hgt = ('297mm', '210mm') if o.get('landscape') else ('210mm', '297mm')
        css += '@page{size:%s %s;margin:%s;' % (w, hgt, o.get('margin', '14mm 13mm 16mm 13mm'))
        if o.get('foot'):
            css += '@bottom-left{content:"%s";font-size:7pt;font-family:%s}' % (o['foot'].replace('"', '\\"'), o.get('cssfont', 'sans-serif'))
        if o.get('pageword'):
            pw = o['pageword'].replace('{p}', '" counter(page) "').replace('{n}', '" counter(pages) "')
            css += '@bottom-right{content:"%s";font-size:7pt;font-family:%s}' % (pw, o.get('cssfont', 'sans-serif'))
        if o.get('head_right'):
            css += '@top-right{content:"%s";font-size:7pt;font-family:%s}' % (o['head_right'].replace('"', '\\"'), o.get('cssfont', 'sans-serif'))
        css += '}'
    css += o.get('css', '')
    rtl = ' dir="rtl"' if o.get('rtl') else ''
    P = [f'<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" lang="{d.language}"{rtl}><head>'
         f'<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><title>{h(d.id)}</title><style>{css}</style></head><body>']
    n = pages_of(d)
    for p in range(1, n + 1):
        if p > 1:
            P.append('<div class="pb"></div>')
        if p == 1 or o.get('head_every_page', True):
            for i, line in enumerate(o.get('lab_lines', [])):
                P.append(f'<div class="{"lab1" if i == 0 else ("dept" if i == o.get("dept_line", -1) else "lab")}">{h(line)}</div>')
        if p == 1 and o.get('title'):
            P.append(f'<div class="title">{h(o["title"])}</div>')
        pi = o.get('pinfo', []) if p == 1 else o.get('pinfo_cont', [])
        if pi:
            P.append('<table class="pi">')
            for row in pi:
                P.append('<tr>' + ''.join(f'<td class="k">{h(k)}</td><td>{h(v)}</td>' for k, v in row) + '</tr>')
            P.append('</table>')
        if o.get('blocks'):
            cls = ' class="twocol"' if o.get('twocol') else ''
            P.append(f'<div{cls}>' + '\n'.join(blocks(d, p)) + '</div>')
        else:
            border = ' border="1"' if (engine == 'abiword' and o.get('grid')) else ''
            P.append(f'<table class="res"{border}><thead><tr>' + ''.join(f'<th>{h(x)}</th>' for x in o['heads']) + '</tr></thead><tbody>')
            P.extend(table_rows(d, p))
            P.append('</tbody></table>')
        if p == n:
            for line in o.get('end_lines', []):
                P.append(f'<div class="end">{h(line)}</div>')
        if engine != 'weasy' and (o.get('foot') or o.get('pageword')):
            pw = (o.get('pageword') or '').replace('{p}', str(p)).replace('{n}', str(n))
            P.append(f'<div class="foot">{h(o.get("foot", ""))}{"  —  " if o.get("foot") and pw else ""}{h(pw)}</div>')
    P.append('</body></html>')
    out = '\n'.join(P)
    if engine == 'abiword':
        out = abiword_html(out, o)
    return out


def abiword_html(src: str, o: dict) -> str:
    """AbiWord's HTML importer ignores style sheets and classes (and page breaks): fonts and sizes go inline on
    paragraphs and on spans inside cells, bold as <b>, header cells as ordinary cells."""
    import re
    fam = o.get('abifont', 'Liberation Sans')
    size = o.get('csssize', '9pt')
    src = src.replace('<th>', '<td><b>').replace('</th>', '</b></td>')
    for t in ('<thead>', '</thead>', '<tbody>', '</tbody>'):
        src = src.replace(t, '')
    src = re.sub(r'<td class="([^"]*)">(.*?)</td>',
                 lambda m: f'<td><span style="font-family:\'{fam}\';font-size:{size}">'
                 + (f'<b>{m.group(2)}</b>' if ' b' in m.group(1) or m.group(1) in ('k', 'flag') else m.group(2)) + '</span></td>', src)
    src = re.sub(r'<td>(?!<)(.*?)</td>', lambda m: f'<td><span style="font-family:\'{fam}\';font-size:{size}">{m.group(1)}</span></td>', src)
    src = re.sub(r'<td colspan="(\d+)">(.*?)</td>', lambda m: f'<td colspan="{m.group(1)}"><span style="font-family:\'{fam}\';font-size:{size}"><i>{m.group(2)}</i></span></td>', src)
    big = {'lab1': 'font-size:15pt;font-weight:bold', 'title': 'font-size:12pt;font-weight:bold;text-align:center',
           'dept': f'font-size:{size};font-weight:bold', 'lab': f'font-size:{size}', 'end': f'font-size:{size}', 'foot': 'font-size:7pt'}
    src = re.sub(r'<div class="(lab1|title|dept|lab|end|foot)">(.*?)</div>',
                 lambda m: f'<p style="font-family:\'{fam}\';{big[m.group(1)]}">{m.group(2)}</p>', src)
    return src


def _run(args: list, d: D, cwd: str | None = None) -> None:
    p = subprocess.run(args, capture_output=True, text=True, timeout=300, cwd=cwd)
    if p.returncode != 0:
        raise RuntimeError(f'{d.id}: {args[0]} failed {p.returncode}\n{p.stderr[-2000:]}')


def html_pdf(d: D, out: str, work: str) -> None:
    o = d.opts
    eng = d.render
    if eng == 'weasy':
        src = os.path.join(work, d.id + '.html')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(html_doc(d, 'weasy'))
        _run(['weasyprint', '-q', src, out], d)
    elif eng == 'abiword':
        from render_abw import abw_pdf
        abw_pdf(d, out, work)
    elif eng == 'mupdf':
        src = os.path.join(work, d.id + '.xhtml')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(html_doc(d, 'mupdf'))
        w, hgt = (842, 595) if o.get('landscape') else (595, 842)
        args = ['mutool', 'convert', '-F', 'pdf', '-W', str(w), '-H', str(hgt), '-S', str(o.get('em', 9)),
                '-o', out]
        if o.get('usercss'):
            css = os.path.join(work, d.id + '.user.css')
            with open(css, 'w') as f:
                f.write(o['usercss'])
            args += ['-U', css]
        _run(args + [src], d)
    else:
        raise ValueError(eng)
    if not os.path.exists(out):
        raise RuntimeError(f'{d.id}: no PDF')
