// The health score: overall 0–100 with its category, the band counts (chart + text) and recommendations.
import { SCORE_BANDS, ScoreBandsChart } from "./score-bands-chart";
import type { HealthReport } from "./types";

const CATEGORY: Record<HealthReport["health_score"]["score_interpretation"], { label: string; className: string }> = {
  excellent: { label: "Excellent", className: "text-emerald-700" },
  good: { label: "Good", className: "text-lime-700" },
  fair: { label: "Fair", className: "text-amber-700" },
  poor: { label: "Poor", className: "text-red-700" },
};

export function HealthScoreCard({ score }: { score: HealthReport["health_score"] }) {
  const category = CATEGORY[score.score_interpretation];
  return (
    <section aria-labelledby="health-score-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="health-score-heading" className="mb-3 text-lg font-semibold">Health score</h2>
      <div className="flex flex-wrap items-start gap-8">
        <div>
          <div className="text-5xl font-semibold tabular-nums" data-testid="health-score-overall">
            {score.overall}
            <span className="text-xl font-normal text-slate-500"> / 100</span>
          </div>
          <div className={`mt-1 font-medium ${category.className}`}>{category.label}</div>
          <ul aria-label="Parameters per band" className="mt-3 space-y-0.5 text-sm text-slate-700">
            {SCORE_BANDS.map((b) => (
              <li key={b.key}>
                <span className="mr-2 inline-block h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: b.color }} />
                {b.label}: {score[b.key]}
              </li>
            ))}
            <li className="text-slate-500">of {score.total_parameters} scored</li>
          </ul>
        </div>
        <ScoreBandsChart score={score} />
      </div>
      {score.recommendations.length > 0 && (
        <>
          <h3 className="mt-4 mb-1 font-medium">Recommendations</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {score.recommendations.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
