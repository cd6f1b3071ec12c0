/** Part G reports, third batch: a US hospital EHR export (G2), the Philippines (G5), Chile (G3).
 * Every person, lab, address, phone and identifier is invented. */
import { R, type Doc } from './model';
import { renderDual, renderEHR, renderLIS } from './render';

// ------------------------------------------------------------------ g-us-03 (hospital EHR export)
const us03: Doc = {
  id: 'g-us-03',
  country: 'US',
  language: 'en-US',
  producer: 'chromium-html',
  split: 'tune',
  classes: ['G2', 'G8', 'G9'],
  layout: ['ehr-component-value-range-flag', 'unit-in-value', 'collected-resulted-lines', 'result-comments', 'wrapped-names', 'urinalysis', 'multi-page', 'header-repeated', 'page-x-of-y'],
  meta: {
    lab_date: '2026-11-22',
    results_date: '2026-11-22',
    lab_name: 'Cedar Hollow Medical Center',
    lab_city: 'Asheville',
    patient_name: 'Whitfield, Raymond T',
    dob: '1947-12-03',
    patient_sex: 'male',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: ' - ', lt: '<', le: '<=', gt: '>', ge: '>=' },
  flags: 'HL',
  seed: 51,
  sections: [
    {
      title: 'BASIC METABOLIC PANEL',
      rows: [
        R('sodium', 'Sodium', '129', 'mmol/L', '136-145'),
        R('potassium', 'Potassium', '5.8', 'mmol/L', '3.5-5.1', { note: 'Specimen not hemolyzed. Critical value called to and read back by RN J. Pruitt 11/22/2026 06:41.' }),
        R('chloride', 'Chloride', '96', 'mmol/L', '98-107'),
        R('bicarbonate', 'CO2', '19', 'mmol/L', '21-32'),
        R('anion_gap', 'Anion Gap', '14', 'mmol/L', '5-15'),
        R('bun', 'BUN', '48', 'mg/dL', '8-23'),
        R('creatinine', 'Creatinine', '2.31', 'mg/dL', '0.70-1.30'),
        R('egfr', 'eGFR Creatinine-based Formula (CKD-EPI 2021)', '28', 'mL/min/1.73m2', '>=60', { note: 'Stage G4 (15-29): severely decreased.' }),
        R('glucose', 'Glucose', '162', 'mg/dL', '70-99'),
        R('calcium', 'Calcium', '8.9', 'mg/dL', '8.6-10.3'),
      ],
    },
    {
      title: 'MAGNESIUM / CARDIAC',
      rows: [
        R('magnesium', 'Magnesium', '2.6', 'mg/dL', '1.6-2.4'),
        R('troponin_i_hs', 'Troponin I, High Sensitivity', '38', 'ng/L', '<=19', { note: 'Repeat at 2 hours recommended (delta >= 5 ng/L is significant).' }),
        R('nt_probnp', 'NT-proBNP', '4120', 'pg/mL', '<=450', { thou: true }),
        R('lactate', 'Lactic Acid, Plasma', '1.4', 'mmol/L', '0.5-2.0'),
      ],
    },
    {
      title: 'CBC WITHOUT DIFFERENTIAL',
      rows: [
        R('wbc', 'WBC', '9.6', 'K/uL', '4.0-10.5'),
        R('hemoglobin', 'Hemoglobin', '11.2', 'g/dL', '13.0-17.0'),
        R('hematocrit', 'Hematocrit', '34.6', '%', '39.0-50.0'),
        R('platelets', 'Platelet Count', '188', 'K/uL', '150-400'),
        R('mpv', 'Mean Platelet Volume', '10.1', 'fL', '7.4-10.4'),
      ],
    },
    {
      title: 'URINALYSIS WITH MICROSCOPIC',
      breakBefore: true,
      rows: [
        R('urine_color', 'Color, Urine', 'Yellow', null, '=Yellow'),
        R('urine_appearance', 'Appearance, Urine', 'Cloudy', null, '=Clear', { abn: true, flagOverride: 'A' }),
        R('urine_specific_gravity', 'Specific Gravity, Urine', '1.012', null, '1.005-1.030'),
        R('urine_protein', 'Protein, Urine', '2+', null, '=Negative', { abn: true, flagOverride: 'A' }),
        R('urine_glucose', 'Glucose, Urine', 'Negative', null, '=Negative'),
        R('urine_ketones', 'Ketones, Urine', 'Negative', null, '=Negative'),
        R('urine_blood', 'Blood, Urine', 'Small', null, '=Negative', { abn: true, flagOverride: 'A' }),
        R('urine_nitrite', 'Nitrite, Urine', 'Negative', null, '=Negative'),
        R('urine_rbc', 'RBC, Urine', '6-10', '/HPF', '=0-2', { abn: true, flagOverride: 'H' }),
        R('urine_wbc', 'WBC, Urine', '0-2', '/HPF', '=0-5'),
        R('urine_bacteria', 'Bacteria, Urine', 'None Seen', null, '=None Seen'),
        R('urine_casts', 'Hyaline Casts, Urine', '3-5', '/LPF', '=0-2', { abn: true, flagOverride: 'H' }),
      ],
    },
  ],
  notResults: ['MRN 004418829', 'Stage G4 (15-29): severely decreased.', 'delta >= 5 ng/L is significant', 'Critical value called to and read back by RN J. Pruitt 11/22/2026 06:41'],
  chromeFooter:
    '<div style="font-size:7px;width:100%;padding:0 14mm;font-family:DejaVu Sans;display:flex;justify-content:space-between"><span>Whitfield, Raymond T · MRN 004418829 · Printed by: KLAMB 11/22/2026 09:15</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>',
  render: renderEHR({
    font: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
    unitsInValue: true,
    L: { comp: 'Component', val: 'Value', range: 'Standard Range', flag: 'Flag', collected: 'Collected:', resulted: 'Resulted:', comment: 'Comment' },
    header: `<table style="width:100%;font-size:8.3pt;border-bottom:2px solid #1f3f6e"><tr><td><b style="font-size:11.5pt">Whitfield, Raymond T</b> &nbsp; MRN: 004418829<br>DOB: 12/3/1947 (78 y.o. M) &nbsp; Phone: 828-555-0163<br>Encounter: 11/22/2026 ED to Hosp-Admission (Current) · Acct 60051277</td><td style="text-align:right;vertical-align:top"><b>Cedar Hollow Medical Center</b><br>Lab Results — All Results<br>509 Biltmore Ave, Asheville, NC 28801</td></tr></table>`,
    orders: [
      { title: 'Basic Metabolic Panel [448120913] (Abnormal)', collected: '11/22/2026 05:02', resulted: '11/22/2026 06:38', sections: [0] },
      { title: 'Magnesium; Troponin I HS; NT-proBNP; Lactic Acid [448120914] (Abnormal)', collected: '11/22/2026 05:02', resulted: '11/22/2026 06:55', sections: [1] },
      { title: 'CBC without Differential [448120915] (Abnormal)', collected: '11/22/2026 05:02', resulted: '11/22/2026 05:31', sections: [2] },
      { title: 'Urinalysis with Microscopic [448120916] (Abnormal)', collected: '11/22/2026 05:40', resulted: '11/22/2026 06:20', sections: [3] },
    ],
    footer: `<div style="margin-top:12px;font-size:7.4pt;color:#444">Performed at: CHMC Core Laboratory, 509 Biltmore Ave, Asheville, NC 28801. Lab Director: Dana Okafor-Reyes, MD, PhD. CLIA 34D0661482.</div>`,
  }),
};

// ------------------------------------------------------------------ g-ph-01 (SI and conventional side by side)
const ph01: Doc = {
  id: 'g-ph-01',
  country: 'PH',
  language: 'en-PH',
  producer: 'chromium-html',
  split: 'tune',
  classes: ['G5'],
  layout: ['two-unit-systems', 'si-first', 'flag-column', 'units-in-range'],
  meta: {
    lab_date: '2026-11-10',
    results_date: '2026-11-10',
    lab_name: 'Bayanihan Medical Laboratory',
    lab_city: 'Iloilo City',
    patient_name: 'DELA CRUZ, MARIA LOURDES S.',
    dob: '1978-09-14',
    patient_sex: 'female',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: ' - ', lt: '< ', le: '<= ', gt: '> ', ge: '>= ' },
  flags: 'HL',
  seed: 52,
  sections: [
    {
      title: 'CLINICAL CHEMISTRY',
      rows: [
        R('glucose', 'FBS', '7.2', 'mmol/L', '3.9-6.1', { conv: { v: '129.7', unit: 'mg/dL', range: '70-110' } }),
        R('bun', 'BUN', '5.1', 'mmol/L', '2.5-6.4', { conv: { v: '14.3', unit: 'mg/dL', range: '7-18' } }),
        R('creatinine', 'Creatinine', '88', 'umol/L', '53-97', { conv: { v: '1.0', unit: 'mg/dL', range: '0.6-1.1' } }),
        R('uric_acid', 'BUA', '452', 'umol/L', '142-339', { conv: { v: '7.6', unit: 'mg/dL', range: '2.4-5.7' } }),
        R('cholesterol_total', 'Cholesterol', '6.8', 'mmol/L', '<5.2', { conv: { v: '263', unit: 'mg/dL', range: '< 200' } }),
        R('triglycerides', 'Triglycerides', '2.4', 'mmol/L', '<1.7', { conv: { v: '212', unit: 'mg/dL', range: '< 150' } }),
        R('hdl_cholesterol', 'HDL', '1.1', 'mmol/L', '>1.0', { conv: { v: '42', unit: 'mg/dL', range: '> 40' } }),
        R('ldl_cholesterol', 'LDL', '4.6', 'mmol/L', '<3.4', { conv: { v: '178', unit: 'mg/dL', range: '< 130' } }),
        R('vldl_cholesterol', 'VLDL', '0.48', 'mmol/L', '0.10-0.77', { conv: { v: '18.6', unit: 'mg/dL', range: '4-30' } }),
        R('alt', 'SGPT (ALT)', '54', 'U/L', '<33', { conv: { v: '54', unit: 'U/L', range: '< 33' } }),
        R('ast', 'SGOT (AST)', '31', 'U/L', '<32', { conv: { v: '31', unit: 'U/L', range: '< 32' } }),
        R('hba1c', 'HbA1c', '7.0', '%', '4.0-6.0', { note: 'ADA: 5.7-6.4 % increased risk; >= 6.5 % consistent with diabetes.' }),
        R('sodium', 'Sodium', '140', 'mmol/L', '135-145'),
        R('potassium', 'Potassium', '3.9', 'mmol/L', '3.5-5.1'),
      ],
    },
    {
      title: 'HEMATOLOGY',
      rows: [
        R('hemoglobin', 'Hemoglobin', '118', 'g/L', '120-160', { conv: { v: '11.8', unit: 'g/dL', range: '12.0-16.0' } }),
        R('hematocrit', 'Hematocrit', '0.36', 'L/L', '0.37-0.47', { conv: { v: '36', unit: '%', range: '37-47' } }),
        R('wbc', 'WBC', '8.9', 'x10^9/L', '5.0-10.0', { conv: { v: '8,900', unit: '/cu.mm', range: '5,000-10,000' } }),
        R('platelets', 'Platelet', '250', 'x10^9/L', '150-400', { conv: { v: '250,000', unit: '/cu.mm', range: '150,000-400,000' } }),
      ],
    },
  ],
  notResults: ['ADA: 5.7-6.4 % increased risk; >= 6.5 % consistent with diabetes.', 'PRC Lic. No. 0051187', 'DOH License No. 06-0418-26'],
  render: renderDual({
    font: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
    L: { test: 'EXAMINATION', si: 'RESULT (SI)', siRef: 'REFERENCE VALUE (SI)', conv: 'CONVENTIONAL', convRef: 'REFERENCE (CONV.)', flag: '' },
    header: `<div style="text-align:center;border-bottom:2px solid #145a32;padding-bottom:4px"><b style="font-size:14pt;color:#145a32;letter-spacing:.05em">BAYANIHAN MEDICAL LABORATORY</b><br><span style="font-size:7.8pt">Gen. Luna St., Iloilo City 5000 · Tel. (033) 555-0418 · DOH License No. 06-0418-26</span></div>
<div style="text-align:center;font-weight:bold;margin:4px 0;font-size:10pt">CLINICAL CHEMISTRY &amp; HEMATOLOGY REPORT</div>
<table style="width:100%;font-size:8.4pt;margin-bottom:5px"><tr><td>Name: <b>DELA CRUZ, MARIA LOURDES S.</b></td><td>Age/Sex: 48 / F</td><td>Date: 11/10/2026</td></tr><tr><td>Birthdate: 09/14/1978 · Contact: 0917 555 2041</td><td>Requested by: Dr. R. Villanueva</td><td>Case No.: 26-11-0887</td></tr></table>`,
    footer: `<div style="display:flex;justify-content:space-between;margin-top:16px;font-size:8pt;text-align:center"><div>____________________<br>MA. CRISTINA P. ABELLA, RMT<br>Medical Technologist · PRC Lic. No. 0051187</div><div>____________________<br>EDUARDO L. SANTIAGO, MD, FPSP<br>Pathologist · PRC Lic. No. 0074410</div></div>`,
  }),
};

// ------------------------------------------------------------------ g-cl-01 (LIS printout, LibreOffice)
const cl01: Doc = {
  id: 'g-cl-01',
  country: 'CL',
  language: 'es-CL',
  producer: 'libreoffice',
  split: 'holdout',
  classes: ['G3', 'G8'],
  layout: ['lis-monospace', 'space-columns', 'units-column', 'flag-arrow-suffix', 'decimal-comma', 'thousands-dot', 'range-hasta', 'qualitative-rows'],
  meta: {
    lab_date: '2026-11-12',
    results_date: '2026-11-13',
    lab_name: 'LABORATORIO CLINICO ANDES-SUR',
    lab_city: 'Valdivia',
    patient_name: 'SOTO MUNOZ, CAROLINA ANDREA',
    dob: '1995-04-22',
    patient_sex: 'female',
  },
  dec: ',',
  thouSep: '.',
  rs: { sep: ' - ', lt: 'hasta ', le: '<= ', gt: 'mayor a ', ge: '>= ' },
  flags: 'arrow',
  seed: 53,
  sections: [
    {
      title: 'HEMOGRAMA',
      rows: [
        R('hematocrit', 'Hematocrito', '33.1', '%', '36.0-46.0'),
        R('hemoglobin', 'Hemoglobina', '10.8', 'g/dL', '12.0-15.5'),
        R('rbc', 'Recuento de eritrocitos', '4.02', 'x10^6/uL', '4.00-5.20'),
        R('mcv', 'VCM', '82.3', 'fL', '80.0-96.0'),
        R('wbc', 'Recuento de leucocitos', '5400', '/mm3', '4500-11000', { thou: true }),
        R('platelets', 'Recuento de plaquetas', '312000', '/mm3', '150000-400000', { thou: true }),
        R('esr', 'VHS', '28', 'mm/hr', '0-20'),
      ],
    },
    {
      title: 'BIOQUIMICA',
      rows: [
        R('glucose', 'Glucosa', '84', 'mg/dL', '70-100'),
        R('creatinine', 'Creatinina', '0.62', 'mg/dL', '0.50-0.90'),
        R('ast', 'GOT/AST', '18', 'U/L', '<32'),
        R('alt', 'GPT/ALT', '15', 'U/L', '<33'),
        R('tsh', 'TSH', '3.48', 'uUI/mL', '0.55-4.78'),
        R('free_t4', 'T4 libre', '0.98', 'ng/dL', '0.89-1.76'),
        R('ferritin', 'Ferritina', '4.2', 'ng/mL', '10-291'),
        R('vitamin_b12', 'Vitamina B12', '412', 'pg/mL', '211-911'),
      ],
    },
    {
      title: 'SEROLOGIA',
      rows: [
        R('rpr', 'RPR', 'No reactivo', null, '=No reactivo'),
        R('hiv_ag_ab', 'VIH (Ag/Ac, 4ta generacion)', 'No reactivo', null, '=No reactivo'),
        R('hbsag', 'Ag superficie Hepatitis B (HBsAg)', 'No reactivo', null, '=No reactivo'),
        R('blood_group_abo', 'Grupo sanguineo', 'A', null, null),
        R('rh_factor', 'Factor Rh', 'Positivo', null, null),
      ],
    },
  ],
  notResults: ['RUT 18.552.417-K', 'Folio 2611120344'],
  render: renderLIS({
    font: "'DejaVu Sans Mono', monospace",
    size: '7.8pt',
    leader: false,
    unitGlued: false,
    nameW: 36,
    valueW: 12,
    rangeW: 16,
    lineWidth: 80,
    colHead: '  EXAMEN                              RESULTADO    UNIDAD     VALOR DE REFERENCIA',
    header: [
      'LABORATORIO CLINICO ANDES-SUR                                       Pag. 1 de 1',
      'Av. Ramon Picarte 1240, Valdivia - Fono (63) 255 5012 - SEREMI Res. 4418/2019',
      '================================================================================',
      'Paciente : SOTO MUNOZ, CAROLINA ANDREA          RUT : 18.552.417-K',
      'F. Nac.  : 22/04/1995 (31 anos)                 Sexo: Femenino',
      'Medico   : Dra. Paula Henriquez V.              Procedencia: CESFAM Las Animas',
      'Folio    : 2611120344   Toma muestra: 12/11/2026 08:02   Emision: 13/11/2026',
      '================================================================================',
    ],
    footer: [
      '--------------------------------------------------------------------------------',
      '↑ / ↓ : resultado sobre / bajo el valor de referencia.',
      'Validado por: TM Jorge Alarcon Pinto                       Fin del informe',
    ],
  }),
};

export const docs3: Doc[] = [us03, ph01, cl01];
