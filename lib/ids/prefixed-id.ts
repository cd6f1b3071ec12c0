// The one maker of the contract's prefixed ids (CMP-, TRD-, DNA-, DNB-, SUP- followed by 8 characters).
import { randomInt } from "node:crypto";

export const ID_PREFIXES = ["CMP", "TRD", "DNA", "DNB", "SUP"] as const;
export type IdPrefix = (typeof ID_PREFIXES)[number];

/** Upper-case letters and digits without the look-alikes 0/O and 1/I, so an id read aloud or retyped survives. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Why random: the id names one answer; 32⁸ ≈ 10¹² values make a collision between answers practically impossible. */
export function prefixedId(prefix: IdPrefix): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${out}`;
}
