"""LibreOffice Calc printouts: a flat ODS spreadsheet written by hand (merged heading cells, cell borders, printed
gridlines, header rows repeated on every page, manual page breaks, page footer with the page number) converted by
`soffice --headless --convert-to pdf`."""
from __future__ import annotations

import os
import shutil
import subprocess
from xml.sax.saxutils import escape

from model import D, R, fmt, pflag, prange, pval

STYLES = """
<office:automatic-styles>
 {colstyles}
 <style:style style:name="ro" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>
 <style:style style:name="robr" style:family="table-row"><style:table-row-properties fo:break-before="page" style:use-optimal-row-height="true"/></style:style>
 <style:style style:name="ta" style:family="table" style:master-page-name="Rep"><style:table-properties table:display="true"/></style:style>
 <style:style style:name="big" style:family="table-cell"><style:table-cell-properties fo:background-color="{hbg}"/><style:text-properties fo:font-size="14pt" fo:font-weight="bold" style:font-name="{font}"/></style:style>
 <style:style style:name="sub" style:family="table-cell"><style:text-properties fo:font-size="8pt" style:font-name="{font}"/></style:style>
 <style:style style:name="lab" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #808080" fo:background-color="#f2f2f2"/><style:text-properties fo:font-size="8pt" fo:font-weight="bold" style:font-name="{font}"/></style:style>
 <style:style style:name="val" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="8.5pt" style:font-name="{font}"/></style:style>
 <style:style style:name="hd" style:family="table-cell"><style:table-cell-properties fo:border="0.8pt solid #000000" fo:background-color="{hbg}" style:vertical-align="middle"/><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:font-weight="bold" style:font-name="{font}"/></style:style>
 <style:style style:name="sec" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #000000" fo:background-color="{sbg}"/><style:text-properties fo:font-size="8.5pt" fo:font-weight="bold" style:font-name="{font}"/></style:style>
 <style:style style:name="c" style:family="table-cell"><style:table-cell-properties fo:border="0.3pt solid #a0a0a0"/><style:text-properties fo:font-size="8.5pt" style:font-name="{font}"/></style:style>
 <style:style style:name="cr" style:family="table-cell"><style:table-cell-properties fo:border="0.3pt solid #a0a0a0"/><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8.5pt" style:font-name="{font}"/></style:style>
 <style:style style:name="crb" style:family="table-cell"><style:table-cell-properties fo:border="0.3pt solid #a0a0a0" fo:background-color="{abg}"/><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8.5pt" fo:font-weight="bold" style:font-name="{font}"/></style:style>
 <style:style style:name="cc" style:family="table-cell"><style:table-cell-properties fo:border="0.3pt solid #a0a0a0"/><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:font-weight="bold" style:font-name="{font}"/></style:style>
 <style:style style:name="cw" style:family="table-cell"><style:table-cell-properties fo:border="0.3pt solid #a0a0a0" fo:wrap-option="wrap"/><style:text-properties fo:font-size="7.5pt" style:font-name="{font}"/></style:style>
 <style:style style:name="note" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap"/><style:text-properties fo:font-size="7.5pt" fo:font-style="italic" style:font-name="{font}"/></style:style>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="{pw}" fo:page-height="{ph}" style:print-orientation="{orient}" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="1.4cm" fo:margin-right="1.2cm" style:print="{print}" style:print-page-order="ttb" style:scale-to="100%"/>
  <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Rep" style:page-layout-name="pm1">
  <style:header style:display="false"/>
  <style:footer><style:region-left><text:p><text:span>{footer_left}</text:span></text:p></style:region-left><style:region-right><text:p>{page_word} <text:page-number>1</text:page-number> / <text:page-count>1</text:page-count></text:p></style:region-right></style:footer>
 </style:master-page>
</office:master-styles>
"""

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
        'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        '<office:font-face-decls><style:font-face style:name="{font}" svg:font-family="&apos;{font}&apos;"/></office:font-face-decls>\n')


def cell(text: str, style: str, span: int = 1) -> str:
    t = escape(text or '')
    paras = ''.join(f'<text:p>{p}</text:p>' for p in t.split('\n')) if t else ''
    sp = f' table:number-columns-spanned="{span}"' if span > 1 else ''
    out = f'<table:table-cell table:style-name="{style}" office:value-type="string"{sp}>{paras}</table:table-cell>'
    if span > 1:
        out += '<table:covered-table-cell/>' * (span - 1)
    return out


def row(cells: str, style: str = 'ro') -> str:
    return f'<table:table-row table:style-name="{style}">{cells}</table:table-row>'


def calc_pdf(d: D, out: str, work: str) -> None:
    o = d.opts
    cols = o['cols']  # keys: name value flag unit range prev t_value t_range
    widths = o['widths']  # cm
    n = len(cols)
    font = o.get('cfont', 'Liberation Sans')
    colstyles = '\n '.join(f'<style:style style:name="co{i}" style:family="table-column"><style:table-column-properties style:column-width="{w}cm"/></style:style>'
                           for i, w in enumerate(widths))
    land = o.get('landscape', False)
    styles = STYLES.format(colstyles=colstyles, font=font, hbg=o.get('hbg', '#dde6ee'), sbg=o.get('sbg', '#eeeeee'),
                           abg=o.get('abg', '#ffffff'),
                           pw='29.7cm' if land else '21cm', ph='21cm' if land else '29.7cm', orient='landscape' if land else 'portrait',
                           print='grid headers' if o.get('print_grid', True) and o.get('sheet_headers') else ('grid' if o.get('print_grid', True) else 'charts'),
                           footer_left=escape(o.get('footer', '')), page_word=escape(o.get('page_word', 'Page')))
    body = []
    for i, ln in enumerate(o['lab_lines']):
        body.append(row(cell(ln, 'big' if i == 0 else 'sub', n)))
    body.append(row(cell('', 'sub', n)))
    for prow in o['pinfo']:
        cs = ''
        used = 0
        for lab, val, span in prow:
            cs += cell(lab, 'lab') + cell(val, 'val', span)
            used += 1 + span
        if used < n:
            cs += cell('', 'sub', n - used)
        body.append(row(cs))
    body.append(row(cell('', 'sub', n)))
    header = row(''.join(cell(h, 'hd') for h in o['heads']))
    page = 1
    for s in d.sections:
        brk = s.page != page
        page = s.page
        body.append(row(cell(s.title, 'sec', n), 'robr' if brk else 'ro'))
        if brk and not o.get('repeat_header', True):
            body.append(header)
        for r in s.rows:
            cs = ''
            for k in cols:
                rr = r
                if k.startswith('t_'):
                    rr = r.twin
                    k = k[2:]
                    if rr is None:
                        cs += cell('', 'c')
                        continue
                f = pflag(d, rr)
                if k == 'name':
                    cs += cell(rr.name + (rr.fn or ''), 'c')
                elif k == 'value':
                    v = pval(d, rr)
                    if o.get('flagpos') == 'suffix' and f:
                        v = f'{v} {f}'
                    cs += cell(v, 'crb' if (f or (d.flags == 'bold' and _abn(rr))) else 'cr')
                elif k == 'flag':
                    cs += cell(f, 'cc')
                elif k == 'unit':
                    cs += cell(rr.unit or '', 'c')
                elif k == 'range':
                    cs += cell(prange(d, rr), 'cw' if '\n' in prange(d, rr) else 'c')
                elif k.startswith('band:'):
                    from render_txt import band_text
                    cs += cell(band_text(d, rr, k[5:]), 'c')
                elif k == 'blank':
                    cs += cell('', 'c')
                elif k == 'prev':
                    cs += cell(fmt(d, rr.prev) if rr.prev else '', 'cr')
                elif k == 'method':
                    cs += cell(getattr(rr, 'method', '') or o.get('method', {}).get(rr.id or '', ''), 'c')
                else:
                    cs += cell('', 'c')
            body.append(row(cs))
            if r.note:
                body.append(row(cell(r.note, 'note', n)))
        if s.note:
            for ln in s.note.split('\n'):
                body.append(row(cell(ln, 'note', n)))
    for ln in o.get('end', []):
        body.append(row(cell(ln, 'note', n)))
    table = ['<table:table table:name="Befund" table:style-name="ta">']
    table += [f'<table:table-column table:style-name="co{i}"/>' for i in range(n)]
    lead = [b for b in body[: len(o['lab_lines']) + len(o['pinfo']) + 2]]
    rest = body[len(lead):]
    table += lead
    table.append('<table:table-header-rows>' + header + '</table:table-header-rows>' if o.get('repeat_header', True) else header)
    table += rest
    table.append('</table:table>')
    xml = HEAD.replace('{font}', font) + styles + '<office:body><office:spreadsheet>' + ''.join(table) + '</office:spreadsheet></office:body></office:document>\n'
    src = os.path.join(work, f'{d.id}.fods')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(xml)
    prof = os.path.join(work, 'lo-profile')
    subprocess.run(['soffice', f'-env:UserInstallation=file://{prof}', '--headless', '--convert-to', 'pdf:calc_pdf_Export',
                    '--outdir', work, src], check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    shutil.copyfile(os.path.join(work, f'{d.id}.pdf'), out)


def _abn(r: R) -> bool:
    from model import direction
    return direction(r) is not None
