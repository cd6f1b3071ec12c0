// Part B of the analyte knowledge base: endocrine, inflammation, cardiac, pancreas, proteins, immunology,
// tumour markers, urinalysis, stool and serology. The loader merges it with part A.
import type { Analyte } from "../../types";
import { adrenalPituitary } from "./adrenal-pituitary";
import { cardiac } from "./cardiac";
import { hcg } from "./hcg";
import { immunology } from "./immunology";
import { inflammation } from "./inflammation";
import { pancreas } from "./pancreas";
import { proteins } from "./proteins";
import { serologyHepatitisSti } from "./serology-hepatitis-sti";
import { serologyImmunity } from "./serology-immunity";
import { sexHormones } from "./sex-hormones";
import { thyroid } from "./thyroid";
import { tumourMarkers } from "./tumour-markers";
import { urinalysis } from "./urinalysis";
import { urineChemistry } from "./urine-chemistry";
import { urineMicroscopy } from "./urine-microscopy";

export const partB: Analyte[] = [
  ...thyroid,
  ...adrenalPituitary,
  ...sexHormones,
  ...hcg,
  ...inflammation,
  ...cardiac,
  ...pancreas,
  ...proteins,
  ...immunology,
  ...tumourMarkers,
  ...urinalysis,
  ...urineMicroscopy,
  ...urineChemistry,
  ...serologyHepatitisSti,
  ...serologyImmunity,
];
