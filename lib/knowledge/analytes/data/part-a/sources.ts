// Source strings shared by the part-A analyte data files, so each citation is spelled once.

/** Mayo Clinic Laboratories test catalog (adult reference values as published per test). */
export const MAYO = "Mayo Clinic Laboratories test catalog (adult reference values)";
/** Dacie and Lewis adult haematology normal ranges. */
export const DACIE = "Dacie and Lewis Practical Haematology, 12th ed. (adult normal ranges)";
/** Paediatric haematology: mean ± 2 SD table of Dallman & Siimes as reproduced in the standard texts. */
export const PEDS_HEME =
  "Nathan and Oski's Hematology of Infancy and Childhood (Dallman & Siimes, mean ± 2 SD); Harriet Lane Handbook";
/** Critical limits: the US survey of critical limits, rounded as most hospital lists print them. */
export const KOST =
  "Kost GJ, Critical limits for urgent clinician notification at US medical centers (JAMA 1990;263:704-7) and later surveys; rounded values of common hospital critical-value lists";
/** NCEP ATP III lipid classification (desirable / optimal cut-offs). */
export const NCEP = "NCEP Adult Treatment Panel III (2002) lipid classification";
/** ADA diagnostic thresholds. */
export const ADA = "American Diabetes Association, Standards of Care in Diabetes (2024), diagnostic criteria";
/** UK Pathology Harmony adult reference intervals. */
export const HARMONY = "UK Pathology Harmony adult reference intervals (2011 report)";
/** Tietz clinical guide. */
export const TIETZ = "Tietz Clinical Guide to Laboratory Tests, 4th ed.";
