// The deterministic body map: flagged markers → regions → legend, drawn regions and the canonical spec.
// Pure and synchronous (no database, no model, no image), so the same panel always gives the same answer.
import {
  BODY_REGIONS,
  REGION_CODES,
  placeMarker,
  regionOrder,
  type BodyRegion,
  type Level,
  type MarkerInput,
} from "@/lib/knowledge/body-map";
import { readParameter, type ReadParameter } from "./read-parameter";
import type { BodyMapParameter } from "./schemas";

export const MAP_VERSION = 1;
export const ENGINE_VERSION = 1;
export const MAX_DRAWN = 6;
export const ALL_CLEAR_SPEC = `v${MAP_VERSION}.clear`;

export interface MappedRegion {
  key: BodyRegion;
  level: 1 | 2;
  drawn: boolean;
  markers: string[];
}

export interface Recognition {
  name: string;
  region: BodyRegion | null;
  regions: BodyRegion[];
  level: Level;
}

export interface PanelMap {
  regions: MappedRegion[];
  spec: string;
  flaggedCount: number;
  /** Flagged markers no table (nor the model) could place. */
  unmapped: ReadParameter[];
  recognised: Recognition[];
  unrecognised: Recognition[];
  errors: string[];
  parameterCount: number;
}

/** Places markers the tables could not (the AI-assisted path); returns marker index → regions. */
export type ExtraPlacements = ReadonlyMap<number, readonly BodyRegion[]>;

interface Placed {
  p: ReadParameter;
  regions: readonly BodyRegion[];
}

function byMarkerSeverity(a: Placed, b: Placed): number {
  return b.p.level - a.p.level || b.p.deviation - a.p.deviation || (a.p.name < b.p.name ? -1 : a.p.name > b.p.name ? 1 : a.p.index - b.p.index);
}

/** The spec: drawn regions in canonical order as code+level, e.g. "v1.hrt2.liv2.bld1". */
export function specOf(drawn: readonly { key: BodyRegion; level: number }[]): string {
  if (drawn.length === 0) return ALL_CLEAR_SPEC;
  const parts = [...drawn].sort((a, b) => regionOrder(a.key) - regionOrder(b.key)).map((r) => `${REGION_CODES[r.key]}${r.level}`);
  return `v${MAP_VERSION}.${parts.join(".")}`;
}

/** Reads every parameter (validation errors collected, not thrown) and places the flagged ones. */
export function readPanel(parameters: readonly BodyMapParameter[]): { read: ReadParameter[]; errors: string[] } {
  const read: ReadParameter[] = [];
  const errors: string[] = [];
  parameters.forEach((p, i) => {
    const outcome = readParameter(p, i);
    if (outcome.ok) read.push(outcome.value);
    else errors.push(outcome.error);
  });
  return { read, errors };
}

/** The markers the tables cannot place (what the model is asked about). */
export function unplacedMarkers(read: readonly ReadParameter[]): { index: number; marker: MarkerInput }[] {
  return read.filter((p) => p.level > 0 && placeMarker(p.marker) === null).map((p) => ({ index: p.index, marker: p.marker }));
}

/**
 * Maps a panel. Legend: every placed region, most severe first then canonical order; the first six are
 * drawn. A region's level is its most severe marker's.
 */
export function mapPanel(parameters: readonly BodyMapParameter[], extra: ExtraPlacements = new Map()): PanelMap {
  const { read, errors } = readPanel(parameters);
  const placed: Placed[] = [];
  const unmapped: ReadParameter[] = [];
  const recognised: Recognition[] = [];
  const unrecognised: Recognition[] = [];
  for (const p of read) {
    const regions = placeMarker(p.marker)?.regions ?? extra.get(p.index) ?? null;
    if (regions && regions.length > 0) {
      recognised.push({ name: p.name, region: regions[0]!, regions: [...regions], level: p.level });
      if (p.level > 0) placed.push({ p, regions });
    } else {
      unrecognised.push({ name: p.name, region: null, regions: [], level: p.level });
      if (p.level > 0) unmapped.push(p);
    }
  }
  const perRegion = new Map<BodyRegion, Placed[]>();
  for (const item of placed) for (const r of item.regions) perRegion.set(r, [...(perRegion.get(r) ?? []), item]);
  const regions = BODY_REGIONS.filter((r) => perRegion.has(r))
    .map((key) => {
      const items = perRegion.get(key)!.sort(byMarkerSeverity);
      return { key, level: items[0]!.p.level as 1 | 2, drawn: false, markers: items.map((i) => i.p.name) };
    })
    .sort((a, b) => b.level - a.level || regionOrder(a.key) - regionOrder(b.key));
  regions.forEach((r, i) => (r.drawn = i < MAX_DRAWN));
  return {
    regions,
    spec: specOf(regions.filter((r) => r.drawn)),
    flaggedCount: read.filter((p) => p.level > 0).length,
    unmapped,
    recognised,
    unrecognised,
    errors,
    parameterCount: parameters.length,
  };
}
