/** Reports in the style of labs in the United States, Mexico and Argentina (invented patients). */
import { everyPage, header, kv2, LETTER, para, Report, row, section, type RowInput, type TableOpts } from './model';

/** US reference lab (LabCorp-like): TESTS | RESULT | FLAG | UNITS | REFERENCE INTERVAL | LAB, two pages. */
function us01(): Report {
  const r = new Report(
    {
      id: 'a-us-01',
      country: 'US',
      language: 'en-US',
      producer: 'chromium',
      layout: ['table-6col', 'multi-page', 'header-footer', 'footnote-legend', 'superscript'],
      split: 'tune',
      classes: ['15.E', '15.H', '15.B', '8.7', '15.K'],
      derive: true,
      dec: '.',
      metadata: {
        lab_date: '2026-11-16',
        results_date: '2026-11-18',
        lab_name: 'Keystone Clinical Laboratories',
        lab_city: 'Dayton',
        lab_country: 'US',
        patient_name: 'HARLOW, JUNE M',
        patient_age: '55',
        patient_sex: 'female',
      },
    },
    LETTER,
  );
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 270, align: 'right' },
      { key: 'flag', x: 290 },
      { key: 'unit', x: 345 },
      { key: 'range', x: 440 },
      { key: 'extra', x: 560 },
    ],
    size: 8.5,
  };
  const top = (): void => {
    r.newPage();
    r.y = 34;
    r.text(40, 'Keystone Clinical Laboratories', 13, { bold: true });
    r.text(572, 'Patient Report', 11, { bold: true, align: 'right' });
    r.nl(16);
    r.text(40, 'Patient Service Center Network', 8);
    r.nl(16);
    kv2(r, 40, 320, [
      ['Specimen ID:', '318-774-2091-0'],
      ['Acct #: 40417', 'Phone: (937) 555-0144   Rte: 00'],
      ['Patient Details:', 'HARLOW, JUNE M'],
      ['Physician Details:', 'R. PATEL'],
      ['DOB: 03/14/1971', ''],
      ['Ordering: R. PATEL', ''],
      ['Age(y/m/d): 055/08/02', 'Gender: F'],
      ['Specimen Details', ''],
      ['Patient ID: 88120', ''],
      ['Date collected: 11/16/2026 0842 Local', ''],
      ['2214 Alder Creek Rd', ''],
      ['Date received: 11/16/2026', ''],
      ['Springfield, OH 45503', ''],
      ['Date reported: 11/18/2026 0531 ET', ''],
      ['Phone: (937) 555-0192', ''],
      ['Fasting: Yes', ''],
    ], 8, 11);
    r.nl(6);
    header(r, t, { name: 'TESTS', value: 'RESULT', flag: 'FLAG', unit: 'UNITS', range: 'REFERENCE INTERVAL', extra: 'LAB' });
  };
  const rows = (list: RowInput[]): void => list.forEach((p) => row(r, t, { extra: '01', ...p }));
  top();
  section(r, 40, 'Comp. Metabolic Panel (14)');
  rows([
    { id: 'glucose', name: 'Glucose', value: '94', unit: 'mg/dL', range: '70-99' },
    { id: 'bun', name: 'BUN', value: '17', unit: 'mg/dL', range: '6-24' },
    { id: 'creatinine', name: 'Creatinine', value: '1.12', flag: 'High', unit: 'mg/dL', range: '0.57-1.00' },
    { id: 'egfr', name: 'eGFR', value: '57', flag: 'Low', unit: 'mL/min/1.73', range: '>59' },
    { id: 'bun_creatinine_ratio', name: 'BUN/Creatinine Ratio', value: '15', range: '9-23' },
    { id: 'sodium', name: 'Sodium', value: '139', unit: 'mmol/L', range: '134-144' },
    { id: 'potassium', name: 'Potassium', value: '4.6', unit: 'mmol/L', range: '3.5-5.2' },
    { id: 'chloride', name: 'Chloride', value: '101', unit: 'mmol/L', range: '96-106' },
    { id: 'bicarbonate', name: 'Carbon Dioxide, Total', value: '24', unit: 'mmol/L', range: '20-29' },
    { id: 'calcium', name: 'Calcium', value: '9.6', unit: 'mg/dL', range: '8.7-10.2' },
    { id: 'total_protein', name: 'Protein, Total', value: '7.1', unit: 'g/dL', range: '6.0-8.5' },
    { id: 'albumin', name: 'Albumin', value: '4.5', unit: 'g/dL', range: '3.8-4.9' },
    { id: 'globulin', name: 'Globulin, Total', value: '2.6', unit: 'g/dL', range: '1.5-4.5' },
    { id: 'albumin_globulin_ratio', name: 'A/G Ratio', value: '1.7', range: '1.2-2.2' },
    { id: 'bilirubin_total', name: 'Bilirubin, Total', value: '0.4', unit: 'mg/dL', range: '0.0-1.2' },
    { id: 'alp', name: 'Alkaline Phosphatase', value: '88', unit: 'IU/L', range: '44-121' },
    { id: 'ast', name: 'AST (SGOT)', value: '22', unit: 'IU/L', range: '0-40' },
    { id: 'alt', name: 'ALT (SGPT)', value: '31', unit: 'IU/L', range: '0-32' },
  ]);
  section(r, 40, 'Hemoglobin A1c');
  rows([
    { id: 'hba1c', name: 'Hemoglobin A1c', nameText: 'Hemoglobin A1c ⁰¹', value: '6.1', flag: 'High', unit: '%', range: '4.8-5.6' },
  ]);
  para(r, 52, [
    'Please Note: ⁰¹',
    'Prediabetes: 5.7 - 6.4',
    'Diabetes: >6.4',
    'Glycemic control for adults with diabetes: <7.0',
  ]);
  r.notResult('Prediabetes: 5.7 - 6.4');
  r.notResult('Diabetes: >6.4');
  r.notResult('Glycemic control for adults with diabetes: <7.0');
  section(r, 40, 'Lipid Panel');
  rows([
    { id: 'cholesterol_total', name: 'Cholesterol, Total', value: '212', flag: 'High', unit: 'mg/dL', range: '100-199' },
    { id: 'triglycerides', name: 'Triglycerides', value: '160', flag: 'High', unit: 'mg/dL', range: '0-149' },
    { id: 'hdl_cholesterol', name: 'HDL Cholesterol', value: '52', unit: 'mg/dL', range: '>39' },
    { id: 'vldl_cholesterol', name: 'VLDL Cholesterol Cal', value: '29', unit: 'mg/dL', range: '5-40' },
    { id: 'ldl_cholesterol', name: 'LDL Chol Calc (NIH)', value: '131', flag: 'High', unit: 'mg/dL', range: '0-99' },
  ]);
  top();
  section(r, 40, 'CBC With Differential/Platelet');
  rows([
    { id: 'wbc', name: 'WBC', value: '6.4', unit: 'x10E3/uL', range: '3.4-10.8' },
    { id: 'rbc', name: 'RBC', value: '4.52', unit: 'x10E6/uL', range: '3.77-5.28' },
    { id: 'hemoglobin', name: 'Hemoglobin', value: '13.6', unit: 'g/dL', range: '11.1-15.9' },
    { id: 'hematocrit', name: 'Hematocrit', value: '41.0', unit: '%', range: '34.0-46.6' },
    { id: 'mcv', name: 'MCV', value: '91', unit: 'fL', range: '79-97' },
    { id: 'mch', name: 'MCH', value: '30.1', unit: 'pg', range: '26.6-33.0' },
    { id: 'mchc', name: 'MCHC', value: '33.2', unit: 'g/dL', range: '31.5-35.7' },
    { id: 'rdw_cv', name: 'RDW', value: '13.1', unit: '%', range: '11.7-15.4' },
    { id: 'platelets', name: 'Platelets', value: '224', unit: 'x10E3/uL', range: '150-450' },
    { id: 'neutrophils_pct', name: 'Neutrophils', value: '58', unit: '%', range: 'Not Estab.', rangeN: 'Not Estab.' },
    { id: 'lymphocytes_pct', name: 'Lymphs', value: '31', unit: '%', range: 'Not Estab.', rangeN: 'Not Estab.' },
    { id: 'monocytes_pct', name: 'Monocytes', value: '8', unit: '%', range: 'Not Estab.', rangeN: 'Not Estab.' },
    { id: 'eosinophils_pct', name: 'Eos', value: '2', unit: '%', range: 'Not Estab.', rangeN: 'Not Estab.' },
    { id: 'basophils_pct', name: 'Basos', value: '1', unit: '%', range: 'Not Estab.', rangeN: 'Not Estab.' },
    { id: 'neutrophils_abs', name: 'Neutrophils (Absolute)', value: '3.7', unit: 'x10E3/uL', range: '1.4-7.0' },
    { id: 'lymphocytes_abs', name: 'Lymphs (Absolute)', value: '2.0', unit: 'x10E3/uL', range: '0.7-3.1' },
    { id: 'monocytes_abs', name: 'Monocytes(Absolute)', value: '0.5', unit: 'x10E3/uL', range: '0.1-0.9' },
    { id: 'eosinophils_abs', name: 'Eos (Absolute)', value: '0.1', unit: 'x10E3/uL', range: '0.0-0.4' },
    { id: 'basophils_abs', name: 'Baso (Absolute)', value: '0.1', unit: 'x10E3/uL', range: '0.0-0.2' },
  ]);
  section(r, 40, 'Thyroid Panel');
  rows([{ id: 'tsh', name: 'TSH', value: '2.310', unit: 'uIU/mL', range: '0.450-4.500' }]);
  everyPage(r, (p, n, total) => {
    p.items.push(
      { x: 40, y: p.h - 62, text: '01  KC  Keystone Clinical Laboratories, 1800 Riverside Pkwy, Dayton, OH 45404-1234   Dir: M. Okafor, MD', size: 7 },
      { x: 40, y: p.h - 50, text: 'For inquiries, the physician may contact Branch: 800-555-0121   Lab: 800-555-0199', size: 7 },
      { x: 40, y: p.h - 36, text: 'Date Issued: 11/18/26 0531 ET', size: 7.5 },
      { x: 306, y: p.h - 36, text: 'FINAL REPORT', size: 7.5, bold: true, align: 'center' },
      { x: 572, y: p.h - 36, text: `Page ${n} of ${total}`, size: 7.5, align: 'right' },
      { x: 40, y: p.h - 24, text: 'This document contains private and confidential health information protected by state and federal law.', size: 6.5 },
    );
  });
  return r;
}

/** US hospital outpatient lab (Quest-like): In Range / Out Of Range columns, ranges like "<200". */
function us02(): Report {
  const r = new Report(
    {
      id: 'a-us-02',
      country: 'US',
      language: 'en-US',
      producer: 'pdfkit',
      layout: ['in-range-out-of-range-columns', 'range-lt-gt', 'qualitative', 'comments-between-rows', 'interpretive-table'],
      split: 'holdout',
      classes: ['8.2', '15.E', '15.B', '8.7'],
      dec: '.',
      metadata: {
        lab_date: '2026-10-02',
        results_date: '2026-10-03',
        lab_name: 'Great Lakes Diagnostic Laboratories',
        lab_city: 'Grand Rapids',
        lab_country: 'US',
        patient_name: 'WHITFIELD, MARCUS T',
        patient_age: '47',
        patient_sex: 'male',
      },
    },
    LETTER,
  );
  r.newPage();
  r.y = 36;
  r.text(40, 'Great Lakes Diagnostic Laboratories', 14, { bold: true });
  r.nl(17);
  r.text(40, 'Clinical Chemistry & Hematology Department', 8.5);
  r.nl(11);
  r.text(40, '450 Monroe Ave NW, Grand Rapids, MI 49503   CLIA 23D0987654', 7.5);
  r.nl(18);
  kv2(r, 40, 330, [
    ['Patient Information', ''],
    ['Specimen Information', ''],
    ['WHITFIELD, MARCUS T', ''],
    ['Specimen: GR448120Q', ''],
    ['DOB: 07/22/1979   AGE: 47', ''],
    ['Collected: 10/02/2026 / 07:55 EDT', ''],
    ['Gender: M', ''],
    ['Received: 10/02/2026 / 11:20 EDT', ''],
    ['Phone: 616-555-0178', ''],
    ['Reported: 10/03/2026 / 06:02 EDT', ''],
    ['Patient ID: 1100234', ''],
    ['Client: NORTHSIDE FAMILY MEDICINE', ''],
    ['87 Fulton St E, Apt 3, Ada, MI 49301', ''],
    ['', ''],
  ], 8, 11);
  r.nl(6);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 250 },
      { key: 'prev', x: 330 },
      { key: 'range', x: 420 },
      { key: 'extra', x: 555 },
    ],
    size: 8.5,
    flagMode: 'none',
  };
  header(r, t, { name: 'Test Name', value: 'In Range', prev: 'Out Of Range', range: 'Reference Range', extra: 'Lab' });
  const rows = (list: Array<RowInput & { out?: string }>): void =>
    list.forEach((p) => {
      if (p.out) {
        // the value sits in the Out Of Range column followed by its flag
        row(r, { ...t, cols: t.cols.map((c) => (c.key === 'value' ? { ...c, x: 330 } : c)).filter((c) => c.key !== 'prev') }, {
          ...p,
          valueText: `${p.value} ${p.out}`,
          flag: p.out,
          extra: 'GR',
        });
      } else row(r, { ...t, cols: t.cols.filter((c) => c.key !== 'prev') }, { extra: 'GR', ...p });
    });
  section(r, 40, 'LIPID PANEL, STANDARD');
  rows([
    { id: 'cholesterol_total', name: 'CHOLESTEROL, TOTAL', value: '238', out: 'H', unit: 'mg/dL', range: '<200 mg/dL', rangeN: '<200' },
    { id: 'hdl_cholesterol', name: 'HDL CHOLESTEROL', value: '38', out: 'L', unit: 'mg/dL', range: '> OR = 40 mg/dL', rangeN: '>=40' },
    { id: 'triglycerides', name: 'TRIGLYCERIDES', value: '142', unit: 'mg/dL', range: '<150 mg/dL', rangeN: '<150' },
    { id: 'ldl_cholesterol', name: 'LDL-CHOLESTEROL', value: '171', out: 'H', unit: 'mg/dL', range: 'mg/dL (calc)', rangeN: '' },
  ]);
  para(r, 60, [
    'Reference range: <100',
    'Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD or diabetic patients',
    'with > or = 2 CHD risk factors.',
  ]);
  r.notResult('Reference range: <100');
  r.notResult('<70 mg/dL for patients with CHD');
  rows([
    { id: 'cholesterol_hdl_ratio', name: 'CHOL/HDLC RATIO', value: '6.3', out: 'H', range: '<5.0 (calc)', rangeN: '<5.0' },
    { id: 'non_hdl_cholesterol', name: 'NON HDL CHOLESTEROL', value: '200', out: 'H', unit: 'mg/dL', range: '<130 mg/dL (calc)', rangeN: '<130' },
  ]);
  section(r, 40, 'HEMOGLOBIN A1c');
  rows([{ id: 'hba1c', name: 'HEMOGLOBIN A1c', value: '5.5', unit: '%', range: '<5.7 % of total Hgb', rangeN: '<5.7' }]);
  para(r, 60, [
    'For the purpose of screening for the presence of diabetes:',
    '<5.7%       Consistent with the absence of diabetes',
    '5.7-6.4%    Consistent with increased risk for diabetes (prediabetes)',
    '> or =6.5%  Consistent with diabetes',
  ]);
  r.notResult('5.7-6.4%');
  r.notResult('> or =6.5%');
  section(r, 40, 'COMPREHENSIVE METABOLIC PANEL');
  rows([
    { id: 'glucose', name: 'GLUCOSE', value: '104', out: 'H', unit: 'mg/dL', range: '65-99 mg/dL', rangeN: '65-99' },
    { id: 'bun', name: 'UREA NITROGEN (BUN)', value: '14', unit: 'mg/dL', range: '7-25 mg/dL', rangeN: '7-25' },
    { id: 'creatinine', name: 'CREATININE', value: '0.98', unit: 'mg/dL', range: '0.60-1.29 mg/dL', rangeN: '0.60-1.29' },
    { id: 'egfr', name: 'EGFR', value: '95', unit: 'mL/min/1.73m2', range: '> OR = 60 mL/min/1.73m2', rangeN: '>=60' },
    { id: 'sodium', name: 'SODIUM', value: '141', unit: 'mmol/L', range: '135-146 mmol/L', rangeN: '135-146' },
    { id: 'potassium', name: 'POTASSIUM', value: '5.4', out: 'H', unit: 'mmol/L', range: '3.5-5.3 mmol/L', rangeN: '3.5-5.3' },
    { id: 'ast', name: 'AST', value: '45', out: 'H', unit: 'U/L', range: '10-40 U/L', rangeN: '10-40' },
    { id: 'alt', name: 'ALT', value: '58', out: 'H', unit: 'U/L', range: '9-46 U/L', rangeN: '9-46' },
  ]);
  section(r, 40, 'HEPATITIS C ANTIBODY');
  rows([{ id: 'anti_hcv', name: 'HEPATITIS C ANTIBODY', value: 'NON-REACTIVE', range: 'NON-REACTIVE', rangeN: 'NON-REACTIVE', abnormal: false }]);
  section(r, 40, 'PSA, TOTAL');
  rows([{ id: 'psa_total', name: 'PSA, TOTAL', value: '1.2', unit: 'ng/mL', range: '< OR = 4.0 ng/mL', rangeN: '<=4.0' }]);
  r.y = 792 - 70;
  para(r, 40, [
    'PERFORMING SITE: GR  Great Lakes Diagnostic Laboratories, 450 Monroe Ave NW, Grand Rapids, MI 49503',
    'Laboratory Director: S. Nguyen, MD, PhD      CLIA: 23D0987654',
  ], 7);
  r.text(572, 'Page 1 of 1', 7.5, { align: 'right' });
  return r;
}

/** Mexico: "Biometría hemática" with 5 columns, decimals with point, `Fecha de toma`. */
function mx01(): Report {
  const r = new Report({
    id: 'a-mx-01',
    country: 'MX',
    language: 'es-MX',
    producer: 'chromium',
    font: "'DejaVu Sans', sans-serif",
    layout: ['table-5col', 'sex-banded-range', 'qualitative', 'header-footer'],
    split: 'holdout',
    derive: 'scan',
    classes: ['15.G', '8.6', '8.7'],
    dec: '.',
    metadata: {
      lab_date: '2026-09-14',
      results_date: '2026-09-14',
      lab_name: 'Laboratorio Clínico Vallarta',
      lab_city: 'Guadalajara',
      lab_country: 'MX',
      patient_name: 'SOLÍS RUVALCABA MARÍA FERNANDA',
      patient_age: '38',
      patient_sex: 'female',
    },
  });
  r.newPage();
  r.y = 36;
  r.text(297, 'LABORATORIO CLÍNICO VALLARTA', 14, { bold: true, align: 'center' });
  r.nl(17);
  r.text(297, 'Área de Hematología y Química Clínica', 9, { align: 'center' });
  r.nl(11);
  r.text(297, 'Av. Vallarta 3120, Col. Vallarta Poniente, Guadalajara, Jal. C.P. 44110 · Tel. 33 3615 0000', 7.5, { align: 'center' });
  r.nl(20);
  kv2(r, 40, 330, [
    ['Paciente:', 'SOLÍS RUVALCABA MARÍA FERNANDA'],
    ['Folio:', '0914-2231'],
    ['Edad:', '38 Años     Sexo: Femenino'],
    ['Fecha de toma:', '14/09/2026 08:12'],
    ['Médico:', 'A QUIEN CORRESPONDA'],
    ['Fecha de impresión:', '14/09/2026 13:40'],
    ['Domicilio:', 'Calle Colomos 88, Zapopan, Jal.'],
    ['Tel. paciente:', '33 1122 8890'],
  ], 8.5, 12);
  r.nl(6);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 240, align: 'right' },
      { key: 'unit', x: 262 },
      { key: 'range', x: 360 },
    ],
    flagMode: 'suffix-space',
  };
  header(r, t, { name: 'ESTUDIO', value: 'RESULTADO', unit: 'UNIDADES', range: 'VALORES DE REFERENCIA' });
  section(r, 40, 'BIOMETRÍA HEMÁTICA');
  const rows = (l: RowInput[]): void => l.forEach((p) => row(r, t, p));
  rows([
    { id: 'wbc', name: 'Leucocitos', value: '7.8', unit: 'x10³/µL', range: '4.5 - 10.0' },
    { id: 'rbc', name: 'Eritrocitos', value: '4.31', unit: 'x10⁶/µL', range: 'H: 4.50-5.90  M: 4.00-5.20', rangeN: 'M: 4.50-5.90 / F: 4.00-5.20' },
    { id: 'hemoglobin', name: 'Hemoglobina', value: '11.4', flag: '*', unit: 'g/dL', range: 'H: 13.5-17.5  M: 12.0-16.0', rangeN: 'M: 13.5-17.5 / F: 12.0-16.0' },
    { id: 'hematocrit', name: 'Hematocrito', value: '35.1', flag: '*', unit: '%', range: 'H: 41.0-53.0  M: 36.0-46.0', rangeN: 'M: 41.0-53.0 / F: 36.0-46.0' },
    { id: 'mcv', name: 'Volumen Corpuscular Medio', value: '81.4', unit: 'fL', range: '80.0 - 100.0' },
    { id: 'mch', name: 'Hemoglobina Corpuscular Media', value: '26.5', flag: '*', unit: 'pg', range: '27.0 - 33.0' },
    { id: 'mchc', name: 'Conc. Media de Hb Corpuscular', value: '32.5', unit: 'g/dL', range: '32.0 - 36.0' },
    { id: 'rdw_cv', name: 'ADE (RDW-CV)', value: '15.2', flag: '*', unit: '%', range: '11.5 - 14.5' },
    { id: 'platelets', name: 'Plaquetas', value: '312', unit: 'x10³/µL', range: '150 - 450' },
    { id: 'neutrophils_pct', name: 'Neutrófilos', value: '61.0', unit: '%', range: '40.0 - 75.0' },
    { id: 'lymphocytes_pct', name: 'Linfocitos', value: '29.3', unit: '%', range: '20.0 - 45.0' },
    { id: 'monocytes_pct', name: 'Monocitos', value: '6.1', unit: '%', range: '2.0 - 10.0' },
    { id: 'eosinophils_pct', name: 'Eosinófilos', value: '3.2', unit: '%', range: '1.0 - 6.0' },
    { id: 'basophils_pct', name: 'Basófilos', value: '0.4', unit: '%', range: '0.0 - 2.0' },
  ]);
  section(r, 40, 'QUÍMICA SANGUÍNEA');
  rows([
    { id: 'glucose', name: 'Glucosa', value: '97', unit: 'mg/dL', range: '70 - 100' },
    { id: 'urea', name: 'Urea', value: '28.4', unit: 'mg/dL', range: '15.0 - 45.0' },
    { id: 'bun', name: 'Nitrógeno Ureico (BUN)', value: '13.3', unit: 'mg/dL', range: '7.0 - 21.0' },
    { id: 'creatinine', name: 'Creatinina', value: '0.71', unit: 'mg/dL', range: 'H: 0.70-1.30  M: 0.50-1.00', rangeN: 'M: 0.70-1.30 / F: 0.50-1.00' },
    { id: 'uric_acid', name: 'Ácido Úrico', value: '4.9', unit: 'mg/dL', range: 'H: 3.4-7.0  M: 2.4-5.7', rangeN: 'M: 3.4-7.0 / F: 2.4-5.7' },
    { id: 'cholesterol_total', name: 'Colesterol Total', value: '186', unit: 'mg/dL', range: 'Menor de 200', rangeN: '<200' },
    { id: 'triglycerides', name: 'Triglicéridos', value: '171', flag: '*', unit: 'mg/dL', range: 'Menor de 150', rangeN: '<150' },
  ]);
  section(r, 40, 'SEROLOGÍA');
  rows([
    { id: 'crp', name: 'Proteína C Reactiva', value: 'Negativo', unit: '', range: 'Negativo', rangeN: 'Negativo', abnormal: false },
    { id: 'rheumatoid_factor', name: 'Factor Reumatoide', value: 'Negativo', unit: '', range: 'Negativo', rangeN: 'Negativo', abnormal: false },
  ]);
  r.nl(8);
  para(r, 40, ['* Valor fuera del intervalo de referencia.', 'H: Hombres   M: Mujeres'], 7.5);
  r.notResult('H: Hombres   M: Mujeres');
  everyPage(r, (p, n, total) => {
    p.items.push(
      { x: 40, y: p.h - 46, text: 'Q.F.B. Laura Ibarra Medina · Céd. Prof. 4455120 · Responsable Sanitario', size: 7.5 },
      { x: 555, y: p.h - 46, text: `Página ${n} de ${total}`, size: 7.5, align: 'right' },
    );
  });
  return r;
}

/** Argentina: decimal comma, `Eritrosedimentación` in mm/1a hora, ranges "hasta", Type 3 fonts. */
function ar01(): Report {
  const r = new Report({
    id: 'a-ar-01',
    country: 'AR',
    language: 'es-AR',
    producer: 'matplotlib',
    layout: ['table-4col', 'range-upto', 'decimal-comma', 'thousands-separator', 'comments-between-rows'],
    split: 'tune',
    classes: ['15.F', '8.6', '8.7', '15.E'],
    derive: true,
    dec: ',',
    metadata: {
      lab_date: '2026-08-05',
      results_date: '2026-08-06',
      lab_name: 'Laboratorio Bioquímico del Sur',
      lab_city: 'Córdoba',
      lab_country: 'AR',
      patient_name: 'FERREYRA, Julián Ezequiel',
      patient_age: '61',
      patient_sex: 'male',
    },
  });
  r.newPage();
  r.y = 36;
  r.text(40, 'Laboratorio Bioquímico del Sur', 14, { bold: true });
  r.nl(17);
  r.text(40, 'Dra. Silvina Peralta — Bioquímica M.P. 3318', 8);
  r.nl(10);
  r.text(40, 'Bv. San Juan 745, X5000 Córdoba · Tel. (0351) 422-7710', 7.5);
  r.nl(18);
  kv2(r, 40, 330, [
    ['Paciente:', 'FERREYRA, Julián Ezequiel'],
    ['Protocolo N°:', '26-081944'],
    ['Edad:', '61 años'],
    ['Fecha de extracción:', '05/08/2026'],
    ['Sexo:', 'Masculino'],
    ['Fecha de informe:', '06/08/2026'],
    ['Obra social:', 'PAMI'],
    ['Médico:', 'Dr. R. Quiroga'],
    ['Domicilio:', 'Av. Colón 1520 6° B, Córdoba'],
    ['', ''],
  ], 8.5, 12);
  r.nl(8);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 290, align: 'right' },
      { key: 'unit', x: 300 },
      { key: 'range', x: 390 },
    ],
    flagMode: 'suffix-space',
  };
  header(r, t, { name: 'Determinación', value: 'Resultado', unit: '', range: 'Valores de referencia' });
  const rows = (l: RowInput[]): void => l.forEach((p) => row(r, t, p));
  section(r, 40, 'HEMOGRAMA');
  rows([
    { id: 'rbc', name: 'Glóbulos rojos', value: '4.620.000', unit: '/mm³', range: '4.500.000 - 5.900.000' },
    { id: 'hemoglobin', name: 'Hemoglobina', value: '14,2', unit: 'g/dl', range: '13,5 - 17,5' },
    { id: 'hematocrit', name: 'Hematocrito', value: '42,8', unit: '%', range: '41 - 53' },
    { id: 'wbc', name: 'Glóbulos blancos', value: '11.300', flag: 'H', unit: '/mm³', range: '4.000 - 10.000' },
    { id: 'platelets', name: 'Plaquetas', value: '254.000', unit: '/mm³', range: '150.000 - 400.000' },
    { id: 'esr', name: 'Eritrosedimentación', value: '28', flag: 'H', unit: 'mm/1a hora', range: 'hasta 20' },
  ]);
  r.text(52, 'Observaciones: Serie roja normocítica normocrómica. Se observa leve neutrofilia.', 7.5, { italic: true });
  r.nl(12);
  section(r, 40, 'QUÍMICA');
  rows([
    { id: 'glucose', name: 'Glucemia', value: '1,26', flag: 'H', unit: 'g/l', range: '0,70 - 1,10' },
    { id: 'urea', name: 'Uremia', value: '0,38', unit: 'g/l', range: '0,15 - 0,45' },
    { id: 'creatinine', name: 'Creatininemia', value: '1,05', unit: 'mg/dl', range: '0,70 - 1,20' },
    { id: 'uric_acid', name: 'Uricemia', value: '6,1', unit: 'mg/dl', range: '3,4 - 7,0' },
    { id: 'cholesterol_total', name: 'Colesterol total', value: '2,14', flag: 'H', unit: 'g/l', range: 'hasta 2,00' },
    { id: 'hdl_cholesterol', name: 'Colesterol HDL', value: '0,44', unit: 'g/l', range: 'mayor de 0,40' },
    { id: 'ldl_cholesterol', name: 'Colesterol LDL', value: '1,39', flag: 'H', unit: 'g/l', range: 'hasta 1,30' },
    { id: 'triglycerides', name: 'Triglicéridos', value: '1,55', flag: 'H', unit: 'g/l', range: 'hasta 1,50' },
    { id: 'ast', name: 'GOT (AST)', value: '24', unit: 'U/l', range: 'hasta 40' },
    { id: 'alt', name: 'GPT (ALT)', value: '31', unit: 'U/l', range: 'hasta 41' },
    { id: 'alp', name: 'Fosfatasa alcalina', value: '96', unit: 'U/l', range: '40 - 129' },
    { id: 'tsh', name: 'TSH', value: '3,12', unit: 'µUI/ml', range: '0,27 - 4,20' },
    { id: 'psa_total', name: 'PSA total', value: '2,8', unit: 'ng/ml', range: 'hasta 4,0' },
  ]);
  r.nl(6);
  para(r, 40, [
    'Valores de glucemia: ayuno normal 0,70 - 1,10 g/l; glucemia alterada en ayunas 1,10 - 1,25 g/l; diabetes ≥ 1,26 g/l.',
  ], 7);
  r.notResult('diabetes ≥ 1,26 g/l');
  everyPage(r, (p, n, total) => {
    p.items.push({ x: 40, y: p.h - 40, text: `Protocolo 26-081944 — FERREYRA, Julián Ezequiel — Hoja ${n}/${total}`, size: 7 });
  });
  return r;
}

export const docs = [us01, us02, mx01, ar01];
