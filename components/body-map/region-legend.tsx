"use client";
// The legend: every placed region (most severe first) with its level colour and markers; choosing one
// shows its markers and values.
import { LEVEL_COLOURS } from "@/lib/modules/body-map/figure-svg";
import type { BodyRegion } from "@/lib/knowledge/body-map/regions";
import { regionName } from "@/lib/knowledge/body-map/region-names";
import type { MapRegion } from "./types";

const LEVEL_TEXT = { 2: "Out of range", 1: "Borderline" } as const;

export function RegionLegend({ regions, selected, onSelect }: { regions: MapRegion[]; selected: BodyRegion | null; onSelect: (r: BodyRegion) => void }) {
  return (
    <ul aria-label="Legend" className="space-y-2">
      {regions.map((r) => (
        <li key={r.key}>
          <button
            type="button"
            onClick={() => onSelect(r.key)}
            aria-pressed={selected === r.key}
            className={`flex w-full items-start gap-3 rounded-md border px-3 py-2 text-left text-sm ${selected === r.key ? "border-slate-500 bg-slate-50" : "border-slate-200 hover:bg-slate-50"}`}
          >
            <span aria-hidden className="mt-1 inline-block h-3 w-3 shrink-0 rounded-full" style={{ background: LEVEL_COLOURS[r.level].fill }} />
            <span>
              <span className="font-medium">{regionName(r.key, "en")}</span>
              <span className="ml-2 text-xs text-slate-500">
                {LEVEL_TEXT[r.level]}
                {!r.drawn && " · not drawn (more than six regions)"}
              </span>
              <span className="block text-slate-600">{r.markers.join(", ")}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
