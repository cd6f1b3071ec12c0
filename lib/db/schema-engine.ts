// Loads Prisma's schema engine compiled to WebAssembly. Prisma's own CLI downloads a native engine for
// `migrate deploy`/`migrate dev`, which cannot happen offline; the wasm build ships inside an npm package
// and talks to the database through the same driver adapter the app uses (PGlite or node-postgres).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { resolveFromRoot } from "@/lib/runtime/package-dir";

type BgModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg") & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};

let loaded: Promise<BgModule> | undefined;

/** Instantiates the wasm module once per process (the package's entry assumes a bundler). */
async function loadBindings(): Promise<BgModule> {
  loaded ??= (async () => {
    // Resolved from the project root at run time and imported outside the bundler: the wasm glue must be
    // the very module instance the wasm instance is wired to.
    const entry = resolveFromRoot("@prisma/schema-engine-wasm/schema_engine_bg");
    const dir = path.dirname(entry);
    const bg = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(entry).href)) as BgModule;
    const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg as never });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return loaded;
}

/** Creates a schema engine bound to a migration-aware driver adapter factory. Free it when done. */
export async function createSchemaEngine(schema: string, adapterFactory: object): Promise<SchemaEngine> {
  const bg = await loadBindings();
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  const bound = bindMigrationAwareSqlAdapterFactory(adapterFactory as never);
  const log = () => {};
  return bg.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, log, bound);
}
