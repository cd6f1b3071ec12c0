import type { AliasTable } from "../types";

/**
 * Burmese (Myanmar script, Unicode encoding) as printed in Myanmar. Hospital and private-lab reports (Pun Hlaing,
 * Asia Royal, Victoria, public hospitals) print test names almost entirely in English; Burmese appears on patient
 * copies and bilingual request/result slips, mainly for blood cells ("သွေးနီဥ", "သွေးဖြူဥ", "သွေးဥမွှား"), sugar
 * ("သွေးတွင်းသကြားဓာတ်") and a few loanwords written in Burmese letters ("ကိုလက်စထရော", "ယူရစ်အက်ဆစ်").
 * Abbreviations (HbA1c, LDL, ALT, TSH …) stay in Latin script on Burmese reports and live in the analyte data
 * files, so this table is intentionally short. Only Unicode spellings are given: text in the legacy Zawgyi
 * encoding must be converted to Unicode before matching. Burmese writes no spaces between words; names that labs
 * also print with a space are given both ways. Urine names carry "ဆီးထဲ"/"ဆီးတွင်း" ("in urine").
 */
export const aliases: AliasTable = {
  // Complete blood count
  hemoglobin: ["ဟီမိုဂလိုဘင်", "သွေးတွင်းဟီမိုဂလိုဘင်"],
  rbc: ["သွေးနီဥ", "သွေးနီဥများ", "သွေးနီဥအရေအတွက်", "သွေးနီဥ အရေအတွက်"],
  wbc: ["သွေးဖြူဥ", "သွေးဖြူဥများ", "သွေးဖြူဥအရေအတွက်", "သွေးဖြူဥ အရေအတွက်"],
  platelets: ["သွေးဥမွှား", "သွေးဥမွှားများ", "သွေးဥမွှားအရေအတွက်", "သွေးဥမွှား အရေအတွက်", "ပလိတ်လက်"],

  // Glucose
  glucose: [
    "သွေးတွင်းသကြားဓာတ်",
    "သွေးထဲသကြားဓာတ်",
    "သွေးထဲသကြား",
    "သွေးတွင်းသကြား",
    "ဂလူးကို့စ်",
    "အစာမစားမီ သွေးတွင်းသကြားဓာတ်",
    "အစာမစားမီသွေးတွင်းသကြားဓာတ်",
  ],
  insulin: ["အင်ဆူလင်"],

  // Lipids
  cholesterol_total: ["ကိုလက်စထရော", "စုစုပေါင်း ကိုလက်စထရော", "စုစုပေါင်းကိုလက်စထရော"],
  triglycerides: ["ထရိုင်ဂလစ်ဆရိုက်", "ထရိုင်ဂလီဆရိုက်"],

  // Liver and proteins
  bilirubin_total: ["ဘီလီရူဘင်"],
  albumin: ["အယ်လ်ဗျူမင်"],
  total_protein: ["ပရိုတင်း", "စုစုပေါင်း ပရိုတင်း", "စုစုပေါင်းပရိုတင်း"],

  // Kidney
  urea: ["ယူရီးယား"],
  uric_acid: ["ယူရစ်အက်ဆစ်", "ယူရစ် အက်ဆစ်"],

  // Electrolytes and minerals
  sodium: ["ဆိုဒီယမ်"],
  potassium: ["ပိုတက်ဆီယမ်"],
  chloride: ["ကလိုရိုက်"],
  calcium: ["ကယ်လ်ဆီယမ်", "ကယ်လစီယမ်"],
  magnesium: ["မဂ္ဂနီဆီယမ်"],

  // Iron and vitamins
  iron: ["သံဓာတ်", "သွေးတွင်းသံဓာတ်"],
  vitamin_d_25oh: ["ဗီတာမင်ဒီ", "ဗီတာမင် ဒီ"],
  vitamin_b12: ["ဗီတာမင်ဘီ၁၂", "ဗီတာမင် ဘီ၁၂", "ဗီတာမင်ဘီ12", "ဗီတာမင် ဘီ 12"],
  folate: ["ဖောလစ်အက်ဆစ်", "ဖောလစ် အက်ဆစ်"],

  // Blood group
  blood_group_abo: ["သွေးအုပ်စု", "သွေးအမျိုးအစား"],

  // Urinalysis (dipstick)
  urine_glucose: ["ဆီးထဲသကြား", "ဆီးတွင်းသကြားဓာတ်", "ဆီးထဲသကြားဓာတ်", "ဆီးတွင်းသကြား"],
  urine_protein: ["ဆီးထဲပရိုတင်း", "ဆီးတွင်းပရိုတင်း", "ဆီးထဲအသားဓာတ်"],
  urine_blood: ["ဆီးထဲသွေး", "ဆီးတွင်းသွေး"],
  urine_ketones: ["ကီတုန်း", "ဆီးထဲကီတုန်း"],
};
