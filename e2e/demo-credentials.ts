// Reads the demo account the server created on its first start (DATA_DIR/demo-credentials.txt).
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../playwright.config";

export function demoCredentials(): { username: string; email: string; password: string } {
  const text = readFileSync(path.join(E2E_DATA_DIR, "demo-credentials.txt"), "utf8");
  const password = /password=(\S+)/.exec(text)?.[1];
  const email = /email=(\S+)/.exec(text)?.[1];
  if (!password || !email) throw new Error("demo-credentials.txt has an unexpected format");
  return { username: "demo", email, password };
}
