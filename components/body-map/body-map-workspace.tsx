"use client";
// The body-map viewer: choose a panel (saved report or upload), draw the map (1 credit, through the same
// API integrators use), then read the figure, the legend and the markers of any region.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorAlert } from "@/components/analysis/error-alert";
import { useSavedReport } from "@/components/patients/patient-queries";
import { apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { BodyRegion } from "@/lib/knowledge/body-map/regions";
import { BodyFigure } from "./body-figure";
import { PanelChooser, type PanelChoice } from "./panel-chooser";
import { panelFromReport, type PanelParameter } from "./panel-source";
import { RegionLegend } from "./region-legend";
import { RegionMarkers } from "./region-markers";
import type { BodyMapResult } from "./types";

export function BodyMapWorkspace({ initialReportId }: { initialReportId: string | null }) {
  const [choice, setChoice] = useState<PanelChoice | null>(initialReportId ? { kind: "report", reportId: initialReportId } : null);
  const [selected, setSelected] = useState<BodyRegion | null>(null);
  const report = useSavedReport(choice?.kind === "report" ? choice.reportId : null);
  const queryClient = useQueryClient();

  const panel: PanelParameter[] | null = useMemo(() => {
    if (choice?.kind === "upload") return choice.parameters;
    return report.data ? panelFromReport(report.data.data) : null;
  }, [choice, report.data]);

  const draw = useMutation({
    mutationFn: (parameters: PanelParameter[]) => apiPostJson<BodyMapResult>("/api/v1/body-map/analyze", { parameters }),
    onSuccess: (result) => {
      setSelected(result.body_map.regions[0]?.key ?? null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.all });
    },
  });

  const choose = (c: PanelChoice) => {
    setChoice(c);
    setSelected(null);
    draw.reset();
  };

  const result = draw.data;
  const levels = useMemo(() => new Map((result?.body_map.regions ?? []).filter((r) => r.drawn).map((r) => [r.key, r.level] as const)), [result]);

  return (
    <div className="grid gap-6 xl:grid-cols-[380px_1fr]">
      <div className="space-y-4">
        <PanelChooser choice={choice} onChoose={choose} />
        {choice?.kind === "report" && report.isPending && <p className="text-sm text-slate-500">Opening the report…</p>}
        {choice?.kind === "report" && report.isError && <ErrorAlert error={report.error} context="other" />}
        {panel && (
          <div className="space-y-2">
            {report.data && choice?.kind === "report" && <p className="text-sm text-slate-600">Report: <span className="font-medium">{report.data.title}</span> ({panel.length} values)</p>}
            <button
              type="button"
              disabled={draw.isPending}
              onClick={() => draw.mutate(panel)}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-60"
            >
              {draw.isPending ? "Drawing…" : "Draw body map (1 credit)"}
            </button>
          </div>
        )}
        {draw.isError && <ErrorAlert error={draw.error} context="other" />}
      </div>
      {result && panel && (
        <section aria-label="Body map" className="grid gap-6 lg:grid-cols-[auto_1fr]">
          <div className="rounded-lg border border-slate-200 bg-white p-3">
            <BodyFigure levels={levels} allClear={result.all_clear} selected={selected} onSelect={setSelected} />
            <a href={result.body_map.fallback_url} target="_blank" rel="noreferrer" className="mt-2 block text-sm text-brand-700 underline">Illustration (PNG)</a>
          </div>
          <div className="space-y-4">
            {result.all_clear ? (
              <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">Nothing is flagged: every value is within its range.</p>
            ) : (
              <>
                <h2 className="font-semibold">Regions</h2>
                <RegionLegend regions={result.body_map.regions} selected={selected} onSelect={setSelected} />
                {result.body_map.unmapped > 0 && <p className="text-sm text-slate-600">{result.body_map.unmapped} flagged value(s) fit no body region.</p>}
                {selected && <RegionMarkers region={selected} regions={result.body_map.regions} panel={panel} />}
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
