import type { AliasTable } from "../types";

/** Icelandic: names printed on Icelandic hospital (Landspítali-style) reports. */
export const aliases: AliasTable = {
  wbc: ["Hvít blóðkorn"],
  rbc: ["Rauð blóðkorn"],
  hemoglobin: ["Blóðrauði"],
  platelets: ["Blóðflögur"],
};
