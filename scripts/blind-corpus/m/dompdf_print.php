<?php
// Part M: Dompdf (Debian php-dompdf) — prints the HTML+CSS page render_dompdf.py writes, as a web LIS portal does.
//   php dompdf_print.php in.html out.pdf portrait|landscape 'Page {PAGE_NUM} / {PAGE_COUNT}'
require_once('/usr/share/php/dompdf/autoload.php');
use Dompdf\Dompdf;
use Dompdf\Options;
$opt = new Options();
$opt->set('defaultFont', 'DejaVu Sans');
$opt->set('isPhpEnabled', false);
$opt->set('isRemoteEnabled', false);
$fd = dirname($argv[1]) . '/dompdf-fonts';
@mkdir($fd);
$opt->set('fontDir', $fd);
$opt->set('fontCache', $fd);
$opt->set('chroot', array(dirname($argv[1]), '/usr/share/fonts/truetype'));
$dom = new Dompdf($opt);
// DejaVu Sans from fonts-dejavu, registered so Dompdf builds its metrics (.ufm) in the work folder
$fm = $dom->getFontMetrics();
$F = '/usr/share/fonts/truetype/dejavu/';
$fm->registerFont(array('family' => 'DejaVu Sans', 'weight' => 'normal', 'style' => 'normal'), $F . 'DejaVuSans.ttf');
$fm->registerFont(array('family' => 'DejaVu Sans', 'weight' => 'bold', 'style' => 'normal'), $F . 'DejaVuSans-Bold.ttf');
$fm->registerFont(array('family' => 'DejaVu Sans', 'weight' => 'normal', 'style' => 'italic'), $F . 'DejaVuSans-Oblique.ttf');
$fm->registerFont(array('family' => 'DejaVu Sans', 'weight' => 'bold', 'style' => 'italic'), $F . 'DejaVuSans-BoldOblique.ttf');
$dom->loadHtml(file_get_contents($argv[1]), 'UTF-8');
$dom->setPaper('A4', $argv[3]);
$dom->render();
// page x of y on every page (Canvas::page_text fills {PAGE_NUM} / {PAGE_COUNT} after layout)
$canvas = $dom->getCanvas();
$font = $fm->getFont('DejaVu Sans', 'normal');
$w = $fm->getTextWidth(str_replace(array('{PAGE_NUM}', '{PAGE_COUNT}'), array('9', '9'), $argv[4]), $font, 7);
$canvas->page_text($canvas->get_width() - 40 - $w, $canvas->get_height() - 50, $argv[4], $font, 7, array(0.25, 0.25, 0.25));
file_put_contents($argv[2], $dom->output());
