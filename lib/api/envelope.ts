// The response envelopes of the contract: success {status, data, timestamp, api_version} and
// error {status, error{code, message, details, timestamp}, timestamp, api_version}.
import { ERROR_CODES, type ErrorCode } from "./error-codes";

export function successBody(data: unknown, apiVersion: string, extra: Record<string, unknown> = {}) {
  return { status: "success" as const, data, ...extra, timestamp: new Date().toISOString(), api_version: apiVersion };
}

export function errorBody(code: ErrorCode, apiVersion: string, details = "", message?: string, requestId?: string) {
  const timestamp = new Date().toISOString();
  return {
    status: "error" as const,
    error: {
      code,
      message: message ?? ERROR_CODES[code].message,
      details,
      timestamp,
      ...(requestId ? { request_id: requestId } : {}),
    },
    timestamp,
    api_version: apiVersion,
  };
}

export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function errorResponse(
  code: ErrorCode,
  apiVersion: string,
  opts: { details?: string; message?: string; headers?: Record<string, string>; requestId?: string } = {},
): Response {
  const headers = { ...(opts.requestId ? { "x-request-id": opts.requestId } : {}), ...opts.headers };
  return jsonResponse(errorBody(code, apiVersion, opts.details, opts.message, opts.requestId), ERROR_CODES[code].status, headers);
}
