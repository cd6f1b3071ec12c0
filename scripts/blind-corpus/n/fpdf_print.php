<?php
// Part N: an FPDF 1.8 printer (Debian php-fpdf) for the display list written by layout.py, as PHP LIS modules print:
// every string is a Cell (left-, right- or centre-aligned in its cell), rules with Line(), shaded bars with Rect('F');
// core fonts (Helvetica / Times / Courier, not embedded) with cp1252 text.
require_once('/usr/share/php/fpdf/fpdf.php');

class LabPDF extends FPDF {
  function setCellMargin($m) { $this->cMargin = $m; }
}

[$_, $spec, $out] = $argv;
$fam = ['r' => ['Helvetica', ''], 'b' => ['Helvetica', 'B']];
$pdf = null;
$H = 842;
foreach (file($spec, FILE_IGNORE_NEW_LINES) as $ln) {
  $f = explode("\t", $ln);
  switch ($f[0]) {
    case 'CORE':  // CORE <key> <family> <style>
      $fam[$f[1]] = [$f[2], $f[3] ?? ''];
      break;
    case 'PAGE':
      $w = (float)$f[1]; $H = (float)$f[2];
      if ($pdf === null) {
        $pdf = new LabPDF($w > $H ? 'L' : 'P', 'pt', [min($w, $H), max($w, $H)]);
        $pdf->SetAutoPageBreak(false);
        $pdf->SetMargins(0, 0, 0);
        $pdf->setCellMargin(0);
        $pdf->SetCreator('LIS report module (FPDF)');
      }
      $pdf->AddPage($w > $H ? 'L' : 'P');
      break;
    case 'T':
      [$_, $k, $size, $x, $y, $al, $g, $s] = $f;
      $size = (float)$size; $x = (float)$x; $y = (float)$y;
      $pdf->SetFont($fam[$k][0], $fam[$k][1], $size);
      $c = (int)round(255 * (float)$g);
      $pdf->SetTextColor($c, $c, $c);
      $t = iconv('UTF-8', 'windows-1252', $s);
      if ($t === false) { fwrite(STDERR, "not cp1252: $s\n"); exit(3); }
      $h = $size * 1.2;
      $top = $H - $y - 0.9 * $size;
      $tw = $pdf->GetStringWidth($t) + 0.5;
      if ($al === 'R') { $pdf->SetXY($x - $tw, $top); $pdf->Cell($tw, $h, $t, 0, 0, 'R'); }
      elseif ($al === 'C') { $pdf->SetXY($x - $tw / 2, $top); $pdf->Cell($tw, $h, $t, 0, 0, 'C'); }
      else { $pdf->SetXY($x, $top); $pdf->Cell($tw, $h, $t, 0, 0, 'L'); }
      break;
    case 'LINE':
      $c = (int)round(255 * (float)$f[6]);
      $pdf->SetDrawColor($c, $c, $c);
      $pdf->SetLineWidth((float)$f[5]);
      $pdf->Line((float)$f[1], $H - (float)$f[2], (float)$f[3], $H - (float)$f[4]);
      break;
    case 'BOX':
      $c = (int)round(255 * (float)$f[5]);
      $pdf->SetFillColor($c, $c, $c);
      $pdf->Rect((float)$f[1], $H - (float)$f[2] - (float)$f[4], (float)$f[3], (float)$f[4], 'F');
      break;
  }
}
$pdf->Output('F', $out);
