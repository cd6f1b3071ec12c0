/**
 * Part E, Hebrew and Arabic pages drawn with the positioned-text model: Israel (right-to-left page, the
 * whole layout mirrored) and Saudi Arabia (English columns with Arabic labels and an Arabic name column).
 * Every lab, patient, doctor, address and number is invented.
 */
import type { Report } from '../a/model';
import { type Line, type RowOpts, txt } from './kit';
import { buildStd } from './std';

/** Mirrors a page laid out left-to-right into a right-to-left one (name column on the right). */
function mirror(r: Report): Report {
  for (const p of r.pages) {
    for (const it of p.items) {
      it.x = p.w - it.x;
      it.align = it.align === 'right' ? 'left' : it.align === 'center' ? 'center' : 'right';
    }
    for (const ru of p.rules) [ru.x1, ru.x2] = [p.w - ru.x2, p.w - ru.x1];
  }
  return r;
}

const q = (range: string, abnormal = false): RowOpts => ({ q: { range, abnormal } });

/** Israel: Hebrew, right-to-left, arrows glued to values, a cumulative previous column. */
export function il01(): Report {
  const p = (v: string): RowOpts => ({ prev: [v] });
  const lines: Line[] = [
    '#ספירת דם',
    ['wbc', 'WBC ספירת לויקוציטים', '4.1', '10^3/µL', '4.5', '11.0', p('4.8')],
    ['rbc', 'RBC כדוריות אדומות', '4.35', '10^6/µL', '4.00', '5.20', p('4.41')],
    ['hemoglobin', 'HGB המוגלובין', '12.8', 'g/dL', '12.0', '16.0', p('13.1')],
    ['hematocrit', 'HCT המטוקריט', '38.6', '%', '36.0', '46.0', p('39.4')],
    ['mcv', 'MCV נפח כדורית ממוצע', '88.7', 'fL', '80.0', '100.0', p('89.3')],
    ['platelets', 'PLT טסיות', '139', '10^3/µL', '150', '450', p('162')],
    ['neutrophils_abs', 'NEUT# נויטרופילים', '1.62', '10^3/µL', '1.80', '7.70', p('2.10')],
    ['lymphocytes_abs', 'LYMPH# לימפוציטים', '1.88', '10^3/µL', '1.00', '4.80', p('1.95')],
    '#כימיה בדם',
    ['glucose', 'גלוקוזה בצום', '91', 'mg/dL', '70', '100', p('88')],
    ['creatinine', 'קריאטינין', '0.74', 'mg/dL', '0.50', '1.10', p('0.70')],
    ['urea', 'אוריאה', '31', 'mg/dL', '17', '43', p('28')],
    ['sodium', 'נתרן', '141', 'mmol/L', '136', '145', p('140')],
    ['potassium', 'אשלגן', '4.4', 'mmol/L', '3.5', '5.1', p('4.2')],
    ['alt', 'ALT (GPT)', '63', 'U/L', '0', '34', p('41')],
    ['ast', 'AST (GOT)', '48', 'U/L', '0', '31', p('33')],
    ['alp', 'פוספטזה בסיסית ALP', '97', 'U/L', '35', '104', p('90')],
    ['bilirubin_total', 'בילירובין כללי', '0.6', 'mg/dL', '0.2', '1.2', p('0.5')],
    ['vitamin_b12', 'ויטמין B12', '412', 'pg/mL', '197', '771', p('388')],
    ['tsh', 'TSH', '5.62', 'mIU/L', '0.35', '4.94', p('4.10')],
  ];
  return mirror(
    buildStd({
      spec: {
        id: 'e-il-01', country: 'IL', language: 'he-IL', producer: 'chromium', split: 'holdout', dec: '.',
        font: "'DejaVu Sans', sans-serif",
        layout: ['table', 'rtl', 'hebrew', 'flag-arrow-glued', 'previous-result-column', 'bilingual-abbrev'],
        classes: ['hebrew', 'rtl', 'cumulative'],
        metadata: {
          lab_date: '2026-11-10', results_date: '2026-11-11', lab_name: 'מעבדות גליל-לאב', lab_city: 'חיפה',
          lab_country: null, patient_name: 'כהן מיכל', patient_age: '36', patient_sex: 'female',
        },
      },
      lab: ['מעבדות גליל-לאב', 'שדרות הנשיא 104, חיפה 3463420 · טלפון 04-8372215', 'מעבדה מוכרת ע"י משרד הבריאות, רישיון 3318'],
      labNotResults: ['שדרות הנשיא 104', '3463420', '04-8372215', '3318'],
      title: 'תוצאות בדיקות מעבדה',
      meta: [
        ['שם המטופל:', 'כהן מיכל'], ['ת.ז.:', '0********'],
        ['גיל:', '36'], ['מין:', 'נקבה'],
        ['תאריך לקיחה:', '10/11/2026'], ['תאריך תוצאה:', '11/11/2026'],
        ['רופא מפנה:', 'ד"ר אבי לוי'], ['מספר דגימה:', '2611-903418'],
      ],
      metaNotResults: ['2611-903418'],
      heads: { name: 'בדיקה', value: 'תוצאה', unit: 'יחידות', range: 'טווח תקין', prev0: 'קודם 02/06/2026' },
      cfg: { cols: { name: 36, value: 230, unit: 290, range: 370, prev: [470] }, flag: 'arrow-glue', loc: { dec: '.' }, style: 'spdash', rowH: 15 },
      lines,
      sex: 'female',
      after: (r) => txt(r, 36, ['↑ מעל הטווח התקין   ↓ מתחת לטווח התקין', 'מאשרת: ד"ר רותם שגיא, מנהלת המעבדה'], 7.5),
      footer: (n, t) => [`עמוד ${n} מתוך ${t}`],
    }),
  );
}

/** Saudi Arabia: English table with bilingual headings and an Arabic name column at the far right. */
export function sa01(): Report {
  const lines: Line[] = [
    '#HEMATOLOGY  أمراض الدم',
    ['hemoglobin', 'Hemoglobin', '16.9', 'g/dL', '13.0', '17.0', { abbr: 'الهيموجلوبين' }],
    ['hematocrit', 'Hematocrit', '52.4', '%', '40.0', '50.0', { abbr: 'الهيماتوكريت' }],
    ['rbc', 'RBC', '5.91', 'x10^6/uL', '4.50', '5.50', { abbr: 'كريات الدم الحمراء' }],
    ['wbc', 'WBC', '7.3', 'x10^3/uL', '4.0', '10.0', { abbr: 'كريات الدم البيضاء' }],
    ['platelets', 'Platelets', '244', 'x10^3/uL', '150', '410', { abbr: 'الصفائح الدموية' }],
    '#CHEMISTRY  الكيمياء',
    ['glucose', 'Fasting Blood Sugar', '168', 'mg/dL', '70', '100', { abbr: 'سكر صائم' }],
    ['hba1c', 'HbA1c', '8.4', '%', '4.0', '5.6', { abbr: 'السكر التراكمي' }],
    ['cholesterol_total', 'Total Cholesterol', '212', 'mg/dL', '', '200', { abbr: 'الكوليسترول الكلي' }],
    ['triglycerides', 'Triglycerides', '289', 'mg/dL', '', '150', { abbr: 'الدهون الثلاثية' }],
    ['hdl_cholesterol', 'HDL Cholesterol', '33', 'mg/dL', '40', '', { abbr: 'الكوليسترول النافع' }],
    ['ldl_cholesterol', 'LDL Cholesterol', '121', 'mg/dL', '', '130', { abbr: 'الكوليسترول الضار' }],
    ['creatinine', 'Creatinine', '1.08', 'mg/dL', '0.70', '1.30', { abbr: 'الكرياتينين' }],
    ['uric_acid', 'Uric Acid', '8.1', 'mg/dL', '3.5', '7.2', { abbr: 'حمض اليوريك' }],
    ['alt', 'ALT (SGPT)', '44', 'U/L', '0', '41', { abbr: 'إنزيم الكبد ALT' }],
    ['vitamin_d_25oh', 'Vitamin D (25-OH)', '11.6', 'ng/mL', '30', '100', { abbr: 'فيتامين د' }],
    ['vitamin_b12', 'Vitamin B12', '318', 'pg/mL', '197', '771', { abbr: 'فيتامين ب12' }],
    ['tsh', 'TSH', '1.74', 'uIU/mL', '0.27', '4.20', { abbr: 'هرمون الغدة الدرقية' }],
    '#SEROLOGY  الأمصال',
    ['hbsag', 'HBsAg', 'Negative', '', '', '', { ...q('Negative'), abbr: 'التهاب الكبد ب' }],
    ['anti_hcv', 'HCV Ab', 'Negative', '', '', '', { ...q('Negative'), abbr: 'التهاب الكبد ج' }],
  ];
  return buildStd({
    spec: {
      id: 'e-sa-01', country: 'SA', language: 'ar-SA', producer: 'chromium', split: 'tune', dec: '.',
      font: "'DejaVu Sans', sans-serif",
      layout: ['table', 'bilingual-ar-en', 'arabic-name-column', 'flag-column-HL', 'lt-gt-ranges', 'qualitative'],
      classes: ['arabic', 'bilingual'],
      metadata: {
        lab_date: '2026-11-08', results_date: '2026-11-08', lab_name: 'Al-Waha Medical Laboratories', lab_city: 'Jeddah',
        lab_country: null, patient_name: 'Faisal Abdulrahman Al-Ghamdi', patient_age: '51', patient_sex: 'male',
      },
    },
    lab: ['Al-Waha Medical Laboratories  مختبرات الواحة الطبية', 'Prince Sultan Road, Al-Zahra District, Jeddah 23425  ·  جدة - حي الزهراء - طريق الأمير سلطان', 'Tel: 012 663 4180   CBAHI accredited   C.R. 4030298851'],
    labNotResults: ['Jeddah 23425', '012 663 4180', '4030298851'],
    title: 'LABORATORY REPORT  تقرير المختبر',
    meta: [
      ['Patient / المريض:', 'Faisal Abdulrahman Al-Ghamdi'], ['File No. / رقم الملف:', '771204'],
      ['Age / العمر:', '51 Years'], ['Gender / الجنس:', 'Male'],
      ['Collected / تاريخ السحب:', '08/11/2026 07:30'], ['Reported / تاريخ التقرير:', '08/11/2026 15:10'],
      ['Physician / الطبيب:', 'Dr. Hana Al-Zahrani'], ['Nationality / الجنسية:', 'Saudi'],
    ],
    metaNotResults: ['771204'],
    heads: { name: 'Test', value: 'Result', flag: 'Flag', unit: 'Unit', range: 'Normal Range', abbr: 'الفحص' },
    cfg: { cols: { name: 36, value: 170, flag: 215, unit: 240, range: 310, abbr: 420 }, flag: 'HL-col', loc: { dec: '.' }, style: 'spdash', rowH: 15, size: 8.3 },
    lines,
    sex: 'male',
    after: (r) => txt(r, 36, ['H = High / مرتفع     L = Low / منخفض', 'Reviewed by: Dr. Omar Bakr, Consultant Clinical Pathologist'], 7.5),
    footer: (n, t) => [`Page ${n} of ${t}   ·   صفحة ${n} من ${t}`],
  });
}

export const rtlDocs = { il01, sa01 };
