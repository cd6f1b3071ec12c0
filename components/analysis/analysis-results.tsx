// The results view of one analysis (fresh from the upload, or a saved report): metadata, score, risks,
// parameters and interpretation. `top` (the document warning, the review step) comes first, above everything;
// `actions` (e.g. the save panel) right under the metadata; `corrected` marks rows a clinician corrected.
import { BiologicalAgeCard } from "@/components/biological-age/biological-age-card";
import { DiseaseRisks } from "./disease-risks";
import { HealthScoreCard } from "./health-score-card";
import { InterpretationList } from "./interpretation-list";
import { MetadataBlock } from "./metadata-block";
import { ParametersTable } from "./parameters-table";
import type { HealthReport } from "./types";

export function AnalysisResults({
  report,
  actions,
  top,
  corrected,
}: {
  report: HealthReport;
  actions?: React.ReactNode;
  top?: React.ReactNode;
  corrected?: ReadonlySet<number>;
}) {
  return (
    <div className="space-y-6" data-testid="analysis-results">
      {top}
      <MetadataBlock report={report} />
      {actions}
      <div className="grid gap-6 xl:grid-cols-2">
        <HealthScoreCard score={report.health_score} />
        <DiseaseRisks risks={report.disease_risks} />
      </div>
      <ParametersTable parameters={report.parameters} {...(corrected ? { corrected } : {})} />
      <BiologicalAgeCard report={report} />
      <InterpretationList items={report.interpretation} />
    </div>
  );
}
