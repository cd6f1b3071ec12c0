// Caps on work in flight in this process, so a burst is refused at once (QUOTA_1103 + Retry-After) instead of
// queueing without bound: uploads being read, and heavy jobs (paid document analyses) per instance and per
// account. The caps are per app instance; several instances each apply their own.
import { ApiError } from "./api-error";

function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Upload bodies read at the same time (MAX_CONCURRENT_UPLOADS, default 32). */
export function maxUploads(): number {
  return envInt("MAX_CONCURRENT_UPLOADS", 32);
}
/** Paid document analyses running at the same time on this instance (MAX_CONCURRENT_JOBS, default 4). */
export function maxJobs(): number {
  return envInt("MAX_CONCURRENT_JOBS", 4);
}
/** Paid document analyses of one account running at the same time (MAX_JOBS_PER_ACCOUNT, default 2). */
export function maxJobsPerAccount(): number {
  return envInt("MAX_JOBS_PER_ACCOUNT", 2);
}

const RETRY_AFTER_S = 5;
let uploads = 0;
let jobs = 0;
const jobsByAccount = new Map<string, number>();

function busy(what: string): ApiError {
  return new ApiError("QUOTA_1103", `${what} Retry in ${RETRY_AFTER_S} s.`, { headers: { "retry-after": String(RETRY_AFTER_S) } });
}

/** Takes an upload slot or throws QUOTA_1103; call the returned function once when the body is read. */
export function acquireUploadSlot(): () => void {
  if (uploads >= maxUploads()) throw busy("The server is receiving too many uploads at once.");
  uploads++;
  let released = false;
  return () => {
    if (!released) {
      released = true;
      uploads--;
    }
  };
}

/** Takes a heavy-job slot for the account or throws QUOTA_1103; call the returned function once at the end. */
export function acquireJobSlot(accountId: string): () => void {
  const mine = jobsByAccount.get(accountId) ?? 0;
  if (mine >= maxJobsPerAccount()) throw busy(`This account already has ${mine} analyses running; at most ${maxJobsPerAccount()} run at once.`);
  if (jobs >= maxJobs()) throw busy("The server is busy with other analyses.");
  jobs++;
  jobsByAccount.set(accountId, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    jobs--;
    const left = (jobsByAccount.get(accountId) ?? 1) - 1;
    if (left > 0) jobsByAccount.set(accountId, left);
    else jobsByAccount.delete(accountId);
  };
}
