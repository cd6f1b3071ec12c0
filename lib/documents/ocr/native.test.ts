// The native engine's child started ahead of its image: reads what a child started with the image reads, and a
// child cancelled before it got an image goes away quietly.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { nativeTesseract, recognizeNative, startNativeRecognition } from "./native";
import { modelAvailable } from "./models";

async function textImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="100%" height="100%" fill="white"/>
    <text x="30" y="120" font-family="DejaVu Sans, sans-serif" font-size="64">Haemoglobin 13.5</text></svg>`;
  return sharp(Buffer.from(svg)).toColourspace("b-w").png().toBuffer();
}

describe.runIf(nativeTesseract() !== null && modelAvailable("eng"))("native tesseract started ahead of its image", () => {
  it("reads the same lines as a child given the image at once", async () => {
    const png = await textImage();
    const early = startNativeRecognition(["eng"]);
    await new Promise((r) => setTimeout(r, 200)); // models load meanwhile
    const a = await early.read(png);
    const b = await recognizeNative(png, ["eng"]);
    expect(a).toEqual(b);
    expect(a.flatMap((l) => l.words.map((w) => w.text)).join(" ")).toMatch(/13\.5/);
  }, 30_000);

  it("is killed by cancel() when it never gets an image, and reads nothing after", async () => {
    const run = startNativeRecognition(["eng"]);
    run.cancel();
    await expect(run.read(await textImage())).rejects.toThrow();
  });

  it("rejects at once with the abort reason when its signal fires", async () => {
    const ctl = new AbortController();
    const run = startNativeRecognition(["eng"], ctl.signal);
    ctl.abort();
    await expect(run.read(await textImage())).rejects.toMatchObject({ name: "AbortError" });
  });
});
