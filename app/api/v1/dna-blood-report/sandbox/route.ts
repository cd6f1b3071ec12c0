// POST /api/v1/dna-blood-report/sandbox — sample DNA + blood report (free)
import { endpoint } from "@/lib/api/endpoint";
import { sandbox } from "@/lib/modules/dna-blood-report/endpoints";

export const POST = endpoint(sandbox);
