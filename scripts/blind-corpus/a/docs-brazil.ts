/** Brazilian reports: block layout, double result columns, sex- and age-banded range columns. */
import { everyPage, kv2, para, Report, type RowInput } from './model';

const BR_META = (name: string, age: string, sex: 'male' | 'female', date: string, released: string, lab: string, city: string) => ({
  lab_date: date,
  results_date: released,
  lab_name: lab,
  lab_city: city,
  lab_country: 'BR',
  patient_name: name,
  patient_age: age,
  patient_sex: sex,
});

/**
 * One analyte per block: heading in capitals, `Resultado:` line, `Valor de referência:` with
 * one or more stacked lines. Records the truth for the result line only.
 */
function block(r: Report, title: string, p: RowInput, refs: string[], extra: string[] = [], dotted = false): void {
  if (r.y > r.page.h - 150) nextPage(r);
  r.text(40, title, 9.5, { bold: true });
  r.nl(13);
  for (const e of extra) {
    r.text(40, e, 7.5);
    r.nl(10);
  }
  const label = dotted ? 'Resultado.........:' : 'Resultado:';
  r.text(40, label, 9);
  r.text(dotted ? 140 : 100, `${p.valueText ?? p.value} ${p.unit ?? ''}`.trim(), 9, { bold: true });
  r.nl(13);
  r.text(40, refs.length > 1 ? 'Valores de referência:' : `Valor de referência: ${refs[0] ?? ''}`, 8.5);
  r.nl(11);
  if (refs.length > 1) {
    for (const l of refs) {
      r.text(60, l, 8.5);
      r.nl(11);
    }
  }
  r.truth(p);
  r.nl(10);
}

let pageHeader: ((r: Report) => void) | null = null;

function nextPage(r: Report): void {
  r.newPage();
  pageHeader?.(r);
}

/** Private lab in Belo Horizonte: block layout, stacked lipid ranges, sex-banded creatinine. */
function br01(): Report {
  const r = new Report({
    id: 'a-br-01',
    country: 'BR',
    language: 'pt-BR',
    producer: 'pdfkit',
    layout: ['block', 'stacked-range', 'age-banded-range', 'sex-banded-range', 'multi-page', 'header-footer'],
    split: 'tune',
    classes: ['8.4', '15.G', '8.7', '15.K', '15.E'],
    derive: true,
    dec: ',',
    metadata: BR_META('Roberto Carlos da Silva Moura', '52', 'male', '2026-11-03', '2026-11-04', 'Laboratório São Lucas de Análises Clínicas', 'Belo Horizonte'),
  });
  pageHeader = (rr) => {
    rr.y = 32;
    rr.text(40, 'LABORATÓRIO SÃO LUCAS DE ANÁLISES CLÍNICAS', 13, { bold: true });
    rr.nl(16);
    rr.text(40, 'Unidade Savassi — Setor de Bioquímica e Imunologia', 8.5);
    rr.nl(11);
    rr.text(40, 'Rua Pernambuco, 1000 - Savassi - Belo Horizonte - MG - CEP 30130-151 - Tel.: (31) 3222-0000', 7.5);
    rr.nl(16);
    kv2(rr, 40, 340, [
      ['Paciente:', 'ROBERTO CARLOS DA SILVA MOURA'],
      ['Data da coleta:', '03/11/2026 07:41'],
      ['Idade:', '52 anos'],
      ['Data de liberação:', '04/11/2026 15:12'],
      ['Sexo....:', 'Masculino'],
      ['Médico:', 'Dra. Helena Vasconcelos CRM-MG 41.552'],
      ['Endereço:', 'Rua dos Timbiras 2211, ap. 302 - Lourdes'],
      ['Convênio:', 'Particular   Jejum: 12 horas'],
    ], 8.5, 12);
    rr.rule(40, 555);
    rr.nl(12);
  };
  nextPage(r);
  block(r, 'GLICOSE', { id: 'glucose', name: 'GLICOSE', value: '118', unit: 'mg/dL', range: '70 a 99' }, ['70 a 99 mg/dL'], ['Material: Soro    Método: Enzimático (hexoquinase)']);
  block(
    r,
    'HEMOGLOBINA GLICADA',
    { id: 'hba1c', name: 'HEMOGLOBINA GLICADA', value: '6,3', unit: '%', range: '', rangeN: '<5.7', abnormal: true },
    ['Normal: Inferior a 5,7 %', 'Pré-diabetes: 5,7 a 6,4 %', 'Diabetes: Igual ou superior a 6,5 %'],
    ['Material: Sangue total com EDTA    Método: HPLC'],
  );
  r.notResult('Pré-diabetes: 5,7 a 6,4 %');
  r.notResult('Diabetes: Igual ou superior a 6,5 %');
  block(r, 'GLICOSE MÉDIA ESTIMADA', { id: 'estimated_average_glucose', name: 'GLICOSE MÉDIA ESTIMADA', value: '134', unit: 'mg/dL', range: '' }, ['Não se aplica']);
  block(
    r,
    'COLESTEROL TOTAL',
    { id: 'cholesterol_total', name: 'COLESTEROL TOTAL', value: '214', unit: 'mg/dL', range: '', rangeN: '<190', abnormal: true },
    ['Até 19 anos: Desejável: Inferior a 170 mg/dL', '20 anos ou mais: Desejável: Inferior a 190 mg/dL'],
  );
  r.notResult('Até 19 anos: Desejável: Inferior a 170 mg/dL');
  block(
    r,
    'COLESTEROL HDL',
    { id: 'hdl_cholesterol', name: 'COLESTEROL HDL', value: '38', unit: 'mg/dL', range: '', rangeN: '>40', abnormal: true },
    ['Até 19 anos: Desejável: Superior a 45 mg/dL', '20 anos ou mais: Desejável: Superior a 40 mg/dL'],
  );
  r.notResult('Superior a 45 mg/dL');
  block(
    r,
    'COLESTEROL LDL',
    { id: 'ldl_cholesterol', name: 'COLESTEROL LDL', value: '148', unit: 'mg/dL', range: 'Inferior a 130', abnormal: true },
    ['Desejável: Inferior a 130 mg/dL', '(meta conforme categoria de risco cardiovascular definida pelo médico)'],
    ['Calculado pela equação de Martin/Hopkins'],
  );
  block(
    r,
    'TRIGLICERÍDEOS',
    { id: 'triglycerides', name: 'TRIGLICERÍDEOS', value: '142', unit: 'mg/dL', range: '', rangeN: '<150' },
    ['Com jejum: Desejável: Inferior a 150 mg/dL', 'Sem jejum: Desejável: Inferior a 175 mg/dL'],
  );
  r.notResult('Sem jejum: Desejável: Inferior a 175 mg/dL');
  block(
    r,
    'CREATININA',
    { id: 'creatinine', name: 'CREATININA', value: '1,08', unit: 'mg/dL', range: '', rangeN: 'M: 0.70-1.20 / F: 0.50-0.90' },
    ['Homens: 0,70 a 1,20 mg/dL', 'Mulheres: 0,50 a 0,90 mg/dL'],
  );
  block(r, 'UREIA', { id: 'urea', name: 'UREIA', value: '36', unit: 'mg/dL', range: '17 a 43' }, ['17 a 43 mg/dL']);
  block(r, 'TGO (AST)', { id: 'ast', name: 'TGO (AST)', value: '27', unit: 'U/L', range: 'Inferior a 40', rangeN: '<40' }, ['Inferior a 40 U/L']);
  block(r, 'TGP (ALT)', { id: 'alt', name: 'TGP (ALT)', value: '52', unit: 'U/L', range: 'Inferior a 41', rangeN: '<41' }, ['Inferior a 41 U/L']);
  block(r, 'TSH - HORMÔNIO TIREOESTIMULANTE', { id: 'tsh', name: 'TSH - HORMÔNIO TIREOESTIMULANTE', value: '2,15', unit: 'µUI/mL', range: '0,27 a 4,20' }, ['0,27 a 4,20 µUI/mL'], ['Método: Eletroquimioluminescência']);
  block(
    r,
    '25-HIDROXIVITAMINA D',
    { id: 'vitamin_d_25oh', name: '25-HIDROXIVITAMINA D', value: '24,3', unit: 'ng/mL', range: '', rangeN: '>20' },
    ['População geral saudável: Superior a 20 ng/mL', 'Grupos de risco: 30 a 60 ng/mL', 'Risco de toxicidade: Superior a 100 ng/mL'],
  );
  r.notResult('Grupos de risco: 30 a 60 ng/mL');
  r.notResult('Risco de toxicidade: Superior a 100 ng/mL');
  block(r, 'VITAMINA B12', { id: 'vitamin_b12', name: 'VITAMINA B12', value: '412', unit: 'pg/mL', range: '197 a 771' }, ['197 a 771 pg/mL']);
  block(r, 'PSA TOTAL', { id: 'psa_total', name: 'PSA TOTAL', value: '0,84', unit: 'ng/mL', range: 'Inferior a 4,0', rangeN: '<4.0' }, ['Inferior a 4,0 ng/mL']);
  everyPage(r, (p, n, total) => {
    p.items.push(
      { x: 40, y: p.h - 48, text: 'Responsável técnico: Dr. Paulo R. Lacerda - CRF-MG 12.334   |   Resultados liberados eletronicamente', size: 7 },
      { x: 555, y: p.h - 36, text: `Página ${n} de ${total}`, size: 7.5, align: 'right' },
    );
  });
  pageHeader = null;
  return r;
}

/** Hemograma with double result columns (% and /mm³) and sex-banded columns; lipid table with age columns. */
function br02(): Report {
  const r = new Report({
    id: 'a-br-02',
    country: 'BR',
    language: 'pt-BR',
    producer: 'matplotlib',
    layout: ['double-result-columns', 'sex-banded-columns', 'age-banded-columns', 'thousands-separator', 'multi-page', 'header-footer'],
    split: 'holdout',
    classes: ['8.5', '15.G', '15.F', '8.6', '15.K'],
    derive: true,
    dec: ',',
    metadata: BR_META('Ana Beatriz Nogueira Castro', '29', 'female', '2026-10-21', '2026-10-21', 'Centro de Diagnóstico Paulista', 'Campinas'),
  });
  const head = (): void => {
    r.newPage();
    r.y = 32;
    r.text(40, 'CENTRO DE DIAGNÓSTICO PAULISTA', 13, { bold: true });
    r.nl(15);
    r.text(40, 'Setor de Hematologia', 8.5);
    r.nl(10);
    r.text(40, 'Av. Norte-Sul, 2500 - Cambuí - Campinas/SP - CEP 13025-320', 7.5);
    r.nl(16);
    kv2(r, 40, 340, [
      ['Nome:', 'ANA BEATRIZ NOGUEIRA CASTRO'],
      ['Data da coleta:', '21/10/2026'],
      ['Idade: 29 anos', ''],
      ['Emissão:', '21/10/2026 16:05'],
      ['Sexo....: Feminino', ''],
      ['Solicitante: Dr. Marcelo Antunes', ''],
      ['Tel.: (19) 99812-4470', ''],
      ['Pedido: 771029-4', ''],
    ], 8.5, 12);
    r.rule(40, 555);
    r.nl(10);
  };
  head();
  r.text(297, 'HEMOGRAMA COMPLETO', 11, { bold: true, align: 'center' });
  r.nl(16);
  r.text(40, 'ERITROGRAMA', 9, { bold: true });
  r.text(330, 'Valores de referência', 8.5, { bold: true });
  r.nl(11);
  r.text(330, 'Homens', 8, { bold: true });
  r.text(410, 'Mulheres', 8, { bold: true });
  r.text(490, 'Crianças', 8, { bold: true });
  r.nl(12);
  const ery = (p: RowInput, h: string, m: string, c: string): void => {
    r.text(40, p.name, 8.5);
    r.text(240, p.value, 8.5, { align: 'right' });
    r.text(246, p.unit ?? '', 8.5);
    r.text(330, h, 8.5);
    r.text(410, m, 8.5);
    r.text(490, c, 8.5);
    const band = (s: string): string => s.replace(/,/g, '.').replace(' a ', '-');
    r.truth({ ...p, range: '', rangeN: `M: ${band(h)} / F: ${band(m)}` });
    r.notResult(c);
    r.nl(12);
  };
  ery({ id: 'rbc', name: 'Hemácias', value: '4,21', unit: 'milhões/mm³' }, '4,50 a 5,90', '4,00 a 5,20', '4,00 a 5,20');
  ery({ id: 'hemoglobin', name: 'Hemoglobina', value: '12,6', unit: 'g/dL' }, '13,5 a 17,5', '12,0 a 16,0', '11,5 a 15,5');
  ery({ id: 'hematocrit', name: 'Hematócrito', value: '38,0', unit: '%' }, '41,0 a 53,0', '36,0 a 46,0', '34,0 a 45,0');
  ery({ id: 'mcv', name: 'VCM', value: '90,3', unit: 'fL' }, '80,0 a 100,0', '80,0 a 100,0', '77,0 a 95,0');
  ery({ id: 'mch', name: 'HCM', value: '29,9', unit: 'pg' }, '26,0 a 34,0', '26,0 a 34,0', '25,0 a 33,0');
  ery({ id: 'mchc', name: 'CHCM', value: '33,2', unit: 'g/dL' }, '31,0 a 36,0', '31,0 a 36,0', '31,0 a 36,0');
  ery({ id: 'rdw_cv', name: 'RDW', value: '12,8', unit: '%' }, '11,5 a 14,5', '11,5 a 14,5', '11,5 a 15,0');
  r.nl(8);
  r.text(40, 'LEUCOGRAMA', 9, { bold: true });
  r.text(200, '%', 8.5, { bold: true, align: 'right' });
  r.text(270, '/mm³', 8.5, { bold: true, align: 'right' });
  r.text(330, 'Valores de referência (%)', 8, { bold: true });
  r.text(450, '(/mm³)', 8, { bold: true });
  r.nl(12);
  r.text(40, 'Leucócitos', 8.5);
  r.text(270, '6.900', 8.5, { align: 'right' });
  r.text(450, '4.000 a 11.000', 8.5);
  r.truth({ id: 'wbc', name: 'Leucócitos', value: '6.900', unit: '/mm³', range: '4.000 a 11.000' });
  r.nl(12);
  const leu = (name: string, pid: string, aid: string, pct: string, abs: string, rp: string, ra: string, flagPct?: string): void => {
    r.text(40, name, 8.5);
    r.text(200, pct, 8.5, { align: 'right' });
    r.text(270, abs, 8.5, { align: 'right' });
    r.text(330, rp, 8.5);
    r.text(450, ra, 8.5);
    r.truth({ id: pid, name, value: pct, unit: '%', range: rp, flag: flagPct ?? null });
    r.truth({ id: aid, name, value: abs, unit: '/mm³', range: ra });
    r.nl(12);
  };
  leu('Neutrófilos', 'neutrophils_pct', 'neutrophils_abs', '58,0', '4.002', '40 a 75', '1.600 a 8.250');
  leu('Eosinófilos', 'eosinophils_pct', 'eosinophils_abs', '3,0', '207', '1 a 5', '40 a 550');
  leu('Basófilos', 'basophils_pct', 'basophils_abs', '0,5', '35', '0 a 2', '0 a 220');
  leu('Linfócitos', 'lymphocytes_pct', 'lymphocytes_abs', '31,0', '2.139', '20 a 45', '800 a 4.950');
  leu('Monócitos', 'monocytes_pct', 'monocytes_abs', '7,5', '518', '2 a 10', '80 a 1.100');
  r.nl(8);
  r.text(40, 'PLAQUETAS', 9, { bold: true });
  r.nl(12);
  r.text(40, 'Contagem de plaquetas', 8.5);
  r.text(270, '245.000', 8.5, { align: 'right' });
  r.text(276, '/mm³', 8.5);
  r.text(330, '150.000 a 450.000', 8.5);
  r.truth({ id: 'platelets', name: 'Contagem de plaquetas', value: '245.000', unit: '/mm³', range: '150.000 a 450.000' });
  r.nl(12);
  r.text(40, 'VPM', 8.5);
  r.text(270, '10,4', 8.5, { align: 'right' });
  r.text(276, 'fL', 8.5);
  r.text(330, '7,5 a 11,5', 8.5);
  r.truth({ id: 'mpv', name: 'VPM', value: '10,4', unit: 'fL', range: '7,5 a 11,5' });
  r.nl(16);
  para(r, 40, ['Observação: Hemácias normocíticas e normocrômicas. Plaquetas de morfologia normal.'], 7.5, { italic: true });
  head();
  r.text(297, 'PERFIL LIPÍDICO E BIOQUÍMICA', 11, { bold: true, align: 'center' });
  r.nl(16);
  r.text(40, 'Exame', 8.5, { bold: true });
  r.text(230, 'Resultado', 8.5, { bold: true, align: 'right' });
  r.text(240, 'Unidade', 8.5, { bold: true });
  r.text(310, 'Até 19 anos', 8.5, { bold: true });
  r.text(430, '20 anos ou mais', 8.5, { bold: true });
  r.nl(11);
  r.rule(40, 555);
  r.nl(5);
  const lip = (p: RowInput, young: string, adult: string, adultN: string): void => {
    r.text(40, p.name, 8.5);
    r.text(230, p.value, 8.5, { align: 'right' });
    r.text(240, p.unit ?? '', 8.5);
    r.text(310, young, 8.5);
    r.text(430, adult, 8.5);
    r.truth({ ...p, range: '', rangeN: adultN });
    r.notResult(young);
    r.nl(12);
  };
  lip({ id: 'cholesterol_total', name: 'Colesterol total', value: '176', unit: 'mg/dL' }, 'Inferior a 170', 'Inferior a 190', '<190');
  lip({ id: 'hdl_cholesterol', name: 'HDL-colesterol', value: '44', unit: 'mg/dL' }, 'Superior a 45', 'Superior a 40', '>40');
  lip({ id: 'ldl_cholesterol', name: 'LDL-colesterol', value: '109', unit: 'mg/dL' }, 'Inferior a 110', 'Inferior a 130', '<130');
  lip({ id: 'non_hdl_cholesterol', name: 'Colesterol não-HDL', value: '132', unit: 'mg/dL' }, 'Inferior a 120', 'Inferior a 160', '<160');
  lip({ id: 'triglycerides', name: 'Triglicerídeos', value: '118', unit: 'mg/dL' }, 'Inferior a 90', 'Inferior a 150', '<150');
  r.nl(8);
  para(r, 40, [
    'Valores referenciais e de alvo terapêutico conforme Atualização da Diretriz Brasileira de Dislipidemias.',
    'Categoria de risco: Baixo — LDL-c < 130 | Intermediário — < 100 | Alto — < 70 | Muito alto — < 50 mg/dL',
  ], 7);
  r.notResult('Intermediário — < 100');
  r.notResult('Alto — < 70');
  r.notResult('Muito alto — < 50 mg/dL');
  r.nl(6);
  r.text(40, 'Exame', 8.5, { bold: true });
  r.text(230, 'Resultado', 8.5, { bold: true, align: 'right' });
  r.text(240, 'Unidade', 8.5, { bold: true });
  r.text(310, 'Valores de referência', 8.5, { bold: true });
  r.nl(11);
  r.rule(40, 555);
  r.nl(5);
  const simple = (p: RowInput): void => {
    r.text(40, p.name, 8.5);
    r.text(230, p.value, 8.5, { align: 'right', bold: Boolean(p.flag) });
    r.text(240, p.unit ?? '', 8.5);
    r.text(310, p.range ?? '', 8.5);
    r.truth(p);
    r.nl(12);
  };
  simple({ id: 'ferritin', name: 'Ferritina', value: '9,8', unit: 'ng/mL', range: 'Homens: 30 a 400 / Mulheres: 13 a 150', rangeN: 'M: 30-400 / F: 13-150', abnormal: true });
  simple({ id: 'iron', name: 'Ferro sérico', value: '48', unit: 'µg/dL', range: '50 a 170', abnormal: true });
  simple({ id: 'tsh', name: 'TSH', value: '1,92', unit: 'µUI/mL', range: '0,27 a 4,20' });
  simple({ id: 'free_t4', name: 'T4 livre', value: '1,21', unit: 'ng/dL', range: '0,93 a 1,70' });
  everyPage(r, (p, n, total) => {
    p.items.push(
      { x: 40, y: p.h - 44, text: 'Assinado eletronicamente por Dra. Renata Okumura - CRBM 1ª Região 22.910', size: 7 },
      { x: 555, y: p.h - 44, text: `Folha ${n}/${total}`, size: 7.5, align: 'right' },
    );
  });
  return r;
}

/** Hospital lab in Recife: dotted leaders, eGFR with a staged table, urine qualitative block. */
function br03(): Report {
  const r = new Report({
    id: 'a-br-03',
    country: 'BR',
    language: 'pt-BR',
    producer: 'chromium',
    font: "'DejaVu Serif', serif",
    layout: ['block', 'egfr-stage-table', 'qualitative', 'stacked-range'],
    split: 'holdout',
    classes: ['8.4', '15.C', '15.E', '8.7', '15.K'],
    dec: ',',
    metadata: BR_META('Maria das Graças Albuquerque Lins', '67', 'female', '2026-09-30', '2026-10-01', 'Hospital Santa Clara', 'Recife'),
  });
  r.newPage();
  r.y = 34;
  r.text(297, 'HOSPITAL SANTA CLARA', 14, { bold: true, align: 'center' });
  r.nl(17);
  r.text(297, 'Laboratório de Análises Clínicas', 9, { align: 'center' });
  r.nl(11);
  r.text(297, 'Rua Real da Torre, 480 - Madalena - Recife/PE - CNES 0012345', 7.5, { align: 'center' });
  r.nl(18);
  kv2(r, 40, 340, [
    ['Paciente:', 'MARIA DAS GRAÇAS ALBUQUERQUE LINS'],
    ['Atendimento:', '2026093011'],
    ['Data de nascimento:', '14/02/1959'],
    ['Data da coleta:', '30/09/2026'],
    ['Idade: 67 anos', 'Sexo: F'],
    ['Data do laudo:', '01/10/2026'],
  ], 8.5, 12);
  r.rule(40, 555);
  r.nl(12);
  block(r, 'CREATININA', { id: 'creatinine', name: 'CREATININA', value: '2,03', unit: 'mg/dL', range: '0,50 a 0,90', abnormal: true }, ['0,50 a 0,90 mg/dL'], [], true);
  block(
    r,
    'TAXA DE FILTRAÇÃO GLOMERULAR ESTIMADA (CKD-EPI 2021)',
    { id: 'egfr', name: 'TAXA DE FILTRAÇÃO GLOMERULAR ESTIMADA (CKD-EPI 2021)', value: '24,7', unit: 'mL/min/1,73m²', range: '', rangeN: '>=90', abnormal: true },
    ['G1: Normal ou alta ≥ 90', 'G2: Levemente diminuída 60 a 89', 'G3a: Leve a moderadamente diminuída 45 a 59', 'G3b: Moderada a gravemente diminuída 30 a 44', 'G4: Gravemente diminuída 15 a 29', 'G5: Falência renal < 15'],
    [],
    true,
  );
  for (const s of ['60 a 89', '45 a 59', '30 a 44', '15 a 29', '< 15']) r.notResult(s);
  block(r, 'POTÁSSIO', { id: 'potassium', name: 'POTÁSSIO', value: '5,6', unit: 'mmol/L', range: '3,5 a 5,1', abnormal: true }, ['3,5 a 5,1 mmol/L'], [], true);
  block(r, 'FERRITINA', { id: 'ferritin', name: 'FERRITINA', value: '687', unit: 'ng/mL', range: '13 a 150', abnormal: true }, ['13 a 150 ng/mL'], [], true);
  block(r, 'HEMOGLOBINA', { id: 'hemoglobin', name: 'HEMOGLOBINA', value: '9,8', unit: 'g/dL', range: '12,0 a 16,0', abnormal: true }, ['12,0 a 16,0 g/dL'], [], true);
  r.text(40, 'URINA TIPO I (EAS)', 9.5, { bold: true });
  r.nl(14);
  const q = (p: RowInput): void => {
    r.text(52, `${p.name}.........:`, 8.5);
    r.text(200, p.value, 8.5, { bold: true });
    r.text(330, p.range ?? '', 8.5);
    r.truth({ ...p, rangeN: p.range ?? '' });
    r.nl(12);
  };
  q({ id: 'urine_specific_gravity', name: 'Densidade', value: '1,015', range: '1,005 a 1,030', rangeN: '1.005-1.030' });
  q({ id: 'urine_ph', name: 'pH', value: '6,0', range: '5,0 a 7,0', rangeN: '5.0-7.0' });
  q({ id: 'urine_protein', name: 'Proteínas', value: 'Positivo (++)', range: 'Negativo', abnormal: true });
  q({ id: 'urine_glucose', name: 'Glicose', value: 'Negativo', range: 'Negativo', abnormal: false });
  q({ id: 'urine_blood', name: 'Hemoglobina', value: 'Negativo', range: 'Negativo', abnormal: false });
  q({ id: 'urine_nitrite', name: 'Nitrito', value: 'Negativo', range: 'Negativo', abnormal: false });
  // numeric qualitative rows: fix the normalised ranges of the two numeric urine rows
  for (const p of r.params) if (p.analyte_id === 'urine_specific_gravity') p.range = '1.005-1.030';
  for (const p of r.params) if (p.analyte_id === 'urine_ph') p.range = '5.0-7.0';
  r.nl(8);
  para(r, 40, ['Nota: TFGe calculada pela equação CKD-EPI 2021 sem coeficiente racial. Classificação KDIGO 2012.'], 7);
  everyPage(r, (p, n, total) => {
    p.items.push({ x: 40, y: p.h - 40, text: `Laudo assinado digitalmente — Dr. Fábio M. Cavalcanti CRM-PE 18.223 — ${n}/${total}`, size: 7 });
  });
  return r;
}

export const docs = [br01, br02, br03];
