"""Part P: LuaLaTeX reports (lualatex, fontspec with OpenType/TrueType system fonts through luaotfload). Part O's
pdfTeX article adapted: fancyhdr letterhead with the patient strip on every page, footer with page x of y
(y from the model's page count), the results as a longtable (column header repeated by \\endhead; section headings, comment lines as
\\multicolumn rows; stacked cells as inner tabulars; \\newpage between pages), interpretive tables and signature
after it. Fonts (fontspec): main font Noto Sans / Noto Serif / DejaVu Sans / DejaVu Serif / Liberation; runs of
Arabic, Khmer, Lao or Chinese letters are set in Noto Naskh Arabic (right to left: \\textdir TRT), Noto Sans Khmer,
Noto Sans Lao, Noto Sans CJK SC, all shaped with luaotfload's HarfBuzz renderer. Run twice for the page count.

Options (d.opts): lua_font (fontspec name of the main font), rules (boxed, ruled, plain), cols/heads/align
(l/r per column)/widths (cm, 0: natural), landscape, size (10pt/11pt or 'small'), lab_lines, head_right, pinfo
(rows of (label, value) pairs), footer, pageword ('Page {p} of {n}'), title, end_lines, interp (rows of an
interpretive tabular after the results), sign, shade (grey section heading bars), cont (continuation line)."""
from __future__ import annotations

import os
import re
import subprocess

from cells import rowcells
from model import D

MAP = {
    '\\': r'\textbackslash{}', '&': r'\&', '%': r'\%', '#': r'\#', '_': r'\_', '$': r'\$', '{': r'\{', '}': r'\}',
    '~': r'\textasciitilde{}', '^': r'\textasciicircum{}', '"': "''", '\u00a0': '~', '|': r'\textbar{}',
}
SCRIPTS = [
    (re.compile(r'[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]'), r'\arfont\textdir TRT '),
    (re.compile(r'[\u1780-\u17ff\u19e0-\u19ff]'), r'\kmfont '),
    (re.compile(r'[\u0e80-\u0eff]'), r'\laofont '),
    (re.compile(r'[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]'), r'\cjkfont '),
]


def script_of(ch: str):
    for rx, cmd in SCRIPTS:
        if rx.match(ch):
            return cmd
    return None


def tex(s: str) -> str:
    """Escape, and put each run of Arabic / Khmer / Lao / CJK letters (with the spaces between its words) in its font."""
    s = str(s)
    out, run, cur = [], '', None
    for ch in s:
        sc = script_of(ch)
        if ch in ' ()' and cur is not None:
            sc = cur
        if sc != cur and run:
            out.append((run, cur))
            run = ''
        cur = sc if run == '' or sc == cur else cur
        if sc != cur:
            cur = sc
        run += ch
    if run:
        out.append((run, cur))
    res = ''
    for t, sc in out:
        e = ''.join(MAP.get(c, c) for c in t)
        if sc:
            lead = len(e) - len(e.lstrip(' '))
            trail = len(e) - len(e.rstrip(' '))
            res += ' ' * lead + '{' + sc + e.strip(' ') + '}' + ' ' * trail
        else:
            res += e
    return res


def stack(t: str, al: str) -> str:
    parts = t.split('\n')
    if len(parts) == 1:
        return tex(t)
    return r'\begin{tabular}[t]{@{}' + al + r'@{}}' + r'\\'.join(tex(p) for p in parts) + r'\end{tabular}'


def lualatex_pdf(d: D, pdf: str, work: str) -> None:
    o = d.opts
    T = tex
    cols = o['cols']
    heads = o['heads']
    al = o.get('align', ['l'] + ['l'] * (len(cols) - 1))
    widths = o.get('widths', [0] * len(cols))
    rules = o.get('rules', 'ruled')
    spec = []
    for a, w in zip(al, widths):
        spec.append((f'p{{{w}cm}}' if a == 'l' else f'>{{\\raggedleft\\arraybackslash}}p{{{w}cm}}') if w else a)
    bar = '|' if rules == 'boxed' else ''
    colspec = bar + bar.join(spec) + bar
    n = len(cols)
    fs = o.get('size', '10pt')
    H = 'Renderer=HarfBuzz'
    L = [f'\\documentclass[{fs if fs != "small" else "10pt"},a4paper]{{article}}', r'\usepackage{fontspec}',
         f'\\setmainfont{{{o.get("lua_font", "Noto Sans")}}}',
         f'\\newfontfamily\\arfont{{Noto Naskh Arabic}}[Script=Arabic,{H}]',
         f'\\newfontfamily\\kmfont{{Noto Sans Khmer}}[Script=Khmer,{H}]',
         f'\\newfontfamily\\laofont{{Noto Sans Lao}}[Script=Lao,{H}]',
         f'\\newfontfamily\\cjkfont{{Noto Sans CJK SC}}[{H}]']
    geo = 'landscape,' if o.get('landscape') else ''
    L += [f'\\usepackage[{geo}left=1.6cm,right=1.6cm,top={o.get("top", 4.3)}cm,bottom=2cm,headheight={o.get("headh", 90)}pt,headsep=10pt,footskip=20pt]{{geometry}}',
          r'\usepackage{longtable,array,fancyhdr,xcolor,colortbl}',
          r'\pdfextension info {/Title (' + d.id + r') /Creator (LuaLaTeX fontspec longtable)}',
          r'\setlength{\LTpre}{2pt}\setlength{\LTpost}{4pt}\renewcommand\arraystretch{' + str(o.get('stretch', 1.12)) + r'}\setlength{\parindent}{0pt}',
          r'\pagestyle{fancy}\fancyhf{}\renewcommand\headrulewidth{0.8pt}\renewcommand\footrulewidth{0.4pt}']
    ll = o['lab_lines']
    left = (r'{\large\bfseries ' if len(ll[0]) > 38 else r'{\Large\bfseries ') + T(ll[0]) + r'}\\[1pt]' + ''.join(r'{\footnotesize ' + T(x) + r'}\\' for x in ll[1:])
    right = ''.join(r'{\small ' + T(x) + r'}\\' for x in o.get('head_right', []))
    prow = []
    for row in o['pinfo']:
        prow.append(' & '.join(r'{\footnotesize ' + T(k) + r'} & \textbf{' + T(v) + '}' for k, v in row) + r'\\')
    hw = '25.3cm' if o.get('landscape') else '17.5cm'
    L.append(r'\fancyhead[L]{\begin{minipage}[b]{' + hw + r'}\begin{minipage}[b]{0.62\linewidth}' + left +
             r'\end{minipage}\hfill\begin{minipage}[b]{0.36\linewidth}\raggedleft ' + right + r'\end{minipage}\\[3pt]'
             + r'\rule{\linewidth}{0.4pt}\\[1pt]\begin{tabular*}{\linewidth}{@{}l@{\ }l@{\extracolsep{\fill}}l@{\ }l l@{\ }l@{}}'
             + ''.join(prow) + r'\end{tabular*}\end{minipage}}')
    pw = T(o.get('pageword', 'Page {p} of {n}')).replace(r'\{p\}', r'\thepage{}').replace(r'\{n\}', str(max(s.page for s in d.sections)))
    L += [r'\fancyfoot[L]{\scriptsize ' + T(o.get('footer', '')) + '}', r'\fancyfoot[R]{\scriptsize ' + pw + '}',
          r'\begin{document}']
    if fs == 'small':
        L.append(r'\small')
    if o.get('title'):
        L.append(r'\begin{center}\textbf{\large ' + T(o['title']) + r'}\end{center}\vspace{-6pt}')
    L.append(r'\begin{longtable}{@{}' + colspec + '@{}}' if not bar else r'\begin{longtable}{' + colspec + '}')
    hl = r'\hline' if rules in ('boxed', 'ruled') else ''
    head = hl + ' & '.join(r'\textbf{' + stack(h, 'l') + '}' for h in heads) + r'\\' + (r'\hline' if rules != 'plain' else r'[2pt]')
    L += [head + r'\endfirsthead', head + r'\endhead']
    if o.get('cont'):
        L.append(r'\multicolumn{' + str(n) + r'}{r}{\footnotesize\itshape ' + T(o['cont']) + r'}\\\endfoot')
    L.append((hl or '') + r'\endlastfoot')
    page = 1
    for s in d.sections:
        if s.page > page:
            L.append(r'\newpage')
            page = s.page
        shade = r'\rowcolor[gray]{0.88}' if o.get('shade') else ''
        L.append(shade + r'\multicolumn{' + str(n) + '}{' + bar + 'l' + bar + r'}{\textbf{' + T(s.title) + r'}}\\' + (r'\hline' if rules == 'boxed' else ''))
        for r in s.rows:
            cells = rowcells(d, r, cols)
            out = []
            for (t, b), a in zip(cells, al):
                x = stack(t, 'r' if a == 'r' else 'l')
                out.append(r'\textbf{' + x + '}' if b and t else x)
            L.append(' & '.join(out) + r'\\' + (r'\hline' if rules == 'boxed' else ''))
            if r.note:
                L.append(r'\multicolumn{' + str(n) + '}{' + bar + 'l' + bar + r'}{\hspace{1em}\footnotesize\itshape ' + T(r.note) + r'}\\' + (r'\hline' if rules == 'boxed' else ''))
        if s.note:
            for ln in s.note.split('\n'):
                L.append(r'\multicolumn{' + str(n) + '}{' + bar + 'l' + bar + r'}{\footnotesize ' + T(ln) + r'}\\' + (r'\hline' if rules == 'boxed' else ''))
    L.append(r'\end{longtable}')
    if o.get('interp'):
        rows = o['interp']
        L.append(r'{\footnotesize\begin{tabular}{' + '|'.join('l' * len(rows[0])) + r'}\hline')
        for i, row in enumerate(rows):
            L.append(' & '.join((r'\textbf{' + T(c) + '}') if i == 0 else T(c) for c in row) + r'\\' + (r'\hline' if i == 0 or i == len(rows) - 1 else ''))
        L.append(r'\end{tabular}}\par\medskip')
    for ln in o.get('end_lines', []):
        L.append(r'{\footnotesize ' + T(ln) + r'}\par')
    if o.get('sign'):
        L.append(r'\vspace{14pt}\hfill ' + r'\hspace{3cm}'.join(T(x) for x in o['sign']) + r'\par')
    L.append(r'\end{document}')
    base = os.path.join(work, d.id)
    with open(base + '.tex', 'w', encoding='utf-8') as fh:
        fh.write('\n'.join(L) + '\n')
    for _ in range(2):
        r = subprocess.run(['lualatex', '-interaction=nonstopmode', '-halt-on-error', f'-output-directory={work}', base + '.tex'],
                           capture_output=True, timeout=900)
        if r.returncode != 0:
            raise RuntimeError(f'{d.id}: lualatex failed:\n' + r.stdout.decode('utf-8', 'replace')[-3000:])
    os.replace(base + '.pdf', pdf)
