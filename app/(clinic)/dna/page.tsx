// DNA: upload raw genotype data, follow the analysis job, read the report by section and save it to a patient.
import { DnaWorkspace } from "@/components/dna/dna-workspace";

export const metadata = { title: "DNA — LabLens" };

export default function Page() {
  return (
    <div className="max-w-6xl space-y-4">
      <h1 className="text-2xl font-semibold">DNA interpretation</h1>
      <p className="text-sm text-slate-600">Decision support only: findings are not a diagnosis; carrier and actionable results need confirmation with a clinical genetic test.</p>
      <DnaWorkspace />
    </div>
  );
}
