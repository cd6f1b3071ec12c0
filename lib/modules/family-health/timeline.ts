// The preventive-care timeline: for each screening row the standard start age, or the earlier start a family
// history calls for, grouped by the age at which it begins (never earlier than the patient's current age).
import { SCREENINGS, type FamilyTier, type ScreeningRow } from "@/lib/knowledge/family/screening";
import { criterionHits, type Sex } from "./assess-risk";
import type { FamilyFacts } from "./family-facts";

export interface PlannedScreening {
  id: string;
  startAge: number;
  intervalYears: number | null;
  reason: "standard" | "family_history";
  source: string;
}

function tierStart(tier: FamilyTier, facts: FamilyFacts, patientAge: number): number | null {
  const hits = criterionHits(facts, { kind: "relatives", conditions: tier.conditions, degrees: tier.degrees, minCount: tier.minCount, points: 0, ...(tier.onsetBelow !== undefined ? { onsetBelow: tier.onsetBelow } : {}) });
  if (hits.length < tier.minCount) return null;
  const s = tier.start;
  if ("now" in s) return Math.max(patientAge, s.minAge ?? 0);
  if ("age" in s) return s.age;
  const onsets = hits.map((h) => h.condition.onset).filter((o): o is number => o !== null);
  const fromYoungest = onsets.length ? Math.min(...onsets) - s.beforeYoungest : s.atMost;
  return Math.max(s.atLeast, Math.min(s.atMost, fromYoungest));
}

function appliesTo(row: ScreeningRow, sex: Sex): boolean {
  return !row.sex || sex === "other" || row.sex === sex;
}

/**
 * Screenings with their start ages. WHY: guideline start ages are the baseline; family history moves them
 * earlier (colonoscopy at 40 or 10 years before the youngest affected relative, annual breast imaging, …).
 */
export function planScreenings(facts: FamilyFacts, patient: { age: number; sex: Sex; smoker: boolean }): PlannedScreening[] {
  const out: PlannedScreening[] = [];
  for (const row of SCREENINGS) {
    if (!appliesTo(row, patient.sex)) continue;
    let best: PlannedScreening | null = null;
    for (const tier of row.family) {
      const start = tierStart(tier, facts, patient.age);
      if (start === null) continue;
      if (!best || start < best.startAge) best = { id: row.id, startAge: start, intervalYears: tier.intervalYears, reason: "family_history", source: tier.source };
    }
    const std = row.standard;
    if (!best && std && (!std.onlySmokers || (patient.smoker && patient.sex !== "female"))) {
      best = { id: row.id, startAge: std.age, intervalYears: std.intervalYears, reason: "standard", source: std.source };
    }
    if (best) out.push({ ...best, startAge: Math.max(best.startAge, patient.age) });
  }
  return out.sort((a, b) => a.startAge - b.startAge || a.id.localeCompare(b.id));
}
