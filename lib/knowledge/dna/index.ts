// Public surface of the DNA knowledge library (used by lib/modules/dna).
export { interpretGenotypes } from "./interpret";
export { KNOWN_POSITIONS, PANEL, PANEL_RSIDS, PANEL_TOTAL, isPalindromic, panelMarker } from "./panel";
export type { KnownPosition } from "./panel";
export { DNA_CATALOGUES, dnaWriter, missingDnaKeys } from "./i18n";
export { SANDBOX_GENOTYPES } from "./sandbox";
export type * from "./types";
