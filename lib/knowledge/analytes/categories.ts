// One English display label per analyte category (the contract's `category` field shows labels such as
// "Complete Blood Count" and "Lipid Panel"). Lines that match no analyte get OTHER_CATEGORY_LABEL.
import { ANALYTE_CATEGORIES, type AnalyteCategory } from "./types";
import { foldText } from "./normalize-name";

export const CATEGORY_LABELS: Record<AnalyteCategory, string> = {
  hematology: "Complete Blood Count",
  white_cell_differential: "White Blood Cell Differential",
  coagulation: "Coagulation",
  glucose_metabolism: "Glucose Metabolism",
  lipids: "Lipid Panel",
  liver: "Liver Function",
  kidney: "Kidney Function",
  electrolytes: "Electrolytes",
  minerals_trace_elements: "Minerals and Trace Elements",
  iron_status: "Iron Status",
  vitamins: "Vitamins",
  thyroid: "Thyroid Function",
  adrenal_pituitary: "Adrenal and Pituitary Hormones",
  sex_hormones: "Sex Hormones",
  inflammation: "Inflammation Markers",
  cardiac: "Cardiac Markers",
  pancreas: "Pancreatic Enzymes",
  proteins: "Proteins",
  immunology: "Immunology",
  tumour_markers: "Tumor Markers",
  urinalysis: "Urinalysis",
  serology: "Serology (Infectious Diseases)",
  blood_gas: "Blood Gases",
};

/** Label of lines that match no analyte. */
export const OTHER_CATEGORY_LABEL = "Other";

/** The display label of a category. */
export function categoryLabel(category: AnalyteCategory): string {
  return CATEGORY_LABELS[category];
}

const BY_FOLDED_LABEL = new Map<string, AnalyteCategory>();
for (const category of ANALYTE_CATEGORIES) {
  BY_FOLDED_LABEL.set(foldText(CATEGORY_LABELS[category]), category);
  BY_FOLDED_LABEL.set(foldText(category.replace(/_/g, " ")), category);
}

/**
 * The category a label or key names ("Lipid Panel", "lipids", "white cell differential"), or null. Requests that
 * send a category for an unknown parameter (body map) use it as a fallback.
 */
export function findCategory(labelOrKey: string): AnalyteCategory | null {
  return BY_FOLDED_LABEL.get(foldText(labelOrKey.replace(/_/g, " ")).trim()) ?? null;
}
