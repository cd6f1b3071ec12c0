// The one error type modules and the kernel throw. `details` is the contract's explanation string: written
// for the person reading it, never a stack trace and never patient data.
import { ERROR_CODES, type ErrorCode } from "./error-codes";

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: string;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, details?: string, opts: { headers?: Record<string, string>; message?: string } = {}) {
    super(opts.message ?? ERROR_CODES[code].message);
    this.name = "ApiError";
    this.code = code;
    this.details = details ?? "";
    this.headers = opts.headers ?? {};
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
