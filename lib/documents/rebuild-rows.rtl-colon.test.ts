import { describe, expect, it } from "vitest";
import { rebuildRows } from "./rebuild-rows";

describe("right-to-left labels", () => {
  it("puts a label's colon that the glyph runs placed before the last letter after the word ('النتيج:ة' → 'النتيجة:')", () => {
    const [line] = rebuildRows([{ text: "النتيج:ة 148", box: { x: 100, y: 20, width: 72, height: 10 }, confidence: 1 }]);
    expect(line!.text).toContain("النتيجة:");
    expect(line!.text).not.toContain("النتيج:ة");
  });
});
