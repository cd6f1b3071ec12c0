// Shapes of the clinic supplement catalogue and advisor settings (extended-modules contract, "Catalogue settings").
import { z } from "zod";

export const MAX_CATALOGUE_PRODUCTS = 200;
export const MAX_INSTRUCTIONS = 1500;
export const MIN_MAX_ITEMS = 3;
export const MAX_MAX_ITEMS = 12;
export const PRODUCT_CATEGORIES = ["vitamin", "mineral", "probiotic", "omega", "herbal", "other"] as const;
export const CATALOGUE_MODES = ["prefer", "only", "off"] as const;

const text = (max: number, what: string) => z.string().trim().max(max).default("").describe(what);

export const productSchema = z.object({
  name: z.string().trim().min(1).max(200).describe("Product name as the clinic sells it"),
  brand: text(120, "Brand or manufacturer"),
  form: text(80, "capsule, tablet, liquid, powder, …"),
  dosage: text(120, "Amount per serving as printed, e.g. '1000 IU per capsule'"),
  category: z.enum(PRODUCT_CATEGORIES).describe("vitamin, mineral, probiotic, omega, herbal or other"),
  description: text(1000, "What it contains / what it is for"),
});
export type CatalogueProduct = z.infer<typeof productSchema>;

export const settingsSchema = z.object({
  mode: z.enum(CATALOGUE_MODES).describe("prefer: clinic products where suitable, otherwise evidence-based; only: clinic products alone; off"),
  instructions: z.string().max(MAX_INSTRUCTIONS).describe("The clinic's own instructions to the AI writer (≤ 1500 characters); safety rules always take precedence"),
  max_items: z.number().int().min(MIN_MAX_ITEMS).max(MAX_MAX_ITEMS).describe("Recommendations per plan, 3 to 12"),
});
export type CatalogueSettings = z.infer<typeof settingsSchema>;

/** Settings of a clinic that never saved any (decided; docs/decisions.md "DNA supplements"). */
export const DEFAULT_SETTINGS: CatalogueSettings = { mode: "prefer", instructions: "", max_items: 8 };

export const settingsPutRequest = z
  .object({
    catalogue: z.array(productSchema).max(MAX_CATALOGUE_PRODUCTS).optional().describe("Replaces the whole product list (≤ 200 products)"),
    settings: settingsSchema.partial().optional().describe("Fields given here replace the saved ones; omitted fields keep their value"),
  })
  .describe("PUT body: catalogue, settings, or both");

export const historyEntrySchema = z.object({
  version: z.number().int(),
  changed_at: z.string().describe("ISO 8601"),
  changed_by: z.string().describe("The user's e-mail, or 'API (<account username>)'"),
  summary: z.string().describe("What changed"),
});

export const settingsResponse = z.object({
  catalogue: z.array(productSchema),
  settings: settingsSchema,
  products: z.number().int().describe("Number of products in the catalogue"),
  categories: z.array(z.enum(PRODUCT_CATEGORIES)),
  limits: z.object({ products: z.number().int(), instructions_chars: z.number().int(), max_items: z.object({ min: z.number().int(), max: z.number().int() }) }),
  version: z.number().int().describe("0 when the clinic never saved a catalogue"),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  history: z.array(historyEntrySchema).describe("The newest 20 changes, newest first"),
  can_edit: z.boolean().describe("false for a signed-in clinician (only clinic admins change the catalogue)"),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;
