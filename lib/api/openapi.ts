// Builds the OpenAPI 3.1 document from the endpoint declarations (their zod schemas, costs, auth and
// codes), so the reference at /docs can never drift from what the kernel enforces.
import { z } from "zod";
import type { EndpointDefinition } from "./define-endpoint";
import { ERROR_CODES } from "./error-codes";
import { ENDPOINTS } from "./registry";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: "input" | "output"): Json {
  const s = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;
  delete s.$schema;
  return s;
}

const credentialProps = {
  username: { type: "string", description: "Account name." },
  password: { type: "string", description: "Account secret." },
  language: { type: "string", enum: [...LANGUAGE_CODES], default: "en", description: "Response language." },
};

function requestBody(def: EndpointDefinition): Json | undefined {
  if (def.body === "none") return undefined;
  const body = schemaOf(def.request, "input");
  const props = { ...(def.auth === "credentials" ? credentialProps : { language: credentialProps.language }), ...((body.properties as Json) ?? {}) };
  const required = [...(def.auth === "credentials" ? ["username", "password"] : []), ...((body.required as string[]) ?? [])];
  if (def.body === "multipart") {
    const fileProp = { type: "array", items: { type: "string", format: "binary" }, description: `Document file(s); repeat the field for several pages. ${Math.round((def.limits?.fileSize ?? 20 * 1024 * 1024) / 1048576)} MB per file.` };
    const alternatives = def.fileAlternatives ?? [];
    // `file` is required unless the endpoint names fields that replace it (then one of them) or takes JSON too.
    const oneOf = alternatives.length > 0 ? { anyOf: ["file", ...alternatives].map((f) => ({ required: [f] })) } : {};
    const multipart = { type: "object", properties: { ...props, file: fileProp }, required: def.acceptsJson || alternatives.length > 0 ? required : [...required, "file"], ...oneOf };
    const content: Json = { "multipart/form-data": { schema: multipart } };
    if (def.acceptsJson) {
      const jsonOneOf = alternatives.length > 0 ? { anyOf: alternatives.map((f) => ({ required: [f] })) } : {};
      content["application/json"] = { schema: { type: "object", properties: props, required, ...jsonOneOf } };
    }
    return { required: true, content };
  }
  return { required: true, content: { "application/json": { schema: { ...body, type: "object", properties: props, required } } } };
}

function successSchema(def: EndpointDefinition): Json {
  const root: Json = {
    status: { type: "string", const: "success" },
    data: schemaOf(def.response, "output"),
    timestamp: { type: "string", format: "date-time" },
    api_version: { type: "string", const: def.version },
  };
  for (const [k, v] of Object.entries(def.rootFieldsDoc ?? {})) root[k] = { description: v };
  return { type: "object", properties: root, required: ["status", "data", "timestamp", "api_version"] };
}

function operation(def: EndpointDefinition): Json {
  const costText = def.sandbox || def.cost === 0 ? "Free." : `Costs ${def.cost} credit${def.cost === 1 ? "" : "s"} when it succeeds; failed requests are free.`;
  const op: Json = {
    summary: def.summary,
    description: [def.description, costText, def.deprecated ? `Deprecated: use ${def.deprecated.successor}.` : ""].filter(Boolean).join("\n\n"),
    tags: def.tags,
    operationId: `${def.method.toLowerCase()}${def.path.replace(/[^a-zA-Z0-9]+/g, "_")}`,
    deprecated: def.deprecated ? true : undefined,
    "x-credit-cost": def.sandbox ? 0 : def.cost,
    responses: {
      "200": { description: "Success", content: { "application/json": { schema: successSchema(def) } } },
      default: { description: "Error (see the error codes table)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
    },
  };
  const body = requestBody(def);
  if (body) op.requestBody = body;
  if (def.auth === "credentials") op.security = def.basicAuth ? [{ bodyCredentials: [] }, { basic: [] }, { session: [] }] : [{ bodyCredentials: [] }, { session: [] }];
  return op;
}

export function buildOpenApi(baseUrl = "/"): Json {
  const paths: Record<string, Json> = {};
  for (const def of ENDPOINTS) (paths[def.path] ??= {})[def.method.toLowerCase()] = operation(def);
  return {
    openapi: "3.1.0",
    info: {
      title: "Laboratory Report Analysis Service API",
      version: "12.0.0",
      description:
        "Versioned JSON/HTTP API for laboratory report analysis. Credentials (`username`, `password`) travel in the request body. " +
        "Every answer carries `status`, `timestamp` and `api_version`; errors use one envelope with a code from the table in `x-error-codes`.",
    },
    servers: [{ url: baseUrl }],
    paths,
    components: {
      securitySchemes: {
        bodyCredentials: { type: "apiKey", in: "header", name: "x-body-credentials", description: "Send `username` and `password` as body fields (JSON or multipart). Shown as a scheme for documentation only." },
        basic: { type: "http", scheme: "basic", description: "HTTP Basic, accepted by the DNA modules and job polling." },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "The web app's own session (same origin only)." },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["status", "error", "timestamp", "api_version"],
          properties: {
            status: { type: "string", const: "error" },
            error: {
              type: "object",
              required: ["code", "message", "details", "timestamp"],
              properties: {
                code: { type: "string", enum: Object.keys(ERROR_CODES) },
                message: { type: "string" },
                details: { type: "string" },
                timestamp: { type: "string", format: "date-time" },
                request_id: { type: "string", description: "Present on internal errors; quote it to support." },
              },
            },
            timestamp: { type: "string", format: "date-time" },
            api_version: { type: "string" },
          },
        },
      },
    },
    "x-error-codes": Object.entries(ERROR_CODES).map(([code, v]) => ({ code, http: v.status, message: v.message })),
  };
}

let cached: string | undefined;
export async function openApiResponse(): Promise<Response> {
  cached ??= JSON.stringify(buildOpenApi());
  return new Response(cached, { headers: { "content-type": "application/json; charset=utf-8", "access-control-allow-origin": "*" } });
}
