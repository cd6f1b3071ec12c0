// Which body regions a marker is drawn on, as data: one row per group of analytes that share regions for the
// same physiological reason. Ids are the analyte knowledge base's (lib/knowledge/analytes); the first region
// of a row is the organ the marker mainly reports on. The reasons are standard physiology (Guyton & Hall,
// Textbook of Medical Physiology 14th ed.; Tietz Fundamentals of Clinical Chemistry 8th ed.). A test keeps
// this table and the knowledge base's `regions` identical, so the two can never drift apart.
import type { BodyRegion } from "./regions";

export interface AnalyteRegionRow {
  analytes: readonly string[];
  regions: readonly BodyRegion[];
  /** Why these markers report on these regions. */
  reason: string;
}

export const ANALYTE_REGION_ROWS: readonly AnalyteRegionRow[] = [
  // Brain and nerves
  { analytes: ["nse"], regions: ["brain_nerves"], reason: "Neuron-specific enolase is an enzyme of neurons and neuroendocrine cells." },
  { analytes: ["acth"], regions: ["adrenals", "brain_nerves"], reason: "ACTH comes from the pituitary and drives cortisol output of the adrenal cortex." },
  { analytes: ["prolactin"], regions: ["brain_nerves", "reproductive"], reason: "Prolactin is a pituitary hormone acting on the breast and gonadal axis." },
  { analytes: ["growth_hormone", "igf_1"], regions: ["brain_nerves", "bones"], reason: "Pituitary growth hormone and its mediator IGF-1 drive bone growth." },
  { analytes: ["lh", "fsh"], regions: ["reproductive", "brain_nerves"], reason: "Pituitary gonadotropins regulate the ovaries and testes." },
  { analytes: ["vitamin_b6"], regions: ["brain_nerves", "blood"], reason: "B6 is a cofactor of neurotransmitter and haem synthesis." },
  { analytes: ["vitamin_b1"], regions: ["brain_nerves", "heart_vessels"], reason: "Thiamine deficiency damages nerves (neuropathy) and the heart (beriberi)." },
  { analytes: ["vitamin_e"], regions: ["brain_nerves", "muscles"], reason: "Vitamin E deficiency causes neuropathy and myopathy." },
  { analytes: ["vitamin_b12", "active_b12", "folate", "folate_rbc", "methylmalonic_acid"], regions: ["blood", "brain_nerves"], reason: "B12 and folate are needed for red-cell DNA synthesis (megaloblastic anaemia) and for myelin." },
  { analytes: ["lead_blood"], regions: ["blood", "brain_nerves"], reason: "Lead blocks haem synthesis and is neurotoxic." },
  { analytes: ["sodium", "osmolality_serum"], regions: ["kidneys", "brain_nerves"], reason: "The kidneys set water and sodium balance; the brain swells or shrinks when it is off." },
  { analytes: ["ammonia"], regions: ["liver", "brain_nerves"], reason: "The liver clears ammonia through the urea cycle; excess ammonia affects the brain." },
  { analytes: ["copper", "ceruloplasmin"], regions: ["liver", "brain_nerves"], reason: "The liver handles copper; copper overload (Wilson disease) harms liver and brain." },
  // Thyroid
  { analytes: ["tsh", "free_t4", "free_t3", "total_t4", "total_t3", "reverse_t3", "thyroglobulin", "calcitonin"], regions: ["thyroid"], reason: "Thyroid hormones, their pituitary driver and thyroid gland products." },
  { analytes: ["anti_tpo", "anti_tg", "trab"], regions: ["thyroid", "immune"], reason: "Autoantibodies against thyroid proteins (Hashimoto, Graves)." },
  { analytes: ["selenium"], regions: ["thyroid", "immune"], reason: "Selenium is needed by thyroid deiodinases and antioxidant immune enzymes." },
  // Heart and vessels
  { analytes: ["cholesterol_total", "ldl_cholesterol", "hdl_cholesterol", "non_hdl_cholesterol", "triglycerides", "vldl_cholesterol", "apolipoprotein_a1", "apolipoprotein_b", "lipoprotein_a", "cholesterol_hdl_ratio", "ldl_hdl_ratio", "apob_apoa1_ratio"], regions: ["heart_vessels"], reason: "Lipoproteins deposit in artery walls and set atherosclerotic risk." },
  { analytes: ["troponin_t_hs", "troponin_i_hs", "troponin_i", "troponin_t", "ck_mb", "ck_mb_activity"], regions: ["heart_vessels"], reason: "Cardiac muscle proteins released when heart muscle cells are injured." },
  { analytes: ["nt_probnp", "bnp"], regions: ["heart_vessels"], reason: "Natriuretic peptides are released by stretched heart chambers." },
  { analytes: ["homocysteine"], regions: ["heart_vessels", "blood"], reason: "High homocysteine damages vessel walls and reflects B12/folate status." },
  { analytes: ["d_dimer"], regions: ["blood", "heart_vessels"], reason: "Fibrin breakdown product: clotting in the blood, within the vessels." },
  { analytes: ["oxygen_saturation", "po2"], regions: ["blood", "heart_vessels"], reason: "Oxygen carried by haemoglobin and delivered by the circulation." },
  { analytes: ["hs_crp"], regions: ["immune", "heart_vessels"], reason: "Low-grade inflammation marker used for cardiovascular risk." },
  { analytes: ["ck", "myoglobin", "lactate", "magnesium"], regions: ["muscles", "heart_vessels"], reason: "Released or used by skeletal and heart muscle; magnesium sets muscle and heart excitability." },
  { analytes: ["potassium"], regions: ["kidneys", "heart_vessels", "muscles"], reason: "The kidneys excrete potassium; it sets heart rhythm and muscle excitability." },
  { analytes: ["calcium_ionized"], regions: ["bones", "heart_vessels", "muscles"], reason: "Free calcium comes from bone stores and drives heart and muscle contraction." },
  { analytes: ["ldh"], regions: ["blood", "liver", "muscles", "heart_vessels"], reason: "LDH leaks from red cells, liver, skeletal and heart muscle when they are damaged." },
  { analytes: ["ast"], regions: ["liver", "muscles", "heart_vessels"], reason: "AST is in liver cells and in skeletal and heart muscle." },
  // Liver
  { analytes: ["alt", "ggt", "bilirubin_direct", "cholinesterase", "prealbumin", "spe_albumin", "spe_albumin_pct"], regions: ["liver"], reason: "Liver cell enzymes, bile excretion and proteins made by the liver." },
  { analytes: ["hbsag", "hbeag", "anti_hcv", "hav_igm"], regions: ["liver"], reason: "Markers of viral hepatitis infection." },
  { analytes: ["anti_hbs", "anti_hbc_total", "anti_hbc_igm", "anti_hbe"], regions: ["liver", "immune"], reason: "Antibodies the immune system makes against hepatitis B." },
  { analytes: ["total_protein", "albumin_globulin_ratio", "spe_alpha1", "spe_alpha2", "spe_alpha1_pct", "spe_alpha2_pct"], regions: ["liver", "immune"], reason: "Serum proteins made by the liver (albumin, alpha globulins) and immune cells (globulins)." },
  { analytes: ["globulin"], regions: ["immune", "liver"], reason: "Globulins are mostly immunoglobulins, partly liver-made transport proteins." },
  { analytes: ["albumin"], regions: ["liver", "kidneys"], reason: "Albumin is made by the liver and lost through damaged kidneys." },
  { analytes: ["urine_bilirubin", "urine_urobilinogen"], regions: ["liver", "kidneys"], reason: "Bile pigments from the liver that appear in urine filtered by the kidneys." },
  { analytes: ["bilirubin_total", "bilirubin_indirect"], regions: ["liver", "blood"], reason: "Bilirubin comes from red-cell breakdown and is cleared by the liver." },
  { analytes: ["spe_beta", "spe_beta1", "spe_beta_pct", "spe_beta1_pct"], regions: ["liver", "blood"], reason: "Beta globulins are liver-made transport proteins such as transferrin." },
  { analytes: ["alp"], regions: ["liver", "bones"], reason: "Alkaline phosphatase comes from bile ducts and bone-building cells." },
  { analytes: ["afp"], regions: ["liver", "reproductive"], reason: "Alpha-fetoprotein is made by liver tumours and germ-cell tumours." },
  { analytes: ["shbg"], regions: ["reproductive", "liver"], reason: "The liver makes the binding protein that carries sex hormones." },
  { analytes: ["ferritin", "transferrin"], regions: ["blood", "liver"], reason: "Iron storage and transport proteins made by the liver for red-cell production." },
  { analytes: ["fibrinogen", "pt_seconds", "inr", "pt_quick_pct"], regions: ["blood", "liver"], reason: "Clotting factors are made by the liver and act in the blood." },
  { analytes: ["haptoglobin"], regions: ["blood", "liver"], reason: "Liver-made protein that binds haemoglobin released by broken red cells." },
  { analytes: ["ca_19_9"], regions: ["pancreas", "gut", "liver"], reason: "Tumour marker of the pancreas and biliary and digestive tract." },
  // Pancreas
  { analytes: ["glucose", "glucose_random", "glucose_ogtt_2h", "hba1c", "estimated_average_glucose", "fructosamine", "insulin", "c_peptide", "homa_ir"], regions: ["pancreas"], reason: "Blood sugar is set by insulin from the pancreatic islets." },
  { analytes: ["amylase", "pancreatic_amylase", "lipase"], regions: ["pancreas"], reason: "Digestive enzymes of the exocrine pancreas." },
  { analytes: ["fecal_elastase"], regions: ["pancreas", "gut"], reason: "Pancreatic enzyme measured in stool: exocrine pancreas function in the gut." },
  { analytes: ["urine_glucose", "urine_ketones"], regions: ["kidneys", "pancreas"], reason: "Sugar and ketones spill into urine when insulin is short." },
  // Adrenals
  { analytes: ["cortisol"], regions: ["adrenals"], reason: "Cortisol is the adrenal cortex's stress hormone." },
  { analytes: ["aldosterone"], regions: ["adrenals", "kidneys"], reason: "Adrenal aldosterone makes the kidneys keep sodium and lose potassium." },
  { analytes: ["renin"], regions: ["kidneys", "adrenals"], reason: "Kidney renin drives aldosterone output of the adrenals." },
  { analytes: ["dhea_s", "hydroxyprogesterone_17"], regions: ["adrenals", "reproductive"], reason: "Adrenal steroids that are precursors of sex hormones." },
  { analytes: ["androstenedione"], regions: ["reproductive", "adrenals"], reason: "Androgen made by the gonads and the adrenal cortex." },
  // Kidneys
  { analytes: ["creatinine", "urea", "bun", "bun_creatinine_ratio", "cystatin_c", "egfr"], regions: ["kidneys"], reason: "Waste products the kidneys filter; they rise as filtration falls." },
  { analytes: ["chloride", "bicarbonate", "anion_gap", "ph_blood", "base_excess"], regions: ["kidneys"], reason: "The kidneys keep electrolytes and acid-base balance." },
  { analytes: ["urine_albumin", "urine_albumin_24h", "urine_albumin_creatinine_ratio", "urine_protein", "urine_protein_24h", "urine_protein_creatinine_ratio", "urine_creatinine"], regions: ["kidneys"], reason: "Protein in urine shows leaky kidney filters." },
  { analytes: ["urine_appearance", "urine_color", "urine_specific_gravity", "urine_ph", "urine_blood", "urine_rbc", "urine_casts", "urine_crystals", "urine_epithelial_cells", "urine_bacteria", "urine_nitrite"], regions: ["kidneys"], reason: "Urinalysis findings of the kidneys and urinary tract." },
  { analytes: ["urine_leukocyte_esterase", "urine_wbc"], regions: ["kidneys", "immune"], reason: "White cells in urine: the immune response to urinary tract infection." },
  { analytes: ["uric_acid"], regions: ["kidneys", "bones"], reason: "The kidneys excrete uric acid; its crystals deposit in joints (gout)." },
  { analytes: ["phosphate", "vitamin_d_125oh"], regions: ["bones", "kidneys"], reason: "The kidneys activate vitamin D and excrete phosphate; both build bone mineral." },
  { analytes: ["beta2_microglobulin"], regions: ["blood", "immune", "kidneys"], reason: "Shed by lymphocytes (blood cancers) and cleared by the kidneys." },
  { analytes: ["complement_c3", "anti_dsdna", "anca_screen"], regions: ["immune", "kidneys"], reason: "Autoimmune markers of lupus and vasculitis, which often attack the kidneys." },
  // Gut
  { analytes: ["stool_occult_blood", "h_pylori_igg", "cea", "ca_72_4"], regions: ["gut"], reason: "Bleeding, infection and tumour markers of the digestive tract." },
  { analytes: ["calprotectin_fecal"], regions: ["gut", "immune"], reason: "Neutrophil protein in stool: inflammation of the bowel wall." },
  { analytes: ["iga", "tissue_transglutaminase_iga"], regions: ["immune", "gut"], reason: "IgA guards the gut lining; anti-tTG IgA marks coeliac disease." },
  // Reproductive
  { analytes: ["testosterone_total", "testosterone_free", "dihydrotestosterone", "free_androgen_index", "estradiol", "progesterone", "amh"], regions: ["reproductive"], reason: "Sex hormones and ovarian reserve come from the gonads." },
  { analytes: ["hcg_beta", "urine_hcg"], regions: ["reproductive"], reason: "hCG is made by the placenta (pregnancy) and some germ-cell tumours." },
  { analytes: ["psa_total", "psa_free", "psa_free_ratio", "ca_125", "ca_15_3"], regions: ["reproductive"], reason: "Markers of the prostate, ovary and breast." },
  // Blood
  { analytes: ["hemoglobin", "hematocrit", "rbc", "mcv", "mch", "mchc", "rdw_cv", "rdw_sd", "reticulocytes_pct", "reticulocytes_abs", "reticulocyte_hemoglobin", "nrbc_abs", "nrbc_pct", "hemoglobin_a2", "hemoglobin_f"], regions: ["blood"], reason: "Red blood cells and haemoglobin carry oxygen." },
  { analytes: ["platelets", "mpv", "pdw", "pct_plateletcrit", "p_lcr", "aptt", "thrombin_time", "antithrombin"], regions: ["blood"], reason: "Platelets and clotting factors stop bleeding." },
  { analytes: ["iron", "tibc", "uibc", "transferrin_saturation", "soluble_transferrin_receptor"], regions: ["blood"], reason: "Iron supply for haemoglobin synthesis." },
  { analytes: ["methemoglobin", "carboxyhemoglobin"], regions: ["blood"], reason: "Haemoglobin forms that cannot carry oxygen." },
  { analytes: ["vitamin_k"], regions: ["blood", "bones"], reason: "Vitamin K activates clotting factors and bone proteins." },
  // Immune
  { analytes: ["wbc", "esr"], regions: ["blood", "immune"], reason: "White cells and sedimentation rate: the blood's response to infection and inflammation." },
  { analytes: ["neutrophils_pct", "neutrophils_abs", "segmented_neutrophils_pct", "band_neutrophils_pct", "band_neutrophils_abs", "lymphocytes_pct", "lymphocytes_abs", "monocytes_pct", "monocytes_abs", "eosinophils_pct", "eosinophils_abs", "basophils_pct", "basophils_abs", "immature_granulocytes_pct", "immature_granulocytes_abs", "large_unstained_cells_pct"], regions: ["immune", "blood"], reason: "White cell types are the immune system's cells, counted in blood." },
  { analytes: ["blasts_pct", "blasts_abs", "promyelocytes_pct", "promyelocytes_abs", "myelocytes_pct", "myelocytes_abs", "metamyelocytes_pct", "metamyelocytes_abs", "atypical_lymphocytes_pct", "atypical_lymphocytes_abs"], regions: ["blood", "immune"], reason: "Immature white cells released from the marrow and immune-activated lymphocytes, found on a blood film." },
  { analytes: ["spe_beta2", "spe_beta2_pct"], regions: ["immune", "blood"], reason: "Beta-2 fraction holds complement and immunoglobulins." },
  { analytes: ["hiv_ag_ab", "ebv_vca_igg"], regions: ["immune", "blood"], reason: "Viruses that infect immune cells (CD4 cells, B cells)." },
  { analytes: ["crp", "procalcitonin", "interleukin_6"], regions: ["immune"], reason: "Acute-phase proteins and cytokines of inflammation and infection." },
  { analytes: ["igg", "igm", "igg4", "ige_total", "spe_gamma", "spe_gamma_pct"], regions: ["immune"], reason: "Antibodies made by plasma cells." },
  { analytes: ["complement_c4", "ana_screen", "aslo"], regions: ["immune"], reason: "Complement and autoantibody or post-streptococcal antibody markers." },
  { analytes: ["rpr", "syphilis_treponemal", "rubella_igg", "measles_igg", "toxoplasma_igg", "cmv_igg", "sars_cov_2_igg"], regions: ["immune"], reason: "Antibodies the immune system made against an infection or a vaccine." },
  { analytes: ["vitamin_a", "vitamin_c", "zinc"], regions: ["immune"], reason: "Micronutrients the immune defences depend on." },
  { analytes: ["rheumatoid_factor", "anti_ccp"], regions: ["immune", "bones"], reason: "Autoantibodies of rheumatoid arthritis, which attacks joints." },
  { analytes: ["vitamin_d_25oh"], regions: ["bones", "immune"], reason: "Vitamin D stores govern calcium absorption for bone and modulate immunity." },
  // Bones
  { analytes: ["calcium", "calcium_corrected", "pth"], regions: ["bones"], reason: "Bone is the calcium store; parathyroid hormone moves calcium in and out of it." },
];
