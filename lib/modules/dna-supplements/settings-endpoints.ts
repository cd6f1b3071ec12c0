// GET/PUT /api/v1/dna-supplements/settings — the clinic's supplement catalogue and advisor settings (free).
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { assertCanEdit, editorOf } from "./catalogue/access";
import {
  MAX_CATALOGUE_PRODUCTS, MAX_INSTRUCTIONS, MAX_MAX_ITEMS, MIN_MAX_ITEMS, PRODUCT_CATEGORIES,
  settingsPutRequest, settingsResponse, type SettingsResponse,
} from "./catalogue/schemas";
import { catalogueHistory, loadCatalogue, type CatalogueState } from "./catalogue/store";
import { saveCatalogue } from "./catalogue/store";
import type { PrismaClient } from "@/lib/generated/prisma/client";

const PATH = "/api/v1/dna-supplements/settings";
const TAGS = ["DNA supplement advisor"] as const;

async function answer(db: PrismaClient, accountId: string, state: CatalogueState, canEdit: boolean): Promise<SettingsResponse> {
  const history = await catalogueHistory(db, accountId);
  return {
    catalogue: state.products,
    settings: state.settings,
    products: state.products.length,
    categories: [...PRODUCT_CATEGORIES],
    limits: { products: MAX_CATALOGUE_PRODUCTS, instructions_chars: MAX_INSTRUCTIONS, max_items: { min: MIN_MAX_ITEMS, max: MAX_MAX_ITEMS } },
    version: state.version,
    updated_at: state.updatedAt?.toISOString() ?? null,
    updated_by: state.updatedBy,
    history: history.map((h) => ({ version: h.version, changed_at: h.changedAt.toISOString(), changed_by: h.changedBy, summary: h.summary })),
    can_edit: canEdit,
  };
}

export const settingsGet = defineEndpoint({
  method: "GET",
  path: PATH,
  summary: "The clinic's supplement catalogue and advisor settings",
  description: "Catalogue (≤ 200 products), settings (mode, instructions, max_items), version and change history. Authentication required (HTTP Basic or web session); free.",
  tags: TAGS,
  version: "v1",
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  body: "none",
  request: z.object({}),
  response: settingsResponse,
  handler: async ({ account, userId, db }) => {
    const prisma = await db();
    const { canEdit } = await editorOf(prisma, account!.id, account!.username, userId);
    return answer(prisma, account!.id, await loadCatalogue(prisma, account!.id), canEdit);
  },
});

export const settingsPut = defineEndpoint({
  method: "PUT",
  path: PATH,
  summary: "Replace the clinic's supplement catalogue and/or change its settings",
  description:
    "Body holds `catalogue`, `settings`, or both. A supplied catalogue replaces the whole list (> 200 products → VAL_2006). Each save is a new version (who, when, what). Signed-in clinicians may not change it (AUTH_1011); free.",
  tags: TAGS,
  version: "v1",
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  body: "json",
  request: settingsPutRequest,
  response: settingsResponse,
  handler: async ({ account, userId, body, db }) => {
    const prisma = await db();
    const { author, canEdit } = await editorOf(prisma, account!.id, account!.username, userId);
    assertCanEdit(canEdit);
    const state = await saveCatalogue(prisma, {
      accountId: account!.id, userId, author,
      ...(body.catalogue ? { catalogue: body.catalogue } : {}),
      ...(body.settings ? { settings: body.settings } : {}),
    });
    return answer(prisma, account!.id, state, canEdit);
  },
});
