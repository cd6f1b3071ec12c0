/** H5: Greek, Turkish and Thai reports — local names with English abbreviations in parentheses. */
import type { Doc } from './doc';
import { renderTable } from './fam-table';
import { pageFooter, rows, type Row } from './kit';

const dirFlag = (r: Row): string | null => r.dir ?? null;

// ---------------------------------------------------------------- h-gr-01 (Greek, comma decimals, star column)
const gr01: Doc = {
  id: 'h-gr-01',
  country: 'GR',
  language: 'el-GR',
  producer: 'chromium',
  split: 'holdout',
  classes: ['H5'],
  layout: ['table-5col', 'local-name-abbr-parentheses', 'decimal-comma', 'previous-column', 'flag-column-HL', 'sex-ranges', 'header-footer'],
  meta: { lab_date: '2026-11-19', results_date: '2026-11-19', lab_name: 'Διαγνωστικό Εργαστήριο «Ασκληπιός Θεσσαλίας»', lab_city: 'Λάρισα', patient_name: 'Παπαδοπούλου Ελένη', patient_age: '58', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  footer: pageFooter('Ασκληπιός Θεσσαλίας · Λάρισα · 2410 553 210', 'Αρ. πρωτ. 26-11904', 'DejaVu Sans', 'Σελίδα {p} από {n}'),
};
gr01.panels = [
  {
    title: 'ΓΕΝΙΚΗ ΑΙΜΑΤΟΣ',
    rows: rows(
      [
        ['wbc', 'Λευκά αιμοσφαίρια (WBC)', '6.82', 'K/μL', '4.0-10.5', { comment: '7,10' }],
        ['rbc', 'Ερυθρά αιμοσφαίρια (RBC)', '4.31', 'M/μL', 'M:4.5-5.9/F:4.0-5.2', { comment: '4,25' }],
        ['hemoglobin', 'Αιμοσφαιρίνη (HGB)', '12.6', 'g/dL', 'M:13.5-17.5/F:12.0-16.0', { comment: '12,2' }],
        ['hematocrit', 'Αιματοκρίτης (HCT)', '38.9', '%', 'M:41-53/F:36-46', { comment: '37,8' }],
        ['platelets', 'Αιμοπετάλια (PLT)', '455', 'K/μL', '150-400', { comment: '431' }],
        ['neutrophils_pct', 'Ουδετερόφιλα (NEUT%)', '55.3', '%', '40-75', { comment: '' }],
        ['lymphocytes_pct', 'Λεμφοκύτταρα (LYMPH%)', '34.1', '%', '20-45', { comment: '' }],
      ],
      'female',
    ),
  },
  {
    title: 'ΒΙΟΧΗΜΙΚΕΣ ΕΞΕΤΑΣΕΙΣ',
    rows: rows(
      [
        ['glucose', 'Σάκχαρο (GLU)', '109', 'mg/dL', '70-100', { comment: '104' }],
        ['urea', 'Ουρία (UREA)', '38', 'mg/dL', '10-50', { comment: '35' }],
        ['creatinine', 'Κρεατινίνη (CREA)', '0.86', 'mg/dL', '0.5-1.1', { comment: '0,84' }],
        ['uric_acid', 'Ουρικό οξύ (UA)', '6.8', 'mg/dL', 'M:3.4-7.0/F:2.4-5.7', { comment: '6,1' }],
        ['cholesterol_total', 'Ολική χοληστερόλη (CHOL)', '246', 'mg/dL', '<200', { comment: '262' }],
        ['hdl_cholesterol', 'HDL χοληστερόλη (HDL)', '58', 'mg/dL', '>45', { comment: '55' }],
        ['ldl_cholesterol', 'LDL χοληστερόλη (LDL)', '162', 'mg/dL', '<130', { comment: '178' }],
        ['triglycerides', 'Τριγλυκερίδια (TRIG)', '131', 'mg/dL', '<150', { comment: '146' }],
        ['ast', 'Ασπαρτική αμινοτρανσφεράση (SGOT/AST)', '22', 'U/L', '5-32', { comment: '' }],
        ['alt', 'Αλανινική αμινοτρανσφεράση (SGPT/ALT)', '25', 'U/L', '5-33', { comment: '' }],
        ['ggt', 'γ-Γλουταμινική τρανσπεπτιδάση (γ-GT)', '19', 'U/L', '5-36', { comment: '' }],
        ['iron', 'Σίδηρος (Fe)', '42', 'μg/dL', '50-170', { comment: '58' }],
        ['tsh', 'Θυρεοειδοτρόπος ορμόνη (TSH)', '1.74', 'μIU/mL', '0.38-5.33', { comment: '2,01' }],
      ],
      'female',
    ),
  },
];
gr01.notResults = gr01.panels.flatMap((p) => p.rows.map((r) => r.comment ?? '').filter(Boolean));
gr01.html = renderTable(gr01.panels, {
  cols: ['name', 'value', 'flag', 'unit', 'range', 'comment'],
  labels: { name: 'Εξέταση', value: 'Αποτέλεσμα', flag: '', unit: 'Μονάδες', range: 'Τιμές αναφοράς', comment: 'Προηγ. (12/05/2026)' },
  dir: 'ltr',
  font: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
  size: '9pt',
  fmt: { dec: ',', group: 'dot' },
  rs: { sep: ' - ', lt: '< {x}', le: '≤ {x}', gt: '> {x}', ge: '≥ {x}', sex: 'Άνδρες: {m}<br>Γυναίκες: {f}' },
  flag: 'column',
  border: 'rules',
  headerHtml: `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #1b4f72;padding-bottom:4px"><div><div style="font-size:14pt;font-weight:bold;color:#1b4f72">ΑΣΚΛΗΠΙΟΣ ΘΕΣΣΑΛΙΑΣ</div><div style="font-size:8pt">Διαγνωστικό Εργαστήριο · Παπαναστασίου 41, 41222 Λάρισα · Τηλ. 2410 553 210</div></div>
<div style="border:1px solid #1b4f72;padding:3px 6px;font-size:7.5pt;text-align:center">ΕΣΥΔ<br>ΕΛΟΤ EN ISO 15189</div></div>
<table style="width:100%;font-size:9pt;margin:5px 0"><tr><td>Ονοματεπώνυμο: <b>Παπαδοπούλου Ελένη</b></td><td>Ηλικία: 58</td><td>Φύλο: Θ</td></tr><tr><td>Ημ/νία λήψης: 19/11/2026</td><td>Παραπέμπων ιατρός: Κ. Νικολάου</td><td>Αρ. πρωτ.: 26-11904</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p style="font-size:8.2pt">H = υψηλή τιμή, L = χαμηλή τιμή. Η στήλη «Προηγ.» δείχνει το αποτέλεσμα της προηγούμενης εξέτασης.<br>Ο Βιοπαθολόγος: Δρ. Γεώργιος Αθανασίου</p>`,
});

// ---------------------------------------------------------------- h-tr-01 (Turkish, LibreOffice, arrows after value)
const tr01: Doc = {
  id: 'h-tr-01',
  country: 'TR',
  language: 'tr-TR',
  producer: 'libreoffice',
  split: 'tune',
  classes: ['H5'],
  layout: ['table-5col', 'local-name-abbr-parentheses', 'decimal-comma', 'arrow-after-value', 'sex-ranges', 'age-ranges'],
  meta: { lab_date: '2026-11-04', results_date: '2026-11-04', lab_name: 'Ege Yaşam Tıbbi Laboratuvarı', lab_city: 'İzmir', patient_name: 'Mehmet Yılmaz', patient_age: '71', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
};
tr01.panels = [
  {
    title: 'HEMOGRAM',
    rows: rows(
      [
        ['wbc', 'Lökosit (WBC)', '10.9', '10^3/µL', '4.5-10.3'],
        ['rbc', 'Eritrosit (RBC)', '4.12', '10^6/µL', 'M:4.5-5.9/F:4.1-5.1'],
        ['hemoglobin', 'Hemoglobin (HGB)', '12.8', 'g/dL', 'M:13.6-17.2/F:12.0-15.0'],
        ['hematocrit', 'Hematokrit (HCT)', '38.5', '%', 'M:39.5-50.3/F:36-46'],
        ['mcv', 'Ortalama eritrosit hacmi (MCV)', '93.4', 'fL', '80-100'],
        ['rdw_cv', 'Eritrosit dağılım genişliği (RDW)', '14.9', '%', '11.5-14.5'],
        ['platelets', 'Trombosit (PLT)', '189', '10^3/µL', '156-373'],
      ],
      'male',
    ),
  },
  {
    title: 'BİYOKİMYA',
    rows: rows(
      [
        ['glucose', 'Açlık kan şekeri (Glukoz)', '94', 'mg/dL', '74-106'],
        ['bun', 'Kan üre azotu (BUN)', '29', 'mg/dL', '8-23'],
        ['creatinine', 'Kreatinin (CREA)', '1.38', 'mg/dL', '0.7-1.2'],
        ['egfr', 'Tahmini GFR (eGFR)', '53', 'mL/dk/1,73m²', '>=60'],
        ['sodium', 'Sodyum (Na)', '138', 'mmol/L', '136-145'],
        ['potassium', 'Potasyum (K)', '5.3', 'mmol/L', '3.5-5.1'],
        ['alt', 'Alanin aminotransferaz (ALT)', '12', 'U/L', '0-41'],
        ['alp', 'Alkalen fosfataz (ALP)', '96', 'U/L', '40-129'],
        ['psa_total', 'Total PSA (tPSA)', '5.2', 'ng/mL', '<6.5', { rangeText: '50-59 yaş: < 3,5<br>60-69 yaş: < 4,5<br>70-79 yaş: < 6,5', bad: false }],
        ['crp', 'C-reaktif protein (CRP)', '14.2', 'mg/L', '0-5'],
        ['vitamin_b12', 'Vitamin B12', '186', 'pg/mL', '197-771'],
      ],
      'male',
    ),
  },
];
tr01.html = renderTable(tr01.panels, {
  cols: ['name', 'value', 'unit', 'range'],
  labels: { name: 'Tetkik Adı', value: 'Sonuç', unit: 'Birim', range: 'Referans aralığı' },
  dir: 'ltr',
  font: "'Liberation Sans', sans-serif",
  size: '9.5pt',
  fmt: { dec: ',' },
  rs: { sep: ' - ', lt: '< {x}', le: '≤ {x}', gt: '> {x}', ge: '≥ {x}', sex: 'Erkek: {m}<br>Kadın: {f}' },
  flag: 'arrowAfter',
  border: 'grid',
  headerHtml: `<p align="center"><b><font size="4">EGE YAŞAM TIBBİ LABORATUVARI</font></b><br><font size="2">Şair Eşref Bulvarı No: 58/2 Alsancak / İzmir · Tel: 0232 463 18 20</font></p>
<table width="100%" border="0"><tr><td>Hasta Adı Soyadı: <b>Mehmet Yılmaz</b></td><td>Yaş: 71</td><td>Cinsiyet: Erkek</td></tr>
<tr><td>Protokol No: 2026-118457</td><td>Numune Alma: 04.11.2026 08:44</td><td>Onay: 04.11.2026 15:10</td></tr><tr><td colspan="3">İsteyen Doktor: Uzm. Dr. Ayşe Demir (Dahiliye)</td></tr></table><hr>`,
  footerHtml: '',
  tailHtml: `<p><font size="2">↑ Yüksek  ↓ Düşük<br>Onaylayan: Uzm. Dr. Serkan Öztürk, Tıbbi Biyokimya Uzmanı</font></p>`,
});

// ---------------------------------------------------------------- h-th-01 (Thai, H/L column, photo)
const th01: Doc = {
  id: 'h-th-01',
  country: 'TH',
  language: 'th-TH',
  producer: 'chromium',
  split: 'tune',
  classes: ['H5'],
  layout: ['table-5col', 'local-name-abbr-parentheses', 'flag-column-HL', 'sex-ranges', 'buddhist-era-date'],
  meta: { lab_date: '2026-11-09', results_date: '2026-11-09', lab_name: 'โรงพยาบาลศรีเมืองเชียงใหม่', lab_city: 'เชียงใหม่', patient_name: 'นางสาวสุภาพร ใจดี', patient_age: '36', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  photo: {},
};
th01.panels = [
  {
    title: 'โลหิตวิทยา (Hematology)',
    rows: rows(
      [
        ['hemoglobin', 'ฮีโมโกลบิน (Hb)', '11.6', 'g/dL', 'M:13.0-17.0/F:12.0-15.5'],
        ['hematocrit', 'ฮีมาโตคริต (Hct)', '35.2', '%', 'M:40-50/F:36-46'],
        ['wbc', 'เม็ดเลือดขาว (WBC)', '5.4', 'x10^3/uL', '4.5-11.0'],
        ['platelets', 'เกล็ดเลือด (Platelet)', '301', 'x10^3/uL', '150-450'],
        ['mcv', 'ปริมาตรเม็ดเลือดแดงเฉลี่ย (MCV)', '78.1', 'fL', '80-100'],
        ['eosinophils_pct', 'อีโอซิโนฟิล (Eosinophil)', '9', '%', '0-6'],
      ],
      'female',
    ),
  },
  {
    title: 'เคมีคลินิก (Clinical Chemistry)',
    rows: rows(
      [
        ['glucose', 'น้ำตาลในเลือด (FBS)', '88', 'mg/dL', '70-100'],
        ['bun', 'ยูเรียไนโตรเจน (BUN)', '11', 'mg/dL', '7-20'],
        ['creatinine', 'ครีเอตินิน (Creatinine)', '0.64', 'mg/dL', '0.5-1.0'],
        ['cholesterol_total', 'คอเลสเตอรอล (Cholesterol)', '199', 'mg/dL', '<200'],
        ['triglycerides', 'ไตรกลีเซอไรด์ (Triglyceride)', '71', 'mg/dL', '<150'],
        ['hdl_cholesterol', 'เอชดีแอล (HDL-C)', '62', 'mg/dL', '>40'],
        ['ldl_cholesterol', 'แอลดีแอล (LDL-C)', '131', 'mg/dL', '<130'],
        ['ast', 'เอสจีโอที (AST)', '17', 'U/L', '0-32'],
        ['alt', 'เอสจีพีที (ALT)', '13', 'U/L', '0-33'],
        ['uric_acid', 'กรดยูริก (Uric acid)', '4.4', 'mg/dL', 'M:3.4-7.0/F:2.4-5.7'],
      ],
      'female',
    ),
  },
];
th01.html = renderTable(th01.panels, {
  cols: ['name', 'value', 'flag', 'unit', 'range'],
  labels: { name: 'รายการตรวจ', value: 'ผลการตรวจ', flag: '', unit: 'หน่วย', range: 'ค่าอ้างอิง' },
  dir: 'ltr',
  font: "'Loma', 'DejaVu Sans', sans-serif",
  size: '10pt',
  fmt: { dec: '.' },
  rs: { sep: ' - ', lt: '< {x}', le: '≤ {x}', gt: '> {x}', ge: '≥ {x}', sex: 'ชาย {m}<br>หญิง {f}' },
  flag: 'column',
  border: 'grid',
  headerHtml: `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #5a2d82;padding-bottom:4px"><div><div style="font-size:15pt;font-weight:bold;color:#5a2d82">โรงพยาบาลศรีเมืองเชียงใหม่</div><div style="font-size:8.5pt">ห้องปฏิบัติการเทคนิคการแพทย์ · 215 ถนนห้วยแก้ว ต.สุเทพ อ.เมือง จ.เชียงใหม่ · โทร 053-210-455</div></div>
<div style="border:1.5px solid #5a2d82;border-radius:6px;padding:4px 8px;font-size:8pt;text-align:center">LA<br>มาตรฐาน ISO 15189</div></div>
<table style="width:100%;font-size:9.5pt;margin:5px 0"><tr><td>ชื่อ-สกุล: <b>นางสาวสุภาพร ใจดี</b></td><td>อายุ: 36 ปี</td><td>เพศ: หญิง</td><td>HN: 67-048213</td></tr>
<tr><td>วันที่เก็บตัวอย่าง: 9 พ.ย. 2569</td><td>วันที่รายงาน: 9 พ.ย. 2569</td><td colspan="2">แพทย์ผู้สั่ง: พญ.วราภรณ์ ศรีสุข</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p style="font-size:8.5pt">H = สูงกว่าค่าอ้างอิง, L = ต่ำกว่าค่าอ้างอิง<br>ผู้รายงานผล: ทนพ.ณัฐวุฒิ แก้วมณี · ผู้ตรวจสอบ: ทนพญ.ปิยะนุช ทองดี</p>`,
});

export const DOCS_GTT: Doc[] = [gr01, tr01, th01];
