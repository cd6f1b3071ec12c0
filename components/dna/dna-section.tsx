// One section of the DNA report (medicines, health risks, carrier status, nutrition, traits): its level and
// summary, then its findings as a table. Findings above the typical level come first; the typical ones are
// folded under a disclosure so the section stays readable with 50+ markers.
import type { DnaData } from "./dna-api";
import { LevelBadge, NOTABLE_LEVELS } from "./level-badge";

type Section = DnaData["report"]["sections"][number];
type Finding = Section["findings"][number];

/** A gene's tested markers, the first three and how many more (all of them in the tooltip). */
function markers(rsids: string): string {
  const all = rsids.split(/,\s*/);
  return all.length > 3 ? `${all.slice(0, 3).join(", ")} +${all.length - 3} more` : rsids;
}

function FindingRows({ findings }: { findings: readonly Finding[] }) {
  return (
    <>
      {findings.map((f) => (
        <tr key={`${f.gene}-${f.rsid}`} data-testid="dna-finding" className="border-t border-slate-100 align-top">
          <th scope="row" className="px-5 py-2 text-left font-medium">
            {f.gene}
            <span className="block max-w-[12rem] break-words text-xs font-normal text-slate-500" title={f.rsid}>
              {markers(f.rsid)}
            </span>
          </th>
          <td className="whitespace-nowrap px-5 py-2 font-mono text-sm">{f.genotype}</td>
          <td className="px-5 py-2">
            <span className="font-medium">{f.phenotype}</span>
            <span className="block text-slate-600">{f.explanation}</span>
            {f.recommendation && <span className="mt-1 block text-slate-800">{f.recommendation}</span>}
          </td>
          <td className="px-5 py-2">
            <LevelBadge level={f.risk_level} />
            <span className="mt-1 block text-xs text-slate-500">{f.evidence}</span>
          </td>
        </tr>
      ))}
    </>
  );
}

function Head() {
  return (
    <thead className="text-left text-slate-500">
      <tr>
        <th scope="col" className="px-5 py-2 font-normal">Gene / marker</th>
        <th scope="col" className="px-5 py-2 font-normal">Genotype</th>
        <th scope="col" className="px-5 py-2 font-normal">Finding</th>
        <th scope="col" className="px-5 py-2 font-normal">Level · evidence</th>
      </tr>
    </thead>
  );
}

export function DnaSection({ section }: { section: Section }) {
  const notable = section.findings.filter((f) => NOTABLE_LEVELS.has(f.risk_level));
  const rest = section.findings.filter((f) => !NOTABLE_LEVELS.has(f.risk_level));
  const id = `dna-section-${section.key}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white" data-testid="dna-section">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={id} className="text-lg font-semibold">{section.title}</h2>
        <LevelBadge level={section.risk_level} />
        <p className="w-full text-sm text-slate-600">{section.summary}</p>
      </div>
      {notable.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <Head />
            <tbody>
              <FindingRows findings={notable} />
            </tbody>
          </table>
        </div>
      )}
      {rest.length > 0 && (
        <details className="border-t border-slate-200">
          <summary className="cursor-pointer px-5 py-2 text-sm text-brand-700">
            {notable.length > 0 ? `${rest.length} more at the typical or informational level` : `${rest.length} findings at the typical or informational level`}
          </summary>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <Head />
              <tbody>
                <FindingRows findings={rest} />
              </tbody>
            </table>
          </div>
        </details>
      )}
      {section.findings.length === 0 && <p className="px-5 py-4 text-sm text-slate-500">No markers of this section were found in the data.</p>}
    </section>
  );
}
