"""Renders a positioned-text report (JSON from render.ts) with matplotlib, fonts as Type 3.

Usage: python3 render-mpl.py pages.json out.pdf
"""
import json
import sys

import matplotlib

matplotlib.use("Agg")
matplotlib.rcParams["pdf.fonttype"] = 3
matplotlib.rcParams["font.family"] = "DejaVu Sans"
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402

src, out = sys.argv[1], sys.argv[2]
doc = json.load(open(src, encoding="utf-8"))
with PdfPages(out, metadata={"Creator": doc.get("creator", "LIS report"), "Producer": "matplotlib pdf backend"}) as pdf:
    for page in doc["pages"]:
        w, h = page["w"], page["h"]
        fig = plt.figure(figsize=(w / 72.0, h / 72.0))
        for it in page["items"]:
            size = it["size"]
            # items carry the top of the line; matplotlib wants the baseline
            y = h - (it["y"] + size * 0.82)
            fig.text(
                it["x"] / w,
                y / h,
                it["text"],
                fontsize=size,
                ha=it.get("align") or "left",
                va="baseline",
                fontweight="bold" if it.get("bold") else "normal",
                fontstyle="italic" if it.get("italic") else "normal",
                parse_math=False,
            )
        for r in page["rules"]:
            fig.add_artist(
                Line2D(
                    [r["x1"] / w, r["x2"] / w],
                    [1 - r["y1"] / h, 1 - r["y2"] / h],
                    linewidth=r["width"],
                    color="black",
                )
            )
        pdf.savefig(fig)
        plt.close(fig)
