// SVG → PNG with sharp (libvips + librsvg, prebuilt from npm and already a dependency of the document
// pipeline): no second native renderer to install, and it draws our plain shapes exactly.
import sharp from "sharp";
import { drawFigure } from "./figure-svg";
import type { ParsedSpec } from "./spec";

/** The PNG of a parsed spec. */
export async function renderIllustration(spec: ParsedSpec): Promise<Buffer> {
  const svg = drawFigure(spec.regions, { allClear: spec.allClear });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
