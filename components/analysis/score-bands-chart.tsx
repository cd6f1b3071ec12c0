"use client";
// Bar chart of how many parameters fall in each health-score band. Decorative: the same counts are listed
// as text beside it, so the chart is hidden from screen readers.
import { Bar, BarChart, Cell, LabelList, XAxis, YAxis } from "recharts";
import type { HealthReport } from "./types";

const BANDS = [
  { key: "optimal", label: "Optimal", color: "#059669" },
  { key: "normal", label: "Normal", color: "#65a30d" },
  { key: "warning", label: "Warning", color: "#ea580c" },
  { key: "critical", label: "Critical", color: "#dc2626" },
] as const;

export const SCORE_BANDS = BANDS;

export function ScoreBandsChart({ score }: { score: HealthReport["health_score"] }) {
  const data = BANDS.map((b) => ({ name: b.label, count: score[b.key], color: b.color }));
  return (
    <div aria-hidden="true">
      <BarChart width={300} height={170} data={data} margin={{ top: 18, right: 8, bottom: 0, left: -24 }}>
        <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
        <Bar dataKey="count" radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.name} fill={d.color} />
          ))}
          <LabelList dataKey="count" position="top" fontSize={12} />
        </Bar>
      </BarChart>
    </div>
  );
}
