// Where a printed marker goes on the body map: its name (or long name) through the analyte knowledge base's
// multilingual matcher, the analyte's regions from ./analyte-regions.ts, and the report's category as the
// last resort. Pure and synchronous: the analyze endpoint's deterministic path.
import { findCategory, matchAnalyte, MIN_CONFIDENCE } from "@/lib/knowledge/analytes";
import type { Analyte } from "@/lib/knowledge/analytes/types";
import { ANALYTE_REGION_ROWS } from "./analyte-regions";
import { CATEGORY_REGION_ROWS, CATEGORY_WORD_ROWS } from "./category-regions";
import type { BodyRegion } from "./regions";

export interface MarkerInput {
  name: string;
  longName?: string;
  unit?: string;
  category?: string;
}

export interface Placement {
  regions: readonly BodyRegion[];
  /** Knowledge-base analyte id, null when placed through the category. */
  analyteId: string | null;
  via: "analyte" | "category";
}

const REGIONS_BY_ANALYTE = new Map<string, readonly BodyRegion[]>();
for (const row of ANALYTE_REGION_ROWS) for (const id of row.analytes) REGIONS_BY_ANALYTE.set(id, row.regions);
const REGIONS_BY_CATEGORY = new Map(CATEGORY_REGION_ROWS.map((r) => [r.category, r.regions]));

/** The regions an analyte is drawn on: the table row, else the knowledge base's own list (new analytes). */
export function regionsOfAnalyte(analyte: Analyte): readonly BodyRegion[] {
  return REGIONS_BY_ANALYTE.get(analyte.id) ?? analyte.regions;
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Regions for a panel name in any of the report languages, or null. */
export function regionsOfCategory(category: string): readonly BodyRegion[] | null {
  const known = findCategory(category);
  if (known) return REGIONS_BY_CATEGORY.get(known) ?? null;
  const folded = ` ${fold(category)} `;
  for (const row of CATEGORY_WORD_ROWS) {
    if (row.words.some((w) => folded.includes(fold(w)))) return [row.region];
  }
  return null;
}

function bestMatch(input: MarkerInput): Analyte | null {
  const opts = input.unit ? { unit: input.unit } : {};
  const byName = input.name ? matchAnalyte(input.name, opts) : null;
  const byLong = input.longName ? matchAnalyte(input.longName, opts) : null;
  // The long name disambiguates abbreviations ("ALP" could be read several ways; "Alkaline phosphatase" not).
  const best = [byName, byLong].reduce<{ analyte: Analyte; confidence: number } | null>((acc, m) => {
    if (!m?.analyte || m.confidence < MIN_CONFIDENCE) return acc;
    return !acc || m.confidence > acc.confidence ? { analyte: m.analyte, confidence: m.confidence } : acc;
  }, null);
  return best?.analyte ?? null;
}

/**
 * Places one marker: a known analyte with regions wins; otherwise its category; null when neither fits
 * (the marker is then counted as unmapped, or handed to the model when ai_assist is on).
 */
export function placeMarker(input: MarkerInput): Placement | null {
  const analyte = bestMatch(input);
  if (analyte) {
    const regions = regionsOfAnalyte(analyte);
    if (regions.length > 0) return { regions, analyteId: analyte.id, via: "analyte" };
  }
  const byCategory = input.category ? regionsOfCategory(input.category) : null;
  if (byCategory && byCategory.length > 0) return { regions: byCategory, analyteId: analyte?.id ?? null, via: "category" };
  return null;
}
