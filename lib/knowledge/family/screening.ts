// Preventive-care start ages as DATA: the general-population start age of each screening and the tiers by
// which a family history moves it earlier, each with its guideline. The timeline builder takes the earliest
// start that applies to the patient.
import type { OnsetLimit } from "./rules";

export type FamilyStart =
  | { now: true; minAge?: number }
  | { age: number }
  /** 10 years before the youngest affected relative's diagnosis, but no later than `atMost` and no earlier than `atLeast`. */
  | { beforeYoungest: number; atMost: number; atLeast: number };

export interface FamilyTier {
  conditions: string[];
  degrees: (1 | 2)[];
  minCount: number;
  onsetBelow?: OnsetLimit;
  start: FamilyStart;
  /** Years between screenings; null = once or as the specialist decides. */
  intervalYears: number | null;
  source: string;
}

export interface ScreeningRow {
  id: string;
  /** Only for patients of this sex ("other" gets both sex-specific rows, for the clinician to judge). */
  sex?: "male" | "female";
  standard?: { age: number; intervalYears: number | null; onlySmokers?: boolean; source: string };
  family: FamilyTier[];
}

const FIRST: (1 | 2)[] = [1];
const CLOSE: (1 | 2)[] = [1, 2];

export const SCREENINGS: readonly ScreeningRow[] = [
  {
    id: "colonoscopy",
    standard: { age: 45, intervalYears: 10, source: "USPSTF 2021 colorectal cancer screening (average risk from 45)" },
    family: [
      { conditions: ["colorectal_cancer"], degrees: FIRST, minCount: 1, start: { beforeYoungest: 10, atMost: 40, atLeast: 20 }, intervalYears: 5, source: "US Multi-Society Task Force 2017 / ACG 2021: colonoscopy from 40 or 10 years before the youngest affected first-degree relative, every 5 years" },
    ],
  },
  {
    id: "breast_imaging",
    sex: "female",
    standard: { age: 40, intervalYears: 2, source: "USPSTF 2024 breast cancer screening (biennial mammography from 40)" },
    family: [
      { conditions: ["breast_cancer", "ovarian_cancer"], degrees: CLOSE, minCount: 1, start: { beforeYoungest: 10, atMost: 40, atLeast: 30 }, intervalYears: 1, source: "ACR 2023 higher-than-average-risk breast screening: annual from 10 years before the youngest affected relative's diagnosis, not before 30" },
    ],
  },
  {
    id: "lipid_profile",
    standard: { age: 20, intervalYears: 5, source: "2018 AHA/ACC cholesterol guideline (adults from 20, every 4–6 years)" },
    family: [
      { conditions: ["coronary_artery_disease", "stroke", "peripheral_artery_disease", "familial_hypercholesterolaemia", "hypercholesterolaemia"], degrees: FIRST, minCount: 1, start: { now: true }, intervalYears: 1, source: "2018 AHA/ACC cholesterol guideline: family history of premature ASCVD or hypercholesterolaemia prompts lipid testing and cascade screening" },
    ],
  },
  {
    id: "diabetes_screening",
    standard: { age: 35, intervalYears: 3, source: "ADA Standards of Care 2024 (test from 35, every 3 years)" },
    family: [
      { conditions: ["type2_diabetes"], degrees: FIRST, minCount: 1, start: { now: true, minAge: 18 }, intervalYears: 3, source: "ADA Standards of Care 2024: adults of any age with overweight and a first-degree relative with diabetes" },
    ],
  },
  {
    id: "aaa_ultrasound",
    standard: { age: 65, intervalYears: null, onlySmokers: true, source: "USPSTF 2019: one-time ultrasound, men 65–75 who ever smoked" },
    family: [
      { conditions: ["abdominal_aortic_aneurysm"], degrees: FIRST, minCount: 1, start: { age: 65 }, intervalYears: null, source: "SVS 2018 AAA guideline: one-time ultrasound 65–75 with a first-degree relative with AAA" },
    ],
  },
  {
    id: "aortic_imaging",
    family: [
      { conditions: ["thoracic_aortic_disease"], degrees: FIRST, minCount: 1, start: { now: true }, intervalYears: 5, source: "2022 ACC/AHA aortic disease guideline: aortic imaging of first-degree relatives" },
    ],
  },
  {
    id: "intracranial_imaging",
    family: [
      { conditions: ["intracranial_aneurysm"], degrees: FIRST, minCount: 2, start: { now: true, minAge: 20 }, intervalYears: 5, source: "AHA/ASA 2015 unruptured intracranial aneurysm guideline: screening with ≥ 2 affected first-degree relatives" },
    ],
  },
  {
    id: "psa_discussion",
    sex: "male",
    standard: { age: 55, intervalYears: 2, source: "USPSTF 2018 prostate cancer screening (shared decision 55–69)" },
    family: [
      { conditions: ["prostate_cancer"], degrees: FIRST, minCount: 2, start: { age: 40 }, intervalYears: 2, source: "American Cancer Society: discussion from 40 with more than one first-degree relative diagnosed early" },
      { conditions: ["prostate_cancer"], degrees: FIRST, minCount: 1, onsetBelow: 65, start: { age: 45 }, intervalYears: 2, source: "American Cancer Society: discussion from 45 with a first-degree relative diagnosed < 65" },
    ],
  },
  {
    id: "cardiac_evaluation",
    family: [
      { conditions: ["sudden_cardiac_death"], degrees: CLOSE, minCount: 1, onsetBelow: 50, start: { now: true }, intervalYears: 3, source: "2022 ESC ventricular arrhythmia / SCD guideline: ECG and echocardiography of relatives of young sudden death victims" },
      { conditions: ["cardiomyopathy", "inherited_arrhythmia"], degrees: FIRST, minCount: 1, start: { now: true }, intervalYears: 3, source: "2023 ESC cardiomyopathy guideline: clinical screening of first-degree relatives every 1–5 years" },
    ],
  },
  {
    id: "iron_studies",
    family: [
      { conditions: ["hereditary_haemochromatosis"], degrees: FIRST, minCount: 1, start: { now: true, minAge: 18 }, intervalYears: null, source: "EASL 2022 haemochromatosis guideline: transferrin saturation, ferritin and HFE testing of adult first-degree relatives" },
    ],
  },
  {
    id: "kidney_ultrasound",
    family: [
      { conditions: ["polycystic_kidney_disease"], degrees: FIRST, minCount: 1, start: { now: true, minAge: 18 }, intervalYears: null, source: "KDIGO 2025 ADPKD guideline: kidney imaging of at-risk adult relatives after counselling" },
    ],
  },
];
