// The kernel: turns an endpoint declaration into a Next.js route handler. In order: request id → body
// (JSON or streamed multipart, with limits) → credentials (body, HTTP Basic where allowed, or the web
// session from our own origin) → lockout → rate limit → language → request schema → balance check →
// handler → response schema → debit (conditional, with its ledger row) → envelope. Any failure answers the
// error envelope and costs nothing.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { accountById, authenticateAndCount, type AuthenticatedAccount } from "@/lib/accounts/authenticate";
import { debitCredits, describeQuota, quotaView } from "@/lib/accounts/credits";
import { isSameOrigin, sessionFromRequest } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { DEFAULT_LANGUAGE, isLanguageCode } from "@/lib/i18n/languages";
import { ApiError, isApiError } from "./api-error";
import type { EndpointContext, EndpointDefinition } from "./define-endpoint";
import { errorAnswer, jsonAnswer, successBody, toResponse, type ApiAnswer } from "./envelope";
import { namespacedCode } from "./error-codes";
import { pathParams } from "./path-param";
import { log } from "./log";
import { checkRateLimit, currentWindow, enforceRateLimit } from "./rate-limit";
import { DEFAULT_JSON_LIMIT, DEFAULT_MULTIPART_LIMITS, readJson, readMultipart, type UploadedFile } from "./read-body";
import { validateRequest } from "./validation";

type RouteHandler = (req: Request) => Promise<Response>;
export type AnswerHandler = (req: Request) => Promise<ApiAnswer>;

interface ParsedInput {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

async function readInput(def: EndpointDefinition, req: Request): Promise<ParsedInput> {
  if (def.body === "none") return { fields: {}, files: [] };
  const type = req.headers.get("content-type") ?? "";
  if (def.body === "multipart") {
    if (!type.toLowerCase().startsWith("multipart/form-data")) {
      throw new ApiError("VAL_2002", "Send this request as multipart/form-data with the document in a 'file' field.");
    }
    const limits = { ...DEFAULT_MULTIPART_LIMITS, ...def.limits };
    const { fields, files } = await readMultipart(req, limits);
    return { fields, files };
  }
  return { fields: await readJson(req, def.limits?.json ?? DEFAULT_JSON_LIMIT), files: [] };
}

function basicCredentials(req: Request): { username: string; password: string } | null {
  const header = req.headers.get("authorization");
  if (!header?.toLowerCase().startsWith("basic ")) return null;
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const i = decoded.indexOf(":");
  return i < 0 ? null : { username: decoded.slice(0, i), password: decoded.slice(i + 1) };
}

type ResolvedCaller = { account: AuthenticatedAccount | null; method: EndpointContext<unknown>["authMethod"]; userId: string | null };

/** Authenticates a username/password and counts the request against the account's rate limit. */
async function checkedCredentials(username: string, password: string, method: "credentials" | "basic"): Promise<ResolvedCaller> {
  const db = await getDb();
  const window = currentWindow();
  const { account, requestsInWindow } = await authenticateAndCount(db, username, password, window);
  if (requestsInWindow === null) await enforceRateLimit(db, account.id, window);
  else checkRateLimit(requestsInWindow, window.limit, window.windowStart);
  return { account, method, userId: null };
}

async function resolveAccount(def: EndpointDefinition, req: Request, fields: Record<string, unknown>): Promise<ResolvedCaller> {
  if (def.auth === "none") return { account: null, method: "none", userId: null };
  const { username, password } = fields;
  const hasUser = typeof username === "string" && username.length > 0;
  const hasPass = typeof password === "string" && password.length > 0;
  if (hasUser && hasPass) {
    return checkedCredentials(username, password, "credentials");
  }
  if (username !== undefined && typeof username !== "string") throw new ApiError("VAL_2002", "'username' must be a string.");
  if (password !== undefined && typeof password !== "string") throw new ApiError("VAL_2002", "'password' must be a string.");
  if (def.basicAuth) {
    const basic = basicCredentials(req);
    if (basic) return checkedCredentials(basic.username, basic.password, "basic");
  }
  if (!hasUser && !hasPass && isSameOrigin(req)) {
    const session = await sessionFromRequest(req);
    if (session) {
      const account = await accountById(await getDb(), session.accountId);
      if (account) {
        await enforceRateLimit(await getDb(), account.id);
        return { account, method: "session", userId: session.userId };
      }
    }
  }
  throw new ApiError("AUTH_1001", hasUser || hasPass ? "Both 'username' and 'password' are needed." : "Send 'username' and 'password' with the request.");
}

function languageOf(fields: Record<string, unknown>): string {
  const raw = fields.language;
  if (raw === undefined || raw === null || raw === "") return DEFAULT_LANGUAGE;
  if (typeof raw !== "string") throw new ApiError("VAL_2003", "'language' must be one of the supported language codes, e.g. 'en'.");
  const code = raw.trim();
  if (!isLanguageCode(code)) {
    throw new ApiError("VAL_2003", `'${code.slice(0, 20)}' is not a supported language code. GET /api/info lists the 100 supported codes.`);
  }
  return code;
}

function deprecationHeaders(def: EndpointDefinition): Record<string, string> {
  if (!def.deprecated) return {};
  return {
    deprecation: "true",
    link: `<${def.deprecated.successor}>; rel="successor-version"`,
    ...(def.deprecated.sunset ? { sunset: def.deprecated.sunset } : {}),
  };
}

/** Wraps an endpoint declaration into a route handler (`export const POST = endpoint(def)`). */
export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(def: EndpointDefinition<Req, Res>): RouteHandler {
  const answer = endpointAnswer(def);
  return async (req) => toResponse(await answer(req));
}

/** The kernel itself: a request in, the answer (status, headers, JSON text) out; never throws. */
export function endpointAnswer<Req extends z.ZodType, Res extends z.ZodType>(def: EndpointDefinition<Req, Res>): AnswerHandler {
  return async (req) => {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    const started = performance.now();
    let accountId: string | undefined;
    let status = 500;
    const extraHeaders = { "x-request-id": requestId, ...deprecationHeaders(def) };
    try {
      const input = await readInput(def as EndpointDefinition, req);
      const { account, method, userId } = await resolveAccount(def as EndpointDefinition, req, input.fields);
      accountId = account?.id;
      const language = languageOf(input.fields);
      const { username: _u, password: _p, language: _l, ...rest } = input.fields;
      const body = validateRequest(def.request, rest) as z.infer<Req>;

      const cost = def.sandbox ? 0 : def.cost;
      if (cost > 0 && account && Number(account.credits) < cost) {
        throw new ApiError(def.errorNamespace === "ICR" ? "ICR_QUOTA_1101" : "QUOTA_1101", describeQuota(quotaView(account)));
      }
      const url = new URL(req.url);
      const ctx: EndpointContext<z.infer<Req>> = {
        requestId,
        account,
        authMethod: method,
        userId,
        params: pathParams(def.path, url.pathname),
        language,
        body,
        files: input.files,
        query: url.searchParams,
        request: req,
        db: getDb,
        log: log.child({ requestId }),
        responseHeaders: {},
        responseStatus: 200,
        rootFields: {},
        waiveCost: false,
      };
      const data = await def.handler(ctx);
      const checked = def.response.safeParse(data);
      if (!checked.success) {
        log.error({ requestId, endpoint: def.path, issues: checked.error.issues.slice(0, 5).map((i) => ({ path: i.path, code: i.code })) }, "response failed its schema");
        throw new ApiError("PROC_3001", "The report could not be assembled. No credit was charged; please retry.");
      }
      if (cost > 0 && account && !ctx.waiveCost) {
        const balance = await debitCredits(await getDb(), { accountId: account.id, cost, endpoint: def.path, requestId });
        if (balance === null) {
          throw new ApiError(def.errorNamespace === "ICR" ? "ICR_QUOTA_1101" : "QUOTA_1101", describeQuota(quotaView({ ...account, credits: "0" })));
        }
      }
      status = ctx.responseStatus;
      return jsonAnswer(successBody(checked.data, def.version, ctx.rootFields), status, { ...extraHeaders, ...ctx.responseHeaders });
    } catch (err) {
      if (isApiError(err)) {
        const code = namespacedCode(err.code, def.errorNamespace);
        status = err.status;
        return errorAnswer(code, def.version, { details: err.details, message: err.message, headers: { ...extraHeaders, ...err.headers } });
      }
      status = 500;
      // Unknown failures: log the error type and message (no request data), answer with the request id.
      log.error({ requestId, endpoint: def.path, err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err) }, "unhandled error");
      const code = def.errorNamespace === "ICR" ? "ICR_SRV_5001" : "SRV_5001";
      return errorAnswer(code, def.version, {
        details: `Something went wrong on our side. Quote request id ${requestId} when contacting support. No credit was charged.`,
        requestId,
        headers: extraHeaders,
      });
    } finally {
      log.info({ requestId, endpoint: def.path, method: req.method, accountId, status, ms: Math.round(performance.now() - started) }, "request");
    }
  };
}
