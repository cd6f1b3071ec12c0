/** Part C reports in the style of Indian diagnostic centres (invented patients, labs and numbers). */
import { A4, kv2, Report, row, section, type TableOpts } from '../a/model';
import { tableDoc, type Entry } from '../a/table-doc';
import { type Report as BReport, r as br, sec as bsec, note as bnote } from '../b/model';
import { colonRow, interpretiveTable, lines, runningText, sexBands } from './kit';

/** CBC, uppercase names, `5,100 cumm`, lakhs/mill per cumm, lab name above the department + Lab No. */
function in01(): Report {
  const r = new Report({
    id: 'c-in-01',
    country: 'IN',
    language: 'en-IN',
    producer: 'pdfkit',
    font: 'dejavu',
    layout: ['table-5col', 'uppercase-names', 'thousands-separator', 'lakhs-cumm', 'flag-column', 'department-line', 'interpretive-rows'],
    split: 'tune',
    classes: ['S12', 'S16', 'S15', 'S13', 'S10', 'S2'],
    dec: '.',
    metadata: {
      lab_date: '2026-11-14',
      results_date: '2026-11-14',
      lab_name: 'SHREE GANESH DIAGNOSTIC CENTRE',
      lab_city: 'Navi Mumbai',
      lab_country: null,
      patient_name: 'RAHUL VERMA',
      patient_age: '34',
      patient_sex: 'male',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 270, align: 'right' },
      { key: 'flag', x: 282 },
      { key: 'unit', x: 308 },
      { key: 'range', x: 420 },
    ],
    size: 8.5,
    rowH: 14,
  };
  const entries: Entry[] = [
    { section: 'COMPLETE BLOOD COUNT (CBC)' },
    { id: 'hemoglobin', name: 'HAEMOGLOBIN', value: '11.2', flag: 'L', unit: 'gm/dl', range: '13.0 - 17.0' },
    { id: 'wbc', name: 'TOTAL LEUKOCYTE COUNT', value: '5,100', unit: 'cumm', range: '4800 - 10800' },
    { section: 'DIFFERENTIAL LEUCOCYTE COUNT' },
    { id: 'neutrophils_pct', name: 'NEUTROPHILS', value: '62', unit: '%', range: '40 - 80' },
    { id: 'lymphocytes_pct', name: 'LYMPHOCYTES', value: '30', unit: '%', range: '20 - 40' },
    { id: 'eosinophils_pct', name: 'EOSINOPHILS', value: '04', valueN: '4', unit: '%', range: '01 - 06', rangeN: '1-6' },
    { id: 'monocytes_pct', name: 'MONOCYTES', value: '04', valueN: '4', unit: '%', range: '02 - 10', rangeN: '2-10' },
    { id: 'basophils_pct', name: 'BASOPHILS', value: '00', valueN: '0', unit: '%', range: '00 - 01', rangeN: '0-1' },
    { section: 'PLATELETS' },
    { id: 'platelets', name: 'PLATELET COUNT', value: '1.45', flag: 'L', unit: 'lakhs/cumm', range: '1.5 - 4.1' },
    { section: 'RBC INDICES' },
    { id: 'rbc', name: 'TOTAL RBC COUNT', value: '5.62', flag: 'H', unit: 'mill/cumm', range: '4.5 - 5.5' },
    { id: 'hematocrit', name: 'HCT (PCV)', value: '36.8', flag: 'L', unit: '%', range: '40 - 50' },
    { id: 'mcv', name: 'MEAN CORP VOLUME (MCV)', value: '65.5', flag: 'L', unit: 'fL', range: '83 - 101' },
    { id: 'mch', name: 'MEAN CORP HB (MCH)', value: '19.9', flag: 'L', unit: 'pg', range: '27 - 32' },
    { id: 'mchc', name: 'MEAN CORP HB CONC (MCHC)', value: '30.4', flag: 'L', unit: 'g/dl', range: '31.5 - 34.5' },
    { id: 'rdw_cv', name: 'RDW-CV', value: '13.2', unit: '%', range: '11.6 - 14.0' },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'TEST DESCRIPTION', value: 'RESULT', flag: '', unit: 'UNITS', range: 'BIOLOGICAL REF. INTERVAL' },
    bottom: 120,
    top: (rr) => {
      rr.y = 28;
      rr.text(297, 'SHREE GANESH DIAGNOSTIC CENTRE', 15, { bold: true, align: 'center' });
      rr.nl(18);
      rr.text(297, 'Plot 14, Sector 21, Kharghar, Navi Mumbai - 410210  |  Ph: 022-27741234, 98201 55120', 7.5, { align: 'center' });
      rr.nl(16);
      rr.rule(40, 555);
      rr.nl(6);
      rr.text(40, 'DEPARTMENT OF HAEMATOLOGY', 10, { bold: true });
      rr.text(555, 'Lab No. : 2611/4471', 9, { align: 'right' });
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Patient Name :', 'Mr. RAHUL VERMA'],
        ['Collected On :', '14/11/2026 09:15'],
        ['Age / Sex :', '34 Yrs / Male'],
        ['Reported On :', '14/11/2026 17:40'],
        ['Ref. By :', 'Dr. A. PATIL'],
        ['Sample :', 'EDTA Whole Blood'],
      ], 8.5, 12);
      rr.nl(6);
    },
    entries,
    tail: (rr) => {
      // computed index with no analyte id: printed like a result, must not become MCV or RBC
      rr.text(40, 'MENTZER INDEX', 8.5);
      rr.text(270, '11.65', 8.5, { align: 'right' });
      rr.text(420, '< 13 : Thal trait likely', 8.5);
      rr.notResult('MENTZER INDEX 11.65');
      rr.nl(16);
      section(rr, 40, 'VITAMINS');
      row(rr, t, { id: 'vitamin_b12', name: 'Vitamin B12; Cyanocobalamin', value: '182', flag: 'L', unit: 'pg/mL', range: '211 - 911' });
      rr.nl(2);
      rr.text(52, 'Interpretation (Vitamin B12)', 7.5, { bold: true });
      rr.nl(11);
      interpretiveTable(rr, [60, 200], ['Status', 'pg/mL'], [['Deficient', '< 211'], ['Indeterminate', '211 - 300'], ['Normal', '300 - 911'], ['Elevated', '> 911']]);
      rr.nl(6);
      lines(rr, 40, ['Microcytic hypochromic picture. Suggested: Hb electrophoresis (HPLC) to rule out beta thalassemia trait.'], 7.5);
      rr.nl(4);
      lines(rr, 40, ['*** End Of Report ***'], 8, 12, { align: 'left' });
    },
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 58, text: 'Dr. S. K. Mehta  MD (Pathology)  Reg. No. 44123 (MMC)', size: 7.5 },
    { x: 40, y: p.h - 46, text: 'NABL Accredited Lab · Certificate No. MC-2291 · ISO 15189:2012' },
    { x: 555, y: p.h - 46, text: `Page ${n} of ${total}`, align: 'right' },
  ]);
  ['2611/4471', '410210', '022-27741234', '98201 55120', 'Reg. No. 44123', 'MC-2291', 'ISO 15189:2012'].forEach((s) => r.notResult(s));
  return r;
}

/** Colon layout "Name : value unit (range)", names wrapped over two lines, Men/Women ranges, arrows glued. */
function in03(): Report {
  const r = new Report({
    id: 'c-in-03',
    country: 'IN',
    language: 'en-IN',
    producer: 'chromium',
    layout: ['colon-rows', 'wrapped-names', 'sex-labelled-range', 'flag-arrow-glued', 'paren-range', 'lakhs-cumm'],
    split: 'tune',
    classes: ['S8', 'S9', 'S12', 'S10', 'S16'],
    dec: '.',
    metadata: {
      lab_date: '2026-11-03',
      results_date: '2026-11-03',
      lab_name: 'Aarogya Path Labs',
      lab_city: 'Pune',
      lab_country: null,
      patient_name: 'Sandeep Kulkarni',
      patient_age: '46',
      patient_sex: 'male',
    },
  }, A4);
  r.newPage();
  r.y = 30;
  r.text(40, 'Aarogya Path Labs', 16, { bold: true });
  r.nl(19);
  r.text(40, 'Department of Biochemistry & Haematology', 9);
  r.text(555, 'Lab No.: AP/26/118830', 9, { align: 'right' });
  r.nl(12);
  r.text(40, 'Shop 3, Karve Road, Erandwane, Pune 411004 · 020-25431188', 7.5);
  r.nl(14);
  r.rule(40, 555);
  r.nl(8);
  kv2(r, 40, 330, [
    ['Patient Name :', 'Mr. Sandeep Kulkarni'],
    ['Sample Collected :', '03/11/2026 08:20'],
    ['Age :', '46 Years    Sex : Male'],
    ['Report Date :', '03/11/2026 18:05'],
    ['Referred By :', 'Self'],
    ['Client :', 'Walk-in'],
  ], 8.5, 12);
  r.nl(4);
  r.rule(40, 555);
  r.nl(10);
  const X = 40;
  const C = 200;
  const sec = (s: string): void => {
    r.text(X, s, 9.5, { bold: true });
    r.nl(15);
  };
  sec('HAEMATOLOGY');
  colonRow(r, X, C, { id: 'hemoglobin', name: 'Haemoglobin', value: '14.6', unit: 'g/dL', range: 'Men: 13.0 - 17.0 / Women: 12.0 - 15.0', rangeN: sexBands('13.0-17.0', '12.0-15.0') });
  colonRow(r, X, C, { id: 'wbc', name: 'Total Leucocyte Count', value: '9,800', unit: 'cells/cumm', range: '4,000 - 11,000' });
  colonRow(r, X, C, { id: 'platelets', name: 'Platelet Count', value: '3.2', unit: 'lakhs/cumm', range: '1.5 - 4.5' });
  colonRow(r, X, C, { id: 'rbc', name: 'RBC Count', value: '4.9', unit: 'mill/cumm', range: 'Men: 4.5 - 5.5 / Women: 3.8 - 4.8', rangeN: sexBands('4.5-5.5', '3.8-4.8') });
  colonRow(r, X, C, {
    id: 'esr', name: 'Erythrocyte Sedimentation Rate (ESR)', nameLines: ['Erythrocyte Sedimentation', 'Rate (ESR)'],
    value: '28', glue: '↑', flag: '↑', unit: 'mm/1st hr', range: 'Men: 0 - 15 / Women: 0 - 20', rangeN: sexBands('0-15', '0-20'),
  });
  r.nl(6);
  sec('BIOCHEMISTRY');
  colonRow(r, X, C, { id: 'glucose', name: 'Fasting Blood Sugar', value: '142', glue: '*', flag: '*', unit: 'mg/dL', range: '70 - 100' });
  colonRow(r, X, C, {
    id: 'hba1c', name: 'Glycated Haemoglobin (HbA1c)', nameLines: ['Glycated Haemoglobin', '(HbA1c)'],
    value: '7.4', glue: '↑', flag: '↑', unit: '%', range: '4.0 - 5.6',
  });
  colonRow(r, X, C, {
    id: 'estimated_average_glucose', name: 'Estimated Average Glucose (eAG)', nameLines: ['Estimated Average', 'Glucose (eAG)'],
    value: '166', unit: 'mg/dL', range: '',
  });
  colonRow(r, X, C, { id: 'creatinine', name: 'Serum Creatinine', value: '1.1', unit: 'mg/dL', range: 'Men: 0.7 - 1.3 / Women: 0.6 - 1.1', rangeN: sexBands('0.7-1.3', '0.6-1.1') });
  colonRow(r, X, C, {
    id: 'uric_acid', name: 'Serum Uric Acid', value: '7.9', glue: '↑', flag: '↑', unit: 'mg/dL',
    range: 'Men: 3.5 - 7.2 / Women: 2.6 - 6.0', rangeN: sexBands('3.5-7.2', '2.6-6.0'),
  });
  colonRow(r, X, C, {
    id: 'tsh', name: 'Thyroid Stimulating Hormone (TSH)', nameLines: ['Thyroid Stimulating', 'Hormone (TSH)'],
    value: '2.41', unit: 'µIU/mL', range: '0.35 - 5.50',
  });
  r.nl(10);
  lines(r, 40, ['HbA1c: Non-diabetic < 5.7 · Pre-diabetic 5.7 - 6.4 · Diabetic >= 6.5 · Goal of therapy < 7.0'], 7.5);
  ['Pre-diabetic 5.7 - 6.4', 'Diabetic >= 6.5', 'Goal of therapy < 7.0'].forEach((s) => r.notResult(s));
  r.nl(6);
  lines(r, 40, ['↑ / * : above the biological reference interval'], 7.5);
  r.y = 842 - 60;
  lines(r, 40, ['Dr. Meera Joshi, MD (Path) · Consultant Pathologist · Reg. No. MMC 2009/03/1187'], 7.5);
  lines(r, 40, ['This report is for the perusal of the referring clinician. Page 1 of 1'], 7);
  ['AP/26/118830', '411004', '020-25431188', 'MMC 2009/03/1187'].forEach((s) => r.notResult(s));
  return r;
}

/** Type 3: LFT + lipids + IGF-1 with its age-banded table; AST:ALT and A:G ratios, "Lab No." beside the department. */
export const in02: BReport = {
  id: 'c-in-02',
  language: 'en-IN',
  country: 'IN',
  producer: 'type3',
  layout: ['table', 'thousands-separator', 'lakhs-cumm', 'flag-column', 'age-banded-table', 'computed-ratios', 'department-line'],
  split: 'holdout',
  classes: ['S12', 'S16', 'S15', 'S13', 'S5', 'S10'],
  institution: ['METRO CARE DIAGNOSTICS', 'DEPARTMENT OF BIOCHEMISTRY          Lab No. : MCD/26/55012', '2nd Floor, Sai Plaza, MG Road, Kochi - 682016 · Ph: 0484-2356781'],
  title: 'TEST REPORT',
  header: [
    'Patient Name : Mrs. KAVITA NAIR | Collected : 09/11/2026 08:45',
    'Age/Sex : 52 YRS / F | Reported : 09/11/2026 19:10',
    'Ref. Doctor : Dr. R. MENON | Sample : Serum, EDTA blood',
  ],
  columns: [
    { key: 'name', label: 'INVESTIGATION' },
    { key: 'value', label: 'RESULT' },
    { key: 'flag', label: '' },
    { key: 'unit', label: 'UNITS' },
    { key: 'range', label: 'REFERENCE RANGE' },
  ],
  flagStyle: 'letter',
  items: [
    bsec('HAEMOGRAM'),
    br('wbc', 'Total WBC Count', '7450', 'cells/cumm', '4000-11000', null, { thousands: true, rangeRaw: '4000 - 11000' }),
    br('rbc', 'RBC Count', '4.21', 'mill/cumm', '3.8-4.8', null, { rangeRaw: '3.8 - 4.8' }),
    br('platelets', 'Platelet Count', '2.85', 'lakhs/cumm', '1.5-4.5', null, { rangeRaw: '1.5 - 4.5' }),
    bsec('LIVER FUNCTION TEST'),
    br('bilirubin_total', 'Bilirubin Total', '0.9', 'mg/dL', '0.2-1.2', null, { rangeRaw: '0.2 - 1.2' }),
    br('bilirubin_direct', 'Bilirubin Direct', '0.3', 'mg/dL', '0.0-0.3', null, { rangeRaw: '0.0 - 0.3' }),
    br('bilirubin_indirect', 'Bilirubin Indirect', '0.6', 'mg/dL', '0.2-0.9', null, { rangeRaw: '0.2 - 0.9' }),
    br('ast', 'SGOT (AST)', '48', 'U/L', '5-40', 'H', { rangeRaw: '5 - 40' }),
    br('alt', 'SGPT (ALT)', '32', 'U/L', '0-35', null, { rangeRaw: '0 - 35' }),
    bnote('AST:ALT Ratio                                          1.50                                   < 1.0'),
    br('alp', 'Alkaline Phosphatase', '118', 'U/L', '42-98', 'H', { rangeRaw: '42 - 98' }),
    br('total_protein', 'Total Protein', '7.6', 'g/dL', '6.4-8.3', null, { rangeRaw: '6.4 - 8.3' }),
    br('albumin', 'Albumin', '3.4', 'g/dL', '3.5-5.2', 'L', { rangeRaw: '3.5 - 5.2' }),
    br('globulin', 'Globulin', '4.2', 'g/dL', '2.3-3.5', 'H', { rangeRaw: '2.3 - 3.5' }),
    br('albumin_globulin_ratio', 'A:G Ratio', '0.81', '', '1.1-2.5', 'L', { rangeRaw: '1.1 - 2.5' }),
    br('amylase', 'Amylase', '72', 'U/L', '28-100', null, { rangeRaw: '28 - 100' }),
    bsec('LIPID PROFILE'),
    br('cholesterol_total', 'Total Cholesterol', '212', 'mg/dL', '<200', 'H', { rangeRaw: '< 200' }),
    br('triglycerides', 'Triglycerides', '148', 'mg/dL', '<150', null, { rangeRaw: '< 150' }),
    br('hdl_cholesterol', 'HDL Cholesterol', '46', 'mg/dL', '>40', null, { rangeRaw: '> 40' }),
    br('ldl_cholesterol', 'LDL Cholesterol (Calculated)', '136.4', 'mg/dL', '<100', 'H', { rangeRaw: '< 100' }),
    br('vldl_cholesterol', 'VLDL Cholesterol', '29.6', 'mg/dL', '6-38', null, { rangeRaw: '6 - 38' }),
    br('non_hdl_cholesterol', 'Non-HDL Cholesterol', '166', 'mg/dL', '<130', 'H', { rangeRaw: '< 130' }),
    br('cholesterol_hdl_ratio', 'Chol/HDL Ratio', '4.61', '', '<5.0', null, { rangeRaw: '< 5.0' }),
    bsec('HORMONES'),
    br('igf_1', 'IGF-1 (Somatomedin C)', '142', 'ng/mL', '87-238', null, { rangeRaw: 'See table below' }),
    bnote('IGF-1 reference ranges by age (ng/mL):'),
    bnote('Age 21 - 25 yrs     116 - 358          Age 36 - 40 yrs     95 - 273'),
    bnote('Age 26 - 30 yrs     117 - 329          Age 41 - 45 yrs     91 - 264'),
    bnote('Age 31 - 35 yrs     113 - 297          Age 46 - 50 yrs     88 - 252'),
    bnote('Age 51 - 55 yrs      87 - 238          Age 56 - 60 yrs     81 - 225'),
  ],
  footer: ['Dr. Anitha Varghese, MD (Biochemistry) · KMC Reg. No. 38817', 'NABL Accredited · Certificate No. MC-4108 · Page 1 of 1'],
  closing: ['--- End of Report ---'],
  metadata: {
    lab_date: '2026-11-09',
    results_date: '2026-11-09',
    lab_name: 'METRO CARE DIAGNOSTICS',
    lab_city: 'Kochi',
    lab_country: null,
    patient_name: 'KAVITA NAIR',
    patient_age: '52',
    patient_sex: 'female',
  },
  notResults: [
    'AST:ALT Ratio 1.50', 'Age 21 - 25 yrs 116 - 358', 'Age 26 - 30 yrs 117 - 329', 'Age 31 - 35 yrs 113 - 297', 'Age 36 - 40 yrs 95 - 273',
    'Age 41 - 45 yrs 91 - 264', 'Age 46 - 50 yrs 88 - 252', 'Age 51 - 55 yrs 87 - 238', 'Age 56 - 60 yrs 81 - 225',
    'MCD/26/55012', '682016', '0484-2356781', 'Reg. No. 38817', 'MC-4108',
  ],
};

/** Colon rows, abnormal values only in bold, platelet "Risk of thrombosis" table, Mentzer index, DOB only. */
function in04(): Report {
  const r = new Report({
    id: 'c-in-04',
    country: 'IN',
    language: 'en-IN',
    producer: 'chromium',
    layout: ['colon-rows', 'flag-bold-only', 'paren-range', 'lakhs-cumm', 'interpretive-table', 'dob-only-age', 'department-line'],
    split: 'holdout',
    classes: ['S8', 'S10', 'S12', 'S13', 'S15', 'S16'],
    dec: '.',
    metadata: {
      lab_date: '2026-11-09',
      results_date: '2026-11-10',
      lab_name: 'LIFELINE PATHOLOGY LABORATORY',
      lab_city: 'Kolkata',
      lab_country: null,
      patient_name: 'PRIYANKA DAS',
      patient_age: '28',
      patient_sex: 'female',
    },
  }, A4);
  r.newPage();
  r.y = 28;
  r.text(297, 'LIFELINE PATHOLOGY LABORATORY', 15, { bold: true, align: 'center' });
  r.nl(18);
  r.text(297, '41/2 Rash Behari Avenue, Kolkata - 700026 · Ph: 033-24657711 / 98300 41127', 7.5, { align: 'center' });
  r.nl(16);
  r.rule(40, 555);
  r.nl(6);
  r.text(40, 'HAEMATOLOGY SECTION', 10, { bold: true });
  r.text(555, 'Lab No. LPL-261109-0042', 9, { align: 'right' });
  r.nl(16);
  kv2(r, 40, 330, [
    ['Name :', 'Ms. PRIYANKA DAS'],
    ['Sample Drawn :', '09/11/2026 10:05'],
    ['DOB :', '23/08/1998   Sex : Female'],
    ['Report Date :', '10/11/2026 12:30'],
    ['Referred by :', 'Dr. S. BASU'],
    ['Specimen :', 'Whole blood (EDTA), Serum'],
  ], 8.5, 12);
  r.nl(4);
  r.rule(40, 555);
  r.nl(10);
  const X = 40;
  const C = 190;
  colonRow(r, X, C, { id: 'hemoglobin', name: 'Haemoglobin', value: '9.6', unit: 'g/dL', range: '12.0 - 15.0' });
  colonRow(r, X, C, { id: 'wbc', name: 'Total Leucocyte Count', value: '12,300', unit: '/cumm', range: '4,000 - 10,000' });
  colonRow(r, X, C, { id: 'platelets', name: 'Platelet Count', value: '5.8', unit: 'lakhs/cumm', range: '1.5 - 4.1' });
  colonRow(r, X, C, { id: 'rbc', name: 'RBC Count', value: '5.21', unit: 'mill/cumm', range: '3.8 - 4.8' });
  colonRow(r, X, C, { id: 'hematocrit', name: 'Packed Cell Volume (PCV)', value: '31.2', unit: '%', range: '36 - 46' });
  colonRow(r, X, C, { id: 'mcv', name: 'MCV', value: '59.9', unit: 'fL', range: '83 - 101' });
  colonRow(r, X, C, { id: 'mch', name: 'MCH', value: '18.4', unit: 'pg', range: '27 - 32' });
  colonRow(r, X, C, { id: 'mchc', name: 'MCHC', value: '30.8', unit: 'g/dL', range: '31.5 - 34.5' });
  colonRow(r, X, C, { id: 'rdw_cv', name: 'RDW-CV', value: '14.2', unit: '%', range: '11.6 - 14.0' });
  // a computed index with no analyte id: printed like a result, must not become MCV or RBC
  r.text(X, 'Mentzer Index', 9);
  r.text(C, ':', 9);
  r.text(C + 10, '11.5', 9);
  r.text(C + 50, '(< 13 : suggests thalassaemia trait)', 9);
  r.notResult('Mentzer Index 11.5');
  r.nl(13.5);
  r.nl(6);
  r.text(X, 'Platelets', 8, { bold: true });
  r.text(X + 150, 'Risk of thrombosis', 8, { bold: true });
  r.nl(12);
  interpretiveTable(r, [X, X + 150], ['(lakhs/cumm)', ''], [
    ['4.5 - 6.0', 'Low'],
    ['6.0 - 10.0', 'Moderate'],
    ['> 10.0', 'High'],
  ], 8);
  r.notResult('Platelets Risk of thrombosis');
  r.nl(8);
  r.text(X, 'BIOCHEMISTRY', 10, { bold: true });
  r.nl(15);
  colonRow(r, X, C, { id: 'ferritin', name: 'Serum Ferritin', value: '6.2', unit: 'ng/mL', range: '13 - 150' });
  colonRow(r, X, C, { id: 'vitamin_b12', name: 'Vitamin B12; Cyanocobalamin', value: '640', unit: 'pg/mL', range: '211 - 911' });
  colonRow(r, X, C, { id: 'folate', name: 'Folic Acid', value: '8.9', unit: 'ng/mL', range: '> 5.38' });
  r.nl(8);
  lines(r, 40, ['Values outside the biological reference interval are printed in bold.', 'Peripheral smear: microcytic hypochromic RBCs, pencil cells +; platelets increased on smear.'], 7.5);
  r.y = 842 - 60;
  lines(r, 40, ['Dr. Arindam Ghosh, MD (Path) · WBMC Reg. No. 61240 · Checked by: S. Mondal (Technologist)'], 7.5);
  lines(r, 40, ['NABL Accredited Lab (MC-3377) · Page 1 of 1 · Not valid for medico-legal purposes'], 7);
  ['LPL-261109-0042', '700026', '033-24657711', '98300 41127', 'Reg. No. 61240', 'MC-3377'].forEach((s) => r.notResult(s));
  return r;
}

export const aDocs = { in01, in03, in04 };
