// Formatting helpers for the deterministic writer: numbers with the language's decimal mark, values with
// units, ranges and lists, all through the catalogue so no English leaks into another language.
import { fillTemplate, type Catalogue } from "../messages";
import type { FactParameter } from "../types";

/** Rewrites decimal points in printed text with the catalogue's decimal mark ("5.6" -> "5,6"). */
export function localizeNumbers(text: string, m: Catalogue): string {
  const mark = m["meta.decimal"];
  return mark === "." ? text : text.replace(/(\d)\.(\d)/g, `$1${mark}$2`);
}

/** "5.6 mmol/L" as printed, with the local decimal mark. */
export function valueText(result: string, unit: string, m: Catalogue): string {
  return localizeNumbers(`${result} ${unit}`.trim(), m);
}

/** The normal range of a parameter as text ("3.5–5.1", "< 5", "> 60" or "no reference range"). */
export function rangeText(p: Pick<FactParameter, "rangeLow" | "rangeHigh">, m: Catalogue): string {
  const low = p.rangeLow !== null ? localizeNumbers(String(p.rangeLow), m) : null;
  const high = p.rangeHigh !== null ? localizeNumbers(String(p.rangeHigh), m) : null;
  if (low !== null && high !== null) return fillTemplate(m["range.between"], { low, high });
  if (high !== null) return fillTemplate(m["range.below"], { high });
  if (low !== null) return fillTemplate(m["range.above"], { low });
  return m["range.none"];
}

/** Joins names with the catalogue's list separator. */
export function joinList(items: readonly string[], m: Catalogue): string {
  return items.join(m["meta.list_separator"]);
}
