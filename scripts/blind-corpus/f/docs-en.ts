/**
 * Part F reports in English: Pakistan, India, Nigeria, Kenya, Philippines, UK (invented patients, labs,
 * addresses, phone numbers and identifiers).
 */
import {
  type Entry, grid, kv, kvRows, lines, meta, newReport, notResultLines, nrRow, type Report, res, running, sec,
} from './kit';

/** Pakistani hospital LIS cumulative report: Test | Unit | Reference Range | older | older | NEWEST | Flag. */
export function pk01(): Report {
  const r = newReport({
    id: 'f-pk-01', country: 'PK', language: 'en-PK', producer: 'pdfkit', split: 'tune', dec: '.', font: 'sans',
    classes: ['F1', 'F9'],
    layout: ['cumulative-columns', 'range-first', 'newest-rightmost', 'flag-column', 'header-footer'],
    metadata: meta('2026-11-21', '2026-11-21', 'Rawal Crescent Hospital', 'Islamabad', 'Mr. Tariq Mehmood Awan', '61', 'male'),
  });
  r.y = 34;
  r.text(297, 'RAWAL CRESCENT HOSPITAL', 15, { bold: true, align: 'center' });
  r.nl(17);
  r.text(297, 'Department of Pathology & Laboratory Medicine', 9, { align: 'center' });
  r.nl(11);
  r.text(297, 'Plot 14-C, Service Road East, G-9 Markaz, Islamabad   Ph: 051-555 4420  Ext. 310', 7.5, { align: 'center' });
  r.nl(14);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 230, 410], [
    ['MR No:', '0112-26-884105'], ['Patient:', 'Mr. Tariq Mehmood Awan'], ['Age/Sex:', '61 Y / Male'],
    ['Ward:', 'Nephrology OPD'], ['Consultant:', 'Dr. Farah Naz Gillani'], ['Lab No:', 'L-26-1121-0447'],
    ['Collected:', '21-Nov-2026 08:35'], ['Reported:', '21-Nov-2026 13:10'], ['Status:', 'Final'],
  ], 8);
  r.nl(2);
  r.rule(36, 559, 0.6);
  r.nl(8);
  r.text(297, 'CUMULATIVE REPORT', 10.5, { bold: true, align: 'center' });
  r.nl(16);
  const e: Entry[] = [
    sec('HAEMATOLOGY'),
    res('hemoglobin', 'Haemoglobin', '9.8', 'g/dL', '13.0 - 17.0', 'L', { prev: ['11.2', '10.6'] }),
    res('wbc', 'Total Leucocyte Count', '12.6', 'x10^9/L', '4.0 - 11.0', 'H', { prev: ['7.2', '8.9'] }),
    res('platelets', 'Platelet Count', '164', 'x10^9/L', '150 - 400', null, { prev: ['210', '188'] }),
    res('mcv', 'MCV', '84.1', 'fL', '80.0 - 100.0', null, { prev: ['86.0', '85.2'] }),
    res('neutrophils_pct', 'Neutrophils', '81', '%', '40 - 75', 'H', { prev: ['62', '70'] }),
    res('lymphocytes_pct', 'Lymphocytes', '13', '%', '20 - 45', 'L', { prev: ['29', '22'] }),
    sec('DIABETIC PROFILE'),
    res('glucose', 'Fasting Blood Glucose', '128', 'mg/dL', '70 - 100', 'H', { prev: ['162', '141'] }),
    res('hba1c', 'HbA1c', '7.4', '%', '4.0 - 5.6', 'H', { prev: ['8.9', '8.1'] }),
    sec('RENAL FUNCTION TESTS'),
    res('urea', 'Blood Urea', '79', 'mg/dL', '15 - 45', 'H', { prev: ['58', '66'] }),
    res('creatinine', 'Serum Creatinine', '2.4', 'mg/dL', '0.7 - 1.3', 'H', { prev: ['1.6', '1.9'] }),
    res('egfr', 'eGFR (CKD-EPI)', '29', 'mL/min/1.73m2', '> 60', 'L', { prev: ['47', '38'] }),
    res('sodium', 'Sodium', '134', 'mmol/L', '135 - 145', 'L', { prev: ['139', '137'] }),
    res('potassium', 'Potassium', '5.6', 'mmol/L', '3.5 - 5.1', 'H', { prev: ['4.6', '5.0'] }),
    res('chloride', 'Chloride', '101', 'mmol/L', '98 - 107', null, { prev: ['103', '102'] }),
    res('uric_acid', 'Uric Acid', '8.4', 'mg/dL', '3.5 - 7.2', 'H', { prev: ['', '7.9'] }),
    sec('LIPID PROFILE'),
    res('cholesterol_total', 'Total Cholesterol', '181', 'mg/dL', '< 200', null, { prev: ['214', ''] }),
    res('triglycerides', 'Triglycerides', '198', 'mg/dL', '< 150', 'H', { prev: ['260', ''] }),
    res('hdl_cholesterol', 'HDL Cholesterol', '36', 'mg/dL', '> 40', 'L', { prev: ['34', ''] }),
    res('ldl_cholesterol', 'LDL Cholesterol (calc.)', '105', 'mg/dL', '< 100', 'H', { prev: ['128', ''] }),
    sec('LIVER FUNCTION TESTS'),
    res('alt', 'ALT (SGPT)', '27', 'U/L', '0 - 41', null, { prev: ['22', '31'] }),
    res('albumin', 'Serum Albumin', '3.3', 'g/dL', '3.5 - 5.2', 'L', { prev: ['3.9', '3.6'] }),
  ];
  grid(r, e, {
    cols: [
      { key: 'name', x: 40, label: 'Test' }, { key: 'unit', x: 178, label: 'Unit' },
      { key: 'range', x: 248, label: 'Reference Range' },
      { key: 'prev', i: 0, x: 392, align: 'right', label: '14-Jun-26' },
      { key: 'prev', i: 1, x: 452, align: 'right', label: '02-Sep-26' },
      { key: 'value', x: 512, align: 'right', label: '21-Nov-26' },
      { key: 'flag', x: 524, label: 'Flag' },
    ],
    mark: 'column', boldValue: true, size: 8.2, rowH: 12.2, right: 559,
  });
  r.nl(6);
  lines(r, 40, ['Results of 14-Jun-26 and 02-Sep-26 are shown for comparison only. Flags refer to the latest sample.'], 7.5, { italic: true });
  r.nl(14);
  lines(r, 40, ['Dr. Kamran Yousaf Siddiqui', 'MBBS, FCPS (Chemical Pathology)', 'Consultant Pathologist'], 8);
  running(r, (n, t) => [{ x: 40, y: 812, text: `Computer generated report, no signature required.    L-26-1121-0447    Page ${n} of ${t}` }]);
  return r;
}

/** Pakistani lab: Test | Normal Range | Result | Unit | Flag with H/L/HH/LL/* (range BEFORE the value). */
export function pk02(): Report {
  const r = newReport({
    id: 'f-pk-02', country: 'PK', language: 'en-PK', producer: 'pdfkit', split: 'holdout', dec: '.', font: 'dejavu',
    classes: ['F2', 'F9'],
    layout: ['range-before-value', 'flag-column', 'critical-flags', 'table-5col'],
    metadata: meta('2026-11-16', '2026-11-16', 'Clifton Central Laboratory', 'Karachi', 'Ms. Sana Iqbal Qureshi', '34', 'female'),
  });
  r.y = 36;
  r.text(40, 'CLIFTON CENTRAL LABORATORY', 16, { bold: true });
  r.nl(18);
  r.text(40, 'Block 5, Kehkashan, Clifton, Karachi   UAN 021-111-555-206   www.cliftoncentral-lab.example', 7.5);
  r.nl(12);
  r.rule(36, 559, 1.2);
  r.nl(8);
  kv(r, [40, 310], [
    ['Patient Name :', 'Ms. Sana Iqbal Qureshi'], ['Reg. No :', 'CCL-2611-07731'],
    ['Age / Gender :', '34 Years / Female'], ['Referred By :', 'Dr. Imran Sheikh (Medical Unit II)'],
    ['Sample Date :', '16/11/2026 09:02'], ['Report Date :', '16/11/2026 15:44'],
  ], 8.5);
  r.rule(36, 559, 0.6);
  r.nl(10);
  const e: Entry[] = [
    sec('HAEMATOLOGY'),
    res('hemoglobin', 'Haemoglobin', '6.9', 'g/dL', '11.5 - 15.5', 'LL'),
    res('rbc', 'RBC Count', '3.02', 'x10^12/L', '3.80 - 5.20', 'L'),
    res('hematocrit', 'Haematocrit (HCT)', '22.4', '%', '36.0 - 46.0', 'L'),
    res('mcv', 'MCV', '68', 'fL', '80 - 100', 'L'),
    res('mch', 'MCH', '22.8', 'pg', '27.0 - 32.0', 'L'),
    res('wbc', 'Total Leucocyte Count', '14.8', 'x10^9/L', '4.0 - 11.0', 'H'),
    res('platelets', 'Platelet Count', '38', 'x10^9/L', '150 - 450', 'LL'),
    res('esr', 'ESR (Westergren)', '64', 'mm/1st hr', '0 - 20', 'H'),
    sec('CHEMISTRY'),
    res('sodium', 'Serum Sodium', '138', 'mmol/L', '136 - 145'),
    res('potassium', 'Serum Potassium', '2.7', 'mmol/L', '3.5 - 5.1', 'LL'),
    res('creatinine', 'Serum Creatinine', '0.8', 'mg/dL', '0.5 - 1.1'),
    res('total_protein', 'Total Protein', '5.6', 'g/dL', '6.0 - 8.3', 'L'),
    res('albumin', 'Albumin', '3.1', 'g/dL', '3.5 - 5.2', 'L'),
    res('bilirubin_total', 'Bilirubin Total', '0.9', 'mg/dL', '0.2 - 1.2'),
    res('crp', 'C-Reactive Protein', '48', 'mg/L', '< 6', 'H'),
    res('glucose_random', 'Random Blood Sugar', '412', 'mg/dL', '70 - 140', 'HH'),
    sec('SPECIAL CHEMISTRY'),
    res('ferritin', 'Serum Ferritin', '4.2', 'ng/mL', '13 - 150', 'L'),
    res('vitamin_d_25oh', '25-OH Vitamin D', '9.6', 'ng/mL', '30 - 100', '*'),
    res('vitamin_b12', 'Vitamin B12', '402', 'pg/mL', '197 - 771'),
  ];
  grid(r, e, {
    cols: [
      { key: 'name', x: 40, label: 'Test' }, { key: 'range', x: 205, label: 'Normal Range' },
      { key: 'value', x: 330, align: 'right', label: 'Result' }, { key: 'unit', x: 360, label: 'Unit' },
      { key: 'flag', x: 470, label: 'Flag' },
    ],
    mark: 'column', boldValue: true, size: 8.6, rowH: 13.5, right: 559,
  });
  r.nl(8);
  lines(r, 40, [
    'Flags: H = High, L = Low, HH / LL = critical value (phoned to Dr. Imran Sheikh at 11:20 by S. Baig), * = deficient.',
    'Vitamin D status: deficiency < 20, insufficiency 20 - 29, sufficiency 30 - 100 ng/mL.',
  ], 7.5);
  r.notResult('deficiency < 20, insufficiency 20 - 29, sufficiency 30 - 100 ng/mL');
  r.nl(16);
  lines(r, 40, ['Verified by: Zubair Ahmed (Senior Technologist)                 Dr. Ayesha Rizvi, FCPS (Haematology)'], 8);
  running(r, () => [{ x: 40, y: 812, text: 'This report is not valid for any medico-legal purpose. CCL is ISO 15189 accredited (invented no. PNAC-ML-0991).' }]);
  return r;
}

/** Indian hospital cumulative report: each result column headed by a request number ABOVE its date; urine after. */
export function in01(): Report {
  const r = newReport({
    id: 'f-in-01', country: 'IN', language: 'en-IN', producer: 'chromium', split: 'holdout', dec: '.',
    classes: ['F1', 'F6'],
    layout: ['cumulative-columns', 'range-first', 'newest-rightmost', 'request-number-headers', 'urine-section', 'bold-abnormal'],
    metadata: meta('2026-11-19', '2026-11-19', 'Sri Annapurna Multispeciality Hospital', 'Coimbatore', 'Mrs. Lakshmi Venkatraman', '58', 'female'),
  });
  r.y = 30;
  r.text(40, 'SRI ANNAPURNA MULTISPECIALITY HOSPITAL', 14, { bold: true });
  r.nl(16);
  r.text(40, 'Department of Laboratory Services  |  NABL (invented) MC-0000', 8);
  r.nl(10);
  r.text(40, '212, Avinashi Road, Peelamedu, Coimbatore - 641 004  |  Ph: 0422-255 6071', 7.5);
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 300], [
    ['UHID :', 'SAH.2026.0418832'], ['Patient :', 'Mrs. Lakshmi Venkatraman'],
    ['Age / Sex :', '58 Yrs / F'], ['Consultant :', 'Dr. R. Senthilkumar (Diabetology)'],
    ['Visit Type :', 'OP'], ['Print Date :', '19/11/2026 17:42'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(8);
  r.text(297, 'CUMULATIVE LABORATORY REPORT', 10, { bold: true, align: 'center' });
  r.nl(14);
  const e: Entry[] = [
    sec('HAEMATOLOGY'),
    res('hemoglobin', 'Haemoglobin', '11.6', 'g/dL', '12.0 - 15.0', 'L', { prev: ['12.4', '12.1'] }),
    res('wbc', 'Total WBC Count', '7800', 'cells/cumm', '4000 - 11000', null, { prev: ['6900', '8200'] }),
    res('neutrophils_pct', 'Neutrophils', '64', '%', '40 - 75', null, { prev: ['58', '61'] }),
    res('lymphocytes_pct', 'Lymphocytes', '28', '%', '20 - 40', null, { prev: ['33', '30'] }),
    res('eosinophils_pct', 'Eosinophils', '5', '%', '1 - 6', null, { prev: ['6', '6'] }),
    res('platelets', 'Platelet Count', '2.46', 'lakhs/cumm', '1.50 - 4.10', null, { prev: ['2.71', '2.58'] }),
    sec('BIOCHEMISTRY'),
    res('glucose', 'Glucose - Fasting', '142', 'mg/dL', '70 - 100', 'H', { prev: ['176', '158'] }),
    res('glucose_ogtt_2h', 'Glucose - Post Prandial', '221', 'mg/dL', '70 - 140', 'H', { prev: ['264', '240'] }),
    res('hba1c', 'HbA1c', '7.8', '%', '4.0 - 6.0', 'H', { prev: ['9.1', '8.4'] }),
    res('creatinine', 'Creatinine', '0.92', 'mg/dL', '0.50 - 1.10', null, { prev: ['0.84', '0.88'] }),
    res('total_protein', 'Protein - Total', '7.2', 'g/dL', '6.4 - 8.3', null, { prev: ['7.0', ''] }),
    res('albumin', 'Albumin', '4.1', 'g/dL', '3.5 - 5.2', null, { prev: ['4.3', ''] }),
    res('alt', 'SGPT (ALT)', '34', 'U/L', '0 - 35', null, { prev: ['29', '31'] }),
    sec('URINE ROUTINE EXAMINATION'),
    res('urine_color', 'Colour', 'Pale yellow', '', 'Pale yellow', null, { prev: ['Yellow', 'Pale yellow'] }),
    res('urine_specific_gravity', 'Specific Gravity', '1.025', '', '1.005 - 1.030', null, { prev: ['1.015', '1.020'] }),
    res('urine_ph', 'Reaction (pH)', '5.5', '', '5.0 - 8.0', null, { prev: ['6.0', '6.0'] }),
    res('urine_protein', 'Protein', '++', '', 'Nil', 'H', { prev: ['Trace', '+'], abnormal: true }),
    res('urine_glucose', 'Glucose', '+', '', 'Nil', 'H', { prev: ['Nil', '++'], abnormal: true }),
    res('urine_ketones', 'Ketone Bodies', 'Negative', '', 'Negative', null, { prev: ['Negative', 'Negative'] }),
    res('urine_blood', 'Blood', 'Trace', '', 'Negative', 'H', { prev: ['Negative', 'Negative'], abnormal: true }),
    res('urine_wbc', 'Pus Cells', '10-12', '/hpf', '0 - 5', 'H', { prev: ['2-3', '4-6'], abnormal: true }),
    res('urine_rbc', 'RBCs', '3-4', '/hpf', '0 - 2', 'H', { prev: ['Nil', '1-2'], abnormal: true }),
    res('urine_epithelial_cells', 'Epithelial Cells', '2-3', '/hpf', '0 - 5', null, { prev: ['Few', 'Few'] }),
  ];
  grid(r, e, {
    cols: [
      { key: 'name', x: 40, label: 'Investigation' }, { key: 'unit', x: 165, label: 'Units' },
      { key: 'range', x: 228, label: ['', 'Biological Ref. Interval'] },
      { key: 'prev', i: 0, x: 400, align: 'right', label: ['2605140388', '14/05/2026'] },
      { key: 'prev', i: 1, x: 470, align: 'right', label: ['2608220917', '22/08/2026'] },
      { key: 'value', x: 545, align: 'right', label: ['2611190452', '19/11/2026'] },
    ],
    mark: 'bold', size: 8, rowH: 11.6, right: 559,
  });
  r.nl(6);
  lines(r, 40, ['Values outside the biological reference interval are printed in bold. Older requests shown for trend only.'], 7, { italic: true });
  r.nl(10);
  lines(r, 40, ['Dr. M. Kavitha, MD (Biochemistry)                Dr. S. Prabhu, MD (Pathology)'], 8);
  running(r, (n, t) => [{ x: 40, y: 814, text: `SAH.2026.0418832 · Mrs. Lakshmi Venkatraman · Page ${n} of ${t} · *** End of Report ***`, size: 7 }]);
  return r;
}

/** Indian diagnostic centre: Test | Biological Ref. Range | Unit | Result — value LAST; abnormal only in bold. */
export function in02(): Report {
  const r = newReport({
    id: 'f-in-02', country: 'IN', language: 'en-IN', producer: 'chromium', split: 'tune', dec: '.',
    classes: ['F2', 'F9'],
    layout: ['range-before-value', 'value-last', 'bold-abnormal', 'table-4col'],
    metadata: meta('2026-11-12', '2026-11-12', 'Dhanvantari Diagnostics', 'Pune', 'Mr. Harshad Kulkarni', '47', 'male'),
  });
  r.y = 34;
  r.text(40, 'DHANVANTARI DIAGNOSTICS', 16, { bold: true });
  r.text(555, 'Pathology · Radiology · Health Checks', 8, { align: 'right' });
  r.nl(17);
  r.text(40, 'Shop 3-4, Kalpataru Plaza, Karve Road, Kothrud, Pune 411038 · 020-2555 8190', 7.5);
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 230, 410], [
    ['Name:', 'Mr. Harshad Kulkarni'], ['Age/Gender:', '47 Y / M'], ['Sample ID:', 'DD2611120317'],
    ['Ref. Dr.:', 'Dr. Nandini Joshi'], ['Collected:', '12-11-2026 08:05'], ['Reported:', '12-11-2026 18:30'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(10);
  const e: Entry[] = [
    sec('LIVER FUNCTION TEST'),
    res('total_protein', 'Total Protein', '7.1', 'g/dL', '6.00 - 8.50'),
    res('albumin', 'Albumin', '4.2', 'g/dL', '3.50 - 5.20'),
    res('globulin', 'Globulin', '2.9', 'g/dL', '2.30 - 3.50'),
    res('albumin_globulin_ratio', 'A/G Ratio', '1.45', '', '1.10 - 2.20'),
    res('bilirubin_total', 'Bilirubin - Total', '1.9', 'mg/dL', '0.30 - 1.20', 'H'),
    res('bilirubin_direct', 'Bilirubin - Direct', '0.6', 'mg/dL', '0.00 - 0.30', 'H'),
    res('bilirubin_indirect', 'Bilirubin - Indirect', '1.3', 'mg/dL', '0.20 - 0.90', 'H'),
    res('ast', 'SGOT (AST)', '38', 'U/L', '5 - 40'),
    res('alt', 'SGPT (ALT)', '52', 'U/L', '5 - 40', 'H'),
    res('alp', 'Alkaline Phosphatase', '112', 'U/L', '40 - 129'),
    res('ggt', 'Gamma GT', '44', 'U/L', '8 - 61'),
    sec('KIDNEY FUNCTION TEST'),
    res('urea', 'Urea', '26', 'mg/dL', '17 - 43'),
    res('creatinine', 'Creatinine', '1.02', 'mg/dL', '0.70 - 1.30'),
    res('uric_acid', 'Uric Acid', '6.1', 'mg/dL', '3.40 - 7.00'),
    res('calcium', 'Calcium', '9.4', 'mg/dL', '8.50 - 10.50'),
    res('phosphate', 'Phosphorus', '3.6', 'mg/dL', '2.50 - 4.50'),
    sec('THYROID PROFILE'),
    res('total_t3', 'T3 (Total)', '1.12', 'ng/mL', '0.80 - 2.00'),
    res('total_t4', 'T4 (Total)', '8.4', 'µg/dL', '5.10 - 14.10'),
    res('tsh', 'TSH (Ultrasensitive)', '6.85', 'µIU/mL', '0.27 - 4.20', 'H'),
    sec('VITAMINS'),
    res('vitamin_b12', 'Vitamin B12', '180', 'pg/mL', '211 - 911', 'L'),
  ];
  grid(r, e, {
    cols: [
      { key: 'name', x: 40, label: 'Test Name' }, { key: 'range', x: 230, label: 'Biological Ref. Range' },
      { key: 'unit', x: 355, label: 'Unit' }, { key: 'value', x: 470, label: 'Result' },
    ],
    mark: 'bold', size: 9, rowH: 14.5, right: 559, secStyle: 'underline',
  });
  r.nl(8);
  lines(r, 40, ['Note: Results in bold are outside the biological reference range.'], 7.5, { italic: true });
  r.nl(14);
  lines(r, 40, ['Dr. Ashwini Deshpande, MD (Path.)  —  Consultant Pathologist'], 8);
  running(r, (n, t) => [{ x: 40, y: 812, text: `DD2611120317 · Page ${n}/${t} · Processed at Kothrud main lab`, size: 7 }]);
  return r;
}

/** Nigerian lab: key–value "Haemoglobin : 10.2 g/dL", coagulation with Control and ISI lines, flag after the value. */
export function ng01(): Report {
  const r = newReport({
    id: 'f-ng-01', country: 'NG', language: 'en-NG', producer: 'pdfkit', split: 'tune', dec: '.', font: 'sans',
    classes: ['F7', 'F4'],
    layout: ['key-value', 'colon-before-value', 'pt-control', 'flag-suffix'],
    metadata: meta('2026-11-09', '2026-11-10', 'Ikoyi Crest Diagnostics', 'Lagos', 'Mrs. Adaeze Okonkwo-Bello', '39', 'female'),
  });
  r.y = 36;
  r.text(297, 'IKOYI CREST DIAGNOSTICS LTD', 15, { bold: true, align: 'center' });
  r.nl(17);
  r.text(297, '27 Glover Road, Ikoyi, Lagos  ·  0809 555 2290  ·  results@ikoyicrest.example', 7.5, { align: 'center' });
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(9);
  kv(r, [40, 320], [
    ['NAME :', 'Mrs. Adaeze Okonkwo-Bello'], ['LAB NO :', 'ICD/26/11/5502'],
    ['AGE :', '39 yrs'], ['SEX :', 'Female'],
    ['CLINICIAN :', 'Dr. O. Adebayo (Lagoon Clinic)'], ['DATE COLLECTED :', '09/11/2026'],
    ['SPECIMEN :', 'Blood (EDTA, citrate, plain)'], ['DATE REPORTED :', '10/11/2026'],
  ], 8.5);
  r.rule(36, 559, 0.6);
  r.nl(10);
  const haem: Entry[] = [
    sec('HAEMATOLOGY'),
    res('hematocrit', 'Packed Cell Volume (PCV)', '31', '%', '36 - 46', 'L'),
    res('hemoglobin', 'Haemoglobin (Hb)', '10.2', 'g/dL', '12.0 - 15.5', 'L'),
    res('wbc', 'White Blood Cells (WBC)', '6.4', 'x10^9/L', '4.0 - 11.0'),
    res('platelets', 'Platelets', '212', 'x10^9/L', '150 - 400'),
    res('neutrophils_pct', 'Neutrophils', '58', '%', '40 - 75'),
    res('lymphocytes_pct', 'Lymphocytes', '34', '%', '20 - 45'),
    res('esr', 'ESR', '28', 'mm/hr', '0 - 20', 'H'),
    sec('COAGULATION PROFILE'),
    res('pt_seconds', 'Prothrombin Time (Patient)', '16.8', 'sec', '11.0 - 14.0', 'H'),
    nrRow('Prothrombin Time (Control)', '12.6', 'sec'),
    res('inr', 'INR', '1.42', '', '0.8 - 1.2', 'H'),
    nrRow('ISI', '1.10'),
    res('aptt', 'APTT (Patient)', '38', 'sec', '25 - 37', 'H'),
    nrRow('APTT (Control)', '31', 'sec'),
  ];
  kvRows(r, haem, { x: 40, style: 'tab', colonX: 190, unitX: 250, rangeX: 330, wrap: ['(', ')'], mark: 'suffix-space', size: 9, rowH: 14 });
  r.nl(4);
  const chem: Entry[] = [
    sec('CLINICAL CHEMISTRY'),
    res('glucose', 'Glucose (Fasting)', '98', 'mg/dL', '70 - 110'),
    res('creatinine', 'Creatinine', '0.9', 'mg/dL', '0.6 - 1.2'),
    res('urea', 'Urea', '24', 'mg/dL', '15 - 40'),
  ];
  kvRows(r, chem, { x: 40, style: 'inline', sep: ': ', rangeX: 330, wrap: ['(', ')'], mark: 'suffix-space', size: 9, rowH: 14 });
  r.nl(8);
  lines(r, 40, ['COMMENT: Prolonged PT and APTT. Mild anaemia. Kindly correlate clinically; repeat after 1 week advised.'], 8, { italic: true });
  r.nl(18);
  lines(r, 40, ['......................................', 'Medical Laboratory Scientist (MLSCN reg. invented)', 'Dr. T. Fashola, Consultant Haematologist'], 8);
  return r;
}

/** Kenyan lab: key–value "Glucose: 98" printed close, URINALYSIS after the blood tests (Blood, Leukocytes, Glucose). */
export function ke01(): Report {
  const r = newReport({
    id: 'f-ke-01', country: 'KE', language: 'en-KE', producer: 'chromium', split: 'holdout', dec: '.',
    classes: ['F7', 'F6'],
    layout: ['key-value', 'colon-before-value', 'urine-section', 'bold-abnormal'],
    metadata: meta('2026-11-14', '2026-11-14', 'Ngong Road Medical Laboratory', 'Nairobi', 'Wanjiru Kamau Njeri', '29', 'female'),
  });
  r.y = 32;
  r.text(40, 'NGONG ROAD MEDICAL LABORATORY', 14, { bold: true });
  r.nl(16);
  r.text(40, 'Adams Arcade, Ngong Rd, Nairobi · P.O. Box 55120-00100 · +254 20 555 7731', 7.5);
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(9);
  lines(r, 40, [
    'Patient: Wanjiru Kamau Njeri    Age: 29 yrs    Sex: F    Lab ID: NRML-26-33817',
    'Requested by: Dr. Otieno (Kilimani Family Clinic)    Collected: 14/11/2026 10:20    Reported: 14/11/2026 16:05',
  ], 8.5);
  r.rule(36, 559, 0.6);
  r.nl(10);
  const blood: Entry[] = [
    sec('FULL HAEMOGRAM'),
    res('hemoglobin', 'Haemoglobin', '12.8', 'g/dL', '12.0 - 16.0'),
    res('wbc', 'WBC', '11.9', 'x10^9/L', '4.0 - 11.0', 'H'),
    res('platelets', 'Platelets', '305', 'x10^9/L', '150 - 400'),
    res('mcv', 'MCV', '83', 'fL', '80 - 96'),
    sec('BLOOD CHEMISTRY'),
    res('glucose_random', 'Glucose (Random)', '7.9', 'mmol/L', '3.9 - 7.8', 'H'),
    res('creatinine', 'Creatinine', '64', 'umol/L', '45 - 90'),
    res('urea', 'Urea', '3.1', 'mmol/L', '2.5 - 7.1'),
    res('crp', 'CRP', '31', 'mg/L', '< 5', 'H'),
    res('hcg_beta', 'Serum beta-hCG', '< 2', 'mIU/mL', '< 5', null, { valueN: '<2' }),
  ];
  kvRows(r, blood, { x: 40, style: 'inline', sep: ': ', rangeX: 300, wrap: ['Ref: ', ''], mark: 'bold', size: 9, rowH: 13.5 });
  r.nl(4);
  const urine: Entry[] = [
    sec('URINALYSIS (midstream urine)'),
    res('urine_appearance', 'Appearance', 'Cloudy', '', 'Clear', 'A', { abnormal: true }),
    res('urine_specific_gravity', 'Specific Gravity', '1.020', '', '1.005 - 1.030'),
    res('urine_ph', 'pH', '6.0', '', '5.0 - 8.0'),
    res('urine_glucose', 'Glucose', 'Negative', '', 'Negative'),
    res('urine_protein', 'Protein', 'Trace', '', 'Negative', 'A', { abnormal: true }),
    res('urine_blood', 'Blood', '+', '', 'Negative', 'A', { abnormal: true }),
    res('urine_leukocyte_esterase', 'Leukocytes', '++', '', 'Negative', 'A', { abnormal: true }),
    res('urine_nitrite', 'Nitrite', 'Positive', '', 'Negative', 'A', { abnormal: true }),
    res('urine_wbc', 'Pus cells', '15-20', '/hpf', '0 - 5', 'H', { abnormal: true }),
    res('urine_rbc', 'Red cells', '3-5', '/hpf', '0 - 2', 'H', { abnormal: true }),
  ];
  kvRows(r, urine, { x: 40, style: 'inline', sep: ': ', rangeX: 300, wrap: ['Ref: ', ''], mark: 'bold', size: 9, rowH: 13.5 });
  r.nl(8);
  lines(r, 40, ['Comment: Findings suggest urinary tract infection. Urine culture sent; report to follow.'], 8, { italic: true });
  r.nl(16);
  lines(r, 40, ['Authorised by: P. Mwangi, BSc MLS (KMLTTB invented no. 0000)'], 8);
  running(r, () => [{ x: 40, y: 812, text: 'Abnormal results are printed in bold. NRML — quality results, every time.', size: 7 }]);
  return r;
}

/** Philippine hospital: two result tables side by side (Hematology | Clinical Chemistry), Flag column. */
export function ph01(): Report {
  const r = newReport({
    id: 'f-ph-01', country: 'PH', language: 'en-PH', producer: 'chromium', split: 'tune', dec: '.',
    classes: ['F8', 'F9'],
    layout: ['two-column-results', 'flag-column', 'si-units'],
    metadata: meta('2026-11-05', '2026-11-05', 'St. Benedict Diagnostic Center', 'Quezon City', 'DELA CRUZ, Maricel Santos', '52', 'female'),
  });
  r.y = 30;
  r.text(297, 'ST. BENEDICT DIAGNOSTIC CENTER', 14, { bold: true, align: 'center' });
  r.nl(15);
  r.text(297, '88 Tomas Morato Ave., Brgy. Sacred Heart, Quezon City · (02) 8555-3141', 7.5, { align: 'center' });
  r.nl(10);
  r.text(297, 'DEPARTMENT OF PATHOLOGY AND LABORATORIES', 8.5, { bold: true, align: 'center' });
  r.nl(12);
  r.rule(30, 565, 1);
  r.nl(8);
  kv(r, [34, 230, 420], [
    ['Name:', 'DELA CRUZ, Maricel Santos'], ['Age/Sex:', '52 / F'], ['Case No.:', 'SB-26-071884'],
    ['Physician:', 'Dr. R. Villanueva'], ['Date:', '11/05/2026'], ['Room:', 'OPD'],
  ], 8);
  r.rule(30, 565, 0.6);
  r.nl(8);
  const y0 = r.y;
  const left: Entry[] = [
    sec('HEMATOLOGY'),
    res('hemoglobin', 'Hemoglobin', '118', 'g/L', '120-160', 'L'),
    res('hematocrit', 'Hematocrit', '0.36', 'L/L', '0.37-0.47', 'L'),
    res('rbc', 'RBC', '4.12', 'x10^12/L', '4.0-5.4'),
    res('wbc', 'WBC', '7.8', 'x10^9/L', '5.0-10.0'),
    res('neutrophils_pct', 'Segmenters', '68', '%', '50-70'),
    res('lymphocytes_pct', 'Lymphocytes', '25', '%', '20-40'),
    res('monocytes_pct', 'Monocytes', '5', '%', '2-8'),
    res('eosinophils_pct', 'Eosinophils', '2', '%', '1-4'),
    res('platelets', 'Platelet', '452', 'x10^9/L', '150-400', 'H'),
    res('mcv', 'MCV', '81', 'fL', '80-96'),
    res('mch', 'MCH', '27.1', 'pg', '27-31'),
    res('esr', 'ESR', '35', 'mm/hr', '0-20', 'H'),
  ];
  const right: Entry[] = [
    sec('CLINICAL CHEMISTRY'),
    res('glucose', 'FBS', '6.8', 'mmol/L', '4.1-5.9', 'H'),
    res('hba1c', 'HbA1c', '6.9', '%', '4.0-6.0', 'H'),
    res('cholesterol_total', 'Cholesterol', '6.2', 'mmol/L', '0-5.2', 'H'),
    res('triglycerides', 'Triglycerides', '1.9', 'mmol/L', '0-1.7', 'H'),
    res('hdl_cholesterol', 'HDL', '1.02', 'mmol/L', '1.04-1.55', 'L'),
    res('ldl_cholesterol', 'LDL', '4.31', 'mmol/L', '0-3.36', 'H'),
    res('bun', 'BUN', '4.6', 'mmol/L', '2.5-6.4'),
    res('creatinine', 'Creatinine', '79', 'umol/L', '53-97'),
    res('uric_acid', 'Uric Acid', '402', 'umol/L', '155-357', 'H'),
    res('alt', 'SGPT/ALT', '29', 'U/L', '0-33'),
    res('ast', 'SGOT/AST', '24', 'U/L', '0-32'),
    res('potassium', 'Potassium', '3.4', 'mmol/L', '3.5-5.1', 'L'),
  ];
  const cfg = (x0: number) => ({
    cols: [
      { key: 'name' as const, x: x0, label: 'Test' }, { key: 'value' as const, x: x0 + 118, align: 'right' as const, label: 'Result' },
      { key: 'flag' as const, x: x0 + 124, label: 'Flag' }, { key: 'unit' as const, x: x0 + 146, label: 'Unit' },
      { key: 'range' as const, x: x0 + 196, label: 'Ref. Range' },
    ],
    mark: 'column' as const, size: 7.8, rowH: 12, right: x0 + 258,
  });
  grid(r, left, cfg(34));
  const yl = r.y;
  r.y = y0;
  grid(r, right, cfg(302));
  r.y = Math.max(yl, r.y) + 14;
  lines(r, 34, ['H = above, L = below the reference interval. Results verified and released electronically.'], 7.2, { italic: true });
  r.nl(16);
  lines(r, 34, ['Medical Technologist: J. Bautista, RMT (Lic. invented)          Pathologist: Dr. A. Reyes-Santos, MD, FPSP'], 7.8);
  return r;
}

/** Philippine clinic: key–value lines with the colon close to the value, abnormal only in bold. */
export function ph02(): Report {
  const r = newReport({
    id: 'f-ph-02', country: 'PH', language: 'en-PH', producer: 'pdfkit', split: 'holdout', dec: '.', font: 'sans',
    classes: ['F7', 'F9'],
    layout: ['key-value', 'colon-before-value', 'bold-abnormal', 'conventional-units'],
    metadata: meta('2026-11-17', '2026-11-17', 'Iloilo Bayfront Clinical Laboratory', 'Iloilo City', 'GONZAGA, Renato Abellana', '44', 'male'),
  });
  r.y = 36;
  r.text(40, 'ILOILO BAYFRONT CLINICAL LABORATORY', 13, { bold: true });
  r.nl(15);
  r.text(40, 'Diversion Road, Mandurriao, Iloilo City · (033) 555-0772', 7.5);
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(9);
  kv(r, [40, 320], [
    ['Patient:', 'GONZAGA, Renato Abellana'], ['Control No.:', 'IBCL-2611-4410'],
    ['Age/Sex:', '44 / Male'], ['Date Requested:', 'Nov 17, 2026'],
  ], 8.5);
  r.rule(36, 559, 0.6);
  r.nl(10);
  const a: Entry[] = [
    sec('BLOOD CHEMISTRY'),
    res('glucose', 'Fasting Blood Sugar', '131', 'mg/dL', '70-110', 'H'),
    res('bun', 'Blood Urea Nitrogen', '14', 'mg/dL', '7-20'),
    res('creatinine', 'Creatinine', '1.1', 'mg/dL', '0.6-1.3'),
    res('uric_acid', 'Blood Uric Acid', '8.9', 'mg/dL', '3.5-7.2', 'H'),
    res('cholesterol_total', 'Total Cholesterol', '243', 'mg/dL', '< 200', 'H'),
    res('triglycerides', 'Triglycerides', '310', 'mg/dL', '< 150', 'H'),
    res('hdl_cholesterol', 'HDL', '38', 'mg/dL', '> 40', 'L'),
    res('ldl_cholesterol', 'LDL', '143', 'mg/dL', '< 130', 'H'),
    res('vldl_cholesterol', 'VLDL', '62', 'mg/dL', '< 30', 'H'),
    res('alt', 'SGPT', '58', 'U/L', '0-41', 'H'),
    res('ast', 'SGOT', '36', 'U/L', '0-40'),
    sec('ELECTROLYTES'),
    res('sodium', 'Sodium', '141', 'mmol/L', '135-145'),
    res('potassium', 'Potassium', '4.2', 'mmol/L', '3.5-5.1'),
    res('chloride', 'Chloride', '104', 'mmol/L', '98-107'),
  ];
  kvRows(r, a, { x: 40, style: 'inline', sep: ':', rangeX: 330, wrap: ['[', ']'], mark: 'bold', size: 9.5, rowH: 14.5 });
  r.nl(10);
  lines(r, 40, ['Values printed in bold fall outside the normal values.'], 7.5, { italic: true });
  r.nl(16);
  lines(r, 40, ['M. Tan, RMT                                      Dr. C. Lopez, MD, FPSP — Pathologist'], 8);
  return r;
}

/** UK NHS trust: two tables side by side (FBC | Coagulation with control PT, ISI and APTT ratio), U&E below. */
export function uk01(): Report {
  const r = newReport({
    id: 'f-uk-01', country: 'GB', language: 'en-GB', producer: 'pdfkit', split: 'holdout', dec: '.', font: 'sans',
    classes: ['F8', 'F4'],
    layout: ['two-column-results', 'pt-control', 'flag-column', 'si-units'],
    metadata: meta('2026-11-11', '2026-11-11', 'Severn Vale NHS Trust', 'Gloucester', 'HARGREAVES, Colin', '72', 'male'),
  });
  r.y = 34;
  r.text(40, 'Severn Vale NHS Trust', 13, { bold: true });
  r.text(555, 'Blood Sciences', 11, { bold: true, align: 'right' });
  r.nl(14);
  r.text(40, 'Pathology, Great Western Road, Gloucester GL1 9ZZ · 0300 555 4410', 7.5);
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(9);
  kv(r, [40, 230, 410], [
    ['Name:', 'HARGREAVES, Colin'], ['DOB:', '02/02/1954'], ['NHS No:', '999 555 1207'],
    ['Location:', 'Anticoagulation Clinic'], ['Clinician:', 'Dr S. Whitfield'], ['Lab No:', 'G26.4471930'],
    ['Collected:', '11/11/2026 09:10'], ['Received:', '11/11/2026 10:02'], ['Reported:', '11/11/2026 12:48'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(8);
  const y0 = r.y;
  const fbc: Entry[] = [
    sec('Full Blood Count'),
    res('hemoglobin', 'Haemoglobin', '128', 'g/L', '130-170', 'L'),
    res('wbc', 'WBC', '6.2', 'x10^9/L', '4.0-11.0'),
    res('platelets', 'Platelets', '198', 'x10^9/L', '150-400'),
    res('hematocrit', 'HCT', '0.39', 'L/L', '0.40-0.50', 'L'),
    res('mcv', 'MCV', '92', 'fL', '83-101'),
    res('neutrophils_abs', 'Neutrophils', '3.9', 'x10^9/L', '2.0-7.0'),
    res('lymphocytes_abs', 'Lymphocytes', '1.6', 'x10^9/L', '1.0-3.0'),
  ];
  const coag: Entry[] = [
    sec('Coagulation'),
    res('pt_seconds', 'Prothrombin time', '24.6', 's', '10.0-13.0', 'H'),
    nrRow('Control PT', '11.8', 's'),
    res('inr', 'INR', '2.6', '', 'Target 2.0-3.0', null, { rangeN: '2.0-3.0' }),
    nrRow('ISI', '1.02'),
    res('aptt', 'APTT', '31', 's', '25-36'),
    nrRow('APTT ratio', '1.05'),
    res('fibrinogen', 'Fibrinogen (Clauss)', '3.4', 'g/L', '1.5-4.0'),
  ];
  const cfg = (x0: number) => ({
    cols: [
      { key: 'name' as const, x: x0, label: 'Test' }, { key: 'value' as const, x: x0 + 130, align: 'right' as const, label: 'Result' },
      { key: 'flag' as const, x: x0 + 135, label: '' }, { key: 'unit' as const, x: x0 + 150, label: 'Units' },
      { key: 'range' as const, x: x0 + 195, label: 'Range' },
    ],
    mark: 'column' as const, size: 8, rowH: 12.5, right: x0 + 255,
  });
  grid(r, fbc, cfg(40));
  const yl = r.y;
  r.y = y0;
  grid(r, coag, cfg(305));
  r.y = Math.max(yl, r.y) + 10;
  const ue: Entry[] = [
    sec('Urea & Electrolytes'),
    res('sodium', 'Sodium', '139', 'mmol/L', '133-146'),
    res('potassium', 'Potassium', '4.8', 'mmol/L', '3.5-5.3'),
    res('urea', 'Urea', '8.1', 'mmol/L', '2.5-7.8', 'H'),
    res('creatinine', 'Creatinine', '112', 'umol/L', '59-104', 'H'),
    res('egfr', 'eGFR', '58', 'mL/min/1.73m2', '>90', 'L'),
  ];
  grid(r, ue, cfg(40));
  r.nl(8);
  notResultLines(r, 40, ['Warfarin: INR within target range for AF (2.0-3.0). Continue current dose; next INR in 4 weeks.'], 7.5);
  r.nl(12);
  lines(r, 40, ['Authorised by: K. Doyle, HCPC Biomedical Scientist'], 7.5);
  running(r, (n, t) => [{ x: 40, y: 812, text: `G26.4471930   HARGREAVES, Colin   Page ${n} of ${t}   UKAS 0000 (invented)`, size: 7 }]);
  return r;
}

