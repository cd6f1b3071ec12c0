import { describe, expect, it } from "vitest";
import { parseHocr } from "./hocr";
import { dominantScript, readingCountsFor } from "./read-page";
import { joinCjkWords, ocrStats } from "./recognize";
import { stretchContrast } from "./preprocess";

// Shaped like tesseract 5.3's hOCR (the capabilities meta line names ocrx_word too and must not count as a word).
const HOCR = `<meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf'/>
<div class='ocr_page' id='page_1' title='image "x"; bbox 0 0 1654 2339'>
 <p class='ocr_par' id='par_1_1' lang='rus' title="bbox 122 159 751 211">
  <span class='ocr_line' id='line_1_1' title="bbox 100 600 900 640; baseline 0.01 -8; x_size 30">
   <span class='ocrx_word' id='word_1_1' title='bbox 100 600 300 632; x_wconf 96'>Гемоглобин</span>
   <span class='ocrx_word' id='word_1_2' title='bbox 500 602 560 632; x_wconf 41'>1&lt;42</span>
  </span>
  <span class='ocr_header' id='line_1_2' title="bbox 100 700 400 730; baseline 0 -5">
   <span class='ocrx_word' id='word_1_3' title='bbox 100 700 400 730; x_wconf 90'>A&amp;B&#39;s</span>
  </span>
 </p>
</div>`;

describe("parseHocr", () => {
  it("reads words, confidences, boxes and baselines of each line, decoding entities", () => {
    const lines = parseHocr(HOCR);
    expect(lines.map((l) => l.words.map((w) => w.text))).toEqual([["Гемоглобин", "1<42"], ["A&B's"]]);
    expect(lines[0]!.words[1]).toEqual({ text: "1<42", confidence: 41, bbox: { x0: 500, y0: 602, x1: 560, y1: 632 } });
    // baseline y = 0.01·x − 8 from the line box's bottom-left corner (100, 640)
    expect(lines[0]!.baseline).toEqual({ x0: 100, y0: 632, x1: 900, y1: 640 });
  });

  it("gives page confidence figures: length-weighted mean and the share of unsure words", () => {
    const stats = ocrStats(parseHocr(HOCR));
    expect(stats.words).toBe(3);
    expect(stats.lowConfidenceShare).toBeCloseTo(1 / 3, 2);
    expect(stats.meanConfidence).toBeCloseTo((10 * 96 + 4 * 41 + 5 * 90) / 19 / 100, 2);
  });
});

describe("script and word helpers", () => {
  it("names the script most letters are in", () => {
    expect(dominantScript("Гемоглобин 142 г/л")).toBe("Cyrillic");
    expect(dominantScript("血红蛋白 HGB 128 g/L")).toBe("Han");
    expect(dominantScript("Hemoglobin 14.2")).toBe("Latin");
    expect(dominantScript("142 - 7")).toBeNull();
  });

  it("lets another script's reading stand for a page only when its text is in that script (Cyrillic and Greek fold back to Latin)", () => {
    // Japanese models on an English CBC photo: English words with kana where the values were.
    expect(readingCountsFor("Japanese", "Measurement Value Range RBC 3.76 MCHC はます 32 - 36 g/dl WBC まう")).toBe(false);
    expect(readingCountsFor("Japanese", "ヘモグロビン 13.2 g/dL 赤血球数 452 白血球数 6.1")).toBe(true);
    expect(readingCountsFor("Cyrillic", "88 Tomas Morato дуе Haemoglobin 13.2 g/dL")).toBe(true);
    expect(readingCountsFor("Han", "Hemoglobin 13.2 g/dL 血")).toBe(false);
  });

  it("joins a Chinese name tesseract split into pieces, but not table columns", () => {
    const w = (text: string, x0: number, x1: number) => ({ text, confidence: 90, bbox: { x0, y0: 0, x1, y1: 30 } });
    const line = joinCjkWords({ baseline: { x0: 0, y0: 30, x1: 900, y1: 30 }, words: [w("血红", 0, 60), w("蛋白", 66, 126), w("128", 400, 450), w("葡萄", 600, 660), w("糖", 800, 830)] });
    expect(line.words.map((x) => x.text)).toEqual(["血红蛋白", "128", "葡萄", "糖"]);
  });

  it("stretches a grey, low-contrast page to black ink on white paper without clipping the dark end", () => {
    const px = Buffer.from([...Array(50).fill(200), ...Array(49).fill(120), 60]);
    stretchContrast(px);
    expect(px[0]).toBe(255);
    expect(px[99]).toBe(0);
    expect(px[60]).toBeGreaterThan(80);
    expect(px[60]).toBeLessThan(140);
  });
});
