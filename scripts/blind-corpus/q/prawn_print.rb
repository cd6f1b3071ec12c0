# Part Q: Ruby Prawn printer of the display list (layout.py). Debian ruby-prawn 2.4 (ttfunk 1.7).
# Fonts registered with font_families.update from TrueType files (embedded as subsets); strings with draw_text at
# their baseline (right/centre alignment from width_of); rules with stroke_line, shaded bars with fill_rectangle;
# one start_new_page per PAGE line. Option PRAWNFONT <regular> <bold> [<fallback for CJK runs>].
#   ruby prawn_print.rb <spec.lp> <out.pdf>
require 'prawn'

spec, out = ARGV
lines = File.read(spec, encoding: 'UTF-8').split("\n").map { |l| l.split("\t", -1) }
fonts = nil
title = 'report'
lines.each do |p|
  fonts = p[1..] if p[0] == 'PRAWNFONT'
  title = p[1] if p[0] == 'TITLE'
end
first = lines.find { |p| p[0] == 'PAGE' }
doc = Prawn::Document.new(page_size: [first[1].to_f, first[2].to_f], margin: 0, skip_page_creation: true,
                          info: { Title: title, Creator: 'Prawn draw_text' })
doc.font_families.update('Lab' => { normal: fonts[0], bold: fonts[1] })
doc.font_families.update('CJK' => { normal: fonts[2], bold: fonts[2] }) if fonts[2] && !fonts[2].empty?
hex = ->(g) { format('%02x%02x%02x', *([(g.to_f * 255).round] * 3)) }
lines.each do |p|
  case p[0]
  when 'PAGE'
    doc.start_new_page(size: [p[1].to_f, p[2].to_f], margin: 0)
  when 'T'
    _, b, size, x, y, al, grey, s = p
    # CJK runs (Han, kana, full-width forms) in the fallback font (Droid Sans Fallback has no Latin letters or
    # digits), the rest in the main font; the runs are set one after the other from the aligned start
    cjk = fonts[2] && !fonts[2].empty?
    re = /([\u2e80-\u9fff\uff00-\uffef]+)/
    runs = cjk ? s.split(re).reject(&:empty?) : [s]
    st = b == 'b' ? :bold : :normal
    fams = runs.map { |r| cjk && r =~ re ? 'CJK' : 'Lab' }
    widths = runs.each_with_index.map do |r, i|
      doc.font(fams[i], style: st, size: size.to_f)
      doc.width_of(r, size: size.to_f)
    end
    w = widths.sum
    xx = al == 'R' ? x.to_f - w : al == 'C' ? x.to_f - w / 2 : x.to_f
    doc.fill_color hex.(grey)
    runs.each_with_index do |r, i|
      doc.font(fams[i], style: st, size: size.to_f)
      doc.draw_text r, at: [xx, y.to_f], size: size.to_f
      xx += widths[i]
    end
  when 'LINE'
    _, x1, y1, x2, y2, lw, g = p.map(&:to_s)
    doc.line_width lw.to_f
    doc.stroke_color hex.(g)
    doc.stroke_line [x1.to_f, y1.to_f], [x2.to_f, y2.to_f]
  when 'BOX'
    _, x, y, w, h, g = p
    doc.fill_color hex.(g)
    doc.fill_rectangle [x.to_f, y.to_f + h.to_f], w.to_f, h.to_f
  end
end
doc.render_file(out)
