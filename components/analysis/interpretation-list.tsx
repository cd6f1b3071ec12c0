// The interpretation, regrouped from the flat v12 items into titled sections (see interpretation-groups.ts).
import { groupInterpretation } from "./interpretation-groups";
import type { InterpretationItem } from "./types";

export function InterpretationList({ items }: { items: readonly InterpretationItem[] }) {
  const sections = groupInterpretation(items);
  return (
    <section aria-labelledby="interpretation-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="interpretation-heading" className="mb-3 text-lg font-semibold">Interpretation</h2>
      <div className="space-y-5">
        {sections.map((section) => (
          <section key={section.shortcode} aria-label={section.title}>
            <h3 className="mb-1 font-medium text-brand-700">{section.title}</h3>
            {section.subsections.map((sub) => (
              <ul key={sub.shortcode} className={`space-y-1 text-sm text-slate-800 ${section.shortcode === "disclaimer" ? "text-xs text-slate-500" : ""} mb-2`}>
                {sub.items.map((item, i) => (
                  <li key={i} className="max-w-prose">{item}</li>
                ))}
              </ul>
            ))}
          </section>
        ))}
        {sections.length === 0 && <p className="text-slate-500">No interpretation was written for this report.</p>}
      </div>
    </section>
  );
}
