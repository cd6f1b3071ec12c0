"""Renders the part J reports (XeLaTeX, wkhtmltopdf, pycairo) and writes the HTML of the LIS/portal screens
for generate.ts; writes every truth file and a manifest of the checks (each truth row's printed name and value,
and its page) that generate.ts runs with pdftotext (on the screens: on the page's rendered text).

    /usr/bin/python3 scripts/blind-corpus/j/build.py <out dir> <work dir> [id prefixes...]
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


def render(d, out_dir, work):
    pdf = os.path.join(out_dir, f'{d.id}.pdf')
    if d.render == 'tex':
        from render_tex import tex_pdf
        tex_pdf(d, pdf, work)
    elif d.render == 'wk':
        from render_wk import wk_pdf
        wk_pdf(d, pdf, work)
    elif d.render == 'cairo':
        from render_cairo import cairo_pdf
        cairo_pdf(d, pdf, work)
    elif d.render == 'screen':
        from render_screen import screen_html
        with open(os.path.join(work, f'{d.id}.html'), 'w', encoding='utf-8') as f:
            f.write(screen_html(d))
        return None
    else:
        raise ValueError(d.render)
    return pdf


def main():
    out_dir, work = sys.argv[1], sys.argv[2]
    only = sys.argv[3:]
    all_docs = docs_a.DOCS + docs_b.DOCS + docs_c.DOCS
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
        screen = d.render == 'screen'
        if screen:
            t = dict(t, kind='photo', files=[f'{d.id}.png'])
        write(out_dir, t)
        item = {'id': d.id, 'pdf': pdf, 'pages': pages, 'checks': checks(d), 'seed': d.seed, 'producer': d.producer,
                'screen': os.path.join(work, f'{d.id}.html') if screen else None,
                'png': os.path.join(out_dir, f'{d.id}.png') if screen else None,
                'width': d.opts.get('vw', 1366), 'scan': d.scan, 'photo': d.photo}
        if d.scan:
            st = dict(t, id=f'{d.id}-scan', kind='scan_pdf', files=[f'{d.id}-scan.pdf'], producer=f'{d.producer} (scan)')
            write(out_dir, st)
        if d.photo is not None:
            p1 = truth(d, pages, only_page=1)
            pt = dict(p1, id=f'{d.id}-photo', kind='photo', files=[f'{d.id}-photo.jpg'], producer=f'{d.producer} (photo)',
                      pages=1, split=d.opts.get('photo_split', d.split))
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
