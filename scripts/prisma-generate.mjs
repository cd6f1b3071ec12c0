// Runs `prisma generate` offline-safe. Prisma's CLI insists on locating a schema-engine binary even though
// generate never executes it; on an offline machine that download fails. Point it at /bin/true only when
// no real engine is present, so machines with network access keep Prisma's normal behaviour.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const env = { ...process.env };
const enginesDir = path.join("node_modules", "@prisma", "engines");
const hasEngine = existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith("schema-engine"));
if (!hasEngine && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = "/bin/true";
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";

if (!existsSync("prisma/schema.prisma")) process.exit(0);
const r = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
