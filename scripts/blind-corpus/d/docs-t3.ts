/**
 * Part D reports drawn by part B's Type 3 writer (`../b/render-type3.ts`: every font Type 3 with a
 * ToUnicode map): Bangladesh, Peru, Lithuania, Iceland, Tunisia. Part B's report model (`../b/model.ts`):
 * `range` is the normalised truth, `rangeRaw` the text on the page.
 */
import { note, type Report, r, sec } from '../b/model';

const base = { producer: 'type3' as const, notResults: [] as string[] };

/** Bangladesh: lakhs/cumm and /cumm counts, thousands separators, H/L column. */
export const bd01: Report = {
  ...base,
  id: 'd-bd-01', language: 'en-BD', country: 'BD', split: 'tune', classes: [],
  layout: ['table', 'lakhs-cumm', 'thousands-separator', 'flag-column', 'department-line'],
  institution: ['PADMA DIAGNOSTIC CENTRE LTD.', 'Department of Haematology & Biochemistry', 'House 41, Road 7, Dhanmondi, Dhaka-1205 · Hotline 09610-555 214'],
  title: 'LABORATORY REPORT',
  header: [
    'Patient : Md. Rafiqul Islam | ID No : PDC-26-1107-0391',
    'Age : 58 Years   Sex : Male | Sample Collected : 07/11/2026 09:20',
    'Ref. by : Prof. Dr. S. Haque | Report Date : 07/11/2026 16:05',
  ],
  columns: [
    { key: 'name', label: 'Test Name' }, { key: 'value', label: 'Result' }, { key: 'flag', label: '' },
    { key: 'unit', label: 'Unit' }, { key: 'range', label: 'Reference Value' },
  ],
  flagStyle: 'letter',
  items: [
    sec('COMPLETE BLOOD COUNT'),
    r('hemoglobin', 'Haemoglobin', '12.1', 'g/dl', '13-18', 'L', { rangeRaw: '13 - 18' }),
    r('esr', 'ESR (Westergren)', '38', 'mm in 1st hr', '0-10', 'H', { rangeRaw: '0 - 10' }),
    r('wbc', 'Total Count of WBC', '9600', '/cumm', '4000-11000', null, { thousands: true, rangeRaw: '4,000 - 11,000' }),
    r('neutrophils_pct', 'Neutrophils', '64', '%', '40-75', null, { rangeRaw: '40 - 75' }),
    r('lymphocytes_pct', 'Lymphocytes', '28', '%', '20-40', null, { rangeRaw: '20 - 40' }),
    r('eosinophils_pct', 'Eosinophils', '6', '%', '1-6', null, { rangeRaw: '01 - 06' }),
    r('platelets', 'Platelet Count', '1.65', 'lakhs/cumm', '1.5-4.5', null, { rangeRaw: '1.5 - 4.5' }),
    r('rbc', 'Total RBC', '4.38', 'million/cumm', '4.5-6.0', 'L', { rangeRaw: '4.5 - 6.0' }),
    sec('BIOCHEMISTRY'),
    r('glucose', 'Fasting Blood Sugar', '8.9', 'mmol/L', '3.9-6.1', 'H', { rangeRaw: '3.9 - 6.1' }),
    r('glucose_ogtt_2h', 'Blood Sugar 2 Hrs after 75gm Glucose', '14.2', 'mmol/L', '<7.8', 'H', { rangeRaw: '< 7.8' }),
    r('hba1c', 'HbA1c', '8.6', '%', '4.0-6.0', 'H', { rangeRaw: '4.0 - 6.0' }),
    r('creatinine', 'S. Creatinine', '1.4', 'mg/dl', '0.7-1.4', null, { rangeRaw: '0.7 - 1.4' }),
    r('alt', 'SGPT', '36', 'U/L', '<45', null, { rangeRaw: 'Up to 45' }),
    r('cholesterol_total', 'Total Cholesterol', '226', 'mg/dl', '<200', 'H', { rangeRaw: '< 200' }),
    r('triglycerides', 'Triglyceride', '288', 'mg/dl', '<150', 'H', { rangeRaw: '< 150' }),
  ],
  footer: ['Checked by: Md. Abul Kalam (Sr. Technologist)      Dr. Nasrin Akter, MBBS, M.Phil (Biochemistry)'],
  closing: ['N.B. Please correlate clinically. This report is not valid for medico-legal purpose.'],
  metadata: {
    lab_date: '2026-11-07', results_date: '2026-11-07', lab_name: 'Padma Diagnostic Centre Ltd.', lab_city: 'Dhaka', lab_country: null,
    patient_name: 'Md. Rafiqul Islam', patient_age: '58', patient_sex: 'male',
  },
};

/** Peru: Spanish, "*" flags, ranges "a - b", urine section (Examen completo de orina). */
export const pe01: Report = {
  ...base,
  id: 'd-pe-01', language: 'es-PE', country: 'PE', split: 'holdout', classes: [],
  layout: ['table', 'flag-star-column', 'urine-section', 'qualitative-rows'],
  institution: ['CLÍNICA SANTA ROSA DE LIMA', 'Laboratorio Clínico y Anatomía Patológica', 'Av. Arequipa 2780, Lince, Lima · Central 01 555 7700'],
  title: 'INFORME DE RESULTADOS',
  header: [
    'Paciente: QUISPE MAMANI, ROSA ELENA | H.C.: 00884129',
    'Edad: 44 años   Sexo: F | Fecha de muestra: 18/11/2026',
    'Médico: Dr. Luis Chávez Paredes | Fecha de resultado: 18/11/2026',
  ],
  columns: [
    { key: 'name', label: 'Análisis' }, { key: 'value', label: 'Resultado' }, { key: 'flag', label: '' },
    { key: 'unit', label: 'Unidades' }, { key: 'range', label: 'Rango de referencia' },
  ],
  flagStyle: 'star',
  items: [
    sec('BIOQUÍMICA'),
    r('glucose', 'Glucosa basal', '96', 'mg/dL', '70-110', null, { rangeRaw: '70 - 110' }),
    r('urea', 'Urea', '31', 'mg/dL', '15-45', null, { rangeRaw: '15 - 45' }),
    r('creatinine', 'Creatinina', '0.71', 'mg/dL', '0.50-0.90', null, { rangeRaw: '0.50 - 0.90' }),
    r('tsh', 'TSH', '7.92', 'uUI/mL', '0.27-4.20', 'H', { rangeRaw: '0.27 - 4.20' }),
    r('free_t4', 'T4 libre', '0.84', 'ng/dL', '0.93-1.70', 'L', { rangeRaw: '0.93 - 1.70' }),
    r('anti_tpo', 'Anticuerpos anti-TPO', '212', 'UI/mL', '<34', 'H', { rangeRaw: '< 34' }),
    sec('EXAMEN COMPLETO DE ORINA'),
    r('urine_color', 'Color', 'Amarillo', '', 'Amarillo', null, { rangeRaw: 'Amarillo' }),
    r('urine_appearance', 'Aspecto', 'Turbio', '', 'Transparente', 'A', { rangeRaw: 'Transparente' }),
    r('urine_specific_gravity', 'Densidad', '1.020', '', '1.005-1.030', null, { rangeRaw: '1.005 - 1.030' }),
    r('urine_ph', 'pH', '6.5', '', '5.0-8.0', null, { rangeRaw: '5.0 - 8.0' }),
    r('urine_glucose', 'Glucosa', 'Negativo', '', 'Negativo', null, { rangeRaw: 'Negativo' }),
    r('urine_protein', 'Proteínas', 'Negativo', '', 'Negativo', null, { rangeRaw: 'Negativo' }),
    r('urine_nitrite', 'Nitritos', 'Positivo', '', 'Negativo', 'A', { rangeRaw: 'Negativo' }),
    r('urine_wbc', 'Leucocitos', '25-30', 'x campo', '0-5', 'H', { rangeRaw: '0 - 5' }),
    r('urine_rbc', 'Hematíes', '2-4', 'x campo', '0-3', null, { rangeRaw: '0 - 3' }),
    r('urine_bacteria', 'Gérmenes', 'Abundantes', '', 'Escasos', 'A', { rangeRaw: 'Escasos' }),
  ],
  footer: ['Tecnólogo Médico: Lic. Carmen Huamán R. — C.T.M.P. 8812      Patólogo Clínico: Dr. J. Rojas — C.M.P. 40122 R.N.E. 19981'],
  closing: ['(*) Resultado fuera del rango de referencia.'],
  metadata: {
    lab_date: '2026-11-18', results_date: '2026-11-18', lab_name: 'Clínica Santa Rosa de Lima', lab_city: 'Lima', lab_country: null,
    patient_name: 'QUISPE MAMANI, ROSA ELENA', patient_age: '44', patient_sex: 'female',
  },
};

/** Lithuania: decimal comma, arrows in a flag column, one previous-result column. */
export const lt01: Report = {
  ...base,
  id: 'd-lt-01', language: 'lt-LT', country: 'LT', split: 'tune', classes: [], decimalComma: true,
  layout: ['table', 'flag-arrow-column', 'previous-column', 'decimal-comma'],
  institution: ['NERIES DIAGNOSTIKOS LABORATORIJA', 'Klinikinės chemijos ir hematologijos skyrius', 'Savanorių pr. 312, LT-50120 Kaunas · tel. (8 37) 555 412'],
  title: 'TYRIMŲ REZULTATAI',
  header: [
    'Pacientas: Jonas Petrauskas | Gimimo data: 1979-09-02',
    'Lytis: Vyras | Mėginio paėmimas: 2026-11-06 08:30',
    'Siuntęs gydytojas: R. Kazlauskienė | Atsakymas: 2026-11-06 14:12',
  ],
  columns: [
    { key: 'name', label: 'Tyrimas' }, { key: 'value', label: 'Rezultatas' }, { key: 'flag', label: '' },
    { key: 'unit', label: 'Vienetai' }, { key: 'range', label: 'Norma' }, { key: 'previous', label: '2026-05-14' },
  ],
  flagStyle: 'arrow',
  items: [
    sec('Hematologija'),
    r('wbc', 'Leukocitai', '10.8', '×10⁹/l', '4.0-9.8', 'H', { rangeRaw: '4,0 – 9,8', previous: '8,1' }),
    r('rbc', 'Eritrocitai', '5.12', '×10¹²/l', '4.3-5.8', null, { rangeRaw: '4,3 – 5,8', previous: '5,04' }),
    r('hemoglobin', 'Hemoglobinas', '154', 'g/l', '135-175', null, { rangeRaw: '135 – 175', previous: '151' }),
    r('platelets', 'Trombocitai', '214', '×10⁹/l', '140-400', null, { rangeRaw: '140 – 400', previous: '230' }),
    r('esr', 'ENG', '24', 'mm/h', '0-15', 'H', { rangeRaw: '0 – 15', previous: '9' }),
    sec('Biochemija'),
    r('glucose', 'Gliukozė', '6.3', 'mmol/l', '4.2-6.1', 'H', { rangeRaw: '4,2 – 6,1', previous: '5,9' }),
    r('creatinine', 'Kreatininas', '84', 'µmol/l', '64-104', null, { rangeRaw: '64 – 104', previous: '80' }),
    r('alt', 'ALT', '38', 'U/l', '<45', null, { rangeRaw: '< 45', previous: '41' }),
    r('ast', 'AST', '27', 'U/l', '<35', null, { rangeRaw: '< 35', previous: '25' }),
    r('crp', 'CRB', '18.4', 'mg/l', '<5', 'H', { rangeRaw: '< 5', previous: '2,1' }),
    r('cholesterol_total', 'Cholesterolis', '6.1', 'mmol/l', '<5.2', 'H', { rangeRaw: '< 5,2', previous: '6,4' }),
    r('ldl_cholesterol', 'MTL cholesterolis', '4.2', 'mmol/l', '<3.0', 'H', { rangeRaw: '< 3,0', previous: '4,4' }),
    r('hdl_cholesterol', 'DTL cholesterolis', '1.12', 'mmol/l', '>1.0', null, { rangeRaw: '> 1,0', previous: '1,08' }),
    r('tsh', 'TTH', '2.7', 'mU/l', '0.4-4.0', null, { rangeRaw: '0,4 – 4,0', previous: '' }),
  ],
  footer: ['Laboratorijos medicinos gydytoja: dr. Eglė Vaitkutė · Akreditavimo pažymėjimas Nr. LA.01.188 · Psl. 1 iš 1'],
  notResults: ['8,1', '5,04', '151', '230', '9', '5,9', '80', '41', '25', '2,1', '6,4', '4,4', '1,08'],
  metadata: {
    lab_date: '2026-11-06', results_date: '2026-11-06', lab_name: 'Neries diagnostikos laboratorija', lab_city: 'Kaunas', lab_country: null,
    patient_name: 'Jonas Petrauskas', patient_age: '47', patient_sex: 'male',
  },
};

/** Iceland: decimal comma, H/L column, Icelandic names, ranges with en dash. */
export const is01: Report = {
  ...base,
  id: 'd-is-01', language: 'is-IS', country: 'IS', split: 'holdout', classes: [], decimalComma: true,
  layout: ['table', 'flag-column', 'decimal-comma', 'en-dash-range'],
  institution: ['RANNSÓKNASTOFAN HEIÐMÖRK', 'Klínísk lífefnafræði og blóðmeinafræði', 'Suðurlandsbraut 64, 108 Reykjavík · sími 555 4120'],
  title: 'NIÐURSTÖÐUR RANNSÓKNA',
  header: [
    'Nafn: Guðrún Sigurðardóttir | Kennitala: 120881-****',
    'Aldur: 45 ára   Kyn: Kona | Sýni tekið: 20.11.2026 kl. 08:40',
    'Læknir: Ólafur Einarsson | Svar: 20.11.2026',
  ],
  columns: [
    { key: 'name', label: 'Rannsókn' }, { key: 'value', label: 'Niðurstaða' }, { key: 'flag', label: '' },
    { key: 'unit', label: 'Eining' }, { key: 'range', label: 'Viðmiðunarmörk' },
  ],
  flagStyle: 'letter',
  items: [
    sec('Blóðhagur'),
    r('hemoglobin', 'Hemóglóbín', '118', 'g/L', '118-152', null, { rangeRaw: '118 – 152' }),
    r('wbc', 'Hvít blóðkorn', '3.2', '×10⁹/L', '4.0-10.5', 'L', { rangeRaw: '4,0 – 10,5' }),
    r('platelets', 'Blóðflögur', '168', '×10⁹/L', '165-387', null, { rangeRaw: '165 – 387' }),
    r('mcv', 'MCV', '101', 'fL', '82-98', 'H', { rangeRaw: '82 – 98' }),
    sec('Lífefnafræði'),
    r('sodium', 'Natríum', '138', 'mmól/L', '137-145', null, { rangeRaw: '137 – 145' }),
    r('potassium', 'Kalíum', '3.9', 'mmól/L', '3.5-4.8', null, { rangeRaw: '3,5 – 4,8' }),
    r('creatinine', 'Kreatínín', '58', 'µmól/L', '50-90', null, { rangeRaw: '50 – 90' }),
    r('vitamin_b12', 'B12-vítamín', '128', 'pmól/L', '145-570', 'L', { rangeRaw: '145 – 570' }),
    r('folate', 'Fólat', '6.1', 'nmól/L', '>7.0', 'L', { rangeRaw: '> 7,0' }),
    r('ferritin', 'Ferritín', '84', 'µg/L', '15-150', null, { rangeRaw: '15 – 150' }),
    r('tsh', 'TSH', '1.9', 'mU/L', '0.3-4.2', null, { rangeRaw: '0,3 – 4,2' }),
    r('hba1c', 'HbA1c', '37', 'mmól/mól', '20-42', null, { rangeRaw: '20 – 42' }),
  ],
  footer: ['Ábyrgðarmaður: Dr. Helga Þórsdóttir, sérfræðingur í klínískri lífefnafræði · Bls. 1 af 1'],
  metadata: {
    lab_date: '2026-11-20', results_date: '2026-11-20', lab_name: 'Rannsóknastofan Heiðmörk', lab_city: 'Reykjavík', lab_country: null,
    patient_name: 'Guðrún Sigurðardóttir', patient_age: '45', patient_sex: 'female',
  },
};

/** Tunisia: French, decimal comma, values in two units (the second one in brackets is not a result). */
export const tn01: Report = {
  ...base,
  id: 'd-tn-01', language: 'fr-TN', country: 'TN', split: 'holdout', classes: [], decimalComma: true,
  layout: ['table', 'flag-column', 'decimal-comma', 'second-unit-comment', 'interpretive-rows'],
  institution: ['LABORATOIRE D\'ANALYSES MÉDICALES EL MENZAH', 'Dr. Leïla Ben Salah — Biologiste', '23, avenue Habib Bourguiba, El Menzah 6, 2091 Ariana · Tél. 71 555 230'],
  title: 'COMPTE RENDU D\'ANALYSES',
  header: [
    'Patient : M. TRABELSI Mohamed Ali | Dossier N° : 26/11/0487',
    'Âge : 61 ans | Prélevé le : 16/11/2026',
    'Médecin traitant : Dr. K. Gharbi | Edité le : 16/11/2026',
  ],
  columns: [
    { key: 'name', label: 'Analyse' }, { key: 'value', label: 'Résultat' }, { key: 'flag', label: '' },
    { key: 'unit', label: 'Unité' }, { key: 'range', label: 'Valeurs normales' },
  ],
  flagStyle: 'letter',
  items: [
    sec('BIOCHIMIE'),
    r('glucose', 'Glycémie à jeun', '1.42', 'g/l', '0.70-1.10', 'H', { rangeRaw: '0,70 - 1,10' }),
    note('(7,88 mmol/l)'),
    r('hba1c', 'Hémoglobine glyquée', '7.8', '%', '4.0-6.0', 'H', { rangeRaw: '4,0 - 6,0' }),
    r('urea', 'Urée', '0.48', 'g/l', '0.15-0.45', 'H', { rangeRaw: '0,15 - 0,45' }),
    r('creatinine', 'Créatinine', '13.8', 'mg/l', '7-13', 'H', { rangeRaw: '7 - 13' }),
    note('(122 µmol/l)'),
    r('uric_acid', 'Acide urique', '68', 'mg/l', '35-72', null, { rangeRaw: '35 - 72' }),
    r('cholesterol_total', 'Cholestérol total', '2.21', 'g/l', '<2.00', 'H', { rangeRaw: '< 2,00' }),
    r('hdl_cholesterol', 'HDL-cholestérol', '0.38', 'g/l', '>0.40', 'L', { rangeRaw: '> 0,40' }),
    r('ldl_cholesterol', 'LDL-cholestérol', '1.49', 'g/l', '<1.30', 'H', { rangeRaw: '< 1,30' }),
    r('triglycerides', 'Triglycérides', '1.71', 'g/l', '<1.50', 'H', { rangeRaw: '< 1,50' }),
    r('ast', 'Transaminases ASAT', '22', 'UI/l', '<40', null, { rangeRaw: '< 40' }),
    r('alt', 'Transaminases ALAT', '31', 'UI/l', '<41', null, { rangeRaw: '< 41' }),
    r('psa_total', 'PSA total', '5.2', 'ng/ml', '<4.0', 'H', { rangeRaw: '< 4,0' }),
    r('psa_free', 'PSA libre', '0.71', 'ng/ml', '', null, { rangeRaw: '' }),
    r('psa_free_ratio', 'Rapport PSA libre / total', '13.7', '%', '>25', 'L', { rangeRaw: '> 25' }),
  ],
  footer: ['Conventionné CNAM · Accréditation TUNAC LM 08/2019 · Page 1/1'],
  closing: ['Rapport PSA L/T < 10 % : risque élevé ; 10 - 25 % : zone intermédiaire ; > 25 % : risque faible.'],
  notResults: ['(7,88 mmol/l)', '(122 µmol/l)', 'Rapport PSA L/T < 10 % : risque élevé ; 10 - 25 % : zone intermédiaire ; > 25 % : risque faible.'],
  metadata: {
    lab_date: '2026-11-16', results_date: '2026-11-16', lab_name: "Laboratoire d'Analyses Médicales El Menzah", lab_city: 'Ariana', lab_country: null,
    patient_name: 'TRABELSI Mohamed Ali', patient_age: '61', patient_sex: 'male',
  },
};
