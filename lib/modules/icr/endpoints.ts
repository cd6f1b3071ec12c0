// ICR endpoints (extended-modules, "ICR"): extract and kan (0.5 credit each, charged only on success), their
// sandbox twins, and the free info, health and quota endpoints. Every answer carries api_version "icr-v1";
// errors use the ICR_* codes where the contract defines one (errorNamespace "ICR").
import type { z } from "zod";
import { quotaView } from "@/lib/accounts/credits";
import { ApiError } from "@/lib/api/api-error";
import { defineEndpoint, type EndpointContext, type EndpointDefinition } from "@/lib/api/define-endpoint";
import { getDb } from "@/lib/db/client";
import { rethrowDocumentError } from "@/lib/modules/blood-test/document-errors";
import { toExtractData } from "./extract";
import { icrInfo } from "./info";
import { NoLabValuesError } from "@/lib/documents/lab/lab-value-rows";
import { toKanData } from "./kan";
import { checkPipeline } from "./pipeline-health";
import { IcrTimeoutError, readUpload, type IcrReading } from "./read-upload";
import { sandboxReading } from "./sandbox";
import { extractResponse, healthResponse, icrUploadRequest, infoResponse, kanResponse, noBodyRequest, quotaResponse } from "./schemas";
import { checkedUploads } from "./upload-rules";

const VERSION = "icr-v1";
const COST = 0.5;
const TAGS = ["ICR"] as const;
const ROOT_DOC = { credit_cost: "Credits this call cost: 0.5 for extract and kan, 0 for their sandboxes." };

type UploadContext = EndpointContext<z.infer<typeof icrUploadRequest>>;

const UPLOAD_TEXT =
  "Multipart: 'file' (one PDF, or one or more JPG/JPEG/PNG images that are the pages of one document; WEBP is also read), " +
  "'language' (default 'en': picks OCR models, and is reported when the document's own language cannot be told), " +
  "'pdf_password' for an encrypted PDF. 20 MB per file.";

/** Reads the request's document with the real pipeline; pipeline failures become ICR errors. */
async function readRequestDocument(ctx: UploadContext): Promise<IcrReading> {
  const files = checkedUploads(ctx.files);
  try {
    return await readUpload(files, { language: ctx.language, pdfPassword: ctx.body.pdf_password || undefined, signal: ctx.signal });
  } catch (err) {
    if (err instanceof IcrTimeoutError) {
      throw new ApiError("ICR_PROC_3004", `Processing took longer than ${Math.round(err.timeoutMs / 1000)} s and was stopped. Send fewer pages or sharper images. No credit was charged.`);
    }
    return rethrowDocumentError(err, "ICR");
  }
}

/** Production reads the upload; the sandbox checks it by the same rules, then answers from the sample report. */
async function reading(ctx: UploadContext, sandbox: boolean): Promise<IcrReading> {
  if (!sandbox) return readRequestDocument(ctx);
  checkedUploads(ctx.files);
  return sandboxReading();
}

function extractEndpoint(path: string, sandbox: boolean) {
  return defineEndpoint({
    method: "POST",
    path,
    summary: sandbox ? "ICR extraction sandbox" : "ICR text extraction",
    description:
      (sandbox ? "Same request as /api/icr/v1/extract (the upload is checked, not read); answers a sample extraction. " : "") +
      `Returns each page's raw text, sections (header, paragraph, table) and tables, the document type and language. ${UPLOAD_TEXT}`,
    tags: TAGS,
    version: VERSION,
    auth: "credentials",
    cost: COST,
    sandbox,
    body: "multipart",
    request: icrUploadRequest,
    response: extractResponse,
    errorNamespace: "ICR",
    rootFieldsDoc: ROOT_DOC,
    handler: async (ctx) => {
      const { doc, report } = await reading(ctx, sandbox);
      ctx.rootFields.credit_cost = sandbox ? 0 : COST;
      return toExtractData(doc, report, ctx.language);
    },
  });
}

function kanEndpoint(path: string, sandbox: boolean) {
  return defineEndpoint({
    method: "POST",
    path,
    summary: sandbox ? "ICR blood test extraction sandbox (kan)" : "ICR blood test extraction (kan)",
    description:
      (sandbox ? "Same request as /api/icr/v1/kan (the upload is checked, not read); answers a sample. " : "") +
      "Returns the laboratory values as printed (name, value, unit, reference range, type), the laboratory, the dates and the tester's age " +
      "and gender; never the patient's name. A document without recognisable laboratory values answers ICR_PROC_3001 and costs nothing. " +
      UPLOAD_TEXT,
    tags: TAGS,
    version: VERSION,
    auth: "credentials",
    cost: COST,
    sandbox,
    body: "multipart",
    request: icrUploadRequest,
    response: kanResponse,
    errorNamespace: "ICR",
    rootFieldsDoc: ROOT_DOC,
    handler: async (ctx) => {
      const { doc, report } = await reading(ctx, sandbox);
      try {
        ctx.rootFields.credit_cost = sandbox ? 0 : COST;
        return toKanData(doc, report, ctx.language);
      } catch (err) {
        if (!(err instanceof NoLabValuesError)) throw err;
        throw new ApiError(
          "ICR_PROC_3001",
          `No laboratory values could be recognised in this document (it looks like: ${err.documentType.replace(/_/g, " ")}). ` +
            "Upload a blood test report, or use /api/icr/v1/extract for its text. No credit was charged.",
        );
      }
    },
  });
}

export const icrExtract = extractEndpoint("/api/icr/v1/extract", false);
export const icrSandbox = extractEndpoint("/api/icr/v1/sandbox", true);
export const icrKan = kanEndpoint("/api/icr/v1/kan", false);
export const icrKanSandbox = kanEndpoint("/api/icr/v1/kan/sandbox", true);

export const icrInfoEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/icr/info",
  summary: "ICR documentation and features",
  description: "Features, accepted formats, upload rules, limits, costs, languages and the values of document_type. No authentication.",
  tags: TAGS,
  version: VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: noBodyRequest,
  response: infoResponse,
  errorNamespace: "ICR",
  handler: async () => icrInfo(ICR_ENDPOINTS),
});

export const icrHealth = defineEndpoint({
  method: "GET",
  path: "/api/icr/health",
  summary: "ICR health check",
  description:
    "Readiness of the pipeline: pdf.js, OCR models on disk, the image decoder, and the database. 'degraded' (200) when OCR cannot run; " +
    "503 ICR_SRV_5002 when PDFs cannot be read or the database does not answer. No authentication.",
  tags: TAGS,
  version: VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: noBodyRequest,
  response: healthResponse,
  errorNamespace: "ICR",
  handler: async () => {
    const pipeline = await checkPipeline();
    const started = performance.now();
    const reachable = await getDb()
      .then((db) => db.$queryRaw`SELECT 1`)
      .then(() => true, () => false);
    const latency = Math.round((performance.now() - started) * 10) / 10;
    if (!pipeline.textLayer.ready || !reachable) {
      const why = [!pipeline.textLayer.ready ? `PDF reader: ${pipeline.textLayer.detail}` : "", !reachable ? "The database did not answer." : ""];
      throw new ApiError("ICR_SRV_5002", why.filter(Boolean).join(" "), { headers: { "retry-after": "5" } });
    }
    const ocrReady = pipeline.ocr.ready && pipeline.imageDecoder.ready;
    const { workersPerPool, ...ocr } = pipeline.ocr;
    return {
      status: ocrReady ? ("ok" as const) : ("degraded" as const),
      timestamp: new Date().toISOString(),
      components: {
        text_layer: pipeline.textLayer,
        ocr: { ...ocr, workers_per_pool: workersPerPool },
        image_decoder: pipeline.imageDecoder,
        database: { reachable, latency_ms: latency },
      },
    };
  },
});

export const icrQuota = defineEndpoint({
  method: "POST",
  path: "/api/icr/v1/quota",
  summary: "Remaining ICR credits",
  description:
    "The account's quota (contract shape B, also at the root as 'quota') and how many extract or kan calls it covers. Free. " +
    "Credentials in a JSON body, as for /api/quota/check.",
  tags: TAGS,
  version: VERSION,
  auth: "credentials",
  cost: 0,
  body: "json",
  request: noBodyRequest,
  response: quotaResponse,
  errorNamespace: "ICR",
  rootFieldsDoc: { quota: "The same quota object, at the root as contract shape B shows it." },
  handler: async (ctx) => {
    const account = ctx.account!;
    const quota = quotaView(account);
    ctx.rootFields.quota = quota;
    return { username: account.username, quota, cost_per_call: COST, calls_remaining: Math.floor(quota.remaining / COST) };
  },
});

export const ICR_ENDPOINTS: EndpointDefinition[] = [
  icrExtract, icrSandbox, icrKan, icrKanSandbox, icrInfoEndpoint, icrHealth, icrQuota,
] as EndpointDefinition[];
