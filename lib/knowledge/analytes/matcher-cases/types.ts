/** One printed line: [printed name, report language, printed unit, expected analyte id or null = must stay unmatched]. */
export type MatcherCase = [name: string, language: string, unit: string | undefined, expected: string | null];
