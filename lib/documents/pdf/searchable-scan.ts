// A searchable scan: a page that is one picture (a scanner's or a phone scanner app's image) with an invisible
// text layer laid over it by that device's own OCR (text render mode 3, "neither fill nor stroke"). That text is
// another program's reading, not what the laboratory printed: on real French scans from 2008 it read "g/l00rnl"
// for g/100ml, "4 . 6 à 6 . 0" for the range and "5 060 000" as three numbers, and 9 of 36 results came back
// right. Such a page is read by our own OCR, as an image-only scan is (same preprocessing, same confidence).
// Text drawn visibly (a letterhead printed over a scanned body) keeps the page a text page.

import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { OP } from "./operators";
import { largestPicture } from "./picture-regions";

/** Share of the page the picture must cover to be the page itself. */
const PAGE_SHARE = 0.85;
/** Share of the shown text that must be invisible. */
const HIDDEN_SHARE = 0.95;
/** Text render modes that paint nothing: 3 invisible, 7 clip only. */
const INVISIBLE = new Set([3, 7]);
const SHOW_TEXT = new Set([OP.showText, OP.showSpacedText, OP.nextLineShowText, OP.nextLineSetSpacingShowText]);

/** Of the page's text-showing operators, how many draw visibly and how many invisibly. */
export function textVisibility(list: { fnArray: number[]; argsArray: unknown[] }): { visible: number; hidden: number } {
  let mode = 0;
  const stack: number[] = [];
  let visible = 0;
  let hidden = 0;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    if (fn === OP.save) stack.push(mode);
    else if (fn === OP.restore) mode = stack.pop() ?? mode;
    else if (fn === OP.setTextRenderingMode) mode = Number((list.argsArray[i] as unknown[] | undefined)?.[0] ?? 0);
    else if (SHOW_TEXT.has(fn as never)) {
      if (INVISIBLE.has(mode)) hidden++;
      else visible++;
    }
  }
  return { visible, hidden };
}

/** True when the page is a picture covering it with an invisible OCR text layer over it. */
export async function isSearchableScan(page: PDFPageProxy): Promise<boolean> {
  // pdf.js keeps the page's list: the text layer built it already (to name its fonts), this is no second parse.
  const { visible, hidden } = textVisibility(await page.getOperatorList());
  if (hidden === 0 || hidden < HIDDEN_SHARE * (hidden + visible)) return false;
  const picture = await largestPicture(page);
  const view = page.getViewport({ scale: 1 });
  return picture !== null && picture.width * picture.height >= PAGE_SHARE * view.width * view.height;
}

