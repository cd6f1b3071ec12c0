// Entry point of the production server (scripts/start.mjs runs it with tsx after `next build`).
import { startHttpServer } from "./http-server";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? process.env.HOST ?? undefined;
const server = await startHttpServer({ port, hostname });
console.log(`LabLens ready on http://${hostname ?? "localhost"}:${port}  (API reference: /docs)`);
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => {
    server.close();
    process.exit(0);
  });
}
