// The questionnaire as the API lists it: every question with its type, allowed values and labels in the
// 12 complete languages (plus `label` in the requested one, English when that language has no catalogue).
import { QUESTIONNAIRE_LABELS } from "./i18n";
import { NUMERIC_LABELS, QUESTIONS } from "./questions";

export const QUESTIONNAIRE_LANGUAGES = Object.keys(QUESTIONNAIRE_LABELS);

function labelsFor(pick: (lang: string) => string): Record<string, string> {
  return Object.fromEntries(QUESTIONNAIRE_LANGUAGES.map((l) => [l, pick(l)]));
}

/** The 25 questions in the listing shape, labelled in `language` (fallback English). */
export function questionnaireListing(language: string) {
  const lang = QUESTIONNAIRE_LABELS[language] ? language : "en";
  const optionLabel = (l: string, v: string) => NUMERIC_LABELS[v] ?? QUESTIONNAIRE_LABELS[l]!.options[v]!;
  return {
    language: lang,
    languages: QUESTIONNAIRE_LANGUAGES,
    total: QUESTIONS.length,
    required: QUESTIONS.filter((q) => q.required).map((q) => q.id),
    questions: QUESTIONS.map((q, i) => ({
      id: q.id,
      number: i + 1,
      type: q.type,
      required: q.required,
      values: [...q.values],
      ...(q.maxLength ? { max_length: q.maxLength } : {}),
      label: QUESTIONNAIRE_LABELS[lang]!.questions[q.id]!,
      labels: labelsFor((l) => QUESTIONNAIRE_LABELS[l]!.questions[q.id]!),
      options: q.values.map((v) => ({ value: v, label: optionLabel(lang, v), labels: labelsFor((l) => optionLabel(l, v)) })),
    })),
  };
}
