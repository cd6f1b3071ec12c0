// Public API of the derived-index knowledge: index definitions and PhenoAge.
export { INDEX_DEFINITIONS } from "./definitions";
export { computeIndices, computeIndex, bandOf, type ComputedIndex } from "./compute-indices";
export { BANDS, type Band, type IndexValues, type IndexDefinition, type SexOfPatient } from "./types";
export {
  phenoAge,
  PHENOAGE_INPUT_KEYS,
  PHENOAGE_UNITS,
  PHENOAGE_COEFFICIENTS,
  CRP_FLOOR_MG_DL,
  type PhenoAgeInputs,
  type PhenoAgeInputKey,
  type PhenoAgeResult,
} from "./phenoage";
