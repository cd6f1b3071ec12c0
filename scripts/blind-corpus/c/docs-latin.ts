/** Part C reports from Brazil, Germany and France (invented patients, labs and addresses). */
import { A4, kv2, Report, row, type TableOpts } from '../a/model';
import { tableDoc, type Entry } from '../a/table-doc';
import { type Report as BReport, r as br, sec as bsec } from '../b/model';
import { blockRow, colonRow, interpretiveTable, lines, notResultLines, runningText, sexBands } from './kit';

/** Brazil: block layout with "Homens / Mulheres" range lines, `milhões/mm³`, "Coletado em", then urina tipo I. */
function br01(): Report {
  const r = new Report({
    id: 'c-br-01',
    country: 'BR',
    language: 'pt-BR',
    producer: 'chromium',
    layout: ['block', 'sex-labelled-range', 'stacked-range', 'thousands-dot', 'decimal-comma', 'urine-section', 'header-footer', 'multi-page'],
    split: 'holdout',
    classes: ['S9', 'S14', 'S6', 'S2', 'S16'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-07',
      results_date: '2026-11-07',
      lab_name: 'Laboratório Vida Plena',
      lab_city: 'Belo Horizonte',
      lab_country: null,
      patient_name: 'RICARDO ALVES PEREIRA',
      patient_age: '44',
      patient_sex: 'male',
    },
  }, A4);
  const top = (): void => {
    r.newPage();
    r.y = 28;
    r.text(40, 'Laboratório Vida Plena', 15, { bold: true });
    r.text(555, 'Pedido: 2611-07-3318', 8.5, { align: 'right' });
    r.nl(18);
    r.text(40, 'Setor de Análises Clínicas · CNES 2214587 · Resp. Técnico: Dra. Helena Castro CRF-MG 19.442', 7.5);
    r.nl(14);
    kv2(r, 40, 330, [
      ['Paciente:', 'RICARDO ALVES PEREIRA'],
      ['Coletado em:', '07/11/2026 07:35'],
      ['Idade: 44 anos', 'Sexo: Masculino'],
      ['Liberado em:', '07/11/2026 16:20'],
      ['Médico:', 'Dr. Paulo Teixeira CRM-MG 48.120'],
      ['Convênio:', 'Particular'],
    ], 8.5, 12);
    r.rule(40, 555);
    r.nl(10);
  };
  top();
  r.text(40, 'HEMOGRAMA COMPLETO', 11, { bold: true });
  r.nl(16);
  const L = { result: 'Resultado:', range: 'Valores de referência:' };
  const sb = (m: string, f: string): string => sexBands(m, f, ',');
  blockRow(r, 40, L, { id: 'rbc', name: 'HEMÁCIAS', value: '4,62', unit: 'milhões/mm³', range: '', rangeN: sb('4,50 a 5,90', '4,00 a 5,20'), bands: ['Homens: 4,50 a 5,90 milhões/mm³', 'Mulheres: 4,00 a 5,20 milhões/mm³'] });
  blockRow(r, 40, L, { id: 'hemoglobin', name: 'HEMOGLOBINA', value: '13,9', unit: 'g/dL', range: '', rangeN: sb('13,5 a 17,5', '12,0 a 15,5'), bands: ['Homens: 13,5 a 17,5 g/dL', 'Mulheres: 12,0 a 15,5 g/dL'] });
  blockRow(r, 40, L, { id: 'hematocrit', name: 'HEMATÓCRITO', value: '41,8', unit: '%', range: '', rangeN: sb('41,0 a 53,0', '36,0 a 46,0'), bands: ['Homens: 41,0 a 53,0 %', 'Mulheres: 36,0 a 46,0 %'] });
  blockRow(r, 40, L, { id: 'wbc', name: 'LEUCÓCITOS', value: '6.840', unit: '/mm³', range: '3.600 a 11.000', bands: ['3.600 a 11.000 /mm³'] });
  blockRow(r, 40, L, { id: 'platelets', name: 'PLAQUETAS', value: '245.000', unit: '/mm³', range: '150.000 a 450.000', bands: ['150.000 a 450.000 /mm³'] });
  r.text(40, 'BIOQUÍMICA', 11, { bold: true });
  r.nl(16);
  blockRow(r, 40, L, { id: 'ferritin', name: 'FERRITINA', value: '88', unit: 'ng/mL', range: '', rangeN: sb('30 a 400', '13 a 150'), bands: ['Homens: 30 a 400 ng/mL', 'Mulheres: 13 a 150 ng/mL'] });
  blockRow(r, 40, L, { id: 'creatinine', name: 'CREATININA', value: '1,02', unit: 'mg/dL', range: '', rangeN: sb('0,70 a 1,20', '0,50 a 0,90'), bands: ['Homens: 0,70 a 1,20 mg/dL', 'Mulheres: 0,50 a 0,90 mg/dL'] });
  blockRow(r, 40, L, {
    id: 'uric_acid', name: 'ÁCIDO ÚRICO', value: '7,9', flag: '*', valueText: '7,9 *', unit: 'mg/dL', range: '',
    rangeN: sb('3,4 a 7,0', '2,4 a 5,7'), bands: ['Homens: 3,4 a 7,0 mg/dL', 'Mulheres: 2,4 a 5,7 mg/dL'],
  });
  blockRow(r, 40, L, { id: 'glucose', name: 'GLICOSE', value: '92', unit: 'mg/dL', range: '70 a 99', bands: ['70 a 99 mg/dL'] });
  // page 2: urine — names shared with the blood panel above
  top();
  r.text(40, 'URINA TIPO I (EAS)', 11, { bold: true });
  r.nl(16);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 52 },
      { key: 'value', x: 230 },
      { key: 'unit', x: 320 },
      { key: 'range', x: 400 },
    ],
    size: 8.8,
  };
  r.text(52, 'Exame físico-químico', 9, { bold: true });
  r.nl(13);
  row(r, t, { id: 'urine_color', name: 'Cor', value: 'Amarelo citrino', range: 'Amarelo citrino', abnormal: false });
  row(r, t, { id: 'urine_appearance', name: 'Aspecto', value: 'Límpido', range: 'Límpido', abnormal: false });
  row(r, t, { id: 'urine_specific_gravity', name: 'Densidade', value: '1.020', valueN: '1.020', range: '1.005 a 1.030', rangeN: '1.005-1.030' });
  row(r, t, { id: 'urine_ph', name: 'pH', value: '6,0', range: '5,0 a 7,5' });
  row(r, t, { id: 'urine_protein', name: 'Proteínas', value: 'Negativo', range: 'Negativo', abnormal: false });
  row(r, t, { id: 'urine_glucose', name: 'Glicose', value: 'Negativo', range: 'Negativo', abnormal: false });
  row(r, t, { id: 'urine_ketones', name: 'Corpos cetônicos', value: 'Negativo', range: 'Negativo', abnormal: false });
  row(r, t, { id: 'urine_bilirubin', name: 'Bilirrubina', value: 'Negativo', range: 'Negativo', abnormal: false });
  row(r, t, { id: 'urine_blood', name: 'Sangue (Hemoglobina)', value: 'Traços', range: 'Negativo', abnormal: true, bold: true });
  row(r, t, { id: 'urine_nitrite', name: 'Nitrito', value: 'Negativo', range: 'Negativo', abnormal: false });
  r.nl(4);
  r.text(52, 'Sedimentoscopia', 9, { bold: true });
  r.nl(13);
  row(r, t, { id: 'urine_wbc', name: 'Leucócitos', value: '4.000', unit: '/mL', range: 'Até 10.000 /mL', rangeN: '<10000' });
  row(r, t, { id: 'urine_rbc', name: 'Hemácias', value: '12.000', unit: '/mL', range: 'Até 10.000 /mL', rangeN: '<10000', bold: true });
  row(r, t, { id: 'urine_epithelial_cells', name: 'Células epiteliais', value: 'Raras', range: '', abnormal: false });
  row(r, t, { id: 'urine_bacteria', name: 'Bactérias', value: 'Ausentes', range: '', abnormal: false });
  r.nl(8);
  lines(r, 40, ['* Resultado fora do valor de referência.  Material: sangue venoso (soro / EDTA) e urina de jato médio.'], 7.5);
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 46, text: 'Laboratório Vida Plena · Av. Afonso Pena, 2890 - Funcionários, Belo Horizonte - MG · CEP 30130-007 · (31) 3224-7700' },
    { x: 40, y: p.h - 35, text: 'Assinado eletronicamente por Dra. Helena Castro - CRF-MG 19.442' },
    { x: 555, y: p.h - 35, text: `Página ${n} de ${total}`, align: 'right' },
  ]);
  ['2611-07-3318', 'CNES 2214587', 'CRF-MG 19.442', 'CRM-MG 48.120', 'CEP 30130-007', '(31) 3224-7700'].forEach((s) => r.notResult(s));
  return r;
}

/** Brazil (pdfkit): lipid panel with LDL (Friedewald) and LDL direto, non-HDL, VLDL; age-banded targets table. */
function br02(): Report {
  const r = new Report({
    id: 'c-br-02',
    country: 'BR',
    language: 'pt-BR',
    producer: 'pdfkit',
    font: 'dejavu',
    layout: ['table-4col', 'decimal-comma', 'thousands-dot', 'absolute-counts-heading', 'interpretive-table', 'age-banded-table'],
    split: 'tune',
    classes: ['S5', 'S13', 'S14', 'S3'],
    dec: ',',
    metadata: {
      lab_date: '2026-10-28',
      results_date: '2026-10-29',
      lab_name: 'Laboratório São Lucas de Análises Clínicas',
      lab_city: 'Campinas',
      lab_country: null,
      patient_name: 'ANA CAROLINA MENDES RIBEIRO',
      patient_age: '36',
      patient_sex: 'female',
    },
  }, A4);
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
  const entries: Entry[] = [
    { section: 'HEMOGRAMA - ERITROGRAMA' },
    { id: 'rbc', name: 'Eritrócitos', value: '4,41', unit: 'milhões/mm³', range: '4,00 a 5,20' },
    { id: 'hemoglobin', name: 'Hemoglobina', value: '12,6', unit: 'g/dL', range: '12,0 a 15,5' },
    { id: 'hematocrit', name: 'Hematócrito', value: '38,2', unit: '%', range: '36,0 a 46,0' },
    { id: 'mcv', name: 'VCM', value: '86,6', unit: 'fL', range: '80,0 a 100,0' },
    { id: 'rdw_cv', name: 'RDW', value: '13,0', unit: '%', range: '11,5 a 15,0' },
    { section: 'LEUCOGRAMA - Valores relativos' },
    { id: 'wbc', name: 'Leucócitos', value: '5.300', unit: '/mm³', range: '4.000 a 11.000' },
    { id: 'neutrophils_pct', name: 'Neutrófilos', value: '55,0', unit: '%', range: '40,0 a 75,0' },
    { id: 'lymphocytes_pct', name: 'Linfócitos', value: '35,0', unit: '%', range: '20,0 a 45,0' },
    { id: 'monocytes_pct', name: 'Monócitos', value: '7,0', unit: '%', range: '2,0 a 10,0' },
    { id: 'eosinophils_pct', name: 'Eosinófilos', value: '2,5', unit: '%', range: '1,0 a 6,0' },
    { id: 'basophils_pct', name: 'Basófilos', value: '0,5', unit: '%', range: '0,0 a 2,0' },
    { section: 'Valores absolutos' },
    { id: 'neutrophils_abs', name: 'Neutrófilos', value: '2.915', unit: '/mm³', range: '1.600 a 8.250' },
    { id: 'lymphocytes_abs', name: 'Linfócitos', value: '1.855', unit: '/mm³', range: '800 a 4.950' },
    { id: 'monocytes_abs', name: 'Monócitos', value: '371', unit: '/mm³', range: '80 a 1.100' },
    { id: 'eosinophils_abs', name: 'Eosinófilos', value: '133', unit: '/mm³', range: '40 a 660' },
    { id: 'basophils_abs', name: 'Basófilos', value: '27', unit: '/mm³', range: '0 a 220' },
    { id: 'platelets', name: 'Plaquetas', value: '268.000', unit: '/mm³', range: '150.000 a 450.000' },
    { section: 'PERFIL LIPÍDICO' },
    { id: 'cholesterol_total', name: 'Colesterol total', value: '224', unit: 'mg/dL', range: 'Inferior a 190', rangeN: '<190' },
    { id: 'hdl_cholesterol', name: 'Colesterol HDL', value: '52', unit: 'mg/dL', range: 'Superior a 40', rangeN: '>40' },
    { id: 'non_hdl_cholesterol', name: 'Colesterol não-HDL', value: '172', unit: 'mg/dL', range: 'Inferior a 160', rangeN: '<160' },
    { id: 'ldl_cholesterol', name: 'Colesterol LDL (Friedewald)', value: '143', unit: 'mg/dL', range: 'Inferior a 130', rangeN: '<130' },
    { id: 'ldl_cholesterol', name: 'Colesterol LDL direto', value: '139', unit: 'mg/dL', range: 'Inferior a 130', rangeN: '<130' },
    { id: 'vldl_cholesterol', name: 'Colesterol VLDL', value: '29', unit: 'mg/dL', range: 'Inferior a 30', rangeN: '<30' },
    { id: 'triglycerides', name: 'Triglicerídeos', value: '146', unit: 'mg/dL', range: 'Inferior a 150', rangeN: '<150' },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Exame', value: 'Resultado', unit: 'Unidade', range: 'Valores de referência' },
    bottom: 110,
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'Laboratório São Lucas de Análises Clínicas', 14, { bold: true });
      rr.nl(17);
      rr.text(40, 'Rua Barão de Jaguara, 1120 - Centro, Campinas - SP · (19) 3231-5588', 7.5);
      rr.nl(14);
      kv2(rr, 40, 330, [
        ['Paciente:', 'ANA CAROLINA MENDES RIBEIRO'],
        ['Coletado em:', '28/10/2026 07:10'],
        ['Idade: 36 anos   Sexo: Feminino', ''],
        ['Liberado em:', '29/10/2026 10:45'],
      ], 8.5, 12);
      rr.nl(6);
    },
    entries,
    tail: (rr) => {
      rr.nl(6);
      rr.text(40, 'Valores referenciais e de alvo terapêutico conforme risco cardiovascular (LDL-c, mg/dL):', 7.5, { bold: true });
      rr.nl(11);
      interpretiveTable(rr, [50, 200, 330], ['Categoria de risco', 'Alvo LDL-c', 'Alvo não-HDL-c'], [
        ['Baixo', '< 130', '< 160'],
        ['Intermediário', '< 100', '< 130'],
        ['Alto', '< 70', '< 100'],
        ['Muito alto', '< 50', '< 80'],
      ]);
      rr.nl(4);
      rr.text(40, 'Colesterol total - referência por idade (mg/dL):', 7.5, { bold: true });
      rr.nl(11);
      interpretiveTable(rr, [50, 200], ['Idade', 'Desejável'], [
        ['Crianças e adolescentes (até 19 anos)', '< 170'],
        ['Adultos (20 anos ou mais)', '< 190'],
      ]);
      rr.nl(4);
      lines(rr, 40, ['Valores em negrito: fora do intervalo de referência.'], 7.5);
    },
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 40, text: `Responsável técnico: Dr. Marcos Vieira - CRBM 14.2290 · Página ${n} de ${total}` },
  ]);
  ['(19) 3231-5588', 'CRBM 14.2290'].forEach((s) => r.notResult(s));
  return r;
}

/** Germany (Type 3): cumulative with two "Vorwert" columns, `Tsd./µl`, `*` flags, postal footer. */
export const de01: BReport = {
  id: 'c-de-01',
  language: 'de-DE',
  country: 'DE',
  producer: 'type3',
  layout: ['table', 'previous-results-columns', 'decimal-comma', 'flag-star-column', 'locale-unit-words', 'postal-footer'],
  split: 'holdout',
  classes: ['S14', 'S7', 'S10', 'S2', 'S1'],
  decimalComma: true,
  institution: ['Labor Dr. Brenner & Kollegen MVZ', 'Abteilung Hämatologie / Klinische Chemie', 'Auftrag 2611-88124'],
  title: 'Befundbericht',
  header: [
    'Patient: Hoffmann, Gisela | geb. 11.04.1954 | weiblich',
    'Einsender: Praxis Dr. Wendt | Abnahme: 12.11.2026 08:10 | Befund: 12.11.2026 17:45',
  ],
  columns: [
    { key: 'name', label: 'Untersuchung' },
    { key: 'value', label: '12.11.26' },
    { key: 'flag', label: '' },
    { key: 'previous', label: '20.08.26' },
    { key: 'extra', label: '03.03.26' },
    { key: 'unit', label: 'Einheit' },
    { key: 'range', label: 'Referenzbereich' },
  ],
  flagStyle: 'star',
  items: [
    bsec('Blutbild'),
    br('wbc', 'Leukozyten', '3.2', 'Tsd./µl', '3.9-10.2', 'L', { previous: '4,1', extra: '5,0', rangePrinted: '3.9 - 10.2' }),
    br('rbc', 'Erythrozyten', '3.71', 'Mio./µl', '3.9-5.2', 'L', { previous: '3,88', extra: '4,12', rangePrinted: '3.9 - 5.2' }),
    br('hemoglobin', 'Hämoglobin', '11.4', 'g/dl', '12.0-15.4', 'L', { previous: '11,9', extra: '12,6', rangePrinted: '12.0 - 15.4' }),
    br('hematocrit', 'Hämatokrit', '34.9', '%', '35.5-45.5', 'L', { previous: '36,1', extra: '38,0', rangePrinted: '35.5 - 45.5' }),
    br('mcv', 'MCV', '94.1', 'fl', '80-99', null, { previous: '93,0', extra: '92,2', rangePrinted: '80 - 99' }),
    br('platelets', 'Thrombozyten', '131', 'Tsd./µl', '146-328', 'L', { previous: '152', extra: '188', rangePrinted: '146 - 328' }),
    bsec('Klinische Chemie'),
    br('creatinine', 'Kreatinin', '1.31', 'mg/dl', '0.51-0.95', 'H', { previous: '1,18', extra: '1,02', rangePrinted: '0.51 - 0.95' }),
    br('egfr', 'eGFR (CKD-EPI)', '41', 'ml/min/1,73m²', '>60', 'L', { previous: '47', extra: '56', rangeRaw: '> 60' }),
    br('potassium', 'Kalium', '5.3', 'mmol/l', '3.5-5.1', 'H', { previous: '4,9', extra: '4,6', rangePrinted: '3.5 - 5.1' }),
    br('sodium', 'Natrium', '138', 'mmol/l', '136-145', null, { previous: '139', extra: '141', rangePrinted: '136 - 145' }),
    br('ggt', 'Gamma-GT', '22', 'U/l', '<40', null, { previous: '25', extra: '19', rangeRaw: '< 40' }),
    br('crp', 'CRP', '0.4', 'mg/dl', '<0.5', null, { previous: '0,3', extra: '0,2', rangeRaw: '< 0,5' }),
    br('tsh', 'TSH basal', '2.84', 'µIU/ml', '0.27-4.20', null, { previous: '2,51', extra: '', rangePrinted: '0.27 - 4.20' }),
  ],
  footer: [
    'Labor Dr. Brenner & Kollegen MVZ · Hauptstraße 112 · 69117 Heidelberg · Tel. 06221 4380-0 · Fax 06221 4380-99',
    'Akkreditiert nach DIN EN ISO 15189 (D-ML-13211-04-00) · Seite 1 von 1 · Validiert: Dr. med. K. Brenner',
  ],
  closing: ['* = außerhalb des Referenzbereichs. Vorwerte zum Vergleich.'],
  metadata: {
    lab_date: '2026-11-12',
    results_date: '2026-11-12',
    lab_name: 'Labor Dr. Brenner & Kollegen MVZ',
    lab_city: 'Heidelberg',
    lab_country: null,
    patient_name: 'Hoffmann, Gisela',
    patient_age: '72',
    patient_sex: 'female',
  },
  notResults: [
    '4,1', '5,0', '3,88', '4,12', '11,9', '12,6', '36,1', '38,0', '93,0', '92,2', '152', '188', '1,18', '1,02', '47', '56', '4,9', '4,6',
    '139', '141', '25', '19', '0,3', '0,2', '2,51', 'Hauptstraße 112', '69117', '06221 4380-0', 'D-ML-13211-04-00', '2611-88124',
  ],
};

/** Germany (Chromium): Blutbild in Tsd./µl then Urinstatus with overlapping names; postal footer close to rows. */
function de02(): Report {
  const r = new Report({
    id: 'c-de-02',
    country: 'DE',
    language: 'de-DE',
    producer: 'chromium',
    layout: ['table-5col', 'flag-column', 'decimal-comma', 'locale-unit-words', 'urine-section', 'postal-footer', 'header-footer', 'multi-page'],
    split: 'tune',
    classes: ['S14', 'S6', 'S1', 'S2', 'S10', 'S16'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-04',
      results_date: '2026-11-04',
      lab_name: 'Klinikum Nordstadt',
      lab_city: 'Hannover',
      lab_country: null,
      patient_name: 'Schulte, Markus',
      patient_age: '59',
      patient_sex: 'male',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 250, align: 'right' },
      { key: 'flag', x: 258 },
      { key: 'unit', x: 280 },
      { key: 'range', x: 370 },
    ],
    size: 8.5,
  };
  const entries: Entry[] = [
    { section: 'Kleines Blutbild' },
    { id: 'wbc', name: 'Leukozyten', value: '11,9', flag: '+', unit: 'Tsd./µl', range: '3,9 - 10,2' },
    { id: 'rbc', name: 'Erythrozyten', value: '4,68', unit: 'Mio./µl', range: '4,3 - 5,8' },
    { id: 'hemoglobin', name: 'Hämoglobin', value: '14,2', unit: 'g/dl', range: '13,5 - 17,2' },
    { id: 'hematocrit', name: 'Hämatokrit', value: '42,0', unit: '%', range: '39,5 - 50,5' },
    { id: 'mcv', name: 'MCV', value: '89,7', unit: 'fl', range: '80 - 99' },
    { id: 'mch', name: 'MCH (HbE)', value: '30,3', unit: 'pg', range: '27 - 33,5' },
    { id: 'mchc', name: 'MCHC', value: '33,8', unit: 'g/dl', range: '31,5 - 36' },
    { id: 'platelets', name: 'Thrombozyten', value: '276', unit: 'Tsd./µl', range: '146 - 328' },
    { section: 'Klinische Chemie' },
    { id: 'glucose', name: 'Glucose', value: '168', flag: '+', unit: 'mg/dl', range: '70 - 99' },
    { id: 'hba1c', name: 'HbA1c', value: '7,8', flag: '+', unit: '%', range: '4,8 - 5,9' },
    { id: 'total_protein', name: 'Eiweiß gesamt', value: '7,1', unit: 'g/dl', range: '6,4 - 8,3' },
    { id: 'bilirubin_total', name: 'Bilirubin gesamt', value: '0,8', unit: 'mg/dl', range: '< 1,2', rangeN: '<1.2' },
    { id: 'creatinine', name: 'Kreatinin', value: '1,08', unit: 'mg/dl', range: '0,67 - 1,17' },
    { id: 'crp', name: 'CRP', value: '2,6', flag: '+', unit: 'mg/dl', range: '< 0,5', rangeN: '<0.5' },
    { section: 'Urinstatus (Teststreifen und Sediment)' },
    { id: 'urine_specific_gravity', name: 'spez. Gewicht', value: '1,026', unit: 'g/ml', range: '1,015 - 1,025', flag: '+' },
    { id: 'urine_ph', name: 'pH', value: '5,5', range: '5 - 6' },
    { id: 'urine_glucose', name: 'Glucose', value: '250', flag: '+', unit: 'mg/dl', range: 'negativ', rangeN: 'negativ', abnormal: true },
    { id: 'urine_protein', name: 'Eiweiß', value: '30', flag: '+', unit: 'mg/dl', range: 'negativ', rangeN: 'negativ', abnormal: true },
    { id: 'urine_bilirubin', name: 'Bilirubin', value: 'negativ', range: 'negativ', abnormal: false },
    { id: 'urine_ketones', name: 'Ketonkörper', value: 'negativ', range: 'negativ', abnormal: false },
    { id: 'urine_blood', name: 'Blut', value: 'negativ', range: 'negativ', abnormal: false },
    { id: 'urine_leukocyte_esterase', name: 'Leukozyten', value: '75', flag: '+', unit: 'Leuko/µl', range: 'negativ', rangeN: 'negativ', abnormal: true },
    { id: 'urine_nitrite', name: 'Nitrit', value: 'positiv', flag: '+', range: 'negativ', abnormal: true },
    { id: 'urine_wbc', name: 'Leukozyten (Sediment)', value: '18', flag: '+', unit: '/Gesichtsfeld', range: '0 - 5' },
    { id: 'urine_rbc', name: 'Erythrozyten (Sediment)', value: '2', unit: '/Gesichtsfeld', range: '0 - 3' },
    { id: 'urine_bacteria', name: 'Bakterien', value: 'reichlich', flag: '+', range: 'keine', abnormal: true },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Analyt', value: 'Ergebnis', unit: 'Einheit', range: 'Referenzbereich' },
    bottom: 530,
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'Klinikum Nordstadt', 15, { bold: true });
      rr.text(555, 'Labornummer 26-318874', 8.5, { align: 'right' });
      rr.nl(18);
      rr.text(40, 'Institut für Laboratoriumsmedizin · Zentrallabor', 9);
      rr.nl(15);
      kv2(rr, 40, 320, [
        ['Patient:', 'Schulte, Markus'],
        ['Station:', 'Innere 3B'],
        ['Geburtsdatum:', '27.01.1967'],
        ['Entnahme:', '04.11.2026 06:45'],
        ['Geschlecht:', 'männlich'],
        ['Ausgang:', '04.11.2026 13:02'],
      ], 8.5, 12);
      rr.nl(6);
    },
    entries,
    tail: (rr) => {
      rr.nl(4);
      lines(rr, 40, ['+ = oberhalb, - = unterhalb des Referenzbereichs'], 7.5);
      rr.nl(2);
      // the lab's postal line sits directly under the last row
      notResultLines(rr, 40, ['Zentrallabor Klinikum Nordstadt · Haltenhoffstraße 41 · 30167 Hannover · Tel. 0511 970-1420 · Fax 0511 970-1499'], 7);
    },
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 44, text: 'Akkreditiert nach DIN EN ISO 15189 · DAkkS D-ML-19044-01-00 · Befund elektronisch freigegeben: Dr. med. A. Kruse' },
    { x: 40, y: p.h - 33, text: `Schulte, Markus · geb. 27.01.1967 · Labornummer 26-318874 · Seite ${n} von ${total}` },
  ]);
  ['26-318874', '30167', '0511 970-1420', 'D-ML-19044-01-00'].forEach((s) => r.notResult(s));
  return r;
}

/** France (pdfkit): colon rows "Nom : valeur unité (bornes)", names on two lines, `*` flags, "Prélèvement du". */
function fr01(): Report {
  const r = new Report({
    id: 'c-fr-01',
    country: 'FR',
    language: 'fr-FR',
    producer: 'pdfkit',
    font: 'dejavu',
    layout: ['colon-rows', 'wrapped-names', 'flag-star-glued', 'decimal-comma', 'absolute-counts-heading', 'paren-range'],
    split: 'tune',
    classes: ['S8', 'S14', 'S10', 'S3', 'S16'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-10',
      results_date: '2026-11-10',
      lab_name: 'Laboratoire BioAtlantique',
      lab_city: 'Nantes',
      lab_country: null,
      patient_name: 'LEROUX Camille',
      patient_age: '41',
      patient_sex: 'female',
    },
  }, A4);
  r.newPage();
  r.y = 28;
  r.text(40, 'Laboratoire BioAtlantique', 15, { bold: true });
  r.nl(18);
  r.text(40, 'Site Nantes Centre · Biologie médicale · Dossier n° 261110-0482', 8.5);
  r.nl(14);
  r.rule(40, 555);
  r.nl(8);
  kv2(r, 40, 320, [
    ['Patient :', 'Mme LEROUX Camille'],
    ['Prélèvement du :', '10/11/2026 à 08h20'],
    ['Née le :', '02/05/1985 (41 ans)'],
    ['Édité le :', '10/11/2026 à 15h48'],
    ['Prescripteur :', 'Dr BERNARD Luc'],
    ['', ''],
  ], 8.5, 12);
  r.nl(6);
  const X = 40;
  const C = 230;
  const head = (s: string): void => {
    r.text(X, s, 10, { bold: true });
    r.nl(15);
  };
  head('HÉMATOLOGIE — Numération formule sanguine');
  colonRow(r, X, C, { id: 'rbc', name: 'Hématies', value: '4,21', unit: 'T/L', range: '3,80 à 5,30' });
  colonRow(r, X, C, { id: 'hemoglobin', name: 'Hémoglobine', value: '11,3', glue: '*', flag: '*', unit: 'g/dL', range: '11,5 à 16,0' });
  colonRow(r, X, C, { id: 'hematocrit', name: 'Hématocrite', value: '35,6', unit: '%', range: '35,0 à 47,0' });
  colonRow(r, X, C, { id: 'mcv', name: 'Volume globulaire moyen (VGM)', nameLines: ['Volume globulaire', 'moyen (VGM)'], value: '84,6', unit: 'fL', range: '80 à 100' });
  colonRow(r, X, C, {
    id: 'mchc', name: 'Concentration corpusculaire moyenne en hémoglobine (CCMH)', nameLines: ['Concentration corpusculaire', 'moyenne en hémoglobine (CCMH)'],
    value: '31,7', glue: '*', flag: '*', unit: 'g/dL', range: '32,0 à 36,0',
  });
  colonRow(r, X, C, { id: 'wbc', name: 'Leucocytes', value: '4,80', unit: 'G/L', range: '4,00 à 10,00' });
  r.nl(4);
  head('Formule leucocytaire');
  colonRow(r, X, C, { id: 'neutrophils_pct', name: 'Polynucléaires neutrophiles', value: '51,2', unit: '%', range: '' });
  colonRow(r, X, C, { id: 'eosinophils_pct', name: 'Polynucléaires éosinophiles', value: '7,9', unit: '%', range: '' });
  colonRow(r, X, C, { id: 'basophils_pct', name: 'Polynucléaires basophiles', value: '0,6', unit: '%', range: '' });
  colonRow(r, X, C, { id: 'lymphocytes_pct', name: 'Lymphocytes', value: '32,5', unit: '%', range: '' });
  colonRow(r, X, C, { id: 'monocytes_pct', name: 'Monocytes', value: '7,8', unit: '%', range: '' });
  r.nl(2);
  head('Valeurs absolues');
  colonRow(r, X, C, { id: 'neutrophils_abs', name: 'Polynucléaires neutrophiles', value: '2,46', unit: 'G/L', range: '1,80 à 7,50' });
  colonRow(r, X, C, { id: 'eosinophils_abs', name: 'Polynucléaires éosinophiles', value: '0,38', glue: '*', flag: '*', unit: 'G/L', range: '0,04 à 0,35' });
  colonRow(r, X, C, { id: 'basophils_abs', name: 'Polynucléaires basophiles', value: '0,03', unit: 'G/L', range: '< 0,10', rangeN: '<0.10' });
  colonRow(r, X, C, { id: 'lymphocytes_abs', name: 'Lymphocytes', value: '1,56', unit: 'G/L', range: '1,00 à 4,00' });
  colonRow(r, X, C, { id: 'monocytes_abs', name: 'Monocytes', value: '0,37', unit: 'G/L', range: '0,20 à 1,00' });
  colonRow(r, X, C, { id: 'platelets', name: 'Plaquettes', value: '302', unit: 'G/L', range: '150 à 400' });
  r.nl(4);
  head('BIOCHIMIE');
  colonRow(r, X, C, { id: 'ferritin', name: 'Ferritine', value: '9', glue: '*', flag: '*', unit: 'µg/L', range: '15 à 150' });
  colonRow(r, X, C, {
    id: 'transferrin_saturation', name: 'Coefficient de saturation de la transferrine', nameLines: ['Coefficient de saturation', 'de la transferrine'],
    value: '11', glue: '*', flag: '*', unit: '%', range: '20 à 40',
  });
  r.nl(8);
  lines(r, 40, ['* Valeur hors des limites de référence. Antériorités disponibles sur demande.'], 7.5);
  r.y = 842 - 52;
  lines(r, 40, ['Laboratoire BioAtlantique · 14 quai de la Fosse, 44000 Nantes · Tél. 02 40 71 25 80 · Accréditation Cofrac n° 8-3471'], 7);
  lines(r, 40, ['Validé biologiquement par Dr Anne GUÉRIN, pharmacien biologiste · Page 1/1'], 7);
  ['261110-0482', '44000', '02 40 71 25 80', '8-3471'].forEach((s) => r.notResult(s));
  return r;
}

/** France (Chromium): DFG staging table, differential then "Valeurs absolues", colon rows for the ionogram. */
function fr02(): Report {
  const r = new Report({
    id: 'c-fr-02',
    country: 'FR',
    language: 'fr-FR',
    producer: 'chromium',
    layout: ['table-4col', 'colon-rows', 'decimal-comma', 'absolute-counts-heading', 'egfr-stage-table', 'header-footer'],
    split: 'holdout',
    classes: ['S14', 'S8', 'S13', 'S3', 'S2'],
    dec: ',',
    metadata: {
      lab_date: '2026-10-19',
      results_date: '2026-10-19',
      lab_name: 'Laboratoire Cerballiance Rhône-Sud',
      lab_city: 'Valence',
      lab_country: null,
      patient_name: 'MARTIN Gérard',
      patient_age: '78',
      patient_sex: 'male',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 280, align: 'right' },
      { key: 'unit', x: 292 },
      { key: 'range', x: 380 },
    ],
    size: 8.5,
    flagMode: 'suffix-space',
  };
  const top = (rr: Report): void => {
    rr.y = 26;
    rr.text(40, 'Laboratoire Cerballiance Rhône-Sud', 14, { bold: true });
    rr.nl(17);
    rr.text(40, '22 avenue Victor Hugo, 26000 Valence · 04 75 41 09 30 · Cofrac n° 8-2216', 7.5);
    rr.nl(13);
    rr.text(40, 'M. MARTIN Gérard · né le 14/06/1948 · Dossier 2610-19-7714 · Prélèvement du 19/10/2026 à 07h55', 8.5);
    rr.nl(18);
  };
  const entries: Entry[] = [
    { section: 'NUMÉRATION FORMULE SANGUINE' },
    { id: 'rbc', name: 'Hématies', value: '4,02', flag: 'L', unit: 'T/L', range: '4,28 à 5,79' },
    { id: 'hemoglobin', name: 'Hémoglobine', value: '12,4', flag: 'L', unit: 'g/dL', range: '13,4 à 16,7' },
    { id: 'wbc', name: 'Leucocytes', value: '7,40', unit: 'G/L', range: '4,00 à 10,00' },
    { id: 'neutrophils_pct', name: 'Polynucléaires neutrophiles', value: '68,0', unit: '%', range: '' },
    { id: 'lymphocytes_pct', name: 'Lymphocytes', value: '21,0', unit: '%', range: '' },
    { id: 'monocytes_pct', name: 'Monocytes', value: '9,0', unit: '%', range: '' },
    { id: 'eosinophils_pct', name: 'Polynucléaires éosinophiles', value: '2,0', unit: '%', range: '' },
    { section: 'Valeurs absolues' },
    { id: 'neutrophils_abs', name: 'Polynucléaires neutrophiles', value: '5,03', unit: 'G/L', range: '1,40 à 7,70' },
    { id: 'lymphocytes_abs', name: 'Lymphocytes', value: '1,55', unit: 'G/L', range: '1,00 à 4,80' },
    { id: 'monocytes_abs', name: 'Monocytes', value: '0,67', unit: 'G/L', range: '0,20 à 1,00' },
    { id: 'eosinophils_abs', name: 'Polynucléaires éosinophiles', value: '0,15', unit: 'G/L', range: '< 0,80', rangeN: '<0.80' },
    { id: 'platelets', name: 'Plaquettes', value: '211', unit: 'G/L', range: '150 à 400' },
    { section: 'BIOCHIMIE SANGUINE' },
    { id: 'creatinine', name: 'Créatinine', value: '176', flag: 'H', unit: 'µmol/L', range: '59 à 104' },
    { id: 'egfr', name: 'DFG estimé (CKD-EPI)', value: '31', flag: 'L', unit: 'mL/min/1,73m²', range: '> 90', rangeN: '>90' },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Analyse', value: 'Résultat', unit: 'Unité', range: 'Valeurs de référence' },
    bottom: 200,
    top: (rr) => top(rr),
    entries,
    tail: (rr) => {
      rr.nl(2);
      rr.text(52, 'Classification de la maladie rénale chronique (KDIGO) :', 7.5, { bold: true });
      rr.nl(11);
      interpretiveTable(rr, [60, 110, 300], ['Stade', 'DFG (mL/min/1,73m²)', ''], [
        ['G1', '≥ 90', 'normal ou élevé'],
        ['G2', '60 à 89', 'légèrement diminué'],
        ['G3a', '45 à 59', 'légèrement à modérément diminué'],
        ['G3b', '30 à 44', 'modérément à sévèrement diminué'],
        ['G4', '15 à 29', 'sévèrement diminué'],
        ['G5', '< 15', 'insuffisance rénale terminale'],
      ]);
      rr.nl(8);
      rr.text(40, 'IONOGRAMME SANGUIN', 9.5, { bold: true });
      rr.nl(14);
      colonRow(rr, 40, 200, { id: 'sodium', name: 'Sodium', value: '134', glue: ' L', flag: 'L', unit: 'mmol/L', range: '136 à 145' });
      colonRow(rr, 40, 200, { id: 'potassium', name: 'Potassium', value: '5,4', glue: ' H', flag: 'H', unit: 'mmol/L', range: '3,4 à 5,1' });
      colonRow(rr, 40, 200, { id: 'chloride', name: 'Chlore', value: '101', unit: 'mmol/L', range: '98 à 107' });
      colonRow(rr, 40, 200, {
        id: 'bicarbonate', name: 'Réserve alcaline (bicarbonates)', nameLines: ['Réserve alcaline', '(bicarbonates)'],
        value: '20', glue: ' L', flag: 'L', unit: 'mmol/L', range: '22 à 29',
      });
    },
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 44, text: 'Compte rendu validé par Dr Philippe ROCHE, biologiste médical · Édité le 19/10/2026 à 14h12' },
    { x: 40, y: p.h - 33, text: `MARTIN Gérard · Dossier 2610-19-7714 · Page ${n}/${total}` },
  ]);
  ['2610-19-7714', '26000', '04 75 41 09 30', '8-2216'].forEach((s) => r.notResult(s));
  return r;
}

export const aDocs = { br01, br02, de02, fr01, fr02 };
