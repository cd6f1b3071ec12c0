// Limits of the genotype reader (docs/decisions.md, "DNA interpretation: reader and jobs"). The upload limit is
// the contract's; the inflation limits stop zip/gzip bombs while bytes are being inflated, before they use
// memory or time.
const MB = 1024 * 1024;

export interface ReaderLimits {
  /** Bytes of the uploaded raw file (contract: 80 MB). */
  uploadBytes: number;
  /** Bytes an inflated zip member or gzip stream may reach (a 2.7 M-row file is ~80 MB; room for 4×). */
  inflatedBytes: number;
  /** Inflated bytes per compressed byte; genotype text compresses 4–6×, a bomb 1000×. Checked past 1 MB. */
  ratio: number;
  /** Entries a zip may list (an export holds one file, sometimes with a readme). */
  zipEntries: number;
  /** Characters of pasted genotype text (contract: 2,000,000). */
  textChars: number;
}

export const READER_LIMITS: ReaderLimits = {
  uploadBytes: 80 * MB,
  inflatedBytes: 400 * MB,
  ratio: 40,
  zipEntries: 64,
  textChars: 2_000_000,
};
