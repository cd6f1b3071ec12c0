// The curated DNA panel: every row from the category files, plus the look-ups the genotype reader needs while
// streaming (which rsids to keep, where each one sits on GRCh37 and GRCh38 to confirm the build).
import { CLINICAL_MARKERS } from "./clinical";
import { MORE_CLINICAL_MARKERS } from "./clinical-more";
import { LIFESTYLE_MARKERS } from "./lifestyle";
import { MORE_LIFESTYLE_MARKERS } from "./lifestyle-more";
import { MORE_PHARMACOGENOMIC_MARKERS, PHARMACOGENOMIC_MARKERS } from "./pharmacogenomics";
import { EXTRA_PHARMACOGENOMIC_MARKERS } from "./pharmacogenomics-more2";
import { ROUND2_MARKERS } from "./round2";
import type { PanelMarker } from "./types";

export type { Base, PanelMarker, PanelSource, SourceKind, TopicKey } from "./types";

/**
 * The contract's panel size (`source.panel_total`, "Markers in the DNA panel": 334). The curated rows below are
 * fewer: only rows checked against their sources are shipped (docs/decisions.md, "DNA knowledge").
 */
export const PANEL_TOTAL = 334;

/** Every curated row, in a stable order (pharmacogenomics, clinical, lifestyle). */
export const PANEL: readonly PanelMarker[] = [
  ...PHARMACOGENOMIC_MARKERS, ...MORE_PHARMACOGENOMIC_MARKERS, ...CLINICAL_MARKERS, ...LIFESTYLE_MARKERS,
  ...EXTRA_PHARMACOGENOMIC_MARKERS, ...MORE_CLINICAL_MARKERS, ...MORE_LIFESTYLE_MARKERS, ...ROUND2_MARKERS,
];

const BY_RSID = new Map(PANEL.map((m) => [m.rsid, m]));

/** rsids of the panel, so the streaming reader can keep only these rows. */
export const PANEL_RSIDS: ReadonlySet<string> = new Set(BY_RSID.keys());

export interface KnownPosition {
  chrom: string;
  pos37: number;
  pos38: number;
}

/** rsid -> chromosome and positions on both builds; the reader votes on the build with these. */
export const KNOWN_POSITIONS: ReadonlyMap<string, KnownPosition> = new Map(
  PANEL.map((m) => [m.rsid, { chrom: m.chrom, pos37: m.pos37, pos38: m.pos38 }]),
);

/** The panel row for an rsid (case-insensitive), or undefined. */
export function panelMarker(rsid: string): PanelMarker | undefined {
  return BY_RSID.get(rsid.trim().toLowerCase());
}

/** True for A/T and C/G markers, whose strand cannot be told from the alleles (never complement-flipped). */
export function isPalindromic(m: Pick<PanelMarker, "ref" | "alt">): boolean {
  const pair = [m.ref, m.alt].sort().join("");
  return pair === "AT" || pair === "CG";
}
