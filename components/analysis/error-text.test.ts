import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/client/api-fetch";
import { describeError } from "./error-text";

describe("describeError", () => {
  it("turns contract codes into plain sentences and keeps the server's explanation", () => {
    const e = describeError(new ApiClientError("VAL_2011", "The PDF is password protected.", "The 'pdf_password' does not open this PDF.", 400));
    expect(e.title).toMatch(/password/);
    expect(e.detail).toContain("does not open");
    expect(describeError(new ApiClientError("QUOTA_1101", "Insufficient quota", "0 credits left", 403)).title).toMatch(/no credits left/);
    expect(describeError(new ApiClientError("VAL_2010", "x", "", 422)).title).toMatch(/No laboratory values/);
  });

  it("falls back to the server's message for codes it does not know, and to a generic sentence otherwise", () => {
    expect(describeError(new ApiClientError("NEW_9999", "A new kind of problem.", "", 400)).title).toBe("A new kind of problem.");
    expect(describeError(new TypeError("x")).title).toMatch(/Something went wrong/);
  });

  it("keeps document wording out of errors of other calls", () => {
    const invalid = new ApiClientError("VAL_2002", "Invalid data format.", "'display_name' must not be empty.", 400);
    expect(describeError(invalid, "other")).toEqual({ title: "Invalid data format.", detail: "'display_name' must not be empty." });
    expect(describeError(new ApiClientError("NETWORK", "x", "", 0), "other").title).toMatch(/could not be reached/);
  });
});
