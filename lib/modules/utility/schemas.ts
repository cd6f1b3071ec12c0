// Request and response schemas of the utility endpoints (core contract, "Utility endpoints").
import { z } from "zod";

export const emptyRequest = z.object({}).describe("No body fields besides credentials.");

export const infoResponse = z.object({
  platform: z.string().describe("Name of the service."),
  versions: z.array(z.string()).describe("API versions this deployment answers, newest first."),
  latest_version: z.string().describe("The recommended version for new integrations."),
  supported_languages: z.number().int().describe("Number of supported response language codes (100)."),
  language_codes: z.array(z.string()).describe("The supported language codes."),
  documentation: z.string().describe("Address of the interactive API reference."),
  status: z.string().describe("'operational' when the service is up."),
});

export const healthResponse = z.object({
  status: z.enum(["ok"]).describe("'ok' when the service and its database answer."),
  timestamp: z.string().describe("ISO 8601 time of the check."),
  uptime: z.string().describe("Time since the process started, e.g. '3h 12m 5s'."),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]).describe("Embedded PGlite or a PostgreSQL server."),
    reachable: z.boolean(),
    latency_ms: z.number().describe("Round trip of a trivial query."),
  }),
});

export const quotaSchema = z
  .object({
    remaining: z.number().describe("Credits left."),
    total: z.number().describe("Credits granted on the plan so far."),
    reset_date: z.string().describe("YYYY-MM-DD: when the plan's period renews."),
    plan: z.string().describe("Plan name."),
  })
  .describe("Quota, shape B of the contract (also placed at the root of the answer).");

export const quotaResponse = z.object({
  username: z.string(),
  quota: quotaSchema,
});
