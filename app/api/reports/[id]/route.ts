// GET /api/reports/{id} — one saved report with its patient and stored analysis (results view)
import { endpoint } from "@/lib/api/endpoint";
import { reportGet } from "@/lib/modules/patients/endpoints";

export const GET = endpoint(reportGet);
