// A coloured word for an evaluation (normal green, slightly off amber, low/high orange, critical bold red).
import { evaluationStyle } from "./evaluation-style";
import type { Evaluation } from "./types";

export function EvaluationBadge({ evaluation }: { evaluation: Evaluation }) {
  const { label, className } = evaluationStyle(evaluation);
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs ring-1 ring-inset ${className}`}>{label}</span>;
}
