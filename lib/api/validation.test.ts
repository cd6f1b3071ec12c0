// Validation messages: the right code for each kind of problem, field paths named, values never echoed.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-error";
import { validateRequest } from "./validation";

const schema = z.object({
  patient: z.object({ age: z.number().int().min(18).max(120), gender: z.enum(["male", "female", "other"]) }),
  tests: z.array(z.object({ date: z.string() })).min(2).max(3),
});

function codeOf(input: unknown): { code: string; details: string } {
  try {
    validateRequest(schema, input);
    return { code: "none", details: "" };
  } catch (e) {
    return { code: (e as ApiError).code, details: (e as ApiError).details };
  }
}

describe("validateRequest", () => {
  const ok = { patient: { age: 40, gender: "female" }, tests: [{ date: "a" }, { date: "b" }] };
  it.each([
    ["valid input", ok, "none", ""],
    ["missing nested field", { ...ok, patient: { gender: "male" } }, "VAL_2001", "'patient.age' is required."],
    ["missing object", { tests: ok.tests }, "VAL_2001", "'patient' is required."],
    ["wrong type", { ...ok, patient: { age: "forty", gender: "male" } }, "VAL_2002", "'patient.age' must be a number."],
    ["null where an object is needed", { ...ok, patient: null }, "VAL_2002", "'patient' must be an object."],
    ["below the minimum", { ...ok, patient: { age: 12, gender: "male" } }, "VAL_2002", "'patient.age' must be at least 18."],
    ["not an allowed value", { ...ok, patient: { age: 40, gender: "x" } }, "VAL_2002", "'patient.gender' must be one of: male, female, other."],
    ["array too short", { ...ok, tests: [{ date: "a" }] }, "VAL_2002", "'tests' needs at least 2 items."],
    ["array too long", { ...ok, tests: [1, 2, 3, 4].map(() => ({ date: "a" })) }, "VAL_2006", "'tests' may hold at most 3 items."],
    ["missing field inside an array item", { ...ok, tests: [{ date: "a" }, {}] }, "VAL_2001", "'tests[1].date' is required."],
  ])("%s", (_label, input, code, details) => {
    expect(codeOf(input)).toEqual({ code, details });
  });

  it("never echoes submitted values (they may be patient data)", () => {
    const { details } = codeOf({ ...ok, patient: { age: "Jane Doe 1970", gender: "male" } });
    expect(details).not.toContain("Jane");
  });
});
