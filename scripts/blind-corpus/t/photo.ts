/**
 * Part T: part S's file, unchanged but for the temporary folder names.
 * Part S: part R's file, unchanged but for the temporary folder names.
 * Part R: part Q's file, unchanged but for the temporary folder names.
 * Part Q: part P's file, unchanged but for the temporary folder names.
 * Part P: part O's photo.ts plus `dark` (low light: the photo underexposed, a warm cast, stronger sensor noise) and
 * `viewer` (not a photo: a screenshot of a phone PDF viewer, 1080 px wide — status bar, app bar with the file name,
 * the page fitted to the screen's width, a page-number bubble).
 * Part O: part N's file, unchanged but for the temporary folder names.
 * Part N: part M's photo.ts plus `curl` (the sheet bent: a quadratic warp that bows every row, its middle lower than
 * its ends by that fraction of the page height, ImageMagick -distort Polynomial) and `side` (taken from the side at
 * about that many degrees: the far edge shorter and the page foreshortened, a strong perspective).
 *
 * Phone photo of page 1 of a printed report, for part M (part L's photo.ts, which took part K's, plus `screen`: the page shown on a
 * monitor/phone screen inside a dark bezel, cooler light, a faint pixel grid): rendered at 300 dpi, the sheet lying on a desk shot at an
 * angle (perspective + rotation), framed on the upper part of the sheet (the rest out of the frame) and optionally
 * with the right edge out of the frame (a bit of the table's edge cut),
 * uneven light (a soft off-centre vignette), a shadow band (the phone/hand) or a glare patch, a little blur and
 * sensor noise, JPEG quality 70–85, 1500–3000 px wide; part M adds `hand` (a thumb and the side of a hand over the
 * left edge, for a sheet held in the hand). ImageMagick `convert` and poppler `pdftoppm`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PhotoOpts {
  deg?: number; // rotation of the page in the frame (positive: clockwise)
  keystone?: number; // 0..1 strength of the perspective
  shadow?: boolean; // a diagonal soft shadow band
  glare?: boolean; // a bright blown-out patch
  cutRight?: number; // fraction of the frame's width cut off on the right (the page's right edge out of the frame)
  frame?: number; // fraction of the frame's height kept from the top (the lower part of the sheet out of the frame)
  width?: number; // output width, px
  quality?: number; // JPEG quality
  desk?: string; // background colour
  screen?: boolean; // photo of a screen: dark bezel around the page, bluish cast, faint scan lines
  hand?: boolean; // part M: the sheet held in a hand: a thumb and the palm's edge over the left margin, dark background
  curl?: number; // part N: page curl, the rows' sag in the middle as a fraction of the page height (0.03-0.08)
  side?: number; // part N: photographed from the side at this many degrees (strong perspective)
  dark?: boolean; // part P: low light
  viewer?: boolean; // part P: screenshot of a phone PDF viewer
}

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 }).toString();
}

export function makePhonePhoto(pdf: string, out: string, seed: number, o: PhotoOpts): void {
  const dir = mkdtempSync(join(tmpdir(), 'blind-t-photo-'));
  try {
    run('pdftoppm', ['-r', '300', '-f', '1', '-l', '1', '-png', pdf, join(dir, 'p')]);
    let src = join(dir, readdirSync(dir).find((f) => f.endsWith('.png'))!);
    if (o.viewer) {
      // phone screenshot: 1080 x 2340, status bar 80 px, app bar 150 px, the page 1080 px wide below them, cut by the screen
      const page = join(dir, 'page.png');
      run('convert', [src, '-resize', '1040x', page]);
      run('convert', [
        '-size', '1080x2340', 'xc:#e9e9ec',
        page, '-geometry', '+20+250', '-composite',
        '-fill', '#1c1c1e', '-draw', 'rectangle 0,0 1080,80',
        '-fill', 'white', '-font', 'DejaVu-Sans', '-pointsize', '34', '-draw', "text 40,56 '9:41'", '-draw', "text 900,56 '87%'",
        '-fill', '#2d2d30', '-draw', 'rectangle 0,80 1080,230',
        '-fill', 'white', '-pointsize', '40', '-draw', "text 110,170 'resultados_laboratorio.pdf'",
        '-draw', "polyline 40,155 62,133 62,177", '-draw', "text 990,170 '⋮'",
        '-fill', '#00000099', '-draw', 'roundrectangle 440,2180 640,2250 30,30',
        '-fill', 'white', '-pointsize', '36', '-draw', "text 488,2228 '1 / 1'",
        '-quality', String(o.quality ?? 88), out,
      ]);
      return;
    }
    if (o.screen) {
      // the page as shown on a screen: cooler white, faint horizontal pixel rows, a dark bezel (screen edge and casing)
      const [sw = 0, sh = 0] = run('identify', ['-format', '%w %h', src]).trim().split(' ').map(Number);
      const scr = join(dir, 'screen.png');
      const bez = Math.round(sw * 0.06);
      run('convert', [
        src, '-fill', '#dfe8ff', '-colorize', '7%',
        '(', '-size', `${sw}x${sh}`, 'pattern:horizontal2', '-negate', '-evaluate', 'multiply', '0.06', '-negate', ')',
        '-compose', 'multiply', '-composite', '-compose', 'over',
        '-bordercolor', '#141416', '-border', `${bez}x${bez}`,
        '-bordercolor', '#2b2b30', '-border', `${Math.round(bez / 5)}x${Math.round(bez / 5)}`, scr,
      ]);
      src = scr;
    }
    if (o.curl) {
      // bow the rows: y' = y + A * (1 - ((x - w/2) / (w/2))^2) * (0.6 + 0.4 * y / h); a 3 x 3 grid of control points
      const [cw = 0, ch = 0] = run('identify', ['-format', '%w %h', src]).trim().split(' ').map(Number);
      const A = o.curl * ch;
      const pts: string[] = [];
      for (const fx of [0, 0.5, 1]) {
        for (const fy of [0, 0.5, 1]) {
          const x = fx * cw;
          const y = fy * ch;
          const sag = A * (1 - ((x - cw / 2) / (cw / 2)) ** 2) * (0.6 + 0.4 * fy);
          const dxe = (fx - 0.5) * -0.03 * cw * (1 - fy * 0.3); // the bent sheet's edges come in a little
          pts.push(`${x.toFixed(1)},${y.toFixed(1)} ${(x + dxe).toFixed(1)},${(y + sag).toFixed(1)}`);
        }
      }
      const curled = join(dir, 'curl.png');
      run('convert', [src, '-virtual-pixel', 'white', '-background', 'white', '-distort', 'Polynomial', `2 ${pts.join('  ')}`, curled]);
      src = curled;
    }
    const [w = 0, h = 0] = run('identify', ['-format', '%w %h', src]).trim().split(' ').map(Number);
    const k = o.keystone ?? 0.6;
    const dx = Math.round(w * 0.07 * k);
    const dy = Math.round(h * 0.035 * k);
    const flip = seed % 2 === 0;
    const sd = o.side ? Math.sin((o.side * Math.PI) / 180) : 0;
    const persp = o.side
      ? ['0,0 0,0', `${w},0 ${Math.round(w * (1 - 0.45 * sd))},${Math.round(h * 0.22 * sd)}`, `0,${h} 0,${h}`,
        `${w},${h} ${Math.round(w * (1 - 0.45 * sd))},${Math.round(h * (1 - 0.22 * sd))}`]
      : flip
      ? [`0,0 ${Math.round(dx / 2)},${dy}`, `${w},0 ${w - dx},${Math.round(dy / 3)}`, `0,${h} 0,${h - Math.round(dy / 4)}`, `${w},${h} ${w - Math.round(dx / 3)},${h}`]
      : [`0,0 ${dx},${Math.round(dy / 3)}`, `${w},0 ${w - Math.round(dx / 2)},${dy}`, `0,${h} ${Math.round(dx / 3)},${h}`, `${w},${h} ${w},${h - Math.round(dy / 4)}`];
    const pad = Math.round(w * 0.05);
    const W = w + 2 * pad;
    const H = h + 2 * pad;
    const args = [
      src,
      '-virtual-pixel', 'background', '-background', o.desk ?? '#6f665a',
      '-distort', 'Perspective', persp.join(' '),
      '-rotate', (o.deg ?? 2.5).toFixed(1),
      '-gravity', 'center', '-extent', `${W}x${H}`,
      // uneven light: off-centre radial falloff
      '(', '-size', `${Math.round(W * 1.5)}x${Math.round(H * 1.5)}`, 'radial-gradient:#fffaf0-#77736a',
      '-gravity', flip ? 'northwest' : 'northeast', '-crop', `${W}x${H}+0+0`, '+repage', ')',
      '-gravity', 'center', '-compose', 'multiply', '-composite',
    ];
    if (o.hand) {
      // a thumb over the left edge of the sheet and the side of the hand below it (soft-edged skin tone)
      const tx = Math.round(W * 0.045);
      const ty = Math.round(H * 0.5 * (o.frame ?? 1));
      args.push('(', '-size', `${W}x${H}`, 'xc:none', '-fill', '#b98566',
        '-draw', `ellipse ${tx},${ty} ${Math.round(W * 0.06)},${Math.round(H * 0.028)} 0,360`,
        '-fill', '#a87558', '-draw', `ellipse ${Math.round(tx * 0.2)},${ty + Math.round(H * 0.06)} ${Math.round(W * 0.07)},${Math.round(H * 0.09)} 0,360`,
        '-blur', '0x4', ')', '-compose', 'over', '-composite');
    }
    if (o.shadow) {
      const x0 = Math.round(W * (flip ? 0.55 : 0.05));
      const poly = `${x0},0 ${x0 + Math.round(W * 0.4)},0 ${x0 + Math.round(W * 0.15)},${H} ${x0 - Math.round(W * 0.25)},${H}`;
      args.push('(', '-size', `${W}x${H}`, 'xc:white', '-fill', '#8a8680', '-draw', `polygon ${poly}`, '-blur', '0x60', ')',
        '-compose', 'multiply', '-composite');
    }
    if (o.glare) {
      const cx = Math.round(W * (flip ? 0.3 : 0.68));
      const cy = Math.round(H * 0.35 * (o.frame ?? 1));
      args.push('(', '-size', `${W}x${H}`, 'xc:black', '-fill', '#a9a9a2',
        '-draw', `ellipse ${cx},${cy} ${Math.round(W * 0.11)},${Math.round(H * 0.06)} 0,360`, '-blur', '0x50', ')',
        '-compose', 'screen', '-composite');
    }
    const keepW = Math.round(W * (1 - (o.cutRight ?? 0)));
    const keepH = Math.round(H * (o.frame ?? 1));
    if (keepW < W || keepH < H) args.push('-gravity', 'northwest', '-crop', `${keepW}x${keepH}+0+0`, '+repage');
    if (o.dark) args.push('-modulate', '52,80', '-fill', '#3a2a10', '-colorize', '8%', '-seed', String(seed + 1), '-attenuate', '1.2', '+noise', 'Gaussian');
    args.push(
      '-blur', `0x${(0.7 + (seed % 3) * 0.25).toFixed(2)}`,
      '-seed', String(seed), '-attenuate', '0.45', '+noise', 'Gaussian',
      '-modulate', '100,70', '-resize', `${o.width ?? 2000}x`, '-sampling-factor', '2x2', '-quality', String(o.quality ?? 78), out,
    );
    run('convert', args);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
