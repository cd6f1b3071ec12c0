// Names written in look-alike letters of another script (OCR and some text layers).
import { expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { lookalikeVariants } from "./lookalikes";
import { parseLabTable } from "./parse-lab-table";

it("offers the other script's letters for look-alikes, and nothing for a name without any", () => {
  expect(lookalikeVariants("МСНС")).toEqual(["MCHC"]);
  expect(lookalikeVariants("ACAT")).toEqual(["АСАТ"]);
  expect(lookalikeVariants("へモグロビン")).toEqual(["ヘモグロビン"]);
  expect(lookalikeVariants("Glucose")).toEqual([]);
});

it("reads MCHC in Cyrillic letters, АСАТ in Latin letters and ヘモグロビン with a hiragana へ as the analytes they name", () => {
  const rows = parseLabTable(
    [{ pageNumber: 1, source: "ocr", lines: makeLines(["МСНС (ср. конц. НЬ в эр.) | 327 | г/л | 320-360", "ACAT | 31 | Ед/л | 0-40", "へモグロビン | 14.1 | g/dL | 13.1-16.3", "Wobble | 12 | U/L | 0-40"]) }],
    { knowledge: { matchAnalyte }, language: "ru" },
  );
  expect(rows.map((r) => r.analyteId)).toEqual(["mchc", "ast", "hemoglobin", null]);
});
