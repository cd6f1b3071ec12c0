// Report headers from the fifteenth session's tune material (real set 13, a Russian laboratory system), rebuilt
// with invented lines.
import { describe, expect, it } from "vitest";
import { makeLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";

describe("a row of headings over a row of centred values", () => {
  // Headings centred over their columns: the values start left of them and run wider.
  const lines = makeLines(
    ['ООО "ЛабТест" ИНН 1234567890', "Адрес: 101000, г. Тверь, Примерная ул., 1", "Дата | Пациент | Дата рождения | Пол", "08.04.2024 | Иванова Анна Петровна | 31.12.90 (33) | Женский", "Клиника крови"],
    undefined,
  );
  // Re-place the value row's cells so each heading sits over the middle of its value.
  const heads = lines[2]!.words;
  const values = lines[3]!;
  const byHead: Record<string, number> = { "08.04.2024": heads[0]!.box.x - 6, Иванова: 150, Анна: 204, Петровна: 234, "31.12.90": 330, "(33)": 384, Женский: 440 };
  for (const w of values.words) w.box.x = byHead[w.text] ?? w.box.x;
  heads.forEach((w) => {
    if (w.text === "Пациент") w.box.x = 190;
    if (w.text === "Дата" && w !== heads[0]) w.box.x = 334;
    if (w.text === "рождения") w.box.x = 364;
    if (w.text === "Пол") w.box.x = 448;
  });
  const m = extractMetadata(lines, { language: "ru" });

  it("reads the patient, birth date and sex from the values under their headings (the name had been 'Код/Логин')", () => {
    expect(m).toMatchObject({ patientName: "Иванова Анна Петровна", patientSex: "female", birthDate: "1990-12-31" });
  });

  it("takes the company with its legal form for the lab, not the section heading under it, and the city from 'г.'", () => {
    expect(m.labName).toBe('ООО "ЛабТест"');
    expect(m.labCity).toBe("Тверь");
  });
});

describe("labels with their values are no heading row", () => {
  it("'Pacient: | Montse Exemple | Sexe: | Dona' keeps its values beside the labels", () => {
    expect(extractMetadata(makeLines(["Pacient: | Montse Exemple | Sexe: | Dona"]), { language: "ca" }).patientSex).toBe("female");
  });
});

describe("a Timorese header in Tetum beside Portuguese", () => {
  const m = extractMetadata(
    makeLines([
      "Klínika Esperansa Foun - Laboratório | Rejistu / Registo: EF-26-1822",
      "Rua de Bidau, Dili, Timor-Leste - Tel. +670 331 2274 | Data: 12/11/2026",
      "Pasiente: | Domingas da Costa Soares | Idade: | 46 | Seksu: | F",
      "Doutór: | Dr. Nelson Ximenes | Koleta: | 12/11/2026",
    ]),
    { language: "pt" },
  );

  it("reads 'Pasiente' and 'Seksu' (the patient and her sex had been missed)", () => {
    expect(m).toMatchObject({ patientName: "Domingas da Costa Soares", patientSex: "female", patientAge: "46" });
  });

  it("takes the city from the lab's address beside the request's date, and knows Timor-Leste is a country", () => {
    expect(m.labCity).toBe("Dili");
    expect(m.labCountry).toBe("Timor-Leste");
  });
});
