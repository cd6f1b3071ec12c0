// GET /api/patients/{id}/reports — a patient's saved reports; POST — save a v12 health-score analysis to them
import { endpoint } from "@/lib/api/endpoint";
import { patientReportsList, patientReportsSave } from "@/lib/modules/patients/endpoints";

export const GET = endpoint(patientReportsList);
export const POST = endpoint(patientReportsSave);
