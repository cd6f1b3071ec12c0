// Trends: a patient's timeline of saved reports, trend charts per analyte and a side-by-side comparison.
// `?patient=<id>` opens a patient directly (the patient page links here).
import { TrendsWorkspace } from "@/components/trends/trends-workspace";

export const metadata = { title: "Trends — LabLens" };

export default async function TrendsPage({ searchParams }: { searchParams: Promise<{ patient?: string | string[] }> }) {
  const { patient } = await searchParams;
  return (
    <div className="max-w-6xl space-y-4">
      <h1 className="text-2xl font-semibold">Trends</h1>
      <TrendsWorkspace initialPatientId={typeof patient === "string" ? patient : null} />
    </div>
  );
}
