"""Renders the part I reports that Python producers print (ReportLab, enscript, groff, LibreOffice Calc) and
writes the HTML of the Chromium ones for generate.ts; writes every truth file and a manifest of the checks
(each truth row's printed name and value, and its page) that generate.ts runs with pdftotext.

    /usr/bin/python3 scripts/blind-corpus/i/build.py <out dir> <work dir> [id prefixes...]
"""
from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from model import assign_pages, checks, truth  # noqa: E402
import docs_a  # noqa: E402
import docs_b  # noqa: E402
import docs_c  # noqa: E402
import docs_d  # noqa: E402


def render(d, out_dir, work):
    pdf = os.path.join(out_dir, f'{d.id}.pdf')
    if d.render == 'rl_table':
        from render_rl import rl_table
        rl_table(d, pdf)
    elif d.render == 'rl_canvas':
        from render_rl import rl_canvas
        rl_canvas(d, pdf)
    elif d.render == 'enscript':
        from render_txt import enscript_pdf
        enscript_pdf(d, pdf)
    elif d.render == 'groff_blocks':
        from render_txt import groff_blocks_pdf
        groff_blocks_pdf(d, pdf)
    elif d.render == 'groff':
        from render_txt import groff_pdf
        groff_pdf(d, pdf)
    elif d.render == 'calc':
        from render_calc import calc_pdf
        calc_pdf(d, pdf, work)
    elif d.render.startswith('html'):
        from render_html import html_doc
        with open(os.path.join(work, f'{d.id}.html'), 'w', encoding='utf-8') as f:
            f.write(html_doc(d))
    else:
        raise ValueError(d.render)
    return pdf


def main():
    out_dir, work = sys.argv[1], sys.argv[2]
    only = sys.argv[3:]
    all_docs = docs_a.DOCS + docs_b.DOCS + docs_c.DOCS + docs_d.DOCS
    ids = [d.id for d in all_docs]
    assert len(ids) == len(set(ids)), 'duplicate id'
    docs = [d for d in all_docs if not only or any(d.id.startswith(p) for p in only)]
    os.makedirs(out_dir, exist_ok=True)
    os.makedirs(work, exist_ok=True)
    manifest = []
    for d in docs:
        assign_pages(d)
        pdf = render(d, out_dir, work)
        pages = max(s.page for s in d.sections)
        t = truth(d, pages)
        write(out_dir, t)
        item = {'id': d.id, 'pdf': pdf, 'pages': pages, 'checks': checks(d), 'seed': d.seed,
                'producer': d.producer, 'html': os.path.join(work, f'{d.id}.html') if d.render.startswith('html') else None,
                'landscape': bool(d.opts.get('landscape')), 'scan': d.scan, 'photo': d.photo}
        if d.scan:
            st = dict(t, id=f'{d.id}-scan', kind='scan_pdf', files=[f'{d.id}-scan.pdf'], producer=f'{d.producer} (scan)')
            write(out_dir, st)
        if d.photo is not None:
            p1 = truth(d, pages, only_page=1)
            pt = dict(p1, id=f'{d.id}-photo', kind='photo', files=[f'{d.id}-photo.jpg'], producer=f'{d.producer} (photo)', pages=1)
            write(out_dir, pt)
        manifest.append(item)
        print(f'{d.id}: {len(t["parameters"])} results, {sum(p["abnormal"] for p in t["parameters"])} abnormal', file=sys.stderr)
    with open(os.path.join(work, 'manifest.json'), 'w', encoding='utf-8') as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)


def write(out_dir, t):
    with open(os.path.join(out_dir, f'{t["id"]}.truth.json'), 'w', encoding='utf-8') as f:
        f.write(json.dumps(t, ensure_ascii=False, indent=2) + '\n')


if __name__ == '__main__':
    main()
