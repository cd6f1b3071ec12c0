// The production HTTP server: registered API endpoints are answered by the kernel directly; every other
// request (pages, assets, next-auth, unknown /api paths) goes to Next.js' own request handler.
import http from "node:http";
import { Readable } from "node:stream";
import next from "next";
import { bootstrapServer } from "./bootstrap";
import { createApiRouter } from "./api-router";
import type { ApiAnswer } from "@/lib/api/envelope";

function toWebRequest(req: http.IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    else headers.set(k, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(origin + (req.url ?? "/"), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error duplex is required by Node for streamed request bodies but missing from the DOM types
    duplex: "half",
  });
}

function writeAnswer(res: http.ServerResponse, answer: ApiAnswer): void {
  res.writeHead(answer.status, { ...answer.headers, "content-length": String(Buffer.byteLength(answer.body)) });
  res.end(answer.body);
}

export async function startHttpServer(opts: { port: number; hostname?: string }): Promise<http.Server> {
  const app = next({ dev: false, dir: process.cwd(), port: opts.port, hostname: opts.hostname });
  const handle = app.getRequestHandler();
  await app.prepare();
  await bootstrapServer();
  const router = createApiRouter();
  const origin = `http://${opts.hostname ?? "localhost"}:${opts.port}`;

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?", 1)[0]!;
    const api = pathname.startsWith("/api/") ? router.match(req.method ?? "GET", pathname) : undefined;
    if (!api) {
      void handle(req, res);
      return;
    }
    api(toWebRequest(req, origin))
      .then((answer) => writeAnswer(res, answer))
      .catch(() => {
        // endpoint() never throws; this only guards against a broken socket.
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end('{"status":"error","error":{"code":"SRV_5001","message":"Internal server error.","details":"","timestamp":""}}');
      });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(opts.port, opts.hostname, resolve));
  return server;
}
