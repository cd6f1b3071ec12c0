// The markers of the chosen region with the values the panel printed.
import type { BodyRegion } from "@/lib/knowledge/body-map/regions";
import { regionName } from "@/lib/knowledge/body-map/region-names";
import type { PanelParameter } from "./panel-source";
import type { MapRegion } from "./types";

const EVALUATION_TEXT: Record<string, string> = {
  high: "High", low: "Low", bad: "Abnormal", critical_high: "Critically high", critical_low: "Critically low",
  slightly_high: "Slightly high", slightly_low: "Slightly low", borderline_high: "Slightly high", borderline_low: "Slightly low",
};

export function RegionMarkers({ region, regions, panel }: { region: BodyRegion; regions: MapRegion[]; panel: PanelParameter[] }) {
  const entry = regions.find((r) => r.key === region);
  if (!entry) return null;
  const byName = new Map(panel.map((p) => [p.short_name ?? "", p]));
  return (
    <section aria-labelledby="region-markers-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="region-markers-heading" className="mb-2 font-semibold">{regionName(region, "en")}</h3>
      <table className="w-full text-sm" aria-label={`Markers of ${regionName(region, "en")}`}>
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 font-medium">Marker</th>
            <th className="py-1 font-medium">Result</th>
            <th className="py-1 font-medium">Normal range</th>
            <th className="py-1 font-medium">Evaluation</th>
          </tr>
        </thead>
        <tbody>
          {entry.markers.map((name, i) => {
            const p = byName.get(name);
            const range = p && (p.range_normal_min != null || p.range_normal_max != null) ? `${p.range_normal_min ?? ""}–${p.range_normal_max ?? ""}` : "";
            return (
              <tr key={`${name}-${i}`} className="border-t border-slate-100">
                <td className="py-1 font-medium">{name}</td>
                <td className="py-1">{p?.result !== undefined ? `${p.result} ${p.unit ?? ""}` : ""}</td>
                <td className="py-1 text-slate-600">{range}</td>
                <td className="py-1">{p?.evaluation ? (EVALUATION_TEXT[p.evaluation] ?? p.evaluation) : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
