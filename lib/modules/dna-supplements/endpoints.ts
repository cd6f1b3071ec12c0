// Endpoint declarations of the DNA supplement advisor module (extended-modules contract, "DNA supplement advisor").
import { advisorAnalyze, advisorInfo, advisorSandbox } from "./advisor-endpoints";
import { questionnaire } from "./questionnaire-endpoint";
import { settingsGet, settingsPut } from "./settings-endpoints";

export { advisorAnalyze, advisorInfo, advisorSandbox, questionnaire, settingsGet, settingsPut };
export const DNA_SUPPLEMENT_ENDPOINTS = [settingsGet, settingsPut, questionnaire, advisorAnalyze, advisorSandbox, advisorInfo];
