// The code of the PDF preflight worker, as text run with `new Worker(code, { eval: true })`: a plain script with
// no imports of ours, so it runs the same under tsx, Vitest and the Next.js bundle (no file path to resolve).
// It walks every `stream … endstream` of the file, inflates the Flate-compressed ones with node:zlib while
// COUNTING the output (nothing is kept), and stops at the first stream or total past its limit.
export const PREFLIGHT_WORKER_SOURCE = String.raw`
const zlib = require("node:zlib");
const { parentPort, workerData } = require("node:worker_threads");

const bytes = Buffer.from(workerData.bytes);
const limits = workerData.limits;
const text = bytes.toString("latin1");

function inflatedSize(data, cap) {
  return new Promise((resolve) => {
    const inflater = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    let size = 0;
    let done = false;
    const finish = (v) => { if (!done) { done = true; resolve(v); } };
    inflater.on("data", (chunk) => {
      size += chunk.length;
      if (size > cap) { finish({ size, over: true }); inflater.destroy(); }
    });
    inflater.on("end", () => finish({ size, over: false }));
    inflater.on("error", () => finish({ size, over: false, broken: true }));
    inflater.on("close", () => finish({ size, over: size > cap }));
    inflater.end(data);
  });
}

async function main() {
  let total = 0;
  let streams = 0;
  const re = /stream(\r\n|\n|\r)/g;
  let m;
  while ((m = re.exec(text)) !== null) {
    const at = m.index;
    if (text.slice(Math.max(0, at - 3), at) === "end") continue;
    const dictStart = text.lastIndexOf("obj", at);
    if (dictStart < 0 || at - dictStart > 8192) continue;
    const dict = text.slice(dictStart, at);
    const start = at + m[0].length;
    let end = text.indexOf("endstream", start);
    if (end < 0) end = text.length;
    const len = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const stop = len ? Math.min(start + Number(len[1]), end) : end;
    re.lastIndex = Math.max(stop, start);
    if (!/\/(FlateDecode|Fl)\b/.test(dict)) continue;
    streams++;
    const isImage = /\/Subtype\s*\/Image\b/.test(dict);
    const cap = Math.min(isImage ? limits.perImage : limits.perStream, limits.perDocument - total);
    const r = await inflatedSize(bytes.subarray(start, stop), cap);
    total += r.size;
    if (r.over) {
      parentPort.postMessage({ ok: false, reason: total > limits.perDocument || cap < (isImage ? limits.perImage : limits.perStream) ? "document" : isImage ? "image" : "stream", inflated: total, streams });
      return;
    }
  }
  parentPort.postMessage({ ok: true, inflated: total, streams });
}
main().catch((e) => parentPort.postMessage({ ok: true, inflated: 0, streams: 0, note: String(e && e.message) }));
`;
