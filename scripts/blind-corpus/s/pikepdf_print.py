"""Part S: Python pikepdf printer of the display list (layout.py). Debian python3-pikepdf 6.0.0 on libqpdf 11.3 (QPDF
writes the file). pikepdf has no text layout of its own: each page is a content stream built here operator by
operator (pikepdf.unparse_content_stream: BT /F1 size Tf x y Td (text) Tj ET, m/l/S rules, re/f bars) on a page
made with pikepdf.Page, and the fonts are standard-14 Type 1 dictionaries in WinAnsiEncoding, not embedded (option
QFONT <regular BaseFont> <bold BaseFont>); right/centre alignment from the metric-compatible Liberation fonts'
advance widths (PIL). The file is saved with QPDF's object streams (pikepdf.ObjectStreamMode.generate).
    /usr/bin/python3 pikepdf_print.py <spec.lp> <out.pdf>
"""
import sys

import pikepdf
from pikepdf import Array, Dictionary, Name, Operator
from PIL import ImageFont

LIB = '/usr/share/fonts/truetype/liberation/'
METRIC = {
    'Helvetica': 'LiberationSans-Regular.ttf', 'Helvetica-Bold': 'LiberationSans-Bold.ttf',
    'Times-Roman': 'LiberationSerif-Regular.ttf', 'Times-Bold': 'LiberationSerif-Bold.ttf',
    'Courier': 'LiberationMono-Regular.ttf', 'Courier-Bold': 'LiberationMono-Bold.ttf',
}


def main():
    spec, out = sys.argv[1], sys.argv[2]
    lines = [ln.rstrip('\n').split('\t') for ln in open(spec, encoding='utf-8')]
    reg, bold, title = 'Helvetica', 'Helvetica-Bold', 'report'
    for p in lines:
        if p[0] == 'QFONT':
            reg, bold = p[1], p[2]
        if p[0] == 'TITLE':
            title = p[1]
    metric = {k: ImageFont.truetype(LIB + METRIC[v], 1000) for k, v in (('r', reg), ('b', bold))}
    pdf = pikepdf.new()
    fonts = Dictionary(
        F1=pdf.make_indirect(Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name('/' + reg), Encoding=Name.WinAnsiEncoding)),
        F2=pdf.make_indirect(Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name('/' + bold), Encoding=Name.WinAnsiEncoding)),
    )
    pages = []
    for p in lines:
        if p[0] == 'PAGE':
            pages.append((float(p[1]), float(p[2]), []))
        elif p[0] == 'T':
            _, b, size, x, y, al, g, s = p
            size, x, y, g = float(size), float(x), float(y), float(g)
            w = metric[b].getlength(s) / 1000 * size
            x = x - w if al == 'R' else x - w / 2 if al == 'C' else x
            ops = pages[-1][2]
            ops += [([g], Operator('g')), ([], Operator('BT')), ([Name('/F2' if b == 'b' else '/F1'), size], Operator('Tf')),
                    ([round(x, 2), round(y, 2)], Operator('Td')), ([pikepdf.String(s.encode('cp1252'))], Operator('Tj')),
                    ([], Operator('ET'))]
        elif p[0] == 'LINE':
            x1, y1, x2, y2, lw, g = map(float, p[1:7])
            pages[-1][2].extend([([lw], Operator('w')), ([g], Operator('G')), ([x1, y1], Operator('m')), ([x2, y2], Operator('l')),
                                 ([], Operator('S'))])
        elif p[0] == 'BOX':
            x, y, w, h, g = map(float, p[1:6])
            pages[-1][2].extend([([g], Operator('g')), ([x, y, w, h], Operator('re')), ([], Operator('f')), ([0], Operator('g'))])
    for w, h, ops in pages:
        page = pdf.add_blank_page(page_size=(w, h))
        page.obj.Resources = Dictionary(Font=fonts)
        page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(ops))
    with pdf.open_metadata(set_pikepdf_as_editor=False) as meta:
        meta['dc:title'] = title
    pdf.docinfo['/Title'] = title
    pdf.docinfo['/Producer'] = f'pikepdf {pikepdf.__version__} (libqpdf {pikepdf.__libqpdf_version__})'
    pdf.save(out, object_stream_mode=pikepdf.ObjectStreamMode.generate, compress_streams=True)


if __name__ == '__main__':
    main()
