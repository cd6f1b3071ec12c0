import type { AliasTable } from "../types";

/**
 * Faroese: names printed on lab reports in the Faroe Islands (Latin script with á í ó ú ý æ ø ð). Faroese hospital
 * labs (Landssjúkrahúsið, Klaksvíkar and Suðuroyar Sjúkrahús) print mostly the Danish NPU names (Hæmoglobin,
 * Kreatinin, Karbamid, Kalium …); those resolve through da.ts and are not repeated here. "Hvít blóðkorn" (white
 * cells) is spelt as in Icelandic and resolves through is.ts, and "Jarn" (iron) folds to Swedish "Järn" and resolves
 * through sv.ts. Only the few names that are Faroese words rather than Danish ones are listed. Conventions: "blóð" =
 * blood, "land" = urine ("døgnland" = 24-hour urine), "sukur" = sugar; Faroese loan plurals take "-ir" (Porfyrinir).
 * The special letters are folded by the matcher (ð → d, ø → o, accents dropped), so the unaccented spellings need no
 * entries of their own. Left out: Faroese-inflected forms of the Danish cell and chemistry names, urine test names,
 * and any other name that could not be confirmed as printed by a Faroese lab.
 */
export const aliases: AliasTable = {
  // Blood count
  rbc: ["Reyð blóðkorn"],

  // Glucose
  glucose: ["Blóðsukur"],
};
