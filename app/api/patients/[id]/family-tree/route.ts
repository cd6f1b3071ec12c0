// GET/PUT /api/patients/{id}/family-tree — a patient's saved family tree
import { endpoint } from "@/lib/api/endpoint";
import { pedigreeGet, pedigreeSave } from "@/lib/modules/family-health/endpoints";

export const GET = endpoint(pedigreeGet);
export const PUT = endpoint(pedigreeSave);
