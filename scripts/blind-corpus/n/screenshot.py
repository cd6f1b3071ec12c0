"""Part N: one phone "photo" that is a screenshot of a laboratory information system's web page (results view): the
page is written as HTML from the same rows, captured with headless Chromium at 1280 px width (`--screenshot`), and
printed once more with `--print-to-pdf` into the work folder only so that generate.ts can check the names and values
with pdftotext; generate.ts crops the screenshot and saves it as JPEG."""
from __future__ import annotations

import html
import os
import subprocess

from cells import cell
from model import D, direction


def page_html(d: D) -> str:
    o = d.opts
    e = html.escape
    rows = []
    for s in d.sections:
        rows.append(f'<tr class="sec"><td colspan="6">{e(s.title)}</td></tr>')
        for r in s.rows:
            f = cell(d, r, 'flag')[0]
            cls = ' class="abn"' if direction(r) is not None else ''
            rows.append(f'<tr{cls}><td>{e(r.name)}</td><td class="num">{e(cell(d, r, "value")[0])}</td>'
                        f'<td class="flag">{e(f)}</td><td>{e(r.unit or "")}</td><td>{e(cell(d, r, "range")[0])}</td>'
                        f'<td class="st">{e(o.get("status", "Authorised"))}</td></tr>')
    pinfo = ''.join(f'<div><span>{e(k)}</span> {e(v)}</div>' for row in o['pinfo'] for k, v in row if k)
    return f'''<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin:0; font-family: "DejaVu Sans", sans-serif; font-size: 13px; background:#eef1f5; color:#1d2733; }}
.top {{ background:#1f4e79; color:white; padding:10px 18px; display:flex; justify-content:space-between; }}
.top b {{ font-size:16px; }} .nav {{ background:#2e6da4; color:#dbe8f5; padding:6px 18px; font-size:12px; }}
.nav span {{ margin-right:22px; }} .nav .on {{ color:white; font-weight:bold; border-bottom:2px solid white; }}
.card {{ background:white; margin:14px 18px; padding:12px 16px; border:1px solid #cfd6de; border-radius:4px; }}
.pinfo {{ display:grid; grid-template-columns: repeat(3, 1fr); gap:6px 20px; }} .pinfo span {{ color:#6b7785; }}
table {{ border-collapse:collapse; width:100%; }} th {{ text-align:left; background:#e4e9ef; padding:6px 8px; font-size:12px; }}
td {{ padding:5px 8px; border-bottom:1px solid #e3e7ec; }} td.num {{ text-align:right; font-weight:bold; }}
tr.abn td {{ background:#fff2f0; }} tr.abn td.flag {{ color:#c0392b; font-weight:bold; }}
tr.sec td {{ background:#f6f8fa; font-weight:bold; color:#1f4e79; }} td.st {{ color:#2e7d32; font-size:11px; }}
.foot {{ margin:0 18px 14px; font-size:11px; color:#6b7785; }}
</style></head><body>
<div class="top"><b>{e(o["lab_lines"][0])}</b><span>{e(o["user"])}</span></div>
<div class="nav"><span>Worklist</span><span class="on">Results enquiry</span><span>Patients</span><span>Reports</span><span>QC</span></div>
<div class="card"><div class="pinfo">{pinfo}</div></div>
<div class="card"><table><tr><th>Test</th><th style="text-align:right">Result</th><th>Flag</th><th>Units</th><th>Reference range</th><th>Status</th></tr>
{''.join(rows)}</table></div>
<div class="foot">{e(o["lab_lines"][1])}</div>
</body></html>'''


def screenshot(d: D, pdf: str, work: str) -> None:
    h = os.path.join(work, d.id + '.html')
    with open(h, 'w', encoding='utf-8') as f:
        f.write(page_html(d))
    png = os.path.join(work, d.id + '.png')
    base = ['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', f'--user-data-dir={work}/chr']
    subprocess.run(base + ['--window-size=1280,1000', f'--screenshot={png}', 'file://' + h], check=True, capture_output=True, timeout=120)
    subprocess.run(base + ['--no-pdf-header-footer', f'--print-to-pdf={pdf}', 'file://' + h], check=True, capture_output=True, timeout=120)
