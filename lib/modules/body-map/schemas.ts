// Request and response schemas of the body-map endpoints (extended-modules contract, "Body map").
import { z } from "zod";
import { BODY_REGIONS } from "@/lib/knowledge/body-map";

export const MAX_PARAMETERS = 500;
export const MAX_IMAGE_WAIT_SECONDS = 30;

const name = z.string().max(300);

export const bodyMapParameterSchema = z
  .object({
    short_name: name.optional().describe("Marker name as printed (the documented name field)."),
    long_name: name.optional().describe("Full name; improves matching of abbreviations."),
    name: name.optional().describe("Alternative name field."),
    parameter_name: name.optional().describe("Alternative name field."),
    parameter: name.optional().describe("Alternative name field."),
    evaluation: z
      .string()
      .max(40)
      .optional()
      .describe("high, low, bad, slightly_high, slightly_low or normal (the blood-test words critical_*/borderline_* are accepted too). When absent, the result is compared with range_normal_min/max."),
    result: z.union([z.string().max(100), z.number()]).optional().describe("Measured value; orders markers within a region."),
    unit: z.string().max(60).optional().describe("Unit as printed; helps tell apart analytes sharing a name."),
    range_normal_min: z.union([z.number(), z.string().max(40)]).nullable().optional().describe("Lower bound of the normal range."),
    range_normal_max: z.union([z.number(), z.string().max(40)]).nullable().optional().describe("Upper bound of the normal range."),
    category: z.string().max(200).optional().describe("Panel name, e.g. 'Lipids' or 'Leberwerte'; places markers whose name is unknown."),
  })
  .describe("One lab result. At least one of short_name, long_name, name, parameter_name, parameter is required.");
export type BodyMapParameter = z.infer<typeof bodyMapParameterSchema>;

export const bodyMapRequest = z.object({
  parameters: z.array(bodyMapParameterSchema).max(MAX_PARAMETERS).describe(`Lab results, at most ${MAX_PARAMETERS}. Only flagged ones are placed.`),
  interpretation: z
    .array(z.union([z.string().max(2000), z.record(z.string(), z.unknown())]))
    .max(200)
    .optional()
    .describe("Interpretation items of the report; context for the model only when ai_assist is on."),
  ai_assist: z.boolean().default(false).describe("Let a model place markers the alias tables do not recognise (mode 'ai_assisted'). Needs a configured model."),
  include_image: z.boolean().default(false).describe("Render the illustration now and return it (body_map.image, a PNG data URL) when ready within image_wait."),
  image_wait: z
    .number()
    .int()
    .min(0)
    .max(MAX_IMAGE_WAIT_SECONDS)
    .default(0)
    .describe("Seconds (0–30) to wait for a newly generated illustration when include_image is true."),
});
export type BodyMapRequest = z.infer<typeof bodyMapRequest>;

const regionKey = z.enum(BODY_REGIONS);

export const bodyMapRegionSchema = z.object({
  key: regionKey.describe("Region key."),
  level: z.union([z.literal(1), z.literal(2)]).describe("2 out of range, 1 borderline (the most severe marker's level)."),
  drawn: z.boolean().describe("True for the at most six regions highlighted on the illustration."),
  markers: z.array(z.string()).describe("The caller's marker names placed here, most severe first."),
});

export const bodyMapSchema = z.object({
  v: z.number().int().describe("Map format version."),
  spec: z.string().describe("Canonical identifier of the drawn regions and their levels, e.g. 'v1.hrt2.liv2.bld1'; 'v1.clear' when nothing is flagged."),
  regions: z.array(bodyMapRegionSchema).describe("Every placed region (the legend), most severe first, then canonical order."),
  unmapped: z.number().int().describe("Flagged markers that fit no region."),
  image_url: z.string().nullable().describe("Signed address of the cached illustration; null until the file exists."),
  fallback_url: z.string().describe("Signed address that renders the illustration on demand (503 + Retry-After while rendering). Expires after 7 days."),
  image: z.string().nullable().optional().describe("With include_image: the PNG as a data URL when it was ready within image_wait, else null."),
});

export const bodyMapResponse = z.object({
  body_map: bodyMapSchema,
  engine_version: z.number().int(),
  region_keys: z.array(regionKey).describe("The 13 region keys in canonical order."),
  mode: z.enum(["deterministic", "ai_assisted"]),
  all_clear: z.boolean().describe("True when nothing is flagged; the shared all-clear illustration applies."),
});
export type BodyMapResponse = z.infer<typeof bodyMapResponse>;

const recognitionSchema = z.object({
  name: z.string(),
  region: regionKey.nullable().describe("Main region (null when unrecognised)."),
  regions: z.array(regionKey).describe("Every region the marker is drawn on."),
  level: z.number().int().min(0).max(2).describe("0 normal (not placed), 1 borderline, 2 out of range."),
});

export const validateResponse = z.object({
  valid: z.boolean(),
  errors: z.array(z.string()),
  parameter_count: z.number().int(),
  flagged_count: z.number().int(),
  recognised: z.array(recognitionSchema),
  unrecognised: z.array(recognitionSchema),
});

export const regionsResponse = z.object({
  regions: z.array(z.object({ key: regionKey, code: z.string(), order: z.number().int(), names: z.record(z.string(), z.string()).describe("Display names in 12 languages.") })),
  severity_levels: z.array(z.object({ level: z.number().int(), key: z.string(), meaning: z.string() })),
  evaluations: z.record(z.string(), z.number().int()).describe("Each accepted evaluation word and the level it gives."),
});

export const infoResponse = z.object({
  module: z.string(),
  version: z.string(),
  engine_version: z.number().int(),
  map_version: z.number().int(),
  endpoints: z.array(z.object({ method: z.string(), path: z.string(), auth: z.string(), cost: z.number() })),
  limits: z.object({ max_parameters: z.number().int(), max_image_wait_seconds: z.number().int(), max_drawn_regions: z.number().int(), regions: z.number().int(), alias_languages: z.number().int() }),
  authentication: z.string(),
  ai_assist_available: z.boolean(),
  illustration: z.object({ format: z.string(), renderer: z.string(), url_lifetime_seconds: z.number().int() }),
});

export const emptyRequest = z.object({});
