/** Reports in the style of labs in India, Nigeria, Kenya, Vietnam, Indonesia, Malaysia, the Philippines and Côte d'Ivoire. */
import { kv2, para, Report, type TableOpts } from './model';
import { tableDoc } from './table-doc';

const m = (
  date: string,
  rdate: string | null,
  lab: string,
  city: string,
  country: string,
  name: string,
  age: string | null,
  sex: 'male' | 'female',
) => ({
  lab_date: date,
  results_date: rdate,
  lab_name: lab,
  lab_city: city,
  lab_country: country,
  patient_name: name,
  patient_age: age,
  patient_sex: sex,
});

/** Indian diagnostic centre: `TOTAL LEUKOCYTE COUNT 5,100 cumm`, lakhs/cumm, mill/cumm, `Age/Sex: 34 Y / F`. */
function in01(): Report {
  const r = new Report({
    id: 'a-in-01',
    country: 'IN',
    language: 'en-IN',
    producer: 'pdfkit',
    layout: ['table-4col', 'thousands-separator', 'lakhs-cumm', 'uppercase-names', 'header-footer', 'comments-between-rows'],
    split: 'holdout',
    classes: ['15.F', '8.6', '15.K', '8.7'],
    derive: true,
    dec: '.',
    metadata: m('2026-11-21', '2026-11-21', 'Sai Srinivasa Diagnostics', 'Hyderabad', 'IN', 'Lakshmi Priya Reddy', '34', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 250, align: 'left' },
      { key: 'unit', x: 320 },
      { key: 'range', x: 410 },
    ],
    size: 8.5,
    flagMode: 'suffix-space',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'TEST DESCRIPTION', value: 'RESULT', unit: 'UNITS', range: 'BIO. REF. INTERVAL' },
    top: (rr) => {
      rr.y = 28;
      rr.text(297, 'SAI SRINIVASA DIAGNOSTICS', 14, { bold: true, align: 'center' });
      rr.nl(17);
      rr.text(297, 'DEPARTMENT OF HAEMATOLOGY & BIOCHEMISTRY', 8.5, { align: 'center' });
      rr.nl(10);
      rr.text(297, 'Plot No. 14, Road No. 3, Banjara Hills, Hyderabad - 500034, Telangana  |  Ph: 040-2335 0000', 7.5, { align: 'center' });
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Patient Name :', 'Mrs. LAKSHMI PRIYA REDDY'],
        ['Reg. No :', 'SSD/2611/08812'],
        ['Age/Sex :', '34 Y / F'],
        ['Sample Collected :', '21/11/2026 08:10 AM'],
        ['Ref. By :', 'Dr. K. VENKAT RAO, MD'],
        ['Reported On :', '21/11/2026 05:42 PM'],
        ['Address :', 'H.No. 8-3-222, Yousufguda, Hyderabad'],
        ['Mobile :', '98480 00000'],
      ], 8.5, 11);
      rr.rule(40, 555);
      rr.nl(8);
    },
    entries: [
      { section: 'COMPLETE BLOOD PICTURE (CBP)' },
      { id: 'hemoglobin', name: 'HAEMOGLOBIN', value: '10.8', flag: 'L', unit: 'gm/dl', range: '12.0 - 15.0' },
      { id: 'rbc', name: 'TOTAL RBC COUNT', value: '4.12', unit: 'mill/cumm', range: '3.8 - 4.8' },
      { id: 'hematocrit', name: 'PCV', value: '33.6', flag: 'L', unit: '%', range: '36 - 46' },
      { id: 'mcv', name: 'MCV', value: '81.6', unit: 'fL', range: '80 - 100' },
      { id: 'mch', name: 'MCH', value: '26.2', flag: 'L', unit: 'pg', range: '27 - 32' },
      { id: 'mchc', name: 'MCHC', value: '32.1', unit: 'g/dl', range: '31.5 - 34.5' },
      { id: 'wbc', name: 'TOTAL LEUKOCYTE COUNT', value: '5,100', unit: 'cumm', range: '4800 - 10800' },
      { note: ['DIFFERENTIAL LEUKOCYTE COUNT'], size: 8.5 },
      { id: 'neutrophils_pct', name: 'NEUTROPHILS', value: '62', unit: '%', range: '40 - 80' },
      { id: 'lymphocytes_pct', name: 'LYMPHOCYTES', value: '30', unit: '%', range: '20 - 40' },
      { id: 'eosinophils_pct', name: 'EOSINOPHILS', value: '04', valueN: '04', unit: '%', range: '01 - 06', rangeN: '01-06' },
      { id: 'monocytes_pct', name: 'MONOCYTES', value: '04', valueN: '04', unit: '%', range: '02 - 10', rangeN: '02-10' },
      { id: 'basophils_pct', name: 'BASOPHILS', value: '00', valueN: '00', unit: '%', range: '0 - 1' },
      { id: 'platelets', name: 'PLATELET COUNT', value: '2.5', unit: 'lakhs/cumm', range: '1.5 - 4.1' },
      { note: ['PERIPHERAL SMEAR: RBC - Normocytic normochromic with few microcytes. WBC - Within normal limits. Platelets - Adequate.'] },
      { id: 'esr', name: 'ESR', value: '18', unit: 'mm/1st hr', range: '0 - 20' },
      { section: 'BIOCHEMISTRY' },
      { id: 'glucose', name: 'FASTING BLOOD SUGAR (FBS)', value: '92', unit: 'mg/dl', range: '70 - 110' },
      { id: 'glucose_random', name: 'POST LUNCH BLOOD SUGAR (PLBS)', value: '148', flag: 'H', unit: 'mg/dl', range: '80 - 140' },
      { id: 'creatinine', name: 'SERUM CREATININE', value: '0.7', unit: 'mg/dl', range: '0.6 - 1.1' },
      { id: 'tsh', name: 'TSH', value: '6.82', flag: 'H', unit: 'µIU/ml', range: '0.35 - 5.50' },
    ],
    tail: (rr) => {
      rr.nl(10);
      rr.text(297, '*** End of Report ***', 8, { align: 'center' });
      rr.nl(12);
    },
    footer: (p, n, total) => {
      p.items.push(
        { x: 40, y: p.h - 50, text: 'Dr. S. ANURADHA, MD (Pathology)                                   Dr. P. RAMESH, MD (Biochemistry)', size: 7.5 },
        { x: 40, y: p.h - 36, text: 'Consultant Pathologist                                                     Consultant Biochemist', size: 7 },
        { x: 555, y: p.h - 36, text: `Page ${n} of ${total}`, size: 7, align: 'right' },
      );
    },
  });
}

/** Indian hospital lab (Type 3): `27 YRS / M`, lipid profile with an interpretive table that is not a result. */
function in02(): Report {
  const r = new Report({
    id: 'a-in-02',
    country: 'IN',
    language: 'en-IN',
    producer: 'matplotlib',
    layout: ['table-5col', 'interpretive-table', 'unitless-rows', 'flag-column'],
    split: 'tune',
    classes: ['15.E', '15.B', '15.K', '8.7'],
    dec: '.',
    metadata: m('2026-10-30', '2026-10-30', 'Apollo Clinical Laboratory', 'Pune', 'IN', 'Rohan Deshmukh', '27', 'male'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 230, align: 'right' },
      { key: 'flag', x: 238 },
      { key: 'unit', x: 262 },
      { key: 'range', x: 350 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Investigation', value: 'Observed Value', unit: 'Unit', range: 'Biological Reference Interval' },
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'APOLLO CLINICAL LABORATORY', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Clinical Biochemistry Section', 8.5);
      rr.nl(10);
      rr.text(40, 'Survey No. 36, Baner Road, Pune - 411045, Maharashtra', 7.5);
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Name', ': MR. ROHAN DESHMUKH'],
        ['Lab No.', ': 1030-4471'],
        ['Age / Gender', ': 27 YRS / M'],
        ['Collected', ': 30-Oct-2026 09:02'],
        ['Referred By', ': SELF'],
        ['Reported', ': 30-Oct-2026 16:48'],
      ], 8.5, 11);
      rr.rule(40, 555);
      rr.nl(8);
    },
    entries: [
      { section: 'LIPID PROFILE' },
      { id: 'cholesterol_total', name: 'Total Cholesterol', value: '246', flag: 'H', unit: 'mg/dL', range: '<200' },
      { id: 'triglycerides', name: 'Triglycerides', value: '312', flag: 'H', unit: 'mg/dL', range: '<150' },
      { id: 'hdl_cholesterol', name: 'HDL Cholesterol', value: '34', flag: 'L', unit: 'mg/dL', range: '>40' },
      { id: 'ldl_cholesterol', name: 'LDL Cholesterol - Direct', value: '158', flag: 'H', unit: 'mg/dL', range: '<100' },
      { id: 'vldl_cholesterol', name: 'VLDL Cholesterol', value: '62.4', flag: 'H', unit: 'mg/dL', range: '<30' },
      { id: 'cholesterol_hdl_ratio', name: 'Total Chol/HDL Ratio', value: '7.2', flag: 'H', unit: '', range: '<5.0' },
      { id: 'ldl_hdl_ratio', name: 'LDL/HDL Ratio', value: '4.6', flag: 'H', unit: '', range: '<3.5' },
      {
        note: [
          'Interpretation (NCEP ATP III)         Total Cholesterol      Triglycerides         LDL',
          'Optimal / Desirable                   < 200                  < 150                 < 100',
          'Borderline High                       200 - 239              150 - 199             130 - 159',
          'High                                  ≥ 240                  200 - 499             160 - 189',
          'Very High                             —                      ≥ 500                 ≥ 190',
        ],
        notResults: ['200 - 239', '150 - 199', '130 - 159', '≥ 240', '200 - 499', '160 - 189', '≥ 500', '≥ 190'],
        size: 7,
      },
      { section: 'LIVER FUNCTION TEST' },
      { id: 'bilirubin_total', name: 'Bilirubin Total', value: '0.8', unit: 'mg/dL', range: '0.3 - 1.2' },
      { id: 'bilirubin_direct', name: 'Bilirubin Direct', value: '0.2', unit: 'mg/dL', range: '0.0 - 0.3' },
      { id: 'bilirubin_indirect', name: 'Bilirubin Indirect', value: '0.6', unit: 'mg/dL', range: '0.2 - 0.9' },
      { id: 'ast', name: 'SGOT (AST)', value: '48', flag: 'H', unit: 'U/L', range: '<40' },
      { id: 'alt', name: 'SGPT (ALT)', value: '77', flag: 'H', unit: 'U/L', range: '<41' },
      { id: 'total_protein', name: 'Total Protein', value: '7.4', unit: 'g/dL', range: '6.4 - 8.3' },
      { id: 'albumin', name: 'Albumin', value: '4.6', unit: 'g/dL', range: '3.5 - 5.2' },
      { id: 'globulin', name: 'Globulin', value: '2.8', unit: 'g/dL', range: '2.0 - 3.5' },
      { id: 'albumin_globulin_ratio', name: 'A/G Ratio', value: '1.64', unit: '', range: '1.1 - 2.5' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `This is an electronically authenticated report. Dr. N. Kulkarni, MD — Page ${n} of ${total}`, size: 7 });
    },
  });
}

/** Nigerian private lab: x10^9/L, qualitative serology (`Non-reactive`), malaria and typhoid comments. */
function ng01(): Report {
  const r = new Report({
    id: 'a-ng-01',
    country: 'NG',
    language: 'en-NG',
    producer: 'chromium',
    layout: ['table-4col', 'qualitative', 'comments-between-rows', 'flag-glued'],
    split: 'tune',
    classes: ['8.6', '8.7', '15.E', '15.K'],
    derive: true,
    dec: '.',
    metadata: m('2026-11-06', '2026-11-07', 'Mercy Specialist Diagnostic Laboratory', 'Lagos', 'NG', 'Chinedu Okonkwo', '42', 'male'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 220, align: 'left' },
      { key: 'unit', x: 300 },
      { key: 'range', x: 390 },
    ],
    size: 8.5,
    flagMode: 'suffix-space',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'TEST', value: 'RESULT', unit: 'UNIT', range: 'REFERENCE RANGE' },
    top: (rr) => {
      rr.y = 28;
      rr.text(297, 'MERCY SPECIALIST DIAGNOSTIC LABORATORY', 13, { bold: true, align: 'center' });
      rr.nl(15);
      rr.text(297, 'Haematology & Clinical Chemistry Unit', 8.5, { align: 'center' });
      rr.nl(10);
      rr.text(297, '22 Adeola Odeku Street, Victoria Island, Lagos  ·  MLSCN Reg. No. 0000', 7.5, { align: 'center' });
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['NAME:', 'MR. CHINEDU OKONKWO'],
        ['LAB NO:', 'MSD/26/11/0432'],
        ['AGE:', '42 YEARS'],
        ['SEX:', 'MALE'],
        ['DATE COLLECTED:', '06/11/2026'],
        ['DATE REPORTED:', '07/11/2026'],
        ['ADDRESS:', '14 Bode Thomas Street, Surulere, Lagos'],
        ['PHONE:', '0803 000 0000'],
      ], 8.5, 11);
      rr.rule(40, 555);
      rr.nl(8);
    },
    entries: [
      { section: 'FULL BLOOD COUNT' },
      { id: 'hematocrit', name: 'PCV', value: '34', flag: 'L', unit: '%', range: '40 - 54' },
      { id: 'hemoglobin', name: 'Haemoglobin', value: '11.2', flag: 'L', unit: 'g/dl', range: '13.0 - 18.0' },
      { id: 'wbc', name: 'WBC', value: '3.2', flag: 'L', unit: 'x10^9/L', range: '4.0 - 11.0' },
      { id: 'neutrophils_pct', name: 'Neutrophils', value: '41', unit: '%', range: '40 - 75' },
      { id: 'lymphocytes_pct', name: 'Lymphocytes', value: '52', flag: 'H', unit: '%', range: '20 - 45' },
      { id: 'platelets', name: 'Platelets', value: '98', flag: 'L', unit: 'x10^9/L', range: '150 - 400' },
      { note: ['Malaria parasite (thick film): Plasmodium falciparum seen (+).'] },
      { section: 'SEROLOGY' },
      { id: 'hiv_ag_ab', name: 'HIV 1 & 2 (Ag/Ab)', value: 'Non-reactive', unit: '', range: 'Non-reactive', rangeN: 'Non-reactive', abnormal: false },
      { id: 'hbsag', name: 'HBsAg', value: 'Non-reactive', unit: '', range: 'Non-reactive', rangeN: 'Non-reactive', abnormal: false },
      { id: 'anti_hcv', name: 'HCV Antibody', value: 'Non-reactive', unit: '', range: 'Non-reactive', rangeN: 'Non-reactive', abnormal: false },
      { id: 'rpr', name: 'VDRL', value: 'Non-reactive', unit: '', range: 'Non-reactive', rangeN: 'Non-reactive', abnormal: false },
      { section: 'CLINICAL CHEMISTRY' },
      { id: 'glucose', name: 'Fasting Blood Sugar', value: '5.1', unit: 'mmol/L', range: '3.5 - 6.1' },
      { id: 'urea', name: 'Urea', value: '4.2', unit: 'mmol/L', range: '2.5 - 7.1' },
      { id: 'creatinine', name: 'Creatinine', value: '96', unit: 'µmol/L', range: '62 - 115' },
      { id: 'sodium', name: 'Sodium', value: '136', unit: 'mmol/L', range: '135 - 145' },
      { id: 'potassium', name: 'Potassium', value: '3.9', unit: 'mmol/L', range: '3.5 - 5.0' },
      { id: 'blood_group_abo', name: 'Blood Group', value: 'O', unit: '', range: '', rangeN: '', abnormal: false },
      { id: 'rh_factor', name: 'Rhesus', value: 'Positive', unit: '', range: '', rangeN: '', abnormal: false },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Medical Laboratory Scientist: A. Bello, FMLSCN    Pathologist: Dr. F. Adeyemi    Page ${n}/${total}`, size: 7 });
    },
  });
}

/** Kenyan hospital lab: sex-banded ranges `M: … F: …`, `L`/`H` flags, urinalysis qualitative. */
function ke01(): Report {
  const r = new Report({
    id: 'a-ke-01',
    country: 'KE',
    language: 'en-KE',
    producer: 'pdfkit',
    layout: ['table-5col', 'sex-banded-range', 'qualitative', 'flag-column'],
    split: 'holdout',
    derive: 'scan',
    classes: ['15.G', '8.7', '8.6'],
    dec: '.',
    metadata: m('2026-10-12', '2026-10-12', 'Aga Khan University Hospital', 'Nairobi', 'KE', 'KAMAU, WANJIRU', '31', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 220, align: 'right' },
      { key: 'flag', x: 228 },
      { key: 'unit', x: 245 },
      { key: 'range', x: 330 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Test', value: 'Result', unit: 'Units', range: 'Reference Range' },
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'Aga Khan University Hospital', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Department of Pathology & Laboratory Medicine', 8.5);
      rr.nl(10);
      rr.text(40, '3rd Parklands Avenue, P.O. Box 30270-00100, Nairobi', 7.5);
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Patient:', 'KAMAU, WANJIRU'],
        ['MRN:', '004-88-12'],
        ['DOB:', '15/03/1995   Sex: Female'],
        ['Collected:', '12/10/2026 10:20'],
        ['Location:', 'OPD Clinic 4'],
        ['Verified:', '12/10/2026 15:02'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'HAEMATOLOGY' },
      { id: 'hemoglobin', name: 'Haemoglobin', value: '12.8', unit: 'g/dL', range: 'M: 13.5-18.0  F: 12.0-15.5', rangeN: 'M: 13.5-18.0 / F: 12.0-15.5' },
      { id: 'wbc', name: 'Total WBC', value: '6.3', unit: '10^9/L', range: '4.0 - 11.0' },
      { id: 'platelets', name: 'Platelets', value: '289', unit: '10^9/L', range: '150 - 450' },
      { id: 'esr', name: 'ESR (Westergren)', value: '22', flag: 'H', unit: 'mm/hr', range: 'M: 0-15  F: 0-20', rangeN: 'M: 0-15 / F: 0-20' },
      { section: 'CHEMISTRY' },
      { id: 'creatinine', name: 'Creatinine', value: '58', unit: 'µmol/L', range: 'M: 64-104  F: 49-90', rangeN: 'M: 64-104 / F: 49-90' },
      { id: 'uric_acid', name: 'Uric Acid', value: '388', flag: 'H', unit: 'µmol/L', range: 'M: 202-416  F: 143-339', rangeN: 'M: 202-416 / F: 143-339' },
      { id: 'hcg_beta', name: 'Beta hCG (quantitative)', value: '<2', valueN: '<2', unit: 'mIU/mL', range: '<5 (non-pregnant)', rangeN: '<5' },
      { section: 'URINALYSIS' },
      { id: 'urine_protein', name: 'Protein', value: 'Negative', unit: '', range: 'Negative', rangeN: 'Negative', abnormal: false },
      { id: 'urine_glucose', name: 'Glucose', value: 'Negative', unit: '', range: 'Negative', rangeN: 'Negative', abnormal: false },
      { id: 'urine_leukocyte_esterase', name: 'Leucocytes', value: '++', flag: 'H', unit: '', range: 'Negative', rangeN: 'Negative' },
      { id: 'urine_nitrite', name: 'Nitrites', value: 'Positive', flag: 'H', unit: '', range: 'Negative', rangeN: 'Negative' },
      { id: 'urine_wbc', name: 'Pus cells', value: '15-20', valueN: '15-20', unit: '/HPF', range: '0 - 5', abnormal: true },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Results verified by: J. Otieno, Medical Laboratory Technologist — Page ${n} of ${total}`, size: 7 });
    },
  });
}

/** Vietnamese hospital (Type 3): bilingual names `Glucose (Đường huyết)`, `Chỉ số bình thường`. */
function vn01(): Report {
  const r = new Report({
    id: 'a-vn-01',
    country: 'VN',
    language: 'vi-VN',
    producer: 'matplotlib',
    layout: ['table-5col', 'bilingual-names', 'flag-column'],
    split: 'tune',
    classes: ['8.6', '8.7', '15.K'],
    derive: true,
    dec: '.',
    metadata: m('2026-11-04', '2026-11-04', 'Bệnh viện Đại học Y Dược TP.HCM', 'Hồ Chí Minh', 'VN', 'Nguyễn Thị Thu Hà', '45', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 270, align: 'right' },
      { key: 'flag', x: 278 },
      { key: 'unit', x: 295 },
      { key: 'range', x: 380 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Tên xét nghiệm', value: 'Kết quả', unit: 'Đơn vị', range: 'Chỉ số bình thường' },
    top: (rr) => {
      rr.y = 28;
      rr.text(297, 'BỆNH VIỆN ĐẠI HỌC Y DƯỢC TP.HCM', 13, { bold: true, align: 'center' });
      rr.nl(15);
      rr.text(297, 'Khoa Xét nghiệm — Sinh hóa', 8.5, { align: 'center' });
      rr.nl(10);
      rr.text(297, '215 Hồng Bàng, Phường 11, Quận 5, TP. Hồ Chí Minh', 7.5, { align: 'center' });
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Họ tên:', 'NGUYỄN THỊ THU HÀ'],
        ['Năm sinh:', '1981   Giới tính: Nữ'],
        ['Địa chỉ:', '45 Lê Lợi, Quận 1, TP.HCM'],
        ['Thời gian lấy mẫu:', '04/11/2026 07:30'],
        ['Chẩn đoán:', 'Khám sức khỏe'],
        ['Thời gian trả kết quả:', '04/11/2026 11:15'],
      ], 8.5, 11);
      rr.rule(40, 555);
      rr.nl(8);
    },
    entries: [
      { id: 'glucose', name: 'Glucose (Đường huyết)', value: '7.8', flag: 'H', unit: 'mmol/L', range: '3.9 - 6.4' },
      { id: 'hba1c', name: 'HbA1c', value: '7.1', flag: 'H', unit: '%', range: '4.0 - 6.0' },
      { id: 'urea', name: 'Urê', value: '5.4', unit: 'mmol/L', range: '2.5 - 7.5' },
      { id: 'creatinine', name: 'Creatinin', value: '68', unit: 'µmol/L', range: '53 - 100' },
      { id: 'cholesterol_total', name: 'Cholesterol toàn phần', value: '5.9', flag: 'H', unit: 'mmol/L', range: '3.9 - 5.2' },
      { id: 'triglycerides', name: 'Triglycerid', value: '2.4', flag: 'H', unit: 'mmol/L', range: '0.46 - 1.88' },
      { id: 'hdl_cholesterol', name: 'HDL-C', value: '1.1', unit: 'mmol/L', range: '> 0.9' },
      { id: 'ldl_cholesterol', name: 'LDL-C', value: '3.7', flag: 'H', unit: 'mmol/L', range: '< 3.4' },
      { id: 'ast', name: 'AST (GOT)', value: '31', unit: 'U/L', range: '≤ 37' },
      { id: 'alt', name: 'ALT (GPT)', value: '45', flag: 'H', unit: 'U/L', range: '≤ 40' },
      { id: 'uric_acid', name: 'Acid Uric', value: '342', unit: 'µmol/L', range: '142 - 340', flag: 'H' },
      { id: 'hbsag', name: 'HBsAg (test nhanh)', value: 'Âm tính', unit: '', range: 'Âm tính', rangeN: 'Âm tính', abnormal: false },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Trưởng khoa xét nghiệm: BS.CKII Trần Văn Minh — Trang ${n}/${total}`, size: 7 });
    },
  });
}

/** Indonesian lab (Chromium): `Nilai Rujukan`, `Tanggal Pengambilan`, decimal comma, H/L column. */
function id01(): Report {
  const r = new Report({
    id: 'a-id-01',
    country: 'ID',
    language: 'id-ID',
    producer: 'chromium',
    layout: ['table-5col', 'flag-column', 'decimal-comma', 'thousands-separator'],
    split: 'holdout',
    derive: 'scan',
    classes: ['15.F', '8.6', '8.7'],
    dec: ',',
    metadata: m('2026-10-17', '2026-10-17', 'Laboratorium Klinik Prodia', 'Bandung', 'ID', 'Dewi Lestari', '35', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 240, align: 'right' },
      { key: 'flag', x: 248 },
      { key: 'unit', x: 265 },
      { key: 'range', x: 350 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Pemeriksaan', value: 'Hasil', unit: 'Satuan', range: 'Nilai Rujukan' },
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'Laboratorium Klinik Prodia', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Cabang Bandung — Hematologi & Kimia Klinik', 8.5);
      rr.nl(10);
      rr.text(40, 'Jl. Cihampelas No. 111, Bandung 40131', 7.5);
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Nama:', 'Ny. DEWI LESTARI'],
        ['No. Lab:', '2610170088'],
        ['Umur:', '35 Tahun'],
        ['Tanggal Pengambilan:', '17-10-2026 08:00'],
        ['Jenis Kelamin:', 'Perempuan'],
        ['Tanggal Hasil:', '17-10-2026 14:30'],
        ['Alamat:', 'Jl. Dago No. 77, Bandung'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'HEMATOLOGI' },
      { id: 'hemoglobin', name: 'Hemoglobin', value: '12,4', unit: 'g/dL', range: '11,7 - 15,5' },
      { id: 'wbc', name: 'Lekosit', value: '12.400', flag: 'H', unit: '/µL', range: '3.600 - 11.000' },
      { id: 'platelets', name: 'Trombosit', value: '89.000', flag: 'L', unit: '/µL', range: '150.000 - 440.000' },
      { id: 'hematocrit', name: 'Hematokrit', value: '41', unit: '%', range: '35 - 47' },
      { id: 'rbc', name: 'Eritrosit', value: '4,6', unit: 'juta/µL', range: '3,8 - 5,2' },
      { section: 'KIMIA KLINIK' },
      { id: 'glucose', name: 'Glukosa Puasa', value: '88', unit: 'mg/dL', range: '70 - 99' },
      { id: 'alt', name: 'SGPT (ALT)', value: '62', flag: 'H', unit: 'U/L', range: '< 33' },
      { id: 'ast', name: 'SGOT (AST)', value: '71', flag: 'H', unit: 'U/L', range: '< 32' },
      { section: 'IMUNOSEROLOGI' },
      { id: 'hbsag', name: 'HBsAg', value: 'Non Reaktif', unit: '', range: 'Non Reaktif', rangeN: 'Non Reaktif', abnormal: false },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Penanggung jawab: dr. R. Santoso, Sp.PK — Halaman ${n}/${total}`, size: 7 });
    },
  });
}

/** Philippine hospital lab (pdfkit): SI and conventional results side by side, each with its range. */
function ph01(): Report {
  const r = new Report({
    id: 'a-ph-01',
    country: 'PH',
    language: 'en-PH',
    producer: 'pdfkit',
    layout: ['dual-units', 'double-result-columns', 'flag-column'],
    split: 'tune',
    derive: 'scan',
    classes: ['8.5', '8.7', '15.E'],
    dec: '.',
    metadata: m('2026-11-15', '2026-11-15', "St. Luke's Medical Center", 'Quezon City', 'PH', 'DELA CRUZ, MARIA CRISTINA', '58', 'female'),
  });
  r.newPage();
  r.y = 28;
  r.text(40, "St. Luke's Medical Center", 13, { bold: true });
  r.nl(15);
  r.text(40, 'Institute of Pathology — Clinical Chemistry', 8.5);
  r.nl(10);
  r.text(40, '279 E. Rodriguez Sr. Ave., Quezon City 1112', 7.5);
  r.nl(16);
  kv2(r, 40, 330, [
    ['Patient:', 'DELA CRUZ, MARIA CRISTINA'],
    ['Case No.:', '26-1115-0377'],
    ['Age/Sex:', '58 / F'],
    ['Date Collected:', '11/15/2026 07:15'],
    ['Address:', '12 Sampaguita St., Marikina City'],
    ['Date Released:', '11/15/2026 12:40'],
  ], 8.5, 11);
  r.rule(40, 555);
  r.nl(8);
  const X = { name: 40, si: 200, siu: 206, sir: 262, cv: 410, cvu: 416, cvr: 470 };
  r.text(X.name, 'TEST', 8.5, { bold: true });
  r.text(X.si, 'SI UNITS', 8.5, { bold: true, align: 'right' });
  r.text(X.sir, 'REFERENCE', 8.5, { bold: true });
  r.text(X.cv, 'CONVENTIONAL', 8.5, { bold: true, align: 'right' });
  r.text(X.cvr, 'REFERENCE', 8.5, { bold: true });
  r.nl(11);
  r.rule(40, 555);
  r.nl(5);
  const dual = (
    id: string,
    name: string,
    si: string,
    siu: string,
    sir: string,
    cv: string,
    cvu: string,
    cvr: string,
    flag: string | null,
  ): void => {
    r.text(X.name, name, 8.5);
    r.text(X.si, flag ? `${si} ${flag}` : si, 8.5, { align: 'right', bold: Boolean(flag) });
    r.text(X.siu, siu, 8.5);
    r.text(X.sir, sir, 8.5);
    r.text(X.cv, flag ? `${cv} ${flag}` : cv, 8.5, { align: 'right', bold: Boolean(flag) });
    r.text(X.cvu, cvu, 8.5);
    r.text(X.cvr, cvr, 8.5);
    // one measurement printed twice: the SI column is the result, the conventional one a restatement
    r.truth({ id, name, value: si, unit: siu, range: sir, flag });
    r.notResult(`${cv} ${cvu}`);
    r.nl(12.5);
  };
  dual('glucose', 'FBS', '6.8', 'mmol/L', '3.9 - 6.1', '122.5', 'mg/dL', '70 - 110', 'H');
  dual('cholesterol_total', 'Cholesterol', '5.98', 'mmol/L', '< 5.2', '231', 'mg/dL', '< 200', 'H');
  dual('triglycerides', 'Triglycerides', '1.62', 'mmol/L', '< 1.7', '143', 'mg/dL', '< 150', null);
  dual('hdl_cholesterol', 'HDL', '1.21', 'mmol/L', '> 1.04', '47', 'mg/dL', '> 40', null);
  dual('ldl_cholesterol', 'LDL', '4.03', 'mmol/L', '< 2.6', '156', 'mg/dL', '< 100', 'H');
  dual('creatinine', 'Creatinine', '79', 'µmol/L', '53 - 97', '0.89', 'mg/dL', '0.6 - 1.1', null);
  dual('uric_acid', 'Uric Acid', '0.39', 'mmol/L', '0.15 - 0.36', '6.6', 'mg/dL', '2.6 - 6.0', 'H');
  dual('bun', 'BUN', '5.0', 'mmol/L', '2.5 - 7.1', '14', 'mg/dL', '7 - 20', null);
  dual('alt', 'SGPT / ALT', '0.55', 'µkat/L', '0 - 0.58', '33', 'U/L', '0 - 35', null);
  r.nl(8);
  para(r, 40, ['Conversion factors: glucose mg/dL × 0.0555 = mmol/L; cholesterol mg/dL × 0.0259 = mmol/L.'], 7);
  r.notResult('0.0555');
  r.y = r.page.h - 48;
  r.text(40, 'Medical Technologist: R. Santos, RMT     Pathologist: Dr. E. Villanueva, FPSP     Page 1 of 1', 7);
  return r;
}

/** Côte d'Ivoire (French, Type 3): `Glycémie 2,66 g/L`, `Prélèvement du`, ranges `[0,70 - 1,10]`. */
function ci01(): Report {
  const r = new Report({
    id: 'a-ci-01',
    country: 'CI',
    language: 'fr-CI',
    producer: 'matplotlib',
    layout: ['bracket-range', 'decimal-comma', 'previous-results-column', 'qualitative'],
    split: 'holdout',
    classes: ['15.E', '8.3', '8.7', '8.2'],
    derive: true,
    dec: ',',
    metadata: m('2026-10-26', '2026-10-27', 'Laboratoire Pasteur Plateau', 'Abidjan', 'CI', 'Kouassi Yao Emmanuel', '63', 'male'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 230, align: 'right' },
      { key: 'unit', x: 238 },
      { key: 'range', x: 320 },
      { key: 'prev', x: 470 },
    ],
    size: 8.5,
    flagMode: 'none',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Analyses', value: 'Résultats', unit: '', range: 'Valeurs usuelles', prev: 'Antériorité' },
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'LABORATOIRE PASTEUR PLATEAU', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Service de Biochimie', 8.5);
      rr.nl(10);
      rr.text(40, 'Avenue Chardy, Immeuble Alpha 2000, Abidjan-Plateau — Tél. (+225) 27 20 00 00 00', 7.5);
      rr.nl(16);
      kv2(rr, 40, 320, [
        ['Nom :', 'M. KOUASSI YAO EMMANUEL'],
        ['N° dossier :', '26-10-2677'],
        ['Âge :', '63 ans'],
        ['Prélèvement du :', '26/10/2026'],
        ['Adresse :', 'Cocody Riviera 3, Abidjan'],
        ['Résultats du :', '27/10/2026'],
      ], 8.5, 11);
      rr.text(470, '(12/06/2026)', 7);
      rr.nl(10);
    },
    entries: [
      { section: 'BIOCHIMIE' },
      { id: 'glucose', name: 'Glycémie à jeun', value: '2,66', unit: 'g/L', range: '0,70 - 1,10', rangeText: '[0,70 - 1,10]', prev: '1,84' },
      { id: 'hba1c', name: 'Hémoglobine glyquée (HbA1c)', value: '11,2', unit: '%', range: '4,0 - 6,0', rangeText: '[4,0 - 6,0]', prev: '9,1' },
      { id: 'creatinine', name: 'Créatininémie', value: '14,2', unit: 'mg/L', range: '7 - 13', rangeText: '[7 - 13]', prev: '12,8' },
      { id: 'urea', name: 'Urée', value: '0,41', unit: 'g/L', range: '0,15 - 0,45', rangeText: '[0,15 - 0,45]', prev: '0,38' },
      { id: 'cholesterol_total', name: 'Cholestérol total', value: '2,12', unit: 'g/L', range: '1,50 - 2,00', rangeText: '[1,50 - 2,00]', prev: '' },
      { id: 'triglycerides', name: 'Triglycérides', value: '1,38', unit: 'g/L', range: '0,40 - 1,50', rangeText: '[0,40 - 1,50]', prev: '' },
      { id: 'ast', name: 'Transaminases ASAT', value: '19', unit: 'UI/L', range: '< 40', rangeText: '[< 40]', prev: '' },
      { id: 'alt', name: 'Transaminases ALAT', value: '24', unit: 'UI/L', range: '< 41', rangeText: '[< 41]', prev: '' },
      { section: 'SÉROLOGIE' },
      { id: 'hbsag', name: 'Antigène HBs', value: 'Négatif', unit: '', range: 'Négatif', rangeN: 'Négatif', abnormal: false },
      { id: 'syphilis_treponemal', name: 'TPHA', value: 'Négatif', unit: '', range: 'Négatif', rangeN: 'Négatif', abnormal: false },
    ],
    tail: (rr) => {
      rr.nl(8);
      para(rr, 40, ['Conclusion : hyperglycémie franche à contrôler ; HbA1c élevée. Les valeurs hors normes sont imprimées en gras.'], 7.5, { italic: true });
    },
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Le Biologiste : Dr A. Koné — page ${n}/${total}`, size: 7 });
    },
  });
}

/** Malaysian private lab: `Ref. Range` in parentheses under the value column, `H`/`L` glued. */
function my01(): Report {
  const r = new Report({
    id: 'a-my-01',
    country: 'MY',
    language: 'en-MY',
    producer: 'chromium',
    layout: ['paren-range', 'flag-glued', 'range-lt-gt'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.2', '15.D', '8.7'],
    dec: '.',
    metadata: m('2026-09-25', '2026-09-26', 'Pathlab Medical Laboratories', 'Petaling Jaya', 'MY', 'Tan Mei Ling', '52', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 240, align: 'right' },
      { key: 'unit', x: 250 },
      { key: 'range', x: 340 },
    ],
    size: 8.5,
    flagMode: 'suffix',
  };
  const P = (x: { range: string }): { rangeText: string } => ({ rangeText: `(${x.range})` });
  const rows = [
    { id: 'hemoglobin', name: 'Haemoglobin', value: '13.0', unit: 'g/dL', range: '11.5-16.0' },
    { id: 'wbc', name: 'Total White Count', value: '5.8', unit: 'x10^9/L', range: '4.0-11.0' },
    { id: 'platelets', name: 'Platelet Count', value: '233', unit: 'x10^9/L', range: '150-400' },
    { id: 'glucose', name: 'Glucose (Fasting)', value: '5.9', flag: 'H', unit: 'mmol/L', range: '3.9-5.6' },
    { id: 'hba1c', name: 'HbA1c', value: '6.0', flag: 'H', unit: '%', range: '4.0-5.6' },
    { id: 'cholesterol_total', name: 'Total Cholesterol', value: '6.1', flag: 'H', unit: 'mmol/L', range: '<5.2' },
    { id: 'ldl_cholesterol', name: 'LDL Cholesterol', value: '3.9', flag: 'H', unit: 'mmol/L', range: '<3.4' },
    { id: 'hdl_cholesterol', name: 'HDL Cholesterol', value: '1.5', unit: 'mmol/L', range: '>1.2' },
    { id: 'tsh', name: 'TSH', value: '0.28', flag: 'L', unit: 'mIU/L', range: '0.30-4.20' },
    { id: 'free_t4', name: 'Free T4', value: '16.2', unit: 'pmol/L', range: '12.0-22.0' },
  ];
  return tableDoc(r, {
    t,
    labels: { name: 'Test', value: 'Result', unit: 'Unit', range: 'Ref. Range' },
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'Pathlab Medical Laboratories Sdn Bhd', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Chemical Pathology Division', 8.5);
      rr.nl(10);
      rr.text(40, 'Lot 17, Jalan 51A/223, 46100 Petaling Jaya, Selangor', 7.5);
      rr.nl(16);
      kv2(rr, 40, 330, [
        ['Name:', 'TAN MEI LING'],
        ['IC No.:', '740611-10-XXXX'],
        ['Age/Sex:', '52Y / F'],
        ['Collected:', '25/09/2026 08:45'],
        ['Clinic:', 'Klinik Keluarga Damansara'],
        ['Reported:', '26/09/2026 09:10'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: rows.map((x) => ({ ...x, ...P(x) })),
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Verified by: Dr. Lim K. H., Chemical Pathologist — Page ${n}/${total}`, size: 7 });
    },
  });
}

export const docs = [in01, in02, ng01, ke01, vn01, id01, ph01, ci01, my01];
