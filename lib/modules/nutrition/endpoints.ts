// Nutrition plan endpoints: the paid analysis and its two sandbox paths (extended-modules "Nutrition plan").
import { defineEndpoint, type EndpointDefinition } from "@/lib/api/define-endpoint";
import { clinicCatalogueFor } from "./catalogue-seam";
import { SANDBOX_REQUEST } from "./sandbox";
import { dietPlanRequest, dietPlanResponse, sandboxRequest } from "./schemas";
import { writePlan } from "./write-plan";

const DESCRIPTION =
  "Personalised nutrition plan from a patient profile and blood test parameters. Energy from Mifflin–St Jeor × activity factor " +
  "(weight-management deficit documented), macros in grams and percent, power foods from USDA figures filtered by allergies, " +
  "preferences and restrictions, supplements within upper intake levels checked against medications. Decision support, not a prescription.";

export const dietPlanAnalyze = defineEndpoint({
  method: "POST",
  path: "/api/v1/nutrition/diet-plan/analyze",
  summary: "Nutrition plan",
  description: DESCRIPTION,
  tags: ["Nutrition plan"],
  version: "v1",
  auth: "credentials",
  cost: 1,
  body: "json",
  request: dietPlanRequest,
  response: dietPlanResponse,
  handler: async (ctx) => writePlan(ctx.body, ctx.language, await clinicCatalogueFor(ctx.account?.id ?? null)),
});

function sandbox(path: string): EndpointDefinition {
  return defineEndpoint({
    method: "POST",
    path,
    summary: "Nutrition plan sandbox",
    description: `${DESCRIPTION} Sandbox: what is sent is validated as in production; the answer is the plan of an invented patient, computed by the same code, never charged.`,
    tags: ["Nutrition plan"],
    version: "v1",
    auth: "credentials",
    cost: 1,
    sandbox: true,
    body: "json",
    request: sandboxRequest,
    response: dietPlanResponse,
    handler: async (ctx) => writePlan(SANDBOX_REQUEST, ctx.language),
  }) as EndpointDefinition;
}

export const dietPlanSandbox = sandbox("/api/v1/nutrition/diet-plan/sandbox");
export const nutritionSandbox = sandbox("/api/v1/nutrition/sandbox");

export const NUTRITION_ENDPOINTS: EndpointDefinition[] = [dietPlanAnalyze as EndpointDefinition, dietPlanSandbox, nutritionSandbox];
