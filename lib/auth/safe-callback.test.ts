import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeCallbackPath } from "./safe-callback";

describe("safeCallbackPath", () => {
  it("keeps paths on our own site", () => {
    expect(safeCallbackPath("/patients?q=a#top", "https://lab.example")).toBe("/patients?q=a#top");
    expect(safeCallbackPath("/results/123")).toBe("/results/123");
  });
  it.each(["http://other-host/x", "https://other-host", "//other-host/x", "/\\other-host", "\\\\other-host", "javascript:alert(1)", "/\t/other-host", "", null])(
    "sends %s to the dashboard instead of off-site",
    (raw) => {
      expect(safeCallbackPath(raw, "https://lab.example")).toBe(DEFAULT_AFTER_SIGN_IN);
    },
  );
});
