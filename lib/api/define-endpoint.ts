// The declaration every endpoint makes: what it takes, who may call it, what it costs, what it returns.
// The kernel (./endpoint.ts) reads this and does everything around the handler; the OpenAPI document
// (./openapi.ts) is generated from the same declarations.
import type { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { AuthenticatedAccount } from "@/lib/accounts/authenticate";
import type { Reservation } from "@/lib/accounts/reservations";
import type { Logger } from "./log";
import type { MultipartLimits, UploadedFile } from "./read-body";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface EndpointContext<Body> {
  requestId: string;
  /** The caller's account; null only on endpoints with auth "none". */
  account: AuthenticatedAccount | null;
  /** How the caller proved who they are. */
  authMethod: "credentials" | "basic" | "session" | "none";
  /** The signed-in web user, when the web session authenticated the request (else null). */
  userId: string | null;
  /** Values of the `{name}` segments of the endpoint's path, e.g. { id: "…" } ("" when malformed). */
  params: Record<string, string>;
  /** Validated `language` (one of the 100 codes; "en" when absent). */
  language: string;
  /** The validated request body (JSON fields, or multipart text fields), credentials removed. */
  body: Body;
  /** Uploaded files (multipart endpoints). */
  files: UploadedFile[];
  query: URLSearchParams;
  request: Request;
  /** Aborts when the client disconnects: pass it to long work (document reading, OCR, a model) so it stops. */
  signal: AbortSignal;
  /** The caller's address (after TRUSTED_PROXIES), for logs and throttles; never stored with health data. */
  clientAddress: string;
  db: () => Promise<PrismaClient>;
  log: Logger;
  /** Headers to add to the success response. */
  responseHeaders: Record<string, string>;
  /** HTTP status of the success response (200 unless a handler answers 202 for a job, say). */
  responseStatus: number;
  /** Fields placed beside `data` at the root of the success envelope (e.g. ICR `credit_cost`). */
  rootFields: Record<string, unknown>;
  /**
   * Set true by a handler whose answer is a success without the paid result (biological age when inputs
   * are missing): the kernel then debits nothing.
   */
  waiveCost: boolean;
  /**
   * Hands the request's credit reservation to the handler (async jobs: the job commits it on completion or
   * releases it on failure); the kernel then neither commits nor releases it. Null when nothing was reserved.
   */
  takeReservation: () => Reservation | null;
}

export interface EndpointDefinition<ReqSchema extends z.ZodType = z.ZodType, ResSchema extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Path as the contract writes it, e.g. "/api/v12/18-09-2026/analyze" (used for OpenAPI and logs). */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** `api_version` written in every answer of this endpoint. */
  version: string;
  auth: "none" | "credentials";
  /** Also accept HTTP Basic credentials (DNA modules and job polling). */
  basicAuth?: boolean;
  /** Credits debited after the handler succeeded: 0, 0.5 or 1. */
  cost: 0 | 0.5 | 1;
  /** A sandbox twin: same request, realistic sample data, never debits. */
  sandbox?: boolean;
  /** Legacy endpoint: answered, but marked deprecated with a successor (RFC 8594 / 9745 headers). */
  deprecated?: { successor: string; sunset?: string };
  body: "none" | "json" | "multipart";
  /** A multipart endpoint that also takes a JSON body (DNA analyze: a file or pasted `genotype_text`). */
  acceptsJson?: boolean;
  /**
   * Body fields that stand in for `file` (DNA: `genotype_text`): the OpenAPI document then requires `file` or one
   * of them instead of `file`. Without it a multipart endpoint requires `file`, unless it also accepts JSON.
   */
  fileAlternatives?: readonly string[];
  /** Schema of the body fields the handler receives (credentials and language are handled by the kernel). */
  request: ReqSchema;
  /** Schema of `data` in the success envelope; answers are validated against it. */
  response: ResSchema;
  /**
   * Heavy work bounded per instance and per account (MAX_CONCURRENT_JOBS, MAX_JOBS_PER_ACCOUNT). Default: paid
   * multipart endpoints (document analyses).
   */
  heavy?: boolean;
  /** Multipart limits; defaults: 20 MB per file, 10 files, 130 MB per request, 50 text fields of 1 MB. */
  limits?: Partial<MultipartLimits> & { json?: number };
  /** Error-code family: "ICR" answers ICR_* codes where the contract defines them. */
  errorNamespace?: "ICR";
  /** Root fields documented beside `data` (for OpenAPI), e.g. { credit_cost: "number" }. */
  rootFieldsDoc?: Record<string, string>;
  handler: (ctx: EndpointContext<z.infer<ReqSchema>>) => Promise<z.infer<ResSchema>>;
}

/** Identity function that gives endpoint declarations their types. */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  def: EndpointDefinition<Req, Res>,
): EndpointDefinition<Req, Res> {
  return def;
}
