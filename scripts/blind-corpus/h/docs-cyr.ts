/** H2: Russian, Ukrainian and Kazakh (Russian-language) laboratory forms. */
import type { Doc } from './doc';
import { renderTable } from './fam-table';
import { esc, barcode, pageFooter, rows, type NumFmt, type RangeStyle, type Row } from './kit';

const RS_RU: RangeStyle = { sep: ' - ', lt: 'до {x}', le: '≤ {x}', gt: 'более {x}', ge: '≥ {x}', sex: 'муж.: {m}<br>жен.: {f}' };
const COMMA: NumFmt = { dec: ',' };
const dirFlag = (r: Row): string | null => r.dir ?? null;

const cyrHead = (lab: string, lines: string[], fields: [string, string][], title: string, extra = ''): string => `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:4px">
<div><div style="font-size:14pt;font-weight:bold">${esc(lab)}</div>${lines.map((l) => `<div style="font-size:8pt">${esc(l)}</div>`).join('')}</div>${extra}</div>
<table style="font-size:9pt;margin:6px 0;width:100%">${fields
  .reduce<string[]>((acc, [k, v], i) => {
    const cell = `<td style="color:#555">${esc(k)}</td><td><b>${esc(v)}</b></td>`;
    if (i % 2 === 0) acc.push(cell);
    else acc[acc.length - 1] += cell;
    return acc;
  }, [])
  .map((r) => `<tr>${r}</tr>`)
  .join('')}</table>
<div style="text-align:center;font-weight:bold;font-size:11pt;margin:4px 0">${esc(title)}</div>`;

// ---------------------------------------------------------------- h-ru-01 (Chromium, 2 pages, scan)
const ruSex = 'female' as const;
const ru01: Doc = {
  id: 'h-ru-01',
  country: 'RU',
  language: 'ru-RU',
  producer: 'chromium',
  split: 'tune',
  classes: ['H2'],
  layout: ['table-5col', 'comments-column', 'arrow-after-value', 'decimal-comma', 'do-x-range', 'multi-page', 'header-repeated', 'sex-ranges', 'age-ranges', 'dob-only'],
  meta: { lab_date: '2026-11-16', results_date: '2026-11-17', lab_name: 'Клинико-диагностическая лаборатория «Аксиома»', lab_city: 'Новосибирск', patient_name: 'Петрова Ирина Викторовна', patient_age: '57', patient_sex: ruSex },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  scan: true,
  footer: pageFooter('КДЛ «Аксиома» · заказ 4471-2611-083', 'Результаты не являются диагнозом', 'DejaVu Sans', 'Стр. {p} из {n}'),
};
ru01.panels = [
  {
    title: 'Общий анализ крови',
    rows: rows(
      [
        ['hemoglobin', 'Гемоглобин (HGB)', '118', 'г/л', 'M:130-160/F:120-140'],
        ['rbc', 'Эритроциты (RBC)', '4.02', '×10¹²/л', 'M:4.0-5.0/F:3.5-4.7'],
        ['hematocrit', 'Гематокрит (HCT)', '36.2', '%', 'M:40-48/F:36-42'],
        ['mcv', 'Средний объём эритроцита (MCV)', '90.0', 'фл', '80-100'],
        ['mch', 'Среднее содержание Hb в эритроците (MCH)', '29.4', 'пг', '27-31'],
        ['mchc', 'Средняя концентрация Hb (MCHC)', '326', 'г/л', '300-380'],
        ['rdw_cv', 'Ширина распределения эритроцитов (RDW-CV)', '13.1', '%', '11.5-14.5'],
        ['platelets', 'Тромбоциты (PLT)', '412', '×10⁹/л', '180-320', { comment: 'проверено микроскопически' }],
        ['wbc', 'Лейкоциты (WBC)', '9.7', '×10⁹/л', '4.0-9.0'],
        ['neutrophils_pct', 'Нейтрофилы, %', '71.0', '%', '47-72'],
        ['lymphocytes_pct', 'Лимфоциты, %', '19.5', '%', '19-37'],
        ['monocytes_pct', 'Моноциты, %', '6.8', '%', '3-11'],
        ['eosinophils_pct', 'Эозинофилы, %', '2.3', '%', '0.5-5'],
        ['basophils_pct', 'Базофилы, %', '0.4', '%', '0-1'],
        ['neutrophils_abs', 'Нейтрофилы, абс.', '6.89', '×10⁹/л', '1.8-6.5'],
        ['esr', 'СОЭ (по Вестергрену)', '28', 'мм/ч', '2-20', { rangeText: 'до 50 лет: 2 - 15<br>старше 50 лет: 2 - 20' }],
      ],
      ruSex,
    ),
  },
  {
    title: 'Биохимический анализ крови',
    rows: rows(
      [
        ['glucose', 'Глюкоза', '6.4', 'ммоль/л', '4.1-5.9', { comment: 'натощак' }],
        ['cholesterol_total', 'Холестерин общий', '6.12', 'ммоль/л', '<5.2', { rangeText: 'менее 5,2' }],
        ['ldl_cholesterol', 'Холестерин ЛПНП', '4.05', 'ммоль/л', '<3.0', { rangeText: 'менее 3,0' }],
        ['hdl_cholesterol', 'Холестерин ЛПВП', '1.34', 'ммоль/л', '>1.2', { rangeText: 'более 1,2' }],
        ['triglycerides', 'Триглицериды', '1.48', 'ммоль/л', '<1.7'],
        ['creatinine', 'Креатинин', '71', 'мкмоль/л', 'M:62-106/F:44-80'],
        ['urea', 'Мочевина', '5.2', 'ммоль/л', '2.6-7.2'],
        ['bilirubin_total', 'Билирубин общий', '12.8', 'мкмоль/л', '3.4-20.5'],
        ['alt', 'АЛТ', '31', 'Ед/л', '<33'],
        ['ast', 'АСТ', '27', 'Ед/л', '<32'],
        ['ggt', 'ГГТ', '48', 'Ед/л', '<40', { comment: 'образец с гемолизом +' }],
        ['crp', 'С-реактивный белок', '7.9', 'мг/л', '<5.0'],
        ['ferritin', 'Ферритин', '24', 'мкг/л', '13-150'],
      ],
      ruSex,
    ),
  },
  {
    title: 'Гормоны щитовидной железы',
    breakBefore: true,
    rows: rows(
      [
        ['tsh', 'ТТГ', '4.62', 'мМЕ/л', '0.4-4.0'],
        ['free_t4', 'Т4 свободный', '11.2', 'пмоль/л', '9.0-19.0'],
        ['anti_tpo', 'Антитела к ТПО', '118', 'МЕ/мл', '<5.6'],
      ],
      ruSex,
    ),
  },
];
ru01.html = renderTable(ru01.panels, {
  cols: ['name', 'value', 'unit', 'range', 'comment'],
  labels: { name: 'Исследование', value: 'Результат', unit: 'Ед. изм.', range: 'Референсные значения', comment: 'Комментарий' },
  dir: 'ltr',
  font: "'DejaVu Sans', sans-serif",
  size: '8.8pt',
  fmt: COMMA,
  rs: RS_RU,
  flag: 'arrowAfter',
  border: 'grid',
  headerHtml: cyrHead(
    'КДЛ «Аксиома»',
    ['630099, г. Новосибирск, ул. Каменская, д. 17, тел. +7 (383) 210-44-71', 'Лицензия № ЛО-54-01-009917'],
    [
      ['Пациент:', 'Петрова Ирина Викторовна'],
      ['Дата рождения:', '12.03.1969'],
      ['Пол:', 'Женский'],
      ['№ заказа:', '4471-2611-083'],
      ['Дата взятия биоматериала:', '16.11.2026 08:05'],
      ['Дата выполнения:', '17.11.2026'],
      ['Врач:', 'Соколова Е. А.'],
      ['Биоматериал:', 'венозная кровь'],
    ],
    'РЕЗУЛЬТАТЫ ЛАБОРАТОРНЫХ ИССЛЕДОВАНИЙ',
    `<div>${barcode('4471-2611-083', 32)}</div>`,
  ),
  footerHtml: '',
  tailHtml: `<p style="font-size:8pt;margin-top:10px">↑ ↓ — результат выше / ниже референсных значений. Целевой уровень ЛПНП для пациентов высокого риска — менее 1,8 ммоль/л.<br>Врач клинической лабораторной диагностики: ____________ Морозова Т. С.</p>`,
});
ru01.notResults = ['Целевой уровень ЛПНП для пациентов высокого риска — менее 1,8 ммоль/л'];

// ---------------------------------------------------------------- h-ua-01 (Ukrainian, star flags, 1 page, skewed photo)
const ua01: Doc = {
  id: 'h-ua-01',
  country: 'UA',
  language: 'uk-UA',
  producer: 'chromium',
  split: 'holdout',
  classes: ['H2'],
  layout: ['table-6col', 'method-column', 'star-flag', 'decimal-comma', 'do-x-range', 'sex-ranges'],
  meta: { lab_date: '2026-11-12', results_date: '2026-11-12', lab_name: 'Медична лабораторія «Вербена»', lab_city: 'Харків', patient_name: 'Коваленко Олександр Петрович', patient_age: '44', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: () => '*',
  photo: { skew: -3.5 },
};
ua01.panels = [
  {
    title: 'Загальний аналіз крові',
    rows: rows(
      [
        ['hemoglobin', 'Гемоглобін', '151', 'г/л', 'M:130-170/F:120-150', { method: 'SLS' }],
        ['rbc', 'Еритроцити', '5.01', 'Т/л', 'M:4.0-5.5/F:3.7-4.7', { method: 'імпеданс' }],
        ['wbc', 'Лейкоцити', '3.4', 'Г/л', '4.0-9.0', { method: 'проточна цитометрія' }],
        ['platelets', 'Тромбоцити', '198', 'Г/л', '150-400', { method: 'імпеданс' }],
        ['esr', 'ШОЕ', '6', 'мм/год', 'M:2-10/F:2-15', { method: 'Вестергрен' }],
      ],
      'male',
    ),
  },
  {
    title: 'Біохімічні дослідження',
    rows: rows(
      [
        ['glucose', 'Глюкоза', '5.3', 'ммоль/л', '3.9-6.1', { method: 'гексокіназний' }],
        ['hba1c', 'Глікований гемоглобін HbA1c', '5.5', '%', '4.0-6.0', { method: 'ВЕРХ' }],
        ['creatinine', 'Креатинін', '118', 'мкмоль/л', 'M:62-106/F:44-80', { method: 'Яффе' }],
        ['uric_acid', 'Сечова кислота', '462', 'мкмоль/л', 'M:202-416/F:143-339', { method: 'уриказний' }],
        ['alt', 'АЛТ', '64', 'Од/л', '<41', { method: 'IFCC' }],
        ['ast', 'АСТ', '45', 'Од/л', '<40', { method: 'IFCC' }],
        ['cholesterol_total', 'Холестерин загальний', '4.9', 'ммоль/л', '<5.2', { method: 'CHOD-PAP' }],
        ['triglycerides', 'Тригліцериди', '2.31', 'ммоль/л', '<1.7', { method: 'GPO-PAP' }],
        ['potassium', 'Калій', '4.4', 'ммоль/л', '3.5-5.1', { method: 'ІСЕ' }],
        ['sodium', 'Натрій', '141', 'ммоль/л', '136-145', { method: 'ІСЕ' }],
        ['vitamin_d_25oh', 'Вітамін D (25-OH)', '61', 'нмоль/л', '75-250', { method: 'ХЛІА' }],
        ['psa_total', 'ПСА загальний', '0.82', 'нг/мл', '<4.0', { method: 'ХЛІА' }],
      ],
      'male',
    ),
  },
];
ua01.notResults = [...new Set(ua01.panels.flatMap((p) => p.rows.map((r) => r.method ?? '')).filter(Boolean))];
ua01.html = renderTable(ua01.panels, {
  cols: ['name', 'value', 'unit', 'range', 'method'],
  labels: { name: 'Дослідження', value: 'Результат', unit: 'Од. вим.', range: 'Референтні значення', method: 'Метод' },
  dir: 'ltr',
  font: "'Liberation Sans', 'DejaVu Sans', sans-serif",
  size: '9.4pt',
  fmt: COMMA,
  rs: { ...RS_RU, sep: ' – ', lt: 'до {x}', sex: 'чол. {m}<br>жін. {f}' },
  flag: 'star',
  border: 'rules',
  headerHtml: cyrHead(
    'Медична лабораторія «ВЕРБЕНА»',
    ['61002, м. Харків, вул. Сумська, 88 · (057) 700-41-12 · verbena-lab.example'],
    [
      ['ПІБ:', 'Коваленко Олександр Петрович'],
      ['Вік:', '44 роки'],
      ['Стать:', 'чоловіча'],
      ['Код замовлення:', 'VB-2611-30418'],
      ['Дата забору:', '12.11.2026'],
      ['Дата видачі:', '12.11.2026'],
    ],
    'РЕЗУЛЬТАТИ ДОСЛІДЖЕНЬ',
  ),
  footerHtml: '',
  tailHtml: `<p style="font-size:8pt">* — значення поза межами референтного інтервалу.<br>Лікар-лаборант: Гончаренко Н. В.</p>`,
});

// ---------------------------------------------------------------- h-kz-01 (Kazakhstan, Russian, LibreOffice, arrow column)
const kz01: Doc = {
  id: 'h-kz-01',
  country: 'KZ',
  language: 'ru-KZ',
  producer: 'libreoffice',
  split: 'holdout',
  classes: ['H2'],
  layout: ['table-6col', 'flag-arrow-column', 'comments-column', 'decimal-comma', 'do-x-range', 'sex-ranges'],
  meta: { lab_date: '2026-11-05', results_date: '2026-11-06', lab_name: 'Медицинская лаборатория «Шипагер Диагностика»', lab_city: 'Алматы', patient_name: 'Жумабекова Айгерим Нурлановна', patient_age: '29', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
};
kz01.panels = [
  {
    title: 'Гематология',
    rows: rows(
      [
        ['hemoglobin', 'Гемоглобин', '104', 'г/л', 'M:130-160/F:120-140'],
        ['hematocrit', 'Гематокрит', '32.8', '%', 'M:40-48/F:36-42'],
        ['rbc', 'Эритроциты', '3.91', '10*12/л', 'M:4.0-5.0/F:3.7-4.7'],
        ['mcv', 'MCV', '83.9', 'фл', '80-100'],
        ['wbc', 'Лейкоциты', '6.1', '10*9/л', '4.0-9.0'],
        ['platelets', 'Тромбоциты', '276', '10*9/л', '180-320'],
        ['reticulocytes_pct', 'Ретикулоциты', '2.4', '%', '0.5-1.5', { comment: 'контроль через 10 дней' }],
      ],
      'female',
    ),
  },
  {
    title: 'Биохимия',
    rows: rows(
      [
        ['iron', 'Железо сывороточное', '6.3', 'мкмоль/л', '9.0-30.4'],
        ['ferritin', 'Ферритин', '9', 'нг/мл', '10-120'],
        ['transferrin', 'Трансферрин', '3.6', 'г/л', '2.0-3.6'],
        ['total_protein', 'Общий белок', '72', 'г/л', '64-83'],
        ['albumin', 'Альбумин', '44', 'г/л', '35-52'],
        ['creatinine', 'Креатинин', '58', 'мкмоль/л', '44-80'],
        ['alt', 'АЛТ', '14', 'Ед/л', '<31'],
        ['ast', 'АСТ', '18', 'Ед/л', '<31'],
        ['glucose', 'Глюкоза', '4.6', 'ммоль/л', '3.3-5.5'],
      ],
      'female',
    ),
  },
  {
    title: 'Гормоны',
    rows: rows(
      [
        ['tsh', 'ТТГ', '2.1', 'мкМЕ/мл', '0.27-4.2'],
        ['prolactin', 'Пролактин', '31.8', 'нг/мл', '4.8-23.3', { comment: 'рекомендуется повторить' }],
        ['hcg_beta', 'ХГЧ (бета)', '3.1', 'мМЕ/мл', '<5.0', { comment: 'небеременные' }],
      ],
      'female',
    ),
  },
];
kz01.html = renderTable(kz01.panels, {
  cols: ['no', 'name', 'value', 'flag', 'unit', 'range', 'comment'],
  labels: { no: '№', name: 'Исследование', value: 'Результат', flag: '', unit: 'Ед. изм.', range: 'Референсные значения', comment: 'Примечание' },
  dir: 'ltr',
  font: "'DejaVu Serif', serif",
  size: '9pt',
  fmt: COMMA,
  rs: { ...RS_RU, sex: 'М {m}; Ж {f}' },
  flag: 'column',
  flagText: (r) => (r.dir === 'L' ? '↓' : '↑'),
  border: 'grid',
  headerHtml: `<p align="center"><b><font size="4">ТОО «Шипагер Диагностика»</font></b><br><font size="2">050000, г. Алматы, пр. Абая, 120 · +7 (727) 355-18-40</font></p>
<table width="100%" border="0"><tr><td>Ф.И.О.: <b>Жумабекова Айгерим Нурлановна</b></td><td>Возраст: 29 лет</td><td>Пол: Ж</td></tr>
<tr><td>ИИН: 970214450000</td><td>Дата забора: 05.11.2026</td><td>Дата выдачи: 06.11.2026</td></tr></table><hr>`,
  footerHtml: '',
  tailHtml: `<p><font size="2">Врач-лаборант: Сейткали Д. М. · Подпись ________ · М.П.</font></p>`,
});


// ---------------------------------------------------------------- h-ru-02 (Russian, coagulation / hormones / urine, star flag, менее/более)
const ru02: Doc = {
  id: 'h-ru-02',
  country: 'RU',
  language: 'ru-RU',
  producer: 'chromium',
  split: 'tune',
  classes: ['H2'],
  layout: ['table-5col', 'comments-column', 'star-flag', 'decimal-comma', 'menee-bolee-range', 'urine-section', 'sex-ranges'],
  meta: { lab_date: '2026-11-19', results_date: '2026-11-20', lab_name: 'Медицинский центр «Северная Пальмира»', lab_city: 'Санкт-Петербург', patient_name: 'Смирнов Дмитрий Алексеевич', patient_age: '66', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: () => '*',
  footer: pageFooter('МЦ «Северная Пальмира» · лицензия Л041-01148-78/00', 'ИНЗ 78-2611-5520', 'Liberation Serif', 'Лист {p} из {n}'),
};
ru02.panels = [
  {
    title: 'Гемостаз',
    rows: rows(
      [
        ['pt_seconds', 'Протромбиновое время', '15.8', 'сек', '9.4-12.5'],
        ['pt_quick_pct', 'Протромбин по Квику', '58', '%', '70-130'],
        ['inr', 'МНО', '1.42', null, '0.85-1.15', { comment: 'на фоне варфарина' }],
        ['aptt', 'АЧТВ', '33.1', 'сек', '25.4-36.9'],
        ['fibrinogen', 'Фибриноген', '4.6', 'г/л', '2.0-3.93'],
        ['d_dimer', 'D-димер', '0.38', 'мг/л FEU', '<0.55', { rangeText: 'менее 0,55' }],
      ],
      'male',
    ),
  },
  {
    title: 'Биохимия, гормоны',
    rows: rows(
      [
        ['nt_probnp', 'NT-proBNP', '486', 'пг/мл', '<125', { rangeText: 'менее 125', comment: 'возраст > 75 лет: менее 450' }],
        ['troponin_i_hs', 'Тропонин I высокочувствительный', '11.2', 'нг/л', '<34.2'],
        ['potassium', 'Калий', '4.9', 'ммоль/л', '3.5-5.1'],
        ['magnesium', 'Магний', '0.71', 'ммоль/л', '0.66-1.07'],
        ['psa_total', 'ПСА общий', '4.9', 'нг/мл', '<4.0'],
        ['psa_free_ratio', 'Отношение ПСА свободный/общий', '13', '%', '>25', { rangeText: 'более 25' }],
        ['testosterone_total', 'Тестостерон общий', '9.6', 'нмоль/л', '8.64-29.0'],
        ['hba1c', 'Гликированный гемоглобин', '6.6', '%', '<6.0', { rangeText: 'менее 6,0' }],
      ],
      'male',
    ),
  },
  {
    title: 'Общий анализ мочи',
    rows: rows(
      [
        ['urine_specific_gravity', 'Удельный вес', '1.018', null, '1.010-1.025'],
        ['urine_ph', 'pH', '5.5', null, '5.0-7.0'],
        ['urine_protein', 'Белок', '0.3', 'г/л', '<0.14', { rangeText: 'менее 0,14', comment: 'повторить анализ' }],
        ['urine_glucose', 'Глюкоза', 'не обнаружено', null, 'txt:не обнаружено'],
        ['urine_wbc', 'Лейкоциты (микроскопия)', '1-2', 'в п/зр', 'txt:0-5'],
      ],
      'male',
    ),
  },
];
ru02.notResults = ['возраст > 75 лет: менее 450'];
ru02.html = renderTable(ru02.panels, {
  cols: ['name', 'value', 'unit', 'range', 'comment'],
  labels: { name: 'Исследование', value: 'Результат', unit: 'Ед. изм.', range: 'Референсные значения', comment: 'Комментарий' },
  dir: 'ltr',
  font: "'Liberation Serif', serif",
  size: '10pt',
  fmt: COMMA,
  rs: RS_RU,
  flag: 'star',
  border: 'none',
  extraCss: 'table.r thead th { border-bottom: 1px solid #000; background: none; font-style: italic; } tr.ph td { background: none; text-decoration: underline; }',
  headerHtml: cyrHead(
    'Медицинский центр «Северная Пальмира»',
    ['197022, Санкт-Петербург, Каменноостровский пр., д. 61 · +7 (812) 407-33-18'],
    [
      ['Ф.И.О.:', 'Смирнов Дмитрий Алексеевич'],
      ['Возраст:', '66 лет'],
      ['Пол:', 'мужской'],
      ['ИНЗ:', '78-2611-5520'],
      ['Дата регистрации:', '19.11.2026'],
      ['Дата выдачи:', '20.11.2026'],
    ],
    'БЛАНК РЕЗУЛЬТАТОВ',
  ),
  footerHtml: '',
  tailHtml: `<p style="font-size:9pt">* — результат вне референсного интервала.<br>Исследования выполнены на анализаторах Sysmex CS-2500, Cobas e411. Врач КЛД: Лебедева О. И.</p>`,
});

export const DOCS_CYR: Doc[] = [ru01, ru02, ua01, kz01];
