// The DNA + blood report as an asynchronous job: the inputs are read and checked at submission (so refusals
// answer at once and nothing is queued), the job computes and writes the report. The stored input holds the
// validated DNA report and the blood parameter lines only; it is deleted when the job ends (lib/jobs/queue.ts).
import { successBody } from "@/lib/api/envelope";
import { registerJobHandler } from "@/lib/jobs/handlers";
import { buildDnbResponse, type DnbPrepared } from "./build-report";
import { dnbResponse } from "./schemas";

export const DNB_JOB_MODULE = "dna_blood_report";
export const DNB_API_VERSION = "v1";

registerJobHandler(DNB_JOB_MODULE, async (raw, ctx) => successBody(dnbResponse.parse(await buildDnbResponse(raw as DnbPrepared, ctx.signal)), DNB_API_VERSION));
