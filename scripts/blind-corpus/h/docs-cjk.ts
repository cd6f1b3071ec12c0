/** H3: CJK hospital LIS sheets (simplified and traditional Chinese, Japanese, Korean). */
import type { Doc } from './doc';
import { renderCjk, renderTable } from './fam-table';
import { digits, num, pageFooter, qrBox, rows, type RangeStyle, type Row } from './kit';

const dirFlag = (r: Row): string | null => r.dir ?? null;
const DOT = { dec: '.' as const };

// ---------------------------------------------------------------- h-cn-01 (two tables side by side, skewed photo)
const cn01: Doc = {
  id: 'h-cn-01',
  country: 'CN',
  language: 'zh-CN',
  producer: 'chromium',
  split: 'tune',
  classes: ['H3'],
  layout: ['two-tables-side-by-side', 'abbr-column', 'glued-abbr-names', 'arrow-hint-column', 'dashdash-range', 'sex-ranges'],
  meta: { lab_date: '2026-11-18', results_date: '2026-11-18', lab_name: '江州市第三人民医院检验科', lab_city: '江州', patient_name: '王建国', patient_age: '63', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  photo: { skew: 4 },
};
cn01.panels = [
  {
    title: '生化',
    rows: rows(
      [
        ['wbc', '白细胞计数', '10.6', '10^9/L', '3.5-9.5', { abbr: 'WBC' }],
        ['rbc', '红细胞计数', '4.38', '10^12/L', 'M:4.3-5.8/F:3.8-5.1', { abbr: 'RBC' }],
        ['hemoglobin', '血红蛋白', '128', 'g/L', 'M:130-175/F:115-150', { abbr: 'HGB' }],
        ['platelets', '血小板计数', '186', '10^9/L', '125-350', { abbr: 'PLT' }],
        ['alt', '丙氨酸氨基转移酶', '56', 'U/L', '9-50', { abbr: 'ALT' }],
        ['ast', '天门冬氨酸氨基转移酶', '38', 'U/L', '15-40', { abbr: 'AST' }],
        ['ggt', 'γ-谷氨酰转移酶', '72', 'U/L', '10-60', { abbr: 'GGT' }],
        ['alp', '碱性磷酸酶', '88', 'U/L', '45-125', { abbr: 'ALP' }],
        ['total_protein', '总蛋白', '68.4', 'g/L', '65-85', { abbr: 'TP' }],
        ['albumin', '白蛋白', '39.2', 'g/L', '40-55', { abbr: 'ALB' }],
        ['globulin', '球蛋白', '29.2', 'g/L', '20-40', { abbr: 'GLB' }],
        ['albumin_globulin_ratio', '白球比', '1.34', null, '1.2-2.4', { abbr: 'A/G' }],
        ['bilirubin_total', '总胆红素', '18.6', 'μmol/L', '0-26', { abbr: 'TBIL' }],
        ['bilirubin_direct', '直接胆红素', '5.1', 'μmol/L', '0-8', { abbr: 'DBIL' }],
        ['urea', '尿素', '8.9', 'mmol/L', '3.1-8.0', { abbr: 'UREA' }],
        ['creatinine', '肌酐', '112', 'μmol/L', '57-111', { abbr: 'CREA' }],
        ['uric_acid', '尿酸', '468', 'μmol/L', '208-428', { abbr: 'UA' }],
        ['glucose', '葡萄糖', '7.21', 'mmol/L', '3.9-6.1', { abbr: 'GLU' }],
        ['cholesterol_total', '总胆固醇TC', '5.62', 'mmol/L', '0-5.18'],
        ['triglycerides', '甘油三酯TG', '2.05', 'mmol/L', '0-1.7'],
        ['hdl_cholesterol', '高密度脂蛋白胆固醇HDL-C', '0.98', 'mmol/L', '1.04-1.55'],
        ['ldl_cholesterol', '低密度脂蛋白胆固醇LDL-C', '3.71', 'mmol/L', '0-3.37'],
        ['potassium', '钾', '4.12', 'mmol/L', '3.5-5.3', { abbr: 'K' }],
        ['sodium', '钠', '140.6', 'mmol/L', '137-147', { abbr: 'Na' }],
        ['chloride', '氯', '103.2', 'mmol/L', '99-110', { abbr: 'Cl' }],
        ['calcium', '钙', '2.28', 'mmol/L', '2.11-2.52', { abbr: 'Ca' }],
        ['phosphate', '无机磷', '1.12', 'mmol/L', '0.85-1.51', { abbr: 'P' }],
        ['ck', '肌酸激酶', '146', 'U/L', '50-310', { abbr: 'CK' }],
        ['ldh', '乳酸脱氢酶', '201', 'U/L', '120-250', { abbr: 'LDH' }],
        ['hs_crp', '超敏C反应蛋白', '4.6', 'mg/L', '0-3', { abbr: 'hs-CRP' }],
        ['homocysteine', '同型半胱氨酸', '17.8', 'μmol/L', '0-15', { abbr: 'HCY' }],
        ['cystatin_c', '胱抑素C', '1.21', 'mg/L', '0.59-1.03', { abbr: 'CysC' }],
      ],
      'male',
    ),
  },
];
const cnHead = `<div style="display:flex;justify-content:space-between;align-items:flex-end">
<div style="font-size:8pt">条码号：2611180452&nbsp;&nbsp;样本号：0452</div><div style="font-size:16pt;font-weight:bold;letter-spacing:3px">江州市第三人民医院检验报告单</div><div>${qrBox(7, 46)}</div></div>
<table style="width:100%;font-size:8.6pt;border-top:1.4px solid #000;margin-top:3px"><tr><td>姓名：王建国</td><td>性别：男</td><td>年龄：63岁</td><td>病历号：0038815</td><td>科别：心内科</td></tr>
<tr><td>床号：12</td><td>标本类型：血清</td><td>送检医生：李红梅</td><td>临床诊断：高血压</td><td>申请时间：2026-11-18 07:40</td></tr></table>`;
const cnFoot = `<table style="width:100%;font-size:8.4pt;margin-top:6px;border-top:1px solid #000"><tr><td>采样时间：2026-11-18 07:52</td><td>接收时间：2026-11-18 08:31</td><td>报告时间：2026-11-18 11:06</td></tr>
<tr><td>检验者：张丽</td><td>审核者：陈志强</td><td>备注：本报告仅对所检测标本负责</td></tr></table>
<div style="font-size:8pt">↑ 偏高&nbsp;&nbsp;↓ 偏低。血脂合适水平：TC &lt; 5.2 mmol/L，LDL-C &lt; 3.4 mmol/L，TG &lt; 1.7 mmol/L（中国成人血脂异常防治指南）</div>`;
cn01.notResults = ['TC < 5.2 mmol/L', 'LDL-C < 3.4 mmol/L', 'TG < 1.7 mmol/L'];
const RS_CN: RangeStyle = { sep: '--', lt: '<{x}', le: '≤{x}', gt: '>{x}', ge: '≥{x}', sex: '男{m} 女{f}' };
cn01.html = renderCjk(cn01.panels[0]!.rows, {
  labels: ['No.', '项目', '英文缩写', '结果', '提示', '单位', '参考区间'],
  font: "'Noto Sans CJK SC', sans-serif",
  fmt: DOT,
  rs: RS_CN,
  hint: (r) => (r.dir === 'L' ? '↓' : '↑'),
  headerHtml: cnHead,
  footerHtml: cnFoot,
  split: 16,
  title: '',
  size: '8pt',
});

// ---------------------------------------------------------------- h-tw-01 (traditional Chinese, H/L column, ~ ranges)
const tw01: Doc = {
  id: 'h-tw-01',
  country: 'TW',
  language: 'zh-TW',
  producer: 'chromium',
  split: 'holdout',
  classes: ['H3'],
  layout: ['table-6col', 'bilingual-names', 'flag-column-HL', 'tilde-range', 'sex-ranges', 'header-footer'],
  meta: { lab_date: '2026-11-10', results_date: '2026-11-11', lab_name: '慈安醫院檢驗醫學部', lab_city: '台中市', patient_name: '林美玲', patient_age: '48', patient_sex: 'female' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  footer: pageFooter('慈安醫院檢驗醫學部 · 04-2231-5566', '報告如有疑問請洽檢驗科', 'Noto Sans CJK TC', '第 {p} 頁 / 共 {n} 頁'),
};
tw01.panels = [
  {
    title: '血液常規 CBC',
    rows: rows(
      [
        ['wbc', '白血球 WBC', '5.8', '10^3/uL', '3.9-10.6'],
        ['rbc', '紅血球 RBC', '4.21', '10^6/uL', 'M:4.5-5.9/F:4.0-5.2'],
        ['hemoglobin', '血紅素 Hb', '11.2', 'g/dL', 'M:13.5-17.5/F:12.0-16.0'],
        ['hematocrit', '血球容積比 Hct', '35.1', '%', 'M:41-53/F:36-46'],
        ['mcv', '平均紅血球體積 MCV', '83.4', 'fL', '80-100'],
        ['mch', '平均紅血球血紅素 MCH', '26.6', 'pg', '26-34'],
        ['mchc', '平均紅血球血紅素濃度 MCHC', '31.9', 'g/dL', '31-37'],
        ['platelets', '血小板 PLT', '372', '10^3/uL', '150-400'],
        ['neutrophils_pct', '嗜中性球 Neut', '63.2', '%', '40-74'],
        ['lymphocytes_pct', '淋巴球 Lymph', '28.8', '%', '19-48'],
      ],
      'female',
    ),
  },
  {
    title: '生化 Biochemistry',
    rows: rows(
      [
        ['glucose', '飯前血糖 Glucose AC', '128', 'mg/dL', '70-100'],
        ['hba1c', '糖化血色素 HbA1c', '6.9', '%', '4.0-5.6'],
        ['cholesterol_total', '總膽固醇 T-CHO', '213', 'mg/dL', '<200'],
        ['triglycerides', '三酸甘油脂 TG', '141', 'mg/dL', '<150'],
        ['hdl_cholesterol', '高密度脂蛋白 HDL-C', '46', 'mg/dL', '>50'],
        ['ldl_cholesterol', '低密度脂蛋白 LDL-C', '139', 'mg/dL', '<130'],
        ['creatinine', '肌酸酐 Creatinine', '0.71', 'mg/dL', 'M:0.70-1.30/F:0.55-1.02'],
        ['egfr', '腎絲球過濾率 eGFR', '96', 'mL/min/1.73m²', '>=60'],
        ['alt', '丙胺酸轉胺酶 GPT(ALT)', '19', 'U/L', '0-40'],
        ['uric_acid', '尿酸 Uric acid', '5.2', 'mg/dL', 'M:4.4-7.6/F:2.3-6.6'],
      ],
      'female',
    ),
  },
];
tw01.html = renderTable(tw01.panels, {
  cols: ['name', 'value', 'flag', 'unit', 'range'],
  labels: { name: '檢驗項目', value: '檢驗結果', flag: '註記', unit: '單位', range: '參考值' },
  dir: 'ltr',
  font: "'Noto Sans CJK TC', sans-serif",
  size: '9.2pt',
  fmt: DOT,
  rs: { sep: ' ~ ', lt: '<{x}', le: '≦{x}', gt: '>{x}', ge: '≧{x}', sex: '男: {m}<br>女: {f}' },
  flag: 'column',
  border: 'rules',
  headerHtml: `<div style="text-align:center;font-size:15pt;font-weight:bold">慈安醫院 檢驗報告</div>
<table style="width:100%;font-size:9pt;border:1px solid #000;margin-top:4px"><tr><td>病歷號碼：A0271394</td><td>姓名：林美玲</td><td>性別：女</td><td>出生日期：1978/05/22</td></tr>
<tr><td>採檢日期：2026/11/10 08:15</td><td>報告日期：2026/11/11 10:02</td><td>開單醫師：黃志明</td><td>科別：家醫科</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p style="font-size:8.5pt">註：H 高於參考值，L 低於參考值。糖化血色素 ≧6.5% 符合糖尿病診斷標準；5.7~6.4% 為糖尿病前期。<br>醫檢師：吳佩珊　　報告確認：蔡宗翰 主任</p>`,
});
tw01.notResults = ['≧6.5%', '5.7~6.4%'];

// ---------------------------------------------------------------- h-jp-01 (Japanese, LibreOffice, full-width digits in places)
const jp01: Doc = {
  id: 'h-jp-01',
  country: 'JP',
  language: 'ja-JP',
  producer: 'libreoffice',
  split: 'tune',
  classes: ['H3'],
  layout: ['table-5col', 'flag-column-HL', 'fullwidth-digits', 'tilde-range', 'sex-ranges'],
  meta: { lab_date: '2026-11-13', results_date: '2026-11-14', lab_name: '桜ヶ丘臨床検査センター', lab_city: '横浜市', patient_name: '佐藤 健一', patient_age: '55', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
};
const fw = new Set(['hemoglobin', 'glucose', 'hba1c', 'ldl_cholesterol']); // printed in full-width digits
jp01.panels = [
  {
    title: '血液学検査',
    rows: rows(
      [
        ['wbc', '白血球数', '72', '×10²/μL', '33-86'],
        ['rbc', '赤血球数', '512', '×10⁴/μL', 'M:435-555/F:386-492'],
        ['hemoglobin', 'ヘモグロビン', '15.8', 'g/dL', 'M:13.7-16.8/F:11.6-14.8'],
        ['hematocrit', 'ヘマトクリット', '47.1', '%', 'M:40.7-50.1/F:35.1-44.4'],
        ['platelets', '血小板数', '14.2', '×10⁴/μL', '15.8-34.8'],
      ],
      'male',
    ),
  },
  {
    title: '生化学検査',
    rows: rows(
      [
        ['total_protein', '総蛋白', '7.3', 'g/dL', '6.6-8.1'],
        ['albumin', 'アルブミン', '4.4', 'g/dL', '4.1-5.1'],
        ['ast', 'AST(GOT)', '41', 'U/L', '13-30'],
        ['alt', 'ALT(GPT)', '58', 'U/L', '10-42'],
        ['ggt', 'γ-GT', '131', 'U/L', '13-64'],
        ['creatinine', 'クレアチニン', '0.94', 'mg/dL', 'M:0.65-1.07/F:0.46-0.79'],
        ['uric_acid', '尿酸', '7.9', 'mg/dL', '3.7-7.8'],
        ['glucose', '血糖', '112', 'mg/dL', '73-109'],
        ['hba1c', 'HbA1c(NGSP)', '6.1', '%', '4.9-6.0'],
        ['ldl_cholesterol', 'LDLコレステロール', '152', 'mg/dL', '65-163'],
        ['hdl_cholesterol', 'HDLコレステロール', '44', 'mg/dL', 'M:38-90/F:48-103'],
        ['triglycerides', '中性脂肪', '188', 'mg/dL', 'M:40-234/F:30-117'],
        ['crp', 'CRP', '0.08', 'mg/dL', '0-0.14'],
      ],
      'male',
    ),
  },
];
jp01.html = renderTable(jp01.panels, {
  cols: ['name', 'value', 'flag', 'unit', 'range'],
  labels: { name: '検査項目', value: '結果', flag: '判定', unit: '単位', range: '基準値' },
  dir: 'ltr',
  font: "'Noto Sans CJK JP', sans-serif",
  size: '9.5pt',
  fmt: DOT,
  rs: { sep: '～', lt: '{x}未満', le: '{x}以下', gt: '{x}超', ge: '{x}以上', sex: '男 {m}<br>女 {f}' },
  flag: 'column',
  valueText: (r) => (r.id && fw.has(r.id) ? digits(num(r.v, DOT), 'fullwidth') : num(r.v, DOT)),
  border: 'grid',
  headerHtml: `<p align="center"><font size="5"><b>検査結果報告書</b></font></p>
<table width="100%" border="1" cellpadding="3"><tr><td>患者氏名：佐藤 健一 様</td><td>性別：男</td><td>年齢：${digits('55', 'fullwidth')}歳</td></tr>
<tr><td>受付番号：${digits('2611-13-0087', 'fullwidth')}</td><td>採取日：${digits('2026', 'fullwidth')}年${digits('11', 'fullwidth')}月${digits('13', 'fullwidth')}日</td><td>報告日：2026年11月14日</td></tr>
<tr><td colspan="3">依頼元：みなと内科クリニック　担当医：田中 由美</td></tr></table>`,
  footerHtml: '',
  tailHtml: `<p><font size="2">H：基準値より高値　L：基準値より低値<br>株式会社 桜ヶ丘臨床検査センター　〒225-0011 横浜市青葉区あざみ野南 3-14-2　TEL 045-910-7788</font></p>`,
});

// ---------------------------------------------------------------- h-kr-01 (Korean, side by side, H/L, scan)
const kr01: Doc = {
  id: 'h-kr-01',
  country: 'KR',
  language: 'ko-KR',
  producer: 'chromium',
  split: 'holdout',
  classes: ['H3'],
  layout: ['two-tables-side-by-side', 'abbr-column', 'flag-column-HL', 'tilde-range', 'sex-ranges'],
  meta: { lab_date: '2026-11-17', results_date: '2026-11-17', lab_name: '한빛의료재단 한빛검사센터', lab_city: '대전', patient_name: '김민준', patient_age: '41', patient_sex: 'male' },
  panels: [],
  notResults: [],
  html: '',
  flagOf: dirFlag,
  scan: true,
};
kr01.panels = [
  {
    title: '종합검진',
    rows: rows(
      [
        ['wbc', '백혈구', '11.9', '10^3/μL', '4.0-10.0', { abbr: 'WBC' }],
        ['rbc', '적혈구', '4.92', '10^6/μL', 'M:4.2-6.3/F:4.0-5.4', { abbr: 'RBC' }],
        ['hemoglobin', '혈색소', '14.6', 'g/dL', 'M:13.0-17.0/F:12.0-16.0', { abbr: 'Hb' }],
        ['hematocrit', '적혈구용적', '43.9', '%', 'M:39-52/F:36-48', { abbr: 'Hct' }],
        ['platelets', '혈소판', '241', '10^3/μL', '150-400', { abbr: 'PLT' }],
        ['neutrophils_pct', '호중구', '78.4', '%', '50-75', { abbr: 'Neut' }],
        ['lymphocytes_pct', '림프구', '14.1', '%', '20-44', { abbr: 'Lymph' }],
        ['esr', '적혈구침강속도', '18', 'mm/hr', '0-15', { abbr: 'ESR' }],
        ['crp', 'C-반응단백', '2.84', 'mg/dL', '0-0.5', { abbr: 'CRP' }],
        ['glucose', '공복혈당', '97', 'mg/dL', '70-99', { abbr: 'FBS' }],
        ['hba1c', '당화혈색소', '5.4', '%', '4.0-6.0', { abbr: 'HbA1c' }],
        ['cholesterol_total', '총콜레스테롤', '188', 'mg/dL', '0-199', { abbr: 'T.Chol' }],
        ['triglycerides', '중성지방', '102', 'mg/dL', '0-149', { abbr: 'TG' }],
        ['hdl_cholesterol', 'HDL콜레스테롤', '41', 'mg/dL', '40-60', { abbr: 'HDL' }],
        ['ast', 'AST(SGOT)', '24', 'IU/L', '0-40', { abbr: '' }],
        ['alt', 'ALT(SGPT)', '31', 'IU/L', '0-40', { abbr: '' }],
        ['ggt', '감마지티피', '27', 'IU/L', '11-63', { abbr: 'r-GTP' }],
        ['bun', '요소질소', '15.1', 'mg/dL', '8-23', { abbr: 'BUN' }],
        ['creatinine', '크레아티닌', '1.31', 'mg/dL', '0.7-1.2', { abbr: 'Cr' }],
        ['egfr', '사구체여과율', '69', 'mL/min/1.73㎡', '>=90', { abbr: 'eGFR' }],
        ['uric_acid', '요산', '6.1', 'mg/dL', '3.4-7.0', { abbr: 'UA' }],
        ['tsh', '갑상선자극호르몬', '1.92', 'μIU/mL', '0.4-4.0', { abbr: 'TSH' }],
        ['free_t4', '유리T4', '1.21', 'ng/dL', '0.89-1.76', { abbr: 'Free T4' }],
        ['hbsag', 'B형간염 표면항원', 'Negative', null, 'txt:Negative', { abbr: 'HBsAg' }],
        ['anti_hbs', 'B형간염 표면항체', '312.5', 'mIU/mL', '>=10', { abbr: 'Anti-HBs' }],
        ['afp', '알파태아단백', '2.4', 'ng/mL', '0-7.0', { abbr: 'AFP' }],
      ],
      'male',
    ),
  },
];
kr01.html = renderCjk(kr01.panels[0]!.rows, {
  labels: ['No', '검사항목', '약어', '결과', '판정', '단위', '참고치'],
  font: "'Noto Sans CJK KR', sans-serif",
  fmt: DOT,
  rs: { sep: ' ~ ', lt: '<{x}', le: '≤{x}', gt: '>{x}', ge: '≥{x}', sex: '남 {m}<br>여 {f}' },
  hint: (r) => r.dir ?? '',
  headerHtml: `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #1a3d7c;padding-bottom:4px"><div><div style="font-size:15pt;font-weight:bold;color:#1a3d7c">한빛의료재단 한빛검사센터</div>
<div style="font-size:8pt">대전광역시 서구 둔산로 77 · ☎ 042-480-1200 · 검사기관 인증 제2026-114호</div></div><div style="border:1.5px solid #1a3d7c;padding:4px 8px;font-size:8pt;text-align:center">대한진단검사<br>의학회 인증</div></div>
<table style="width:100%;font-size:8.6pt;margin:4px 0"><tr><td>수진자명: <b>김민준</b></td><td>성별/나이: 남/41세</td><td>등록번호: 20261117-0334</td></tr><tr><td>채취일: 2026-11-17</td><td>보고일: 2026-11-17</td><td>의뢰기관: 새봄가정의학과의원</td></tr></table>`,
  footerHtml: `<p style="font-size:8pt;margin-top:8px">H: 참고치보다 높음, L: 참고치보다 낮음. 검사 결과는 임상 소견과 함께 해석하여야 합니다.<br>진단검사의학과 전문의: 박서연 (면허번호 제 71203 호)</p>`,
  split: 13,
  title: '검사결과 보고서',
});

export const DOCS_CJK: Doc[] = [cn01, tw01, jp01, kr01];
