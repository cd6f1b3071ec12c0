// The 13 body-map regions in the contract's canonical order, with their three-letter codes. The contract
// fixes the keys, their order and the first three codes (brn, thy, hrt); the other ten codes are ours
// (docs/decisions.md, "Body map"): the first three consonant-led letters of the English organ name, so a
// code reads as its region in a URL or a log line.
import { BODY_REGIONS, type BodyRegion } from "@/lib/knowledge/analytes/types";

export { BODY_REGIONS, type BodyRegion };

export const REGION_CODES: Readonly<Record<BodyRegion, string>> = {
  brain_nerves: "brn",
  thyroid: "thy",
  heart_vessels: "hrt",
  liver: "liv",
  pancreas: "pan",
  adrenals: "adr",
  kidneys: "kid",
  gut: "gut",
  reproductive: "rep",
  blood: "bld",
  immune: "imm",
  bones: "bon",
  muscles: "mus",
};

export interface RegionInfo {
  key: BodyRegion;
  code: string;
  order: number;
}

/** The regions as the regions endpoint lists them: key, code, order from 0. */
export const REGIONS: readonly RegionInfo[] = BODY_REGIONS.map((key, order) => ({ key, code: REGION_CODES[key], order }));

const ORDER = new Map<string, number>(BODY_REGIONS.map((k, i) => [k, i]));
const BY_CODE = new Map<string, BodyRegion>(BODY_REGIONS.map((k) => [REGION_CODES[k], k]));

/** Canonical position of a region (0–12); the drawing priority among regions of equal severity. */
export function regionOrder(key: BodyRegion): number {
  return ORDER.get(key) ?? BODY_REGIONS.length;
}

/** The region a three-letter code stands for (parsing a spec), or null. */
export function regionByCode(code: string): BodyRegion | null {
  return BY_CODE.get(code) ?? null;
}

export function isBodyRegion(value: string): value is BodyRegion {
  return ORDER.has(value);
}
