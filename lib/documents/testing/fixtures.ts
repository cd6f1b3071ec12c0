// Loads committed fixtures (fixtures/lab-reports) for end-to-end tests.

import fs from "node:fs";
import path from "node:path";
import type { InputFile } from "../types";
import type { FixtureTruth } from "./compare-truth";

export const FIXTURE_DIR = path.resolve(import.meta.dirname, "../../../fixtures/lab-reports");

export function loadTruth(id: string): FixtureTruth {
  return JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, `${id}.truth.json`), "utf8")) as FixtureTruth;
}

export function listTruths(): FixtureTruth[] {
  return fs.readdirSync(FIXTURE_DIR).filter((f) => f.endsWith(".truth.json")).sort()
    .map((f) => loadTruth(f.replace(/\.truth\.json$/, "")));
}

export function loadFiles(truth: FixtureTruth): InputFile[] {
  return truth.files.map((f) => ({ bytes: new Uint8Array(fs.readFileSync(path.join(FIXTURE_DIR, f))), name: f }));
}
