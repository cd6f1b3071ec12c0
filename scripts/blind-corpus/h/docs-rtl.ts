/** H4: right-to-left and bilingual reports (UAE Arabic/English, Egypt, Israel, Iran). */
import type { Doc } from './doc';
import { renderTable } from './fam-table';
import { digits, pageFooter, rows, type RangeStyle, type Row } from './kit';

const dirFlag = (r: Row): string | null => r.dir ?? null;
const RS_LAT: RangeStyle = { sep: ' - ', lt: '< {x}', le: '≤ {x}', gt: '> {x}', ge: '≥ {x}', sex: 'M: {m}<br>F: {f}' };
const ar = (s: string): string => digits(s, 'arab');
const fa = (s: string): string => digits(s, 'persian');

// ---------------------------------------------------------------- h-ae-01 (bilingual Arabic/English, Arabic-Indic digits in header)
const ae01: Doc = {
  id: 'h-ae-01',
  country: 'AE',
  language: 'ar-AE',
  producer: 'chromium',
  split: 'tune',
  classes: ['H4'],
  layout: ['rtl-table', 'bilingual-rows', 'local-name-right', 'flag-column-HL', 'arabic-indic-digits-header', 'sex-ranges', 'multi-page', 'header-repeated'],
  meta: { lab_date: '2026-11-12', results_date: '2026-11-13', lab_name: 'Al Noor Falcon Medical Laboratory', lab_city: 'Abu Dhabi', patient_name: 'Khalid Saeed Al Mansoori', patient_age: '45', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  footer: pageFooter('Al Noor Falcon Medical Laboratory · DoH Licence MF-55120', 'مختبر النور فالكون الطبي', 'DejaVu Sans'),
};
ae01.panels = [
  {
    title: 'Complete Blood Count',
    local: 'تعداد الدم الكامل',
    rows: rows(
      [
        ['hemoglobin', 'Hemoglobin', '16.1', 'g/dL', 'M:13.0-17.0/F:12.0-15.0', { local: 'الهيموغلوبين' }],
        ['rbc', 'RBC Count', '5.48', 'x10^12/L', 'M:4.5-5.5/F:3.8-4.8', { local: 'كريات الدم الحمراء' }],
        ['hematocrit', 'Hematocrit', '48.9', '%', 'M:40-50/F:36-46', { local: 'الهيماتوكريت' }],
        ['mcv', 'MCV', '89.2', 'fL', '83-101', { local: 'متوسط حجم الكرية' }],
        ['wbc', 'WBC Count', '8.3', 'x10^9/L', '4.0-10.0', { local: 'كريات الدم البيضاء' }],
        ['platelets', 'Platelet Count', '228', 'x10^9/L', '150-410', { local: 'الصفائح الدموية' }],
      ],
      'male',
    ),
  },
  {
    title: 'Clinical Chemistry',
    local: 'الكيمياء السريرية',
    rows: rows(
      [
        ['glucose', 'Glucose Fasting', '138', 'mg/dL', '70-99', { local: 'السكر الصائم' }],
        ['hba1c', 'HbA1c', '7.8', '%', '<5.7', { local: 'السكر التراكمي' }],
        ['cholesterol_total', 'Cholesterol Total', '251', 'mg/dL', '<200', { local: 'الكوليسترول الكلي' }],
        ['ldl_cholesterol', 'LDL Cholesterol', '171', 'mg/dL', '<130', { local: 'الكوليسترول الضار' }],
        ['hdl_cholesterol', 'HDL Cholesterol', '35', 'mg/dL', '>40', { local: 'الكوليسترول النافع' }],
        ['triglycerides', 'Triglycerides', '226', 'mg/dL', '<150', { local: 'الدهون الثلاثية' }],
        ['creatinine', 'Creatinine', '1.02', 'mg/dL', '0.7-1.3', { local: 'الكرياتينين' }],
        ['urea', 'Urea', '34', 'mg/dL', '17-43', { local: 'اليوريا' }],
        ['alt', 'ALT (SGPT)', '49', 'U/L', '<45', { local: 'إنزيم الكبد ALT' }],
        ['ast', 'AST (SGOT)', '30', 'U/L', '<35', { local: 'إنزيم الكبد AST' }],
      ],
      'male',
    ),
  },
  {
    title: 'Vitamins & Hormones',
    local: 'الفيتامينات والهرمونات',
    breakBefore: true,
    rows: rows(
      [
        ['vitamin_d_25oh', 'Vitamin D (25-OH)', '11.6', 'ng/mL', '30-100', { local: 'فيتامين د' }],
        ['vitamin_b12', 'Vitamin B12', '412', 'pg/mL', '197-771', { local: 'فيتامين ب١٢' }],
        ['tsh', 'TSH', '2.35', 'mIU/L', '0.27-4.2', { local: 'الهرمون المنبه للدرقية' }],
        ['testosterone_total', 'Testosterone Total', '268', 'ng/dL', '249-836', { local: 'التستوستيرون' }],
      ],
      'male',
    ),
  },
];
ae01.notResults = ['Deficiency < 20 ng/mL', 'Insufficiency 20 - 29 ng/mL', 'Sufficiency 30 - 100 ng/mL'];
ae01.html = renderTable(ae01.panels, {
  cols: ['local', 'name', 'value', 'flag', 'unit', 'range'],
  labels: { local: 'الفحص', name: 'Test', value: 'Result / النتيجة', flag: 'Flag', unit: 'Unit / الوحدة', range: 'Reference Range / المعدل الطبيعي' },
  dir: 'rtl',
  font: "'DejaVu Sans', sans-serif",
  size: '8.8pt',
  fmt: { dec: '.' },
  rs: RS_LAT,
  flag: 'column',
  border: 'grid',
  panelLocalFirst: true,
  headerHtml: `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #b08d2e;padding-bottom:4px">
<div style="text-align:right"><div style="font-size:15pt;font-weight:bold">مختبر النور فالكون الطبي</div><div style="font-size:8pt">أبوظبي – شارع المرور – بناية ${ar('14')} – هاتف ${ar('02 641 7730')}</div></div>
<div style="border:2px solid #b08d2e;width:60px;height:60px;text-align:center;font-size:7pt;display:flex;align-items:center;justify-content:center">CAP<br>ISO 15189</div>
<div style="text-align:left;direction:ltr"><div style="font-size:13pt;font-weight:bold">Al Noor Falcon Medical Laboratory</div><div style="font-size:8pt">Muroor Road, Bldg 14, Abu Dhabi · 02 641 7730</div></div></div>
<table style="width:100%;font-size:9pt;margin:5px 0;border:1px solid #999"><tr><td>اسم المريض: <b>خالد سعيد المنصوري</b></td><td>العمر: ${ar('45')} سنة</td><td>الجنس: ذكر</td><td style="direction:ltr;text-align:left">Patient: <b>Khalid Saeed Al Mansoori</b></td></tr>
<tr><td>تاريخ سحب العينة: ${ar('2026/11/12')}</td><td>تاريخ التقرير: ${ar('2026/11/13')}</td><td>رقم الملف: ${ar('77-20418')}</td><td style="direction:ltr;text-align:left">Ref. Dr: Dr. Huda Al Marzouqi</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p style="font-size:8pt">حالة فيتامين د / Vitamin D status: <span dir="ltr">Deficiency &lt; 20 ng/mL · Insufficiency 20 - 29 ng/mL · Sufficiency 30 - 100 ng/mL</span></p>
<p style="font-size:8.5pt;margin-top:16px">أخصائي المختبر / Lab Specialist: د. ريم الحوسني — Dr. Reem Al Hosani, MSc Clinical Biochemistry</p>`,
});

// ---------------------------------------------------------------- h-eg-01 (English with Arabic headings, Eastern-Arabic digits in the results, LibreOffice, scan)
const eg01: Doc = {
  id: 'h-eg-01',
  country: 'EG',
  language: 'en-EG',
  producer: 'libreoffice',
  split: 'holdout',
  classes: ['H4'],
  layout: ['table-5col', 'arabic-headings', 'eastern-arabic-digits-results', 'paren-flag', 'sex-ranges'],
  meta: { lab_date: '2026-11-08', results_date: '2026-11-09', lab_name: 'Nile Delta Medical Labs', lab_city: 'Mansoura', patient_name: 'Mrs. Nadia Farouk Abdel-Rahman', patient_age: '50', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  scan: true,
};
eg01.panels = [
  {
    title: 'Hematology',
    local: 'أمراض الدم',
    rows: rows(
      [
        ['hemoglobin', 'Hemoglobin', '10.4', 'g/dL', 'M:13.5-17.5/F:12.0-16.0'],
        ['rbc', 'RBCs', '4.36', 'x10^6/µL', 'M:4.5-5.5/F:4.0-5.0'],
        ['hematocrit', 'Hematocrit', '31.6', '%', 'M:40-54/F:36-46'],
        ['mcv', 'MCV', '72.5', 'fL', '80-100'],
        ['mch', 'MCH', '23.9', 'pg', '27-32'],
        ['wbc', 'Total Leucocytic Count', '6.9', 'x10^3/µL', '4.0-11.0'],
        ['platelets', 'Platelets', '448', 'x10^3/µL', '150-450'],
        ['esr', 'ESR 1st hour', '42', 'mm', '0-20'],
      ],
      'female',
    ),
  },
  {
    title: 'Chemistry',
    local: 'الكيمياء',
    rows: rows(
      [
        ['glucose_random', 'Random Blood Sugar', '212', 'mg/dL', '<140'],
        ['creatinine', 'Serum Creatinine', '0.9', 'mg/dL', '0.5-1.1'],
        ['urea', 'Blood Urea', '28', 'mg/dL', '15-45'],
        ['alt', 'ALT', '61', 'U/L', '<33'],
        ['ast', 'AST', '54', 'U/L', '<32'],
        ['albumin', 'Albumin', '3.6', 'g/dL', '3.5-5.2'],
        ['bilirubin_total', 'Total Bilirubin', '0.8', 'mg/dL', '0.2-1.2'],
        ['ferritin', 'Serum Ferritin', '8.2', 'ng/mL', '13-150'],
      ],
      'female',
    ),
  },
  {
    title: 'Serology',
    local: 'الأمصال',
    rows: rows(
      [
        ['hbsag', 'HBs Ag', 'Negative', null, 'txt:Negative'],
        ['anti_hcv', 'HCV Ab', 'Positive', null, 'txt:Negative', { bad: true }],
        ['h_pylori_igg', 'H. pylori Ab (IgG)', 'Positive', null, 'txt:Negative', { bad: true }],
      ],
      'female',
    ),
  },
];
eg01.html = renderTable(eg01.panels, {
  cols: ['name', 'value', 'unit', 'range'],
  labels: { name: 'Test  التحليل', value: 'Result  النتيجة', unit: 'Unit  الوحدة', range: 'Normal Range  المعدل الطبيعي' },
  dir: 'ltr',
  font: "'DejaVu Sans', sans-serif",
  size: '9pt',
  fmt: { dec: '.', digits: 'arab' },
  rs: { ...RS_LAT, sex: 'Male: {m}<br>Female: {f}', txt: (t) => t },
  flag: 'parenHL',
  valueText: (r) => (/^\d/.test(r.v) ? ar(r.v) : r.v),
  border: 'grid',
  panelLocalFirst: false,
  headerHtml: `<p align="center"><b><font size="5">معامل دلتا النيل الطبية</font></b><br><b>NILE DELTA MEDICAL LABS</b><br><font size="2">12 El-Gomhoreya St., Mansoura · Hotline 19 744 · ISO 15189 accredited (EGAC)</font></p>
<table width="100%" border="1" cellpadding="2"><tr><td>Name / الاسم: Mrs. Nadia Farouk Abdel-Rahman</td><td>Age / السن: ٥٠ Y</td><td>Sex: Female</td></tr>
<tr><td>Referred by: Dr. Hany Shalaby</td><td>Date / التاريخ: 08-11-2026</td><td>Lab No: 2611-08-4417</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p><font size="2">(H) = High   (L) = Low<br>Reported: 09-11-2026 · Checked by: Dr. Amira El-Sayed, MD Clinical Pathology</font></p>`,
});

// ---------------------------------------------------------------- h-il-01 (Hebrew, RTL, Latin names, arrow column)
const il01: Doc = {
  id: 'h-il-01',
  country: 'IL',
  language: 'he-IL',
  producer: 'chromium',
  split: 'holdout',
  classes: ['H4'],
  layout: ['rtl-table', 'latin-analyte-names', 'flag-arrow-column', 'low-high-ranges', 'sex-ranges', 'header-footer'],
  meta: { lab_date: '2026-11-15', results_date: '2026-11-16', lab_name: 'מעבדות גליל מרכזיות', lab_city: 'נצרת עילית', patient_name: 'רחל בן-דוד', patient_age: '67', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  footer: pageFooter('מעבדות גליל מרכזיות · 04-6502231', 'דוח סופי', 'DejaVu Sans', '{p} / {n}'),
};
il01.panels = [
  {
    title: 'ספירת דם',
    rows: rows(
      [
        ['wbc', 'WBC', '4.1', '10^3/µL', '4.5-11.0'],
        ['rbc', 'RBC', '4.44', '10^6/µL', 'M:4.5-5.9/F:4.0-5.2'],
        ['hemoglobin', 'HGB', '13.3', 'g/dL', 'M:13.5-17.5/F:12.0-16.0'],
        ['hematocrit', 'HCT', '40.2', '%', 'M:41-53/F:36-46'],
        ['mcv', 'MCV', '90.5', 'fL', '80-100'],
        ['platelets', 'PLT', '139', '10^3/µL', '150-450'],
        ['neutrophils_abs', 'NEUT#', '1.9', '10^3/µL', '1.8-7.7'],
        ['lymphocytes_abs', 'LYMPH#', '1.6', '10^3/µL', '1.0-4.8'],
      ],
      'female',
    ),
  },
  {
    title: 'כימיה בדם',
    rows: rows(
      [
        ['glucose', 'Glucose', '96', 'mg/dL', '70-100'],
        ['creatinine', 'Creatinine', '1.18', 'mg/dL', '0.51-0.95'],
        ['egfr', 'eGFR (CKD-EPI)', '49', 'mL/min/1.73m²', '>=60'],
        ['sodium', 'Sodium', '133', 'mmol/L', '136-145'],
        ['potassium', 'Potassium', '4.8', 'mmol/L', '3.5-5.1'],
        ['calcium', 'Calcium', '9.6', 'mg/dL', '8.6-10.3'],
        ['albumin', 'Albumin', '4.0', 'g/dL', '3.5-5.2'],
        ['alp', 'Alkaline Phosphatase', '104', 'U/L', '35-105'],
        ['ldh', 'LDH', '212', 'U/L', '135-214'],
        ['cholesterol_total', 'Cholesterol', '182', 'mg/dL', '<200'],
        ['ldl_cholesterol', 'LDL Cholesterol', '104', 'mg/dL', '<100'],
        ['nt_probnp', 'NT-proBNP', '612', 'pg/mL', '<300'],
      ],
      'female',
    ),
  },
];
il01.notResults = ['eGFR 45-59: ירידה קלה-בינונית בתפקוד הכליות (שלב G3a)'];
il01.html = renderTable(il01.panels, {
  cols: ['name', 'value', 'flag', 'unit', 'range'],
  labels: { name: 'שם הבדיקה', value: 'תוצאה', flag: 'סימון', unit: 'יחידות', range: 'ערכי ייחוס' },
  dir: 'rtl',
  font: "'DejaVu Sans', sans-serif",
  size: '9.2pt',
  fmt: { dec: '.' },
  rs: { ...RS_LAT, sep: ' - ', sex: 'ז: {m}<br>נ: {f}' },
  flag: 'column',
  flagText: (r) => (r.dir === 'L' ? '↓' : '↑'),
  numDir: 'rtl',
  border: 'rules',
  headerHtml: `<div style="text-align:center;border-bottom:2px solid #234;padding-bottom:4px"><div style="font-size:15pt;font-weight:bold">מעבדות גליל מרכזיות</div><div style="font-size:8pt">רח' התבור 9, נצרת עילית · טלפון 04-6502231 · מעבדה מוסמכת ISO 15189</div></div>
<table style="width:100%;font-size:9pt;margin:5px 0"><tr><td>שם המטופל: <b>רחל בן-דוד</b></td><td>ת.ז.: 0-38815472-0</td><td>גיל: 67</td><td>מין: נקבה</td></tr>
<tr><td>תאריך לקיחה: 15/11/2026</td><td>תאריך הפקה: 16/11/2026</td><td>רופא מפנה: ד"ר אבי כהן</td><td>קופה: כללית</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p style="font-size:8.2pt">הערה: eGFR 45-59: ירידה קלה-בינונית בתפקוד הכליות (שלב G3a). ↑ ערך גבוה, ↓ ערך נמוך.<br>מאשר/ת התוצאות: ד"ר מיכל שרון, מנהלת המעבדה</p>`,
});

// ---------------------------------------------------------------- h-ir-01 (Persian, Persian digits in header, Jalali date, Western results)
const ir01: Doc = {
  id: 'h-ir-01',
  country: 'IR',
  language: 'fa-IR',
  producer: 'chromium',
  split: 'tune',
  classes: ['H4'],
  layout: ['rtl-table', 'bilingual-rows', 'local-name-right', 'flag-column-HL', 'persian-digits-header', 'jalali-date', 'sex-ranges'],
  meta: { lab_date: '2026-11-12', results_date: '2026-11-12', lab_name: 'آزمایشگاه پاتوبیولوژی نیلوفر', lab_city: 'اصفهان', patient_name: 'مریم احمدی', patient_age: '39', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
};
ir01.panels = [
  {
    title: 'Hematology',
    local: 'خون شناسی',
    rows: rows(
      [
        ['wbc', 'WBC', '7.2', '10³/µL', '4.0-10.0', { local: 'گلبول سفید' }],
        ['rbc', 'RBC', '4.58', '10⁶/µL', 'M:4.5-6.0/F:4.0-5.2', { local: 'گلبول قرمز' }],
        ['hemoglobin', 'Hemoglobin', '12.9', 'g/dL', 'M:13.5-17.5/F:12.0-15.5', { local: 'هموگلوبین' }],
        ['hematocrit', 'Hematocrit', '39.4', '%', 'M:40-52/F:36-46', { local: 'هماتوکریت' }],
        ['platelets', 'Platelets', '265', '10³/µL', '150-450', { local: 'پلاکت' }],
      ],
      'female',
    ),
  },
  {
    title: 'Biochemistry',
    local: 'بیوشیمی',
    rows: rows(
      [
        ['glucose', 'FBS', '102', 'mg/dL', '70-100', { local: 'قند ناشتا' }],
        ['urea', 'Urea', '31', 'mg/dL', '15-45', { local: 'اوره' }],
        ['creatinine', 'Creatinine', '0.8', 'mg/dL', '0.6-1.1', { local: 'کراتینین' }],
        ['uric_acid', 'Uric Acid', '4.1', 'mg/dL', 'M:3.5-7.2/F:2.6-6.0', { local: 'اسید اوریک' }],
        ['cholesterol_total', 'Cholesterol', '204', 'mg/dL', '<200', { local: 'کلسترول' }],
        ['triglycerides', 'Triglycerides', '133', 'mg/dL', '<150', { local: 'تری گلیسرید' }],
        ['hdl_cholesterol', 'HDL-C', '51', 'mg/dL', '>50', { local: 'اچ دی ال' }],
        ['ldl_cholesterol', 'LDL-C', '126', 'mg/dL', '<100', { local: 'ال دی ال' }],
        ['alt', 'SGPT (ALT)', '17', 'U/L', '<31', { local: 'آلانین آمینوترانسفراز' }],
        ['ast', 'SGOT (AST)', '21', 'U/L', '<31', { local: 'آسپارتات آمینوترانسفراز' }],
        ['ferritin', 'Ferritin', '11', 'ng/mL', '15-150', { local: 'فریتین' }],
        ['vitamin_d_25oh', '25-OH Vitamin D', '18.5', 'ng/mL', '30-100', { local: 'ویتامین دی' }],
        ['tsh', 'TSH', '5.9', 'µIU/mL', '0.3-5.0', { local: 'هورمون محرک تیروئید' }],
      ],
      'female',
    ),
  },
];
ir01.html = renderTable(ir01.panels, {
  cols: ['local', 'name', 'value', 'flag', 'unit', 'range'],
  labels: { local: 'نام آزمایش', name: 'Test', value: 'Result', flag: '', unit: 'Unit', range: 'Normal Range' },
  dir: 'rtl',
  font: "'DejaVu Sans', sans-serif",
  size: '9pt',
  fmt: { dec: '.' },
  rs: { ...RS_LAT, sex: 'Male: {m}<br>Female: {f}' },
  flag: 'column',
  border: 'grid',
  panelLocalFirst: true,
  headerHtml: `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #2a6;padding-bottom:4px">
<div><div style="font-size:15pt;font-weight:bold">آزمایشگاه پاتوبیولوژی نیلوفر</div><div style="font-size:8pt">اصفهان، خیابان چهارباغ بالا، پلاک ${fa('۴۲')} – تلفن ${fa('031-3662 4408')}</div></div>
<div style="direction:ltr;font-size:8pt;text-align:left">Niloufar Pathobiology Laboratory<br>Isfahan · Date: 2026-11-12</div></div>
<table style="width:100%;font-size:9.2pt;margin:5px 0;border:1px solid #888"><tr><td>نام بیمار: <b>خانم مریم احمدی</b></td><td>سن: ${fa('39')} سال</td><td>جنس: زن</td><td>شماره پذیرش: ${fa('140508210173')}</td></tr>
<tr><td>تاریخ پذیرش: ${fa('1405/08/21')}</td><td>تاریخ جوابدهی: ${fa('1405/08/21')}</td><td colspan="2">پزشک معالج: دکتر سعید رضایی</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p style="font-size:8.5pt;margin-top:14px">مسئول فنی آزمایشگاه: دکتر لیلا کریمی – دکترای علوم آزمایشگاهی</p>`,
});

export const DOCS_RTL: Doc[] = [ae01, eg01, il01, ir01];
