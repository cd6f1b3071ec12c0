import type { AliasTable } from "../types";

/**
 * Afrikaans: names printed on South African and Namibian lab reports written in Afrikaans (volbloedtelling,
 * chemie, urine-ontleding). Many tests keep their English or Dutch names (ALT, GGT, Natrium, Kalium), which the
 * other tables match; these are the Afrikaans words.
 */
export const aliases: AliasTable = {
  // Volbloedtelling
  hemoglobin: ["Hemoglobien"],
  hematocrit: ["Hematokrit"],
  rbc: ["Rooibloedselle", "Rooi bloedselle", "Rooibloedseltelling", "Eritrosiete"],
  wbc: ["Witbloedselle", "Wit bloedselle", "Witbloedseltelling", "Leukosiete"],
  platelets: ["Plaatjies", "Bloedplaatjies", "Plaatjietelling", "Trombosiete"],
  neutrophils_pct: ["Neutrofiele"],
  neutrophils_abs: ["Neutrofiele"],
  lymphocytes_pct: ["Limfosiete"],
  lymphocytes_abs: ["Limfosiete"],
  monocytes_pct: ["Monosiete"],
  monocytes_abs: ["Monosiete"],
  eosinophils_pct: ["Eosinofiele"],
  eosinophils_abs: ["Eosinofiele"],
  basophils_pct: ["Basofiele"],
  basophils_abs: ["Basofiele"],
  esr: ["Sedimentasietempo", "Bloedsakking"],

  // Chemie
  glucose: ["Glukose", "Vastende glukose", "Bloedsuiker"],
  creatinine: ["Kreatinien"],
  urea: ["Ureum"],
  uric_acid: ["Uriensuur"],
  calcium: ["Kalsium"],
  chloride: ["Chloried"],
  phosphate: ["Fosfaat"],
  albumin: ["Albumien"],
  total_protein: ["Totale proteïen", "Totale proteien"],
  bilirubin_total: ["Totale bilirubien", "Bilirubien totaal"],
  cholesterol_total: ["Totale cholesterol", "Cholesterol totaal"],
  triglycerides: ["Trigliseriede"],
  iron: ["Yster", "Serumyster"],
  ferritin: ["Ferritien"],
  alp: ["Alkaliese fosfatase"],
};
