// Browser-side calls to our own API. The session cookie authenticates them (same origin), so no
// credentials ever live in browser code. Errors come back as ApiClientError with the contract's code.
export class ApiClientError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  status: "success" | "error";
  data?: T;
  error?: { code: string; message: string; details: string };
}

async function unwrap<T>(res: Response): Promise<T> {
  let body: Envelope<T> | null = null;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiClientError("NETWORK", "The server answered in an unexpected way. Please retry.", "", res.status);
  }
  if (body.status === "success") return body.data as T;
  const e = body.error ?? { code: "UNKNOWN", message: "Request failed.", details: "" };
  throw new ApiClientError(e.code, e.message, e.details, res.status);
}

export async function apiGet<T>(path: string): Promise<T> {
  return unwrap<T>(await fetch(path, { credentials: "same-origin" }));
}

export async function apiPostJson<T>(path: string, body: unknown): Promise<T> {
  return unwrap<T>(
    await fetch(path, { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
}
