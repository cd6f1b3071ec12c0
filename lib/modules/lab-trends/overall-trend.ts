// One word for a whole set of changes: improving, worsening, stable or mixed.
export type OverallTrend = "improving" | "worsening" | "stable" | "mixed";

/** Why: shapes 1–3 and the trend sample all carry an overall trend; one rule keeps them in agreement. */
export function overallTrend(assessments: readonly ("positive" | "negative" | "stable")[]): OverallTrend {
  const up = assessments.filter((a) => a === "positive").length;
  const down = assessments.filter((a) => a === "negative").length;
  if (up === 0 && down === 0) return "stable";
  if (up > 0 && down > 0) return "mixed";
  return up > 0 ? "improving" : "worsening";
}
