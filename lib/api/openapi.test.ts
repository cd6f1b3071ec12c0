// The OpenAPI document and the route files describe the same API: every route file under app/api has a
// declaration in the registry (so it is documented and served by the production fast path) and back.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "./openapi";
import { ENDPOINTS } from "./registry";

// Routes that are not API endpoints of the contract: next-auth, the OpenAPI document itself, the catch-all.
// The two body-map illustration addresses answer PNG bytes behind a signature, not the JSON kernel.
const NOT_DECLARED = new Set(["/api/auth/{nextauth}", "/api/openapi.json", "/api/{slug}", "/api/v1/body-map/render", "/api/v1/body-map/illustrations/{file}"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

function routePath(file: string): string {
  const rel = path.relative("app", path.dirname(file)).split(path.sep).join("/");
  return "/" + rel.replace(/\[\.\.\.([^\]]+)\]/g, "{$1}").replace(/\[([^\]]+)\]/g, "{$1}");
}

describe("OpenAPI document", () => {
  const spec = buildOpenApi() as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

  it("is OpenAPI 3.1 and documents every declared endpoint with its method", () => {
    expect(spec.openapi).toBe("3.1.0");
    for (const def of ENDPOINTS) expect(spec.paths[def.path]?.[def.method.toLowerCase()], `${def.method} ${def.path}`).toBeDefined();
  });

  it("has a route file for every declaration and a declaration for every route file", () => {
    const routes = new Set(routeFiles(path.join("app", "api")).map(routePath).filter((p) => !NOT_DECLARED.has(p)));
    const declared = new Set(ENDPOINTS.map((d) => d.path));
    expect([...routes].filter((r) => !declared.has(r)).sort()).toEqual([]);
    expect([...declared].filter((d) => !routes.has(d)).sort()).toEqual([]);
  });

  it("states each operation's credit cost and marks legacy versions deprecated", () => {
    for (const def of ENDPOINTS) {
      const op = spec.paths[def.path]![def.method.toLowerCase()]!;
      expect(op["x-credit-cost"]).toBe(def.sandbox ? 0 : def.cost);
      expect(Boolean(op.deprecated)).toBe(Boolean(def.deprecated));
    }
  });

  it("documents credentials as required body fields on authenticated JSON and multipart endpoints", () => {
    for (const def of ENDPOINTS.filter((d) => d.auth === "credentials" && d.body !== "none")) {
      const content = (spec.paths[def.path]![def.method.toLowerCase()]!.requestBody as { content: Record<string, { schema: { required: string[] } }> }).content;
      const schema = Object.values(content)[0]!.schema;
      expect(schema.required).toEqual(expect.arrayContaining(["username", "password"]));
    }
  });
});
