// The kernel: turns an endpoint declaration into a Next.js route handler. In order: request id → query check →
// HTTP Basic credentials (before any body byte) → body (JSON, or multipart streamed to temporary files with
// the credentials checked as soon as both fields arrive, so a wrong password stops the upload) → credentials
// (body, HTTP Basic where allowed, or the web session from our own origin) → lockout per account and source →
// rate limit → language → request schema → credit reservation → heavy-job slot → handler (with the request's
// abort signal) → response schema → commit of the reservation → envelope. Any failure, cancellation or crash
// releases the reservation: a failed request costs nothing. Spooled uploads are removed on every exit path.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { accountById, authenticateAndCount, type AuthenticatedAccount } from "@/lib/accounts/authenticate";
import { describeQuota, quotaView } from "@/lib/accounts/credits";
import { commitReservation, releaseReservation, reserveCredits, type Reservation } from "@/lib/accounts/reservations";
import { isSameOrigin, sessionFromRequest } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { DEFAULT_LANGUAGE, isLanguageCode } from "@/lib/i18n/languages";
import { ApiError, isApiError } from "./api-error";
import { acquireJobSlot, acquireUploadSlot } from "./concurrency";
import type { EndpointContext, EndpointDefinition } from "./define-endpoint";
import { errorAnswer, jsonAnswer, successBody, toResponse, type ApiAnswer } from "./envelope";
import { namespacedCode } from "./error-codes";
import { pathParams } from "./path-param";
import { log } from "./log";
import { checkRateLimit, currentWindow, enforceRateLimit } from "./rate-limit";
import { checkText, DEFAULT_JSON_LIMIT, DEFAULT_MULTIPART_LIMITS, readJson, readMultipart, removeUploads, type UploadedFile } from "./read-body";
import { clientAddressOf } from "./request-meta";
import { validateRequest } from "./validation";

type RouteHandler = (req: Request) => Promise<Response>;
export type AnswerHandler = (req: Request) => Promise<ApiAnswer>;

interface ParsedInput {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  spoolDir: string | null;
  /** The caller, when multipart credentials were checked while the body streamed. */
  caller?: ResolvedCaller;
}

async function readInput(def: EndpointDefinition, req: Request, source: string, known: ResolvedCaller | undefined, onSpool: (dir: string | null) => void): Promise<ParsedInput> {
  if (def.body === "none") return { fields: {}, files: [], spoolDir: null };
  const type = req.headers.get("content-type") ?? "";
  if (def.body === "multipart" && !(def.acceptsJson && type.toLowerCase().startsWith("application/json"))) {
    if (!type.toLowerCase().startsWith("multipart/form-data")) {
      throw new ApiError("VAL_2002", "Send this request as multipart/form-data with the document in a 'file' field.");
    }
    const limits = { ...DEFAULT_MULTIPART_LIMITS, ...def.limits };
    const release = acquireUploadSlot();
    try {
      const early = def.auth === "credentials" && !known ? (u: string, p: string) => checkedCredentials(u, p, "credentials", source) : undefined;
      const { fields, files, spoolDir, authenticated } = await readMultipart(req, limits, early);
      onSpool(spoolDir);
      return { fields, files, spoolDir, caller: authenticated };
    } finally {
      release();
    }
  }
  return { fields: await readJson(req, def.limits?.json ?? DEFAULT_JSON_LIMIT), files: [], spoolDir: null };
}

function basicCredentials(req: Request): { username: string; password: string } | null {
  const header = req.headers.get("authorization");
  if (!header?.toLowerCase().startsWith("basic ")) return null;
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const i = decoded.indexOf(":");
  if (i < 0) return null;
  const creds = { username: decoded.slice(0, i), password: decoded.slice(i + 1) };
  checkText(creds.username, "username");
  checkText(creds.password, "password");
  return creds.username && creds.password ? creds : null;
}

type ResolvedCaller = { account: AuthenticatedAccount | null; method: EndpointContext<unknown>["authMethod"]; userId: string | null };

/** Authenticates a username/password and counts the request against the account's rate limit. */
async function checkedCredentials(username: string, password: string, method: "credentials" | "basic", source: string): Promise<ResolvedCaller> {
  const db = await getDb();
  const window = currentWindow();
  const { account, requestsInWindow } = await authenticateAndCount(db, username, password, window, source);
  if (requestsInWindow === null) await enforceRateLimit(db, account.id, window);
  else checkRateLimit(requestsInWindow, window.limit, window.windowStart);
  return { account, method, userId: null };
}

async function resolveAccount(def: EndpointDefinition, req: Request, fields: Record<string, unknown>, source: string): Promise<ResolvedCaller> {
  if (def.auth === "none") return { account: null, method: "none", userId: null };
  const { username, password } = fields;
  const hasUser = typeof username === "string" && username.length > 0;
  const hasPass = typeof password === "string" && password.length > 0;
  if (hasUser && hasPass) {
    return checkedCredentials(username, password, "credentials", source);
  }
  if (username !== undefined && typeof username !== "string") throw new ApiError("VAL_2002", "'username' must be a string.");
  if (password !== undefined && typeof password !== "string") throw new ApiError("VAL_2002", "'password' must be a string.");
  if (def.basicAuth) {
    const basic = basicCredentials(req);
    if (basic) return checkedCredentials(basic.username, basic.password, "basic", source);
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

/** A client's X-Request-Id is kept only when it is a short token of safe characters; otherwise a new id is made. */
export function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Paid uploads are the heavy work (document reading, OCR) that the per-account and per-instance caps bound. */
function isHeavy(def: EndpointDefinition): boolean {
  return def.heavy ?? (def.body === "multipart" && def.cost > 0 && !def.sandbox);
}

function quotaError(def: EndpointDefinition, account: AuthenticatedAccount): ApiError {
  return new ApiError(def.errorNamespace === "ICR" ? "ICR_QUOTA_1101" : "QUOTA_1101", describeQuota(quotaView(account)));
}

/** The kernel itself: a request in, the answer (status, headers, JSON text) out; never throws. */
export function endpointAnswer<Req extends z.ZodType, Res extends z.ZodType>(def: EndpointDefinition<Req, Res>): AnswerHandler {
  return async (req) => {
    const requestId = requestIdOf(req);
    const started = performance.now();
    let accountId: string | undefined;
    let status = 500;
    const extraHeaders = { "x-request-id": requestId, ...deprecationHeaders(def) };
    let spoolDir: string | null = null;
    let reservation: Reservation | null = null;
    let committed = false;
    let releaseJob: (() => void) | undefined;
    try {
      const url = new URL(req.url);
      for (const [name, value] of url.searchParams) {
        checkText(name, "query parameter");
        checkText(value, name);
      }
      const source = clientAddressOf(req);
      // HTTP Basic arrives with the headers: check it before reading a single body byte.
      const basic = def.auth === "credentials" && def.basicAuth ? basicCredentials(req) : null;
      const early = basic ? await checkedCredentials(basic.username, basic.password, "basic", source) : undefined;
      const input = await readInput(def as EndpointDefinition, req, source, early, (dir) => (spoolDir = dir));
      const { account, method, userId } = early ?? input.caller ?? (await resolveAccount(def as EndpointDefinition, req, input.fields, source));
      accountId = account?.id;
      // A large body was just parsed in one go: let other requests (health checks) run before validating it.
      if (Number(req.headers.get("content-length") ?? 0) > 256 * 1024) await new Promise((resolve) => setImmediate(resolve));
      const language = languageOf(input.fields);
      const { username: _u, password: _p, language: _l, ...rest } = input.fields;
      const body = validateRequest(def.request, rest) as z.infer<Req>;

      const cost = def.sandbox ? 0 : def.cost;
      if (cost > 0 && account) {
        // Reserve before any work: no request does paid work the balance could not cover.
        reservation = await reserveCredits(await getDb(), { accountId: account.id, cost, endpoint: def.path, requestId });
        if (!reservation) throw quotaError(def as EndpointDefinition, { ...account, credits: (await accountById(await getDb(), account.id))?.credits ?? "0" });
      }
      if (account && isHeavy(def as EndpointDefinition)) releaseJob = acquireJobSlot(account.id);
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
        signal: req.signal,
        clientAddress: source,
        db: getDb,
        log: log.child({ requestId }),
        responseHeaders: {},
        responseStatus: 200,
        rootFields: {},
        waiveCost: false,
        takeReservation: () => {
          const taken = reservation;
          reservation = null;
          return taken;
        },
      };
      const data = await def.handler(ctx);
      if (req.signal.aborted) throw new ApiError("PROC_3001", "The request was cancelled by the client. No credit was charged.");
      const checked = def.response.safeParse(data);
      if (!checked.success) {
        log.error({ requestId, endpoint: def.path, issues: checked.error.issues.slice(0, 5).map((i) => ({ path: i.path, code: i.code })) }, "response failed its schema");
        throw new ApiError("PROC_3001", "The report could not be assembled. No credit was charged; please retry.");
      }
      // A waived success (a handler's answer without the paid result) leaves the reservation to the release below.
      if (reservation && account && !ctx.waiveCost) {
        const balance = await commitReservation(await getDb(), reservation);
        committed = true;
        if (balance === null) throw quotaError(def as EndpointDefinition, { ...account, credits: "0" });
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
      releaseJob?.();
      if (reservation && !committed) {
        const r = reservation;
        // A failed release leaves the row for the sweeper, which gives the credit back later.
        await getDb()
          .then((db) => releaseReservation(db, r))
          .catch((e: unknown) => log.error({ requestId, err: e instanceof Error ? e.message : String(e) }, "reservation release failed"));
      }
      removeUploads(spoolDir);
      log.info({ requestId, endpoint: def.path, method: req.method, accountId, status, ms: Math.round(performance.now() - started) }, "request");
    }
  };
}
