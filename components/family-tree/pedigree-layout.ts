// Where each person of the pedigree is drawn: one row per generation (grandparents, parents with aunts and
// uncles, the patient with siblings, children), paternal relatives on the left, maternal on the right.
import { relationOf, type RelationKey } from "@/lib/knowledge/family/relations";
import type { PedigreeMember } from "./types";

export const CELL = 112;
export const ROW = 110;
export const SYMBOL = 36;

/** Left-to-right order of relations within a generation row ("self" is the patient). */
const ORDER: (RelationKey | "self")[] = [
  "paternal_grandfather", "paternal_grandmother", "maternal_grandfather", "maternal_grandmother",
  "paternal_uncle", "paternal_aunt", "father", "mother", "maternal_aunt", "maternal_uncle",
  "brother", "self", "sister",
  "son", "daughter",
];

export interface PlacedPerson {
  id: string;
  relation: RelationKey | "self";
  x: number;
  y: number;
  member: PedigreeMember | null;
}

function generationOf(relation: RelationKey | "self"): number {
  return relation === "self" ? 0 : relationOf(relation).generation;
}

/**
 * Positions of the patient and every relative. WHY: a pedigree reads by generation rows; keeping a fixed
 * relation order puts each lineage on its own side, so couples and sibships can be joined by straight lines.
 */
export function layoutPedigree(members: readonly PedigreeMember[]): { people: PlacedPerson[]; width: number; height: number } {
  const people: Omit<PlacedPerson, "x" | "y">[] = [{ id: "self", relation: "self", member: null }, ...members.map((m) => ({ id: m.id, relation: m.relation, member: m }))];
  const rows = new Map<number, typeof people>();
  for (const p of people) rows.set(generationOf(p.relation), [...(rows.get(generationOf(p.relation)) ?? []), p]);
  const gens = [-2, -1, 0, 1].filter((g) => rows.has(g));
  const widest = Math.max(...gens.map((g) => rows.get(g)!.length));
  const width = Math.max(4, widest) * CELL + CELL;
  const placed: PlacedPerson[] = [];
  gens.forEach((g, rowIndex) => {
    const row = [...rows.get(g)!].sort((a, b) => ORDER.indexOf(a.relation) - ORDER.indexOf(b.relation));
    const offset = (width - row.length * CELL) / 2 + CELL / 2;
    row.forEach((p, i) => placed.push({ ...p, x: offset + i * CELL, y: ROW / 2 + rowIndex * ROW }));
  });
  return { people: placed, width, height: gens.length * ROW };
}
