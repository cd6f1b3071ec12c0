// The asynchronous half of the endpoints that answer either at once or, with `?async=1` / `X-Async: 1`, as a
// job polled at /api/jobs/{id} (DNA interpretation, DNA + blood report, DNA supplement advisor). One place
// keeps the 202 answer, the credit hand-over and the documentation of both identical, so they cannot drift.
import type { EndpointContext } from "@/lib/api/define-endpoint";
import { getDb } from "@/lib/db/client";
import { POLL_INTERVAL_MS } from "./endpoints";
import { RESULT_RETENTION_HOURS, submitJob } from "./queue";
import { ensureJobWorker } from "./worker";

/** The root fields of the 202 answer, for the endpoint's `rootFieldsDoc`. */
export const ASYNC_ROOT_FIELDS_DOC = { job_id: "Async only: the job id", poll_url: "Async only: /api/jobs/<job_id>", poll_interval_ms: "Async only" };

/** The `async` block of a module's info answer. */
export const ASYNC_INFO = { query: "?async=1", header: "X-Async: 1", poll_url: "/api/jobs/{job_id}", result_retention_hours: RESULT_RETENTION_HOURS };

export interface JobAccepted {
  status: "pending";
  job_id: string;
  poll_url: string;
  poll_interval_ms: number;
}

/**
 * Queues `input` as a job of `module` and turns the request into its 202 answer. The request's credit
 * reservation goes with the job (committed when it completes, released when it fails), so the kernel
 * debits nothing now; the poll address is in the Location header and at the root of the envelope.
 */
export async function acceptAsJob<Body>(ctx: EndpointContext<Body>, module: string, input: unknown): Promise<JobAccepted> {
  const jobId = await submitJob(await ctx.db(), { accountId: ctx.account!.id, module, input, reservation: ctx.takeReservation() });
  ensureJobWorker(getDb).wake();
  const accepted: JobAccepted = { status: "pending", job_id: jobId, poll_url: `/api/jobs/${jobId}`, poll_interval_ms: POLL_INTERVAL_MS };
  ctx.responseStatus = 202;
  ctx.waiveCost = true;
  ctx.responseHeaders.location = accepted.poll_url;
  Object.assign(ctx.rootFields, accepted);
  return accepted;
}
