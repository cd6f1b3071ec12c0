// GET /api/account/ledger — the calling account's credit ledger (web account page, integrators)
import { endpoint } from "@/lib/api/endpoint";
import { ledger } from "@/lib/modules/account/endpoints";

export const GET = endpoint(ledger);
