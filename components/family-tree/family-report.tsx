// The family-health report beside the tree: risk sections by level, genetic counselling, the screening
// timeline, lineage summaries and blood-value correlations. Decision support wording comes from the API.
import type { FamilyAnalysis } from "./types";

type Entry = FamilyAnalysis["report_data"]["hereditary_risk_analysis"]["high_risk"][number];

const LEVELS = [
  { key: "high_risk", title: "High risk", tone: "border-red-200 bg-red-50" },
  { key: "moderate_risk", title: "Moderate risk", tone: "border-amber-200 bg-amber-50" },
  { key: "low_risk", title: "Low risk", tone: "border-slate-200 bg-slate-50" },
] as const;

function RiskEntry({ e }: { e: Entry }) {
  return (
    <li className="rounded-md bg-white p-3 shadow-sm">
      <p className="flex justify-between font-medium">
        <span>{e.condition}</span>
        <span className="text-sm text-slate-600">{e.risk_score}/100</span>
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
        {e.contributing_factors.map((f, i) => (
          <li key={i}>{f}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">{e.recommendation}</p>
      <p className="mt-1 text-xs text-slate-500">Source: {e.source}</p>
    </li>
  );
}

export function FamilyReport({ result }: { result: FamilyAnalysis }) {
  const r = result.report_data;
  return (
    <article className="space-y-4" aria-label="Family health report">
      <header>
        <h2 className="text-xl font-semibold">{r.report_title}</h2>
        <p className="mt-1 text-sm text-slate-700">{r.executive_summary}</p>
      </header>
      {LEVELS.map(({ key, title, tone }) =>
        r.hereditary_risk_analysis[key].length ? (
          <section key={key} aria-label={title} className={`rounded-lg border p-3 ${tone}`}>
            <h3 className="mb-2 font-semibold">{title}</h3>
            <ul className="space-y-2">
              {r.hereditary_risk_analysis[key].map((e) => (
                <RiskEntry key={e.rule_id} e={e} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {r.genetic_screening_recommendations.length > 0 && (
        <section>
          <h3 className="font-semibold">Genetic counselling</h3>
          <ul className="list-disc pl-5 text-sm">{r.genetic_screening_recommendations.map((g, i) => <li key={i}>{g}</li>)}</ul>
        </section>
      )}
      <section>
        <h3 className="font-semibold">Preventive care timeline</h3>
        <ol className="space-y-1 text-sm">
          {r.preventive_care_timeline.map((t) => (
            <li key={t.age_range}>
              <span className="font-medium">{t.age_range}:</span> {t.screenings.join("; ")}
            </li>
          ))}
        </ol>
      </section>
      <section className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <h3 className="font-semibold">Paternal lineage</h3>
          <ul className="list-disc pl-5">{r.family_tree_summary.paternal_lineage.risk_factors.map((f, i) => <li key={i}>{f}</li>)}</ul>
        </div>
        <div>
          <h3 className="font-semibold">Maternal lineage</h3>
          <ul className="list-disc pl-5">{r.family_tree_summary.maternal_lineage.risk_factors.map((f, i) => <li key={i}>{f}</li>)}</ul>
        </div>
      </section>
      {r.blood_test_family_correlation.correlated_findings.length > 0 && (
        <section>
          <h3 className="font-semibold">Blood values and family risk</h3>
          <ul className="list-disc pl-5 text-sm">{r.blood_test_family_correlation.correlated_findings.map((c, i) => <li key={i}>{c.finding}</li>)}</ul>
        </section>
      )}
      {r.medication_analysis.hereditary_sensitivities.length > 0 && (
        <section>
          <h3 className="font-semibold">Inherited drug sensitivities</h3>
          <ul className="list-disc pl-5 text-sm">{r.medication_analysis.hereditary_sensitivities.map((s, i) => <li key={i}>{s}</li>)}</ul>
        </section>
      )}
      {r.unrecognised_conditions.length > 0 && <p className="text-sm text-amber-800">Not recognised (please rephrase): {r.unrecognised_conditions.join(", ")}</p>}
      <p className="text-xs text-slate-500">{r.disclaimer}</p>
    </article>
  );
}
