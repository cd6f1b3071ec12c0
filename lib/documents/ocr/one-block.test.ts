// A page reading that is not clean is compared with tesseract reading the page as one block of text (psm 6):
// on phone photos the layout analysis left a whole column of legible rows out of every block, or cut a slanted
// table into blocks of noise.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { OcrLine } from "./hocr";
import { modelAvailable } from "./models";
import { nativeTesseract } from "./native";
import { preparedFrom } from "./preprocess";
import { levelReadsBetter, oneBlockReadsBetter } from "./read-page";
import { ocrStats, recognizeImage } from "./recognize";

/** An OCR line of words (text, confidence 0..100) side by side. */
function line(words: [string, number][], y = 100): OcrLine {
  let x = 50;
  return {
    baseline: { x0: 50, y0: y + 30, x1: 900, y1: y + 30 },
    words: words.map(([text, confidence]) => {
      const w = { text, confidence, bbox: { x0: x, y0: y, x1: x + 20 * text.length, y1: y + 30 } };
      x += 20 * text.length + 30;
      return w;
    }),
  };
}

describe("ocrStats sure characters", () => {
  it("counts the characters of the words read with confidence", () => {
    expect(ocrStats([line([["Haemoglobin", 91], ["12.8", 88], ["~'", 20]])]).sureCharacters).toBe(15);
  });
});

describe("oneBlockReadsBetter", () => {
  const refs = Array.from({ length: 12 }, (_, i) => line([["Ref:", 85], [`${i + 1}.0`, 80], ["-", 70], [`${i + 9}.5`, 82]], 100 + i * 40));
  const rows = Array.from({ length: 12 }, (_, i) => line([["Creatinine:", 84], [`${i + 60}`, 86], ["umol/L", 78]], 100 + i * 40));

  it("takes the one-block reading when it reads a column the layout reading left out, as confidently", () => {
    const layout = ocrStats([...refs, line([["|", 30], ["ee", 40]], 700)]);
    const block = ocrStats([...refs, ...rows].map((l, i) => (i === 0 ? line([...l.words.map((w) => [w.text, w.confidence] as [string, number]), ["~", 35]], 100) : l)));
    expect(oneBlockReadsBetter(layout, block)).toBe(true);
  });

  it("keeps the layout reading when the one-block reading reads more words but as noise", () => {
    const layout = ocrStats([...refs, ...rows]);
    const noisy = ocrStats([...refs, ...rows, ...Array.from({ length: 30 }, (_, i) => line([["Rg", 40], ["wee", 35], ["|", 20]], 700 + i * 40))]);
    expect(oneBlockReadsBetter(layout, noisy)).toBe(false);
  });

  it("keeps the layout reading when both read the same, or the one-block reading is only a little ahead", () => {
    const s = ocrStats([...refs, ...rows]);
    expect(oneBlockReadsBetter(s, s)).toBe(false);
    const layout = ocrStats([...refs, ...rows.slice(0, 10)]);
    const slightlyMore = ocrStats([...refs, ...rows]);
    expect(oneBlockReadsBetter(layout, slightlyMore)).toBe(false);
  });
});

describe("levelReadsBetter (a tilted photo read levelled and as photographed)", () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => line([["Hemoglobina", 95], ["Hematocrito", 94], ["Leucocitos", 93]], 100 + i * 40));
  const values = (n: number) => Array.from({ length: n }, (_, i) => line([["Glucosa", 90], [`${i + 80}`, 85], ["mg/dL", 80], [`${i + 60}-110`, 84]], 900 + i * 40));

  it("keeps the levelled reading that read the result column the other lost, though its letters barely differ", () => {
    const asPhotographed = ocrStats([...names(30), ...values(3)]);
    const level = ocrStats([...names(30), ...values(12)]);
    expect(asPhotographed.sureNumbers).toBe(6);
    expect(level.sureNumbers).toBe(24);
    expect(levelReadsBetter(level, asPhotographed)).toBe(true);
  });

  it("keeps the reading as photographed when the levelled one reads only a few numbers more", () => {
    expect(levelReadsBetter(ocrStats([...names(30), ...values(4)]), ocrStats([...names(30), ...values(3)]))).toBe(false);
  });
});

describe.runIf(nativeTesseract() !== null && modelAvailable("eng"))("one-block reading (native engine)", () => {
  it("reads every row of a table as a line of its own, name and value together", async () => {
    const rows = [["Haemoglobin", "12.8", "g/dL"], ["Creatinine", "64", "umol/L"], ["Urea", "3.1", "mmol/L"], ["Platelets", "305", "x10^9/L"]];
    const text = rows
      .map((r, i) => `<text x="40" y="${90 + i * 70}">${r[0]}</text><text x="520" y="${90 + i * 70}">${r[1]}</text><text x="760" y="${90 + i * 70}">${r[2]}</text>`)
      .join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="380"><rect width="100%" height="100%" fill="white"/>
      <g font-family="DejaVu Sans, sans-serif" font-size="40">${text}</g></svg>`;
    const image = await preparedFrom(sharp(Buffer.from(svg)).grayscale());
    const page = await recognizeImage(image, ["eng"], { engine: "native", psm: 6 });
    const lines = new Map<number, string[]>();
    for (const f of page.fragments) lines.set(f.line!, [...(lines.get(f.line!) ?? []), f.text]);
    const read = [...lines.values()].map((words) => words.join(" "));
    expect(read.some((l) => /Haemoglobin 12\.8/.test(l))).toBe(true);
    expect(read.some((l) => /Urea 3\.1/.test(l))).toBe(true);
    expect(page.stats.sureCharacters).toBeGreaterThan(40);
  }, 30_000);
});
