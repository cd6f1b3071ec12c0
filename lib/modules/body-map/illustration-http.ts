// The two illustration addresses, answered outside the JSON kernel because they return PNG bytes:
//   GET /api/v1/body-map/illustrations/{spec}.png?… — the cached file (404 until it exists)
//   GET /api/v1/body-map/render?…                     — renders on demand; 503 + Retry-After while rendering
// Both refuse unsigned, altered or expired addresses (AUTH_1010, 403). Errors use the contract's envelope.
import { errorResponse } from "@/lib/api/envelope";
import { getDb } from "@/lib/db/client";
import { illustrationState } from "./illustration-store";
import { produceIllustration } from "./illustrations";
import { parseSpec } from "./spec";
import { verifySignedQuery } from "./sign-url";

const VERSION = "v1";
/** How long the render address waits for a fresh rendering before answering 503. */
const RENDER_WAIT_MS = 3_000;
const RETRY_AFTER_SECONDS = "2";

function png(bytes: Buffer): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { "content-type": "image/png", "content-length": String(bytes.length), "cache-control": "public, max-age=604800, immutable" },
  });
}

function checkedSpec(url: URL, specFromPath?: string): { spec: string } | Response {
  const check = verifySignedQuery(url.searchParams);
  if (!check.ok) {
    const why = { unsigned: "It has no signature.", altered: "Its signature does not match.", expired: "It has expired; run the analysis again for a fresh address." }[check.reason];
    return errorResponse("AUTH_1010", VERSION, { details: why });
  }
  if ((specFromPath !== undefined && specFromPath !== check.spec) || !parseSpec(check.spec)) {
    return errorResponse("AUTH_1010", VERSION, { details: "The address does not match its signature." });
  }
  return { spec: check.spec };
}

/** GET /api/v1/body-map/render: the illustration, rendered now if needed. */
export async function renderIllustrationRoute(req: Request): Promise<Response> {
  const checked = checkedSpec(new URL(req.url));
  if (checked instanceof Response) return checked;
  try {
    const produced = await produceIllustration(await getDb(), checked.spec, RENDER_WAIT_MS);
    if (produced.state === "ready") return png(produced.png);
    return errorResponse("PROC_3010", VERSION, { details: "Retry after the Retry-After seconds.", headers: { "retry-after": RETRY_AFTER_SECONDS } });
  } catch {
    return errorResponse("SRV_5001", VERSION, { details: "The illustration could not be produced." });
  }
}

/** GET /api/v1/body-map/illustrations/{spec}.png: the cached file only. */
export async function cachedIllustrationRoute(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const file = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  const checked = checkedSpec(url, file.endsWith(".png") ? file.slice(0, -4) : "");
  if (checked instanceof Response) return checked;
  try {
    const state = await illustrationState(await getDb(), checked.spec);
    if (state.state === "ready") return png(state.png);
    if (state.state === "rendering") {
      return errorResponse("PROC_3010", VERSION, { details: "Retry after the Retry-After seconds.", headers: { "retry-after": RETRY_AFTER_SECONDS } });
    }
    return errorResponse("RES_4040", VERSION, { details: "This illustration has not been produced yet; use fallback_url." });
  } catch {
    return errorResponse("SRV_5001", VERSION, { details: "The illustration could not be read." });
  }
}
