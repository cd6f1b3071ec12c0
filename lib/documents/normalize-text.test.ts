import { describe, expect, it } from "vitest";
import { headerRoleOf } from "./lab/header";
import { normalizeText } from "./normalize-text";

describe("normalizeText", () => {
  it("writes Thai tone marks a font kept in the Private Use Area as the Thai characters ('หน\\uf70aวย' is 'หน่วย')", () => {
    expect(normalizeText("หน\uf70aวย")).toBe("หน่วย");
    expect(normalizeText("ค\uf70aาอ\uf70bางอิง")).toBe("ค่าอ้างอิง");
    // The left-shifted forms are the same marks.
    expect(normalizeText("ก\uf713")).toBe("ก\u0e48");
  });

  it("writes DejaVu's Serbian 'б' (U+F6C5) as 'б'", () => {
    expect(normalizeText("Хемогло\uf6c5ин")).toBe("Хемоглобин");
  });

  it("folds CJK compatibility forms and writes Arabic-Indic digits as ASCII", () => {
    expect(normalizeText("\u2f47")).toBe("日");
    expect(normalizeText("١٢٫٥")).toBe("12.5");
  });
});

describe("column headings without their marks", () => {
  it("names the column when a text layer dropped the Thai tone marks or OCR the accents", () => {
    expect(headerRoleOf("หนวย")).toBe("unit");
    expect(headerRoleOf("คาอางอิง")).toBe("range");
    expect(headerRoleOf("Valeurs de reference")).toBe("range");
  });
});
