"""Part P: matplotlib PDF-backend printer of the display list (layout.py). One figure per page, the page size in
inches (points / 72); strings with fig.text at their baseline (va='baseline', ha left/right/center, parse_math off),
rules as Line2D and shaded bars as Rectangle in figure coordinates; pages collected with PdfPages. The spec's
FONTTYPE line sets rcParams['pdf.fonttype']: 3 (Type 3 fonts, matplotlib's default) or 42 (TrueType, Type 42);
MPLFONT names the regular and bold font files (DejaVu Sans by default).

    /usr/bin/python3 mpl_print.py <spec.lp> <out.pdf>
"""
import sys

import matplotlib

matplotlib.use('pdf')
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402
from matplotlib.font_manager import FontProperties  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402


def main():
    spec, out = sys.argv[1], sys.argv[2]
    rows = [ln.rstrip('\n').split('\t') for ln in open(spec, encoding='utf-8')]
    ftype, reg, bold, title = 3, None, None, ''
    for p in rows:
        if p[0] == 'FONTTYPE':
            ftype = int(p[1])
        if p[0] == 'MPLFONT':
            reg, bold = p[1], p[2]
        if p[0] == 'TITLE':
            title = p[1]
    matplotlib.rcParams['pdf.fonttype'] = ftype
    matplotlib.rcParams['pdf.compression'] = 6
    fr = FontProperties(fname=reg) if reg else FontProperties(family='DejaVu Sans')
    fb = FontProperties(fname=bold) if bold else FontProperties(family='DejaVu Sans', weight='bold')
    pdf = PdfPages(out, metadata={'Title': title, 'Creator': 'matplotlib pdf backend (fig.text)'})
    fig, W, H = None, 595.0, 842.0
    for p in rows:
        if p[0] == 'PAGE':
            if fig is not None:
                pdf.savefig(fig)
                plt.close(fig)
            W, H = float(p[1]), float(p[2])
            fig = plt.figure(figsize=(W / 72, H / 72), dpi=72)
        elif p[0] == 'T':
            _, b, size, x, y, al, grey, s = p
            g = float(grey)
            fp = (fb if b == 'b' else fr).copy()
            fp.set_size(float(size))
            fig.text(float(x) / W, float(y) / H, s, fontproperties=fp, va='baseline',
                     ha={'L': 'left', 'R': 'right', 'C': 'center'}[al], color=(g, g, g), parse_math=False)
        elif p[0] == 'LINE':
            x1, y1, x2, y2, lw, g = map(float, p[1:7])
            fig.add_artist(Line2D([x1 / W, x2 / W], [y1 / H, y2 / H], transform=fig.transFigure, linewidth=lw, color=(g, g, g)))
        elif p[0] == 'BOX':
            x, y, w, h, g = map(float, p[1:6])
            fig.add_artist(Rectangle((x / W, y / H), w / W, h / H, transform=fig.transFigure, facecolor=(g, g, g), edgecolor='none'))
    if fig is not None:
        pdf.savefig(fig)
        plt.close(fig)
    pdf.close()


if __name__ == '__main__':
    main()
