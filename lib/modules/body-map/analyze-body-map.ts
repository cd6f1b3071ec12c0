// The analyze and validate operations of the body map, without HTTP: the deterministic map, the optional
// model placement, and the illustration addresses. Errors are ApiErrors with the contract's codes.
import type { LanguageModel } from "ai";
import { ApiError } from "@/lib/api/api-error";
import { BODY_REGIONS } from "@/lib/knowledge/body-map";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { placeWithModel } from "./ai-placement";
import { produceIllustration } from "./illustrations";
import { isIllustrationReady } from "./illustration-store";
import { ENGINE_VERSION, MAP_VERSION, mapPanel, readPanel, unplacedMarkers, type PanelMap } from "./map-panel";
import type { BodyMapParameter, BodyMapRequest, BodyMapResponse } from "./schemas";
import { signedQuery } from "./sign-url";

export interface AnalyzeOptions {
  /** The configured model, or null; needed only for ai_assist. */
  model: LanguageModel | null;
  db: () => Promise<PrismaClient>;
  /** Origin the illustration addresses are built on, e.g. "https://lab.example". */
  origin: string;
}

/** Address of the on-demand renderer for a spec (signed). */
export function fallbackUrl(origin: string, spec: string): string {
  return `${origin}/api/v1/body-map/render?${signedQuery(spec)}`;
}

/** Address of the cached illustration for a spec (signed). */
export function imageUrl(origin: string, spec: string): string {
  return `${origin}/api/v1/body-map/illustrations/${spec}.png?${signedQuery(spec)}`;
}

function checkInput(parameters: readonly BodyMapParameter[]): void {
  if (parameters.length === 0) throw new ApiError("VAL_2005", "'parameters' is empty: send at least one lab result.");
  const { errors } = readPanel(parameters);
  if (errors.length > 0) throw new ApiError("VAL_2002", errors.slice(0, 5).join(" "));
}

/** Maps the panel, asking the model about unknown flagged markers when ai_assist is on. */
async function mapWithAssist(req: BodyMapRequest, model: LanguageModel | null): Promise<PanelMap> {
  if (!req.ai_assist) return mapPanel(req.parameters);
  if (!model) {
    throw new ApiError("RES_4005", "ai_assist needs a language model, and none is configured here (AI_PROVIDER). Send ai_assist: false for the deterministic map.");
  }
  const { read } = readPanel(req.parameters);
  const unknown = unplacedMarkers(read);
  let extra = new Map<number, (typeof BODY_REGIONS)[number][]>();
  if (unknown.length > 0) {
    try {
      extra = await placeWithModel(model, unknown, req.interpretation);
    } catch {
      throw new ApiError("PROC_3003", "The model could not place the unrecognised markers. No credit was charged; retry, or send ai_assist: false.");
    }
  }
  return mapPanel(req.parameters, extra);
}

/**
 * POST /api/v1/body-map/analyze (and the sandbox, with a sample panel). Throws VAL_2020 when flagged
 * markers exist and none could be placed (the kernel then charges nothing).
 */
export async function analyzeBodyMap(req: BodyMapRequest, opts: AnalyzeOptions): Promise<BodyMapResponse> {
  checkInput(req.parameters);
  const map = await mapWithAssist(req, opts.model);
  if (map.flaggedCount > 0 && map.regions.length === 0) {
    throw new ApiError(
      "VAL_2020",
      `${map.flaggedCount} flagged marker(s) were sent, but none matched a known analyte or panel category. Check the names, add long_name or category${req.ai_assist ? "" : ", or send ai_assist: true"}. No credit was charged.`,
    );
  }
  const db = await opts.db();
  let image: string | null | undefined;
  let ready: boolean;
  if (req.include_image) {
    const produced = await produceIllustration(db, map.spec, req.image_wait * 1000);
    ready = produced.state === "ready";
    image = produced.state === "ready" ? `data:image/png;base64,${produced.png.toString("base64")}` : null;
  } else {
    ready = await isIllustrationReady(db, map.spec);
  }
  return {
    body_map: {
      v: MAP_VERSION,
      spec: map.spec,
      regions: map.regions,
      unmapped: map.unmapped.length,
      image_url: ready ? imageUrl(opts.origin, map.spec) : null,
      fallback_url: fallbackUrl(opts.origin, map.spec),
      ...(image !== undefined ? { image } : {}),
    },
    engine_version: ENGINE_VERSION,
    region_keys: [...BODY_REGIONS],
    mode: req.ai_assist ? "ai_assisted" : "deterministic",
    all_clear: map.flaggedCount === 0,
  };
}

/** POST /api/v1/body-map/validate: which names are recognised, with no charge and no illustration. */
export function validateBodyMap(parameters: readonly BodyMapParameter[]) {
  const map = mapPanel(parameters);
  const errors = [...map.errors];
  if (parameters.length === 0) errors.push("'parameters' is empty: send at least one lab result.");
  if (map.flaggedCount > 0 && map.regions.length === 0) errors.push("None of the flagged markers can be placed on a body region; analyze would refuse this panel.");
  return {
    valid: errors.length === 0,
    errors,
    parameter_count: map.parameterCount,
    flagged_count: map.flaggedCount,
    recognised: map.recognised,
    unrecognised: map.unrecognised,
  };
}
