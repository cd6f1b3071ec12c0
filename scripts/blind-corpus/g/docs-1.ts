/** Part G reports, first half: US, Vietnam (G1), UK (G3), Ireland, Sweden, Poland (G2), Australia (G7),
 * Canada en/fr (G5), South Africa (G9). Every person, lab, address, phone and identifier is invented. */
import { R, type Doc } from './model';
import { barcode, qr, renderCumul, renderDual, renderEHR, renderLIS, renderSidebar, renderUS } from './render';

const US_RS = { sep: '-', lt: '<', le: '<=', gt: '>', ge: '>=' };

// ------------------------------------------------------------------ g-us-01
const us01: Doc = {
  id: 'g-us-01',
  country: 'US',
  language: 'en-US',
  producer: 'chromium-html',
  split: 'tune',
  classes: ['G1', 'G9'],
  layout: ['ref-lab-6col', 'flag-word-column', 'site-codes', 'numbered-footnotes', 'egfr-staged-note', 'page-x-of-y', 'multi-page', 'header-repeated'],
  meta: {
    lab_date: '2026-10-27',
    results_date: '2026-10-28',
    lab_name: 'Meridian Crest Laboratories',
    lab_city: 'Columbus',
    patient_name: 'HARGROVE, DELANEY R',
    dob: '1968-04-17',
    patient_sex: 'female',
  },
  dec: '.',
  thouSep: ',',
  rs: US_RS,
  flags: 'word',
  seed: 11,
  sections: [
    {
      title: 'CBC With Differential/Platelet',
      rows: [
        R('wbc', 'WBC', '11.8', 'x10E3/uL', '3.4-10.8'),
        R('rbc', 'RBC', '4.21', 'x10E6/uL', '3.77-5.28'),
        R('hemoglobin', 'Hemoglobin', '12.1', 'g/dL', '11.1-15.9'),
        R('hematocrit', 'Hematocrit', '36.8', '%', '34.0-46.6'),
        R('mcv', 'MCV', '87', 'fL', '79-97'),
        R('mch', 'MCH', '28.7', 'pg', '26.6-33.0'),
        R('mchc', 'MCHC', '32.9', 'g/dL', '31.5-35.7'),
        R('rdw_cv', 'RDW', '15.9', '%', '11.7-15.4'),
        R('platelets', 'Platelets', '412', 'x10E3/uL', '150-450'),
        R('neutrophils_pct', 'Neutrophils', '78', '%', '40-74'),
        R('lymphocytes_pct', 'Lymphs', '15', '%', '14-46'),
        R('monocytes_pct', 'Monocytes', '6', '%', '4-12'),
        R('eosinophils_pct', 'Eos', '1', '%', '0-5'),
        R('basophils_pct', 'Basos', '0', '%', '0-2'),
        R('neutrophils_abs', 'Neutrophils (Absolute)', '9.2', 'x10E3/uL', '1.4-7.0'),
        R('lymphocytes_abs', 'Lymphs (Absolute)', '1.8', 'x10E3/uL', '0.7-3.1'),
        R('monocytes_abs', 'Monocytes(Absolute)', '0.7', 'x10E3/uL', '0.1-0.9'),
        R('eosinophils_abs', 'Eos (Absolute)', '0.1', 'x10E3/uL', '0.0-0.4'),
        R('basophils_abs', 'Baso (Absolute)', '0.0', 'x10E3/uL', '0.0-0.2'),
      ],
    },
    {
      title: 'Comprehensive Metabolic Panel (14)',
      rows: [
        R('glucose', 'Glucose', '131', 'mg/dL', '70-99', { site: '01', note: '(1) Fasting status: fasting 10 h per patient.' }),
        R('bun', 'BUN', '22', 'mg/dL', '6-24'),
        R('creatinine', 'Creatinine', '1.21', 'mg/dL', '0.57-1.00'),
        R('egfr', 'eGFR', '51', 'mL/min/1.73', '>59', { note: '(2) CKD-EPI 2021. G3a: 45-59 mildly to moderately decreased.' }),
        R('bun_creatinine_ratio', 'BUN/Creatinine Ratio', '18', null, '9-23'),
        R('sodium', 'Sodium', '139', 'mmol/L', '134-144'),
        R('potassium', 'Potassium', '4.6', 'mmol/L', '3.5-5.2'),
        R('chloride', 'Chloride', '101', 'mmol/L', '96-106'),
        R('bicarbonate', 'Carbon Dioxide, Total', '23', 'mmol/L', '20-29'),
        R('calcium', 'Calcium', '9.6', 'mg/dL', '8.7-10.2'),
        R('total_protein', 'Protein, Total', '7.1', 'g/dL', '6.0-8.5'),
        R('albumin', 'Albumin', '4.3', 'g/dL', '3.8-4.9'),
        R('globulin', 'Globulin, Total', '2.8', 'g/dL', '1.5-4.5'),
        R('albumin_globulin_ratio', 'A/G Ratio', '1.5', null, '1.2-2.2'),
        R('bilirubin_total', 'Bilirubin, Total', '0.5', 'mg/dL', '0.0-1.2'),
        R('alp', 'Alkaline Phosphatase', '128', 'IU/L', '44-121', { site: '02' }),
        R('ast', 'AST (SGOT)', '27', 'IU/L', '0-40'),
        R('alt', 'ALT (SGPT)', '36', 'IU/L', '0-32'),
      ],
    },
    {
      title: 'Lipid Panel',
      breakBefore: true,
      rows: [
        R('cholesterol_total', 'Cholesterol, Total', '236', 'mg/dL', '100-199'),
        R('triglycerides', 'Triglycerides', '188', 'mg/dL', '0-149'),
        R('hdl_cholesterol', 'HDL Cholesterol', '44', 'mg/dL', '>39'),
        R('vldl_cholesterol', 'VLDL Cholesterol Cal', '34', 'mg/dL', '5-40'),
        R('ldl_cholesterol', 'LDL Chol Calc (NIH)', '158', 'mg/dL', '0-99'),
      ],
    },
    {
      title: 'Hemoglobin A1c',
      rows: [R('hba1c', 'Hemoglobin A1c', '6.1', '%', '4.8-5.6', { site: '02' })],
      note: 'Please Note: Prediabetes: 5.7 - 6.4   Diabetes: >6.4   Glycemic control for adults with diabetes: <7.0',
    },
    {
      title: 'TSH',
      rows: [R('tsh', 'TSH', '2.140', 'uIU/mL', '0.450-4.500', { site: '02' })],
    },
  ],
  notResults: [
    'Prediabetes: 5.7 - 6.4 Diabetes: >6.4 Glycemic control for adults with diabetes: <7.0',
    'G3a: 45-59 mildly to moderately decreased',
    'CLIA 36D2081547',
  ],
  chromeFooter:
    '<div style="font-size:7px;width:100%;padding:0 12mm;font-family:Liberation Sans;display:flex;justify-content:space-between"><span>HARGROVE, DELANEY R &nbsp; Specimen ID: 301-448-2716-0</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>',
  render: renderUS({
    variant: 'flagcol',
    font: "'Liberation Sans', Arial, sans-serif",
    header: `<div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #000;padding-bottom:4px">
<div><div style="font-size:15pt;font-weight:bold;letter-spacing:.02em">Meridian Crest Laboratories</div><div style="font-size:7.5pt">2250 Kenlow Parkway, Columbus, OH 43219 &nbsp;·&nbsp; 614-555-0187</div></div>
<div style="text-align:right;font-size:8pt">${barcode('3014482716')}<br>Specimen ID: 301-448-2716-0<br>Control ID: A7714025</div></div>
<table style="width:100%;font-size:8pt;margin-top:4px;border-collapse:collapse"><tr>
<td style="width:34%;vertical-align:top"><b>Patient Details</b><br>HARGROVE, DELANEY R<br>DOB: 04/17/1968 &nbsp; Age(y/m/d): 058/06/10<br>Gender: F &nbsp; Patient ID: 55120938<br>Phone: 614-555-0143</td>
<td style="width:33%;vertical-align:top"><b>Specimen Details</b><br>Date collected: 10/27/2026 0742 Local<br>Date received: 10/27/2026<br>Date entered: 10/27/2026<br>Date reported: 10/28/2026 0518 ET</td>
<td style="vertical-align:top"><b>Physician Details</b><br>Ordering: R OKONJO, MD<br>Referring:<br>ID: 1447391823<br>NPI: 1447391823</td></tr></table>
<div style="font-size:8pt;margin-top:4px"><b>General Comments &amp; Additional Information</b><br>Clinical Info: FASTING &nbsp; Total Volume: Not Provided</div>
<div style="font-size:8pt;margin-top:2px"><b>Ordered Items</b><br>CBC With Differential/Platelet; Comp. Metabolic Panel (14); Lipid Panel; Hemoglobin A1c; TSH</div>`,
    footnotes: [
      'Fasting status reported by the patient service center.',
      'The eGFR is calculated with the 2021 CKD-EPI creatinine equation (race-free). A value below 60 for three months or more indicates chronic kidney disease.',
    ],
    footer: `<div style="margin-top:10px;font-size:7.3pt;display:grid;grid-template-columns:20px 1fr 1fr;gap:2px 8px;border-top:1px solid #000;padding-top:4px">
<b>01</b><span>MC - Meridian Crest Columbus, 2250 Kenlow Parkway, Columbus, OH 43219-4410</span><span>Dir: Anita Ferreira-Holm, MD &nbsp; CLIA 36D2081547</span>
<b>02</b><span>MC - Meridian Crest Dublin Rd, 6620 Dublin Road, Columbus, OH 43235-1102</span><span>Dir: Tomas Velez, PhD &nbsp; CLIA 36D0998832</span></div>
<div style="font-size:7pt;margin-top:6px">For inquiries, the physician may contact Branch: 800-555-0119 Lab: 800-555-0120</div>`,
  }),
};

// ------------------------------------------------------------------ g-us-02
const us02: Doc = {
  id: 'g-us-02',
  country: 'US',
  language: 'en-US',
  producer: 'chromium-html',
  split: 'holdout',
  classes: ['G1', 'G8'],
  layout: ['in-range-out-of-range-columns', 'units-with-range', 'qualitative-rows', 'urinalysis', 'multi-page', 'header-repeated', 'page-x-of-y'],
  meta: {
    lab_date: '2026-11-05',
    results_date: '2026-11-06',
    lab_name: 'Bayline Diagnostic Laboratories',
    lab_city: 'Tampa',
    patient_name: 'OKAFOR-BELL, MARCUS',
    dob: '1979-02-09',
    patient_sex: 'male',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: '-', lt: '<', le: '< OR = ', gt: '>', ge: '> OR = ' },
  flags: 'HL',
  seed: 12,
  sections: [
    {
      title: 'LIPID PANEL, STANDARD',
      rows: [
        R('cholesterol_total', 'CHOLESTEROL, TOTAL', '212', 'mg/dL', '<200'),
        R('hdl_cholesterol', 'HDL CHOLESTEROL', '38', 'mg/dL', '>=40'),
        R('triglycerides', 'TRIGLYCERIDES', '246', 'mg/dL', '<150'),
        R('ldl_cholesterol', 'LDL-CHOLESTEROL', '130', 'mg/dL (calc)', '<100', { note: 'Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD or diabetic patients with > or = 2 CHD risk factors.' }),
        R('cholesterol_hdl_ratio', 'CHOL/HDLC RATIO', '5.6', '(calc)', '<5.0'),
        R('non_hdl_cholesterol', 'NON HDL CHOLESTEROL', '174', 'mg/dL (calc)', '<130'),
      ],
    },
    {
      title: 'COMPREHENSIVE METABOLIC PANEL',
      rows: [
        R('glucose', 'GLUCOSE', '94', 'mg/dL', '65-99'),
        R('bun', 'UREA NITROGEN (BUN)', '15', 'mg/dL', '7-25'),
        R('creatinine', 'CREATININE', '1.08', 'mg/dL', '0.60-1.26'),
        R('egfr', 'EGFR', '84', 'mL/min/1.73m2', '>=60'),
        R('sodium', 'SODIUM', '141', 'mmol/L', '135-146'),
        R('potassium', 'POTASSIUM', '5.4', 'mmol/L', '3.5-5.3'),
        R('chloride', 'CHLORIDE', '104', 'mmol/L', '98-110'),
        R('bicarbonate', 'CARBON DIOXIDE', '27', 'mmol/L', '20-32'),
        R('calcium', 'CALCIUM', '9.9', 'mg/dL', '8.6-10.3'),
        R('total_protein', 'PROTEIN, TOTAL', '7.4', 'g/dL', '6.1-8.1'),
        R('albumin', 'ALBUMIN', '4.6', 'g/dL', '3.6-5.1'),
        R('globulin', 'GLOBULIN', '2.8', 'g/dL (calc)', '1.9-3.7'),
        R('albumin_globulin_ratio', 'ALBUMIN/GLOBULIN RATIO', '1.6', '(calc)', '1.0-2.5'),
        R('bilirubin_total', 'BILIRUBIN, TOTAL', '1.4', 'mg/dL', '0.2-1.2'),
        R('alp', 'ALKALINE PHOSPHATASE', '71', 'U/L', '36-130'),
        R('ast', 'AST', '52', 'U/L', '10-40'),
        R('alt', 'ALT', '67', 'U/L', '9-46'),
      ],
    },
    {
      title: 'HEPATITIS PANEL, ACUTE W/REFLEX TO CONFIRMATION',
      breakBefore: true,
      rows: [
        R('hbsag', 'HEPATITIS B SURFACE ANTIGEN', 'NON-REACTIVE', null, '=NON-REACTIVE', { site: 'EN' }),
        R('anti_hcv', 'HEPATITIS C ANTIBODY', 'REACTIVE', null, '=NON-REACTIVE', { flagOverride: 'A', abn: true, note: 'HCV antibody reactive; HCV RNA, quantitative, real-time PCR has been added (separate report).' }),
        R('hav_igm', 'HEPATITIS A AB, IGM', 'NON-REACTIVE', null, '=NON-REACTIVE'),
        R('anti_hbc_igm', 'HEPATITIS B CORE AB, IGM', 'NON-REACTIVE', null, '=NON-REACTIVE'),
        R('hiv_ag_ab', 'HIV 1/2 ANTIGEN AND ANTIBODIES, FOURTH GENERATION', 'NON-REACTIVE', null, '=NON-REACTIVE'),
      ],
    },
    {
      title: 'URINALYSIS, COMPLETE',
      rows: [
        R('urine_color', 'COLOR', 'YELLOW', null, '=YELLOW'),
        R('urine_appearance', 'APPEARANCE', 'CLEAR', null, '=CLEAR'),
        R('urine_specific_gravity', 'SPECIFIC GRAVITY', '1.024', null, '1.001-1.035'),
        R('urine_ph', 'PH', '6.0', null, '5.0-8.0'),
        R('urine_glucose', 'GLUCOSE', 'NEGATIVE', null, '=NEGATIVE'),
        R('urine_bilirubin', 'BILIRUBIN', 'NEGATIVE', null, '=NEGATIVE'),
        R('urine_ketones', 'KETONES', 'TRACE', null, '=NEGATIVE', { flagOverride: 'A', abn: true }),
        R('urine_blood', 'OCCULT BLOOD', 'NEGATIVE', null, '=NEGATIVE'),
        R('urine_protein', 'PROTEIN', '1+', null, '=NEGATIVE', { flagOverride: 'A', abn: true }),
        R('urine_nitrite', 'NITRITE', 'NEGATIVE', null, '=NEGATIVE'),
        R('urine_leukocyte_esterase', 'LEUKOCYTE ESTERASE', 'NEGATIVE', null, '=NEGATIVE'),
      ],
    },
    {
      title: 'PSA, TOTAL',
      rows: [R('psa_total', 'PSA, TOTAL', '1.2', 'ng/mL', '<=4.0', { site: 'EN' })],
    },
  ],
  notResults: ['HCV antibody reactive; HCV RNA, quantitative, real-time PCR has been added (separate report).', 'CLIA 10D0301842', 'Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD'],
  chromeFooter:
    '<div style="font-size:7px;width:100%;padding:0 13mm;font-family:DejaVu Sans;display:flex;justify-content:space-between"><span>OKAFOR-BELL, MARCUS - WW449120T</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span> - Report Status: Final</span></div>',
  render: renderUS({
    variant: 'inout',
    font: "'DejaVu Sans', sans-serif",
    header: `<div style="display:grid;grid-template-columns:1.2fr 1fr 1fr;gap:6px;font-size:7.8pt;border:1px solid #555;padding:5px">
<div><div style="font-size:13pt;font-weight:bold;color:#0b4a7a">Bayline<span style="font-weight:normal"> Diagnostic Laboratories</span></div>Tampa Regional Laboratory<br>4808 W Palmetto Crossing Blvd, Tampa, FL 33634</div>
<div><b>Patient Information</b><br>OKAFOR-BELL, MARCUS<br>DOB: 02/09/1979 &nbsp; AGE: 47<br>Gender: M &nbsp; Fasting: N<br>Phone: 813.555.0172<br>Patient ID: 880214557</div>
<div><b>Specimen Information</b><br>Specimen: WW449120T<br>Requisition: 0051972<br>Collected: 11/05/2026 / 09:12 EST<br>Received: 11/05/2026 / 21:40 EST<br>Reported: 11/06/2026 / 06:03 EST</div></div>
<div style="font-size:7.6pt;margin:4px 0">Client Information: C10077543 · BRIDGEVIEW FAMILY MEDICINE · 2120 S Dale Mabry Hwy, Tampa, FL 33629 · Physician: L. MARCHETTI-RUIZ</div>`,
    footnotes: [
      'The 2021 CKD-EPI eGFR is calculated without a race coefficient. eGFR 60-89: mildly decreased in the absence of kidney damage, not CKD.',
      'This test was performed using a kit that has not been cleared or approved by the FDA. Its performance characteristics were established by the laboratory.',
    ],
    footer: `<div style="margin-top:8px;font-size:7.2pt;border:1px solid #888;padding:4px">PERFORMING SITES:<br>EN &nbsp; Bayline Diagnostic Laboratories-Tampa, 4808 W Palmetto Crossing Blvd, Tampa, FL 33634-7712 Laboratory Director: Priya Anand-Cole, MD, CLIA: 10D0301842<br>TB &nbsp; Bayline Esoterics-Brandon, 1190 Oakfield Dr, Brandon, FL 33511-4906 Laboratory Director: Henrik Salo, MD, CLIA: 10D2094418</div>`,
  }),
};

// ------------------------------------------------------------------ g-vn-01 (G1 style, Vietnamese)
const vn01: Doc = {
  id: 'g-vn-01',
  country: 'VN',
  language: 'vi-VN',
  producer: 'chromium-html',
  split: 'holdout',
  classes: ['G1', 'G9'],
  layout: ['ref-lab-6col', 'flag-column', 'machine-column', 'bilingual-names', 'qr-code', 'page-x-of-y'],
  meta: {
    lab_date: '2026-11-21',
    results_date: '2026-11-21',
    lab_name: 'Phòng khám Đa khoa Sông Hàn',
    lab_city: 'Đà Nẵng',
    patient_name: 'TRẦN THỊ THU HÀ',
    dob: '1985-06-19',
    patient_sex: 'female',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: ' - ', lt: '< ', le: '≤ ', gt: '> ', ge: '≥ ' },
  flags: 'HL',
  seed: 13,
  sections: [
    {
      title: 'HUYẾT HỌC (HEMATOLOGY)',
      rows: [
        R('wbc', 'Số lượng bạch cầu (WBC)', '6.42', 'G/L', '4.0-10.0'),
        R('rbc', 'Số lượng hồng cầu (RBC)', '4.95', 'T/L', '3.8-5.2'),
        R('hemoglobin', 'Huyết sắc tố (HGB)', '108', 'g/L', '120-155'),
        R('hematocrit', 'Thể tích khối hồng cầu (HCT)', '0.342', 'L/L', '0.35-0.46'),
        R('mcv', 'Thể tích trung bình HC (MCV)', '69.1', 'fL', '80-100'),
        R('mch', 'Lượng HGB trung bình HC (MCH)', '21.8', 'pg', '27-33'),
        R('mchc', 'Nồng độ HGB trung bình HC (MCHC)', '316', 'g/L', '310-360'),
        R('rdw_cv', 'Độ phân bố hồng cầu (RDW-CV)', '16.8', '%', '11.5-14.5'),
        R('platelets', 'Số lượng tiểu cầu (PLT)', '318', 'G/L', '150-400'),
        R('neutrophils_pct', 'Tỷ lệ bạch cầu trung tính (NEU%)', '58.2', '%', '45-75'),
        R('lymphocytes_pct', 'Tỷ lệ bạch cầu lympho (LYM%)', '31.0', '%', '20-40'),
      ],
    },
    {
      title: 'SINH HÓA (BIOCHEMISTRY)',
      rows: [
        R('glucose', 'Glucose (đói)', '5.4', 'mmol/L', '3.9-6.4'),
        R('urea', 'Urê', '4.1', 'mmol/L', '2.5-7.5'),
        R('creatinine', 'Creatinin', '61', 'µmol/L', '45-90'),
        R('ast', 'AST (GOT)', '24', 'U/L', '<=37'),
        R('alt', 'ALT (GPT)', '19', 'U/L', '<=40'),
        R('ggt', 'GGT', '15', 'U/L', '7-32'),
        R('cholesterol_total', 'Cholesterol toàn phần', '5.9', 'mmol/L', '3.9-5.2'),
        R('triglycerides', 'Triglycerid', '1.42', 'mmol/L', '0.46-1.88'),
        R('hdl_cholesterol', 'HDL-C', '1.21', 'mmol/L', '>=0.9'),
        R('ldl_cholesterol', 'LDL-C', '3.9', 'mmol/L', '<=3.4'),
        R('iron', 'Sắt huyết thanh (Fe)', '6.2', 'µmol/L', '8.9-27'),
        R('ferritin', 'Ferritin', '7.5', 'ng/mL', '13-150'),
      ],
    },
    {
      title: 'MIỄN DỊCH (IMMUNOLOGY)',
      rows: [
        R('hbsag', 'HBsAg (test nhanh)', 'Âm tính', null, '=Âm tính'),
        R('anti_hcv', 'Anti-HCV', 'Âm tính', null, '=Âm tính'),
        R('tsh', 'TSH', '1.86', 'µIU/mL', '0.27-4.2'),
      ],
    },
  ],
  notResults: ['Mã bệnh nhân 26112100417', 'SĐT 0905 555 318'],
  chromeFooter:
    '<div style="font-size:7px;width:100%;padding:0 12mm;font-family:DejaVu Sans;text-align:right">Trang <span class="pageNumber"></span>/<span class="totalPages"></span></div>',
  render: renderUS({
    variant: 'flagcol',
    font: "'DejaVu Sans', sans-serif",
    header: `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #0a6d5d;padding-bottom:4px">
<div><div style="font-size:12pt;font-weight:bold;color:#0a6d5d">PHÒNG KHÁM ĐA KHOA SÔNG HÀN</div><div style="font-size:7.6pt">128 Bạch Đằng, Q. Hải Châu, TP. Đà Nẵng · ĐT: 0236 3 555 418</div></div><div>${qr(13, 54)}</div></div>
<div style="text-align:center;font-size:13pt;font-weight:bold;margin:6px 0">PHIẾU KẾT QUẢ XÉT NGHIỆM</div>
<table style="width:100%;font-size:8.2pt"><tr><td>Họ tên: <b>TRẦN THỊ THU HÀ</b></td><td>Ngày sinh: 19/06/1985</td><td>Giới tính: Nữ</td></tr>
<tr><td>Địa chỉ: 47 Lê Đình Lý, Thanh Khê, Đà Nẵng</td><td>SĐT: 0905 555 318</td><td>Mã BN: 26112100417</td></tr>
<tr><td>Bác sĩ chỉ định: BS. Nguyễn Văn Khoa</td><td>Lấy mẫu: 07:25 21/11/2026</td><td>Trả KQ: 10:40 21/11/2026</td></tr></table>`,
    footnotes: ['H: cao hơn khoảng tham chiếu; L: thấp hơn khoảng tham chiếu.', 'Kết quả chỉ có giá trị trên mẫu bệnh phẩm được xét nghiệm.'],
    footer: `<div style="display:flex;justify-content:space-between;margin-top:12px;font-size:8pt"><div>Máy XN: 01 = Sysmex XN-550 · 02 = Cobas c311</div><div style="text-align:center">Đà Nẵng, ngày 21 tháng 11 năm 2026<br><b>TRƯỞNG KHOA XÉT NGHIỆM</b><br><br><br>ThS. Lê Minh Quang</div></div>`,
  }),
};

// ------------------------------------------------------------------ g-uk-01 (LIS, LibreOffice)
const uk01: Doc = {
  id: 'g-uk-01',
  country: 'GB',
  language: 'en-GB',
  producer: 'libreoffice',
  split: 'tune',
  classes: ['G3'],
  layout: ['lis-monospace', 'dotted-leaders', 'unit-glued', 'flag-suffix', 'egfr-comment'],
  meta: {
    lab_date: '2026-11-09',
    results_date: '2026-11-10',
    lab_name: 'Wrexford Royal Infirmary',
    lab_city: 'Leicester',
    patient_name: 'PEMBERTON, Alistair J',
    dob: '1955-08-23',
    patient_sex: 'male',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: ' - ', lt: '< ', le: '<= ', gt: '> ', ge: '>= ' },
  flags: 'HL',
  scan: true,
  seed: 21,
  sections: [
    {
      title: 'FULL BLOOD COUNT',
      rows: [
        R('hemoglobin', 'Haemoglobin', '128', 'g/L', '130-170'),
        R('wbc', 'White cell count', '6.4', 'x10^9/L', '4.0-11.0'),
        R('platelets', 'Platelets', '198', 'x10^9/L', '150-410'),
        R('rbc', 'Red cell count', '4.31', 'x10^12/L', '4.50-5.50'),
        R('hematocrit', 'Haematocrit', '0.391', 'L/L', '0.40-0.50'),
        R('mcv', 'MCV', '90.7', 'fL', '83-101'),
        R('mch', 'MCH', '29.7', 'pg', '27-32'),
        R('mchc', 'MCHC', '327', 'g/L', '315-345'),
        R('rdw_cv', 'RDW', '13.6', '%', '11.6-14.0'),
        R('neutrophils_abs', 'Neutrophils', '4.1', 'x10^9/L', '2.0-7.0'),
        R('lymphocytes_abs', 'Lymphocytes', '1.6', 'x10^9/L', '1.0-3.0'),
        R('monocytes_abs', 'Monocytes', '0.5', 'x10^9/L', '0.2-1.0'),
        R('eosinophils_abs', 'Eosinophils', '0.17', 'x10^9/L', '0.02-0.50'),
        R('basophils_abs', 'Basophils', '0.03', 'x10^9/L', '0.02-0.10'),
      ],
    },
    {
      title: 'UREA & ELECTROLYTES',
      rows: [
        R('sodium', 'Sodium', '131', 'mmol/L', '133-146'),
        R('potassium', 'Potassium', '5.1', 'mmol/L', '3.5-5.3'),
        R('urea', 'Urea', '9.8', 'mmol/L', '2.5-7.8'),
        R('creatinine', 'Creatinine', '142', 'umol/L', '59-104'),
        R('egfr', 'eGFR', '44', 'mL/min/1.73m2', '>90'),
      ],
      note: 'eGFR 30-44: CKD G3b if sustained for >3 months.\nInterpret with caution in AKI, extremes of body mass and pregnancy.',
    },
    {
      title: 'LIVER FUNCTION TESTS',
      rows: [
        R('bilirubin_total', 'Bilirubin', '9', 'umol/L', '<21'),
        R('alt', 'ALT', '23', 'U/L', '<41'),
        R('alp', 'Alk. Phosphatase', '88', 'U/L', '30-130'),
        R('albumin', 'Albumin', '38', 'g/L', '35-50'),
        R('total_protein', 'Total Protein', '69', 'g/L', '60-80'),
      ],
    },
    {
      title: 'INFLAMMATORY MARKERS',
      rows: [R('crp', 'CRP', '18', 'mg/L', '<5'), R('esr', 'ESR', '26', 'mm/hr', '1-20')],
    },
  ],
  notResults: ['eGFR 30-44: CKD G3b if sustained for >3 months.', 'NHS No: 943 551 2087', 'MRN W0048817'],
  render: renderLIS({
    font: "'Liberation Mono', 'DejaVu Sans Mono', monospace",
    size: '8.5pt',
    leader: true,
    unitGlued: true,
    nameW: 30,
    valueW: 16,
    rangeW: 16,
    lineWidth: 78,
    colHead: '  TEST                        RESULT           REFERENCE RANGE',
    header: [
      'WREXFORD ROYAL INFIRMARY - DEPARTMENT OF BLOOD SCIENCES          PAGE 1',
      'Infirmary Square, Leicester LE1 7QN            Tel: 0116 496 0321',
      '==============================================================================',
      'PATIENT : PEMBERTON, Alistair J            DOB : 23/08/1955 (71Y)   SEX : M',
      'NHS NO  : 943 551 2087                     MRN : W0048817',
      'LOCATION: WARD 14 (ACUTE MEDICINE)         CONS: DR H ADEYEMI-PRICE',
      'SAMPLE  : 26W118840 BLOOD                  COLLECTED : 09/11/26 06:40',
      'RECEIVED: 09/11/26 07:58                   REPORTED  : 10/11/26 11:02',
      '==============================================================================',
    ],
    footer: [
      '------------------------------------------------------------------------------',
      'Results outside the reference range are marked H (high) or L (low).',
      'Authorised by: C. DUNMORE-ELLIS, Clinical Scientist (HCPC BS04418)',
      'UKAS Medical Laboratory No. 9918        *** END OF REPORT ***',
    ],
  }),
};

// ------------------------------------------------------------------ g-ie-01 (EHR export)
const ie01: Doc = {
  id: 'g-ie-01',
  country: 'IE',
  language: 'en-IE',
  producer: 'chromium-html',
  split: 'holdout',
  classes: ['G2', 'G8', 'G9'],
  layout: ['ehr-component-value-range-flag', 'unit-in-value', 'collected-resulted-lines', 'result-comments', 'wrapped-names', 'urinalysis', 'multi-page', 'header-repeated', 'page-x-of-y'],
  meta: {
    lab_date: '2026-11-12',
    results_date: '2026-11-12',
    lab_name: 'Ardnacrusha Regional Hospital',
    lab_city: 'Galway',
    patient_name: 'Ní Bhriain, Siobhán',
    dob: '1991-06-02',
    patient_sex: 'female',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: ' - ', lt: '< ', le: '<= ', gt: '> ', ge: '>= ' },
  flags: 'word',
  seed: 14,
  sections: [
    {
      title: 'FULL BLOOD COUNT',
      rows: [
        R('hemoglobin', 'Haemoglobin', '10.9', 'g/dL', '12.0-15.5', { note: 'Microcytic picture. Suggest iron studies if not already requested.' }),
        R('wbc', 'White Blood Cell Count', '7.2', 'x10^9/L', '4.0-11.0'),
        R('platelets', 'Platelet Count', '455', 'x10^9/L', '150-400'),
        R('hematocrit', 'Haematocrit', '0.34', 'L/L', '0.36-0.46'),
        R('mcv', 'Mean Cell Volume', '74', 'fL', '80-100'),
        R('mch', 'Mean Cell Haemoglobin', '23.9', 'pg', '27.0-32.0'),
        R('mchc', 'Mean Corpuscular Haemoglobin Concentration (MCHC)', '32.1', 'g/dL', '31.5-36.0'),
        R('rdw_cv', 'Red Cell Distribution Width (Coefficient of Variation)', '16.4', '%', '11.5-15.0'),
      ],
    },
    {
      title: 'IRON STUDIES',
      rows: [
        R('iron', 'Iron, Serum', '5', 'umol/L', '6-35'),
        R('transferrin', 'Transferrin', '3.9', 'g/L', '2.0-3.6'),
        R('transferrin_saturation', 'Transferrin Saturation', '5', '%', '15-50'),
        R('ferritin', 'Ferritin', '6', 'ug/L', '15-150', { note: 'Ferritin below 15 ug/L is consistent with depleted iron stores.' }),
      ],
    },
    {
      title: 'RENAL PROFILE',
      rows: [
        R('sodium', 'Sodium', '138', 'mmol/L', '135-145'),
        R('potassium', 'Potassium', '4.0', 'mmol/L', '3.5-5.3'),
        R('urea', 'Urea', '3.2', 'mmol/L', '2.5-7.8'),
        R('creatinine', 'Creatinine', '58', 'umol/L', '45-84'),
        R('egfr', 'Estimated Glomerular Filtration Rate (CKD-EPI 2021)', '>90', 'mL/min/1.73m2', '>60'),
      ],
    },
    {
      title: 'THYROID FUNCTION',
      rows: [R('tsh', 'Thyroid Stimulating Hormone', '2.9', 'mIU/L', '0.27-4.20'), R('free_t4', 'Free Thyroxine (FT4)', '13.8', 'pmol/L', '12.0-22.0')],
    },
    {
      title: 'URINALYSIS (DIPSTICK)',
      breakBefore: true,
      rows: [
        R('urine_ph', 'Urine pH', '6.5', null, '5.0-8.0'),
        R('urine_specific_gravity', 'Urine Specific Gravity', '1.015', null, '1.005-1.030'),
        R('urine_protein', 'Urine Protein', 'Negative', null, '=Negative'),
        R('urine_glucose', 'Urine Glucose', 'Negative', null, '=Negative'),
        R('urine_ketones', 'Urine Ketones', 'Negative', null, '=Negative'),
        R('urine_blood', 'Urine Blood', 'Trace', null, '=Negative', { flagOverride: 'A', abn: true, note: 'Trace blood: patient menstruating at time of collection (per ward).' }),
        R('urine_nitrite', 'Urine Nitrite', 'Negative', null, '=Negative'),
        R('urine_leukocyte_esterase', 'Urine Leucocytes', 'Negative', null, '=Negative'),
      ],
    },
    {
      title: 'SEROLOGY',
      rows: [
        R('rubella_igg', 'Rubella IgG Antibody', '38', 'IU/mL', '>=10', { note: 'Immune (>= 10 IU/mL).' }),
        R('hbsag', 'Hepatitis B surface Antigen', 'Not detected', null, '=Not detected'),
        R('syphilis_treponemal', 'Treponema pallidum Antibody (Syphilis)', 'Not detected', null, '=Not detected'),
      ],
    },
  ],
  notResults: ['MRN 00419937', 'Ferritin below 15 ug/L is consistent with depleted iron stores.'],
  chromeFooter:
    '<div style="font-size:7px;width:100%;padding:0 14mm;font-family:Liberation Serif;display:flex;justify-content:space-between"><span>Printed 12/11/2026 17:44 by user MLYNCH4 — CONFIDENTIAL patient information</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>',
  render: renderEHR({
    font: "'Liberation Serif', serif",
    unitsInValue: true,
    L: { comp: 'Component', val: 'Value', range: 'Standard Range', flag: 'Flag', collected: 'Collected:', resulted: 'Resulted:', comment: 'Result comment' },
    header: `<table style="width:100%;font-size:8.5pt;border-bottom:2px solid #1f3f6e"><tr><td><b style="font-size:12pt">Ní Bhriain, Siobhán</b><br>MRN: 00419937 &nbsp; DOB: 02/06/1991 (35 yrs) &nbsp; Sex: Female<br>Phone: 091 555 2718 &nbsp; Address: 14 Rahoon Park, Galway H91 X2P4</td><td style="text-align:right;vertical-align:top">Ardnacrusha Regional Hospital<br>Laboratory Medicine — Results Review<br>Encounter: 7702315 (Outpatient, Haematology)</td></tr></table>`,
    orders: [
      { title: 'FULL BLOOD COUNT (Order #88120431)', collected: '12/11/2026 08:52', resulted: '12/11/2026 10:17', sections: [0] },
      { title: 'IRON STUDIES (Order #88120432)', collected: '12/11/2026 08:52', resulted: '12/11/2026 14:36', sections: [1] },
      { title: 'RENAL PROFILE (Order #88120433)', collected: '12/11/2026 08:52', resulted: '12/11/2026 11:05', sections: [2] },
      { title: 'THYROID FUNCTION (Order #88120434)', collected: '12/11/2026 08:52', resulted: '12/11/2026 13:20', sections: [3] },
      { title: 'URINALYSIS (Order #88120435)', collected: '12/11/2026 09:05', resulted: '12/11/2026 09:48', sections: [4] },
      { title: 'ANTENATAL SEROLOGY (Order #88120436)', collected: '12/11/2026 08:52', resulted: '12/11/2026 16:02', sections: [5] },
    ],
    footer: `<div style="margin-top:14px;font-size:7.6pt;color:#444">Results are final unless marked preliminary. Reference ranges apply to adults. Laboratory accredited to ISO 15189 by INAB (Reg. No. 318MT). Queries: Laboratory Medicine, ext. 4471.</div>`,
  }),
};

// ------------------------------------------------------------------ g-se-01 (EHR export, Swedish)
const se01: Doc = {
  id: 'g-se-01',
  country: 'SE',
  language: 'sv-SE',
  producer: 'chromium-html',
  split: 'tune',
  classes: ['G2'],
  layout: ['ehr-component-value-range-flag', 'units-column', 'collected-resulted-lines', 'result-comments', 'decimal-comma'],
  meta: {
    lab_date: '2026-11-02',
    results_date: '2026-11-03',
    lab_name: 'Länssjukhuset Norrvik',
    lab_city: 'Umeå',
    patient_name: 'Lindqvist, Karin',
    dob: '1970-03-12',
    patient_sex: 'female',
  },
  dec: ',',
  thouSep: ' ',
  rs: { sep: '–', lt: '<', le: '≤', gt: '>', ge: '≥' },
  flags: 'HL',
  scan: true,
  seed: 15,
  sections: [
    {
      title: 'Blodstatus',
      rows: [
        R('hemoglobin', 'B-Hemoglobin (Hb)', '141', 'g/L', '117-153'),
        R('wbc', 'B-Leukocyter (LPK)', '3.1', '×10⁹/L', '3.5-8.8'),
        R('rbc', 'B-Erytrocyter (EPK)', '4.6', '×10¹²/L', '3.9-5.2'),
        R('hematocrit', 'B-EVF', '0.42', null, '0.35-0.46'),
        R('mcv', 'Erc(B)-MCV', '91', 'fL', '82-98'),
        R('mch', 'Erc(B)-MCH', '30.7', 'pg', '27-33'),
        R('mchc', 'Erc(B)-MCHC', '336', 'g/L', '317-357'),
        R('platelets', 'B-Trombocyter (TPK)', '128', '×10⁹/L', '165-387', { note: 'Kontrollerat i utstryk: inga trombocytaggregat.' }),
      ],
    },
    {
      title: 'Elstatus',
      rows: [
        R('sodium', 'P-Natrium', '139', 'mmol/L', '137-145'),
        R('potassium', 'P-Kalium', '3.3', 'mmol/L', '3.5-4.4'),
        R('creatinine', 'P-Kreatinin', '71', 'µmol/L', '45-90'),
        R('egfr', 'P-Kreatinin, eGFR relativt', '84', 'mL/min/1,73 m²', '>60'),
        R('calcium', 'P-Kalcium', '2.41', 'mmol/L', '2.15-2.50'),
        R('albumin', 'P-Albumin', '39', 'g/L', '36-45'),
      ],
    },
    {
      title: 'Leverstatus',
      rows: [
        R('alt', 'P-ALAT', '1.24', 'µkat/L', '<0.76'),
        R('ast', 'P-ASAT', '0.82', 'µkat/L', '<0.61'),
        R('alp', 'P-ALP', '1.1', 'µkat/L', '0.6-1.8'),
        R('ggt', 'P-GT', '2.40', 'µkat/L', '<0.76', { note: 'Förhöjda leverprover; kontakta behandlande läkare vid frågor.' }),
        R('bilirubin_total', 'P-Bilirubin', '11', 'µmol/L', '5-25'),
      ],
    },
    {
      title: 'Övrigt',
      rows: [
        R('crp', 'P-CRP', '<1', 'mg/L', '<5', { abn: false }),
        R('tsh', 'S-TSH', '5.8', 'mIU/L', '0.3-4.2'),
        R('free_t4', 'S-T4, fritt', '13', 'pmol/L', '12-22'),
        R('hba1c', 'B-HbA1c', '41', 'mmol/mol', '27-42'),
        R('vitamin_b12', 'S-Kobalamin (B12)', '312', 'pmol/L', '140-650'),
      ],
    },
  ],
  notResults: ['Personnummer 19700312-4486', 'Remissnummer 26-LAB-551207'],
  render: renderEHR({
    font: "'DejaVu Sans', sans-serif",
    unitsInValue: false,
    L: { comp: 'Komponent', val: 'Värde', units: 'Enhet', range: 'Referensintervall', flag: 'Flagga', collected: 'Provtagning:', resulted: 'Besvarad:', comment: 'Kommentar' },
    header: `<div style="display:flex;justify-content:space-between;font-size:8.4pt;border-bottom:1px solid #777;padding-bottom:3px"><div><b style="font-size:11pt">Provsvar — Klinisk kemi</b><br>Länssjukhuset Norrvik, Laboratoriemedicin, Umeå</div><div style="text-align:right">Lindqvist, Karin<br>19700312-4486 &nbsp; Kvinna, 56 år<br>Tel. 090-555 31 07</div></div>
<div style="font-size:8pt;margin:3px 0">Beställare: Vårdcentral Ålidhem, Dr. P. Engström &nbsp;·&nbsp; Remissnr: 26-LAB-551207</div>`,
    orders: [
      { title: 'Blodstatus', collected: '2026-11-02 07:55', resulted: '2026-11-02 09:14', sections: [0] },
      { title: 'Elstatus / Leverstatus', collected: '2026-11-02 07:55', resulted: '2026-11-02 11:40', sections: [1, 2] },
      { title: 'Övriga analyser', collected: '2026-11-02 07:55', resulted: '2026-11-03 08:02', sections: [3] },
    ],
    footer: `<div style="margin-top:12px;font-size:7.5pt;color:#444">H = över referensintervall, L = under referensintervall. Laboratoriet är ackrediterat av Swedac (ackr. nr 1903) enligt SS-EN ISO 15189:2022.</div>`,
  }),
};

// ------------------------------------------------------------------ g-pl-01 (EHR export, Polish, LibreOffice)
const pl01: Doc = {
  id: 'g-pl-01',
  country: 'PL',
  language: 'pl-PL',
  producer: 'libreoffice',
  split: 'holdout',
  classes: ['G2', 'G8'],
  layout: ['ehr-component-value-range-flag', 'units-column', 'collected-resulted-lines', 'result-comments', 'decimal-comma', 'urinalysis'],
  meta: {
    lab_date: '2026-11-08',
    results_date: '2026-11-09',
    lab_name: 'Centrum Medyczne Warmia',
    lab_city: 'Olsztyn',
    patient_name: 'Wiśniewska Agnieszka',
    dob: '1982-08-09',
    patient_sex: 'female',
  },
  dec: ',',
  thouSep: ' ',
  rs: { sep: ' - ', lt: '< ', le: '≤ ', gt: '> ', ge: '≥ ' },
  flags: 'arrow',
  scan: true,
  seed: 16,
  sections: [
    {
      title: 'Morfologia krwi z rozmazem automatycznym',
      rows: [
        R('wbc', 'Leukocyty (WBC)', '11.4', 'tys/µl', '4.0-10.0'),
        R('rbc', 'Erytrocyty (RBC)', '4.38', 'mln/µl', '3.80-5.20'),
        R('hemoglobin', 'Hemoglobina (HGB)', '13.1', 'g/dl', '12.0-16.0'),
        R('hematocrit', 'Hematokryt (HCT)', '39.5', '%', '37.0-47.0'),
        R('platelets', 'Płytki krwi (PLT)', '267', 'tys/µl', '150-400'),
        R('neutrophils_pct', 'Neutrofile %', '76.2', '%', '40.0-75.0'),
        R('lymphocytes_pct', 'Limfocyty %', '16.1', '%', '20.0-45.0'),
      ],
    },
    {
      title: 'Biochemia',
      rows: [
        R('glucose', 'Glukoza', '104', 'mg/dl', '70-99', { note: 'Glikemia nieprawidłowa na czczo (100-125 mg/dl) — zalecana kontrola.' }),
        R('creatinine', 'Kreatynina', '0.71', 'mg/dl', '0.50-0.90'),
        R('egfr', 'eGFR (CKD-EPI)', '>90', 'ml/min/1,73m²', '>60'),
        R('uric_acid', 'Kwas moczowy', '4.9', 'mg/dl', '2.4-5.7'),
        R('alt', 'ALT', '18', 'U/l', '<35'),
        R('ast', 'AST', '21', 'U/l', '<35'),
        R('crp', 'Białko C-reaktywne (CRP)', '27.4', 'mg/l', '<5.0'),
        R('tsh', 'TSH III generacji', '1.92', 'µIU/ml', '0.27-4.20'),
      ],
    },
    {
      title: 'Badanie ogólne moczu',
      rows: [
        R('urine_color', 'Barwa', 'słomkowa', null, '=słomkowa'),
        R('urine_appearance', 'Przejrzystość', 'lekko mętny', null, '=przejrzysty', { abn: true, flagOverride: 'A' }),
        R('urine_specific_gravity', 'Ciężar właściwy', '1.021', null, '1.015-1.025'),
        R('urine_ph', 'pH', '6.0', null, '4.5-8.0'),
        R('urine_protein', 'Białko', 'nieobecne', null, '=nieobecne'),
        R('urine_glucose', 'Glukoza w moczu', 'nieobecna', null, '=nieobecna'),
        R('urine_nitrite', 'Azotyny', 'obecne', null, '=nieobecne', { abn: true, flagOverride: 'A' }),
        R('urine_leukocyte_esterase', 'Leukocyty (esteraza)', '++', null, '=nieobecne', { abn: true, flagOverride: 'A', note: 'Obraz sugeruje zakażenie układu moczowego — wskazany posiew moczu.' }),
      ],
    },
  ],
  notResults: ['PESEL 82080912846', 'Nr zlecenia 2611080431', 'Glikemia nieprawidłowa na czczo (100-125 mg/dl)'],
  render: renderEHR({
    font: "'Liberation Sans', sans-serif",
    simple: true,
    unitsInValue: false,
    L: { comp: 'Badanie', val: 'Wynik', units: 'Jednostka', range: 'Zakres referencyjny', flag: 'Flaga', collected: 'Data pobrania:', resulted: 'Data wyniku:', comment: 'Komentarz' },
    header: `<table width="100%" cellpadding="2" style="font-size:9pt"><tr><td width="55%"><b><font size="4">CENTRUM MEDYCZNE WARMIA</font></b><br>Zakład Diagnostyki Laboratoryjnej<br>ul. Kościuszki 41, 10-503 Olsztyn, tel. 89 555 20 14</td><td><b>SPRAWOZDANIE Z BADAŃ</b><br>Nr zlecenia: 2611080431<br>Wydruk: 09.11.2026 12:06</td></tr>
<tr><td>Pacjent: <b>Wiśniewska Agnieszka</b><br>PESEL: 82080912846 &nbsp; Data ur.: 09.08.1982 &nbsp; Płeć: K<br>Tel.: 605 555 118</td><td>Lekarz kierujący: lek. Tomasz Zieliński<br>Jednostka: Poradnia POZ Jaroty</td></tr></table><hr>`,
    orders: [
      { title: 'Hematologia', collected: '08.11.2026 07:34', resulted: '08.11.2026 09:02', sections: [0] },
      { title: 'Biochemia i immunochemia', collected: '08.11.2026 07:34', resulted: '08.11.2026 13:47', sections: [1] },
      { title: 'Analityka ogólna', collected: '08.11.2026 07:40', resulted: '09.11.2026 08:15', sections: [2] },
    ],
    footer: `<p style="font-size:8pt">↑ wynik powyżej zakresu referencyjnego, ↓ wynik poniżej zakresu. Autoryzował: mgr Ewa Kamińska, diagnosta laboratoryjny, nr PWZDL 10442.</p>`,
  }),
};

// ------------------------------------------------------------------ g-au-01 (cumulative, newest leftmost)
const au01: Doc = {
  id: 'g-au-01',
  country: 'AU',
  language: 'en-AU',
  producer: 'chromium-html',
  split: 'tune',
  classes: ['G7'],
  layout: ['cumulative-columns', 'newest-leftmost', 'flag-column', 'si-units', 'egfr-comment'],
  meta: {
    lab_date: '2026-11-16',
    results_date: '2026-11-16',
    lab_name: 'Tasman Ridge Pathology',
    lab_city: 'Hobart',
    patient_name: 'NGUYEN-WALSH, Peter',
    dob: '1962-03-30',
    patient_sex: 'male',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: '-', lt: '<', le: '<=', gt: '>', ge: '>=' },
  flags: 'HL',
  seed: 17,
  prevDates: ['02/09/26', '14/05/26', '20/01/26'],
  sections: [
    {
      title: 'HAEMATOLOGY',
      rows: [
        R('hemoglobin', 'Haemoglobin', '124', 'g/L', '130-180', { prev: ['129', '136', '141'] }),
        R('wbc', 'White Cell Count', '5.9', 'x10^9/L', '4.0-11.0', { prev: ['6.3', '6.1', '7.0'] }),
        R('platelets', 'Platelets', '221', 'x10^9/L', '150-400', { prev: ['230', '214', '240'] }),
        R('mcv', 'MCV', '97', 'fL', '80-100', { prev: ['96', '95', '94'] }),
      ],
    },
    {
      title: 'RENAL FUNCTION',
      rows: [
        R('sodium', 'Sodium', '136', 'mmol/L', '135-145', { prev: ['137', '139', '140'] }),
        R('potassium', 'Potassium', '5.6', 'mmol/L', '3.5-5.2', { prev: ['5.3', '4.9', '4.7'] }),
        R('chloride', 'Chloride', '103', 'mmol/L', '95-110', { prev: ['104', '102', '103'] }),
        R('bicarbonate', 'Bicarbonate', '21', 'mmol/L', '22-32', { prev: ['23', '24', '25'] }),
        R('urea', 'Urea', '12.4', 'mmol/L', '3.0-8.0', { prev: ['11.1', '9.6', '8.2'] }),
        R('creatinine', 'Creatinine', '168', 'umol/L', '60-110', { prev: ['151', '133', '118'] }),
        R('egfr', 'eGFR', '38', 'mL/min/1.73m2', '>90', { prev: ['43', '50', '59'], note: 'eGFR 30-44: moderate to severe decrease in kidney function (CKD stage G3b).' }),
      ],
    },
    {
      title: 'LIVER FUNCTION',
      rows: [
        R('bilirubin_total', 'Bilirubin', '12', 'umol/L', '<20', { prev: ['10', '11', '9'] }),
        R('alp', 'ALP', '102', 'U/L', '30-110', { prev: ['98', '95', '91'] }),
        R('ggt', 'GGT', '61', 'U/L', '<60', { prev: ['58', '49', '44'] }),
        R('alt', 'ALT', '28', 'U/L', '<40', { prev: ['31', '26', '22'] }),
        R('albumin', 'Albumin', '36', 'g/L', '35-50', { prev: ['37', '39', '40'] }),
        R('total_protein', 'Total Protein', '70', 'g/L', '60-80', { prev: ['71', '72', '70'] }),
      ],
    },
    {
      title: 'OTHER',
      rows: [
        R('hba1c', 'HbA1c', '7.4', '%', '<6.5', { prev: ['7.9', '8.3', ''] }),
        R('uric_acid', 'Urate', '0.52', 'mmol/L', '0.20-0.45', { prev: ['0.49', '', ''] }),
        R('phosphate', 'Phosphate', '1.48', 'mmol/L', '0.75-1.50', { prev: ['1.41', '1.33', '1.20'] }),
        R('calcium_corrected', 'Corrected Calcium', '2.33', 'mmol/L', '2.10-2.60', { prev: ['2.35', '2.38', '2.36'] }),
      ],
    },
  ],
  notResults: ['eGFR 30-44: moderate to severe decrease in kidney function (CKD stage G3b).', 'Medicare 2950 55104 1', 'Lab No. 26-4418902'],
  render: renderCumul({
    font: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
    currentDate: '16/11/26',
    newestLeft: true,
    L: { test: 'Test', unit: 'Units', ref: 'Ref. Range', flag: '' },
    header: `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px double #000;padding-bottom:4px"><div><span style="font-size:16pt;font-weight:bold;letter-spacing:.08em">TASMAN RIDGE</span> <span style="font-size:10pt">PATHOLOGY</span><br><span style="font-size:7.6pt">NATA Accreditation No. 2291 · ABN 41 555 018 227 · 63 Collins St, Hobart TAS 7000 · (03) 5550 4410</span></div><div style="font-size:8pt;text-align:right">Lab No. 26-4418902<br>Collected 16/11/26 08:05<br>Reported 16/11/26 15:32</div></div>
<table style="width:100%;font-size:8.4pt;margin:4px 0 6px"><tr><td>NGUYEN-WALSH, Peter &nbsp; <b>M</b></td><td>DOB 30/03/1962 &nbsp; (64y)</td><td>Medicare 2950 55104 1</td></tr><tr><td>12 Lenna Pl, Sandy Bay TAS 7005</td><td>Ph 0455 550 217</td><td>Dr K. MACALISTER, Battery Point Medical</td></tr></table>
<div style="font-size:8.6pt;font-weight:bold;margin-bottom:2px">CUMULATIVE REPORT — CHEMISTRY &amp; HAEMATOLOGY</div>`,
    footer: `<div style="margin-top:10px;font-size:7.4pt">Results flagged H or L lie outside the reference interval for the most recent collection. Previous results are shown for comparison and were reported separately. Tests performed at Tasman Ridge Pathology Central Laboratory, Hobart.</div>`,
  }),
};

// ------------------------------------------------------------------ g-ca-01 (two unit systems)
const ca01: Doc = {
  id: 'g-ca-01',
  country: 'CA',
  language: 'en-CA',
  producer: 'chromium-html',
  split: 'holdout',
  classes: ['G5'],
  layout: ['two-unit-systems', 'si-first', 'flag-column', 'units-in-range'],
  meta: {
    lab_date: '2026-11-03',
    results_date: '2026-11-04',
    lab_name: 'Lakehead Medical Laboratories',
    lab_city: 'Thunder Bay',
    patient_name: 'Tremblay-Singh, Avery',
    dob: '1984-12-11',
    patient_sex: 'female',
  },
  dec: '.',
  thouSep: ',',
  rs: { sep: ' - ', lt: '< ', le: '<= ', gt: '> ', ge: '>= ' },
  flags: 'HL',
  photo: 'plain',
  seed: 18,
  sections: [
    {
      title: 'Chemistry',
      rows: [
        R('glucose', 'Glucose, fasting', '6.4', 'mmol/L', '3.6-6.0', { conv: { v: '115', unit: 'mg/dL', range: '65-108' } }),
        R('creatinine', 'Creatinine', '68', 'umol/L', '50-100', { conv: { v: '0.77', unit: 'mg/dL', range: '0.57-1.13' } }),
        R('uric_acid', 'Urate', '402', 'umol/L', '150-350', { conv: { v: '6.8', unit: 'mg/dL', range: '2.5-5.9' } }),
        R('calcium', 'Calcium', '2.38', 'mmol/L', '2.15-2.55', { conv: { v: '9.5', unit: 'mg/dL', range: '8.6-10.2' } }),
        R('magnesium', 'Magnesium', '0.82', 'mmol/L', '0.65-1.05', { conv: { v: '2.0', unit: 'mg/dL', range: '1.6-2.6' } }),
        R('phosphate', 'Phosphate', '1.12', 'mmol/L', '0.80-1.45', { conv: { v: '3.5', unit: 'mg/dL', range: '2.5-4.5' } }),
        R('bilirubin_total', 'Bilirubin, total', '14', 'umol/L', '<21', { conv: { v: '0.8', unit: 'mg/dL', range: '< 1.2' } }),
        R('alt', 'ALT', '29', 'U/L', '<33', { conv: { v: '29', unit: 'U/L', range: '< 33' } }),
      ],
    },
    {
      title: 'Lipids',
      rows: [
        R('cholesterol_total', 'Cholesterol', '5.84', 'mmol/L', '<5.20', { conv: { v: '226', unit: 'mg/dL', range: '< 200' } }),
        R('triglycerides', 'Triglycerides', '2.10', 'mmol/L', '<1.70', { conv: { v: '186', unit: 'mg/dL', range: '< 150' } }),
        R('hdl_cholesterol', 'HDL Cholesterol', '1.02', 'mmol/L', '>1.30', { conv: { v: '39', unit: 'mg/dL', range: '> 50' } }),
        R('ldl_cholesterol', 'LDL Cholesterol', '3.86', 'mmol/L', '<3.50', { conv: { v: '149', unit: 'mg/dL', range: '< 135' } }),
      ],
    },
    {
      title: 'Iron, Vitamins & Hematology',
      rows: [
        R('hemoglobin', 'Hemoglobin', '118', 'g/L', '120-160', { conv: { v: '11.8', unit: 'g/dL', range: '12.0-16.0' } }),
        R('iron', 'Iron', '9', 'umol/L', '11-30', { conv: { v: '50', unit: 'ug/dL', range: '61-168' } }),
        R('ferritin', 'Ferritin', '8', 'ug/L', '15-200', { conv: { v: '8', unit: 'ng/mL', range: '15-200' } }),
        R('vitamin_b12', 'Vitamin B12', '310', 'pmol/L', '>150', { conv: { v: '420', unit: 'pg/mL', range: '> 203' } }),
        R('vitamin_d_25oh', '25-Hydroxy Vitamin D', '48', 'nmol/L', '75-250', { conv: { v: '19', unit: 'ng/mL', range: '30-100' } }),
        R('tsh', 'TSH', '3.2', 'mIU/L', '0.35-5.00'),
        R('hba1c', 'Hemoglobin A1c', '6.3', '%', '<6.0', { note: 'A1c 6.0-6.4 %: prediabetes range (Diabetes Canada).' }),
      ],
    },
  ],
  notResults: ['A1c 6.0-6.4 %: prediabetes range (Diabetes Canada)', 'OHIP 5520-118-447-KT', 'Accession LM26-3307719'],
  render: renderDual({
    font: "'Liberation Sans', sans-serif",
    L: { test: 'Test', si: 'Result (SI)', siRef: 'Reference (SI)', conv: 'Result (conv.)', convRef: 'Reference (conv.)', flag: 'Flag' },
    header: `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #7a1f1f;padding-bottom:5px"><div><div style="font-size:14pt;font-weight:bold;color:#7a1f1f">Lakehead Medical Laboratories</div><div style="font-size:7.8pt">1180 Red River Rd, Thunder Bay ON P7B 1A4 · Tel 807-555-0144 · Licence 4417</div></div><div style="border:1.5px solid #7a1f1f;padding:3px 6px;font-size:7pt;text-align:center">IQMH<br>ACCREDITED<br>No. 0392</div></div>
<table style="width:100%;font-size:8.2pt;margin:5px 0"><tr><td><b>Tremblay-Singh, Avery</b><br>DOB 1984-12-11 · F · 41 y<br>OHIP 5520-118-447-KT</td><td>Accession LM26-3307719<br>Collected 2026-11-03 08:30<br>Reported 2026-11-04 09:12</td><td>Ordering: Dr. N. Fiddler-Kwan<br>Copy to: Nipigon Family Health Team<br>Tel 807-555-0190</td></tr></table>
<div style="font-size:7.6pt;margin-bottom:3px">Results are reported in SI units; conventional units are shown for information only.</div>`,
    footer: `<div style="margin-top:10px;font-size:7.3pt;color:#333">Conversion factors: glucose 18.0, cholesterol 38.67, triglycerides 88.57, creatinine 0.0113, calcium 4.008. Final report. Page 1 of 1.</div>`,
  }),
};

// ------------------------------------------------------------------ g-ca-02 (two unit systems, fr-CA, LibreOffice)
const ca02: Doc = {
  id: 'g-ca-02',
  country: 'CA',
  language: 'fr-CA',
  producer: 'libreoffice',
  split: 'tune',
  classes: ['G5'],
  layout: ['two-unit-systems', 'si-first', 'flag-column', 'decimal-comma', 'units-in-range'],
  meta: {
    lab_date: '2026-10-30',
    results_date: '2026-10-31',
    lab_name: 'Laboratoires Médicaux Boréal',
    lab_city: 'Sherbrooke',
    patient_name: 'Bouchard, Jean-Philippe',
    dob: '1971-07-19',
    patient_sex: 'male',
  },
  dec: ',',
  thouSep: ' ',
  rs: { sep: ' - ', lt: '< ', le: '≤ ', gt: '> ', ge: '≥ ' },
  flags: 'HL',
  seed: 19,
  sections: [
    {
      title: 'Biochimie',
      rows: [
        R('glucose', 'Glucose à jeun', '7.8', 'mmol/L', '3.6-6.0', { conv: { v: '140', unit: 'mg/dL', range: '65-108' } }),
        R('hba1c', 'Hémoglobine glyquée (HbA1c)', '0.071', null, '<0.060', { conv: { v: '7.1', unit: '%', range: '< 6.0' } }),
        R('creatinine', 'Créatinine', '112', 'µmol/L', '60-110', { conv: { v: '1.27', unit: 'mg/dL', range: '0.68-1.24' } }),
        R('egfr', 'DFGe (CKD-EPI)', '67', 'mL/min/1,73 m²', '>60'),
        R('urea', 'Urée', '6.9', 'mmol/L', '2.5-8.0', { conv: { v: '19', unit: 'mg/dL (BUN)', range: '7-22' } }),
        R('sodium', 'Sodium', '141', 'mmol/L', '135-145'),
        R('potassium', 'Potassium', '4.3', 'mmol/L', '3.5-5.0'),
        R('uric_acid', 'Acide urique', '488', 'µmol/L', '200-420', { conv: { v: '8.2', unit: 'mg/dL', range: '3.4-7.1' } }),
        R('alt', 'ALT', '58', 'U/L', '<50'),
        R('ggt', 'GGT', '74', 'U/L', '<60'),
      ],
    },
    {
      title: 'Bilan lipidique',
      rows: [
        R('cholesterol_total', 'Cholestérol total', '4.61', 'mmol/L', '<5.20', { conv: { v: '178', unit: 'mg/dL', range: '< 200' } }),
        R('triglycerides', 'Triglycérides', '3.12', 'mmol/L', '<1.70', { conv: { v: '276', unit: 'mg/dL', range: '< 150' } }),
        R('hdl_cholesterol', 'Cholestérol HDL', '0.88', 'mmol/L', '>1.00', { conv: { v: '34', unit: 'mg/dL', range: '> 39' } }),
        R('ldl_cholesterol', 'Cholestérol LDL (calculé)', '2.31', 'mmol/L', '<3.50', { conv: { v: '89', unit: 'mg/dL', range: '< 135' } }),
        R('non_hdl_cholesterol', 'Cholestérol non-HDL', '3.73', 'mmol/L', '<4.20', { conv: { v: '144', unit: 'mg/dL', range: '< 162' } }),
      ],
    },
    {
      title: 'Divers',
      rows: [
        R('psa_total', 'APS total', '1.84', 'µg/L', '<4.00', { conv: { v: '1.84', unit: 'ng/mL', range: '< 4,00' } }),
        R('ferritin', 'Ferritine', '412', 'µg/L', '30-400', { conv: { v: '412', unit: 'ng/mL', range: '30-400' } }),
        R('tsh', 'TSH', '2.05', 'mUI/L', '0.35-5.00'),
      ],
    },
  ],
  notResults: ['NAM BOUJ 7107 1918', 'Dossier 0088314'],
  render: renderDual({
    font: "'DejaVu Serif', serif",
    simple: true,
    L: { test: 'Analyse', si: 'Résultat (SI)', siRef: 'Valeurs de référence (SI)', conv: 'Résultat (conv.)', convRef: 'Valeurs de référence (conv.)', flag: 'Ind.' },
    header: `<table width="100%" cellpadding="3" style="font-size:9pt"><tr><td width="60%"><b><font size="4">Laboratoires Médicaux Boréal</font></b><br>2700, rue King Ouest, Sherbrooke (Québec) J1L 1C1<br>Tél. : 819 555-0162 · Téléc. : 819 555-0163</td><td><b>RAPPORT DE LABORATOIRE</b><br>Prélevé : 2026-10-30 07:48<br>Rapporté : 2026-10-31 10:05</td></tr>
<tr><td>Patient : <b>Bouchard, Jean-Philippe</b><br>Né le : 1971-07-19 · Sexe : M · NAM : BOUJ 7107 1918<br>Téléphone : 819 555-0477</td><td>Médecin : Dre Camille Ouellet-Roy<br>Dossier : 0088314</td></tr></table><hr>`,
    footer: `<p style="font-size:8pt">Les résultats sont exprimés en unités SI ; les unités conventionnelles sont données à titre indicatif. H = élevé, L = bas. Approuvé par : Martin Gauthier, biochimiste clinique (OPBCQ 1128).</p>`,
  }),
};

// ------------------------------------------------------------------ g-za-01 (sidebar, qualitative)
const za01: Doc = {
  id: 'g-za-01',
  country: 'ZA',
  language: 'en-ZA',
  producer: 'chromium-html',
  split: 'tune',
  classes: ['G9', 'G8'],
  layout: ['sidebar-left', 'fixed-footer-disclaimers', 'flag-column', 'qualitative-rows', 'si-units'],
  meta: {
    lab_date: '2026-11-18',
    results_date: '2026-11-18',
    lab_name: 'Karoo Valley Pathology',
    lab_city: 'Bloemfontein',
    patient_name: 'MOKOENA, Thandiwe',
    dob: '1988-01-25',
    patient_sex: 'female',
  },
  dec: '.',
  thouSep: ' ',
  rs: { sep: ' - ', lt: '< ', le: '<= ', gt: '> ', ge: '>= ' },
  flags: 'HL',
  seed: 20,
  sections: [
    {
      title: 'FULL BLOOD COUNT',
      rows: [
        R('hemoglobin', 'Haemoglobin', '9.8', 'g/dL', '12.1-16.3'),
        R('rbc', 'Red cell count', '3.62', 'x10^12/L', '3.80-5.40'),
        R('hematocrit', 'Haematocrit', '0.30', 'L/L', '0.36-0.48'),
        R('mcv', 'MCV', '83', 'fL', '80-98'),
        R('wbc', 'White cell count', '3.2', 'x10^9/L', '3.9-12.6'),
        R('platelets', 'Platelet count', '191', 'x10^9/L', '186-454'),
        R('lymphocytes_abs', 'Lymphocytes (abs)', '0.9', 'x10^9/L', '1.4-4.5'),
      ],
    },
    {
      title: 'CHEMISTRY',
      rows: [
        R('creatinine', 'Creatinine', '64', 'umol/L', '49-90'),
        R('egfr', 'eGFR (CKD-EPI)', '>90', 'mL/min/1.73m2', '>60'),
        R('alt', 'ALT', '44', 'U/L', '7-35'),
        R('crp', 'C-Reactive Protein', '31', 'mg/L', '<10'),
      ],
    },
    {
      title: 'SEROLOGY / IMMUNOLOGY',
      rows: [
        R('hiv_ag_ab', 'HIV 1+2 Ag/Ab (4th gen ELISA)', 'Reactive', null, '=Non-reactive', { abn: true, flagOverride: 'A', note: 'Reactive screening result confirmed on a second assay. Patient to be counselled by the requesting clinician.' }),
        R('rpr', 'Syphilis RPR', 'Non-reactive', null, '=Non-reactive'),
        R('syphilis_treponemal', 'Treponemal antibodies (TPHA)', 'Negative', null, '=Negative'),
        R('hbsag', 'Hepatitis B surface antigen', 'Negative', null, '=Negative'),
        R('rubella_igg', 'Rubella IgG', '62', 'IU/mL', '>10'),
        R('blood_group_abo', 'Blood group (ABO)', 'O', null, null),
        R('rh_factor', 'Rhesus (D)', 'Positive', null, null),
      ],
    },
  ],
  notResults: ['Lab No. BF26-118-40552', 'Medical aid Bonitas 0028 5541 903', 'Practice No. 052 0000 661147', 'SANAS Medical Laboratory No. M0417'],
  render: renderSidebar({
    font: "'Liberation Sans', sans-serif",
    side: 'left',
    flagCol: true,
    L: { test: 'Test', res: 'Result', unit: 'Units', ref: 'Reference range', flag: 'Flag' },
    header: `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #35506b;padding-bottom:4px;margin-bottom:6px"><div style="font-size:15pt;font-weight:bold;color:#35506b">Karoo Valley <span style="font-weight:normal">Pathology</span></div><div style="font-size:7.6pt;text-align:right">22 Zastron St, Westdene, Bloemfontein 9301<br>Tel 051 555 0138 · Practice No. 052 0000 661147</div></div>`,
    sidebar: `<b>Patient</b>MOKOENA, Thandiwe<b>Date of birth</b>25/01/1988 (38 y)<b>Sex</b>Female<b>ID number</b>880125 0555 081<b>Contact</b>072 555 4419<b>Medical aid</b>Bonitas 0028 5541 903<b>Referring doctor</b>Dr L. Pretorius-Nkosi<b>Lab number</b>BF26-118-40552<b>Collected</b>18/11/2026 09:10<b>Reported</b>18/11/2026 16:48<div style="margin-top:8px">${barcode('BF2611840552', 22)}</div>`,
    footer: `<div style="position:fixed;bottom:0;left:0;right:0;font-size:6.8pt;color:#444;border-top:1px solid #999;padding-top:2px">1. Reference ranges are for adults (18-65 years). 2. Tests marked A are abnormal qualitative results. 3. SANAS Medical Laboratory No. M0417; accredited tests are listed on the schedule at www.sanas.example. 4. This report is confidential and intended for the addressee only — Karoo Valley Pathology Inc. Reg. 2011/055012/21.</div>`,
  }),
};

export const docs1: Doc[] = [us01, us02, vn01, uk01, ie01, se01, pl01, au01, ca01, ca02, za01];
