import type { AliasTable } from "../types";

/**
 * Lao: Lao-script names printed beside the English test names on lab reports in Laos (hospital and private-lab
 * printouts are bilingual; the English name, the abbreviation and the unit come first, the Lao name beside it).
 * English names and abbreviations are in the analyte records and are not repeated. Lao writes no spaces between
 * words inside a name. Conventions: "ເລືອດ" = blood, "ເມັດເລືອດ" = blood cell ("ແດງ" red, "ຂາວ" white), "ໃນ" = in
 * ("ໃນເລືອດ" in blood, "ໃນປັດສະວະ" in urine), "ນ້ຳຕານ" = sugar, "ທາດ" = substance/element. Names are given in
 * Unicode Lao; "ຳ" is folded with "ໍ" + "າ" by the matcher's Unicode normalisation. Left out: Lao transliterations
 * of chemistry loanwords (haemoglobin, cholesterol, creatinine, uric acid …), whose spelling varies from lab to lab
 * and could not be confirmed, and the differential, coagulation and hormone names, which Lao reports print in
 * English only.
 */
export const aliases: AliasTable = {
  // Blood count
  rbc: ["ເມັດເລືອດແດງ"],
  wbc: ["ເມັດເລືອດຂາວ"],
  platelets: ["ເກັດເລືອດ"],

  // Glucose
  glucose: ["ນ້ຳຕານໃນເລືອດ"],

  // Iron
  iron: ["ທາດເຫຼັກ"],

  // Blood group
  blood_group_abo: ["ກຸ່ມເລືອດ"],

  // Urine
  urine_glucose: ["ນ້ຳຕານໃນປັດສະວະ"],
  urine_rbc: ["ເມັດເລືອດແດງໃນປັດສະວະ"],
  urine_wbc: ["ເມັດເລືອດຂາວໃນປັດສະວະ"],
};
