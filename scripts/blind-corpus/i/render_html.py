"""HTML for Chromium print-to-PDF, in layouts unlike part G: a CSS grid of analyte cards (one analyte per block),
a two-column flow of small tables (CSS columns), and a landscape cumulative sheet; right-to-left pages use
dir="rtl" with Latin abbreviations and numbers embedded."""
from __future__ import annotations

from html import escape

from model import D, R, fmt, pflag, prange, pval


def _page_css(d: D) -> str:
    o = d.opts
    size = 'A4 landscape' if o.get('landscape') else 'A4'
    return f"""@page {{ size: {size}; margin: 10mm 11mm 16mm 11mm; }}
body {{ font-family: {o.get('css_font', "'DejaVu Sans', sans-serif")}; font-size: {o.get('fs', 9)}pt; color: #111; margin: 0; }}
.lab {{ display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid {o.get('accent', '#1d4e89')}; padding-bottom: 4px; }}
.lab h1 {{ font-size: 15pt; margin: 0; color: {o.get('accent', '#1d4e89')}; }}
.lab .sub {{ font-size: 8pt; color: #333; }}
.pat {{ display: grid; grid-template-columns: repeat({o.get('pcols', 3)}, 1fr); gap: 2px 12px; margin: 6px 0 8px; font-size: 8.3pt;
        border: 1px solid #bbb; padding: 4px 6px; border-radius: 4px; }}
.pat b {{ font-weight: 600; }}
h2 {{ font-size: 10pt; margin: 8px 0 4px; padding: 2px 6px; background: {o.get('secbg', '#e7eef7')}; border-radius: 3px; }}
.note {{ font-size: 7.6pt; color: #333; margin: 3px 0 6px; white-space: pre-line; }}
.foot {{ position: fixed; bottom: 0; left: 0; right: 0; font-size: 7pt; color: #444; border-top: 1px solid #999; padding-top: 2px; }}
.pb {{ break-before: page; }}
"""


def _header(d: D) -> str:
    o = d.opts
    pat = ''.join(f'<div><b>{escape(a)}</b> {escape(b)}</div>' for a, b in o['pinfo'])
    lab = o['lab_lines']
    return (f'<div class="lab"><div><h1>{escape(lab[0])}</h1>' + ''.join(f'<div class="sub">{escape(x)}</div>' for x in lab[1:])
            + f'</div><div class="sub" style="text-align:end">{o.get("lab_right", "")}</div></div>'
            + (f'<div style="text-align:center;font-weight:700;font-size:11pt;margin-top:5px">{escape(o["title"])}</div>' if o.get('title') else '')
            + f'<div class="pat">{pat}</div>')


def _foot(d: D) -> str:
    return f'<div class="foot">{escape(d.opts.get("footer", ""))}</div>'


def _val(d: D, r: R) -> str:
    from model import direction
    v = escape(pval(d, r))
    f = pflag(d, r)
    if f or (d.flags == 'bold' and direction(r) is not None):
        return f'<b>{v}</b>' + (f' <span class="fl">{escape(f)}</span>' if d.opts.get('flagpos') != 'col' else '')
    return v


def cards(d: D) -> str:
    """One analyte per card: heading, result line, reference lines (one per line of the printed range)."""
    o = d.opts
    css = _page_css(d) + f""".grid {{ display: grid; grid-template-columns: repeat({o.get('ncards', 3)}, 1fr); gap: 6px; }}
.card {{ border: 1px solid #c9d3df; border-radius: 5px; padding: 4px 7px; break-inside: avoid; }}
.card .nm {{ font-weight: 700; font-size: 8.6pt; border-bottom: 1px dotted #aab; margin-bottom: 2px; }}
.card .meta {{ font-size: 7pt; color: #555; }}
.card .res {{ font-size: 9.2pt; margin: 2px 0; }}
.card .ref {{ font-size: 7.6pt; color: #222; }}
.card .prev {{ font-size: 7pt; color: #666; }}
.fl {{ color: #b00; font-weight: 700; }}
"""
    parts = [f'<!doctype html><html lang="{d.language}" dir="{o.get("dir", "ltr")}"><head><meta charset="utf-8"><style>{css}</style></head><body>',
             _header(d)]
    page = 1
    for s in d.sections:
        cls = ''
        if s.page != page:
            page = s.page
            cls = ' class="pb"'
        parts.append(f'<h2{cls}>{escape(s.title)}</h2><div class="grid">')
        for r in s.rows:
            lines = prange(d, r).split('\n') if (r.rng or r.pr) else []
            ref = ''.join(f'<div class="ref">{escape(o.get("ref_label", "") if i == 0 else "")}{escape(x)}</div>' for i, x in enumerate(lines))
            meta = f'<div class="meta">{escape(o["meta_line"](r))}</div>' if o.get('meta_line') else ''
            prev = f'<div class="prev">{escape(o.get("prev_label", ""))}{escape(fmt(d, r.prev))}</div>' if r.prev else ''
            unit = f' {escape(r.unit)}' if r.unit else ''
            parts.append(f'<div class="card"><div class="nm">{escape(r.name)}</div>{meta}<div class="res">{escape(o.get("res_label", ""))}'
                         f'{_val(d, r)}{unit}</div>{ref}{prev}</div>')
        parts.append('</div>')
        if s.note:
            parts.append(f'<div class="note">{escape(s.note)}</div>')
    for n in o.get('end', []):
        parts.append(f'<div class="note">{escape(n)}</div>')
    parts.append(_foot(d) + '</body></html>')
    return ''.join(parts)


def twocol(d: D) -> str:
    """Sections as small tables flowing in two CSS columns."""
    o = d.opts
    css = _page_css(d) + """.cols { column-count: 2; column-gap: 9mm; column-rule: 1px solid #ccc; }
.sec { break-inside: avoid; margin-bottom: 6px; }
table { width: 100%; border-collapse: collapse; font-size: 8.2pt; }
th { font-size: 7.2pt; text-align: start; border-bottom: 1px solid #333; font-weight: 600; }
td { padding: 1.4px 2px; border-bottom: 1px solid #e3e3e3; vertical-align: top; }
td.v { text-align: end; white-space: nowrap; } td.r { font-size: 7.4pt; white-space: nowrap; }
td.f { color: #b00; font-weight: 700; text-align: center; }
"""
    heads = o['heads']
    parts = [f'<!doctype html><html lang="{d.language}" dir="{o.get("dir", "ltr")}"><head><meta charset="utf-8"><style>{css}</style></head><body>',
             _header(d), '<div class="cols">']
    page = 1
    for s in d.sections:
        if s.page != page:
            page = s.page
            parts.append('</div><div class="cols pb">')
        parts.append(f'<div class="sec"><h2>{escape(s.title)}</h2><table><tr>' + ''.join(f'<th>{escape(h)}</th>' for h in heads) + '</tr>')
        for r in s.rows:
            f = pflag(d, r)
            parts.append(f'<tr><td>{escape(r.name)}</td><td class="v">{"<b>" if f else ""}<bdi>{escape(pval(d, r))}</bdi>{"</b>" if f else ""}</td>'
                         f'<td class="f">{escape(f)}</td><td><bdi>{escape(r.unit or "")}</bdi></td>'
                         f'<td class="r"><bdi>{escape(prange(d, r))}</bdi></td></tr>')
        parts.append('</table>')
        if s.note:
            parts.append(f'<div class="note">{escape(s.note)}</div>')
        parts.append('</div>')
    parts.append('</div>')
    for n in o.get('end', []):
        parts.append(f'<div class="note">{escape(n)}</div>')
    parts.append(_foot(d) + '</body></html>')
    return ''.join(parts)


def sheet(d: D) -> str:
    """Landscape table with previous results (two older dates), result in the middle, a method column."""
    o = d.opts
    css = _page_css(d) + """table { width: 100%; border-collapse: collapse; font-size: 8.4pt; }
th { background: #f0e6d2; border: 1px solid #9a8a6a; padding: 2px 4px; font-size: 7.8pt; }
td { border-left: 1px solid #ccc; border-right: 1px solid #ccc; padding: 0.6px 4px; line-height: 1.15; }
tr:nth-child(even) td { background: #faf7f0; }
td.v { text-align: right; font-weight: 700; } td.p { text-align: right; color: #555; } td.f { text-align: center; color: #b00; font-weight: 700; }
tr.sec td { background: #e9e1cf !important; font-weight: 700; border: 1px solid #9a8a6a; }
"""
    heads = o['heads']
    parts = [f'<!doctype html><html lang="{d.language}"><head><meta charset="utf-8"><style>{css}</style></head><body>', _header(d),
             '<table><thead><tr>' + ''.join(f'<th>{escape(h)}</th>' for h in heads) + '</tr></thead><tbody>']
    for s in d.sections:
        parts.append(f'<tr class="sec"><td colspan="{len(heads)}">{escape(s.title)}</td></tr>')
        for r in s.rows:
            f = pflag(d, r)
            parts.append(f'<tr><td>{escape(r.name)}</td><td class="p">{escape(fmt(d, r.prev2) if r.prev2 else "")}</td>'
                         f'<td class="p">{escape(fmt(d, r.prev) if r.prev else "")}</td><td class="v">{escape(pval(d, r))}</td>'
                         f'<td class="f">{escape(f)}</td><td>{escape(r.unit or "")}</td><td>{escape(prange(d, r))}</td>'
                         f'<td style="font-size:7pt;color:#555">{escape(o.get("method", {}).get(r.id or "", ""))}</td></tr>')
        if s.note:
            parts.append(f'<tr><td colspan="{len(heads)}" class="note">{escape(s.note)}</td></tr>')
    parts.append('</tbody></table>')
    if o.get('chart'):
        parts.append(svg_chart(**o['chart']))
    for n in o.get('end', []):
        parts.append(f'<div class="note">{escape(n)}</div>')
    parts.append(_foot(d) + '</body></html>')
    return ''.join(parts)


def svg_chart(title: str, xs: list, ys: list, ticks: list, target=None) -> str:
    """A small trend chart: y-axis tick labels, x-axis date labels, a dashed target line."""
    w, h, l, b = 330, 130, 38, 22
    lo, hi = ticks[0], ticks[-1]
    Y = lambda v: 8 + (h - b - 8) * (1 - (v - lo) / (hi - lo))
    X = lambda i: l + 20 + i * (w - l - 40) / max(1, len(xs) - 1)
    g = [f'<svg width="{w}" height="{h}" viewBox="0 0 {w} {h}" style="margin-top:6px;font-family:sans-serif">',
         f'<text x="{l}" y="9" font-size="8" font-weight="bold">{escape(title)}</text>',
         f'<line x1="{l}" y1="8" x2="{l}" y2="{h - b}" stroke="#333"/><line x1="{l}" y1="{h - b}" x2="{w - 5}" y2="{h - b}" stroke="#333"/>']
    for t in ticks:
        g.append(f'<text x="{l - 4}" y="{Y(t) + 3:.1f}" font-size="7" text-anchor="end">{t:.1f}</text>'
                 f'<line x1="{l}" y1="{Y(t):.1f}" x2="{w - 5}" y2="{Y(t):.1f}" stroke="#ddd"/>')
    if target is not None:
        g.append(f'<line x1="{l}" y1="{Y(target):.1f}" x2="{w - 5}" y2="{Y(target):.1f}" stroke="#b00" stroke-dasharray="3,2"/>')
    pts = ' '.join(f'{X(i):.1f},{Y(v):.1f}' for i, v in enumerate(ys))
    g.append(f'<polyline points="{pts}" fill="none" stroke="#8a5a00" stroke-width="1.5"/>')
    for i, (x, v) in enumerate(zip(xs, ys)):
        g.append(f'<circle cx="{X(i):.1f}" cy="{Y(v):.1f}" r="2.5" fill="#8a5a00"/>'
                 f'<text x="{X(i):.1f}" y="{h - 8}" font-size="7" text-anchor="middle">{escape(x)}</text>')
    g.append('</svg>')
    return ''.join(g)


def html_doc(d: D) -> str:
    return {'html_cards': cards, 'html_twocol': twocol, 'html_sheet': sheet}[d.render](d)
