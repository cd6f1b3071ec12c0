/**
 * Part F reports in German, Turkish and Russian: two result tables side by side with abnormal values only in
 * red, a two-column key–value page, a range-first cumulative report with arrows in a flag column. Invented
 * patients, labs, addresses, phone numbers and identifiers.
 */
import { box, ctext, type Entry, grid, kv, kvRows, lines, meta, newReport, type Report, res, running, sec } from './kit';

/** German MVZ lab: Blutbild | Klinische Chemie side by side, values outside the range printed red (no flag). */
export function de01(): Report {
  const r = newReport({
    id: 'f-de-01', country: 'DE', language: 'de-DE', producer: 'chromium', split: 'holdout', dec: ',',
    classes: ['F8', 'F9'],
    layout: ['two-column-results', 'red-text-abnormal', 'decimal-comma', 'logo'],
    metadata: meta('2026-11-16', '2026-11-16', 'MVZ Labor Lechfeld', 'Augsburg', 'Huber, Gertrud', '74', 'female'),
  });
  box(r, { x: 36, y: 28, w: 8, h: 32, fill: '#b71c1c' });
  r.y = 28;
  ctext(r, 52, 'MVZ Labor Lechfeld', 15, '#b71c1c', { bold: true });
  r.nl(17);
  r.text(52, 'Fachärzte für Laboratoriumsmedizin · Haunstetter Str. 118 · 86161 Augsburg · Tel. 0821 555 0840', 7.2);
  r.y = 72;
  r.rule(36, 559, 0.8);
  r.nl(8);
  kv(r, [40, 230, 400], [
    ['Patient:', 'Huber, Gertrud'], ['geb.:', '30.04.1952'], ['Geschlecht:', 'weiblich'],
    ['Einsender:', 'Praxis Dr. med. K. Schuster'], ['Abnahme:', '16.11.2026 07:55'], ['Auftragsnr.:', '2611160284'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(10);
  r.text(40, 'Befundbericht — Endbefund', 10, { bold: true });
  r.nl(16);
  const y0 = r.y;
  const left: Entry[] = [
    sec('Kleines Blutbild'),
    res('wbc', 'Leukozyten', '11,9', '/nl', '3,9 - 10,2', 'H'),
    res('rbc', 'Erythrozyten', '3,71', '/pl', '3,92 - 5,08', 'L'),
    res('hemoglobin', 'Hämoglobin', '11,2', 'g/dl', '11,9 - 14,6', 'L'),
    res('hematocrit', 'Hämatokrit', '34,1', '%', '35,5 - 45,0', 'L'),
    res('mcv', 'MCV', '91,9', 'fl', '80 - 99'),
    res('mch', 'MCH', '30,2', 'pg', '27 - 33,5'),
    res('mchc', 'MCHC', '32,8', 'g/dl', '31,5 - 36,0'),
    res('platelets', 'Thrombozyten', '402', '/nl', '146 - 328', 'H'),
    sec('Differenzialblutbild'),
    res('neutrophils_pct', 'Neutrophile', '81', '%', '42 - 77', 'H'),
    res('lymphocytes_pct', 'Lymphozyten', '12', '%', '20 - 44', 'L'),
    res('monocytes_pct', 'Monozyten', '6', '%', '2 - 9,5'),
    res('eosinophils_pct', 'Eosinophile', '1', '%', '0,5 - 5,5'),
  ];
  const right: Entry[] = [
    sec('Klinische Chemie'),
    res('sodium', 'Natrium', '134', 'mmol/l', '136 - 145', 'L'),
    res('potassium', 'Kalium', '4,1', 'mmol/l', '3,5 - 5,1'),
    res('creatinine', 'Kreatinin', '1,31', 'mg/dl', '0,51 - 0,95', 'H'),
    res('egfr', 'eGFR (CKD-EPI)', '39', 'ml/min', '> 60', 'L'),
    res('urea', 'Harnstoff', '58', 'mg/dl', '17 - 43', 'H'),
    res('crp', 'CRP', '48,2', 'mg/l', '< 5,0', 'H'),
    res('alt', 'GPT (ALT)', '18', 'U/l', '< 35'),
    res('ggt', 'Gamma-GT', '29', 'U/l', '< 40'),
    res('tsh', 'TSH basal', '1,42', 'mU/l', '0,27 - 4,20'),
    res('hba1c', 'HbA1c', '6,1', '%', '4,8 - 5,9', 'H'),
    res('glucose', 'Glucose (nüchtern)', '104', 'mg/dl', '74 - 106'),
  ];
  const cfg = (x0: number) => ({
    cols: [
      { key: 'name' as const, x: x0, label: 'Test' }, { key: 'value' as const, x: x0 + 128, align: 'right' as const, label: 'Ergebnis' },
      { key: 'unit' as const, x: x0 + 134, label: 'Einheit' }, { key: 'range' as const, x: x0 + 180, label: 'Referenz' },
    ],
    mark: 'red' as const, size: 8, rowH: 12.2, right: x0 + 250,
  });
  grid(r, left, cfg(40));
  const yl = r.y;
  r.y = y0;
  grid(r, right, cfg(305));
  r.y = Math.max(yl, r.y) + 14;
  lines(r, 40, ['Werte außerhalb des Referenzbereichs sind rot gedruckt.', 'Beurteilung: Leukozytose mit Neutrophilie, CRP erhöht; eingeschränkte Nierenfunktion (eGFR 39), Kontrolle empfohlen.'], 7.5);
  r.notResult('eGFR 39');
  r.nl(12);
  lines(r, 40, ['Dr. med. Andrea Wimmer, Fachärztin für Laboratoriumsmedizin — elektronisch freigegeben'], 7.5);
  running(r, (n, t) => [{ x: 40, y: 814, text: `Auftrag 2611160284 · Huber, Gertrud · Seite ${n} von ${t} · DAkkS D-ML-00000-00-00 (fiktiv)`, size: 7 }]);
  return r;
}

/** Turkish lab: two columns of key–value lines ("Hemoglobin : 13,5 g/dL"), arrows after abnormal values. */
export function tr01(): Report {
  const r = newReport({
    id: 'f-tr-01', country: 'TR', language: 'tr-TR', producer: 'chromium', split: 'tune', dec: ',',
    classes: ['F7', 'F8'],
    layout: ['key-value', 'colon-before-value', 'two-column-results', 'flag-arrow-suffix', 'decimal-comma'],
    metadata: meta('2026-11-04', '2026-11-04', 'Ege Yaşam Tıbbi Laboratuvarı', 'İzmir', 'Ayşe Nur Yıldırım', '36', 'female'),
  });
  r.y = 32;
  r.text(297, 'EGE YAŞAM TIBBİ LABORATUVARI', 14, { bold: true, align: 'center' });
  r.nl(15);
  r.text(297, 'Şair Eşref Bulvarı No: 41/B, Alsancak, Konak / İzmir · 0232 555 71 40', 7.5, { align: 'center' });
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 230, 410], [
    ['Hasta Adı:', 'AYŞE NUR YILDIRIM'], ['Yaş:', '36'], ['Cinsiyet:', 'Kadın'],
    ['Protokol No:', 'EY-2611-04417'], ['Numune Tarihi:', '04.11.2026 08:25'], ['Onay Tarihi:', '04.11.2026 15:10'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(10);
  const y0 = r.y;
  const left: Entry[] = [
    sec('HEMOGRAM'),
    res('wbc', 'WBC', '8,42', '10^3/µL', '4,5-11'),
    res('rbc', 'RBC', '4,61', '10^6/µL', '4,2-5,4'),
    res('hemoglobin', 'Hemoglobin', '13,5', 'g/dL', '12-16'),
    res('hematocrit', 'Hematokrit', '40,8', '%', '37-47'),
    res('mcv', 'MCV', '88,5', 'fL', '80-100'),
    res('platelets', 'PLT', '452', '10^3/µL', '150-400', '↑'),
    res('neutrophils_pct', 'Nötrofil %', '71,2', '%', '40-74'),
    res('lymphocytes_pct', 'Lenfosit %', '20,1', '%', '19-48'),
    res('neutrophils_abs', 'Nötrofil #', '6,0', '10^3/µL', '1,9-8'),
    res('rdw_cv', 'RDW', '15,9', '%', '11,5-14,5', '↑'),
  ];
  const right: Entry[] = [
    sec('BİYOKİMYA'),
    res('glucose', 'Glukoz', '112', 'mg/dL', '74-106', '↑'),
    res('urea', 'Üre', '28', 'mg/dL', '17-43'),
    res('creatinine', 'Kreatinin', '0,68', 'mg/dL', '0,51-0,95'),
    res('alt', 'ALT', '41', 'U/L', '0-35', '↑'),
    res('ast', 'AST', '30', 'U/L', '0-35'),
    res('cholesterol_total', 'Total kolesterol', '204', 'mg/dL', '0-200', '↑'),
    res('triglycerides', 'Trigliserit', '132', 'mg/dL', '0-150'),
    res('tsh', 'TSH', '2,85', 'µIU/mL', '0,27-4,2'),
    res('ferritin', 'Ferritin', '11', 'ng/mL', '13-150', '↓'),
    res('vitamin_b12', 'B12 vitamini', '186', 'pg/mL', '197-771', '↓'),
    res('vitamin_d_25oh', '25-OH D vitamini', '14', 'ng/mL', '30-100', '↓'),
  ];
  kvRows(r, left, { x: 40, style: 'inline', sep: ' : ', rangeX: 200, wrap: ['(', ')'], mark: 'suffix-space', size: 8.5, rowH: 13 });
  const yl = r.y;
  r.y = y0;
  kvRows(r, right, { x: 305, style: 'inline', sep: ' : ', rangeX: 478, wrap: ['(', ')'], mark: 'suffix-space', size: 8.5, rowH: 13 });
  r.y = Math.max(yl, r.y) + 14;
  lines(r, 40, ['↑ / ↓ : referans aralığının üstünde / altında.   Onaylayan: Uzm. Dr. Selin Aydoğan (Tıbbi Biyokimya)'], 7.5);
  return r;
}

/** Russian clinic: cumulative table — reference range first, three visits with the newest rightmost, arrows in a flag column. */
export function ru01(): Report {
  const r = newReport({
    id: 'f-ru-01', country: 'RU', language: 'ru-RU', producer: 'pdfkit', split: 'holdout', dec: ',', font: 'dejavu',
    classes: ['F1', 'F9'],
    layout: ['cumulative-columns', 'range-first', 'newest-rightmost', 'flag-arrow-column', 'decimal-comma'],
    metadata: meta('2026-11-19', '2026-11-19', 'Медицинский центр «Северная Двина»', 'Архангельск', 'Соколова Ирина Викторовна', '64', 'female'),
  });
  r.y = 34;
  r.text(297, 'Медицинский центр «Северная Двина»', 13, { bold: true, align: 'center' });
  r.nl(15);
  r.text(297, 'Клинико-диагностическая лаборатория · пр. Троицкий, 118, Архангельск · тел. (8182) 55-40-12', 7.5, { align: 'center' });
  r.nl(12);
  r.rule(36, 559, 1);
  r.nl(8);
  kv(r, [40, 330], [
    ['Пациент:', 'Соколова Ирина Викторовна'], ['Карта №:', 'СД-026-55718'],
    ['Дата рождения:', '11.02.1962 (64 года)'], ['Пол:', 'жен.'],
    ['Врач:', 'Кузнецова Е. А. (терапевт)'], ['Дата взятия:', '19.11.2026 08:20'],
  ], 8);
  r.rule(36, 559, 0.6);
  r.nl(8);
  r.text(297, 'СВОДНЫЙ ОТЧЁТ ПО РЕЗУЛЬТАТАМ ИССЛЕДОВАНИЙ', 9.5, { bold: true, align: 'center' });
  r.nl(14);
  const e: Entry[] = [
    sec('Общий анализ крови'),
    res('hemoglobin', 'Гемоглобин', '109', 'г/л', '120 - 140', '↓', { prev: ['118', '121'] }),
    res('rbc', 'Эритроциты', '3,62', '×10¹²/л', '3,7 - 4,7', '↓', { prev: ['3,9', '4,0'] }),
    res('wbc', 'Лейкоциты', '9,8', '×10⁹/л', '4,0 - 9,0', '↑', { prev: ['6,2', '7,1'] }),
    res('platelets', 'Тромбоциты', '215', '×10⁹/л', '180 - 320', null, { prev: ['240', '228'] }),
    res('segmented_neutrophils_pct', 'Нейтрофилы сегм.', '76', '%', '47 - 72', '↑', { prev: ['61', '64'] }),
    res('lymphocytes_pct', 'Лимфоциты', '17', '%', '19 - 37', '↓', { prev: ['30', '27'] }),
    res('esr', 'СОЭ', '31', 'мм/ч', '2 - 15', '↑', { prev: ['18', '22'] }),
    sec('Биохимический анализ крови'),
    res('glucose', 'Глюкоза', '7,2', 'ммоль/л', '3,9 - 6,1', '↑', { prev: ['6,4', '6,8'] }),
    res('creatinine', 'Креатинин', '97', 'мкмоль/л', '44 - 80', '↑', { prev: ['78', '86'] }),
    res('urea', 'Мочевина', '8,9', 'ммоль/л', '2,5 - 8,3', '↑', { prev: ['6,1', '7,0'] }),
    res('alt', 'АЛТ', '24', 'Ед/л', 'до 33', null, { rangeN: '<33', prev: ['19', '22'] }),
    res('ast', 'АСТ', '27', 'Ед/л', 'до 32', null, { rangeN: '<32', prev: ['21', '25'] }),
    res('bilirubin_total', 'Билирубин общий', '12,4', 'мкмоль/л', '3,4 - 20,5', null, { prev: ['10,8', '11,6'] }),
    res('cholesterol_total', 'Холестерин общий', '6,3', 'ммоль/л', '< 5,2', '↑', { prev: ['6,9', '6,6'] }),
    res('potassium', 'Калий', '4,6', 'ммоль/л', '3,5 - 5,1', null, { prev: ['4,3', '4,4'] }),
    res('sodium', 'Натрий', '139', 'ммоль/л', '136 - 145', null, { prev: ['141', '140'] }),
    res('ferritin', 'Ферритин', '6', 'мкг/л', '10 - 120', '↓', { prev: ['', '8'] }),
    res('crp', 'С-реактивный белок', '14,6', 'мг/л', '0 - 5', '↑', { prev: ['2,1', '3,4'] }),
  ];
  grid(r, e, {
    cols: [
      { key: 'name', x: 40, label: 'Показатель' }, { key: 'unit', x: 160, label: 'Ед. изм.' },
      { key: 'range', x: 226, label: 'Референсные значения' },
      { key: 'prev', i: 0, x: 398, align: 'right', label: '14.05.2026' },
      { key: 'prev', i: 1, x: 460, align: 'right', label: '02.09.2026' },
      { key: 'value', x: 522, align: 'right', label: '19.11.2026' },
      { key: 'flag', x: 530, label: '' },
    ],
    mark: 'column', boldValue: true, size: 8, rowH: 12, right: 559,
  });
  r.nl(8);
  lines(r, 40, ['↑ ↓ — результат последнего исследования выше / ниже референсного интервала.', 'Врач КЛД: Белова Н. С.'], 7.5);
  running(r, (n, t) => [{ x: 40, y: 814, text: `СД-026-55718 · стр. ${n} из ${t}`, size: 7 }]);
  return r;
}
