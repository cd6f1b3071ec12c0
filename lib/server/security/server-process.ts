// Runs the API server as a separate process for the security suite and measures it from outside: resident
// memory from /proc/<pid>/status (sampled, since the peak is what an attack costs), CPU time from
// /proc/<pid>/stat, and HTTP helpers that talk to it over real sockets.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface SeedAccount {
  username: string;
  password: string;
  credits: number;
}

export interface ServerProcess {
  pid: number;
  port: number;
  base: string;
  stop(): Promise<void>;
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `lab_security_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts lib/server/security/api-server.ts on a free port (PostgreSQL when TEST_DATABASE_URL is set). */
export async function startServer(seeds: SeedAccount[], env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lablens-security-"));
  const pgdb = await freshPostgres();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "lib/server/security/api-server.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: pgdb?.url ?? "",
      SEED_ACCOUNTS: JSON.stringify(seeds),
      PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 120_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return {
    pid: child.pid!,
    port,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r)).catch(() => undefined);
      await pgdb?.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, bytes. */
export function rssOf(pid: number): number {
  let status = "";
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return 0; // the process has exited (a failed test stopped the server while a sampler still ran)
  }
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) * 1024 : 0;
}

function statFields(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  } catch {
    return null;
  }
}

/**
 * CPU time of a process and everything it started (worker threads, native OCR child processes), seconds:
 * its own user + system time and its reaped children's, and the same for each descendant still running. A descendant's
 * reaped children must count too: when a grandchild (an OCR process started by a worker) exits, its time moves from its
 * own entry into its parent's reaped-children figure, and leaving that out made the total fall (-0.16 cores in CI).
 */
export function cpuSecondsOf(pid: number): number {
  const own = statFields(pid);
  if (!own) return 0;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  const parents = new Map<number, number>();
  const stats = new Map<number, string[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(entry);
    if (!f) continue;
    parents.set(Number(entry), Number(f[1]));
    stats.set(Number(entry), f);
  }
  const isDescendant = (p: number): boolean => {
    for (let q = parents.get(p), hops = 0; q !== undefined && q > 1 && hops < 20; q = parents.get(q), hops++) if (q === pid) return true;
    return false;
  };
  for (const [p, f] of stats) if (p !== pid && isDescendant(p)) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  return ticks / 100;
}

/** Samples a process' RSS every 10 ms until stopped; `peak()` is the highest seen. */
export function sampleRss(pid: number): { peak(): number; stop(): number } {
  let peak = rssOf(pid);
  const t = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(t);
      peak = Math.max(peak, rssOf(pid));
      return peak;
    },
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One HTTP request over a fresh connection. */
export function request(base: string, method: string, pathname: string, opts: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(base + pathname, { method, headers: { ...(opts.body ? { "content-length": String(Buffer.byteLength(opts.body)) } : {}), ...opts.headers }, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

export function json(reply: Reply): { error?: { code: string; details: string }; data?: Record<string, unknown> } {
  return JSON.parse(reply.body) as never;
}

export const BOUNDARY = "----lablens-security";

export function formPart(name: string, value: string | Buffer, filename?: string, type = "application/octet-stream"): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n${filename ? `Content-Type: ${type}\r\n` : ""}\r\n`;
  return Buffer.concat([Buffer.from(head), typeof value === "string" ? Buffer.from(value) : value, Buffer.from("\r\n")]);
}

export function formBody(parts: Buffer[]): Buffer {
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * Sends a multipart upload of `fileMb` MB (parts before the file first), writing with backpressure; resolves
 * with the answer as soon as it arrives (then stops sending), or rejects when the connection dies first.
 */
export function streamUpload(base: string, pathname: string, before: Buffer[], fileMb: number, opts: { after?: Buffer[]; headers?: Record<string, string> } = {}): Promise<Reply> {
  // A loaded client can lose the early answer to EPIPE when its own write fails first: send once more then.
  return streamUploadOnce(base, pathname, before, fileMb, opts).catch((e: NodeJS.ErrnoException) =>
    e.code === "EPIPE" || e.code === "ECONNRESET" ? streamUploadOnce(base, pathname, before, fileMb, opts) : Promise.reject(e));
}

function streamUploadOnce(base: string, pathname: string, before: Buffer[], fileMb: number, opts: { after?: Buffer[]; headers?: Record<string, string> } = {}): Promise<Reply> {
  const started = performance.now();
  const fileHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.concat([Buffer.from("\r\n"), ...(opts.after ?? []), Buffer.from(`--${BOUNDARY}--\r\n`)]);
  const head = Buffer.concat([...before, fileHead]);
  const total = head.length + fileMb * 1024 * 1024 + tail.length;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(base + pathname, { method: "POST", agent: false, headers: { "content-type": MULTIPART, "content-length": String(total), ...opts.headers } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started });
        req.destroy();
      });
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (answered) return;
      // The server answers early (401) and closes while this side is still writing: the write can fail with
      // EPIPE/ECONNRESET a moment before the answer is parsed. Give the answer that moment before failing.
      if (e.code === "EPIPE" || e.code === "ECONNRESET") setTimeout(() => (answered ? undefined : reject(e)), 1000);
      else reject(e);
    });
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let left = fileMb;
    const pump = () => {
      while (!answered && left > 0) {
        left--;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered && left === 0) req.end(tail);
    };
    req.write(head);
    pump();
  });
}

/** Sends `body` in 64 KB writes with backpressure and resolves with the answer as soon as it arrives. */
export function sendStreaming(base: string, method: string, pathname: string, headers: Record<string, string>, body: Buffer): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    // A keep-alive connection, as browsers use: with "Connection: close" Node ends the socket right after an early
    // answer, under the client's remaining writes.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const req = http.request(base + pathname, { method, agent, headers: { "content-length": String(body.length), ...headers } }, (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started });
        req.destroy();
        agent.destroy();
      });
    });
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    let offset = 0;
    const pump = () => {
      while (!answered && offset < body.length) {
        const next = body.subarray(offset, offset + 64 * 1024);
        offset += next.length;
        if (!req.write(next)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}
