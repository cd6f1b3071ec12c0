// The job handler registry: a module registers what runs its jobs under its module name, so the queue and the
// worker stay generic (DNA today; DNA + blood and supplements next).
import type { PrismaClient } from "@/lib/generated/prisma/client";

export interface JobRunContext {
  jobId: string;
  accountId: string;
  /** 1 on the first run; higher when a job is retried after its worker died. */
  attempt: number;
  /** Aborts when the worker stops or loses the job's lease. */
  signal: AbortSignal;
  db: PrismaClient;
}

/**
 * Runs one job. Returns the body the synchronous request would have answered (the success envelope); throws
 * an ApiError for a failure the caller should see (it becomes the failed result's error envelope).
 */
export type JobHandler = (input: unknown, ctx: JobRunContext) => Promise<Record<string, unknown>>;

// On globalThis: the custom server and the Next bundle load this module twice in one process; both must see
// one registry (and one worker, ./worker.ts).
const holder = globalThis as unknown as { __labJobHandlers?: Map<string, JobHandler> };
const handlers = (holder.__labJobHandlers ??= new Map<string, JobHandler>());

/** Registers the handler of `module` (once per process; a second registration replaces the first). */
export function registerJobHandler(module: string, handler: JobHandler): void {
  handlers.set(module, handler);
}

/** The handler of `module`, if this process has one. */
export function jobHandler(module: string): JobHandler | undefined {
  return handlers.get(module);
}

/** Modules this process can run (the worker claims only these). */
export function registeredModules(): string[] {
  return [...handlers.keys()];
}
