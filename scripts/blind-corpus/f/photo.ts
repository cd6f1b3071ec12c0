/**
 * Phone photo of page 1 with a STRONG skew (the page rotated 3–6° in the frame) on top of the perspective,
 * uneven light, blur and JPEG of `../a/degrade.ts` `makePhoto` (whose tilt is keystone only). Dense tables
 * photographed at an angle: each row runs across several pixel lines of the neighbouring rows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 }).toString();
}

/** `deg`: rotation of the page in the photo (positive: clockwise), `keystone` 0..1 strength of the perspective. */
export function makeSkewedPhoto(pdf: string, out: string, seed: number, deg: number, keystone = 0.6): void {
  const dir = mkdtempSync(join(tmpdir(), 'blind-f-photo-'));
  try {
    run('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', pdf, join(dir, 'p')]);
    const src = join(dir, readdirSync(dir).find((f) => f.endsWith('.png'))!);
    const [w = 0, h = 0] = run('identify', ['-format', '%w %h', src]).trim().split(' ').map(Number);
    const dx = Math.round(w * 0.06 * keystone);
    const dy = Math.round(h * 0.03 * keystone);
    // shot from below-left: the top edge is shorter than the bottom one
    const persp = [
      `0,0 ${dx},${dy}`,
      `${w},0 ${w - dx},${Math.round(dy / 2)}`,
      `0,${h} ${Math.round(dx / 4)},${h - Math.round(dy / 3)}`,
      `${w},${h} ${w - Math.round(dx / 5)},${h}`,
    ].join(' ');
    run('convert', [
      src,
      '-virtual-pixel', 'background', '-background', '#7d7468',
      '-distort', 'Perspective', persp,
      '-rotate', deg.toFixed(1),
      '-gravity', 'center', '-extent', `${w + 120}x${h + 120}`,
      '(', '-size', `${w + 120}x${h + 120}`, 'radial-gradient:#fffdf2-#8f897c', ')',
      '-compose', 'multiply', '-composite',
      '-blur', `0x${(0.6 + (seed % 3) * 0.2).toFixed(1)}`,
      '-seed', String(seed), '-attenuate', '0.5', '+noise', 'Gaussian',
      '-modulate', '100,65', '-resize', '1240x', '-quality', '50', out,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
