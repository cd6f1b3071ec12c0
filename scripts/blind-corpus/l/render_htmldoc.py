"""Part L renderer 3: htmldoc 1.9 (`htmldoc --webpage`, its own HTML 3.2-era layout engine and its own base-14
Type 1 fonts re-encoded for the chosen 8-bit charset: iso-8859-1, iso-8859-2 (Polish) or iso-8859-9 (Turkish)).
Page header/footer from htmldoc's --header/--footer (document title = lab name and phone, logo image, page n/N),
tables with border/cellpadding attributes and width percentages, <!-- PAGE BREAK --> with the table header printed
again on the next page, block layout, signatures."""
from __future__ import annotations

import html
import os
import subprocess

from cells import pages_of, rowcells
from model import D


def h(s: str) -> str:
    return html.escape(s or '').replace('\n', '<br>')


def table(d: D, page: int) -> str:
    o = d.opts
    cols = o['cols']
    widths = o.get('widths') or [4] + [2] * (len(cols) - 1)
    tot = sum(widths)
    border = o.get('grid', False)
    P = [f'<table width="100%" border="{1 if border else 0}" cellpadding="{o.get("pad", 2)}" cellspacing="0">']
    P.append('<tr bgcolor="#dddddd">' + ''.join(f'<th align="left" width="{round(100 * w / tot)}%"><font size="{o.get("fs", 2)}">{h(x)}</font></th>'
                                                 for x, w in zip(o['heads'], widths)) + '</tr>')
    n = len(cols)
    for s in d.sections:
        if s.page != page:
            continue
        if s.title:
            P.append(f'<tr><td colspan="{n}"><font size="{o.get("fs", 2)}"><b><u>{h(s.title)}</u></b></font></td></tr>')
        for r in s.rows:
            tds = []
            for (t, b), c in zip(rowcells(d, r, cols), cols):
                txt = h(t) or '&nbsp;'
                if b and t:
                    txt = f'<b>{txt}</b>'
                al = ' align="right"' if c in o.get('right', []) else ''
                tds.append(f'<td valign="top"{al}><font size="{o.get("fs", 2)}">{txt}</font></td>')
            P.append('<tr>' + ''.join(tds) + '</tr>')
            if r.note:
                P.append(f'<tr><td colspan="{n}"><font size="1"><i>{h(r.note)}</i></font></td></tr>')
        if s.note:
            P.append(f'<tr><td colspan="{n}"><font size="1">{h(s.note)}</font></td></tr>')
    P.append('</table>')
    return '\n'.join(P)


def blocks(d: D, page: int) -> str:
    o = d.opts
    lab = o['block_labels']
    P = []
    for s in d.sections:
        if s.page != page:
            continue
        P.append(f'<h3>{h(s.title)}</h3>')
        for r in s.rows:
            cs = dict(zip(['name', 'value', 'flag', 'unit', 'range', 'prev'],
                          rowcells(d, r, ['name', 'value', 'flag', 'unit', 'range', 'prev'])))
            v = h(cs['value'][0]) + (' ' + h(cs['unit'][0]) if cs['unit'][0] else '')
            if cs['value'][1]:
                v = f'<b>{v}</b>'
            P.append(f'<p><b>{h(cs["name"][0])}</b><br>&nbsp;&nbsp;{h(lab["result"])} {v}'
                     + (f' <b>{h(cs["flag"][0])}</b>' if cs['flag'][0] else '')
                     + (f'<br>&nbsp;&nbsp;{h(lab["reference"])} {h(cs["range"][0])}' if cs['range'][0] else '')
                     + (f'<br>&nbsp;&nbsp;{h(lab["previous"])} {h(cs["prev"][0])}' if cs['prev'][0] else '') + '</p>')
    return '\n'.join(P)


def html_doc(d: D) -> str:
    o = d.opts
    cs = o.get('charset', 'iso-8859-1')
    P = [f'<html><head><meta http-equiv="Content-Type" content="text/html; charset={cs}"><title>{h(o.get("doc_title", d.id))}</title></head>'
         '<body>']
    n = pages_of(d)
    for p in range(1, n + 1):
        if p > 1:
            P.append('<!-- PAGE BREAK -->')
        ll = o.get('lab_lines', [])
        if ll and (p == 1 or o.get('head_every_page', True)):
            P.append(f'<table width="100%" border="0" cellpadding="0"><tr><td><font size="5"><b>{h(ll[0])}</b></font><br>'
                     + '<br>'.join(f'<font size="2">{h(x)}</font>' for x in ll[1:]) + '</td>'
                     + (f'<td align="right" valign="top"><font size="2">{h(o["head_right"])}</font></td>' if o.get('head_right') else '')
                     + '</tr></table><hr>')
        if p == 1 and o.get('title'):
            P.append(f'<center><b><font size="3">{h(o["title"])}</font></b></center>')
        pi = o.get('pinfo', []) if p == 1 else o.get('pinfo_cont', [])
        if pi:
            P.append('<table width="100%" border="0" cellpadding="1">')
            for row in pi:
                P.append('<tr>' + ''.join(f'<td><font size="2"><b>{h(k)}</b></font></td><td><font size="2">{h(v)}</font></td>' for k, v in row) + '</tr>')
            P.append('</table><hr>')
        P.append(blocks(d, p) if o.get('blocks') else table(d, p))
        if p == n:
            for line in o.get('end_lines', []):
                P.append(f'<p><font size="1">{h(line)}</font></p>')
            if o.get('sign'):
                P.append('<br><table width="100%"><tr>' + ''.join(f'<td align="center"><font size="2">{h(s)}</font></td>' for s in o['sign']) + '</tr></table>')
        if o.get('foot'):
            P.append(f'<hr><font size="1">{h(o["foot"])}</font>')
    P.append('</body></html>')
    return '\n'.join(P)


def htmldoc_pdf(d: D, out: str, work: str) -> None:
    o = d.opts
    cs = o.get('charset', 'iso-8859-1')
    src = os.path.join(work, os.path.basename(out) + '.html')
    with open(src, 'wb') as f:
        f.write(html_doc(d).encode(cs))  # strict: a character the charset lacks is an error here, not a '?' on the page
    args = ['htmldoc', '--webpage', '--quiet', '--charset', cs, '--size', 'a4', '--fontsize', str(o.get('fontsize', 9)),
            '--bodyfont', o.get('bodyfont', 'helvetica'), '--headfootsize', '7', '--left', o.get('left', '14mm'),
            '--right', '12mm', '--top', '12mm', '--bottom', '12mm', '--header', o.get('hf_header', 't.l' if o.get('logo_png') else 't..'),
            '--footer', o.get('hf_footer', '../'), '--textcolor', '#000000', '--compression=6']
    if o.get('landscape'):
        args.append('--landscape')
    if o.get('logo_png'):
        args += ['--logoimage', o['logo_png']]
    args += ['-f', out, src]
    p = subprocess.run(args, capture_output=True, text=True, timeout=300)
    if p.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f'{d.id}: htmldoc failed {p.returncode}\n{p.stderr[-2000:]}')
