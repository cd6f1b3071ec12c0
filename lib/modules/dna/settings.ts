// Deployment switches of the DNA modules and the request pieces every DNA endpoint shares.
import { ApiError } from "@/lib/api/api-error";
import { dnaPatientSchema, type DnaPatient } from "./schemas";

/** DNA_ENABLED=false turns the DNA modules off (RES_4005); anything else, or unset, leaves them on. */
export function dnaEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.DNA_ENABLED ?? "true").trim().toLowerCase() !== "false";
}

/** Throws RES_4005 when the deployment disabled the DNA modules. */
export function assertDnaEnabled(): void {
  if (!dnaEnabled()) throw new ApiError("RES_4005", "The DNA modules are disabled in this deployment (DNA_ENABLED=false).");
}

/** The optional `patient` object (a JSON string in multipart); VAL_2007 when it is not the documented shape. */
export function parsePatient(raw: unknown): DnaPatient | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError("VAL_2007", "'patient' must be a JSON object (in multipart, sent as a JSON string).");
    }
  }
  const parsed = dnaPatientSchema.safeParse(value);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 3).map((i) => `'patient.${i.path.join(".")}'`).join(", ");
    throw new ApiError("VAL_2007", `The patient object is not valid (${where}): age a whole number, sex male/female/other/unknown, lists of text, notes text.`);
  }
  return parsed.data;
}

/** `?async=1` or `X-Async: 1` asks for a job instead of waiting for the report. */
export function wantsAsync(query: URLSearchParams, headers: Headers): boolean {
  const q = query.get("async");
  const h = headers.get("x-async");
  return q === "1" || q === "true" || h === "1" || h === "true";
}
