"use client";
// The pedigree drawn with the standard symbols (Bennett et al., NSGC 2008): square = male, circle = female,
// diamond = sex not stated, filled = affected, diagonal slash = deceased, arrow = the patient (proband).
import { relationOf } from "@/lib/knowledge/family/relations";
import { layoutPedigree, ROW, SYMBOL, type PlacedPerson } from "./pedigree-layout";
import type { PatientSex, PedigreeMember } from "./types";

function isAffected(m: PedigreeMember | null): boolean {
  return Boolean(m && ((m.conditions ?? []).some((c) => c.trim()) || m.cause_of_death?.trim()));
}

function Symbol({ p, sex, selected }: { p: PlacedPerson; sex: PatientSex; selected: boolean }) {
  const h = SYMBOL / 2;
  const fill = isAffected(p.member) ? "#0f172a" : "#ffffff";
  const stroke = selected ? "#0f766e" : "#0f172a";
  const sw = selected ? 3 : 1.5;
  const shape =
    sex === "male" ? (
      <rect x={p.x - h} y={p.y - h} width={SYMBOL} height={SYMBOL} fill={fill} stroke={stroke} strokeWidth={sw} />
    ) : sex === "female" ? (
      <circle cx={p.x} cy={p.y} r={h} fill={fill} stroke={stroke} strokeWidth={sw} />
    ) : (
      <polygon points={`${p.x},${p.y - h - 3} ${p.x + h + 3},${p.y} ${p.x},${p.y + h + 3} ${p.x - h - 3},${p.y}`} fill={fill} stroke={stroke} strokeWidth={sw} />
    );
  return (
    <>
      {shape}
      {p.member?.deceased && <line x1={p.x - h - 6} y1={p.y + h + 6} x2={p.x + h + 6} y2={p.y - h - 6} stroke="#0f172a" strokeWidth={2} data-deceased="true" />}
    </>
  );
}

interface Props {
  members: readonly PedigreeMember[];
  patientSex: PatientSex;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function PedigreeSvg({ members, patientSex, selectedId, onSelect }: Props) {
  const { people, width, height } = layoutPedigree(members);
  const at = (pred: (p: PlacedPerson) => boolean) => people.filter(pred);
  const one = (rel: string) => people.find((p) => p.relation === rel);
  const lines: { x1: number; y1: number; x2: number; y2: number }[] = [];
  // Couples and their children: grandparents → father's/mother's sibship, parents → the patient's sibship.
  const families: [string, string, (p: PlacedPerson) => boolean][] = [
    ["paternal_grandfather", "paternal_grandmother", (p) => ["father", "paternal_uncle", "paternal_aunt"].includes(p.relation)],
    ["maternal_grandfather", "maternal_grandmother", (p) => ["mother", "maternal_uncle", "maternal_aunt"].includes(p.relation)],
    ["father", "mother", (p) => ["self", "brother", "sister"].includes(p.relation)],
    ["self", "", (p) => ["son", "daughter"].includes(p.relation)],
  ];
  for (const [a, b, isChild] of families) {
    const pa = one(a), pb = b ? one(b) : undefined;
    const kids = at(isChild);
    const parents = [pa, pb].filter((p): p is PlacedPerson => Boolean(p));
    if (pa && pb) lines.push({ x1: pa.x + SYMBOL / 2, y1: pa.y, x2: pb.x - SYMBOL / 2, y2: pb.y });
    if (!parents.length || !kids.length) continue;
    const midX = parents.reduce((s, p) => s + p.x, 0) / parents.length;
    const topY = parents[0]!.y + (parents.length === 2 ? 0 : SYMBOL / 2);
    const barY = parents[0]!.y + ROW / 2;
    lines.push({ x1: midX, y1: topY, x2: midX, y2: barY });
    const xs = [...kids.map((k) => k.x), midX];
    lines.push({ x1: Math.min(...xs), y1: barY, x2: Math.max(...xs), y2: barY });
    for (const k of kids) lines.push({ x1: k.x, y1: barY, x2: k.x, y2: k.y - SYMBOL / 2 });
  }
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} width="100%" role="img" aria-label="Family tree" data-testid="pedigree" className="max-h-[520px] rounded-lg border border-slate-200 bg-white">
      {lines.map((l, i) => (
        <line key={i} {...l} stroke="#64748b" strokeWidth={1.5} />
      ))}
      {people.map((p) => {
        const sex = p.relation === "self" ? patientSex : relationOf(p.relation).sex;
        const label = p.relation === "self" ? "Patient" : (p.member?.label?.trim() || relationOf(p.relation).names.en!);
        const ageText = p.member ? (p.member.deceased ? (p.member.age_at_death !== undefined ? `d. ${p.member.age_at_death}` : "deceased") : p.member.age !== undefined ? `${p.member.age} y` : "") : "";
        return (
          <g
            key={p.id}
            data-person={p.relation}
            data-affected={isAffected(p.member) ? "true" : "false"}
            className={p.member ? "cursor-pointer" : undefined}
            onClick={p.member ? () => onSelect(p.id) : undefined}
          >
            <title>{label}</title>
            <Symbol p={p} sex={sex} selected={selectedId === p.id} />
            {p.relation === "self" && <path d={`M ${p.x - 34} ${p.y + 30} L ${p.x - 22} ${p.y + 18} M ${p.x - 22} ${p.y + 18} l -8 1 M ${p.x - 22} ${p.y + 18} l -1 8`} stroke="#0f766e" strokeWidth={2} fill="none" />}
            <text x={p.x} y={p.y + SYMBOL / 2 + 14} textAnchor="middle" fontSize={11} fill="#0f172a">
              {label.length > 19 ? `${label.slice(0, 18)}…` : label}
            </text>
            {ageText && (
              <text x={p.x} y={p.y + SYMBOL / 2 + 27} textAnchor="middle" fontSize={10} fill="#475569">
                {ageText}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
