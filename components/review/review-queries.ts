"use client";
// The review step's server calls (session auth): knowledge-base analytes for the name picker, and the
// re-evaluation of a corrected row. The knowledge base stays on the server (see docs/decisions.md, "Review step").
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { HealthReport, ReportParameter } from "@/components/analysis/types";
import { apiGet, apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { analyteSuggestionsResponse } from "@/lib/modules/patients/schemas";
import type { RowFields } from "./review-state";

export type AnalyteSuggestions = z.infer<typeof analyteSuggestionsResponse>;

export function useAnalyteSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.review.analytes(query),
    queryFn: () => apiGet<AnalyteSuggestions>(`/api/review/analytes?q=${encodeURIComponent(query)}`),
    enabled: query.length >= 2,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}

/** The row re-evaluated with the clinician's fields (nothing is stored). */
export function recomputeRow(report: HealthReport, parameter: ReportParameter, fields: RowFields): Promise<ReportParameter> {
  return apiPostJson<ReportParameter>("/api/review/parameter", {
    parameter,
    metadata: { patient_sex: report.metadata.patient_sex, patient_age: report.metadata.patient_age },
    fields,
    language: report.narrative_language ?? "en",
  });
}
