// Turns zod issues into the contract's validation codes with messages a person understands.
// Missing fields → VAL_2001; arrays over their maximum → VAL_2006; anything else malformed → VAL_2002.
// Values the caller sent are never echoed back (they may be patient data); only field paths are.
import type { z } from "zod";
import { ApiError } from "./api-error";

function fieldName(path: PropertyKey[]): string {
  return path.length ? path.map((p) => (typeof p === "number" ? `[${p}]` : String(p))).join(".").replace(/\.\[/g, "[") : "body";
}

function describe(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case "invalid_type":
      return `'${field}' must be ${issue.expected === "array" ? "an array" : issue.expected === "object" ? "an object" : `a ${issue.expected}`}.`;
    case "invalid_value":
      return `'${field}' must be one of: ${issue.values.map(String).join(", ")}.`;
    case "too_big":
      return issue.origin === "array"
        ? `'${field}' may hold at most ${String(issue.maximum)} items.`
        : issue.origin === "string"
          ? `'${field}' may be at most ${String(issue.maximum)} characters long.`
          : `'${field}' must be at most ${String(issue.maximum)}.`;
    case "too_small":
      return issue.origin === "array"
        ? `'${field}' needs at least ${String(issue.minimum)} items.`
        : issue.origin === "string"
          ? `'${field}' must not be empty.`
          : `'${field}' must be at least ${String(issue.minimum)}.`;
    case "invalid_format":
      return `'${field}' is not in the expected format${issue.format === "regex" ? "" : ` (${issue.format})`}.`;
    case "unrecognized_keys":
      return `Unknown field(s): ${issue.keys.join(", ")}.`;
    default:
      return `'${field}' is invalid: ${issue.message}`;
  }
}

/** Validates `input` against `schema`; throws the matching ApiError for the first problems found. */
export function validateRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const missing = issues.filter((i) => i.code === "invalid_type" && (i as { input?: unknown }).input === undefined && i.path.length > 0);
  if (missing.length) {
    throw new ApiError("VAL_2001", missing.slice(0, 5).map((i) => `'${fieldName(i.path)}' is required.`).join(" "));
  }
  const oversize = issues.find((i) => i.code === "too_big" && i.origin === "array");
  if (oversize) throw new ApiError("VAL_2006", describe(oversize));
  throw new ApiError("VAL_2002", issues.slice(0, 5).map(describe).join(" "));
}
