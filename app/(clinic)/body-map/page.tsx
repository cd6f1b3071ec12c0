// Body map: flagged values of a saved report or an uploaded panel on 13 body regions; `?report=<id>` opens
// a saved report directly.
import { BodyMapWorkspace } from "@/components/body-map/body-map-workspace";

export const metadata = { title: "Body map — LabLens" };

export default async function BodyMapPage({ searchParams }: { searchParams: Promise<{ report?: string | string[] }> }) {
  const { report } = await searchParams;
  return (
    <div className="max-w-7xl space-y-4">
      <h1 className="text-2xl font-semibold">Body map</h1>
      <BodyMapWorkspace initialReportId={typeof report === "string" ? report : null} />
    </div>
  );
}
