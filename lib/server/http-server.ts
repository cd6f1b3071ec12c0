// The production HTTP server: registered API endpoints are answered by the kernel directly; every other
// request (pages, assets, next-auth, unknown /api paths) goes to Next.js' own request handler.
// Hardening lives here because only the server sees the socket: the client address (TRUSTED_PROXIES), an
// abort signal that fires when the client disconnects, the request body handed over as the Node stream
// (never queued whole), header/request timeouts and a connection cap, 405 for methods we do not serve
// (TRACE included), and the security headers of every answer (a per-request CSP nonce for pages).
import http from "node:http";
import next from "next";
import { bootstrapServer } from "./bootstrap";
import { createApiRouter, type ApiRouter } from "./api-router";
import { API_CSP, baseSecurityHeaders, newNonce, pageCsp } from "./security-headers";
import { clientAddress, trustedProxyMatcher } from "@/lib/api/client-address";
import type { ApiAnswer } from "@/lib/api/envelope";
import { errorAnswer } from "@/lib/api/envelope";
import { attachRequestMeta } from "@/lib/api/request-meta";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function envMs(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Server limits (env overrides documented in the README). */
export function serverLimits() {
  return {
    headersTimeout: envMs("HTTP_HEADERS_TIMEOUT_MS", 10_000),
    requestTimeout: envMs("HTTP_REQUEST_TIMEOUT_MS", 60_000),
    maxConnections: envMs("HTTP_MAX_CONNECTIONS", 1024),
  };
}

function toWebRequest(req: http.IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    else headers.set(k, v);
  }
  // The body is not wrapped in a web stream (Readable.toWeb queues the whole body as fast as it arrives);
  // the kernel reads the Node stream itself through the request meta.
  return new Request(origin + (req.url ?? "/"), { method: req.method, headers, signal });
}

function writeAnswer(req: http.IncomingMessage, res: http.ServerResponse, answer: ApiAnswer, security: Record<string, string>): void {
  const headers: Record<string, string> = { ...security, "content-security-policy": API_CSP, ...answer.headers, "content-length": String(Buffer.byteLength(answer.body)) };
  // Answered before the body was read (a refused upload): the rest is discarded briefly, then the connection closed.
  // (No "Connection: close" header: Node would destroy the socket right after the answer, under a client still writing.)
  if (!req.complete) lingerThenClose(req);
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

/**
 * A client still sending when we answer may miss the answer if the socket closes under it (its write fails
 * first). Like a web server's "lingering close", discard what it sends for a short while (at most 3 s and
 * 8 MB, never kept), then close. Past 8 MB reading stops instead of the socket being reset: the client's writes
 * then wait (TCP backpressure), so it reads the answer and hangs up itself; a reset there had cost a busy client
 * the 401 of a refused 120 MB upload (its write failed with EPIPE before it had parsed the answer).
 */
function lingerThenClose(req: http.IncomingMessage): void {
  let discarded = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, 3000);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > 8 * 1024 * 1024) req.pause();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

type Fallback = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The request listener: API paths to the kernel, the rest to `fallback` (Next.js, or 404 in an API-only
 * server). Exported so tests and the security suite run exactly this code.
 */
export function createRequestListener(router: ApiRouter, fallback: Fallback, origin: string) {
  const trusted = trustedProxyMatcher();
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const peer = req.socket.remoteAddress;
    const peerTrusted = peer !== undefined && trusted(peer);
    const forwarded = req.headers["x-forwarded-for"];
    const client = clientAddress(peer, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, trusted);
    // Downstream code (Next.js, next-auth, the kernel) reads these headers: only the values we vouch for remain.
    req.headers["x-forwarded-for"] = client;
    const proto = peerTrusted ? String(req.headers["x-forwarded-proto"] ?? "http").split(",")[0]!.trim() : "http";
    req.headers["x-forwarded-proto"] = proto === "https" ? "https" : "http";
    if (!peerTrusted) delete req.headers["x-forwarded-host"];
    const security = baseSecurityHeaders(proto === "https");

    const method = req.method ?? "GET";
    if (!METHODS.has(method)) {
      writeAnswer(req, res, errorAnswer("RES_4006", "v1", { details: `${method.slice(0, 20)} is not served here.`, headers: { allow: [...METHODS].join(", ") } }), security);
      return;
    }
    const pathname = (req.url ?? "/").split("?", 1)[0]!;
    const api = pathname.startsWith("/api/") ? router.match(method, pathname) : undefined;
    if (!api) {
      for (const [k, v] of Object.entries(security)) res.setHeader(k, v);
      if (!pathname.startsWith("/api/") && !pathname.startsWith("/_next/static/")) {
        const csp = pageCsp(newNonce());
        req.headers["content-security-policy"] = csp; // Next.js takes the nonce from here
        res.setHeader("content-security-policy", csp);
      }
      fallback(req, res);
      return;
    }
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    const request = toWebRequest(req, origin, abort.signal);
    attachRequestMeta(request, { body: req, clientAddress: client });
    api(request)
      .then((answer) => {
        if (!res.destroyed) writeAnswer(req, res, answer, security);
      })
      .catch(() => {
        // endpoint() never throws; this only guards against a broken socket.
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end('{"status":"error","error":{"code":"SRV_5001","message":"Internal server error.","details":"","timestamp":""}}');
      });
  };
}

/** A server with our timeouts and connection cap around a request listener. */
export function createHardenedServer(listener: http.RequestListener): http.Server {
  const limits = serverLimits();
  const server = http.createServer(
    { headersTimeout: limits.headersTimeout, requestTimeout: limits.requestTimeout, connectionsCheckingInterval: 1000 },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  server.keepAliveTimeout = 65_000;
  return server;
}

export async function startHttpServer(opts: { port: number; hostname?: string; apiOnly?: boolean }): Promise<http.Server> {
  let fallback: Fallback;
  if (opts.apiOnly) {
    fallback = (_req, res) => {
      const answer = errorAnswer("RES_4004", "v1");
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    };
  } else {
    const app = next({ dev: false, dir: process.cwd(), port: opts.port, hostname: opts.hostname });
    const handle = app.getRequestHandler();
    await app.prepare();
    fallback = (req, res) => void handle(req, res);
  }
  await bootstrapServer();
  const origin = `http://${opts.hostname ?? "localhost"}:${opts.port}`;
  const server = createHardenedServer(createRequestListener(createApiRouter(), fallback, origin));
  await new Promise<void>((resolve) => server.listen(opts.port, opts.hostname, resolve));
  return server;
}
