// A monospace LIS report scanned: each name joined to its result by a row of dots. Read as it is, tesseract glued
// the dots to the names and values ("Creatinine aes sus ewes 142"); with the leaders erased the rows read as the
// name and the result they are, and decimal points, colons and an ellipsis are left alone.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eraseDotLeaders, findDotLeaders } from "./dot-leaders";
import { modelAvailable } from "./models";
import { nativeTesseract } from "./native";
import { preparedFrom, type PreparedImage } from "./preprocess";
import { rebuildRows } from "../rebuild-rows";
import { recognizeImage } from "./recognize";

const ROWS = [
  "Haemoglobin................128g/L L",
  "Red cell count.............4.31x10^12/L L",
  "Haematocrit................0.391L/L L",
  "Creatinine.................142umol/L H",
  "Sodium.....................131mmol/L L",
  "Time: 06:40 ... see note",
];

async function page(): Promise<PreparedImage> {
  const text = ROWS.map((r, i) => `<text x="40" y="${70 + i * 44}" xml:space="preserve">${r}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${ROWS.length * 44 + 60}"><rect width="100%" height="100%" fill="white"/>
    <g font-family="DejaVu Sans Mono, monospace" font-size="26">${text}</g></svg>`;
  return preparedFrom(sharp(Buffer.from(svg)).grayscale());
}

const inkOf = (img: PreparedImage) => img.gray.reduce((n, v) => n + (v < 140 ? 1 : 0), 0);

describe("eraseDotLeaders", () => {
  it("erases the runs of dots between names and results and nothing else", async () => {
    const img = await page();
    const before = inkOf(img);
    const erased = eraseDotLeaders(img);
    // Five leaders of 16–27 dots each; the ellipsis, the colon and the decimal points are not runs.
    expect(erased).toBeGreaterThan(5 * 14);
    expect(erased).toBeLessThan(5 * 30);
    expect(inkOf(img)).toBeLessThan(before);
  });

  it("leaves a page without leaders as it was", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><rect width="100%" height="100%" fill="white"/>
      <g font-family="DejaVu Sans" font-size="26"><text x="40" y="60">Platelets 4.1 x 10.9 : 1.2 . 3 . 4</text><text x="40" y="120">MCV 90.7 fL ... i j ; : .</text></g></svg>`;
    const img = await preparedFrom(sharp(Buffer.from(svg)).grayscale());
    const copy = Buffer.from(img.gray);
    expect(eraseDotLeaders(img)).toBe(0);
    expect(img.gray.equals(copy)).toBe(true);
  });
});

describe("the component search's buffers, kept between pages", () => {
  // The search keeps its ink map and stack from page to page (allocating them cost a third of its time); a page
  // must find the same leaders whatever was searched before it, larger or smaller.
  it("finds the same leaders on a page read after a larger and a smaller one", async () => {
    const fresh = findDotLeaders(await page());
    const large = await preparedFrom(sharp({ create: { width: 2400, height: 3100, channels: 3, background: "white" } }).grayscale());
    large.gray.fill(0, 5000, 900_000); // a big block of ink, so the larger buffers were really used
    findDotLeaders(large);
    const small = await preparedFrom(sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="420" height="600"><rect width="100%" height="100%" fill="white"/><g font-size="26" font-family="DejaVu Sans Mono"><text x="10" y="60">Na..........131</text><text x="10" y="120">K ...........4.1</text></g></svg>`)).grayscale());
    expect(findDotLeaders(small).length).toBe(2);
    expect(findDotLeaders(await page())).toEqual(fresh);
    expect(fresh.length).toBe(5);
  });
});

describe.runIf(nativeTesseract() !== null && modelAvailable("eng"))("a leader-dotted report read by OCR", () => {
  // Read as printed, 4 of the 5 names were lost ('1289/L L', '@.391L/L L', 'SOdLUM. eee eee eee 131mmol/L L').
  it("reads each name beside its result once the leaders are erased", async () => {
    const img = await page();
    eraseDotLeaders(img);
    const read = await recognizeImage(img, ["eng"], { engine: "native" });
    const rows = rebuildRows(read.fragments).map((l) => l.text);
    // (DejaVu Sans Mono's slashed zero and caret are OCR's own trouble: '@.391', '10*12'; the parser repairs those.)
    expect(rows).toEqual(expect.arrayContaining([
      expect.stringMatching(/^Haemoglobin 128g\/L L$/),
      expect.stringMatching(/^Red cell count 4\.31x10.12\/L L$/),
      expect.stringMatching(/^Haematocrit .\.391L\/L L$/),
      expect.stringMatching(/^Creatinine 142umol\/L H$/),
      expect.stringMatching(/^Sodium 131mmol\/L L$/),
      expect.stringMatching(/^Time: 06:40 \.\.\. see note$/),
    ]));
  }, 30_000);
});
