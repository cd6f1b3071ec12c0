// What went wrong, in words a clinician understands, for the contract's error codes of an analysis request.
// The server's `details` (written for people, never patient data) is kept as the second line.
import { ApiClientError } from "@/lib/client/api-fetch";

export interface PlainError {
  title: string;
  detail: string;
}

const TITLES: Record<string, string> = {
  VAL_2011: "This PDF is protected by a password. Enter the PDF password and try again.",
  VAL_2010: "No laboratory values were recognised in this document.",
  VAL_2006: "The upload is too big: a file is over 20 MB, or there are too many pages.",
  VAL_2005: "The file is empty.",
  VAL_2002: "This file could not be read as a lab report. Upload a PDF, or PNG, JPEG or WEBP photos of the pages.",
  VAL_2001: "Choose a report file first.",
  VAL_2003: "That report language is not supported.",
  QUOTA_1101: "Your account has no credits left for an analysis. Top up the account and try again.",
  QUOTA_1103: "Too many requests in a short time. Wait a minute and try again.",
  AUTH_1001: "Your session has ended. Sign in again.",
  AUTH_1002: "Your session has ended. Sign in again.",
  AUTH_1003: "The account is temporarily locked. Wait a few minutes and try again.",
  PROC_3001: "The report could not be produced. No credit was charged; please try again.",
  PROC_3003: "The report could not be produced. No credit was charged; please try again.",
  SRV_5001: "Something went wrong on our side. No credit was charged; please try again.",
  SRV_5003: "The service is briefly unavailable. Please try again in a moment.",
  NETWORK: "The server could not be reached. Check the connection and try again.",
};

const GENERAL = new Set(["QUOTA_1103", "AUTH_1001", "AUTH_1002", "AUTH_1003", "SRV_5001", "SRV_5003", "NETWORK"]);

/**
 * A title and a detail line for any error thrown by an API call. `upload` errors get the wording about
 * documents; other calls (saving, patients) only the general ones, and the server's own message otherwise.
 */
export function describeError(err: unknown, context: "upload" | "other" = "upload"): PlainError {
  if (err instanceof ApiClientError) {
    const known = context === "upload" || GENERAL.has(err.code) ? TITLES[err.code] : undefined;
    const title = known ?? err.message;
    const detail = err.details && err.details !== title ? err.details : "";
    return { title, detail };
  }
  return { title: "Something went wrong. Please try again.", detail: "" };
}
