# Part R: Ruby rbpdf printer of the display list (layout.py). Debian ruby-rbpdf 1.20.1 + ruby-rbpdf-font 1.19.1 (a
# Ruby port of TCPDF). Fonts are rbpdf-font's own definitions (DejaVu / FreeFont TrueType embedded as Unicode CID
# subsets, or the cid0jp/cid0cs/cid0kr CID fonts, not embedded); strings with Text(x, y) (y from the top, at the
# baseline: rbpdf places the cell's top, so the font's ascent is taken off), right/centre alignment from
# GetStringWidth; rules with Line, shaded bars with Rect 'F'. Option RBFONT <family> [<bold style B or ''>].
#   ruby rbpdf_print.rb <spec.lp> <out.pdf>
require 'rbpdf'

spec, out = ARGV
lines = File.read(spec, encoding: 'UTF-8').split("\n").map { |l| l.split("\t", -1) }
fam = 'dejavusans'
bstyle = 'B'
title = 'report'
lines.each do |p|
  if p[0] == 'RBFONT'
    fam = p[1]
    bstyle = p[2] || 'B'
  end
  title = p[1] if p[0] == 'TITLE'
end
first = lines.find { |p| p[0] == 'PAGE' }
w0, h0 = first[1].to_f, first[2].to_f
pdf = RBPDF.new(w0 > h0 ? 'L' : 'P', 'pt', 'A4', true, 'UTF-8', false) # every page of this corpus is A4
pdf.set_print_header(false)
pdf.set_print_footer(false)
pdf.set_margins(0, 0, 0)
pdf.set_auto_page_break(false, 0)
pdf.set_cell_padding(0) if pdf.respond_to?(:set_cell_padding)
pdf.set_title(title)
pdf.set_creator('rbpdf Text/Line/Rect')
pdf.set_font_subsetting(true) if pdf.respond_to?(:set_font_subsetting)
h = h0
lines.each do |p|
  case p[0]
  when 'PAGE'
    w, h = p[1].to_f, p[2].to_f
    pdf.add_page(w > h ? 'L' : 'P', 'A4')
  when 'T'
    _, b, size, x, y, al, grey, s = p
    pdf.set_font(fam, b == 'b' ? bstyle : '', size.to_f)
    g = (grey.to_f * 255).round
    pdf.set_text_color(g, g, g)
    w = pdf.get_string_width(s)
    xx = al == 'R' ? x.to_f - w : al == 'C' ? x.to_f - w / 2 : x.to_f
    pdf.text(xx, h - y.to_f, s, false, false, true, 0, 0, '', false, '', 0, false, 'L', 'B')
  when 'LINE'
    _, x1, y1, x2, y2, lw, g = p
    gg = (g.to_f * 255).round
    pdf.set_line_width(lw.to_f)
    pdf.set_draw_color(gg, gg, gg)
    pdf.line(x1.to_f, h - y1.to_f, x2.to_f, h - y2.to_f)
  when 'BOX'
    _, x, y, w, hh, g = p
    gg = (g.to_f * 255).round
    pdf.set_fill_color(gg, gg, gg)
    pdf.rect(x.to_f, h - y.to_f - hh.to_f, w.to_f, hh.to_f, 'F')
  end
end
pdf.output(out, 'F')
