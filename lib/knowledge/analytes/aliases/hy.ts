import type { AliasTable } from "../types";

/**
 * Armenian: names printed on Armenian clinic and private-lab reports (Yerevan networks print the Armenian name with
 * the Latin abbreviation in brackets, "Հեմոգլոբին (HGB)"; the abbreviations live in the analyte records). Cell
 * names are plurals ("-ներ"); ESR is "ԷՆԱ" (էրիթրոցիտների նստեցման արագություն).
 */
export const aliases: AliasTable = {
  hemoglobin: ["Հեմոգլոբին"],
  hematocrit: ["Հեմատոկրիտ"],
  rbc: ["Էրիթրոցիտներ"],
  wbc: ["Լեյկոցիտներ"],
  platelets: ["Թրոմբոցիտներ"],
  esr: ["ԷՆԱ", "Էրիթրոցիտների նստեցման արագություն"],
  neutrophils_pct: ["Նեյտրոֆիլներ", "Նեյտրոֆիլներ %"],
  neutrophils_abs: ["Նեյտրոֆիլներ", "Նեյտրոֆիլներ #"],
  lymphocytes_pct: ["Լիմֆոցիտներ", "Լիմֆոցիտներ %"],
  lymphocytes_abs: ["Լիմֆոցիտներ", "Լիմֆոցիտներ #"],
  monocytes_pct: ["Մոնոցիտներ", "Մոնոցիտներ %"],
  monocytes_abs: ["Մոնոցիտներ", "Մոնոցիտներ #"],
  eosinophils_pct: ["Էոզինոֆիլներ", "Էոզինոֆիլներ %"],
  eosinophils_abs: ["Էոզինոֆիլներ", "Էոզինոֆիլներ #"],
  basophils_pct: ["Բազոֆիլներ", "Բազոֆիլներ %"],
  basophils_abs: ["Բազոֆիլներ", "Բազոֆիլներ #"],
  pt_seconds: ["Պրոթրոմբինային ժամանակ"],
  inr: ["ՄՆՀ", "Միջազգային նորմալացված հարաբերություն"],
  aptt: ["ԱՊՏԺ", "Ակտիվացված մասնակի թրոմբոպլաստինային ժամանակ"],
  fibrinogen: ["Ֆիբրինոգեն"],
  crp: ["C-ռեակտիվ սպիտակուց", "Ց-ռեակտիվ սպիտակուց"],
  glucose: ["Գլյուկոզ", "Գլյուկոզա"],
  hba1c: ["Գլիկոզիլացված հեմոգլոբին"],
  cholesterol_total: ["Ընդհանուր խոլեստերին", "Խոլեստերին"],
  triglycerides: ["Տրիգլիցերիդներ"],
  bilirubin_total: ["Ընդհանուր բիլիռուբին"],
  bilirubin_direct: ["Ուղղակի բիլիռուբին"],
  total_protein: ["Ընդհանուր սպիտակուց"],
  albumin: ["Ալբումին"],
  creatinine: ["Կրեատինին"],
  urea: ["Միզանյութ"],
  uric_acid: ["Միզաթթու"],
  sodium: ["Նատրիում"],
  potassium: ["Կալիում"],
  calcium: ["Կալցիում"],
  magnesium: ["Մագնեզիում"],
  iron: ["Երկաթ"],
  ferritin: ["Ֆերիտին", "Ֆերրիտին"],
};
