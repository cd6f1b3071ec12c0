#!/usr/bin/perl
# Part S: Perl PDF::Builder printer of the display list (layout.py). Debian libpdf-builder-perl 3.025 (PDF::Builder
# began as a fork of PDF::API2 but has its own font, text and writer code since). Fonts: ttfont() with a TrueType
# file (CID font, Identity-H, the whole font embedded, ToUnicode CMap), corefont() (standard 14, not embedded) when the
# option names a core font, or cjkfont() (Adobe CJK CID fonts Song / MyungJo, not embedded) for 'cjk:<name>'; strings placed with $text->translate(x, y) + text / text_right / text_center
# (PDF::Builder's own advance widths); rules with $gfx->move/line/stroke, bars with rectangle/fill.
# Option PBFONT <regular file or core name> <bold file or core name>.
#   perl pdfbuilder_print.pl <spec.lp> <out.pdf>
use strict;
use warnings;
use PDF::Builder;

my ($spec, $out) = @ARGV;
open(my $fh, '<:encoding(UTF-8)', $spec) or die "$spec: $!";
my @lines = map { chomp; [split /\t/, $_, -1] } <$fh>;
close $fh;
my ($reg, $bold, $title) = ('Helvetica', 'Helvetica-Bold', 'report');
for my $p (@lines) {
    ($reg, $bold) = ($p->[1], $p->[2]) if $p->[0] eq 'PBFONT';
    $title = $p->[1] if $p->[0] eq 'TITLE';
}
my $pdf = PDF::Builder->new(-compress => 'flate');
$pdf->title($title);
$pdf->creator('PDF::Builder text/gfx');
sub mkfont {
    my $f = shift;
    return $pdf->cjkfont($1) if $f =~ /^cjk:(.+)$/;  # Adobe CJK CID font, not embedded (Identity-H, no ToUnicode)
    return $f =~ m{/} ? $pdf->ttfont($f) : $pdf->corefont($f, -encode => 'cp1252');
}
my %font = (r => mkfont($reg), b => mkfont($bold));
my ($page, $gfx, $txt);
for my $p (@lines) {
    my $k = $p->[0];
    if ($k eq 'PAGE') {
        $page = $pdf->page();
        $page->mediabox($p->[1], $p->[2]);
        $gfx = $page->gfx();
        $txt = $page->text();
    } elsif ($k eq 'T') {
        my (undef, $b, $size, $x, $y, $al, $g, $s) = @$p;
        $txt->font($font{$b}, $size);
        $txt->fillcolor($g > 0 ? sprintf('#%02x%02x%02x', ($g * 255) x 3) : 'black');
        $txt->translate($x, $y);
        if ($al eq 'R') { $txt->text_right($s); } elsif ($al eq 'C') { $txt->text_center($s); } else { $txt->text($s); }
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
        $gfx->rectangle($x, $y, $x + $w, $y + $h);
        $gfx->fill();
    }
}
$pdf->save($out);
