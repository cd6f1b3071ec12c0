// Security headers of every answer. Pages get a Content-Security-Policy with a fresh nonce per request: Next.js
// reads the nonce from the request's own CSP header and puts it on the inline scripts it writes, so only our
// scripts run ('strict-dynamic' lets them load their chunks). No page may be framed (frame-ancestors 'none',
// X-Frame-Options for old browsers), content types are not sniffed, and HSTS is sent when the request arrived
// over HTTPS (directly, or as a trusted proxy says).
import { randomBytes } from "node:crypto";

export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // React and chart libraries set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** CSP of JSON answers: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Headers every answer carries; `https` adds HSTS. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
