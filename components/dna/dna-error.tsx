// A failed DNA upload or job in plain words: what happened (by the contract's code) and the server's own reason
// (e.g. "This is not raw genotype data we can read…"), announced to screen readers.
import { ApiClientError } from "@/lib/client/api-fetch";

const TITLES: Record<string, string> = {
  VAL_2001: "Choose a genotype file or paste genotype lines first.",
  VAL_2002: "This could not be read as genotype data.",
  VAL_2003: "That report language is not supported.",
  VAL_2006: "The upload is too big.",
  QUOTA_1101: "Your account has no credits left for an analysis. Top up the account and try again.",
  QUOTA_1103: "Too many requests in a short time. Wait a minute and try again.",
  AUTH_1001: "Your session has ended. Sign in again.",
  AUTH_1002: "Your session has ended. Sign in again.",
  RES_4005: "DNA interpretation is switched off in this deployment.",
  PROC_3001: "The analysis was cancelled. No credit was charged.",
  PROC_3003: "The report could not be written. No credit was charged; please try again.",
  SRV_5001: "Something went wrong on our side. No credit was charged; please try again.",
  SRV_5003: "The service is briefly unavailable. Please try again in a moment.",
  NETWORK: "The server could not be reached. Check the connection and try again.",
};

/** Title and detail line for an error of a DNA request. */
export function describeDnaError(error: unknown): { title: string; detail: string } {
  if (!(error instanceof ApiClientError)) return { title: "Something went wrong. Please try again.", detail: "" };
  const title = TITLES[error.code] ?? error.message;
  return { title, detail: error.details && error.details !== title ? error.details : "" };
}

export function DnaError({ error }: { error: unknown }) {
  const { title, detail } = describeDnaError(error);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-medium">{title}</p>
      {detail && <p className="mt-1">{detail}</p>}
    </div>
  );
}
