// Reading request bodies under limits. JSON is read as text up to a cap, decoded strictly (invalid UTF-8 and
// NUL characters are refused) and parsed. Multipart is streamed through busboy: every byte, text fields
// included, counts against the request limit; file parts are spooled to a private temporary folder instead of
// memory; and the credentials are checked as soon as both fields have arrived, so a request with a wrong
// password is refused without reading the rest of its body.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createWriteStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import Busboy from "busboy";
import { ApiError } from "./api-error";
import { requestMeta } from "./request-meta";

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  /** Size in bytes. */
  size: number;
  /** Where the upload is spooled; removed when the request ends. */
  path: string;
  /** The file's bytes, read from the spool file on first use (after the caller was authenticated). */
  readonly bytes: Uint8Array;
}

export interface MultipartLimits {
  /** Bytes per file. */
  fileSize: number;
  /** Bytes for the whole request body (text fields included). */
  totalSize: number;
  /** Number of files. */
  files: number;
  /** Number of text fields. */
  fields: number;
  /** Bytes per text field. */
  fieldSize: number;
}

const MB = 1024 * 1024;
export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = { fileSize: 20 * MB, totalSize: 130 * MB, files: 10, fields: 50, fieldSize: 1 * MB };
export const DEFAULT_JSON_LIMIT = 5 * MB;

function formatMb(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

function declaredLength(req: Request): number | null {
  const v = req.headers.get("content-length");
  return v && /^\d+$/.test(v) ? Number(v) : null;
}

/** The body as a Node stream: the server's own stream when it handed one over, else the Request's. */
function bodyStream(req: Request): Readable | null {
  const meta = requestMeta(req)?.body;
  if (meta) return meta;
  return req.body ? Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>) : null;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Throws VAL_2002 when `text` holds a NUL or a replacement character (what invalid UTF-8 decodes to). */
export function checkText(text: string, field: string): void {
  if (text.includes("\0")) throw new ApiError("VAL_2002", `'${field}' contains a NUL character, which is not allowed in text.`);
  if (text.includes("\uFFFD")) throw new ApiError("VAL_2002", `'${field}' is not valid UTF-8 text.`);
}

/** Reads the body as text, refusing more than `limit` bytes and bytes that are not UTF-8. */
export async function readText(req: Request, limit: number): Promise<string> {
  const declared = declaredLength(req);
  if (declared !== null && declared > limit) throw new ApiError("VAL_2006", `The request body is larger than ${formatMb(limit)}.`);
  const source = bodyStream(req);
  if (!source) return "";
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new ApiError("VAL_2006", `The request body is larger than ${formatMb(limit)}.`);
      chunks.push(chunk);
    }
  } catch (err) {
    source.destroy();
    if (err instanceof ApiError) throw err;
    throw new ApiError("VAL_2002", "The request body was interrupted.");
  }
  try {
    return strictUtf8.decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError("VAL_2002", "The request body is not valid UTF-8 text.");
  }
}

/** Walks parsed JSON and refuses NUL characters in any key or string (the database cannot store them). */
function checkJsonStrings(value: unknown, where: string): void {
  if (typeof value === "string") return checkText(value, where);
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkJsonStrings(v, `${where}[${i}]`));
    return;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      checkText(k, where === "body" ? k : `${where}.${k}`);
      checkJsonStrings(v, where === "body" ? k : `${where}.${k}`);
    }
  }
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
  checkJsonStrings(parsed, "body");
  return parsed as Record<string, unknown>;
}

/** Removes a request's spooled uploads (safe to call more than once). */
export function removeUploads(dir: string | null): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

function spooledFile(field: string, filename: string, mimeType: string, file: string, size: number): UploadedFile {
  let cached: Uint8Array | undefined;
  return {
    field,
    filename,
    mimeType,
    size,
    path: file,
    get bytes() {
      cached ??= new Uint8Array(readFileSync(file));
      return cached;
    },
  };
}

export interface MultipartResult<A> {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** The temporary folder holding the files; the caller removes it with removeUploads when done. */
  spoolDir: string | null;
  /** What `authenticate` returned, when both credential fields arrived. */
  authenticated?: A;
}

/**
 * Streams a multipart/form-data body into text fields and spooled files, enforcing the limits. When both
 * `username` and `password` have arrived, `authenticate` runs at once while the rest streams; if it throws,
 * reading stops, the spool is removed and its error is the result.
 */
export async function readMultipart<A = never>(
  req: Request,
  limits: MultipartLimits,
  authenticate?: (username: string, password: string) => Promise<A>,
): Promise<MultipartResult<A>> {
  const declared = declaredLength(req);
  if (declared !== null && declared > limits.totalSize) {
    throw new ApiError("VAL_2006", `The upload is larger than the ${formatMb(limits.totalSize)} a request may carry.`);
  }
  const source = bodyStream(req);
  if (!source) throw new ApiError("VAL_2005", "The request body is empty: send multipart form data.");
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: { "content-type": req.headers.get("content-type") ?? "" },
      limits: { fileSize: limits.fileSize, files: limits.files, fields: limits.fields, fieldSize: limits.fieldSize, parts: limits.files + limits.fields + 1 },
    });
  } catch {
    source.resume();
    throw new ApiError("VAL_2002", "The request is not valid multipart form data.");
  }
  const fields: Record<string, string> = {};
  const slots: (UploadedFile | undefined)[] = [];
  let spoolDir: string | null = null;
  let total = 0;
  let pendingWrites = 0;
  let parsed = false;
  let auth: Promise<A> | undefined;
  let authResult: { value: A } | undefined;

  return new Promise<MultipartResult<A>>((resolve, reject) => {
    let failed = false;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        total += chunk.length;
        if (total > limits.totalSize) {
          fail(new ApiError("VAL_2006", `The upload is larger than the ${formatMb(limits.totalSize)} a request may carry.`));
          done();
          return;
        }
        done(null, chunk);
      },
    });
    function fail(err: unknown) {
      if (failed) return;
      failed = true;
      source!.unpipe(counter);
      counter.unpipe(busboy);
      // Stop reading: the rest of the body is not wanted. The server closes the connection after answering.
      source!.pause();
      busboy.removeAllListeners();
      busboy.on("error", () => {});
      removeUploads(spoolDir);
      reject(err);
    }
    function maybeDone() {
      if (failed || !parsed || pendingWrites > 0) return;
      if (auth && !authResult) return;
      const files = slots.filter((f): f is UploadedFile => f !== undefined);
      resolve({ fields, files, spoolDir, ...(authResult ? { authenticated: authResult.value } : {}) });
    }
    function startAuth() {
      if (auth || !authenticate) return;
      const u = fields.username;
      const p = fields.password;
      if (!u || !p) return;
      // Stop taking bytes while the credentials are checked: a stranger's upload is never read further.
      source!.unpipe(counter);
      source!.pause();
      auth = authenticate(u, p);
      auth.then(
        (value) => {
          authResult = { value };
          if (!failed) source!.pipe(counter);
          maybeDone();
        },
        (err: unknown) => fail(err),
      );
    }
    busboy.on("field", (name, value, info) => {
      if (failed) return;
      if (info.nameTruncated || info.valueTruncated) {
        fail(new ApiError("VAL_2006", `The form field '${name.slice(0, 40)}' is longer than the ${formatMb(limits.fieldSize)} a field may hold.`));
        return;
      }
      try {
        checkText(name, "field name");
        checkText(value, name);
      } catch (err) {
        fail(err);
        return;
      }
      fields[name] = value;
      if (name === "username" || name === "password") startAuth();
    });
    busboy.on("file", (field, stream, info) => {
      if (failed) {
        stream.resume();
        return;
      }
      spoolDir ??= mkdtempSync(path.join(tmpdir(), "lablens-upload-"));
      const slot = slots.length;
      slots.push(undefined);
      const target = path.join(spoolDir, `${slot}.part`);
      const out = createWriteStream(target, { mode: 0o600 });
      let size = 0;
      pendingWrites++;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      stream.on("limit", () => {
        fail(new ApiError("VAL_2006", `The file "${(info.filename || field).slice(0, 80)}" is larger than the ${formatMb(limits.fileSize)} limit per file.`));
      });
      out.on("error", () => fail(new ApiError("SRV_5001", "The upload could not be stored temporarily.")));
      out.on("close", () => {
        pendingWrites--;
        if (failed) return;
        slots[slot] = spooledFile(field, info.filename ?? "", info.mimeType, target, size);
        maybeDone();
      });
      stream.pipe(out);
    });
    busboy.on("filesLimit", () => fail(new ApiError("VAL_2006", `At most ${limits.files} files can be sent in one request.`)));
    busboy.on("fieldsLimit", () => fail(new ApiError("VAL_2006", `At most ${limits.fields} form fields can be sent in one request.`)));
    busboy.on("partsLimit", () => fail(new ApiError("VAL_2006", `At most ${limits.files + limits.fields} form parts can be sent in one request.`)));
    busboy.on("error", () => fail(new ApiError("VAL_2002", "The request is not valid multipart form data.")));
    busboy.on("close", () => {
      parsed = true;
      maybeDone();
    });
    source.on("error", () => fail(new ApiError("VAL_2002", "The upload was interrupted.")));
    source.on("aborted", () => fail(new ApiError("VAL_2002", "The upload was interrupted.")));
    source.pipe(counter).pipe(busboy);
  });
}
