// The PDF preflight refuses decompression bombs in a worker and lets genuine PDFs through; broken page trees
// are "corrupt" (a validation error for the caller), never an internal error.
import { describe, expect, it } from "vitest";
import { DocumentError } from "../errors";
import { openPdf } from "../pdf/open-pdf";
import { circularPagesPdf, decompressionBombPdf } from "./hostile-pdfs";
import { preflightPdf } from "./preflight-pdf";

describe("preflightPdf", () => {
  it("refuses a 0.8 MB PDF that inflates to 800 MB, quickly and without keeping the inflated bytes", async () => {
    const bomb = decompressionBombPdf(800);
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const err = await preflightPdf(bomb).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentError);
    expect((err as DocumentError).code).toBe("too_large_inflated");
    expect((err as DocumentError).detail).toContain("32 MB");
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
  });

  it("lets a PDF with modest streams through and reports what it inflated", async () => {
    const pdf = decompressionBombPdf(16);
    const r = await preflightPdf(pdf);
    expect(r.streams).toBe(1);
    expect(r.inflated).toBe(16 * 1024 * 1024);
  });

  it("counts the whole document against its own limit", async () => {
    const pdf = decompressionBombPdf(32);
    const err = await preflightPdf(pdf, { limits: { perDocument: 10 * 1024 * 1024 } }).catch((e: unknown) => e);
    expect((err as DocumentError).code).toBe("too_large_inflated");
  });

  it("stops at the deadline", async () => {
    const pdf = decompressionBombPdf(64);
    const err = await preflightPdf(pdf, { limits: { timeoutMs: 1, perStream: 1e12, perDocument: 1e12 } }).catch((e: unknown) => e);
    expect((err as DocumentError).code).toBe("too_large_inflated");
  });
});

describe("openPdf", () => {
  it("answers a circular page tree as a damaged file", async () => {
    const err = await openPdf(new Uint8Array(circularPagesPdf())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentError);
    expect((err as DocumentError).code).toBe("corrupt");
  });
});
