// Utility endpoints: service info, health and the quota check.
import { quotaView } from "@/lib/accounts/credits";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { ApiError } from "@/lib/api/api-error";
import { getDatabase } from "@/lib/db/client";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { API_VERSIONS, LATEST_VERSION, PLATFORM_NAME } from "./versions";
import { emptyRequest, healthResponse, infoResponse, quotaResponse } from "./schemas";

const startedAt = Date.now();

function formatUptime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${d ? `${d}d ` : ""}${h}h ${m}m ${s % 60}s`;
}

export const info = defineEndpoint({
  method: "GET",
  path: "/api/info",
  summary: "Service information",
  description: "Platform name, API versions, the number of supported languages and where the documentation is.",
  tags: ["Utility"],
  version: LATEST_VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: infoResponse,
  handler: async ({ request }) => ({
    platform: PLATFORM_NAME,
    versions: API_VERSIONS,
    latest_version: LATEST_VERSION,
    supported_languages: LANGUAGE_CODES.length,
    language_codes: [...LANGUAGE_CODES],
    documentation: new URL("/docs", request.url).toString(),
    status: "operational",
  }),
});

export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  summary: "Health check",
  description: "Answers 200 when the service and its database respond; 503 (SRV_5003) when the database cannot be reached.",
  tags: ["Utility"],
  version: LATEST_VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: healthResponse,
  handler: async () => {
    const started = performance.now();
    try {
      const db = await getDatabase();
      await db.prisma.$queryRaw`SELECT 1`;
      return {
        status: "ok" as const,
        timestamp: new Date().toISOString(),
        uptime: formatUptime(Date.now() - startedAt),
        database: { kind: db.target.kind, reachable: true, latency_ms: Math.round((performance.now() - started) * 10) / 10 },
      };
    } catch {
      throw new ApiError("SRV_5003", `The database did not answer. Uptime ${formatUptime(Date.now() - startedAt)}.`, {
        headers: { "retry-after": "5" },
      });
    }
  },
});

export const quotaCheck = defineEndpoint({
  method: "POST",
  path: "/api/quota/check",
  summary: "Remaining credits",
  description: "Returns the account's quota (contract shape B). Free; needs username and password in a JSON body.",
  tags: ["Utility"],
  version: LATEST_VERSION,
  auth: "credentials",
  cost: 0,
  body: "json",
  request: emptyRequest,
  response: quotaResponse,
  rootFieldsDoc: { quota: "The same quota object, at the root as contract shape B shows it." },
  handler: async (ctx) => {
    const account = ctx.account!;
    const quota = quotaView(account);
    ctx.rootFields.quota = quota;
    return { username: account.username, quota };
  },
});
