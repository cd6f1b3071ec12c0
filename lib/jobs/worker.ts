// The job worker: polls the queue for jobs of the modules this process registered, runs at most `concurrency`
// at once, renews each running job's lease while it works and finishes it (completed with the response, or
// failed with an error envelope). Any number of workers, in one process or many, share one queue.
import { isApiError } from "@/lib/api/api-error";
import { errorBody } from "@/lib/api/envelope";
import { log } from "@/lib/api/log";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { jobHandler, registeredModules } from "./handlers";
import { claimJobs, completeJob, failAbandonedJobs, failJob, purgeFinishedJobs, renewLease, type ClaimedJob } from "./queue";

export interface WorkerOptions {
  getDb: () => Promise<PrismaClient>;
  /** Jobs run at once by this worker (JOB_CONCURRENCY, default 2: the machine has two cores). */
  concurrency?: number;
  /** How often an idle worker looks for work. */
  pollMs?: number;
  /** How long a claim lasts without renewal; a dead worker's job is retried after it. */
  leaseMs?: number;
  /** api_version written into failed results' envelopes. */
  apiVersion?: string;
}

function failureEnvelope(err: unknown, apiVersion: string, jobId: string): unknown {
  if (isApiError(err)) return errorBody(err.code, apiVersion, err.details, err.message);
  return errorBody("SRV_5001", apiVersion, `The job could not be completed. Quote job id ${jobId} when contacting support. No credit was charged.`);
}

export class JobWorker {
  private readonly opts: Required<WorkerOptions>;
  private running = new Map<string, AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking = false;
  private lastHousekeeping = 0;

  constructor(opts: WorkerOptions) {
    this.opts = {
      concurrency: Math.max(1, Number(process.env.JOB_CONCURRENCY) || 2),
      pollMs: 1000,
      leaseMs: 60_000,
      apiVersion: "v1",
      ...opts,
    };
  }

  /** Starts polling. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks for work now (after a submission) instead of at the next poll. */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /**
   * Stops polling. `abandon` leaves running jobs as they are, as a process that dies would (their leases expire
   * and another worker retries them); otherwise waits for them to finish.
   */
  async stop(opts: { abandon?: boolean } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (opts.abandon) {
      for (const c of this.running.values()) c.abort(new Error("worker stopped"));
      this.running.clear();
      return;
    }
    while (this.running.size > 0) await new Promise((r) => setTimeout(r, 20));
  }

  /** Jobs this worker is running now. */
  get active(): number {
    return this.running.size;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.ticking) return;
    this.ticking = true;
    try {
      const db = await this.opts.getDb();
      await this.housekeeping(db);
      const free = this.opts.concurrency - this.running.size;
      const jobs = await claimJobs(db, registeredModules(), free, this.opts.leaseMs);
      for (const job of jobs) this.run(db, job);
    } catch (err) {
      log.error({ err: err instanceof Error ? err.message : String(err) }, "job worker poll failed");
    } finally {
      this.ticking = false;
      if (!this.stopped) this.schedule(this.opts.pollMs);
    }
  }

  private async housekeeping(db: PrismaClient): Promise<void> {
    if (Date.now() - this.lastHousekeeping < 60_000) return;
    this.lastHousekeeping = Date.now();
    await failAbandonedJobs(db, (id) => failureEnvelope(null, this.opts.apiVersion, id));
    await purgeFinishedJobs(db);
  }

  private run(db: PrismaClient, job: ClaimedJob): void {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const renew = setInterval(() => {
      void renewLease(db, job, this.opts.leaseMs).then(
        (ours) => {
          if (!ours) controller.abort(new Error("lease lost"));
        },
        () => undefined,
      );
    }, Math.max(50, Math.floor(this.opts.leaseMs / 3)));
    renew.unref?.();
    controller.signal.addEventListener("abort", () => clearInterval(renew), { once: true });
    const handler = jobHandler(job.module);
    const work = handler
      ? handler(job.input, { jobId: job.id, accountId: job.accountId, attempt: job.attempt, signal: controller.signal, db })
      : Promise.reject(new Error(`no handler for module ${job.module}`));
    void work
      .then(
        async (response) => {
          if (controller.signal.aborted) return;
          await completeJob(db, job, response);
        },
        async (err: unknown) => {
          if (controller.signal.aborted) return;
          log.error({ jobId: job.id, module: job.module, err: err instanceof Error ? err.message : String(err) }, "job failed");
          await failJob(db, job, failureEnvelope(err, this.opts.apiVersion, job.id));
        },
      )
      .catch((err: unknown) => log.error({ jobId: job.id, err: err instanceof Error ? err.message : String(err) }, "job could not be finished"))
      .finally(() => {
        clearInterval(renew);
        if (this.running.get(job.id) === controller) this.running.delete(job.id);
        if (!this.stopped) this.schedule(0);
      });
  }
}

const holder = globalThis as unknown as { __labJobWorker?: JobWorker };

/** The process's own worker, started on first use (server start-up, or the first submission). */
export function ensureJobWorker(getDb: () => Promise<PrismaClient>): JobWorker {
  if (!holder.__labJobWorker) {
    holder.__labJobWorker = new JobWorker({ getDb });
    holder.__labJobWorker.start();
  }
  return holder.__labJobWorker;
}

/** Tests: stop and forget the process's worker. */
export async function stopSharedJobWorker(opts: { abandon?: boolean } = {}): Promise<void> {
  const w = holder.__labJobWorker;
  holder.__labJobWorker = undefined;
  await w?.stop(opts);
}
