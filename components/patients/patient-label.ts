// One line describing a patient next to their name: birth year, sex and how many reports are saved.
import type { Patient } from "./types";

/** "born 1980 · female · 2 reports" (parts that are unknown are left out). */
export function patientDetails(p: Pick<Patient, "birth_year" | "sex" | "report_count">): string {
  return [
    p.birth_year ? `born ${p.birth_year}` : "",
    p.sex ?? "",
    `${p.report_count} report${p.report_count === 1 ? "" : "s"}`,
  ]
    .filter(Boolean)
    .join(" · ");
}
