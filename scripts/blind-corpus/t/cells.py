"""Part T: part S's cell texts (unchanged). Part P: part O's cell texts (unchanged). Part O: part N's cell texts (unchanged). Part N: part M's cell texts (range optionally wrapped in parentheses or brackets: opts rwrap). Cell texts shared by the part L renderers (FOP, iText, htmldoc); copied from part K (which copied part J),
part J, plus flags glued to values (`12.1*`, `↑452`) and footnote marks after values (`5.5¹`)."""
from __future__ import annotations

from model import D, R, _rng_print, direction, fmt, is_num, pflag, prange, pval


def is_abn(r: R) -> bool:
    return direction(r) is not None


def cell(d: D, r: R, c: str) -> tuple[str, bool]:
    """(text, bold) of column c for row r; text may hold '\\n' (stacked range, wrapped name)."""
    o = d.opts
    bold_abn = is_abn(r) and (d.flags == 'bold' or o.get('bold_abn', False))
    if c == 'name':
        return r.name + (r.fn or ''), False
    if c == 'value':
        v = pval(d, r)
        f = pflag(d, r)
        if o.get('flagpos') == 'suffix' and f:
            v = f'{v} {f}'
        if o.get('flagpos') == 'prefix' and f:
            v = f'{f} {v}'
        if o.get('flagpos') == 'glue' and f:
            v = f'{v}{f}'
        if o.get('flagpos') == 'preglue' and f:
            v = f'{f}{v}'
        v += o.get('vfn', {}).get(r.name, '')
        return v, bold_abn
    if c == 'flag':
        return pflag(d, r), True
    if c == 'unit':
        return r.unit or '', False
    if c == 'range':
        t = prange(d, r)
        if t and o.get('rwrap') and is_num(r.v):
            t = o['rwrap'].format(t)
        return t, False
    if c == 'prev':
        return fmt(d, r.prev) if r.prev else '', False
    if c == 'prev2':
        return fmt(d, r.prev2) if r.prev2 else '', False
    if c == 'alt':
        return r.alt or '', False
    if c.startswith('band:'):  # sex band printed in its own column; rows without bands print their range in each
        k = c[5:]
        if r.bands and k in r.bands:
            return _rng_print(d, r.bands[k]), False
        return prange(d, r), False
    if c == 'code':
        return d.opts.get('codes', {}).get(r.name, ''), False
    if c == 'method':
        return d.opts.get('methods', {}).get(r.name, ''), False
    return '', False


def rowcells(d: D, r: R, cols: list) -> list:
    out = []
    for c in cols:
        if c.startswith('t_'):
            out.append(cell(d, r.twin, c[2:]) if r.twin is not None else ('', False))
        else:
            out.append(cell(d, r, c))
    return out


def pages_of(d: D) -> int:
    return max(s.page for s in d.sections)
