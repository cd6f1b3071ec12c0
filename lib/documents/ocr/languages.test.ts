import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ocrDataDir, ocrLanguagesFor } from "./languages";

describe("ocrLanguagesFor", () => {
  it.each([
    ["en", ["eng"], false],
    ["de", ["deu", "eng"], false],
    ["zh", ["chi_sim", "eng"], false],
    ["ja", ["jpn", "eng"], false],
    ["ru", ["eng"], true],
    ["sv", ["eng"], true],
  ])("%s → %j (fallback %s)", (lang, codes, fallback) => {
    expect(ocrLanguagesFor(lang)).toEqual({ codes, fallback });
  });

  it("builds one offline model folder holding every shipped model", () => {
    const dir = ocrDataDir();
    for (const code of ["eng", "deu", "chi_sim"]) {
      const file = path.join(dir, `${code}.traineddata.gz`);
      expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);
    }
  });
});
