// The concordance rules as data: one row per genetic marker ↔ laboratory analyte pair, with the guideline or
// paper that links them. Allele copies are counted of the panel row's effect allele (lib/knowledge/dna/panel),
// so a row never restates an allele; rules.test.ts checks every rsid against the panel, every analyte against
// the analyte knowledge base, and every row positive and negative.
// Pairs asked for but not here, and why (docs/decisions.md, "DNA + blood report"): VDR has no panel row and no
// GWAS effect on 25-OH-D (GC, CYP2R1 and DHCR7 carry it, below); the omega-3 index is not an analyte of the knowledge base (FADS1 is paired with triglycerides as context).
import type { ConcordanceRule, CopyPattern } from "./types";

const EASL_HFE = "EASL Clinical Practice Guidelines on haemochromatosis, J Hepatol 2022;77:479-502";
const ESC_LIPIDS = "2019 ESC/EAS Guidelines for the management of dyslipidaemias, Eur Heart J 2020;41:111-188";

// HFE: C282Y homozygosity is the common haemochromatosis genotype; C282Y/H63D, single C282Y and H63D/H63D
// rarely overload iron without a cofactor (EASL 2022), hence "low".
const HFE: readonly CopyPattern[] = [
  { all: [{ rsid: "rs1800562", copies: 2 }], level: "high", call: "C282Y/C282Y" },
  { all: [{ rsid: "rs1800562", copies: 1 }, { rsid: "rs1799945", copies: 1 }], level: "low", call: "C282Y/H63D" },
  { all: [{ rsid: "rs1800562", copies: 1 }], level: "low", call: "C282Y heterozygous" },
  { all: [{ rsid: "rs1799945", copies: 2 }], level: "low", call: "H63D/H63D" },
];
const HFE_SIGNAL = { kind: "copies", gene: "HFE", rsids: ["rs1800562", "rs1799945"], patterns: HFE } as const;
 
// G6PD deficiency alleles of the panel (A-, Mediterranean, Canton, Kaiping, Mahidol, Viangchan): any of them on
// both X copies (or the one copy of a man, read as two) is the deficient pattern; one copy in a woman is variable.
const G6PD_RSIDS = ["rs1050828", "rs5030868", "rs72554665", "rs72554664", "rs137852314", "rs137852327"] as const;
const G6PD_SIGNAL = {
  kind: "copies", gene: "G6PD", rsids: G6PD_RSIDS,
  patterns: [
    ...G6PD_RSIDS.map((rsid) => ({ all: [{ rsid, copies: 2 as const }], level: "high" as const, call: "deficient pattern" })),
    ...G6PD_RSIDS.map((rsid) => ({ all: [{ rsid, copies: 1 as const }], level: "low" as const, call: "heterozygous" })),
  ],
} as const;
const G6PD_SOURCE = "Luzzatto L, Ally M, Notaro R, Glucose-6-phosphate dehydrogenase deficiency, Blood 2020;136:1225-1240; CPIC G6PD guideline 2022 (PMID 36049896)";

// APOE ε4 = rs429358 C (the panel's effect allele); ε2/ε2 = rs7412 T twice without ε4.
const APOE_E4 = {
  kind: "copies", gene: "APOE", rsids: ["rs429358", "rs7412"],
  patterns: [
    { all: [{ rsid: "rs429358", copies: 2 }], level: "high", call: "ε4/ε4" },
    { all: [{ rsid: "rs429358", copies: 1 }], level: "moderate", call: "ε4 carrier" },
  ],
} as const;

const APOB_FDB = {
  kind: "copies", gene: "APOB", rsids: ["rs5742904"],
  patterns: [
    { all: [{ rsid: "rs5742904", copies: 2 }], level: "high", call: "R3527Q homozygous" },
    { all: [{ rsid: "rs5742904", copies: 1 }], level: "high", call: "R3527Q heterozygous" },
  ],
} as const;

const LPA = {
  kind: "copies", gene: "LPA", rsids: ["rs10455872", "rs3798220"],
  patterns: [
    { all: [{ rsid: "rs10455872", copies: 2 }], level: "high", call: "rs10455872 GG" },
    { all: [{ rsid: "rs3798220", copies: 2 }], level: "high", call: "I4399M homozygous" },
    { all: [{ rsid: "rs10455872", copies: 1 }, { rsid: "rs3798220", copies: 1 }], level: "high", call: "rs10455872 G + I4399M" },
    { all: [{ rsid: "rs10455872", copies: 1 }], level: "moderate", call: "rs10455872 AG" },
    { all: [{ rsid: "rs3798220", copies: 1 }], level: "moderate", call: "I4399M heterozygous" },
  ],
} as const;

const MTHFR = {
  kind: "copies", gene: "MTHFR", rsids: ["rs1801133"],
  patterns: [
    { all: [{ rsid: "rs1801133", copies: 2 }], level: "moderate", call: "677TT" },
    { all: [{ rsid: "rs1801133", copies: 1 }, { rsid: "rs1801131", copies: 1 }], level: "low", call: "677CT/1298AC" },
  ],
} as const;

const TCF7L2 = {
  kind: "copies", gene: "TCF7L2", rsids: ["rs7903146"],
  patterns: [
    { all: [{ rsid: "rs7903146", copies: 2 }], level: "moderate", call: "rs7903146 TT" },
    { all: [{ rsid: "rs7903146", copies: 1 }], level: "low", call: "rs7903146 CT" },
  ],
} as const;

// Lactase non-persistence = no copy of the -13910T persistence allele (rs4988235 A on the plus strand).
const LACTASE = {
  kind: "copies", gene: "MCM6 (LCT)", rsids: ["rs4988235"],
  patterns: [{ all: [{ rsid: "rs4988235", copies: 0 }], level: "low", call: "-13910 CC (lactase non-persistence)" }],
} as const;

const THROMBO = {
  kind: "copies", gene: "F5/F2", rsids: ["rs6025", "rs1799963"],
  patterns: [
    { all: [{ rsid: "rs6025", copies: 2 }], level: "high", call: "Factor V Leiden homozygous" },
    { all: [{ rsid: "rs1799963", copies: 2 }], level: "high", call: "Prothrombin G20210A homozygous" },
    { all: [{ rsid: "rs6025", copies: 1 }, { rsid: "rs1799963", copies: 1 }], level: "high", call: "Factor V Leiden + G20210A" },
    { all: [{ rsid: "rs6025", copies: 1 }], level: "moderate", call: "Factor V Leiden heterozygous" },
    { all: [{ rsid: "rs1799963", copies: 1 }], level: "moderate", call: "Prothrombin G20210A heterozygous" },
  ],
} as const;

const PNPLA3 = {
  kind: "copies", gene: "PNPLA3", rsids: ["rs738409"],
  patterns: [
    { all: [{ rsid: "rs738409", copies: 2 }], level: "moderate", call: "I148M homozygous" },
    { all: [{ rsid: "rs738409", copies: 1 }], level: "low", call: "I148M heterozygous" },
  ],
} as const;

const SERPINA1 = {
  kind: "copies", gene: "SERPINA1", rsids: ["rs28929474", "rs17580"],
  patterns: [
    { all: [{ rsid: "rs28929474", copies: 2 }], level: "high", call: "PI*ZZ" },
    { all: [{ rsid: "rs28929474", copies: 1 }, { rsid: "rs17580", copies: 1 }], level: "moderate", call: "PI*SZ" },
    { all: [{ rsid: "rs28929474", copies: 1 }], level: "low", call: "PI*MZ" },
    { all: [{ rsid: "rs17580", copies: 2 }], level: "low", call: "PI*SS" },
  ],
} as const;

export const CONCORDANCE_RULES: readonly ConcordanceRule[] = [
  // Iron.
  { id: "hfe_ferritin", area: "iron", genetic: HFE_SIGNAL, analyte: "ferritin", expects: "high", noVariantAbnormal: "contradicts",
    redFlag: { above: 1000, unit: "ng/mL", minLevel: "high", key: "hfe_ferritin", source: `${EASL_HFE} (ferritin > 1000 µg/L: assess for advanced fibrosis)` },
    monitor: { abnormal: "m3", genetic: "m12" }, source: EASL_HFE },
  { id: "tmprss6_a736v_iron", area: "iron",
    genetic: { kind: "copies", gene: "TMPRSS6", rsids: ["rs855791"], patterns: [
      { all: [{ rsid: "rs855791", copies: 2 }], level: "low", call: "736V/V" },
      { all: [{ rsid: "rs855791", copies: 1 }], level: "low", call: "A736V heterozygous" }] },
    analyte: "iron", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Benyamin B et al., Nat Genet 2009;41:1173-1175 (TMPRSS6 A736V, lower serum iron and transferrin saturation)" },
  { id: "hfe_transferrin_saturation", area: "iron", genetic: HFE_SIGNAL, analyte: "transferrin_saturation", expects: "high", noVariantAbnormal: "contradicts",
    monitor: { abnormal: "m3", genetic: "m12" }, source: EASL_HFE },
  // Lipids.
  { id: "apoe_e4_ldl", area: "lipids", genetic: APOE_E4, analyte: "ldl_cholesterol", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: `Bennet AM et al., JAMA 2007;298:1300-1311 (APOE genotypes and lipid levels); ${ESC_LIPIDS}` },
  { id: "apoe_e4_apob", area: "lipids", genetic: APOE_E4, analyte: "apolipoprotein_b", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: `Bennet AM et al., JAMA 2007;298:1300-1311; ${ESC_LIPIDS}` },
  { id: "apoe_e2e2_triglycerides", area: "triglycerides",
    genetic: { kind: "copies", gene: "APOE", rsids: ["rs429358", "rs7412"], patterns: [{ all: [{ rsid: "rs429358", copies: 0 }, { rsid: "rs7412", copies: 2 }], level: "moderate", call: "ε2/ε2" }] },
    analyte: "triglycerides", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Mahley RW, Rall SC, Annu Rev Genomics Hum Genet 2000;1:507-537 (ε2/ε2 and type III hyperlipoproteinaemia)" },
  { id: "apob_r3527q_ldl", area: "lipids", genetic: APOB_FDB, analyte: "ldl_cholesterol", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: `Soria LF et al., PNAS 1989;86:587-591 (familial defective apoB-100); ${ESC_LIPIDS}` },
  { id: "apob_r3527q_apob", area: "lipids", genetic: APOB_FDB, analyte: "apolipoprotein_b", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: `Soria LF et al., PNAS 1989;86:587-591; ${ESC_LIPIDS}` },
  { id: "pcsk9_r46l_ldl", area: "lipids",
    genetic: { kind: "copies", gene: "PCSK9", rsids: ["rs11591147"], patterns: [
      { all: [{ rsid: "rs11591147", copies: 2 }], level: "protective", call: "R46L homozygous" },
      { all: [{ rsid: "rs11591147", copies: 1 }], level: "protective", call: "R46L heterozygous" }] },
    analyte: "ldl_cholesterol", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Cohen JC et al., N Engl J Med 2006;354:1264-1272 (PCSK9 loss-of-function variants, lower LDL)" },
  { id: "lpa_lpa", area: "lipoprotein_a", genetic: LPA, analyte: "lipoprotein_a", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "once", genetic: "once" }, source: "Clarke R et al., N Engl J Med 2009;361:2518-2528; EAS consensus statement on Lp(a), Kronenberg F et al., Eur Heart J 2022;43:3925-3946" },
  // Triglycerides.
  { id: "apoa5_1131_triglycerides", area: "triglycerides",
    genetic: { kind: "copies", gene: "APOA5", rsids: ["rs662799"], patterns: [
      { all: [{ rsid: "rs662799", copies: 2 }], level: "moderate", call: "-1131CC" },
      { all: [{ rsid: "rs662799", copies: 1 }], level: "low", call: "-1131TC" }] },
    analyte: "triglycerides", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Pennacchio LA et al., Science 2001;294:169-173 (APOA5 and plasma triglycerides)" },
  { id: "gckr_p446l_triglycerides", area: "triglycerides",
    genetic: { kind: "copies", gene: "GCKR", rsids: ["rs1260326"], patterns: [{ all: [{ rsid: "rs1260326", copies: 2 }], level: "low", call: "P446L homozygous" }] },
    analyte: "triglycerides", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Orho-Melander M et al., Diabetes 2008;57:3112-3121 (GCKR P446L, higher triglycerides)" },
  { id: "fads1_triglycerides", area: "triglycerides",
    genetic: { kind: "copies", gene: "FADS1", rsids: ["rs174537"], patterns: [
      { all: [{ rsid: "rs174537", copies: 2 }], level: "low", call: "rs174537 TT" },
      { all: [{ rsid: "rs174537", copies: 1 }], level: "low", call: "rs174537 GT" }] },
    analyte: "triglycerides", expects: "context", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m6", genetic: "m12" }, source: "Tanaka T et al., PLoS Genet 2009;5:e1000338 (FADS1 rs174537 and omega-3/omega-6 fatty acid levels)" },
  // One-carbon metabolism.
  { id: "mthfr_homocysteine", area: "methylation", genetic: MTHFR, analyte: "homocysteine", expects: "high", noVariantAbnormal: "neutral",
    redFlag: { above: 100, unit: "umol/L", minLevel: "none", key: "homocysteine_severe", source: "Refsum H et al., Clin Chem 2004;50:3-32 (homocysteine > 100 µmol/L is severe hyperhomocysteinaemia)" },
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Frosst P et al., Nat Genet 1995;10:111-113; Refsum H et al., Clin Chem 2004;50:3-32" },
  { id: "mthfr_folate", area: "methylation", genetic: MTHFR, analyte: "folate", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Jacques PF et al., Circulation 1996;93:7-9 (MTHFR 677TT, folate status and homocysteine)" },
  { id: "mthfr_vitamin_b12", area: "methylation", genetic: MTHFR, analyte: "vitamin_b12", expects: "context", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Refsum H et al., Clin Chem 2004;50:3-32 (B12 deficiency and MTHFR 677TT both raise homocysteine)" },
  // Glucose.
  { id: "tcf7l2_glucose", area: "glucose", genetic: TCF7L2, analyte: "glucose", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Grant SF et al., Nat Genet 2006;38:320-323; ADA Standards of Care in Diabetes 2024 (diagnostic thresholds)" },
  { id: "tcf7l2_hba1c", area: "glucose", genetic: TCF7L2, analyte: "hba1c", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Grant SF et al., Nat Genet 2006;38:320-323; ADA Standards of Care in Diabetes 2024 (diagnostic thresholds)" },
  // Lactase persistence and bone minerals.
  { id: "lactase_calcium", area: "lactose_bone", genetic: LACTASE, analyte: "calcium", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Enattah NS et al., Nat Genet 2002;30:233-237; Obermayer-Pietsch BM et al., J Bone Miner Res 2004;19:42-47 (lactase genotype, calcium intake, bone)" },
  { id: "lactase_vitamin_d", area: "lactose_bone", genetic: LACTASE, analyte: "vitamin_d_25oh", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Enattah NS et al., Nat Genet 2002;30:233-237; Obermayer-Pietsch BM et al., J Bone Miner Res 2004;19:42-47" },
  // Vitamin D: the three GWAS loci of 25-OH-D (Wang TJ et al., Lancet 2010). Modest effects, hence "low".
  { id: "gc_vitamin_d", area: "vitamin_d",
    genetic: { kind: "copies", gene: "GC", rsids: ["rs2282679"], patterns: [
      { all: [{ rsid: "rs2282679", copies: 2 }], level: "low", call: "rs2282679 GG" },
      { all: [{ rsid: "rs2282679", copies: 1 }], level: "low", call: "rs2282679 TG" }] },
    analyte: "vitamin_d_25oh", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Wang TJ et al., Lancet 2010;376:180-188 (GC, CYP2R1, DHCR7 and 25-hydroxyvitamin D)" },
  { id: "cyp2r1_vitamin_d", area: "vitamin_d",
    genetic: { kind: "copies", gene: "CYP2R1", rsids: ["rs10741657"], patterns: [
      { all: [{ rsid: "rs10741657", copies: 2 }], level: "low", call: "rs10741657 GG" }] },
    analyte: "vitamin_d_25oh", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Wang TJ et al., Lancet 2010;376:180-188" },
  { id: "dhcr7_vitamin_d", area: "vitamin_d",
    genetic: { kind: "copies", gene: "DHCR7/NADSYN1", rsids: ["rs12785878"], patterns: [
      { all: [{ rsid: "rs12785878", copies: 2 }], level: "low", call: "rs12785878 GG" }] },
    analyte: "vitamin_d_25oh", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m3", genetic: "m12" }, source: "Wang TJ et al., Lancet 2010;376:180-188" },
  // Coagulation: D-dimer is non-specific; the genotype changes how a raised value is weighed, not its direction.
  { id: "f5_f2_d_dimer", area: "coagulation", genetic: THROMBO, analyte: "d_dimer", expects: "context", noVariantAbnormal: "neutral",
    monitor: { abnormal: "once", genetic: "once" }, source: "Bertina RM et al., Nature 1994;369:64-67; Poort SR et al., Blood 1996;88:3698-3703; NICE NG158 (2020) venous thromboembolic diseases" },
  // Bilirubin: UGT1A1*28 (tagged by *80) homozygosity is the usual Gilbert genotype.
  { id: "ugt1a1_bilirubin_total", area: "bilirubin", genetic: { kind: "pgx_alleles", gene: "UGT1A1", reference: "*1", levels: ["none", "low", "high"] },
    analyte: "bilirubin_total", expects: "high", noVariantAbnormal: "contradicts",
    monitor: { abnormal: "m6", genetic: "once" }, source: "Bosma PJ et al., N Engl J Med 1995;333:1171-1175 (UGT1A1 promoter and Gilbert syndrome); CPIC UGT1A1 2016" },
  { id: "ugt1a1_bilirubin_indirect", area: "bilirubin", genetic: { kind: "pgx_alleles", gene: "UGT1A1", reference: "*1", levels: ["none", "low", "high"] },
    analyte: "bilirubin_indirect", expects: "high", noVariantAbnormal: "contradicts",
    monitor: { abnormal: "m6", genetic: "once" }, source: "Bosma PJ et al., N Engl J Med 1995;333:1171-1175; CPIC UGT1A1 2016" },
  // Liver fat.
  { id: "pnpla3_alt", area: "liver", genetic: PNPLA3, analyte: "alt", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m6", genetic: "m12" }, source: "Romeo S et al., Nat Genet 2008;40:1461-1465 (PNPLA3 I148M, liver fat and ALT)" },
  { id: "tm6sf2_alt", area: "liver",
    genetic: { kind: "copies", gene: "TM6SF2", rsids: ["rs58542926"], patterns: [
      { all: [{ rsid: "rs58542926", copies: 2 }], level: "low", call: "E167K homozygous" },
      { all: [{ rsid: "rs58542926", copies: 1 }], level: "low", call: "E167K heterozygous" }] },
    analyte: "alt", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "m6", genetic: "m12" }, source: "Kozlitina J et al., Nat Genet 2014;46:352-356 (TM6SF2 E167K, liver fat and ALT)" },
  // Coeliac disease: the tag covers HLA-DQ2.5 only, so its absence explains nothing (DQ8 is not tested).
  { id: "hla_dq25_ttg", area: "coeliac",
    genetic: { kind: "copies", gene: "HLA-DQA1", rsids: ["rs2187668"], patterns: [
      { all: [{ rsid: "rs2187668", copies: 2 }], level: "moderate", call: "DQ2.5 tag homozygous" },
      { all: [{ rsid: "rs2187668", copies: 1 }], level: "moderate", call: "DQ2.5 tag present" }] },
    analyte: "tissue_transglutaminase_iga", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "once", genetic: "once" }, source: "Monsuur AJ et al., PLoS One 2008;3:e2270 (HLA tag SNPs); ESsCD guideline, United European Gastroenterol J 2019;7:583-613" },
  // G6PD deficiency: haemolysis is episodic (medicines, infection, fava beans), so values between episodes are
  // usually normal — the genotype predicts the direction only when red cells are breaking down; a haemolytic picture
  // without a variant has many other causes (neutral). X-linked: two copies = hemizygous man or homozygous woman.
  { id: "g6pd_haptoglobin", area: "haemolysis", genetic: G6PD_SIGNAL, analyte: "haptoglobin", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "once", genetic: "once" }, source: G6PD_SOURCE },
  { id: "g6pd_ldh", area: "haemolysis", genetic: G6PD_SIGNAL, analyte: "ldh", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "once", genetic: "once" }, source: G6PD_SOURCE },
  { id: "g6pd_bilirubin_indirect", area: "haemolysis", genetic: G6PD_SIGNAL, analyte: "bilirubin_indirect", expects: "high", noVariantAbnormal: "neutral",
    monitor: { abnormal: "once", genetic: "once" }, source: G6PD_SOURCE },
  // Alpha-1 antitrypsin: the alpha-1 globulin band of protein electrophoresis is mostly AAT.
  { id: "serpina1_alpha1_band", area: "alpha1", genetic: SERPINA1, analyte: "spe_alpha1", expects: "low", noVariantAbnormal: "neutral",
    monitor: { abnormal: "once", genetic: "once" }, source: "ATS/ERS statement on alpha-1 antitrypsin deficiency, Am J Respir Crit Care Med 2003;168:818-900" },
];

/** Pharmacogenes ↔ the patient's medicines (the DNA report's CPIC actions; no analyte). */
export const MEDICATION_RULE = {
  id: "pgx_medications",
  area: "medication",
  source: "CPIC guidelines as cited per gene in the DNA report's pharmacogenomics entries",
} as const;
