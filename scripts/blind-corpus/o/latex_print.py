"""Part O: pdfTeX reports (pdflatex, not XeLaTeX). The report is written as a LaTeX article: fancyhdr letterhead
with the patient strip (repeated on every page), footer with page x of y (lastpage), the results as a longtable
(column header repeated by \\endhead; section headings, comment and method lines as \\multicolumn rows; stacked cells
as inner tabulars; forced page breaks with \\newpage between rows), interpretive tables and signature after it.
Fonts: Latin Modern (lmodern), Times (mathptmx) or Helvetica (helvet) in T1; Cyrillic in T2A and Greek in LGR with
the Computer Modern-family fonts TeX Live has (T2A: LH fonts rendered by METAFONT, embedded as bitmap Type 3; LGR:
CB fonts, Type 1), the cmap package giving every font a ToUnicode map. Run twice for the page count.

Options (d.opts): tex_font (lm, times, helvet), tex_lang (babel languages, main last), enc (fontenc list), rules
(boxed, ruled, plain), cols/heads/align (l/r per column)/widths (cm for p-columns, 0: natural), landscape, size
(10/11 pt or 'small'), lab_lines, head_right, pinfo (rows of (label, value) pairs), footer, pageword ('Page {p} of
{n}' with {p} and {n}), title, end_lines, interp (list of rows for an interpretive tabular after the results),
sign, shade (grey section heading bars, colortbl)."""
from __future__ import annotations

import os
import re
import subprocess

from cells import rowcells
from model import D

MAP = {
    '\\': r'\textbackslash{}', '&': r'\&', '%': r'\%', '#': r'\#', '_': r'\_', '$': r'\$', '{': r'\{', '}': r'\}',
    '~': r'\textasciitilde{}', '^': r'\textasciicircum{}', '<': r'\textless{}', '>': r'\textgreater{}',
    'µ': r'\textmu{}', 'μ': r'\textmu{}', '²': r'\textsuperscript{2}', '³': r'\textsuperscript{3}', '⁹': r'\textsuperscript{9}',
    '¹': r'\textsuperscript{1}', '×': r'\texttimes{}', '≤': r'$\leq$', '≥': r'$\geq$', '↑': r'$\uparrow$',
    '↓': r'$\downarrow$', '–': '--', '—': '---', '°': r'\textdegree{}', '·': r'\textperiodcentered{}', '±': r'\textpm{}',
    '|': r'\textbar{}', '"': "''", '\u00a0': '~', '’': "'",
}
GREEK = re.compile(r'[\u0370-\u03ff\u1f00-\u1fff]')


def tex(s: str, greek: bool = False) -> str:
    s = str(s)
    if greek:
        # Latin letters under LGR would turn into Greek ones: every run without Greek letters goes to \textlatin
        out, cur, cur_g = [], '', None
        for ch in s:
            g = bool(GREEK.match(ch)) or (ch in ' ' and cur_g)
            if cur_g is None or g == cur_g:
                cur += ch
            else:
                out.append((cur, cur_g))
                cur = ch
            cur_g = g if cur_g is None or g != cur_g else cur_g
        if cur:
            out.append((cur, cur_g))
        res = ''
        for t, g in out:
            e = ''.join(MAP.get(c, c) for c in t)
            res += e if g or not re.search(r'[A-Za-z<>µ%]', t) else r'\textlatin{' + e + '}'
        return res
    return ''.join(MAP.get(c, c) for c in s)


def stack(t: str, al: str, greek: bool) -> str:
    parts = t.split('\n')
    if len(parts) == 1:
        return tex(t, greek)
    return r'\begin{tabular}[t]{@{}' + al + r'@{}}' + r'\\'.join(tex(p, greek) for p in parts) + r'\end{tabular}'


def latex_pdf(d: D, pdf: str, work: str) -> None:
    o = d.opts
    g = 'greek' in o.get('tex_lang', [])
    T = lambda s: tex(s, g)  # noqa: E731
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
    L = [f'\\documentclass[{fs if fs != "small" else "10pt"},a4paper]{{article}}', r'\usepackage{cmap}',
         f'\\usepackage[{",".join(o.get("enc", ["T1"]))}]{{fontenc}}', r'\usepackage[utf8]{inputenc}',
         r'\usepackage{textcomp}', f'\\usepackage[{",".join(o.get("tex_lang", ["english"]))}]{{babel}}']
    f = o.get('tex_font', 'lm')
    if f == 'lm':
        L.append(r'\usepackage{lmodern}')
    elif f == 'times':
        L.append(r'\usepackage{mathptmx}')
    elif f == 'helvet':
        L += [r'\usepackage[scaled=0.92]{helvet}', r'\renewcommand\familydefault{\sfdefault}']
    geo = 'landscape,' if o.get('landscape') else ''
    L += [f'\\usepackage[{geo}left=1.6cm,right=1.6cm,top={o.get("top", 4.3)}cm,bottom=2cm,headheight={o.get("headh", 90)}pt,headsep=10pt,footskip=20pt]{{geometry}}',
          r'\usepackage{longtable,array,fancyhdr,lastpage,xcolor,colortbl}', r'\input{glyphtounicode}\pdfgentounicode=1',
          r'\pdfinfo{/Title (' + d.id + r') /Creator (pdfTeX / LaTeX longtable)}',
          r'\setlength{\LTpre}{2pt}\setlength{\LTpost}{4pt}\renewcommand\arraystretch{1.12}\setlength{\parindent}{0pt}',
          r'\pagestyle{fancy}\fancyhf{}\renewcommand\headrulewidth{0.8pt}\renewcommand\footrulewidth{0.4pt}']
    if o.get('main_lang_cmd'):
        L.append(o['main_lang_cmd'])
    ll = o['lab_lines']
    left = (r'{\large\bfseries ' if len(ll[0]) > 38 else r'{\Large\bfseries ') + T(ll[0]) + r'}\\[1pt]' + ''.join(r'{\footnotesize ' + T(x) + r'}\\' for x in ll[1:])
    right = ''.join(r'{\small ' + T(x) + r'}\\' for x in o.get('head_right', []))
    pin = o['pinfo']
    prow = []
    for row in pin:
        prow.append(' & '.join(r'{\footnotesize ' + T(k) + r'} & \textbf{' + T(v) + '}' for k, v in row) + r'\\')
    hw = '25.3cm' if o.get('landscape') else '17.5cm'
    L.append(r'\fancyhead[L]{\begin{minipage}[b]{' + hw + r'}\begin{minipage}[b]{0.62\linewidth}' + left +
             r'\end{minipage}\hfill\begin{minipage}[b]{0.36\linewidth}\raggedleft ' + right + r'\end{minipage}\\[3pt]'
             + r'\rule{\linewidth}{0.4pt}\\[1pt]\begin{tabular*}{\linewidth}{@{}l@{\ }l@{\extracolsep{\fill}}l@{\ }l l@{\ }l@{}}'
             + ''.join(prow) + r'\end{tabular*}\end{minipage}}')
    pw = T(o.get('pageword', 'Page {p} of {n}')).replace(r'\{p\}', r'\thepage{}').replace(r'\{n\}', (r'\textlatin{\pageref{LastPage}}' if g else r'\pageref{LastPage}'))
    L += [r'\fancyfoot[L]{\scriptsize ' + T(o.get('footer', '')) + '}', r'\fancyfoot[R]{\scriptsize ' + pw + '}',
          r'\begin{document}']
    if fs == 'small':
        L.append(r'\small')
    if o.get('title'):
        L.append(r'\begin{center}\textbf{\large ' + T(o['title']) + r'}\end{center}\vspace{-6pt}')
    L.append(r'\begin{longtable}{@{}' + colspec + '@{}}' if not bar else r'\begin{longtable}{' + colspec + '}')
    hl = r'\hline' if rules in ('boxed', 'ruled') else ''
    head = hl + ' & '.join(r'\textbf{' + T(h) + '}' for h in heads) + r'\\' + (r'\hline' if rules != 'plain' else r'[2pt]')
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
                x = stack(t, 'r' if a == 'r' else 'l', g)
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
        r = subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', f'-output-directory={work}', base + '.tex'],
                           capture_output=True, timeout=600)
        if r.returncode != 0:
            raise RuntimeError(f'{d.id}: pdflatex failed:\n' + r.stdout.decode('utf-8', 'replace')[-3000:])
    os.replace(base + '.pdf', pdf)
