// Password hashing with argon2id (OWASP 2024 parameters: 19 MiB memory, 2 iterations, 1 lane).
import argon2 from "argon2";

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A hash of a random string: verifying unknown usernames against it costs the same time as a real check,
// so response time does not reveal which usernames exist.
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummy;
}

/** Rules for passwords we create (CLI, demo account): long enough to resist guessing. */
export function passwordProblem(password: string): string | null {
  if (password.length < 10) return "Passwords need at least 10 characters.";
  if (password.length > 200) return "Passwords may be at most 200 characters.";
  return null;
}
