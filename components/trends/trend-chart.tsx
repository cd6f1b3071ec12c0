"use client";
// One analyte over time: the reference band shaded, each result a dot coloured by its evaluation, the
// prediction (when the API gave one) dashed with its 95 % interval. The same values are listed in a table
// below the chart for screen readers and for copying.
import { Area, CartesianGrid, ComposedChart, Line, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { evaluationStyle } from "@/components/analysis/evaluation-style";
import type { ParameterTrend } from "./types";

const DOT_COLOURS: Record<string, string> = {
  normal: "#059669", borderline_low: "#d97706", borderline_high: "#d97706", low: "#ea580c", high: "#ea580c", critical_low: "#dc2626", critical_high: "#dc2626",
};

const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
const label = (t: number) => new Date(t).toISOString().slice(0, 10);

interface Row {
  t: number;
  value?: number;
  evaluation?: string;
  predicted?: number;
  band?: [number, number];
}

/** Rows for the chart: measured points, then predictions; the last measured point starts the dashed line. */
export function chartRows(trend: ParameterTrend): Row[] {
  const rows: Row[] = trend.trend_data.map((p) => ({ t: time(p.date), value: p.value, evaluation: p.evaluation }));
  const last = trend.trend_data[trend.trend_data.length - 1];
  if (trend.predictions?.length && last) {
    const lastRow = rows[rows.length - 1];
    if (lastRow) {
      lastRow.predicted = last.value;
      lastRow.band = [last.value, last.value];
    }
    for (const p of trend.predictions) rows.push({ t: time(p.date), predicted: p.value, band: [p.lower, p.upper] });
  }
  return rows;
}

/** Round axis bounds and ticks (1, 2, 2.5 or 5 × 10ⁿ apart); never below zero when nothing measured is negative. */
export function niceAxis(lo: number, hi: number): { min: number; max: number; ticks: number[] } {
  const span = hi - lo || Math.abs(hi) || 1;
  const raw = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const min = lo >= 0 ? Math.max(0, Math.floor(lo / step) * step) : Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  return { min, max, ticks };
}

function EvaluationDot(props: { cx?: number; cy?: number; payload?: Row }) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined || payload?.value === undefined) return null;
  const evaluation = payload.evaluation ?? "normal";
  return <circle cx={cx} cy={cy} r={5} fill={DOT_COLOURS[evaluation] ?? "#475569"} stroke="#fff" strokeWidth={1.5} data-testid="trend-point" data-evaluation={evaluation} />;
}

export function TrendChart({ trend }: { trend: ParameterTrend }) {
  const rows = chartRows(trend);
  const last = trend.trend_data[trend.trend_data.length - 1];
  const low = last?.range_min ?? null;
  const high = last?.range_max ?? null;
  const values = rows.flatMap((r) => [r.value, r.predicted, ...(r.band ?? [])]).filter((v): v is number => typeof v === "number");
  const lo = Math.min(...values, ...(low === null ? [] : [low]));
  const hi = Math.max(...values, ...(high === null ? [] : [high]));
  // A little room above and below the data, then round bounds, so the band and the dots never touch the frame.
  const room = (hi - lo || Math.abs(hi) || 1) * 0.08;
  const axis = niceAxis(lo >= 0 ? Math.max(0, lo - room) : lo - room, hi + room);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`trend-${trend.short_name}`} data-testid="trend-chart">
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span id={`trend-${trend.short_name}`} className="font-semibold">{trend.parameter} <span className="font-normal text-slate-500">({trend.unit})</span></span>
        <span className="text-sm text-slate-600">{trend.statistical_analysis.trend_direction} · {trend.statistical_analysis.trend_strength} · {trend.trend_assessment}</span>
      </figcaption>
      <div aria-hidden="true" className="h-[220px] w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 24, bottom: 4, left: 0 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis dataKey="t" type="number" scale="time" domain={["dataMin", "dataMax"]} tickFormatter={label} fontSize={11} padding={{ left: 16, right: 16 }} minTickGap={24} />
            <YAxis domain={[axis.min, axis.max]} ticks={axis.ticks} fontSize={11} tickFormatter={(v: number) => String(Number(v.toPrecision(4)))} width={48} />
            {(low !== null || high !== null) && (
              <ReferenceArea y1={low ?? axis.min} y2={high ?? axis.max} fill="#10b981" fillOpacity={0.12} stroke="#10b981" strokeOpacity={0.4} className="trend-band" ifOverflow="extendDomain" />
            )}
            <Area dataKey="band" stroke="#64748b" strokeDasharray="4 4" fill="#94a3b8" fillOpacity={0.15} isAnimationActive={false} connectNulls />
            <Line dataKey="predicted" stroke="#64748b" strokeDasharray="6 4" dot={false} isAnimationActive={false} connectNulls />
            <Line dataKey="value" stroke="#1d4ed8" strokeWidth={2} dot={<EvaluationDot />} activeDot={false} isAnimationActive={false} connectNulls />
            <Tooltip labelFormatter={(t) => label(Number(t))} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <p className="mt-2 text-sm text-slate-700">{trend.interpretation}</p>
      <table className="mt-2 w-full text-sm" aria-label={`${trend.parameter} values`}>
        <thead className="text-left text-slate-500">
          <tr><th className="font-medium">Date</th><th className="font-medium">Value</th><th className="font-medium">Evaluation</th></tr>
        </thead>
        <tbody>
          {trend.trend_data.map((p) => (
            <tr key={p.date}><td>{p.date}</td><td>{p.value} {trend.unit}</td><td>{evaluationStyle(p.evaluation).label}</td></tr>
          ))}
          {trend.predictions?.map((p) => (
            <tr key={`p-${p.date}`} className="text-slate-500"><td>{p.date} (predicted)</td><td>{p.value} {trend.unit} ({p.lower}–{p.upper})</td><td>—</td></tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
