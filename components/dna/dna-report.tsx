// The DNA report (fresh from a job, or a saved one): the overall level and summary, where the data came from,
// red flags, the pharmacogenomics table, the findings by section, carrier screening, recommended tests and the
// limitations. Decision-support wording comes from the server; nothing here adds a clinical statement.
import { languageInfo } from "@/lib/i18n/languages";
import type { DnaData } from "./dna-api";
import { formatLabel } from "./dna-files";
import { DnaSection } from "./dna-section";
import { LevelBadge } from "./level-badge";
import { PgxTable } from "./pgx-table";

const SEX: Record<string, string> = { male: "Male", female: "Female", unknown: "Not determined" };
const CARRIER: Record<string, string> = { carrier: "Carrier", not_detected: "Not detected", affected_pattern: "Affected pattern", inconclusive: "Inconclusive" };

function DataSource({ data }: { data: DnaData }) {
  const { source } = data;
  const rows: [string, string][] = [
    ["Format", formatLabel(source.format)],
    ["Genome build", source.build],
    ["Records read", source.total_records.toLocaleString("en")],
    ["No-call rate", `${(source.no_call_rate * 100).toFixed(2)} %`],
    ["Inferred sex", SEX[source.inferred_sex] ?? source.inferred_sex],
    ["Panel markers found", `${source.panel_found} of ${source.panel_total}`],
    ["File", source.filename ?? (source.kind === "text" ? "Pasted text" : "—")],
    ["Report language", languageInfo(data.language)?.name ?? data.language],
  ];
  return (
    <section aria-labelledby="dna-source" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="dna-source" className="mb-3 text-lg font-semibold">Data</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {source.warnings.length > 0 && (
        <ul aria-label="Reading notes" className="mt-3 list-disc space-y-1 pl-5 text-sm text-amber-800">
          {source.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DnaReport({ data, actions }: { data: DnaData; actions?: React.ReactNode }) {
  const { report } = data;
  return (
    <div className="space-y-6" data-testid="dna-report">
      <section aria-labelledby="dna-summary" className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="dna-summary" className="text-xl font-semibold">{report.title}</h2>
          <LevelBadge level={report.overall_assessment.level} />
        </div>
        <p className="mt-3">{report.executive_summary}</p>
        <p className="mt-2 text-sm text-slate-600">{report.overall_assessment.summary}</p>
        <p className="mt-2 text-xs text-slate-500">{report.data_quality.coverage_note}</p>
      </section>

      <DataSource data={data} />
      {actions}

      {report.red_flags.length > 0 && (
        <section aria-labelledby="dna-red-flags" className="rounded-lg border border-red-200 bg-red-50 p-5">
          <h2 id="dna-red-flags" className="text-lg font-semibold text-red-900">Needs attention</h2>
          <ul className="mt-2 space-y-2 text-sm">
            {report.red_flags.map((f) => (
              <li key={f.rsid + f.finding}>
                <strong>{f.gene}</strong> <span className="text-slate-600">({f.rsid})</span>: {f.finding} — {f.action}
              </li>
            ))}
          </ul>
        </section>
      )}

      <PgxTable rows={report.pharmacogenomics} />

      {report.sections.map((s) => (
        <DnaSection key={s.key} section={s} />
      ))}

      {report.carrier_status.length > 0 && (
        <section aria-labelledby="dna-carriers" className="rounded-lg border border-slate-200 bg-white">
          <h2 id="dna-carriers" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">Carrier screening by condition</h2>
          <ul className="divide-y divide-slate-100 text-sm">
            {report.carrier_status.map((c) => (
              <li key={c.gene + c.condition} className="px-5 py-3">
                <div className="flex flex-wrap items-baseline gap-2">
                  <span className="font-medium">{c.condition}</span>
                  <span className="text-slate-500">
                    {c.gene}
                    {/* "-": none of the tested variants was found, nothing to show. */}
                    {c.genotype && c.genotype !== "-" && <> · <span className="font-mono text-sm">{c.genotype}</span></>}
                  </span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{CARRIER[c.status] ?? c.status}</span>
                </div>
                <p className="mt-1 text-slate-600">{c.explanation}</p>
                <p className="text-slate-800">{c.recommendation}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(report.recommended_tests.length > 0 || report.lifestyle_recommendations.length > 0) && (
        <div className="grid gap-6 xl:grid-cols-2">
          {report.recommended_tests.length > 0 && (
            <section aria-labelledby="dna-tests" className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 id="dna-tests" className="text-lg font-semibold">Recommended tests</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {report.recommended_tests.map((t) => (
                  <li key={t.test}>
                    <span className="font-medium">{t.test}</span> — {t.reason}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {report.lifestyle_recommendations.length > 0 && (
            <section aria-labelledby="dna-lifestyle" className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 id="dna-lifestyle" className="text-lg font-semibold">Lifestyle</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {report.lifestyle_recommendations.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}

      <p className="text-xs text-slate-500">
        {report.data_quality.limitations} {report.limitations} {report.disclaimer}
      </p>
    </div>
  );
}
