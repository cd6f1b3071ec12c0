// Sandbox answers: the invented report (./sandbox-document) is written as a PDF and read by the real pipeline
// once per process; each sandbox call maps that reading to the production shape with a fresh timestamp.
import { readUpload, type IcrReading } from "./read-upload";
import { sandboxReportRuns } from "./sandbox-document";
import { writeTextPdf } from "./text-pdf";

let reading: Promise<IcrReading> | null = null;

/** The pipeline's reading of the sample report (computed on first use, then reused). */
export function sandboxReading(): Promise<IcrReading> {
  reading ??= readUpload([{ bytes: writeTextPdf(sandboxReportRuns()) }], { language: "en" }).catch((err: unknown) => {
    reading = null;
    throw err;
  });
  return reading;
}
