/** Part C reports from Russia and Ukraine: CBC with "%" and "абс." rows, urine sections, DOB-only age. */
import { A4, kv2, Report, type TableOpts } from '../a/model';
import { tableDoc, type Entry } from '../a/table-doc';
import { type Report as BReport, r as br, sec as bsec } from '../b/model';
import { colonRow, lines, runningText, sexBands } from './kit';

/** Russian commercial lab: CBC "Нейтрофилы, %" then "Нейтрофилы, абс.", arrows glued, age only as DOB. */
function ru01(): Report {
  const r = new Report({
    id: 'c-ru-01',
    country: 'RU',
    language: 'ru-RU',
    producer: 'chromium',
    font: "'DejaVu Sans', sans-serif",
    layout: ['table-4col', 'flag-arrow-glued', 'decimal-comma', 'pct-and-abs-rows', 'dob-only-age', 'header-footer'],
    split: 'tune',
    classes: ['S4', 'S10', 'S16', 'S2'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-12',
      results_date: '2026-11-12',
      lab_name: 'Лаборатория «ДиаЛайн»',
      lab_city: 'Новосибирск',
      lab_country: null,
      patient_name: 'Соколова Анна Викторовна',
      patient_age: '47',
      patient_sex: 'female',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 290, align: 'right' },
      { key: 'unit', x: 322 },
      { key: 'range', x: 430 },
    ],
    size: 8.5,
    flagMode: 'suffix',
  };
  const G9 = '×10⁹/л';
  const entries: Entry[] = [
    { section: 'Общий анализ крови (с лейкоцитарной формулой)' },
    { id: 'hemoglobin', name: 'Гемоглобин', value: '118', flag: '↓', unit: 'г/л', range: '120 - 140' },
    { id: 'rbc', name: 'Эритроциты', value: '4,02', unit: '×10¹²/л', range: '3,80 - 5,10' },
    { id: 'hematocrit', name: 'Гематокрит', value: '36,1', unit: '%', range: '35,0 - 45,0' },
    { id: 'mcv', name: 'MCV (ср. объем эритр.)', value: '89,8', unit: 'фл', range: '80,0 - 100,0' },
    { id: 'mch', name: 'MCH (ср. содер. Hb в эр.)', value: '29,4', unit: 'пг', range: '27,0 - 34,0' },
    { id: 'mchc', name: 'MCHC (ср. конц. Hb в эр.)', value: '327', unit: 'г/л', range: '300 - 380' },
    { id: 'rdw_cv', name: 'RDW-CV', value: '15,1', flag: '↑', unit: '%', range: '11,6 - 14,8' },
    { id: 'platelets', name: 'Тромбоциты', value: '286', unit: G9, range: '150 - 400' },
    { id: 'wbc', name: 'Лейкоциты', value: '3,6', flag: '↓', unit: G9, range: '4,0 - 9,0' },
    { id: 'neutrophils_pct', name: 'Нейтрофилы, %', value: '48,2', unit: '%', range: '47,0 - 72,0' },
    { id: 'lymphocytes_pct', name: 'Лимфоциты, %', value: '39,8', flag: '↑', unit: '%', range: '19,0 - 37,0' },
    { id: 'monocytes_pct', name: 'Моноциты, %', value: '8,1', unit: '%', range: '3,0 - 12,0' },
    { id: 'eosinophils_pct', name: 'Эозинофилы, %', value: '3,2', unit: '%', range: '1,0 - 5,0' },
    { id: 'basophils_pct', name: 'Базофилы, %', value: '0,7', unit: '%', range: '0,0 - 1,2' },
    { id: 'neutrophils_abs', name: 'Нейтрофилы, абс.', value: '1,74', flag: '↓', unit: G9, range: '1,80 - 6,40' },
    { id: 'lymphocytes_abs', name: 'Лимфоциты, абс.', value: '1,43', unit: G9, range: '1,00 - 4,80' },
    { id: 'monocytes_abs', name: 'Моноциты, абс.', value: '0,29', unit: G9, range: '0,05 - 0,82' },
    { id: 'eosinophils_abs', name: 'Эозинофилы, абс.', value: '0,12', unit: G9, range: '0,02 - 0,50' },
    { id: 'basophils_abs', name: 'Базофилы, абс.', value: '0,03', unit: G9, range: '0,00 - 0,08' },
    { id: 'esr', name: 'СОЭ (по Вестергрену)', value: '24', flag: '↑', unit: 'мм/ч', range: '2 - 20' },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Исследование', value: 'Результат', unit: 'Ед. изм.', range: 'Референсные значения' },
    bottom: 110,
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'Лаборатория «ДиаЛайн»', 14, { bold: true });
      rr.text(555, 'Заказ № 2611-30472', 9, { align: 'right' });
      rr.nl(16);
      rr.text(40, 'Отдел гематологии · Лицензия № ЛО-54-01-006218', 7.5);
      rr.nl(16);
      kv2(rr, 40, 320, [
        ['Пациент:', 'Соколова Анна Викторовна'],
        ['Дата взятия биоматериала:', '12.11.2026 08:40'],
        ['Дата рождения:', '17.06.1979'],
        ['Дата выдачи:', '12.11.2026 15:20'],
        ['Пол:', 'Ж'],
        ['Врач:', 'Тихонова Е. С.'],
      ], 8.5, 12);
      rr.nl(6);
    },
    entries,
    tail: (rr) => {
      rr.nl(6);
      lines(rr, 40, ['↑ ↓ — результат выше / ниже референсных значений.', 'Результаты исследований не являются диагнозом, необходима консультация специалиста.'], 7.5);
    },
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 46, text: 'г. Новосибирск, ул. Кирова, д. 48, тел. +7 (383) 210-44-55 · Врач КЛД: Беляева М. А.' },
    { x: 555, y: p.h - 34, text: `Стр. ${n} из ${total}`, align: 'right' },
  ]);
  ['2611-30472', 'ЛО-54-01-006218', '+7 (383) 210-44-55', 'ул. Кирова, д. 48'].forEach((s) => r.notResult(s));
  return r;
}

/** Russian city hospital: CBC "… абсолютное", biochemistry with "Муж / Жен" ranges, then a urine section (ОАМ). */
function ru02(): Report {
  const r = new Report({
    id: 'c-ru-02',
    country: 'RU',
    language: 'ru-RU',
    producer: 'pdfkit',
    font: 'dejavu',
    layout: ['table-5col', 'flag-column', 'decimal-comma', 'pct-and-abs-rows', 'sex-labelled-range', 'urine-section', 'dob-only-age', 'department-line'],
    split: 'holdout',
    classes: ['S4', 'S6', 'S9', 'S16', 'S10'],
    dec: ',',
    metadata: {
      lab_date: '2026-11-05',
      results_date: '2026-11-06',
      lab_name: 'ГБУЗ «Городская клиническая больница № 7»',
      lab_city: 'Казань',
      lab_country: null,
      patient_name: 'Ахметов Ринат Фаридович',
      patient_age: '56',
      patient_sex: 'male',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 262, align: 'right' },
      { key: 'flag', x: 270 },
      { key: 'unit', x: 290 },
      { key: 'range', x: 380 },
    ],
    size: 8.3,
    rowH: 12.5,
  };
  const G9 = '×10^9/л';
  const sb = (m: string, f: string): string => sexBands(m, f, ',');
  const entries: Entry[] = [
    { section: 'Общий анализ крови' },
    { id: 'hemoglobin', name: 'Гемоглобин (HGB)', value: '152', unit: 'г/л', range: 'Муж: 130 - 160 / Жен: 120 - 140', rangeN: sb('130 - 160', '120 - 140') },
    { id: 'rbc', name: 'Эритроциты (RBC)', value: '5,21', flag: '↑', unit: '×10^12/л', range: 'Муж: 4,0 - 5,0 / Жен: 3,9 - 4,7', rangeN: sb('4,0 - 5,0', '3,9 - 4,7') },
    { id: 'platelets', name: 'Тромбоциты (PLT)', value: '254', unit: G9, range: '180 - 320' },
    { id: 'wbc', name: 'Лейкоциты (WBC)', value: '7,8', unit: G9, range: '4,0 - 9,0' },
    { id: 'neutrophils_pct', name: 'Нейтрофилы %', value: '64,0', unit: '%', range: '47 - 72' },
    { id: 'neutrophils_abs', name: 'Нейтрофилы абсолютное', value: '4,99', unit: G9, range: '2,04 - 5,80' },
    { id: 'lymphocytes_pct', name: 'Лимфоциты %', value: '27,0', unit: '%', range: '19 - 37' },
    { id: 'lymphocytes_abs', name: 'Лимфоциты абсолютное', value: '2,11', unit: G9, range: '1,20 - 3,00' },
    { id: 'monocytes_pct', name: 'Моноциты %', value: '7,0', unit: '%', range: '3 - 11' },
    { id: 'monocytes_abs', name: 'Моноциты абсолютное', value: '0,55', unit: G9, range: '0,09 - 0,60' },
    { id: 'eosinophils_pct', name: 'Эозинофилы %', value: '2,0', unit: '%', range: '0,5 - 5' },
    { id: 'eosinophils_abs', name: 'Эозинофилы абсолютное', value: '0,16', unit: G9, range: '0,02 - 0,30' },
    { id: 'esr', name: 'СОЭ', value: '6', unit: 'мм/ч', range: 'Муж: 2 - 10 / Жен: 2 - 15', rangeN: sb('2 - 10', '2 - 15') },
    { section: 'Биохимический анализ крови' },
    { id: 'glucose', name: 'Глюкоза', value: '6,4', flag: '↑', unit: 'ммоль/л', range: '3,9 - 6,1' },
    { id: 'total_protein', name: 'Общий белок', value: '74', unit: 'г/л', range: '64 - 83' },
    { id: 'bilirubin_total', name: 'Билирубин общий', value: '18,2', unit: 'мкмоль/л', range: '3,4 - 20,5' },
    { id: 'alt', name: 'АЛТ', value: '36', unit: 'Ед/л', range: 'Муж: до 41 / Жен: до 33', rangeN: 'M: <41 / F: <33' },
    { id: 'creatinine', name: 'Креатинин', value: '97', unit: 'мкмоль/л', range: 'Муж: 62 - 106 / Жен: 44 - 80', rangeN: sb('62 - 106', '44 - 80') },
    { section: 'Общий анализ мочи' },
    { id: 'urine_color', name: 'Цвет', value: 'соломенно-жёлтый', range: 'соломенно-жёлтый', abnormal: false },
    { id: 'urine_appearance', name: 'Прозрачность', value: 'прозрачная', range: 'прозрачная', abnormal: false },
    { id: 'urine_specific_gravity', name: 'Относительная плотность', value: '1,018', range: '1,010 - 1,025' },
    { id: 'urine_ph', name: 'pH', value: '6,0', range: '5,0 - 7,0' },
    { id: 'urine_protein', name: 'Белок', value: '0,30', flag: '↑', unit: 'г/л', range: '< 0,14' },
    { id: 'urine_glucose', name: 'Глюкоза', value: 'отрицательно', range: 'отрицательно', abnormal: false },
    { id: 'urine_bilirubin', name: 'Билирубин', value: 'отрицательно', range: 'отрицательно', abnormal: false },
    { id: 'urine_ketones', name: 'Кетоновые тела', value: 'отрицательно', range: 'отрицательно', abnormal: false },
    { id: 'urine_wbc', name: 'Лейкоциты', value: '2-3', unit: 'в п/зр', range: '0 - 5', rangeN: '0-5', abnormal: false },
    { id: 'urine_rbc', name: 'Эритроциты', value: '0-1', unit: 'в п/зр', range: '0 - 2', rangeN: '0-2', abnormal: false },
  ];
  tableDoc(r, {
    t,
    labels: { name: 'Показатель', value: 'Результат', unit: 'Ед. изм.', range: 'Норма' },
    bottom: 90,
    top: (rr, n) => {
      rr.y = 26;
      rr.text(297, 'ГБУЗ «Городская клиническая больница № 7»', 12, { bold: true, align: 'center' });
      rr.nl(15);
      rr.text(297, 'Клинико-диагностическая лаборатория', 9.5, { align: 'center' });
      rr.nl(12);
      rr.text(297, 'г. Казань, ул. Чуйкова, 54 · тел. (843) 221-37-70', 7.5, { align: 'center' });
      rr.nl(14);
      if (n === 1) {
        kv2(rr, 40, 320, [
          ['Ф.И.О.:', 'Ахметов Ринат Фаридович'],
          ['Отделение:', 'Терапия, пал. 412'],
          ['Дата рождения:', '02.02.1970'],
          ['Взятие:', '05.11.2026 07:30'],
          ['Пол:', 'мужской'],
          ['Дата выполнения:', '06.11.2026'],
          ['№ истории болезни:', '18842/26'],
          ['', ''],
        ], 8.3, 11.5);
        rr.nl(4);
      }
    },
    entries,
  });
  runningText(r, (p, n, total) => [
    { x: 40, y: p.h - 40, text: 'Врач клинической лабораторной диагностики: Галиева Л. Р.   Подпись ____________' },
    { x: 555, y: p.h - 28, text: `Лист ${n} из ${total}`, align: 'right' },
  ]);
  ['18842/26', '(843) 221-37-70', 'ул. Чуйкова, 54', 'пал. 412'].forEach((s) => r.notResult(s));
  return r;
}

/** Ukrainian private lab (Type 3): CBC with "Г/л"/"Т/л" units, "%"-rows then "абс." rows, arrow flags column. */
export const ua01: BReport = {
  id: 'c-ua-01',
  language: 'uk-UA',
  country: 'UA',
  producer: 'type3',
  layout: ['table', 'decimal-comma', 'pct-and-abs-rows', 'flag-arrow-column', 'footer-every-page'],
  split: 'holdout',
  classes: ['S4', 'S10', 'S2'],
  decimalComma: true,
  institution: ['Лабораторія «МедЛайф Діагностика»', 'Відділ гематології', 'м. Львів, вул. Городоцька, 112 · тел. (032) 245-18-80'],
  title: 'ЗАГАЛЬНИЙ АНАЛІЗ КРОВІ',
  header: [
    'ПІБ: Коваленко Олена Петрівна | Вік: 41 р. | Стать: жін.',
    'Дата забору: 18.11.2026 08:15 | Дата видачі: 18.11.2026 14:30 | Замовлення № 77120418',
  ],
  columns: [
    { key: 'name', label: 'Показник' },
    { key: 'value', label: 'Результат' },
    { key: 'flag', label: '' },
    { key: 'unit', label: 'Од. вим.' },
    { key: 'range', label: 'Референтні значення' },
  ],
  flagStyle: 'arrow',
  items: [
    br('hemoglobin', 'Гемоглобін', '112', 'г/л', '117-155', 'L', { rangePrinted: '117 - 155' }),
    br('rbc', 'Еритроцити', '3.91', 'Т/л', '3.8-5.1', null, { rangePrinted: '3.8 - 5.1' }),
    br('hematocrit', 'Гематокрит', '34.2', '%', '35-45', 'L', { rangePrinted: '35 - 45' }),
    br('mcv', "Середній об'єм еритроцита (MCV)", '87.5', 'фл', '80-99', null, { rangePrinted: '80 - 99' }),
    br('platelets', 'Тромбоцити', '412', 'Г/л', '150-400', 'H', { rangePrinted: '150 - 400' }),
    br('wbc', 'Лейкоцити', '10.9', 'Г/л', '4.0-9.0', 'H', { rangePrinted: '4.0 - 9.0' }),
    bsec('Лейкоцитарна формула'),
    br('neutrophils_pct', 'Нейтрофіли, %', '71.3', '%', '47-72', null, { rangePrinted: '47 - 72' }),
    br('lymphocytes_pct', 'Лімфоцити, %', '19.6', '%', '19-37', null, { rangePrinted: '19 - 37' }),
    br('monocytes_pct', 'Моноцити, %', '6.4', '%', '3-11', null, { rangePrinted: '3 - 11' }),
    br('eosinophils_pct', 'Еозинофіли, %', '2.2', '%', '0.5-5', null, { rangePrinted: '0.5 - 5' }),
    br('basophils_pct', 'Базофіли, %', '0.5', '%', '0-1', null, { rangePrinted: '0 - 1' }),
    br('neutrophils_abs', 'Нейтрофіли, абс.', '7.77', 'Г/л', '1.8-6.5', 'H', { rangePrinted: '1.8 - 6.5' }),
    br('lymphocytes_abs', 'Лімфоцити, абс.', '2.14', 'Г/л', '1.2-3.0', null, { rangePrinted: '1.2 - 3.0' }),
    br('monocytes_abs', 'Моноцити, абс.', '0.70', 'Г/л', '0.09-0.6', 'H', { rangePrinted: '0.09 - 0.6' }),
    br('eosinophils_abs', 'Еозинофіли, абс.', '0.24', 'Г/л', '0.02-0.3', null, { rangePrinted: '0.02 - 0.3' }),
    br('basophils_abs', 'Базофіли, абс.', '0.05', 'Г/л', '0-0.065', null, { rangePrinted: '0 - 0.065' }),
    br('esr', 'ШОЕ', '31', 'мм/год', '2-20', 'H', { rangePrinted: '2 - 20' }),
  ],
  footer: [
    'Ліцензія МОЗ України АЕ № 640117 · Сертифікат ISO 15189:2022 № UA.MED.0412',
    'Лікар-лаборант: Мельник І. В. · Сторінка 1 з 1',
  ],
  closing: ['↑ ↓ — вище / нижче референтних значень. Результат не є діагнозом.'],
  metadata: {
    lab_date: '2026-11-18',
    results_date: '2026-11-18',
    lab_name: 'Лабораторія «МедЛайф Діагностика»',
    lab_city: 'Львів',
    lab_country: null,
    patient_name: 'Коваленко Олена Петрівна',
    patient_age: '41',
    patient_sex: 'female',
  },
  notResults: ['77120418', 'АЕ № 640117', 'ISO 15189:2022', 'UA.MED.0412', '(032) 245-18-80', 'вул. Городоцька, 112'],
};

/** Ukrainian clinic (pdfkit): colon rows with wrapped names, "%" and "абс." rows, then urinalysis. */
function ua02(): Report {
  const r = new Report({
    id: 'c-ua-02',
    country: 'UA',
    language: 'uk-UA',
    producer: 'pdfkit',
    font: 'dejavu',
    layout: ['colon-rows', 'wrapped-names', 'decimal-comma', 'pct-and-abs-rows', 'urine-section', 'department-line'],
    split: 'tune',
    classes: ['S4', 'S8', 'S6', 'S16'],
    dec: ',',
    metadata: {
      lab_date: '2026-10-20',
      results_date: '2026-10-20',
      lab_name: 'Медичний центр «Вітамед»',
      lab_city: 'Дніпро',
      lab_country: null,
      patient_name: 'Шевченко Андрій Миколайович',
      patient_age: '38',
      patient_sex: 'male',
    },
  }, A4);
  r.newPage();
  r.y = 28;
  r.text(40, 'Медичний центр «Вітамед»', 15, { bold: true });
  r.nl(18);
  r.text(40, 'Клініко-діагностична лабораторія', 9.5);
  r.text(555, 'Лаб. № 26-10-0913', 9, { align: 'right' });
  r.nl(12);
  r.text(40, 'м. Дніпро, просп. Яворницького, 57 · тел. (056) 371-90-44', 7.5);
  r.nl(14);
  r.rule(40, 555);
  r.nl(8);
  kv2(r, 40, 320, [
    ['Пацієнт:', 'Шевченко Андрій Миколайович'],
    ['Дата забору:', '20.10.2026 09:05'],
    ['Вік:', '38 років     Стать: чол.'],
    ['Дата видачі:', '20.10.2026 16:10'],
  ], 8.5, 12);
  r.nl(6);
  const X = 40;
  const C = 230;
  const head = (s: string): void => {
    r.text(X, s, 10, { bold: true });
    r.nl(15);
  };
  const rows = (list: Array<Parameters<typeof colonRow>[3]>): void => list.forEach((p) => colonRow(r, X, C, p, 8.8));
  head('Загальний аналіз крові');
  rows([
    { id: 'hemoglobin', name: 'Гемоглобін', value: '131', unit: 'г/л', range: '130 - 160' },
    { id: 'rbc', name: 'Еритроцити', value: '4,38', unit: '×10¹²/л', range: '4,0 - 5,0' },
    { id: 'mcv', name: "Середній об'єм еритроцита (MCV)", nameLines: ["Середній об'єм", 'еритроцита (MCV)'], value: '84,1', unit: 'фл', range: '80 - 100' },
    {
      id: 'mch', name: 'Середній вміст гемоглобіну в еритроциті (MCH)', nameLines: ['Середній вміст гемоглобіну', 'в еритроциті (MCH)'],
      value: '29,9', unit: 'пг', range: '27 - 34',
    },
    { id: 'wbc', name: 'Лейкоцити', value: '11,4', glue: '↑', flag: '↑', unit: '×10⁹/л', range: '4,0 - 9,0' },
    { id: 'neutrophils_pct', name: 'Нейтрофіли сегментоядерні, %', value: '76', glue: '↑', flag: '↑', unit: '%', range: '47 - 72' },
    { id: 'lymphocytes_pct', name: 'Лімфоцити, %', value: '16', glue: '↓', flag: '↓', unit: '%', range: '19 - 37' },
    { id: 'monocytes_pct', name: 'Моноцити, %', value: '8', unit: '%', range: '3 - 11' },
    { id: 'neutrophils_abs', name: 'Нейтрофіли сегментоядерні, абс.', value: '8,66', glue: '↑', flag: '↑', unit: '×10⁹/л', range: '1,8 - 6,5' },
    { id: 'lymphocytes_abs', name: 'Лімфоцити, абс.', value: '1,82', unit: '×10⁹/л', range: '1,2 - 3,0' },
    { id: 'monocytes_abs', name: 'Моноцити, абс.', value: '0,91', glue: '↑', flag: '↑', unit: '×10⁹/л', range: '0,09 - 0,6' },
    { id: 'platelets', name: 'Тромбоцити', value: '268', unit: '×10⁹/л', range: '150 - 400' },
    { id: 'esr', name: 'ШОЕ', value: '22', glue: '↑', flag: '↑', unit: 'мм/год', range: '2 - 15' },
  ]);
  r.nl(6);
  head('Біохімія');
  rows([
    { id: 'glucose', name: 'Глюкоза', value: '5,2', unit: 'ммоль/л', range: '3,9 - 6,1' },
    { id: 'total_protein', name: 'Загальний білок', value: '71', unit: 'г/л', range: '64 - 83' },
    { id: 'bilirubin_total', name: 'Білірубін загальний', value: '14,6', unit: 'мкмоль/л', range: '3,4 - 20,5' },
    { id: 'crp', name: 'С-реактивний білок', value: '24,8', glue: '↑', flag: '↑', unit: 'мг/л', range: '0 - 5' },
  ]);
  r.nl(6);
  head('Загальний аналіз сечі');
  rows([
    { id: 'urine_specific_gravity', name: 'Питома вага', value: '1,022', range: '1,010 - 1,025' },
    { id: 'urine_glucose', name: 'Глюкоза', value: 'не виявлено', range: 'не виявлено', abnormal: false },
    { id: 'urine_protein', name: 'Білок', value: '0,025', unit: 'г/л', range: 'до 0,033', rangeN: '<0.033' },
    { id: 'urine_bilirubin', name: 'Білірубін', value: 'не виявлено', range: 'не виявлено', abnormal: false },
    { id: 'urine_blood', name: 'Кров (гемоглобін)', value: 'сліди', glue: '↑', flag: '↑', range: 'не виявлено', abnormal: true },
    { id: 'urine_wbc', name: 'Лейкоцити', value: '8-10', glue: '↑', flag: '↑', unit: 'в п/з', range: '0 - 5', rangeN: '0-5' },
    { id: 'urine_rbc', name: 'Еритроцити', value: '3-5', glue: '↑', flag: '↑', unit: 'в п/з', range: '0 - 2', rangeN: '0-2' },
  ]);
  r.nl(8);
  lines(r, 40, ['↑ ↓ — вище / нижче референтних значень.'], 7.5);
  r.y = 842 - 48;
  lines(r, 40, ['Ліцензія МОЗ України № 1043 від 14.03.2019 · Лікар-лаборант: Бондар О. С. · Сторінка 1 з 1'], 7);
  ['26-10-0913', '(056) 371-90-44', 'просп. Яворницького, 57', 'Ліцензія МОЗ України № 1043'].forEach((s) => r.notResult(s));
  return r;
}

export const aDocs = { ru01, ru02, ua02 };
