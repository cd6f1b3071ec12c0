// The clinic's supplement catalogue store: append-only versions per clinic (account); the newest is current.
// Shared by the DNA supplement advisor and the nutrition plan (lib/modules/nutrition/catalogue-seam.ts).
import { ApiError } from "@/lib/api/api-error";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { describeChange } from "./diff";
import { DEFAULT_SETTINGS, productSchema, settingsSchema, type CatalogueProduct, type CatalogueSettings } from "./schemas";

export interface CatalogueState {
  products: CatalogueProduct[];
  settings: CatalogueSettings;
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export interface HistoryEntry { version: number; changedAt: Date; changedBy: string; summary: string }

const HISTORY_SHOWN = 20;

function parseRow(row: { products: unknown; settings: unknown }): { products: CatalogueProduct[]; settings: CatalogueSettings } {
  // Rows were validated when written; parsing again keeps a hand-edited row from reaching a plan malformed.
  const products = Array.isArray(row.products) ? row.products.flatMap((p) => { const r = productSchema.safeParse(p); return r.success ? [r.data] : []; }) : [];
  const settings = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...(row.settings as object) });
  return { products, settings: settings.success ? settings.data : { ...DEFAULT_SETTINGS } };
}

/** The clinic's current catalogue and settings (empty catalogue and defaults when it never saved one). */
export async function loadCatalogue(db: PrismaClient, accountId: string): Promise<CatalogueState> {
  const row = await db.supplementCatalogueVersion.findFirst({ where: { accountId }, orderBy: { version: "desc" } });
  if (!row) return { products: [], settings: { ...DEFAULT_SETTINGS }, version: 0, updatedAt: null, updatedBy: null };
  return { ...parseRow(row), version: row.version, updatedAt: row.createdAt, updatedBy: row.author };
}

/** Who changed the clinic's catalogue, when and what — newest first. */
export async function catalogueHistory(db: PrismaClient, accountId: string, take = HISTORY_SHOWN): Promise<HistoryEntry[]> {
  const rows = await db.supplementCatalogueVersion.findMany({
    where: { accountId }, orderBy: { version: "desc" }, take, select: { version: true, createdAt: true, author: true, summary: true },
  });
  return rows.map((r) => ({ version: r.version, changedAt: r.createdAt, changedBy: r.author, summary: r.summary }));
}

/**
 * Saves a new version: a supplied catalogue replaces the whole list, supplied settings fields replace theirs.
 * Two saves racing for the same version number collide on the unique (account, version) key; the loser
 * re-reads and applies its change on top, so no change is silently lost.
 */
export async function saveCatalogue(
  db: PrismaClient,
  args: { accountId: string; userId: string | null; author: string; catalogue?: CatalogueProduct[]; settings?: Partial<CatalogueSettings> },
): Promise<CatalogueState> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await loadCatalogue(db, args.accountId);
    const products = args.catalogue ?? current.products;
    const settings: CatalogueSettings = { ...current.settings, ...definedOnly(args.settings ?? {}) };
    const summary = describeChange(current, { products, settings });
    try {
      const row = await db.supplementCatalogueVersion.create({
        data: { accountId: args.accountId, version: current.version + 1, products, settings, summary, userId: args.userId, author: args.author },
      });
      return { products, settings, version: row.version, updatedAt: row.createdAt, updatedBy: row.author };
    } catch (e) {
      if ((e as { code?: string }).code !== "P2002") throw e;
    }
  }
  throw new ApiError("SRV_5001", "The catalogue was changed by someone else at the same moment; reload and save again.");
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
