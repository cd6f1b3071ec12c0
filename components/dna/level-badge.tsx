// A coloured word for a DNA risk level, in the results view's badge style: typical slate, protective green,
// informational blue, slightly elevated amber, elevated orange, high bold red.
const LEVELS: Record<string, { label: string; className: string }> = {
  protective: { label: "Protective", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  typical: { label: "Typical", className: "bg-slate-50 text-slate-700 ring-slate-200" },
  informational: { label: "Informational", className: "bg-sky-50 text-sky-800 ring-sky-200" },
  slightly_elevated: { label: "Slightly elevated", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  elevated: { label: "Elevated", className: "bg-orange-50 text-orange-800 ring-orange-300" },
  high: { label: "High", className: "bg-red-50 font-bold text-red-800 ring-red-300" },
};

/** Levels that are above the typical level (listed first, the rest folded away). */
export const NOTABLE_LEVELS: ReadonlySet<string> = new Set(["slightly_elevated", "elevated", "high"]);

export function LevelBadge({ level }: { level: string }) {
  const style = LEVELS[level] ?? { label: level.replace(/_/g, " "), className: "bg-slate-50 text-slate-700 ring-slate-200" };
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs ring-1 ring-inset ${style.className}`}>{style.label}</span>;
}
