// Helpers for calling route handlers in tests exactly as Next.js would: a Request in, a Response out.
import { setDatabaseForTests } from "@/lib/db/client";
import { createAccount } from "@/lib/accounts/manage";
import type { TestDatabase } from "./test-database";

export const BASE = "http://localhost:3000";

export function jsonRequest(path: string, body: unknown, init: RequestInit = {}): Request {
  return new Request(BASE + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string>) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formRequest(path: string, fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type?: string }[] = []): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("file", new Blob([f.bytes as BlobPart], { type: f.type ?? "application/octet-stream" }), f.name);
  return new Request(BASE + path, { method: "POST", body: form });
}

export async function readEnvelope(res: Response): Promise<{ status: number; body: Record<string, any> }> {
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

let counter = 0;
/** Creates an account with a unique name on the test database and makes it the app's database. */
export async function useAccount(db: TestDatabase, credits: number, password = "correct horse battery") {
  setDatabaseForTests(db);
  const username = `clinic_${Date.now()}_${++counter}`;
  const account = await createAccount(db.prisma, { username, password, credits });
  return { ...account, password };
}
