/** Part C block-layout reports with sex-labelled ranges (Philippines, Nigeria; invented patients and labs). */
import { A4, kv2, LETTER, Report } from '../a/model';
import { blockRow, type BlockRow, lines, notResultLines, runningText, sexBands } from './kit';

/** Philippines (pdfkit): one analyte per block, "Men: 130–170 / Women: 120–150" on one line, H/L after the value. */
function ph01(): Report {
  const r = new Report({
    id: 'c-ph-01',
    country: 'PH',
    language: 'en-PH',
    producer: 'pdfkit',
    font: 'dejavu',
    layout: ['block', 'sex-labelled-range', 'si-units', 'flag-suffix', 'department-line', 'header-footer'],
    split: 'tune',
    classes: ['S9', 'S10', 'S2', 'S16'],
    dec: '.',
    metadata: {
      lab_date: '2026-11-16',
      results_date: '2026-11-16',
      lab_name: 'St. Raphael Diagnostic Clinic',
      lab_city: 'Quezon City',
      lab_country: null,
      patient_name: 'DELA CRUZ, MARIA ISABEL R.',
      patient_age: '39',
      patient_sex: 'female',
    },
  }, LETTER);
  r.newPage();
  r.y = 30;
  r.text(306, 'St. Raphael Diagnostic Clinic', 15, { bold: true, align: 'center' });
  r.nl(18);
  r.text(306, 'CLINICAL CHEMISTRY AND HEMATOLOGY SECTION', 9, { align: 'center' });
  r.nl(12);
  r.text(306, '88 Kalayaan Avenue, Diliman, Quezon City 1101 · Tel. (02) 8921-4470', 7.5, { align: 'center' });
  r.nl(16);
  r.rule(40, 572);
  r.nl(8);
  kv2(r, 40, 330, [
    ['Name:', 'DELA CRUZ, MARIA ISABEL R.'],
    ['Date Collected:', '11/16/2026 07:30 AM'],
    ['Age/Sex:', '39 / Female'],
    ['Date Released:', '11/16/2026 02:15 PM'],
    ['Requesting MD:', 'DR. J. SANTOS'],
    ['Control No.:', 'SRD-2611-16-0291'],
  ], 8.5, 12);
  r.rule(40, 572);
  r.nl(12);
  const L = { result: 'Result:', range: 'Reference:' };
  const b = (p: BlockRow): void => blockRow(r, 40, L, p, 9);
  const one = (men: string, women: string): Pick<BlockRow, 'bands' | 'rangeN' | 'range'> => ({
    bands: [`Men: ${men} / Women: ${women}`],
    rangeN: sexBands(men, women),
    range: '',
  });
  b({ id: 'hemoglobin', name: 'HEMOGLOBIN', value: '128', unit: 'g/L', ...one('130–170', '120–150') });
  b({ id: 'hematocrit', name: 'HEMATOCRIT', value: '0.39', unit: 'L/L', ...one('0.40–0.54', '0.37–0.47') });
  b({ id: 'esr', name: 'ESR (WESTERGREN)', value: '24', flag: 'H', valueText: '24 H', unit: 'mm/hr', ...one('0–10', '0–20') });
  b({ id: 'creatinine', name: 'CREATININE', value: '68', unit: 'umol/L', ...one('62–115', '53–97') });
  b({ id: 'uric_acid', name: 'URIC ACID', value: '0.41', flag: 'H', valueText: '0.41 H', unit: 'mmol/L', ...one('0.21–0.42', '0.15–0.36') });
  b({ id: 'hdl_cholesterol', name: 'HDL CHOLESTEROL', value: '1.02', flag: 'L', valueText: '1.02 L', unit: 'mmol/L', bands: ['Men: > 0.90 / Women: > 1.15'], rangeN: 'M: >0.90 / F: >1.15', range: '' });
  b({ id: 'alt', name: 'ALT (SGPT)', value: '38', flag: 'H', valueText: '38 H', unit: 'U/L', bands: ['Men: up to 41 / Women: up to 33'], rangeN: 'M: <41 / F: <33', range: '' });
  b({ id: 'ferritin', name: 'FERRITIN', value: '18', unit: 'ug/L', ...one('30–400', '13–150') });
  b({ id: 'glucose', name: 'FASTING BLOOD SUGAR', value: '5.4', unit: 'mmol/L', bands: ['3.9–6.1'], range: '3.9–6.1' });
  r.nl(4);
  lines(r, 40, ['H = above, L = below the reference interval for the patient\'s sex.'], 7.5);
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 46, text: 'Medical Technologist: R. Villanueva, RMT Lic. No. 0078812 · Pathologist: Dr. E. Ramos, FPSP Lic. No. 0093341' },
    { x: 40, y: p.h - 35, text: `DOH License No. 13-0512-26-CL-2 · Page ${n} of ${total}` },
  ]);
  ['SRD-2611-16-0291', '(02) 8921-4470', '0078812', '0093341', '13-0512-26-CL-2', '1101'].forEach((s) => r.notResult(s));
  return r;
}

/** Nigeria (Chromium): block layout, "Male:" / "Female:" range lines stacked, abnormal values only in bold. */
function ng01(): Report {
  const r = new Report({
    id: 'c-ng-01',
    country: 'NG',
    language: 'en-NG',
    producer: 'chromium',
    layout: ['block', 'sex-labelled-range', 'stacked-range', 'flag-bold-only', 'postal-footer'],
    split: 'holdout',
    classes: ['S9', 'S10', 'S1', 'S2'],
    dec: '.',
    metadata: {
      lab_date: '2026-11-11',
      results_date: '2026-11-12',
      lab_name: 'Meridian Specialist Diagnostics',
      lab_city: 'Lagos',
      lab_country: null,
      patient_name: 'Chukwuemeka Obi',
      patient_age: '47',
      patient_sex: 'male',
    },
  }, A4);
  r.newPage();
  r.y = 30;
  r.text(40, 'Meridian Specialist Diagnostics', 15, { bold: true });
  r.nl(18);
  r.text(40, 'Haematology & Chemical Pathology Laboratory', 9);
  r.nl(16);
  kv2(r, 40, 320, [
    ['Patient:', 'Mr. Chukwuemeka Obi'],
    ['Lab ID:', 'MSD/26/11/4471'],
    ['Age:', '47 Years    Sex: Male'],
    ['Sample collected:', '11/11/2026 09:40'],
    ['Referred by:', 'Dr. A. Bello'],
    ['Reported:', '12/11/2026 11:05'],
  ], 8.5, 12);
  r.rule(40, 555);
  r.nl(12);
  const L = { result: 'Result:', range: 'Reference range:' };
  const b = (p: BlockRow): void => blockRow(r, 40, L, p, 9);
  const two = (male: string, female: string, unit: string): Pick<BlockRow, 'bands' | 'rangeN' | 'range'> => ({
    bands: [`Male: ${male} ${unit}`, `Female: ${female} ${unit}`],
    rangeN: sexBands(male, female),
    range: '',
  });
  b({ id: 'hemoglobin', name: 'HAEMOGLOBIN', value: '10.9', unit: 'g/dL', ...two('13.0 - 18.0', '11.5 - 16.5', 'g/dL'), abnormal: true, bold: true });
  b({ id: 'hematocrit', name: 'PACKED CELL VOLUME (PCV)', value: '33', unit: '%', ...two('40 - 54', '36 - 47', '%'), abnormal: true, bold: true });
  b({ id: 'wbc', name: 'WHITE BLOOD CELL COUNT', value: '5.6', unit: 'x10^9/L', bands: ['4.0 - 11.0 x10^9/L'], range: '4.0 - 11.0' });
  b({ id: 'platelets', name: 'PLATELET COUNT', value: '188', unit: 'x10^9/L', bands: ['150 - 400 x10^9/L'], range: '150 - 400' });
  b({ id: 'esr', name: 'ESR (WESTERGREN)', value: '38', unit: 'mm/hr', ...two('0 - 10', '0 - 20', 'mm/hr'), abnormal: true, bold: true });
  b({ id: 'creatinine', name: 'SERUM CREATININE', value: '1.9', unit: 'mg/dL', ...two('0.7 - 1.3', '0.6 - 1.1', 'mg/dL'), abnormal: true, bold: true });
  b({ id: 'uric_acid', name: 'URIC ACID', value: '8.1', unit: 'mg/dL', ...two('3.4 - 7.0', '2.4 - 6.0', 'mg/dL'), abnormal: true, bold: true });
  b({ id: 'psa_total', name: 'PSA (TOTAL)', value: '2.1', unit: 'ng/mL', bands: ['< 4.0 ng/mL'], range: '< 4.0', rangeN: '<4.0' });
  r.nl(2);
  lines(r, 40, ['Results printed in bold fall outside the reference range for the patient\'s sex.'], 7.5);
  r.nl(2);
  notResultLines(r, 40, [
    'Meridian Specialist Diagnostics · 12 Adeola Odeku Street, Victoria Island, Lagos 101241 · Tel: 0803 555 0142, 0909 555 7731',
    'MLSCN Reg. No. LAB/0441/2019 · ISO 15189 Certificate No. NG-ML-0127',
  ], 7);
  runningText(r, (p, n, total) => [{ x: 40, y: p.h - 34, text: `Authorised by: Dr. F. Adeyemi, FMCPath · Page ${n} of ${total}` }]);
  ['MSD/26/11/4471'].forEach((s) => r.notResult(s));
  return r;
}

export const aDocs = { ph01, ng01 };
