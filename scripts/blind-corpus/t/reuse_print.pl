#!/usr/bin/perl
# Part T: Perl PDF::Reuse printer of the display list (layout.py). Debian libpdf-reuse-perl 0.39 (Lars Lundberg's
# "reuse and mass produce PDF documents" module: a procedural API writing one file through prFile / prPage / prEnd).
# Fonts: prFont with a standard-14 name (Type 1, WinAnsiEncoding, not embedded); strings are encoded to cp1252 bytes
# (layout.py checks that they fit first) and placed with prText(x, y, text, align) at their baseline (PDF::Reuse's own
# width tables for 'right' / 'center'); grey levels, rules and shaded bars are raw content-stream operators through
# prAdd ("g", "w G m l S", "re f"). Option RUFONT <regular BaseFont> <bold BaseFont>.
#   perl reuse_print.pl <spec.lp> <out.pdf>
use strict;
use warnings;
use Encode qw(encode);
use PDF::Reuse;

my ($spec, $out) = @ARGV;
open(my $fh, '<:encoding(UTF-8)', $spec) or die "$spec: $!";
my @lines = map { chomp; [split /\t/, $_, -1] } <$fh>;
close $fh;
my ($reg, $bold, $title) = ('Helvetica', 'Helvetica-Bold', 'report');
for my $p (@lines) {
    ($reg, $bold) = ($p->[1], $p->[2]) if $p->[0] eq 'RUFONT';
    $title = $p->[1] if $p->[0] eq 'TITLE';
}
prFile($out);
my $first = 1;
for my $p (@lines) {
    my $k = $p->[0];
    if ($k eq 'PAGE') {
        prPage() unless $first;
        $first = 0;
        prMbox(0, 0, $p->[1], $p->[2]);
    } elsif ($k eq 'T') {
        my (undef, $b, $size, $x, $y, $al, $g, $s) = @$p;
        my $bytes = encode('cp1252', $s, Encode::FB_CROAK);
        prFont($b eq 'b' ? $bold : $reg);
        prFontSize($size);
        prAdd(sprintf('%.3f g', $g));
        prText($x, $y, $bytes, $al eq 'R' ? 'right' : $al eq 'C' ? 'center' : 'left');
        prAdd('0 g') if $g > 0;
    } elsif ($k eq 'LINE') {
        my (undef, $x1, $y1, $x2, $y2, $lw, $g) = @$p;
        prAdd(sprintf('%s w %.3f G %.2f %.2f m %.2f %.2f l S', $lw, $g, $x1, $y1, $x2, $y2));
    } elsif ($k eq 'BOX') {
        my (undef, $x, $y, $w, $h, $g) = @$p;
        prAdd(sprintf('%.3f g %.2f %.2f %.2f %.2f re f 0 g', $g, $x, $y, $w, $h));
    }
}
prEnd();
