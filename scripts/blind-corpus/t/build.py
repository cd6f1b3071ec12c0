"""Renders the part T reports (Perl PDF::Reuse, Perl Text::PDF, Python pydyf; part S's build.py adapted), writes every truth file and a manifest of
the checks (each truth row's printed name and value, and its page) that generate.ts runs with pdftotext. Documents
with opts['photo_only'] ship only their phone photo: their PDF is printed into the work directory.

    /usr/bin/python3 scripts/blind-corpus/t/build.py <out dir> <work dir> [id prefixes...]
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from model import assign_pages, checks, truth  # noqa: E402
import docs_reuse  # noqa: E402
import docs_textpdf  # noqa: E402
import docs_pydyf  # noqa: E402

# The split, fixed before anything was rendered: alternating by id within each kind, tune first; a kind with an odd
# count starts with holdout, so holdout gets the extra one.
SPLIT = {
    'text_pdf': ['t-br-01', 't-bw-01', 't-cn-01', 't-de-01', 't-gp-01', 't-in-01', 't-jp-01', 't-ly-01', 't-mr-01',
                 't-mx-01', 't-pl-01', 't-re-01', 't-ru-01', 't-tl-01'],
    'scan_pdf': ['t-de-01-scan', 't-gp-01-scan', 't-jp-01-scan', 't-ly-01-scan', 't-pl-01-scan', 't-re-01-scan',
                 't-ru-01-scan'],
    'photo': ['t-bt-01-photo', 't-es-01-photo', 't-gf-01-photo', 't-gy-01-photo', 't-mq-01-photo', 't-sd-01-photo',
              't-sy-01-photo', 't-tr-01-photo', 't-yt-01-photo'],
}


def split_of(i: str) -> str:
    for ids in SPLIT.values():
        if i in ids:
            first, second = ('holdout', 'tune') if len(ids) % 2 else ('tune', 'holdout')
            return first if ids.index(i) % 2 == 0 else second
    raise KeyError(i)


def logo(d, work: str) -> None:
    """A small invented lab logo (ImageMagick): a coloured disc with the lab's initials."""
    spec = d.opts.get('logo')
    if not spec:
        return
    text, colour = spec
    png = os.path.join(work, f'{d.id}-logo.png')
    subprocess.run(['convert', '-size', '200x200', 'xc:white', '-fill', colour, '-draw', 'circle 100,100 100,8',
                    '-fill', 'white', '-font', 'DejaVu-Sans-Bold', '-pointsize', '70', '-gravity', 'center',
                    '-annotate', '+0+0', text, png], check=True, capture_output=True)
    d.opts['logo_png'] = png


def render(d, pdf: str, work: str, out_dir: str) -> None:
    from layout import layout_pdf
    layout_pdf(d, pdf, work, d.render)


def main():
    out_dir, work = sys.argv[1], sys.argv[2]
    only = sys.argv[3:]
    all_docs = docs_reuse.DOCS + docs_textpdf.DOCS + docs_pydyf.DOCS
    ids = [d.id for d in all_docs]
    assert len(ids) == len(set(ids)), 'duplicate id'
    docs = [d for d in all_docs if not only or any(d.id.startswith(p) for p in only)]
    os.makedirs(out_dir, exist_ok=True)
    os.makedirs(work, exist_ok=True)
    manifest = []
    for d in docs:
        assign_pages(d)
        pages = max(s.page for s in d.sections)
        photo_only = bool(d.opts.get('photo_only'))
        d.split = split_of(d.id + '-photo' if photo_only else d.id)  # part T: the split comes from SPLIT only
        assert not d.scan or split_of(d.id + '-scan'), d.id
        pdf = os.path.join(work if photo_only else out_dir, f'{d.id}.pdf')
        render(d, pdf, work, out_dir)
        t = truth(d, pages)
        if not photo_only:
            write(out_dir, t)
        item = {'id': d.id, 'pdf': pdf, 'pages': pages, 'checks': checks(d), 'seed': d.seed, 'producer': d.producer,
                'check_pdf': None, 'outline_pdf': None, 'screenshot': None,
                'scan': d.scan, 'scan_opts': d.opts.get('scan_opts', {}), 'photo': d.photo,
                'photo_opts': d.opts.get('photo_opts', {}), 'photo_only': photo_only}
        if d.scan:
            sid = f'{d.id}-scan'
            st = dict(t, id=sid, kind='scan_pdf', files=[f'{sid}.pdf'], producer=f'{d.producer} (scan)', split=split_of(sid),
                      layout=t['layout'] + d.opts.get('scan_layout', []))
            write(out_dir, st)
        if d.photo is not None:
            pid = f'{d.id}-photo'
            p1 = truth(d, pages, only_page=1)
            pt = dict(p1, id=pid, kind='photo', files=[f'{pid}.jpg'], producer=d.opts.get('photo_producer', f'{d.producer} (photo)'),
                      pages=1, split=split_of(pid), layout=p1['layout'] + d.opts.get('photo_layout', []))
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
