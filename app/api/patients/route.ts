// GET /api/patients — list/search the clinic's patients; POST /api/patients — create one (web app, integrators)
import { endpoint } from "@/lib/api/endpoint";
import { patientsCreate, patientsList } from "@/lib/modules/patients/endpoints";

export const GET = endpoint(patientsList);
export const POST = endpoint(patientsCreate);
