"""Part M: Dompdf reports — an HTML page with CSS as a web LIS portal prints it: a position:fixed header and
footer (repeated on every page; the page number and count written by Canvas::page_text with {PAGE_NUM} / {PAGE_COUNT}), the patient block as
a bordered table, results in a <table> with CSS borders and a <thead> that Dompdf repeats after a page break, or
one analyte per block (div.blk); page-break-before for sections on a later page."""
from __future__ import annotations

import html
import os
import subprocess

from cells import rowcells
from model import D, direction, fmt, pflag, prange, pval

E = html.escape


def dompdf_pdf(d: D, pdf: str, work: str) -> None:
    o = d.opts
    cols = o.get('cols', ['name', 'value', 'unit', 'range'])
    right = o.get('right', ['value'])
    fs = o.get('size', 8.5)
    ws = o.get('widths', [1] * len(cols))
    tot = sum(ws)
    npages = max(s.page for s in d.sections)
    css = f"""
@page {{ margin: 34mm 14mm 20mm 14mm; }}
body {{ font-family: '{o.get('css_font', 'DejaVu Sans')}', sans-serif; font-size: {fs}pt; color: #111; }}
#hdr {{ position: fixed; top: -28mm; left: 0; right: 0; height: 24mm; border-bottom: 1.5px solid {o.get('accent', '#1d4e89')}; }}
#hdr .lab {{ font-size: 14pt; font-weight: bold; color: {o.get('accent', '#1d4e89')}; }}
#hdr .sub {{ font-size: 7.5pt; color: #444; }}
#hdr .rt {{ position: absolute; right: 0; top: 0; text-align: right; font-size: 8pt; }}
#ftr {{ position: fixed; bottom: -14mm; left: 0; right: 0; height: 8mm; border-top: 0.5px solid #888; font-size: 7pt; color: #444; }}
#ftr .pg {{ position: absolute; right: 0; top: 1mm; }}
table.pt {{ width: 100%; border-collapse: collapse; margin-bottom: 3mm; }}
table.pt td {{ border: 0.5px solid #999; padding: 1.2mm 2mm; }}
table.pt td.k {{ color: #555; width: 14%; }}
table.pt td.v {{ font-weight: bold; }}
table.res {{ width: 100%; border-collapse: collapse; }}
table.res th {{ background: {o.get('headbg', '#dfe7f2')}; text-align: left; padding: 1.2mm 1.5mm; border-bottom: 1px solid #333; font-size: {fs - 0.5}pt; }}
table.res td {{ padding: 0.9mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
table.res td.r, table.res th.r {{ text-align: right; }}
table.res tr.sec td {{ font-weight: bold; background: #f0f0f0; border-bottom: 1px solid #666; padding-top: 2mm; }}
table.res tr.note td {{ font-style: italic; font-size: {fs - 1}pt; color: #333; border-bottom: none; }}
.b {{ font-weight: bold; }}
.blk {{ border: 0.5px solid #aaa; margin: 0 0 2mm 0; padding: 1.5mm 2.5mm; page-break-inside: avoid; }}
.blk .n {{ font-weight: bold; font-size: {fs + 0.5}pt; }}
.blk .l {{ color: #555; display: inline-block; width: 28mm; }}
.sech {{ font-weight: bold; font-size: {fs + 1.5}pt; border-bottom: 1px solid #333; margin: 3mm 0 2mm 0; }}
.end {{ font-size: {fs - 0.5}pt; margin-top: 3mm; }}
table.interp {{ border-collapse: collapse; margin-top: 2mm; font-size: {fs - 1}pt; }}
table.interp td, table.interp th {{ border: 0.5px solid #777; padding: 0.8mm 2mm; }}
.sign {{ margin-top: 10mm; text-align: right; }}
h1 {{ font-size: 11pt; text-align: center; margin: 1mm 0 3mm 0; }}
"""
    h = [f'<html><head><meta charset="utf-8"><style>{css}</style></head><body>']
    h.append('<div id="hdr"><div class="lab">' + E(o['lab_lines'][0]) + '</div>'
             + ''.join(f'<div class="sub">{E(x)}</div>' for x in o['lab_lines'][1:])
             + '<div class="rt">' + '<br/>'.join(E(x) for x in o.get('head_right', [])) + '</div></div>')
    h.append(f'<div id="ftr">{E(o.get("footer", ""))}<span class="pg"></span></div>')

    def pinfo(rows):
        return '<table class="pt">' + ''.join(
            '<tr>' + ''.join(f'<td class="k">{E(k)}</td><td class="v">{E(v)}</td>' for k, v in row) + '</tr>' for row in rows) + '</table>'

    thead = '<thead><tr>' + ''.join(
        '<th%s style="width:%.1f%%">%s</th>' % (' class="r"' if c in right else '', w / tot * 100, E(hd))
        for c, hd, w in zip(cols, o.get('heads', cols), ws)) + '</tr></thead>'
    for n in range(1, npages + 1):
        if n > 1:
            h.append('<div style="page-break-before: always"></div>')
            h.append(pinfo(o.get('pinfo_cont', o['pinfo'][:1])))
        else:
            h.append(pinfo(o['pinfo']))
            if o.get('title'):
                h.append(f'<h1>{E(o["title"])}</h1>')
        secs = [s for s in d.sections if s.page == n]
        if o.get('block'):
            for s in secs:
                h.append(f'<div class="sech">{E(s.title)}</div>')
                for r in s.rows:
                    f = pflag(d, r)
                    h.append(f'<div class="blk"><div class="n">{E(r.name)}</div>'
                             f'<div><span class="l">{E(o.get("reslab", "Result"))}</span><span class="{"b" if direction(r) else ""}">{E(pval(d, r))}</span> {E(r.unit or "")} {E(f)}</div>'
                             f'<div><span class="l">{E(o.get("reflab", "Reference"))}</span>{E(prange(d, r)).replace(chr(10), "<br/>")}</div>'
                             + (f'<div><span class="l">{E(o.get("prevlab", "Previous"))}</span>{E(fmt(d, r.prev))}</div>' if r.prev else '')
                             + (f'<div style="font-size:{fs - 1}pt;font-style:italic">{E(r.note)}</div>' if r.note else '') + '</div>')
                if s.note:
                    h.append(f'<div class="end">{s.note}</div>')
        else:
            h.append(f'<table class="res">{thead}<tbody>')
            for s in secs:
                h.append(f'<tr class="sec"><td colspan="{len(cols)}">{E(s.title)}</td></tr>')
                for r in s.rows:
                    tds = []
                    for c, (t, b) in zip(cols, rowcells(d, r, cols)):
                        cl = ' '.join(x for x in ['r' if c in right else '', 'b' if b else ''] if x)
                        tds.append('<td%s>%s</td>' % (' class="%s"' % cl if cl else '', E(t).replace(chr(10), '<br/>')))
                    h.append('<tr>' + ''.join(tds) + '</tr>')
                    if r.note:
                        h.append(f'<tr class="note"><td colspan="{len(cols)}">{E(r.note)}</td></tr>')
                if s.note:
                    h.append(f'<tr class="note"><td colspan="{len(cols)}">{s.note}</td></tr>')
            h.append('</tbody></table>')
        if n == npages:
            for x in o.get('end_html', []):
                h.append(x)
            for x in o.get('end_lines', []):
                h.append(f'<div class="end">{E(x)}</div>')
            if o.get('sign'):
                h.append('<div class="sign">' + '<br/>'.join(E(x) for x in o['sign']) + '</div>')
    h.append('</body></html>')
    src = os.path.join(work, d.id + '.html')
    with open(src, 'w', encoding='utf-8') as f:
        f.write('\n'.join(h))
    args = ['php', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'dompdf_print.php'), src, pdf]
    args += ['landscape' if o.get('landscape') else 'portrait', o.get('pagetext', 'Page {PAGE_NUM} / {PAGE_COUNT}')]
    subprocess.run(args, check=True)
