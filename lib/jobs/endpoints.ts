// GET (and POST, for body credentials) /api/jobs/{id}: the status of an asynchronous job and, once completed,
// the synchronous answer in `result.response`; once failed, an error envelope in `result`. Only the account
// that submitted the job sees it; any other id is answered 404 like a missing one.
import { z } from "zod";
import { ApiError } from "@/lib/api/api-error";
import { defineEndpoint, type EndpointContext } from "@/lib/api/define-endpoint";
import { findJob, type JobState } from "./queue";

export const POLL_INTERVAL_MS = 2000;

export const jobStatusResponse = z.object({
  job_id: z.string(),
  module: z.string(),
  status: z.enum(["pending", "completed", "failed"]).describe("pending (queued or running), completed or failed."),
  state: z.enum(["pending", "running", "completed", "failed"]).describe("pending split into queued (pending) and running."),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  poll_interval_ms: z.number().int(),
  result: z.unknown().optional().describe("completed: { response: the synchronous answer }; failed: an error envelope."),
});

function publicStatus(state: JobState): "pending" | "completed" | "failed" {
  return state === "running" ? "pending" : state;
}

async function jobStatus(ctx: EndpointContext<Record<string, never>>): Promise<z.infer<typeof jobStatusResponse>> {
  const job = await findJob(await ctx.db(), ctx.params.id ?? "", ctx.account!.id);
  if (!job) throw new ApiError("RES_4040", "No job with this id belongs to your account (finished jobs are kept for 24 hours).");
  const status = publicStatus(job.state);
  // The job's status also sits at the root, where a client polling "until the status is completed" looks.
  ctx.rootFields.status = status;
  if (job.result !== null) ctx.rootFields.result = job.result;
  if (status === "pending") ctx.responseHeaders["retry-after"] = String(POLL_INTERVAL_MS / 1000);
  return {
    job_id: job.id,
    module: job.module,
    status,
    state: job.state,
    attempts: job.attempts,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    completed_at: job.completedAt?.toISOString() ?? null,
    poll_interval_ms: POLL_INTERVAL_MS,
    ...(job.result !== null ? { result: job.result } : {}),
  };
}

const common = {
  path: "/api/jobs/{id}",
  tags: ["Jobs"],
  version: "v1",
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  request: z.object({}),
  response: jobStatusResponse,
  rootFieldsDoc: { status: "The job status again (pending, completed, failed)", result: "As data.result" },
  handler: jobStatus,
} as const;

export const jobStatusGet = defineEndpoint({
  ...common,
  method: "GET",
  summary: "Status and result of an asynchronous job",
  description: "Poll with the credentials that submitted the job (HTTP Basic or the web session) until status is completed or failed.",
  body: "none",
});

export const jobStatusPost = defineEndpoint({
  ...common,
  method: "POST",
  summary: "Status and result of an asynchronous job (credentials in the body)",
  body: "json",
});

export const JOB_ENDPOINTS = [jobStatusGet, jobStatusPost];
