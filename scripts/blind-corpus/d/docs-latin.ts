/**
 * Part D reports in French, Spanish and the languages of Central / Northern Europe: Québec, Chile,
 * Colombia, Uruguay, Croatia, Slovenia, Slovakia, Latvia, Estonia, Luxembourg, Morocco, Senegal
 * (invented patients, labs, addresses and numbers).
 */
import { meta, newReport } from './doc';
import { box, ctext, type Entry, interpretive, kv, lines, lis, note, notResultLines, type Report, res, running, sec, table } from './kit';

/** Québec hospital: French, decimal comma, one "Antérieur" column, H/B flags, two pages, header repeated. */
export function ca02(): Report {
  const r = newReport({
    id: 'd-ca-02', country: 'CA', language: 'fr-CA', producer: 'pdfkit', split: 'tune', dec: ',', font: 'sans',
    layout: ['table-6col', 'previous-column', 'flag-column', 'decimal-comma', 'multi-page', 'header-repeated', 'urine-section'],
    metadata: meta('2026-11-03', '2026-11-03', 'Hôpital Sainte-Adélaïde', 'Trois-Rivières', 'BOUCHARD, Geneviève', '57', 'female'),
  });
  const top = (n: number) => {
    r.y = 32;
    r.text(40, 'Hôpital Sainte-Adélaïde — Service de biologie médicale', 11, { bold: true });
    r.text(555, `Page ${n}`, 8, { align: 'right' });
    r.nl(14);
    r.text(40, '1991, boul. du Carmel, Trois-Rivières (Québec) G8Z 3R9 · Tél. 819 555-2270', 7.5);
    r.nl(14);
    r.text(40, 'BOUCHARD, Geneviève   Dossier 00418837   RAMQ BOUG 6907 1419   Né(e) le 1969-07-14   F', 8.5, { bold: true });
    r.nl(14);
  };
  top(1);
  kv(r, [40, 300], [
    ['Prescripteur :', 'Dr Étienne Lapointe'], ['Unité :', 'Clinique externe de médecine'],
    ['Prélèvement :', '2026-11-03 07:45'], ['Validation :', '2026-11-03 14:20'],
    ['', ''], ['Résultats antérieurs du :', '2026-05-11'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('HÉMATOLOGIE'),
    res('hemoglobin', 'Hémoglobine', '118', 'g/L', '120 - 160', 'B', { prev: ['124'] }),
    res('hematocrit', 'Hématocrite', '0,361', 'L/L', '0,360 - 0,460', null, { prev: ['0,372'] }),
    res('wbc', 'Leucocytes', '5,4', 'x 10*9/L', '4,0 - 11,0', null, { prev: ['6,1'] }),
    res('rbc', 'Érythrocytes', '4,05', 'x 10*12/L', '4,00 - 5,40', null, { prev: ['4,18'] }),
    res('mcv', 'VGM', '89,1', 'fL', '80,0 - 100,0', null, { prev: ['89,0'] }),
    res('platelets', 'Plaquettes', '142', 'x 10*9/L', '150 - 400', 'B', { prev: ['155'] }),
    res('neutrophils_abs', 'Neutrophiles', '3,1', 'x 10*9/L', '1,8 - 7,5', null, { prev: ['3,9'] }),
    res('lymphocytes_abs', 'Lymphocytes', '1,6', 'x 10*9/L', '1,0 - 4,0', null, { prev: ['1,7'] }),
    sec('BIOCHIMIE'),
    res('glucose', 'Glucose à jeun', '5,2', 'mmol/L', '3,6 - 6,0', null, { prev: ['5,5'] }),
    res('sodium', 'Sodium', '141', 'mmol/L', '135 - 145', null, { prev: ['140'] }),
    res('potassium', 'Potassium', '5,5', 'mmol/L', '3,5 - 5,0', 'H', { prev: ['4,7'] }),
    res('creatinine', 'Créatinine', '97', 'µmol/L', '45 - 90', 'H', { prev: ['88'] }),
    res('egfr', 'DFGe (CKD-EPI)', '56', 'mL/min/1,73m²', '> 60', 'B', { prev: ['64'] }),
    res('ast', 'AST', '24', 'U/L', '< 35', null, { prev: ['22'] }),
    res('alt', 'ALT', '19', 'U/L', '< 35', null, { prev: ['21'] }),
    res('ggt', 'GGT', '18', 'U/L', '< 38', null, { prev: ['17'] }),
    res('ferritin', 'Ferritine', '19', 'µg/L', '20 - 200', 'B', { prev: ['26'] }),
    res('tsh', 'TSH', '6,84', 'mUI/L', '0,35 - 5,00', 'H', { prev: ['5,12H'] }),
    res('free_t4', 'T4 libre', '11,2', 'pmol/L', '9,0 - 19,0', null, { prev: [''] }),
    res('vitamin_b12', 'Vitamine B12', '198', 'pmol/L', '> 150', null, { prev: [''] }),
    sec('ANALYSE D\'URINE'),
    res('urine_specific_gravity', 'Densité', '1,024', '', '1,005 - 1,030', null, { prev: [''] }),
    res('urine_ph', 'pH', '6,0', '', '5,0 - 8,0', null, { prev: [''] }),
    res('urine_glucose', 'Glucose', 'Négatif', '', 'Négatif', null, { prev: [''] }),
    res('urine_protein', 'Protéines', '0,3', 'g/L', 'Négatif', 'H', { prev: [''] }),
    res('urine_blood', 'Sang', 'Négatif', '', 'Négatif', null, { prev: [''] }),
    res('urine_leukocyte_esterase', 'Leucocytes', 'Traces', '', 'Négatif', 'H', { prev: [''] }),
  ];
  table(r, e, {
    x: { name: 40, value: 240, flag: 250, unit: 330, range: 420 },
    prevX: [312],
    labels: { name: 'Analyse', value: 'Résultat', flag: '', unit: 'Unités', range: 'Valeurs de référence' },
    prevLabels: ['Antérieur'],
    mark: 'column', valueAlign: 'right', size: 8.5, rowH: 21, bottom: 560,
    continuation: () => top(r.pages.length),
  });
  r.nl(6);
  notResultLines(r, 40, ['H : valeur supérieure à la référence   B : valeur inférieure à la référence'], 7.5);
  running(r, (n, t) => [{ x: 40, y: 810, text: `Rapport final · No de requête 26-307-01182 · Biochimiste clinique : Dre M. Gagnon · ${n}/${t}` }]);
  return r;
}

/** Chilean private chain: logo, decimal comma and thousands dot, abnormal values white on red. */
export function cl01(): Report {
  const r = newReport({
    id: 'd-cl-01', country: 'CL', language: 'es-CL', producer: 'chromium', split: 'holdout', dec: ',',
    layout: ['logo', 'red-cell-highlight', 'thousands-dot', 'decimal-comma', 'mm3-units'],
    metadata: meta('2026-11-10', '2026-11-11', 'Laboratorio Clínico Andesalud', 'Viña del Mar', 'Francisca Soto Riquelme', '41', 'female'),
  });
  box(r, { x: 36, y: 30, w: 30, h: 30, fill: '#d35400' });
  box(r, { x: 72, y: 30, w: 10, h: 30, fill: '#2e86c1' });
  r.y = 30;
  ctext(r, 92, 'andesalud', 20, '#d35400', { bold: true });
  r.nl(22);
  ctext(r, 92, 'LABORATORIO CLÍNICO', 8, '#2e86c1');
  r.y = 34;
  r.text(560, 'Av. Libertad 1045, Viña del Mar · Fono (32) 255 4810', 7, { align: 'right' });
  r.y = 78;
  kv(r, [40, 310], [
    ['Paciente:', 'Francisca Soto Riquelme'], ['RUT:', '15.882.401-7'],
    ['Edad:', '41 años   Sexo: Femenino'], ['N° de orden:', '2611-078812'],
    ['Médico:', 'Dr. Ignacio Fuentes'], ['Fecha toma de muestra:', '10/11/2026 08:20'],
    ['Procedencia:', 'Ambulatorio'], ['Fecha de validación:', '11/11/2026 12:47'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('HEMOGRAMA'),
    res('rbc', 'Recuento de eritrocitos', '4,62', 'mill/mm³', '4,10 - 5,10'),
    res('hemoglobin', 'Hemoglobina', '13,4', 'g/dL', '12,0 - 15,5'),
    res('hematocrit', 'Hematocrito', '40,1', '%', '36,0 - 46,0'),
    res('wbc', 'Recuento de leucocitos', '11.800', '/mm³', '4.500 - 11.000', 'H'),
    res('neutrophils_pct', 'Segmentados', '72', '%', '50 - 70', 'H'),
    res('lymphocytes_pct', 'Linfocitos', '21', '%', '20 - 40'),
    res('platelets', 'Recuento de plaquetas', '254.000', '/mm³', '150.000 - 450.000'),
    res('esr', 'VHS', '28', 'mm/h', '0 - 20', 'H'),
    sec('BIOQUÍMICA'),
    res('glucose', 'Glucosa', '104', 'mg/dL', '70 - 99', 'H'),
    res('insulin', 'Insulina basal', '18,7', 'µUI/mL', '2,6 - 24,9'),
    res('homa_ir', 'Índice HOMA-IR', '4,8', '', '< 2,5', 'H'),
    res('uric_acid', 'Ácido úrico', '4,9', 'mg/dL', '2,4 - 5,7'),
    res('cholesterol_total', 'Colesterol total', '218', 'mg/dL', '< 200', 'H'),
    res('hdl_cholesterol', 'Colesterol HDL', '51', 'mg/dL', '> 45'),
    res('ldl_cholesterol', 'Colesterol LDL', '139', 'mg/dL', '< 130', 'H'),
    res('triglycerides', 'Triglicéridos', '141', 'mg/dL', '< 150'),
    res('tsh', 'TSH', '3,21', 'µUI/mL', '0,27 - 4,20'),
    res('vitamin_d_25oh', 'Vitamina D (25-OH)', '17,9', 'ng/mL', '30,0 - 100,0', 'L'),
  ];
  table(r, e, {
    x: { name: 40, value: 270, unit: 320, range: 410 },
    labels: { name: 'Examen', value: 'Resultado', unit: 'Unidad', range: 'Valor de referencia' },
    mark: 'red-cell', valueAlign: 'right', size: 9, headerFill: '#fbe5d6',
  });
  r.nl(6);
  interpretive(r, [40, 200, 330], ['Vitamina D (ng/mL)', 'Deficiencia', 'Insuficiencia'], [['Clasificación', '< 20', '20 - 29']]);
  running(r, () => [
    { x: 40, y: 808, text: 'Valores destacados fuera del rango de referencia. TM. Camila Araya — Tecnólogo Médico validador' },
    { x: 40, y: 818, text: 'Laboratorio acreditado ISP LC-0412. Documento electrónico, verifique en andesalud.cl/verifica con código 8H2K-44QD' },
  ]);
  return r;
}

/** Colombian lab: reference range split in two columns (Mínimo | Máximo), abnormal values bold only. */
export function co01(): Report {
  const r = newReport({
    id: 'd-co-01', country: 'CO', language: 'es-CO', producer: 'chromium', split: 'tune', dec: '.',
    layout: ['range-low-high-columns', 'flag-bold-only', 'header-footer', 'qualitative-rows'],
    metadata: meta('2026-10-26', '2026-10-26', 'Laboratorio Clínico Guayacán', 'Medellín', 'RESTREPO GÓMEZ JUAN CAMILO', '36', 'male'),
  });
  r.y = 36;
  r.text(297, 'LABORATORIO CLÍNICO GUAYACÁN S.A.S.', 13, { bold: true, align: 'center' });
  r.nl(15);
  r.text(297, 'NIT 900.441.287-3 · Carrera 43A # 18 Sur - 135, Medellín · PBX (604) 555 3390', 7.5, { align: 'center' });
  r.nl(18);
  kv(r, [40, 230, 420], [
    ['Paciente:', 'RESTREPO GÓMEZ JUAN CAMILO'], ['Documento:', 'CC 1.037.882.410'], ['Edad:', '36 Años'],
    ['Sexo:', 'Masculino'], ['Entidad:', 'EPS Sura'], ['Orden:', '55120348'],
    ['Fecha de ingreso:', '26/10/2026 06:58'], ['Fecha de impresión:', '26/10/2026 15:31'], ['Médico:', 'Dra. Lina Ospina'],
  ], 8);
  r.nl(8);
  const e: Entry[] = [
    sec('QUÍMICA SANGUÍNEA'),
    res('glucose', 'GLUCOSA EN SUERO', '88', 'mg/dL', '', null, { low: '74', high: '106' }),
    res('bun', 'NITRÓGENO UREICO (BUN)', '24.3', 'mg/dL', '', 'H', { low: '6.0', high: '20.0' }),
    res('creatinine', 'CREATININA EN SUERO', '1.08', 'mg/dL', '', null, { low: '0.70', high: '1.20' }),
    res('uric_acid', 'ÁCIDO ÚRICO', '8.4', 'mg/dL', '', 'H', { low: '3.4', high: '7.0' }),
    res('ast', 'TRANSAMINASA OXALACÉTICA (AST)', '29', 'U/L', '', null, { low: '0', high: '40' }),
    res('alt', 'TRANSAMINASA PIRÚVICA (ALT)', '57', 'U/L', '', 'H', { low: '0', high: '41' }),
    res('cholesterol_total', 'COLESTEROL TOTAL', '196', 'mg/dL', '', null, { high: '200' }),
    res('hdl_cholesterol', 'COLESTEROL HDL', '34', 'mg/dL', '', 'L', { low: '40' }),
    res('triglycerides', 'TRIGLICÉRIDOS', '310', 'mg/dL', '', 'H', { high: '150' }),
    res('ldl_cholesterol', 'COLESTEROL LDL', '100', 'mg/dL', '', null, { high: '130' }),
    sec('HORMONAS'),
    res('tsh', 'HORMONA ESTIMULANTE DE TIROIDES (TSH)', '1.92', 'µUI/mL', '', null, { low: '0.27', high: '4.20' }),
    res('psa_total', 'ANTÍGENO PROSTÁTICO ESPECÍFICO TOTAL', '0.61', 'ng/mL', '', null, { high: '4.00' }),
    sec('INMUNOLOGÍA'),
    res('crp', 'PROTEÍNA C REACTIVA CUANTITATIVA', '0.4', 'mg/dL', '', null, { high: '0.5' }),
    res('rpr', 'SEROLOGÍA (VDRL)', 'NO REACTIVO', '', 'NO REACTIVO'),
  ];
  table(r, e, {
    x: { name: 40, value: 300, unit: 340, range: 410, low: 410, high: 460 },
    labels: { name: 'EXAMEN', value: 'RESULTADO', unit: 'UNIDADES', low: 'MÍNIMO', high: 'MÁXIMO' },
    mark: 'bold', valueAlign: 'right', size: 8,
  });
  r.nl(8);
  notResultLines(r, 40, [
    'Método: química seca / electroquimioluminiscencia. Valores en negrilla fuera de los límites de referencia.',
    'Colesterol LDL calculado (Friedewald) no aplica con triglicéridos > 400 mg/dL.',
  ], 7.5);
  running(r, (n, t) => [
    { x: 40, y: 810, text: `Bact. Andrés Cardona R. — Registro 1.128.556 · Página ${n} de ${t}` },
    { x: 40, y: 820, text: 'Resolución habilitación 05001-0288 · Este reporte no requiere firma autógrafa' },
  ]);
  return r;
}

/** Uruguayan laboratory LIS printout: monospaced, decimal comma, +/- flags. */
export function uy01(): Report {
  const r = newReport({
    id: 'd-uy-01', country: 'UY', language: 'es-UY', producer: 'pdfkit', split: 'tune', dec: ',', font: 'mono',
    layout: ['lis-monospace', 'flag-plus-minus', 'decimal-comma'],
    metadata: meta('2026-11-04', '2026-11-05', 'Laboratorio Rambla Sur', 'Montevideo', 'FERNÁNDEZ PIRIZ, MARÍA LUCÍA', '68', 'female'),
  });
  r.y = 40;
  lines(r, 40, [
    'LABORATORIO RAMBLA SUR                       Tel. 2901 5532',
    'Bv. España 2511 - Montevideo               Dir. Tec. Q.F. R. Acosta',
    '-----------------------------------------------------------------------',
    'Paciente: FERNÁNDEZ PIRIZ, MARÍA LUCÍA     C.I. 1.882.044-6',
    'Edad: 68 años  Sexo: F                     Protocolo: 26-114093',
    'Solicita: Dr. G. Olivera                   Mutualista: CASMU',
    'Fecha extracción: 04/11/2026               Fecha informe: 05/11/2026',
    '-----------------------------------------------------------------------',
  ], 8);
  r.nl(4);
  const e: Entry[] = [
    sec('HEMOGRAMA'),
    res('rbc', 'Glóbulos rojos', '3,91', 'x10^12/L', '4,00 - 5,20', '-'),
    res('hemoglobin', 'Hemoglobina', '11,6', 'g/dL', '12,0 - 16,0', '-'),
    res('hematocrit', 'Hematocrito', '35,2', '%', '36,0 - 47,0', '-'),
    res('mcv', 'VCM', '90,0', 'fL', '80,0 - 100,0'),
    res('wbc', 'Glóbulos blancos', '6,3', 'x10^9/L', '4,0 - 10,0'),
    res('platelets', 'Plaquetas', '301', 'x10^9/L', '150 - 400'),
    sec('QUIMICA'),
    res('glucose', 'Glicemia', '1,31', 'g/L', '0,70 - 1,10', '+'),
    res('urea', 'Azoemia', '0,52', 'g/L', '0,15 - 0,45', '+', { abnormal: true }),
    res('creatinine', 'Creatininemia', '1,02', 'mg/dL', '0,50 - 0,90', '+'),
    res('sodium', 'Natremia', '139', 'mEq/L', '135 - 145'),
    res('potassium', 'Potasemia', '4,2', 'mEq/L', '3,5 - 5,1'),
    res('calcium', 'Calcemia', '9,6', 'mg/dL', '8,6 - 10,2'),
    res('hba1c', 'Hemoglobina glicada', '7,4', '%', '4,0 - 6,0', '+'),
    res('cholesterol_total', 'Colesterol total', '1,86', 'g/L', '< 2,00'),
    res('triglycerides', 'Triglicéridos', '1,62', 'g/L', '< 1,50', '+'),
    res('ferritin', 'Ferritina', '34', 'ng/mL', '15 - 150'),
  ];
  lis(r, e, { x: 40, w: [20, 8, 2, 10], size: 8, head: 'ANALISIS               RESULTADO  UNIDAD    VALORES DE REF.' });
  r.nl(8);
  lines(r, 40, ['(+) valor por encima / (-) valor por debajo del intervalo de referencia', '', 'Validado: Q.F. Romina Acosta'], 8);
  return r;
}

/** Croatian hospital: decimal comma, arrows after the value, "Urin" section with dipstick names. */
export function hr01(): Report {
  const r = newReport({
    id: 'd-hr-01', country: 'HR', language: 'hr-HR', producer: 'pdfkit', split: 'holdout', dec: ',', font: 'dejavu',
    layout: ['table-4col', 'flag-arrow-suffix', 'decimal-comma', 'urine-section', 'department-line'],
    metadata: meta('2026-11-11', '2026-11-11', 'Opća bolnica Sveti Vid', 'Split', 'Marija Kovačević', '52', 'female'),
  });
  r.y = 34;
  r.text(40, 'OPĆA BOLNICA SVETI VID', 12, { bold: true });
  r.nl(14);
  lines(r, 40, ['Klinički zavod za laboratorijsku dijagnostiku', 'Ulica Pujanke 44, 21000 Split · tel. 021 555 610'], 8);
  r.nl(4);
  kv(r, [40, 320], [
    ['Pacijent:', 'Marija Kovačević'], ['Datum rođenja:', '21.04.1974.'], ['Spol:', 'Ž'], ['MBO:', '170448812'],
    ['Uputni liječnik:', 'dr. med. Ante Barišić'], ['Broj uzorka:', '2611110457'],
    ['Datum uzorkovanja:', '11.11.2026. 07:35'], ['Datum izdavanja:', '11.11.2026. 13:10'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('Hematologija'),
    res('wbc', 'Leukociti', '4,1', 'x10^9/L', '3,4 - 9,7'),
    res('rbc', 'Eritrociti', '4,38', 'x10^12/L', '3,86 - 5,08'),
    res('hemoglobin', 'Hemoglobin', '128', 'g/L', '119 - 157'),
    res('hematocrit', 'Hematokrit', '0,389', 'L/L', '0,356 - 0,470'),
    res('platelets', 'Trombociti', '455', 'x10^9/L', '158 - 424', '↑'),
    res('esr', 'SE', '34', 'mm/3,6 ks', '< 28', '↑'),
    sec('Biokemija'),
    res('glucose', 'Glukoza', '6,4', 'mmol/L', '4,4 - 6,4'),
    res('urea', 'Ureja', '5,1', 'mmol/L', '2,8 - 8,3'),
    res('creatinine', 'Kreatinin', '71', 'µmol/L', '63 - 107'),
    res('bilirubin_total', 'Bilirubin ukupni', '24', 'µmol/L', '3 - 20', '↑'),
    res('ast', 'AST', '31', 'U/L', '8 - 30', '↑'),
    res('alt', 'ALT', '26', 'U/L', '10 - 36'),
    res('ggt', 'GGT', '22', 'U/L', '9 - 35'),
    res('cholesterol_total', 'Kolesterol', '6,8', 'mmol/L', '< 5,0', '↑'),
    res('triglycerides', 'Trigliceridi', '1,2', 'mmol/L', '< 1,7'),
    res('iron', 'Željezo', '8', 'µmol/L', '8 - 30'),
    res('crp', 'CRP', '11,2', 'mg/L', '< 5,0', '↑'),
    sec('Urin'),
    res('urine_specific_gravity', 'Relativna gustoća', '1,015', '', '1,003 - 1,035'),
    res('urine_ph', 'pH', '5,5', '', '5 - 9'),
    res('urine_glucose', 'Glukoza', 'neg.', '', 'neg.'),
    res('urine_ketones', 'Ketoni', 'neg.', '', 'neg.'),
    res('urine_blood', 'Krv', '++', '', 'neg.', '↑', { abnormal: true }),
    res('urine_bilirubin', 'Bilirubin', 'neg.', '', 'neg.'),
  ];
  table(r, e, {
    x: { name: 40, value: 230, unit: 300, range: 400 },
    labels: { name: 'Pretraga', value: 'Rezultat', unit: 'Jedinica', range: 'Referentni interval' },
    mark: 'suffix-space', valueAlign: 'left', size: 8.5,
  });
  r.nl(8);
  lines(r, 40, ['Nalaz odobrio: mr. sc. Ivana Perić, spec. med. biokemije'], 8);
  running(r, (n, t) => [{ x: 40, y: 814, text: `Akreditirano prema HRN EN ISO 15189 · HAA broj 4087 · Stranica ${n}/${t}` }]);
  return r;
}

/** Slovenian lab: two result columns on one page, decimal comma, H/L column in each half. */
export function si01(): Report {
  const r = newReport({
    id: 'd-si-01', country: 'SI', language: 'sl-SI', producer: 'chromium', split: 'tune', dec: ',',
    layout: ['two-column-results', 'flag-column', 'decimal-comma', 'header-footer'],
    metadata: meta('2026-10-29', '2026-10-29', 'Laboratorij Savinja', 'Celje', 'Janez Novak', '60', 'male'),
  });
  r.y = 34;
  r.text(40, 'LABORATORIJ SAVINJA d.o.o.', 13, { bold: true });
  r.text(555, 'IZVID LABORATORIJSKIH PREISKAV', 9, { bold: true, align: 'right' });
  r.nl(15);
  r.text(40, 'Mariborska cesta 19, 3000 Celje · tel. 03 555 42 10', 7.5);
  r.nl(16);
  kv(r, [40, 220, 400], [
    ['Priimek in ime:', 'Novak Janez'], ['Rojen:', '03.06.1966'], ['Spol:', 'M'],
    ['Napotni zdravnik:', 'Mojca Zupan, dr. med.'], ['Odvzem:', '29.10.2026 07:20'], ['Izdano:', '29.10.2026 12:55'],
  ], 8);
  r.nl(4);
  r.rule(36, 559, 0.8);
  r.nl(8);
  const y0 = r.y;
  const left: Entry[] = [
    sec('Hemogram'),
    res('wbc', 'Levkociti', '9,8', '10^9/L', '4,0 - 10,0'),
    res('rbc', 'Eritrociti', '5,92', '10^12/L', '4,50 - 5,80', 'H'),
    res('hemoglobin', 'Hemoglobin', '171', 'g/L', '130 - 170', 'H'),
    res('hematocrit', 'Hematokrit', '0,52', '', '0,40 - 0,50', 'H'),
    res('mcv', 'MCV', '87', 'fL', '83 - 97'),
    res('mch', 'MCH', '28,9', 'pg', '27,0 - 33,0'),
    res('mchc', 'MCHC', '329', 'g/L', '320 - 360'),
    res('platelets', 'Trombociti', '201', '10^9/L', '150 - 410'),
    res('rdw_cv', 'RDW', '13,2', '%', '11,5 - 14,5'),
  ];
  const right: Entry[] = [
    sec('Biokemija'),
    res('glucose', 'Glukoza', '5,8', 'mmol/L', '3,6 - 6,1'),
    res('creatinine', 'Kreatinin', '104', 'µmol/L', '62 - 106'),
    res('egfr', 'oGF', '69', 'mL/min', '> 90', 'L'),
    res('sodium', 'Natrij', '142', 'mmol/L', '135 - 145'),
    res('potassium', 'Kalij', '4,4', 'mmol/L', '3,5 - 5,1'),
    res('cholesterol_total', 'Holesterol', '5,9', 'mmol/L', '< 5,0', 'H'),
    res('ldl_cholesterol', 'LDL holesterol', '3,9', 'mmol/L', '< 3,0', 'H'),
    res('psa_total', 'PSA', '3,1', 'µg/L', '< 4,0'),
    res('uric_acid', 'Sečna kislina', '478', 'µmol/L', '202 - 417', 'H'),
  ];
  const cfg = (x0: number) => ({
    x: { name: x0, value: x0 + 120, flag: x0 + 124, unit: x0 + 136, range: x0 + 190 },
    labels: { name: 'Preiskava', value: 'Rezultat', flag: '', unit: 'Enota', range: 'Ref. vrednosti' },
    mark: 'column' as const, valueAlign: 'right' as const, size: 8, right: x0 + 255,
  });
  table(r, left, cfg(40));
  const yl = r.y;
  r.y = y0;
  table(r, right, cfg(305));
  r.y = Math.max(yl, r.y) + 12;
  notResultLines(r, 40, ['oGF po CKD-EPI. Za ciljne vrednosti LDL glej smernice ESC/EAS 2019: zelo visoko tveganje < 1,4 mmol/L.'], 7.5);
  running(r, (n, t) => [{ x: 40, y: 812, text: `Odgovorna oseba: Maja Kralj, mag. lab. biomed. · Stran ${n} od ${t} · Akreditacija SA LP-041` }]);
  return r;
}

/** Slovak lab: landscape page, "do x" ranges, "!" in an assessment column, method column. */
export function sk01(): Report {
  const r = newReport({
    id: 'd-sk-01', country: 'SK', language: 'sk-SK', producer: 'chromium', split: 'holdout', dec: ',',
    layout: ['landscape', 'flag-bang-column', 'do-x-range', 'decimal-comma', 'method-column'],
    metadata: meta('2026-11-09', '2026-11-10', 'Laboratórium Považie s.r.o.', 'Žilina', 'Horváthová Zuzana', '44', 'female'),
  }, [842, 595]);
  r.y = 30;
  r.text(40, 'LABORATÓRIUM POVAŽIE s.r.o.', 13, { bold: true });
  r.text(800, 'VÝSLEDKY LABORATÓRNYCH VYŠETRENÍ', 10, { bold: true, align: 'right' });
  r.nl(15);
  r.text(40, 'Vysokoškolákov 36, 010 08 Žilina · IČO 45 882 310 · tel. 041 555 0917', 7.5);
  r.nl(16);
  kv(r, [40, 300, 560], [
    ['Pacient:', 'Horváthová Zuzana'], ['Rodné číslo:', '825512/****'], ['Poisťovňa:', '25 VšZP'],
    ['Odosielajúci lekár:', 'MUDr. Peter Kováč'], ['Odber:', '09.11.2026 07:45'], ['Vydané:', '10.11.2026 10:30'],
  ], 8);
  r.nl(6);
  const e: Entry[] = [
    sec('Hematológia'),
    res('wbc', 'Leukocyty', '6,42', '10^9/l', '4,00 - 10,00', null, { prev: ['impedancia'] }),
    res('hemoglobin', 'Hemoglobín', '109', 'g/l', '120 - 160', '!', { prev: ['SLS'] }),
    res('mcv', 'Stredný objem ery', '74,2', 'fl', '80,0 - 97,0', '!', { prev: ['výpočet'] }),
    res('platelets', 'Trombocyty', '366', '10^9/l', '150 - 400', null, { prev: ['impedancia'] }),
    sec('Biochémia'),
    res('glucose', 'Glukóza', '4,9', 'mmol/l', '3,9 - 5,6', null, { prev: ['hexokináza'] }),
    res('bilirubin_total', 'Bilirubín celkový', '7,4', 'µmol/l', 'do 21,0', null, { prev: ['diazo'] }),
    res('alt', 'ALT', '0,31', 'µkat/l', 'do 0,58', null, { prev: ['IFCC'] }),
    res('ast', 'AST', '0,29', 'µkat/l', 'do 0,58', null, { prev: ['IFCC'] }),
    res('ggt', 'GMT', '0,44', 'µkat/l', 'do 0,64', null, { prev: ['IFCC'] }),
    res('iron', 'Železo', '4,1', 'µmol/l', '6,6 - 26,0', '!', { prev: ['ferrozín'] }),
    res('ferritin', 'Feritín', '4,8', 'µg/l', '13,0 - 150,0', '!', { prev: ['CMIA'] }),
    res('transferrin', 'Transferín', '3,92', 'g/l', '2,00 - 3,60', '!', { prev: ['imunoturb.'] }),
    res('crp', 'CRP', '1,2', 'mg/l', 'do 5,0', null, { prev: ['imunoturb.'] }),
    res('tsh', 'TSH', '1,84', 'mIU/l', '0,35 - 4,94', null, { prev: ['CMIA'] }),
    res('vitamin_b12', 'Vitamín B12', '402', 'pg/ml', '187 - 883', null, { prev: ['CMIA'] }),
  ];
  // method names printed in the previous-results slot are not results either
  table(r, e, {
    x: { name: 40, value: 300, flag: 330, unit: 360, range: 450 },
    prevX: [700],
    labels: { name: 'Vyšetrenie', value: 'Výsledok', flag: 'Hodn.', unit: 'Jednotka', range: 'Referenčné hodnoty' },
    prevLabels: ['Metóda'],
    mark: 'column', valueAlign: 'right', size: 8.5, right: 806,
  });
  r.nl(6);
  notResultLines(r, 40, ['! = hodnota mimo referenčného rozmedzia. Prepočet: 1 µkat/l = 60 U/l.'], 7.5);
  running(r, () => [{ x: 40, y: 570, text: 'Vedúci laboratória: RNDr. Michal Straka, PhD. · Akreditované SNAS reg. č. 214/M-048 · Strana 1/1' }]);
  return r;
}

/** Latvian lab: sidebar on the right with the order data, "a..b" ranges, arrows in a flag column. */
export function lv01(): Report {
  const r = newReport({
    id: 'd-lv-01', country: 'LV', language: 'lv-LV', producer: 'pdfkit', split: 'holdout', dec: ',', font: 'dejavu',
    layout: ['sidebar', 'double-dot-range', 'flag-arrow-column', 'decimal-comma'],
    metadata: meta('2026-11-14', '2026-11-14', 'Daugavas Laboratorija', 'Rīga', 'Bērziņa Ilze', '47', 'female'),
  });
  box(r, { x: 420, y: 0, w: 175, h: 842, fill: '#eef3ea' });
  r.y = 34;
  r.text(40, 'DAUGAVAS LABORATORIJA', 14, { bold: true });
  r.nl(16);
  lines(r, 40, ['Brīvības iela 212, Rīga, LV-1039 · tālr. 67 555 123'], 7.5);
  r.nl(8);
  r.text(40, 'Analīžu rezultāti', 11, { bold: true });
  r.nl(18);
  const y0 = r.y;
  r.y = 40;
  const side: [string, string][] = [
    ['Pacients', 'Bērziņa Ilze'], ['Personas kods', '140379-1****'], ['Vecums', '47 g.'], ['Dzimums', 'Sieviete'],
    ['Nosūtītājs', 'Dr. A. Ozola'], ['Pasūtījuma nr.', 'DL-2611-55082'], ['Paraugs ņemts', '14.11.2026. 08:10'], ['Rezultāti izsniegti', '14.11.2026. 15:45'],
  ];
  for (const [k, v] of side) {
    r.text(432, k, 7, { bold: true });
    r.nl(9);
    r.text(432, v, 9);
    r.nl(15);
  }
  r.y = y0;
  const e: Entry[] = [
    sec('Hematoloģija'),
    res('wbc', 'Leikocīti', '5,2', '10^9/L', '4,0..9,8', null, { rangeN: '4.0-9.8' }),
    res('hemoglobin', 'Hemoglobīns', '126', 'g/L', '117..153', null, { rangeN: '117-153' }),
    res('platelets', 'Trombocīti', '248', '10^9/L', '150..410', null, { rangeN: '150-410' }),
    res('esr', 'EGĀ', '31', 'mm/h', '0..20', '↑', { rangeN: '0-20' }),
    sec('Bioķīmija'),
    res('glucose', 'Glikoze', '5,1', 'mmol/L', '4,1..5,9', null, { rangeN: '4.1-5.9' }),
    res('hba1c', 'HbA1c', '5,9', '%', '4,0..6,0', null, { rangeN: '4.0-6.0' }),
    res('creatinine', 'Kreatinīns', '66', 'µmol/L', '45..84', null, { rangeN: '45-84' }),
    res('alt', 'ALAT', '49', 'U/L', '0..33', '↑', { rangeN: '0-33' }),
    res('ast', 'ASAT', '40', 'U/L', '0..32', '↑', { rangeN: '0-32' }),
    res('cholesterol_total', 'Holesterīns', '5,6', 'mmol/L', '0,0..5,0', '↑', { rangeN: '0.0-5.0' }),
    res('tsh', 'TSH', '0,21', 'mIU/L', '0,27..4,20', '↓', { rangeN: '0.27-4.20' }),
    res('free_t4', 'FT4', '23,8', 'pmol/L', '12,0..22,0', '↑', { rangeN: '12.0-22.0' }),
    res('vitamin_d_25oh', '25(OH) D vitamīns', '62', 'nmol/L', '75..250', '↓', { rangeN: '75-250' }),
  ];
  table(r, e, {
    x: { name: 40, value: 210, flag: 220, unit: 240, range: 320 },
    labels: { name: 'Izmeklējums', value: 'Rezultāts', flag: '', unit: 'Mērv.', range: 'Norma' },
    mark: 'column', valueAlign: 'right', size: 8.5, right: 410,
  });
  r.nl(8);
  lines(r, 40, ['Rezultātus apstiprināja: Mg. biol. K. Liepiņa'], 7.5);
  running(r, () => [{ x: 40, y: 815, text: 'Akreditēta LATAK-T-688 · Lpp. 1 no 1', size: 7 }]);
  return r;
}

/** Estonian LIS printout (Chromium, monospaced): "a..b" ranges, H/L flags, ALAT/ASAT names. */
export function ee01(): Report {
  const r = newReport({
    id: 'd-ee-01', country: 'EE', language: 'et-EE', producer: 'chromium', split: 'holdout', dec: '.',
    font: "'Liberation Mono', 'DejaVu Sans Mono', monospace",
    layout: ['lis-monospace', 'double-dot-range', 'flag-column'],
    metadata: meta('2026-10-21', '2026-10-21', 'Emajõe Labor OÜ', 'Tartu', 'TAMM, KRISTJAN', '39', 'male'),
  });
  r.y = 40;
  lines(r, 40, [
    'EMAJÕE LABOR OÜ                     Riia 155, 50411 Tartu, tel 7 555 190',
    '==========================================================================',
    'Patsient : TAMM, KRISTJAN           Isikukood : 38707****18',
    'Vanus    : 39 a   Sugu: M           Tellimus  : EL26-0930512',
    'Arst     : dr Liis Mägi             Proov võetud: 21.10.2026 08:02',
    '                                    Vastus      : 21.10.2026 13:37',
    '==========================================================================',
  ], 8);
  r.nl(4);
  const e: Entry[] = [
    sec('HEMATOLOOGIA'),
    res('wbc', 'Leukotsüüdid', '7.12', 'E9/L', '3.5..8.8', null, { rangeN: '3.5-8.8' }),
    res('rbc', 'Erütrotsüüdid', '5.01', 'E12/L', '4.2..5.7', null, { rangeN: '4.2-5.7' }),
    res('hemoglobin', 'Hemoglobiin', '152', 'g/L', '134..170', null, { rangeN: '134-170' }),
    res('platelets', 'Trombotsüüdid', '158', 'E9/L', '145..390', null, { rangeN: '145-390' }),
    sec('KLIINILINE KEEMIA'),
    res('alt', 'S-ALAT', '112', 'U/L', '<41', 'H'),
    res('ast', 'S-ASAT', '64', 'U/L', '<40', 'H'),
    res('ggt', 'S-GGT', '198', 'U/L', '<60', 'H'),
    res('alp', 'S-ALP', '88', 'U/L', '40..129', null, { rangeN: '40-129' }),
    res('bilirubin_total', 'S-Bil', '14', 'umol/L', '<21'),
    res('creatinine', 'S-Crea', '79', 'umol/L', '64..104', null, { rangeN: '64-104' }),
    res('triglycerides', 'S-Trigl', '3.4', 'mmol/L', '<1.7', 'H'),
    res('cholesterol_total', 'S-Chol', '5.9', 'mmol/L', '<5.0', 'H'),
    res('hdl_cholesterol', 'S-HDL-Chol', '0.94', 'mmol/L', '>1.0', 'L'),
    res('glucose', 'fP-Gluc', '5.7', 'mmol/L', '4.1..6.0', null, { rangeN: '4.1-6.0' }),
    res('ferritin', 'S-Fer', '612', 'ug/L', '30..400', 'H', { rangeN: '30-400' }),
    res('crp', 'S-CRP', '3', 'mg/L', '<5'),
  ];
  lis(r, e, { x: 40, w: [18, 8, 3, 9], size: 8, head: 'Analüüs              Tulemus     Ühik     Referents', ruleChar: '=' });
  r.nl(8);
  lines(r, 40, ['H - üle referentsvahemiku, L - alla referentsvahemiku', 'Kinnitas: Kadri Saar, laborispetsialist'], 8);
  return r;
}

/** Luxembourg lab: grey-shaded abnormal cells, two pages with the header repeated, French names. */
export function lu01(): Report {
  const r = newReport({
    id: 'd-lu-01', country: 'LU', language: 'fr-LU', producer: 'pdfkit', split: 'tune', dec: ',', font: 'sans',
    layout: ['logo', 'grey-cell-highlight', 'multi-page', 'header-repeated', 'decimal-comma', 'interpretive-table'],
    metadata: meta('2026-11-06', '2026-11-07', 'Laboratoire Moselle-Alzette', 'Esch-sur-Alzette', 'SCHMIT Paul', '58', 'male'),
  });
  const top = () => {
    box(r, { x: 36, y: 28, w: 6, h: 32, fill: '#1f618d' });
    r.y = 28;
    ctext(r, 50, 'Laboratoire Moselle-Alzette', 15, '#1f618d', { bold: true });
    r.nl(18);
    r.text(50, '8, rue de l\'Alzette · L-4011 Esch-sur-Alzette · Tél. +352 55 41 90 1', 7.5);
    r.y = 30;
    r.text(559, `SCHMIT Paul · né le 19/08/1968 · Dossier 2611-06-0318`, 7.5, { align: 'right' });
    r.y = 72;
  };
  top();
  kv(r, [40, 320], [
    ['Patient :', 'SCHMIT Paul'], ['Médecin :', 'Dr Anne Weber'], ['Né le :', '19/08/1968 (58 ans)  Sexe : M'],
    ['Prélevé le :', '06/11/2026 à 07:30'], ['Matricule :', '1968 0819 ***'], ['Edité le :', '07/11/2026'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('HÉMATOLOGIE'),
    res('rbc', 'Érythrocytes', '4,71', 'T/l', '4,30 - 5,70'),
    res('hemoglobin', 'Hémoglobine', '14,6', 'g/dl', '13,0 - 17,0'),
    res('hematocrit', 'Hématocrite', '43,8', '%', '40,0 - 50,0'),
    res('mcv', 'VGM', '93', 'fl', '80 - 100'),
    res('mch', 'TCMH', '31,0', 'pg', '27,0 - 33,0'),
    res('mchc', 'CCMH', '33,3', 'g/dl', '32,0 - 36,0'),
    res('wbc', 'Leucocytes', '10,9', 'G/l', '4,0 - 10,0', 'H'),
    res('neutrophils_pct', 'Polynucléaires neutrophiles', '71,2', '%', '40,0 - 75,0'),
    res('neutrophils_abs', 'Polynucléaires neutrophiles', '7,76', 'G/l', '1,80 - 7,50', 'H'),
    res('eosinophils_pct', 'Polynucléaires éosinophiles', '1,8', '%', '0,0 - 5,0'),
    res('eosinophils_abs', 'Polynucléaires éosinophiles', '0,20', 'G/l', '0,00 - 0,50'),
    res('lymphocytes_pct', 'Lymphocytes', '20,1', '%', '20,0 - 45,0'),
    res('lymphocytes_abs', 'Lymphocytes', '2,19', 'G/l', '1,00 - 4,00'),
    res('monocytes_pct', 'Monocytes', '6,9', '%', '2,0 - 10,0'),
    res('monocytes_abs', 'Monocytes', '0,75', 'G/l', '0,20 - 1,00'),
    res('platelets', 'Plaquettes', '287', 'G/l', '150 - 400'),
    sec('BIOCHIMIE'),
    res('glucose', 'Glycémie à jeun', '1,18', 'g/l', '0,70 - 1,00', 'H'),
    res('hba1c', 'Hémoglobine glyquée (HbA1c)', '6,3', '%', '4,0 - 5,6', 'H'),
    res('urea', 'Urée', '0,38', 'g/l', '0,15 - 0,50'),
    res('creatinine', 'Créatinine', '9,8', 'mg/l', '7,0 - 12,0'),
    res('egfr', 'DFG estimé (CKD-EPI)', '84', 'ml/min/1,73m²', '> 90', 'L'),
    res('sodium', 'Sodium', '140', 'mmol/l', '136 - 145'),
    res('potassium', 'Potassium', '4,3', 'mmol/l', '3,5 - 5,1'),
    res('uric_acid', 'Acide urique', '72', 'mg/l', '35 - 72'),
    res('ast', 'ASAT (GOT)', '28', 'UI/l', '< 40'),
    res('alt', 'ALAT (GPT)', '44', 'UI/l', '< 41', 'H'),
    res('ggt', 'Gamma-GT', '96', 'UI/l', '< 60', 'H'),
    res('crp', 'Protéine C-réactive', '14,8', 'mg/l', '< 5,0', 'H'),
    sec('BILAN LIPIDIQUE'),
    res('cholesterol_total', 'Cholestérol total', '2,34', 'g/l', '< 1,90', 'H'),
    res('hdl_cholesterol', 'Cholestérol HDL', '0,41', 'g/l', '> 0,40'),
    res('ldl_cholesterol', 'Cholestérol LDL calculé', '1,61', 'g/l', '< 1,15', 'H'),
    res('triglycerides', 'Triglycérides', '1,62', 'g/l', '< 1,50', 'H'),
    res('psa_total', 'PSA total', '1,41', 'ng/ml', '< 4,00'),
  ];
  table(r, e, {
    x: { name: 40, value: 320, unit: 345, range: 430 },
    labels: { name: 'Analyse', value: 'Résultat', unit: 'Unité', range: 'Valeurs de référence' },
    mark: 'grey-cell', valueAlign: 'right', size: 8.5, rowH: 15, bottom: 520,
    continuation: top,
  });
  r.nl(8);
  interpretive(r, [40, 220, 380], ['Objectif LDL selon le risque', 'Risque modéré', 'Risque élevé'], [['Cholestérol LDL (g/l)', '< 1,00', '< 0,70']]);
  running(r, (n, t) => [{ x: 40, y: 812, text: `Biologiste responsable : Dr Luc Hoffmann · Les résultats sur fond gris sont hors des valeurs de référence · Page ${n}/${t}` }]);
  return r;
}

/** Moroccan private lab: logo, red cells, "Antériorités" column, glycaemia restated in mmol/l (not a result). */
export function ma01(): Report {
  const r = newReport({
    id: 'd-ma-01', country: 'MA', language: 'fr-MA', producer: 'chromium', split: 'tune', dec: ',',
    layout: ['logo', 'red-cell-highlight', 'previous-column', 'second-unit-line', 'decimal-comma'],
    metadata: meta('2026-11-13', '2026-11-13', "Laboratoire d'Analyses Médicales Anfa", 'Casablanca', 'Mme BENNANI Salma', '34', 'female'),
  });
  box(r, { x: 36, y: 26, w: 40, h: 40, fill: '#117864' });
  r.y = 36;
  ctext(r, 44, 'LAM', 14, '#ffffff', { bold: true });
  r.y = 28;
  ctext(r, 86, "Laboratoire d'Analyses Médicales Anfa", 14, '#117864', { bold: true });
  r.nl(17);
  r.text(86, 'Dr. Youssef El Amrani — Pharmacien biologiste · 112, bd d\'Anfa, Casablanca · Tél. 05 22 55 61 40', 7.5);
  r.y = 80;
  kv(r, [40, 320], [
    ['Patient(e) :', 'Mme BENNANI Salma'], ['N° dossier :', '2611-13-0442'], ['Âge :', '34 ans'], ['Prescripteur :', 'Dr. H. Alaoui'],
    ['Prélèvement :', '13/11/2026 08:05'], ['Edition :', '13/11/2026 18:30'],
  ], 8.5);
  r.nl(6);
  const e: Entry[] = [
    sec('BIOCHIMIE SANGUINE'),
    res('glucose', 'Glycémie à jeun', '0,98', 'g/l', '0,70 - 1,10', null, { prev: ['0,92'] }),
    note('soit 5,44 mmol/l', true),
    res('creatinine', 'Créatininémie', '6,2', 'mg/l', '5,0 - 9,0', null, { prev: ['6,0'] }),
    res('cholesterol_total', 'Cholestérol total', '1,74', 'g/l', '1,40 - 2,00', null, { prev: [''] }),
    res('triglycerides', 'Triglycérides', '0,88', 'g/l', '0,40 - 1,50', null, { prev: [''] }),
    res('iron', 'Fer sérique', '38', 'µg/dl', '50 - 170', 'L', { prev: ['45'] }),
    res('ferritin', 'Ferritine', '7,1', 'ng/ml', '13 - 150', 'L', { prev: ['9,8'] }),
    res('vitamin_d_25oh', 'Vitamine D (25-OH)', '12,6', 'ng/ml', '30 - 100', 'L', { prev: [''] }),
    res('calcium', 'Calcémie', '92', 'mg/l', '86 - 102', null, { prev: [''] }),
    sec('HORMONOLOGIE'),
    res('tsh', 'TSHus', '2,46', 'µUI/ml', '0,27 - 4,20', null, { prev: ['2,10'] }),
    res('prolactin', 'Prolactine', '31,4', 'ng/ml', '4,8 - 23,3', 'H', { prev: [''] }),
    res('amh', 'AMH', '2,1', 'ng/ml', '1,0 - 3,5', null, { prev: [''] }),
    sec('HÉMATOLOGIE'),
    res('hemoglobin', 'Hémoglobine', '10,6', 'g/dl', '12,0 - 16,0', 'L', { prev: ['11,2'] }),
    res('mcv', 'VGM', '71', 'fl', '80 - 100', 'L', { prev: ['74'] }),
    res('wbc', 'Globules blancs', '6 200', '/mm³', '4 000 - 10 000', null, { prev: ['5 900'], valueN: '6200', rangeN: '4000-10000' }),
    res('platelets', 'Plaquettes', '398 000', '/mm³', '150 000 - 400 000', null, { prev: ['372 000'], valueN: '398000', rangeN: '150000-400000' }),
  ];
  table(r, e, {
    x: { name: 40, value: 240, unit: 260, range: 330 },
    prevX: [520],
    labels: { name: 'Analyses', value: 'Résultats', unit: 'Unités', range: 'Valeurs usuelles' },
    prevLabels: ['Antériorités 02/05/26'],
    mark: 'red-cell', valueAlign: 'right', size: 8.5,
  });
  r.nl(8);
  lines(r, 40, ['Commentaire : carence martiale — contrôle après traitement conseillé.'], 8, { italic: true });
  running(r, () => [{ x: 40, y: 812, text: 'Les valeurs sur fond rouge sont en dehors des valeurs usuelles. Compte rendu validé électroniquement. Page 1/1' }]);
  return r;
}

/** Senegalese LIS printout: monospaced, French, decimal comma, "*" flags, G/L and T/L units. */
export function sn01(): Report {
  const r = newReport({
    id: 'd-sn-01', country: 'SN', language: 'fr-SN', producer: 'pdfkit', split: 'holdout', dec: ',', font: 'mono',
    layout: ['lis-monospace', 'flag-star-column', 'decimal-comma', 'giga-tera-units'],
    metadata: meta('2026-10-31', '2026-10-31', 'Laboratoire Bio-Sahel', 'Dakar', 'DIOP Aminata', '26', 'female'),
  });
  r.y = 40;
  lines(r, 40, [
    'LABORATOIRE BIO-SAHEL                       Tél. 33 855 20 14',
    'Rue 10 x Corniche, Point E - Dakar           RC SN-DKR-2014-B-4410',
    '------------------------------------------------------------------------',
    'Nom     : DIOP Aminata                       N° : BS261031-077',
    'Age     : 26 ans    Sexe : F                 Prélevé le : 31/10/2026',
    'Médecin : Dr NDIAYE Cheikh                   Edité le   : 31/10/2026',
    '------------------------------------------------------------------------',
  ], 8);
  r.nl(4);
  const e: Entry[] = [
    sec('NUMERATION FORMULE SANGUINE'),
    res('wbc', 'Leucocytes', '4,8', 'G/L', '4,0 - 10,0'),
    res('rbc', 'Hématies', '3,62', 'T/L', '3,80 - 5,00', '*'),
    res('hemoglobin', 'Hémoglobine', '8,9', 'g/dL', '12,0 - 16,0', '*'),
    res('hematocrit', 'Hématocrite', '27,4', '%', '36,0 - 46,0', '*'),
    res('mcv', 'VGM', '75,7', 'fL', '80,0 - 100,0', '*'),
    res('mch', 'TCMH', '24,6', 'pg', '27,0 - 32,0', '*'),
    res('platelets', 'Plaquettes', '421', 'G/L', '150 - 400', '*'),
    sec('BIOCHIMIE'),
    res('glucose', 'Glycémie', '0,81', 'g/L', '0,70 - 1,10'),
    res('creatinine', 'Créatinine', '7,4', 'mg/L', '6,0 - 12,0'),
    res('crp', 'CRP', '4', 'mg/L', '< 6'),
    res('ferritin', 'Ferritine', '5', 'ng/mL', '15 - 150', '*'),
    sec('SEROLOGIE'),
    res('hbsag', 'Ag HBs', 'Négatif', '', 'Négatif'),
    res('hiv_ag_ab', 'Sérologie VIH 1+2', 'Négatif', '', 'Négatif'),
    res('blood_group_abo', 'Groupe sanguin', 'O', '', ''),
    res('rh_factor', 'Rhésus', 'Positif', '', ''),
    note('Electrophorèse de l\'hémoglobine : profil AS (trait drépanocytaire)', true),
  ];
  lis(r, e, { x: 40, w: [20, 9, 2, 7], size: 8, head: 'ANALYSE              RESULTAT   UNITE  VALEURS DE REFERENCE' });
  r.nl(8);
  lines(r, 40, ['* : valeur hors normes', '', 'Le Biologiste : Dr SOW Fatou'], 8);
  return r;
}
