// Deskew from line baselines: photographed pages are rotated by a degree or two, which makes words of one
// table row drift apart vertically until row rebuilding splits them. The median angle of long baselines is the
// page's skew; word boxes are rotated back about the page centre (the boxes, not the pixels).

import type { TextFragment } from "../rebuild-rows";

export interface Baseline {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Median skew in degrees of baselines longer than 15% of the page width (positive = clockwise, y down). */
export function estimateSkew(baselines: Baseline[], pageWidth: number): number {
  const angles = baselines
    .filter((b) => b.x1 - b.x0 > pageWidth * 0.15)
    .map((b) => (Math.atan2(b.y1 - b.y0, b.x1 - b.x0) * 180) / Math.PI)
    .filter((a) => Math.abs(a) < 10)
    .sort((a, b) => a - b);
  if (angles.length < 3) return 0;
  return angles[Math.floor(angles.length / 2)] ?? 0;
}

/** Rotates fragment boxes by −`degrees` about (cx, cy); boxes keep their size. */
export function deskewFragments(fragments: TextFragment[], degrees: number, cx: number, cy: number): TextFragment[] {
  if (Math.abs(degrees) < 0.2) return fragments;
  const r = (-degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return fragments.map((f) => {
    const mx = f.box.x + f.box.width / 2 - cx;
    const my = f.box.y + f.box.height / 2 - cy;
    const nx = mx * cos - my * sin + cx;
    const ny = mx * sin + my * cos + cy;
    return { ...f, box: { ...f.box, x: nx - f.box.width / 2, y: ny - f.box.height / 2 } };
  });
}
