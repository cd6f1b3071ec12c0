// A saved report (the stored v12 answer) as one test of a comparison/trend request: its sampling date and its
// numeric results with unit and range. Text results cannot be charted and are left out.
import type { SavedReport, SavedReportSummary } from "@/components/patients/types";
import type { BloodTestBody } from "./types";

const numeric = (text: string | null): number | null => {
  if (text === null) return null;
  const t = text.trim();
  return /^[-+]?\d+(?:[.,]\d+)?$/.test(t) ? Number(t.replace(",", ".")) : null;
};

/** The date a report stands for on the timeline: its sampling date, else the day it was saved. */
export function reportDate(r: Pick<SavedReportSummary, "lab_date" | "created_at">): string {
  return r.lab_date ?? r.created_at.slice(0, 10);
}

/** Why: the page sends exactly what an integrator would, so the charts show what the API computes. */
export function reportToTest(report: SavedReport, keep?: ReadonlySet<string>): BloodTestBody {
  const parameters = report.data.parameters.flatMap((p) => {
    const result = numeric(p.result);
    if (result === null || (keep && !keep.has(p.short_name))) return [];
    return [{ short_name: p.short_name, long_name: p.long_name, result, unit: p.unit, range_min: numeric(p.range_min), range_max: numeric(p.range_max) }];
  });
  return { lab_date: reportDate(report), label: report.title, parameters };
}

/**
 * One test per date: when several saved reports share a date, the most recently saved one counts (the API
 * refuses two tests on one date). Returns the tests oldest first and the titles left out.
 */
export function testsForTrends(reports: readonly SavedReport[], keep?: ReadonlySet<string>): { tests: BloodTestBody[]; skipped: string[] } {
  const byDate = new Map<string, SavedReport>();
  const skipped: string[] = [];
  for (const r of [...reports].sort((a, b) => b.created_at.localeCompare(a.created_at))) {
    const date = reportDate(r);
    if (byDate.has(date)) skipped.push(r.title);
    else byDate.set(date, r);
  }
  const tests = [...byDate.values()]
    .map((r) => reportToTest(r, keep))
    .filter((t) => t.parameters.length > 0)
    .sort((a, b) => String(a.lab_date).localeCompare(String(b.lab_date)));
  return { tests, skipped };
}

/** Names of the numeric parameters found in at least two of the reports: what can have a trend. */
export function chartableParameters(reports: readonly SavedReport[]): string[] {
  const count = new Map<string, number>();
  for (const r of reports) {
    for (const name of new Set(reportToTest(r).parameters.map((p) => p.short_name))) count.set(name, (count.get(name) ?? 0) + 1);
  }
  return [...count.entries()].filter(([, n]) => n >= 2).map(([name]) => name);
}
