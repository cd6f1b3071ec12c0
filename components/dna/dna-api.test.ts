// What the DNA screen shows when a job ends: the report of a completed job, or the failed job's error (its code
// and reason, as an ApiClientError the error box words), and nothing while it is pending.
import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/client/api-fetch";
import { jobOutcome, type JobStatus } from "./dna-api";

const job = (status: JobStatus["status"], result?: unknown): JobStatus => ({
  job_id: "j1", module: "dna_interpretation", status, state: status, attempts: 1, created_at: "", updated_at: "", completed_at: null, poll_interval_ms: 2000,
  ...(result === undefined ? {} : { result }),
});

describe("jobOutcome", () => {
  it("is empty while the job is pending", () => {
    expect(jobOutcome(job("pending"))).toEqual({});
    expect(jobOutcome(undefined)).toEqual({});
  });

  it("gives the report of a completed job", () => {
    const data = { analysis_id: "DNA-1" };
    expect(jobOutcome(job("completed", { response: { status: "success", data } })).report).toBe(data);
  });

  it("gives a failed job's error with its code and reason", () => {
    const { error } = jobOutcome(job("failed", { status: "error", error: { code: "PROC_3003", message: "AI processing error.", details: "The model failed twice." } }));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ code: "PROC_3003", details: "The model failed twice." });
  });
});
