/** H1 (South-Asian private chain) and H6 (block / key–value) documents in English. */
import type { Doc } from './doc';
import { renderBlocks, renderKv, renderSa, type Interp } from './fam-sa';
import { pageFooter, RS_EN, rows, type RangeStyle, type Row } from './kit';

const HBA1C: Interp = {
  title: 'Interpretation — HbA1c (as per ADA guidelines)',
  head: ['Reference Group', 'HbA1c in %'],
  rows: [
    ['Non diabetic adults >= 18 years', '< 5.7'],
    ['At risk (Prediabetes)', '5.7 - 6.4'],
    ['Diagnosing Diabetes', '>= 6.5'],
    ['Therapeutic goal for glycemic control', '< 7.0'],
  ],
};
const LIPID: Interp = {
  title: 'Lipid Profile — NCEP ATP III risk categories',
  head: ['Parameter', 'Desirable', 'Borderline High', 'High', 'Very High'],
  rows: [
    ['Total Cholesterol (mg/dL)', '< 200', '200 - 239', '>= 240', '-'],
    ['LDL Cholesterol (mg/dL)', '< 100', '130 - 159', '160 - 189', '>= 190'],
    ['Triglycerides (mg/dL)', '< 150', '150 - 199', '200 - 499', '>= 500'],
  ],
};
const EGFR: Interp = {
  title: 'eGFR stages (KDIGO 2012)',
  head: ['Stage', 'eGFR (mL/min/1.73m²)', 'Description'],
  rows: [
    ['G1', '>= 90', 'Normal or high'],
    ['G2', '60 - 89', 'Mildly decreased'],
    ['G3a', '45 - 59', 'Mildly to moderately decreased'],
    ['G3b', '30 - 44', 'Moderately to severely decreased'],
    ['G4', '15 - 29', 'Severely decreased'],
    ['G5', '< 15', 'Kidney failure'],
  ],
};
const interpStrings = (...is: Interp[]): string[] => is.flatMap((i) => i.rows.map((r) => r.join(' ')));

const bold = (): null => null;
const RS_IN: RangeStyle = { ...RS_EN, lt: '< {x}', le: '<= {x}', gt: '> {x}', ge: '>= {x}', sex: 'Male: {m}<br>Female: {f}' };

// ---------------------------------------------------------------- h-in-01
const inMale = 'male' as const;
const in01: Doc = {
  id: 'h-in-01',
  country: 'IN',
  language: 'en-IN',
  producer: 'chromium',
  split: 'tune',
  classes: ['H1'],
  layout: ['table-4col', 'method-under-name', 'bold-abnormal', 'indian-grouping', 'lakhs-cumm', 'multi-page', 'header-repeated', 'interpretive-tables', 'sex-ranges', 'signature-block'],
  meta: { lab_date: '2026-11-14', results_date: '2026-11-14', lab_name: 'Sanjeevani Pathlabs Pvt. Ltd.', lab_city: 'Pune', patient_name: 'Mr. Aniruddha Kulkarni', patient_age: '46', patient_sex: inMale },
  panels: [
    {
      title: 'Complete Blood Count (CBC)',
      rows: rows(
        [
          ['hemoglobin', 'Haemoglobin', '12.6', 'g/dL', 'M:13.0-17.0/F:12.0-15.0', { method: 'Photometric (SLS)' }],
          ['hematocrit', 'Packed Cell Volume (PCV)', '39.8', '%', '40-50', { method: 'Calculated' }],
          ['rbc', 'RBC Count', '4.62', 'mill/cumm', '4.5-5.5', { method: 'Electrical Impedance' }],
          ['mcv', 'MCV', '86.1', 'fL', '83-101', { method: 'Calculated' }],
          ['mch', 'MCH', '27.3', 'pg', '27-32', { method: 'Calculated' }],
          ['mchc', 'MCHC', '31.7', 'g/dL', '31.5-34.5', { method: 'Calculated' }],
          ['rdw_cv', 'RDW-CV', '15.2', '%', '11.6-14.0', { method: 'Calculated' }],
          ['wbc', 'Total Leucocyte Count (TLC)', '7800', 'cells/cumm', '4000-10000', { method: 'Flow cytometry' }],
          ['neutrophils_pct', 'Neutrophils', '68', '%', '40-80'],
          ['lymphocytes_pct', 'Lymphocytes', '24', '%', '20-40'],
          ['monocytes_pct', 'Monocytes', '5', '%', '2-10'],
          ['eosinophils_pct', 'Eosinophils', '3', '%', '1-6'],
          ['basophils_pct', 'Basophils', '0', '%', '0-2'],
          ['neutrophils_abs', 'Absolute Neutrophil Count', '5304', 'cells/cumm', '2000-7000'],
          ['lymphocytes_abs', 'Absolute Lymphocyte Count', '1872', 'cells/cumm', '1000-3000'],
          ['platelets', 'Platelet Count', '150000', 'cells/cumm', '150000-410000', { method: 'Electrical Impedance' }],
          ['mpv', 'MPV', '11.8', 'fL', '7.5-11.5'],
          ['esr', 'ESR (Westergren)', '22', 'mm/hr', '0-15', { method: 'Westergren' }],
        ],
        inMale,
      ),
    },
    {
      title: 'Diabetes Screening',
      breakBefore: true,
      rows: rows(
        [
          ['glucose', 'Glucose, Fasting (FBS)', '118', 'mg/dL', '70-100', { method: 'Hexokinase' }],
          ['hba1c', 'HbA1c (Glycosylated Haemoglobin)', '6.3', '%', '4.0-5.6', { method: 'HPLC' }],
          ['estimated_average_glucose', 'Estimated Average Glucose (eAG)', '134', 'mg/dL', '', { method: 'Calculated' }],
        ],
        inMale,
      ),
    },
    {
      title: 'Lipid Profile',
      rows: rows(
        [
          ['cholesterol_total', 'Cholesterol, Total', '224', 'mg/dL', '<200', { method: 'CHOD-PAP' }],
          ['triglycerides', 'Triglycerides', '189', 'mg/dL', '<150', { method: 'GPO-PAP' }],
          ['hdl_cholesterol', 'HDL Cholesterol', '38', 'mg/dL', '>40', { method: 'Direct' }],
          ['ldl_cholesterol', 'LDL Cholesterol', '148', 'mg/dL', '<100', { method: 'Calculated' }],
          ['vldl_cholesterol', 'VLDL Cholesterol', '37.8', 'mg/dL', '<30', { method: 'Calculated' }],
          ['cholesterol_hdl_ratio', 'Total Chol / HDL Ratio', '5.9', null, '3.0-5.0'],
          ['non_hdl_cholesterol', 'Non-HDL Cholesterol', '186', 'mg/dL', '<130'],
        ],
        inMale,
      ),
    },
    {
      title: 'Kidney Function Test',
      rows: rows(
        [
          ['creatinine', 'Creatinine, Serum', '1.08', 'mg/dL', '0.7-1.3', { method: 'Jaffe, kinetic' }],
          ['bun', 'Blood Urea Nitrogen (BUN)', '14.2', 'mg/dL', '7-20'],
          ['uric_acid', 'Uric Acid', '7.6', 'mg/dL', 'M:3.5-7.2/F:2.6-6.0', { method: 'Uricase' }],
          ['egfr', 'eGFR (CKD-EPI 2021)', '84', 'mL/min/1.73m²', '>=90', { method: 'Calculated' }],
        ],
        inMale,
      ),
    },
    {
      title: 'Thyroid Profile',
      rows: rows([['tsh', 'TSH, Ultrasensitive', '3.42', 'µIU/mL', '0.35-4.94', { method: 'CLIA' }]], inMale),
    },
  ],
  notResults: [],
  html: '',
  flagOf: bold,
  scan: true,
  footer: pageFooter('Sanjeevani Pathlabs Pvt. Ltd. · +91 20 4101 7788', 'This report is not valid for medico-legal purposes'),
};
in01.notResults = [...in01.panels.flatMap((p) => p.rows.map((r) => r.method).filter((m): m is string => !!m)), ...interpStrings(HBA1C, LIPID, EGFR)];
in01.notResults = [...new Set(in01.notResults)];
in01.html = renderSa(
  {
    lab: 'SANJEEVANI PATHLABS',
    tagline: 'Pvt. Ltd. · Trusted Diagnostics Since 1998',
    address: 'Plot 14, Karve Road, Kothrud, Pune 411038',
    phone: '+91 20 4101 7788',
    patient: 'Mr. Aniruddha Kulkarni',
    ageSex: '46 Y / Male',
    refBy: 'Dr. Sneha Joshi, MD',
    regNo: 'SPL2611140287',
    collected: '14/11/2026 08:12 AM',
    received: '14/11/2026 09:40 AM',
    reported: '14/11/2026 05:55 PM',
    centre: 'Kothrud Collection Centre',
    doctors: [
      { name: 'Dr. Meenal Deshpande', title: 'MD (Pathology), Consultant Pathologist' },
      { name: 'Dr. Rohan Gokhale', title: 'MD (Biochemistry)' },
    ],
    accent: '#0b4f8a',
    font: 'DejaVu Sans',
    logos: ['NABL<br>MC-4471', 'ISO<br>15189', 'CAP'],
  },
  in01.panels,
  [],
  { dec: '.', group: 'in', groupMin: 4 },
  RS_IN,
  { 1: [HBA1C], 2: [LIPID], 3: [EGFR] },
);

// ---------------------------------------------------------------- h-in-02 (Hindi headings, LibreOffice)
const in02: Doc = {
  id: 'h-in-02',
  country: 'IN',
  language: 'en-IN',
  producer: 'libreoffice',
  split: 'holdout',
  classes: ['H1'],
  layout: ['table-4col', 'hindi-headings', 'bold-abnormal', 'lakhs-cumm', 'interpretive-tables', 'sex-ranges'],
  meta: { lab_date: '2026-11-09', results_date: '2026-11-10', lab_name: 'Arogya Diagnostics', lab_city: 'Lucknow', patient_name: 'Mrs. Kavita Srivastava', patient_age: '52', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: bold,
  photo: {},
};
in02.panels = [
  {
    title: 'Haematology',
    local: 'रुधिर विज्ञान',
    rows: rows(
      [
        ['hemoglobin', 'Hemoglobin', '10.9', 'gm/dL', 'M:13.0-17.0/F:11.5-15.5'],
        ['rbc', 'Total RBC Count', '4.01', 'mill/cumm', 'M:4.5-5.9/F:3.8-4.8'],
        ['hematocrit', 'Hematocrit (HCT)', '33.5', '%', '36-46'],
        ['mcv', 'MCV', '83.5', 'fL', '83-101'],
        ['wbc', 'Total Leucocyte Count', '11600', 'cells/cumm', '4000-11000'],
        ['neutrophils_pct', 'Neutrophils', '74', '%', '40-75'],
        ['lymphocytes_pct', 'Lymphocytes', '19', '%', '20-45'],
        ['platelets', 'Platelet Count', '2.35', 'lakhs/cumm', '1.5-4.1'],
        ['esr', 'E.S.R.', '34', 'mm/1st hr', '0-20'],
      ],
      'female',
    ),
  },
  {
    title: 'Biochemistry',
    local: 'जैव रसायन',
    rows: rows(
      [
        ['glucose_random', 'Blood Sugar (Random)', '186', 'mg/dL', '70-140', { method: 'GOD-POD' }],
        ['hba1c', 'HbA1c', '7.4', '%', '4.0-5.6', { method: 'Immunoturbidimetry' }],
        ['urea', 'Blood Urea', '5.9', 'mmol/L', '2.5-7.1'],
        ['creatinine', 'Serum Creatinine', '0.82', 'mg/dL', '0.5-1.1'],
        ['bilirubin_total', 'Bilirubin Total', '0.7', 'mg/dL', '0.3-1.2'],
        ['alt', 'SGPT (ALT)', '46', 'U/L', '<35'],
        ['ast', 'SGOT (AST)', '29', 'U/L', '<35'],
        ['vitamin_d_25oh', 'Vitamin D (25-OH)', '14.2', 'ng/mL', '30-100', { method: 'CLIA' }],
        ['vitamin_b12', 'Vitamin B12', '241', 'pg/mL', '211-911', { method: 'CLIA' }],
        ['tsh', 'TSH', '6.8', 'µIU/mL', '0.4-4.2'],
      ],
      'female',
    ),
  },
];
in02.notResults = [...interpStrings(HBA1C), 'GOD-POD', 'Immunoturbidimetry', 'CLIA'];
in02.html = renderSa(
  {
    lab: 'आरोग्य डायग्नोस्टिक्स · AROGYA DIAGNOSTICS',
    tagline: 'Pathology · Radiology · Home Collection',
    address: '22/7 Vidhan Sabha Marg, Hazratganj, Lucknow 226001',
    phone: '0522-4066 218',
    patient: 'Mrs. Kavita Srivastava',
    ageSex: '52 Yrs / Female',
    refBy: 'Dr. A. K. Tripathi',
    regNo: 'ARG/26/118093',
    collected: '09-Nov-2026 10:05',
    received: '09-Nov-2026 11:30',
    reported: '10-Nov-2026 09:14',
    centre: 'Hazratganj (Main)',
    doctors: [{ name: 'Dr. Nidhi Agarwal', title: 'MBBS, MD (Path.) Reg. No. UPMC-44871' }],
    accent: '#8a1f1f',
    font: 'Lohit Devanagari',
    logos: ['NABL · ISO 9001'],
    lo: true,
  },
  in02.panels,
  [HBA1C],
  { dec: '.' },
  { ...RS_IN, sex: 'M: {m} / F: {f}', sep: ' - ' },
);

// ---------------------------------------------------------------- h-pk-01
const pk01: Doc = {
  id: 'h-pk-01',
  country: 'PK',
  language: 'en-PK',
  producer: 'chromium',
  split: 'holdout',
  classes: ['H1'],
  layout: ['table-4col', 'method-under-name', 'bold-abnormal', 'multi-page', 'header-repeated', 'up-to-range', 'interpretive-tables', 'age-ranges'],
  meta: { lab_date: '2026-11-03', results_date: '2026-11-04', lab_name: 'Indus Crescent Laboratories', lab_city: 'Lahore', patient_name: 'Mr. Usman Tariq Butt', patient_age: '61', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: bold,
  footer: pageFooter('ICL-0311-66204 · Usman Tariq Butt', 'Printed 04/11/2026 13:52', 'Liberation Sans', 'Page {p} / {n}'),
};
pk01.panels = [
  {
    title: 'Hematology — CBC',
    rows: rows(
      [
        ['hemoglobin', 'Hemoglobin', '14.1', 'g/dl', 'M:13.5-17.5/F:11.5-15.5'],
        ['wbc', 'Total Leucocyte Count', '5600', '/cmm', '4000-11000'],
        ['rbc', 'RBC Count', '4.88', 'million/cmm', '4.5-6.5'],
        ['hematocrit', 'HCT', '42.6', '%', '40-54'],
        ['mcv', 'MCV', '87.3', 'fl', '76-96'],
        ['mch', 'MCH', '28.9', 'pg', '27-32'],
        ['mchc', 'MCHC', '33.1', 'g/dl', '30-35'],
        ['platelets', 'Platelet Count', '96000', '/cmm', '150000-400000'],
        ['neutrophils_pct', 'Neutrophils', '58', '%', '40-75'],
        ['lymphocytes_pct', 'Lymphocytes', '34', '%', '20-45'],
        ['monocytes_pct', 'Monocytes', '6', '%', '2-10'],
        ['eosinophils_pct', 'Eosinophils', '2', '%', '1-6'],
      ],
      'male',
    ),
  },
  {
    title: 'Liver Function Tests',
    rows: rows(
      [
        ['bilirubin_total', 'Serum Bilirubin (Total)', '1.9', 'mg/dl', '<1.2', { method: 'Diazo' }],
        ['bilirubin_direct', 'Bilirubin Direct', '0.6', 'mg/dl', '<0.3'],
        ['alt', 'ALT (SGPT)', '88', 'U/L', '<41', { method: 'IFCC without P5P' }],
        ['ast', 'AST (SGOT)', '71', 'U/L', '<40'],
        ['alp', 'Alkaline Phosphatase', '118', 'U/L', '40-129', { rangeText: 'Adults: 40 - 129<br>Children (1-12 y): 150 - 420', method: 'IFCC AMP buffer' }],
        ['ggt', 'Gamma GT', '142', 'U/L', '<60'],
        ['total_protein', 'Total Protein', '6.9', 'g/dl', '6.4-8.3'],
        ['albumin', 'Albumin', '3.3', 'g/dl', '3.5-5.2'],
        ['globulin', 'Globulin', '3.6', 'g/dl', '2.0-3.5'],
        ['albumin_globulin_ratio', 'A/G Ratio', '0.92', null, '1.1-2.2'],
      ],
      'male',
    ),
  },
  {
    title: 'Serology',
    breakBefore: true,
    rows: rows(
      [
        ['hbsag', 'HBsAg (ICT)', 'Non-Reactive', null, 'txt:Non-Reactive'],
        ['anti_hcv', 'Anti-HCV (ICT)', 'Reactive', null, 'txt:Non-Reactive', { bad: true }],
        ['psa_total', 'PSA (Total)', '3.1', 'ng/ml', '0-4.0', { rangeText: '40-49 y: up to 2.5<br>50-59 y: up to 3.5<br>60-69 y: up to 4.5<br>70-79 y: up to 6.5', bad: false }],
      ],
      'male',
    ),
    note: 'Anti-HCV reactive by screening; confirmation by HCV RNA PCR is advised.',
  },
];
// PSA: the band of a 61-year-old is "up to 4.5"
pk01.panels[2]!.rows[2]!.rng = '<4.5';
pk01.notResults = ['Diazo', 'IFCC without P5P', 'IFCC AMP buffer'];
pk01.html = renderSa(
  {
    lab: 'INDUS CRESCENT LABORATORIES',
    tagline: 'Clinical Pathology & Molecular Diagnostics',
    address: '41-B Main Boulevard, Gulberg III, Lahore',
    phone: '042-3578 1104',
    patient: 'Mr. Usman Tariq Butt',
    ageSex: '61 Years / Male',
    refBy: 'Self',
    regNo: 'ICL-0311-66204',
    collected: '03/11/2026 09:22',
    received: '03/11/2026 10:02',
    reported: '04/11/2026 13:47',
    centre: 'Gulberg Branch',
    doctors: [
      { name: 'Dr. Sadia Rehman', title: 'FCPS (Haematology)' },
      { name: 'Dr. Kamran Iqbal', title: 'FCPS (Chemical Pathology)' },
    ],
    accent: '#136f3a',
    font: 'Liberation Sans',
    logos: ['PNAC<br>ISO 15189', 'CAP<br>EQA'],
  },
  pk01.panels,
  [],
  { dec: '.', group: 'en', groupMin: 5 },
  { ...RS_EN, lt: 'Up to {x}', sex: 'Male: {m}<br>Female: {f}' },
);

// ---------------------------------------------------------------- h-lk-01
const lk01: Doc = {
  id: 'h-lk-01',
  country: 'LK',
  language: 'en-LK',
  producer: 'chromium',
  split: 'tune',
  classes: ['H1'],
  layout: ['table-4col', 'bold-abnormal', 'thousands-separator', 'interpretive-tables', 'sex-ranges'],
  meta: { lab_date: '2026-10-28', results_date: '2026-10-28', lab_name: 'Lanka Hospitals Diagnostics (Kandy)', lab_city: 'Kandy', patient_name: 'Mrs. W. M. Dilrukshi Perera', patient_age: '38', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: bold,
  footer: pageFooter('Kandy City Medilab · 081 220 4455', 'KCM-261028-0451', 'DejaVu Serif'),
};
lk01.panels = [
  {
    title: 'Full Blood Count',
    rows: rows(
      [
        ['wbc', 'White Cell Count', '4200', '/cu mm', '4000-11000'],
        ['neutrophils_pct', 'Neutrophils', '52.1', '%', '40-75'],
        ['lymphocytes_pct', 'Lymphocytes', '38.4', '%', '20-45'],
        ['eosinophils_pct', 'Eosinophils', '7.2', '%', '1-6'],
        ['hemoglobin', 'Haemoglobin', '11.4', 'g/dL', 'M:13.0-17.0/F:11.5-15.5'],
        ['rbc', 'Red Cell Count', '4.95', '10^6/uL', 'M:4.5-5.5/F:3.8-4.8'],
        ['hematocrit', 'Haematocrit (PCV)', '35.9', '%', '36-46'],
        ['mcv', 'MCV', '72.5', 'fL', '80-100'],
        ['mch', 'MCH', '23.0', 'pg', '27-32'],
        ['rdw_cv', 'RDW', '16.8', '%', '11.5-14.5'],
        ['platelets', 'Platelet Count', '312000', '/cu mm', '150000-450000'],
      ],
      'female',
    ),
  },
  {
    title: 'Iron Studies',
    rows: rows(
      [
        ['iron', 'Serum Iron', '38', 'ug/dL', '50-170'],
        ['tibc', 'TIBC', '452', 'ug/dL', '250-450'],
        ['transferrin_saturation', 'Transferrin Saturation', '8.4', '%', '15-50'],
        ['ferritin', 'Ferritin', '6.1', 'ng/mL', '13-150'],
      ],
      'female',
    ),
    note: 'Comment: Microcytic hypochromic picture with low iron stores. Hb electrophoresis advised to exclude thalassaemia trait.',
  },
  {
    title: 'Fasting Lipid Profile',
    rows: rows(
      [
        ['cholesterol_total', 'Total Cholesterol', '176', 'mg/dL', '<200'],
        ['hdl_cholesterol', 'HDL Cholesterol', '52', 'mg/dL', '>45'],
        ['triglycerides', 'Triglycerides', '98', 'mg/dL', '<150'],
        ['ldl_cholesterol', 'LDL Cholesterol', '104', 'mg/dL', '<130'],
      ],
      'female',
    ),
  },
];
lk01.notResults = [...interpStrings(LIPID)];
lk01.html = renderSa(
  {
    lab: 'KANDY CITY MEDILAB',
    tagline: 'A member of Hillcountry Health Partners',
    address: 'No. 112, Peradeniya Road, Kandy',
    phone: '081 220 4455',
    patient: 'Mrs. W. M. Dilrukshi Perera',
    ageSex: '38Y / F',
    refBy: 'Dr. (Mrs.) S. Wijesinghe',
    regNo: 'KCM-261028-0451',
    collected: '28.10.2026 07:35',
    received: '28.10.2026 08:10',
    reported: '28.10.2026 14:02',
    centre: 'Kandy',
    doctors: [{ name: 'Dr. Chaminda Rathnayake', title: 'MBBS, MD (Haematology) Consultant Haematologist' }],
    accent: '#6b2c91',
    font: 'DejaVu Serif',
    logos: ['SLAB<br>ISO 15189'],
  },
  lk01.panels,
  [LIPID],
  { dec: '.', group: 'en', groupMin: 4 },
  { ...RS_EN, sep: ' – ', lt: '< {x}', gt: '> {x}', sex: 'M {m}<br>F {f}' },
);
lk01.meta.lab_name = 'Kandy City Medilab';

// ---------------------------------------------------------------- h-bd-01 (key–value, LibreOffice)
const flagHL = (r: Row): string | null => r.dir ?? null;
const bd01: Doc = {
  id: 'h-bd-01',
  country: 'BD',
  language: 'en-BD',
  producer: 'libreoffice',
  split: 'tune',
  classes: ['H6'],
  layout: ['key-value', 'dot-leaders', 'flag-suffix', 'range-in-parentheses', 'sex-ranges'],
  meta: { lab_date: '2026-11-11', results_date: '2026-11-11', lab_name: 'Meghna Medical Diagnostic Centre', lab_city: 'Chattogram', patient_name: 'Md. Shafiqul Alam Chowdhury', patient_age: '57', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: flagHL,
};
bd01.panels = [
  {
    title: 'HAEMATOLOGY REPORT',
    rows: rows(
      [
        ['hemoglobin', 'Haemoglobin', '15.2', 'gm/dl', 'M:13.5-18.0/F:11.5-16.5'],
        ['esr', 'ESR', '8', 'mm in 1st hour', '0-10'],
        ['wbc', 'Total W.B.C. Count', '10800', '/cmm', '4000-11000'],
        ['neutrophils_pct', 'Neutrophil', '71', '%', '40-75'],
        ['lymphocytes_pct', 'Lymphocyte', '22', '%', '20-45'],
        ['platelets', 'Platelet Count', '285000', '/cmm', '150000-450000'],
      ],
      'male',
    ),
  },
  {
    title: 'BIOCHEMISTRY REPORT',
    rows: rows(
      [
        ['glucose', 'Fasting Blood Sugar', '7.8', 'mmol/L', '3.9-6.1'],
        ['glucose_ogtt_2h', 'Blood Sugar 2 Hrs after 75g Glucose', '12.6', 'mmol/L', '<7.8'],
        ['creatinine', 'Serum Creatinine', '1.42', 'mg/dl', '0.7-1.4'],
        ['sodium', 'Serum Sodium', '139', 'mmol/L', '135-145'],
        ['potassium', 'Serum Potassium', '5.6', 'mmol/L', '3.5-5.1'],
        ['chloride', 'Serum Chloride', '101', 'mmol/L', '98-107'],
        ['cholesterol_total', 'Serum Cholesterol', '242', 'mg/dl', '<200'],
        ['triglycerides', 'Serum Triglyceride', '310', 'mg/dl', '<150'],
        ['alt', 'SGPT', '33', 'U/L', '<45'],
      ],
      'male',
    ),
  },
];
bd01.html = renderKv(
  {
    lab: 'MEGHNA MEDICAL DIAGNOSTIC CENTRE',
    lines: ['House 9, Road 2, O.R. Nizam Road R/A, Chattogram-4000', 'Hotline: 09612-334455 · Fully computerised laboratory'],
    headRows: [
      ['Patient', 'Md. Shafiqul Alam Chowdhury'],
      ['Age / Sex', '57 Years / Male'],
      ['Referred by', 'Prof. Dr. Nurul Haque, FCPS (Medicine)'],
      ['Sample ID', 'MMD-2611-07731'],
      ['Collection', '11-11-2026 08:30 AM'],
      ['Report date', '11-11-2026 04:15 PM'],
    ],
    font: 'Liberation Serif',
    foot: 'Checked by: Md. Abdur Rahim (Medical Technologist) — Dr. Farhana Sultana, MBBS, M.Phil (Biochemistry), Consultant',
  },
  bd01.panels,
  { dec: '.', group: 'en', groupMin: 5 },
  { ...RS_EN, lt: '< {x}', sex: 'M: {m}, F: {f}' },
  (r) => (r.dir ? `[${r.dir}]` : ''),
  '',
);

// ---------------------------------------------------------------- h-np-01 (block layout, LibreOffice, 2 pages)
const np01: Doc = {
  id: 'h-np-01',
  country: 'NP',
  language: 'en-NP',
  producer: 'libreoffice',
  split: 'holdout',
  classes: ['H6'],
  layout: ['block-per-analyte', 'result-line', 'reference-line', 'flag-word', 'multi-page', 'sex-ranges'],
  meta: { lab_date: '2026-11-06', results_date: '2026-11-07', lab_name: 'Himal Care Diagnostic & Research Centre', lab_city: 'Kathmandu', patient_name: 'Mr. Bikash Shrestha', patient_age: '34', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: flagHL,
};
np01.panels = [
  {
    title: 'HAEMATOLOGY',
    rows: rows(
      [
        ['hemoglobin', 'Haemoglobin (Hb)', '17.9', 'g/dL', 'M:13.5-17.5/F:12.0-15.5'],
        ['hematocrit', 'PCV', '53.1', '%', 'M:40-52/F:36-46'],
        ['wbc', 'Total Leukocyte Count', '6.4', '10^9/L', '4.0-11.0'],
        ['platelets', 'Platelet Count', '224', '10^9/L', '150-400'],
        ['esr', 'ESR', '4', 'mm/hr', '0-15'],
      ],
      'male',
    ),
  },
  {
    title: 'BIOCHEMISTRY',
    rows: rows(
      [
        ['glucose', 'Glucose (Fasting)', '92', 'mg/dL', '70-110', { method: 'GOD-POD' }],
        ['urea', 'Urea', '41', 'mg/dL', '15-45'],
        ['creatinine', 'Creatinine', '1.1', 'mg/dL', '0.6-1.4', { method: 'Jaffe' }],
        ['uric_acid', 'Uric Acid', '8.9', 'mg/dL', 'M:3.4-7.0/F:2.4-5.7', { method: 'Uricase-PAP' }],
        ['calcium', 'Calcium', '9.4', 'mg/dL', '8.6-10.2'],
        ['alt', 'ALT', '22', 'U/L', '<42'],
        ['ast', 'AST', '19', 'U/L', '<37'],
        ['alp', 'Alkaline Phosphatase', '318', 'U/L', '80-306'],
        ['albumin', 'Albumin', '4.6', 'g/dL', '3.5-5.2'],
      ],
      'male',
    ),
  },
  {
    title: 'HORMONES & VITAMINS',
    breakBefore: true,
    rows: rows(
      [
        ['tsh', 'TSH', '0.21', 'µIU/mL', '0.35-5.5', { method: 'ECLIA' }],
        ['free_t4', 'Free T4', '24.8', 'pmol/L', '12-22', { method: 'ECLIA' }],
        ['free_t3', 'Free T3', '6.1', 'pmol/L', '3.1-6.8'],
        ['vitamin_d_25oh', '25-OH Vitamin D', '22.4', 'ng/mL', '30-100', { method: 'CLIA' }],
        ['vitamin_b12', 'Vitamin B12', '198', 'pg/mL', '211-911'],
        ['ferritin', 'Ferritin', '164', 'ng/mL', '30-400'],
      ],
      'male',
    ),
  },
];
np01.notResults = ['GOD-POD', 'Jaffe', 'Uricase-PAP', 'ECLIA', 'CLIA', 'Deficient < 20', 'Insufficient 20 - 29', 'Sufficient 30 - 100'];
np01.html = renderBlocks(
  {
    lab: 'HIMAL CARE DIAGNOSTIC & RESEARCH CENTRE',
    sub: 'Maharajgunj, Kathmandu-3 · Tel 01-4721190 · Estd. 2009',
    headRows: [
      ['Name', 'Mr. Bikash Shrestha'],
      ['Age/Sex', '34 Y / M'],
      ['Lab No.', 'HC/83/11206'],
      ['Referred by', 'Dr. Pratima Karki'],
      ['Sample collected', '2026-11-06 07:50'],
      ['Reported', '2026-11-07 12:20'],
    ],
    font: 'Liberation Sans',
    cols: 2,
    foot: 'Dr. Sujan Adhikari, MD Pathology (NMC No. 8821) — Lab In-charge. Results relate to the sample received.',
    lo: true,
  },
  np01.panels,
  { dec: '.' },
  { ...RS_EN, lt: 'below {x}', sex: 'Male {m}; Female {f}' },
  (r) => (r.dir === 'H' ? '(High)' : r.dir === 'L' ? '(Low)' : ''),
  '<p style="font-size:8.5pt"><b>Vitamin D status:</b> Deficient &lt; 20 · Insufficient 20 - 29 · Sufficient 30 - 100 ng/mL</p>',
);


// ---------------------------------------------------------------- h-in-03 (child, age-specific ranges, urine, LibreOffice)
const in03: Doc = {
  id: 'h-in-03',
  country: 'IN',
  language: 'en-IN',
  producer: 'libreoffice',
  split: 'holdout',
  classes: ['H1'],
  layout: ['table-4col', 'bold-abnormal', 'indian-grouping', 'cells-cumm', 'age-ranges', 'urine-section', 'method-under-name'],
  meta: { lab_date: '2026-11-16', results_date: '2026-11-16', lab_name: 'Kaveri Diagnostics & Polyclinic', lab_city: 'Bengaluru', patient_name: 'Master Arjun Raghavendra', patient_age: '9', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: bold,
};
in03.panels = [
  {
    title: 'Haemogram',
    rows: rows(
      [
        ['hemoglobin', 'Haemoglobin', '10.8', 'g/dL', '11.5-15.5', { rangeText: '6-12 yrs: 11.5 - 15.5<br>Adult M: 13.0 - 17.0' }],
        ['wbc', 'Total WBC Count', '13400', 'cells/cumm', '4500-13500', { rangeText: '6-12 yrs: 4,500 - 13,500<br>Adult: 4,000 - 11,000' }],
        ['neutrophils_pct', 'Neutrophils', '38', '%', '40-75'],
        ['lymphocytes_pct', 'Lymphocytes', '48', '%', '20-45'],
        ['eosinophils_pct', 'Eosinophils', '11', '%', '1-6'],
        ['eosinophils_abs', 'Absolute Eosinophil Count', '1474', 'cells/cumm', '40-440'],
        ['rbc', 'RBC Count', '4.41', 'mill/cumm', '4.0-5.2'],
        ['mcv', 'MCV', '71.2', 'fL', '77-95'],
        ['platelets', 'Platelet Count', '389000', 'cells/cumm', '150000-450000'],
      ],
      'male',
    ),
  },
  {
    title: 'Biochemistry',
    rows: rows(
      [
        ['glucose_random', 'Glucose - Random', '96', 'mg/dL', '70-140', { method: 'Hexokinase' }],
        ['calcium', 'Calcium, Total', '9.8', 'mg/dL', '8.8-10.8', { method: 'Arsenazo III' }],
        ['alp', 'Alkaline Phosphatase', '286', 'U/L', '142-335', { rangeText: 'Child 4-15 yrs: 142 - 335<br>Adult: 40 - 129', method: 'IFCC' }],
        ['ferritin', 'Ferritin', '7.4', 'ng/mL', '14-79', { method: 'CLIA' }],
        ['ige_total', 'IgE, Total', '640', 'IU/mL', '<200', { rangeText: '6-9 yrs: up to 200<br>Adults: up to 100', method: 'CLIA' }],
      ],
      'male',
    ),
  },
  {
    title: 'Urine Routine Examination',
    rows: rows(
      [
        ['urine_color', 'Colour', 'Pale Yellow', null, 'txt:Pale Yellow'],
        ['urine_appearance', 'Appearance', 'Clear', null, 'txt:Clear'],
        ['urine_specific_gravity', 'Specific Gravity', '1.020', null, '1.005-1.030'],
        ['urine_ph', 'Reaction (pH)', '6.0', null, '4.6-8.0'],
        ['urine_protein', 'Protein', 'Nil', null, 'txt:Nil'],
        ['urine_glucose', 'Sugar', 'Nil', null, 'txt:Nil'],
        ['urine_wbc', 'Pus Cells', '2-3', '/hpf', 'txt:0-5'],
        ['urine_epithelial_cells', 'Epithelial Cells', 'Occasional', '/hpf', ''],
      ],
      'male',
    ),
    note: 'Stool for ova and cysts advised in view of eosinophilia.',
  },
];
in03.notResults = ['Hexokinase', 'Arsenazo III', 'IFCC', 'CLIA'];
in03.html = renderSa(
  {
    lab: 'KAVERI DIAGNOSTICS',
    tagline: '& Polyclinic · Jayanagar',
    address: '#418, 11th Main, 4th Block, Jayanagar, Bengaluru 560011',
    phone: '080-4128 7702',
    patient: 'Master Arjun Raghavendra',
    ageSex: '9 Years / Male',
    refBy: 'Dr. Lakshmi Narayan (Paediatrics)',
    regNo: 'KDP-16112026-0219',
    collected: '16/11/2026 09:10',
    received: '16/11/2026 09:25',
    reported: '16/11/2026 18:40',
    centre: 'Jayanagar',
    doctors: [{ name: 'Dr. Prakash Hegde', title: 'MD (Pathology), KMC Reg. 61190' }],
    accent: '#9a4d00',
    font: 'DejaVu Sans',
    logos: ['NABL Accredited'],
    lo: true,
  },
  in03.panels,
  [],
  { dec: '.', group: 'in', groupMin: 4 },
  { ...RS_IN, lt: 'up to {x}' },
);

// ---------------------------------------------------------------- h-ke-01 (Kenya, key–value, "(H)" glued)
const ke01: Doc = {
  id: 'h-ke-01',
  country: 'KE',
  language: 'en-KE',
  producer: 'chromium',
  split: 'holdout',
  classes: ['H6'],
  layout: ['key-value', 'dot-leaders', 'paren-flag-glued', 'range-in-parentheses', 'si-units', 'sex-ranges'],
  meta: { lab_date: '2026-11-10', results_date: '2026-11-11', lab_name: 'Rift Valley Pathologists', lab_city: 'Nakuru', patient_name: 'Grace Wanjiru Kamau', patient_age: '42', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: flagHL,
  footer: pageFooter('Rift Valley Pathologists · KENAS accredited', 'Lab No. RVP/26/40917', 'Liberation Serif'),
};
ke01.panels = [
  {
    title: 'HAEMATOLOGY',
    rows: rows(
      [
        ['hemoglobin', 'Haemoglobin', '9.7', 'g/dL', 'M:13.0-17.0/F:12.0-15.0'],
        ['hematocrit', 'Haematocrit', '30.4', '%', 'M:40-50/F:36-46'],
        ['mcv', 'MCV', '101.8', 'fL', '80-100'],
        ['wbc', 'White Cell Count', '3.1', 'x10^9/L', '4.0-11.0'],
        ['platelets', 'Platelets', '118', 'x10^9/L', '150-400'],
        ['lymphocytes_abs', 'Lymphocytes (abs)', '0.9', 'x10^9/L', '1.0-4.0'],
      ],
      'female',
    ),
  },
  {
    title: 'CHEMISTRY',
    rows: rows(
      [
        ['sodium', 'Sodium', '136', 'mmol/L', '135-145'],
        ['potassium', 'Potassium', '3.9', 'mmol/L', '3.5-5.1'],
        ['urea', 'Urea', '4.1', 'mmol/L', '2.5-7.8'],
        ['creatinine', 'Creatinine', '78', 'umol/L', '45-90'],
        ['alt', 'ALT', '27', 'U/L', '<33'],
        ['bilirubin_total', 'Total Bilirubin', '12', 'umol/L', '<21'],
        ['vitamin_b12', 'Vitamin B12', '132', 'pmol/L', '145-569'],
        ['folate', 'Serum Folate', '9.1', 'ng/mL', '>5.4'],
      ],
      'female',
    ),
  },
  {
    title: 'SEROLOGY',
    rows: rows(
      [
        ['hiv_ag_ab', 'HIV 1&2 Ag/Ab (4th gen)', 'Non-reactive', null, 'txt:Non-reactive'],
        ['syphilis_treponemal', 'TPHA', 'Non-reactive', null, 'txt:Non-reactive'],
        ['hbsag', 'HBsAg', 'Non-reactive', null, 'txt:Non-reactive'],
      ],
      'female',
    ),
  },
];
ke01.notResults = ['Malaria parasites (BS for MPS): No parasites seen'];
ke01.html = renderKv(
  {
    lab: 'RIFT VALLEY PATHOLOGISTS',
    lines: ['Kenyatta Avenue, Merica Plaza 2nd Floor, Nakuru · Tel 0709 118 440', 'Consultant Pathologists · KENAS ISO 15189 accredited laboratory'],
    headRows: [
      ['Patient name', 'Grace Wanjiru Kamau'],
      ['Age / Sex', '42 yrs / F'],
      ['Lab No.', 'RVP/26/40917'],
      ['Requesting clinician', 'Dr. Otieno Ochieng'],
      ['Collected', '10-Nov-2026 09:40'],
      ['Authorised', '11-Nov-2026 11:05'],
    ],
    font: 'Liberation Serif',
    foot: 'Authorised by Dr. Amina Wafula, MBChB, MMed (Path). Macrocytic picture with cytopenias — suggest B12/folate replacement and peripheral film review.',
  },
  ke01.panels,
  { dec: '.' },
  { ...RS_EN, lt: '< {x}', gt: '> {x}', sex: 'M {m}; F {f}' },
  (r) => (r.dir ? `(${r.dir})` : ''),
  '<p style="margin-top:8px">Malaria parasites (BS for MPS) ........ : No parasites seen</p>',
);

// ---------------------------------------------------------------- h-sg-01 (Singapore, block layout, three columns, SI units)
const sg01: Doc = {
  id: 'h-sg-01',
  country: 'SG',
  language: 'en-SG',
  producer: 'chromium',
  split: 'tune',
  classes: ['H6'],
  layout: ['block-per-analyte', 'three-column-grid', 'result-line', 'reference-line', 'flag-word', 'si-units', 'sex-ranges'],
  meta: { lab_date: '2026-11-18', results_date: '2026-11-19', lab_name: 'Merlion Clinical Laboratories', lab_city: 'Singapore', patient_name: 'TAN WEI MING', patient_age: '52', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: flagHL,
  footer: pageFooter('Merlion Clinical Laboratories Pte Ltd · 6 Science Park Dr #03-12', 'Lab ref MCL-2611-88315', 'DejaVu Sans'),
};
sg01.panels = [
  {
    title: 'Lipids & Diabetes',
    rows: rows(
      [
        ['cholesterol_total', 'Total Cholesterol', '6.4', 'mmol/L', '<5.2'],
        ['ldl_cholesterol', 'LDL Cholesterol (calc)', '4.3', 'mmol/L', '<3.4'],
        ['hdl_cholesterol', 'HDL Cholesterol', '1.02', 'mmol/L', '>1.0'],
        ['triglycerides', 'Triglycerides', '2.1', 'mmol/L', '<2.3'],
        ['glucose', 'Glucose, fasting', '6.6', 'mmol/L', '3.9-6.0'],
        ['hba1c', 'HbA1c', '6.2', '%', '4.0-5.6'],
      ],
      'male',
    ),
  },
  {
    title: 'Renal & Liver',
    rows: rows(
      [
        ['creatinine', 'Creatinine', '104', 'umol/L', 'M:65-125/F:45-90'],
        ['egfr', 'eGFR (CKD-EPI)', '74', 'mL/min/1.73m2', '>=90'],
        ['urea', 'Urea', '5.8', 'mmol/L', '2.8-7.6'],
        ['uric_acid', 'Uric Acid', '0.48', 'mmol/L', 'M:0.24-0.51/F:0.16-0.43'],
        ['alt', 'ALT', '38', 'U/L', '10-70'],
        ['ast', 'AST', '29', 'U/L', '10-50'],
        ['ggt', 'GGT', '91', 'U/L', '<60'],
        ['albumin', 'Albumin', '43', 'g/L', '35-50'],
      ],
      'male',
    ),
  },
  {
    title: 'Others',
    rows: rows(
      [
        ['tsh', 'TSH', '1.66', 'mIU/L', '0.65-3.70'],
        ['psa_total', 'PSA, total', '1.2', 'ug/L', '<4.0'],
        ['crp', 'C-Reactive Protein', '3.1', 'mg/L', '<5.0'],
        ['urine_albumin_creatinine_ratio', 'Urine Albumin/Creatinine Ratio', '5.2', 'mg/mmol', '<3.0'],
      ],
      'male',
    ),
  },
];
sg01.notResults = ['LDL-C target < 2.6 mmol/L for high-risk patients (MOH CPG Lipids 2023)'];
sg01.html = renderBlocks(
  {
    lab: 'MERLION CLINICAL LABORATORIES',
    sub: 'Pte Ltd · 6 Science Park Drive #03-12 Singapore 118238 · Tel 6872 4410 · SAC-SINGLAS accredited',
    headRows: [
      ['Patient', 'TAN WEI MING'],
      ['NRIC', 'S7*****2H'],
      ['Sex / Age', 'M / 52Y'],
      ['Clinic', 'Bukit Timah Family Clinic'],
      ['Collected', '18/11/2026 08:20'],
      ['Reported', '19/11/2026 10:45'],
    ],
    font: 'DejaVu Sans',
    cols: 3,
    foot: 'Verified by: Ng Hui Ling (Medical Technologist) · Approved: Dr. Lim Boon Keat, Pathologist. Results relate only to the specimen received.',
  },
  sg01.panels,
  { dec: '.' },
  { ...RS_EN, sep: ' - ', lt: '< {x}', gt: '> {x}', ge: '>= {x}', sex: 'M: {m}<br>F: {f}' },
  (r) => (r.dir === 'H' ? 'HIGH' : r.dir === 'L' ? 'LOW' : ''),
  '<p style="font-size:8.5pt">LDL-C target &lt; 2.6 mmol/L for high-risk patients (MOH CPG Lipids 2023).</p>',
);

export const DOCS_SA: Doc[] = [in01, in02, in03, pk01, lk01, bd01, np01, ke01, sg01];
