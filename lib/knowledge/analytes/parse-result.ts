// A printed result → a number (with "<"/">" when the lab reports a detection or measuring limit), or a
// qualitative reading. "5,2", "1.234,5", "<0.5", "> 1000", "1:160", "7.2 H" and "positive" all come through.
import { NUMBER_SOURCE, foldNumericText, parseNumberText } from "./parse-number";
import { readQualitative, type QualitativeReading } from "./qualitative-terms";

export interface ParsedResult {
  /** The number, or null for a qualitative result. For "<0.5" this is 0.5. */
  value: number | null;
  /** Decimal-comma reading of an ambiguous "1,005" (see parse-number.ts). */
  alternative?: number;
  /** "<" when the true value is below `value`, ">" when above (detection or measuring limits). */
  censored: "<" | ">" | null;
  qualitative: QualitativeReading | null;
  /** The printed text, trimmed. */
  text: string;
}

const NUMERIC_RESULT_RE = new RegExp(
  String.raw`^(<=|>=|=<|=>|[<>≤≥≦≧])?\s*([-+])?\s*(?:1\s*:\s*)?(${NUMBER_SOURCE})\s*(?:\*+|!+|↑+|↓+|\(?[HL]{1,2}\)?)?\s*$`,
  "iu",
);

/** Parses a printed result. */
export function parseResult(result: string | number): ParsedResult {
  if (typeof result === "number") {
    return { value: Number.isFinite(result) ? result : null, censored: null, qualitative: null, text: String(result) };
  }
  const text = result.trim();
  const folded = foldNumericText(text).replace(/\s+/g, " ").trim();
  const m = NUMERIC_RESULT_RE.exec(folded);
  if (m) {
    const parsed = parseNumberText(m[3]!);
    if (parsed !== null) {
      const sign = m[2] === "-" ? -1 : 1;
      const cmp = m[1];
      const censored = cmp === undefined ? null : /[<≤≦]/.test(cmp) ? "<" : ">";
      return {
        value: sign * parsed.value,
        ...(parsed.alternative !== undefined ? { alternative: sign * parsed.alternative } : {}),
        censored,
        qualitative: null,
        text,
      };
    }
  }
  return { value: null, censored: null, qualitative: readQualitative(text), text };
}
