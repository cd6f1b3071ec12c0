// Upload & results: a clinician uploads a blood test (PDF or page photos) and reads the analysis.
import { UploadWorkspace } from "@/components/analysis/upload-workspace";

export const metadata = { title: "Upload & results — LabLens" };

export default function AnalysesPage() {
  return (
    <div className="max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Upload & results</h1>
        <p className="mt-1 max-w-prose text-slate-600">
          Upload a blood test as one PDF or as photos of its pages. You get the values with their reference ranges, an
          interpretation, a health score and risk estimates. The file is read in memory and not kept.
        </p>
      </div>
      <UploadWorkspace />
    </div>
  );
}
