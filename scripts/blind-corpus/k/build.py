"""Renders the part K reports (WeasyPrint, AbiWord, MuPDF) and writes the HTML of the portal/app screens for
generate.ts; writes every truth file and a manifest of the checks (each truth row's printed name and value, and
its page) that generate.ts runs with pdftotext (on the screens: on the page's rendered text).
Documents with opts['photo_only'] ship only their phone photo: their PDF is printed into the work directory.

    /usr/bin/python3 scripts/blind-corpus/k/build.py <out dir> <work dir> [id prefixes...]
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
        pages = max(s.page for s in d.sections)
        screen = d.render == 'screen'
        photo_only = bool(d.opts.get('photo_only'))
        pdf = None
        if screen:
            from render_screen import screen_html
            with open(os.path.join(work, f'{d.id}.html'), 'w', encoding='utf-8') as f:
                f.write(screen_html(d))
        else:
            from render_html import html_pdf
            pdf = os.path.join(work if photo_only else out_dir, f'{d.id}.pdf')
            html_pdf(d, pdf, work)
        t = truth(d, pages)
        if screen:
            t = dict(t, kind='photo', files=[f'{d.id}.png'])
        if not photo_only:
            write(out_dir, t)
        item = {'id': d.id, 'pdf': pdf, 'pages': pages, 'checks': checks(d), 'seed': d.seed, 'producer': d.producer,
                'screen': os.path.join(work, f'{d.id}.html') if screen else None,
                'png': os.path.join(out_dir, f'{d.id}.png') if screen else None,
                'width': d.opts.get('vw', 1366), 'dpr': d.opts.get('dpr', 1), 'scan': d.scan, 'photo': d.photo, 'photo_opts': d.opts.get('photo_opts', {}), 'photo_only': photo_only}
        if d.scan:
            st = dict(t, id=f'{d.id}-scan', kind='scan_pdf', files=[f'{d.id}-scan.pdf'], producer=f'{d.producer} (scan)',
                      split=d.opts.get('scan_split', d.split))
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
