// The supplement plan as an asynchronous job: the request is read and checked at submission (so a bad body is
// refused at once with its code, and the clinic's catalogue is the one current at submission); the job builds the
// plan. The job input is deleted when the job ends (lib/jobs/queue.ts).
import { successBody } from "@/lib/api/envelope";
import { registerJobHandler } from "@/lib/jobs/handlers";
import { buildSupplementPlan, type PlanInput } from "./advisor/build-plan";
import { advisorResponse } from "./advisor/schemas";

export const SUPPLEMENT_JOB_MODULE = "dna_supplements";
export const SUPPLEMENT_API_VERSION = "v1";

registerJobHandler(SUPPLEMENT_JOB_MODULE, async (raw, ctx) => {
  const data = await buildSupplementPlan(raw as PlanInput, ctx.signal);
  return successBody(advisorResponse.parse(data), SUPPLEMENT_API_VERSION);
});
