/**
 * Part F reports drawn by part B's Type 3 writer (`../b/render-type3.ts`: every font Type 3 with a ToUnicode
 * map), on part B's report model (`../b/model.ts`: `value`/`range` are the normalised truth, the renderer
 * localises them; `rangeRaw` / `valuePrinted` are the text on the page). Column order is free, so the range
 * can precede the value and a percentage and an absolute count can share a row (`pair`). Rows whose id is
 * `NR` are printed like results but are not (prothrombin control, ISI, ratio): the generator lists them
 * as not_results. Spain, France, Italy, Brazil, India; invented patients, labs and identifiers.
 */
import { note, r, type Report, type Row, sec } from '../b/model';

/** Id of a row printed like a result that is not one. */
export const NR = 'NR';
const base = { producer: 'type3' as const };
const nr = (name: string, value: string, unit = ''): Row => r(NR, name, value, unit, '', null, { rangeRaw: '' });

/** Spain: haemostasis with "testigo", ratio and ISI rows; differential with units between % and absolute. */
export const es01: Report = {
  ...base,
  id: 'f-es-01', language: 'es-ES', country: 'ES', split: 'tune', classes: ['F4', 'F5'], decimalComma: true,
  layout: ['pt-control', 'differential-pct-abs-row', 'units-between', 'thousands-dot', 'flag-column', 'decimal-comma'],
  institution: ['LABORATORIO CLÍNICO TURIA', 'Hematología y Hemostasia · Bioquímica', 'Av. del Puerto, 214 · 46023 Valencia · Tel. 963 555 118'],
  title: 'INFORME DE RESULTADOS',
  header: [
    'Paciente: MARTÍNEZ SOLER, VICENTE | N.º historia: 0044-71893',
    'Edad: 70 años   Sexo: Varón | Fecha extracción: 12/11/2026',
    'Servicio: Unidad de Anticoagulación | Fecha informe: 12/11/2026',
  ],
  columns: [
    { key: 'name', label: 'Prueba' }, { key: 'value', label: 'Resultado' }, { key: 'flag', label: '' }, { key: 'unit', label: 'Unidades' },
    { key: 'value2', label: 'Absoluto' }, { key: 'unit2', label: '' }, { key: 'range', label: 'Valores ref.' }, { key: 'range2', label: 'Ref. absoluto' },
  ],
  flagStyle: 'letter',
  items: [
    sec('HEMOSTASIA'),
    r('pt_seconds', 'Tiempo de protrombina', '24.8', 's', '9.8-12.6', 'H', { rangeRaw: '9,8 - 12,6' }),
    nr('T. protrombina testigo', '12.2', 's'),
    r('pt_quick_pct', 'Actividad de protrombina', '31', '%', '70-120', 'L', { rangeRaw: '70 - 120' }),
    r('inr', 'INR', '2.35', '', '2.0-3.0', null, { rangeRaw: '2,0 - 3,0' }),
    nr('Ratio', '2.03'),
    nr('ISI', '1.01'),
    r('aptt', 'TTPA', '38.1', 's', '25.0-36.0', 'H', { rangeRaw: '25,0 - 36,0' }),
    nr('TTPA testigo', '30.0', 's'),
    r('fibrinogen', 'Fibrinógeno (Clauss)', '410', 'mg/dL', '200-400', 'H', { rangeRaw: '200 - 400' }),
    note('Paciente en tratamiento con acenocumarol: intervalo terapéutico de INR 2,0 - 3,0.'),
    sec('HEMOGRAMA'),
    r('rbc', 'Hematíes', '4.32', 'x10^6/µL', '4.50-5.90', 'L', { rangeRaw: '4,50 - 5,90' }),
    r('hemoglobin', 'Hemoglobina', '13.2', 'g/dL', '13.5-17.5', 'L', { rangeRaw: '13,5 - 17,5' }),
    r('wbc', 'Leucocitos', '7120', '/µL', '4000-11000', null, { thousands: true, rangeRaw: '4.000 - 11.000' }),
    r('neutrophils_pct', 'Neutrófilos', '62.1', '%', '40.0-75.0', null, {
      rangeRaw: '40,0 - 75,0', pair: r('neutrophils_abs', 'Neutrófilos', '4420', '/µL', '1800-7700', null, { thousands: true, rangeRaw: '1.800 - 7.700' }),
    }),
    r('lymphocytes_pct', 'Linfocitos', '26.4', '%', '20.0-45.0', null, {
      rangeRaw: '20,0 - 45,0', pair: r('lymphocytes_abs', 'Linfocitos', '1880', '/µL', '1000-4800', null, { thousands: true, rangeRaw: '1.000 - 4.800' }),
    }),
    r('monocytes_pct', 'Monocitos', '8.2', '%', '2.0-10.0', null, {
      rangeRaw: '2,0 - 10,0', pair: r('monocytes_abs', 'Monocitos', '584', '/µL', '100-1000', null, { rangeRaw: '100 - 1.000' }),
    }),
    r('eosinophils_pct', 'Eosinófilos', '2.8', '%', '0.0-6.0', null, {
      rangeRaw: '0,0 - 6,0', pair: r('eosinophils_abs', 'Eosinófilos', '199', '/µL', '0-500', null, { rangeRaw: '0 - 500' }),
    }),
    r('basophils_pct', 'Basófilos', '0.5', '%', '0.0-2.0', null, {
      rangeRaw: '0,0 - 2,0', pair: r('basophils_abs', 'Basófilos', '36', '/µL', '0-200', null, { rangeRaw: '0 - 200' }),
    }),
    r('platelets', 'Plaquetas', '198000', '/µL', '150000-450000', null, { thousands: true, rangeRaw: '150.000 - 450.000' }),
  ],
  footer: ['Facultativo responsable: Dr. Joan Ferrer Llopis, especialista en Hematología y Hemoterapia · Página 1 de 1'],
  closing: ['H: valor superior / L: valor inferior al intervalo de referencia.'],
  metadata: {
    lab_date: '2026-11-12', results_date: '2026-11-12', lab_name: 'Laboratorio Clínico Turia', lab_city: 'Valencia', lab_country: null,
    patient_name: 'MARTÍNEZ SOLER, VICENTE', patient_age: '70', patient_sex: 'male',
  },
  notResults: ['Paciente en tratamiento con acenocumarol: intervalo terapéutico de INR 2,0 - 3,0.'],
};

/** France: NFS with % then absolute count (space thousands, reference on the absolute only), then urine strip and cytology. */
export const fr01: Report = {
  ...base,
  id: 'f-fr-01', language: 'fr-FR', country: 'FR', split: 'holdout', classes: ['F5', 'F6'], decimalComma: true,
  layout: ['differential-pct-abs-row', 'thousands-space', 'urine-section', 'flag-glued', 'decimal-comma'],
  institution: ['LABORATOIRE DE BIOLOGIE MÉDICALE LES TILLEULS', 'Site Angers-Doutre · Biologistes : Dr P. Giraud, Dr M. Nguyen', '18 boulevard Descazeaux · 49100 Angers · Tél. 02 41 55 60 72'],
  title: 'COMPTE RENDU D’ANALYSES',
  header: [
    'Patiente : Mme LEFEBVRE Chantal | Dossier : 2611-0457-TL',
    'Née le : 07/01/1963 (63 ans) | Prélevé le : 09/11/2026 à 08:05',
    'Prescripteur : Dr Hervé Masson | Édité le : 09/11/2026',
  ],
  columns: [
    { key: 'name', label: 'Analyse' }, { key: 'value2', label: '' }, { key: 'unit2', label: '' },
    { key: 'value', label: 'Résultat' }, { key: 'unit', label: 'Unités' }, { key: 'range', label: 'Valeurs de référence' },
  ],
  flagStyle: 'star',
  flagGlue: true,
  items: [
    sec('HÉMATOLOGIE — NUMÉRATION FORMULE SANGUINE'),
    r('rbc', 'Hématies', '4.21', 'M/mm³', '3.80-5.20', null, { rangeRaw: '(3,80 - 5,20)' }),
    r('hemoglobin', 'Hémoglobine', '12.4', 'g/dL', '12.0-16.0', null, { rangeRaw: '(12,0 - 16,0)' }),
    r('hematocrit', 'Hématocrite', '37.9', '%', '37.0-47.0', null, { rangeRaw: '(37,0 - 47,0)' }),
    r('mcv', 'V.G.M.', '90', 'fL', '80-100', null, { rangeRaw: '(80 - 100)' }),
    r('wbc', 'Leucocytes', '6100', '/mm³', '4000-10000', null, { valuePrinted: '6 100', rangeRaw: '(4 000 - 10 000)' }),
    r('neutrophils_abs', 'Polynucléaires neutrophiles', '3790', '/mm³', '1500-7000', null, {
      valuePrinted: '3 790', rangeRaw: '(1 500 - 7 000)', pair: r('neutrophils_pct', 'Polynucléaires neutrophiles', '62.1', '%', ''),
    }),
    r('eosinophils_abs', 'Polynucléaires éosinophiles', '200', '/mm³', '<500', null, {
      rangeRaw: '(< 500)', pair: r('eosinophils_pct', 'Polynucléaires éosinophiles', '3.3', '%', ''),
    }),
    r('basophils_abs', 'Polynucléaires basophiles', '30', '/mm³', '<200', null, {
      rangeRaw: '(< 200)', pair: r('basophils_pct', 'Polynucléaires basophiles', '0.5', '%', ''),
    }),
    r('lymphocytes_abs', 'Lymphocytes', '1720', '/mm³', '1000-4000', null, {
      valuePrinted: '1 720', rangeRaw: '(1 000 - 4 000)', pair: r('lymphocytes_pct', 'Lymphocytes', '28.2', '%', ''),
    }),
    r('monocytes_abs', 'Monocytes', '360', '/mm³', '200-1000', null, {
      rangeRaw: '(200 - 1 000)', pair: r('monocytes_pct', 'Monocytes', '5.9', '%', ''),
    }),
    r('platelets', 'Plaquettes', '287000', '/mm³', '150000-400000', null, { valuePrinted: '287 000', rangeRaw: '(150 000 - 400 000)' }),
    sec('BIOCHIMIE SANGUINE'),
    r('glucose', 'Glucose à jeun', '0.92', 'g/L', '0.70-1.10', null, { rangeRaw: '(0,70 - 1,10)' }),
    r('creatinine', 'Créatinine', '7.1', 'mg/L', '5.0-9.0', null, { rangeRaw: '(5,0 - 9,0)' }),
    r('total_protein', 'Protéines totales', '71', 'g/L', '64-83', null, { rangeRaw: '(64 - 83)' }),
    sec('URINES — BANDELETTE URINAIRE'),
    r('urine_leukocyte_esterase', 'Leucocytes', '++', '', 'négatif', 'A', { valuePrinted: '++', flagPrinted: '', rangeRaw: '(négatif)', abnormal: true }),
    r('urine_nitrite', 'Nitrites', 'Positif', '', 'négatif', 'A', { rangeRaw: '(négatif)', abnormal: true }),
    r('urine_protein', 'Protéines', '0.30', 'g/L', '<0.10', 'H', { rangeRaw: '(< 0,10)' }),
    r('urine_glucose', 'Glucose', 'Négatif', '', 'négatif', null, { rangeRaw: '(négatif)' }),
    r('urine_blood', 'Sang', 'Traces', '', 'négatif', 'A', { rangeRaw: '(négatif)', abnormal: true }),
    sec('CYTOLOGIE URINAIRE QUANTITATIVE'),
    r('urine_wbc', 'Leucocytes', '85', '/mm³', '<10', 'H', { rangeRaw: '(< 10)' }),
    r('urine_rbc', 'Hématies', '12', '/mm³', '<10', 'H', { rangeRaw: '(< 10)' }),
    r('urine_epithelial_cells', 'Cellules épithéliales', 'Rares', '', '', null, { rangeRaw: '' }),
  ],
  footer: ['LBM Les Tilleuls — SELAS au capital de 10 000 € (fictif) · Accréditation Cofrac n° 0-0000 · Page 1/1'],
  closing: ['* : résultat hors valeurs de référence. Bandelette : ++ = environ 75 leucocytes/µL.', 'Validé par Dr M. Nguyen, biologiste médical.'],
  metadata: {
    lab_date: '2026-11-09', results_date: '2026-11-09', lab_name: 'Laboratoire de biologie médicale Les Tilleuls', lab_city: 'Angers', lab_country: null,
    patient_name: 'Mme LEFEBVRE Chantal', patient_age: '63', patient_sex: 'female',
  },
  notResults: ['++ = environ 75 leucocytes/µL'],
};

/** Italy: Esame | Valori di riferimento | Risultato | Flag | U.M. — the range before the value, flag letters and "*". */
export const it01: Report = {
  ...base,
  id: 'f-it-01', language: 'it-IT', country: 'IT', split: 'tune', classes: ['F2', 'F9'], decimalComma: true,
  layout: ['range-before-value', 'flag-column', 'decimal-comma'],
  institution: ['LABORATORIO ANALISI CLINICHE SAN GIORGIO', 'Direttore Sanitario: Dott.ssa Laura Benetti', 'Via Bologna 211 · 44122 Ferrara · Tel. 0532 555 904'],
  title: 'REFERTO DI LABORATORIO',
  header: [
    'Paziente: BIANCHI LUIGI | Cod. accettazione: 26/SG/041882',
    'Nato il: 19/05/1967 (59 anni)   Sesso: M | Data prelievo: 17/11/2026',
    'Medico richiedente: Dott. Fabio Rossetti | Data referto: 17/11/2026',
  ],
  columns: [
    { key: 'name', label: 'Esame' }, { key: 'range', label: 'Valori di riferimento' }, { key: 'value', label: 'Risultato' },
    { key: 'flag', label: '' }, { key: 'unit', label: 'U.M.' },
  ],
  flagStyle: 'letter',
  items: [
    sec('EMOCROMO'),
    r('wbc', 'Globuli bianchi', '10.8', '10^3/µL', '4.00-10.00', 'H', { rangeRaw: '4,00 - 10,00' }),
    r('rbc', 'Globuli rossi', '4.62', '10^6/µL', '4.50-5.90', null, { rangeRaw: '4,50 - 5,90' }),
    r('hemoglobin', 'Emoglobina', '14.1', 'g/dL', '13.5-17.5', null, { rangeRaw: '13,5 - 17,5' }),
    r('hematocrit', 'Ematocrito', '42.6', '%', '40.0-52.0', null, { rangeRaw: '40,0 - 52,0' }),
    r('mcv', 'MCV', '92.2', 'fL', '80-99', null, { rangeRaw: '80 - 99' }),
    r('platelets', 'Piastrine', '131', '10^3/µL', '150-400', 'L', { rangeRaw: '150 - 400' }),
    sec('CHIMICA CLINICA'),
    r('glucose', 'Glucosio', '131', 'mg/dL', '70-110', 'H', { rangeRaw: '70 - 110' }),
    r('creatinine', 'Creatinina', '0.98', 'mg/dL', '0.67-1.17', null, { rangeRaw: '0,67 - 1,17' }),
    r('total_protein', 'Proteine totali', '7.1', 'g/dL', '6.4-8.3', null, { rangeRaw: '6,4 - 8,3' }),
    r('albumin', 'Albumina', '3.9', 'g/dL', '3.5-5.2', null, { rangeRaw: '3,5 - 5,2' }),
    r('sodium', 'Sodio', '133', 'mmol/L', '136-145', 'L', { rangeRaw: '136 - 145' }),
    r('potassium', 'Potassio', '4.0', 'mmol/L', '3.5-5.1', null, { rangeRaw: '3,5 - 5,1' }),
    r('ast', 'AST (GOT)', '45', 'U/L', '5-40', 'H', { rangeRaw: '5 - 40' }),
    r('alt', 'ALT (GPT)', '77', 'U/L', '5-41', 'H', { rangeRaw: '5 - 41' }),
    r('ggt', 'Gamma GT', '122', 'U/L', '8-61', 'H', { rangeRaw: '8 - 61' }),
    r('cholesterol_total', 'Colesterolo totale', '231', 'mg/dL', '<200', 'H', { rangeRaw: '< 200' }),
    r('triglycerides', 'Trigliceridi', '96', 'mg/dL', '<150', null, { rangeRaw: '< 150' }),
    r('ferritin', 'Ferritina', '28', 'ng/mL', '30-400', 'L', { rangeRaw: '30 - 400' }),
    r('psa_total', 'PSA totale', '5.3', 'ng/mL', '0.00-4.00', 'H', { rangeRaw: '0,00 - 4,00', flagPrinted: '*' }),
  ],
  footer: ['Referto firmato digitalmente dal Dott. Marco Testa, biologo (fittizio) · Pagina 1 di 1'],
  closing: ['H = superiore, L = inferiore ai valori di riferimento; * = valore da ricontrollare (PSA: ripetere a 4 settimane).'],
  metadata: {
    lab_date: '2026-11-17', results_date: '2026-11-17', lab_name: 'Laboratorio Analisi Cliniche San Giorgio', lab_city: 'Ferrara', lab_country: null,
    patient_name: 'BIANCHI LUIGI', patient_age: '59', patient_sex: 'male',
  },
  notResults: [],
};

/** Brazil: hemogram with % and /mm³ on one row, a "100 %" total line, then EAS urine whose HEMOGLOBINA is urine blood. */
export const br02: Report = {
  ...base,
  id: 'f-br-02', language: 'pt-BR', country: 'BR', split: 'holdout', classes: ['F5', 'F6'], decimalComma: true,
  layout: ['differential-pct-abs-row', 'differential-total', 'thousands-dot', 'urine-section', 'bold-abnormal', 'decimal-comma'],
  institution: ['LABORATÓRIO JANGADA ANÁLISES CLÍNICAS', 'Responsável técnico: Dr. Tiago Albuquerque Rocha - CRBM 0000', 'Av. Santos Dumont, 3131 - Aldeota, Fortaleza/CE · (85) 3555-1290'],
  title: 'LAUDO DE EXAMES',
  header: [
    'Paciente: FRANCISCO DAS CHAGAS MOREIRA | Atendimento: 0612-77402',
    'Idade: 48 anos   Sexo: Masculino | Coleta: 21/11/2026 07:15',
    'Solicitante: Dra. Renata Holanda | Liberado em: 21/11/2026 16:40',
  ],
  columns: [
    { key: 'name', label: 'Exame' }, { key: 'value', label: 'Resultado' }, { key: 'unit', label: '' }, { key: 'range', label: 'Valores de referência' },
    { key: 'value2', label: 'Absoluto' }, { key: 'unit2', label: '' }, { key: 'range2', label: 'Ref. absoluto' },
  ],
  flagStyle: 'letter',
  items: [
    sec('HEMOGRAMA'),
    r('rbc', 'Hemácias', '5.02', 'milhões/mm³', '4.50-5.90', null, { rangeRaw: '4,50 a 5,90' }),
    r('hemoglobin', 'Hemoglobina', '14.2', 'g/dL', '13.5-17.5', null, { rangeRaw: '13,5 a 17,5' }),
    r('hematocrit', 'Hematócrito', '43.1', '%', '40.0-52.0', null, { rangeRaw: '40,0 a 52,0' }),
    r('mcv', 'VCM', '85.9', 'fL', '80.0-98.0', null, { rangeRaw: '80,0 a 98,0' }),
    r('wbc', 'Leucócitos', '7340', '/mm³', '3600-11000', null, { thousands: true, rangeRaw: '3.600 a 11.000' }),
    r('neutrophils_pct', 'Neutrófilos', '58.0', '%', '40-70', null, {
      rangeRaw: '40 a 70', pair: r('neutrophils_abs', 'Neutrófilos', '4257', '/mm³', '1500-7000', null, { thousands: true, rangeRaw: '1.500 a 7.000' }),
    }),
    r('eosinophils_pct', 'Eosinófilos', '4.0', '%', '1-5', null, {
      rangeRaw: '1 a 5', pair: r('eosinophils_abs', 'Eosinófilos', '294', '/mm³', '40-500', null, { rangeRaw: '40 a 500' }),
    }),
    r('basophils_pct', 'Basófilos', '1.0', '%', '0-2', null, {
      rangeRaw: '0 a 2', pair: r('basophils_abs', 'Basófilos', '73', '/mm³', '0-200', null, { rangeRaw: '0 a 200' }),
    }),
    r('lymphocytes_pct', 'Linfócitos', '30.0', '%', '20-45', null, {
      rangeRaw: '20 a 45', pair: r('lymphocytes_abs', 'Linfócitos', '2202', '/mm³', '1000-4500', null, { thousands: true, rangeRaw: '1.000 a 4.500' }),
    }),
    r('monocytes_pct', 'Monócitos', '7.0', '%', '2-10', null, {
      rangeRaw: '2 a 10', pair: r('monocytes_abs', 'Monócitos', '514', '/mm³', '80-1000', null, { rangeRaw: '80 a 1.000' }),
    }),
    r(NR, 'Total', '100', '%', '', null, { rangeRaw: '', pair: r(NR, 'Total', '7340', '/mm³', '', null, { thousands: true, rangeRaw: '' }) }),
    r('platelets', 'Plaquetas', '265000', '/mm³', '150000-450000', null, { thousands: true, rangeRaw: '150.000 a 450.000' }),
    sec('BIOQUÍMICA'),
    r('glucose', 'Glicose', '91', 'mg/dL', '70-99', null, { rangeRaw: '70 a 99' }),
    r('total_protein', 'Proteínas totais', '7.4', 'g/dL', '6.4-8.3', null, { rangeRaw: '6,4 a 8,3' }),
    r('creatinine', 'Creatinina', '1.02', 'mg/dL', '0.70-1.20', null, { rangeRaw: '0,70 a 1,20' }),
    sec('URINA TIPO I (EAS)'),
    r('urine_specific_gravity', 'Densidade', '1.025', '', '1.005-1.030', null, { valuePrinted: '1.025', rangeRaw: '1.005 a 1.030' }),
    r('urine_ph', 'pH', '6.0', '', '5.0-7.0', null, { rangeRaw: '5,0 a 7,0' }),
    r('urine_protein', 'Proteínas', 'Ausente', '', 'Ausente', null, { rangeRaw: 'Ausente' }),
    r('urine_glucose', 'Glicose', 'Ausente', '', 'Ausente', null, { rangeRaw: 'Ausente' }),
    r('urine_blood', 'Hemoglobina', 'Presente (++)', '', 'Ausente', 'A', { rangeRaw: 'Ausente', abnormal: true }),
    r('urine_wbc', 'Leucócitos', '25000', '/mL', '<10000', 'H', { thousands: true, rangeRaw: 'até 10.000' }),
    r('urine_rbc', 'Hemácias', '3000', '/mL', '<10000', null, { thousands: true, rangeRaw: 'até 10.000' }),
    r('urine_bacteria', 'Bactérias', 'Numerosas', '', 'Raras', 'A', { rangeRaw: 'Raras', abnormal: true }),
  ],
  footer: ['Laboratório Jangada Análises Clínicas · CNES 0000000 (fictício) · Resultados alterados em negrito · Página 1 de 1'],
  metadata: {
    lab_date: '2026-11-21', results_date: '2026-11-21', lab_name: 'Laboratório Jangada Análises Clínicas', lab_city: 'Fortaleza', lab_country: null,
    patient_name: 'FRANCISCO DAS CHAGAS MOREIRA', patient_age: '48', patient_sex: 'male',
  },
  notResults: [],
};

/** India: Investigation | Reference Interval | Observed Value | Unit | Flag — range first, thousands and lakhs. */
export const in03: Report = {
  ...base,
  id: 'f-in-03', language: 'en-IN', country: 'IN', split: 'holdout', classes: ['F2', 'F9'],
  layout: ['range-before-value', 'flag-column', 'lakhs-cumm', 'thousands-separator'],
  institution: ['KAVERI CLINICAL LABORATORY', 'A unit of Kaveri Health Services (P) Ltd.', '1012, Sayyaji Rao Road, Mysuru - 570 001 · 0821-255 4470'],
  title: 'TEST REPORT',
  header: [
    'Patient Name : Mr. Raghavendra Bhat | Lab No : KCL/26/11/08841',
    'Age / Sex : 66 Years / Male | Collected : 22/11/2026 07:50',
    'Referred By : Dr. Suma Hegde, MD | Reported : 22/11/2026 14:15',
  ],
  columns: [
    { key: 'name', label: 'Investigation' }, { key: 'range', label: 'Reference Interval' }, { key: 'value', label: 'Observed Value' },
    { key: 'unit', label: 'Unit' }, { key: 'flag', label: 'Flag' },
  ],
  flagStyle: 'letter',
  items: [
    sec('HAEMATOLOGY'),
    r('hemoglobin', 'Haemoglobin', '12.2', 'g/dL', '13.0-17.0', 'L', { rangeRaw: '13.0 - 17.0' }),
    r('wbc', 'Total Leucocyte Count', '8600', 'cells/cumm', '4000-11000', null, { thousands: true, rangeRaw: '4,000 - 11,000' }),
    r('platelets', 'Platelet Count', '1.38', 'lakhs/cumm', '1.50-4.10', 'L', { rangeRaw: '1.50 - 4.10' }),
    r('esr', 'ESR', '26', 'mm/hr', '0-15', 'H', { rangeRaw: '0 - 15' }),
    sec('BIOCHEMISTRY'),
    r('urea', 'Blood Urea', '31', 'mg/dL', '17-43', null, { rangeRaw: '17 - 43' }),
    r('creatinine', 'Serum Creatinine', '1.18', 'mg/dL', '0.70-1.30', null, { rangeRaw: '0.70 - 1.30' }),
    r('total_protein', 'Total Protein', '7.1', 'g/dL', '6.00-8.50', null, { rangeRaw: '6.00 - 8.50' }),
    r('albumin', 'Albumin', '3.6', 'g/dL', '3.50-5.20', null, { rangeRaw: '3.50 - 5.20' }),
    r('calcium', 'Serum Calcium', '8.2', 'mg/dL', '8.60-10.30', 'L', { rangeRaw: '8.60 - 10.30' }),
    r('uric_acid', 'Uric Acid', '6.9', 'mg/dL', '3.50-7.20', null, { rangeRaw: '3.50 - 7.20' }),
    r('hba1c', 'HbA1c', '6.3', '%', '4.00-5.60', 'H', { rangeRaw: '4.00 - 5.60' }),
    sec('SPECIAL INVESTIGATIONS'),
    r('vitamin_d_25oh', '25-Hydroxy Vitamin D', '18.4', 'ng/mL', '30.00-100.00', 'L', { rangeRaw: '30.00 - 100.00' }),
    r('tsh', 'TSH', '3.12', 'µIU/mL', '0.35-5.50', null, { rangeRaw: '0.35 - 5.50' }),
    r('psa_total', 'PSA (Total)', '2.1', 'ng/mL', '0.00-4.00', null, { rangeRaw: '0.00 - 4.00' }),
  ],
  footer: ['Dr. K. Shashidhar, MD (Biochemistry) · Dr. Anitha Rao, DCP · Page 1 of 1 · Results relate only to the sample tested.'],
  closing: ['*** End of Report ***'],
  metadata: {
    lab_date: '2026-11-22', results_date: '2026-11-22', lab_name: 'Kaveri Clinical Laboratory', lab_city: 'Mysuru', lab_country: null,
    patient_name: 'Mr. Raghavendra Bhat', patient_age: '66', patient_sex: 'male',
  },
  notResults: [],
};
