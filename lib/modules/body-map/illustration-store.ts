// The illustration cache in the database (table body_map_illustrations), shared by every app instance: one
// row per spec, "rendering" while an instance draws it, then "ready" with the PNG. A claim older than
// STALE_RENDER_MS (a crashed instance) may be taken over.
import type { PrismaClient } from "@/lib/generated/prisma/client";

export const STALE_RENDER_MS = 60_000;

export type IllustrationState = { state: "ready"; png: Buffer } | { state: "rendering" } | { state: "absent" };

/** What the cache holds for a spec. */
export async function illustrationState(db: PrismaClient, spec: string): Promise<IllustrationState> {
  const row = await db.bodyMapIllustration.findUnique({ where: { spec } });
  if (!row) return { state: "absent" };
  if (row.status === "ready" && row.png) return { state: "ready", png: Buffer.from(row.png) };
  return { state: "rendering" };
}

/** True when the spec has a finished illustration (without reading its bytes). */
export async function isIllustrationReady(db: PrismaClient, spec: string): Promise<boolean> {
  const n = await db.bodyMapIllustration.count({ where: { spec, status: "ready" } });
  return n > 0;
}

/**
 * Atomically claims the right to render a spec: true when this caller inserted the "rendering" row or took
 * over a stale one; false when it is ready or another instance is drawing it.
 */
export async function claimRender(db: PrismaClient, spec: string): Promise<boolean> {
  const staleBefore = new Date(Date.now() - STALE_RENDER_MS);
  const rows = await db.$queryRaw<{ spec: string }[]>`
    INSERT INTO body_map_illustrations (spec, status, started_at) VALUES (${spec}, 'rendering', now())
    ON CONFLICT (spec) DO UPDATE SET started_at = now()
      WHERE body_map_illustrations.status = 'rendering' AND body_map_illustrations.started_at < ${staleBefore}
    RETURNING spec`;
  return rows.length === 1;
}

/** Stores the finished PNG and marks the spec ready. */
export async function storeRendered(db: PrismaClient, spec: string, png: Buffer): Promise<void> {
  await db.bodyMapIllustration.update({ where: { spec }, data: { status: "ready", png: new Uint8Array(png), renderedAt: new Date() } });
}

/** Gives up a claim after a failed render, so the next request tries again. */
export async function releaseClaim(db: PrismaClient, spec: string): Promise<void> {
  await db.bodyMapIllustration.deleteMany({ where: { spec, status: "rendering" } });
}
