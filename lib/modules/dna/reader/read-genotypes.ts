// Entry point of the genotype reader: an uploaded file (spooled on disk by the kernel) or pasted text in,
// the panel's calls and the `source` counts out. Bytes are streamed chunk by chunk through the container
// opener and split into lines here; only panel rows are kept, so a 75 MB file runs in flat memory.
import { ApiError } from "@/lib/api/api-error";
import { GenotypeLineReader, type GenotypeSummary } from "./genotype-lines";
import { READER_LIMITS, type ReaderLimits } from "./limits";
import { containerError, openGenotypeFile, type ContainerKind } from "./open-container";

export interface GenotypeReadResult extends GenotypeSummary {
  container: ContainerKind;
  /** The zip member that was read. */
  member?: string;
}

export type GenotypeInput = { kind: "file"; path: string; size: number } | { kind: "text"; text: string };

/** Longest line accepted; a longer one means binary data or a file with no line breaks. */
const MAX_LINE = 64 * 1024;
const LONG_LINE = "The file has a line longer than 64 KB; it is not a genotype text file.";

/**
 * Hands the byte stream to the reader chunk by chunk; the reader reads the complete lines of each chunk in place
 * (no string per line unless it needs one). Only a line that spans two chunks is copied.
 */
async function feedLines(chunks: AsyncIterable<Buffer> | Iterable<Buffer>, reader: GenotypeLineReader, signal?: AbortSignal): Promise<void> {
  let carry: Buffer | null = null;
  let first = true;
  for await (let chunk of chunks) {
    if (signal?.aborted) throw new ApiError("PROC_3001", "The request was cancelled. No credit was charged.");
    if (first) {
      first = false;
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
      else if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        throw new ApiError("VAL_2002", "The file is saved as UTF-16 text. Save or export it as UTF-8 (plain text) and upload it again.");
      }
      if (chunk.subarray(0, 4096).includes(0)) throw new ApiError("VAL_2002", "The file is binary data, not a text genotype file.");
    }
    let start = 0;
    if (carry) {
      const nl = chunk.indexOf(10);
      if (nl < 0) {
        carry = Buffer.concat([carry, chunk]);
        if (carry.length > MAX_LINE) throw new ApiError("VAL_2002", LONG_LINE);
        continue;
      }
      const line = Buffer.concat([carry, chunk.subarray(0, nl + 1)]);
      carry = null;
      reader.readLines(line, 0, line.length);
      start = nl + 1;
    }
    start = reader.readLines(chunk, start, chunk.length);
    if (start < chunk.length) {
      if (chunk.length - start > MAX_LINE) throw new ApiError("VAL_2002", LONG_LINE);
      // A copy: the chunk's buffer is reused for the next read.
      carry = Buffer.from(chunk.subarray(start));
    }
  }
  if (carry) {
    const last = Buffer.concat([carry, Buffer.from("\n")]);
    reader.readLines(last, 0, last.length);
  }
}

/** Reads genotype data under the reader limits; failures are ApiErrors with a plain reason (never a 500). */
export async function readGenotypes(input: GenotypeInput, opts: { limits?: ReaderLimits; signal?: AbortSignal } = {}): Promise<GenotypeReadResult> {
  const limits = opts.limits ?? READER_LIMITS;
  const reader = new GenotypeLineReader();
  if (input.kind === "text") {
    if (input.text.length > limits.textChars) throw new ApiError("VAL_2006", `The pasted genotype text is longer than ${limits.textChars.toLocaleString("en")} characters.`);
    if (!input.text.trim()) throw new ApiError("VAL_2001", "'genotype_text' is empty: paste lines of rsID, chromosome, position and genotype.");
    await feedLines([Buffer.from(input.text, "utf8")], reader, opts.signal);
    return { ...reader.finish(), container: "none" };
  }
  const opened = await openGenotypeFile(input.path, input.size, limits);
  try {
    await feedLines(opened.chunks, reader, opts.signal);
  } catch (err) {
    if (opened.container !== "none") throw containerError(err, opened.container);
    throw err instanceof ApiError ? err : new ApiError("VAL_2002", "The uploaded file could not be read to the end. Upload it again.");
  } finally {
    opened.close();
  }
  return { ...reader.finish(), container: opened.container, ...(opened.member ? { member: opened.member } : {}) };
}
