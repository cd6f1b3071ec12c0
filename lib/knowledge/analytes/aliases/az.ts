import type { AliasTable } from "../types";

/**
 * Azerbaijani: names printed on Azerbaijani lab reports (Latin script as used in Azerbaijan: ə, ı, ö, ü, ğ, ş, ç, q
 * for Russian "г" in loans — Hemoqlobin, Qlükoza). Covers the routine panels: qanın klinik (ümumi) analizi,
 * biokimya, koaquloqramma, hormonlar and sidiyin ümumi analizi. Cell names are given singular and plural ("-lər"),
 * because reports print both; ESR is "EÇS" (eritrositlərin çökmə sürəti); free/total are "sərbəst"/"ümumi".
 * Labs mix "xolesterin" and "xolesterol", and the Russian-style enzyme abbreviations AlAT/AsAT; both are listed.
 * Latin abbreviations (HGB, ALT, TSH …) live in the analyte data files.
 */
export const aliases: AliasTable = {
  // Complete blood count
  hemoglobin: ["Hemoqlobin"],
  hematocrit: ["Hematokrit"],
  rbc: ["Eritrositlər", "Eritrosit", "Eritrositlərin sayı"],
  mcv: ["Eritrositin orta həcmi", "Eritrositlərin orta həcmi"],
  mch: ["Eritrositdə hemoqlobinin orta miqdarı"],
  mchc: ["Eritrositdə hemoqlobinin orta konsentrasiyası"],
  wbc: ["Leykositlər", "Leykosit", "Leykositlərin sayı"],
  platelets: ["Trombositlər", "Trombosit", "Trombositlərin sayı"],
  mpv: ["Trombositlərin orta həcmi", "Trombositin orta həcmi"],
  pct_plateletcrit: ["Trombokrit", "Trombositokrit"],
  reticulocytes_pct: ["Retikulositlər", "Retikulosit"],
  reticulocytes_abs: ["Retikulositlər", "Retikulosit"],
  esr: ["EÇS", "Eritrositlərin çökmə sürəti"],

  // Leukocyte differential (plain name on both: the unit decides)
  neutrophils_pct: ["Neytrofillər", "Neytrofil", "Neytrofillər %"],
  neutrophils_abs: ["Neytrofillər", "Neytrofil", "Neytrofil abs", "Neytrofillər #", "Seqmentnüvəli neytrofillər", "Seqmentnüvəlilər"],
  lymphocytes_pct: ["Limfositlər", "Limfosit", "Limfositlər %"],
  lymphocytes_abs: ["Limfositlər", "Limfosit", "Limfosit abs", "Limfositlər #"],
  monocytes_pct: ["Monositlər", "Monosit", "Monositlər %"],
  monocytes_abs: ["Monositlər", "Monosit", "Monosit abs", "Monositlər #"],
  eosinophils_pct: ["Eozinofillər", "Eozinofil", "Eozinofillər %"],
  eosinophils_abs: ["Eozinofillər", "Eozinofil", "Eozinofil abs", "Eozinofillər #"],
  basophils_pct: ["Bazofillər", "Bazofil", "Bazofillər %"],
  basophils_abs: ["Bazofillər", "Bazofil", "Bazofil abs", "Bazofillər #"],
  band_neutrophils_pct: ["Çubuqnüvəli neytrofillər", "Çubuqnüvəlilər"],
  band_neutrophils_abs: ["Çubuqnüvəli neytrofillər", "Çubuqnüvəlilər"],
  segmented_neutrophils_pct: ["Seqmentnüvəli neytrofillər", "Seqmentnüvəlilər"],

  // Coagulation
  pt_seconds: ["Protrombin vaxtı", "Protrombin zamanı", "Protrombin müddəti"],
  inr: ["Beynəlxalq normallaşdırılmış nisbət"],
  pt_quick_pct: ["Kvik üzrə protrombin"],
  aptt: ["APTM", "Aktivləşdirilmiş parsial tromboplastin müddəti", "Aktivləşdirilmiş qismən tromboplastin vaxtı"],
  thrombin_time: ["Trombin vaxtı", "Trombin müddəti"],
  fibrinogen: ["Fibrinogen"],
  d_dimer: ["D-dimer"],
  antithrombin: ["Antitrombin III", "Anti-Trombin III"],

  // Glucose metabolism
  glucose: ["Qlükoza", "Qanda qlükoza", "Qlükoza (ac qarına)", "Ac qarına qlükoza", "Qan şəkəri"],
  hba1c: ["Qlikozilləşmiş hemoqlobin", "Qlikasiləşmiş hemoqlobin", "Qlikohemoqlobin", "Qlükohemoqlobin"],
  insulin: ["İnsulin", "Insulin"],
  c_peptide: ["C-peptid"],

  // Lipids
  cholesterol_total: ["Ümumi xolesterin", "Ümumi xolesterol", "Xolesterin", "Xolesterol"],
  ldl_cholesterol: ["LDL-xolesterol", "LDL-xolesterin", "ASLP", "ASLP-xolesterin", "Aşağı sıxlıqlı lipoproteidlər"],
  hdl_cholesterol: ["HDL-xolesterol", "HDL-xolesterin", "YSLP", "YSLP-xolesterin", "Yüksək sıxlıqlı lipoproteidlər"],
  triglycerides: ["Triqliseridlər", "Triqliserid"],

  // Liver
  alt: ["AlAT", "Alaninaminotransferaza"],
  ast: ["AsAT", "Aspartataminotransferaza"],
  ggt: ["Qamma-qlutamiltransferaza", "Qamma-QT", "Qamma-qlutamiltranspeptidaza"],
  alp: ["Qələvi fosfataza"],
  bilirubin_total: ["Ümumi bilirubin", "Bilirubin ümumi"],
  bilirubin_direct: ["Düz bilirubin", "Birləşmiş bilirubin", "Bilirubin düz"],
  bilirubin_indirect: ["Qeyri-düz bilirubin", "Sərbəst bilirubin", "Dolayı bilirubin"],
  albumin: ["Albumin"],
  total_protein: ["Ümumi zülal", "Zülal ümumi"],
  globulin: ["Qlobulin", "Qlobulinlər"],

  // Kidney
  creatinine: ["Kreatinin"],
  urea: ["Sidik cövhəri", "Karbamid"],
  uric_acid: ["Sidik turşusu"],
  egfr: ["Yumaqcıq filtrasiyasının sürəti", "Yumaqcıqların filtrasiya sürəti"],

  // Electrolytes and minerals
  sodium: ["Natrium"],
  potassium: ["Kalium"],
  chloride: ["Xlor", "Xloridlər"],
  calcium: ["Kalsium", "Ümumi kalsium", "Kalsium ümumi"],
  calcium_ionized: ["İonlaşmış kalsium", "İonlaşmış Ca"],
  magnesium: ["Maqnezium"],
  phosphate: ["Fosfor", "Qeyri-üzvi fosfor"],

  // Iron status
  iron: ["Dəmir", "Zərdab dəmiri", "Qan zərdabında dəmir"],
  ferritin: ["Ferritin"],
  transferrin: ["Transferrin"],

  // Vitamins
  vitamin_d_25oh: ["Vitamin D", "Vitamin D (25-OH)", "25-OH vitamin D"],
  vitamin_b12: ["Vitamin B12", "Sianokobalamin"],
  folate: ["Fol turşusu", "Folat"],

  // Thyroid
  tsh: ["Tireotrop hormon"],
  free_t4: ["Sərbəst T4", "Sərbəst tiroksin"],
  free_t3: ["Sərbəst T3", "Sərbəst triyodtironin"],
  total_t4: ["Ümumi T4", "Ümumi tiroksin"],
  total_t3: ["Ümumi T3", "Ümumi triyodtironin"],

  // Inflammation
  crp: ["C-reaktiv zülal", "C-reaktiv protein"],

  // Enzymes
  ck: ["Kreatinkinaza", "Kreatinfosfokinaza"],
  ldh: ["Laktatdehidrogenaza"],
  amylase: ["Amilaza", "Alfa-amilaza", "α-amilaza"],
  lipase: ["Lipaza"],

  // Tumour markers
  psa_total: ["PSA ümumi", "PSA-ümumi", "Ümumi PSA", "Prostat spesifik antigen"],
  psa_free: ["PSA sərbəst", "PSA-sərbəst", "Sərbəst PSA"],

  // Urine (sidiyin ümumi analizi)
  urine_color: ["Rəng", "Sidiyin rəngi"],
  urine_appearance: ["Şəffaflıq", "Sidiyin şəffaflığı"],
  urine_specific_gravity: ["Nisbi sıxlıq", "Xüsusi çəki", "Sidiyin nisbi sıxlığı"],
  urine_ph: ["Sidiyin pH-ı", "Reaksiya (pH)"],
  urine_protein: ["Sidikdə zülal"],
  urine_glucose: ["Sidikdə qlükoza"],
  urine_ketones: ["Keton cisimləri", "Ketonlar", "Sidikdə keton cisimləri"],
  urine_blood: ["Sidikdə qan", "Sidikdə hemoqlobin"],
  urine_bilirubin: ["Sidikdə bilirubin"],
  urine_urobilinogen: ["Urobilinogen", "Sidikdə urobilinogen"],
  urine_nitrite: ["Nitritlər", "Nitrit", "Sidikdə nitritlər"],
  urine_leukocyte_esterase: ["Leykosit esterazası"],
  urine_rbc: ["Sidikdə eritrositlər"],
  urine_wbc: ["Sidikdə leykositlər"],
  urine_epithelial_cells: ["Yastı epitel"],
  urine_bacteria: ["Bakteriyalar", "Sidikdə bakteriyalar"],
  urine_casts: ["Silindrlər"],
  urine_crystals: ["Duzlar", "Kristallar"],
  urine_albumin: ["Mikroalbumin", "Sidikdə mikroalbumin", "Sidikdə albumin"],
};
