import { describe, expect, it } from "vitest";
import type { OcrLine, OcrWord } from "./hocr";
import { replaceWideNumbers, wideNumbers } from "./wide-numbers";

const image = { gray: Buffer.alloc(1000 * 400, 255), width: 1000, height: 400 };
const word = (text: string, x0: number, x1: number, y0: number, confidence = 95): OcrWord => ({ text, confidence, bbox: { x0, y0, x1, y1: y0 + 20 } });
const line = (...words: OcrWord[]): OcrLine => ({ baseline: { x0: 0, y0: words[0]!.bbox.y1, x1: 1000, y1: words[0]!.bbox.y1 }, words } as OcrLine);

// A right-to-left result table as tesseract reads it: digits 11 px wide; the glucose's 412 kept only its "2" but
// its box is three digits wide, as is the cholesterol's "1" (251).
const page = [
  line(word("11.2", 800, 838, 10), word("منخفض", 700, 770, 10)),
  line(word("2", 800, 833, 40), word("مرتفع", 700, 770, 40)),
  line(word("238", 800, 833, 70)),
  line(word("6.1", 800, 828, 100)),
  line(word("1", 800, 834, 130), word("مرتفع", 700, 770, 130)),
];

describe("numbers that lost digits beside a right-to-left word", () => {
  it("finds the numbers whose box holds more digits than were read, and no others", () => {
    const found = wideNumbers(image, page);
    expect(found.map((n) => page[n.line]!.words[n.word]!.text)).toEqual(["2", "1"]);
  });

  it("takes the second reading when it keeps the digits first read (412 for 2, 251 for 1), and not otherwise", () => {
    const found = wideNumbers(image, page);
    const tops = [40, 120];
    const again = [line(word("412", 40, 73, 50)), line(word("257", 40, 74, 130))];
    const lines = replaceWideNumbers(page, found, tops, again);
    expect(lines[1]!.words[0]!.text).toBe("412");
    // "257" does not end or start with the "1" first read: the second reading is no more trustworthy than the first.
    expect(lines[4]!.words[0]!.text).toBe("1");
    const keeps = replaceWideNumbers(page, found, tops, [line(word("251", 40, 74, 130))]);
    expect(keeps[4]!.words[0]!.text).toBe("251");
  });
});
