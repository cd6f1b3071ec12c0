// eGFR from serum creatinine for the kidney safety rules when a lab printed creatinine but no eGFR. CKD-EPI 2021
// race-free equation (Inker LA et al., N Engl J Med 2021;385:1737-1749; KDIGO 2024 CKD guideline recommends it):
//   eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [female]
//   κ 0.7 (female) / 0.9 (male); α −0.241 (female) / −0.302 (male); Scr in mg/dL.
// Unknown sex is computed as female and unknown age as 50 years, which gives the lower (more cautious) estimate for
// the same creatinine in adults; the rules only ever tighten on a low eGFR.

/** Age used when none is known (with creatinine above κ, an older age would lower the estimate further). */
export const DEFAULT_EGFR_AGE = 50;

/** The CKD-EPI 2021 eGFR (mL/min/1.73 m²) for a serum creatinine in mg/dL. */
export function egfrCkdEpi2021(creatinineMgDl: number, age: number | undefined, sex: string | undefined): number {
  const female = sex !== "male";
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  const years = age !== undefined && age >= 18 ? age : DEFAULT_EGFR_AGE;
  return 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** years * (female ? 1.012 : 1);
}
