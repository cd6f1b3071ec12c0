import { describe, expect, it } from "vitest";
import { withDocumentDeadline } from "./deadline";

describe("withDocumentDeadline", () => {
  it("aborts when the deadline passes, even if the client stays", async () => {
    const signal = withDocumentDeadline(new AbortController().signal, 20);
    expect(signal.aborted).toBe(false);
    await new Promise((r) => setTimeout(r, 60));
    expect(signal.aborted).toBe(true);
  });
  it("aborts at once when the client goes away", () => {
    const client = new AbortController();
    const signal = withDocumentDeadline(client.signal, 60_000);
    client.abort();
    expect(signal.aborted).toBe(true);
  });
});
