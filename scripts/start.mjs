// npm start: builds the app when no production build exists (or the sources are newer than it), then
// runs the production server. On a fresh machine `npm install && npm start` is therefore all it takes.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_ID = ".next/BUILD_ID";
const SOURCES = ["app", "components", "lib", "prisma", "next.config.ts", "package.json", "instrumentation.ts"];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "generated" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const needsBuild = !existsSync(BUILD_ID) || SOURCES.some((s) => newestMtime(s) > statSync(BUILD_ID).mtimeMs);
if (needsBuild) {
  console.log("Building the app (first start or sources changed)…");
  const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The production server (lib/server/main.ts) serves the API directly and the pages through Next.js.
const child = spawn(process.execPath, ["--import", "tsx", "lib/server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
