#!/usr/bin/perl
# Part Q: Perl PDF::API2 printer of the display list (layout.py). Debian libpdf-api2-perl.
# TrueType/OpenType files embedded with $pdf->ttfont (subset, Identity-H with ToUnicode); strings placed with
# $text->translate + $text->text at their baseline (right/centre alignment from $font->width * size); rules and
# shaded bars with the page's gfx object. Option API2FONT <regular> <bold> [<fallback for CJK letters>].
#   perl api2_print.pl <spec.lp> <out.pdf>
use strict;
use warnings;
use utf8;
use PDF::API2;

my ($spec, $out) = @ARGV;
open(my $fh, '<:encoding(UTF-8)', $spec) or die "$spec: $!";
my @lines = map { chomp; [split /\t/, $_, -1] } <$fh>;
close $fh;
my $pdf = PDF::API2->new();
my ($reg, $bold, $cjk);
my $title = 'report';
for my $p (@lines) {
  ($reg, $bold, $cjk) = @$p[1, 2, 3] if $p->[0] eq 'API2FONT';
  $title = $p->[1] if $p->[0] eq 'TITLE';
}
$pdf->title($title);
$pdf->creator('PDF::API2 text/gfx');
my $fr = $pdf->ttfont($reg);
my $fb = $pdf->ttfont($bold);
my $fc = $cjk ? $pdf->ttfont($cjk) : undef;
my ($page, $text, $gfx);
for my $p (@lines) {
  my $k = $p->[0];
  if ($k eq 'PAGE') {
    $page = $pdf->page();
    $page->mediabox(0, 0, $p->[1], $p->[2]);
    $gfx = $page->gfx();
    $text = $page->text();
  } elsif ($k eq 'T') {
    my (undef, $b, $size, $x, $y, $al, $grey, $s) = @$p;
    my $f = $b eq 'b' ? $fb : $fr;
    # CJK runs (Han, kana, Hangul, full-width forms) go in the fallback font, the rest in the main font: Droid Sans
    # Fallback's own Latin digits do not come back from the text layer, so each run gets its own font
    my @runs = $fc ? grep { length } split /([\x{2e80}-\x{9fff}\x{ac00}-\x{d7af}\x{ff00}-\x{ffef}]+)/, $s : ($s);
    my @fonts = map { ($fc && /[\x{2e80}-\x{9fff}\x{ac00}-\x{d7af}\x{ff00}-\x{ffef}]/) ? $fc : $f } @runs;
    my $w = 0;
    $w += $fonts[$_]->width($runs[$_]) * $size for 0 .. $#runs;
    my $xx = $al eq 'R' ? $x - $w : $al eq 'C' ? $x - $w / 2 : $x;
    $text->fillcolor(sprintf('#%02x%02x%02x', ($grey * 255) x 3));
    for my $i (0 .. $#runs) {
      $text->font($fonts[$i], $size);
      $text->translate($xx, $y);
      $text->text($runs[$i]);
      $xx += $fonts[$i]->width($runs[$i]) * $size;
    }
  } elsif ($k eq 'LINE') {
    my (undef, $x1, $y1, $x2, $y2, $lw, $g) = @$p;
    $gfx->linewidth($lw);
    $gfx->strokecolor(sprintf('#%02x%02x%02x', ($g * 255) x 3));
    $gfx->move($x1, $y1);
    $gfx->line($x2, $y2);
    $gfx->stroke();
  } elsif ($k eq 'BOX') {
    my (undef, $x, $y, $w, $h, $g) = @$p;
    $gfx->fillcolor(sprintf('#%02x%02x%02x', ($g * 255) x 3));
    $gfx->rect($x, $y, $w, $h);
    $gfx->fill();
  }
}
$pdf->saveas($out);
