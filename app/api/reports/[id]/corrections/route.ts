// POST /api/reports/{id}/corrections — add review-step corrections to a saved report
import { endpoint } from "@/lib/api/endpoint";
import { reportCorrectionsAdd } from "@/lib/modules/patients/endpoints";

export const POST = endpoint(reportCorrectionsAdd);
