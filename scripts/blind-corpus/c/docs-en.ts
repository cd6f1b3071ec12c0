/** Part C reports from the United States, Australia and the United Kingdom (invented patients and labs). */
import { A4, kv2, LETTER, Report, row, type RowInput, section, type TableOpts } from '../a/model';
import { tableDoc, type Entry } from '../a/table-doc';
import type { Report as BReport } from '../b/model';
import { r as br, sec as bsec, note as bnote } from '../b/model';
import { interpretiveTable, lines, notResultLines, runningText, sexBands } from './kit';

/** US hospital lab, CBC with % rows then an "Absolute counts" heading repeating the names; HbA1c targets. */
function us01(): Report {
  const r = new Report(
    {
      id: 'c-us-01',
      country: 'US',
      language: 'en-US',
      producer: 'chromium',
      layout: ['table-5col', 'flag-column', 'absolute-counts-heading', 'header-footer', 'multi-page', 'footnote-targets'],
      split: 'tune',
      classes: ['S3', 'S14', 'S13', 'S2', 'S10', 'S15'],
      dec: '.',
      metadata: {
        lab_date: '2026-10-28',
        results_date: '2026-10-28',
        lab_name: 'Summit Valley Medical Center',
        lab_city: 'Boise',
        lab_country: null,
        patient_name: 'BRENNAN, CLAIRE A',
        patient_age: '58',
        patient_sex: 'female',
      },
    },
    LETTER,
  );
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 44 },
      { key: 'value', x: 262, align: 'right' },
      { key: 'flag', x: 282 },
      { key: 'unit', x: 320 },
      { key: 'range', x: 430 },
    ],
    size: 8.5,
  };
  const entries: Entry[] = [
    { section: 'COMPLETE BLOOD COUNT WITH DIFFERENTIAL' },
    { id: 'wbc', name: 'WBC', value: '11.2', flag: 'H', unit: 'x10E3/uL', range: '4.0-10.5' },
    { id: 'rbc', name: 'RBC', value: '4.31', unit: 'x10E6/uL', range: '3.90-5.20' },
    { id: 'hemoglobin', name: 'Hemoglobin', value: '12.9', unit: 'g/dL', range: '12.0-15.5' },
    { id: 'hematocrit', name: 'Hematocrit', value: '38.8', unit: '%', range: '35.0-45.0' },
    { id: 'mcv', name: 'MCV', value: '90.0', unit: 'fL', range: '80.0-100.0' },
    { id: 'mch', name: 'MCH', value: '29.9', unit: 'pg', range: '27.0-33.0' },
    { id: 'mchc', name: 'MCHC', value: '33.2', unit: 'g/dL', range: '32.0-36.0' },
    { id: 'rdw_cv', name: 'RDW', value: '14.9', flag: 'H', unit: '%', range: '11.5-14.5' },
    { id: 'platelets', name: 'Platelet Count', value: '412', flag: 'H', unit: 'x10E3/uL', range: '150-400' },
    { id: 'mpv', name: 'MPV', value: '9.8', unit: 'fL', range: '7.5-11.5' },
    { id: 'neutrophils_pct', name: 'Neutrophils', value: '74', unit: '%', range: '40-74' },
    { id: 'lymphocytes_pct', name: 'Lymphocytes', value: '16', flag: 'L', unit: '%', range: '19-48' },
    { id: 'monocytes_pct', name: 'Monocytes', value: '6', unit: '%', range: '3-12' },
    { id: 'eosinophils_pct', name: 'Eosinophils', value: '3', unit: '%', range: '0-7' },
    { id: 'basophils_pct', name: 'Basophils', value: '1', unit: '%', range: '0-2' },
    { section: 'Absolute counts' },
    { id: 'neutrophils_abs', name: 'Neutrophils', value: '8.3', flag: 'H', unit: 'x10E3/uL', range: '1.8-7.7' },
    { id: 'lymphocytes_abs', name: 'Lymphocytes', value: '1.8', unit: 'x10E3/uL', range: '1.0-4.8' },
    { id: 'monocytes_abs', name: 'Monocytes', value: '0.7', unit: 'x10E3/uL', range: '0.2-0.9' },
    { id: 'eosinophils_abs', name: 'Eosinophils', value: '0.3', unit: 'x10E3/uL', range: '0.0-0.5' },
    { id: 'basophils_abs', name: 'Basophils', value: '0.1', unit: 'x10E3/uL', range: '0.0-0.2' },
    { section: 'CHEMISTRY' },
    { id: 'glucose', name: 'Glucose, Fasting', value: '94', unit: 'mg/dL', range: '70-99' },
    { id: 'hba1c', name: 'Hemoglobin A1c', value: '6.9', flag: 'H', unit: '%', range: '4.0-5.6' },
    {
      note: [
        'Hemoglobin A1c interpretation:  Prediabetes 5.7 - 6.4     Diabetes >= 6.5',
        'Glycemic control for adults with diabetes: <7.0',
      ],
      notResults: ['Prediabetes 5.7 - 6.4', 'Diabetes >= 6.5', 'Glycemic control for adults with diabetes: <7.0'],
    },
    { id: 'hs_crp', name: 'hs-CRP', value: '3.8', flag: 'H', unit: 'mg/L', range: '<3.0' },
    {
      note: ['Cardiovascular risk (AHA/CDC):  Low <1.0   Average 1.0 - 3.0   High >3.0'],
      notResults: ['Low <1.0', 'Average 1.0 - 3.0', 'High >3.0'],
    },
    { section: 'IRON STUDIES' },
    { id: 'iron', name: 'Iron', value: '48', flag: 'L', unit: 'ug/dL', range: '50-170' },
    { id: 'tibc', name: 'TIBC', value: '410', unit: 'ug/dL', range: '250-450' },
    { id: 'transferrin_saturation', name: 'Transferrin Saturation', value: '12', flag: 'L', unit: '%', range: '15-50' },
    { id: 'ferritin', name: 'Ferritin', value: '9', flag: 'L', unit: 'ng/mL', range: '15-150' },
    { id: 'vitamin_b12', name: 'Vitamin B12', value: '412', unit: 'pg/mL', range: '232-1245' },
    { id: 'folate', name: 'Folate, Serum', value: '11.6', unit: 'ng/mL', range: '>5.9' },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'TEST', value: 'RESULT', flag: 'FLAG', unit: 'UNITS', range: 'REFERENCE RANGE' },
    bottom: 330,
    top: (rr) => {
      rr.y = 30;
      rr.text(44, 'Summit Valley Medical Center', 14, { bold: true });
      rr.text(568, 'LABORATORY REPORT', 10, { bold: true, align: 'right' });
      rr.nl(17);
      rr.text(44, 'Department of Laboratory Medicine · CLIA #05D2087731 · CAP #8841207', 7.5);
      rr.nl(16);
      kv2(rr, 44, 320, [
        ['Patient:', 'BRENNAN, CLAIRE A'],
        ['Accession:', 'SV26-301-0448'],
        ['DOB:', '02/09/1968   Age: 58 Y   Sex: F'],
        ['Collected:', '10/28/2026 07:42'],
        ['MRN:', '00451297'],
        ['Reported:', '10/28/2026 14:55'],
        ['Ordering:', 'HOLLIS, GRANT MD'],
        ['Specimen:', 'Blood, venous'],
      ], 8, 11);
      rr.nl(6);
    },
    entries,
    footer: (p, n, total) => {
      p.items.push(
        { x: 44, y: p.h - 58, text: 'Electronically signed by Dana Whitcomb, MD, Medical Director · Report ID R-88412-2026', size: 7 },
        { x: 44, y: p.h - 47, text: 'Summit Valley Medical Center, 2200 Canyon Ridge Blvd, Boise, ID 83702 · (208) 555-0140 · Fax (208) 555-0141', size: 7 },
        { x: 568, y: p.h - 34, text: `Page ${n} of ${total}`, size: 7.5, align: 'right' },
        { x: 44, y: p.h - 34, text: 'H = High   L = Low', size: 7 },
      );
    },
  });
  ['R-88412-2026', '83702', '(208) 555-0140', '05D2087731', '8841207', 'SV26-301-0448', '00451297'].forEach((s) => r.notResult(s));
  return r;
}

/** US reference lab, lipid panel with VLDL, non-HDL, LDL calc and LDL direct; cells/mcL counts; NCEP table. */
function us02(): Report {
  const r = new Report(
    {
      id: 'c-us-02',
      country: 'US',
      language: 'en-US',
      producer: 'pdfkit',
      font: 'sans',
      layout: ['table-5col', 'flag-column', 'thousands-separator', 'absolute-counts-heading', 'interpretive-table', 'header-footer'],
      split: 'holdout',
      classes: ['S5', 'S13', 'S14', 'S3', 'S15', 'S2', 'S10'],
      dec: '.',
      metadata: {
        lab_date: '2026-11-03',
        results_date: '2026-11-04',
        lab_name: 'Pinecrest Regional Laboratory',
        lab_city: 'Spokane',
        lab_country: null,
        patient_name: 'OKONKWO, DANIEL',
        patient_age: '52',
        patient_sex: 'male',
      },
    },
    LETTER,
  );
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 268, align: 'right' },
      { key: 'flag', x: 286 },
      { key: 'unit', x: 318 },
      { key: 'range', x: 420 },
    ],
    size: 8.5,
  };
  const entries: Entry[] = [
    { section: 'Lipid Panel' },
    { id: 'cholesterol_total', name: 'Cholesterol, Total', value: '236', flag: 'H', unit: 'mg/dL', range: '<200' },
    { id: 'triglycerides', name: 'Triglycerides', value: '182', flag: 'H', unit: 'mg/dL', range: '<150' },
    { id: 'hdl_cholesterol', name: 'HDL Cholesterol', value: '41', unit: 'mg/dL', range: '>39' },
    { id: 'vldl_cholesterol', name: 'VLDL Cholesterol (calc)', value: '36', unit: 'mg/dL', range: '5-40' },
    { id: 'non_hdl_cholesterol', name: 'Non-HDL Cholesterol', value: '195', flag: 'H', unit: 'mg/dL', range: '<130' },
    { id: 'ldl_cholesterol', name: 'LDL Cholesterol (calc)', value: '159', flag: 'H', unit: 'mg/dL', range: '<100' },
    { id: 'ldl_cholesterol', name: 'LDL Cholesterol, Direct', value: '152', flag: 'H', unit: 'mg/dL', range: '<100' },
    { id: 'cholesterol_hdl_ratio', name: 'Chol/HDL Ratio', value: '5.8', flag: 'H', range: '<5.0' },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Test', value: 'Result', flag: 'Flag', unit: 'Units', range: 'Reference Interval' },
    bottom: 120,
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Pinecrest Regional Laboratory', 14, { bold: true });
      rr.nl(17);
      rr.text(40, '915 W Sprague Ave, Spokane, WA 99201 · Client Services 1-800-555-0163 · CLIA 50D1122334', 7.5);
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Patient Name:', 'OKONKWO, DANIEL'],
        ['Specimen #:', 'PR-7702-1143'],
        ['Age/Sex:', '52 Y / M'],
        ['Collected:', '11/03/2026 08:05'],
        ['Patient ID:', '3309187'],
        ['Reported:', '11/04/2026 06:30'],
      ], 8, 11);
      rr.nl(6);
    },
    entries,
    tail: (rr) => {
      rr.nl(4);
      rr.text(52, 'LDL Cholesterol (NCEP ATP III)', 7.5, { bold: true });
      rr.nl(11);
      interpretiveTable(rr, [60, 200, 300], ['Category', 'mg/dL', ''], [
        ['Optimal', '<100', ''],
        ['Near optimal', '100 - 129', ''],
        ['Borderline high', '130 - 159', ''],
        ['High', '160 - 189', ''],
        ['Very high', '>=190', ''],
      ]);
      rr.nl(4);
      section(rr, 40, 'Comprehensive Metabolic Panel');
      const rows: RowInput[] = [
        { id: 'glucose', name: 'Glucose', value: '101', flag: 'H', unit: 'mg/dL', range: '65-99' },
        { id: 'total_protein', name: 'Protein, Total', value: '7.2', unit: 'g/dL', range: '6.1-8.1' },
        { id: 'albumin', name: 'Albumin', value: '4.3', unit: 'g/dL', range: '3.6-5.1' },
        { id: 'globulin', name: 'Globulin', value: '2.9', unit: 'g/dL', range: '1.9-3.7' },
        { id: 'ast', name: 'AST', value: '41', flag: 'H', unit: 'U/L', range: '10-40' },
        { id: 'alt', name: 'ALT', value: '28', unit: 'U/L', range: '9-46' },
      ];
      rows.forEach((p) => row(rr, t, p));
      // a printed computed ratio with no analyte id in the catalogue: must not come back as AST or ALT
      rr.text(40, 'AST:ALT Ratio', 8.5);
      rr.text(268, '1.46', 8.5, { align: 'right' });
      rr.text(420, '<1.0', 8.5);
      rr.notResult('AST:ALT Ratio 1.46');
      rr.nl(13);
      row(rr, t, { id: 'hs_crp', name: 'hs-CRP', value: '1.2', unit: 'mg/L', range: '<3.0' });
    },
  });
  // page 2: CBC in cells/mcL with thousands separators, differential then "Absolute counts"
  r.newPage();
  r.y = 30;
  r.text(40, 'Pinecrest Regional Laboratory', 14, { bold: true });
  r.nl(17);
  r.text(40, 'Patient: OKONKWO, DANIEL    Specimen #: PR-7702-1143    Collected: 11/03/2026', 7.5);
  r.nl(18);
  const t2: TableOpts = { ...t };
  row(r, t2, { id: 'wbc', name: 'White Blood Cell Count', value: '6,800', unit: 'cells/mcL', range: '4,500-11,000' });
  row(r, t2, { id: 'rbc', name: 'Red Blood Cell Count', value: '4.98', unit: 'million/mcL', range: '4.50-5.90' });
  row(r, t2, { id: 'hemoglobin', name: 'Hemoglobin', value: '15.1', unit: 'g/dL', range: '13.5-17.5' });
  row(r, t2, { id: 'hematocrit', name: 'Hematocrit', value: '44.6', unit: '%', range: '41.0-53.0' });
  row(r, t2, { id: 'platelets', name: 'Platelet Count', value: '231,000', unit: '/mcL', range: '150,000-450,000' });
  section(r, 40, 'Differential');
  row(r, t2, { id: 'neutrophils_pct', name: 'Neutrophils', value: '61', unit: '%', range: '40-75' });
  row(r, t2, { id: 'lymphocytes_pct', name: 'Lymphocytes', value: '28', unit: '%', range: '20-45' });
  row(r, t2, { id: 'monocytes_pct', name: 'Monocytes', value: '8', unit: '%', range: '2-10' });
  row(r, t2, { id: 'eosinophils_pct', name: 'Eosinophils', value: '2', unit: '%', range: '1-6' });
  row(r, t2, { id: 'basophils_pct', name: 'Basophils', value: '1', unit: '%', range: '0-2' });
  section(r, 40, 'Absolute counts');
  row(r, t2, { id: 'neutrophils_abs', name: 'Neutrophils', value: '4,148', unit: 'cells/mcL', range: '1,800-7,700' });
  row(r, t2, { id: 'lymphocytes_abs', name: 'Lymphocytes', value: '1,904', unit: 'cells/mcL', range: '1,000-4,800' });
  row(r, t2, { id: 'monocytes_abs', name: 'Monocytes', value: '544', unit: 'cells/mcL', range: '200-950' });
  row(r, t2, { id: 'eosinophils_abs', name: 'Eosinophils', value: '136', unit: 'cells/mcL', range: '15-500' });
  row(r, t2, { id: 'basophils_abs', name: 'Basophils', value: '68', unit: 'cells/mcL', range: '0-200' });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 50, text: 'Laboratory Director: Priya Raman, MD · CAP Accredited #7719304 · Report 2026-1103-55871' },
    { x: 40, y: p.h - 39, text: 'Pinecrest Regional Laboratory, 915 W Sprague Ave, Spokane, WA 99201 · 1-800-555-0163' },
    { x: 572, y: p.h - 39, text: `Page ${n} of ${total}`, size: 7.5, align: 'right' },
  ]);
  ['1-800-555-0163', '99201', '7719304', '2026-1103-55871', '50D1122334', 'PR-7702-1143', '3309187'].forEach((s) => r.notResult(s));
  return r;
}

/** Australia, cumulative report (Type 3): three dated columns, current one last; postal footer "… Road 2750". */
export const au01: BReport = {
  id: 'c-au-01',
  language: 'en-AU',
  country: 'AU',
  producer: 'type3',
  layout: ['cumulative-columns', 'current-column-last', 'postal-footer', 'accreditation-footer'],
  split: 'tune',
  classes: ['S1', 'S7', 'S2', 'S15', 'S16'],
  institution: ['Harbour Pathology', 'Haematology & Biochemistry Department', 'Lab No. 26-7731045'],
  title: 'CUMULATIVE REPORT',
  header: [
    'Name: MORRISON, Lachlan James | DOB: 14/03/1961 | Sex: M',
    'Referred by: Dr F. Nakamura | Collected: 21/10/2026 08:02 | Reported: 21/10/2026 16:40',
  ],
  columns: [
    { key: 'name', label: 'Test' },
    { key: 'extra', label: '03/05/26' },
    { key: 'previous', label: '12/08/26' },
    { key: 'value', label: '21/10/26' },
    { key: 'flag', label: '' },
    { key: 'unit', label: 'Units' },
    { key: 'range', label: 'Ref. Range' },
  ],
  flagStyle: 'letter',
  items: [
    bsec('HAEMATOLOGY'),
    br('hemoglobin', 'Haemoglobin', '124', 'g/L', '130-180', 'L', { extra: '138', previous: '131', rangeRaw: '(130-180)' }),
    br('wbc', 'White Cell Count', '7.9', 'x10^9/L', '4.0-11.0', null, { extra: '6.8', previous: '7.2', rangeRaw: '(4.0-11.0)' }),
    br('platelets', 'Platelets', '188', 'x10^9/L', '150-400', null, { extra: '221', previous: '204', rangeRaw: '(150-400)' }),
    br('mcv', 'MCV', '78', 'fL', '80-98', 'L', { extra: '84', previous: '81', rangeRaw: '(80-98)' }),
    bsec('IRON STUDIES'),
    br('iron', 'Iron', '7', 'umol/L', '10-30', 'L', { extra: '14', previous: '9', rangeRaw: '(10-30)' }),
    br('transferrin', 'Transferrin', '3.6', 'g/L', '2.0-3.6', null, { extra: '3.1', previous: '3.4', rangeRaw: '(2.0-3.6)' }),
    br('transferrin_saturation', 'Transferrin Saturation', '8', '%', '15-45', 'L', { extra: '18', previous: '11', rangeRaw: '(15-45)' }),
    br('ferritin', 'Ferritin', '12', 'ug/L', '30-500', 'L', { extra: '41', previous: '22', rangeRaw: '(30-500)' }),
    bsec('BIOCHEMISTRY'),
    br('sodium', 'Sodium', '139', 'mmol/L', '135-145', null, { extra: '141', previous: '140', rangeRaw: '(135-145)' }),
    br('potassium', 'Potassium', '4.4', 'mmol/L', '3.5-5.2', null, { extra: '4.1', previous: '4.6', rangeRaw: '(3.5-5.2)' }),
    br('creatinine', 'Creatinine', '88', 'umol/L', '60-110', null, { extra: '84', previous: '90', rangeRaw: '(60-110)' }),
    br('egfr', 'eGFR', '>90', 'mL/min/1.73m2', '', null, { extra: '>90', previous: '86', rangeRaw: '' }),
    br('crp', 'CRP', '4', 'mg/L', '<5', null, { extra: '2', previous: '3', rangeRaw: '(<5)' }),
    bnote('Comment: Iron deficiency pattern, progressive since May. Suggest GI evaluation if not already arranged.'),
  ],
  footer: [
    'Harbour Pathology Pty Ltd · 24 Mulgoa Road 2750 Penrith NSW · Ph (02) 4722 6100 · Fax (02) 4722 6199',
    'NATA Accreditation No. 2841 · ABN 51 624 118 903 · Page 1 of 1 · Authorised: Dr S. Whitlam FRCPA',
  ],
  metadata: {
    lab_date: '2026-10-21',
    results_date: '2026-10-21',
    lab_name: 'Harbour Pathology',
    lab_city: 'Penrith',
    lab_country: null,
    patient_name: 'MORRISON, Lachlan James',
    patient_age: '65',
    patient_sex: 'male',
  },
  notResults: [
    '138', '131', '6.8', '7.2', '221', '204', '84', '81', '14', '9', '3.1', '3.4', '18', '11', '41', '22', '141', '140', '4.1', '4.6', '90', '86',
    '24 Mulgoa Road 2750', '(02) 4722 6100', '(02) 4722 6199', 'NATA Accreditation No. 2841', 'ABN 51 624 118 903', 'Lab No. 26-7731045',
  ],
};

/** Australia (Chromium): cumulative FBC with four columns, `*` flags glued, "Absolute" heading, postal footer. */
function au02(): Report {
  const r = new Report({
    id: 'c-au-02',
    country: 'AU',
    language: 'en-AU',
    producer: 'chromium',
    layout: ['cumulative-columns', 'current-column-last', 'flag-star-glued', 'absolute-counts-heading', 'postal-footer', 'header-footer'],
    split: 'holdout',
    classes: ['S1', 'S7', 'S2', 'S3', 'S10'],
    dec: '.',
    metadata: {
      lab_date: '2026-11-09',
      results_date: '2026-11-09',
      lab_name: 'Coastline Diagnostic Pathology',
      lab_city: 'Wollongong',
      lab_country: null,
      patient_name: 'TRAN, Mai Linh',
      patient_age: '37',
      patient_sex: 'female',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'prev2', x: 200, align: 'right' },
      { key: 'prev', x: 250, align: 'right' },
      { key: 'extra', x: 300, align: 'right' },
      { key: 'value', x: 352, align: 'right' },
      { key: 'unit', x: 372 },
      { key: 'range', x: 450 },
    ],
    size: 8.5,
    flagMode: 'suffix',
  };
  const hist = (p: RowInput & { h: [string, string, string] }): RowInput => {
    r.notResult(p.h[2]);
    return { ...p, prev2: p.h[0], prev: p.h[1], extra: p.h[2] };
  };
  const entries: Entry[] = [
    { section: 'FULL BLOOD COUNT' },
    hist({ id: 'hemoglobin', name: 'Haemoglobin', value: '109', flag: '*', unit: 'g/L', range: '(115-165)', h: ['121', '117', '112'] }),
    hist({ id: 'hematocrit', name: 'Haematocrit', value: '0.34', flag: '*', unit: 'L/L', range: '(0.37-0.47)', h: ['0.37', '0.36', '0.35'] }),
    hist({ id: 'rbc', name: 'Red Cell Count', value: '4.02', unit: 'x10^12/L', range: '(3.80-5.80)', h: ['4.31', '4.20', '4.11'] }),
    hist({ id: 'mcv', name: 'MCV', value: '85', unit: 'fL', range: '(80-100)', h: ['86', '86', '85'] }),
    hist({ id: 'platelets', name: 'Platelets', value: '452', flag: '*', unit: 'x10^9/L', range: '(150-400)', h: ['301', '355', '398'] }),
    hist({ id: 'wbc', name: 'White Cell Count', value: '12.6', flag: '*', unit: 'x10^9/L', range: '(4.0-11.0)', h: ['7.1', '9.8', '10.4'] }),
    hist({ id: 'neutrophils_pct', name: 'Neutrophils', value: '79', unit: '%', range: '', h: ['58', '66', '71'] }),
    hist({ id: 'lymphocytes_pct', name: 'Lymphocytes', value: '13', unit: '%', range: '', h: ['31', '24', '20'] }),
    hist({ id: 'monocytes_pct', name: 'Monocytes', value: '6', unit: '%', range: '', h: ['8', '7', '7'] }),
    hist({ id: 'eosinophils_pct', name: 'Eosinophils', value: '2', unit: '%', range: '', h: ['2', '2', '1'] }),
    { section: 'Absolute' },
    hist({ id: 'neutrophils_abs', name: 'Neutrophils', value: '9.95', flag: '*', unit: 'x10^9/L', range: '(2.00-7.50)', h: ['4.12', '6.47', '7.38'] }),
    hist({ id: 'lymphocytes_abs', name: 'Lymphocytes', value: '1.64', unit: 'x10^9/L', range: '(1.00-4.00)', h: ['2.20', '2.35', '2.08'] }),
    hist({ id: 'monocytes_abs', name: 'Monocytes', value: '0.76', unit: 'x10^9/L', range: '(0.20-1.00)', h: ['0.57', '0.69', '0.73'] }),
    hist({ id: 'eosinophils_abs', name: 'Eosinophils', value: '0.25', unit: 'x10^9/L', range: '(0.00-0.50)', h: ['0.14', '0.20', '0.10'] }),
    { section: 'INFLAMMATORY MARKERS' },
    hist({ id: 'crp', name: 'C-Reactive Protein', value: '38', flag: '*', unit: 'mg/L', range: '(<5)', h: ['3', '12', '21'] }),
    hist({ id: 'esr', name: 'ESR', value: '41', flag: '*', unit: 'mm/h', range: '(<20)', h: ['9', '18', '30'] }),
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Collected', prev2: '02/02/26', prev: '18/06/26', extra: '30/09/26', value: '09/11/26', unit: 'Units', range: 'Ref. Range' },
    bottom: 130,
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Coastline Diagnostic Pathology', 14, { bold: true });
      rr.nl(16);
      rr.text(40, 'Haematology Laboratory · Lab No. 26-448120', 8);
      rr.nl(16);
      kv2(rr, 40, 320, [
        ['Patient:', 'TRAN, Mai Linh'],
        ['Requested by:', 'Dr P. Costa'],
        ['D.O.B.:', '22/07/1989   Sex: F'],
        ['Medicare No.:', '2951 44871 2'],
        ['Collected:', '09/11/2026 07:50'],
        ['Reported:', '09/11/2026 15:12'],
      ], 8, 11);
      rr.nl(6);
    },
    entries,
    tail: (rr) => {
      rr.nl(4);
      lines(rr, 40, ['* result outside the reference range.   Cumulative results shown oldest to newest.'], 7.5);
      rr.nl(2);
      // the laboratory's postal footer sits right under the last result, not at the bottom of the page
      notResultLines(rr, 40, [
        'Coastline Diagnostic Pathology · 118 Crown Street 2500 Wollongong NSW · Ph 02 4228 3100 · Fax 02 4228 3190',
        'NATA/RCPA Accreditation No. 3317 · APA 2500-02 · Provider 4471208J',
      ], 7);
    },
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 34, text: `Report printed 09/11/2026 15:14 · Episode 26-448120 · Page ${n} of ${total}` },
  ]);
  return r;
}

/** UK GP report (pdfkit): H/L column, eGFR staging table, postal footer "… Road, Bristol BS3 4QL". */
function gb01(): Report {
  const r = new Report({
    id: 'c-gb-01',
    country: 'GB',
    language: 'en-GB',
    producer: 'pdfkit',
    font: 'dejavu',
    layout: ['table-5col', 'flag-column', 'egfr-stage-table', 'postal-footer', 'lipid-calculated'],
    split: 'holdout',
    classes: ['S1', 'S10', 'S15', 'S13', 'S5', 'S2'],
    dec: '.',
    metadata: {
      lab_date: '2026-10-14',
      results_date: '2026-10-15',
      lab_name: "St Aldhelm's Hospital",
      lab_city: 'Bristol',
      lab_country: null,
      patient_name: 'FENWICK, Rosalind',
      patient_age: '71',
      patient_sex: 'female',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 262, align: 'right' },
      { key: 'flag', x: 276 },
      { key: 'unit', x: 300 },
      { key: 'range', x: 400 },
    ],
    size: 8.5,
  };
  const entries: Entry[] = [
    { section: 'Renal profile' },
    { id: 'sodium', name: 'Sodium', value: '136', unit: 'mmol/L', range: '133 - 146' },
    { id: 'potassium', name: 'Potassium', value: '5.6', flag: 'H', unit: 'mmol/L', range: '3.5 - 5.3' },
    { id: 'urea', name: 'Urea', value: '11.4', flag: 'H', unit: 'mmol/L', range: '2.5 - 7.8' },
    { id: 'creatinine', name: 'Creatinine', value: '162', flag: 'H', unit: 'umol/L', range: '45 - 84' },
    { id: 'egfr', name: 'eGFR (CKD-EPI)', value: '28', flag: 'L', unit: 'mL/min/1.73m2', range: '>90' },
    {
      note: ['CKD stage      eGFR (mL/min/1.73m2)', 'G1    >= 90', 'G2    60 - 89', 'G3a   45 - 59', 'G3b   30 - 44', 'G4    15 - 29', 'G5    < 15'],
      notResults: ['G1 >= 90', 'G2 60 - 89', 'G3a 45 - 59', 'G3b 30 - 44', 'G4 15 - 29', 'G5 < 15'],
    },
    { section: 'Lipids' },
    { id: 'cholesterol_total', name: 'Total cholesterol', value: '6.1', unit: 'mmol/L', range: '' },
    { id: 'hdl_cholesterol', name: 'HDL cholesterol', value: '1.3', unit: 'mmol/L', range: '' },
    { id: 'non_hdl_cholesterol', name: 'Non-HDL cholesterol', value: '4.8', unit: 'mmol/L', range: '' },
    { id: 'ldl_cholesterol', name: 'LDL cholesterol (calculated)', value: '4.0', unit: 'mmol/L', range: '' },
    { id: 'triglycerides', name: 'Triglyceride', value: '1.8', unit: 'mmol/L', range: '' },
    { id: 'cholesterol_hdl_ratio', name: 'Cholesterol/HDL ratio', value: '4.7', range: '' },
    { section: 'Haematinics' },
    { id: 'ferritin', name: 'Ferritin', value: '687', flag: 'H', unit: 'ug/L', range: '13 - 150' },
    { id: 'iron', name: 'Iron', value: '9', flag: 'L', unit: 'umol/L', range: '10 - 30' },
    { id: 'transferrin_saturation', name: 'Transferrin saturation', value: '14', flag: 'L', unit: '%', range: '15 - 50' },
    { id: 'vitamin_b12', name: 'Vitamin B12', value: '198', unit: 'ng/L', range: '197 - 771' },
    { id: 'folate', name: 'Serum folate', value: '3.1', flag: 'L', unit: 'ug/L', range: '3.9 - 26.8' },
    { section: 'Inflammatory markers' },
    { id: 'hs_crp', name: 'hs-CRP', value: '6.2', flag: 'H', unit: 'mg/L', range: '< 5.0' },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Test', value: 'Result', flag: '', unit: 'Units', range: 'Reference range' },
    bottom: 120,
    top: (rr) => {
      rr.y = 30;
      rr.text(40, "St Aldhelm's Hospital", 14, { bold: true });
      rr.nl(16);
      rr.text(40, 'Department of Clinical Biochemistry', 8.5);
      rr.nl(16);
      kv2(rr, 40, 320, [
        ['Patient:', 'FENWICK, Rosalind'],
        ['NHS No:', '943 476 5919'],
        ['DOB:', '05-Mar-1955 (71y)   Female'],
        ['Hospital No:', 'K7721904'],
        ['Sample collected:', '14-Oct-2026 09:20'],
        ['Reported:', '15-Oct-2026 11:02'],
        ['Source:', 'Redland Vale Surgery'],
        ['Lab no:', 'B26.4418832'],
      ], 8, 11);
      rr.nl(6);
    },
    entries,
    tail: (rr) => {
      rr.nl(6);
      notResultLines(rr, 40, [
        "Pathology Dept, St Aldhelm's Hospital, 41 Whitecross Road, Bristol BS3 4QL · Tel 0117 496 0321 · Fax 0117 496 0322",
        'UKAS Medical Laboratory No. 8826 · Results authorised by J. Okafor, Consultant Clinical Scientist',
      ], 7);
    },
  });
  runningText(r, (p, n, total) => [{ x: 40, y: p.h - 34, text: `FENWICK, Rosalind · NHS 943 476 5919 · Page ${n} of ${total}` }]);
  ['943 476 5919', 'K7721904', 'B26.4418832'].forEach((s) => r.notResult(s));
  return r;
}

/** UK (Chromium): cumulative biochemistry with two earlier columns, sex-labelled ranges, HbA1c targets. */
function gb02(): Report {
  const r = new Report({
    id: 'c-gb-02',
    country: 'GB',
    language: 'en-GB',
    producer: 'chromium',
    layout: ['cumulative-columns', 'sex-labelled-range', 'flag-column', 'footnote-targets'],
    split: 'tune',
    classes: ['S7', 'S9', 'S15', 'S13', 'S5', 'S10'],
    dec: '.',
    metadata: {
      lab_date: '2026-09-30',
      results_date: '2026-09-30',
      lab_name: 'Pennine Valley NHS Trust',
      lab_city: 'Halifax',
      lab_country: null,
      patient_name: 'ASHWORTH, Neil Robert',
      patient_age: '64',
      patient_sex: 'male',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 214, align: 'right' },
      { key: 'flag', x: 222 },
      { key: 'prev', x: 272, align: 'right' },
      { key: 'prev2', x: 322, align: 'right' },
      { key: 'unit', x: 336 },
      { key: 'range', x: 412 },
    ],
    size: 8.3,
  };
  const entries: Entry[] = [
    { section: 'Full blood count' },
    { id: 'hemoglobin', name: 'Haemoglobin', value: '128', flag: 'L', unit: 'g/L', range: 'Men 130-170 / Women 115-155', rangeN: sexBands('130-170', '115-155'), prev: '134', prev2: '139' },
    { id: 'wbc', name: 'White cell count', value: '6.1', unit: '10*9/L', range: '4.0-11.0', prev: '5.8', prev2: '6.4' },
    { id: 'platelets', name: 'Platelet count', value: '244', unit: '10*9/L', range: '150-410', prev: '251', prev2: '238' },
    { section: 'Liver / bone' },
    { id: 'total_protein', name: 'Total protein', value: '78', unit: 'g/L', range: '60-80', prev: '75', prev2: '74' },
    { id: 'albumin', name: 'Albumin', value: '35', unit: 'g/L', range: '35-50', prev: '38', prev2: '40' },
    { id: 'globulin', name: 'Globulin', value: '43', flag: 'H', unit: 'g/L', range: '20-35', prev: '37', prev2: '34' },
    { id: 'albumin_globulin_ratio', name: 'A:G ratio', value: '0.8', flag: 'L', range: '1.0-2.1', prev: '1.0', prev2: '1.2' },
    { id: 'alp', name: 'Alkaline phosphatase', value: '96', unit: 'U/L', range: '30-130', prev: '88', prev2: '90' },
    { id: 'amylase', name: 'Amylase', value: '142', flag: 'H', unit: 'U/L', range: '28-100', prev: '64', prev2: '58' },
    { id: 'ferritin', name: 'Ferritin', value: '410', flag: 'H', unit: 'ug/L', range: 'Men 30-400 / Women 13-150', rangeN: sexBands('30-400', '13-150'), prev: '322', prev2: '280' },
    { section: 'Lipids' },
    { id: 'cholesterol_total', name: 'Cholesterol', value: '5.6', unit: 'mmol/L', range: '', prev: '5.9', prev2: '6.3' },
    { id: 'hdl_cholesterol', name: 'HDL cholesterol', value: '1.1', unit: 'mmol/L', range: 'Men >1.0 / Women >1.2', rangeN: 'M: >1.0 / F: >1.2', prev: '1.1', prev2: '1.0' },
    { id: 'non_hdl_cholesterol', name: 'Non-HDL cholesterol', value: '4.6', unit: 'mmol/L', range: '', prev: '4.8', prev2: '5.3' },
    { id: 'cholesterol_hdl_ratio', name: 'Total chol/HDL ratio', value: '5.6', range: '', prev: '5.4', prev2: '6.3' },
    { section: 'Diabetes' },
    { id: 'hba1c', name: 'HbA1c (IFCC)', value: '52', flag: 'H', unit: 'mmol/mol', range: '20-41', prev: '49', prev2: '47' },
    {
      note: ['HbA1c 42-47 mmol/mol: increased risk (prediabetes).  >= 48 mmol/mol: consistent with diabetes.', 'Treatment target for most adults with type 2 diabetes: <53 mmol/mol.'],
      notResults: ['42-47 mmol/mol', '>= 48 mmol/mol', '<53 mmol/mol'],
    },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Test', value: '30/09/26', prev: '11/06/26', prev2: '02/01/26', unit: 'Units', range: 'Ref. range' },
    bottom: 110,
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Pennine Valley NHS Trust', 14, { bold: true });
      rr.nl(16);
      rr.text(40, 'Blood Sciences · Calderdale Royal Infirmary site', 8.5);
      rr.nl(16);
      kv2(rr, 40, 320, [
        ['Name:', 'ASHWORTH, Neil Robert'],
        ['NHS number:', '612 884 3071'],
        ['Date of birth:', '19/04/1962   Sex: Male'],
        ['Location:', 'Brighouse Health Centre'],
        ['Collected:', '30/09/2026 08:40'],
        ['Authorised:', '30/09/2026 17:25'],
      ], 8, 11);
      rr.nl(6);
    },
    entries,
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 44, text: 'Blood Sciences, Calderdale Royal Infirmary, Salterhebble Hill, Halifax HX3 0PW · 01422 555 201' },
    { x: 40, y: p.h - 33, text: `UKAS 9087 · Lab ref CR26/773120 · Page ${n} of ${total}` },
  ]);
  ['612 884 3071', 'CR26/773120', '01422 555 201', 'HX3 0PW'].forEach((s) => r.notResult(s));
  return r;
}

export const aDocs = { us01, us02, au02, gb01, gb02 };
