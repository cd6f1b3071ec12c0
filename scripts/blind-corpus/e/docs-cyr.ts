/**
 * Part E, Cyrillic and Greek: Ukraine, Kazakhstan (Russian), Bulgaria, Serbia (Cyrillic), Belarus (Russian),
 * Mongolia, Greece. Every lab, patient, doctor, address and number is invented.
 */
import { type Line, notRes, put, Report, type RowOpts, table, txt } from './kit';
import { buildStd } from './std';

const upto: RowOpts = { style: 'upto' };

/** Ukraine: two pages (header repeated), arrows glued, "до 5,0", decimal comma, method notes between rows. */
export function ua01(): Report {
  const lines: Line[] = [
    '#Загальний аналіз крові',
    '//Метод: кондуктометричний, проточна цитометрія (Sysmex XN)',
    ['hemoglobin', 'Гемоглобін', '112', 'г/л', '120', '150'],
    ['rbc', 'Еритроцити', '3.92', '×10¹²/л', '3.70', '4.70'],
    ['hematocrit', 'Гематокрит', '34.8', '%', '36.0', '46.0'],
    ['mcv', 'Середній об’єм еритроцита (MCV)', '88.8', 'фл', '80.0', '100.0'],
    ['mch', 'Середній вміст Hb в еритроциті (MCH)', '28.6', 'пг', '27.0', '33.0'],
    ['mchc', 'Середня концентрація Hb (MCHC)', '322', 'г/л', '320', '360'],
    ['rdw_cv', 'Ширина розподілу еритроцитів (RDW-CV)', '15.1', '%', '11.5', '14.5'],
    ['platelets', 'Тромбоцити', '312', '×10⁹/л', '150', '400'],
    ['wbc', 'Лейкоцити', '10.6', '×10⁹/л', '4.0', '9.0'],
    ['neutrophils_pct', 'Нейтрофіли, %', '71.2', '%', '47.0', '72.0'],
    ['lymphocytes_pct', 'Лімфоцити, %', '17.9', '%', '19.0', '37.0'],
    ['monocytes_pct', 'Моноцити, %', '7.1', '%', '3.0', '11.0'],
    ['eosinophils_pct', 'Еозинофіли, %', '3.2', '%', '0.5', '5.0'],
    ['basophils_pct', 'Базофіли, %', '0.6', '%', '0.0', '1.0'],
    ['esr', 'ШОЕ (за Вестергреном)', '24', 'мм/год', '', '20', upto],
    '#Біохімічні дослідження',
    ['glucose', 'Глюкоза (натще)', '6.4', 'ммоль/л', '3.3', '5.5'],
    ['creatinine', 'Креатинін', '78', 'мкмоль/л', '53', '97'],
    ['urea', 'Сечовина', '5.1', 'ммоль/л', '2.5', '8.3'],
    ['alt', 'Аланінамінотрансфераза (АЛТ)', '46', 'Од/л', '', '33', upto],
    ['ast', 'Аспартатамінотрансфераза (АСТ)', '29', 'Од/л', '', '32', upto],
    ['bilirubin_total', 'Білірубін загальний', '14.2', 'мкмоль/л', '', '21', upto],
    ['cholesterol_total', 'Холестерин загальний', '6.12', 'ммоль/л', '', '5.2', upto],
    ['crp', 'С-реактивний білок', '2.1', 'мг/л', '', '5', { style: 'le' }],
    ['potassium', 'Калій', '4.3', 'ммоль/л', '3.5', '5.1'],
    ['sodium', 'Натрій', '141', 'ммоль/л', '136', '145'],
    ['calcium', 'Кальцій загальний', '2.19', 'ммоль/л', '2.20', '2.65'],
    '#Коагулограма',
    ['pt_seconds', 'Протромбіновий час', '12.4', 'с', '9.4', '12.5'],
    ['inr', 'МНВ (INR)', '1.06', '', '0.80', '1.20'],
    ['aptt', 'АЧТЧ', '38.9', 'с', '25.4', '36.9'],
    ['fibrinogen', 'Фібриноген', '3.4', 'г/л', '2.0', '4.0'],
    '#Гормони, вітаміни, обмін заліза',
    ['tsh', 'Тиреотропний гормон (ТТГ)', '2.31', 'мМО/л', '0.40', '4.00'],
    ['ferritin', 'Феритин', '11', 'нг/мл', '13', '150'],
    ['vitamin_d_25oh', '25-OH вітамін D', '18.4', 'нг/мл', '30', '100'],
  ];
  return buildStd({
    spec: {
      id: 'e-ua-01', country: 'UA', language: 'uk-UA', producer: 'pdfkit', split: 'tune', dec: ',',
      layout: ['table-4col', 'flag-arrow-glued', 'upto-range-do', 'decimal-comma', 'section-headings', 'method-notes', 'multi-page', 'header-repeated', 'le-range'],
      classes: ['cyrillic', 'multi-page'],
      metadata: {
        lab_date: '2026-11-12', results_date: '2026-11-12', lab_name: 'Медична лабораторія «Астра-Діагност»', lab_city: 'Київ',
        lab_country: null, patient_name: 'Коваленко Оксана Петрівна', patient_age: '52', patient_sex: 'female',
      },
    },
    lab: ['Медична лабораторія «Астра-Діагност»', 'м. Київ, вул. Січових Стрільців, 71, 04053', 'тел. +380 44 390-27-18 · ліцензія МОЗ № 1184-Л'],
    labNotResults: ['вул. Січових Стрільців, 71, 04053', '+380 44 390-27-18', '1184-Л'],
    title: 'Результати лабораторних досліджень',
    meta: [
      ['Пацієнт:', 'Коваленко Оксана Петрівна'], ['Дата народження:', '14.03.1974'],
      ['Стать:', 'жіноча'], ['Замовлення №:', 'UA-2611-04417'],
      ['Дата забору:', '12.11.2026 08:40'], ['Дата видачі:', '12.11.2026 16:05'],
      ['Лікар:', 'Мельник І. В.'], ['Пункт забору:', '№ 17, Оболонь'],
    ],
    metaNotResults: ['UA-2611-04417'],
    heads: { name: 'Дослідження', value: 'Результат', unit: 'Од. виміру', range: 'Референтні значення' },
    cfg: { cols: { name: 36, value: 300, unit: 372, range: 450 }, flag: 'arrow-glue', loc: { dec: ',', upto: 'до' }, style: 'spdash', rowH: 19 },
    lines,
    sex: 'female',
    after: (r) => txt(r, 36, ['↑↓ — результат поза межами референтних значень.', 'Лікар-лаборант: Гребенюк Т. М.'], 7.5),
    footer: (n, t) => ['Результати не є діагнозом і потребують консультації лікаря.', `Сторінка ${n} з ${t}    Зразок UA-2611-04417`],
  });
}

/** Kazakhstan (Russian): landscape, cumulative columns with two previous dated results, arrow column. */
export function kz01(): Report {
  const p = (a: string, b: string): RowOpts => ({ prev: [a, b] });
  const lines: Line[] = [
    '#Биохимический анализ крови',
    ['glucose', 'Глюкоза', '7.9', 'ммоль/л', '4.1', '5.9', p('8.4', '9.1')],
    ['hba1c', 'Гликированный гемоглобин HbA1c', '7.2', '%', '4.0', '6.0', p('7.6', '8.3')],
    ['cholesterol_total', 'Холестерин общий', '5.84', 'ммоль/л', '3.00', '5.20', p('6.10', '6.45')],
    ['hdl_cholesterol', 'ЛПВП-холестерин', '0.98', 'ммоль/л', '1.04', '2.20', p('0.95', '0.91')],
    ['ldl_cholesterol', 'ЛПНП-холестерин', '3.86', 'ммоль/л', '0.00', '3.30', p('4.02', '4.40')],
    ['triglycerides', 'Триглицериды', '2.21', 'ммоль/л', '0.00', '1.70', p('2.48', '2.90')],
    ['creatinine', 'Креатинин', '96', 'мкмоль/л', '62', '115', p('92', '90')],
    ['egfr', 'СКФ (CKD-EPI)', '79', 'мл/мин/1,73м²', '60', '', p('83', '86')],
    ['urea', 'Мочевина', '6.2', 'ммоль/л', '2.8', '7.2', p('5.9', '6.0')],
    ['uric_acid', 'Мочевая кислота', '441', 'мкмоль/л', '202', '416', p('430', '402')],
    ['alt', 'АЛТ', '38', 'Ед/л', '0', '41', p('44', '52')],
    ['ast', 'АСТ', '27', 'Ед/л', '0', '40', p('31', '35')],
    ['ggt', 'ГГТ', '64', 'Ед/л', '10', '71', p('70', '77')],
    ['potassium', 'Калий', '4.6', 'ммоль/л', '3.5', '5.1', p('4.4', '4.7')],
    ['sodium', 'Натрий', '139', 'ммоль/л', '136', '145', p('140', '141')],
    '#Общий анализ крови',
    ['hemoglobin', 'Гемоглобин', '151', 'г/л', '130', '170', p('149', '152')],
    ['wbc', 'Лейкоциты', '6.8', '10^9/л', '4.0', '9.0', p('7.1', '6.4')],
    ['platelets', 'Тромбоциты', '228', '10^9/л', '180', '320', p('240', '231')],
    ['esr', 'СОЭ', '16', 'мм/ч', '2', '15', p('12', '18')],
  ];
  return buildStd({
    spec: {
      id: 'e-kz-01', country: 'KZ', language: 'ru-KZ', producer: 'chromium', split: 'holdout', dec: ',',
      layout: ['landscape', 'cumulative-columns', 'flag-arrow-column', 'decimal-comma', 'section-headings', 'endash-range'],
      classes: ['cyrillic', 'cumulative', 'landscape'],
      metadata: {
        lab_date: '2026-11-09', results_date: '2026-11-10', lab_name: 'ТОО «Жетысу Лаб Диагностика»', lab_city: 'Алматы',
        lab_country: null, patient_name: 'Ахметов Нурлан Серикович', patient_age: '58', patient_sex: 'male',
      },
    },
    size: [842, 595],
    lab: ['ТОО «Жетысу Лаб Диагностика»', 'г. Алматы, пр. Абая, 152/3, БЦ «Тау», 1 этаж   ·   +7 727 355 18 40   ·   Лицензия № 19004417'],
    labNotResults: ['пр. Абая, 152/3', '+7 727 355 18 40', '19004417'],
    title: 'Кумулятивный отчёт по результатам исследований',
    meta: [
      ['Ф.И.О.:', 'Ахметов Нурлан Серикович'], ['Возраст:', '58 лет'],
      ['Пол:', 'мужской'], ['ИИН / карта:', '680512-300-741'],
      ['Дата взятия:', '09.11.2026'], ['Дата выдачи:', '10.11.2026'],
      ['Врач:', 'Искакова Д. М. (эндокринолог)'], ['Заявка:', 'ZL-0986621'],
    ],
    metaNotResults: ['680512-300-741', 'ZL-0986621'],
    heads: { name: 'Показатель', value: '09.11.2026', flag: '', unit: 'Ед. изм.', range: 'Референсные значения', prev0: '14.08.2026', prev1: '03.05.2026' },
    cfg: { cols: { name: 40, value: 300, flag: 345, unit: 365, range: 460, prev: [620, 720] }, flag: 'arrow-col', loc: { dec: ',' }, style: 'endash', rowH: 15 },
    lines,
    sex: 'male',
    after: (r) => txt(r, 40, ['Предыдущие результаты приведены для сравнения. ↑ / ↓ — выше / ниже референсного интервала.'], 7.5),
    footer: (n, t) => [`Лист ${n} из ${t}   ·   Отчёт сформирован ЛИС «Жетысу» 10.11.2026 11:42`],
  });
}

/** Bulgaria: low and high limit in two columns ("от" / "до"), H/L column, urine section sharing names. */
export function bg01(): Report {
  const neg = (t: string): RowOpts => ({ q: { range: t } });
  const lines: Line[] = [
    '#Хематология',
    ['wbc', 'Левкоцити (WBC)', '5.4', 'x10^9/L', '3.5', '10.5'],
    ['rbc', 'Еритроцити (RBC)', '5.61', 'x10^12/L', '4.40', '5.90'],
    ['hemoglobin', 'Хемоглобин (HGB)', '168', 'g/L', '135', '170'],
    ['hematocrit', 'Хематокрит (HCT)', '0.51', 'L/L', '0.40', '0.50'],
    ['mcv', 'MCV', '90.9', 'fL', '82.0', '98.0'],
    ['platelets', 'Тромбоцити (PLT)', '141', 'x10^9/L', '150', '400'],
    ['mpv', 'MPV', '11.8', 'fL', '7.0', '11.0'],
    '#Клинична химия',
    ['glucose', 'Глюкоза', '5.2', 'mmol/L', '3.9', '6.1'],
    ['creatinine', 'Креатинин', '104', 'µmol/L', '62', '106'],
    ['urea', 'Урея', '4.9', 'mmol/L', '2.8', '8.1'],
    ['bilirubin_total', 'Общ билирубин', '27.4', 'µmol/L', '3.4', '20.5'],
    ['bilirubin_direct', 'Директен билирубин', '5.1', 'µmol/L', '0.0', '8.6'],
    ['ast', 'АСАТ', '31', 'U/L', '0', '40'],
    ['alt', 'АЛАТ', '35', 'U/L', '0', '41'],
    ['alp', 'Алкална фосфатаза', '72', 'U/L', '40', '129'],
    ['iron', 'Серумно желязо', '33.1', 'µmol/L', '12.5', '32.2'],
    ['triglycerides', 'Триглицериди', '1.12', 'mmol/L', '0.00', '1.70'],
    '#Урина — химично изследване',
    ['urine_specific_gravity', 'Относително тегло', '1.024', '', '1.005', '1.030'],
    ['urine_ph', 'pH', '6.0', '', '5.0', '7.0'],
    ['urine_glucose', 'Глюкоза', 'отрицателна', '', '', '', neg('отрицателна')],
    ['urine_protein', 'Белтък', 'следи', '', '', '', { q: { range: 'отрицателен', abnormal: true } }],
    ['urine_ketones', 'Кетони', 'отрицателни', '', '', '', neg('отрицателни')],
    ['urine_bilirubin', 'Билирубин', 'отрицателен', '', '', '', neg('отрицателен')],
    ['urine_urobilinogen', 'Уробилиноген', 'норма', '', '', '', neg('норма')],
  ];
  return buildStd({
    spec: {
      id: 'e-bg-01', country: 'BG', language: 'bg-BG', producer: 'pdfkit', split: 'tune', dec: ',',
      layout: ['table', 'split-range-columns', 'flag-column-HL', 'decimal-comma', 'urine-section', 'qualitative'],
      classes: ['cyrillic', 'urine-section', 'split-range'],
      metadata: {
        lab_date: '2026-11-05', results_date: '2026-11-05', lab_name: 'Медико-диагностична лаборатория „Вита Лаб“', lab_city: 'София',
        lab_country: null, patient_name: 'Георги Иванов Петков', patient_age: '34', patient_sex: 'male',
      },
    },
    lab: ['Медико-диагностична лаборатория „Вита Лаб“', 'гр. София 1404, бул. „България“ 88, ет. 2', 'тел. 02 958 44 17 · Рег. № РЗИ 2214-0057'],
    labNotResults: ['бул. „България“ 88', '02 958 44 17', '2214-0057'],
    title: 'РЕЗУЛТАТИ ОТ ЛАБОРАТОРНО ИЗСЛЕДВАНЕ',
    meta: [
      ['Пациент:', 'Георги Иванов Петков'], ['ЕГН:', '92********'],
      ['Възраст:', '34 г.'], ['Пол:', 'мъж'],
      ['Взет материал:', '05.11.2026 г. 07:55'], ['Издаден:', '05.11.2026 г. 14:20'],
      ['Изпращащ лекар:', 'д-р Маринова'], ['Проба №:', '2611050112'],
    ],
    metaNotResults: ['2611050112'],
    heads: { name: 'Изследване', value: 'Резултат', flag: '', unit: 'Мерна ед.', range: 'Реф. от', rangeHi: 'Реф. до' },
    cfg: { cols: { name: 36, value: 230, flag: 290, unit: 310, range: 400, rangeHi: 470 }, flag: 'HL-col', loc: { dec: ',' }, style: 'split', rowH: 14 },
    lines,
    sex: 'male',
    after: (r) => txt(r, 36, ['H — над референтната граница, L — под референтната граница.', 'Завеждащ лаборатория: д-р Св. Тодорова'], 7.5),
    footer: (n, t) => [`Стр. ${n}/${t}    Лабораторията е акредитирана по БДС EN ISO 15189`],
  });
}

/** Serbia (Cyrillic): two result columns on one page, `*` glued to the value, sex-banded ranges. */
export function rs01(): Report {
  const spec = {
    id: 'e-rs-01', country: 'RS', language: 'sr-Cyrl-RS', producer: 'chromium' as const, split: 'holdout' as const, dec: ',' as const,
    layout: ['two-column', 'flag-star-glued', 'decimal-comma', 'sex-labelled-range'],
    classes: ['cyrillic', 'two-column'],
    metadata: {
      lab_date: '2026-11-11', results_date: '2026-11-11', lab_name: 'Лабораторија „Био-Мед Анализа“', lab_city: 'Нови Сад',
      lab_country: null, patient_name: 'Јовановић Милица', patient_age: '29', patient_sex: 'female' as const,
    },
  };
  const r = new Report(spec);
  r.newPage();
  r.y = 36;
  put(r, 36, 'Лабораторија „Био-Мед Анализа“', 14, { bold: true });
  r.nl(16);
  notRes(r, 36, ['Нови Сад, Булевар ослобођења 112', 'Тел. 021 / 455-190, 063 / 812-4470'], 8);
  r.rule(34, 561, 1);
  r.nl(12);
  txt(r, 36, ['Пацијент: Јовановић Милица', 'Датум рођења: 02.07.1997.    Пол: Ж', 'Узорковано: 11.11.2026. у 08:15    Издато: 11.11.2026.', 'Упутио: др Станковић    Протокол бр. 26-11873'], 8.5);
  r.notResult('26-11873');
  r.nl(4);
  const left: Line[] = [
    '#Хематологија',
    ['wbc', 'Леукоцити', '7.9', '10^9/L', '3.9', '10.0'],
    ['rbc', 'Еритроцити', '4.12', '10^12/L', '3.86', '5.08'],
    ['hemoglobin', 'Хемоглобин', '109', 'g/L', '119', '157'],
    ['hematocrit', 'Хематокрит', '0.341', 'L/L', '0.356', '0.470'],
    ['mcv', 'MCV', '82.8', 'fL', '83.0', '97.2'],
    ['platelets', 'Тромбоцити', '388', '10^9/L', '150', '400'],
    ['neutrophils_pct', 'Неутрофили', '66.1', '%', '44.0', '72.0'],
    ['lymphocytes_pct', 'Лимфоцити', '24.3', '%', '20.0', '46.0'],
    ['esr', 'Седиментација', '28', 'mm/h', '2', '20'],
    ['mch', 'MCH', '26.5', 'pg', '27.4', '33.9'],
    ['mchc', 'MCHC', '320', 'g/L', '320', '345'],
    ['monocytes_pct', 'Моноцити', '6.9', '%', '2.0', '12.0'],
    ['eosinophils_pct', 'Еозинофили', '2.7', '%', '0.0', '7.0'],
  ];
  const right: Line[] = [
    '#Биохемија',
    ['glucose', 'Глукоза', '4.8', 'mmol/L', '3.9', '6.1'],
    ['urea', 'Уреа', '3.1', 'mmol/L', '2.5', '7.5'],
    ['creatinine', 'Креатинин', '61', 'µmol/L', '49', '90'],
    ['iron', 'Гвожђе', '6.2', 'µmol/L', '', '', { sex: ['11.6', '31.3', '9.0', '30.4'] }],
    ['tibc', 'TIBC', '78.4', 'µmol/L', '45.0', '72.0'],
    ['ferritin', 'Феритин', '6.8', 'µg/L', '', '', { sex: ['30', '400', '13', '150'] }],
    ['alt', 'ALT', '14', 'U/L', '0', '34'],
    ['tsh', 'TSH', '1.92', 'mIU/L', '0.27', '4.20'],
    ['ast', 'AST', '17', 'U/L', '0', '31'],
    ['bilirubin_total', 'Билирубин укупни', '9.8', 'µmol/L', '3.4', '20.5'],
    ['cholesterol_total', 'Холестерол', '4.62', 'mmol/L', '0.00', '5.20'],
    ['crp', 'CRP', '1.2', 'mg/L', '0.0', '5.0'],
  ];
  const top = r.y + 14;
  const loc = { dec: ',' as const, male: 'М', female: 'Ж' };
  const head = (x: number) => {
    put(r, x, 'Анализа', 7.8, { bold: true });
    put(r, x + 88, 'Резултат', 7.8, { bold: true });
    put(r, x + 140, 'Јед.', 7.8, { bold: true });
    put(r, x + 185, 'Реф. вредности', 7.8, { bold: true });
  };
  r.y = top - 14;
  head(36);
  head(306);
  r.y = top;
  r.rule(34, 561, 0.7, -3);
  r.y = top + 4;
  const cfgAt = (x: number) => ({ cols: { name: x, value: x + 88, unit: x + 140, range: x + 185 }, flag: 'star-glue' as const, loc, style: 'spdash' as const, size: 8, rowH: 13 });
  table(r, cfgAt(36), left, 'female');
  const bottomLeft = r.y;
  r.y = top + 4;
  table(r, cfgAt(306), right, 'female');
  r.y = Math.max(r.y, bottomLeft) + 10;
  txt(r, 36, ['* вредност ван референтног интервала', 'Одговорни биохемичар: мр пх. спец. Д. Николић'], 7.5);
  r.rule(34, 561, 0.5, 760 - r.y);
  put(r, 36, 'Страна 1/1 · Резултати се односе искључиво на достављени узорак.', 7);
  r.page.items[r.page.items.length - 1]!.y = 772;
  return r;
}

/** Belarus (Russian): stacked two-line ranges, "!" after the value, second page printed sideways. */
export function by01(): Report {
  const lines: Line[] = [
    '#Общий анализ крови (5-diff)',
    ['wbc', 'Лейкоциты (WBC)', '3.2', '×10⁹/л', '4.0', '9.0'],
    ['rbc', 'Эритроциты (RBC)', '4.71', '×10¹²/л', '4.00', '5.00'],
    ['hemoglobin', 'Гемоглобин (HGB)', '143', 'г/л', '130', '160'],
    ['hematocrit', 'Гематокрит (HCT)', '42.0', '%', '40.0', '48.0'],
    ['mcv', 'MCV', '89.2', 'фл', '80.0', '100.0'],
    ['mch', 'MCH', '30.4', 'пг', '27.0', '31.0'],
    ['mchc', 'MCHC', '340', 'г/л', '300', '380'],
    ['platelets', 'Тромбоциты (PLT)', '176', '×10⁹/л', '150', '400'],
    ['neutrophils_abs', 'Нейтрофилы, абс.', '1.41', '×10⁹/л', '1.80', '6.50'],
    ['neutrophils_pct', 'Нейтрофилы, %', '44.0', '%', '47.0', '72.0'],
    ['lymphocytes_abs', 'Лимфоциты, абс.', '1.38', '×10⁹/л', '1.20', '3.00'],
    ['lymphocytes_pct', 'Лимфоциты, %', '43.1', '%', '19.0', '37.0'],
    ['monocytes_pct', 'Моноциты, %', '9.4', '%', '3.0', '11.0'],
    ['eosinophils_pct', 'Эозинофилы, %', '2.8', '%', '0.5', '5.0'],
    ['basophils_pct', 'Базофилы, %', '0.7', '%', '0.0', '1.0'],
    ['esr', 'СОЭ', '9', 'мм/ч', '2', '10'],
    '#Биохимия',
    ['total_protein', 'Общий белок', '71', 'г/л', '64', '83'],
    ['albumin', 'Альбумин', '44', 'г/л', '35', '52'],
    ['creatinine', 'Креатинин', '88', 'мкмоль/л', '62', '106'],
    ['alt', 'АлАТ', '22', 'Ед/л', '0', '41'],
    ['ast', 'АсАТ', '19', 'Ед/л', '0', '40'],
    ['vitamin_b12', 'Витамин B12', '162', 'пг/мл', '197', '771'],
    ['folate', 'Фолиевая кислота', '3.1', 'нг/мл', '3.9', '26.8'],
    '#Общий анализ мочи',
    ['urine_specific_gravity', 'Относительная плотность', '1.021', '', '1.010', '1.025'],
    ['urine_ph', 'Реакция (pH)', '5.5', '', '5.0', '7.0'],
    ['urine_protein', 'Белок', 'не обнаружен', '', '', '', { q: { range: 'не обнаружен' } }],
    ['urine_glucose', 'Глюкоза', 'не обнаружена', '', '', '', { q: { range: 'не обнаружена' } }],
    ['urine_ketones', 'Кетоновые тела', 'не обнаружены', '', '', '', { q: { range: 'не обнаружены' } }],
    ['urine_wbc', 'Лейкоциты', '7', 'в п/зр', '0', '5'],
    ['urine_rbc', 'Эритроциты', '1', 'в п/зр', '0', '2'],
    ['urine_epithelial_cells', 'Эпителий плоский', 'единичный', '', '', '', { q: { range: 'единичный' } }],
  ];
  const r = buildStd({
    spec: {
      id: 'e-by-01', country: 'BY', language: 'ru-BY', producer: 'pdfkit', split: 'tune', dec: ',',
      layout: ['table', 'stacked-range', 'flag-bang-glued', 'pct-and-abs-rows', 'rotated-page-2', 'decimal-comma'],
      classes: ['cyrillic', 'stacked-range', 'rotated'],
      metadata: {
        lab_date: '2026-11-03', results_date: '2026-11-04', lab_name: 'Лабораторный центр «Нёман-Диагностика»', lab_city: 'Гродно',
        lab_country: null, patient_name: 'Козлович Андрей Владимирович', patient_age: '41', patient_sex: 'male',
      },
    },
    lab: ['Лабораторный центр «Нёман-Диагностика»', 'г. Гродно, ул. Горького, 77 · тел. +375 152 68-41-90', 'Лицензия Минздрава № 02040/0588123'],
    labNotResults: ['ул. Горького, 77', '+375 152 68-41-90', '02040/0588123'],
    title: 'БЛАНК РЕЗУЛЬТАТОВ ИССЛЕДОВАНИЙ',
    meta: [
      ['Пациент:', 'Козлович Андрей Владимирович'], ['Год рождения:', '1985 (41 год)'],
      ['Пол:', 'М'], ['№ образца:', '5518-0311'],
      ['Взятие биоматериала:', '03.11.2026'], ['Готовность:', '04.11.2026'],
    ],
    metaNotResults: ['5518-0311'],
    heads: { name: 'Исследование', value: 'Результат', unit: 'Ед.', range: 'Норма' },
    cfg: { cols: { name: 36, value: 250, unit: 320, range: 400 }, flag: 'bang-glue', loc: { dec: ',' }, style: 'stack', rowH: 12, size: 8.5, bottom: 700 },
    lines,
    sex: 'male',
    after: (r) => txt(r, 36, ['! — результат вне пределов нормы', 'Врач КЛД: Шпак Н. И.'], 7.5),
    footer: (n, t) => [`стр. ${n} из ${t}`],
  });
  // the second sheet came out of the printer sideways (content turned 90° on a landscape page)
  if (r.pages[1]) r.pages[1].rotated = true;
  return r;
}

/** Mongolia (Cyrillic): numbered rows, H/L column, mg-free SI units, a dash range. */
export function mn01(): Report {
  const lines: Line[] = [
    '#Цусны ерөнхий шинжилгээ',
    ['wbc', 'Цагаан эс (WBC)', '11.8', '10^9/л', '4.0', '10.0'],
    ['rbc', 'Улаан эс (RBC)', '5.02', '10^12/л', '4.00', '5.50'],
    ['hemoglobin', 'Гемоглобин (HGB)', '146', 'г/л', '120', '160'],
    ['hematocrit', 'Гематокрит (HCT)', '43.5', '%', '37.0', '48.0'],
    ['platelets', 'Ялтас (PLT)', '402', '10^9/л', '150', '400'],
    ['neutrophils_pct', 'Нейтрофил (NEU%)', '78.4', '%', '50.0', '70.0'],
    ['lymphocytes_pct', 'Лимфоцит (LYM%)', '15.0', '%', '20.0', '40.0'],
    '#Биохимийн шинжилгээ',
    ['glucose', 'Глюкоз', '5.6', 'ммоль/л', '3.9', '6.1', { style: 'dots' }],
    ['urea', 'Мочевин', '7.9', 'ммоль/л', '2.5', '7.1', { style: 'dots' }],
    ['creatinine', 'Креатинин', '91', 'мкмоль/л', '53', '115', { style: 'dots' }],
    ['alt', 'АЛАТ', '58', 'нэгж/л', '0', '40'],
    ['ast', 'АСАТ', '44', 'нэгж/л', '0', '40'],
    ['bilirubin_total', 'Нийт билирубин', '15.3', 'мкмоль/л', '3.4', '20.5', { style: 'dots' }],
    ['cholesterol_total', 'Нийт холестерин', '4.91', 'ммоль/л', '2.90', '5.20', { style: 'dots' }],
    ['crp', 'С-урвалж уураг (CRP)', '18.6', 'мг/л', '0', '6'],
  ];
  return buildStd({
    spec: {
      id: 'e-mn-01', country: 'MN', language: 'mn-MN', producer: 'pdfkit', split: 'holdout', dec: '.',
      layout: ['table', 'numbered-rows', 'flag-column-HL', 'section-headings', 'dots-range'],
      classes: ['cyrillic', 'mongolian'],
      metadata: {
        lab_date: '2026-11-10', results_date: '2026-11-10', lab_name: '«Эрүүл Тал» лабораторийн төв', lab_city: 'Улаанбаатар',
        lab_country: null, patient_name: 'Батболдын Энхжаргал', patient_age: '46', patient_sex: 'female',
      },
    },
    lab: ['«Эрүүл Тал» лабораторийн төв', 'Улаанбаатар хот, Сүхбаатар дүүрэг, 8-р хороо, Энхтайваны өргөн чөлөө 27', 'Утас: 7011-4582 · Тусгай зөвшөөрөл № А-0413'],
    labNotResults: ['7011-4582', 'А-0413'],
    title: 'ЛАБОРАТОРИЙН ШИНЖИЛГЭЭНИЙ ХАРИУ',
    meta: [
      ['Овог нэр:', 'Батболдын Энхжаргал'], ['Нас:', '46'],
      ['Хүйс:', 'эм'], ['Дээжийн №:', 'ET-26-55102'],
      ['Дээж авсан:', '2026.11.10 09:05'], ['Хариу гарсан:', '2026.11.10 15:30'],
      ['Эмч:', 'Д. Оюунчимэг'], ['Тасаг:', 'Дотрын кабинет'],
    ],
    metaNotResults: ['ET-26-55102'],
    heads: { no: '№', name: 'Шинжилгээ', value: 'Хариу', flag: '', unit: 'Нэгж', range: 'Лавлах хэмжээ' },
    cfg: { cols: { no: 36, name: 54, value: 270, flag: 318, unit: 340, range: 430 }, flag: 'HL-col', loc: { dec: '.' }, style: 'dash', rowH: 15 },
    lines,
    sex: 'female',
    after: (r) => txt(r, 36, ['H — лавлах хэмжээнээс их, L — бага.', 'Лаборант: Г. Сарангэрэл    Хянасан: Б. Мөнхзул'], 7.5),
    footer: (n, t) => [`Хуудас ${n}/${t}`],
  });
}

/** Greece: sex-labelled ranges (Α / Γ), "έως" limits, bold-only flags, a lipid target table that is not a result. */
export function gr01(): Report {
  const lines: Line[] = [
    '#ΑΙΜΑΤΟΛΟΓΙΚΕΣ ΕΞΕΤΑΣΕΙΣ',
    ['hemoglobin', 'Αιμοσφαιρίνη (HGB)', '12.6', 'g/dl', '', '', { sex: ['13.5', '17.5', '12.0', '16.0'] }],
    ['hematocrit', 'Αιματοκρίτης (HCT)', '38.9', '%', '', '', { sex: ['40.0', '52.0', '36.0', '46.0'] }],
    ['wbc', 'Λευκά αιμοσφαίρια (WBC)', '6.1', 'K/μl', '4.0', '10.5'],
    ['platelets', 'Αιμοπετάλια (PLT)', '259', 'K/μl', '150', '450'],
    '#ΒΙΟΧΗΜΙΚΕΣ ΕΞΕΤΑΣΕΙΣ',
    ['glucose', 'Σάκχαρο', '118', 'mg/dl', '70', '110'],
    ['urea', 'Ουρία', '34', 'mg/dl', '10', '50'],
    ['creatinine', 'Κρεατινίνη', '1.18', 'mg/dl', '0.60', '1.30'],
    ['uric_acid', 'Ουρικό οξύ', '7.6', 'mg/dl', '2.4', '7.0'],
    ['cholesterol_total', 'Χοληστερίνη ολική', '244', 'mg/dl', '', '200', upto],
    ['triglycerides', 'Τριγλυκερίδια', '162', 'mg/dl', '', '150', upto],
    ['hdl_cholesterol', 'HDL χοληστερίνη', '52', 'mg/dl', '40', ''],
    ['ldl_cholesterol', 'LDL χοληστερίνη', '159.6', 'mg/dl', '', '130', upto],
    ['ast', 'SGOT (AST)', '24', 'U/L', '', '40', upto],
    ['alt', 'SGPT (ALT)', '41', 'U/L', '', '40', upto],
    ['ggt', 'γ-GT', '21', 'U/L', '', '55', upto],
    ['tsh', 'TSH', '3.88', 'μIU/ml', '0.35', '4.94'],
    ['vitamin_b12', 'Βιταμίνη B12', '231', 'pg/ml', '187', '883'],
    ['vitamin_d_25oh', 'Βιταμίνη D3 (25-OH)', '22.8', 'ng/ml', '30', '100'],
  ];
  return buildStd({
    spec: {
      id: 'e-gr-01', country: 'GR', language: 'el-GR', producer: 'chromium', split: 'tune', dec: ',',
      layout: ['table', 'sex-labelled-range', 'upto-range-eos', 'flag-bold-only', 'interpretive-table', 'decimal-comma'],
      classes: ['greek', 'bold-only', 'interpretive-table'],
      metadata: {
        lab_date: '2026-11-06', results_date: '2026-11-06', lab_name: 'Διαγνωστικό Εργαστήριο «Ασκληπιός»', lab_city: 'Θεσσαλονίκη',
        lab_country: null, patient_name: 'ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ', patient_age: '61', patient_sex: 'female',
      },
    },
    lab: ['Διαγνωστικό Εργαστήριο «Ασκληπιός»', 'Εγνατίας 118, 546 30 Θεσσαλονίκη · Τηλ. 2310 284 915', 'Υπεύθυνη: Δρ. Μ. Καραγιάννη, Ιατρός Βιοπαθολόγος'],
    labNotResults: ['Εγνατίας 118, 546 30', '2310 284 915'],
    title: 'ΑΠΟΤΕΛΕΣΜΑΤΑ ΕΡΓΑΣΤΗΡΙΑΚΩΝ ΕΞΕΤΑΣΕΩΝ',
    meta: [
      ['Ονοματεπώνυμο:', 'ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ'], ['Ηλικία:', '61'],
      ['Φύλο:', 'Θήλυ'], ['Αρ. Πρωτοκόλλου:', '44871'],
      ['Ημ/νία λήψης:', '06/11/2026'], ['Ημ/νία έκδοσης:', '06/11/2026'],
      ['Παραπέμπων ιατρός:', 'Γ. Αλεξίου'], ['ΑΜΚΑ:', '**********'],
    ],
    metaNotResults: ['44871'],
    heads: { name: 'Εξέταση', value: 'Αποτέλεσμα', unit: 'Μονάδες', range: 'Τιμές αναφοράς' },
    cfg: { cols: { name: 36, value: 270, valueRight: true, unit: 300, range: 380 }, flag: 'bold', loc: { dec: ',', upto: 'έως', male: 'Α', female: 'Γ' }, style: 'spdash', rowH: 14 },
    lines,
    sex: 'female',
    after: (r) => {
      txt(r, 36, ['Στόχοι LDL χοληστερίνης (ESC/EAS 2019):'], 7.5, { bold: true });
      notRes(r, 48, ['Χαμηλός κίνδυνος   < 116 mg/dl', 'Μέτριος κίνδυνος   < 100 mg/dl', 'Υψηλός κίνδυνος   < 70 mg/dl', 'Πολύ υψηλός κίνδυνος   < 55 mg/dl']);
    },
    footer: (n, t) => [`Σελίδα ${n} από ${t}    Τα αποτελέσματα με έντονη γραφή είναι εκτός ορίων αναφοράς.`],
  });
}

export const cyrDocs = { ua01, kz01, bg01, rs01, by01, mn01, gr01 };
