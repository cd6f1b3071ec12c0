"use client";
// The clinic catalogue API (GET/PUT /api/v1/dna-supplements/settings) as TanStack Query calls on the session.
import { useQuery } from "@tanstack/react-query";
import { ApiClientError, apiGet } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { CatalogueProduct, CatalogueSettings, SettingsResponse } from "@/lib/modules/dna-supplements/catalogue/schemas";

const PATH = "/api/v1/dna-supplements/settings";

export function useCatalogue() {
  return useQuery({ queryKey: queryKeys.supplements.settings(), queryFn: () => apiGet<SettingsResponse>(PATH) });
}

/** Saves a new catalogue and/or settings; the answer is the saved state. */
export async function saveCatalogue(body: { catalogue?: CatalogueProduct[]; settings?: Partial<CatalogueSettings> }): Promise<SettingsResponse> {
  const res = await fetch(PATH, { method: "PUT", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const env = (await res.json().catch(() => null)) as { status?: string; data?: SettingsResponse; error?: { code: string; message: string; details: string } } | null;
  if (env?.status === "success" && env.data) return env.data;
  const e = env?.error ?? { code: "NETWORK", message: "The server answered in an unexpected way. Please retry.", details: "" };
  throw new ApiClientError(e.code, e.message, e.details, res.status);
}
