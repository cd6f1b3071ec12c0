// Child process of `npm run bench:dna`: reads one genotype file with the product's reader and prints time and
// memory as JSON. A fresh process per file, so one file's garbage does not count against the next.
import { statSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { readGenotypes } from "@/lib/modules/dna/reader/read-genotypes";

const file = process.argv[2]!;
const size = statSync(file).size;
global.gc?.();
const baseline = process.memoryUsage.rss();
let peak = baseline;
// memoryUsage.rss() reads only the RSS (memoryUsage() also walks the heap spaces), so sampling costs little.
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 5);
const t = performance.now();
const r = await readGenotypes({ kind: "file", path: file, size });
const ms = performance.now() - t;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
console.log(JSON.stringify({ ms, rows: r.total_records, format: r.format, panel: r.calls.length, baselineMb: baseline / 1048576, peakMb: peak / 1048576, extraMb: (peak - baseline) / 1048576 }));
