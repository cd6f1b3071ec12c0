// Family health: draw a patient's family tree and estimate hereditary risks; `?patient=<id>` opens a patient.
import { FamilyWorkspace } from "@/components/family-tree/family-workspace";

export const metadata = { title: "Family health — LabLens" };

export default async function FamilyHealthPage({ searchParams }: { searchParams: Promise<{ patient?: string | string[] }> }) {
  const { patient } = await searchParams;
  return (
    <div className="max-w-7xl space-y-4">
      <h1 className="text-2xl font-semibold">Family health</h1>
      <FamilyWorkspace initialPatientId={typeof patient === "string" ? patient : null} />
    </div>
  );
}
