// tesseract.js workers start without trying to load sub-models that are not installed: the Chinese model's
// config names chi_sim_vert, and with "chi_sim+eng" the worker logged "Failed loading language '玂臎'".
import { createWorker, OEM } from "tesseract.js";
import { describe, expect, it, vi } from "vitest";
import { wasmModelDir } from "./languages";
import { modelAvailable } from "./models";
import { WASM_INIT_PARAMETERS } from "./worker-pool";

describe("wasm OCR worker start", () => {
  it.runIf(modelAvailable("chi_sim") && modelAvailable("eng"))("loads chi_sim+eng without a failed (garbage-named) language load", async () => {
    const out: string[] = [];
    const capture = (chunk: unknown) => {
      out.push(String(chunk));
      return true;
    };
    const spyOut = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const spyErr = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    const codes = ["chi_sim", "eng"];
    try {
      const worker = await createWorker(codes, OEM.LSTM_ONLY, { langPath: wasmModelDir(codes), gzip: true, cacheMethod: "none" }, WASM_INIT_PARAMETERS);
      await new Promise((r) => setTimeout(r, 300)); // the worker's log lines arrive asynchronously
      await worker.terminate();
    } finally {
      spyOut.mockRestore();
      spyErr.mockRestore();
    }
    expect(out.join("")).not.toMatch(/Failed loading language|Error opening data file/);
  }, 60_000);
});
