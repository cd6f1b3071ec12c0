import type { AliasTable } from "../types";

/** Albanian: names printed on Albanian and Kosovar lab reports ("esëll" is fasting). */
export const aliases: AliasTable = {
  glucose: ["Glukoza", "Glukoza esëll", "Glicemia"],
  calcium: ["Kalciumi", "Kalcium"],
  wbc: ["Leukocitet"],
  rbc: ["Eritrocitet"],
  platelets: ["Trombocitet"],
  urea: ["Urea", "Ureja"],
  cholesterol_total: ["Kolesteroli total", "Kolesterol total"],
  triglycerides: ["Trigliceridet"],
  potassium: ["Kaliumi"],
  sodium: ["Natriumi"],
  iron: ["Hekuri"],
  ferritin: ["Feritina"],
};
