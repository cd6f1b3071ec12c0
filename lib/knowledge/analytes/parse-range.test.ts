import { describe, expect, it } from "vitest";
import { parseRange } from "./parse-range";
import type { PatientContext } from "./types";

const MALE: PatientContext = { sex: "male" };
const FEMALE: PatientContext = { sex: "female" };

// [printed, expected min, expected max] with no patient context.
const SIMPLE: [string, number | null, number | null][] = [
  ["3.5-5.0", 3.5, 5.0],
  ["3.5 - 5.0", 3.5, 5.0],
  ["3,5 – 5,0", 3.5, 5.0],
  ["3,5-5,0", 3.5, 5.0],
  ["(3.5-5.3)", 3.5, 5.3],
  ["[3.5 - 5.3]", 3.5, 5.3],
  ["3.5 — 5.3 mmol/L", 3.5, 5.3],
  ["0.5 to 1.5", 0.5, 1.5],
  ["0,5 bis 1,5", 0.5, 1.5],
  ["от 3,5 до 5,5", 3.5, 5.5],
  ["3.5...5.5", 3.5, 5.5],
  ["3.5 ~ 5.5", 3.5, 5.5],
  ["70～109", 70, 109],
  ["< 5", null, 5],
  ["<5", null, 5],
  ["≤5", null, 5],
  ["<=5", null, 5],
  ["&lt; 5.0", null, 5],
  ["＜5.0", null, 5],
  ["> 60", 60, null],
  [">60", 60, null],
  ["≥ 60", 60, null],
  [">= 60", 60, null],
  ["up to 5", null, 5],
  ["Up to 40", null, 40],
  ["bis 5", null, 5],
  ["до 5", null, 5],
  ["до 5,0", null, 5],
  ["jusqu'à 5", null, 5],
  ["hasta 5", null, 5],
  ["fino a 5", null, 5],
  ["less than 200", null, 200],
  ["ab 60", 60, null],
  ["above 1.0", 1.0, null],
  ["более 1,0", 1.0, null],
  ["5以下", null, 5],
  ["40 以上", 40, null],
  ["-2.0 - +3.0", -2.0, 3.0],
  ["-2.0 - 3.0", -2.0, 3.0],
  ["−3.0–3.0", -3.0, 3.0],
  ["-2 to 2", -2, 2],
  ["-5 - -1", -5, -1],
  ["150,000 - 400,000", 150000, 400000],
  ["150 000 - 400 000", 150000, 400000],
  ["1.500.000-4.000.000", 1500000, 4000000],
  ["4,500-11,000", 4500, 11000],
  ["<1:80", null, 80],
  ["Desirable < 200, Borderline 200-239, High > 240", null, 200],
  ["Optimal <100", null, 100],
  ["1.005-1.030", 1.005, 1.03],
  ["5.0-3.5", 3.5, 5.0],
];

describe("parseRange", () => {
  it.each(SIMPLE)("%j → [%s, %s]", (printed, min, max) => {
    const r = parseRange(printed);
    expect(r).not.toBeNull();
    expect(r!.min).toBe(min);
    expect(r!.max).toBe(max);
    expect(r!.text).toBe(printed.trim());
  });

  it.each(["negative", "Negativ", "see comment", "", "   ", "not established", "-", "n.a."])("%j has no numeric range", (printed) => {
    expect(parseRange(printed)).toBeNull();
  });

  // [printed, male range, female range, unknown-sex range (union)]
  const BY_SEX: [string, [number, number], [number, number], [number, number]][] = [
    ["Men: 13.5-17.5 / Women: 12.0-15.5", [13.5, 17.5], [12.0, 15.5], [12.0, 17.5]],
    ["M 13.5-17.5 F 12.0-15.5", [13.5, 17.5], [12.0, 15.5], [12.0, 17.5]],
    ["Мужчины 130-160, Женщины 120-140", [130, 160], [120, 140], [120, 160]],
    ["Male: 0.7-1.3; Female: 0.6-1.1", [0.7, 1.3], [0.6, 1.1], [0.6, 1.3]],
    ["Männer 62-106 Frauen 44-80", [62, 106], [44, 80], [44, 106]],
    ["m: 62-106, w: 44-80", [62, 106], [44, 80], [44, 106]],
    ["H: 13-17 F: 12-16", [13, 17], [12, 16], [12, 17]],
    ["Hommes 13,0 - 17,0 ; Femmes 12,0 - 16,0", [13, 17], [12, 16], [12, 17]],
    ["Hombres: 4.5-5.9 Mujeres: 4.0-5.2", [4.5, 5.9], [4.0, 5.2], [4.0, 5.9]],
    ["Women: 12.0-15.5 Men: 13.5-17.5", [13.5, 17.5], [12.0, 15.5], [12.0, 17.5]],
    ["男 4.3-5.8 女 3.8-5.1", [4.3, 5.8], [3.8, 5.1], [3.8, 5.8]],
    ["муж. 0-20 жен. 0-30", [0, 20], [0, 30], [0, 30]],
  ];

  it.each(BY_SEX)("%j picks the patient's sex, union when unknown", (printed, male, female, union) => {
    expect([parseRange(printed, MALE)!.min, parseRange(printed, MALE)!.max]).toEqual(male);
    expect([parseRange(printed, FEMALE)!.min, parseRange(printed, FEMALE)!.max]).toEqual(female);
    expect([parseRange(printed)!.min, parseRange(printed)!.max]).toEqual(union);
    expect([parseRange(printed, { sex: "other" })!.min, parseRange(printed, { sex: "other" })!.max]).toEqual(union);
  });

  it("one-sided sex ranges keep their open side in the union", () => {
    const r = parseRange("Men < 50, Women < 35");
    expect([r!.min, r!.max]).toEqual([null, 50]);
    expect(parseRange("Men < 50, Women < 35", FEMALE)!.max).toBe(35);
  });
});
