<?php
// Part M: a small PHP "LIS" print module on TCPDF (Debian php-tcpdf): Header()/Footer() callbacks print the lab
// letterhead, request id and "page x of y" (getAliasNumPage / getAliasNbPages) on every page; the patient block is a
// Cell grid; results are either a Cell/MultiCell grid with the column header printed again on each page or a
// writeHTML table. Reads the JSON spec render_tcpdf.py writes.  php tcpdf_print.php spec.json out.pdf
require_once('/usr/share/php/tcpdf/tcpdf.php');
$S = json_decode(file_get_contents($argv[1]), true);

class LabPDF extends TCPDF {
  public $S;
  public function Header() {
    $S = $this->S; $f = $S['font'];
    $m = $this->getMargins();
    $this->SetY(8);
    $this->SetFont($f, 'B', 13);
    $this->Cell(0, 6, $S['lab_lines'][0], 0, 1, $S['rtl'] ? 'R' : 'L');
    $this->SetFont($f, '', 7.5);
    foreach (array_slice($S['lab_lines'], 1) as $ln) $this->Cell(0, 3.6, $ln, 0, 1, $S['rtl'] ? 'R' : 'L');
    $y = 9;
    $this->SetFont($f, '', 8);
    foreach ($S['head_right'] as $ln) { $this->SetXY($m['left'], $y); $this->Cell(0, 4, $ln, 0, 0, $S['rtl'] ? 'L' : 'R'); $y += 4; }
    $this->SetLineWidth(0.4);
    $yy = max($this->GetY() + 4.5, $y + 1);
    $this->Line($m['left'], $yy, $this->getPageWidth() - $m['right'], $yy);
  }
  public function Footer() {
    $S = $this->S;
    $this->SetY(-14);
    $this->SetLineWidth(0.2);
    $m = $this->getMargins();
    $this->Line($m['left'], $this->GetY(), $this->getPageWidth() - $m['right'], $this->GetY());
    $this->SetFont($S['font'], '', 7);
    $this->Cell(0, 5, $S['footer'], 0, 0, $S['rtl'] ? 'R' : 'L');
    $this->SetX($m['left']);
    $pw = str_replace(array('{p}', '{n}'), array($this->getAliasNumPage(), $this->getAliasNbPages()), $S['pageword']);
    $this->Cell(0, 5, $pw, 0, 0, $S['rtl'] ? 'L' : 'R');
  }
}

$pdf = new LabPDF($S['orientation'], 'mm', 'A4', true, 'UTF-8', false);
$pdf->S = $S;
$pdf->SetCreator('LIS print module');
$pdf->SetAuthor($S['lab_lines'][0]);
$pdf->SetTitle($S['title']);
$pdf->SetMargins(14, $S['top'], 14);
$pdf->SetHeaderMargin(6);
$pdf->SetFooterMargin(14);
$pdf->SetAutoPageBreak(false);
if ($S['rtl']) $pdf->setRTL(true);
$f = $S['font']; $fs = $S['size'];
$lh = $fs * 0.52;
$W = $pdf->getPageWidth() - 28;
$ws = array(); $sum = array_sum($S['widths']);
foreach ($S['widths'] as $w) $ws[] = $w / $sum * $W;

function thead($pdf, $S, $ws, $f, $fs, $lh) {
  $pdf->SetFont($f, 'B', $fs - 0.5);
  $pdf->SetFillColor(225, 230, 238);
  foreach ($S['heads'] as $i => $h) $pdf->Cell($ws[$i], $lh + 1.5, $h, $S['grid'] ? 1 : 'TB', 0, in_array($S['cols'][$i], $S['right']) ? 'R' : ($S['rtl'] ? 'R' : 'L'), true);
  $pdf->Ln();
}

foreach ($S['pages'] as $pi => $P) {
  $pdf->AddPage();
  $pdf->SetFont($f, '', $fs);
  foreach ($P['pinfo'] as $row) {
    foreach ($row as $kv) {
      $pdf->SetFont($f, '', $fs - 0.5); $pdf->Cell($W / 3 * 0.38, $lh + 0.6, $kv[0], 0, 0);
      $pdf->SetFont($f, 'B', $fs); $pdf->Cell($W / 3 * 0.62, $lh + 0.6, $kv[1], 0, 0);
    }
    $pdf->Ln();
  }
  $pdf->Ln(2);
  if ($pi == 0 && $S['title']) { $pdf->SetFont($f, 'B', 11); $pdf->Cell(0, 7, $S['title'], 0, 1, 'C'); }
  if ($S['html']) {
    $pdf->SetFont($f, '', $fs);
    $pdf->writeHTML($P['html'], true, false, true, false, '');
  } else {
    thead($pdf, $S, $ws, $f, $fs, $lh);
    foreach ($P['items'] as $it) {
      if ($it['t'] == 'sec') {
        $pdf->SetFont($f, 'B', $fs + 0.5);
        $pdf->Cell(0, $lh + 2, $it['text'], $S['grid'] ? 1 : 'B', 1, $S['rtl'] ? 'R' : 'L');
      } elseif ($it['t'] == 'note') {
        $pdf->SetFont($f, 'I', $fs - 1.2);
        $pdf->MultiCell(0, $lh, $it['text'], $S['grid'] ? 'LR' : 0, $S['rtl'] ? 'R' : 'L', false, 1);
      } else {
        $n = 1;
        foreach ($it['cells'] as $c) $n = max($n, substr_count($c[0], "\n") + 1);
        $h = $n * $lh + 0.8;
        foreach ($it['cells'] as $i => $c) {
          $pdf->SetFont($f, $c[1] ? 'B' : '', $fs);
          $al = in_array($S['cols'][$i], $S['right']) ? 'R' : ($S['rtl'] ? 'R' : 'L');
          $pdf->MultiCell($ws[$i], $h, $c[0], $S['grid'] ? 1 : 0, $al, false, 0, '', '', true, 0, false, true, $h, 'T');
        }
        $pdf->Ln($h);
      }
    }
  }
  $pdf->Ln(2);
  foreach ($P['end'] as $ln) { $pdf->SetFont($f, '', $fs - 1); $pdf->MultiCell(0, $lh, $ln, 0, $S['rtl'] ? 'R' : 'L', false, 1); }
  if ($pdf->GetY() > $pdf->getPageHeight() - 16) { fwrite(STDERR, "overflow on page " . ($pi + 1) . "\n"); exit(3); }
}
$pdf->Output($argv[2], 'F');
