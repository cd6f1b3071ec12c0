// The facts the advisor reasons on, gathered once from the three inputs: genotypes by rsID from the DNA report,
// blood values in canonical units, the questionnaire answers, and the safety context (pregnancy, medication
// classes, conditions, eGFR/ALT/ferritin/TSAT, HFE risk). Language-independent: findings are read by gene, rsID
// and genotype, never by their (translated) text.
import { panelMarker } from "@/lib/knowledge/dna";
import { drugClassesOf } from "@/lib/knowledge/nutrition/interactions";
import { egfrCkdEpi2021, medicationClassesOf, type SafetyContext } from "@/lib/knowledge/supplements/safety";
import type { Answers } from "@/lib/knowledge/supplements/questionnaire";
import type { DnaReportInput, LabValue } from "@/lib/modules/dna-blood-report/inputs";
import type { DnaPatient } from "@/lib/modules/dna/schemas";

export interface AdvisorFacts {
  /** rsID → genotype as the report states it ("AG"). */
  genotypes: ReadonlyMap<string, { gene: string; genotype: string }>;
  /** analyte id → value in its canonical unit (values the knowledge base could not convert are left out). */
  /** Canonical-unit values; `censored` for a printed "<8" or ">1000" (the number is the printed limit). */
  labs: ReadonlyMap<string, { value: number; unit: string; censored?: "<" | ">" | null }>;
  answers: Answers;
  safety: SafetyContext;
  /** Drug classes of the nutrition interaction table (questionnaire boxes and named medicines). */
  drugClasses: { medication: string; classes: string[] }[];
}

/** Copies of the panel marker's effect allele in `genotype` (null when the marker or the call is unknown). */
export function effectCopies(rsid: string, genotype: string): number | null {
  const marker = panelMarker(rsid);
  const alleles = genotype.toUpperCase().replace(/[^ACGTDI]/g, "");
  if (!marker || alleles.length === 0 || alleles.length > 2) return null;
  return [...alleles].filter((a) => a === marker.effect).length;
}

function genotypesOf(report: DnaReportInput): Map<string, { gene: string; genotype: string }> {
  const out = new Map<string, { gene: string; genotype: string }>();
  // A finding may join markers ("rs1800562, rs1799945" with "C282Y GA; H63D CG", APOE "TC / CC"): pair them by
  // position and keep the two-letter call of each part.
  const add = (gene: string, rsid: string, genotype: string) => {
    const ids = rsid.toLowerCase().split(/[\s,;]+/).filter((r) => /^rs\d+$/.test(r));
    const parts = genotype.split(/[;/]/).map((g) => g.trim().split(/\s+/).filter((t) => /^[ACGTDI-]{1,2}$/i.test(t)).pop() ?? g.trim());
    ids.forEach((id, i) => {
      const call = ids.length === parts.length ? parts[i]! : ids.length === 1 ? parts[parts.length - 1]! : null;
      if (call !== null && !out.has(id)) out.set(id, { gene, genotype: call });
    });
  };
  for (const s of report.sections) for (const f of s.findings) add(f.gene, f.rsid, f.genotype);
  for (const t of [...report.nutrigenomics, ...report.disease_risks, ...report.traits]) add(t.gene, t.rsid, t.genotype);
  for (const c of report.carrier_status) if (c.rsids.length === 1 && c.rsids[0]) add(c.gene, c.rsids[0], c.genotype);
  return out;
}

/**
 * HFE haemochromatosis risk genotype: C282Y (rs1800562) homozygous, or C282Y/H63D (rs1799945) compound
 * heterozygous (EASL 2022 haemochromatosis guideline), or a carrier entry the report already calls affected.
 */
export function hasHfeRisk(report: DnaReportInput, genotypes: ReadonlyMap<string, { genotype: string }>): boolean {
  const c282y = effectCopies("rs1800562", genotypes.get("rs1800562")?.genotype ?? "") ?? 0;
  const h63d = effectCopies("rs1799945", genotypes.get("rs1799945")?.genotype ?? "") ?? 0;
  if (c282y === 2 || (c282y === 1 && h63d >= 1)) return true;
  return report.carrier_status.some((c) => c.gene.toUpperCase().includes("HFE") && c.status === "affected_pattern");
}

// Questionnaire medication boxes → the nutrition interaction table's drug classes.
const BOX_TO_DRUG_CLASS: Readonly<Record<string, string>> = {
  anticoagulant: "vitamin_k_antagonist", antiplatelet: "antiplatelet", metformin: "metformin", ppi: "proton_pump_inhibitor", levothyroxine: "levothyroxine",
};
// Conditions written in `patient.diagnoses` / `comorbidities` that the safety rules read: word stems in the 12
// languages, matched at the start of a word (so "protein" never reads as French "rein").
// Chinese writes no spaces, so its characters match anywhere; Arabic joins the article (ال) and the prefixes و/ب to the
// noun, so they may precede a stem.
const stems = (...words: string[]) => {
  const cjk = words.filter((w) => /^\p{Script=Han}/u.test(w));
  const rest = words.filter((w) => !cjk.includes(w));
  return new RegExp(`(?<!\\p{L})(?:[وب]?ال)?(?:${rest.join("|")})${cjk.length ? `|${cjk.join("|")}` : ""}`, "iu");
};
const CONDITION_WORDS: readonly { condition: string; pattern: RegExp }[] = [
  { condition: "kidney_disease", pattern: stems("kidney", "renal", "ckd", "nephro", "niere", "rein\\b", "rénal", "riñ", "rene\\b", "nier", "nerk", "nerek", "böbrek", "почеч", "почк", "почек", "肾", "كلو", "كلى") },
  { condition: "liver_disease", pattern: stems("liver", "hepat", "cirrho", "leber", "foie", "hépat", "hígado", "fegato", "fígado", "lever\\b", "wątrob", "marskość", "karaciğer", "siroz", "печен[ьи]", "цирроз", "肝", "كبد", "تليف") },
];

// A pregnancy written in the questionnaire's notes or the patient's diagnoses, in the 12 languages: the safety rules
// then treat the person as pregnant even when the box says "no" or "not_applicable" (the stricter reading wins).
// Turkish "gebe" alone is left out (German "ich gebe"); Arabic uses the noun forms (حامل pregnant, الحمل the pregnancy).
const PREGNANCY_WORDS = stems("pregnan", "schwanger", "enceinte", "grossesse", "embaraz", "incinta", "gravidanza", "grávida", "gravidez", "gestante", "zwanger", "ciąż", "hamile", "gebelik", "беремен", "حامل", "حمل(?!\\p{L})", "怀孕", "妊娠", "孕妇", "孕周");

// Questionnaire age groups → an age for the eGFR estimate (the group's middle; 75 for 65+).
const AGE_GROUP_YEARS: Readonly<Record<string, number>> = { "18_29": 24, "30_49": 40, "50_64": 57, "65_plus": 75 };

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Gathers the facts; `labs` are the blood reader's values (canonical units where convertible). */
export function gatherFacts(report: DnaReportInput, labs: readonly LabValue[], answers: Answers, patient?: DnaPatient): AdvisorFacts {
  const genotypes = genotypesOf(report);
  const labMap = new Map<string, { value: number; unit: string; censored: "<" | ">" | null }>();
  for (const l of labs) if (l.canonical) labMap.set(l.analyte_id, { value: l.value, unit: l.unit, censored: l.censored });
  const boxes = list(answers.medications).filter((m) => m !== "none" && m !== "other");
  const named = patient?.medications ?? [];
  const medicationClasses = [...new Set([...boxes, ...medicationClassesOf(named)])];
  const written = [...(patient?.diagnoses ?? []), ...(patient?.comorbidities ?? [])].join(" ");
  const conditions = [...new Set([...list(answers.conditions), ...CONDITION_WORDS.filter((c) => c.pattern.test(written)).map((c) => c.condition)])];
  // The safety rules also read a censored value ('<15', '>1000'): it lies at least as far out as its number, so an
  // eGFR '<15' still counts as below 30 (the needs read its side too: find-needs.ts).
  const safetyLabs: SafetyContext["labs"] = {};
  for (const k of ["egfr", "alt", "ferritin", "transferrin_saturation"] as const) {
    const v = labMap.get(k) ?? labs.find((l) => l.analyte_id === k && l.canonical);
    if (v) safetyLabs[k] = v.value;
  }
  // No printed eGFR but a creatinine: the CKD-EPI 2021 estimate (age from the patient, else the questionnaire's age
  // group, else 50; sex from the patient, else the lower, female estimate).
  const creatinine = labMap.get("creatinine") ?? labs.find((l) => l.analyte_id === "creatinine" && l.canonical);
  if (safetyLabs.egfr === undefined && creatinine && creatinine.unit === "mg/dL" && creatinine.value > 0) {
    const age = patient?.age ?? AGE_GROUP_YEARS[typeof answers.age_group === "string" ? answers.age_group : ""];
    safetyLabs.egfr = egfrCkdEpi2021(creatinine.value, age, patient?.sex);
  }
  const drugClasses = [
    ...boxes.flatMap((b) => (BOX_TO_DRUG_CLASS[b] ? [{ medication: b, classes: [BOX_TO_DRUG_CLASS[b]] }] : [])),
    ...named.map((m) => ({ medication: m.slice(0, 60), classes: drugClassesOf(m) })).filter((m) => m.classes.length > 0),
  ];
  const answered = typeof answers.pregnancy === "string" ? answers.pregnancy : "no";
  const notes = [written, patient?.notes ?? "", typeof answers.notes === "string" ? answers.notes : ""].join(" ");
  const pregnancy = (answered === "no" || answered === "not_applicable") && PREGNANCY_WORDS.test(notes) ? "pregnant" : answered;
  return {
    genotypes,
    labs: labMap,
    answers,
    safety: { pregnancy, medicationClasses, conditions, labs: safetyLabs, hfeRisk: hasHfeRisk(report, genotypes) },
    drugClasses,
  };
}
