// POST /api/patients/{id}/dna-reports — save a DNA interpretation to a patient of the clinic
import { endpoint } from "@/lib/api/endpoint";
import { dnaReportSave } from "@/lib/modules/dna/save-report";

export const POST = endpoint(dnaReportSave);
