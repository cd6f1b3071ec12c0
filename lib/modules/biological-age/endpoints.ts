// Endpoint declarations of biological age (extended-modules contract, "Biological age"; request and
// response are ours, documented in the schemas).
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { analyzeBloodAge } from "./analyze-blood-age";
import { SANDBOX_REQUEST } from "./sandbox-panel";
import { bloodAgeRequest, bloodAgeResponse } from "./schemas";

const VERSION = "v1";

export const analyze = defineEndpoint({
  method: "POST",
  path: "/api/v1/blood-age/analyze",
  summary: "Biological age (PhenoAge) and derived clinical indices",
  description:
    "PhenoAge (Levine 2018) from nine blood values and age, plus every derived index the panel allows (HOMA-IR, lipid ratios, NLR, FIB-4, eGFR CKD-EPI 2021, …), each with formula and source. 1 credit; nothing is charged when a PhenoAge input is missing (missing_inputs lists them) or the request fails.",
  tags: ["Biological age"],
  version: VERSION,
  auth: "credentials",
  cost: 1,
  body: "json",
  request: bloodAgeRequest,
  response: bloodAgeResponse,
  handler: async (ctx) => {
    const { response, chargeable } = analyzeBloodAge(ctx.body, ctx.language);
    ctx.waiveCost = !chargeable;
    return response;
  },
});

export const sandbox = defineEndpoint({
  method: "POST",
  path: "/api/v1/blood-age/sandbox",
  summary: "Biological age sandbox (sample answer, free)",
  description: "Same request as analyze; answers the computation for a built-in sample panel (an invented patient). Free.",
  tags: ["Biological age"],
  version: VERSION,
  auth: "credentials",
  cost: 0,
  sandbox: true,
  body: "json",
  request: bloodAgeRequest,
  response: bloodAgeResponse,
  handler: async (ctx) => analyzeBloodAge(SANDBOX_REQUEST, ctx.language).response,
});

export const BIOLOGICAL_AGE_ENDPOINTS = [analyze, sandbox];
