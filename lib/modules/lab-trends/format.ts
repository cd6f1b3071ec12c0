// How numbers are written in the narrative and the answer: values with the precision the lab prints the unit
// with, percentages with one decimal, signed changes.
import { roundTo } from "./read-tests";

export function fmt(value: number, decimals: number): string {
  return roundTo(value, decimals).toFixed(decimals);
}

export function signed(value: number, decimals: number): string {
  const r = roundTo(value, decimals);
  return `${r > 0 ? "+" : r < 0 ? "−" : "±"}${Math.abs(r).toFixed(decimals)}`;
}

/** "+12.5%" or, when no percentage exists (first value 0), the signed absolute change with its unit. */
export function changeText(absolute: number, percent: number | null, decimals: number, unit: string): string {
  return percent === null ? `${signed(absolute, decimals)} ${unit}`.trim() : `${signed(percent, 1)}%`;
}

export const pct = (x: number) => roundTo(x, 1);
