import type { AliasTable } from "../types";

/**
 * Swahili: names printed on lab reports and patient result slips in Tanzania and Kenya (Latin script, no special
 * letters). Hospital and private-lab reports print test names mainly in English; Swahili appears on government
 * facility forms, patient copies and rapid-test slips. English names are in the analyte records and are not
 * repeated. Conventions: "damu" = blood, "mkojo" = urine, "sukari" = sugar; "kwenye"/"katika" = in, "ya"/"la"/"za" =
 * of (agreeing with the noun class: "Kundi la damu", "Chembechembe nyekundu za damu"); "Kipimo cha" = test of; "VVU"
 * = HIV (Virusi Vya UKIMWI). "Wingi wa damu" ("amount of blood") is what Tanzanian labs print beside "Haemoglobin".
 * Left out: Swahili spellings of loanwords (hemoglobini / himoglobini, kreatinini …), which vary and could not be
 * confirmed, and the differential, coagulation, enzyme and hormone names, which Swahili-speaking labs print in
 * English.
 */
export const aliases: AliasTable = {
  // Blood count
  hemoglobin: ["Wingi wa damu"],
  rbc: ["Chembe nyekundu za damu", "Chembechembe nyekundu za damu", "Seli nyekundu za damu"],
  wbc: ["Chembe nyeupe za damu", "Chembechembe nyeupe za damu", "Seli nyeupe za damu"],
  platelets: ["Chembe sahani"],

  // Glucose
  glucose: ["Sukari kwenye damu", "Sukari ya damu", "Kiwango cha sukari kwenye damu"],

  // Lipids
  cholesterol_total: ["Lehemu"],

  // Iron
  iron: ["Madini ya chuma"],

  // Blood group
  blood_group_abo: ["Kundi la damu"],

  // Infection and pregnancy tests
  hiv_ag_ab: ["VVU", "Kipimo cha VVU"],
  urine_hcg: ["Kipimo cha mimba"],

  // Urine
  urine_color: ["Rangi ya mkojo"],
  urine_glucose: ["Sukari kwenye mkojo"],
  urine_protein: ["Protini kwenye mkojo"],
  urine_blood: ["Damu kwenye mkojo"],
};
