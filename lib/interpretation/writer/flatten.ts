// The v12 flat interpretation is the v11 sections read item by item: one element per item, carrying the
// shortcode of its subsection, so both versions always say the same thing.
import type { FlatItem, Section } from "../types";

/** Flattens sections to `[{shortcode, item}]`, in reading order. */
export function flattenSections(sections: readonly Section[]): FlatItem[] {
  return sections.flatMap((s) => s.subsections.flatMap((sub) => sub.items.map(({ item }) => ({ shortcode: sub.shortcode, item }))));
}
