"use client";
// The DNA report by section: overall level, where the data came from, the pharmacogenomics table, findings per
// section, carrier status, red flags and recommended tests. Decision-support wording comes from the server.
import type { DnaData } from "./dna-api";

const LEVEL_STYLE: Record<string, string> = {
  protective: "bg-emerald-100 text-emerald-900",
  typical: "bg-slate-100 text-slate-800",
  informational: "bg-sky-100 text-sky-900",
  slightly_elevated: "bg-amber-100 text-amber-900",
  elevated: "bg-orange-200 text-orange-900",
  high: "bg-red-200 text-red-900",
};

function Level({ level }: { level: string }) {
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${LEVEL_STYLE[level] ?? ""}`}>{level.replace(/_/g, " ")}</span>;
}

export function DnaReport({ data }: { data: DnaData }) {
  const { report, source } = data;
  return (
    <div className="space-y-6" data-testid="dna-report">
      <section className="rounded border p-4">
        <div className="flex items-center gap-3">
          <h2 className="text-xl font-semibold">{report.title}</h2>
          <Level level={report.overall_assessment.level} />
        </div>
        <p className="mt-2">{report.executive_summary}</p>
        <p className="mt-1 text-sm text-slate-600">{report.overall_assessment.summary}</p>
      </section>

      <section className="rounded border p-4 text-sm" aria-label="Data source">
        <h3 className="font-semibold">Data</h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 md:grid-cols-4">
          <dt>Format</dt><dd>{source.format}</dd>
          <dt>Build</dt><dd>{source.build}</dd>
          <dt>Records</dt><dd>{source.total_records.toLocaleString()}</dd>
          <dt>No-call rate</dt><dd>{(source.no_call_rate * 100).toFixed(2)} %</dd>
          <dt>Inferred sex</dt><dd>{source.inferred_sex}</dd>
          <dt>Panel markers found</dt><dd>{source.panel_found} / {source.panel_total}</dd>
        </dl>
        {source.warnings.length > 0 && (
          <ul className="mt-2 list-disc pl-5 text-amber-800">
            {source.warnings.map((w) => <li key={w}>{w}</li>)}
          </ul>
        )}
      </section>

      {report.red_flags.length > 0 && (
        <section className="rounded border border-red-300 bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">Needs attention</h3>
          <ul className="mt-2 list-disc pl-5">
            {report.red_flags.map((f) => <li key={f.rsid + f.finding}><strong>{f.gene}</strong> ({f.rsid}): {f.finding} — {f.action}</li>)}
          </ul>
        </section>
      )}

      <section className="rounded border p-4">
        <h3 className="font-semibold">Pharmacogenomics</h3>
        <table className="mt-2 w-full text-left text-sm" data-testid="pgx-table">
          <thead><tr className="border-b"><th className="py-1">Gene</th><th>Diplotype</th><th>Predicted phenotype</th><th>Drugs</th><th>Recommendation</th></tr></thead>
          <tbody>
            {report.pharmacogenomics.map((p) => (
              <tr key={p.gene} className="border-b align-top">
                <td className="py-1 font-medium">{p.gene}</td>
                <td>{p.diplotype}</td>
                <td>{p.predicted_phenotype}</td>
                <td>{p.affected_drugs.join(", ")}</td>
                <td>{p.recommendation}<div className="text-xs text-slate-500">Tested: {p.tested_alleles.join(", ")}</div></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {report.sections.map((s) => (
        <section key={s.key} className="rounded border p-4">
          <div className="flex items-center gap-3"><h3 className="font-semibold">{s.title}</h3><Level level={s.risk_level} /></div>
          <p className="text-sm text-slate-600">{s.summary}</p>
          <ul className="mt-2 space-y-2">
            {s.findings.map((f) => (
              <li key={f.rsid} className="text-sm">
                <div className="flex items-center gap-2"><strong>{f.gene}</strong><span className="text-slate-500">{f.rsid} {f.genotype}</span><Level level={f.risk_level} /><span className="text-xs text-slate-500">{f.evidence}</span></div>
                <div>{f.phenotype}. {f.explanation}</div>
                <div className="text-slate-700">{f.recommendation}</div>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {report.carrier_status.length > 0 && (
        <section className="rounded border p-4">
          <h3 className="font-semibold">Carrier status</h3>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {report.carrier_status.map((c) => <li key={c.gene + c.condition}>{c.condition} ({c.gene}, {c.genotype}): {c.status.replace(/_/g, " ")} — {c.recommendation}</li>)}
          </ul>
        </section>
      )}

      {report.recommended_tests.length > 0 && (
        <section className="rounded border p-4">
          <h3 className="font-semibold">Recommended tests</h3>
          <ul className="mt-2 list-disc pl-5 text-sm">{report.recommended_tests.map((t) => <li key={t.test}>{t.test}: {t.reason}</li>)}</ul>
        </section>
      )}

      <p className="text-xs text-slate-500">{report.limitations} {report.disclaimer}</p>
    </div>
  );
}
