// GET /api/v1/dna-supplements/questionnaire — 25 questions with types, values and labels (no auth)
import { endpoint } from "@/lib/api/endpoint";
import { questionnaire } from "@/lib/modules/dna-supplements/endpoints";

export const GET = endpoint(questionnaire);
