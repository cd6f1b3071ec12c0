// The printed-name table for the matcher tests and the knowledge benchmark: real report spellings in 39
// languages, OCR damage, specimen and bracket variants, unit-decided names and lines that must stay unmatched.
import { ASIA_MIDDLE_EAST_CASES } from "./asia-middle-east";
import { ENGLISH_CASES } from "./english";
import { EUROPEAN_CASES } from "./european";
import { FILM_CELL_CASES } from "./film-cells";
import { OCR_CASES, UNIT_CASES, UNMATCHED_CASES, VARIANT_CASES } from "./hard-cases";
import { NORTH_EAST_CASES } from "./north-east";
import type { MatcherCase } from "./types";

export type { MatcherCase } from "./types";
export { OCR_CASES, UNIT_CASES, UNMATCHED_CASES, VARIANT_CASES };

export const ALL_MATCHER_CASES: MatcherCase[] = [
  ...ENGLISH_CASES,
  ...EUROPEAN_CASES,
  ...NORTH_EAST_CASES,
  ...ASIA_MIDDLE_EAST_CASES,
  ...FILM_CELL_CASES,
  ...OCR_CASES,
  ...VARIANT_CASES,
  ...UNIT_CASES,
  ...UNMATCHED_CASES,
];
