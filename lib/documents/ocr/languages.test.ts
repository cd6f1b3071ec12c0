import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { nativeModelDir, ocrDataDir, ocrLanguagesFor, wasmModelDir } from "./languages";
import { debianPackageFor, LANGUAGE_MODELS, modelAvailable, modelsForScript, SCRIPT_MODELS } from "./models";

describe("ocrLanguagesFor", () => {
  it.each([
    ["en", ["eng"], false],
    ["de", ["deu", "eng"], false],
    ["zh", ["chi_sim", "eng"], false],
    ["ja", ["jpn", "eng"], false],
    ["ha", ["eng"], true], // tesseract has no Hausa model: Latin script, read with English
  ])("%s → %j (fallback %s)", (lang, codes, fallback) => {
    expect(ocrLanguagesFor(lang)).toMatchObject({ codes, fallback });
  });

  it("reads Russian with the Russian model when tesseract-ocr-rus is installed, else says it fell back", () => {
    const ru = ocrLanguagesFor("ru");
    if (modelAvailable("rus")) expect(ru).toEqual({ codes: ["rus", "eng"], fallback: false });
    else expect(ru).toMatchObject({ codes: ["eng"], fallback: true, missing: "rus" });
  });

  it("reads a language without its own model by its script's model (Belarusian by Russian)", () => {
    if (modelAvailable("bel") || !modelAvailable("rus")) return;
    expect(ocrLanguagesFor("be")).toEqual({ codes: ["rus", "eng"], fallback: true, missing: "bel" });
  });

  it("maps every one of the 100 response languages to a model and a script", () => {
    expect(LANGUAGE_CODES.filter((c) => !(c in LANGUAGE_MODELS))).toEqual([]);
    for (const code of LANGUAGE_CODES) {
      const [, script] = LANGUAGE_MODELS[code]!;
      expect(SCRIPT_MODELS[script], code).toBeTruthy();
      const langs = ocrLanguagesFor(code);
      expect(langs.codes.every(modelAvailable), code).toBe(true);
    }
  });

  it("names the Debian package of a missing model", () => {
    expect(debianPackageFor("chi_sim")).toBe("tesseract-ocr-chi-sim");
    expect(modelsForScript("Ethiopic").missing ?? "amh").toBe("amh");
  });

  it("builds the wasm folder (gzipped) and the native folder (plain) for a model set", () => {
    const dir = ocrDataDir();
    for (const code of ["eng", "deu", "chi_sim"]) {
      expect(fs.statSync(path.join(dir, `${code}.traineddata.gz`)).size).toBeGreaterThan(1_000_000);
    }
    expect(wasmModelDir(["eng"])).toBe(dir);
    const native = nativeModelDir(["eng", "jpn"]);
    for (const code of ["eng", "jpn"]) {
      const head = fs.readFileSync(path.join(native, `${code}.traineddata`)).subarray(0, 2);
      expect(head[0] === 0x1f && head[1] === 0x8b, `${code} must not be gzipped`).toBe(false);
    }
  });
});
