"use client";
// The saved family tree and the analysis as TanStack Query hooks and calls (same-origin session).
import { useQuery } from "@tanstack/react-query";
import { ApiClientError, apiGet, apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { FamilyAnalysis, Pedigree, PedigreeMember } from "./types";

const treePath = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/family-tree`;

export function usePedigree(patientId: string | null) {
  return useQuery({
    queryKey: queryKeys.familyHealth.tree(patientId ?? ""),
    queryFn: () => apiGet<Pedigree>(treePath(patientId ?? "")),
    enabled: Boolean(patientId),
  });
}

/** Replaces the saved tree (PUT; the shared client has GET/POST helpers only). */
export async function savePedigree(patientId: string, members: PedigreeMember[]): Promise<Pedigree> {
  const res = await fetch(treePath(patientId), {
    method: "PUT",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ members }),
  });
  const body = (await res.json().catch(() => null)) as { status?: string; data?: Pedigree; error?: { code: string; message: string; details: string } } | null;
  if (body?.status === "success" && body.data) return body.data;
  const e = body?.error ?? { code: "NETWORK", message: "The family tree could not be saved.", details: "" };
  throw new ApiClientError(e.code, e.message, e.details, res.status);
}

/** The analysis request: relatives in the contract's shape (editor ids and labels stay in the browser). */
export function analyseFamily(patient: { age: number; gender: string }, members: PedigreeMember[]): Promise<FamilyAnalysis> {
  const family_members = members.map(({ id: _id, label: _label, ...m }) => m);
  return apiPostJson<FamilyAnalysis>("/api/v1/family-health/analyze", { patient_data: patient, family_members, health_profile: {} });
}
