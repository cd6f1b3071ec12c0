// Starts the production build on a throwaway embedded database for benchmarks, and stops it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

export interface BenchServer {
  url: string;
  dataDir: string;
  demoPassword: string;
  stop(): Promise<void>;
}

function readDemoPassword(dataDir: string): string {
  const creds = readFileSync(path.join(dataDir, "demo-credentials.txt"), "utf8");
  return /password=(\S+)/.exec(creds)?.[1] ?? "";
}

/** On PostgreSQL there is no demo bootstrap: create (or reset) an account named demo for the run. */
async function createBenchAccount(env: Record<string, string>): Promise<string> {
  const password = "bench-password-123";
  const run = (args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/account.ts", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });
  const created = run(["create", "--username", "demo", "--password", password, "--credits", "100"]);
  if (created.status !== 0) run(["passwd", "--username", "demo", "--password", password]);
  return password;
}

export function ensureBuild(): void {
  if (existsSync(".next/BUILD_ID")) return;
  console.log("No production build yet: running next build…");
  const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("next build failed");
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not come up`);
}

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  ensureBuild();
  const dataDir = `/tmp/lablens-bench-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // The same production server `npm start` runs (API fast path + Next.js for pages). The rate limiter
  // stays on, with a ceiling the benchmark cannot reach, so its database write is part of every figure.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "lib/server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", RATE_LIMIT_PER_MINUTE: "100000000", ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 60_000);
  const demoPassword = env.DATABASE_URL ? await createBenchAccount(env) : readDemoPassword(dataDir);
  return {
    url,
    dataDir,
    demoPassword,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
