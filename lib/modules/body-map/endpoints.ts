// Endpoint declarations of the body map (extended-modules contract, "Body map").
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { ALIAS_LANGUAGES } from "@/lib/knowledge/analytes/types";
import { BODY_REGIONS, KNOWN_EVALUATIONS, REGIONS, REGION_NAMES, SEVERITY_LEVELS, levelOfEvaluation } from "@/lib/knowledge/body-map";
import { analyzeBodyMap, validateBodyMap } from "./analyze-body-map";
import { ENGINE_VERSION, MAP_VERSION, MAX_DRAWN } from "./map-panel";
import { bodyMapModel } from "./model";
import { SANDBOX_PARAMETERS } from "./sandbox-panel";
import {
  bodyMapRequest,
  bodyMapResponse,
  emptyRequest,
  infoResponse,
  MAX_IMAGE_WAIT_SECONDS,
  MAX_PARAMETERS,
  regionsResponse,
  validateResponse,
} from "./schemas";
import { URL_LIFETIME_SECONDS } from "./sign-url";

const VERSION = "v1";
const TAGS = ["Body map"] as const;

export const analyze = defineEndpoint({
  method: "POST",
  path: "/api/v1/body-map/analyze",
  summary: "Place flagged lab results on 13 body regions",
  description:
    "Returns the legend (every placed region with its markers, most severe first), which regions the illustration draws (at most six), the canonical spec and signed illustration addresses. 1 credit; nothing is charged when validation fails or flagged markers cannot be placed (VAL_2020).",
  tags: TAGS,
  version: VERSION,
  auth: "credentials",
  cost: 1,
  body: "json",
  request: bodyMapRequest,
  response: bodyMapResponse,
  handler: (ctx) => analyzeBodyMap(ctx.body, { model: bodyMapModel(), db: ctx.db, origin: new URL(ctx.request.url).origin }),
});

export const validate = defineEndpoint({
  method: "POST",
  path: "/api/v1/body-map/validate",
  summary: "Check a body-map panel without analysing it",
  description: "Reports which marker names are recognised and where they would go. Free; works with zero credits.",
  tags: TAGS,
  version: VERSION,
  auth: "credentials",
  cost: 0,
  body: "json",
  request: bodyMapRequest,
  response: validateResponse,
  handler: async (ctx) => validateBodyMap(ctx.body.parameters),
});

export const sandbox = defineEndpoint({
  method: "POST",
  path: "/api/v1/body-map/sandbox",
  summary: "Body map sandbox (sample answer, free)",
  description: "Same request as analyze; answers the map of a built-in sample panel (an invented patient). Free.",
  tags: TAGS,
  version: VERSION,
  auth: "credentials",
  cost: 0,
  sandbox: true,
  body: "json",
  request: bodyMapRequest,
  response: bodyMapResponse,
  handler: (ctx) =>
    analyzeBodyMap(
      { ...ctx.body, parameters: [...SANDBOX_PARAMETERS], ai_assist: false },
      { model: null, db: ctx.db, origin: new URL(ctx.request.url).origin },
    ),
});

export const regions = defineEndpoint({
  method: "GET",
  path: "/api/v1/body-map/regions",
  summary: "The 13 body-map regions and the severity levels",
  tags: TAGS,
  version: VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: regionsResponse,
  handler: async () => ({
    regions: REGIONS.map((r) => ({ ...r, names: { ...REGION_NAMES[r.key] } })),
    severity_levels: SEVERITY_LEVELS.map((l) => ({ ...l })),
    evaluations: Object.fromEntries(KNOWN_EVALUATIONS.map((e) => [e, levelOfEvaluation(e) ?? 0])),
  }),
});

export const info = defineEndpoint({
  method: "GET",
  path: "/api/v1/body-map/info",
  summary: "Body map capabilities, limits and authentication",
  tags: TAGS,
  version: VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: infoResponse,
  handler: async () => ({
    module: "body-map",
    version: VERSION,
    engine_version: ENGINE_VERSION,
    map_version: MAP_VERSION,
    endpoints: [
      ...[analyze, validate, sandbox, regions].map((d) => ({ method: d.method as string, path: d.path, auth: d.auth as string, cost: d.sandbox ? 0 : (d.cost as number) })),
      { method: "GET", path: "/api/v1/body-map/info", auth: "none", cost: 0 },
      { method: "GET", path: "/api/v1/body-map/render", auth: "signed address", cost: 0 },
      { method: "GET", path: "/api/v1/body-map/illustrations/{spec}.png", auth: "signed address", cost: 0 },
    ],
    limits: {
      max_parameters: MAX_PARAMETERS,
      max_image_wait_seconds: MAX_IMAGE_WAIT_SECONDS,
      max_drawn_regions: MAX_DRAWN,
      regions: BODY_REGIONS.length,
      alias_languages: ALIAS_LANGUAGES.length,
    },
    authentication: "username and password in the JSON body (POST endpoints); regions and info need none; illustration addresses carry their own signature.",
    ai_assist_available: bodyMapModel() !== null,
    illustration: { format: "image/png", renderer: "sharp (libvips + librsvg)", url_lifetime_seconds: URL_LIFETIME_SECONDS },
  }),
});

export const BODY_MAP_ENDPOINTS = [analyze, validate, sandbox, regions, info];
