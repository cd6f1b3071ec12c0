"""XeLaTeX renderer: article + fontspec + longtable (one table over the whole report, its header repeated on
every page with \\endhead, \\newpage between rows where the report's pages change), fancyhdr running head and
foot with 'page x of y' (lastpage, two runs), optional landscape (geometry) and a block layout."""
from __future__ import annotations

import os
import shutil
import subprocess

from cells import is_abn, pages_of, rowcells
from model import D

SPECIAL = {'\\': r'\textbackslash{}', '&': r'\&', '%': r'\%', '$': r'\$', '#': r'\#', '_': r'\_', '{': r'\{',
           '}': r'\}', '~': r'\textasciitilde{}', '^': r'\textasciicircum{}'}


def esc(s: str) -> str:
    out = ''.join(SPECIAL.get(ch, ch) for ch in s)
    # footnote markers printed as superscripts
    for sup, n in (('¹', '1'), ('²', '2'), ('³', '3'), ('⁴', '4')):
        out = out.replace(sup, r'\textsuperscript{' + n + '}')
    return out


def lines(s: str) -> str:
    return r'\newline '.join(esc(x) for x in s.split('\n'))


def tex_source(d: D) -> str:
    o = d.opts
    n = pages_of(d)
    geo = 'a4paper,landscape' if o.get('landscape') else 'a4paper'
    margin = o.get('margin', '16mm')
    font = o.get('texfont', 'DejaVu Sans')
    size = o.get('size', r'\small')
    cols = o.get('cols', ['name', 'value', 'flag', 'unit', 'range'])
    heads = o.get('heads', [])
    widths = o.get('widths', [50, 20, 8, 22, 40])
    aligns = o.get('aligns', ['l'] * len(cols))
    spec = ''.join(
        (r'>{\raggedleft\arraybackslash}p{%smm}' % w) if a == 'r' else (r'>{\raggedright\arraybackslash}p{%smm}' % w)
        for w, a in zip(widths, aligns))
    rule = '|' if o.get('grid') else ''
    if rule:
        spec = '|' + '|'.join(
            (r'>{\raggedleft\arraybackslash}p{%smm}' % w) if a == 'r' else (r'>{\raggedright\arraybackslash}p{%smm}' % w)
            for w, a in zip(widths, aligns)) + '|'
    ncol = len(cols)
    tw = sum(widths)
    pageword = o.get('pageword', 'Page {p} of {n}')
    foot_page = esc(pageword).replace('\\{p\\}', r'\thepage').replace('\\{n\\}', r'\pageref{LastPage}')
    L = [r'\documentclass[10pt]{article}', r'\usepackage{fontspec}', rf'\setmainfont{{{font}}}',
         rf'\usepackage[{geo},margin={margin},headheight=24pt,includehead,includefoot]{{geometry}}',
         r'\usepackage{longtable,array,xcolor,colortbl,fancyhdr,lastpage,multicol}',
         r'\setlength{\parindent}{0pt}\setlength{\LTpre}{2pt}\setlength{\LTpost}{2pt}\setlength{\tabcolsep}{3pt}',
         r'\renewcommand{\arraystretch}{1.12}',
         r'\pagestyle{fancy}\fancyhf{}',
         rf'\fancyhead[L]{{\footnotesize {esc(o.get("runhead_l", ""))}}}',
         rf'\fancyhead[R]{{\footnotesize {esc(o.get("runhead_r", ""))}}}',
         rf'\fancyfoot[L]{{\scriptsize {lines(o.get("foot", ""))}}}',
         rf'\fancyfoot[R]{{\scriptsize {foot_page}}}',
         r'\renewcommand{\headrulewidth}{0.4pt}\renewcommand{\footrulewidth}{0.4pt}',
         r'\begin{document}', size]
    for i, line in enumerate(o.get('lab_lines', [])):
        L.append((r'{\large\bfseries ' + esc(line) + r'}\\' if i == 0 else esc(line) + r'\\'))
    L.append(r'\vspace{2mm}')
    if o.get('title'):
        L.append(r'\begin{center}{\bfseries\large ' + esc(o['title']) + r'}\end{center}')
    pi = o.get('pinfo', [])
    if pi:
        k = max(len(r) for r in pi)
        L.append(r'\begin{tabular}{' + 'll' * k + '}')
        for row in pi:
            cells = []
            for lab, val in row:
                cells += [r'\textbf{' + esc(lab) + '}', esc(val)]
            cells += [''] * (2 * k - len(cells))
            L.append(' & '.join(cells) + r'\\')
        L.append(r'\end{tabular}\par\vspace{2mm}')
    if o.get('blocks'):
        L += _blocks(d)
    else:
        hdr = ' & '.join(r'\textbf{' + esc(h) + '}' for h in heads) + r'\\'
        shade = o.get('headbg')
        L.append(r'\begin{longtable}{' + spec + '}')
        if shade:
            L.append(r'\hline\rowcolor[HTML]{' + shade + '}' + hdr + r'\hline')
        else:
            L.append(r'\hline ' + hdr + r'\hline')
        L.append(r'\endhead')
        L.append(r'\hline\endfoot')
        page = 1
        for s in d.sections:
            if s.page != page:
                L.append(r'\newpage')
                page = s.page
            L.append(r'\multicolumn{%d}{%sl%s}{\textbf{%s}}\\' % (ncol, rule, rule, esc(s.title)))
            if s.sub:
                L.append(r'\multicolumn{%d}{%sp{%smm}%s}{\footnotesize\itshape %s}\\' % (ncol, rule, tw, rule, esc(s.sub)))
            for r in s.rows:
                cs = rowcells(d, r, cols)
                out = []
                for (t, b), c in zip(cs, cols):
                    t = lines(t)
                    if b and t:
                        t = r'\textbf{' + t + '}'
                    if c in ('value', 'flag') and is_abn(r) and o.get('abn_color') and t:
                        t = r'\textcolor[HTML]{' + o['abn_color'] + '}{' + t + '}'
                    if c.startswith('prev') and t:
                        t = r'\textcolor[HTML]{555555}{' + t + '}'
                    out.append(t)
                L.append(' & '.join(out) + (r'\\\hline' if rule else r'\\'))
                if r.note:
                    L.append(r'\multicolumn{%d}{%sp{%smm}%s}{\footnotesize\itshape %s}\\' % (ncol, rule, tw, rule, lines(r.note)))
            if s.note:
                L.append(r'\multicolumn{%d}{%sp{%smm}%s}{\footnotesize %s}\\' % (ncol, rule, tw, rule, lines(s.note)))
        L.append(r'\end{longtable}')
    L.append(r'\par\vspace{2mm}')
    for line in o.get('end_lines', []):
        L.append(r'\footnotesize ' + lines(line) + r'\par')
    L.append(r'\end{document}')
    return '\n'.join(L)


def _blocks(d: D) -> list:
    """One analyte per block: bold name heading, then 'Result: …', 'Reference: …' lines (labels from opts)."""
    o = d.opts
    lab = o['block_labels']  # dict result/unit/reference/previous/flag
    L = []
    page = 1
    if o.get('twocol'):
        L.append(r'\begin{multicols}{2}')
    for s in d.sections:
        if s.page != page:
            L.append(r'\newpage' if not o.get('twocol') else r'\end{multicols}\newpage\begin{multicols}{2}')
            page = s.page
        L.append(r'\par\vspace{1.5mm}{\bfseries\normalsize ' + esc(s.title) + r'}\par\hrule\vspace{1mm}')
        for r in s.rows:
            cs = dict(zip(['name', 'value', 'flag', 'unit', 'range', 'prev'],
                          rowcells(d, r, ['name', 'value', 'flag', 'unit', 'range', 'prev'])))
            L.append(r'\par\vspace{1mm}\begin{minipage}{\linewidth}\textbf{' + lines(cs['name'][0]) + r'}\par')
            v = esc(cs['value'][0]) + (' ' + esc(cs['unit'][0]) if cs['unit'][0] else '')
            if cs['value'][1]:
                v = r'\textbf{' + v + '}'
            fl = cs['flag'][0]
            L.append(r'\hspace*{4mm}' + esc(lab['result']) + ' ' + v + ((r' \quad\textbf{' + esc(fl) + '}') if fl else '') + r'\par')
            if cs['range'][0]:
                rl = cs['range'][0].split('\n')
                L.append(r'\hspace*{4mm}' + esc(lab['reference']) + ' ' + esc(rl[0]) + r'\par')
                for extra in rl[1:]:
                    L.append(r'\hspace*{8mm}' + esc(extra) + r'\par')
            if cs['prev'][0]:
                L.append(r'\hspace*{4mm}{\color[HTML]{555555}' + esc(lab['previous']) + ' ' + esc(cs['prev'][0]) + r'}\par')
            if r.note:
                L.append(r'\hspace*{4mm}{\footnotesize\itshape ' + lines(r.note) + r'}\par')
            L.append(r'\end{minipage}')
        if s.note:
            L.append(r'\par\vspace{1mm}{\footnotesize ' + lines(s.note) + r'}\par')
    if o.get('twocol'):
        L.append(r'\end{multicols}')
    return L


def tex_pdf(d: D, out: str, work: str) -> None:
    wd = os.path.join(work, d.id + '-tex')
    os.makedirs(wd, exist_ok=True)
    src = os.path.join(wd, 'doc.tex')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(tex_source(d))
    for _ in range(2):
        p = subprocess.run(['xelatex', '-interaction=nonstopmode', '-halt-on-error', 'doc.tex'], cwd=wd,
                           capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            raise RuntimeError(f'{d.id}: xelatex failed\n' + p.stdout[-3000:])
    shutil.copy(os.path.join(wd, 'doc.pdf'), out)
