// A node-postgres adapter factory for Prisma's wasm schema engine. The engine's introspection queries
// return Postgres' internal one-byte `"char"` type (OID 18, array 1002), which the pg adapter cannot map;
// relabelling it as text (25 / 1009) is lossless because those columns hold single ASCII letters.
import pg from "pg";

const RELABEL: Record<number, number> = { 18: 25, 1002: 1009 };

function relabel<T>(result: T): T {
  const fields = (result as { fields?: { dataTypeID: number }[] } | undefined)?.fields;
  if (fields) for (const f of fields) f.dataTypeID = RELABEL[f.dataTypeID] ?? f.dataTypeID;
  return result;
}

class RelabellingClient extends pg.Client {
  // pg's query has promise and callback forms; wrap whichever the caller used.
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === "function") {
      args[last] = (err: unknown, res: unknown) => (cb as (e: unknown, r: unknown) => void)(err, relabel(res));
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    return (out instanceof Promise ? out.then(relabel) : out) as never;
  }
}

/** Connection settings split out of a URL, so a shadow database (same server, other name) really is separate. */
export function pgConfigFromUrl(url: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname) || "127.0.0.1",
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username) || process.env.PGUSER || "postgres",
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.replace(/^\//, "")) || "postgres",
    ssl: u.searchParams.get("sslmode") === "require" ? { rejectUnauthorized: false } : undefined,
  };
}

export async function postgresMigrationAdapter(url: string): Promise<{ factory: object; dispose(): Promise<void> }> {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const pool = new pg.Pool({ ...pgConfigFromUrl(url), Client: RelabellingClient, max: 2 });
  const factory = new PrismaPg(pool, { disposeExternalPool: false });
  return { factory, dispose: () => pool.end() };
}
