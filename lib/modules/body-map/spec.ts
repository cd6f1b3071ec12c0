// Reading a spec back into regions and levels (the render address carries only the spec). Strict: the
// exact form specOf() writes, so one picture has exactly one spec and a hand-made variant is refused.
import { regionByCode, type BodyRegion } from "@/lib/knowledge/body-map";
import { ALL_CLEAR_SPEC, MAP_VERSION, MAX_DRAWN, specOf } from "./map-panel";

export type ParsedSpec = { allClear: true; regions: Map<BodyRegion, 1 | 2> } | { allClear: false; regions: Map<BodyRegion, 1 | 2> };

/** The regions and levels of a spec, or null when it is not one specOf() could have written. */
export function parseSpec(spec: string): ParsedSpec | null {
  if (spec === ALL_CLEAR_SPEC) return { allClear: true, regions: new Map() };
  const parts = spec.split(".");
  if (parts[0] !== `v${MAP_VERSION}` || parts.length < 2 || parts.length > MAX_DRAWN + 1) return null;
  const regions = new Map<BodyRegion, 1 | 2>();
  for (const part of parts.slice(1)) {
    const m = /^([a-z]{3})([12])$/.exec(part);
    const region = m ? regionByCode(m[1]!) : null;
    if (!m || !region || regions.has(region)) return null;
    regions.set(region, Number(m[2]) as 1 | 2);
  }
  const canonical = specOf([...regions].map(([key, level]) => ({ key, level })));
  return canonical === spec ? { allClear: false, regions } : null;
}
