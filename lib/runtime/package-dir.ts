// Finds installed packages on disk at run time. `createRequire(import.meta.url)` breaks once Next.js bundles a
// module (import.meta.url then points into .next, and the bundler rewrites require.resolve to a module id),
// so resolution starts from the project root, where node_modules is, whoever loads this file.
import { createRequire } from "node:module";
import path from "node:path";

const fromRoot = () => createRequire(path.join(/* turbopackIgnore: true */ process.cwd(), "package.json"));

/** Absolute path of an installed package's file or entry point, e.g. "pdfjs-dist/package.json". */
export function resolveFromRoot(specifier: string): string {
  return fromRoot().resolve(specifier);
}

/** Folder of an installed package (its package.json must be exported, or `entry` given). */
export function packageDir(name: string, entry = `${name}/package.json`): string {
  return path.dirname(resolveFromRoot(entry));
}
