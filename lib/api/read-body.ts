// Reading request bodies under limits. JSON is read as text up to a cap and parsed; multipart is streamed
// through busboy so an oversize file is refused as soon as it crosses the limit, without buffering the rest.
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import Busboy from "busboy";
import { ApiError } from "./api-error";

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface MultipartLimits {
  /** Bytes per file. */
  fileSize: number;
  /** Bytes for the whole request body. */
  totalSize: number;
  /** Number of files. */
  files: number;
}

const MB = 1024 * 1024;
export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = { fileSize: 20 * MB, totalSize: 130 * MB, files: 10 };
export const DEFAULT_JSON_LIMIT = 5 * MB;

function formatMb(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

function declaredLength(req: Request): number | null {
  const v = req.headers.get("content-length");
  return v && /^\d+$/.test(v) ? Number(v) : null;
}

/** Reads the body as text, refusing more than `limit` bytes. */
export async function readText(req: Request, limit: number): Promise<string> {
  const declared = declaredLength(req);
  if (declared !== null && declared > limit) throw new ApiError("VAL_2006", `The request body is larger than ${formatMb(limit)}.`);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError("VAL_2006", `The request body is larger than ${formatMb(limit)}.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses a JSON body. Empty → VAL_2005; not JSON or not an object → VAL_2002. */
export async function readJson(req: Request, limit = DEFAULT_JSON_LIMIT): Promise<Record<string, unknown>> {
  const text = await readText(req, limit);
  if (!text.trim()) throw new ApiError("VAL_2005", "The request body is empty: send a JSON object.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError("VAL_2002", "The request body is not valid JSON. Check quotes, commas and brackets.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ApiError("VAL_2002", "The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

/** Streams a multipart/form-data body into text fields and in-memory files, enforcing the limits. */
export async function readMultipart(
  req: Request,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const declared = declaredLength(req);
  if (declared !== null && declared > limits.totalSize) {
    throw new ApiError("VAL_2006", `The upload is larger than the ${formatMb(limits.totalSize)} a request may carry.`);
  }
  if (!req.body) throw new ApiError("VAL_2005", "The request body is empty: send multipart form data.");
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: { "content-type": req.headers.get("content-type") ?? "" },
      limits: { fileSize: limits.fileSize, files: limits.files, fields: 50, fieldSize: 2.5 * MB, parts: 80 },
    });
  } catch {
    throw new ApiError("VAL_2002", "The request is not valid multipart form data.");
  }
  const source = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;

  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (err: ApiError) => {
      if (failed) return;
      failed = true;
      source.unpipe(busboy);
      source.destroy();
      busboy.removeAllListeners();
      busboy.on("error", () => {});
      reject(err);
    };
    busboy.on("field", (name, value) => {
      fields[name] = value;
    });
    busboy.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.totalSize) fail(new ApiError("VAL_2006", `The upload is larger than the ${formatMb(limits.totalSize)} a request may carry.`));
        else chunks.push(chunk);
      });
      stream.on("limit", () => {
        fail(new ApiError("VAL_2006", `The file "${info.filename || field}" is larger than the ${formatMb(limits.fileSize)} limit per file.`));
      });
      stream.on("end", () => {
        if (failed) return;
        files.push({ field, filename: info.filename ?? "", mimeType: info.mimeType, bytes: new Uint8Array(Buffer.concat(chunks)) });
      });
    });
    busboy.on("filesLimit", () => fail(new ApiError("VAL_2006", `At most ${limits.files} files can be sent in one request.`)));
    busboy.on("error", () => fail(new ApiError("VAL_2002", "The request is not valid multipart form data.")));
    busboy.on("close", () => {
      if (!failed) resolve({ fields, files });
    });
    source.on("error", () => fail(new ApiError("VAL_2002", "The upload was interrupted.")));
    source.pipe(busboy);
  });
}
