// POST /api/icr/v1/kan/sandbox — sample blood test extraction from the real pipeline (ICR, free)
import { endpoint } from "@/lib/api/endpoint";
import { icrKanSandbox } from "@/lib/modules/icr/endpoints";

export const POST = endpoint(icrKanSandbox);
