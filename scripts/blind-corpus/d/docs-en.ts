/**
 * Part D reports in English: Ireland, Canada, South Africa, Ghana, Pakistan, Sri Lanka, Singapore, New
 * Zealand, Cameroon (invented patients, labs, addresses and numbers).
 */
import { A4 } from '../a/model';
import { meta, newReport } from './doc';
import { box, ctext, type Entry, interpretive, kv, lines, lis, note, notResultLines, pb, type Report, res, running, sec, table } from './kit';

/** Irish hospital: grey sidebar with the patient block, results table on the right, H/L column, eGFR footnote. */
export function ie01(): Report {
  const r = newReport({
    id: 'd-ie-01', country: 'IE', language: 'en-IE', producer: 'chromium', split: 'tune', dec: '.',
    layout: ['sidebar', 'table-5col', 'flag-column', 'footnote-egfr', 'header-footer'],
    metadata: meta('2026-11-02', '2026-11-02', 'Ballinacurra Regional Hospital', 'Limerick', "O'SULLIVAN, Maeve", '65', 'female'),
  });
  box(r, { x: 0, y: 0, w: 150, h: 842, fill: '#e9eef2' });
  r.y = 36;
  lines(r, 14, ['Ballinacurra Regional', 'Hospital', 'Laboratory Medicine'], 10, { bold: true });
  lines(r, 14, ['Dooradoyle Road', 'Limerick V94 KX27', 'Tel 061 482 900'], 7.5);
  r.nl(14);
  const side: [string, string][] = [
    ['PATIENT', "O'SULLIVAN, Maeve"], ['MRN', 'B0734411'], ['DOB', '14/03/1961'], ['Sex', 'F'],
    ['Ward', 'St Ita Ward (Medical)'], ['Consultant', 'Dr C. Dineen'], ['Specimen No', 'BR26-441873'],
    ['Collected', '02/11/2026 08:40'], ['Received', '02/11/2026 09:55'], ['Authorised', '02/11/2026 15:12'],
  ];
  for (const [k, v] of side) {
    r.text(14, k, 7, { bold: true });
    r.nl(9);
    r.text(14, v, 8.5);
    r.nl(14);
  }
  r.y = 40;
  r.text(170, 'LABORATORY REPORT — FINAL', 12, { bold: true });
  r.nl(22);
  const e: Entry[] = [
    sec('Full Blood Count'),
    res('hemoglobin', 'Haemoglobin', '11.3', 'g/dL', '11.5 - 16.5', 'L'),
    res('wbc', 'White Cell Count', '8.9', 'x10^9/L', '4.0 - 11.0'),
    res('platelets', 'Platelets', '388', 'x10^9/L', '150 - 400'),
    res('rbc', 'Red Cell Count', '4.02', 'x10^12/L', '3.80 - 5.80'),
    res('hematocrit', 'Haematocrit', '0.347', 'L/L', '0.370 - 0.470', 'L'),
    res('mcv', 'MCV', '86.3', 'fL', '80.0 - 100.0'),
    res('mch', 'MCH', '28.1', 'pg', '27.0 - 32.0'),
    res('neutrophils_abs', 'Neutrophils', '6.10', 'x10^9/L', '2.00 - 7.50'),
    res('lymphocytes_abs', 'Lymphocytes', '1.92', 'x10^9/L', '1.50 - 4.00'),
    sec('Renal Profile'),
    res('sodium', 'Sodium', '131', 'mmol/L', '133 - 146', 'L'),
    res('potassium', 'Potassium', '4.9', 'mmol/L', '3.5 - 5.3'),
    res('urea', 'Urea', '9.8', 'mmol/L', '2.5 - 7.8', 'H'),
    res('creatinine', 'Creatinine', '118', 'umol/L', '45 - 84', 'H'),
    res('egfr', 'eGFR (CKD-EPI 2021) *', '44', 'mL/min/1.73m2', '> 60', 'L'),
    sec('Liver Profile'),
    res('bilirubin_total', 'Bilirubin', '9', 'umol/L', '0 - 21'),
    res('alp', 'Alkaline Phosphatase', '96', 'IU/L', '30 - 130'),
    res('ggt', 'Gamma GT', '61', 'IU/L', '0 - 38', 'H'),
    res('alt', 'ALT', '27', 'IU/L', '0 - 33'),
    res('albumin', 'Albumin', '36', 'g/L', '35 - 50'),
    sec('Bone / Inflammatory'),
    res('calcium_corrected', 'Adjusted Calcium', '2.31', 'mmol/L', '2.20 - 2.60'),
    res('phosphate', 'Phosphate', '1.41', 'mmol/L', '0.80 - 1.50'),
    res('crp', 'C-Reactive Protein', '23', 'mg/L', '< 5', 'H'),
  ];
  table(r, e, {
    x: { name: 170, value: 335, flag: 370, unit: 392, range: 480 },
    labels: { name: 'Test', value: 'Result', flag: 'Flag', unit: 'Units', range: 'Ref. Range' },
    mark: 'column', valueAlign: 'right', size: 8.5, right: 565,
  });
  r.nl(8);
  notResultLines(r, 170, [
    '* eGFR is not valid in acute kidney injury. CKD stage G3a: 45-59, G3b: 30-44, G4: 15-29 mL/min/1.73m2.',
    'Hb 11.3 g/dL: telephoned to ward (Nurse R. Hanly) 02/11/2026 13:05.',
  ], 7);
  running(r, (n, t) => [
    { x: 170, y: 810, text: `Lab No BR26-441873   Printed 03/11/2026 07:30   Page ${n} of ${t}` },
    { x: 170, y: 820, text: 'INAB accredited medical laboratory, Reg. No. 216MT — tests not accredited are marked #' },
  ]);
  return r;
}

/** Canadian private chain: logo, abnormal values white on red, no flag letters; SI units. */
export function ca01(): Report {
  const r = newReport({
    id: 'd-ca-01', country: 'CA', language: 'en-CA', producer: 'chromium', split: 'holdout', dec: '.',
    layout: ['logo', 'red-cell-highlight', 'table-4col', 'si-units', 'interpretive-rows'],
    metadata: meta('2026-10-19', '2026-10-20', 'NorthPeak Medical Laboratories', 'Mississauga', 'TREMBLAY-HOLT, Jason', '49', 'male'),
  });
  box(r, { x: 36, y: 30, w: 34, h: 34, fill: '#0b5394' });
  box(r, { x: 44, y: 38, w: 18, h: 18, fill: '#ffffff' });
  r.y = 32;
  ctext(r, 80, 'NorthPeak', 20, '#0b5394', { bold: true });
  r.nl(22);
  ctext(r, 80, 'MEDICAL LABORATORIES', 8, '#0b5394');
  r.y = 34;
  r.text(560, '2150 Dundas St W, Unit 4, Mississauga ON L5K 2R9', 7, { align: 'right' });
  r.nl(9);
  r.text(560, 'Client services 1-877-555-0148', 7, { align: 'right' });
  r.y = 80;
  kv(r, [40, 300], [
    ['Patient:', 'TREMBLAY-HOLT, Jason'], ['Ordering Practitioner:', 'Dr. Priya Ramsaran'],
    ['DOB:', '1977-05-30 (49 y)   Sex: M'], ['Health Card #:', '5512 208 731 NP'],
    ['Collected:', '2026-10-19 07:52'], ['Accession #:', 'NP-26-7731940'],
    ['Reported:', '2026-10-20 11:05'], ['Report Status:', 'FINAL'],
  ], 8.5);
  r.nl(8);
  const e: Entry[] = [
    sec('HEMATOLOGY'),
    res('hemoglobin', 'Hemoglobin', '162', 'g/L', '133 - 173'),
    res('wbc', 'WBC', '11.6', 'x10E9/L', '4.0 - 11.0', 'H'),
    res('platelets', 'Platelets', '241', 'x10E9/L', '150 - 400'),
    res('hematocrit', 'Hematocrit', '0.47', 'L/L', '0.40 - 0.52'),
    res('mcv', 'MCV', '91', 'fL', '82 - 98'),
    res('neutrophils_abs', 'Neutrophils', '8.4', 'x10E9/L', '2.0 - 7.5', 'H'),
    res('lymphocytes_abs', 'Lymphocytes', '2.2', 'x10E9/L', '1.0 - 3.5'),
    sec('CHEMISTRY'),
    res('glucose', 'Glucose Fasting', '6.6', 'mmol/L', '3.6 - 6.0', 'H'),
    res('hba1c', 'Hemoglobin A1c', '0.064', '', '< 0.060', 'H'),
    res('creatinine', 'Creatinine', '88', 'umol/L', '60 - 115'),
    res('egfr', 'eGFR', '91', 'mL/min/1.73m2', '> 59'),
    res('alt', 'ALT', '52', 'U/L', '< 50', 'H'),
    res('tsh', 'TSH', '2.14', 'mU/L', '0.32 - 4.00'),
    sec('LIPIDS (fasting)'),
    res('cholesterol_total', 'Cholesterol', '6.12', 'mmol/L', '< 5.20', 'H'),
    res('triglycerides', 'Triglyceride', '2.41', 'mmol/L', '< 1.70', 'H'),
    res('hdl_cholesterol', 'HDL Cholesterol', '0.98', 'mmol/L', '> 1.00', 'L'),
    res('ldl_cholesterol', 'LDL Cholesterol', '4.04', 'mmol/L', '< 3.50', 'H'),
    res('non_hdl_cholesterol', 'Non HDL Cholesterol', '5.14', 'mmol/L', '< 4.20', 'H'),
    res('cholesterol_hdl_ratio', 'Cholesterol/HDL Ratio', '6.2', '', '< 5.0', 'H'),
  ];
  table(r, e, {
    x: { name: 40, value: 250, unit: 310, range: 410 },
    labels: { name: 'Test', value: 'Result', unit: 'Units', range: 'Reference Interval' },
    mark: 'red-cell', valueAlign: 'right', size: 9, headerFill: '#dfe8f3',
  });
  r.nl(6);
  notResultLines(r, 40, [
    'HbA1c >= 0.065 is consistent with diabetes (Diabetes Canada). 0.060 - 0.064: prediabetes.',
    'LDL-C target for high-risk patients < 1.8 mmol/L or non-HDL-C < 2.6 mmol/L (CCS 2021).',
  ], 7.5);
  running(r, (n, t) => [
    { x: 40, y: 812, text: `Results highlighted in red are outside the reference interval.   Page ${n} of ${t}` },
    { x: 40, y: 822, text: 'Laboratory Director: Dr. M. Okafor, MD FRCPC   Licence 4410-ON' },
  ]);
  return r;
}

/** South African private pathology: two result columns side by side, abnormal cells bold on grey. */
export function za01(): Report {
  const r = newReport({
    id: 'd-za-01', country: 'ZA', language: 'en-ZA', producer: 'chromium', split: 'tune', dec: '.',
    layout: ['logo', 'two-column-results', 'grey-cell-highlight', 'si-units'],
    metadata: meta('2026-11-05', '2026-11-05', 'Karoo Pathology Laboratories', 'Gqeberha', 'VAN WYK, Annelie', '38', 'female'),
  });
  box(r, { x: 36, y: 28, w: 523, h: 40, fill: '#7a1f3d' });
  r.y = 34;
  ctext(r, 46, 'KAROO PATHOLOGY', 16, '#ffffff', { bold: true });
  r.nl(19);
  ctext(r, 46, 'Laboratories Inc. · 41 Cape Road, Mill Park, Gqeberha 6045 · Tel 041 555 2093', 7.5, '#ffffff');
  r.y = 80;
  kv(r, [40, 220, 400], [
    ['Patient:', 'VAN WYK, Annelie'], ['Age/Sex:', '38 Y / F'], ['Lab No:', 'KP5518830'],
    ['Doctor:', 'Dr T. Mokoena'], ['Collected:', '2026/11/05 08:15'], ['Reported:', '2026/11/05 16:40'],
    ['Medical aid:', 'Bonitas 88213067'], ['Ward/Ref:', 'ROOMS'], ['', ''],
  ], 8);
  r.nl(6);
  r.rule(36, 559, 1);
  r.nl(8);
  const y0 = r.y;
  const left: Entry[] = [
    sec('FULL BLOOD COUNT'),
    res('hemoglobin', 'Haemoglobin', '10.4', 'g/dL', '12.1-16.3', 'L'),
    res('rbc', 'Red cell count', '4.55', 'x10^12/L', '3.80-5.30'),
    res('hematocrit', 'Haematocrit', '0.33', 'L/L', '0.36-0.48', 'L'),
    res('mcv', 'MCV', '72.5', 'fL', '79.1-98.9', 'L'),
    res('mch', 'MCH', '22.9', 'pg', '27.0-32.0', 'L'),
    res('mchc', 'MCHC', '31.5', 'g/dL', '31.5-36.0'),
    res('rdw_cv', 'RDW', '17.8', '%', '11.6-14.0', 'H'),
    res('wbc', 'White cell count', '6.02', 'x10^9/L', '3.92-10.40'),
    res('platelets', 'Platelet count', '412', 'x10^9/L', '171-388', 'H'),
  ];
  const right: Entry[] = [
    sec('IRON STUDIES'),
    res('iron', 'Iron', '5.1', 'umol/L', '9.0-30.4', 'L'),
    res('transferrin', 'Transferrin', '3.91', 'g/L', '2.00-3.60', 'H'),
    res('transferrin_saturation', 'Saturation', '5', '%', '15-50', 'L'),
    res('ferritin', 'Ferritin', '6', 'ug/L', '13-150', 'L'),
    sec('CHEMISTRY'),
    res('creatinine', 'Creatinine', '61', 'umol/L', '49-90'),
    res('vitamin_b12', 'Vitamin B12', '312', 'pmol/L', '145-569'),
    res('folate', 'Folate (serum)', '14.2', 'nmol/L', '> 8.8'),
    res('crp', 'CRP', '2', 'mg/L', '< 10'),
  ];
  const cfg = (x0: number) => ({
    x: { name: x0, value: x0 + 132, unit: x0 + 140, range: x0 + 190 },
    labels: { name: 'Test', value: 'Result', unit: 'Units', range: 'Ref range' },
    mark: 'grey-cell' as const, valueAlign: 'right' as const, size: 8, right: x0 + 250,
  });
  table(r, left, cfg(40));
  const yl = r.y;
  r.y = y0;
  table(r, right, cfg(305));
  r.y = Math.max(yl, r.y) + 14;
  lines(r, 40, ['Comment: Microcytic hypochromic picture with low ferritin, in keeping with iron deficiency.', 'Suggest investigation of the cause of iron loss.'], 8, { italic: true });
  running(r, () => [
    { x: 40, y: 806, text: 'Electronically validated by S. Naidoo (Med. Technologist) — Authorised by Dr P. Govender, MBChB FCPath(SA)' },
    { x: 40, y: 816, text: 'SANAS accredited medical laboratory No. M0412. Shaded results fall outside the reference range.' },
  ]);
  return r;
}

/** Ghanaian laboratory LIS printout: monospaced, columns by spaces, H/L column, malaria film (no id). */
export function gh01(): Report {
  const r = newReport({
    id: 'd-gh-01', country: 'GH', language: 'en-GH', producer: 'pdfkit', split: 'holdout', dec: '.', font: 'mono',
    layout: ['lis-monospace', 'flag-column', 'qualitative-rows', 'header-footer'],
    metadata: meta('2026-10-27', '2026-10-27', 'Akwapim Diagnostic Laboratory', 'Accra', 'MENSAH, Kwabena Osei', '54', 'male'),
  });
  r.y = 40;
  lines(r, 40, [
    '                 AKWAPIM DIAGNOSTIC LABORATORY',
    '        14 Kanda Highway, North Ridge, Accra  Tel 030 255 6612',
    '=====================================================================',
    'Patient : MENSAH, Kwabena Osei            Lab No   : ADL-26-090417',
    'Age/Sex : 54Y / M                         Request  : OPD',
    'Doctor  : Dr. A. Boateng                  Collected: 27/10/2026 08:12',
    'Sample  : EDTA / Serum                    Printed  : 27/10/2026 14:48',
    '=====================================================================',
  ], 8.2);
  r.nl(4);
  const e: Entry[] = [
    sec('HAEMATOLOGY - FULL BLOOD COUNT'),
    res('wbc', 'WBC', '3.1', 'x10^9/L', '3.5 - 10.0', 'L'),
    res('lymphocytes_pct', 'LYM%', '48.2', '%', '20.0 - 40.0', 'H'),
    res('neutrophils_pct', 'GRAN%', '41.0', '%', '50.0 - 70.0', 'L'),
    res('rbc', 'RBC', '4.71', 'x10^12/L', '4.50 - 6.50'),
    res('hemoglobin', 'HGB', '13.9', 'g/dL', '13.0 - 18.0'),
    res('hematocrit', 'HCT', '41.6', '%', '40.0 - 54.0'),
    res('mcv', 'MCV', '88.3', 'fL', '80.0 - 100.0'),
    res('mchc', 'MCHC', '33.4', 'g/dL', '31.0 - 36.0'),
    res('platelets', 'PLT', '132', 'x10^9/L', '150 - 450', 'L'),
    note('Malaria parasites (MP) ....... NOT SEEN', true),
    sec('CHEMISTRY - LIVER FUNCTION'),
    res('bilirubin_total', 'T-BIL', '18.4', 'umol/L', '3.4 - 20.5'),
    res('bilirubin_direct', 'D-BIL', '6.9', 'umol/L', '0.0 - 5.1', 'H'),
    res('ast', 'AST', '71', 'U/L', '0 - 40', 'H'),
    res('alt', 'ALT', '88', 'U/L', '0 - 41', 'H'),
    res('ggt', 'GGT', '140', 'U/L', '8 - 61', 'H'),
    res('alp', 'ALP', '109', 'U/L', '40 - 129'),
    res('total_protein', 'T-PROT', '78', 'g/L', '66 - 83'),
    res('albumin', 'ALB', '38', 'g/L', '35 - 52'),
    sec('SEROLOGY'),
    res('hbsag', 'HBsAg (rapid)', 'REACTIVE', '', 'NON-REACTIVE', '*'),
    res('anti_hcv', 'HCV Ab', 'NON-REACTIVE', '', 'NON-REACTIVE'),
  ];
  lis(r, e, { x: 40, w: [16, 13, 3, 10], size: 8.2, head: 'TEST                    RESULT FLG UNITS     REFERENCE' });
  r.nl(6);
  lines(r, 40, ['Remarks: HBsAg reactive - confirmatory test and viral load advised.', '', 'Checked by: E. Quaye (MLS)          Authorised: Dr. J. Owusu-Ansah'], 8.2);
  running(r, (n, t) => [{ x: 40, y: 810, text: `ADL-26-090417                    *** END OF PAGE ${n}/${t} ***`, size: 8 }]);
  return r;
}

/** Pakistani private chain: logo, abnormal bold on grey, sex ranges stacked on two lines, "Up to x". */
export function pk01(): Report {
  const r = newReport({
    id: 'd-pk-01', country: 'PK', language: 'en-PK', producer: 'pdfkit', split: 'holdout', dec: '.',
    layout: ['logo', 'grey-cell-highlight', 'stacked-sex-range', 'up-to-range', 'department-line'],
    metadata: meta('2026-11-12', '2026-11-12', 'Indus Crescent Laboratories', 'Lahore', 'Kamran Aziz', '45', 'male'),
  });
  box(r, { x: 36, y: 26, w: 8, h: 44, fill: '#138d75' });
  box(r, { x: 48, y: 26, w: 8, h: 44, fill: '#f39c12' });
  r.y = 28;
  ctext(r, 66, 'Indus Crescent Laboratories', 17, '#138d75', { bold: true });
  r.nl(21);
  r.text(66, 'Department of Pathology   |   91-B Main Boulevard, Gulberg III, Lahore   |   UAN 042-111-555-742', 7.5);
  r.y = 84;
  kv(r, [40, 320], [
    ['Patient Name :', 'Mr. Kamran Aziz'], ['MR No :', 'ICL-0044-81927'],
    ['Age / Gender :', '45 Year(s) / Male'], ['Registered :', '12-Nov-2026 09:04'],
    ['Referred By :', 'Dr. Sana Javed'], ['Reported :', '12-Nov-2026 17:22'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('COMPLETE BLOOD COUNT'),
    res('hemoglobin', 'Haemoglobin', '13.1', 'g/dl', 'M: 13.5-17.5\nF: 11.5-15.5', 'L', { rangeN: 'M: 13.5-17.5 / F: 11.5-15.5' }),
    res('rbc', 'Total RBC', '5.12', 'x10^12/l', 'M: 4.5-6.5\nF: 3.8-5.8', null, { rangeN: 'M: 4.5-6.5 / F: 3.8-5.8' }),
    res('hematocrit', 'HCT', '40.2', '%', 'M: 40-54\nF: 37-47', null, { rangeN: 'M: 40-54 / F: 37-47' }),
    res('mcv', 'MCV', '78.5', 'fl', '76-96'),
    res('mch', 'MCH', '25.6', 'pg', '27-32', 'L'),
    res('wbc', 'Total Leucocyte Count', '7.3', 'x10^9/l', '4.0-11.0'),
    res('platelets', 'Platelets', '265', 'x10^9/l', '150-400'),
    sec('BIOCHEMISTRY'),
    res('glucose_random', 'Blood Glucose Random', '212', 'mg/dl', 'Up to 140', 'H'),
    res('hba1c', 'HbA1c', '8.1', '%', '4.0-5.6', 'H'),
    res('alt', 'ALT (SGPT)', '61', 'U/L', 'Up to 40', 'H'),
    res('creatinine', 'Serum Creatinine', '1.1', 'mg/dl', '0.7-1.2'),
    res('uric_acid', 'Uric Acid', '7.9', 'mg/dl', 'M: 3.4-7.0\nF: 2.4-5.7', 'H', { rangeN: 'M: 3.4-7.0 / F: 2.4-5.7' }),
    res('vitamin_d_25oh', 'Vitamin D (25-OH)', '11.4', 'ng/ml', '30-100', 'L'),
    sec('LIPID PROFILE'),
    res('cholesterol_total', 'Total Cholesterol', '231', 'mg/dl', 'Up to 200', 'H'),
    res('triglycerides', 'Triglycerides', '264', 'mg/dl', 'Up to 150', 'H'),
    res('hdl_cholesterol', 'HDL Cholesterol', '36', 'mg/dl', '> 40', 'L'),
    res('ldl_cholesterol', 'LDL Cholesterol', '142', 'mg/dl', 'Up to 130', 'H'),
  ];
  table(r, e, {
    x: { name: 40, value: 250, unit: 300, range: 380 },
    labels: { name: 'Test', value: 'Result', unit: 'Unit', range: 'Reference Range' },
    mark: 'grey-cell', valueAlign: 'right', size: 8.5, headerFill: '#e8f6f3',
  });
  r.nl(6);
  interpretive(r, [40, 200, 360], ['Vitamin D status', 'Deficient', 'Insufficient'], [['25-OH Vit D (ng/ml)', '< 20', '20 - 29']]);
  running(r, () => [
    { x: 40, y: 806, text: 'Dr. Faisal Rehman, FCPS (Chemical Pathology) — Consultant Pathologist' },
    { x: 40, y: 816, text: 'This is a computer generated report. Results in shaded cells are outside reference range.' },
  ]);
  return r;
}

/** Sri Lankan hospital lab LIS printout (Chromium, monospaced), /cumm counts, "*" flags. */
export function lk01(): Report {
  const r = newReport({
    id: 'd-lk-01', country: 'LK', language: 'en-LK', producer: 'chromium', split: 'tune', dec: '.',
    font: "'Liberation Mono', 'DejaVu Sans Mono', monospace",
    layout: ['lis-monospace', 'flag-star-column', 'thousands-separator', 'cumm-units'],
    metadata: meta('2026-11-08', '2026-11-09', 'Lakmini Hospitals (Pvt) Ltd', 'Colombo', 'PERERA, W. A. Nadeesha', '33', 'female'),
  });
  r.y = 40;
  lines(r, 40, [
    'LAKMINI HOSPITALS (PVT) LTD - LABORATORY SERVICES',
    '77 Havelock Road, Colombo 05.  Tel: 011 259 8840',
    '',
    'Name   : PERERA, W. A. Nadeesha        Ref No : LH/LAB/26/118203',
    'Age    : 33 Y   Sex: F                 BHT    : OPD-5521',
    'Ref By : Dr. K. Jayasinghe             Coll.  : 08/11/2026 07:30',
    '                                       Rep.   : 09/11/2026 10:15',
  ], 8);
  r.nl(8);
  const e: Entry[] = [
    sec('FULL BLOOD COUNT'),
    res('wbc', 'WBC', '12,400', '/cumm', '4,000 - 11,000', '*'),
    res('neutrophils_pct', 'Neutrophils', '78', '%', '40 - 75', '*'),
    res('lymphocytes_pct', 'Lymphocytes', '16', '%', '20 - 45', '*'),
    res('monocytes_pct', 'Monocytes', '4', '%', '2 - 10'),
    res('eosinophils_pct', 'Eosinophils', '2', '%', '1 - 6'),
    res('hemoglobin', 'Haemoglobin', '12.2', 'g/dL', '11.5 - 15.5'),
    res('platelets', 'Platelets', '310,000', '/cumm', '150,000 - 450,000'),
    res('esr', 'ESR (1st hr)', '42', 'mm', '0 - 20', '*'),
    sec('BIOCHEMISTRY'),
    res('glucose', 'FBS', '92', 'mg/dL', '70 - 110'),
    res('crp', 'CRP', '36.0', 'mg/L', '< 6.0', '*'),
    res('sodium', 'Serum Sodium', '137', 'mmol/L', '135 - 145'),
    res('potassium', 'Serum Potassium', '3.3', 'mmol/L', '3.5 - 5.1', '*'),
    res('creatinine', 'S. Creatinine', '0.78', 'mg/dL', '0.50 - 1.10'),
    sec('URINE FULL REPORT'),
    res('urine_protein', 'Albumin', 'Trace', '', 'Nil', '*'),
    res('urine_glucose', 'Sugar', 'Nil', '', 'Nil'),
    res('urine_wbc', 'Pus cells', '10 - 12', '/HPF', '0 - 5', '*', { valueN: '10-12' }),
    res('urine_rbc', 'Red cells', '1 - 2', '/HPF', '0 - 2', null, { valueN: '1-2' }),
  ];
  lis(r, e, { x: 40, w: [18, 10, 2, 8], size: 8, head: 'TEST              RESULT      UNIT    REF. RANGE' });
  r.nl(8);
  lines(r, 40, ['* Result outside the biological reference range.', '', '...............................', 'MLT / Consultant Pathologist'], 8);
  return r;
}

/** Singapore hospital cumulative report: current column and two earlier dated columns, H/L suffixed. */
export function sg01(): Report {
  const r = newReport({
    id: 'd-sg-01', country: 'SG', language: 'en-SG', producer: 'chromium', split: 'holdout', dec: '.',
    layout: ['cumulative-columns', 'flag-suffix', 'si-units', 'header-footer'],
    metadata: meta('2026-11-16', '2026-11-16', 'Kallang Riverside General Hospital', 'Singapore', 'TAN Wei Ming', '71', 'male'),
  });
  r.y = 36;
  r.text(40, 'KALLANG RIVERSIDE GENERAL HOSPITAL', 13, { bold: true });
  r.nl(16);
  lines(r, 40, ['Department of Laboratory Medicine · 12 Kallang Riverside Link, Singapore 339871 · Tel 6555 8120'], 7.5);
  r.nl(6);
  kv(r, [40, 300], [
    ['Name:', 'TAN Wei Ming'], ['NRIC:', 'S5509***D'],
    ['Age/Sex:', '71 / M'], ['Location:', 'Ward 54 Bed 12'],
    ['Requested by:', 'Dr Lim Hui Shan (Renal)'], ['Report:', 'CUMULATIVE — FINAL'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('RENAL PANEL'),
    res('sodium', 'Sodium', '134', 'mmol/L', '136 - 146', 'L', { prev: ['136', '139'] }),
    res('potassium', 'Potassium', '5.8', 'mmol/L', '3.5 - 5.0', 'H', { prev: ['5.4H', '4.9'] }),
    res('chloride', 'Chloride', '103', 'mmol/L', '98 - 107', null, { prev: ['104', '102'] }),
    res('bicarbonate', 'Bicarbonate', '18', 'mmol/L', '22 - 29', 'L', { prev: ['20L', '23'] }),
    res('urea', 'Urea', '21.4', 'mmol/L', '2.8 - 8.1', 'H', { prev: ['18.9H', '14.2H'] }),
    res('creatinine', 'Creatinine', '342', 'umol/L', '64 - 104', 'H', { prev: ['318H', '276H'] }),
    res('egfr', 'eGFR', '14', 'mL/min/1.73m2', '>= 90', 'L', { prev: ['16L', '19L'] }),
    res('glucose_random', 'Glucose, random', '7.9', 'mmol/L', '3.9 - 7.8', 'H', { prev: ['6.8', '8.4H'] }),
    sec('HAEMATOLOGY'),
    res('hemoglobin', 'Haemoglobin', '9.2', 'g/dL', '13.0 - 17.0', 'L', { prev: ['9.6L', '10.1L'] }),
    res('wbc', 'White Blood Cell', '6.8', 'x10^9/L', '4.0 - 10.0', null, { prev: ['7.1', '6.4'] }),
    res('platelets', 'Platelet', '188', 'x10^9/L', '150 - 400', null, { prev: ['201', '176'] }),
    sec('BONE PROFILE'),
    res('calcium', 'Calcium', '2.05', 'mmol/L', '2.15 - 2.55', 'L', { prev: ['2.10L', ''] }),
    res('phosphate', 'Phosphate', '2.12', 'mmol/L', '0.81 - 1.45', 'H', { prev: ['1.98H', ''] }),
    res('albumin', 'Albumin', '33', 'g/L', '35 - 52', 'L', { prev: ['34L', '36'] }),
    res('pth', 'PTH, intact', '38.6', 'pmol/L', '1.6 - 6.9', 'H', { prev: ['', ''] }),
  ];
  table(r, e, {
    x: { name: 40, value: 230, unit: 340, range: 410 },
    prevX: [290, 332],
    labels: { name: 'Test', value: '16/11/26', unit: 'Units', range: 'Ref. Interval' },
    prevLabels: ['09/11/26', '02/11/26'],
    mark: 'suffix', valueAlign: 'right', size: 8.5,
  });
  r.nl(6);
  notResultLines(r, 40, ['Earlier results are shown for comparison only. H = above, L = below reference interval.'], 7.5);
  running(r, (n, t) => [
    { x: 40, y: 808, text: `Lab No. KR2611-66031   Collected 16/11/2026 06:10   Verified 16/11/2026 09:48 by MT Rahmat   Page ${n}/${t}` },
    { x: 40, y: 818, text: 'Accredited by the Singapore Accreditation Council — SAC-SINGLAS Medical Testing No. MT 0877' },
  ]);
  return r;
}

/** New Zealand community lab cumulative report: 3 previous dated columns, multi-page with header repeated. */
export function nz01(): Report {
  const r = newReport({
    id: 'd-nz-01', country: 'NZ', language: 'en-NZ', producer: 'pdfkit', split: 'tune', dec: '.', font: 'sans',
    layout: ['cumulative-columns', 'current-column-last', 'flag-column', 'multi-page', 'header-repeated'],
    metadata: meta('2026-10-30', '2026-10-31', 'Waitākere Community Laboratories', 'Auckland', 'NGATA, Hemi', '62', 'male'),
  });
  const top = (first: boolean) => {
    r.y = 34;
    r.text(40, 'Waitākere Community Laboratories', 13, { bold: true });
    r.text(555, first ? 'CUMULATIVE REPORT' : 'CUMULATIVE REPORT (continued)', 9, { bold: true, align: 'right' });
    r.nl(16);
    r.text(40, '22 Lincoln Road, Henderson, Auckland 0610 · Ph 09 555 3121', 7.5);
    r.nl(14);
    r.text(40, 'NGATA, Hemi   NHI ZKW4419   DOB 02-Feb-1964   M   Dr J. Whaanga (Henderson Medical Centre)', 8.5, { bold: true });
    r.nl(16);
  };
  top(true);
  const e: Entry[] = [
    sec('Haematology'),
    res('hemoglobin', 'Haemoglobin', '141', 'g/L', '130-175', null, { prev: ['146', '139', '144'] }),
    res('wbc', 'WBC', '7.9', 'x10^9/L', '4.0-11.0', null, { prev: ['8.3', '7.2', '7.7'] }),
    res('platelets', 'Platelets', '219', 'x10^9/L', '150-400', null, { prev: ['231', '205', '240'] }),
    res('mcv', 'MCV', '99', 'fL', '80-99', null, { prev: ['97', '98', '100'] }),
    sec('Diabetes'),
    res('hba1c', 'HbA1c', '58', 'mmol/mol', '<41', 'H', { prev: ['64', '71', '69'] }),
    res('glucose', 'Glucose (fasting)', '7.4', 'mmol/L', '3.5-6.0', 'H', { prev: ['8.1', '8.8', '7.9'] }),
    sec('Renal'),
    res('sodium', 'Sodium', '140', 'mmol/L', '135-145', null, { prev: ['139', '141', '138'] }),
    res('potassium', 'Potassium', '4.6', 'mmol/L', '3.5-5.2', null, { prev: ['4.4', '4.8', '4.5'] }),
    res('creatinine', 'Creatinine', '112', 'umol/L', '60-105', 'H', { prev: ['104', '98', '101'] }),
    res('egfr', 'eGFR', '62', 'mL/min/1.73m2', '>90', 'L', { prev: ['70', '76', '73'] }),
    res('urine_albumin_creatinine_ratio', 'Urine albumin:creatinine', '4.8', 'mg/mmol', '<2.5', 'H', { prev: ['3.9', '', '2.7'] }),
    pb,
    sec('Lipids'),
    res('cholesterol_total', 'Cholesterol', '4.1', 'mmol/L', '<5.0', null, { prev: ['4.6', '5.3', '5.6'] }),
    res('triglycerides', 'Triglyceride', '2.3', 'mmol/L', '<1.7', 'H', { prev: ['2.6', '2.9', '2.4'] }),
    res('hdl_cholesterol', 'HDL', '0.92', 'mmol/L', '>1.00', 'L', { prev: ['0.88', '0.95', '0.91'] }),
    res('ldl_cholesterol', 'LDL (calculated)', '2.1', 'mmol/L', '<2.0', 'H', { prev: ['2.5', '3.0', '3.6'] }),
    res('cholesterol_hdl_ratio', 'Chol/HDL ratio', '4.5', '', '<4.5', null, { prev: ['5.2', '5.6', '6.2'] }),
    sec('Liver'),
    res('alt', 'ALT', '44', 'U/L', '<45', null, { prev: ['51', '48', '39'] }),
    res('ggt', 'GGT', '71', 'U/L', '<60', 'H', { prev: ['80', '77', '66'] }),
    res('bilirubin_total', 'Bilirubin', '11', 'umol/L', '<24', null, { prev: ['12', '9', '10'] }),
    res('albumin', 'Albumin', '40', 'g/L', '35-50', null, { prev: ['41', '39', '42'] }),
  ];
  table(r, e, {
    x: { name: 40, value: 360, flag: 366, unit: 382, range: 470 },
    prevX: [205, 255, 305],
    labels: { name: 'Test', value: '30/10/26', flag: '', unit: 'Units', range: 'Range' },
    prevLabels: ['12/02/26', '28/05/26', '21/08/26'],
    mark: 'column', valueAlign: 'right', size: 8.5, rowH: 14,
    continuation: () => top(false),
  });
  r.nl(8);
  notResultLines(r, 40, ['HbA1c targets: most adults with diabetes < 53 mmol/mol; individualise for older people (NZSSD).'], 7.5);
  running(r, (n, t) => [{ x: 40, y: 812, text: `Lab ref WCL-26-3018842 · Collected 30/10/2026 08:05 · Reported 31/10/2026 · Page ${n} of ${t}` }]);
  return r;
}

/** Cameroon (English-speaking region) hospital report printed landscape-content on a page scanned sideways. */
export function cm01(): Report {
  const r = newReport({
    id: 'd-cm-01', country: 'CM', language: 'en-CM', producer: 'pdfkit', split: 'tune', dec: '.', font: 'dejavu',
    layout: ['rotated-page', 'table-5col', 'flag-arrow-column', 'qualitative-rows'],
    metadata: meta('2026-10-22', '2026-10-23', 'Mankon Regional Hospital Laboratory', 'Bamenda', 'NGWA Emmanuel Fru', '29', 'male'),
  });
  r.pages.pop();
  r.newPage(A4, true);
  r.y = 40;
  r.text(297, 'REPUBLIC OF CAMEROON — MINISTRY OF PUBLIC HEALTH', 7.5, { align: 'center' });
  r.nl(11);
  r.text(297, 'MANKON REGIONAL HOSPITAL LABORATORY', 12, { bold: true, align: 'center' });
  r.nl(14);
  r.text(297, 'P.O. Box 318 Bamenda · North West Region · Tel (+237) 6 55 41 20 87', 7.5, { align: 'center' });
  r.nl(18);
  kv(r, [40, 320], [
    ['Name:', 'NGWA Emmanuel Fru'], ['Lab No.:', 'MRH/L/26/4471'], ['Age:', '29 yrs   Sex: Male'], ['Ward:', 'Medical OPD'],
    ['Clinician:', 'Dr. Tanyi B.'], ['Date collected:', '22/10/2026'], ['', ''], ['Date reported:', '23/10/2026'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('HAEMATOLOGY'),
    res('hemoglobin', 'Haemoglobin', '10.8', 'g/dl', '13.0 - 17.0', '↓'),
    res('wbc', 'White blood cells', '13.2', '10^3/µl', '4.0 - 10.0', '↑'),
    res('neutrophils_pct', 'Neutrophils', '81', '%', '45 - 70', '↑'),
    res('lymphocytes_pct', 'Lymphocytes', '13', '%', '20 - 40', '↓'),
    res('platelets', 'Platelets', '98', '10^3/µl', '150 - 400', '↓'),
    res('esr', 'ESR', '55', 'mm/1st hr', '0 - 15', '↑'),
    sec('CHEMISTRY'),
    res('glucose', 'Fasting blood sugar', '0.92', 'g/l', '0.70 - 1.10'),
    res('creatinine', 'Creatinine', '11.6', 'mg/l', '7.0 - 13.0'),
    res('alt', 'ALT (GPT)', '38', 'U/l', '< 41'),
    res('crp', 'CRP', '96', 'mg/l', '< 6', '↑'),
    sec('SEROLOGY / PARASITOLOGY'),
    res('hiv_ag_ab', 'HIV 1/2 (Determine)', 'Negative', '', 'Negative'),
    res('syphilis_treponemal', 'TPHA', 'Negative', '', 'Negative'),
    note('Malaria thick film: Plasmodium falciparum trophozoites ++ (approx. 2 400 /µl)', true),
    note('Widal: TO 1/80, TH 1/40 — not significant', true),
  ];
  table(r, e, {
    x: { name: 40, value: 250, flag: 285, unit: 310, range: 400 },
    labels: { name: 'Examination', value: 'Result', flag: '', unit: 'Unit', range: 'Normal values' },
    mark: 'column', valueAlign: 'right', size: 8.5,
  });
  r.nl(10);
  lines(r, 40, ['Laboratory technician: Mbah C.                     Head of laboratory: Dr. Fon-Ndikum A.'], 8);
  return r;
}
