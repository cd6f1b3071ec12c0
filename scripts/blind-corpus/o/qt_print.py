"""Part O: Qt 5 printer of the display list (layout.py): QPdfWriter + QPainter, one drawText per string at its
baseline, right/centre alignment measured with QFontMetricsF.horizontalAdvance, rules with drawLine, shaded bars with
fillRect. Qt shapes Arabic, Urdu, Bengali, Devanagari and CJK text with HarfBuzz and embeds the fonts as subsets.
Run with QT_QPA_PLATFORM=offscreen (build.py sets it).

    /usr/bin/python3 qt_print.py <spec.lp> <out.pdf>
"""
import os
import sys

os.environ.setdefault('QT_QPA_PLATFORM', 'offscreen')
from PyQt5.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt  # noqa: E402
from PyQt5.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen  # noqa: E402


def main(spec, out):
    app = QGuiApplication(sys.argv[:1])  # noqa: F841
    lines = open(spec, encoding='utf-8').read().split('\n')
    family = 'DejaVu Sans'
    title = ''
    for ln in lines:
        p = ln.split('\t')
        if p[0] == 'FAMILY':
            family = p[1]
        if p[0] == 'TITLE':
            title = p[1]
    w = QPdfWriter(out)
    w.setResolution(72)
    w.setCreator('Qt 5 QPdfWriter')
    w.setTitle(title)
    painter = None
    H = 842
    fonts = {}

    def font(size, bold):
        k = (size, bold)
        if k not in fonts:
            f = QFont(family)
            f.setPointSizeF(size)
            f.setBold(bold)
            fonts[k] = f
        return fonts[k]

    for ln in lines:
        p = ln.split('\t')
        if p[0] == 'PAGE':
            W, H = float(p[1]), float(p[2])
            lay = QPageLayout(QPageSize(QSizeF(W, H), QPageSize.Point, '', QPageSize.ExactMatch),
                              QPageLayout.Portrait, QMarginsF(0, 0, 0, 0), QPageLayout.Point)
            w.setPageLayout(lay)
            if painter is None:
                painter = QPainter(w)
            else:
                w.newPage()
        elif p[0] == 'T':
            _, b, size, x, y, al, grey, s = p
            f = font(float(size), b == 'b')
            painter.setFont(f)
            g = int(float(grey) * 255)
            painter.setPen(QColor(g, g, g))
            adv = QFontMetricsF(f).horizontalAdvance(s)
            x = float(x)
            if al == 'R':
                x -= adv
            elif al == 'C':
                x -= adv / 2
            painter.drawText(QPointF(x, H - float(y)), s)
        elif p[0] == 'LINE':
            _, x1, y1, x2, y2, lw, grey = p
            g = int(float(grey) * 255)
            pen = QPen(QColor(g, g, g))
            pen.setWidthF(float(lw))
            painter.setPen(pen)
            painter.drawLine(QPointF(float(x1), H - float(y1)), QPointF(float(x2), H - float(y2)))
        elif p[0] == 'BOX':
            _, x, y, bw, bh, grey = p
            g = int(float(grey) * 255)
            painter.fillRect(QRectF(float(x), H - float(y) - float(bh), float(bw), float(bh)), QColor(g, g, g))
    painter.end()


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
