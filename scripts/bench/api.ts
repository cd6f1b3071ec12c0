// npm run bench:api — throughput and latency of the API kernel, against a bare node:http server that
// returns the same JSON, measured in the same run on the same machine (2 cores shared with the load
// generator). Goal: authenticated requests at ≥ 40% of the bare server's rate.
import http from "node:http";
import autocannon from "autocannon";
import { startBenchServer } from "./server-process";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

async function main() {
  // BENCH_DATABASE_URL=postgres://… measures on a PostgreSQL server instead of the embedded database.
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const server = await startBenchServer(3290, pgUrl ? { DATABASE_URL: pgUrl } : {});
  const infoBody = await (await fetch(`${server.url}/api/info`)).text();
  const quotaBody = JSON.stringify({ username: "demo", password: server.demoPassword });
  const quotaAnswer = await (await fetch(`${server.url}/api/quota/check`, { method: "POST", headers: { "content-type": "application/json" }, body: quotaBody })).text();

  const bare = http.createServer((req, res) => {
    const body = req.url === "/quota" ? quotaAnswer : infoBody;
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(body);
    });
  });
  await new Promise<void>((r) => bare.listen(3291, "127.0.0.1", r));

  const rows: Row[] = [];
  try {
    // Warm-up: JIT, route compilation, credential cache.
    await load("warm-up", { url: `${server.url}/api/info`, duration: 2 });
    await load("warm-up", { url: `${server.url}/api/quota/check`, method: "POST", headers: { "content-type": "application/json" }, body: quotaBody, duration: 2 });
    rows.push(await load("bare node:http GET (same JSON as /api/info)", { url: "http://127.0.0.1:3291/info" }));
    rows.push(await load("GET /api/info", { url: `${server.url}/api/info` }));
    rows.push(await load("bare node:http POST (same JSON as quota)", { url: "http://127.0.0.1:3291/quota", method: "POST", body: quotaBody }));
    rows.push(await load("POST /api/quota/check (authenticated)", { url: `${server.url}/api/quota/check`, method: "POST", headers: { "content-type": "application/json" }, body: quotaBody }));
  } finally {
    bare.close();
    await server.stop();
  }

  console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s each, ${pgUrl ? "PostgreSQL" : "embedded PGlite"}, rate limiter counting`);
  console.log("endpoint".padEnd(48), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
  for (const r of rows) console.log(r.name.padEnd(48), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.non2xx).padStart(7));
  const bareRps = rows[0]!.rps;
  console.log(`\n/api/info at ${((rows[1]!.rps / bareRps) * 100).toFixed(0)}% of the bare server`);
  console.log(`authenticated /api/quota/check at ${((rows[3]!.rps / rows[2]!.rps) * 100).toFixed(0)}% of the bare server (goal ≥ 40%)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
