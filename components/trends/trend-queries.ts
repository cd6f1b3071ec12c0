"use client";
// The data the trend screens need: every saved report of the patient (bodies included) through the shared
// query keys, and the two paid analyses as mutations, so nothing is charged again on a re-render or refocus.
import { useMutation, useQueries } from "@tanstack/react-query";
import type { SavedReport } from "@/components/patients/types";
import { apiGet, apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { ComparisonAnswer, ComparisonBody, TrendAnswer, TrendsBody } from "./types";

export function useReportBodies(reportIds: readonly string[]) {
  return useQueries({
    queries: reportIds.map((id) => ({
      queryKey: queryKeys.reports.detail(id),
      queryFn: () => apiGet<SavedReport>(`/api/reports/${encodeURIComponent(id)}`),
      staleTime: Infinity,
    })),
    combine: (results) => ({
      reports: results.flatMap((r) => (r.data ? [r.data] : [])),
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
}

export function useTrendAnalysis() {
  return useMutation({ mutationFn: (body: TrendsBody) => apiPostJson<TrendAnswer>("/api/v1/analytics/trends/analyze", body) });
}

export function useComparison() {
  return useMutation({ mutationFn: (body: ComparisonBody) => apiPostJson<ComparisonAnswer>("/api/v1/bloodtest/comparison/analyze", body) });
}
