// DNA: upload raw genotype data, follow the analysis job, read the report by section and save it to a patient.
import { DnaWorkspace } from "@/components/dna/dna-workspace";

export const metadata = { title: "DNA — LabLens" };

export default function DnaPage() {
  return (
    <div className="max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">DNA interpretation</h1>
        <p className="mt-1 max-w-prose text-slate-600">
          Upload a raw DNA file from a consumer test, or pages of a genetic test report. You get 334 curated markers by section, a
          pharmacogenomics table and recommended follow-up tests. Decision support only: findings are not a diagnosis, and carrier or
          actionable results need confirmation with a clinical genetic test. The genotype data is deleted when the analysis ends.
        </p>
      </div>
      <DnaWorkspace />
    </div>
  );
}
