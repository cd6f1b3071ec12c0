// The DNA supplement advisor's questionnaire: questions, labels in 12 languages, answer validation.
export { QUESTIONS, OPTION_VALUES, NUMERIC_LABELS, type Question, type QuestionType } from "./questions";
export { validateAnswers, type Answers } from "./answers";
export { questionnaireListing, QUESTIONNAIRE_LANGUAGES } from "./listing";
export { QUESTIONNAIRE_LABELS } from "./i18n";
