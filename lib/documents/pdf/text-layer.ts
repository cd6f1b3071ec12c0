// A PDF page's text layer → positioned fragments (top-left origin, PDF points). pdf.js gives each text run's
// baseline origin (transform[4..5]), its direction (transform[0..1]) and width; the box spans 0.8 em above to
// 0.2 em below the baseline. A page whose text runs mostly top-to-bottom or bottom-to-top (a landscape table
// drawn sideways on a portrait page without a /Rotate entry, as some lab systems print) is turned so that its
// text reads left to right: rows are rebuilt from horizontal lines, whatever way the producer drew them.

import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { normalizeText } from "../normalize-text";
import type { TextFragment } from "../rebuild-rows";

export interface TextLayer {
  width: number;
  height: number;
  fragments: TextFragment[];
  /** Printable characters on the page; a scan has (almost) none. */
  charCount: number;
}

interface Run {
  text: string;
  start: [number, number];
  end: [number, number];
  size: number;
  /** Direction of the run in viewport space, a multiple of 90° (0 = left to right). */
  quarter: 0 | 1 | 2 | 3;
}

/** Turns a viewport point by −quarter × 90° (viewport y points down). */
function turn([x, y]: [number, number], quarter: number): [number, number] {
  switch (quarter) {
    case 1: return [y, -x];
    case 2: return [-x, -y];
    case 3: return [-y, x];
    default: return [x, y];
  }
}

/**
 * The same text drawn again a fraction of a point away: "fake bold" by overprinting (some Indian LIS print every
 * result line four times, 0.2–0.5 pt apart). Read once, or every word comes out as "TotalTotalTotalTotal".
 * Only the last runs are compared: the copies are drawn one right after another.
 */
function isOverprint(run: Run, before: readonly Run[]): boolean {
  const near = 0.15 * run.size;
  for (let i = before.length - 1; i >= Math.max(0, before.length - 8); i--) {
    const o = before[i]!;
    if (o.text === run.text && o.quarter === run.quarter && Math.abs(o.size - run.size) < 0.01 * run.size &&
      Math.abs(o.start[0] - run.start[0]) <= near && Math.abs(o.start[1] - run.start[1]) <= near) return true;
  }
  return false;
}

/** Reads the page's text items with their boxes in viewport space (page rotation applied). */
/**
 * The page's fonts of pictures, not letters (Wingdings, Webdings, Zapf Dingbats): a tick printed beside every
 * normal result comes out as the letter "J" or "ü", glued to the unit or the value. Font names are known once the
 * operator list has loaded the fonts; a page with no text (a scan) is left alone, its list is never built.
 */
async function dingbatFonts(page: PDFPageProxy, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  await page.getOperatorList();
  const out = new Set<string>();
  for (const id of ids) {
    const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string } | null) : null;
    if (font?.name && /wingdings|webdings|dingbats/i.test(font.name)) out.add(id);
  }
  return out;
}

/** A token with two letters in a row that is not a hex string or id ("7f3a9c21-5b6e-…[0918]"). */
function isWordLike(token: string): boolean {
  return /\p{L}{2}/u.test(token) && !/^[\da-f[\]().:/_-]+$/i.test(token);
}

export async function readTextLayer(page: PDFPageProxy): Promise<TextLayer> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const printed = content.items.filter((i) => typeof (i as TextItem).str === "string" && (i as TextItem).str.trim() !== "") as TextItem[];
  const dingbats = await dingbatFonts(page, [...new Set(printed.map((i) => i.fontName))]).catch(() => new Set<string>());
  const runs: Run[] = [];
  let charCount = 0;
  const weight = [0, 0, 0, 0];
  const charsByQuarter = [0, 0, 0, 0];
  for (const item of printed) {
    if (dingbats.has(item.fontName)) continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    const dir = Math.hypot(a, b);
    if (size <= 0 || dir <= 0) continue;
    const start = viewport.convertToViewportPoint(e, f) as [number, number];
    const end = viewport.convertToViewportPoint(e + (item.width * a) / dir, f + (item.width * b) / dir) as [number, number];
    // The direction from the text matrix (the run's width may be 0): its x axis mapped to the viewport.
    const tip = viewport.convertToViewportPoint(e + a / dir, f + b / dir) as [number, number];
    const angle = Math.atan2(tip[1] - start[1], tip[0] - start[0]);
    const quarter = (((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4) as Run["quarter"];
    const run: Run = { text: normalizeText(item.str), start, end, size, quarter };
    if (isOverprint(run, runs)) continue;
    const chars = item.str.replace(/\s/g, "").length;
    // Words, not characters, vote for the page's direction: a security pattern of long machine strings (hex ids)
    // printed up the page behind the text (one 800-character run every 9 pt, seen on a real Indian report)
    // outweighed the report's own words, and the whole page was read sideways (no row at all).
    weight[quarter]! += item.str.split(/\s+/).filter(isWordLike).length;
    charsByQuarter[quarter]! += chars;
    charCount += chars;
    runs.push(run);
  }
  // The direction most words run in is "left to right" for this page.
  // A page of numbers only (no word anywhere) goes by characters.
  const votes = weight.some((w) => w > 0) ? weight : charsByQuarter;
  const q = votes.indexOf(Math.max(...votes));
  const corners = ([[0, 0], [viewport.width, 0], [0, viewport.height], [viewport.width, viewport.height]] as [number, number][]).map((p) => turn(p, q));
  const minX = Math.min(...corners.map((p) => p[0]));
  const minY = Math.min(...corners.map((p) => p[1]));
  const fragments: TextFragment[] = runs.map((r) => {
    const [x0, y0] = turn(r.start, q);
    const [x1] = turn(r.end, q);
    return {
      text: r.text,
      box: { x: Math.min(x0, x1) - minX, y: y0 - minY - 0.8 * r.size, width: Math.abs(x1 - x0), height: r.size },
      confidence: 1,
    };
  });
  const sideways = q === 1 || q === 3;
  return { width: sideways ? viewport.height : viewport.width, height: sideways ? viewport.width : viewport.height, fragments, charCount };
}
