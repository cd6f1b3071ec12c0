// POST /api/icr/v1/sandbox — sample text extraction from the real pipeline (ICR, free)
import { endpoint } from "@/lib/api/endpoint";
import { icrSandbox } from "@/lib/modules/icr/endpoints";

export const POST = endpoint(icrSandbox);
