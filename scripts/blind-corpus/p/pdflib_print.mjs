/**
 * Part P: pdf-lib printer of the display list (layout.py). pdf-lib and @pdf-lib/fontkit are installed OUTSIDE the
 * project (`npm install --prefix /work/team/p-tools pdf-lib @pdf-lib/fontkit`; env PDFLIB_PREFIX overrides the
 * folder) and loaded with createRequire. Strings with page.drawText at their baseline (right/centre alignment from
 * font.widthOfTextAtSize), rules with page.drawLine, shaded bars with page.drawRectangle. Fonts: a standard-14 font
 * (StandardFonts Helvetica / Times / Courier, WinAnsi, not embedded) for Latin-1 languages, or TTF/OTF files embedded
 * (subset) through fontkit for other letters.
 *
 *   node pdflib_print.mjs <spec.lp> <out.pdf>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const prefix = process.env.PDFLIB_PREFIX ?? '/work/team/p-tools';
const require = createRequire(`${prefix}/node_modules/`);
const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');
const fontkit = require('@pdf-lib/fontkit');

const [spec, out] = process.argv.slice(2);
const lines = readFileSync(spec, 'utf8').split('\n').map((l) => l.split('\t'));
const doc = await PDFDocument.create();
doc.registerFontkit(fontkit);
let std = 'helvetica';
let ttf = null;
for (const p of lines) {
  if (p[0] === 'PLFONT') [std, ttf] = [p[1], p[2] ? [p[2], p[3]] : null];
  if (p[0] === 'TITLE') doc.setTitle(p[1]);
}
doc.setCreator('pdf-lib page.drawText');
const STD = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};
const [fr, fb] = ttf
  ? [await doc.embedFont(readFileSync(ttf[0]), { subset: true }), await doc.embedFont(readFileSync(ttf[1]), { subset: true })]
  : [await doc.embedFont(STD[std][0]), await doc.embedFont(STD[std][1])];
let page = null;
for (const p of lines) {
  if (p[0] === 'PAGE') {
    page = doc.addPage([Number(p[1]), Number(p[2])]);
  } else if (p[0] === 'T') {
    const [, b, size, x, y, al, grey, s] = p;
    const f = b === 'b' ? fb : fr;
    const sz = Number(size);
    const w = f.widthOfTextAtSize(s, sz);
    const xx = al === 'R' ? Number(x) - w : al === 'C' ? Number(x) - w / 2 : Number(x);
    const g = Number(grey);
    page.drawText(s, { x: xx, y: Number(y), size: sz, font: f, color: rgb(g, g, g) });
  } else if (p[0] === 'LINE') {
    const [, x1, y1, x2, y2, lw, g] = p.map(Number);
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: lw, color: rgb(g, g, g) });
  } else if (p[0] === 'BOX') {
    const [, x, y, w, h, g] = p.map(Number);
    page.drawRectangle({ x, y, width: w, height: h, color: rgb(g, g, g) });
  }
}
writeFileSync(out, await doc.save());
