// Medicine names (as written in `patient.medications`) → the classes the safety rules read, so "Marcumar" or
// "apixaban 5 mg" in free text triggers the anticoagulant rules as the questionnaire box would. Classes follow the
// WHO ATC classification (source per row); names are INN plus common brand names, matched as whole words.

export interface MedicationClassRow { class: string; atc: string; names: readonly string[]; source: string }

export const MEDICATION_CLASSES: readonly MedicationClassRow[] = [
  { class: "anticoagulant", atc: "B01AA", names: ["warfarin", "coumadin", "phenprocoumon", "marcumar", "acenocoumarol", "sintrom"], source: "WHO ATC B01AA vitamin K antagonists" },
  { class: "anticoagulant", atc: "B01AF/B01AE", names: ["apixaban", "eliquis", "rivaroxaban", "xarelto", "edoxaban", "lixiana", "savaysa", "dabigatran", "pradaxa"], source: "WHO ATC B01AF direct factor Xa inhibitors, B01AE direct thrombin inhibitors" },
  { class: "anticoagulant", atc: "B01AB", names: ["heparin", "enoxaparin", "clexane", "lovenox", "dalteparin", "tinzaparin", "fondaparinux"], source: "WHO ATC B01AB heparin group" },
  { class: "antiplatelet", atc: "B01AC", names: ["aspirin", "acetylsalicylic acid", "clopidogrel", "plavix", "prasugrel", "ticagrelor", "brilinta", "dipyridamole"], source: "WHO ATC B01AC platelet aggregation inhibitors" },
  { class: "levothyroxine", atc: "H03AA", names: ["levothyroxine", "euthyrox", "synthroid", "l-thyroxine"], source: "WHO ATC H03AA thyroid hormones" },
  { class: "ppi", atc: "A02BC", names: ["omeprazole", "esomeprazole", "pantoprazole", "lansoprazole", "rabeprazole"], source: "WHO ATC A02BC proton pump inhibitors" },
  { class: "metformin", atc: "A10BA02", names: ["metformin", "glucophage"], source: "WHO ATC A10BA02 metformin" },
];

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The classes of the medicines named in free text (each name matched as whole words, case- and accent-folded). */
export function medicationClassesOf(medications: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of medications) {
    const text = ` ${fold(m).replace(/[^\p{L}\p{N}-]+/gu, " ")} `;
    for (const row of MEDICATION_CLASSES) if (row.names.some((n) => text.includes(` ${n} `))) found.add(row.class);
  }
  return [...found];
}
