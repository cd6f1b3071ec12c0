// pdf.js operator-list helpers shared by the scan detector (render-page.ts) and the picture finder
// (picture-regions.ts): the operator numbers they walk and the current-transform arithmetic.

/** pdf.js operator numbers (OPS) used here; stable across pdf.js 2–5. */
export const OP = {
  save: 10,
  restore: 11,
  transform: 12,
  setTextRenderingMode: 38,
  showText: 44,
  showSpacedText: 45,
  nextLineShowText: 46,
  nextLineSetSpacingShowText: 47,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintImageMaskXObject: 83,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  constructPath: 91,
} as const;

/** A PDF transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: n applied first, then m (PDF's `cm` concatenation order with m the current matrix). */
export const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];

/** A point through a matrix. */
export const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/**
 * Walks an operator list keeping the current transform (q, Q, cm, and a form XObject's own matrix while it is
 * painted). `visit` sees every other operator with the transform in force — form begin and end included, before
 * the form's matrix applies — and ends the walk by returning false.
 */
export function walkOperators(
  list: { fnArray: number[]; argsArray: unknown[] },
  visit: (fn: number, args: unknown[], ctm: Matrix) => boolean | void,
): void {
  let ctm: Matrix = IDENTITY;
  const stack: Matrix[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    const args = (list.argsArray[i] ?? []) as unknown[];
    if (fn === OP.save) stack.push(ctm);
    else if (fn === OP.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OP.transform) ctm = multiply(ctm, args as Matrix);
    else {
      if (visit(fn, args, ctm) === false) return;
      if (fn === OP.paintFormXObjectBegin) {
        stack.push(ctm);
        if (Array.isArray(args[0]) && args[0].length === 6) ctm = multiply(ctm, args[0] as Matrix);
      } else if (fn === OP.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    }
  }
}
