// Every error code the API answers with, its HTTP status and the message a person reads.
// The contract fixes most of them (core-contract "Errors", extended-modules "Errors"); the ones the contract
// leaves open are marked "decided" and explained in docs/decisions.md.

export interface ErrorCodeInfo {
  status: number;
  message: string;
}

export const ERROR_CODES = {
  AUTH_1001: { status: 401, message: "Missing authentication credentials: send both username and password." },
  AUTH_1002: { status: 401, message: "Invalid username or password." },
  // decided: 423 Locked with Retry-After (seconds until the lock ends).
  AUTH_1003: { status: 423, message: "Account temporarily locked after repeated failed sign-ins. Wait and retry." },
  QUOTA_1101: { status: 403, message: "Insufficient quota: this account has no credits left for this request." },
  QUOTA_1103: { status: 429, message: "Rate limit exceeded. Slow down and retry after the indicated time." },
  VAL_2001: { status: 400, message: "A required field is missing." },
  VAL_2002: { status: 400, message: "Invalid data format." },
  VAL_2003: { status: 400, message: "Unsupported language code." },
  VAL_2005: { status: 400, message: "The request contains no data." },
  VAL_2006: { status: 400, message: "The request is larger than allowed." },
  VAL_2007: { status: 400, message: "Invalid patient data structure." },
  VAL_2008: { status: 400, message: "No usable blood parameter was found." },
  // decided: an uploaded document that was read but holds nothing the endpoint can use.
  VAL_2010: { status: 422, message: "The document could not be used for this analysis." },
  // decided: encrypted PDF without the right pdf_password.
  VAL_2011: { status: 400, message: "The PDF is password protected." },
  // decided (body map): flagged markers exist but none fits a body region; no credit is charged.
  VAL_2020: { status: 422, message: "None of the flagged markers could be placed on a body region." },
  // decided (body map): an illustration address without a valid, unexpired signature.
  AUTH_1010: { status: 403, message: "This illustration address is unsigned, altered or expired." },
  // decided (supplement catalogue): a signed-in clinician (not an admin) tried to change the clinic's catalogue.
  AUTH_1011: { status: 403, message: "Only an administrator of the clinic may change this." },
  PROC_3001: { status: 500, message: "Report generation failed." },
  // decided (body map): the illustration is still being drawn; retry after the Retry-After seconds.
  PROC_3010: { status: 503, message: "The illustration is still being produced. Retry shortly." },
  PROC_3003: { status: 500, message: "AI processing error." },
  // decided: JSON answer for /api paths that do not exist, and methods an endpoint does not take.
  RES_4004: { status: 404, message: "No such API endpoint." },
  RES_4005: { status: 503, message: "This module is disabled in this deployment." },
  RES_4006: { status: 405, message: "Method not allowed for this endpoint." },
  RES_4040: { status: 404, message: "Not found." },
  SRV_5001: { status: 500, message: "Internal server error." },
  SRV_5003: { status: 503, message: "Service unavailable: the database cannot be reached." },
  ICR_AUTH_1001: { status: 401, message: "Missing authentication credentials: send both username and password." },
  ICR_AUTH_1002: { status: 401, message: "Invalid username or password." },
  ICR_QUOTA_1101: { status: 403, message: "Insufficient credits: 0.5 credit is needed per call." },
  ICR_VAL_2001: { status: 400, message: "No file uploaded." },
  ICR_VAL_2002: { status: 400, message: "Invalid file format: PDF, JPG, JPEG and PNG are accepted." },
  ICR_VAL_2003: { status: 400, message: "Only one PDF can be sent per request." },
  ICR_VAL_2004: { status: 400, message: "PDFs and images cannot be mixed in one request." },
  ICR_PROC_3001: { status: 500, message: "Extraction failed." },
  ICR_PROC_3004: { status: 504, message: "Processing timed out." },
  ICR_SRV_5001: { status: 500, message: "Internal server error." },
  ICR_SRV_5002: { status: 503, message: "Service temporarily unavailable." },
} as const satisfies Record<string, ErrorCodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Endpoints of the ICR family answer their own codes where the contract gives one with the same meaning.
 * The mapping is explicit: ICR_VAL_2001..2004 mean file problems there, not what VAL_2001..2004 mean
 * elsewhere, so validation and language errors keep their shared codes.
 */
const ICR_TWINS: Partial<Record<ErrorCode, ErrorCode>> = {
  AUTH_1001: "ICR_AUTH_1001",
  AUTH_1002: "ICR_AUTH_1002",
  QUOTA_1101: "ICR_QUOTA_1101",
  PROC_3001: "ICR_PROC_3001",
  SRV_5001: "ICR_SRV_5001",
  SRV_5003: "ICR_SRV_5002",
};

export function namespacedCode(code: ErrorCode, namespace: "ICR" | undefined): ErrorCode {
  return namespace === "ICR" ? (ICR_TWINS[code] ?? code) : code;
}
