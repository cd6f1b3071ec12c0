// Genotypes from a genetic report's pages (PDF or photos): the existing document pipeline reads the text,
// then each line is searched for an rsID followed by a genotype ("rs4244285 … G/A", "rs429358: CT"). Only panel
// markers are kept, placed at their GRCh37 position; the report's own interpretation text is never used.
import { ApiError } from "@/lib/api/api-error";
import { readDocument } from "@/lib/documents";
import { KNOWN_POSITIONS, PANEL_RSIDS } from "@/lib/knowledge/dna";
import type { GenotypeCall } from "@/lib/knowledge/dna/types";
import { rethrowDocumentError } from "@/lib/modules/blood-test/document-errors";

const PAIR = /\b([Rr][Ss]\d{2,12})\b[^\n]{0,60}?(?<![A-Za-z0-9])([ACGT])\s*[/|;]?\s*([ACGT])(?![A-Za-z0-9])/g;

/** rsID/genotype pairs of panel markers in a block of text (first pair per rsID wins). */
export function genotypesFromText(lines: readonly string[]): { calls: GenotypeCall[]; pairs: number } {
  const found = new Map<string, GenotypeCall>();
  let pairs = 0;
  for (const line of lines) {
    for (const m of line.matchAll(PAIR)) {
      pairs++;
      const rsid = m[1]!.toLowerCase();
      if (!PANEL_RSIDS.has(rsid) || found.has(rsid)) continue;
      const known = KNOWN_POSITIONS.get(rsid)!;
      found.set(rsid, { rsid, chrom: known.chrom, pos: known.pos37, genotype: (m[2]! + m[3]!).toUpperCase() });
    }
  }
  return { calls: [...found.values()], pairs };
}

/** Reads up to six report files through lib/documents and returns the panel genotypes printed in them. */
export async function genotypesFromDocuments(files: { bytes: Uint8Array; name: string }[], language: string, signal: AbortSignal): Promise<{ calls: GenotypeCall[]; pairs: number; pages: number }> {
  let doc;
  try {
    doc = await readDocument(files, { language, signal });
  } catch (err) {
    rethrowDocumentError(err);
  }
  const lines = doc.pages.flatMap((p) => p.lines.map((l) => l.text));
  const { calls, pairs } = genotypesFromText(lines);
  if (pairs === 0) {
    throw new ApiError("VAL_2002", "No rsID and genotype pairs (for example 'rs4244285 G/A') were found in the report files. Upload the raw data file instead.");
  }
  return { calls, pairs, pages: doc.pages.length };
}
