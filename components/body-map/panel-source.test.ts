import { describe, expect, it } from "vitest";
import { panelFromJson, panelFromReport } from "./panel-source";

describe("viewer panel sources", () => {
  it("turns a saved report's parameters into body-map parameters, evaluations included", () => {
    const panel = panelFromReport({
      parameters: [
        { category: "Liver", long_name: "Alanine aminotransferase", short_name: "ALT", result: "80", unit: "U/L", range_normal_min: 7, range_normal_max: 41, evaluation: "high" },
      ] as never,
    });
    expect(panel).toEqual([{ short_name: "ALT", long_name: "Alanine aminotransferase", result: "80", unit: "U/L", range_normal_min: 7, range_normal_max: 41, evaluation: "high", category: "Liver" }]);
  });

  it("reads a v12 answer, its data object or a bare list, and says plainly what is wrong", () => {
    const one = { short_name: "TSH", result: 5.1, evaluation: "slightly_high" };
    for (const text of [JSON.stringify({ status: "success", data: { parameters: [one] } }), JSON.stringify({ parameters: [one] }), JSON.stringify([one])]) {
      expect(panelFromJson(text)[0]).toMatchObject({ short_name: "TSH", result: 5.1, evaluation: "slightly_high" });
    }
    expect(() => panelFromJson("{oops")).toThrow(/not valid JSON/);
    expect(() => panelFromJson("{}")).toThrow(/No parameters/);
    expect(() => panelFromJson('[{"result": 3}]')).toThrow(/Parameter 1 has no name/);
  });
});
