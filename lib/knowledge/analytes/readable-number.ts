// Numbers a person can read. A range converted from the knowledge base's unit into the printed one comes out
// as 5.17263675158412; labs print it as 5.17. The rule (docs/decisions.md): the decimals labs conventionally
// print at that magnitude — none from 100 up, one from 10, two from 1, three significant figures below 1.

/** Rounds a converted value to the precision a lab would print it with (see file comment). */
export function readableNumber(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const a = Math.abs(x);
  let decimals: number;
  if (a >= 100) decimals = 0;
  else if (a >= 10) decimals = 1;
  else if (a >= 1) decimals = 2;
  else decimals = Math.min(6, 2 - Math.floor(Math.log10(a)));
  const f = 10 ** decimals;
  return Number((Math.round(x * f) / f).toFixed(decimals));
}
