// First step of interpretation: keep the panel's rows from the caller's calls, read each on the plus strand and
// check its position against the stated build. Pure; the streaming reader has already parsed the file.
import { readMarker, type MarkerRead } from "./genotype";
import { PANEL, panelMarker, type PanelMarker } from "./panel";
import type { GenomeBuild, GenotypeCall } from "./types";

export interface PanelReads {
  reads: Map<string, MarkerRead>;
  /** rsids read on the reverse strand and converted. */
  flipped: string[];
  /** Rows whose alleles did not fit the marker. */
  mismatches: { marker: PanelMarker; genotype: string }[];
  /** Rows whose position matches the other build and not the stated one. */
  otherBuildPositions: number;
}

const HAPLOID_CHROMS = new Set(["X", "Y", "MT"]);

/** Reads every panel row present in `calls` (first call wins for a duplicated rsid). */
export function readPanel(calls: Iterable<GenotypeCall> | ReadonlyMap<string, GenotypeCall>, build: GenomeBuild): PanelReads {
  const source: Iterable<GenotypeCall> = isMap(calls) ? calls.values() : calls;
  const byRsid = new Map<string, GenotypeCall>();
  for (const call of source) {
    const rsid = call.rsid.trim().toLowerCase();
    if (!byRsid.has(rsid) && panelMarker(rsid)) byRsid.set(rsid, call);
  }
  const out: PanelReads = { reads: new Map(), flipped: [], mismatches: [], otherBuildPositions: 0 };
  for (const marker of PANEL) {
    const call = byRsid.get(marker.rsid);
    if (!call) continue;
    const read = readMarker(marker, call.genotype, HAPLOID_CHROMS.has(marker.chrom));
    out.reads.set(marker.rsid, read);
    if (read.status === "called" && read.flipped) out.flipped.push(marker.rsid);
    if (read.status === "mismatch") out.mismatches.push({ marker, genotype: read.genotype });
    const stated = build === "GRCh38" ? marker.pos38 : marker.pos37;
    const other = build === "GRCh38" ? marker.pos37 : marker.pos38;
    if (call.pos > 0 && call.pos !== stated && call.pos === other) out.otherBuildPositions += 1;
  }
  return out;
}

function isMap(x: unknown): x is ReadonlyMap<string, GenotypeCall> {
  return x instanceof Map;
}
