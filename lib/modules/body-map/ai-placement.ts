// ai_assist: a language model places flagged markers the alias tables do not know. It only chooses among
// the 13 region keys (a zod enum); names go out, values, ranges and patient metadata never do. Its answer
// changes nothing else: levels, order and the spec are still computed here.
import { generateText, Output, type LanguageModel } from "ai";
import { z } from "zod";
import { BODY_REGIONS, type BodyRegion, type MarkerInput } from "@/lib/knowledge/body-map";

const placementSchema = z.object({
  placements: z
    .array(
      z.object({
        id: z.number().int().describe("The marker's id as given"),
        regions: z.array(z.enum(BODY_REGIONS)).max(3).describe("Body regions this lab marker reports on; empty if none fits"),
      }),
    )
    .describe("One entry per marker"),
});

const SYSTEM_PROMPT = [
  "You place laboratory markers on body regions for a body-map illustration.",
  `Allowed regions: ${BODY_REGIONS.join(", ")}.`,
  "For each marker (name, optional long name, unit and panel), answer the one to three regions whose organ or",
  "system the marker mainly reports on, most relevant first. Answer an empty list when you do not recognise the",
  "marker. Never invent regions outside the list.",
].join(" ");

function contextLines(interpretation: readonly unknown[] | undefined): string[] {
  return (interpretation ?? [])
    .map((item) => (typeof item === "string" ? item : typeof item === "object" && item ? Object.values(item).filter((v) => typeof v === "string").join(" ") : ""))
    .filter((t) => t.trim() !== "")
    .slice(0, 20)
    .map((t) => t.slice(0, 500));
}

/** Asks the model where the markers belong; returns marker index → regions (markers it could not place are absent). */
export async function placeWithModel(
  model: LanguageModel,
  markers: readonly { index: number; marker: MarkerInput }[],
  interpretation?: readonly unknown[],
): Promise<Map<number, BodyRegion[]>> {
  if (markers.length === 0) return new Map();
  const payload = markers.map((m, id) => ({ id, name: m.marker.name, long_name: m.marker.longName, unit: m.marker.unit, panel: m.marker.category }));
  const context = contextLines(interpretation);
  const { output } = await generateText({
    model,
    system: SYSTEM_PROMPT,
    prompt: JSON.stringify({ markers: payload, ...(context.length ? { report_context: context } : {}) }),
    output: Output.object({ schema: placementSchema }),
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(30_000),
  });
  const result = new Map<number, BodyRegion[]>();
  for (const p of output.placements) {
    const target = markers[p.id];
    const regions = [...new Set(p.regions)];
    if (target && regions.length > 0) result.set(target.index, regions);
  }
  return result;
}
