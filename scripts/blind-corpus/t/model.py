"""Part T: part S's model plus flag words in Polish (wysoki/niski) and Japanese (高/低). Part S's note follows.

Part S: part R's model (part Q's) plus flag words in Somali (Sare/Hoose), Ukrainian (підвищ./знижен.), Dutch
(hoog/laag) and Greek (Υψηλό/Χαμηλό). Part Q's note follows.

Part Q of the blind corpus: part P's model plus flag styles `excl` (! for either side), `it` (Alto/Basso) and `none`
(no flag printed at all, no bold either: truth flag null, abnormal true).
Part P's note follows.

Part P of the blind corpus: part O's model plus Catalan, Montenegrin, Turkmen, Faroese, Danish, Indonesian, Lao and
Turkish-word flags. Part O's note: Part O of the blind corpus (part N's model, plus Arabic, Urdu, Chinese, Icelandic, Slovene/Bosnian, Azerbaijani, Maltese and Tajik flag words). Part N's note: Part N of the blind corpus (part M's model; M copied it from part L, which copied parts K and J): the shared data model (rows, sections, documents), locale printing of values and
ranges, flag styles, and the truth built from the same rows. Written without reading the reader's code.

A row's value and range are written with "." decimals and no thousands separators; the document's locale
prints them (decimal comma, thousands '.', ',', ' ' or "'", range forms 'a - b', 'a–b', 'a a b', 'bis x', 'до x',
'hasta x', 'up to x', '≤ x'); the truth keeps the normalised form."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class R:
    id: Optional[str]  # catalogue id; None: a result row with no catalogue id (goes to not_results)
    name: str
    v: str
    unit: Optional[str] = None
    rng: Optional[str] = None  # normalised: 'a-b', '<x', '<=x', '>x', '>=x', or text (qualitative)
    ab: Optional[bool] = None  # explicit abnormal verdict (qualitative rows, or to override)
    bands: Optional[dict] = None  # printed sex/age bands {'M': 'a-b', 'F': 'c-d'}; rng is this patient's band
    pr: Optional[str] = None  # printed range text override (stacked, with units...)
    prev: Optional[str] = None  # previous result (printed; goes to not_results)
    prev2: Optional[str] = None
    fn: str = ''  # footnote marker printed after the name (part of the printed name? no: kept apart)
    qflag: Optional[str] = None  # printed flag for a qualitative abnormal row
    note: Optional[str] = None  # comment row printed under this row
    alt: Optional[str] = None  # restatement in another unit (printed, not a result)
    twin: Optional['R'] = None  # absolute count printed on the same line as this % row (its own columns)
    page: int = 1


def Q(id, name, v, rng, ab=False, unit=None, **kw) -> R:
    return R(id, name, v, unit, rng, ab=ab, **kw)


@dataclass
class S:
    title: str
    rows: list
    page: int = 1
    note: Optional[str] = None  # text printed after the section
    sub: Optional[str] = None
    opts: dict = field(default_factory=dict)  # per-section renderer options (cols, heads, widths)


@dataclass
class D:
    id: str
    country: str
    language: str
    producer: str
    render: str  # renderer name
    split: str
    classes: list
    layout: list
    meta: dict
    sections: list
    dec: str = '.'
    thou: Optional[str] = None  # thousands separator printed in values and ranges
    thou_min: int = 10000  # group numbers from this size up (1000: also 4-digit numbers)
    rs: dict = field(default_factory=lambda: {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'})
    flags: str = 'HL'  # HL, arrow, tri, star, pm, bold, word, hn
    not_results: list = field(default_factory=list)
    scan: bool = False
    photo: Optional[float] = None  # None: no photo; 0: plain makePhoto; other: skewed photo turned that many degrees
    seed: int = 1
    opts: dict = field(default_factory=dict)
    font: str = 'Helvetica'

    def rows(self):
        for s in self.sections:
            for r in s.rows:
                yield s, r
                if r.twin is not None:
                    yield s, r.twin


NUM = re.compile(r'^-?\d+(\.\d+)?$')


def is_num(s: str) -> bool:
    return bool(NUM.match(s or ''))


def fmt(d: D, s: str) -> str:
    """Print a '.'-decimal number the way the document's locale does."""
    if not is_num(s):
        return s
    neg = s.startswith('-')
    s = s.lstrip('-')
    ip, _, fp = s.partition('.')
    if d.thou == 'lakh' and len(ip) > 3 and int(ip) >= d.thou_min:  # Indian grouping: 1,50,000
        head, tail = ip[:-3], ip[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        ip = ','.join([head] + parts + [tail]) if head else ','.join(parts + [tail])
    elif d.thou and len(ip) > 3 and int(ip) >= d.thou_min:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = d.thou.join(parts)
    out = ip + ((d.dec + fp) if fp else '')
    return ('-' if neg else '') + out


def _rng_print(d: D, rng: str) -> str:
    m = re.match(r'^(<=|>=|<|>)(.+)$', rng)
    if m:
        key = {'<': 'lt', '<=': 'le', '>': 'gt', '>=': 'ge'}[m.group(1)]
        return d.rs[key].format(x=fmt(d, m.group(2)))
    m = re.match(r'^(-?[\d.]+)-(-?[\d.]+)$', rng)
    if m:
        return fmt(d, m.group(1)) + d.rs['sep'] + fmt(d, m.group(2))
    return rng


def prange(d: D, r: R) -> str:
    """The reference range as printed (one line; bands joined with ' / ' unless the renderer stacks them)."""
    if r.pr is not None:
        return r.pr
    if r.bands:
        return ' / '.join(f'{k}: {_rng_print(d, v)}' for k, v in r.bands.items())
    return _rng_print(d, r.rng) if r.rng else ''


def bounds(rng: Optional[str]):
    if not rng:
        return None, None
    m = re.match(r'^(<=|<)(-?[\d.]+)$', rng)
    if m:
        return None, float(m.group(2))
    m = re.match(r'^(>=|>)(-?[\d.]+)$', rng)
    if m:
        return float(m.group(2)), None
    m = re.match(r'^(-?[\d.]+)-(-?[\d.]+)$', rng)
    if m:
        return float(m.group(1)), float(m.group(2))
    return None, None


def direction(r: R) -> Optional[str]:
    """'H', 'L' or None (normal); qualitative abnormal rows give 'A'."""
    if r.ab is not None and not is_num(r.v):
        return 'A' if r.ab else None
    if not is_num(r.v):
        return None
    lo, hi = bounds(r.rng)
    v = float(r.v)
    if r.ab is False:
        return None
    if hi is not None and (v > hi or (r.rng.startswith('<') and not r.rng.startswith('<=') and v >= hi and r.ab)):
        return 'H'
    if lo is not None and v < lo:
        return 'L'
    if r.ab:
        return 'H'
    return None


FLAG_PRINT = {
    'HL': {'H': 'H', 'L': 'L'},
    'arrow': {'H': '↑', 'L': '↓'},
    'tri': {'H': '▲', 'L': '▼'},
    'star': {'H': '*', 'L': '*'},
    'pm': {'H': '+', 'L': '-'},
    'bold': {'H': '', 'L': ''},
    'word': {'H': 'High', 'L': 'Low'},
    'hn': {'H': 'H', 'L': 'N'},
    'hb': {'H': 'H', 'L': 'B'},  # French/Spanish/Portuguese/Italian 'B' (bas / bajo / baixo / basso)
    'ab': {'H': 'A', 'L': 'B'},  # Spanish alto/bajo
    'yd': {'H': 'Y', 'L': 'D'},  # Turkish yüksek / düşük
    'alto': {'H': 'Alto', 'L': 'Bajo'},  # Spanish words
    'pt': {'H': 'Alto', 'L': 'Baixo'},  # Portuguese words
    'fa': {'H': 'بالا', 'L': 'پایین'},  # Persian words (high / low)
    'hoch': {'H': 'Hoch', 'L': 'Niedrig'},  # German words
    'ru': {'H': 'повышен', 'L': 'понижен'},  # Russian words
    'fr': {'H': 'Élevé', 'L': 'Bas'},  # French words
    'lv': {'H': 'Paaugst.', 'L': 'Pazem.'},  # Latvian words
    'ar': {'H': 'مرتفع', 'L': 'منخفض'},  # Arabic words
    'ur': {'H': 'زیادہ', 'L': 'کم'},  # Urdu words
    'zh': {'H': '偏高', 'L': '偏低'},  # Chinese words
    'is': {'H': 'Hækkað', 'L': 'Lækkað'},  # Icelandic words
    'sl': {'H': 'Povišano', 'L': 'Znižano'},  # Slovene words
    'az': {'H': 'Yüksək', 'L': 'Aşağı'},  # Azerbaijani words
    'mt': {'H': 'Għoli', 'L': 'Baxx'},  # Maltese words
    'tg': {'H': 'баланд', 'L': 'паст'},  # Tajik words
    'hi_arrow': {'H': 'H ↑', 'L': 'L ↓'},  # letter and arrow
    'ca': {'H': 'Alt', 'L': 'Baix'},  # Catalan words
    'cnr': {'H': 'Povišen', 'L': 'Snižen'},  # Montenegrin words
    'tk': {'H': 'Ýokary', 'L': 'Pes'},  # Turkmen words
    'fo': {'H': 'Høgt', 'L': 'Lágt'},  # Faroese words
    'da': {'H': 'Høj', 'L': 'Lav'},  # Danish words
    'idn': {'H': 'Tinggi', 'L': 'Rendah'},  # Indonesian words
    'lo': {'H': 'ສູງ', 'L': 'ຕ່ຳ'},  # Lao words
    'trw': {'H': 'Yüksek', 'L': 'Düşük'},  # Turkish words
    'cn_arrow': {'H': '↑', 'L': '↓'},
    'excl': {'H': '!', 'L': '!'},
    'it': {'H': 'Alto', 'L': 'Basso'},
    'none': {'H': '', 'L': ''},
    'so': {'H': 'Sare', 'L': 'Hoose'},
    'uk': {'H': 'підвищ.', 'L': 'знижен.'},
    'nl': {'H': 'hoog', 'L': 'laag'},
    'el': {'H': 'Υψηλό', 'L': 'Χαμηλό'},
    'pl': {'H': 'wysoki', 'L': 'niski'},
    'ja': {'H': '高', 'L': '低'},
}
FLAG_TRUTH = {
    'HL': {'H': 'H', 'L': 'L'},
    'arrow': {'H': 'H', 'L': 'L'},
    'tri': {'H': 'H', 'L': 'L'},
    'star': {'H': '*', 'L': '*'},
    'pm': {'H': '+', 'L': '-'},
    'bold': {'H': None, 'L': None},
    'word': {'H': 'H', 'L': 'L'},
    'hn': {'H': 'H', 'L': 'N'},
    'hb': {'H': 'H', 'L': 'B'},
    'ab': {'H': 'A', 'L': 'B'},
    'yd': {'H': 'Y', 'L': 'D'},
    'alto': {'H': 'H', 'L': 'L'},
    'pt': {'H': 'H', 'L': 'L'},
    'fa': {'H': 'H', 'L': 'L'},
    'hoch': {'H': 'H', 'L': 'L'},
    'ru': {'H': 'H', 'L': 'L'},
    'fr': {'H': 'H', 'L': 'L'},
    'lv': {'H': 'H', 'L': 'L'},
    'ar': {'H': 'H', 'L': 'L'},
    'ur': {'H': 'H', 'L': 'L'},
    'zh': {'H': 'H', 'L': 'L'},
    'is': {'H': 'H', 'L': 'L'},
    'sl': {'H': 'H', 'L': 'L'},
    'az': {'H': 'H', 'L': 'L'},
    'mt': {'H': 'H', 'L': 'L'},
    'tg': {'H': 'H', 'L': 'L'},
    'hi_arrow': {'H': 'H', 'L': 'L'},
    'ca': {'H': 'H', 'L': 'L'},
    'cnr': {'H': 'H', 'L': 'L'},
    'tk': {'H': 'H', 'L': 'L'},
    'fo': {'H': 'H', 'L': 'L'},
    'da': {'H': 'H', 'L': 'L'},
    'idn': {'H': 'H', 'L': 'L'},
    'lo': {'H': 'H', 'L': 'L'},
    'trw': {'H': 'H', 'L': 'L'},
    'cn_arrow': {'H': 'H', 'L': 'L'},
    'excl': {'H': '!', 'L': '!'},
    'it': {'H': 'H', 'L': 'L'},
    'none': {'H': None, 'L': None},
    'so': {'H': 'H', 'L': 'L'},
    'uk': {'H': 'H', 'L': 'L'},
    'nl': {'H': 'H', 'L': 'L'},
    'el': {'H': 'H', 'L': 'L'},
    'pl': {'H': 'H', 'L': 'L'},
    'ja': {'H': 'H', 'L': 'L'},
}


def pflag(d: D, r: R) -> str:
    k = direction(r)
    if k is None:
        return ''
    if k == 'A':
        return r.qflag or ''
    return FLAG_PRINT[d.flags][k]


def tflag(d: D, r: R) -> Optional[str]:
    k = direction(r)
    if k is None:
        return None
    if k == 'A':
        return r.qflag or None
    return FLAG_TRUTH[d.flags][k]


def pval(d: D, r: R) -> str:
    return fmt(d, r.v)


def age_at(dob: str, date: str) -> int:
    y1, m1, d1 = map(int, dob.split('-'))
    y2, m2, d2 = map(int, date.split('-'))
    return y2 - y1 - (1 if (m2, d2) < (m1, d1) else 0)


def truth(d: D, pages: int, only_page: Optional[int] = None) -> dict:
    params, nots = [], list(d.not_results)
    for s, r in d.rows():
        if only_page is not None and r.page != only_page:
            continue
        if r.prev:
            nots.append(f'{r.name.replace(chr(10), " ")} {fmt(d, r.prev)}')
        if r.prev2:
            nots.append(f'{r.name.replace(chr(10), " ")} {fmt(d, r.prev2)}')
        if r.alt:
            nots.append(f'{r.name.replace(chr(10), " ")} {r.alt}')
        if r.id is None:
            nots.append(f'{r.name.replace(chr(10), " ")} {pval(d, r)}')
            continue
        params.append({
            'analyte_id': r.id,
            'name': r.name.replace('\n', ' '),
            'value': r.v,
            'unit': r.unit,
            'range': r.rng,
            'flag': tflag(d, r),
            'abnormal': direction(r) is not None,
            'page': r.page,  # part Q: the page the row is printed on (photos: 1)
        })
    m = d.meta
    age = m.get('patient_age')
    if age is None and m.get('dob'):
        age = str(age_at(m['dob'], m['lab_date']))
    return {
        'id': d.id,
        'source': d.id,
        'kind': 'text_pdf',
        'files': [f'{d.id}.pdf'],
        'language': d.language,
        'country': d.country,
        'producer': d.producer,
        'layout': d.layout,
        'split': d.split,
        'classes': d.classes,
        'pages': pages,
        'metadata': {
            'lab_date': m['lab_date'],
            'results_date': m['results_date'],
            'lab_name': m['lab_name'],
            'lab_city': m['lab_city'],
            'lab_country': None,
            'patient_name': m['patient_name'],
            'patient_age': str(age) if age is not None else None,
            'patient_sex': m['patient_sex'],
        },
        'parameters': params,
        'not_results': list(dict.fromkeys(nots)),  # part Q: each line once
    }


def checks(d: D) -> list:
    """What pdftotext must show: each truth row's printed name and value on its page."""
    out = []
    for s, r in d.rows():
        if r.id is None:
            continue
        name = r.name.split('\n')[0]
        if d.opts.get('lossy_script'):
            # part O: Bengali / Devanagari / Burmese text extracts lossily from the Qt PDFs: check the Latin start of the name
            name = re.match(r'[\x00-\u024f]*', name).group().strip(' (') or name
        out.append({'page': r.page, 'name': name, 'value': pval(d, r), 'rtl': bool(d.opts.get('rtl'))})
    return out


def assign_pages(d: D) -> None:
    for s in d.sections:
        for r in s.rows:
            r.page = s.page
            if r.twin is not None:
                r.twin.page = s.page


def nfkc(s: str) -> str:
    return unicodedata.normalize('NFKC', s)
