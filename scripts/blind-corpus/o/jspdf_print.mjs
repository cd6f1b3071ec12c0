/**
 * Part O: jsPDF 2 printer of the display list (layout.py). jsPDF is installed OUTSIDE the project
 * (`npm install --prefix /work/team/o-tools jspdf@2`) and loaded from there with createRequire (env JSPDF_PREFIX
 * overrides the folder). Strings are placed with doc.text(s, x, y, {align: 'left'|'right'|'center'}), rules with
 * doc.line, shaded bars with doc.rect(…, 'F'). Fonts: a standard-14 font (helvetica / times / courier, WinAnsi, not
 * embedded) for Latin-1 languages, or DejaVu Sans embedded as TrueType with addFileToVFS/addFont (Identity-H) for
 * other scripts and letters.
 *
 *   node jspdf_print.mjs <spec.lp> <out.pdf>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const prefix = process.env.JSPDF_PREFIX ?? '/work/team/o-tools';
const require = createRequire(`${prefix}/node_modules/`);
const { jsPDF } = require('jspdf');

const [spec, out] = process.argv.slice(2);
const lines = readFileSync(spec, 'utf8').split('\n').map((l) => l.split('\t'));
let family = 'helvetica';
let ttf = null;
let title = '';
for (const p of lines) {
  if (p[0] === 'JSFONT') [family, ttf] = [p[1], p[2] ? [p[2], p[3]] : null];
  if (p[0] === 'TITLE') title = p[1];
}
let doc = null;
let H = 842;
for (const p of lines) {
  if (p[0] === 'PAGE') {
    const W = Number(p[1]);
    H = Number(p[2]);
    const orientation = W > H ? 'landscape' : 'portrait';
    if (!doc) {
      doc = new jsPDF({ unit: 'pt', format: [W, H], orientation, compress: true });
      doc.setProperties({ title, creator: 'jsPDF 2' });
      if (ttf) {
        doc.addFileToVFS('Embedded-Regular.ttf', readFileSync(ttf[0]).toString('base64'));
        doc.addFont('Embedded-Regular.ttf', family, 'normal', 'Identity-H');
        doc.addFileToVFS('Embedded-Bold.ttf', readFileSync(ttf[1]).toString('base64'));
        doc.addFont('Embedded-Bold.ttf', family, 'bold', 'Identity-H');
      }
    } else doc.addPage([W, H], orientation);
  } else if (p[0] === 'T') {
    const [, b, size, x, y, al, grey, s] = p;
    doc.setFont(family, b === 'b' ? 'bold' : 'normal');
    doc.setFontSize(Number(size));
    const g = Math.round(Number(grey) * 255);
    doc.setTextColor(g, g, g);
    doc.text(s, Number(x), H - Number(y), { align: al === 'R' ? 'right' : al === 'C' ? 'center' : 'left' });
  } else if (p[0] === 'LINE') {
    const [, x1, y1, x2, y2, lw, grey] = p.map(Number);
    const g = Math.round(grey * 255);
    doc.setDrawColor(g, g, g);
    doc.setLineWidth(lw);
    doc.line(x1, H - y1, x2, H - y2);
  } else if (p[0] === 'BOX') {
    const [, x, y, w, h, grey] = p.map(Number);
    const g = Math.round(grey * 255);
    doc.setFillColor(g, g, g);
    doc.rect(x, H - y - h, w, h, 'F');
  }
}
writeFileSync(out, Buffer.from(doc.output('arraybuffer')));
