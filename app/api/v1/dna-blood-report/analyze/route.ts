// POST /api/v1/dna-blood-report/analyze — DNA report + blood test concordance report (sync, or 202 + job)
import { endpoint } from "@/lib/api/endpoint";
import { analyze } from "@/lib/modules/dna-blood-report/endpoints";

export const POST = endpoint(analyze);
