// POST /api/icr/v1/extract — document text extraction: pages, sections, tables (ICR, 0.5 credit)
import { endpoint } from "@/lib/api/endpoint";
import { icrExtract } from "@/lib/modules/icr/endpoints";

export const POST = endpoint(icrExtract);
