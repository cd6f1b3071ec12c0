// GET/PUT /api/v1/dna-supplements/settings — the clinic's supplement catalogue and settings (auth, free)
import { endpoint } from "@/lib/api/endpoint";
import { settingsGet, settingsPut } from "@/lib/modules/dna-supplements/endpoints";

export const GET = endpoint(settingsGet);
export const PUT = endpoint(settingsPut);
