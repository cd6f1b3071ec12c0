// The pharmacogenomics table: per gene the star-allele diplotype called from the tested variants, the
// predicted phenotype, the medicines it concerns and the CPIC-style recommendation (never a dose). Which
// alleles were tested is part of every recommendation.
import type { DnaData } from "./dna-api";

type Pgx = DnaData["report"]["pharmacogenomics"][number];

export function PgxTable({ rows }: { rows: readonly Pgx[] }) {
  return (
    <section aria-labelledby="pgx-heading" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="pgx-heading" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">
        Pharmacogenomics <span className="text-sm font-normal text-slate-500">({rows.length} genes)</span>
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="pgx-table">
          <thead className="text-left text-slate-500">
            <tr>
              <th scope="col" className="px-5 py-2 font-normal">Gene</th>
              <th scope="col" className="px-5 py-2 font-normal">Diplotype</th>
              <th scope="col" className="px-5 py-2 font-normal">Predicted phenotype</th>
              <th scope="col" className="px-5 py-2 font-normal">Medicines</th>
              <th scope="col" className="px-5 py-2 font-normal">Recommendation</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.gene} className="border-t border-slate-100 align-top">
                <th scope="row" className="px-5 py-2 text-left font-medium">{p.gene}</th>
                <td className="whitespace-nowrap px-5 py-2 font-mono text-sm">{p.diplotype}</td>
                <td className="px-5 py-2">
                  {p.predicted_phenotype}
                  {p.activity_score !== null && <span className="block text-xs text-slate-500">Activity score {p.activity_score}</span>}
                </td>
                <td className="px-5 py-2 text-slate-600">{p.affected_drugs.join(", ")}</td>
                <td className="px-5 py-2">
                  {p.recommendation}
                  <span className="mt-1 block text-xs text-slate-500">{p.source}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="px-5 py-4 text-slate-500">No pharmacogenomic markers were found in this data.</p>}
    </section>
  );
}
