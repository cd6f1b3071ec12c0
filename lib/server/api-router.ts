// Maps "METHOD /path" to the kernel handler of each registered endpoint. The production server uses it to
// answer API requests directly, without Next.js' page router in the way (which alone costs ~1 ms per
// request here). The route files under app/api call the very same endpoint() for `next dev`, and a test
// keeps the two inventories identical.
import type { EndpointDefinition } from "@/lib/api/define-endpoint";
import { endpointAnswer, type AnswerHandler } from "@/lib/api/endpoint";
import { ENDPOINTS } from "@/lib/api/registry";

type Handler = AnswerHandler;

interface PatternRoute {
  method: string;
  regex: RegExp;
  handler: Handler;
}

export interface ApiRouter {
  match(method: string, pathname: string): Handler | undefined;
}

/** Builds the router; paths with `{param}` segments match any one segment. */
export function createApiRouter(defs: EndpointDefinition[] = ENDPOINTS): ApiRouter {
  const exact = new Map<string, Handler>();
  const patterns: PatternRoute[] = [];
  for (const def of defs) {
    const handler = endpointAnswer(def);
    if (def.path.includes("{")) {
      const regex = new RegExp(`^${def.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`);
      patterns.push({ method: def.method, regex, handler });
    } else {
      exact.set(`${def.method} ${def.path}`, handler);
    }
  }
  return {
    match(method, pathname) {
      const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
      return exact.get(`${method} ${path}`) ?? patterns.find((p) => p.method === method && p.regex.test(path))?.handler;
    },
  };
}
