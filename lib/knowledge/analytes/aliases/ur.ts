import type { AliasTable } from "../types";

/**
 * Urdu (Arabic script, Nastaliq/Naskh as printed in Pakistan). Pakistani lab reports (Chughtai, Shaukat Khanum,
 * Aga Khan, Excel, Dr. Essa, hospital LIS) are printed mostly in English; where Urdu appears (bilingual patient
 * copies, government hospital slips, patient-facing report summaries) test names are English loanwords written
 * in Urdu letters ("ہیموگلوبن", "کریٹینین", "ایل ڈی ایل" — abbreviations spelled letter by letter with spaces),
 * plus a few native phrases ("خون میں شکر", "پیشاب میں شوگر"). Urdu letters are used (ی ک ہ ٹ ڈ), not the Arabic
 * ي ك ه. Cell names appear both singular and with the English plural "-ز"/"-س". Latin abbreviations (HGB, ALT …)
 * live in the analyte data files. Urine dipstick names carry "پیشاب میں"/"پیشاب کا" ("in urine"/"of urine").
 */
export const aliases: AliasTable = {
  // Complete blood count
  hemoglobin: ["ہیموگلوبن", "ہیموگلوبین", "ایچ بی", "خون میں ہیموگلوبن"],
  hematocrit: ["ہیماٹوکرٹ", "ہیمیٹوکرٹ", "پی سی وی"],
  rbc: ["سرخ خلیات", "خون کے سرخ خلیات", "آر بی سی", "ریڈ بلڈ سیلز", "سرخ ذرات", "خون کے سرخ ذرات"],
  mcv: ["ایم سی وی"],
  mch: ["ایم سی ایچ"],
  mchc: ["ایم سی ایچ سی"],
  rdw_cv: ["آر ڈی ڈبلیو"],
  wbc: ["سفید خلیات", "خون کے سفید خلیات", "ڈبلیو بی سی", "ٹی ایل سی", "وائٹ بلڈ سیلز", "سفید ذرات", "خون کے سفید ذرات"],
  platelets: ["پلیٹلیٹس", "پلیٹلیٹ", "پلیٹ لیٹس", "پلیٹ لیٹ", "پلیٹلیٹ کاؤنٹ", "پلیٹلیٹس کی تعداد"],
  mpv: ["ایم پی وی"],
  reticulocytes_pct: ["ریٹیکولوسائٹس", "ریٹیکولوسائٹ"],
  esr: ["ای ایس آر"],

  // Leukocyte differential (same name under % and absolute: the unit decides)
  neutrophils_pct: ["نیوٹروفلز", "نیوٹروفل", "نیوٹروفیلز", "نیوٹروفیل"],
  neutrophils_abs: ["نیوٹروفلز", "نیوٹروفل", "نیوٹروفیلز", "نیوٹروفیل"],
  lymphocytes_pct: ["لمفوسائٹس", "لمفوسائٹ", "لیمفوسائٹس", "لیمفوسائٹ"],
  lymphocytes_abs: ["لمفوسائٹس", "لمفوسائٹ", "لیمفوسائٹس", "لیمفوسائٹ"],
  monocytes_pct: ["مونوسائٹس", "مونوسائٹ"],
  monocytes_abs: ["مونوسائٹس", "مونوسائٹ"],
  eosinophils_pct: ["ایوسینوفلز", "ایوسینوفل", "ایزینوفلز", "ایزینوفل"],
  eosinophils_abs: ["ایوسینوفلز", "ایوسینوفل", "ایزینوفلز", "ایزینوفل"],
  basophils_pct: ["بیسوفلز", "بیسوفل"],
  basophils_abs: ["بیسوفلز", "بیسوفل"],

  // Coagulation
  pt_seconds: ["پروتھرومبن ٹائم", "پی ٹی"],
  inr: ["آئی این آر"],
  aptt: ["اے پی ٹی ٹی"],
  fibrinogen: ["فائبرینوجن", "فائبرنوجن"],
  d_dimer: ["ڈی ڈائمر", "ڈی-ڈائمر"],

  // Glucose metabolism
  glucose: [
    "خون میں شکر",
    "خون میں شوگر",
    "بلڈ شوگر",
    "شوگر",
    "گلوکوز",
    "خون میں گلوکوز",
    "فاسٹنگ شوگر",
    "فاسٹنگ بلڈ شوگر",
    "خالی پیٹ شوگر",
    "نہار منہ شوگر",
    // "فاقہ" (fasting) after or before the name, as Pakistani bilingual reports print it
    "گلوکوز فاقہ",
    "فاقہ گلوکوز",
    "شوگر فاقہ",
  ],
  glucose_random: ["رینڈم شوگر", "رینڈم بلڈ شوگر"],
  hba1c: ["ایچ بی اے ون سی", "گلائیکیٹڈ ہیموگلوبن", "گلائیکوسلیٹڈ ہیموگلوبن"],
  insulin: ["انسولین"],

  // Lipids
  cholesterol_total: ["کولیسٹرول", "ٹوٹل کولیسٹرول", "کل کولیسٹرول", "کولیسٹرال"],
  ldl_cholesterol: ["ایل ڈی ایل", "ایل ڈی ایل کولیسٹرول"],
  hdl_cholesterol: ["ایچ ڈی ایل", "ایچ ڈی ایل کولیسٹرول"],
  vldl_cholesterol: ["وی ایل ڈی ایل", "وی ایل ڈی ایل کولیسٹرول"],
  triglycerides: ["ٹرائی گلیسرائیڈز", "ٹرائیگلیسرائیڈز", "ٹرائی گلیسرائیڈ", "ٹرائیگلیسرائیڈ"],

  // Liver
  alt: ["اے ایل ٹی", "ایس جی پی ٹی"],
  ast: ["اے ایس ٹی", "ایس جی او ٹی"],
  ggt: ["جی جی ٹی", "گاما جی ٹی"],
  alp: ["الکلائن فاسفیٹیز", "الکلائن فاسفٹیز", "اے ایل پی"],
  bilirubin_total: ["بلیروبن", "ٹوٹل بلیروبن", "سیرم بلیروبن", "بلی روبن"],
  bilirubin_direct: ["ڈائریکٹ بلیروبن"],
  bilirubin_indirect: ["ان ڈائریکٹ بلیروبن", "انڈائریکٹ بلیروبن"],
  albumin: ["البیومن", "البومن", "سیرم البیومن"],
  total_protein: ["ٹوٹل پروٹین", "کل پروٹین", "سیرم پروٹین"],
  globulin: ["گلوبولن"],

  // Kidney
  creatinine: ["کریٹینین", "کریاٹینین", "سیرم کریٹینین", "کریٹنین"],
  urea: ["یوریا", "بلڈ یوریا", "سیرم یوریا"],
  bun: ["بی یو این", "بلڈ یوریا نائٹروجن"],
  uric_acid: ["یورک ایسڈ", "سیرم یورک ایسڈ"],
  egfr: ["ای جی ایف آر"],

  // Electrolytes and minerals
  sodium: ["سوڈیم", "سیرم سوڈیم"],
  potassium: ["پوٹاشیم", "سیرم پوٹاشیم"],
  chloride: ["کلورائیڈ", "کلورائڈ", "سیرم کلورائیڈ"],
  bicarbonate: ["بائی کاربونیٹ", "بائیکاربونیٹ"],
  calcium: ["کیلشیم", "کیلشیئم", "سیرم کیلشیم"],
  magnesium: ["میگنیشیم", "میگنیشیئم", "سیرم میگنیشیم"],
  phosphate: ["فاسفورس", "فاسفیٹ", "سیرم فاسفورس"],

  // Iron status
  iron: ["آئرن", "سیرم آئرن", "فولاد"],
  ferritin: ["فیریٹن", "فیریٹین", "سیرم فیریٹن"],
  transferrin: ["ٹرانسفرن", "ٹرانسفیرن"],
  tibc: ["ٹی آئی بی سی"],

  // Vitamins
  vitamin_d_25oh: ["وٹامن ڈی", "وٹامن ڈی 3", "وٹامن ڈی تھری"],
  vitamin_b12: ["وٹامن بی 12", "وٹامن بی ٹویلو", "وٹامن بی12"],
  folate: ["فولک ایسڈ", "فولیٹ", "سیرم فولیٹ"],

  // Thyroid
  tsh: ["ٹی ایس ایچ"],
  free_t4: ["فری ٹی فور", "فری ٹی 4", "ایف ٹی فور"],
  free_t3: ["فری ٹی تھری", "فری ٹی 3", "ایف ٹی تھری"],
  total_t4: ["ٹی فور"],
  total_t3: ["ٹی تھری"],

  // Inflammation, cardiac, muscle, pancreas, tumour marker
  crp: ["سی آر پی", "سی ری ایکٹو پروٹین"],
  ck: ["سی پی کے", "سی کے", "کریٹین کائنیز"],
  ldh: ["ایل ڈی ایچ"],
  amylase: ["ایمائلیز", "امائلیز", "سیرم ایمائلیز"],
  lipase: ["لائپیز", "سیرم لائپیز"],
  psa_total: ["پی ایس اے", "ٹوٹل پی ایس اے"],
  blood_group_abo: ["بلڈ گروپ", "خون کا گروپ"],

  // Urinalysis (dipstick)
  urine_specific_gravity: ["پیشاب کی مخصوص کشش ثقل", "اسپیسیفک گریویٹی", "سپیسیفک گریویٹی"],
  urine_ph: ["پیشاب کا پی ایچ", "پیشاب کا ری ایکشن"],
  urine_protein: ["پیشاب میں پروٹین", "پیشاب میں البیومن"],
  urine_glucose: ["پیشاب میں شوگر", "پیشاب میں شکر", "پیشاب میں گلوکوز"],
  urine_ketones: ["کیٹونز", "کیٹون باڈیز", "پیشاب میں کیٹونز"],
  urine_blood: ["پیشاب میں خون"],
  urine_bilirubin: ["پیشاب میں بلیروبن"],
  urine_urobilinogen: ["یوروبلینوجن", "یوروبیلینوجن", "پیشاب میں یوروبلینوجن"],
  urine_nitrite: ["نائٹرائٹ", "نائٹرائٹس", "پیشاب میں نائٹرائٹ"],
  urine_leukocyte_esterase: ["لیوکوسائٹ ایسٹریز", "پیشاب میں لیوکوسائٹس"],
  urine_wbc: ["پیپ کے خلیات", "پس سیلز"],
  urine_rbc: ["پیشاب میں سرخ خلیات"],
};
