// One language's labels of the supplement questionnaire: a question text per question id and a label per
// option value (numeric values excepted, see NUMERIC_LABELS).
export interface QuestionnaireLabels {
  questions: Record<string, string>;
  options: Record<string, string>;
}
