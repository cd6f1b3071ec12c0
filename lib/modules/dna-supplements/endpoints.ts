// Endpoint declarations of the DNA supplement advisor module (extended-modules contract, "DNA supplement advisor").
import { settingsGet, settingsPut } from "./settings-endpoints";

export { settingsGet, settingsPut };
export const DNA_SUPPLEMENT_ENDPOINTS = [settingsGet, settingsPut];
