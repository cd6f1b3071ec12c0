"""Part M: TCPDF reports. Writes the JSON spec tcpdf_print.php reads (letterhead, patient grid per page, the result
rows per page as Cell/MultiCell cells or an HTML table for writeHTML, closing lines) and runs `php`."""
from __future__ import annotations

import html
import json
import os
import subprocess

from cells import rowcells
from model import D


def tcpdf_pdf(d: D, pdf: str, work: str) -> None:
    o = d.opts
    cols = o['cols']
    npages = max(s.page for s in d.sections)
    ws = o.get('widths', [1] * len(cols))
    tot = sum(ws)
    pages = []
    for n in range(1, npages + 1):
        items, hrows = [], []
        for s in d.sections:
            if s.page != n:
                continue
            items.append({'t': 'sec', 'text': s.title})
            hrows.append(f'<tr><td colspan="{len(cols)}" style="background-color:#e8e8e8"><b>{html.escape(s.title)}</b></td></tr>')
            for r in s.rows:
                cells = rowcells(d, r, cols)
                items.append({'t': 'row', 'cells': [[t, b] for t, b in cells]})
                tds = []
                for c, (t, b), w in zip(cols, cells, ws):
                    al = ' align="right"' if c in o.get('right', ['value']) else ''
                    al += ' width="%.1f%%"' % (w / tot * 100)
                    tx = html.escape(t).replace('\n', '<br/>')
                    tds.append(f'<td{al}>{"<b>" + tx + "</b>" if b else tx}</td>')
                hrows.append('<tr>' + ''.join(tds) + '</tr>')
                if r.note:
                    items.append({'t': 'note', 'text': r.note})
                    hrows.append(f'<tr><td colspan="{len(cols)}"><i>{html.escape(r.note)}</i></td></tr>')
            if s.note:
                items.append({'t': 'note', 'text': s.note})
                hrows.append(f'<tr><td colspan="{len(cols)}"><i>{html.escape(s.note)}</i></td></tr>')
        head = '<tr style="background-color:#dde3ee">' + ''.join(
            '<th width="%.1f%%"%s><b>%s</b></th>' % (w / tot * 100, ' align="right"' if c in o.get('right', ['value']) else '', html.escape(h))
            for c, h, w in zip(cols, o['heads'], ws)) + '</tr>'
        tbl = (f'<table border="{1 if o.get("grid") else 0}" cellpadding="2" cellspacing="0">'
               f'<thead>{head}</thead>{"".join(hrows)}</table>')
        pages.append({'pinfo': o['pinfo'] if n == 1 else o.get('pinfo_cont', o['pinfo'][:1]), 'items': items, 'html': tbl,
                      'end': o.get('end_lines', []) + ([''] + o['sign'] if o.get('sign') else []) if n == npages else ([o['cont']] if o.get('cont') else [])})
    spec = {
        'orientation': 'L' if o.get('landscape') else 'P', 'font': o.get('font', 'dejavusans'), 'size': o.get('size', 8.5),
        'lab_lines': o['lab_lines'], 'head_right': o.get('head_right', []), 'footer': o.get('footer', ''),
        'pageword': o.get('pageword', 'Page {p} of {n}'), 'title': o.get('title', ''), 'cols': cols, 'heads': o['heads'],
        'widths': o.get('widths', [1] * len(cols)), 'right': o.get('right', ['value']), 'grid': bool(o.get('grid')),
        'html': bool(o.get('html')), 'rtl': bool(o.get('rtl')), 'top': o.get('top', 32), 'pages': pages,
    }
    path = os.path.join(work, d.id + '.tcpdf.json')
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(spec, f, ensure_ascii=False)
    subprocess.run(['php', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'tcpdf_print.php'), path, pdf], check=True)
