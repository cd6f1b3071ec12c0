import type { AliasTable } from "../types";

/**
 * Mongolian (Cyrillic): names printed on Mongolian hospital and private-lab reports. Mongolian drops the Russian
 * endings of borrowed names ("Глюкоз", "Мочевин", "Креатинин") and writes "нийт" for total.
 */
export const aliases: AliasTable = {
  glucose: ["Глюкоз", "Цусан дахь глюкоз"],
  urea: ["Мочевин"],
  bilirubin_total: ["Нийт билирубин"],
  bilirubin_direct: ["Шууд билирубин"],
  cholesterol_total: ["Нийт холестерин"],
  total_protein: ["Нийт уураг"],
  hemoglobin: ["Гемоглобин"],
};
