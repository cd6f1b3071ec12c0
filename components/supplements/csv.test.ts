// CSV import/export as a clinic admin meets it: a round trip keeps every product, a bad row is named with its
// line and reason, and nothing from a bad row is taken.
import { describe, expect, it } from "vitest";
import { catalogueToCsv, parseCatalogueCsv } from "./csv";

describe("catalogue CSV", () => {
  it("reads back exactly what it exported, quotes and commas included", () => {
    const products = [
      { name: "Vitamin D3, 2000 IU", brand: 'Acme "Pure"', form: "capsule", dosage: "1 daily", category: "vitamin" as const, description: "line one\nline two" },
      { name: "Omega-3", brand: "", form: "", dosage: "", category: "omega" as const, description: "" },
    ];
    const back = parseCatalogueCsv(catalogueToCsv(products));
    expect(back.fileErrors).toEqual([]);
    expect(back.rows.map((r) => r.product)).toEqual(products);
  });

  it("names each bad row with its line and reason and keeps the good ones", () => {
    const csv = "Name;Category;Brand\nMagnesium citrate;mineral;Acme\n;vitamin;NoName\nTurmeric;tonic;Acme\nZinc;Mineral;Acme\n";
    const { rows, fileErrors } = parseCatalogueCsv(csv);
    expect(fileErrors).toEqual([]);
    expect(rows.map((r) => [r.line, r.product?.name ?? null, r.errors])).toEqual([
      [2, "Magnesium citrate", []],
      [3, null, ["name is empty"]],
      [4, null, ["category 'tonic' is not one of vitamin, mineral, probiotic, omega, herbal, other"]],
      [5, "Zinc", []],
    ]);
  });

  it("refuses a file without the needed header or with more than 200 products", () => {
    expect(parseCatalogueCsv("product,type\nA,vitamin\n").fileErrors[0]).toMatch(/missing: name, category/);
    const big = "name,category\n" + Array.from({ length: 201 }, (_, i) => `P${i},vitamin`).join("\n");
    expect(parseCatalogueCsv(big).fileErrors[0]).toMatch(/201 products/);
    expect(parseCatalogueCsv("").fileErrors).toEqual(["The file is empty."]);
  });
});
