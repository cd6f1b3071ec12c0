// Prisma 7 configuration. The datasource URL is deliberately not read from env() here: DATABASE_URL is
// optional (unset = embedded PGlite), and the app connects through driver adapters in lib/db/client.ts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
