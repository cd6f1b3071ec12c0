import type { AliasTable } from "../types";

/**
 * Bengali (Bangla script, as printed in Bangladesh and West Bengal). Lab reports in both places are printed
 * mostly in English; Bangla appears on bilingual patient copies, government hospital and upazila health-complex
 * slips, and patient-facing summaries. Test names are English loanwords in Bangla letters ("হিমোগ্লোবিন",
 * "ক্রিয়েটিনিন"), abbreviations spelled letter by letter and usually written solid ("এলডিএল", "এসজিপিটি"), plus
 * native terms for blood cells and sugar ("লোহিত রক্তকণিকা", "রক্তে শর্করা"). Both the West Bengal "অ্যা" and the
 * Bangladeshi "এ" spellings of loanwords are given ("অ্যালবুমিন"/"এলবুমিন", "অ্যাসিড"/"এসিড"). Numbers appear in Bangla
 * digits ("বি১২"). Latin abbreviations (HGB, ALT …) live in the analyte data files. Urine dipstick names carry
 * "প্রস্রাবে" ("in urine"). "য়" is written in NFC form (য + nukta, U+09AF U+09BC).
 */
export const aliases: AliasTable = {
  // Complete blood count
  hemoglobin: ["হিমোগ্লোবিন", "রক্তে হিমোগ্লোবিন"],
  hematocrit: ["হেমাটোক্রিট", "হিমাটোক্রিট", "পিসিভি"],
  rbc: ["লোহিত রক্তকণিকা", "লোহিত কণিকা", "লোহিত রক্ত কণিকা", "আরবিসি", "আরবিসি কাউন্ট"],
  mcv: ["এমসিভি"],
  mch: ["এমসিএইচ"],
  mchc: ["এমসিএইচসি"],
  rdw_cv: ["আরডিডব্লিউ"],
  wbc: [
    "শ্বেত রক্তকণিকা",
    "শ্বেতকণিকা",
    "শ্বেত রক্ত কণিকা",
    "ডব্লিউবিসি",
    "মোট শ্বেত রক্তকণিকা",
  ],
  platelets: ["প্লেটলেট", "প্লেটলেটস", "প্লেটলেট কাউন্ট", "অণুচক্রিকা", "অনুচক্রিকা"],
  mpv: ["এমপিভি"],
  reticulocytes_pct: ["রেটিকুলোসাইট"],
  esr: ["ইএসআর"],

  // Leukocyte differential (same name under % and absolute: the unit decides)
  neutrophils_pct: ["নিউট্রোফিল", "নিউট্রোফিলস"],
  neutrophils_abs: ["নিউট্রোফিল", "নিউট্রোফিলস"],
  lymphocytes_pct: ["লিম্ফোসাইট", "লিম্ফোসাইটস"],
  lymphocytes_abs: ["লিম্ফোসাইট", "লিম্ফোসাইটস"],
  monocytes_pct: ["মনোসাইট", "মনোসাইটস"],
  monocytes_abs: ["মনোসাইট", "মনোসাইটস"],
  eosinophils_pct: ["ইওসিনোফিল", "ইওসিনোফিলস", "ইয়োসিনোফিল", "ইসিনোফিল"],
  eosinophils_abs: ["ইওসিনোফিল", "ইওসিনোফিলস", "ইয়োসিনোফিল", "ইসিনোফিল"],
  basophils_pct: ["বেসোফিল", "বেসোফিলস", "ব্যাসোফিল"],
  basophils_abs: ["বেসোফিল", "বেসোফিলস", "ব্যাসোফিল"],

  // Coagulation
  pt_seconds: ["প্রোথ্রম্বিন টাইম", "প্রথ্রোম্বিন টাইম", "পিটি"],
  inr: ["আইএনআর"],
  aptt: ["এপিটিটি", "এপিটিটি টাইম"],
  fibrinogen: ["ফাইব্রিনোজেন"],
  d_dimer: ["ডি-ডাইমার", "ডি ডাইমার"],

  // Glucose metabolism
  glucose: [
    "রক্তে শর্করা",
    "রক্তের শর্করা",
    "রক্তে গ্লুকোজ",
    "গ্লুকোজ",
    "ব্লাড সুগার",
    "খালি পেটে রক্তে শর্করা",
    "খালি পেটে ব্লাড সুগার",
    "খালি পেটে গ্লুকোজ",
    "ফাস্টিং ব্লাড সুগার",
    "ফাস্টিং সুগার",
  ],
  glucose_random: ["র‍্যান্ডম ব্লাড সুগার", "রেনডম ব্লাড সুগার", "র‍্যান্ডম সুগার"],
  hba1c: ["এইচবিএ১সি", "গ্লাইকেটেড হিমোগ্লোবিন", "গ্লাইকোসাইলেটেড হিমোগ্লোবিন"],
  insulin: ["ইনসুলিন"],

  // Lipids
  cholesterol_total: ["কোলেস্টেরল", "টোটাল কোলেস্টেরল", "মোট কোলেস্টেরল", "কোলেস্টেরল টোটাল"],
  ldl_cholesterol: ["এলডিএল", "এলডিএল কোলেস্টেরল", "এল ডি এল"],
  hdl_cholesterol: ["এইচডিএল", "এইচডিএল কোলেস্টেরল", "এইচ ডি এল"],
  vldl_cholesterol: ["ভিএলডিএল", "ভিএলডিএল কোলেস্টেরল"],
  triglycerides: ["ট্রাইগ্লিসারাইড", "ট্রাইগ্লিসারাইডস", "ট্রাইগ্লিসেরাইড"],

  // Liver
  alt: ["এএলটি", "এসজিপিটি", "এস জি পি টি"],
  ast: ["এএসটি", "এসজিওটি", "এস জি ও টি"],
  ggt: ["জিজিটি", "গামা জিটি"],
  alp: ["অ্যালকালাইন ফসফাটেজ", "এলকালাইন ফসফাটেজ", "অ্যালকালাইন ফসফেটেজ", "এএলপি"],
  bilirubin_total: ["বিলিরুবিন", "সিরাম বিলিরুবিন", "টোটাল বিলিরুবিন", "মোট বিলিরুবিন"],
  bilirubin_direct: ["ডাইরেক্ট বিলিরুবিন", "প্রত্যক্ষ বিলিরুবিন"],
  bilirubin_indirect: ["ইনডাইরেক্ট বিলিরুবিন", "পরোক্ষ বিলিরুবিন"],
  albumin: ["অ্যালবুমিন", "এলবুমিন", "সিরাম অ্যালবুমিন", "সিরাম এলবুমিন"],
  total_protein: ["টোটাল প্রোটিন", "মোট প্রোটিন", "সিরাম প্রোটিন"],
  globulin: ["গ্লোবিউলিন", "গ্লোবুলিন"],

  // Kidney
  creatinine: ["ক্রিয়েটিনিন", "সিরাম ক্রিয়েটিনিন", "ক্রিয়াটিনিন"],
  urea: ["ইউরিয়া", "ব্লাড ইউরিয়া", "সিরাম ইউরিয়া"],
  bun: ["বিইউএন", "ব্লাড ইউরিয়া নাইট্রোজেন"],
  uric_acid: ["ইউরিক অ্যাসিড", "ইউরিক এসিড", "সিরাম ইউরিক অ্যাসিড", "সিরাম ইউরিক এসিড"],
  egfr: ["ইজিএফআর"],

  // Electrolytes and minerals
  sodium: ["সোডিয়াম", "সিরাম সোডিয়াম"],
  potassium: ["পটাশিয়াম", "পটাসিয়াম", "সিরাম পটাশিয়াম"],
  chloride: ["ক্লোরাইড", "সিরাম ক্লোরাইড"],
  bicarbonate: ["বাইকার্বনেট"],
  calcium: ["ক্যালসিয়াম", "সিরাম ক্যালসিয়াম"],
  magnesium: ["ম্যাগনেসিয়াম", "সিরাম ম্যাগনেসিয়াম"],
  phosphate: ["ফসফেট", "ফসফরাস", "সিরাম ফসফেট"],

  // Iron status
  iron: ["আয়রন", "সিরাম আয়রন", "লৌহ"],
  ferritin: ["ফেরিটিন", "সিরাম ফেরিটিন"],
  transferrin: ["ট্রান্সফেরিন"],
  tibc: ["টিআইবিসি"],

  // Vitamins
  vitamin_d_25oh: ["ভিটামিন ডি", "ভিটামিন ডি৩", "ভিটামিন ডি-৩"],
  vitamin_b12: ["ভিটামিন বি১২", "ভিটামিন বি-১২", "ভিটামিন বি ১২"],
  folate: ["ফলিক অ্যাসিড", "ফলিক এসিড", "ফোলেট"],

  // Thyroid
  tsh: ["টিএসএইচ"],
  free_t4: ["ফ্রি টি৪", "ফ্রি টি-৪", "এফটি৪"],
  free_t3: ["ফ্রি টি৩", "ফ্রি টি-৩", "এফটি৩"],
  total_t4: ["টি৪", "টি-৪"],
  total_t3: ["টি৩", "টি-৩"],

  // Inflammation, cardiac, muscle, pancreas, tumour marker
  crp: ["সিআরপি", "সি-রিঅ্যাক্টিভ প্রোটিন", "সি-রিয়েক্টিভ প্রোটিন"],
  ck: ["সিকে", "সিপিকে", "ক্রিয়েটিন কাইনেজ"],
  ldh: ["এলডিএইচ"],
  amylase: ["অ্যামাইলেজ", "এমাইলেজ", "সিরাম অ্যামাইলেজ"],
  lipase: ["লাইপেজ", "সিরাম লাইপেজ"],
  psa_total: ["পিএসএ", "টোটাল পিএসএ"],
  blood_group_abo: ["রক্তের গ্রুপ", "ব্লাড গ্রুপ"],

  // Urinalysis (dipstick)
  urine_specific_gravity: ["আপেক্ষিক গুরুত্ব", "প্রস্রাবের আপেক্ষিক গুরুত্ব", "স্পেসিফিক গ্র্যাভিটি"],
  urine_ph: ["প্রস্রাবের পিএইচ"],
  urine_protein: ["প্রস্রাবে প্রোটিন", "প্রস্রাবে অ্যালবুমিন", "প্রস্রাবে এলবুমিন"],
  urine_glucose: ["প্রস্রাবে শর্করা", "প্রস্রাবে গ্লুকোজ", "প্রস্রাবে সুগার"],
  urine_ketones: ["কিটোন", "কিটোন বডি", "প্রস্রাবে কিটোন"],
  urine_blood: ["প্রস্রাবে রক্ত"],
  urine_bilirubin: ["প্রস্রাবে বিলিরুবিন"],
  urine_urobilinogen: ["ইউরোবিলিনোজেন", "প্রস্রাবে ইউরোবিলিনোজেন"],
  urine_nitrite: ["নাইট্রাইট", "প্রস্রাবে নাইট্রাইট"],
  urine_leukocyte_esterase: ["লিউকোসাইট এস্টারেজ", "প্রস্রাবে লিউকোসাইট"],
};
