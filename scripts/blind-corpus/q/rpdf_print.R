# Part Q: R's own pdf() device printing the display list (layout.py). Debian r-base-core 4.2.
# pdf(family = Helvetica / Times / Courier, encoding = ISOLatin1 / ISOLatin2 / CP1251 / CP1250): R's Type 1 base
# fonts, not embedded, with the encoding's Differences; one plot.new() per page on a plot window of points
# (xaxs/yaxs 'i', no margins); strings with text(adj = c(0|0.5|1, 0)) at their baseline, cex = size / 12; rules
# with segments(), shaded bars with rect(). Not cairo_pdf.
#   Rscript rpdf_print.R <spec.lp> <out.pdf>
args <- commandArgs(trailingOnly = TRUE)
lines <- readLines(args[1], encoding = "UTF-8")
parts <- strsplit(lines, "\t", fixed = TRUE)
fam <- "Helvetica"; enc <- "ISOLatin1"; title <- "report"
for (p in parts) {
  if (p[1] == "RFONT") {
    fam <- p[2]; enc <- p[3]
  }
  if (p[1] == "TITLE") title <- p[2]
}
first <- parts[[which(sapply(parts, function(p) p[1] == "PAGE"))[1]]]
W <- as.numeric(first[2]); H <- as.numeric(first[3])
pdf(args[2], width = W / 72, height = H / 72, family = fam, encoding = enc, title = title, pointsize = 12,
    useDingbats = FALSE, onefile = TRUE)
for (p in parts) {
  k <- p[1]
  if (k == "PAGE") {
    par(mar = c(0, 0, 0, 0), omi = c(0, 0, 0, 0))
    plot.new()
    plot.window(xlim = c(0, W), ylim = c(0, H), xaxs = "i", yaxs = "i")
  } else if (k == "T") {
    s <- enc2utf8(p[8])
    Encoding(s) <- "UTF-8"
    ax <- switch(p[6], L = 0, R = 1, C = 0.5)
    text(as.numeric(p[4]), as.numeric(p[5]), s, adj = c(ax, 0), cex = as.numeric(p[3]) / 12,
         font = if (p[2] == "b") 2 else 1, col = grey(as.numeric(p[7])))
  } else if (k == "LINE") {
    v <- as.numeric(p[2:7])
    segments(v[1], v[2], v[3], v[4], lwd = v[5] / 0.75, col = grey(v[6]), lend = 1)
  } else if (k == "BOX") {
    v <- as.numeric(p[2:6])
    rect(v[1], v[2], v[1] + v[3], v[2] + v[4], col = grey(v[5]), border = NA)
  }
}
invisible(dev.off())
