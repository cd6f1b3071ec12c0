#!/usr/bin/perl
# Part S: Perl PDF::Create printer of the display list (layout.py). Debian libpdf-create-perl 1.46. PDF::Create knows
# only the standard-14 Type 1 fonts in WinAnsiEncoding (not embedded): strings are encoded to cp1252 bytes (layout.py
# checks that they fit first) and placed with Page->string($font, $size, $x, $y, $text, $align) at their baseline
# ('r'/'c' alignment from PDF::Create's own AFM width tables); rules with line/stroke, shaded bars with
# rectangle/fill. Option PCFONT <regular BaseFont> <bold BaseFont>.
#   perl pdfcreate_print.pl <spec.lp> <out.pdf>
use strict;
use warnings;
use Encode qw(encode decode);
use PDF::Create;

my ($spec, $out) = @ARGV;
open(my $fh, '<:encoding(UTF-8)', $spec) or die "$spec: $!";
my @lines = map { chomp; [split /\t/, $_, -1] } <$fh>;
close $fh;
my ($reg, $bold, $title) = ('Helvetica', 'Helvetica-Bold', 'report');
for my $p (@lines) {
    ($reg, $bold) = ($p->[1], $p->[2]) if $p->[0] eq 'PCFONT';
    $title = $p->[1] if $p->[0] eq 'TITLE';
}
my $pdf = PDF::Create->new('filename' => $out, 'Version' => 1.4, 'PageMode' => 'UseNone',
                           'Title' => $title, 'Creator' => 'PDF::Create string/line/rectangle');
my $fr = $pdf->font('Subtype' => 'Type1', 'Encoding' => 'WinAnsiEncoding', 'BaseFont' => $reg);
my $fb = $pdf->font('Subtype' => 'Type1', 'Encoding' => 'WinAnsiEncoding', 'BaseFont' => $bold);
my $root;
my $page;
for my $p (@lines) {
    my $k = $p->[0];
    if ($k eq 'PAGE') {
        my ($w, $h) = ($p->[1], $p->[2]);
        $root //= $pdf->new_page('MediaBox' => [0, 0, $w, $h]);
        $page = $root->new_page('MediaBox' => [0, 0, $w, $h]);
    } elsif ($k eq 'T') {
        my (undef, $b, $size, $x, $y, $al, $g, $s) = @$p;
        my $bytes = encode('cp1252', $s, Encode::FB_CROAK);
        $page->setgray($g);
        $page->string($b eq 'b' ? $fb : $fr, $size, $x, $y, $bytes, $al);
        $page->setgray(0) if $g > 0;
    } elsif ($k eq 'LINE') {
        my (undef, $x1, $y1, $x2, $y2, $lw, $g) = @$p;
        $page->set_width($lw);
        $page->setgraystroke($g);
        $page->line($x1, $y1, $x2, $y2);
    } elsif ($k eq 'BOX') {
        my (undef, $x, $y, $w, $h, $g) = @$p;
        $page->setgray($g);
        $page->rectangle($x, $y, $w, $h);
        $page->fill;
        $page->setgray(0);
    }
}
$pdf->close;
