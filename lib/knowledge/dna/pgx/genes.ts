// Pharmacogenes as data: the tested star alleles (each defined here by one panel variant), their CPIC function
// value, how a diplotype becomes a phenotype, and the CPIC-style action per drug group. Actions never carry a
// dose: "reduced_start" means the guideline lowers the starting dose and the prescriber sets it.
// Sources: CPIC guidelines named per gene (PMIDs), allele functions from the CPIC allele functionality tables.

export type PgxPhenotype =
  | "poor_metabolizer" | "intermediate_metabolizer" | "normal_metabolizer" | "rapid_metabolizer"
  | "ultrarapid_metabolizer" | "normal_function" | "decreased_function" | "poor_function" | "indeterminate"
  | "vkorc1_normal" | "vkorc1_increased" | "vkorc1_high" | "ifnl3_favourable" | "ifnl3_unfavourable";

export type PgxAction =
  | "standard" | "alternative" | "avoid" | "reduced_start" | "increased_start" | "algorithm" | "response_lower" | "confirm";

export interface PgxAllele {
  /** Star-allele (or variant) name. */
  name: string;
  rsid: string;
  /** CPIC activity value of this allele: 1 normal, 0.5 decreased, 0 no function, 1.5 increased. */
  value: number;
  /** Longer label for the list of tested alleles when the short name hides what was tested. */
  label?: string;
}

export interface DrugAction {
  drugs: readonly string[];
  action: PgxAction;
}

export interface PgxGene {
  gene: string;
  source: string;
  /** Name of the allele carrying none of the tested variants. */
  reference: string;
  alleles: readonly PgxAllele[];
  /** Phenotype from the two allele values of the diplotype (unphased: tested variants assumed in trans). */
  phenotype: (values: readonly [number, number]) => PgxPhenotype;
  actions: Partial<Record<PgxPhenotype, readonly DrugAction[]>>;
  /** Actions that depend on the exact activity score rather than the phenotype band (CYP2C9 AS 1.5 vs 1). */
  actionsForScore?: (score: number) => readonly DrugAction[] | undefined;
  /** Phenotypes with a risk of severe, possibly fatal toxicity: listed as red flags. */
  severe: readonly PgxPhenotype[];
  /** CPIC activity score (sum of allele values) is reported for these genes. */
  activityScore?: boolean;
  /**
   * Two tested variants that, when both are found unphased, lie on one copy far more often than on two, so one of
   * each is read together as the named haplotype (TPMT *3B + *3C = *3A; CYP2B6 c.516T + c.785G = *6).
   */
  cis?: readonly CisRule[];
}

export interface CisRule {
  first: string;
  second: string;
  /** Name of the haplotype the pair forms (may be `first` itself). */
  as: string;
  value: number;
}

const byCount = (values: readonly [number, number]): number => values.filter((v) => v < 1).length;
const threeStep = (normal: PgxPhenotype, one: PgxPhenotype, two: PgxPhenotype) => (v: readonly [number, number]) =>
  [normal, one, two][byCount(v)] ?? "indeterminate";

const CYP2C19_SSRI = ["citalopram", "escitalopram"] as const;
const CYP2C19_PPI = ["omeprazole", "lansoprazole", "pantoprazole"] as const;
const NSAIDS = ["celecoxib", "flurbiprofen", "ibuprofen", "lornoxicam", "meloxicam", "piroxicam"] as const;
const THIOPURINES = ["azathioprine", "mercaptopurine", "thioguanine"] as const;
const FLUOROPYRIMIDINES = ["fluorouracil", "capecitabine", "tegafur"] as const;

export const PGX_GENES: readonly PgxGene[] = [
  {
    gene: "CYP2C19", reference: "*1",
    source: "CPIC clopidogrel 2022 (PMID 35034351), SSRIs 2023 (PMID 37032427), PPIs 2020 (PMID 32770672)",
    alleles: [
      { name: "*2", rsid: "rs4244285", value: 0 }, { name: "*3", rsid: "rs4986893", value: 0 }, { name: "*4", rsid: "rs28399504", value: 0 },
      { name: "*5", rsid: "rs56337013", value: 0 }, { name: "*6", rsid: "rs72552267", value: 0 }, { name: "*7", rsid: "rs72558186", value: 0 },
      { name: "*8", rsid: "rs41291556", value: 0 }, { name: "*17", rsid: "rs12248560", value: 1.5 },
    ],
    phenotype: ([a, b]) => {
      const none = [a, b].filter((v) => v === 0).length;
      const inc = [a, b].filter((v) => v > 1).length;
      if (none === 2) return "poor_metabolizer";
      if (none === 1) return "intermediate_metabolizer";
      if (inc === 2) return "ultrarapid_metabolizer";
      return inc === 1 ? "rapid_metabolizer" : "normal_metabolizer";
    },
    actions: {
      ultrarapid_metabolizer: [{ drugs: ["clopidogrel"], action: "standard" }, { drugs: CYP2C19_SSRI, action: "alternative" }, { drugs: CYP2C19_PPI, action: "increased_start" }, { drugs: ["voriconazole"], action: "alternative" }],
      rapid_metabolizer: [{ drugs: ["clopidogrel", ...CYP2C19_SSRI], action: "standard" }, { drugs: CYP2C19_PPI, action: "increased_start" }, { drugs: ["voriconazole"], action: "alternative" }],
      normal_metabolizer: [{ drugs: ["clopidogrel", ...CYP2C19_SSRI, ...CYP2C19_PPI, "voriconazole"], action: "standard" }],
      intermediate_metabolizer: [{ drugs: ["clopidogrel"], action: "alternative" }, { drugs: [...CYP2C19_SSRI, ...CYP2C19_PPI, "voriconazole"], action: "standard" }],
      poor_metabolizer: [{ drugs: ["clopidogrel"], action: "avoid" }, { drugs: [...CYP2C19_SSRI, ...CYP2C19_PPI], action: "reduced_start" }, { drugs: ["voriconazole"], action: "alternative" }],
    },
    severe: [],
  },
  {
    gene: "CYP2C9", reference: "*1", activityScore: true,
    source: "CPIC warfarin 2017 (PMID 28198005), NSAIDs 2020 (PMID 32189324), phenytoin 2020 (PMID 32779747)",
    alleles: [
      { name: "*2", rsid: "rs1799853", value: 0.5 }, { name: "*3", rsid: "rs1057910", value: 0 }, { name: "*4", rsid: "rs56165452", value: 0.5 },
      { name: "*5", rsid: "rs28371686", value: 0.5 },
      { name: "*8", rsid: "rs7900194", value: 0.5 }, { name: "*11", rsid: "rs28371685", value: 0.5 }, { name: "*12", rsid: "rs9332239", value: 0.5 },
      { name: "*13", rsid: "rs72558187", value: 0 }, { name: "*15", rsid: "rs72558190", value: 0 },
      { name: "*16", rsid: "rs72558192", value: 0.5 }, { name: "*29", rsid: "rs182132442", value: 0.5 },
      { name: "*31", rsid: "rs57505750", value: 0.5 }, { name: "*33", rsid: "rs200183364", value: 0 },
      { name: "*42", rsid: "rs12414460", value: 0 },
    ],
    phenotype: ([a, b]) => (a + b >= 2 ? "normal_metabolizer" : a + b >= 1 ? "intermediate_metabolizer" : "poor_metabolizer"),
    actions: {
      normal_metabolizer: [{ drugs: [...NSAIDS, "phenytoin"], action: "standard" }, { drugs: ["warfarin"], action: "algorithm" }],
      intermediate_metabolizer: [{ drugs: NSAIDS, action: "reduced_start" }, { drugs: ["phenytoin"], action: "reduced_start" }, { drugs: ["warfarin"], action: "algorithm" }],
      poor_metabolizer: [{ drugs: NSAIDS, action: "alternative" }, { drugs: ["phenytoin"], action: "reduced_start" }, { drugs: ["warfarin"], action: "algorithm" }],
    },
    // CPIC NSAIDs: activity score 1.5 keeps the usual starting dose; 1 starts at the lowest one.
    actionsForScore: (score) =>
      score === 1.5
        ? [{ drugs: NSAIDS, action: "standard" }, { drugs: ["phenytoin"], action: "reduced_start" }, { drugs: ["warfarin"], action: "algorithm" }]
        : undefined,
    severe: [],
  },
  {
    gene: "VKORC1", reference: "-1639G",
    source: "CPIC warfarin 2017 (PMID 28198005)",
    alleles: [{ name: "-1639A", rsid: "rs9923231", value: 0.5, label: "VKORC1 c.-1639G>A" }],
    phenotype: threeStep("vkorc1_normal", "vkorc1_increased", "vkorc1_high"),
    actions: {
      vkorc1_normal: [{ drugs: ["warfarin"], action: "algorithm" }],
      vkorc1_increased: [{ drugs: ["warfarin"], action: "algorithm" }],
      vkorc1_high: [{ drugs: ["warfarin"], action: "algorithm" }],
    },
    severe: [],
  },
  {
    gene: "CYP4F2", reference: "*1",
    source: "CPIC warfarin 2017 (PMID 28198005)",
    alleles: [{ name: "*3", rsid: "rs2108622", value: 0.5 }],
    phenotype: threeStep("normal_function", "decreased_function", "decreased_function"),
    actions: {
      normal_function: [{ drugs: ["warfarin"], action: "algorithm" }],
      decreased_function: [{ drugs: ["warfarin"], action: "algorithm" }],
    },
    severe: [],
  },
  {
    gene: "SLCO1B1", reference: "c.521T",
    source: "CPIC statins 2022 (PMID 35152405)",
    alleles: [{ name: "c.521C", rsid: "rs4149056", value: 0.5, label: "c.521T>C (*5, *15)" }],
    phenotype: threeStep("normal_function", "decreased_function", "poor_function"),
    actions: {
      normal_function: [{ drugs: ["simvastatin", "atorvastatin", "rosuvastatin", "pravastatin", "pitavastatin", "lovastatin", "fluvastatin"], action: "standard" }],
      decreased_function: [{ drugs: ["simvastatin", "lovastatin"], action: "alternative" }, { drugs: ["atorvastatin", "rosuvastatin", "pravastatin", "pitavastatin"], action: "reduced_start" }, { drugs: ["fluvastatin"], action: "standard" }],
      poor_function: [{ drugs: ["simvastatin", "lovastatin"], action: "avoid" }, { drugs: ["atorvastatin", "rosuvastatin", "pravastatin", "pitavastatin", "fluvastatin"], action: "reduced_start" }],
    },
    severe: [],
  },
  {
    gene: "ABCG2", reference: "c.421C",
    source: "CPIC statins 2022 (PMID 35152405)",
    alleles: [{ name: "c.421A", rsid: "rs2231142", value: 0.5, label: "c.421C>A (Q141K)" }],
    phenotype: threeStep("normal_function", "decreased_function", "poor_function"),
    actions: {
      normal_function: [{ drugs: ["rosuvastatin"], action: "standard" }],
      decreased_function: [{ drugs: ["rosuvastatin"], action: "standard" }],
      poor_function: [{ drugs: ["rosuvastatin"], action: "reduced_start" }],
    },
    severe: [],
  },
  {
    gene: "DPYD", reference: "*1", activityScore: true,
    source: "CPIC fluoropyrimidines 2017, 2024 update (PMID 29152729)",
    alleles: [
      { name: "*2A", rsid: "rs3918290", value: 0 }, { name: "*13", rsid: "rs55886062", value: 0 },
      { name: "c.2846A>T", rsid: "rs67376798", value: 0.5 }, { name: "HapB3", rsid: "rs75017182", value: 0.5 },
      { name: "c.557A>G", rsid: "rs115232898", value: 0.5 }, { name: "*8", rsid: "rs1801266", value: 0, label: "*8 (c.703C>T)" },
      { name: "c.868A>G", rsid: "rs146356975", value: 0.5 }, { name: "*12", rsid: "rs78060119", value: 0, label: "*12 (c.1156G>T)" },
      { name: "*10", rsid: "rs1801268", value: 0, label: "*10 (c.2983G>T)" },
      // Rare CPIC-defined alleles (whole-genome VCF uploads).
      { name: "c.61C>T", rsid: "rs72549310", value: 0 }, { name: "c.601A>C", rsid: "rs72549308", value: 0 },
      { name: "c.632A>G", rsid: "rs72549307", value: 0 }, { name: "c.1024G>A", rsid: "rs183385770", value: 0 },
      { name: "c.1057C>T", rsid: "rs143154602", value: 0 }, { name: "c.1314T>G", rsid: "rs186169810", value: 0.5 },
      { name: "c.1475C>T", rsid: "rs72549304", value: 0 }, { name: "c.1484A>G", rsid: "rs111858276", value: 0 },
      { name: "c.1774C>T", rsid: "rs59086055", value: 0 }, { name: "c.1775G>A", rsid: "rs138616379", value: 0 },
      { name: "c.1777G>A", rsid: "rs145773863", value: 0 }, { name: "c.2021G>A", rsid: "rs137999090", value: 0 },
      { name: "c.2279C>T", rsid: "rs112766203", value: 0.5 }, { name: "c.2639G>T", rsid: "rs55674432", value: 0 },
      { name: "c.2872A>G", rsid: "rs141044036", value: 0 }, { name: "c.2933A>G", rsid: "rs72547601", value: 0 },
    ],
    phenotype: ([a, b]) => (a + b >= 2 ? "normal_metabolizer" : a + b >= 1 ? "intermediate_metabolizer" : "poor_metabolizer"),
    actions: {
      normal_metabolizer: [{ drugs: FLUOROPYRIMIDINES, action: "standard" }],
      intermediate_metabolizer: [{ drugs: FLUOROPYRIMIDINES, action: "reduced_start" }],
      poor_metabolizer: [{ drugs: FLUOROPYRIMIDINES, action: "avoid" }],
    },
    severe: ["intermediate_metabolizer", "poor_metabolizer"],
  },
  {
    gene: "TPMT", reference: "*1",
    source: "CPIC thiopurines 2018 (PMID 30447069)",
    alleles: [
      { name: "*2", rsid: "rs1800462", value: 0 }, { name: "*3B", rsid: "rs1800460", value: 0 }, { name: "*3C", rsid: "rs1142345", value: 0 },
      { name: "*4", rsid: "rs1800584", value: 0 }, { name: "*11", rsid: "rs72552738", value: 0 },
      { name: "*14", rsid: "rs9333569", value: 0 }, { name: "*15", rsid: "rs9333570", value: 0 },
      { name: "*23", rsid: "rs74423290", value: 0 }, { name: "*29", rsid: "rs267607275", value: 0 },
    ],
    cis: [{ first: "*3B", second: "*3C", as: "*3A", value: 0 }],
    phenotype: threeStep("normal_metabolizer", "intermediate_metabolizer", "poor_metabolizer"),
    actions: {
      normal_metabolizer: [{ drugs: THIOPURINES, action: "standard" }],
      intermediate_metabolizer: [{ drugs: THIOPURINES, action: "reduced_start" }],
      poor_metabolizer: [{ drugs: THIOPURINES, action: "alternative" }],
    },
    severe: ["poor_metabolizer"],
  },
  {
    gene: "NUDT15", reference: "*1",
    source: "CPIC thiopurines 2018 (PMID 30447069)",
    alleles: [{ name: "*3", rsid: "rs116855232", value: 0, label: "*3 or *2 (c.415C>T)" }],
    phenotype: threeStep("normal_metabolizer", "intermediate_metabolizer", "poor_metabolizer"),
    actions: {
      normal_metabolizer: [{ drugs: THIOPURINES, action: "standard" }],
      intermediate_metabolizer: [{ drugs: THIOPURINES, action: "reduced_start" }],
      poor_metabolizer: [{ drugs: THIOPURINES, action: "alternative" }],
    },
    severe: ["poor_metabolizer"],
  },
  {
    gene: "CYP3A5", reference: "*1",
    source: "CPIC tacrolimus 2015 (PMID 25801146)",
    alleles: [{ name: "*3", rsid: "rs776746", value: 0 }, { name: "*6", rsid: "rs10264272", value: 0 }],
    phenotype: threeStep("normal_metabolizer", "intermediate_metabolizer", "poor_metabolizer"),
    actions: {
      normal_metabolizer: [{ drugs: ["tacrolimus"], action: "increased_start" }],
      intermediate_metabolizer: [{ drugs: ["tacrolimus"], action: "increased_start" }],
      poor_metabolizer: [{ drugs: ["tacrolimus"], action: "standard" }],
    },
    severe: [],
  },
  {
    gene: "UGT1A1", reference: "*1",
    source: "CPIC atazanavir 2016 (PMID 26417955)",
    alleles: [
      { name: "*80", rsid: "rs887829", value: 0.5, label: "*80 (tags *28, *37)" }, { name: "*6", rsid: "rs4148323", value: 0.5 },
      { name: "*27", rsid: "rs35350960", value: 0.5 },
    ],
    phenotype: threeStep("normal_metabolizer", "intermediate_metabolizer", "poor_metabolizer"),
    actions: {
      normal_metabolizer: [{ drugs: ["atazanavir"], action: "standard" }],
      intermediate_metabolizer: [{ drugs: ["atazanavir"], action: "standard" }],
      poor_metabolizer: [{ drugs: ["atazanavir"], action: "alternative" }],
    },
    severe: [],
  },
  {
    gene: "CYP2B6", reference: "*1",
    source: "CPIC efavirenz 2019 (PMID 31006110)",
    alleles: [
      { name: "*6", rsid: "rs3745274", value: 0.5, label: "*6 or *9 (c.516G>T)" }, { name: "*18", rsid: "rs28399499", value: 0 },
      { name: "*4", rsid: "rs2279343", value: 1.5, label: "*4 (c.785A>G; with c.516G>T: *6)" },
      { name: "*12", rsid: "rs36060847", value: 0 },
    ],
    // *6 carries both c.516T and c.785G; c.785G alone is *4 (increased function), c.516T alone *9 (decreased, as *6).
    cis: [{ first: "*6", second: "*4", as: "*6", value: 0.5 }],
    // CPIC 2019: two decreased/no-function alleles PM, one IM; otherwise increased-function copies make RM/UM.
    phenotype: ([a, b]) => {
      const reduced = [a, b].filter((v) => v < 1).length;
      const increased = [a, b].filter((v) => v > 1).length;
      if (reduced === 2) return "poor_metabolizer";
      if (reduced === 1) return "intermediate_metabolizer";
      return increased === 2 ? "ultrarapid_metabolizer" : increased === 1 ? "rapid_metabolizer" : "normal_metabolizer";
    },
    actions: {
      ultrarapid_metabolizer: [{ drugs: ["efavirenz"], action: "standard" }],
      rapid_metabolizer: [{ drugs: ["efavirenz"], action: "standard" }],
      normal_metabolizer: [{ drugs: ["efavirenz"], action: "standard" }],
      intermediate_metabolizer: [{ drugs: ["efavirenz"], action: "reduced_start" }],
      poor_metabolizer: [{ drugs: ["efavirenz"], action: "reduced_start" }],
    },
    severe: [],
  },
  {
    gene: "IFNL3", reference: "C",
    source: "CPIC peginterferon alfa/ribavirin 2014 (PMID 24096968)",
    alleles: [{ name: "T", rsid: "rs12979860", value: 0.5, label: "rs12979860 T" }],
    phenotype: (v) => (byCount(v) === 0 ? "ifnl3_favourable" : "ifnl3_unfavourable"),
    actions: {
      ifnl3_favourable: [{ drugs: ["peginterferon alfa with ribavirin"], action: "standard" }],
      ifnl3_unfavourable: [{ drugs: ["peginterferon alfa with ribavirin"], action: "response_lower" }],
    },
    severe: [],
  },
];
