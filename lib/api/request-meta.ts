// What the production HTTP server knows about a request beyond the Web Request object: the raw Node body
// stream (read directly, so the body is never queued whole in a web stream) and the client address (computed
// from the socket and the trusted-proxy setting). Requests built elsewhere (tests, `next dev`) have none, and
// the kernel falls back to the Request body and the X-Forwarded-For header the server writes.
import type { Readable } from "node:stream";

export interface RequestMeta {
  /** The request body as the Node stream it arrives on. */
  body?: Readable;
  /** Client address after applying TRUSTED_PROXIES. */
  clientAddress?: string;
}

const metas = new WeakMap<Request, RequestMeta>();

/** Attaches server-side facts to a Request (the production server does this for every API request). */
export function attachRequestMeta(req: Request, meta: RequestMeta): void {
  metas.set(req, meta);
}

export function requestMeta(req: Request): RequestMeta | undefined {
  return metas.get(req);
}

/**
 * The caller's address, used to count failed sign-ins per source. The production server overwrites
 * X-Forwarded-For with the address it computed, so reading the header is safe behind it.
 */
export function clientAddressOf(req: Request): string {
  const meta = metas.get(req)?.clientAddress;
  if (meta) return meta;
  const xff = req.headers.get("x-forwarded-for");
  const first = xff?.split(",")[0]?.trim();
  return first && first.length <= 64 ? first : "unknown";
}
