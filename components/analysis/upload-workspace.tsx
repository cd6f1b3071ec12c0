"use client";
// The upload screen: the form until there is an answer, then the results with the save panel.
import { useState } from "react";
import { AnalysisResults } from "./analysis-results";
import { SaveToPatient } from "./save-to-patient";
import type { HealthReport } from "./types";
import { UploadForm } from "./upload-form";

export function UploadWorkspace() {
  const [report, setReport] = useState<HealthReport | null>(null);
  if (!report) return <UploadForm onResult={setReport} />;
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <p className="text-sm text-slate-600">
          {report.parameters.length} parameters read. Check them against the document before you rely on them.
        </p>
        <button type="button" onClick={() => setReport(null)} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
          Analyze another report
        </button>
      </div>
      <AnalysisResults report={report} actions={<SaveToPatient report={report} />} />
    </div>
  );
}
