/** Part C reports in the style of Indian diagnostic centres (invented patients, labs and numbers). */
import { A4, kv2, Report, row, type RowInput, section, type TableOpts } from '../a/model';
import { tableDoc, type Entry } from '../a/table-doc';
import { type Report as BReport, r as br, sec as bsec, note as bnote } from '../b/model';
import { blockRow, colonRow, interpretiveTable, lines, notResultLines, runningText, sexBands } from './kit';

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

export const aDocs = { in01, in03 };
export { A4, br, bsec, bnote, blockRow, notResultLines, type BReport, type RowInput };
