"""Part L renderer 2: iText 5 through LisPrint.java. Writes the line spec LisPrint reads (page header lines, logo,
barcode id box, patient strip repeated on every page, footer with page x of y; the patient block; one PdfPTable per
page whose header row is printed again on each page; section and comment rows spanning the table; signatures)
and runs `java -cp /usr/share/java/itext5.jar`. For the hybrid document the results table is printed alone by
LisPrint, rendered to PNG and placed as an image."""
from __future__ import annotations

import os
import subprocess

from cells import pages_of, rowcells
from model import D

JAR = '/usr/share/java/itext5.jar'
HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = {
    'dejavu': ('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
    'dejavucond': ('/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf'),
    'liberation': ('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'),
    'libmono': ('/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf'),
    'helvetica': ('HELVETICA', 'HELVETICA_BOLD'),
}
CJK = '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'


def e(s: str) -> str:
    return (s or '').replace('\t', ' ').replace('\n', '\\n')


def compile_java(work: str) -> None:
    if os.path.exists(os.path.join(work, 'LisPrint.class')):
        return
    subprocess.run(['javac', '-nowarn', '-cp', JAR, '-d', work, os.path.join(HERE, 'LisPrint.java')], check=True,
                   capture_output=True, timeout=300)


def table_lines(d: D, page: int | None) -> list[str]:
    o = d.opts
    cols = o['cols']
    widths = o.get('widths') or [4] + [2] * (len(cols) - 1)
    L = [f'TABLE\t{1 if o.get("grid") else 0}\t{",".join(str(w) for w in widths)}', 'TH\t' + '\t'.join(e(h) for h in o['heads'])]
    for s in d.sections:
        if page is not None and s.page != page:
            continue
        if s.title:
            L.append('SEC\t' + e(s.title))
        for r in s.rows:
            cs = []
            for (t, b), c in zip(rowcells(d, r, cols), cols):
                pre = ('>!' if c in o.get('right', []) else '') + ('*!' if b and t else '')
                cs.append(pre + e(t))
            L.append('TR\t' + '\t'.join(cs))
            if r.note:
                L.append('NOTE\t' + e(r.note))
        if s.note:
            L.append('NOTE\t' + e(s.note))
    L.append('ENDTABLE')
    return L


def spec(d: D, png: str | None = None, table_only: bool = False) -> str:
    o = d.opts
    reg, bold = FONTS[o.get('font', 'dejavu')]
    L = []
    land = 'A4L' if o.get('landscape') else 'A4'
    if table_only:
        L.append(f'PAGE\t{land}\t20\t20\t20\t20')
    else:
        top = o.get('mtop', 118 + 9.5 * len(o.get('strip', [])))
        L.append(f'PAGE\t{land}\t{o.get("ml", 34)}\t{o.get("mr", 34)}\t{top}\t44')
    L.append(f'FONT\t{reg}\t{bold}\t{CJK if o.get("cjk") else ""}')
    L.append(f'SIZE\t{o.get("size", 8.5)}')
    if not table_only:
        for line in o.get('lab_lines', []):
            L.append('HEAD\t' + e(line))
        if o.get('head_right'):
            L.append('HEADRIGHT\t' + e(o['head_right']))
        if o.get('barcode'):
            L.append('BARCODE\t' + o['barcode'])
        if o.get('logo_png'):
            L.append('LOGO\t' + o['logo_png'])
        L.append('FOOT\t' + e(o.get('foot', '')))
        L.append('PAGEWORD\t' + e(o.get('pageword', 'Page {p} of {n}')))
        for row in o.get('strip', []):
            L.append('STRIP\t' + '\t'.join(e(k) + '\t' + e(v) for k, v in row))
    L.append('BODY')
    if table_only:
        L += table_lines(d, None)
        return '\n'.join(L) + '\n'
    if o.get('title'):
        L.append('TITLE\t' + e(o['title']))
    for row in o.get('pinfo', []):
        L.append('PINFO\t' + '\t'.join(e(k) + '\t' + e(v) for k, v in row))
    if png:
        L.append(f'IMAGE\t{png}\t{o.get("png_pt", 523)}')
    else:
        n = pages_of(d)
        for p in range(1, n + 1):
            if p > 1:
                L.append('NEWPAGE')
            L += table_lines(d, p)
    for line in o.get('end_lines', []):
        L.append('PARA\t' + e(line))
    if o.get('sign'):
        L.append('SIGN\t' + '\t'.join(e(s) for s in o['sign']))
    return '\n'.join(L) + '\n'


def _run(args, d):
    p = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        raise RuntimeError(f'{d.id}: {args[0]} failed {p.returncode}\n{p.stderr[-3000:]}')


def lisprint(d: D, text: str, out: str, work: str) -> None:
    compile_java(work)
    sp = os.path.join(work, os.path.basename(out) + '.spec.txt')
    with open(sp, 'w', encoding='utf-8') as f:
        f.write(text)
    _run(['java', '-Djava.awt.headless=true', '-cp', f'{JAR}:{work}', 'LisPrint', sp, out], d)


def itext_pdf(d: D, out: str, work: str) -> None:
    png = None
    if d.opts.get('hybrid'):
        tpdf = os.path.join(work, d.id + '-table.pdf')
        lisprint(d, spec(d, table_only=True), tpdf, work)
        base = os.path.join(work, d.id + '-table')
        _run(['pdftoppm', '-r', str(d.opts.get('png_dpi', 170)), '-f', '1', '-l', '1', '-png', '-singlefile', tpdf, base], d)
        png = base + '.png'
        _run(['convert', png, '-trim', '+repage', '-bordercolor', 'white', '-border', '6', png], d)
    lisprint(d, spec(d, png=png), out, work)
