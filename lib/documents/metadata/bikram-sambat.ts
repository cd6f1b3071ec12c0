// Nepal's reports date in Bikram Sambat ("2083/07/26 B.S.") and often print the Gregorian date beside it once
// ("2083/07/26 B.S. (12/11/2026 A.D.)"). Its month lengths come from published tables, not a rule, so we do not
// convert on our own: a B.S. date becomes Gregorian only through such a printed pair in the same document (same
// B.S. month: the day difference carries over); any other B.S. date is dropped rather than read as a year 2083.

const BS_DATE = /(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})\s*(?:B\.\s?S\.?|BS\b|वि\.?\s?सं\.?|बि\.?\s?सं\.?)/giu;
const PAIR = /(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})\s*(?:B\.\s?S\.?|BS\b)\s*\(([^()]{6,24}?)\s*A\.?\s?D\.?\s*\)/giu;

export interface BsAnchor {
  y: number;
  m: number;
  d: number;
  /** The Gregorian date printed with it, YYYY-MM-DD. */
  iso: string;
}

/** The B.S./A.D. pairs a document prints; `parse` reads the A.D. side with the document's date order. */
export function bsAnchors(text: string, parse: (s: string) => string | null): BsAnchor[] {
  const out: BsAnchor[] = [];
  for (const m of text.matchAll(PAIR)) {
    const iso = parse(m[4] ?? "");
    if (iso) out.push({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]), iso });
  }
  return out;
}

/** A value with its B.S. dates written as Gregorian ones where an anchor allows, and dropped where not. */
export function withGregorianDates(value: string, anchors: BsAnchor[]): string {
  return value.replace(BS_DATE, (_all, y: string, m: string, d: string) => {
    const a = anchors.find((x) => x.y === Number(y) && x.m === Number(m));
    if (!a) return " ";
    const t = new Date(`${a.iso}T00:00:00Z`);
    t.setUTCDate(t.getUTCDate() + Number(d) - a.d);
    return ` ${t.toISOString().slice(0, 10)} `;
  });
}
