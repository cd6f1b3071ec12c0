// Blind-corpus scoring for `npm run bench:extraction`: reports written apart from the parser
// (fixtures/blind-corpus/<part>/<id>.truth.json, each with split "tune" or "holdout"). Every document goes through
// the same steps as the analysis endpoint (read → parse → rows the answer keeps → trust checks), and the figures
// are printed per split (holdout first: it is the headline), per kind and per language. For holdout documents
// only aggregates are printed — never their misses — so nobody tunes on them by accident. Wrong verdicts both ways:
// ABNORMAL-MISSING (a printed-abnormal result missing or called normal) and FALSE-ABNORMAL (a printed-normal result
// of the right analyte called high or low — a false alarm).

import fs from "node:fs";
import path from "node:path";
import { extractLabReport, readDocument, type ExtractedDocument, type Page } from "@/lib/documents";
import { REVIEW_THRESHOLD } from "@/lib/documents/lab/evidence";
import { labValueRows } from "@/lib/documents/lab/lab-value-rows";
import { scoreReport, type FixtureTruth, type TruthParameter } from "@/lib/documents/testing/compare-truth";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { trustRows, type ReportedParameter } from "@/lib/modules/blood-test/trust-rows";

// BLIND_CORPUS_DIR: score another folder of the same layout (<part>/<id>.truth.json), e.g. real public reports
// kept outside the repository (never committed: they are other people's files).
const ROOT = process.env.BLIND_CORPUS_DIR ? path.resolve(process.env.BLIND_CORPUS_DIR) : path.resolve(import.meta.dirname, "../../fixtures/blind-corpus");

// Parts whose holdout half has been retired: read at the end of two sessions (2026-11-25 and -26) and tuned on from
// the sixth session (2026-11-26) on, so their former holdout documents are scored as "retired" (tune material whose
// misses are printed). The untouched measure is the holdout of the parts written after them (g, h). Only for the
// repository's corpus, never for a BLIND_CORPUS_DIR of real reports.
const RETIRED_HOLDOUT_PARTS = new Set(["a", "b", "c", "d", "e", "f"]);

export interface BlindTruth extends FixtureTruth {
  split: "tune" | "holdout" | "retired";
  classes?: string[];
  country?: string;
  not_results?: (string | { name?: string; text?: string })[];
  parameters: (TruthParameter & { abnormal?: boolean })[];
}

interface BlindScore {
  truth: BlindTruth;
  expected: number;
  found: number;
  analyte: number;
  value: number;
  unit: number;
  range: number;
  flag: number;
  metaExpected: number;
  metaRight: number;
  returned: number;
  phantom: number;
  abnormalExpected: number;
  abnormalMissing: number;
  /** Printed-normal results the answer calls high or low (a false alarm, the reverse of abnormalMissing). */
  falseAbnormal: number;
  confidentRows: number;
  confidentRight: number;
  rowsWithEvidence: number;
  imagePdfPages: number;
  imagePdfSeconds: number;
  error: string | null;
  misses: string[];
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "–");
// Turkish capitals lower-case with a combining dot ("İ" → "i̇") and "ı" is an undotted i: both compare as "i".
const key = (s: string) => s.toLowerCase().normalize("NFKC").replace(/\u0307/g, "").replace(/ı/g, "i").replace(/[^\p{L}\p{N}]+/gu, "");
const valueKey = (s: string) => s.replace(/\d+(?:\.\d+)?/g, (n) => String(Number(n))).replace(/\s+/g, "").toLowerCase();
const regionName = new Intl.DisplayNames(["en"], { type: "region" });

/** Truth files of every corpus part (a, b, c …: each sub-folder), sorted by id. */
// Parts still sealed: new blind material nobody may see anything of before its first read is recorded
// (fixtures/blind-corpus/first-read-<part>.txt). Scored only when named with --part=x (a comma list is allowed:
// --part=g,h). Parts g and h were sealed until their first read on 2026-11-26, part i until 07:01 UTC that day;
// part j from its start until its first read at 10:00 UTC that day (eighth session); part k from its start
// (ninth session, 2026-11-26 13:10 UTC) until its first read at 13:45 UTC that day (first-read-k.txt); part l
// from its start (tenth session, 15:45 UTC) until its first read at 16:40 UTC that day (first-read-l.txt); part m
// from its start (eleventh session, 2026-11-26 19:00 UTC) until its first read at 20:05 UTC that day (first-read-m.txt); part n from its start
// (twelfth session, 2026-11-26 22:00 UTC) until its first read at 22:47 UTC that day (first-read-n.txt); part o from
// its start (thirteenth session, 2026-11-27 01:30 UTC) until its first read at 02:06 UTC that day (first-read-o.txt); part p from
// its start (fourteenth session, 2026-11-27 04:40 UTC) until its first read at 04:56 UTC that day (first-read-p.txt); part q
// from its start (fifteenth session, 2026-11-27 07:35 UTC) until its first read at 08:15 UTC that day (first-read-q.txt); part r
// from its start (sixteenth session, 2026-11-27 11:00 UTC) until its first read at 11:12 UTC that day (first-read-r.txt); part s
// from its start (seventeenth session, 2026-11-27 13:55 UTC) until its first read at 14:11 UTC that day (first-read-s.txt); part t
// from its start (eighteenth session, 2026-11-27 16:33 UTC) until its first read at 16:53 UTC that day (first-read-t.txt).
const SEALED_PARTS = new Set<string>([]);

export function loadBlindTruths(only?: string, part?: string): { truth: BlindTruth; dir: string }[] {
  const out: { truth: BlindTruth; dir: string }[] = [];
  const parts = fs.existsSync(ROOT) ? fs.readdirSync(ROOT).filter((n) => fs.statSync(path.join(ROOT, n)).isDirectory()).sort() : [];
  const named = part ? new Set(part.split(",")) : null;
  const chosen = parts.filter((name) => (named ? named.has(name) : process.env.BLIND_CORPUS_DIR || !SEALED_PARTS.has(name)));
  for (const p of chosen) {
    const dir = path.join(ROOT, p);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".truth.json")).sort()) {
      const truth = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as BlindTruth;
      // Truth written by hand may say null for "nothing printed"; the scorer compares strings.
      truth.parameters = truth.parameters.map((p) => ({ ...p, value: p.value ?? "", unit: p.unit ?? "", range: p.range ?? "" }));
      if (truth.split === "holdout" && !process.env.BLIND_CORPUS_DIR && RETIRED_HOLDOUT_PARTS.has(p)) truth.split = "retired";
      if (!only || truth.id.includes(only)) out.push({ truth, dir });
    }
  }
  return out;
}

function pageWork(p: Page): number {
  if (!p.timing) return p.timeMs;
  return (p.timing.renderMs ?? 0) + (p.timing.preprocessMs ?? 0) + (p.timing.ocrMs ?? 0);
}

/** Truth metadata fields use ISO country codes; the pipeline answers English names. */
function metadataRight(field: string, got: string | null, expected: string): boolean {
  if (got === null) return false;
  if (field === "lab_country" && /^[A-Z]{2}$/.test(expected)) {
    return key(got) === key(expected) || key(got) === key(regionName.of(expected) ?? expected);
  }
  return key(got) === key(expected);
}

function isAbnormal(p: ReportedParameter | undefined): boolean {
  return p !== undefined && p.evaluation !== "normal";
}

/** Runs one blind document through the analysis steps and scores it. */
async function scoreOne(truth: BlindTruth, dir: string): Promise<BlindScore> {
  const s: BlindScore = {
    truth, expected: truth.parameters.length, found: 0, analyte: 0, value: 0, unit: 0, range: 0, flag: 0, metaExpected: 0,
    metaRight: 0, returned: 0, phantom: 0, abnormalExpected: truth.parameters.filter((p) => p.abnormal).length, abnormalMissing: 0, falseAbnormal: 0,
    confidentRows: 0, confidentRight: 0, rowsWithEvidence: 0, imagePdfPages: 0, imagePdfSeconds: 0, error: null, misses: [],
  };
  const language = truth.language.split(/[-_]/)[0]!.toLowerCase();
  let doc: ExtractedDocument;
  try {
    const files = truth.files.map((f) => ({ bytes: new Uint8Array(fs.readFileSync(path.join(dir, f))), name: f }));
    doc = await readDocument(files, { language, pdfPassword: truth.password });
  } catch (e) {
    s.error = (e as Error).name + ": " + (e as Error).message;
    s.abnormalMissing = s.abnormalExpected;
    return s;
  }
  if (truth.kind === "scan_pdf") {
    s.imagePdfPages = doc.pages.length;
    s.imagePdfSeconds = doc.pages.reduce((a, p) => a + pageWork(p), 0) / 1000;
  }
  const extracted = extractLabReport(doc, { language, knowledge: { matchAnalyte } });
  // A truth written for the first pages only (a real 12-page report judged on its first 3, `pages: 3`) says
  // nothing of the rows on later pages: they are neither found nor phantoms.
  const judged = truth.pages && truth.pages < doc.pages.length ? truth.pages : Infinity;
  const report = { ...extracted, rows: extracted.rows.filter((r) => r.page <= judged) };
  const rows = labValueRows(report);
  // The rows the answer returns, with the same trust checks the endpoint applies (a value re-read there, e.g. a
  // flag arrow OCR read as a last digit, is the value the answer gives: that is the one scored).
  const ageYears = Number.parseFloat(report.metadata.patientAge ?? "");
  const ocrPages = new Set(doc.pages.filter((p) => p.source === "ocr").map((p) => p.pageNumber));
  const { parameters } = trustRows(rows, { sex: report.metadata.patientSex ?? undefined, ageYears: Number.isFinite(ageYears) ? ageYears : undefined }, report.detectedLanguage, ocrPages);
  const answered = rows.map((r, i) => ({ ...r, result: parameters[i]?.result ?? r.result }));
  const base = scoreReport({ ...report, rows: answered }, truth);
  Object.assign(s, { found: base.found, analyte: base.analyteFound, value: base.value, unit: base.unit, range: base.range, flag: base.flag });
  s.misses.push(...base.misses);
  for (const [field, expected] of Object.entries(truth.metadata)) {
    if (expected === null || expected === undefined) continue;
    s.metaExpected++;
    const got = (report.metadata as unknown as Record<string, string | null>)[camel(field)] ?? null;
    if (metadataRight(field, got, String(expected))) s.metaRight++;
  }
  s.returned = parameters.length;
  s.rowsWithEvidence = parameters.filter((p) => p.evidence.source !== null && typeof p.evidence.confidence === "number").length;
  // Pair truth parameters with returned rows the way scoreReport does: by printed name, else analyte id.
  const used = new Set<number>();
  const pairOf = new Map<TruthParameter, number>();
  for (const t of truth.parameters) {
    const i = rows.findIndex((r, k) => !used.has(k) && key(r.name) === key(t.name));
    const j = i >= 0 ? i : rows.findIndex((r, k) => !used.has(k) && r.analyteId === t.analyte_id);
    if (j >= 0) {
      used.add(j);
      pairOf.set(t, j);
    }
  }
  s.phantom = rows.length - used.size;
  const notResults = (truth.not_results ?? []).map((n) => key(typeof n === "string" ? n : (n.name ?? n.text ?? "")));
  rows.forEach((r, k) => {
    if (!used.has(k)) s.misses.push(`PHANTOM ${r.name} = ${r.result}${notResults.some((n) => n && key(r.name).includes(n)) ? " (listed as not a result)" : ""}`);
  });
  for (const t of truth.parameters) {
    const k = pairOf.get(t);
    const p = k === undefined ? undefined : parameters[k];
    if (t.abnormal && !isAbnormal(p)) {
      s.abnormalMissing++;
      s.misses.push(`ABNORMAL-MISSING ${t.name} ${t.value}: ${p ? p.evaluation : "not returned"}`);
    }
    if (t.abnormal === false && p && isAbnormal(p) && rows[k!]!.analyteId === t.analyte_id) {
      s.falseAbnormal++;
      s.misses.push(`FALSE-ABNORMAL ${t.name} ${t.value} (printed range ${t.range ?? "none"}): ${p.evaluation}`);
    }
    if (p && k !== undefined && p.evidence.confidence >= REVIEW_THRESHOLD) {
      s.confidentRows++;
      if (rows[k]!.analyteId === t.analyte_id && valueKey(rows[k]!.result) === valueKey(t.value)) s.confidentRight++;
    }
  }
  return s;
}

function camel(field: string): string {
  return field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function line(label: string, rs: BlindScore[]): string {
  const sum = (k: keyof BlindScore) => rs.reduce((a, r) => a + (r[k] as number), 0);
  const pages = sum("imagePdfPages");
  return [
    label.padEnd(22), `docs ${String(rs.length).padStart(3)}`, `recall ${pct(sum("analyte"), sum("expected")).padStart(6)}`,
    `value ${pct(sum("value"), sum("expected")).padStart(6)}`, `unit ${pct(sum("unit"), sum("expected")).padStart(6)}`,
    `range ${pct(sum("range"), sum("expected")).padStart(6)}`, `flag ${pct(sum("flag"), sum("expected")).padStart(6)}`,
    `meta ${pct(sum("metaRight"), sum("metaExpected")).padStart(6)}`, `PHANTOM ${String(sum("phantom")).padStart(3)}`,
    `ABNORMAL-MISSING ${String(sum("abnormalMissing")).padStart(3)}/${sum("abnormalExpected")}`,
    `FALSE-ABNORMAL ${String(sum("falseAbnormal")).padStart(3)}`,
    `calibration ${pct(sum("confidentRight"), sum("confidentRows")).padStart(6)} of ${sum("confidentRows")} rows ≥${REVIEW_THRESHOLD}`,
    `evidence ${pct(sum("rowsWithEvidence"), sum("returned"))}`, `errors ${rs.filter((r) => r.error).length}`,
    pages ? `image-PDF ${(sum("imagePdfSeconds") / pages).toFixed(2)} s/page` : "",
  ].join("  ");
}

/** Scores the blind corpus and prints the figures (holdout first). `showMisses` lists misses of tune and retired documents only. */
export async function benchBlindCorpus(opts: { only?: string; part?: string; showMisses: boolean; kind?: string; tuneOnly?: boolean; holdoutOnly?: boolean }): Promise<void> {
  const truths = loadBlindTruths(opts.only, opts.part).filter(
    ({ truth }) => (!opts.kind || truth.kind === opts.kind) && (!opts.tuneOnly || truth.split !== "holdout") && (!opts.holdoutOnly || truth.split === "holdout"),
  );
  if (truths.length === 0) {
    console.log("\nBlind corpus: no truth files in fixtures/blind-corpus/{a,b}.");
    return;
  }
  const scores: BlindScore[] = [];
  for (const { truth, dir } of truths) {
    const s = await scoreOne(truth, dir);
    scores.push(s);
    if (truth.split !== "holdout") {
      console.log(line(truth.id, [s]) + (s.error ? `  ERROR ${s.error}` : ""));
      if (opts.showMisses && s.misses.length) console.log(`    ${s.misses.join("\n    ")}`);
    }
  }
  const heading = { holdout: " (headline; untouched half, aggregates only)", retired: " (former holdout of parts a–f, tune material since 2026-11-26)", tune: "" };
  for (const split of ["holdout", "retired", "tune"] as const) {
    const rs = scores.filter((s) => s.truth.split === split);
    if (rs.length === 0) continue;
    console.log(`\nBlind corpus — ${split.toUpperCase()}${heading[split]}:`);
    for (const kind of [...new Set(rs.map((r) => r.truth.kind))].sort()) console.log(line(`  ${kind}`, rs.filter((r) => r.truth.kind === kind)));
    console.log(line("  all", rs));
    console.log("  per language:");
    for (const lang of [...new Set(rs.map((r) => r.truth.language.split(/[-_]/)[0]!))].sort()) {
      console.log(line(`    ${lang}`, rs.filter((r) => r.truth.language.split(/[-_]/)[0] === lang)));
    }
  }
}
