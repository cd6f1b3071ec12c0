/** Reports in the style of labs in the UK, France, Belgium, the Netherlands, Spain, Italy and Portugal. */
import { kv2, para, Report, row, type RowInput, type TableOpts, header, section, everyPage } from './model';
import { tableDoc } from './table-doc';

/** NHS trust: `Haemoglobin 118* g/L (120-150)`, eGFR with a multi-line staged comment. */
function uk01(): Report {
  const r = new Report({
    id: 'a-uk-01',
    country: 'GB',
    language: 'en-GB',
    producer: 'matplotlib',
    layout: ['paren-range', 'flag-star', 'egfr-stage-text', 'comments-between-rows', 'header-footer', 'footnote-legend'],
    split: 'tune',
    classes: ['8.2', '15.C', '15.E', '8.7', '8.6'],
    derive: true,
    dec: '.',
    metadata: {
      lab_date: '2026-11-12',
      results_date: '2026-11-12',
      lab_name: 'Northbrook Hospitals NHS Foundation Trust',
      lab_city: 'Sheffield',
      lab_country: 'GB',
      patient_name: 'HOLLOWAY, Sarah Jane',
      patient_age: '38',
      patient_sex: 'female',
    },
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 50 },
      { key: 'value', x: 230, align: 'right' },
      { key: 'unit', x: 245 },
      { key: 'range', x: 330 },
    ],
    size: 8.5,
    flagMode: 'suffix',
  };
  const paren = (p: RowInput): RowInput => ({ ...p, rangeText: p.range ? `(${p.range})` : '' });
  return tableDoc(r, {
    t,
    labels: { name: 'Test', value: 'Result', unit: 'Units', range: 'Ref. range' },
    top: (rr) => {
      rr.y = 30;
      rr.text(50, 'Northbrook Hospitals NHS Foundation Trust', 12, { bold: true });
      rr.nl(15);
      rr.text(50, 'Department of Clinical Biochemistry & Haematology', 8.5);
      rr.nl(11);
      rr.text(50, 'Northbrook General Hospital, Hallam Road, Sheffield S10 2JF   Tel: 0114 555 0100', 7.5);
      rr.nl(16);
      kv2(rr, 50, 330, [
        ['Name:', 'HOLLOWAY, Sarah Jane'],
        ['NHS No:', '485 777 3456'],
        ['DOB:', '02-Apr-1988'],
        ['Hospital No:', 'N1182734'],
        ['Sex:', 'F'],
        ['Location:', 'GP - Crookes Valley Practice'],
        ['Address:', '14 Kestrel Close, Rotherham S60 2QT'],
        ['Requested by:', 'Dr A. Mensah'],
        ['Collected:', '12-Nov-2026 09:15'],
        ['Reported:', '12-Nov-2026 14:30'],
      ], 8, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'FULL BLOOD COUNT' },
      paren({ id: 'hemoglobin', name: 'Haemoglobin', value: '118', flag: '*', unit: 'g/L', range: '120-150' }),
      paren({ id: 'wbc', name: 'White cell count', value: '7.2', unit: 'x10^9/L', range: '4.0-11.0' }),
      paren({ id: 'platelets', name: 'Platelets', value: '310', unit: 'x10^9/L', range: '150-410' }),
      paren({ id: 'rbc', name: 'Red cell count', value: '4.12', unit: 'x10^12/L', range: '3.80-5.80' }),
      paren({ id: 'hematocrit', name: 'Haematocrit', value: '0.361', flag: '*', unit: 'L/L', range: '0.370-0.470' }),
      paren({ id: 'mcv', name: 'MCV', value: '87.6', unit: 'fL', range: '83.0-101.0' }),
      paren({ id: 'mch', name: 'MCH', value: '28.6', unit: 'pg', range: '27.0-32.0' }),
      paren({ id: 'neutrophils_abs', name: 'Neutrophils', value: '4.1', unit: 'x10^9/L', range: '2.0-7.0' }),
      paren({ id: 'lymphocytes_abs', name: 'Lymphocytes', value: '2.3', unit: 'x10^9/L', range: '1.0-4.0' }),
      paren({ id: 'monocytes_abs', name: 'Monocytes', value: '0.5', unit: 'x10^9/L', range: '0.2-1.0' }),
      paren({ id: 'eosinophils_abs', name: 'Eosinophils', value: '0.2', unit: 'x10^9/L', range: '0.0-0.4' }),
      paren({ id: 'basophils_abs', name: 'Basophils', value: '0.1', unit: 'x10^9/L', range: '0.0-0.1' }),
      { note: ['Comment: Mild normocytic anaemia. Suggest ferritin, B12 and folate if not already done. (Haematology BMS)'] },
      { section: 'UREA & ELECTROLYTES' },
      paren({ id: 'sodium', name: 'Sodium', value: '138', unit: 'mmol/L', range: '133-146' }),
      paren({ id: 'potassium', name: 'Potassium', value: '4.2', unit: 'mmol/L', range: '3.5-5.3' }),
      paren({ id: 'urea', name: 'Urea', value: '5.1', unit: 'mmol/L', range: '2.5-7.8' }),
      paren({ id: 'creatinine', name: 'Creatinine', value: '62', unit: 'umol/L', range: '45-84' }),
      { id: 'egfr', name: 'eGFR (CKD-EPI)', value: '>90', unit: 'mL/min/1.73m2', range: '', rangeN: '', abnormal: false },
      {
        note: [
          'eGFR units are mL/min/1.73m2. Stages of chronic kidney disease (KDIGO):',
          'G1 ≥90   G2 60-89   G3a 45-59   G3b 30-44   G4 15-29   G5 <15',
          'An eGFR above 60 without other markers of kidney damage does not indicate CKD.',
        ],
        notResults: ['G1 ≥90', 'G2 60-89', 'G3a 45-59', 'G3b 30-44', 'G4 15-29', 'G5 <15'],
        size: 7,
      },
      { section: 'LIVER FUNCTION TESTS' },
      paren({ id: 'bilirubin_total', name: 'Bilirubin', value: '9', unit: 'umol/L', range: '0-21' }),
      paren({ id: 'alt', name: 'ALT', value: '19', unit: 'U/L', range: '0-33' }),
      paren({ id: 'alp', name: 'Alkaline phosphatase', value: '71', unit: 'U/L', range: '30-130' }),
      paren({ id: 'albumin', name: 'Albumin', value: '44', unit: 'g/L', range: '35-50' }),
      { section: 'OTHER' },
      paren({ id: 'crp', name: 'CRP', value: '12', flag: '*', unit: 'mg/L', range: '0-5' }),
      paren({ id: 'ferritin', name: 'Ferritin', value: '9', flag: '*', unit: 'ug/L', range: '13-150' }),
      paren({ id: 'hba1c', name: 'HbA1c (IFCC)', value: '36', unit: 'mmol/mol', range: '20-41' }),
      {
        note: ['HbA1c 42-47 mmol/mol: increased risk of diabetes; ≥48 mmol/mol: consistent with diabetes (NICE).'],
        notResults: ['HbA1c 42-47 mmol/mol', '≥48 mmol/mol'],
        size: 7,
      },
    ],
    footer: (p, n, total) => {
      p.items.push(
        { x: 50, y: p.h - 46, text: '* result outside reference range', size: 7 },
        { x: 50, y: p.h - 34, text: 'HOLLOWAY, Sarah Jane   NHS 485 777 3456   Authorised by: J. Pritchard (Clinical Scientist)', size: 7 },
        { x: 545, y: p.h - 34, text: `Page ${n} of ${total}`, size: 7, align: 'right' },
      );
    },
  });
}

/** NHS hospital ward print-out: two tables side by side (two-column page), H/L flag column. */
function uk02(): Report {
  const r = new Report({
    id: 'a-uk-02',
    country: 'GB',
    language: 'en-GB',
    producer: 'chromium',
    layout: ['two-column-page', 'flag-column', 'range-lt-gt', 'header-footer'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.7', '15.K', '8.6'],
    dec: '.',
    metadata: {
      lab_date: '2026-11-20',
      results_date: '2026-11-20',
      lab_name: 'Severn Vale University Hospitals',
      lab_city: 'Gloucester',
      lab_country: 'GB',
      patient_name: 'ASHBY, Derek William',
      patient_age: '71',
      patient_sex: 'male',
    },
  });
  r.newPage();
  r.y = 30;
  r.text(36, 'Severn Vale University Hospitals', 12, { bold: true });
  r.nl(14);
  r.text(36, 'Pathology Services — Blood Sciences', 8.5);
  r.nl(10);
  r.text(36, 'Great Western Road, Gloucester GL1 3NN', 7.5);
  r.nl(16);
  kv2(r, 36, 305, [
    ['Patient:', 'ASHBY, Derek William'],
    ['MRN:', 'G4410982'],
    ['DOB:', '11/07/1955 (71y)   Sex: M'],
    ['Ward:', 'Acute Medical Unit'],
    ['Sample taken:', '20/11/2026 06:40'],
    ['Authorised:', '20/11/2026 10:12'],
  ], 8, 11);
  r.rule(36, 560);
  r.nl(8);
  const y0 = r.y;
  const left: TableOpts = {
    cols: [
      { key: 'name', x: 36 },
      { key: 'value', x: 160, align: 'right' },
      { key: 'flag', x: 166 },
      { key: 'unit', x: 180 },
      { key: 'range', x: 230 },
    ],
    size: 7.5,
  };
  const right: TableOpts = { ...left, cols: left.cols.map((c) => ({ ...c, x: c.x + 272 })) };
  r.text(36, 'HAEMATOLOGY', 9, { bold: true });
  r.nl(12);
  header(r, left, { name: 'Test', value: 'Result', unit: 'Units', range: 'Range' }, false);
  const L = (p: RowInput): void => row(r, left, p);
  L({ id: 'hemoglobin', name: 'Hb', value: '104', flag: 'L', unit: 'g/L', range: '130-170' });
  L({ id: 'wbc', name: 'WBC', value: '13.8', flag: 'H', unit: '10^9/L', range: '4.0-11.0' });
  L({ id: 'platelets', name: 'Plt', value: '412', flag: 'H', unit: '10^9/L', range: '150-400' });
  L({ id: 'rbc', name: 'RBC', value: '3.71', flag: 'L', unit: '10^12/L', range: '4.50-5.90' });
  L({ id: 'hematocrit', name: 'HCT', value: '0.322', flag: 'L', unit: 'L/L', range: '0.400-0.500' });
  L({ id: 'mcv', name: 'MCV', value: '86.8', unit: 'fL', range: '80-100' });
  L({ id: 'neutrophils_abs', name: 'Neut', value: '11.2', flag: 'H', unit: '10^9/L', range: '2.0-7.5' });
  L({ id: 'lymphocytes_abs', name: 'Lymph', value: '1.4', unit: '10^9/L', range: '1.0-4.0' });
  L({ id: 'inr', name: 'INR', value: '1.1', unit: '', range: '0.8-1.2' });
  L({ id: 'pt_seconds', name: 'PT', value: '12.4', unit: 's', range: '10.0-13.5' });
  L({ id: 'aptt', name: 'APTT', value: '29', unit: 's', range: '25-36' });
  const yl = r.y;
  r.y = y0;
  r.text(308, 'CLINICAL BIOCHEMISTRY', 9, { bold: true });
  r.nl(12);
  header(r, right, { name: 'Test', value: 'Result', unit: 'Units', range: 'Range' }, false);
  const R = (p: RowInput): void => row(r, right, p);
  R({ id: 'sodium', name: 'Sodium', value: '131', flag: 'L', unit: 'mmol/L', range: '133-146' });
  R({ id: 'potassium', name: 'Potassium', value: '5.6', flag: 'H', unit: 'mmol/L', range: '3.5-5.3' });
  R({ id: 'urea', name: 'Urea', value: '14.2', flag: 'H', unit: 'mmol/L', range: '2.5-7.8' });
  R({ id: 'creatinine', name: 'Creatinine', value: '188', flag: 'H', unit: 'umol/L', range: '59-104' });
  R({ id: 'egfr', name: 'eGFR', value: '31', flag: 'L', unit: 'mL/min', range: '>60' });
  R({ id: 'crp', name: 'CRP', value: '146', flag: 'H', unit: 'mg/L', range: '<5' });
  R({ id: 'albumin', name: 'Albumin', value: '31', flag: 'L', unit: 'g/L', range: '35-50' });
  R({ id: 'bilirubin_total', name: 'Bilirubin', value: '12', unit: 'umol/L', range: '<21' });
  R({ id: 'lactate', name: 'Lactate', value: '2.6', flag: 'H', unit: 'mmol/L', range: '0.5-2.2' });
  R({ id: 'troponin_t_hs', name: 'hs-Troponin T', value: '22', flag: 'H', unit: 'ng/L', range: '<14' });
  R({ id: 'nt_probnp', name: 'NT-proBNP', value: '1840', flag: 'H', unit: 'ng/L', range: '<400' });
  r.y = Math.max(yl, r.y) + 10;
  r.rule(36, 560);
  r.nl(8);
  para(r, 36, [
    'Troponin: 99th percentile URL 14 ng/L. A rise of ≥50% from a value above the URL suggests acute myocardial injury.',
    'NT-proBNP: heart failure unlikely <400 ng/L; 400-2000 ng/L refer within 6 weeks; >2000 ng/L refer within 2 weeks (NICE NG106).',
  ], 7);
  r.notResult('<400 ng/L');
  r.notResult('400-2000 ng/L');
  r.notResult('>2000 ng/L');
  everyPage(r, (p, n, total) => {
    p.items.push({ x: 36, y: p.h - 36, text: `ASHBY, Derek William  MRN G4410982  —  printed 20/11/2026 10:15  —  Page ${n} of ${total}`, size: 7 });
  });
  return r;
}

/** French private lab: `Prélèvement du`, double units, `Antériorités` column, decimal comma. */
function fr01(): Report {
  const r = new Report({
    id: 'a-fr-01',
    country: 'FR',
    language: 'fr-FR',
    producer: 'pdfkit',
    font: 'serif',
    layout: ['previous-results-column', 'dual-units', 'decimal-comma', 'header-footer'],
    split: 'tune',
    classes: ['8.3', '8.7', '15.E'],
    derive: true,
    dec: ',',
    metadata: {
      lab_date: '2026-11-17',
      results_date: '2026-11-17',
      lab_name: 'Laboratoire de Biologie Médicale Biolys',
      lab_city: 'Villeurbanne',
      lab_country: 'FR',
      patient_name: 'DUPUIS Claire',
      patient_age: '62',
      patient_sex: 'female',
    },
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 225, align: 'right' },
      { key: 'unit', x: 231 },
      { key: 'extra', x: 320, align: 'right' },
      { key: 'range', x: 345 },
      { key: 'prev', x: 505 },
    ],
    size: 8.5,
    flagMode: 'none',
  };
  const e = (p: RowInput, conv?: string): RowInput => {
    if (conv) r.notResult(conv);
    return { ...p, extra: conv ? `(${conv})` : '' };
  };
  return tableDoc(r, {
    t,
    labels: { name: '', value: 'Résultat', range: 'Valeurs de référence', prev: 'Antériorités' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'LABORATOIRE DE BIOLOGIE MÉDICALE BIOLYS', 12.5, { bold: true });
      rr.nl(15);
      rr.text(40, 'Site de Villeurbanne — Biochimie', 8.5);
      rr.nl(10);
      rr.text(40, '12 cours Émile Zola, 69100 Villeurbanne — Tél. 04 78 00 00 00', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Dossier n° 2611170042', ''],
        ['Madame DUPUIS Claire', ''],
        ['Prélèvement du 17/11/2026 à 08:05', ''],
        ['Née le 08/05/1964', ''],
        ['Édité le 17/11/2026', ''],
        ['3 rue des Tilleuls', ''],
        ['Prescripteur : Dr BERTHIER Luc', ''],
        ['69003 LYON', ''],
        ['', ''],
        ['Tél. 06 12 34 56 78', ''],
      ], 8.5, 11);
      rr.nl(6);
      rr.text(505, '12/05/26', 7.5, { bold: true });
      rr.nl(10);
    },
    entries: [
      { section: 'BIOCHIMIE SANGUINE' },
      e({ id: 'glucose', name: 'Glycémie à jeun', value: '1,12', unit: 'g/L', range: '0,70 - 1,10', prev: '1,02' }, '6,22 mmol/L'),
      e({ id: 'creatinine', name: 'Créatinine', value: '8,4', unit: 'mg/L', range: '5,0 - 9,0', prev: '8,1' }, '74 µmol/L'),
      e({ id: 'egfr', name: 'DFG estimé (CKD-EPI)', value: '78', unit: 'mL/min/1,73m²', range: '> 60', prev: '81' }),
      e({ id: 'uric_acid', name: 'Acide urique', value: '52', unit: 'mg/L', range: '26 - 60', prev: '49' }, '309 µmol/L'),
      { section: 'BILAN LIPIDIQUE' },
      e({ id: 'cholesterol_total', name: 'Cholestérol total', value: '2,31', unit: 'g/L', range: '< 2,00', prev: '2,18' }, '5,97 mmol/L'),
      e({ id: 'hdl_cholesterol', name: 'Cholestérol HDL', value: '0,58', unit: 'g/L', range: '> 0,40', prev: '0,61' }, '1,50 mmol/L'),
      e({ id: 'ldl_cholesterol', name: 'Cholestérol LDL calculé', value: '1,48', unit: 'g/L', range: '< 1,60', prev: '1,33' }, '3,83 mmol/L'),
      e({ id: 'triglycerides', name: 'Triglycérides', value: '1,25', unit: 'g/L', range: '0,35 - 1,50', prev: '1,20' }, '1,43 mmol/L'),
      { note: ['Objectif LDL selon le niveau de risque cardiovasculaire (ESC 2019) : risque modéré < 1,00 g/L ; risque élevé < 0,70 g/L'], notResults: ['< 1,00 g/L', '< 0,70 g/L'] },
      { section: 'ENZYMOLOGIE' },
      e({ id: 'ast', name: 'ASAT (TGO)', value: '23', unit: 'UI/L', range: '< 35', prev: '21' }),
      e({ id: 'alt', name: 'ALAT (TGP)', value: '28', unit: 'UI/L', range: '< 35', prev: '30' }),
      e({ id: 'ggt', name: 'Gamma GT', value: '41', unit: 'UI/L', range: '9 - 36', prev: '38' }),
      e({ id: 'alp', name: 'Phosphatases alcalines', value: '74', unit: 'UI/L', range: '35 - 104', prev: '70' }),
      { section: 'HORMONOLOGIE' },
      e({ id: 'tsh', name: 'TSH ultrasensible', value: '1,84', unit: 'mUI/L', range: '0,27 - 4,20', prev: '2,02' }),
      e({ id: 'vitamin_d_25oh', name: '25-OH Vitamine D (D2+D3)', value: '22', unit: 'ng/mL', range: '30 - 100', prev: '19' }, '55 nmol/L'),
    ],
    tail: (rr) => {
      rr.nl(10);
      para(rr, 40, ['Les résultats en gras sont en dehors des valeurs de référence.', 'Biologiste responsable : Dr Anne-Sophie Marchal'], 7.5);
    },
    footer: (p, n, total) => {
      p.items.push(
        { x: 40, y: p.h - 38, text: 'SELAS BIOLYS — Laboratoire accrédité COFRAC n° 8-1234, portée disponible sur www.cofrac.fr', size: 6.5 },
        { x: 555, y: p.h - 38, text: `Page ${n}/${total}`, size: 7, align: 'right' },
      );
    },
  });
}

/** French hemogram: % and absolute G/L side by side, each with its own range (Type 3 fonts). */
function fr02(): Report {
  const r = new Report({
    id: 'a-fr-02',
    country: 'FR',
    language: 'fr-FR',
    producer: 'matplotlib',
    layout: ['double-result-columns', 'decimal-comma', 'previous-results-column'],
    split: 'holdout',
    classes: ['8.5', '8.3', '8.6', '8.7'],
    dec: ',',
    metadata: {
      lab_date: '2026-10-08',
      results_date: '2026-10-08',
      lab_name: 'Cerballiance Provence',
      lab_city: 'Aix-en-Provence',
      lab_country: 'FR',
      patient_name: 'GARNIER Thomas',
      patient_age: '44',
      patient_sex: 'male',
    },
  });
  r.newPage();
  r.y = 30;
  r.text(40, 'Cerballiance Provence', 13, { bold: true });
  r.nl(15);
  r.text(40, 'Laboratoire du Cours Mirabeau — Hématologie', 8.5);
  r.nl(10);
  r.text(40, '24 cours Mirabeau, 13100 Aix-en-Provence', 7.5);
  r.nl(18);
  kv2(r, 40, 320, [
    ['Monsieur GARNIER Thomas', ''],
    ['Prélèvement du 08/10/2026 à 07:52', ''],
    ['Né le 19/02/1982 (44 ans)', ''],
    ['Dossier : 0810-7731', ''],
  ], 8.5, 11);
  r.nl(8);
  r.text(40, 'HÉMATOLOGIE — NUMÉRATION FORMULE SANGUINE', 10, { bold: true });
  r.nl(16);
  r.text(400, 'Antériorités', 7.5, { bold: true });
  r.text(400, '', 7);
  r.nl(9);
  r.text(400, '03/03/25', 7.5);
  r.nl(11);
  const simple: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 215, align: 'right' },
      { key: 'unit', x: 222 },
      { key: 'range', x: 290 },
      { key: 'prev', x: 400 },
    ],
    flagMode: 'none',
    size: 8.5,
  };
  const S = (p: RowInput): void => row(r, simple, p);
  S({ id: 'rbc', name: 'Hématies', value: '4,86', unit: 'T/L', range: '4,28 - 6,00', prev: '4,91' });
  S({ id: 'hemoglobin', name: 'Hémoglobine', value: '14,9', unit: 'g/dL', range: '13,4 - 16,7', prev: '15,1' });
  S({ id: 'hematocrit', name: 'Hématocrite', value: '44,1', unit: '%', range: '39,2 - 48,6', prev: '44,8' });
  S({ id: 'mcv', name: 'VGM', value: '90,7', unit: 'fL', range: '78,0 - 97,0', prev: '91,2' });
  S({ id: 'mch', name: 'TCMH', value: '30,7', unit: 'pg', range: '26,3 - 32,6', prev: '30,8' });
  S({ id: 'mchc', name: 'CCMH', value: '33,8', unit: 'g/dL', range: '32,1 - 36,6', prev: '33,7' });
  S({ id: 'wbc', name: 'Leucocytes', value: '3,62', unit: 'G/L', range: '4,00 - 10,00', prev: '5,10', abnormal: true });
  r.nl(6);
  r.text(40, 'Formule leucocytaire', 8.5, { bold: true });
  r.text(160, '%', 8, { bold: true, align: 'right' });
  r.text(225, 'G/L', 8, { bold: true, align: 'right' });
  r.text(290, 'Valeurs de référence', 8, { bold: true });
  r.nl(12);
  const two = (name: string, pid: string, aid: string, pct: string, abs: string, ra: string, prev: string): void => {
    r.text(40, name, 8.5);
    r.text(160, pct, 8.5, { align: 'right' });
    r.text(225, abs, 8.5, { align: 'right' });
    r.text(290, ra, 8.5);
    r.text(400, prev, 8.5);
    r.notResult(prev);
    r.truth({ id: pid, name, value: pct, unit: '%', range: '' });
    r.truth({ id: aid, name, value: abs, unit: 'G/L', range: ra });
    r.nl(12);
  };
  two('Polynucléaires neutrophiles', 'neutrophils_pct', 'neutrophils_abs', '38,4', '1,39', '1,50 - 7,00', '2,95');
  two('Polynucléaires éosinophiles', 'eosinophils_pct', 'eosinophils_abs', '4,1', '0,15', '0,00 - 0,50', '0,12');
  two('Polynucléaires basophiles', 'basophils_pct', 'basophils_abs', '0,8', '0,03', '0,00 - 0,10', '0,03');
  two('Lymphocytes', 'lymphocytes_pct', 'lymphocytes_abs', '47,2', '1,71', '1,00 - 4,00', '1,62');
  two('Monocytes', 'monocytes_pct', 'monocytes_abs', '9,5', '0,34', '0,20 - 0,80', '0,38');
  r.nl(6);
  S({ id: 'platelets', name: 'Plaquettes', value: '187', unit: 'G/L', range: '150 - 400', prev: '205' });
  S({ id: 'mpv', name: 'Volume plaquettaire moyen', value: '10,9', unit: 'fL', range: '7,4 - 11,5', prev: '' });
  r.nl(8);
  para(r, 40, ['Leuconeutropénie modérée à contrôler. Absence d’anomalie morphologique au frottis.'], 7.5, { italic: true });
  r.nl(4);
  section(r, 40, 'VITESSE DE SÉDIMENTATION');
  S({ id: 'esr', name: 'VS 1ère heure', value: '6', unit: 'mm', range: '< 15', prev: '4' });
  everyPage(r, (p, n, total) => {
    p.items.push({ x: 40, y: p.h - 36, text: `GARNIER Thomas — Dossier 0810-7731 — validé par Dr P. Roux, biologiste — page ${n}/${total}`, size: 7 });
  });
  return r;
}

/** Belgian (Flemish) hospital lab: Dutch names, `mm/uur`, flags `+`/`-` after the value. */
function be01(): Report {
  const r = new Report({
    id: 'a-be-01',
    country: 'BE',
    language: 'nl-BE',
    producer: 'chromium',
    layout: ['table-5col', 'flag-plus-minus', 'decimal-comma', 'previous-results-column'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.3', '8.6', '8.2', '8.7'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-09',
      results_date: '2026-11-10',
      lab_name: 'AZ Sint-Elisabeth',
      lab_city: 'Gent',
      lab_country: 'BE',
      patient_name: 'VERMEULEN Pieter',
      patient_age: '58',
      patient_sex: 'male',
    },
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 230, align: 'right' },
      { key: 'flag', x: 236 },
      { key: 'unit', x: 255 },
      { key: 'range', x: 340 },
      { key: 'prev', x: 470 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Analyse', value: 'Resultaat', unit: 'Eenheid', range: 'Referentiewaarden', prev: 'Vorig 02/06/26' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'AZ Sint-Elisabeth', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Klinisch Laboratorium — Dienst Klinische Biologie', 8.5);
      rr.nl(10);
      rr.text(40, 'Kortrijksesteenweg 1024, 9000 Gent — Tel. 09 000 00 00', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Patiënt:', 'VERMEULEN Pieter'],
        ['Staalname:', '09/11/2026 08:30'],
        ['Geboortedatum:', '21/01/1968'],
        ['Verslag:', '10/11/2026'],
        ['Geslacht:', 'M'],
        ['Aanvrager:', 'Dr. K. De Smet'],
        ['Adres:', 'Dorpsstraat 17, 9830 Sint-Martens-Latem'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'Hematologie' },
      { id: 'hemoglobin', name: 'Hemoglobine', value: '15,8', unit: 'g/dL', range: '13,0 - 17,0', prev: '15,1' },
      { id: 'hematocrit', name: 'Hematocriet', value: '47,2', unit: '%', range: '40,0 - 50,0', prev: '45,9' },
      { id: 'wbc', name: 'Leukocyten', value: '8,1', unit: '10³/µL', range: '4,0 - 10,0', prev: '7,4' },
      { id: 'platelets', name: 'Trombocyten', value: '142', flag: '-', unit: '10³/µL', range: '150 - 400', prev: '161' },
      { id: 'esr', name: 'Sedimentatie', value: '24', flag: '+', unit: 'mm/uur', range: '< 20', prev: '12' },
      { section: 'Scheikunde' },
      { id: 'glucose', name: 'Glucose nuchter', value: '131', flag: '+', unit: 'mg/dL', range: '70 - 99', prev: '118' },
      { id: 'hba1c', name: 'HbA1c', value: '6,9', flag: '+', unit: '%', range: '4,0 - 6,0', prev: '6,4' },
      { id: 'creatinine', name: 'Creatinine', value: '1,02', unit: 'mg/dL', range: '0,67 - 1,17', prev: '0,98' },
      { id: 'egfr', name: 'eGFR (CKD-EPI)', value: '80', unit: 'mL/min/1,73m²', range: '> 90', flag: '-', prev: '84' },
      { id: 'ggt', name: 'Gamma-GT', value: '88', flag: '+', unit: 'U/L', range: '< 60', prev: '64' },
      { id: 'alt', name: 'ALT (GPT)', value: '47', flag: '+', unit: 'U/L', range: '< 41', prev: '39' },
      { id: 'cholesterol_total', name: 'Totale cholesterol', value: '198', unit: 'mg/dL', range: '< 190', flag: '+', prev: '211' },
      { id: 'hdl_cholesterol', name: 'HDL-cholesterol', value: '41', unit: 'mg/dL', range: '> 40', prev: '39' },
      { id: 'ldl_cholesterol', name: 'LDL-cholesterol (berekend)', value: '121', unit: 'mg/dL', range: '< 115', flag: '+', prev: '138' },
      { id: 'triglycerides', name: 'Triglyceriden', value: '182', flag: '+', unit: 'mg/dL', range: '< 150', prev: '170' },
      { id: 'crp', name: 'CRP', value: '3,1', unit: 'mg/L', range: '< 5,0', prev: '2,4' },
    ],
    tail: (rr) => {
      rr.nl(8);
      para(rr, 40, ['+ : hoger dan referentiewaarde    - : lager dan referentiewaarde'], 7.5);
    },
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Erkend laboratorium RIZIV 8-12345-67 — Klinisch bioloog: Dr. L. Claes — blz. ${n}/${total}`, size: 7 });
    },
  });
}

/** Dutch general-practice lab: BSE in `mm/uur`, `ref. waarde`, arrow flags after values. */
function nl01(): Report {
  const r = new Report({
    id: 'a-nl-01',
    country: 'NL',
    language: 'nl-NL',
    producer: 'pdfkit',
    layout: ['table-4col', 'flag-arrow-glued', 'decimal-comma', 'qualitative'],
    split: 'tune',
    classes: ['15.D', '8.6', '8.7'],
    derive: true,
    dec: ',',
    metadata: {
      lab_date: '2026-10-27',
      results_date: '2026-10-27',
      lab_name: 'Stichting Huisartsenlaboratorium Noord',
      lab_city: 'Groningen',
      lab_country: 'NL',
      patient_name: 'F. de Boer',
      patient_age: '33',
      patient_sex: 'female',
    },
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 250, align: 'left' },
      { key: 'unit', x: 310 },
      { key: 'range', x: 390 },
    ],
    size: 9,
    flagMode: 'suffix',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Bepaling', value: 'Uitslag', unit: 'Eenheid', range: 'Ref. waarde' },
    top: (rr) => {
      rr.y = 32;
      rr.text(40, 'Stichting Huisartsenlaboratorium Noord', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Afdeling Klinische Chemie', 9);
      rr.nl(11);
      rr.text(40, 'Van Swietenlaan 2, 9728 NZ Groningen', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Naam:', 'Mevr. F. de Boer'],
        ['Afname:', '27-10-2026 08:20'],
        ['Geb. datum:', '04-06-1993'],
        ['Rapportage:', '27-10-2026 15:45'],
        ['Adres:', 'Oosterstraat 41b, 9711 NR Groningen'],
        ['Aanvrager:', 'Huisartsenpraktijk Helpman'],
      ], 8.5, 12);
      rr.nl(6);
    },
    entries: [
      { section: 'Hematologie' },
      { id: 'hemoglobin', name: 'Hemoglobine', value: '7,1', flag: '↓', unit: 'mmol/L', range: '7,5 - 10,0' },
      { id: 'hematocrit', name: 'Hematocriet', value: '0,35', flag: '↓', unit: 'L/L', range: '0,36 - 0,46' },
      { id: 'mcv', name: 'MCV', value: '78', flag: '↓', unit: 'fL', range: '80 - 100' },
      { id: 'wbc', name: 'Leukocyten', value: '6,4', unit: '10^9/L', range: '4,0 - 10,0' },
      { id: 'platelets', name: 'Trombocyten', value: '389', unit: '10^9/L', range: '150 - 400' },
      { id: 'esr', name: 'BSE', value: '31', flag: '↑', unit: 'mm/uur', range: '< 20' },
      { section: 'Klinische chemie' },
      { id: 'ferritin', name: 'Ferritine', value: '8', flag: '↓', unit: 'µg/L', range: '15 - 150' },
      { id: 'creatinine', name: 'Kreatinine', value: '64', unit: 'µmol/L', range: '49 - 90' },
      { id: 'egfr', name: 'eGFR (CKD-EPI)', value: '> 90', valueN: '>90', unit: 'mL/min/1,73m²', range: '> 60' },
      { id: 'tsh', name: 'TSH', value: '5,70', flag: '↑', unit: 'mE/L', range: '0,4 - 4,0' },
      { id: 'free_t4', name: 'Vrij T4', value: '13,2', unit: 'pmol/L', range: '11 - 22' },
      { id: 'glucose', name: 'Glucose (nuchter)', value: '5,2', unit: 'mmol/L', range: '4,0 - 6,0' },
      { note: ['Opmerking: TSH verhoogd bij normaal vrij T4; controle over 6-8 weken aanbevolen.'] },
      { section: 'Serologie' },
      { id: 'tissue_transglutaminase_iga', name: 'Anti-tTG IgA', value: 'negatief', unit: '', range: 'negatief', rangeN: 'negatief', abnormal: false },
      { id: 'urine_hcg', name: 'Zwangerschapstest (urine)', value: 'negatief', unit: '', range: '', rangeN: '', abnormal: false },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `↑ = boven referentiewaarde, ↓ = onder referentiewaarde — pagina ${n} van ${total}`, size: 7.5 });
    },
  });
}

/** Spanish hospital: `miles/µL`, `millones/µL`, asterisk flags, `Valores de referencia`. */
function es01(): Report {
  const r = new Report({
    id: 'a-es-01',
    country: 'ES',
    language: 'es-ES',
    producer: 'matplotlib',
    layout: ['table-5col', 'flag-star', 'decimal-comma', 'header-footer', 'multi-page'],
    split: 'tune',
    derive: 'scan',
    classes: ['8.6', '8.7', '8.2'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-05',
      results_date: '2026-11-06',
      lab_name: 'Hospital Universitario Virgen del Rocío',
      lab_city: 'Sevilla',
      lab_country: 'ES',
      patient_name: 'MORENO CASTILLO, LUCÍA',
      patient_age: '45',
      patient_sex: 'female',
    },
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 240, align: 'right' },
      { key: 'flag', x: 246 },
      { key: 'unit', x: 262 },
      { key: 'range', x: 360 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    bottom: 430,
    labels: { name: 'Prueba', value: 'Resultado', unit: 'Unidades', range: 'Valores de referencia' },
    top: (rr, n) => {
      rr.y = 30;
      rr.text(40, 'Hospital Universitario Virgen del Rocío', 12.5, { bold: true });
      rr.nl(15);
      rr.text(40, 'Unidad de Gestión Clínica de Laboratorios — Análisis Clínicos', 8.5);
      rr.nl(10);
      rr.text(40, 'Avda. Manuel Siurot s/n, 41013 Sevilla', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Paciente:', 'MORENO CASTILLO, LUCÍA'],
        ['Nº Petición:', '26110544'],
        ['F. Nacimiento:', '12/03/1981   Edad: 45 años'],
        ['Fecha extracción:', '05/11/2026'],
        ['Sexo:', 'Mujer'],
        ['Fecha validación:', '06/11/2026'],
        ['NHC:', '3318820'],
        ['Servicio:', 'Atención Primaria - C.S. Triana'],
      ], 8.5, 11);
      if (n > 1) rr.text(40, '(continuación)', 7.5, { italic: true });
      rr.nl(8);
    },
    entries: [
      { section: 'HEMATOLOGÍA' },
      { id: 'wbc', name: 'Leucocitos', value: '5,90', unit: 'miles/µL', range: '3,90 - 10,20' },
      { id: 'rbc', name: 'Hematíes', value: '4,02', unit: 'millones/µL', range: '3,80 - 5,20' },
      { id: 'hemoglobin', name: 'Hemoglobina', value: '11,2', flag: '*', unit: 'g/dL', range: '12,0 - 15,6' },
      { id: 'hematocrit', name: 'Hematocrito', value: '34,6', flag: '*', unit: '%', range: '35,5 - 45,5' },
      { id: 'mcv', name: 'VCM', value: '86,1', unit: 'fL', range: '80,0 - 99,0' },
      { id: 'mch', name: 'HCM', value: '27,9', unit: 'pg', range: '27,0 - 33,5' },
      { id: 'rdw_cv', name: 'ADE', value: '14,9', flag: '*', unit: '%', range: '11,5 - 14,5' },
      { id: 'platelets', name: 'Plaquetas', value: '261', unit: 'miles/µL', range: '150 - 370' },
      { id: 'neutrophils_abs', name: 'Neutrófilos', value: '3,40', unit: 'miles/µL', range: '1,50 - 7,50' },
      { id: 'lymphocytes_abs', name: 'Linfocitos', value: '1,82', unit: 'miles/µL', range: '1,10 - 4,50' },
      { id: 'monocytes_abs', name: 'Monocitos', value: '0,46', unit: 'miles/µL', range: '0,20 - 0,90' },
      { id: 'eosinophils_abs', name: 'Eosinófilos', value: '0,17', unit: 'miles/µL', range: '0,00 - 0,50' },
      { id: 'basophils_abs', name: 'Basófilos', value: '0,05', unit: 'miles/µL', range: '0,00 - 0,20' },
      { section: 'BIOQUÍMICA' },
      { id: 'glucose', name: 'Glucosa', value: '92', unit: 'mg/dL', range: '74 - 106' },
      { id: 'creatinine', name: 'Creatinina', value: '0,74', unit: 'mg/dL', range: '0,51 - 0,95' },
      { id: 'egfr', name: 'Filtrado glomerular estimado (CKD-EPI)', value: '>90', unit: 'mL/min/1,73m²', range: '>60' },
      { id: 'sodium', name: 'Sodio', value: '140', unit: 'mmol/L', range: '136 - 145' },
      { id: 'potassium', name: 'Potasio', value: '4,3', unit: 'mmol/L', range: '3,5 - 5,1' },
      { id: 'iron', name: 'Hierro', value: '38', flag: '*', unit: 'µg/dL', range: '50 - 170' },
      { id: 'ferritin', name: 'Ferritina', value: '11', flag: '*', unit: 'ng/mL', range: '15 - 150' },
      { id: 'transferrin_saturation', name: 'Índice de saturación de transferrina', value: '9', flag: '*', unit: '%', range: '20 - 50' },
      { id: 'vitamin_b12', name: 'Vitamina B12', value: '356', unit: 'pg/mL', range: '197 - 771' },
      { id: 'folate', name: 'Ácido fólico', value: '6,8', unit: 'ng/mL', range: '3,9 - 26,8' },
      { id: 'tsh', name: 'TSH', value: '2,48', unit: 'µUI/mL', range: '0,38 - 5,33' },
    ],
    footer: (p, n, total) => {
      p.items.push(
        { x: 40, y: p.h - 48, text: '(*) Valor fuera del intervalo de referencia', size: 7 },
        { x: 40, y: p.h - 36, text: `Facultativo responsable: Dra. P. Jiménez Ortega — Página ${n} de ${total}`, size: 7 },
      );
    },
  });
}

/** Italian private lab: `Data prelievo`, ranges with `<`, `fino a`, H/L after value, previous result. */
function it01(): Report {
  const r = new Report({
    id: 'a-it-01',
    country: 'IT',
    language: 'it-IT',
    producer: 'chromium',
    font: "'Liberation Serif', serif",
    layout: ['table-5col', 'previous-results-column', 'decimal-comma', 'range-upto'],
    split: 'tune',
    derive: 'scan',
    classes: ['8.3', '8.7', '8.6'],
    dec: ',',
    metadata: {
      lab_date: '2026-10-19',
      results_date: '2026-10-20',
      lab_name: 'Centro Analisi Cliniche San Marco',
      lab_city: 'Padova',
      lab_country: 'IT',
      patient_name: 'BELLINI GIOVANNI',
      patient_age: '66',
      patient_sex: 'male',
    },
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 235, align: 'right' },
      { key: 'unit', x: 250 },
      { key: 'range', x: 330 },
      { key: 'prev', x: 480 },
    ],
    size: 8.5,
    flagMode: 'suffix-space',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Esame', value: 'Risultato', unit: 'U.M.', range: 'Valori di riferimento', prev: 'Prec. 14/04/26' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Centro Analisi Cliniche San Marco S.r.l.', 12.5, { bold: true });
      rr.nl(15);
      rr.text(40, 'Laboratorio di Patologia Clinica — Dir. Sanitario Dott.ssa E. Rinaldi', 8.5);
      rr.nl(10);
      rr.text(40, 'Via Venezia 61, 35131 Padova — tel. 049 000 0000', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Paziente:', 'BELLINI GIOVANNI'],
        ['Data prelievo:', '19/10/2026'],
        ['Nato il:', '02/12/1959'],
        ['Data referto:', '20/10/2026'],
        ['Sesso:', 'M'],
        ['N. accettazione:', '19102026-118'],
        ['Residenza:', 'Via Roma 14, 35010 Vigonza (PD)'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'EMATOLOGIA' },
      { id: 'wbc', name: 'Globuli bianchi (WBC)', value: '6,8', unit: '10^3/µL', range: '4,0 - 10,0', prev: '7,1' },
      { id: 'rbc', name: 'Globuli rossi (RBC)', value: '4,95', unit: '10^6/µL', range: '4,50 - 5,90', prev: '5,02' },
      { id: 'hemoglobin', name: 'Emoglobina (Hb)', value: '14,6', unit: 'g/dL', range: '13,5 - 17,5', prev: '14,9' },
      { id: 'platelets', name: 'Piastrine (PLT)', value: '198', unit: '10^3/µL', range: '150 - 400', prev: '210' },
      { section: 'CHIMICA CLINICA' },
      { id: 'glucose', name: 'Glicemia', value: '128', flag: 'H', unit: 'mg/dL', range: '70 - 100', prev: '121' },
      { id: 'hba1c', name: 'Emoglobina glicata (HbA1c)', value: '52', flag: 'H', unit: 'mmol/mol', range: '20 - 42', prev: '49' },
      { id: 'creatinine', name: 'Creatinina', value: '1,31', flag: 'H', unit: 'mg/dL', range: '0,70 - 1,20', prev: '1,18' },
      { id: 'uric_acid', name: 'Acido urico', value: '7,8', flag: 'H', unit: 'mg/dL', range: '3,4 - 7,0', prev: '7,2' },
      { id: 'cholesterol_total', name: 'Colesterolo totale', value: '176', unit: 'mg/dL', range: 'fino a 200', prev: '182' },
      { id: 'hdl_cholesterol', name: 'Colesterolo HDL', value: '45', unit: 'mg/dL', range: '> 40', prev: '43' },
      { id: 'triglycerides', name: 'Trigliceridi', value: '164', flag: 'H', unit: 'mg/dL', range: '< 150', prev: '150' },
      { id: 'ast', name: 'AST (GOT)', value: '21', unit: 'U/L', range: '< 40', prev: '24' },
      { id: 'alt', name: 'ALT (GPT)', value: '26', unit: 'U/L', range: '< 41', prev: '29' },
      { id: 'psa_total', name: 'PSA totale', value: '3,6', unit: 'ng/mL', range: 'fino a 4,0', prev: '3,1' },
      { id: 'psa_free', name: 'PSA libero', value: '0,61', unit: 'ng/mL', range: '', prev: '' },
      { id: 'psa_free_ratio', name: 'Rapporto PSA libero/totale', value: '17', unit: '%', range: '> 25', flag: 'L', prev: '' },
      { note: ['Rapporto PSA libero/totale < 10%: rischio aumentato; 10-25%: zona grigia; > 25%: rischio basso.'], notResults: ['< 10%', '10-25%', '> 25%'], size: 7 },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Referto firmato digitalmente ai sensi del D.Lgs 82/2005 — pag. ${n} di ${total}`, size: 7 });
    },
  });
}

/** Portuguese (Portugal) lab: `Data da colheita`, units `x10^9/L`, `Valores de referência`. */
function pt01(): Report {
  const r = new Report({
    id: 'a-pt-01',
    country: 'PT',
    language: 'pt-PT',
    producer: 'pdfkit',
    layout: ['table-4col', 'decimal-comma', 'range-lt-gt', 'qualitative'],
    split: 'tune',
    derive: 'scan',
    classes: ['8.6', '8.7', '15.B'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-11',
      results_date: '2026-11-12',
      lab_name: 'Laboratório de Análises Clínicas Dr. Joaquim Chaves',
      lab_city: 'Lisboa',
      lab_country: 'PT',
      patient_name: 'Inês Rodrigues Pereira',
      patient_age: '50',
      patient_sex: null,
    },
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 250, align: 'right' },
      { key: 'unit', x: 262 },
      { key: 'range', x: 360 },
    ],
    size: 8.5,
    flagMode: 'none',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Análise', value: 'Resultado', unit: 'Unidades', range: 'Valores de referência' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Laboratório de Análises Clínicas Dr. Joaquim Chaves', 12, { bold: true });
      rr.nl(15);
      rr.text(40, 'Posto de Colheitas Alvalade — Química Clínica', 8.5);
      rr.nl(10);
      rr.text(40, 'Av. da Igreja 12, 1700-237 Lisboa', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Nome:', 'Inês Rodrigues Pereira'],
        ['Data da colheita:', '11-11-2026'],
        ['Data de nascimento:', '30-06-1976'],
        ['Data do relatório:', '12-11-2026'],
        ['Morada:', 'Rua Marquês de Fronteira 88, 3.º Esq., Lisboa'],
        ['Telefone:', '912 345 678'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'Hemograma' },
      { id: 'rbc', name: 'Eritrócitos', value: '4,48', unit: 'x10^12/L', range: '3,80 - 4,80' },
      { id: 'hemoglobin', name: 'Hemoglobina', value: '13,4', unit: 'g/dL', range: '12,0 - 15,0' },
      { id: 'wbc', name: 'Leucócitos', value: '5,2', unit: 'x10^9/L', range: '4,0 - 10,0' },
      { id: 'platelets', name: 'Plaquetas', value: '455', unit: 'x10^9/L', range: '150 - 410', abnormal: true, bold: true },
      { section: 'Bioquímica' },
      { id: 'glucose', name: 'Glicose', value: '89', unit: 'mg/dL', range: '70 - 110' },
      { id: 'creatinine', name: 'Creatinina', value: '0,69', unit: 'mg/dL', range: '0,51 - 0,95' },
      { id: 'cholesterol_total', name: 'Colesterol total', value: '221', unit: 'mg/dL', range: '< 190', bold: true },
      { id: 'hdl_cholesterol', name: 'Colesterol HDL', value: '67', unit: 'mg/dL', range: '> 45' },
      { id: 'ldl_cholesterol', name: 'Colesterol LDL', value: '137', unit: 'mg/dL', range: '< 115', bold: true },
      { id: 'triglycerides', name: 'Triglicéridos', value: '86', unit: 'mg/dL', range: '< 150' },
      { id: 'ldl_hdl_ratio', name: 'Índice LDL/HDL', value: '2,0', unit: '', range: '< 3,0' },
      { id: 'calcium', name: 'Cálcio', value: '9,6', unit: 'mg/dL', range: '8,6 - 10,2' },
      { id: 'vitamin_d_25oh', name: '25-Hidroxivitamina D', value: '17', unit: 'ng/mL', range: '30 - 100', bold: true },
      { section: 'Imunologia' },
      { id: 'hbsag', name: 'Antigénio HBs', value: 'Negativo', unit: '', range: 'Negativo', rangeN: 'Negativo', abnormal: false },
      { id: 'anti_hbs', name: 'Anticorpo anti-HBs', value: '124', unit: 'mUI/mL', range: '> 10', },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Director Técnico: Dr. M. Sousa — Resultados fora dos valores de referência a negrito — ${n}/${total}`, size: 7 });
    },
  });
}

export const docs = [uk01, uk02, fr01, fr02, be01, nl01, es01, it01, pt01];
