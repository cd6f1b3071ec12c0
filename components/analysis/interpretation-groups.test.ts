import { describe, expect, it } from "vitest";
import { groupInterpretation } from "./interpretation-groups";

describe("groupInterpretation", () => {
  it("puts flat items back into titled sections in reading order, one subsection per shortcode", () => {
    const sections = groupInterpretation([
      { shortcode: "disclaimer_text", item: "Not a diagnosis." },
      { shortcode: "pattern_glycemia", item: "Prediabetes range." },
      { shortcode: "summary_overview", item: "15 results." },
      { shortcode: "pattern_glycemia", item: "Based on: glucose." },
      { shortcode: "pattern_something_new", item: "A pattern this client does not know yet." },
      { shortcode: "summary_overview", item: "Main findings." },
      { shortcode: "mystery", item: "?" },
    ]);
    expect(sections.map((s) => s.title)).toEqual(["Summary", "Patterns", "Disclaimer", "Other notes"]);
    expect(sections[0]!.subsections).toEqual([{ shortcode: "summary_overview", items: ["15 results.", "Main findings."] }]);
    expect(sections[1]!.subsections.map((s) => [s.shortcode, s.items.length])).toEqual([
      ["pattern_glycemia", 2],
      ["pattern_something_new", 1],
    ]);
  });

  it("answers no sections for an empty interpretation", () => {
    expect(groupInterpretation([])).toEqual([]);
  });
});
