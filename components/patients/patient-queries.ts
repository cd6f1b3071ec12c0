"use client";
// The patients API as TanStack Query hooks and calls, keyed by the shared key factory. All calls ride on the
// signed-in session (same origin); ids are URL-encoded.
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { NewPatient, Patient, PatientList, PatientReports, SavedReport, SavedReportSummary, SaveReportBody } from "./types";

export function usePatients(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: queryKeys.patients.list(q),
    queryFn: () => apiGet<PatientList>(q ? `/api/patients?q=${encodeURIComponent(q)}` : "/api/patients"),
    placeholderData: (previous) => previous,
  });
}

export function usePatientReports(patientId: string) {
  return useQuery({
    queryKey: queryKeys.patients.reports(patientId),
    queryFn: () => apiGet<PatientReports>(`/api/patients/${encodeURIComponent(patientId)}/reports`),
  });
}

export function useSavedReport(reportId: string | null) {
  return useQuery({
    queryKey: queryKeys.reports.detail(reportId ?? ""),
    queryFn: () => apiGet<SavedReport>(`/api/reports/${encodeURIComponent(reportId ?? "")}`),
    enabled: Boolean(reportId),
    staleTime: Infinity,
  });
}

export function createPatient(body: NewPatient): Promise<Patient> {
  return apiPostJson<Patient>("/api/patients", body);
}

export function saveReport(patientId: string, body: SaveReportBody): Promise<SavedReportSummary> {
  return apiPostJson<SavedReportSummary>(`/api/patients/${encodeURIComponent(patientId)}/reports`, body);
}
