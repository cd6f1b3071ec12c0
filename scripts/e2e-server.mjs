// Starts the production server (the one `npm start` runs) for Playwright on a brand-new embedded database,
// so the e2e run also exercises the first-start path (migrations, demo account, credentials file).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.startsWith("/tmp/")) throw new Error("e2e-server needs DATA_DIR under /tmp (it is wiped)");
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["--import", "tsx", "lib/server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: process.env.PORT ?? "3210" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
