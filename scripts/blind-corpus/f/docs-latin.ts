/**
 * Part F reports in Portuguese (Brazil, Portugal) and Spanish (Spain, Mexico, Argentina): population-banded
 * reference blocks, prothrombin time with its control ("controle", "controlo", "testigo"), differentials with
 * percentage and absolute count on one row, urine sections after blood sections, range-first cumulative
 * columns. Invented patients, labs, addresses, phone numbers and identifiers.
 */
import {
  block, type BlockCfg, box, ctext, type Entry, grid, kv, kvRows, lines, meta, newReport, note, nrRow, type Report, res, type Row, running, sec,
} from './kit';

const SEX_NOTE = (sex: string): string => `sex bands printed; the patient is ${sex}, so that band is the reference`;

/** Brazilian private lab: hemogram with % and /mm³ on one row, then analyte blocks with population bands. */
export function br01(): Report {
  const r = newReport({
    id: 'f-br-01', country: 'BR', language: 'pt-BR', producer: 'chromium', split: 'tune', dec: ',',
    classes: ['F3', 'F5'],
    layout: ['logo', 'banded-reference-blocks', 'differential-pct-abs-row', 'thousands-dot', 'decimal-comma', 'bold-abnormal'],
    metadata: meta('2026-11-10', '2026-11-11', 'Laboratório Araucária Diagnósticos', 'Curitiba', 'Márcia Helena Tavares Albuquerque', '46', 'female'),
  });
  const head = () => {
    box(r, { x: 36, y: 26, w: 30, h: 30, fill: '#1f6b3a' });
    box(r, { x: 45, y: 35, w: 12, h: 12, fill: '#ffffff' });
    r.y = 26;
    ctext(r, 76, 'Araucária', 18, '#1f6b3a', { bold: true });
    r.nl(20);
    ctext(r, 76, 'DIAGNÓSTICOS · MEDICINA LABORATORIAL', 7, '#1f6b3a');
    r.y = 30;
    r.text(559, 'Rua Marechal Deodoro, 1450 - Centro, Curitiba/PR', 7, { align: 'right' });
    r.nl(9);
    r.text(559, 'Central de atendimento (41) 3555-2080', 7, { align: 'right' });
    r.y = 66;
    r.rule(36, 559, 0.8);
    r.nl(6);
    kv(r, [40, 330], [
      ['Paciente:', 'MÁRCIA HELENA TAVARES ALBUQUERQUE'], ['Pedido:', '8820-114073'],
      ['Data de nasc.:', '12/03/1980   Sexo: Feminino'], ['Médico:', 'Dra. Juliana Prestes CRM/PR 00000'],
      ['Coleta:', '10/11/2026 07:48'], ['Liberação:', '11/11/2026 14:22'],
    ], 8);
    r.rule(36, 559, 0.8);
    r.nl(10);
  };
  head();
  r.text(297, 'HEMOGRAMA COMPLETO', 10, { bold: true, align: 'center' });
  r.nl(14);
  const ery: Entry[] = [
    sec('ERITROGRAMA'),
    res('rbc', 'Hemácias', '4,21', 'milhões/mm³', '3,90 a 5,03'),
    res('hemoglobin', 'Hemoglobina', '12,6', 'g/dL', '12,0 a 15,5'),
    res('hematocrit', 'Hematócrito', '38,4', '%', '35,0 a 45,0'),
    res('mcv', 'VCM', '91,2', 'fL', '81,6 a 98,3'),
    res('mch', 'HCM', '29,9', 'pg', '26,0 a 34,0'),
    res('mchc', 'CHCM', '32,8', 'g/dL', '31,0 a 36,0'),
    res('rdw_cv', 'RDW', '13,1', '%', '11,8 a 15,6'),
  ];
  grid(r, ery, {
    cols: [
      { key: 'name', x: 40, label: '' }, { key: 'value', x: 230, align: 'right', label: 'Resultado' },
      { key: 'unit', x: 238, label: '' }, { key: 'range', x: 400, label: 'Valores de referência' },
    ],
    mark: 'bold', size: 8.5, rowH: 12, right: 559,
  });
  r.nl(4);
  const leuco: Entry[] = [
    sec('LEUCOGRAMA'),
    res('wbc', 'Leucócitos', '5.360', '/mm³', '3.600 a 11.000'),
    res('neutrophils_pct', 'Neutrófilos', '70,7', '%', '40-70', 'H', {
      pair: res('neutrophils_abs', 'Neutrófilos', '3.790', '/mm³', '1.560-6.450'),
    }),
    res('eosinophils_pct', 'Eosinófilos', '2,1', '%', '1-5', null, { pair: res('eosinophils_abs', 'Eosinófilos', '113', '/mm³', '40-500') }),
    res('basophils_pct', 'Basófilos', '0,6', '%', '0-2', null, { pair: res('basophils_abs', 'Basófilos', '32', '/mm³', '0-200') }),
    res('lymphocytes_pct', 'Linfócitos', '20,4', '%', '20-45', null, { pair: res('lymphocytes_abs', 'Linfócitos', '1.093', '/mm³', '1.000-4.500') }),
    res('monocytes_pct', 'Monócitos', '6,2', '%', '2-10', null, { pair: res('monocytes_abs', 'Monócitos', '332', '/mm³', '80-1.000') }),
  ];
  grid(r, leuco, {
    cols: [
      { key: 'name', x: 40, label: '' }, { key: 'value', x: 170, align: 'right', label: '%' },
      { key: 'unit', x: 175, label: '' }, { key: 'range', x: 200, label: 'Ref. %' },
      { key: 'value2', x: 330, align: 'right', label: '/mm³' }, { key: 'unit2', x: 335, label: '' },
      { key: 'range2', x: 400, label: 'Ref. /mm³' },
    ],
    mark: 'bold', size: 8.5, rowH: 12, right: 559,
  });
  r.nl(4);
  grid(r, [res('platelets', 'Plaquetas', '248.000', '/mm³', '150.000 a 450.000')], {
    cols: [
      { key: 'name', x: 40, label: 'PLAQUETOGRAMA' }, { key: 'value', x: 230, align: 'right' },
      { key: 'unit', x: 238 }, { key: 'range', x: 400 },
    ],
    mark: 'bold', size: 8.5, rowH: 12, right: 559,
  });
  r.nl(10);
  const bc = (refLines: string[], nrLines: string[] = [], method?: string): BlockCfg => ({
    x: 40, valueX: 360, unitX: 366, refLabel: 'Valor de referência:', refLines, nrLines, method, mark: 'bold', size: 8.5,
  });
  const put = (e: Row, c: BlockCfg) => {
    if (r.y > 730) {
      r.newPage();
      head();
    }
    r.rule(36, 559, 0.3, -4);
    block(r, e, c);
  };
  put(res('glucose', 'GLICOSE', '102', 'mg/dL', 'Normal: 70 a 99 mg/dL', 'H', { rangeN: '70-99', note: 'status bands printed; the "Normal" band is the reference' }), bc([
    'Normal: 70 a 99 mg/dL', 'Glicemia de jejum alterada: 100 a 125 mg/dL', 'Diabetes mellitus: igual ou superior a 126 mg/dL',
  ], ['Glicemia de jejum alterada: 100 a 125 mg/dL', 'Diabetes mellitus: igual ou superior a 126 mg/dL'], 'Método: Enzimático (hexoquinase) - Material: soro'));
  put(res('cholesterol_total', 'COLESTEROL TOTAL', '212', 'mg/dL', 'Desejável: inferior a 190 mg/dL', 'H', { rangeN: '<190', note: 'lipid bands printed; the "Desejável" band is the reference' }), bc([
    'Desejável: inferior a 190 mg/dL', 'Limítrofe: 190 a 239 mg/dL', 'Alto: ≥ 240 mg/dL',
  ], ['Limítrofe: 190 a 239 mg/dL', 'Alto: ≥ 240 mg/dL'], 'Método: Enzimático colorimétrico'));
  put(res('hdl_cholesterol', 'COLESTEROL HDL', '52', 'mg/dL', 'Desejável: superior a 40 mg/dL', null, { rangeN: '>40' }), bc(['Desejável: superior a 40 mg/dL']));
  const ldlText = 'Baixo risco: inferior a 130 mg/dL / Risco intermediário: inferior a 100 mg/dL / Alto risco: inferior a 70 mg/dL / Muito alto risco: inferior a 50 mg/dL';
  put(res('ldl_cholesterol', 'COLESTEROL LDL (calculado)', '138', 'mg/dL', ldlText, null, {
    rangeN: ldlText, note: 'targets by cardiovascular risk category; the report prints no category for the patient, so the printed text is the range',
  }), bc(['Baixo risco: inferior a 130 mg/dL', 'Risco intermediário: inferior a 100 mg/dL', 'Alto risco: inferior a 70 mg/dL', 'Muito alto risco: inferior a 50 mg/dL'], [], 'Método: Fórmula de Martin'));
  put(res('vitamin_d_25oh', 'VITAMINA D - 25 HIDROXI', '24,1', 'ng/mL', 'População geral saudável: superior a 20 ng/mL', null, {
    rangeN: '>20', note: 'population bands printed; the patient (46 y, no risk group stated) is in the healthy general population band',
  }), bc([
    'População geral saudável: superior a 20 ng/mL',
    'Grupos de risco (idosos, gestantes, lactantes, pacientes com raquitismo/osteomalácia,',
    'osteoporose, hiperparatireoidismo secundário, doenças inflamatórias, DRC): 30 a 60 ng/mL',
    'Risco de toxicidade e hipercalcemia: superior a 100 ng/mL',
  ], ['Risco de toxicidade e hipercalcemia: superior a 100 ng/mL'], 'Método: Quimioluminescência'));
  put(res('ferritin', 'FERRITINA', '18', 'ng/mL', 'Mulheres: 13 a 150 ng/mL', null, { rangeN: '13-150', note: SEX_NOTE('female') }), bc(['Homens: 30 a 400 ng/mL', 'Mulheres: 13 a 150 ng/mL']));
  put(res('alp', 'FOSFATASE ALCALINA', '88', 'U/L', 'Adultos: 35 a 104 U/L', null, { rangeN: '35-104', note: 'age bands printed; the patient is an adult (46 y)' }), bc([
    'Crianças até 12 anos: inferior a 500 U/L', 'Adolescentes de 13 a 17 anos: inferior a 390 U/L', 'Adultos: 35 a 104 U/L',
  ]));
  put(res('tsh', 'TSH - HORMÔNIO TIREOESTIMULANTE', '2,41', 'µUI/mL', '20 a 59 anos: 0,45 a 4,50 µUI/mL', null, { rangeN: '0.45-4.50', note: 'age bands printed; the patient is 46 y' }), bc([
    '20 a 59 anos: 0,45 a 4,50 µUI/mL', '60 anos ou mais: 0,50 a 8,90 µUI/mL',
  ], [], 'Método: Eletroquimioluminescência'));
  running(r, (n, t) => [
    { x: 40, y: 806, text: 'Responsável técnico: Dr. Henrique Lacerda Moura - CRF/PR 00000 · Resultados fora da referência em negrito.' },
    { x: 40, y: 816, text: `Pedido 8820-114073 · Página ${n} de ${t}` },
  ]);
  return r;
}

/** Portuguese lab: banded reference cells (sex, age, status bands stacked in the range column), haemostasis with "controlo". */
export function pt01(): Report {
  const r = newReport({
    id: 'f-pt-01', country: 'PT', language: 'pt-PT', producer: 'pdfkit', split: 'holdout', dec: ',', font: 'dejavu',
    classes: ['F3', 'F4'],
    layout: ['banded-range-cells', 'pt-control', 'flag-arrow-column', 'decimal-comma'],
    metadata: meta('2026-11-13', '2026-11-14', 'Laboratório de Análises Clínicas Tejo Azul', 'Setúbal', 'Joaquim Manuel Ferreira Rodrigues', '67', 'male'),
  });
  r.y = 34;
  r.text(40, 'Laboratório de Análises Clínicas Tejo Azul', 13, { bold: true });
  r.nl(15);
  r.text(40, 'Av. Luísa Todi, 212 · 2900-000 Setúbal · Tel. 265 555 310 · Dir. Técnica: Dra. Isabel Correia', 7.5);
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 330], [
    ['Utente:', 'Joaquim Manuel Ferreira Rodrigues'], ['N.º de processo:', 'TA-26-093317'],
    ['Data de nascimento:', '08/06/1959 (67 anos)'], ['Sexo:', 'Masculino'],
    ['Colheita:', '13/11/2026 08:15'], ['Validação:', '14/11/2026 11:40'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(8);
  const cols = [
    { key: 'name' as const, x: 40, label: 'Análise' }, { key: 'value' as const, x: 232, align: 'right' as const, label: 'Resultado' },
    { key: 'flag' as const, x: 238, label: '' }, { key: 'unit' as const, x: 252, label: 'Unidades' },
    { key: 'range' as const, x: 320, label: 'Valores de referência' },
  ];
  const e: Entry[] = [
    sec('HEMATOLOGIA'),
    res('hemoglobin', 'Hemoglobina', '13,1', 'g/dL', 'H: 13,0 - 17,0\nM: 12,0 - 15,5', null, { rangeN: '13.0-17.0', note: SEX_NOTE('male') }),
    res('wbc', 'Leucócitos', '6,8', 'x10^9/L', '4,0 - 10,0'),
    res('platelets', 'Plaquetas', '181', 'x10^9/L', '150 - 400'),
    res('esr', 'Velocidade de sedimentação', '22', 'mm/1.ª h', 'H até 50 anos: < 20\nH mais de 50 anos: < 30', null, { rangeN: '<30', note: 'age and sex bands printed; the patient is a man of 67' }),
    sec('HEMOSTASE'),
    res('pt_seconds', 'Tempo de protrombina (doente)', '15,4', 'seg', '11,0 - 13,5', '↑'),
    nrRow('Tempo de protrombina (controlo)', '12,1', 'seg'),
    res('pt_quick_pct', 'Taxa de protrombina', '72', '%', '70 - 120'),
    res('inr', 'INR', '1,31', '', '0,85 - 1,15', '↑'),
    nrRow('ISI', '0,98'),
    res('aptt', 'aPTT (doente)', '34,2', 'seg', '25,0 - 36,0'),
    nrRow('aPTT (controlo)', '30,5', 'seg'),
    res('fibrinogen', 'Fibrinogénio', '3,9', 'g/L', '2,0 - 4,0'),
    sec('BIOQUÍMICA'),
    res('creatinine', 'Creatinina', '1,08', 'mg/dL', 'Homens: 0,70 - 1,20\nMulheres: 0,50 - 0,90', null, { rangeN: '0.70-1.20', note: SEX_NOTE('male') }),
    res('uric_acid', 'Ácido úrico', '7,6', 'mg/dL', 'Homens: 3,4 - 7,0\nMulheres: 2,4 - 5,7', '↑', { rangeN: '3.4-7.0', note: SEX_NOTE('male') }),
    res('cholesterol_total', 'Colesterol total', '226', 'mg/dL', 'Desejável: < 190\nElevado: ≥ 190', '↑', {
      rangeN: '<190', note: 'status bands printed; the "Desejável" band is the reference', nrBands: ['Elevado: ≥ 190'],
    }),
    res('ldl_cholesterol', 'Colesterol LDL', '148', 'mg/dL', 'Risco baixo: < 116\nRisco moderado: < 100\nRisco alto: < 70\nRisco muito alto: < 55', null, {
      rangeN: 'Risco baixo: < 116 / Risco moderado: < 100 / Risco alto: < 70 / Risco muito alto: < 55',
      note: 'targets by cardiovascular risk; no risk category printed for the patient, so the printed text is the range',
    }),
    res('vitamin_d_25oh', '25-OH Vitamina D', '26', 'ng/mL', 'Deficiência: < 20\nInsuficiência: 20 - 30\nSuficiência: 30 - 100\nToxicidade: > 100', '↓', {
      rangeN: '30-100', note: 'status bands printed; the "Suficiência" band is the reference (the value falls in "Insuficiência")',
      nrBands: ['Deficiência: < 20', 'Insuficiência: 20 - 30', 'Toxicidade: > 100'],
    }),
    res('psa_total', 'PSA total', '3,9', 'ng/mL', '40-49 anos: < 2,5\n50-59 anos: < 3,5\n60-69 anos: < 4,5\n≥ 70 anos: < 6,5', null, {
      rangeN: '<4.5', note: 'age bands printed; the patient is 67',
    }),
    res('ferritin', 'Ferritina', '212', 'ng/mL', 'Homens: 30 - 400\nMulheres: 13 - 150', null, { rangeN: '30-400', note: SEX_NOTE('male') }),
    res('tsh', 'TSH', '1,9', 'µUI/mL', '0,27 - 4,20'),
  ];
  grid(r, e, { cols, mark: 'column', boldValue: true, size: 8.3, rowH: 12.5, right: 559, bottom: 770 });
  r.nl(8);
  lines(r, 40, ['↑ / ↓: resultado acima / abaixo do intervalo de referência. Validado por: Dra. Isabel Correia, Especialista em Patologia Clínica.'], 7.2, { italic: true });
  running(r, (n, t) => [{ x: 40, y: 814, text: `TA-26-093317 · Joaquim Manuel Ferreira Rodrigues · Pág. ${n}/${t}`, size: 7 }]);
  return r;
}

/** Portuguese lab (Porto): banded reference cells, then "Urina tipo II" whose Hemoglobina / Leucócitos / Glicose are urine. */
export function pt02(): Report {
  const r = newReport({
    id: 'f-pt-02', country: 'PT', language: 'pt-PT', producer: 'pdfkit', split: 'tune', dec: ',', font: 'dejavu',
    classes: ['F3', 'F6'],
    layout: ['banded-range-cells', 'urine-section', 'flag-arrow-column', 'decimal-comma'],
    metadata: meta('2026-11-06', '2026-11-07', 'Laboratório Clínico Ribeira Douro', 'Porto', 'Ana Sofia Carvalho Pinto', '31', 'female'),
  });
  r.y = 34;
  r.text(297, 'LABORATÓRIO CLÍNICO RIBEIRA DOURO', 13, { bold: true, align: 'center' });
  r.nl(15);
  r.text(297, 'Rua de Santa Catarina, 880 · 4000-000 Porto · 22 555 0190', 7.5, { align: 'center' });
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 330], [
    ['Nome:', 'Ana Sofia Carvalho Pinto'], ['Requisição:', 'RD 26/118042'],
    ['Idade:', '31 anos   Sexo: F'], ['Colheita em jejum:', 'Sim'],
    ['Data da colheita:', '06/11/2026'], ['Dia do ciclo:', '5'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(8);
  const cols = [
    { key: 'name' as const, x: 40, label: 'Parâmetro' }, { key: 'value' as const, x: 228, align: 'right' as const, label: 'Resultado' },
    { key: 'flag' as const, x: 234, label: '' }, { key: 'unit' as const, x: 248, label: 'Unidade' },
    { key: 'range' as const, x: 318, label: 'Intervalo de referência' },
  ];
  const e: Entry[] = [
    sec('HEMOGRAMA'),
    res('rbc', 'Eritrócitos', '4,38', 'x10^12/L', 'H: 4,5 - 5,9\nM: 4,0 - 5,2', null, { rangeN: '4.0-5.2', note: SEX_NOTE('female') }),
    res('hemoglobin', 'Hemoglobina', '11,4', 'g/dL', 'H: 13,5 - 17,5\nM: 12,0 - 15,5', '↓', { rangeN: '12.0-15.5', note: SEX_NOTE('female') }),
    res('hematocrit', 'Hematócrito', '35,2', '%', 'H: 40 - 52\nM: 36 - 46', '↓', { rangeN: '36-46', note: SEX_NOTE('female') }),
    res('mcv', 'VGM', '80,4', 'fL', '80 - 97'),
    res('wbc', 'Leucócitos', '9,2', 'x10^9/L', '4,0 - 11,0'),
    res('neutrophils_abs', 'Neutrófilos', '6,1', 'x10^9/L', '1,8 - 7,5'),
    res('platelets', 'Plaquetas', '322', 'x10^9/L', '150 - 400'),
    sec('BIOQUÍMICA'),
    res('glucose', 'Glicose', '84', 'mg/dL', '70 - 100'),
    res('total_protein', 'Proteínas totais', '7,0', 'g/dL', '6,4 - 8,3'),
    res('ferritin', 'Ferritina', '9', 'ng/mL', 'Homens: 30 - 400\nMulheres: 13 - 150', '↓', { rangeN: '13-150', note: SEX_NOTE('female') }),
    res('cholesterol_total', 'Colesterol total', '168', 'mg/dL', 'Desejável: < 190\nElevado: ≥ 190', null, {
      rangeN: '<190', note: 'status bands printed; the "Desejável" band is the reference', nrBands: ['Elevado: ≥ 190'],
    }),
    res('hdl_cholesterol', 'Colesterol HDL', '61', 'mg/dL', 'Homens: > 40\nMulheres: > 45', null, { rangeN: '>45', note: SEX_NOTE('female') }),
    res('triglycerides', 'Triglicéridos', '72', 'mg/dL', 'Em jejum: < 150\nSem jejum: < 175', null, { rangeN: '<150', note: 'fasting / non-fasting bands; the header prints "Colheita em jejum: Sim"' }),
    res('fsh', 'FSH', '6,2', 'mUI/mL', 'Fase folicular: 3,5 - 12,5\nPico ovulatório: 4,7 - 21,5\nFase lútea: 1,7 - 7,7\nPós-menopausa: 25,8 - 134,8', null, {
      rangeN: '3.5-12.5', note: 'cycle-phase bands; the header prints cycle day 5 (follicular phase)',
    }),
    res('tsh', 'TSH', '2,1', 'µUI/mL', '0,27 - 4,20'),
    sec('URINA TIPO II (exame sumário e sedimento)'),
    res('urine_specific_gravity', 'Densidade', '1,015', '', '1,005 - 1,030', null, { valueN: '1.015', rangeN: '1.005-1.030' }),
    res('urine_ph', 'pH', '6,0', '', '5,0 - 8,0'),
    res('urine_protein', 'Proteínas', 'Negativo', '', 'Negativo'),
    res('urine_glucose', 'Glicose', 'Normal', '', 'Normal'),
    res('urine_ketones', 'Corpos cetónicos', 'Negativo', '', 'Negativo'),
    res('urine_blood', 'Hemoglobina', 'Positivo (+)', '', 'Negativo', '↑', { abnormal: true }),
    res('urine_leukocyte_esterase', 'Leucócitos', '75', 'Leu/µL', 'Negativo', '↑', { abnormal: true }),
    res('urine_nitrite', 'Nitritos', 'Negativo', '', 'Negativo'),
    res('urine_wbc', 'Leucócitos (sedimento)', '10-15', '/campo', '< 5', '↑', { abnormal: true }),
    res('urine_rbc', 'Eritrócitos (sedimento)', '3-5', '/campo', '< 3', '↑', { abnormal: true }),
    res('urine_epithelial_cells', 'Células epiteliais', 'Algumas', '', ''),
  ];
  grid(r, e, {
    cols, mark: 'column', boldValue: true, size: 8.3, rowH: 12.3, right: 559, bottom: 770,
    continuation: (rr) => {
      rr.y = 40;
      rr.text(40, 'Ana Sofia Carvalho Pinto · RD 26/118042 (continuação)', 8);
      rr.nl(16);
    },
  });
  r.nl(8);
  lines(r, 40, ['↑ acima / ↓ abaixo do intervalo de referência.   Validado por: Dr. Rui Magalhães, Especialista em Análises Clínicas'], 7.2);
  running(r, (n, t) => [{ x: 40, y: 814, text: `RD 26/118042 · Página ${n} de ${t}`, size: 7 }]);
  return r;
}

/** Spanish lab: analyte blocks with "Valores de referencia" bands (status, lipid targets, menopause), abnormal in red only. */
export function es02(): Report {
  const r = newReport({
    id: 'f-es-02', country: 'ES', language: 'es-ES', producer: 'chromium', split: 'holdout', dec: ',',
    classes: ['F3', 'F9'],
    layout: ['banded-reference-blocks', 'red-text-abnormal', 'decimal-comma', 'logo'],
    metadata: meta('2026-11-18', '2026-11-19', 'Laboratorio Análisis Clínicos Guadarrama', 'Madrid', 'María del Carmen Ruiz Benítez', '58', 'female'),
  });
  box(r, { x: 36, y: 26, w: 523, h: 36, fill: '#e8f0f7' });
  r.y = 31;
  ctext(r, 46, 'GUADARRAMA', 16, '#0d47a1', { bold: true });
  r.nl(18);
  ctext(r, 46, 'Laboratorio de Análisis Clínicos', 8, '#0d47a1');
  r.y = 33;
  r.text(549, 'C/ Bravo Murillo, 377 · 28020 Madrid', 7, { align: 'right' });
  r.nl(9);
  r.text(549, 'Tel. 915 550 642 · citas@guadarrama-lab.example', 7, { align: 'right' });
  r.y = 72;
  kv(r, [40, 330], [
    ['Paciente:', 'RUIZ BENÍTEZ, MARÍA DEL CARMEN'], ['N.º petición:', '26-0318847'],
    ['Fecha nac.:', '21/09/1968 (58 años)   Sexo: Mujer'], ['Médico:', 'Dr. Alberto Sanz Molina'],
    ['Extracción:', '18/11/2026 08:30'], ['Informe:', '19/11/2026 13:05'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(8);
  const hem: Entry[] = [
    sec('HEMATOLOGÍA'),
    res('rbc', 'Hematíes', '4,05', 'x10^6/µL', '3,80 - 5,20'),
    res('hemoglobin', 'Hemoglobina', '11,8', 'g/dL', '12,0 - 16,0', 'L'),
    res('hematocrit', 'Hematocrito', '36,1', '%', '37,0 - 47,0', 'L'),
    res('mcv', 'VCM', '89,1', 'fL', '80,0 - 100,0'),
    res('wbc', 'Leucocitos', '5,6', 'x10^3/µL', '4,0 - 11,0'),
    res('platelets', 'Plaquetas', '236', 'x10^3/µL', '150 - 450'),
  ];
  grid(r, hem, {
    cols: [
      { key: 'name', x: 40, label: 'Prueba' }, { key: 'value', x: 250, align: 'right', label: 'Resultado' },
      { key: 'unit', x: 258, label: 'Unidades' }, { key: 'range', x: 360, label: 'Valores de referencia' },
    ],
    mark: 'red', size: 8.5, rowH: 12, right: 559,
  });
  r.nl(6);
  r.text(40, 'BIOQUÍMICA', 9, { bold: true });
  r.nl(14);
  const bc = (refLines: string[], nrLines: string[] = []): BlockCfg => ({
    x: 40, valueX: 300, unitX: 306, refLabel: 'Valores de referencia:', refLines, nrLines, mark: 'red', size: 8.5,
  });
  block(r, res('glucose', 'Glucosa', '96', 'mg/dL', '74 - 106'), bc(['74 - 106 mg/dL']));
  block(r, res('vitamin_d_25oh', '25-hidroxi-vitamina D', '17', 'ng/mL', 'Suficiencia: 30 - 100 ng/mL', 'L', {
    rangeN: '30-100', note: 'status bands printed; the "Suficiencia" band is the reference (the value falls in "Deficiencia")',
  }), bc(['Deficiencia: < 20 ng/mL', 'Insuficiencia: 20 - 29 ng/mL', 'Suficiencia: 30 - 100 ng/mL', 'Posible toxicidad: > 100 ng/mL'],
    ['Deficiencia: < 20 ng/mL', 'Insuficiencia: 20 - 29 ng/mL', 'Posible toxicidad: > 100 ng/mL']));
  block(r, res('cholesterol_total', 'Colesterol total', '232', 'mg/dL', 'Deseable: < 200 mg/dL', 'H', {
    rangeN: '<200', note: 'lipid bands printed; the "Deseable" band is the reference',
  }), bc(['Deseable: < 200 mg/dL', 'Límite alto: 200 - 239 mg/dL', 'Alto: ≥ 240 mg/dL'], ['Límite alto: 200 - 239 mg/dL', 'Alto: ≥ 240 mg/dL']));
  block(r, res('ldl_cholesterol', 'Colesterol LDL', '151', 'mg/dL', 'Óptimo: < 100 mg/dL', 'H', {
    rangeN: '<100', note: 'ATP III bands printed; the "Óptimo" band is the reference',
  }), bc(['Óptimo: < 100 mg/dL', 'Casi óptimo: 100 - 129 mg/dL', 'Límite alto: 130 - 159 mg/dL', 'Alto: 160 - 189 mg/dL', 'Muy alto: ≥ 190 mg/dL'],
    ['Casi óptimo: 100 - 129 mg/dL', 'Límite alto: 130 - 159 mg/dL', 'Alto: 160 - 189 mg/dL', 'Muy alto: ≥ 190 mg/dL']));
  block(r, res('estradiol', 'Estradiol', '22', 'pg/mL', 'Postmenopausia: < 54,7 pg/mL', null, {
    rangeN: '<54.7', note: 'cycle-phase bands printed; the patient is 58 (postmenopausal band)',
  }), bc(['Fase folicular: 12,5 - 166 pg/mL', 'Fase ovulatoria: 85,8 - 498 pg/mL', 'Fase lútea: 43,8 - 211 pg/mL', 'Postmenopausia: < 54,7 pg/mL']));
  block(r, res('fsh', 'FSH', '68,4', 'mUI/mL', 'Postmenopausia: 25,8 - 134,8 mUI/mL', null, {
    rangeN: '25.8-134.8', note: 'cycle-phase bands printed; the patient is 58 (postmenopausal band)',
  }), bc(['Fase folicular: 3,5 - 12,5 mUI/mL', 'Pico ovulatorio: 4,7 - 21,5 mUI/mL', 'Fase lútea: 1,7 - 7,7 mUI/mL', 'Postmenopausia: 25,8 - 134,8 mUI/mL']));
  block(r, res('tsh', 'TSH', '3,1', 'µUI/mL', '18 - 65 años: 0,35 - 4,94 µUI/mL', null, {
    rangeN: '0.35-4.94', note: 'age bands printed; the patient is 58',
  }), bc(['18 - 65 años: 0,35 - 4,94 µUI/mL', '> 65 años: 0,50 - 6,50 µUI/mL']));
  running(r, (n, t) => [
    { x: 40, y: 808, text: 'Los resultados en rojo están fuera de los valores de referencia. Facultativo: Dra. Lucía Ferrer Gil, especialista en Análisis Clínicos.' },
    { x: 40, y: 818, text: `Petición 26-0318847 · Página ${n} de ${t}` },
  ]);
  return r;
}

/** Mexican lab: differential with the ABSOLUTE count first ("3,790 /µL") then %, a 100 % total, then the EGO urine exam. */
export function mx01(): Report {
  const r = newReport({
    id: 'f-mx-01', country: 'MX', language: 'es-MX', producer: 'chromium', split: 'holdout', dec: '.',
    classes: ['F5', 'F6'],
    layout: ['differential-abs-pct-row', 'thousands-comma', 'differential-total', 'urine-section', 'bold-abnormal'],
    metadata: meta('2026-11-15', '2026-11-15', 'Laboratorio Clínico Chapultepec Sur', 'Guadalajara', 'Guadalupe Hernández Olvera', '41', 'female'),
  });
  r.y = 28;
  r.text(40, 'LABORATORIO CLÍNICO CHAPULTEPEC SUR', 13, { bold: true });
  r.nl(14);
  r.text(40, 'Av. Chapultepec Sur 514, Col. Americana, Guadalajara, Jal. · Tel. 33 5550 8214', 7.2);
  r.nl(11);
  r.rule(36, 559, 1);
  r.nl(7);
  kv(r, [40, 320], [
    ['Paciente:', 'HERNÁNDEZ OLVERA GUADALUPE'], ['Folio:', 'CS-261115-0622'],
    ['Edad:', '41 años   Sexo: Femenino'], ['Fecha de toma:', '15/11/2026 07:40'],
  ], 7.8);
  r.rule(36, 559, 0.6);
  r.nl(6);
  const size = 7.6;
  const rowH = 10.4;
  const bh: Entry[] = [
    sec('BIOMETRÍA HEMÁTICA'),
    res('rbc', 'Eritrocitos', '4.52', 'x10^6/µL', '4.00 - 5.40'),
    res('hemoglobin', 'Hemoglobina', '13.4', 'g/dL', '12.0 - 16.0'),
    res('hematocrit', 'Hematocrito', '40.2', '%', '36.0 - 47.0'),
    res('mcv', 'VCM', '88.9', 'fL', '80.0 - 97.0'),
    res('wbc', 'Leucocitos', '6,100', '/µL', '4,500 - 11,000'),
    res('platelets', 'Plaquetas', '287,000', '/µL', '150,000 - 450,000'),
  ];
  grid(r, bh, {
    cols: [
      { key: 'name', x: 40, label: 'Estudio' }, { key: 'value', x: 210, align: 'right', label: 'Resultado' },
      { key: 'unit', x: 216, label: 'Unidades' }, { key: 'range', x: 300, label: 'Valores de referencia' },
    ],
    mark: 'bold', size, rowH, right: 559,
  });
  const diff: Entry[] = [
    res('neutrophils_abs', 'Neutrófilos', '3,790', '/µL', '1,800 - 7,700', null, { pair: res('neutrophils_pct', 'Neutrófilos', '62.1', '%', '40.0 - 75.0') }),
    res('lymphocytes_abs', 'Linfocitos', '1,720', '/µL', '1,000 - 4,800', null, { pair: res('lymphocytes_pct', 'Linfocitos', '28.2', '%', '20.0 - 45.0') }),
    res('monocytes_abs', 'Monocitos', '360', '/µL', '100 - 1,000', null, { pair: res('monocytes_pct', 'Monocitos', '5.9', '%', '2.0 - 10.0') }),
    res('eosinophils_abs', 'Eosinófilos', '200', '/µL', '0 - 500', null, { pair: res('eosinophils_pct', 'Eosinófilos', '3.3', '%', '0.0 - 6.0') }),
    res('basophils_abs', 'Basófilos', '30', '/µL', '0 - 200', null, { pair: res('basophils_pct', 'Basófilos', '0.5', '%', '0.0 - 2.0') }),
    nrRow('Total', '', '', '', { pair: nrRow('Total', '100.0', '%') }),
  ];
  r.nl(2);
  grid(r, diff, {
    cols: [
      { key: 'name', x: 40, label: 'Fórmula blanca' }, { key: 'value', x: 150, align: 'right', label: 'Absolutos' },
      { key: 'unit', x: 155, label: '' }, { key: 'range', x: 180, label: 'Ref.' },
      { key: 'value2', x: 300, align: 'right', label: 'Relativos' }, { key: 'unit2', x: 305, label: '' },
      { key: 'range2', x: 320, label: 'Ref.' },
    ],
    mark: 'bold', size, rowH, right: 559,
  });
  r.nl(2);
  grid(r, [
    sec('QUÍMICA SANGUÍNEA'),
    res('glucose', 'Glucosa', '92', 'mg/dL', '70 - 100'),
    res('creatinine', 'Creatinina', '0.71', 'mg/dL', '0.50 - 0.90'),
    res('total_protein', 'Proteínas totales', '7.3', 'g/dL', '6.4 - 8.3'),
  ], {
    cols: [
      { key: 'name', x: 40, label: '' }, { key: 'value', x: 210, align: 'right' }, { key: 'unit', x: 216 }, { key: 'range', x: 300 },
    ],
    mark: 'bold', size, rowH, right: 559,
  });
  const ego: Entry[] = [
    sec('EXAMEN GENERAL DE ORINA'),
    note('Examen físico'),
    res('urine_color', 'Color', 'Amarillo', '', 'Amarillo'),
    res('urine_appearance', 'Aspecto', 'Turbio', '', 'Transparente', 'A'),
    res('urine_specific_gravity', 'Densidad', '1.025', '', '1.005 - 1.030'),
    note('Examen químico'),
    res('urine_ph', 'pH', '6.0', '', '5.0 - 8.0'),
    res('urine_leukocyte_esterase', 'Leucocitos', '75', 'Leu/µL', 'Negativo', 'A'),
    res('urine_nitrite', 'Nitritos', 'Positivo', '', 'Negativo', 'A'),
    res('urine_protein', 'Proteínas', '30', 'mg/dL', 'Negativo', 'A'),
    res('urine_glucose', 'Glucosa', 'Negativo', '', 'Negativo'),
    res('urine_ketones', 'Cetonas', 'Negativo', '', 'Negativo'),
    res('urine_blood', 'Sangre', '10', 'Eri/µL', 'Negativo', 'A'),
    res('urine_bilirubin', 'Bilirrubina', 'Negativo', '', 'Negativo'),
    res('urine_urobilinogen', 'Urobilinógeno', 'Normal', '', 'Normal'),
    note('Sedimento urinario'),
    res('urine_wbc', 'Leucocitos', '8-10', '/campo', '0 - 5', 'A'),
    res('urine_rbc', 'Eritrocitos', '2-4', '/campo', '0 - 3', 'A'),
    res('urine_bacteria', 'Bacterias', 'Abundantes', '', 'Escasas', 'A'),
    res('urine_epithelial_cells', 'Células epiteliales', 'Escasas', '', 'Escasas'),
  ];
  grid(r, ego, {
    cols: [
      { key: 'name', x: 40, label: '' }, { key: 'value', x: 210, align: 'right' }, { key: 'unit', x: 216 }, { key: 'range', x: 300 },
    ],
    mark: 'bold', size, rowH, right: 559,
  });
  r.nl(4);
  lines(r, 40, ['Resultados fuera de rango en negritas.   Q.F.B. Rocío Medina Ávalos — Céd. Prof. 0000000 (inventada)'], 7);
  return r;
}

/** Mexican lab: key–value lines "Glucosa: 126 mg/dL *" and a coagulation block with "Testigo" and ISI lines. */
export function mx02(): Report {
  const r = newReport({
    id: 'f-mx-02', country: 'MX', language: 'es-MX', producer: 'pdfkit', split: 'tune', dec: '.', font: 'sans',
    classes: ['F4', 'F7'],
    layout: ['key-value', 'colon-before-value', 'pt-control', 'flag-star-suffix'],
    metadata: meta('2026-11-08', '2026-11-08', 'Laboratorios Clínicos Sierra Madre', 'Monterrey', 'José Luis Garza Treviño', '63', 'male'),
  });
  r.y = 36;
  r.text(297, 'LABORATORIOS CLÍNICOS SIERRA MADRE', 14, { bold: true, align: 'center' });
  r.nl(16);
  r.text(297, 'Av. Constitución 1820 Pte., Centro, Monterrey, N.L. · 81 5550 3377', 7.5, { align: 'center' });
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(9);
  kv(r, [40, 320], [
    ['Paciente:', 'GARZA TREVIÑO JOSÉ LUIS'], ['Orden:', 'SM-2611-08-0193'],
    ['Edad:', '63 años'], ['Sexo:', 'Masculino'],
    ['Médico:', 'Dr. Héctor Villarreal'], ['Fecha:', '08/11/2026 08:10'],
  ], 8.5);
  r.rule(36, 559, 0.6);
  r.nl(10);
  const coag: Entry[] = [
    sec('TIEMPOS DE COAGULACIÓN'),
    res('pt_seconds', 'Tiempo de protrombina (TP)', '13.9', 'seg', '11.0 - 13.5', '*'),
    nrRow('TP Testigo', '12.4', 'seg'),
    res('pt_quick_pct', 'Actividad de protrombina', '82', '%', '70 - 120'),
    res('inr', 'INR', '1.12', '', '0.8 - 1.2'),
    nrRow('ISI', '1.05'),
    res('aptt', 'Tiempo de tromboplastina parcial (TTP)', '32.4', 'seg', '25.0 - 35.0'),
    nrRow('TTP Testigo', '30.0', 'seg'),
    res('fibrinogen', 'Fibrinógeno', '312', 'mg/dL', '200 - 400'),
  ];
  kvRows(r, coag, { x: 40, style: 'tab', colonX: 232, unitX: 290, rangeX: 360, wrap: ['(', ')'], mark: 'suffix-space', size: 9, rowH: 14 });
  r.nl(4);
  const qs: Entry[] = [
    sec('QUÍMICA SANGUÍNEA'),
    res('glucose', 'Glucosa', '126', 'mg/dL', '70 - 100', '*'),
    res('urea', 'Urea', '38', 'mg/dL', '15 - 45'),
    res('bun', 'BUN', '17.8', 'mg/dL', '7 - 20'),
    res('creatinine', 'Creatinina', '1.21', 'mg/dL', '0.70 - 1.30'),
    res('uric_acid', 'Ácido úrico', '7.9', 'mg/dL', '3.5 - 7.2', '*'),
    res('cholesterol_total', 'Colesterol total', '218', 'mg/dL', '< 200', '*'),
    res('triglycerides', 'Triglicéridos', '176', 'mg/dL', '< 150', '*'),
  ];
  kvRows(r, qs, { x: 40, style: 'inline', sep: ': ', rangeX: 360, wrap: ['(', ')'], mark: 'suffix-space', size: 9, rowH: 14 });
  r.nl(10);
  lines(r, 40, ['(*) Resultado fuera del intervalo de referencia.', 'Q.C. Martha Elizondo Cantú — Responsable sanitario (cédula inventada 0000000)'], 8);
  return r;
}

/** Argentine lab: cumulative columns with the reference range first and the newest date rightmost; urine after blood. */
export function ar01(): Report {
  const r = newReport({
    id: 'f-ar-01', country: 'AR', language: 'es-AR', producer: 'pdfkit', split: 'tune', dec: ',', font: 'sans',
    classes: ['F1', 'F6'],
    layout: ['cumulative-columns', 'range-first', 'newest-rightmost', 'flag-star-column', 'urine-section', 'thousands-dot', 'decimal-comma'],
    metadata: meta('2026-11-20', '2026-11-20', 'Laboratorio Bioquímico Paraná Norte', 'Rosario', 'Roberto Daniel Fernández Sosa', '55', 'male'),
  });
  r.y = 34;
  r.text(40, 'LABORATORIO BIOQUÍMICO PARANÁ NORTE', 13, { bold: true });
  r.nl(15);
  r.text(40, 'Bv. Rondeau 2190 · S2000 Rosario, Santa Fe · Tel. (0341) 555-4812 · Bioq. Dra. Silvina Pereyra, M.P. 0000', 7.3);
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 330], [
    ['Paciente:', 'FERNÁNDEZ SOSA, Roberto Daniel'], ['Protocolo:', '26-112033'],
    ['Edad:', '55 años   Sexo: M'], ['Obra social:', 'OSPAR (inventada) 000-441'],
    ['Médico:', 'Dr. Marcelo Gianetti'], ['Fecha:', '20/11/2026'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(8);
  r.text(297, 'INFORME ACUMULATIVO', 10, { bold: true, align: 'center' });
  r.nl(14);
  const e: Entry[] = [
    sec('HEMOGRAMA'),
    res('rbc', 'Glóbulos rojos', '4.850.000', '/mm³', '4.500.000 - 5.900.000', null, { prev: ['4.910.000', '4.780.000'] }),
    res('hemoglobin', 'Hemoglobina', '14,6', 'g/dL', '13,5 - 17,5', null, { prev: ['14,9', '14,2'] }),
    res('hematocrit', 'Hematocrito', '44', '%', '41 - 53', null, { prev: ['45', '43'] }),
    res('wbc', 'Glóbulos blancos', '7.800', '/mm³', '4.000 - 10.000', null, { prev: ['6.900', '8.100'] }),
    res('platelets', 'Plaquetas', '231.000', '/mm³', '150.000 - 400.000', null, { prev: ['244.000', '219.000'] }),
    res('esr', 'Eritrosedimentación', '18', 'mm 1ª h', '0 - 15', '*', { prev: ['12', '16'] }),
    sec('QUÍMICA'),
    res('glucose', 'Glucemia', '118', 'mg/dL', '70 - 110', '*', { prev: ['104', '112'] }),
    res('urea', 'Uremia', '42', 'mg/dL', '15 - 50', null, { prev: ['38', '40'] }),
    res('creatinine', 'Creatininemia', '1,12', 'mg/dL', '0,70 - 1,30', null, { prev: ['1,05', '1,09'] }),
    res('cholesterol_total', 'Colesterol total', '236', 'mg/dL', '< 200', '*', { prev: ['251', '244'] }),
    res('hdl_cholesterol', 'Colesterol HDL', '39', 'mg/dL', '> 40', '*', { prev: ['37', '38'] }),
    res('ldl_cholesterol', 'Colesterol LDL', '161', 'mg/dL', '< 130', '*', { prev: ['174', '169'] }),
    res('triglycerides', 'Triglicéridos', '182', 'mg/dL', '< 150', '*', { prev: ['201', '187'] }),
    res('tsh', 'TSH', '2,3', 'µUI/mL', '0,35 - 4,94', null, { prev: ['', '2,6'] }),
    res('psa_total', 'PSA total', '2,9', 'ng/mL', '< 4,0', null, { prev: ['2,4', ''] }),
    sec('ORINA COMPLETA'),
    res('urine_color', 'Color', 'Amarillo', '', 'Amarillo', null, { prev: ['Amarillo', 'Amarillo'] }),
    res('urine_appearance', 'Aspecto', 'Límpido', '', 'Límpido', null, { prev: ['Límpido', 'Lig. turbio'] }),
    res('urine_specific_gravity', 'Densidad', '1.020', '', '1.005 - 1.030', null, { valueN: '1.020', rangeN: '1.005-1.030', prev: ['1.015', '1.025'] }),
    res('urine_ph', 'pH', '6,0', '', '5,0 - 7,5', null, { prev: ['5,5', '6,0'] }),
    res('urine_protein', 'Proteínas', 'Negativo', '', 'Negativo', null, { prev: ['Negativo', 'Indicios'] }),
    res('urine_glucose', 'Glucosa', 'Negativo', '', 'Negativo', null, { prev: ['Negativo', 'Negativo'] }),
    res('urine_blood', 'Hemoglobina', 'Negativo', '', 'Negativo', null, { prev: ['Trazas', 'Negativo'] }),
    res('urine_wbc', 'Leucocitos', '2-4', '/campo', '0 - 5', null, { prev: ['1-2', '6-8'] }),
    res('urine_rbc', 'Hematíes', '0-1', '/campo', '0 - 2', null, { prev: ['0-1', '0-2'] }),
  ];
  grid(r, e, {
    cols: [
      { key: 'name', x: 40, label: 'Determinación' }, { key: 'unit', x: 150, label: 'Unidad' },
      { key: 'range', x: 200, label: 'Valores de referencia' },
      { key: 'prev', i: 0, x: 380, align: 'right', label: '12/03/2026' },
      { key: 'prev', i: 1, x: 450, align: 'right', label: '18/07/2026' },
      { key: 'value', x: 522, align: 'right', label: '20/11/2026' },
      { key: 'flag', x: 530, label: '' },
    ],
    mark: 'column', size: 8, rowH: 11.8, right: 559,
  });
  r.nl(6);
  lines(r, 40, ['(*) Valor fuera del rango de referencia (solo para el resultado actual). Columnas anteriores: protocolos 26-030418 y 26-071152.'], 7, { italic: true });
  running(r, (n, t) => [{ x: 40, y: 814, text: `Protocolo 26-112033 · Hoja ${n} de ${t} · Validado por Bioq. Dra. Silvina Pereyra`, size: 7 }]);
  return r;
}
