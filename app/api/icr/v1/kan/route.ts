// POST /api/icr/v1/kan — blood test extraction: lab values, dates, age and gender (ICR, 0.5 credit)
import { endpoint } from "@/lib/api/endpoint";
import { icrKan } from "@/lib/modules/icr/endpoints";

export const POST = endpoint(icrKan);
