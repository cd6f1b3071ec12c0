// Shared by the ICR integration tests: committed fixtures and their ground truth, and multipart requests
// built the way a client sends them.
import fs from "node:fs";
import path from "node:path";
import { BASE, formRequest } from "@/lib/test/api-harness";

const FIXTURES = path.join(process.cwd(), "fixtures", "lab-reports");

export interface Truth {
  id: string;
  files: string[];
  language: string;
  pages: number;
  password?: string;
  metadata: { lab_date: string; results_date: string; lab_name: string; patient_name: string; patient_age: string; patient_sex: string };
  parameters: { analyte_id: string; name: string; value: string; unit: string | null; range: string | null }[];
}

export function fixture(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
}

export function truthOf(id: string): Truth {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, `${id}.truth.json`), "utf8")) as Truth;
}

export type Upload = { name: string; bytes: Uint8Array; type?: string };

/** A multipart ICR request with credentials, extra fields and the files in 'file'. */
export function icrForm(pathname: string, creds: { username: string; password: string } | null, files: Upload[], fields: Record<string, string> = {}): Request {
  return formRequest(pathname, { ...(creds ?? {}), ...fields }, files);
}

export function getRequest(pathname: string): Request {
  return new Request(BASE + pathname, { method: "GET" });
}

/** Bytes that start like a Windows executable ("MZ"), to be uploaded under a .pdf name. */
export function executableBytes(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
  return bytes;
}
