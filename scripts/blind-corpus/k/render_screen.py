"""Part K (copied from part J, plus a phone-app screen): HTML of a hospital/LIS web screen (menu band, patient banner, tabs, a grey-gridded result grid with the
abnormal cells highlighted, status bar) that generate.ts photographs with Chromium page.screenshot at screen
resolution (device scale 1, 13 px text)."""
from __future__ import annotations

import html

from cells import is_abn, rowcells
from model import D, direction


def h(s: str) -> str:
    return html.escape(s).replace('\n', '<br>')


CSS = '''
*{box-sizing:border-box}
body{margin:0;font-family:%(font)s;font-size:13px;color:#1d1d1d;background:%(bg)s;width:%(w)spx}
.menu{background:%(menubg)s;color:#fff;height:34px;display:flex;align-items:center;padding:0 10px;gap:18px;font-size:13px}
.menu b{font-size:14px;margin-right:18px}.menu span{opacity:.92}
.tool{background:#e9edf2;border-bottom:1px solid #b9c2cc;height:30px;display:flex;align-items:center;gap:6px;padding:0 8px}
.tool .btn{border:1px solid #a9b3be;background:linear-gradient(#fdfdfd,#e3e7eb);padding:2px 9px;border-radius:2px;font-size:12px}
.banner{background:#fff;border-bottom:2px solid %(menubg)s;padding:6px 12px;display:flex;gap:30px;font-size:13px}
.banner .k{color:#5a6570;margin-right:5px}
.wrap{display:flex}
.nav{width:190px;background:#f4f6f8;border-right:1px solid #c9d0d7;min-height:620px;padding:8px 0;font-size:12.5px}
.nav div{padding:4px 14px}.nav .on{background:%(navon)s;font-weight:bold}
.main{flex:1;padding:8px 12px;background:#fff}
.tabs{display:flex;gap:2px;border-bottom:1px solid #9aa5b1;margin-bottom:6px}
.tabs div{padding:4px 12px;border:1px solid #b8c1ca;border-bottom:none;background:#e6eaee;font-size:12.5px}
.tabs .on{background:#fff;font-weight:bold}
table.g{border-collapse:collapse;width:100%%;font-size:13px}
table.g th{background:#dfe4e9;border:1px solid #b4bcc5;padding:3px 6px;text-align:left;font-weight:600;white-space:nowrap}
table.g td{border:1px solid #d0d5da;padding:2px 6px;white-space:nowrap}
table.g tr.sec td{background:#f0f2f4;font-weight:bold;color:#2a3b4d}
table.g tr:nth-child(even) td{background:#fbfbfc}
td.num{text-align:right}td.prev,td.prev2{color:#666;text-align:right}
td.hi{background:%(hi)s !important;font-weight:bold;color:%(hitext)s}
td.lo{background:%(lo)s !important;font-weight:bold;color:%(lotext)s}
td.flag{text-align:center;font-weight:bold}
.cmt{font-size:12px;color:#333;margin:6px 0 0 0}
.status{background:#e9edf2;border-top:1px solid #b9c2cc;font-size:11.5px;padding:4px 10px;color:#444;display:flex;justify-content:space-between}
'''


MOBILE_CSS = '''
*{box-sizing:border-box}
body{margin:0;font-family:%(font)s;font-size:14px;color:#1b1f24;background:#f2f4f7;width:%(w)spx}
.bar{background:%(menubg)s;color:#fff;padding:10px 14px 12px 14px}
.bar .st{display:flex;justify-content:space-between;font-size:12px;opacity:.9;margin-bottom:8px}
.bar .t{font-size:18px;font-weight:600}.bar .s{font-size:12.5px;opacity:.92;margin-top:2px}
.pt{background:#fff;margin:10px;border-radius:10px;padding:10px 12px;font-size:13px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.pt div{margin:2px 0}.pt .k{color:#667;margin-right:4px}
.sec{margin:14px 14px 4px 14px;font-size:12.5px;font-weight:700;color:#556;text-transform:uppercase;letter-spacing:.03em}
.card{background:#fff;margin:6px 10px;border-radius:10px;padding:9px 12px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.row1{display:flex;justify-content:space-between;align-items:baseline}
.nm{font-size:14px;font-weight:600;max-width:60%%}.vl{font-size:17px;font-weight:700}.vl small{font-size:12px;font-weight:400;color:#556;margin-left:3px}
.rg{font-size:12px;color:#667;margin-top:3px;display:flex;justify-content:space-between}
.badge{display:inline-block;border-radius:8px;padding:0 7px;font-size:11.5px;font-weight:700;margin-left:6px}
.hi{background:#fde2e1;color:#a11}.lo{background:#e1ecfd;color:#114aa1}.ab{background:#fff0d0;color:#8a5a00}
.cmt{margin:8px 14px;font-size:12px;color:#445}
.nav{display:flex;justify-content:space-around;background:#fff;border-top:1px solid #d5d9de;padding:8px 0 12px 0;font-size:11.5px;color:#556;margin-top:12px}
'''


def mobile_html(d: D) -> str:
    o = d.opts
    css = MOBILE_CSS % dict(font=o.get('cssfont', '"Liberation Sans", Arial, sans-serif'), w=o.get('vw', 412), menubg=o.get('menubg', '#0b6e69'))
    P = [f'<!DOCTYPE html><html lang="{d.language}"><head><meta charset="utf-8"><style>{css}</style></head><body>']
    P.append(f'<div class="bar"><div class="st"><span>{h(o["clock"])}</span><span>{h(o["signal"])}</span></div>'
             f'<div class="t">{h(o["app"])}</div><div class="s">{h(o["subtitle"])}</div></div>')
    P.append('<div class="pt">' + ''.join(f'<div><span class="k">{h(k)}</span><b>{h(v)}</b></div>' for k, v in o['banner']) + '</div>')
    for s in d.sections:
        P.append(f'<div class="sec">{h(s.title)}</div>')
        for r in s.rows:
            k = direction(r)
            cs = dict(zip(['name', 'value', 'flag', 'unit', 'range'], rowcells(d, r, ['name', 'value', 'flag', 'unit', 'range'])))
            badge = ''
            if cs['flag'][0]:
                badge = f'<span class="badge {"lo" if k == "L" else ("ab" if k == "A" else "hi")}">{h(cs["flag"][0])}</span>'
            P.append(f'<div class="card"><div class="row1"><span class="nm">{h(cs["name"][0])}</span>'
                     f'<span class="vl">{h(cs["value"][0])}<small>{h(cs["unit"][0])}</small>{badge}</span></div>'
                     + (f'<div class="rg"><span>{h(o.get("refword", "Ref"))}: {h(cs["range"][0])}</span></div>' if cs['range'][0] else '')
                     + '</div>')
            if r.note:
                P.append(f'<div class="cmt">{h(r.note)}</div>')
        if s.note:
            P.append(f'<div class="cmt">{h(s.note)}</div>')
    for line in o.get('end_lines', []):
        P.append(f'<div class="cmt">{h(line)}</div>')
    P.append('<div class="nav">' + ''.join(f'<span>{h(x)}</span>' for x in o['nav']) + '</div>')
    P.append('</body></html>')
    return '\n'.join(P)


def screen_html(d: D) -> str:
    o = d.opts
    if o.get('mobile'):
        return mobile_html(d)
    css = CSS % dict(font=o.get('cssfont', '"Liberation Sans", Arial, sans-serif'), bg='#fff', w=o.get('vw', 1366),
                     menubg=o.get('menubg', '#2f5d8a'), navon=o.get('navon', '#d6e4f2'), hi=o.get('hi', '#ffd9d9'),
                     lo=o.get('lo', '#d9e8ff'), hitext=o.get('hitext', '#9b0000'), lotext=o.get('lotext', '#00307a'))
    P = [f'<!DOCTYPE html><html lang="{d.language}"><head><meta charset="utf-8"><style>{css}</style></head><body>']
    P.append('<div class="menu"><b>' + h(o['app']) + '</b>' + ''.join(f'<span>{h(m)}</span>' for m in o['menu']) + '</div>')
    P.append('<div class="tool">' + ''.join(f'<span class="btn">{h(b)}</span>' for b in o['tools']) + '</div>')
    P.append('<div class="banner">' + ''.join(f'<div><span class="k">{h(k)}</span><b>{h(v)}</b></div>' for k, v in o['banner']) + '</div>')
    P.append('<div class="wrap"><div class="nav">' + ''.join(
        f'<div class="{"on" if i == o.get("nav_on", 0) else ""}">{h(x)}</div>' for i, x in enumerate(o['nav'])) + '</div><div class="main">')
    P.append('<div class="tabs">' + ''.join(f'<div class="{"on" if i == 0 else ""}">{h(t)}</div>' for i, t in enumerate(o['tabs'])) + '</div>')
    cols, heads = o['cols'], o['heads']
    P.append('<table class="g"><tr>' + ''.join(f'<th>{h(x)}</th>' for x in heads) + '</tr>')
    for s in d.sections:
        P.append(f'<tr class="sec"><td colspan="{len(cols)}">{h(s.title)}</td></tr>')
        for r in s.rows:
            k = direction(r)
            tds = []
            for (t, b), c in zip(rowcells(d, r, cols), cols):
                cls = []
                if c in ('value', 'prev', 'prev2') and (t[:1].isdigit() or t[:1] in '<>-'):
                    cls.append('num' if c == 'value' else c)
                if c in o.get('hl_cols', ['value', 'flag']) and k is not None:
                    cls.append('lo' if k == 'L' else 'hi')
                if c == 'flag':
                    cls.append('flag')
                tds.append(f'<td class="{" ".join(cls)}">{h(t)}</td>')
            P.append('<tr>' + ''.join(tds) + '</tr>')
            if r.note:
                P.append(f'<tr><td colspan="{len(cols)}" class="cmt">{h(r.note)}</td></tr>')
        if s.note:
            P.append(f'<tr><td colspan="{len(cols)}" class="cmt">{h(s.note)}</td></tr>')
    P.append('</table>')
    for line in o.get('end_lines', []):
        P.append(f'<div class="cmt">{h(line)}</div>')
    P.append('</div></div>')
    P.append('<div class="status"><span>' + h(o['status'][0]) + '</span><span>' + h(o['status'][1]) + '</span></div>')
    P.append('</body></html>')
    return '\n'.join(P)
