// The patient's sex from a printed value: "weiblich", "Masculino", "M", "男", "ذكر" (./labels SEX_VALUES), also
// when the font dropped the value's Latin Extended letters ("mu" for "muž").

import { SEX_VALUES } from "./labels";

const LATIN_EXTENDED = /[\u0100-\u024f\u1e00-\u1eff]/gu;

/** Sex words with their Latin Extended letters dropped by such fonts ("mu" for "muž"), when still unambiguous. */
const LOOSE_SEX: Record<string, "male" | "female" | "other"> = Object.fromEntries(
  Object.entries(SEX_VALUES)
    .map(([w, s]) => [w.replace(LATIN_EXTENDED, ""), s] as const)
    .filter(([w], _i, all) => w.length >= 2 && !(w in SEX_VALUES) && all.filter(([x]) => x === w).every(([, s]) => s === all.find(([x]) => x === w)![1])),
);

const DOTLESS_SEX: Record<string, "male" | "female" | "other"> = Object.fromEntries(
  Object.entries(SEX_VALUES).filter(([w]) => w.includes("ı")).map(([w, s]) => [w.replace(/ı/gu, "i"), s]),
);

export function parseSex(value: string): "male" | "female" | "other" | null {
  // "KADIN" lower-cases to "kadin", "ERKEK" stays: the dotless i read as i on both sides.
  for (const w of value.toLowerCase().replace(/\u0307/gu, "").split(/[\s,/()|.]+/)) {
    const s = SEX_VALUES[w] ?? LOOSE_SEX[w] ?? DOTLESS_SEX[w];
    if (s) return s;
  }
  return null;
}

