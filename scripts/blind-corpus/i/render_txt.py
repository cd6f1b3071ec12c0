"""Monospaced LIS printouts: plain text with columns made of spaces, form feeds between pages, set by GNU enscript
(Courier) and turned into PDF by ghostscript ps2pdf; and groff (tbl tables, Helvetica/Times/Courier, page traps
for headers and footers) → ps2pdf."""
from __future__ import annotations

import os
import subprocess
import tempfile

from model import D, R, fmt, pflag, prange, pval


def run(cmd, **kw):
    subprocess.run(cmd, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def pad(s: str, w: int, align: str = 'l') -> str:
    s = s or ''
    if len(s) >= w:
        return s + ' '
    return s.rjust(w) if align == 'r' else s.ljust(w)


def lis_lines(d: D):
    """Fixed-width text, one list of lines per page."""
    o = d.opts
    cols = o['cols']  # [(key, width, align)]
    npages = max(s.page for s in d.sections)
    pages = []
    for p in range(1, npages + 1):
        L = [ln.format(p=p, n=npages) for ln in o['header']]
        L.append(' '.join(pad(h, w, a) for (k, w, a), h in zip(cols, o['heads'])).rstrip())
        L.append(o.get('rule', '-') * o.get('width', 96))
        for s in [s for s in d.sections if s.page == p]:
            L.append('')
            L.append(o.get('secfmt', '{t}').format(t=s.title))
            for r in s.rows:
                cells = []
                for k, w, a in cols:
                    if k == 'name':
                        t = r.name + (r.fn if r.fn else '')
                        if o.get('dots'):
                            t = (t + ' ').ljust(w - 1, '.') + ' '
                        cells.append(pad(t, w, a))
                    elif k == 'value':
                        v = pval(d, r)
                        if o.get('flagpos') == 'suffix' and pflag(d, r):
                            v = f'{v} {pflag(d, r)}' if not o.get('glue') else v + pflag(d, r)
                        cells.append(pad(v, w, a))
                    elif k == 'flag':
                        cells.append(pad(pflag(d, r), w, a))
                    elif k == 'unit':
                        cells.append(pad(r.unit or '', w, a))
                    elif k == 'range':
                        cells.append(pad(prange(d, r).split('\n')[0], w, a))
                    elif k == 'prev':
                        cells.append(pad(fmt(d, r.prev) if r.prev else '', w, a))
                    elif k == 'prev2':
                        cells.append(pad(fmt(d, r.prev2) if r.prev2 else '', w, a))
                    elif k == 'alt':
                        cells.append(pad(r.alt or '', w, a))
                L.append(' '.join(cells).rstrip())
                extra = prange(d, r).split('\n')[1:]
                if extra:
                    off = sum(w + 1 for k, w, a in cols[: [k for k, _, _ in cols].index('range')])
                    for e in extra:
                        L.append(' ' * off + e)
                if r.note:
                    L.append('      ' + r.note)
            if s.note:
                for ln in s.note.split('\n'):
                    L.append('   ' + ln)
        if p == npages:
            L.extend(o.get('end', []))
        body_len = o.get('page_lines', 66) - len(o.get('footer', []))
        while len(L) < body_len:
            L.append('')
        L.extend(ln.format(p=p, n=npages) for ln in o.get('footer', []))
        pages.append(L)
    return pages


def enscript_pdf(d: D, out: str) -> None:
    o = d.opts
    enc = o.get('encoding', 'latin1')
    pyenc = {'latin1': 'latin-1', 'latin2': 'iso8859-2'}[enc]
    text = '\f'.join('\n'.join(p) + '\n' for p in lis_lines(d))
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'in.txt')
        with open(src, 'wb') as f:
            f.write(text.encode(pyenc))
        ps = os.path.join(tmp, 'out.ps')
        args = ['enscript', '-B', '-q', f'-X{enc}', f"-f{o.get('font', 'Courier9')}", '--margins=50:40:40:30',
                '-M', o.get('media', 'A4'), '-p', ps, src]
        if o.get('landscape'):
            args.insert(1, '-r')
        run(args)
        run(['ps2pdf', '-sPAPERSIZE=' + o.get('media', 'A4').lower(), ps, out])


def band_text(d: D, r: R, key: str) -> str:
    from model import _rng_print
    if r.bands and key in r.bands:
        return _rng_print(d, r.bands[key])
    if not r.bands:
        return prange(d, r)  # one range for everybody: printed in every band column
    return ''


def groff_escape(s: str) -> str:
    if s.startswith('.') or s.startswith("'"):
        s = '\\&' + s
    return s


def groff_pdf(d: D, out: str) -> None:
    """groff + tbl: letterhead lines centred, a patient block, one boxed tbl table per section; header and
    footer by page traps; .bp where the section starts a new page."""
    o = d.opts
    ft = o.get('gfont', 'H')
    npages = max(s.page for s in d.sections)
    cols = o['cols']  # [(key, align)] align l/n/r/c
    g = []
    g.append(f'.pl 29.7c\n.ll 18c\n.po 1.6c\n.lt 18c\n.ps {o.get("ps", 9)}\n.vs {o.get("vs", 11)}p\n.fam {ft}\n.ft {ft}R\n.nr pgN 0')
    foot = o.get('footer', [])
    g.append('.de FO\n\'sp 0.4c\n.ps 7\n' + '\n'.join(
        f".tl '{groff_escape(a)}''{groff_escape(b)}'" for a, b in foot) + f"\n.ps {o.get('ps', 9)}\n'bp\n..")
    g.append('.de HD\n\'sp 1c\n.if \\\\n%>1 \\{\\\n.ps 7\n.tl \'' + groff_escape(o.get('runhead', '')) + "''\\\\n%'\n.ps "
             + str(o.get('ps', 9)) + '\n\'sp 0.4c\n.\\}\n..')
    g.append('.wh 0 HD\n.wh -2.2c FO')
    g.append('.ce 100')
    for i, ln in enumerate(o['lab_lines']):
        if i == 0:
            g.append(f'.ps +4\n\\f[{ft}B]{groff_escape(ln)}\\f[{ft}R]\n.ps -4')
        else:
            g.append(groff_escape(ln))
    g.append('.ce 0\n.sp 0.4')
    if o.get('title'):
        g.append(f'.ce\n.ps +2\n\\f[{ft}B]{groff_escape(o["title"])}\\f[{ft}R]\n.ps -2\n.sp 0.3')
    # patient block as a tbl without box
    g.append('.TS\nbox tab(|);\n' + ' '.join(['lB l'] * len(o['pinfo'][0])) + '.')
    for row in o['pinfo']:
        g.append('|'.join(f'{groff_escape(a)}|{groff_escape(b)}' for a, b in row))
    g.append('.TE\n.sp 0.5')
    page = 1
    for s in d.sections:
        if s.page != page:
            g.append('.bp')
            page = s.page
        spec = ' '.join(a for _, a in cols)
        hdr = ' '.join('cB' if i else 'lB' for i in range(len(cols)))
        g.append(f'.TS H\n{o.get("tblbox", "box")} tab(|);\nlB s' + ' s' * (len(cols) - 2) + f'\n{hdr}\n{spec}.')
        g.append(groff_escape(s.title))
        g.append('|'.join(groff_escape(h) for h in o['heads']))
        g.append('_\n.TH')
        for r in s.rows:
            cells = []
            for k, _ in cols:
                if k == 'name':
                    cells.append(groff_escape(r.name) + (f'\\u\\s-2{r.fn}\\s+2\\d' if r.fn else ''))
                elif k == 'value':
                    v = pval(d, r)
                    f = pflag(d, r)
                    if o.get('flagpos') == 'suffix' and f:
                        v = f'{v} {f}'
                    cells.append((f'\\f[{ft}B]{groff_escape(v)}\\f[{ft}R]' if f or (d.flags == 'bold' and _abn(r)) else groff_escape(v)))
                elif k == 'flag':
                    cells.append(groff_escape(pflag(d, r)))
                elif k == 'unit':
                    cells.append(groff_escape(r.unit or ''))
                elif k == 'range':
                    t = prange(d, r)
                    if '\n' in t:
                        cells.append('T{\n' + '\n.br\n'.join(groff_escape(x) for x in t.split('\n')) + '\nT}')
                    else:
                        cells.append(groff_escape(t))
                elif k == 'prev':
                    cells.append(groff_escape(fmt(d, r.prev) if r.prev else ''))
                elif k.startswith('band:'):
                    cells.append(groff_escape(band_text(d, r, k[5:])))
            g.append('|'.join(cells))
            if r.note:
                g.append('\\^|T{\n\\s-1\\f[' + ft + 'I]' + groff_escape(r.note) + '\\f[' + ft + 'R]\\s+1\nT}' + '|' * (len(cols) - 2))
        g.append('.TE')
        if s.note:
            g.append('.sp 0.3\n.ps -1\n.nf')
            g.extend(groff_escape(x) for x in s.note.split('\n'))
            g.append('.fi\n.ps +1')
        g.append('.sp 0.6')
    if o.get('end'):
        g.append('.sp 0.5\n.ps -1\n.nf')
        g.extend(groff_escape(x) for x in o['end'])
        g.append('.fi\n.ps +1')
    src = '\n'.join(g) + '\n'
    with tempfile.TemporaryDirectory() as tmp:
        f = os.path.join(tmp, 'in.tr')
        with open(f, 'w', encoding='utf-8') as fh:
            fh.write(src)
        ps = os.path.join(tmp, 'out.ps')
        with open(ps, 'wb') as fh:
            subprocess.run(['groff', '-k', '-t', '-Tps', '-dpaper=a4', '-P-pa4', f], check=True, stdout=fh, stderr=subprocess.PIPE)
        run(['ps2pdf', '-sPAPERSIZE=a4', ps, out])


def _abn(r: R) -> bool:
    from model import direction
    return direction(r) is not None


def groff_blocks_pdf(d: D, out: str) -> None:
    """groff, one analyte per block: the name in bold, a 'Resultado:' line with value, unit and flag, then the
    reference lines (several when the range is stacked); a monospaced patient header with dotted labels."""
    o = d.opts
    ft = o.get('gfont', 'T')
    npages = max(s.page for s in d.sections)
    g = [f'.pl 29.7c\n.ll 17.4c\n.po 2c\n.lt 17.4c\n.ps {o.get("ps", 9.5)}\n.vs {o.get("vs", 11.5)}p\n.fam {ft}\n.ft {ft}R']
    foot = o.get('footer', [])
    g.append('.de FO\n\'sp 0.4c\n.ps 7\n' + '\n'.join(
        f".tl '{groff_escape(a)}''{groff_escape(b)}'" for a, b in foot) + f"\n.ps {o.get('ps', 9.5)}\n'bp\n..")
    g.append('.de HD\n\'sp 1.2c\n.if \\\\n%>1 \\{\\\n.ps 7.5\n.tl \'' + groff_escape(o.get('runhead', '')) + "''\\\\n%/" + str(npages)
             + "'\n.ps " + str(o.get('ps', 9.5)) + '\n\'sp 0.5c\n.\\}\n..')
    g.append('.wh 0 HD\n.wh -2.4c FO')
    for i, ln in enumerate(o['lab_lines']):
        if i == 0:
            g.append(f'.ps +5\n\\f[{ft}B]{groff_escape(ln)}\\f[{ft}R]\n.ps -5\n.br')
        else:
            g.append(f'\\s-1{groff_escape(ln)}\\s+1\n.br')
    g.append(".sp 0.3\n\\l'17.4c'\n.sp 0.4\n.nf\n.ft CR\n.ps -0.5")
    g.extend(groff_escape(x) for x in o['pinfo_lines'])
    g.append(f'.ps +0.5\n.ft {ft}R\n.fi\n.sp 0.2\n\\l\'17.4c\'\n.sp 0.6')
    if o.get('title'):
        g.append(f'.ce\n.ps +2\n\\f[{ft}B]{groff_escape(o["title"])}\\f[{ft}R]\n.ps -2\n.sp 0.5')
    page = 1
    for s in d.sections:
        if s.page != page:
            g.append('.bp')
            page = s.page
        g.append(f'.ne 5v\n.sp 0.5\n\\f[{ft}B]\\s+1{groff_escape(s.title)}\\s-1\\f[{ft}R]\n.br\n.sp 0.2')
        for r in s.rows:
            v = pval(d, r)
            f = pflag(d, r)
            lines = prange(d, r).split('\n') if (r.rng or r.pr) else []
            g.append(f'.ne {2 + len(lines)}v\n.in 0.4c\n\\f[{ft}B]{groff_escape(r.name)}\\f[{ft}R]\n.br\n.in 1.2c\n.ta 4.2c 7.2c 9.6c')
            res = o.get('res_label', 'Resultado:')
            g.append(f'{res}\t\\f[{ft}B]{groff_escape(v)}\\f[{ft}R]\t{groff_escape(r.unit or "")}\t{groff_escape(f)}\n.br')
            for i, ln in enumerate(lines):
                lab = o.get('ref_label', 'Valores de referencia:') if i == 0 else ''
                g.append(f'\\s-1{lab}\t{groff_escape(ln)}\\s+1\n.br')
            if r.prev:
                g.append(f'\\s-1{o.get("prev_label", "Resultado anterior:")}\t{groff_escape(fmt(d, r.prev))}\\s+1\n.br')
            if r.note:
                g.append(f'\\s-1\\f[{ft}I]{groff_escape(r.note)}\\f[{ft}R]\\s+1\n.br')
            g.append('.in 0\n.sp 0.35')
        if s.note:
            g.append('.sp 0.2\n.ps -1\n.nf')
            g.extend(groff_escape(x) for x in s.note.split('\n'))
            g.append('.fi\n.ps +1')
    if o.get('end'):
        g.append('.sp 0.6\n.ps -1\n.nf')
        g.extend(groff_escape(x) for x in o['end'])
        g.append('.fi\n.ps +1')
    src = '\n'.join(g) + '\n'
    with tempfile.TemporaryDirectory() as tmp:
        f = os.path.join(tmp, 'in.tr')
        with open(f, 'w', encoding='utf-8') as fh:
            fh.write(src)
        ps = os.path.join(tmp, 'out.ps')
        with open(ps, 'wb') as fh:
            subprocess.run(['groff', '-k', '-Tps', '-dpaper=a4', '-P-pa4', f], check=True, stdout=fh, stderr=subprocess.PIPE)
        run(['ps2pdf', '-sPAPERSIZE=a4', ps, out])
