// Dates printed in other calendars → Gregorian: Iran's Solar Hijri (1405/08/12), Thailand's Buddhist era
// (12/10/2569) and Japan's era years (令和8年). The runtime's ICU calendars do the arithmetic: we look for the
// Gregorian day whose Solar Hijri form is the printed one, so no conversion table of our own can drift.

const PERSIAN = new Intl.DateTimeFormat("en-u-ca-persian", { year: "numeric", month: "numeric", day: "numeric", timeZone: "UTC" });

function persianParts(date: Date): [number, number, number] {
  const parts = PERSIAN.formatToParts(date);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return [get("year"), get("month"), get("day")];
}

/** A Solar Hijri year/month/day as a Gregorian [year, month, day], or null when there is no such day. */
export function solarHijriToGregorian(y: number, m: number, d: number): [number, number, number] | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  // Farvardin 1 falls on 20–21 March: month m day d is about (m - 1) * 30.5 + d days later.
  const guess = Date.UTC(y + 621, 2, 20) + ((m - 1) * 30.5 + d - 1) * 86_400_000;
  for (let delta = -4; delta <= 4; delta++) {
    const date = new Date(guess + delta * 86_400_000);
    const [py, pm, pd] = persianParts(date);
    if (py === y && pm === m && pd === d) return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  }
  return null;
}

/** Solar Hijri years printed today (1300–1499 ≈ 1921–2121) are far from any Gregorian year a report prints. */
export const isSolarHijriYear = (y: number) => y >= 1300 && y < 1500;

/** Buddhist-era years (Thailand, 2443–2700 ≈ 1900–2157) are the Gregorian year plus 543. */
export const fromBuddhistYear = (y: number) => (y >= 2443 && y < 2700 ? y - 543 : y);

const JAPANESE_ERAS: Record<string, number> = { 令和: 2018, 平成: 1988, 昭和: 1925 };

/** "令和8年" → 2026; null when the text is no era year. */
export function japaneseEraYear(era: string, year: string): number | null {
  const base = JAPANESE_ERAS[era];
  const n = year === "元" ? 1 : Number(year);
  return base === undefined || !Number.isFinite(n) ? null : base + n;
}
