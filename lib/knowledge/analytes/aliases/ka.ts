import type { AliasTable } from "../types";

/**
 * Georgian: names printed on lab reports in Georgia (Mkhedruli script; commercial networks and hospital LIS
 * printouts, often with the Latin abbreviation beside the Georgian name: "ჰემოგლობინი HGB", "ALT
 * (ალანინამინოტრანსფერაზა)"). Mkhedruli has no letter case and no accented variants, so each name is given in one
 * spelling. Conventions: analyte names are loanwords with the nominative "-ი" ending (ჰემოგლობინი, კრეატინინი); cell
 * counts are printed in the plural "-ები" (ერითროციტები) or, on some clinic forms, the singular (ერითროციტი), and
 * both are listed; a qualifier precedes the noun (საერთო ბილირუბინი, თავისუფალი თიროქსინი), though some printouts
 * put it after (ბილირუბინი საერთო). "საერთო" = total, "თავისუფალი" = free, "პირდაპირი"/"არაპირდაპირი" =
 * direct/indirect, "(აბს.)" = absolute count, "შარდი" = urine ("შარდში" = in urine), "ცილა" = protein, "ანიზოციტოზი"
 * = distribution width; labs abbreviate long names with a full stop (ერითროც., საშ., იონიზ.), and those printed
 * forms are listed as they appear. The plain differential names are given under both the % and the absolute id (the
 * unit decides). One clinic form prints "ნიტრატები" (nitrates) for the nitrite dipstick field; it is listed under
 * urine_nitrite. Latin abbreviations (HGB, ALT, TSH …) live in the analyte data files. Left out: iron-binding
 * capacities and transferrin saturation, antibody panels, most tumour markers and hormones other than the plain
 * loanwords, the prothrombin index (not the same measure as Quick %), and the bare "ტროპონინი" (troponin I or T
 * cannot be told apart).
 */
export const aliases: AliasTable = {
  // Complete blood count (სისხლის საერთო ანალიზი)
  hemoglobin: ["ჰემოგლობინი"],
  hematocrit: ["ჰემატოკრიტი"],
  rbc: ["ერითროციტები", "ერითროციტი", "ერითროციტების რაოდენობა", "სისხლის წითელი უჯრედები"],
  mcv: ["ერითროციტების საშუალო მოცულობა", "ერითროციტის საშუალო მოცულობა", "ერითროც. საშუალო მოცულობა"],
  mch: [
    "ჰემოგლობინის საშუალო შემცველობა ერითროციტში",
    "ჰემოგლობ. საშ. შემცველობა ერითრ-ში",
    "HGB საშუალო შემცველობა",
  ],
  mchc: [
    "ჰემოგლობინის საშუალო კონცენტრაცია ერითროციტში",
    "ჰემოგლობინის საშ. კონცენტრაცია ერითრ.",
    "HGB საშუალო კონცენტრაცია",
  ],
  rdw_cv: ["ერითროციტების ანიზოციტოზი CV", "ერითროც. განაწილების ფართი"],
  rdw_sd: ["ერითროციტების ანიზოციტოზი SD"],
  wbc: ["ლეიკოციტები", "ლეიკოციტი", "ლეიკოციტების რაოდენობა", "სისხლის თეთრი უჯრედები"],
  platelets: ["თრომბოციტები", "თრომბოციტი", "თრომბოციტების რაოდენობა"],
  mpv: ["თრომბოციტების საშუალო მოცულობა", "თრომბოც. საშუალო მოცულობა"],
  pdw: ["თრომბოციტების ანიზოციტოზი", "თრომბოც. განაწილების ფართი"],
  pct_plateletcrit: ["თრომბოკრიტი"],
  p_lcr: ["დიდი ზომის თრომბოციტების წილი"],
  reticulocytes_pct: ["რეტიკულოციტები", "რეტიკულოციტი"],
  reticulocytes_abs: ["რეტიკულოციტები", "რეტიკულოციტი"],
  esr: ["ედს", "ერითროციტების დალექვის სიჩქარე", "ერითროც. დალექვის სიჩქარე"],

  // Leukocyte differential (plain name on both: the unit decides)
  neutrophils_pct: ["ნეიტროფილები", "ნეიტროფილი"],
  neutrophils_abs: ["ნეიტროფილები", "ნეიტროფილი", "ნეიტროფილები (აბს.)", "სეგმენტბირთვიანი ნეიტროფილები", "სეგმენტბირთვიანი ნეიტროფილი", "სეგმენტბირთვიანი"],
  band_neutrophils_pct: ["ჩხირბირთვიანი ნეიტროფილები", "ჩხირბირთვიანი ნეიტროფილი", "ჩხირბირთვიანი"],
  band_neutrophils_abs: ["ჩხირბირთვიანი ნეიტროფილები", "ჩხირბირთვიანი ნეიტროფილი", "ჩხირბირთვიანი"],
  segmented_neutrophils_pct: ["სეგმენტბირთვიანი ნეიტროფილები", "სეგმენტბირთვიანი ნეიტროფილი", "სეგმენტბირთვიანი"],
  lymphocytes_pct: ["ლიმფოციტები", "ლიმფოციტი"],
  lymphocytes_abs: ["ლიმფოციტები", "ლიმფოციტი", "ლიმფოციტები (აბს.)"],
  monocytes_pct: ["მონოციტები", "მონოციტი"],
  monocytes_abs: ["მონოციტები", "მონოციტი", "მონოციტები (აბს.)"],
  eosinophils_pct: ["ეოზინოფილები", "ეოზინოფილი"],
  eosinophils_abs: ["ეოზინოფილები", "ეოზინოფილი", "ეოზინოფილები (აბს.)"],
  basophils_pct: ["ბაზოფილები", "ბაზოფილი"],
  basophils_abs: ["ბაზოფილები", "ბაზოფილი", "ბაზოფილები (აბს.)"],

  // Coagulation (კოაგულოგრამა)
  pt_seconds: ["პროთრომბინის დრო"],
  inr: ["საერთაშორისო ნორმალიზებული შეფარდება"],
  thrombin_time: ["თრომბინის დრო"],
  fibrinogen: ["ფიბრინოგენი"],
  aptt: ["აქტივირებული ნაწილობრივი თრომბოპლასტინის დრო"],
  d_dimer: ["D-დიმერი", "დ-დიმერი"],

  // Glucose metabolism
  glucose: ["გლუკოზა", "გლუკოზა სისხლში", "სისხლის გლუკოზა"],
  hba1c: ["გლიკოზირებული ჰემოგლობინი", "გლიკირებული ჰემოგლობინი"],
  insulin: ["ინსულინი"],
  c_peptide: ["C-პეპტიდი"],

  // Lipids
  cholesterol_total: ["საერთო ქოლესტერინი", "ქოლესტერინი საერთო", "ქოლესტერინი"],
  ldl_cholesterol: ["LDL ქოლესტერინი", "დაბალი სიმკვრივის ქოლესტერინი", "დაბალი სიმკვრივის ლიპოპროტეინები"],
  hdl_cholesterol: ["HDL ქოლესტერინი", "მაღალი სიმკვრივის ქოლესტერინი", "მაღალი სიმკვრივის ლიპოპროტეინები"],
  vldl_cholesterol: ["ძალიან დაბალი სიმკვრივის ლიპოპროტეინები"],
  triglycerides: ["ტრიგლიცერიდები", "ტრიგლიცერიდი"],
  cholesterol_hdl_ratio: ["საერთო ქოლესტერინი/მაღალი სიმკვრივის ქოლესტერინი"],

  // Liver and proteins
  alt: ["ალანინამინოტრანსფერაზა"],
  ast: ["ასპარტატამინოტრანსფერაზა"],
  ggt: ["გამა-გლუტამილტრანსფერაზა"],
  alp: ["ტუტე ფოსფატაზა"],
  bilirubin_total: ["საერთო ბილირუბინი", "ბილირუბინი საერთო"],
  bilirubin_direct: ["პირდაპირი ბილირუბინი", "ბილირუბინი პირდაპირი"],
  bilirubin_indirect: ["არაპირდაპირი ბილირუბინი", "ბილირუბინი არაპირდაპირი"],
  albumin: ["ალბუმინი"],
  total_protein: ["საერთო ცილა"],
  ammonia: ["ამიაკი"],

  // Kidney
  creatinine: ["კრეატინინი"],
  urea: ["შარდოვანა"],
  uric_acid: ["შარდმჟავა"],
  egfr: ["გორგლოვანი ფილტრაციის სიჩქარე"],

  // Electrolytes and minerals
  sodium: ["ნატრიუმი"],
  potassium: ["კალიუმი"],
  chloride: ["ქლორი", "ქლორიდი"],
  calcium: ["კალციუმი", "საერთო კალციუმი"],
  calcium_ionized: ["იონიზებული კალციუმი", "იონიზ. კალციუმი"],
  magnesium: ["მაგნიუმი"],
  phosphate: ["ფოსფორი", "არაორგანული ფოსფორი"],

  // Iron status
  iron: ["რკინა", "რკინა შრატში"],
  ferritin: ["ფერიტინი"],
  transferrin: ["ტრანსფერინი"],

  // Vitamins
  vitamin_d_25oh: ["ვიტამინი D", "25-OH ვიტამინი D"],
  vitamin_b12: ["ვიტამინი B12"],
  folate: ["ფოლიუმის მჟავა"],

  // Thyroid
  tsh: ["თირეოტროპული ჰორმონი"],
  free_t4: ["თავისუფალი თიროქსინი", "თიროქსინი თავისუფალი"],
  free_t3: ["თავისუფალი ტრიიოდთირონინი", "ტრიიოდთირონინი თავისუფალი"],
  total_t4: ["საერთო თიროქსინი"],
  total_t3: ["საერთო ტრიიოდთირონინი"],

  // Hormones (plain loanwords)
  prolactin: ["პროლაქტინი"],
  cortisol: ["კორტიზოლი"],
  testosterone_total: ["ტესტოსტერონი"],
  estradiol: ["ესტრადიოლი"],
  progesterone: ["პროგესტერონი"],

  // Inflammation and immunology
  crp: ["C-რეაქტიული ცილა"],
  hs_crp: ["მაღალი მგრძნობელობის C-რეაქტიული ცილა"],
  procalcitonin: ["პროკალციტონინი"],
  rheumatoid_factor: ["რევმატოიდული ფაქტორი"],

  // Enzymes
  amylase: ["ამილაზა"],
  lipase: ["ლიპაზა"],
  ck: ["კრეატინკინაზა"],
  ldh: ["ლაქტატდეჰიდროგენაზა"],

  // Blood gas
  lactate: ["ლაქტატი"],

  // Tumour markers
  psa_total: ["PSA (საერთო)"],

  // Blood group
  blood_group_abo: ["სისხლის ჯგუფი"],
  rh_factor: ["რეზუს ფაქტორი", "რეზუს-ფაქტორი"],

  // Urine (შარდის საერთო ანალიზი)
  urine_color: ["ფერი", "შარდის ფერი"],
  urine_appearance: ["გამჭვირვალობა", "სიმღვრივე"],
  urine_specific_gravity: ["ხვედრითი წონა"],
  urine_ph: ["რეაქცია", "შარდის რეაქცია"],
  urine_protein: ["ცილა", "ცილა შარდში"],
  urine_glucose: ["გლუკოზა შარდში"],
  urine_ketones: ["კეტონური სხეულები", "კეტონები"],
  urine_bilirubin: ["ბილირუბინი შარდში"],
  urine_urobilinogen: ["ურობილინოგენი"],
  urine_nitrite: ["ნიტრიტები", "ნიტრატები"],
  urine_rbc: ["ერითროციტები შარდში"],
  urine_wbc: ["ლეიკოციტები შარდში", "ლეიკოციტები (მიკროსკოპია)"],
  urine_epithelial_cells: ["ბრტყელი ეპითელი"],
  urine_bacteria: ["ბაქტერიები"],
  urine_casts: ["ცილინდრები"],
  urine_crystals: ["მარილები", "კრისტალები"],
};
