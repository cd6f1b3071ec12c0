// The report's metadata as read from the document: laboratory, dates and the patient as printed.
import { languageInfo } from "@/lib/i18n/languages";
import type { HealthReport } from "./types";

const SEX: Record<string, string> = { male: "Male", female: "Female", other: "Other" };

export function MetadataBlock({ report }: { report: HealthReport }) {
  const m = report.metadata;
  const place = [m.lab_city, m.lab_country].filter(Boolean).join(", ");
  const rows: [string, string | null][] = [
    ["Patient (as printed)", m.patient_name],
    ["Age", m.patient_age],
    ["Sex", m.patient_sex ? (SEX[m.patient_sex] ?? m.patient_sex) : null],
    ["Sampling date", m.lab_date],
    ["Results date", m.results_date],
    ["Laboratory", m.lab_name],
    ["Place", place || null],
  ];
  const language = languageInfo(report.narrative_language)?.name ?? report.narrative_language;
  return (
    <section aria-labelledby="report-details" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="report-details" className="mb-3 text-lg font-semibold">Report details</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium">{value ?? <span className="font-normal text-slate-400">not printed</span>}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-500">Interpretation language</dt>
          <dd className="font-medium">{language}</dd>
        </div>
      </dl>
      {report.language_fallback && (
        <p className="mt-3 text-sm text-amber-800">The requested language has no complete interpretation texts yet, so the interpretation is in English.</p>
      )}
    </section>
  );
}
