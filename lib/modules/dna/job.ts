// The DNA interpretation as an asynchronous job: the genotype file is read at submission (streamed, so only
// the panel's genotypes and the counts are kept in the job's input), the job interprets them and writes the
// narrative. The job input is deleted when the job ends (lib/jobs/queue.ts).
import { successBody } from "@/lib/api/envelope";
import { registerJobHandler } from "@/lib/jobs/handlers";
import { buildDnaResponse } from "./build-report";
import type { DnaInput } from "./read-input";
import { dnaResponse, type DnaPatient } from "./schemas";

export const DNA_JOB_MODULE = "dna_interpretation";
export const DNA_API_VERSION = "v1";

export interface DnaJobInput {
  input: DnaInput;
  language: string;
  patient?: DnaPatient;
  sourceLabel?: string;
}

registerJobHandler(DNA_JOB_MODULE, async (raw, ctx) => {
  const job = raw as DnaJobInput;
  const data = await buildDnaResponse(job.input, {
    language: job.language,
    ...(job.patient ? { patient: job.patient } : {}),
    ...(job.sourceLabel ? { sourceLabel: job.sourceLabel } : {}),
    signal: ctx.signal,
  });
  return successBody(dnaResponse.parse(data), DNA_API_VERSION);
});
