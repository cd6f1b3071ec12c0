// The body-map illustration drawn as SVG by code: a front-view figure with the 13 regions as simple organ
// shapes, highlighted by level (2 red, 1 amber), everything else a quiet grey; the all-clear figure tints
// every organ green. No text on it (contract rule 2). Coordinates are in a 400 × 800 view box. Pure strings,
// so the web viewer draws the very same figure inline.
import type { BodyRegion } from "@/lib/knowledge/body-map";

export const LEVEL_COLOURS = {
  2: { fill: "#dc2626", stroke: "#7f1d1d" },
  1: { fill: "#f59e0b", stroke: "#92400e" },
  0: { fill: "#e2e8f0", stroke: "#94a3b8" },
  clear: { fill: "#bbf7d0", stroke: "#15803d" },
} as const;

export type Paint = { fill: string; stroke: string };

/** Each region's shapes; `{f}` and `{s}` are replaced by the region's fill and stroke colours. */
export const REGION_SHAPES: Readonly<Record<BodyRegion, string>> = {
  brain_nerves:
    '<path d="M200 132 L200 420" stroke="{s}" stroke-width="5" stroke-linecap="round" fill="none"/>' +
    '<ellipse cx="200" cy="68" rx="37" ry="30" fill="{f}" stroke="{s}" stroke-width="2.5"/>' +
    '<path d="M200 40 L200 96 M178 52 Q188 68 178 84 M222 52 Q212 68 222 84" stroke="{s}" stroke-width="1.5" fill="none" opacity="0.6"/>',
  thyroid: '<ellipse cx="191" cy="152" rx="9" ry="7" fill="{f}" stroke="{s}" stroke-width="2"/><ellipse cx="209" cy="152" rx="9" ry="7" fill="{f}" stroke="{s}" stroke-width="2"/>',
  heart_vessels:
    '<path d="M214 250 Q214 420 200 440" stroke="{s}" stroke-width="7" fill="none" stroke-linecap="round"/>' +
    '<path d="M214 262 C186 240 184 212 202 206 C212 203 216 210 218 216 C221 208 228 202 238 206 C254 214 246 242 214 262 Z" fill="{f}" stroke="{s}" stroke-width="2.5"/>',
  liver: '<path d="M118 287 Q160 262 218 280 Q204 318 154 326 Q122 320 118 287 Z" fill="{f}" stroke="{s}" stroke-width="2.5"/>',
  pancreas: '<ellipse cx="216" cy="334" rx="34" ry="8" transform="rotate(-10 216 334)" fill="{f}" stroke="{s}" stroke-width="2"/>',
  adrenals: '<path d="M158 328 L168 314 L178 328 Z M222 328 L232 314 L242 328 Z" fill="{f}" stroke="{s}" stroke-width="2"/>',
  kidneys:
    '<path d="M168 332 C150 332 148 376 166 378 C176 378 172 364 176 356 C180 348 182 332 168 332 Z" fill="{f}" stroke="{s}" stroke-width="2.5"/>' +
    '<path d="M232 332 C250 332 252 376 234 378 C224 378 228 364 224 356 C220 348 218 332 232 332 Z" fill="{f}" stroke="{s}" stroke-width="2.5"/>',
  gut:
    '<rect x="148" y="384" width="104" height="58" rx="28" fill="{f}" stroke="{s}" stroke-width="2.5"/>' +
    '<path d="M162 402 Q176 392 190 402 T218 402 T240 406 M162 420 Q176 410 190 420 T218 420 T240 424" stroke="{s}" stroke-width="1.8" fill="none"/>',
  reproductive: '<ellipse cx="200" cy="458" rx="20" ry="10" fill="{f}" stroke="{s}" stroke-width="2.5"/>',
  blood:
    '<path d="M118 210 L94 332 L76 445 M282 210 L306 332 L324 445 M176 452 L166 600 L160 740 M224 452 L234 600 L240 740" stroke="{f}" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<path d="M118 210 L94 332 L76 445 M282 210 L306 332 L324 445 M176 452 L166 600 L160 740 M224 452 L234 600 L240 740" stroke="{s}" stroke-width="1" fill="none" opacity="0.7"/>',
  immune:
    '<ellipse cx="250" cy="304" rx="13" ry="19" fill="{f}" stroke="{s}" stroke-width="2"/>' +
    '<g fill="{f}" stroke="{s}" stroke-width="1.5"><circle cx="178" cy="164" r="5"/><circle cx="222" cy="164" r="5"/><circle cx="124" cy="206" r="6"/><circle cx="276" cy="206" r="6"/><circle cx="162" cy="470" r="6"/><circle cx="238" cy="470" r="6"/></g>',
  bones:
    '<g fill="{f}" stroke="{s}" stroke-width="2"><rect x="104" y="212" width="12" height="100" rx="6" transform="rotate(12 110 262)"/><rect x="284" y="212" width="12" height="100" rx="6" transform="rotate(-12 290 262)"/>' +
    '<rect x="163" y="478" width="14" height="130" rx="7" transform="rotate(4 170 543)"/><rect x="223" y="478" width="14" height="130" rx="7" transform="rotate(-4 230 543)"/></g>',
  muscles:
    '<g fill="{f}" stroke="{s}" stroke-width="2" opacity="0.85"><ellipse cx="110" cy="262" rx="15" ry="44" transform="rotate(12 110 262)"/><ellipse cx="290" cy="262" rx="15" ry="44" transform="rotate(-12 290 262)"/>' +
    '<ellipse cx="166" cy="540" rx="24" ry="64" transform="rotate(4 166 540)"/><ellipse cx="234" cy="540" rx="24" ry="64" transform="rotate(-4 234 540)"/></g>',
};

/** Drawing order: deep structures first so that organs in front stay visible. */
export const DRAW_ORDER: readonly BodyRegion[] = [
  "muscles", "bones", "blood", "brain_nerves", "heart_vessels", "liver", "immune", "kidneys", "adrenals", "pancreas", "gut", "reproductive", "thyroid",
];

export const SILHOUETTE =
  '<g fill="#f8fafc" stroke="#cbd5e1" stroke-width="3" stroke-linejoin="round">' +
  '<path d="M112 186 L80 330 L64 450 Q62 470 74 470 Q84 468 86 452 L108 336 L130 240 Z"/>' +
  '<path d="M288 186 L320 330 L336 450 Q338 470 326 470 Q316 468 314 452 L292 336 L270 240 Z"/>' +
  '<path d="M132 440 L146 620 L142 760 Q142 780 164 780 Q182 780 180 760 L190 600 L200 470 L210 600 L220 760 Q218 780 236 780 Q258 780 258 760 L254 620 L268 440 Z"/>' +
  '<path d="M150 166 Q200 154 250 166 L294 182 Q310 192 306 214 L290 330 Q282 400 272 460 Q200 478 128 460 Q118 400 110 330 L94 214 Q90 192 106 182 Z"/>' +
  '<rect x="182" y="128" width="36" height="40" rx="10"/>' +
  '<ellipse cx="200" cy="76" rx="50" ry="60"/>' +
  "</g>" +
  '<g fill="#eef2f7" stroke="#cbd5e1" stroke-width="2"><ellipse cx="166" cy="236" rx="30" ry="52"/><ellipse cx="236" cy="236" rx="28" ry="50"/></g>';

/** One region's shapes in the given colours (the web viewer wraps each in a clickable group). */
export function paintRegion(region: BodyRegion, paint: Paint): string {
  return REGION_SHAPES[region].replaceAll("{f}", paint.fill).replaceAll("{s}", paint.stroke);
}

/**
 * The figure for highlighted regions (key → level); `allClear` tints every region green instead. Same
 * input, same SVG text, so an illustration is fully determined by its spec.
 */
export function drawFigure(highlighted: ReadonlyMap<BodyRegion, 1 | 2>, opts: { allClear?: boolean } = {}): string {
  const shapes = DRAW_ORDER.map((region) => {
    const level = highlighted.get(region);
    const paint = opts.allClear ? LEVEL_COLOURS.clear : LEVEL_COLOURS[level ?? 0];
    return paintRegion(region, paint);
  }).join("");
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1200" viewBox="0 0 400 800">' +
    '<rect width="400" height="800" fill="#ffffff"/>' +
    SILHOUETTE +
    shapes +
    "</svg>"
  );
}
