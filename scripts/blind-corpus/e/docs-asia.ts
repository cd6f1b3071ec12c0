/**
 * Part E, East and South-East / South Asia: Japan, South Korea, Hong Kong (EN / traditional Chinese),
 * Thailand (Buddhist-era dates), India (Hindi / English), Nepal. Every lab, patient, doctor, address
 * and number is invented.
 */
import { type Line, notRes, type Report, type RowOpts, txt } from './kit';
import { buildStd } from './std';

const q = (range: string, abnormal = false): RowOpts => ({ q: { range, abnormal } });

/** Japan: 基準値 column with "～" ranges, H / L right after the value, 万/μL units, ※ notes. */
export function jp01(): Report {
  const lines: Line[] = [
    '#血液学検査',
    ['wbc', '白血球数', '9.2', '×10³/μL', '3.3', '8.6'],
    ['rbc', '赤血球数', '412', '×10⁴/μL', '435', '555'],
    ['hemoglobin', 'ヘモグロビン', '12.9', 'g/dL', '13.7', '16.8'],
    ['hematocrit', 'ヘマトクリット', '39.1', '%', '40.7', '50.1'],
    ['mcv', 'MCV', '94.9', 'fL', '83.6', '98.2'],
    ['mch', 'MCH', '31.3', 'pg', '27.5', '33.2'],
    ['platelets', '血小板数', '21.3', '×10⁴/μL', '15.8', '34.8'],
    '#生化学検査',
    ['total_protein', '総蛋白', '7.0', 'g/dL', '6.6', '8.1'],
    ['albumin', 'アルブミン', '3.9', 'g/dL', '4.1', '5.1'],
    ['ast', 'AST(GOT)', '34', 'U/L', '13', '30'],
    ['alt', 'ALT(GPT)', '29', 'U/L', '10', '42'],
    ['ldh', 'LD(IFCC)', '201', 'U/L', '124', '222'],
    ['alp', 'ALP(IFCC)', '88', 'U/L', '38', '113'],
    ['ggt', 'γ-GT', '71', 'U/L', '13', '64'],
    ['bun', '尿素窒素', '22.4', 'mg/dL', '8.0', '20.0'],
    ['creatinine', 'クレアチニン', '1.12', 'mg/dL', '0.65', '1.07'],
    ['egfr', 'eGFR', '51.8', 'mL/min/1.73m²', '60.0', ''],
    ['uric_acid', '尿酸', '6.9', 'mg/dL', '3.7', '7.8'],
    ['sodium', 'Na', '140', 'mmol/L', '138', '145'],
    ['potassium', 'K', '4.9', 'mmol/L', '3.6', '4.8'],
    ['chloride', 'Cl', '104', 'mmol/L', '101', '108'],
    ['glucose', '血糖', '104', 'mg/dL', '73', '109'],
    ['hba1c', 'HbA1c(NGSP)', '6.2', '%', '4.9', '6.0'],
    ['cholesterol_total', '総コレステロール', '201', 'mg/dL', '142', '248'],
    ['triglycerides', '中性脂肪', '188', 'mg/dL', '40', '234'],
    ['hdl_cholesterol', 'HDLコレステロール', '48', 'mg/dL', '38', '90'],
    ['ldl_cholesterol', 'LDLコレステロール', '121', 'mg/dL', '65', '163'],
    '//※ 軽度溶血あり（K値に影響の可能性）',
    ['crp', 'CRP', '0.42', 'mg/dL', '0.00', '0.14'],
  ];
  return buildStd({
    spec: {
      id: 'e-jp-01', country: 'JP', language: 'ja-JP', producer: 'chromium', split: 'holdout', dec: '.',
      font: "'Noto Sans CJK JP', sans-serif",
      layout: ['table', 'kijunchi-column', 'tilde-range', 'flag-HL-after-value', 'man-per-uL-units', 'comment-between-rows'],
      classes: ['cjk', 'japanese'],
      metadata: {
        lab_date: '2026-11-07', results_date: '2026-11-09', lab_name: '株式会社 さくら臨床検査センター', lab_city: '横浜市',
        lab_country: null, patient_name: '佐々木 健一', patient_age: '63', patient_sex: 'male',
      },
    },
    lab: ['株式会社 さくら臨床検査センター', '〒222-0033 神奈川県横浜市港北区新横浜2-14-9 さくらビル3F', 'TEL 045-476-2281  FAX 045-476-2282'],
    labNotResults: ['〒222-0033', '045-476-2281', '045-476-2282'],
    title: '検 査 結 果 報 告 書',
    meta: [
      ['患者名:', '佐々木 健一 様'], ['カルテ番号:', '0047215'],
      ['年齢:', '63歳'], ['性別:', '男'],
      ['採取日:', '2026/11/07'], ['報告日:', '2026/11/09'],
      ['依頼医:', '内科 中村'], ['受付番号:', '1107-0388'],
    ],
    metaNotResults: ['0047215', '1107-0388'],
    heads: { name: '検査項目', value: '結果', flag: '', unit: '単位', range: '基準値' },
    cfg: { cols: { name: 40, value: 250, valueRight: true, flag: 256, unit: 290, range: 390 }, flag: 'HL-col', loc: { dec: '.', tilde: '～' }, style: 'tilde', rowH: 15, size: 8.5 },
    lines,
    sex: 'male',
    after: (r) => txt(r, 40, ['H：基準値より高値　L：基準値より低値', '基準値は JCCLS 共用基準範囲に準拠しています。'], 7.5),
    footer: (n, t) => [`${n} / ${t}　　さくら臨床検査センター　検査責任者 臨床検査技師 高橋 美紀`],
  });
}

/** South Korea: 참고치 with " ~ ", ▲ / ▼ in a 판정 column, urine section sharing names (요당, 요단백). */
export function kr01(): Report {
  const lines: Line[] = [
    '#일반혈액검사',
    ['wbc', '백혈구 (WBC)', '4.6', '10³/μL', '4.0', '10.0'],
    ['rbc', '적혈구 (RBC)', '4.05', '10⁶/μL', '4.00', '5.40'],
    ['hemoglobin', '혈색소 (Hb)', '11.4', 'g/dL', '12.0', '16.0'],
    ['hematocrit', '헤마토크릿 (Hct)', '35.2', '%', '36.0', '48.0'],
    ['platelets', '혈소판 (PLT)', '265', '10³/μL', '130', '400'],
    ['esr', '적혈구침강속도 (ESR)', '14', 'mm/hr', '0', '20'],
    '#생화학검사',
    ['glucose', '공복혈당', '96', 'mg/dL', '70', '99'],
    ['hba1c', '당화혈색소 (HbA1c)', '5.4', '%', '4.0', '5.6'],
    ['cholesterol_total', '총콜레스테롤', '218', 'mg/dL', '0', '199'],
    ['triglycerides', '중성지방', '97', 'mg/dL', '0', '149'],
    ['hdl_cholesterol', 'HDL 콜레스테롤', '64', 'mg/dL', '40', '100'],
    ['ldl_cholesterol', 'LDL 콜레스테롤 (계산)', '134', 'mg/dL', '0', '129'],
    ['ast', 'AST (SGOT)', '19', 'IU/L', '0', '40'],
    ['alt', 'ALT (SGPT)', '12', 'IU/L', '0', '40'],
    ['ggt', '감마지티피 (γ-GTP)', '15', 'IU/L', '8', '35'],
    ['creatinine', '크레아티닌', '0.71', 'mg/dL', '0.50', '0.90'],
    ['egfr', '사구체여과율 (eGFR)', '104', 'mL/min/1.73m²', '60', ''],
    ['uric_acid', '요산', '4.1', 'mg/dL', '2.6', '6.0'],
    ['ferritin', '페리틴', '8.2', 'ng/mL', '13.0', '150.0'],
    ['tsh', '갑상선자극호르몬 (TSH)', '2.08', 'μIU/mL', '0.55', '4.78'],
    '#요검사',
    ['urine_specific_gravity', '비중', '1.015', '', '1.005', '1.030'],
    ['urine_ph', '산도 (pH)', '6.5', '', '5.0', '8.0'],
    ['urine_protein', '요단백', '음성', '', '', '', q('음성')],
    ['urine_glucose', '요당', '음성', '', '', '', q('음성')],
    ['urine_blood', '요잠혈', '양성 (1+)', '', '', '', q('음성', true)],
  ];
  return buildStd({
    spec: {
      id: 'e-kr-01', country: 'KR', language: 'ko-KR', producer: 'chromium', split: 'tune', dec: '.',
      font: "'Noto Sans CJK KR', sans-serif",
      layout: ['table', 'tilde-range', 'flag-triangle-column', 'urine-section', 'qualitative'],
      classes: ['cjk', 'korean', 'urine-section'],
      metadata: {
        lab_date: '2026-11-04', results_date: '2026-11-05', lab_name: '한빛의료재단 진단검사센터', lab_city: '서울',
        lab_country: null, patient_name: '이서연', patient_age: '38', patient_sex: 'female',
      },
    },
    lab: ['한빛의료재단 진단검사센터', '서울특별시 영등포구 국제금융로 86, 한빛타워 5층  ·  Tel. 02-3771-5520', '진단검사의학과 전문의: 박지훈'],
    labNotResults: ['국제금융로 86', '02-3771-5520'],
    title: '검 사 결 과 보 고 서',
    meta: [
      ['성명:', '이서연'], ['등록번호:', '20261104-0571'],
      ['나이/성별:', '38세 / 여'], ['의뢰기관:', '서연내과의원'],
      ['채취일:', '2026-11-04'], ['보고일:', '2026-11-05'],
    ],
    metaNotResults: ['20261104-0571'],
    heads: { name: '검사명', value: '결과', flag: '판정', unit: '단위', range: '참고치' },
    cfg: { cols: { name: 40, value: 240, flag: 300, unit: 335, range: 430 }, flag: 'arrow-col', glyph: { H: '▲', L: '▼' }, loc: { dec: '.', tilde: ' ~ ' }, style: 'tilde', rowH: 15 },
    lines,
    sex: 'female',
    after: (r) => txt(r, 40, ['▲: 참고치보다 높음  ▼: 참고치보다 낮음', '본 결과는 검체에 대한 검사 결과이며 임상 소견과 함께 판단하십시오.'], 7.5),
    footer: (n, t) => [`페이지 ${n} / ${t}    한빛의료재단 · 보건복지부 검체검사 수탁기관`],
  });
}

/** Hong Kong: English / traditional Chinese names, white-on-red abnormal cells with H / L inside. */
export function hk01(): Report {
  const lines: Line[] = [
    '#HAEMATOLOGY 血液學',
    ['hemoglobin', 'Haemoglobin 血紅蛋白', '12.4', 'g/dL', '11.5', '15.5'],
    ['rbc', 'Red Cell Count 紅血球', '5.38', 'x10^12/L', '3.90', '5.10'],
    ['hematocrit', 'Haematocrit 血細胞比容', '0.39', 'L/L', '0.35', '0.46'],
    ['mcv', 'MCV 平均紅血球體積', '72.5', 'fL', '80.0', '98.0'],
    ['mch', 'MCH 平均紅血球血紅蛋白', '23.0', 'pg', '27.0', '33.0'],
    ['rdw_cv', 'RDW 紅血球分佈寬度', '13.6', '%', '11.5', '14.5'],
    ['wbc', 'White Cell Count 白血球', '5.9', 'x10^9/L', '4.0', '11.0'],
    ['platelets', 'Platelet 血小板', '301', 'x10^9/L', '150', '400'],
    '//Microcytosis noted; suggest Hb pattern analysis (thalassaemia trait?).',
    '#BIOCHEMISTRY 生化',
    ['glucose', 'Glucose (fasting) 空腹血糖', '5.4', 'mmol/L', '3.9', '6.0'],
    ['creatinine', 'Creatinine 肌酸酐', '58', 'umol/L', '49', '90'],
    ['urea', 'Urea 尿素', '3.8', 'mmol/L', '2.6', '6.4'],
    ['sodium', 'Sodium 鈉', '139', 'mmol/L', '136', '145'],
    ['potassium', 'Potassium 鉀', '3.9', 'mmol/L', '3.5', '5.1'],
    ['alt', 'ALT 谷丙轉氨酶', '17', 'U/L', '0', '33'],
    ['alp', 'Alkaline Phosphatase 鹼性磷酸酶', '66', 'U/L', '35', '104'],
    ['bilirubin_total', 'Bilirubin, Total 總膽紅素', '11', 'umol/L', '0', '21'],
    ['cholesterol_total', 'Cholesterol, Total 總膽固醇', '5.9', 'mmol/L', '0.0', '5.2'],
    ['hdl_cholesterol', 'HDL-Cholesterol 高密度膽固醇', '1.6', 'mmol/L', '1.0', ''],
    ['ldl_cholesterol', 'LDL-Cholesterol 低密度膽固醇', '3.7', 'mmol/L', '', '3.4'],
    ['triglycerides', 'Triglyceride 甘油三酯', '1.3', 'mmol/L', '', '1.7'],
    ['iron', 'Iron 鐵', '19', 'umol/L', '9', '30'],
    ['ferritin', 'Ferritin 鐵蛋白', '96', 'ug/L', '13', '150'],
  ];
  return buildStd({
    spec: {
      id: 'e-hk-01', country: 'HK', language: 'zh-HK', producer: 'chromium', split: 'holdout', dec: '.',
      font: "'Noto Sans CJK HK', 'DejaVu Sans', sans-serif",
      layout: ['table', 'bilingual-en-zh-hant', 'flag-white-on-red-HL', 'comment-between-rows', 'lt-gt-ranges'],
      classes: ['cjk', 'bilingual', 'red-cells'],
      metadata: {
        lab_date: '2026-11-02', results_date: '2026-11-03', lab_name: 'Harbourside Medical Laboratory 港灣醫學化驗所', lab_city: 'Hong Kong',
        lab_country: null, patient_name: 'WONG, Ka Yee', patient_age: '45', patient_sex: 'female',
      },
    },
    lab: ['Harbourside Medical Laboratory 港灣醫學化驗所', 'Room 1203, 12/F, Lockhart Commercial Centre, 188 Lockhart Road, Wan Chai, Hong Kong', 'Tel: 2893 4170   Fax: 2893 4171   HKAS Reg. No. 061'],
    labNotResults: ['188 Lockhart Road', '2893 4170', '2893 4171', 'HKAS Reg. No. 061'],
    title: 'LABORATORY REPORT 化驗報告',
    meta: [
      ['Name 姓名:', 'WONG, Ka Yee 黃嘉儀'], ['Lab No. 化驗編號:', 'HM26-110218'],
      ['Age/Sex 年齡/性別:', '45Y / F'], ['HKID:', 'Y12****(3)'],
      ['Collected 採樣:', '02/11/2026 09:20'], ['Reported 報告:', '03/11/2026 14:05'],
      ['Doctor 醫生:', 'Dr. LAU Chi Wai'], ['Clinic 診所:', 'Wan Chai Family Clinic'],
    ],
    metaNotResults: ['HM26-110218'],
    heads: { name: 'Test 檢驗項目', value: 'Result 結果', unit: 'Unit 單位', range: 'Ref. Range 參考範圍' },
    cfg: { cols: { name: 36, value: 262, unit: 340, range: 430 }, flag: 'redbg-HL', loc: { dec: '.' }, style: 'spdash', rowH: 15 },
    lines,
    sex: 'female',
    after: (r) => {
      txt(r, 36, ['Results outside the reference range are highlighted. 超出參考範圍之結果以紅色標示。'], 7.5);
      txt(r, 36, ['LDL-C target (mmol/L) 目標值:'], 7.5, { bold: true });
      notRes(r, 46, ['Very high risk  < 1.4', 'High risk  < 1.8', 'Moderate risk  < 2.6']);
    },
    footer: (n, t) => [`Page ${n} of ${t}   Authorised by: Ms. CHEUNG Wing Sze, Medical Technologist (Part I)`],
  });
}

/** Thailand: Thai headings, Buddhist-era dates (2569 = 2026), white-on-red cells with nothing else printed. */
export function th01(): Report {
  const lines: Line[] = [
    '#โลหิตวิทยา (Hematology)',
    ['hemoglobin', 'Hemoglobin', '10.8', 'g/dL', '12.0', '15.5'],
    ['hematocrit', 'Hematocrit', '33.6', '%', '36.0', '46.0'],
    ['rbc', 'RBC count', '4.66', 'x10^6/uL', '4.00', '5.20'],
    ['mcv', 'MCV', '72.1', 'fL', '80.0', '100.0'],
    ['wbc', 'WBC count', '8450', 'cells/mm³', '4500', '11000', { thou: true }],
    ['neutrophils_pct', 'Neutrophil', '62', '%', '40', '75'],
    ['lymphocytes_pct', 'Lymphocyte', '29', '%', '20', '45'],
    ['eosinophils_pct', 'Eosinophil', '7', '%', '0', '6'],
    ['platelets', 'Platelet count', '356000', 'cells/mm³', '150000', '450000', { thou: true }],
    '#เคมีคลินิก (Clinical Chemistry)',
    ['glucose', 'FBS (น้ำตาลในเลือด)', '88', 'mg/dL', '74', '106'],
    ['bun', 'BUN', '9', 'mg/dL', '7', '20'],
    ['creatinine', 'Creatinine', '0.62', 'mg/dL', '0.51', '0.95'],
    ['egfr', 'eGFR (CKD-EPI)', '118', 'mL/min/1.73m²', '90', ''],
    ['uric_acid', 'Uric acid (กรดยูริก)', '4.2', 'mg/dL', '2.4', '5.7'],
    ['cholesterol_total', 'Cholesterol', '176', 'mg/dL', '', '200'],
    ['triglycerides', 'Triglyceride', '64', 'mg/dL', '', '150'],
    ['hdl_cholesterol', 'HDL-C', '58', 'mg/dL', '40', ''],
    ['ldl_cholesterol', 'LDL-C (direct)', '104', 'mg/dL', '', '130'],
    ['ast', 'AST (SGOT)', '17', 'U/L', '0', '32'],
    ['alt', 'ALT (SGPT)', '11', 'U/L', '0', '33'],
    ['ferritin', 'Ferritin', '5.4', 'ng/mL', '13.0', '150.0'],
  ];
  return buildStd({
    spec: {
      id: 'e-th-01', country: 'TH', language: 'th-TH', producer: 'chromium', split: 'tune', dec: '.',
      font: "'Loma', 'DejaVu Sans', sans-serif",
      layout: ['table', 'thai-headings', 'buddhist-era-dates', 'flag-white-on-red-only', 'thousands-separator', 'cells-per-mm3'],
      classes: ['thai', 'buddhist-calendar', 'red-cells'],
      metadata: {
        lab_date: '2026-11-12', results_date: '2026-11-12', lab_name: 'บ้านสวนแล็บ คลินิกเทคนิคการแพทย์', lab_city: 'เชียงใหม่',
        lab_country: null, patient_name: 'สุภาพร ใจดี', patient_age: '33', patient_sex: 'female',
      },
    },
    lab: ['บ้านสวนแล็บ คลินิกเทคนิคการแพทย์', '219/4 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200', 'โทร. 053-894-217  ใบอนุญาตเลขที่ 50110001866'],
    labNotResults: ['219/4', '053-894-217', '50110001866', '50200'],
    title: 'รายงานผลการตรวจทางห้องปฏิบัติการ',
    meta: [
      ['ชื่อ-สกุล:', 'นางสาว สุภาพร ใจดี'], ['HN:', '66-018842'],
      ['อายุ:', '33 ปี'], ['เพศ:', 'หญิง'],
      ['วันที่เก็บตัวอย่าง:', '12/11/2569 07:45'], ['วันที่รายงานผล:', '12/11/2569 13:10'],
      ['แพทย์ผู้ส่งตรวจ:', 'พญ. วราภรณ์ ศรีสุข'], ['Lab No.:', '6911120054'],
    ],
    metaNotResults: ['66-018842', '6911120054'],
    heads: { name: 'รายการตรวจ (Test)', value: 'ผลตรวจ', unit: 'หน่วย', range: 'ค่าอ้างอิง' },
    cfg: { cols: { name: 36, value: 250, unit: 320, range: 420 }, flag: 'redbg', loc: { dec: '.', thSep: ',' }, style: 'spdash', rowH: 15 },
    lines,
    sex: 'female',
    after: (r) => txt(r, 36, ['ผลที่อยู่นอกช่วงค่าอ้างอิงแสดงด้วยแถบสีแดง', 'ผู้รายงานผล: ทนพ. ธนากร แก้วมณี   ผู้ตรวจสอบ: ทนพญ. ปวีณา บุญมา'], 7.5),
    footer: (n, t) => [`หน้า ${n}/${t}    พิมพ์เมื่อ 12/11/2569 13:12`],
  });
}

/** India: Hindi / English names, "/cumm" with thousands separators, lakhs/cumm, High / Low flag column. */
export function in01(): Report {
  const lines: Line[] = [
    '#रुधिर विज्ञान / HAEMATOLOGY',
    ['hemoglobin', 'हीमोग्लोबिन / Haemoglobin', '14.6', 'gm/dL', '13.0', '17.0'],
    ['rbc', 'लाल रक्त कण / RBC Count', '5.12', 'mill/cumm', '4.50', '5.50'],
    ['hematocrit', 'पी.सी.वी. / PCV', '44.2', '%', '40.0', '50.0'],
    ['mcv', 'MCV', '86.3', 'fL', '83.0', '101.0'],
    ['wbc', 'श्वेत रक्त कण / Total Leucocyte Count', '12600', '/cumm', '4000', '11000', { thou: true }],
    ['neutrophils_pct', 'न्यूट्रोफिल / Neutrophils', '81', '%', '40', '80'],
    ['lymphocytes_pct', 'लिम्फोसाइट / Lymphocytes', '13', '%', '20', '40'],
    ['monocytes_pct', 'मोनोसाइट / Monocytes', '4', '%', '2', '10'],
    ['eosinophils_pct', 'इयोसिनोफिल / Eosinophils', '2', '%', '1', '6'],
    ['platelets', 'प्लेटलेट / Platelet Count', '1.32', 'lakhs/cumm', '1.50', '4.10'],
    ['esr', 'ई.एस.आर. / ESR (Westergren)', '32', 'mm/1st hr', '0', '15'],
    '#जैव रसायन / BIOCHEMISTRY',
    ['glucose', 'रक्त शर्करा (खाली पेट) / Blood Sugar Fasting', '132', 'mg/dL', '70', '100'],
    ['hba1c', 'ग्लाइकेटेड हीमोग्लोबिन / HbA1c', '7.1', '%', '4.0', '5.6'],
    ['urea', 'यूरिया / Blood Urea', '28', 'mg/dL', '15', '40'],
    ['creatinine', 'क्रिएटिनिन / Serum Creatinine', '1.02', 'mg/dL', '0.70', '1.30'],
    ['bilirubin_total', 'बिलीरुबिन (कुल) / Bilirubin Total', '0.8', 'mg/dL', '0.2', '1.2'],
    ['alt', 'एस.जी.पी.टी. / SGPT (ALT)', '36', 'U/L', '0', '45'],
    ['ast', 'एस.जी.ओ.टी. / SGOT (AST)', '30', 'U/L', '0', '35'],
    ['cholesterol_total', 'कोलेस्ट्रॉल / Cholesterol Total', '226', 'mg/dL', '0', '200'],
    ['triglycerides', 'ट्राइग्लिसराइड / Triglycerides', '241', 'mg/dL', '0', '150'],
  ];
  return buildStd({
    spec: {
      id: 'e-in-01', country: 'IN', language: 'hi-IN', producer: 'chromium', split: 'holdout', dec: '.',
      font: "'DejaVu Sans', 'Lohit Devanagari', sans-serif",
      layout: ['table', 'bilingual-hi-en', 'thousands-separator', 'lakhs-cumm', 'flag-column-high-low'],
      classes: ['devanagari', 'bilingual', 'lakhs'],
      metadata: {
        lab_date: '2026-11-08', results_date: '2026-11-08', lab_name: 'अवध पैथोलॉजी एवं डायग्नोस्टिक सेंटर', lab_city: 'Lucknow',
        lab_country: null, patient_name: 'RAKESH KUMAR VERMA', patient_age: '49', patient_sex: 'male',
      },
    },
    lab: ['अवध पैथोलॉजी एवं डायग्नोस्टिक सेंटर', 'Awadh Pathology & Diagnostic Centre · 14/2, Kapoorthala Complex, Aliganj, Lucknow – 226024', 'फ़ोन / Ph: 0522-4017733, 94150 62281 · NABL Reg. MC-4471'],
    labNotResults: ['14/2, Kapoorthala Complex', '226024', '0522-4017733', '94150 62281', 'MC-4471'],
    title: 'जाँच रिपोर्ट / INVESTIGATION REPORT',
    meta: [
      ['नाम / Name:', 'RAKESH KUMAR VERMA'], ['Lab No.:', 'AP/26/118804'],
      ['आयु / Age:', '49 Y'], ['लिंग / Sex:', 'Male'],
      ['नमूना / Collected:', '08/11/2026 08:10'], ['रिपोर्ट / Reported:', '08/11/2026 17:45'],
      ['चिकित्सक / Ref. By:', 'Dr. S. K. Mishra (MD)'], ['UHID:', '2611-77410'],
    ],
    metaNotResults: ['AP/26/118804', '2611-77410'],
    heads: { name: 'जाँच / Investigation', value: 'परिणाम / Result', flag: '', unit: 'इकाई / Unit', range: 'सामान्य सीमा / Ref. Range' },
    cfg: { cols: { name: 36, value: 290, flag: 342, unit: 372, range: 455 }, flag: 'HL-col', glyph: { H: 'High', L: 'Low' }, loc: { dec: '.', thSep: ',' }, style: 'spdash', rowH: 15, size: 8 },
    lines,
    sex: 'male',
    after: (r) => txt(r, 36, ['*** End of Report ***', 'पैथोलॉजिस्ट / Pathologist: Dr. Anjali Srivastava, MD (Path.)'], 7.5),
    footer: (n, t) => [`Page ${n} of ${t}    रिपोर्ट केवल चिकित्सकीय परामर्श हेतु / Not valid for medico-legal purpose`],
  });
}

/** Nepal: English rows under a Nepali header, both B.S. and A.D. dates, (a-b) ranges, Widal titres (no id). */
export function np01(): Report {
  const lines: Line[] = [
    '#HAEMATOLOGY',
    ['hemoglobin', 'Haemoglobin', '11.2', 'gm%', '12.0', '16.0', { style: 'paren' }],
    ['wbc', 'Total Count (WBC)', '9800', '/mm³', '4000', '11000', { style: 'paren', thou: true }],
    ['neutrophils_pct', 'Neutrophils', '68', '%', '40', '75', { style: 'paren' }],
    ['lymphocytes_pct', 'Lymphocytes', '26', '%', '20', '45', { style: 'paren' }],
    ['eosinophils_pct', 'Eosinophils', '4', '%', '1', '6', { style: 'paren' }],
    ['monocytes_pct', 'Monocytes', '2', '%', '2', '10', { style: 'paren' }],
    ['platelets', 'Platelets', '164000', '/mm³', '150000', '400000', { style: 'paren', thou: true }],
    ['esr', 'ESR', '38', 'mm/hr', '0', '20', { style: 'paren' }],
    '#BIOCHEMISTRY',
    ['glucose_random', 'Blood Sugar (Random)', '98', 'mg/dl', '70', '140', { style: 'paren' }],
    ['urea', 'Urea', '19', 'mg/dl', '15', '45', { style: 'paren' }],
    ['creatinine', 'Creatinine', '0.8', 'mg/dl', '0.4', '1.4', { style: 'paren' }],
    ['sodium', 'Sodium (Na+)', '136', 'mmol/L', '135', '145', { style: 'paren' }],
    ['potassium', 'Potassium (K+)', '3.3', 'mmol/L', '3.5', '5.0', { style: 'paren' }],
    ['alt', 'SGPT', '52', 'U/L', '0', '40', { style: 'paren' }],
    ['ast', 'SGOT', '41', 'U/L', '0', '40', { style: 'paren' }],
    '#SEROLOGY',
    ['crp', 'CRP (Quantitative)', '24', 'mg/L', '', '6'],
    ['hbsag', 'HBsAg', 'Non-reactive', '', '', '', q('Non-reactive')],
    ['anti_hcv', 'Anti-HCV', 'Non-reactive', '', '', '', q('Non-reactive')],
  ];
  return buildStd({
    spec: {
      id: 'e-np-01', country: 'NP', language: 'en-NP', producer: 'chromium', split: 'tune', dec: '.',
      font: "'DejaVu Sans', 'Lohit Devanagari', sans-serif",
      layout: ['table', 'nepali-header', 'bs-and-ad-dates', 'paren-range', 'thousands-separator', 'widal-table-not-results'],
      classes: ['devanagari', 'paren-range', 'interpretive-table'],
      metadata: {
        lab_date: '2026-11-12', results_date: '2026-11-12', lab_name: 'Himal Path Lab Pvt. Ltd.', lab_city: 'Lalitpur',
        lab_country: null, patient_name: 'Sita Sharma', patient_age: '27', patient_sex: 'female',
      },
    },
    lab: ['Himal Path Lab Pvt. Ltd.', 'हिमाल प्याथ ल्याब प्रा. लि. · Kupondole-10, Lalitpur · Ph: 01-5538170', 'PAN: 609874412 · Regd. No. 1147/074/075'],
    labNotResults: ['01-5538170', '609874412', '1147/074/075'],
    title: 'LABORATORY REPORT',
    meta: [
      ['Patient:', 'Mrs. Sita Sharma'], ['Lab ID:', 'HPL-83-07-2611'],
      ['Age/Sex:', '27 Yrs / F'], ['Referred by:', 'Dr. Bikash Adhikari'],
      ['Sample date:', '2083/07/26 B.S. (12/11/2026 A.D.)'], ['Report date:', '2083/07/26 B.S.'],
    ],
    metaNotResults: ['HPL-83-07-2611'],
    heads: { name: 'Test', value: 'Result', flag: 'Flag', unit: 'Unit', range: 'Reference Range' },
    cfg: { cols: { name: 36, value: 220, flag: 285, unit: 320, range: 400 }, flag: 'HL-col', loc: { dec: '.', thSep: ',' }, style: 'paren', rowH: 14 },
    lines,
    sex: 'female',
    after: (r) => {
      txt(r, 36, ['WIDAL TEST (Slide agglutination)'], 8, { bold: true });
      notRes(r, 46, ['S. Typhi "O"   1:80', 'S. Typhi "H"   1:40', 'S. Paratyphi "AH"   Negative', 'S. Paratyphi "BH"   Negative']);
      txt(r, 36, ['Titre ≥ 1:160 is considered significant.', 'Lab Technologist: R. Maharjan    Pathologist: Dr. P. Shrestha, MD'], 7.5);
    },
    footer: (n, t) => [`Page ${n}/${t}    This report is not valid for medico-legal purposes.`],
  });
}

export const asiaDocs = { jp01, kr01, hk01, th01, in01, np01 };
