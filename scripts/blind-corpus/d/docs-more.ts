/**
 * Two holdout reports added after the first read so the multi-page and sidebar families have holdout text
 * PDFs too (the first 26 sources had them only in tune). Ireland and South Africa, invented as the rest.
 */
import { meta, newReport } from './doc';
import { box, type Entry, kv, lines, notResultLines, type Report, res, running, sec, table } from './kit';

/** Irish hospital cumulative report over three pages: two earlier dated columns, header repeated on each page. */
export function ie02(): Report {
  const r = newReport({
    id: 'd-ie-02', country: 'IE', language: 'en-IE', producer: 'pdfkit', split: 'holdout', dec: '.', font: 'sans',
    layout: ['cumulative-columns', 'flag-column', 'multi-page', 'header-repeated', 'urine-section'],
    metadata: meta('2026-11-17', '2026-11-18', "Our Lady of the Shannon Hospital", 'Athlone', 'FITZGERALD, Declan', '74', 'male'),
  });
  const top = (n: number) => {
    r.y = 30;
    r.text(40, "Our Lady of the Shannon Hospital — Pathology Department", 11, { bold: true });
    r.text(555, `Page ${n}`, 8, { align: 'right' });
    r.nl(13);
    r.text(40, 'Retreat Road, Athlone, Co. Westmeath N37 F8W2 · Tel 090 555 4410', 7.5);
    r.nl(13);
    r.text(40, 'FITZGERALD, Declan   MRN S0288134   DOB 09/01/1952   M   Cons: Dr E. Moran (Geriatric Medicine)', 8.5, { bold: true });
    r.nl(15);
  };
  top(1);
  kv(r, [40, 300], [
    ['Specimen:', 'SH26-3117402 (blood), SH26-3117403 (urine)'], ['Location:', "St Ciarán's Ward"],
    ['Collected:', '17/11/2026 07:15'], ['Authorised:', '18/11/2026 10:02'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('Full Blood Count'),
    res('hemoglobin', 'Haemoglobin', '10.2', 'g/dL', '13.0 - 17.0', 'L', { prev: ['10.9', '11.4'] }),
    res('wbc', 'White Cell Count', '14.8', 'x10^9/L', '4.0 - 11.0', 'H', { prev: ['12.1', '8.8'] }),
    res('platelets', 'Platelets', '402', 'x10^9/L', '150 - 400', 'H', { prev: ['366', '298'] }),
    res('hematocrit', 'Haematocrit', '0.312', 'L/L', '0.400 - 0.520', 'L', { prev: ['0.331', '0.346'] }),
    res('mcv', 'MCV', '84.1', 'fL', '80.0 - 100.0', null, { prev: ['84.6', '85.0'] }),
    res('neutrophils_abs', 'Neutrophils', '12.2', 'x10^9/L', '2.0 - 7.5', 'H', { prev: ['9.8', '6.1'] }),
    res('lymphocytes_abs', 'Lymphocytes', '1.1', 'x10^9/L', '1.5 - 4.0', 'L', { prev: ['1.3', '1.8'] }),
    res('monocytes_abs', 'Monocytes', '1.2', 'x10^9/L', '0.2 - 1.0', 'H', { prev: ['0.9', '0.7'] }),
    sec('Coagulation'),
    res('pt_seconds', 'Prothrombin Time', '14.9', 'sec', '11.0 - 14.0', 'H', { prev: ['14.1', ''] }),
    res('inr', 'INR', '1.3', '', '0.8 - 1.2', 'H', { prev: ['1.2', ''] }),
    res('aptt', 'APTT', '31.4', 'sec', '25.0 - 36.0', null, { prev: ['30.2', ''] }),
    sec('Renal Profile'),
    res('sodium', 'Sodium', '129', 'mmol/L', '133 - 146', 'L', { prev: ['131', '137'] }),
    res('potassium', 'Potassium', '3.2', 'mmol/L', '3.5 - 5.3', 'L', { prev: ['3.4', '4.1'] }),
    res('chloride', 'Chloride', '94', 'mmol/L', '95 - 108', 'L', { prev: ['96', '101'] }),
    res('urea', 'Urea', '12.6', 'mmol/L', '2.5 - 7.8', 'H', { prev: ['10.9', '6.2'] }),
    res('creatinine', 'Creatinine', '141', 'umol/L', '59 - 104', 'H', { prev: ['128', '92'] }),
    res('egfr', 'eGFR', '42', 'mL/min/1.73m2', '> 60', 'L', { prev: ['47', '71'] }),
    sec('Liver Profile'),
    res('bilirubin_total', 'Bilirubin', '17', 'umol/L', '0 - 21', null, { prev: ['15', '11'] }),
    res('alp', 'Alkaline Phosphatase', '141', 'IU/L', '30 - 130', 'H', { prev: ['133', '104'] }),
    res('ggt', 'Gamma GT', '49', 'IU/L', '0 - 55', null, { prev: ['44', '38'] }),
    res('alt', 'ALT', '21', 'IU/L', '0 - 41', null, { prev: ['19', '24'] }),
    res('albumin', 'Albumin', '29', 'g/L', '35 - 50', 'L', { prev: ['31', '37'] }),
    res('total_protein', 'Total Protein', '61', 'g/L', '60 - 80', null, { prev: ['63', '68'] }),
    sec('Inflammatory / Cardiac'),
    res('crp', 'C-Reactive Protein', '187', 'mg/L', '< 5', 'H', { prev: ['143', '12'] }),
    res('procalcitonin', 'Procalcitonin', '2.41', 'ng/mL', '< 0.50', 'H', { prev: ['', ''] }),
    res('nt_probnp', 'NT-proBNP', '2140', 'pg/mL', '< 450', 'H', { prev: ['1890', ''] }),
    res('troponin_t_hs', 'hs Troponin T', '24', 'ng/L', '< 14', 'H', { prev: ['22', ''] }),
    res('lactate', 'Lactate', '2.6', 'mmol/L', '0.5 - 2.2', 'H', { prev: ['', ''] }),
    sec('Urinalysis'),
    res('urine_leukocyte_esterase', 'Leucocytes', '+++', '', 'Negative', 'H', { prev: ['', ''], abnormal: true }),
    res('urine_nitrite', 'Nitrite', 'Positive', '', 'Negative', 'H', { prev: ['', ''], abnormal: true }),
    res('urine_protein', 'Protein', '+', '', 'Negative', 'H', { prev: ['', ''], abnormal: true }),
    res('urine_glucose', 'Glucose', 'Negative', '', 'Negative', null, { prev: ['', ''] }),
    res('urine_blood', 'Blood', '++', '', 'Negative', 'H', { prev: ['', ''], abnormal: true }),
  ];
  table(r, e, {
    x: { name: 40, value: 300, flag: 306, unit: 322, range: 420 },
    prevX: [210, 258],
    labels: { name: 'Test', value: '17/11/26', unit: 'Units', range: 'Ref. Range' },
    prevLabels: ['03/11/26', '15/11/26'],
    mark: 'column', valueAlign: 'right', size: 8.5, rowH: 14.5, bottom: 520,
    continuation: () => top(r.pages.length),
  });
  r.nl(8);
  notResultLines(r, 40, [
    'Urine sent for culture — report to follow (SH26-3117403).',
    'Sepsis screen: lactate > 2.0 mmol/L with CRP rising; result phoned to Dr S. Kenny 17/11/2026 09:40.',
  ], 7.5);
  running(r, (n, t) => [{ x: 40, y: 812, text: `INAB Reg. No. 289MT · Printed 18/11/2026 10:15 · FITZGERALD, Declan · S0288134 · ${n} of ${t}` }]);
  return r;
}

/** South African hospital lab: shaded sidebar with the patient block redrawn on each of two pages, H/L column. */
export function za02(): Report {
  const r = newReport({
    id: 'd-za-02', country: 'ZA', language: 'en-ZA', producer: 'chromium', split: 'holdout', dec: '.',
    layout: ['sidebar', 'flag-column', 'multi-page', 'header-repeated', 'si-units'],
    metadata: meta('2026-11-19', '2026-11-19', 'Highveld Academic Hospital', 'Pretoria', 'DLAMINI, Sipho Bongani', '52', 'male'),
  });
  const side = () => {
    box(r, { x: 0, y: 0, w: 140, h: 842, fill: '#eaeaea' });
    r.y = 34;
    lines(r, 12, ['HIGHVELD ACADEMIC', 'HOSPITAL', 'Chemical Pathology'], 9.5, { bold: true });
    lines(r, 12, ['Private Bag X177', 'Pretoria 0001', 'Tel 012 555 8320'], 7);
    r.nl(12);
    for (const [k, v] of [
      ['Patient', 'DLAMINI, Sipho Bongani'], ['Hosp. No', 'HAH-0442187'], ['Age / Sex', '52 Y / M'], ['Ward', 'Ward 7 (Medical)'],
      ['Requested by', 'Dr N. Pillay'], ['Episode', 'HV26-8830415'], ['Collected', '2026/11/19 05:30'], ['Reported', '2026/11/19 11:48'],
    ] as const) {
      r.text(12, k, 6.5, { bold: true });
      r.nl(8.5);
      r.text(12, v, 8);
      r.nl(13);
    }
    r.y = 36;
    r.text(160, 'LABORATORY RESULT REPORT', 11, { bold: true });
    r.nl(20);
  };
  side();
  const e: Entry[] = [
    sec('Full blood count'),
    res('hemoglobin', 'Haemoglobin', '9.1', 'g/dL', '14.3-18.3', 'L'),
    res('rbc', 'Red cell count', '3.21', 'x10^12/L', '4.89-6.11', 'L'),
    res('hematocrit', 'Haematocrit', '0.27', 'L/L', '0.43-0.53', 'L'),
    res('mcv', 'MCV', '84.2', 'fL', '79.1-98.9'),
    res('rdw_cv', 'RDW', '15.9', '%', '11.6-14.0', 'H'),
    res('wbc', 'White cell count', '3.41', 'x10^9/L', '3.92-10.40', 'L'),
    res('platelets', 'Platelet count', '148', 'x10^9/L', '171-388', 'L'),
    res('reticulocytes_pct', 'Reticulocytes', '1.1', '%', '0.5-2.5'),
    sec('Urea, electrolytes and creatinine'),
    res('sodium', 'Sodium', '138', 'mmol/L', '136-145'),
    res('potassium', 'Potassium', '6.1', 'mmol/L', '3.5-5.1', 'H'),
    res('chloride', 'Chloride', '104', 'mmol/L', '98-107'),
    res('bicarbonate', 'Total CO2', '16', 'mmol/L', '23-29', 'L'),
    res('anion_gap', 'Anion gap', '24', 'mmol/L', '9-16', 'H'),
    res('urea', 'Urea', '28.7', 'mmol/L', '2.1-7.1', 'H'),
    res('creatinine', 'Creatinine', '611', 'umol/L', '64-104', 'H'),
    res('egfr', 'eGFR (CKD-EPI)', '9', 'mL/min/1.73m2', '>60', 'L'),
    sec('Bone'),
    res('calcium', 'Calcium (total)', '1.98', 'mmol/L', '2.15-2.50', 'L'),
    res('calcium_corrected', 'Calcium (adjusted)', '2.14', 'mmol/L', '2.15-2.50', 'L'),
    res('magnesium', 'Magnesium', '1.12', 'mmol/L', '0.63-1.05', 'H'),
    res('phosphate', 'Inorganic phosphate', '2.41', 'mmol/L', '0.78-1.42', 'H'),
    res('albumin', 'Albumin', '33', 'g/L', '35-52', 'L'),
    res('pth', 'PTH', '41.2', 'pmol/L', '1.6-6.9', 'H'),
    sec('Iron studies'),
    res('iron', 'Iron', '11.4', 'umol/L', '11.6-31.3', 'L'),
    res('transferrin_saturation', 'Transferrin saturation', '24', '%', '20-50'),
    res('ferritin', 'Ferritin', '388', 'ug/L', '30-400'),
    sec('Lipogram'),
    res('cholesterol_total', 'Total cholesterol', '4.2', 'mmol/L', '<5.0'),
    res('triglycerides', 'Triglycerides', '2.4', 'mmol/L', '<1.7', 'H'),
    res('hdl_cholesterol', 'HDL cholesterol', '0.82', 'mmol/L', '>1.0', 'L'),
    res('ldl_cholesterol', 'LDL cholesterol (calc.)', '2.3', 'mmol/L', '<3.0'),
    sec('Viral markers'),
    res('hbsag', 'Hepatitis B surface antigen', 'Negative', '', 'Negative'),
    res('anti_hbs', 'Hepatitis B surface antibody', '4', 'mIU/mL', '>10', 'L'),
    res('hiv_ag_ab', 'HIV Ag/Ab (4th gen.)', 'Non-reactive', '', 'Non-reactive'),
  ];
  table(r, e, {
    x: { name: 160, value: 345, flag: 352, unit: 372, range: 470 },
    labels: { name: 'Test', value: 'Result', flag: '', unit: 'Units', range: 'Reference' },
    mark: 'column', valueAlign: 'right', size: 8.5, rowH: 14, right: 565, bottom: 540,
    continuation: side,
  });
  r.nl(8);
  notResultLines(r, 160, ['Anti-HBs < 10 mIU/mL: not immune — hepatitis B vaccination advised before dialysis.'], 7.5);
  running(r, (n, t) => [{ x: 160, y: 812, text: `Reviewed by Dr K. Botha, MBChB MMed(ChemPath) · SANAS M0391 · Page ${n} of ${t}` }]);
  return r;
}
