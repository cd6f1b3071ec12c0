// Where to go after sign-in: only a path on our own site. Absolute URLs (`http://other-host/…`),
// protocol-relative ones (`//host`), backslash tricks (`/\host`, which browsers read as `//host`) and
// control characters fall back to the dashboard, so the login page cannot be used as an open redirect.
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

export function safeCallbackPath(raw: string | null | undefined, origin = "http://localhost"): string {
  if (!raw || raw.length > 2000) return DEFAULT_AFTER_SIGN_IN;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return DEFAULT_AFTER_SIGN_IN;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== new URL(origin).origin) return DEFAULT_AFTER_SIGN_IN;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
