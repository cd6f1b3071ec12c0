"""Part T: Arabic shaping and visual ordering for printers with no text shaping (Text::PDF, pydyf, PDF::Reuse).
A string in logical order becomes the glyph sequence a reader sees from left to right: each Arabic letter replaced by
its contextual presentation form (Unicode Arabic Presentation Forms-B: isolated / initial / medial / final, lam-alef
ligatures; the table is built from the Unicode character names), the Arabic runs reversed, Latin words and numbers
kept left to right, and the runs laid out right to left (a simple bidi for one line with an RTL base direction)."""
from __future__ import annotations

import unicodedata

FORMS: dict = {}  # base char -> {'isolated': c, 'final': c, 'initial': c, 'medial': c}
LIG: dict = {}  # alef char -> {'isolated': c, 'final': c} for lam + alef
for cp in range(0xFE70, 0xFEFF):
    try:
        nm = unicodedata.name(chr(cp))
    except ValueError:
        continue
    for form in ('ISOLATED', 'FINAL', 'INITIAL', 'MEDIAL'):
        suf = f' {form} FORM'
        if nm.endswith(suf):
            base = nm[:-len(suf)]
            if base.startswith('ARABIC LIGATURE LAM WITH '):
                alef = base.replace('ARABIC LIGATURE LAM WITH ', 'ARABIC LETTER ')
                try:
                    LIG.setdefault(unicodedata.lookup(alef), {})[form.lower()] = chr(cp)
                except KeyError:
                    pass
                continue
            try:
                b = unicodedata.lookup(base)
            except KeyError:
                continue
            FORMS.setdefault(b, {})[form.lower()] = chr(cp)
LAM = '\u0644'


def is_ar(c: str) -> bool:
    return '\u0600' <= c <= '\u06ff' or '\ufb50' <= c <= '\ufeff'


def dual(c: str) -> bool:
    return c in FORMS and 'initial' in FORMS[c]


def joins(c: str) -> bool:
    return c in FORMS


def shape(s: str) -> str:
    """Logical order in, logical order out, letters replaced by their presentation forms."""
    out = []
    i = 0
    chars = list(s)
    while i < len(chars):
        c = chars[i]
        if c not in FORMS:
            out.append(c)
            i += 1
            continue
        prev = chars[i - 1] if i > 0 else ''
        join_prev = bool(prev) and dual(prev) and (out and out[-1] != ' ')
        if c == LAM and i + 1 < len(chars) and chars[i + 1] in LIG:
            lig = LIG[chars[i + 1]]
            out.append(lig['final'] if join_prev else lig['isolated'])
            i += 2
            continue
        nxt = chars[i + 1] if i + 1 < len(chars) else ''
        join_next = dual(c) and joins(nxt)
        f = FORMS[c]
        if join_prev and join_next:
            out.append(f.get('medial', f['isolated']))
        elif join_prev:
            out.append(f.get('final', f['isolated']))
        elif join_next:
            out.append(f.get('initial', f['isolated']))
        else:
            out.append(f['isolated'])
        i += 1
    return ''.join(out)


MIRROR = {'(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<', '«': '»', '»': '«'}


def visual(s: str) -> str:
    """Shaped, in visual order, for a line whose base direction is right to left (only if it holds Arabic)."""
    if not any(is_ar(c) for c in s):
        return s
    s = shape(s)
    runs = []  # (rtl, text)
    for c in s:
        if is_ar(c):
            kind = True
        elif c.isalnum() or c in '.,%/+-:µ^²³⁹×':
            kind = False
        else:
            kind = None  # neutral
        if runs and (kind is None or runs[-1][0] == kind):
            runs[-1][1].append(c)
        elif kind is None:
            runs.append([True, [c]])
        else:
            runs.append([kind, [c]])
    # neutrals at the end of an LTR run that precede an RTL run go to the RTL side
    fixed = []
    for rtl, cs in runs:
        if not rtl:
            txt = ''.join(cs)
            core = txt.rstrip(' ()[]')
            trail = txt[len(core):]
            fixed.append((False, core))
            if trail:
                fixed.append((True, trail))
        else:
            fixed.append((True, ''.join(cs)))
    out = []
    for rtl, txt in reversed(fixed):
        out.append(''.join(MIRROR.get(c, c) for c in reversed(txt)) if rtl else txt)
    return ''.join(out)
