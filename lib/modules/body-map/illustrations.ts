// Producing illustrations: ready from the cache, or claimed and rendered once (per spec, across instances),
// with callers waiting as long as they are willing to. Rendering runs after the request that started it
// has its answer, so a 0-second wait never blocks.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/api/log";
import { claimRender, illustrationState, releaseClaim, storeRendered } from "./illustration-store";
import { renderIllustration } from "./render-png";
import { parseSpec } from "./spec";

const inFlight = new Map<string, Promise<Buffer | null>>();
const POLL_MS = 200;

function startRender(db: PrismaClient, spec: string): Promise<Buffer | null> {
  const parsed = parseSpec(spec);
  if (!parsed) return Promise.resolve(null);
  const job = (async () => {
    try {
      const png = await renderIllustration(parsed);
      await storeRendered(db, spec, png);
      return png;
    } catch (err) {
      log.error({ spec, err: err instanceof Error ? err.message : String(err) }, "body-map illustration failed");
      await releaseClaim(db, spec).catch(() => undefined);
      return null;
    } finally {
      inFlight.delete(spec);
    }
  })();
  inFlight.set(spec, job);
  return job;
}

export type Produced = { state: "ready"; png: Buffer } | { state: "rendering" };

/**
 * The illustration of `spec`, rendering it if nobody has; waits up to `waitMs` for it. "rendering" means it
 * is being drawn (here or by another instance) and was not finished in time.
 */
export async function produceIllustration(db: PrismaClient, spec: string, waitMs: number): Promise<Produced> {
  const deadline = Date.now() + waitMs;
  const current = await illustrationState(db, spec);
  if (current.state === "ready") return current;
  let job = inFlight.get(spec);
  if (!job && (await claimRender(db, spec))) job = startRender(db, spec);
  if (job) {
    const png = await Promise.race([job, new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now())).unref?.())]);
    return png ? { state: "ready", png } : { state: "rendering" };
  }
  // Another instance is drawing it: look again until the wait is over.
  while (Date.now() + POLL_MS <= deadline) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const again = await illustrationState(db, spec);
    if (again.state === "ready") return again;
  }
  return { state: "rendering" };
}

/** Starts rendering in the background if nobody has (the answer to analyze does not wait). */
export function renderInBackground(db: PrismaClient, spec: string): void {
  void produceIllustration(db, spec, 0).catch(() => undefined);
}
