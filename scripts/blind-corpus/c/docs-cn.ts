/** Part C reports from mainland Chinese hospitals (invented patients, hospitals and numbers). */
import { A4, kv2, Report, type TableOpts } from '../a/model';
import { tableDoc, type Entry } from '../a/table-doc';
import { type Report as BReport, r as br, sec as bsec } from '../b/model';
import { interpretiveTable, runningText } from './kit';

/** Type 3: CBC + coagulation + liver, names glued to the abbreviation in brackets, unit-less INR and A/G. */
export const cn01: BReport = {
  id: 'c-cn-01',
  language: 'zh',
  country: 'CN',
  producer: 'type3',
  layout: ['table', 'numbered-rows', 'name-abbrev-glued', 'flag-arrow-column', 'double-dash-range', 'unitless-rows', 'department-line'],
  split: 'tune',
  classes: ['S11', 'S10', 'S2', 'S16', 'S15'],
  institution: ['浙江省台州市第三人民医院', '检验科', '地址：台州市椒江区东海大道218号  电话：0576-88215400'],
  title: '检 验 报 告 单',
  header: [
    '姓名：周晓燕 | 性别：女 | 年龄：52岁 | 病人ID：0086231',
    '科室：消化内科门诊 | 标本：静脉血 | 临床诊断：乏力待查 | 申请医生：许建平',
    '采样时间：2026-11-02 07:55 | 接收时间：2026-11-02 08:30 | 报告时间：2026-11-02 11:20 | 条码：2611020447',
  ],
  columns: [
    { key: 'no', label: 'No' },
    { key: 'name', label: '项目名称' },
    { key: 'value', label: '结果' },
    { key: 'flag', label: '' },
    { key: 'unit', label: '单位' },
    { key: 'range', label: '参考范围' },
  ],
  flagStyle: 'cn',
  items: [
    bsec('血常规'),
    br('wbc', '白细胞计数(WBC)', '3.1', '10^9/L', '3.5-9.5', 'L', { rangePrinted: '3.5--9.5' }),
    br('rbc', '红细胞计数(RBC)', '3.62', '10^12/L', '3.8-5.1', 'L', { rangePrinted: '3.8--5.1' }),
    br('hemoglobin', '血红蛋白(HGB)', '104', 'g/L', '115-150', 'L', { rangePrinted: '115--150' }),
    br('hematocrit', '红细胞压积(HCT)', '32.6', '%', '35-45', 'L', { rangePrinted: '35--45' }),
    br('mcv', '平均红细胞体积(MCV)', '90.1', 'fL', '82-100', null, { rangePrinted: '82--100' }),
    br('platelets', '血小板计数(PLT)', '96', '10^9/L', '125-350', 'L', { rangePrinted: '125--350' }),
    br('mpv', '平均血小板体积(MPV)', '11.9', 'fL', '7.4-12.5', null, { rangePrinted: '7.4--12.5' }),
    bsec('凝血功能'),
    br('pt_seconds', '凝血酶原时间(PT)', '14.2', '秒', '9.4-12.5', 'H', { rangePrinted: '9.4--12.5' }),
    br('inr', '国际标准化比值(INR)', '1.28', '', '0.85-1.15', 'H', { rangePrinted: '0.85--1.15' }),
    br('fibrinogen', '纤维蛋白原(FIB)', '1.71', 'g/L', '2.00-4.00', 'L', { rangePrinted: '2.00--4.00' }),
    bsec('肝功能'),
    br('alt', '丙氨酸氨基转移酶(ALT)', '68', 'U/L', '7-40', 'H', { rangePrinted: '7--40' }),
    br('ast', '天门冬氨酸氨基转移酶(AST)', '92', 'U/L', '13-35', 'H', { rangePrinted: '13--35' }),
    br('total_protein', '总蛋白(TP)', '66.4', 'g/L', '65-85', null, { rangePrinted: '65--85' }),
    br('albumin', '白蛋白(ALB)', '31.2', 'g/L', '40-55', 'L', { rangePrinted: '40--55' }),
    br('globulin', '球蛋白(GLB)', '35.2', 'g/L', '20-40', null, { rangePrinted: '20--40' }),
    br('albumin_globulin_ratio', '白球比(A/G)', '0.89', '', '1.2-2.4', 'L', { rangePrinted: '1.2--2.4' }),
    br('bilirubin_total', '总胆红素(TBIL)', '28.6', 'μmol/L', '0-21', 'H', { rangePrinted: '0--21' }),
  ],
  footer: ['检验者：陈丽    审核者：黄志明    本报告仅对所检标本负责', '第 1 页 / 共 1 页    打印时间：2026-11-02 11:25'],
  closing: ['说明：↑ 表示高于参考范围上限，↓ 表示低于参考范围下限。'],
  metadata: {
    lab_date: '2026-11-02',
    results_date: '2026-11-02',
    lab_name: '浙江省台州市第三人民医院',
    lab_city: '台州',
    lab_country: null,
    patient_name: '周晓燕',
    patient_age: '52',
    patient_sex: 'female',
  },
  notResults: ['0576-88215400', '2611020447', '0086231', '东海大道218号'],
};

/** Type 3: thyroid and liver with CJK names glued to the Latin abbreviation, then a urinalysis section. */
export const cn02: BReport = {
  id: 'c-cn-02',
  language: 'zh',
  country: 'CN',
  producer: 'type3',
  layout: ['table', 'numbered-rows', 'cjk-glued-abbrev', 'flag-arrow-column', 'double-dash-range', 'unitless-rows', 'urine-section'],
  split: 'holdout',
  classes: ['S11', 'S6', 'S10', 'S15', 'S2'],
  institution: ['成都市锦江区人民医院', '医学检验科', '成都市锦江区东大街下东大街段366号'],
  title: '临床检验报告单',
  header: [
    '姓 名：刘建军 | 性 别：男 | 年 龄：61岁 | 门诊号：J2611044',
    '送检科室：内分泌科 | 标本类型：血清/尿液 | 送检医生：杨帆',
    '采集时间：2026-11-06 08:10 | 报告时间：2026-11-06 15:42 | 标本号：88',
  ],
  columns: [
    { key: 'no', label: '序号' },
    { key: 'name', label: '检验项目' },
    { key: 'value', label: '结果' },
    { key: 'flag', label: '提示' },
    { key: 'unit', label: '单位' },
    { key: 'range', label: '参考区间' },
  ],
  flagStyle: 'cn',
  items: [
    bsec('甲状腺功能'),
    br('free_t3', '游离三碘甲状腺原氨酸FT3', '3.02', 'pmol/L', '3.10-6.80', 'L', { rangePrinted: '3.10--6.80' }),
    br('free_t4', '游离甲状腺素FT4', '13.89', 'pmol/L', '12.0-22.0', null, { rangePrinted: '12.0--22.0' }),
    br('tsh', '促甲状腺激素TSH', '8.46', 'mIU/L', '0.27-4.20', 'H', { rangePrinted: '0.27--4.20' }),
    br('anti_tpo', '抗甲状腺过氧化物酶抗体TPOAb', '186.3', 'IU/mL', '0-34', 'H', { rangePrinted: '0--34' }),
    bsec('生化'),
    br('glucose', '葡萄糖GLU', '7.9', 'mmol/L', '3.9-6.1', 'H', { rangePrinted: '3.9--6.1' }),
    br('hba1c', '糖化血红蛋白HbA1c', '7.6', '%', '4.0-6.0', 'H', { rangePrinted: '4.0--6.0' }),
    br('total_protein', '总蛋白TP', '70.5', 'g/L', '65-85', null, { rangePrinted: '65--85' }),
    br('albumin', '白蛋白ALB', '42.1', 'g/L', '40-55', null, { rangePrinted: '40--55' }),
    br('albumin_globulin_ratio', '白球比例A/G', '1.48', '', '1.2-2.4', null, { rangePrinted: '1.2--2.4' }),
    br('bilirubin_total', '总胆红素TBIL', '12.4', 'μmol/L', '0-26', null, { rangePrinted: '0--26' }),
    br('creatinine', '肌酐CREA', '98', 'μmol/L', '57-111', null, { rangePrinted: '57--111' }),
    bsec('尿常规'),
    br('urine_glucose', '葡萄糖GLU', '阳性(2+)', '', '阴性', 'H', { rangeRaw: '阴性', abnormal: true }),
    br('urine_protein', '蛋白质PRO', '阴性(-)', '', '阴性', null, { rangeRaw: '阴性' }),
    br('urine_bilirubin', '胆红素BIL', '阴性(-)', '', '阴性', null, { rangeRaw: '阴性' }),
    br('urine_blood', '隐血BLD', '阴性(-)', '', '阴性', null, { rangeRaw: '阴性' }),
    br('urine_leukocyte_esterase', '白细胞酯酶LEU', '阴性(-)', '', '阴性', null, { rangeRaw: '阴性' }),
    br('urine_wbc', '白细胞(镜检)', '2', '/HP', '0-5', null, { rangePrinted: '0--5' }),
    br('urine_rbc', '红细胞(镜检)', '1', '/HP', '0-3', null, { rangePrinted: '0--3' }),
    br('urine_specific_gravity', '比重SG', '1.025', '', '1.003-1.030', null, { rangePrinted: '1.003--1.030' }),
  ],
  footer: ['检验者：何静  审核者：罗斌  报告仅对本次标本负责', '第1页/共1页'],
  closing: ['备注：TPOAb 阳性提示自身免疫性甲状腺炎可能，请结合临床。'],
  metadata: {
    lab_date: '2026-11-06',
    results_date: '2026-11-06',
    lab_name: '成都市锦江区人民医院',
    lab_city: '成都',
    lab_country: null,
    patient_name: '刘建军',
    patient_age: '61',
    patient_sex: 'male',
  },
  notResults: ['J2611044', '东大街下东大街段366号', '标本号：88'],
};

/** Chromium: CBC with a "percentage" block and an "absolute" block repeating the names; arrows glued to values. */
function cn03(): Report {
  const r = new Report({
    id: 'c-cn-03',
    country: 'CN',
    language: 'zh-CN',
    producer: 'chromium',
    font: "'Noto Sans CJK SC', 'DejaVu Sans', sans-serif",
    layout: ['table', 'numbered-rows', 'abbrev-column', 'flag-arrow-glued', 'absolute-counts-heading', 'interpretive-table'],
    split: 'holdout',
    classes: ['S11', 'S3', 'S10', 'S13', 'S16'],
    dec: '.',
    metadata: {
      lab_date: '2026-10-25',
      results_date: '2026-10-25',
      lab_name: '广州市海珠区第一人民医院',
      lab_city: '广州',
      lab_country: null,
      patient_name: '黄志伟',
      patient_age: '33',
      patient_sex: 'male',
    },
  }, A4);
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'extra', x: 190 },
      { key: 'value', x: 300, align: 'right' },
      { key: 'unit', x: 330 },
      { key: 'range', x: 420 },
    ],
    size: 9,
    flagMode: 'suffix',
  };
  let n = 0;
  const e = (id: string, name: string, abbr: string, value: string, unit: string, range: string, flag?: string): Entry => {
    n += 1;
    const [a, b] = range.split('-');
    // row number and name in one cell, the abbreviation in its own column
    return { id, name, nameText: `${n}   ${name}`, value, unit, range: `${a}--${b}`, rangeN: range, flag: flag ?? null, extra: abbr };
  };
  const entries: Entry[] = [
    { section: '血细胞分析' },
    e('wbc', '白细胞计数', 'WBC', '10.6', '10^9/L', '3.5-9.5', '↑'),
    e('rbc', '红细胞计数', 'RBC', '5.12', '10^12/L', '4.3-5.8'),
    e('hemoglobin', '血红蛋白', 'HGB', '151', 'g/L', '130-175'),
    e('hematocrit', '红细胞压积', 'HCT', '45.3', '%', '40-50'),
    e('platelets', '血小板计数', 'PLT', '312', '10^9/L', '125-350'),
    { section: '白细胞分类（百分比）' },
    e('neutrophils_pct', '中性粒细胞', 'NEUT%', '79.4', '%', '40-75', '↑'),
    e('lymphocytes_pct', '淋巴细胞', 'LYMPH%', '13.2', '%', '20-50', '↓'),
    e('monocytes_pct', '单核细胞', 'MONO%', '5.9', '%', '3-10'),
    e('eosinophils_pct', '嗜酸性粒细胞', 'EO%', '1.1', '%', '0.4-8.0'),
    e('basophils_pct', '嗜碱性粒细胞', 'BASO%', '0.4', '%', '0-1'),
    { section: '白细胞分类（绝对值）' },
    e('neutrophils_abs', '中性粒细胞', 'NEUT#', '8.42', '10^9/L', '1.8-6.3', '↑'),
    e('lymphocytes_abs', '淋巴细胞', 'LYMPH#', '1.40', '10^9/L', '1.1-3.2'),
    e('monocytes_abs', '单核细胞', 'MONO#', '0.63', '10^9/L', '0.1-0.6', '↑'),
    e('eosinophils_abs', '嗜酸性粒细胞', 'EO#', '0.12', '10^9/L', '0.02-0.52'),
    e('basophils_abs', '嗜碱性粒细胞', 'BASO#', '0.04', '10^9/L', '0-0.06'),
    { section: '炎症指标' },
    e('crp', 'C反应蛋白', 'CRP', '46.8', 'mg/L', '0-10', '↑'),
    e('procalcitonin', '降钙素原', 'PCT', '0.21', 'ng/mL', '0-0.05', '↑'),
  ];
  tableDoc(r, {
    t,
    labels: { name: 'No  项目', extra: '英文缩写', value: '结果', unit: '单位', range: '参考区间' },
    bottom: 110,
    top: (rr) => {
      rr.y = 26;
      rr.text(297, '广州市海珠区第一人民医院', 15, { bold: true, align: 'center' });
      rr.nl(19);
      rr.text(297, '检验科  临床检验报告单', 10.5, { align: 'center' });
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['姓名：', '黄志伟'],
        ['性别：男   年龄：33岁', ''],
        ['科别：急诊内科', ''],
        ['标本：全血/血清', ''],
        ['采样时间：', '2026-10-25 21:14'],
        ['报告时间：', '2026-10-25 22:02'],
      ], 9, 13);
      rr.nl(4);
    },
    entries,
    tail: (rr) => {
      rr.nl(6);
      rr.text(40, 'PCT 结果解释', 8, { bold: true });
      rr.nl(12);
      interpretiveTable(rr, [50, 170], ['PCT (ng/mL)', '临床意义'], [
        ['< 0.05', '正常'],
        ['0.05 - 0.5', '局部细菌感染可能'],
        ['0.5 - 2', '可能存在全身感染'],
        ['2 - 10', '脓毒症可能性大'],
        ['≥ 10', '严重脓毒症/感染性休克'],
      ], 8);
    },
  });
  runningText(r, (p, nn, total) => [
    { x: 40, y: p.h - 44, text: '检验者：林小红    审核者：吴国华    本报告仅对所检标本负责，如有疑问请在三日内与检验科联系', size: 7.5 },
    { x: 40, y: p.h - 32, text: `地址：广州市海珠区江南大道中168号   咨询电话：020-84431200   第${nn}页/共${total}页`, size: 7.5 },
  ]);
  ['020-84431200', '江南大道中168号'].forEach((s) => r.notResult(s));
  return r;
}

/** pdfkit: lipid panel with LDL-C direct and calculated non-HDL/VLDL, glued names, then a urine dipstick block. */
export const cn04: BReport = {
  id: 'c-cn-04',
  language: 'zh',
  country: 'CN',
  producer: 'pdfkit',
  layout: ['table', 'numbered-rows', 'cjk-glued-abbrev', 'flag-arrow-column', 'unitless-rows', 'urine-section', 'lipid-calculated'],
  split: 'tune',
  classes: ['S11', 'S5', 'S6', 'S10'],
  institution: ['西安市雁塔区中医医院', '检验科', '西安市雁塔区含光路南段75号  029-85326610'],
  title: '检验报告单',
  header: [
    '姓名：马丽娟 | 性别：女 | 年龄：47岁 | 住院号：Z0261187',
    '科室：心内科二病区 | 床号：12 | 标本：血清、尿液',
    '采样时间：2026-10-30 06:40 | 审核时间：2026-10-30 10:55 | 送检医生：孙伟',
  ],
  columns: [
    { key: 'no', label: '序号' },
    { key: 'name', label: '项目' },
    { key: 'value', label: '结果' },
    { key: 'flag', label: '' },
    { key: 'unit', label: '单位' },
    { key: 'range', label: '参考值' },
  ],
  flagStyle: 'cn',
  items: [
    bsec('血脂'),
    br('cholesterol_total', '总胆固醇TC', '6.42', 'mmol/L', '0-5.18', 'H', { rangePrinted: '0--5.18' }),
    br('triglycerides', '甘油三酯TG', '2.36', 'mmol/L', '0-1.70', 'H', { rangePrinted: '0--1.70' }),
    br('hdl_cholesterol', '高密度脂蛋白胆固醇HDL-C', '0.98', 'mmol/L', '1.04-2.00', 'L', { rangePrinted: '1.04--2.00' }),
    br('ldl_cholesterol', '低密度脂蛋白胆固醇LDL-C', '4.31', 'mmol/L', '0-3.37', 'H', { rangePrinted: '0--3.37' }),
    br('non_hdl_cholesterol', '非高密度脂蛋白胆固醇', '5.44', 'mmol/L', '0-4.10', 'H', { rangePrinted: '0--4.10' }),
    br('vldl_cholesterol', '极低密度脂蛋白胆固醇', '1.07', 'mmol/L', '0.21-0.78', 'H', { rangePrinted: '0.21--0.78' }),
    br('apolipoprotein_a1', '载脂蛋白A1 ApoA1', '1.12', 'g/L', '1.00-1.60', null, { rangePrinted: '1.00--1.60' }),
    br('apolipoprotein_b', '载脂蛋白B ApoB', '1.24', 'g/L', '0.60-1.10', 'H', { rangePrinted: '0.60--1.10' }),
    br('lipoprotein_a', '脂蛋白(a) Lp(a)', '412', 'mg/L', '0-300', 'H', { rangePrinted: '0--300' }),
    br('apob_apoa1_ratio', 'ApoB/ApoA1', '1.11', '', '0.35-1.00', 'H', { rangePrinted: '0.35--1.00' }),
    bsec('尿液干化学'),
    br('urine_ph', '酸碱度pH', '5.5', '', '4.5-8.0', null, { rangePrinted: '4.5--8.0' }),
    br('urine_glucose', '葡萄糖GLU', '阴性', '', '阴性', null, { rangeRaw: '阴性' }),
    br('urine_protein', '蛋白质PRO', '弱阳性(+-)', '', '阴性', 'H', { rangeRaw: '阴性', abnormal: true }),
    br('urine_blood', '隐血BLD', '阳性(1+)', '', '阴性', 'H', { rangeRaw: '阴性', abnormal: true }),
    br('urine_leukocyte_esterase', '白细胞WBC', '阴性', '', '阴性', null, { rangeRaw: '阴性' }),
    br('urine_nitrite', '亚硝酸盐NIT', '阴性', '', '阴性', null, { rangeRaw: '阴性' }),
  ],
  footer: ['检验者：高敏  审核者：田晓东  本结果仅对此标本负责', '第1页 共1页'],
  metadata: {
    lab_date: '2026-10-30',
    results_date: '2026-10-30',
    lab_name: '西安市雁塔区中医医院',
    lab_city: '西安',
    lab_country: null,
    patient_name: '马丽娟',
    patient_age: '47',
    patient_sex: 'female',
  },
  notResults: ['Z0261187', '029-85326610', '含光路南段75号', '床号：12'],
};

export const aDocs = { cn03 };
