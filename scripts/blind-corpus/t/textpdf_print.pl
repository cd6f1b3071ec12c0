#!/usr/bin/perl
# Part T: Perl Text::PDF printer of the display list (layout.py). Debian libtext-pdf-perl 0.31 (Martin Hosken's
# low-level PDF library, on Font::TTF). Fonts: Text::PDF::TTFont0 with a TrueType file (a Type0 / CIDFontType2 font,
# Identity-H, subset by Text::PDF itself with -subset, ToUnicode CMap from the font's cmap), or Text::PDF::SFont for a
# standard-14 name (Type 1, WinAnsi, not embedded). Text::PDF has no text layout: each string is one
# "BT 1 0 0 1 x y Tm /Fn size Tf <glyphs> Tj ET" added to the page's content stream (out_text gives the glyph ids);
# right / centre alignment from the font's width(). Rules: "w G x y m x y l S"; bars: "g x y w h re f".
# Option TPFONT <regular file or core name> <bold file or core name>.
#   perl textpdf_print.pl <spec.lp> <out.pdf>
use strict;
use warnings;
use Encode qw(encode);
use Text::PDF::File;
use Text::PDF::Page;
use Text::PDF::Utils;
use Text::PDF::SFont;
use Text::PDF::TTFont0;

my ($spec, $out) = @ARGV;
open(my $fh, '<:encoding(UTF-8)', $spec) or die "$spec: $!";
my @lines = map { chomp; [split /\t/, $_, -1] } <$fh>;
close $fh;
my ($reg, $bold, $title) = ('Helvetica', 'Helvetica-Bold', 'report');
for my $p (@lines) {
    ($reg, $bold) = ($p->[1], $p->[2]) if $p->[0] eq 'TPFONT';
    $title = $p->[1] if $p->[0] eq 'TITLE';
}
my $pdf = Text::PDF::File->new;
my $root = Text::PDF::Pages->new($pdf);
$root->proc_set('PDF', 'Text');
my %font;
my %tt;
for my $k (['r', $reg, 'F1'], ['b', $bold, 'F2']) {
    my ($key, $f, $nm) = @$k;
    if ($f =~ m{/}) {
        $font{$key} = Text::PDF::TTFont0->new($pdf, $f, $nm, -subset => 1, 'ToUnicode' => 1);
        $tt{$key} = 1;
    } else {
        $font{$key} = Text::PDF::SFont->new($pdf, $f, $nm);
    }
    $root->add_font($font{$key}, $pdf);
}
my $info = PDFDict();
$pdf->new_obj($info);
$info->{'Title'} = PDFStr($title);
$info->{'Producer'} = PDFStr('Text::PDF 0.31 (Perl, Font::TTF)');
$pdf->{'Info'} = $info;
my $page;
sub width_of {
    my ($b, $s, $size) = @_;
    return $font{$b}->width($s) * $size if $tt{$b};
    return $font{$b}->width(encode('cp1252', $s, Encode::FB_CROAK)) * $size;
}
my %used;  # font key -> glyph id -> code point (for the ToUnicode CMap written at the end)
sub str_of {
    my ($b, $s) = @_;
    if ($tt{$b}) {
        my $cmap = $font{$b}->{' font'}{'cmap'};
        for my $u (unpack('U*', $s)) { $used{$b}{$cmap->ms_lookup($u)} //= $u; }
        return $font{$b}->out_text($s);
    }
    my $bytes = encode('cp1252', $s, Encode::FB_CROAK);
    $bytes =~ s/([\\()])/\\$1/g;
    return "($bytes)";
}
for my $p (@lines) {
    my $k = $p->[0];
    if ($k eq 'PAGE') {
        $page = Text::PDF::Page->new($pdf, $root);
        $page->{'MediaBox'} = PDFArray(map { PDFNum($_) } (0, 0, $p->[1], $p->[2]));
    } elsif ($k eq 'T') {
        my (undef, $b, $size, $x, $y, $al, $g, $s) = @$p;
        my $w = width_of($b, $s, $size);
        $x -= $w if $al eq 'R';
        $x -= $w / 2 if $al eq 'C';
        $page->add(sprintf("%.3f g BT 1 0 0 1 %.2f %.2f Tm /%s %s Tf %s Tj ET\n", $g, $x, $y, $b eq 'b' ? 'F2' : 'F1', $size, str_of($b, $s)));
    } elsif ($k eq 'LINE') {
        my (undef, $x1, $y1, $x2, $y2, $lw, $g) = @$p;
        $page->add(sprintf("%s w %.3f G %.2f %.2f m %.2f %.2f l S\n", $lw, $g, $x1, $y1, $x2, $y2));
    } elsif ($k eq 'BOX') {
        my (undef, $x, $y, $w, $h, $g) = @$p;
        $page->add(sprintf("%.3f g %.2f %.2f %.2f %.2f re f 0 g\n", $g, $x, $y, $w, $h));
    }
}
# Text::PDF 0.31's own ToUnicode CMap leaves out the first "beginbfrange" (glyphs 1-99: digits, space, punctuation do
# not come back): it is replaced by one with a bfchar line per glyph used, in a Text::PDF stream object.
for my $fk (keys %tt) {
    my @g = sort { $a <=> $b } keys %{$used{$fk} || {}};
    my $cm = "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
           . "/CMapName /Adobe-Identity-UCS def /CMapType 2 def\n1 begincodespacerange <0000> <FFFF> endcodespacerange\n";
    while (my @chunk = splice(@g, 0, 100)) {
        $cm .= scalar(@chunk) . " beginbfchar\n";
        for my $gid (@chunk) {
            my $u = $used{$fk}{$gid};
            my $hex = $u > 0xFFFF ? do { my $v = $u - 0x10000; sprintf('%04X%04X', 0xD800 + ($v >> 10), 0xDC00 + ($v & 0x3FF)) } : sprintf('%04X', $u);
            $cm .= sprintf("<%04X> <%s>\n", $gid, $hex);
        }
        $cm .= "endbfchar\n";
    }
    $cm .= "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
    $font{$fk}->{q{ToUnicode}}->{q{ stream}} = $cm;
}
$pdf->out_file($out);
