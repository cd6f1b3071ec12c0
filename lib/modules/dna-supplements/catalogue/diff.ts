// Words for one catalogue change, stored with each version so the history says what changed, not just when.
import type { CatalogueProduct, CatalogueSettings } from "./schemas";

const key = (p: CatalogueProduct) => `${p.name.toLowerCase()}|${p.brand.toLowerCase()}`;

/** Summarises how `next` differs from `prev` (added/removed/edited products, each changed setting). */
export function describeChange(
  prev: { products: readonly CatalogueProduct[]; settings: CatalogueSettings },
  next: { products: readonly CatalogueProduct[]; settings: CatalogueSettings },
): string {
  const parts: string[] = [];
  const before = new Map(prev.products.map((p) => [key(p), JSON.stringify(p)]));
  const after = new Map(next.products.map((p) => [key(p), JSON.stringify(p)]));
  const added = [...after.keys()].filter((k) => !before.has(k)).length;
  const removed = [...before.keys()].filter((k) => !after.has(k)).length;
  const edited = [...after.entries()].filter(([k, v]) => before.has(k) && before.get(k) !== v).length;
  if (added || removed || edited || prev.products.length !== next.products.length) {
    const bits = [added && `+${added} added`, removed && `-${removed} removed`, edited && `${edited} edited`].filter(Boolean).join(", ");
    parts.push(`catalogue: ${prev.products.length} → ${next.products.length} products${bits ? ` (${bits})` : ""}`);
  }
  if (prev.settings.mode !== next.settings.mode) parts.push(`settings.mode ${prev.settings.mode} → ${next.settings.mode}`);
  if (prev.settings.max_items !== next.settings.max_items) parts.push(`settings.max_items ${prev.settings.max_items} → ${next.settings.max_items}`);
  if (prev.settings.instructions !== next.settings.instructions) parts.push(`settings.instructions changed (${prev.settings.instructions.length} → ${next.settings.instructions.length} characters)`);
  return parts.length ? parts.join("; ") : "saved without changes";
}
