// Signed illustration addresses: HMAC-SHA256 over the spec and the expiry time, keyed with the server
// secret (lib/config/auth-secret), so only this service can mint an address and a changed spec or expiry
// is refused. The spec carries no patient data, so an address may be shared for its lifetime.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/config/auth-secret";

/** How long a minted address stays valid. */
export const URL_LIFETIME_SECONDS = 7 * 24 * 3600;

function mac(spec: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`body-map-illustration\n${spec}\n${expires}`).digest("base64url");
}

/** Query string `spec=…&expires=…&sig=…` for a spec, valid for URL_LIFETIME_SECONDS from `now`. */
export function signedQuery(spec: string, now = Date.now(), secret = authSecret()): string {
  const expires = Math.floor(now / 1000) + URL_LIFETIME_SECONDS;
  return new URLSearchParams({ spec, expires: String(expires), sig: mac(spec, expires, secret) }).toString();
}

export type SignatureCheck = { ok: true; spec: string } | { ok: false; reason: "unsigned" | "altered" | "expired" };

/** Checks an address's query: present, untampered and not expired. */
export function verifySignedQuery(query: URLSearchParams, now = Date.now(), secret = authSecret()): SignatureCheck {
  const spec = query.get("spec");
  const expiresText = query.get("expires");
  const sig = query.get("sig");
  if (!spec || !expiresText || !sig) return { ok: false, reason: "unsigned" };
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText)) return { ok: false, reason: "altered" };
  const expected = Buffer.from(mac(spec, expires, secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "altered" };
  if (expires * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, spec };
}
