// Blood test analysis endpoints: v12 and v11 (each with a health-score variant and sandbox twins) and the
// legacy versions, which accept the v11 request, answer the v11 shape under their own api_version and carry
// Deprecation/Link headers naming the successor (docs/decisions.md).
import type { z } from "zod";
import { ApiError } from "@/lib/api/api-error";
import { defineEndpoint, type EndpointContext, type EndpointDefinition } from "@/lib/api/define-endpoint";
import { withDocumentDeadline } from "@/lib/documents/isolate/deadline";
import { NoLabValuesError } from "@/lib/documents/lab/lab-value-rows";
import { analyzeBloodTest, type BloodTestAnalysis } from "./analyze-report";
import { rethrowDocumentError } from "./document-errors";
import { sandboxAnalysis } from "./sandbox-report";
import { analyzeRequest, v11HealthResponse, v11Response, v12HealthResponse, v12Response } from "./schemas";
import { toV11, toV12 } from "./shape-response";

type Body = z.infer<typeof analyzeRequest>;

async function analyzeUpload(ctx: EndpointContext<Body>): Promise<BloodTestAnalysis> {
  const files = ctx.files.filter((f) => f.field === "file");
  if (files.length === 0) throw new ApiError("VAL_2001", "'file' is required: upload the report as a PDF or as images of its pages.");
  try {
    return await analyzeBloodTest(
      files.map((f) => ({ bytes: f.bytes, name: f.filename })),
      { language: ctx.language, pdfPassword: ctx.body.pdf_password || undefined, signal: withDocumentDeadline(ctx.signal) },
    );
  } catch (err) {
    if (err instanceof NoLabValuesError) {
      throw new ApiError(
        "VAL_2010",
        `No laboratory values could be recognised in this document (it looks like: ${err.documentType.replace(/_/g, " ")}). Upload a blood test report. No credit was charged.`,
      );
    }
    return rethrowDocumentError(err);
  }
}

async function sandboxUpload(ctx: EndpointContext<Body>): Promise<BloodTestAnalysis> {
  if (!ctx.files.some((f) => f.field === "file")) throw new ApiError("VAL_2001", "'file' is required, as in production (the sandbox does not read it).");
  return sandboxAnalysis(ctx.language);
}

interface Variant {
  path: string;
  version: string;
  shape: "v12" | "v11";
  health: boolean;
  summary: string;
  sandbox?: boolean;
  deprecated?: { successor: string };
}

function definition(v: Variant): EndpointDefinition {
  const response = v.shape === "v12" ? (v.health ? v12HealthResponse : v12Response) : v.health ? v11HealthResponse : v11Response;
  return defineEndpoint({
    method: "POST",
    path: v.path,
    summary: v.summary,
    description:
      "Multipart upload of one PDF (text layer, encrypted with pdf_password, or scanned) or of page images (PNG, JPEG, WEBP; " +
      "several images are the pages of one report). 20 MB per file. Returns metadata, normalised parameters with evaluations, " +
      `and the ${v.shape === "v12" ? "flat" : "sectioned"} interpretation${v.health ? ", plus health score and disease risks" : ""}.` +
      (v.sandbox ? " Sandbox: same request, a realistic sample answer, never charged." : ""),
    tags: ["Blood test analysis"],
    version: v.version,
    auth: "credentials",
    cost: 1,
    sandbox: v.sandbox,
    deprecated: v.deprecated,
    body: "multipart",
    request: analyzeRequest,
    response: response as z.ZodType,
    handler: async (ctx) => {
      const analysis = v.sandbox ? await sandboxUpload(ctx) : await analyzeUpload(ctx);
      return v.shape === "v12" ? toV12(analysis, v.health) : toV11(analysis, v.health);
    },
  }) as EndpointDefinition;
}

const V12 = "/api/v12/18-09-2026/analyze";
const V12_HEALTH = "/api/v12/health-score/analyze";

export const v12Analyze = definition({ path: V12, version: "v12", shape: "v12", health: false, summary: "Blood test analysis (v12)" });
export const v12Sandbox = definition({ path: "/api/v12/18-09-2026/sandbox", version: "v12", shape: "v12", health: false, sandbox: true, summary: "Blood test analysis sandbox (v12)" });
export const v12HealthAnalyze = definition({ path: V12_HEALTH, version: "v12", shape: "v12", health: true, summary: "Blood test analysis with health score (v12)" });
export const v12HealthSandbox = definition({ path: "/api/v12/health-score/sandbox", version: "v12", shape: "v12", health: true, sandbox: true, summary: "Health score sandbox (v12)" });
export const v11Analyze = definition({ path: "/api/v11/01-06-2025/analyze", version: "v11", shape: "v11", health: false, summary: "Blood test analysis (v11)" });
export const v11Sandbox = definition({ path: "/api/v11/01-06-2025/sandbox", version: "v11", shape: "v11", health: false, sandbox: true, summary: "Blood test analysis sandbox (v11)" });
export const v11HealthAnalyze = definition({ path: "/api/v11/health-score/analyze", version: "v11", shape: "v11", health: true, summary: "Blood test analysis with health score (v11)" });
export const v11HealthSandbox = definition({ path: "/api/v11/health-score/sandbox", version: "v11", shape: "v11", health: true, sandbox: true, summary: "Health score sandbox (v11)" });

export const v10HealthAnalyze = definition({ path: "/api/v10/health-score/analyze", version: "v10", shape: "v11", health: true, summary: "Legacy v10 health score", deprecated: { successor: V12_HEALTH } });
export const v9Analyze = definition({ path: "/api/v9/14-04-2025/analyze", version: "v9", shape: "v11", health: false, summary: "Legacy v9 analysis", deprecated: { successor: V12 } });
export const v8Analyze = definition({ path: "/api/v8/31-03-2025/analyze", version: "v8", shape: "v11", health: false, summary: "Legacy v8 analysis", deprecated: { successor: V12 } });
export const v6Analyze = definition({ path: "/api/v6-1/21-11-2024/analyze", version: "v6-1", shape: "v11", health: false, summary: "Legacy v6.1 analysis", deprecated: { successor: V12 } });
export const v3Analyze = definition({ path: "/api/v3/10-10-2024/analyze", version: "v3", shape: "v11", health: false, summary: "Legacy v3 analysis", deprecated: { successor: V12 } });

export const BLOOD_TEST_ENDPOINTS: EndpointDefinition[] = [
  v12Analyze, v12Sandbox, v12HealthAnalyze, v12HealthSandbox,
  v11Analyze, v11Sandbox, v11HealthAnalyze, v11HealthSandbox,
  v10HealthAnalyze, v9Analyze, v8Analyze, v6Analyze, v3Analyze,
];
