import type { AliasTable } from "../types";

/**
 * Malay: names printed on Malaysian (and Bruneian) lab reports in Malay (Ministry of Health facilities, Pathlab,
 * Gribbles, BP labs). Malaysian reports mix Malay and English, so the English abbreviations labs print beside the
 * Malay names (FBS/RBS, ESR) are included where a Malay report uses them as the name. "Nisbah" is Malay for ratio.
 */
export const aliases: AliasTable = {
  // Blood count
  hemoglobin: ["Hemoglobin", "Haemoglobin"],
  hematocrit: ["Hematokrit"],
  rbc: ["Sel Darah Merah", "Kiraan Sel Darah Merah", "Eritrosit"],
  mcv: ["MCV"],
  mch: ["MCH"],
  mchc: ["MCHC"],
  rdw_cv: ["RDW", "RDW-CV"],
  wbc: ["Sel Darah Putih", "Kiraan Sel Darah Putih", "Leukosit"],
  platelets: ["Platelet", "Kiraan Platelet", "Trombosit"],
  mpv: ["MPV"],
  reticulocytes_pct: ["Retikulosit", "Retikulosit %"],
  reticulocytes_abs: ["Retikulosit", "Retikulosit Mutlak"],
  esr: ["ESR", "Kadar Pemendapan Eritrosit"],

  // Differential (plain name on both: the unit decides)
  neutrophils_pct: ["Neutrofil", "Neutrofil %"],
  neutrophils_abs: ["Neutrofil", "Neutrofil Mutlak", "Kiraan Neutrofil Mutlak"],
  lymphocytes_pct: ["Limfosit", "Limfosit %"],
  lymphocytes_abs: ["Limfosit", "Limfosit Mutlak"],
  monocytes_pct: ["Monosit", "Monosit %"],
  monocytes_abs: ["Monosit", "Monosit Mutlak"],
  eosinophils_pct: ["Eosinofil", "Eosinofil %"],
  eosinophils_abs: ["Eosinofil", "Eosinofil Mutlak"],
  basophils_pct: ["Basofil", "Basofil %"],
  basophils_abs: ["Basofil", "Basofil Mutlak"],

  // Coagulation
  pt_seconds: ["Masa Protrombin"],
  inr: ["INR"],
  aptt: ["APTT", "Masa Tromboplastin Separa Teraktif"],
  fibrinogen: ["Fibrinogen"],
  d_dimer: ["D-Dimer"],

  // Glucose metabolism
  glucose: ["Glukosa Puasa", "Glukosa Darah Puasa", "Gula Darah Puasa", "FBS", "Glukosa"],
  glucose_random: ["Glukosa Rawak", "Glukosa Darah Rawak", "Gula Darah Rawak", "RBS"],
  hba1c: ["HbA1c", "Hemoglobin Terglikat"],
  insulin: ["Insulin"],
  c_peptide: ["C-Peptida"],

  // Lipids
  cholesterol_total: ["Kolesterol Jumlah", "Jumlah Kolesterol", "Kolesterol Total"],
  ldl_cholesterol: ["Kolesterol LDL", "LDL Kolesterol"],
  hdl_cholesterol: ["Kolesterol HDL", "HDL Kolesterol"],
  non_hdl_cholesterol: ["Kolesterol Bukan HDL", "Non-HDL Kolesterol"],
  triglycerides: ["Trigliserida"],
  cholesterol_hdl_ratio: ["Nisbah Kolesterol/HDL", "Nisbah Jumlah Kolesterol/HDL"],

  // Liver and proteins
  alt: ["ALT", "Alanina Aminotransferase", "Alanin Aminotransferase"],
  ast: ["AST", "Aspartat Aminotransferase"],
  ggt: ["GGT", "Gamma GT"],
  alp: ["Alkali Fosfatase", "Fosfatase Alkali"],
  bilirubin_total: ["Bilirubin Jumlah", "Jumlah Bilirubin", "Bilirubin Total"],
  bilirubin_direct: ["Bilirubin Langsung", "Bilirubin Terus"],
  bilirubin_indirect: ["Bilirubin Tidak Langsung"],
  albumin: ["Albumin"],
  total_protein: ["Protein Jumlah", "Jumlah Protein"],
  globulin: ["Globulin"],
  albumin_globulin_ratio: ["Nisbah A/G", "Nisbah Albumin/Globulin"],
  ammonia: ["Ammonia"],

  // Kidney
  creatinine: ["Kreatinin"],
  urea: ["Urea"],
  bun: ["Nitrogen Urea Darah", "BUN"],
  uric_acid: ["Asid Urik"],
  egfr: ["eGFR", "Anggaran Kadar Penapisan Glomerulus"],

  // Electrolytes and minerals
  sodium: ["Natrium", "Sodium"],
  potassium: ["Kalium", "Potasium"],
  chloride: ["Klorida"],
  bicarbonate: ["Bikarbonat"],
  calcium: ["Kalsium", "Kalsium Jumlah"],
  calcium_ionized: ["Kalsium Terion"],
  calcium_corrected: ["Kalsium Diperbetulkan"],
  magnesium: ["Magnesium"],
  phosphate: ["Fosfat", "Fosforus"],
  zinc: ["Zink"],
  copper: ["Kuprum"],
  lead_blood: ["Plumbum"],

  // Iron status
  iron: ["Zat Besi", "Besi Serum", "Serum Iron"],
  ferritin: ["Feritin", "Ferritin"],
  transferrin: ["Transferin"],
  tibc: ["TIBC", "Jumlah Keupayaan Mengikat Besi"],
  transferrin_saturation: ["Ketepuan Transferin"],

  // Vitamins
  vitamin_d_25oh: ["Vitamin D", "25-OH Vitamin D", "Vitamin D (25-OH)"],
  vitamin_b12: ["Vitamin B12"],
  folate: ["Asid Folik", "Folat"],
  vitamin_a: ["Vitamin A"],
  vitamin_e: ["Vitamin E"],
  vitamin_c: ["Vitamin C", "Asid Askorbik"],

  // Blood gas
  ph_blood: ["pH"],
  oxygen_saturation: ["Ketepuan Oksigen"],
  lactate: ["Laktat", "Asid Laktik"],

  // Thyroid
  tsh: ["TSH", "Hormon Perangsang Tiroid"],
  free_t4: ["FT4", "T4 Bebas", "Free T4"],
  free_t3: ["FT3", "T3 Bebas", "Free T3"],
  total_t4: ["T4 Jumlah", "Jumlah T4"],
  total_t3: ["T3 Jumlah", "Jumlah T3"],
  anti_tpo: ["Anti-TPO", "Antibodi Anti-TPO"],
  anti_tg: ["Anti-Tiroglobulin", "Antibodi Anti-Tiroglobulin"],
  thyroglobulin: ["Tiroglobulin"],
  pth: ["PTH", "Hormon Paratiroid"],

  // Adrenal, pituitary and sex hormones
  cortisol: ["Kortisol"],
  prolactin: ["Prolaktin"],
  growth_hormone: ["Hormon Pertumbuhan"],
  dhea_s: ["DHEA-S"],
  testosterone_total: ["Testosteron", "Testosteron Jumlah"],
  testosterone_free: ["Testosteron Bebas"],
  shbg: ["SHBG"],
  estradiol: ["Estradiol"],
  progesterone: ["Progesteron"],
  lh: ["LH"],
  fsh: ["FSH"],
  hcg_beta: ["Beta-hCG"],

  // Inflammation and cardiac
  crp: ["CRP", "Protein C-Reaktif"],
  hs_crp: ["hs-CRP", "Protein C-Reaktif Sensitiviti Tinggi"],
  procalcitonin: ["Prokalsitonin"],
  troponin_t_hs: ["Troponin T"],
  troponin_i: ["Troponin I"],
  ck: ["CK", "Kreatin Kinase"],
  ldh: ["LDH", "Laktat Dehidrogenase"],
  homocysteine: ["Homosistein"],

  // Pancreas
  amylase: ["Amilase"],
  lipase: ["Lipase"],

  // Immunology
  igg: ["Imunoglobulin G"],
  iga: ["Imunoglobulin A"],
  igm: ["Imunoglobulin M"],
  ige_total: ["IgE Jumlah"],
  rheumatoid_factor: ["Faktor Reumatoid"],
  ana_screen: ["Antibodi Antinuklear"],

  // Tumour markers
  psa_total: ["PSA", "Antigen Spesifik Prostat"],
  psa_free: ["PSA Bebas"],
  cea: ["Antigen Karsinoembrionik"],
  afp: ["Alfa Fetoprotein"],

  // Urinalysis
  urine_color: ["Warna", "Warna Air Kencing"],
  urine_appearance: ["Kejernihan", "Rupa"],
  urine_specific_gravity: ["Graviti Spesifik"],
  urine_ph: ["pH Urin", "pH Air Kencing"],
  urine_protein: ["Protein Urin", "Protein Air Kencing"],
  urine_glucose: ["Glukosa Urin", "Glukosa Air Kencing"],
  urine_ketones: ["Keton", "Keton Urin"],
  urine_blood: ["Darah Urin", "Darah Dalam Air Kencing"],
  urine_bilirubin: ["Bilirubin Urin"],
  urine_urobilinogen: ["Urobilinogen"],
  urine_nitrite: ["Nitrit"],
  urine_leukocyte_esterase: ["Leukosit Esterase", "Leukosit Urin"],
  urine_rbc: ["Sel Darah Merah (Mikroskopi)"],
  urine_wbc: ["Sel Darah Putih (Mikroskopi)"],
  urine_epithelial_cells: ["Sel Epitelium"],
  urine_bacteria: ["Bakteria"],
  urine_casts: ["Silinder"],
  urine_crystals: ["Kristal"],
  urine_albumin: ["Mikroalbumin Urin", "Albumin Urin"],
  urine_albumin_creatinine_ratio: ["Nisbah Albumin/Kreatinin Urin", "Nisbah Albumin Kreatinin"],
  urine_creatinine: ["Kreatinin Urin"],
  urine_protein_creatinine_ratio: ["Nisbah Protein/Kreatinin Urin"],
  stool_occult_blood: ["Darah Tersembunyi Dalam Najis"],

  // Serology
  hbsag: ["HBsAg", "Antigen Permukaan Hepatitis B"],
  anti_hbs: ["Anti-HBs", "Antibodi Permukaan Hepatitis B"],
  anti_hcv: ["Anti-HCV", "Antibodi Hepatitis C"],
  hiv_ag_ab: ["HIV Ag/Ab", "Antigen/Antibodi HIV"],
  syphilis_treponemal: ["TPHA", "Antibodi Treponema pallidum"],
  rpr: ["RPR"],
  rubella_igg: ["Rubella IgG"],
  blood_group_abo: ["Kumpulan Darah"],
  rh_factor: ["Faktor Rhesus", "Rhesus"],
};
