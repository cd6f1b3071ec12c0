"""Part N: hand-written PostScript from the display list written by layout.py, as old LIS and mainframe spoolers print
it (findfont / scalefont / setfont, moveto / show; right-aligned numbers by `stringwidth`; rules with lineto/stroke;
core fonts re-encoded to ISOLatin1Encoding), turned into PDF by Ghostscript (`ps2pdf`). With outlines=True the PDF
is made with `gs -dNoOutputFonts -sDEVICE=pdfwrite`: every glyph becomes a filled vector path (no text layer, no
raster image)."""
from __future__ import annotations

import subprocess

FONTS = {'helv': ('Helvetica', 'Helvetica-Bold'), 'times': ('Times-Roman', 'Times-Bold'),
         'courier': ('Courier', 'Courier-Bold')}


def ps_str(s: str) -> str:
    b = s.encode('latin-1')  # raises on characters the re-encoded core fonts cannot print
    out = []
    for c in b:
        if c in (0x28, 0x29, 0x5c):
            out.append('\\' + chr(c))
        elif c < 32 or c > 126:
            out.append('\\%03o' % c)
        else:
            out.append(chr(c))
    return '(' + ''.join(out) + ')'


def write_ps(lp: str, ps: str, family: str = 'helv', title: str = 'report') -> None:
    reg, bold = FONTS[family]
    lines = open(lp, encoding='utf-8').read().splitlines()
    pages = [ln for ln in lines if ln.startswith('PAGE')]
    w, h = pages[0].split('\t')[1:3]
    o = ['%!PS-Adobe-3.0', f'%%Title: ({title})', '%%Creator: LISPRT spooler 4.2', f'%%Pages: {len(pages)}',
         f'%%BoundingBox: 0 0 {w} {h}', '%%EndComments', '%%BeginProlog',
         '/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall',
         '  /Encoding ISOLatin1Encoding 256 array copy dup 45 /hyphen put def currentdict end definefont pop } bind def',
         f'/F-r /{reg} reenc /F-b /{bold} reenc',
         '/L { moveto show } bind def',
         '/R { 3 -1 roll dup stringwidth pop 4 -1 roll exch sub 3 -1 roll moveto show } bind def',
         '/C { 3 -1 roll dup stringwidth pop 2 div 4 -1 roll exch sub 3 -1 roll moveto show } bind def',
         '%%EndProlog']
    n = 0
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'PAGE':
            if n:
                o.append('showpage')
            n += 1
            o.append(f'%%Page: {n} {n}')
            o.append(f'<< /PageSize [{f[1]} {f[2]}] >> setpagedevice')
        elif f[0] == 'T':
            _, k, size, x, y, al, g, s = f
            o.append(f'/F-{k} findfont {size} scalefont setfont {g} setgray')
            o.append(f'{ps_str(s)} {x} {y} {al}')
        elif f[0] == 'LINE':
            o.append(f'{f[5]} setlinewidth {f[6]} setgray newpath {f[1]} {f[2]} moveto {f[3]} {f[4]} lineto stroke')
        elif f[0] == 'BOX':
            o.append(f'{f[5]} setgray newpath {f[1]} {f[2]} {f[3]} {f[4]} rectfill')
    o += ['showpage', '%%Trailer', '%%EOF']
    with open(ps, 'w', encoding='latin-1') as fh:
        fh.write('\n'.join(o) + '\n')


def ps_pdf(lp: str, ps: str, pdf: str, family: str = 'helv', outlines: bool = False, title: str = 'report') -> None:
    write_ps(lp, ps, family, title)
    if outlines:
        subprocess.run(['gs', '-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dNoOutputFonts', '-sDEVICE=pdfwrite',
                        '-o', pdf, ps], check=True, capture_output=True)
    else:
        subprocess.run(['ps2pdf', '-dPDFSETTINGS=/default', ps, pdf], check=True, capture_output=True)
