// Reads `{name}` segments of an endpoint path (e.g. "/api/patients/{id}/reports") from the request URL. The
// kernel does this for every endpoint (ctx.params), so one handler serves both the route files (`[id]`
// folders) and the production server's pattern router.

/** The decoded value of `{name}` in `template` for `pathname`, or "" when the path does not fit. */
export function pathParam(template: string, pathname: string, name: string): string {
  const want = template.split("/");
  const got = pathname.replace(/\/+$/, "").split("/");
  if (want.length !== got.length) return "";
  const index = want.indexOf(`{${name}}`);
  const raw = index < 0 ? undefined : got[index];
  if (!raw) return "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
}

/** Every `{name}` of `template` with its value in `pathname` (empty object for paths without parameters). */
export function pathParams(template: string, pathname: string): Record<string, string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, pathParam(template, pathname, name)]));
}
