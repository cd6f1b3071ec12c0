// Human chorionic gonadotropin, the pregnancy hormone, in serum (quantitative) and urine (qualitative).
import type { Analyte } from "../../types";

export const hcg: Analyte[] = [
  {
    id: "hcg_beta",
    loinc: ["21198-7", "19080-1", "83086-9"],
    shortName: "β-hCG",
    longName: "Human chorionic gonadotropin (beta)",
    category: "sex_hormones",
    valueType: "quantitative",
    specimen: "serum",
    unit: "m[IU]/mL",
    alternateUnits: [{ ucum: "[IU]/L", factor: 1 }],
    ranges: [
      { sex: "female", ageMin: 18, ageMax: 50, low: null, high: 5.3 },
      { sex: "female", ageMin: 50, low: null, high: 8.3 },
      { sex: "male", ageMin: 18, low: null, high: 2.6 },
    ],
    rangeSource: "Roche Elecsys HCG+β: non-pregnant premenopausal women < 5.3, postmenopausal < 8.3, men < 2.6 mIU/mL",
    regions: ["reproductive"],
    aliases: {
      en: ["Beta hCG", "β-hCG", "Beta-HCG", "hCG", "HCG, quantitative", "Serum hCG", "Human chorionic gonadotropin", "Human chorionic gonadotrophin", "Total beta hCG", "Pregnancy test, serum quantitative", "HCG+beta"],
    },
    abbreviations: ["β-hCG", "b-hCG", "bHCG", "HCG", "hCG", "BHCG", "TBHCG"],
    ocrVariants: ["B-HCG", "ß-hCG", "Beta HCG", "hC G"],
    unitHints: ["m[IU]/mL", "[IU]/L"],
    shortDescription: "The pregnancy hormone made by the placenta.",
    longDescription:
      "hCG is produced by the placenta soon after implantation and roughly doubles every two days in early pregnancy. Outside pregnancy it is very low; values above the cut-off mean pregnancy until proven otherwise, and rarely a germ-cell or trophoblastic tumour. A slowly rising or falling level in early pregnancy can signal a pregnancy outside the womb or a miscarriage.",
    routine: false,
  },
  {
    id: "urine_hcg",
    loinc: ["2106-3", "2112-1"],
    shortName: "UPT",
    longName: "Pregnancy test (urine hCG)",
    category: "sex_hormones",
    valueType: "binary",
    specimen: "urine",
    unit: "",
    alternateUnits: [],
    ranges: [],
    rangeSource: "Qualitative immunoassay; a positive result means hCG above the device's detection limit (typically 20-25 mIU/mL)",
    qualitative: {
      normal: ["negative", "neg", "not detected", "non-reactive"],
      abnormal: ["positive", "pos", "detected", "reactive", "weakly positive", "faint positive", "equivocal", "indeterminate"],
    },
    regions: ["reproductive"],
    aliases: {
      en: ["Urine pregnancy test", "Pregnancy test, urine", "Urine hCG", "hCG, urine", "HCG urine qualitative", "Urine beta hCG", "UPT", "Pregnancy test"],
    },
    abbreviations: ["UPT", "U-hCG", "UHCG"],
    ocrVariants: ["Urine hC G", "Pregnancy tes t"],
    shortDescription: "A urine test for the pregnancy hormone hCG.",
    longDescription:
      "The urine pregnancy test detects hCG, which the placenta makes from about the time of a missed period. A positive result almost always means pregnancy; very early testing or dilute urine can give a false negative. It is flagged here because it changes clinical decisions such as imaging and medicines.",
    routine: false,
  },
];
