"""Part I reports, first batch: Germany (enscript), India, China (ReportLab platypus), Japan (ReportLab canvas),
France (groff + tbl). Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

DE_RS = {'sep': ' - ', 'lt': 'bis {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}

de01 = D(
    id='i-de-01', country='DE', language='de-DE', producer='enscript', render='enscript', split='tune',
    classes=['I1', 'I7', 'I8', 'I9'],
    layout=['lis-monospace', 'courier', 'previous-column', 'flag-plus-minus-column', 'decimal-comma', 'range-bis',
            'stacked-sex-range', 'multi-page', 'header-repeated', 'ldl-target-footnote', 'hba1c-footnote', 'tsd-mio-ul'],
    meta=dict(lab_date='2026-11-18', results_date='2026-11-18', lab_name='Labor Dr. Ebersbach & Partner MVZ',
              lab_city='Flensburg', patient_name='Thormählen, Jens', dob='1961-03-14', patient_sex='male'),
    dec=',', rs=DE_RS, flags='pm', seed=3, scan=True,
    opts=dict(
        font='Courier8.4', width=92, page_lines=74,
        header=[
            'Labor Dr. Ebersbach & Partner MVZ GmbH                          Seite {p}/{n}',
            'Abt. Klinische Chemie / Hämatologie / Endokrinologie',
            'Hafenstraße 112 . 24937 Flensburg . Tel. 0461 5093-0 . Fax 0461 5093-19',
            '',
            'Einsender: Gemeinschaftspraxis Dr. Krüger / Dr. Asmussen, Harrislee           Arzt-Nr. 731209',
            '',
            'Patient : Thormählen, Jens                 geb. 14.03.1961     Geschl.: m',
            'Auftrag : 2611182231    Entnahme: 18.11.2026 07:42    Eingang: 18.11.2026 09:10',
            'Befund  : Endbefund vom 18.11.2026 15:26            Vorbefund vom 02.10.2026',
            '',
        ],
        secfmt='*** {t} ***',
        footer=['-' * 92, 'Labor Dr. Ebersbach & Partner MVZ GmbH . Ärztl. Leitung Dr. med. H. Ebersbach, FA Laboratoriumsmedizin',
                'Befund elektronisch freigegeben, ohne Unterschrift gültig.                                     Seite {p}/{n}'],
    ),
    sections=[
        S('Hämatologie', [
            R('wbc', 'Leukozyten', '6.8', 'Tsd./µl', '4.0-10.0', prev='7.1'),
            R('rbc', 'Erythrozyten', '4.21', 'Mio./µl', '4.50-5.90', prev='4.35'),
            R('hemoglobin', 'Hämoglobin', '12.9', 'g/dl', '13.5-17.5', pr='M 13,5 - 17,5\nW 12,0 - 15,5', prev='13.2'),
            R('hematocrit', 'Hämatokrit', '41.2', '%', '40-52', prev='41.9'),
            R('mcv', 'MCV', '91.2', 'fl', '80-96'),
            R('mch', 'MCH', '30.6', 'pg', '27-33'),
            R('mchc', 'MCHC', '33.6', 'g/dl', '32-36'),
            R('platelets', 'Thrombozyten', '312', 'Tsd./µl', '150-400', prev='298'),
        ]),
        S('Klinische Chemie', [
            R('sodium', 'Natrium', '139', 'mmol/l', '136-145'),
            R('potassium', 'Kalium', '4.8', 'mmol/l', '3.5-5.1', prev='4.6'),
            R('creatinine', 'Kreatinin', '1.42', 'mg/dl', '0.70-1.20', prev='1.31'),
            R('egfr', 'eGFR (CKD-EPI)', '52', 'ml/min/1,73m²', '>60', prev='58'),
            R('uric_acid', 'Harnsäure', '6.6', 'mg/dl', '3.4-7.0'),
            R('ast', 'GOT (AST)', '24', 'U/l', '<50'),
            R('alt', 'GPT (ALT)', '31', 'U/l', '<50'),
            R('ggt', 'Gamma-GT', '67', 'U/l', '<60', prev='59'),
            R('crp', 'CRP', '3.1', 'mg/l', '<5.0'),
        ], note='eGFR: GFR-Kategorie G3a (45-59 ml/min/1,73m²), Kontrolle empfohlen.'),
        S('Fettstoffwechsel', [
            R('cholesterol_total', 'Cholesterin gesamt', '212', 'mg/dl', '<200', prev='224'),
            R('hdl_cholesterol', 'HDL-Cholesterin', '44', 'mg/dl', '>40'),
            R('ldl_cholesterol', 'LDL-Cholesterin', '142', 'mg/dl', '<116', prev='151'),
            R('triglycerides', 'Triglyceride', '141', 'mg/dl', '<150'),
        ], page=2, note=('LDL-Zielwerte nach Risiko (ESC/EAS 2019):\n'
                         '  sehr hohes Risiko  < 55 mg/dl     hohes Risiko    < 70 mg/dl\n'
                         '  mittleres Risiko   < 100 mg/dl    niedriges Risiko < 116 mg/dl')),
        S('Glukosestoffwechsel', [
            R('glucose', 'Glucose nüchtern', '96', 'mg/dl', '70-100'),
            R('hba1c', 'HbA1c', '6.1', '%', '<5.7', prev='6.0', alt='43 mmol/mol'),
        ], page=2, note=('HbA1c-Bewertung (DDG): < 5,7 % Diabetes unwahrscheinlich; 5,7 - 6,4 % erhöhtes Risiko;\n'
                         '  >= 6,5 % Diabetes mellitus. HbA1c (IFCC): 43 mmol/mol')),
        S('Schilddrüse', [
            R('tsh', 'TSH basal', '2.31', 'mU/l', '0.27-4.20'),
            R('free_t4', 'fT4', '1.21', 'ng/dl', '0.93-1.70'),
        ], page=2),
    ],
    not_results=['sehr hohes Risiko < 55 mg/dl', 'hohes Risiko < 70 mg/dl', 'mittleres Risiko < 100 mg/dl',
                 'niedriges Risiko < 116 mg/dl', 'GFR-Kategorie G3a (45-59 ml/min/1,73m²)', '>= 6,5 % Diabetes mellitus',
                 '5,7 - 6,4 % erhöhtes Risiko', 'Auftrag 2611182231'],
)
# Einheit column after the previous value
de01.opts['cols'] = [('name', 30, 'l'), ('value', 9, 'r'), ('flag', 3, 'r'), ('prev', 10, 'r'), ('unit', 17, 'l'),
                     ('range', 22, 'l')]
de01.opts['heads'] = ['Untersuchung', 'Ergebnis', '', 'Vorwert', 'Einheit', 'Referenzbereich']


IN_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}

in01 = D(
    id='i-in-01', country='IN', language='en-IN', producer='reportlab', render='rl_table', split='holdout',
    classes=['I2', 'I7', 'I8', 'I9'],
    layout=['platypus-table', 'helvetica-type1', 'indian-units', 'thousands-comma', 'flag-HL-column', 'age-sex-line',
            'unitless-ratio', 'hba1c-table', 'vitamin-d-bands', 'ldl-risk-table', 'multi-page', 'header-repeated',
            'page-x-of-y'],
    meta=dict(lab_date='2026-11-21', results_date='2026-11-21', lab_name='Sunrise Diagnostics & Pathology Centre',
              lab_city='Pune', patient_name='Mrs. Kavita Deshmukh', patient_age='34', patient_sex='female'),
    dec='.', thou=',', thou_min=1000, rs=IN_RS, flags='HL', seed=5, scan=True,
    opts=dict(
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['Test Description', 'Result', 'Flag', 'Unit', 'Biological Ref. Interval'],
        widths=[66, 26, 12, 26, 50], grid=False, headbg='#e6e6e6', titlebg='#f3f3f3',
        lab_lines=['SUNRISE DIAGNOSTICS & PATHOLOGY CENTRE', 'Department of Haematology & Clinical Biochemistry',
                   'Shop 4-6, Mangalmurti Complex, Karve Road, Kothrud, Pune 411038',
                   'Ph: 020-2546 7781 / +91 98220 41736 | NABL-style QC | www.sunrisediag.example'],
        title='LABORATORY REPORT',
        pinfo=[[('Name', 'Mrs. Kavita Deshmukh'), ('Lab No.', 'SDP/26/118457')],
               [('Age/Sex', '34 Y / F'), ('Ref. By', 'Dr. Anand Kulkarni, MD')],
               [('Sample Collected', '21/11/2026 08:15 AM'), ('Reported', '21/11/2026 02:02 PM')],
               [('Sample Type', 'EDTA Whole Blood / Serum'), ('Centre', 'Kothrud Main')]],
        footer=['Results relate only to the sample tested. Kindly correlate clinically.',
                'Dr. Sneha Patwardhan, MD (Pathology), Consultant Pathologist'],
        pagefmt='Page {p} of {n}', runhead='Mrs. Kavita Deshmukh | 34 Y / F | Lab No. SDP/26/118457',
    ),
    sections=[
        S('COMPLETE BLOOD COUNT (CBC)', [
            R('hemoglobin', 'Haemoglobin', '10.9', 'g/dL', '12.0-15.0'),
            R('rbc', 'Total RBC Count', '4.02', 'mill/cumm', '3.8-4.8'),
            R('hematocrit', 'Packed Cell Volume (PCV)', '33.1', '%', '36-46'),
            R('mcv', 'Mean Corpuscular Volume (MCV)', '82.3', 'fL', '83-101'),
            R('mch', 'MCH', '27.1', 'pg', '27-32'),
            R('mchc', 'MCHC', '32.9', 'g/dL', '31.5-34.5'),
            R('rdw_cv', 'RDW-CV', '15.8', '%', '11.6-14.0'),
            R('wbc', 'Total Leucocyte Count (TLC)', '8400', 'cells/cumm', '4000-10000'),
            R('platelets', 'Platelet Count', '2.45', 'lakhs/cumm', '1.5-4.1'),
        ]),
        S('DIFFERENTIAL LEUCOCYTE COUNT (DLC)', [
            R('neutrophils_pct', 'Neutrophils', '64', '%', '40-80'),
            R('lymphocytes_pct', 'Lymphocytes', '28', '%', '20-40'),
            R('eosinophils_pct', 'Eosinophils', '5', '%', '1-6'),
            R('monocytes_pct', 'Monocytes', '3', '%', '2-10'),
            R('basophils_pct', 'Basophils', '0', '%', '0-2'),
            R('neutrophils_abs', 'Absolute Neutrophil Count', '5376', 'cells/cumm', '2000-7000'),
            R('lymphocytes_abs', 'Absolute Lymphocyte Count', '2352', 'cells/cumm', '1000-3000'),
            R('eosinophils_abs', 'Absolute Eosinophil Count', '420', 'cells/cumm', '20-500'),
            R('esr', 'ESR (Westergren)', '28', 'mm/1st hr', '0-20'),
        ], note='Peripheral smear: RBCs mildly microcytic hypochromic. WBCs and platelets adequate.'),
        S('DIABETES PROFILE', [
            R('glucose', 'Fasting Blood Sugar (FBS)', '94', 'mg/dL', '70-100'),
            R('hba1c', 'Glycosylated Haemoglobin (HbA1c)', '5.9', '%', '<5.7', fn='1'),
            R('estimated_average_glucose', 'Estimated Average Glucose (eAG)', '123', 'mg/dL', None),
        ], page=2, note=[('para', '1 Interpretation of HbA1c (ADA):'),
                         ('table', [['Non-diabetic', '< 5.7 %'], ['Prediabetes', '5.7 - 6.4 %'],
                                    ['Diabetes', '>= 6.5 %'], ['Therapeutic target for diabetics', '< 7.0 %']])]),
        S('LIPID PROFILE', [
            R('cholesterol_total', 'Total Cholesterol', '186', 'mg/dL', '<200'),
            R('triglycerides', 'Triglycerides', '138', 'mg/dL', '<150'),
            R('hdl_cholesterol', 'HDL Cholesterol', '41', 'mg/dL', '>50'),
            R('ldl_cholesterol', 'LDL Cholesterol (calc.)', '117.4', 'mg/dL', '<100'),
            R('vldl_cholesterol', 'VLDL Cholesterol', '27.6', 'mg/dL', '<30'),
            R('cholesterol_hdl_ratio', 'Total Chol / HDL Ratio', '4.54', None, '<5.0'),
        ], page=2, note=[('para', 'LDL cholesterol goals by risk category (mg/dL):'),
                         ('table', [['Very high risk', '< 55'], ['High risk', '< 70'], ['Moderate risk', '< 100'],
                                    ['Low risk', '< 116']])]),
        S('LIVER FUNCTION TEST', [
            R('bilirubin_total', 'Bilirubin Total', '0.6', 'mg/dL', '0.3-1.2'),
            R('alt', 'SGPT (ALT)', '22', 'U/L', '<35'),
            R('ast', 'SGOT (AST)', '19', 'U/L', '<35'),
            R('alp', 'Alkaline Phosphatase', '78', 'U/L', '30-120'),
            R('total_protein', 'Total Protein', '7.2', 'g/dL', '6.4-8.3'),
            R('albumin', 'Albumin', '4.1', 'g/dL', '3.5-5.2'),
            R('globulin', 'Globulin', '3.1', 'g/dL', '2.0-3.5'),
            R('albumin_globulin_ratio', 'A/G Ratio', '1.32', None, '0.9-2.0'),
        ], page=2),
        S('VITAMINS & THYROID', [
            R('vitamin_d_25oh', '25-OH Vitamin D (Total)', '14.2', 'ng/mL', '30-100'),
            R('vitamin_b12', 'Vitamin B12', '312', 'pg/mL', '211-911'),
            R('tsh', 'TSH (Ultrasensitive)', '3.12', 'µIU/mL', '0.35-5.50'),
        ], page=2, note=[('table', [['Vitamin D status', 'ng/mL'], ['Deficiency', '< 20'], ['Insufficiency', '20 - 29'],
                                    ['Sufficiency', '30 - 100'], ['Potential toxicity', '> 100']])]),
    ],
    not_results=['Non-diabetic < 5.7 %', 'Prediabetes 5.7 - 6.4 %', 'Diabetes >= 6.5 %',
                 'Therapeutic target for diabetics < 7.0 %', 'Very high risk < 55', 'High risk < 70',
                 'Moderate risk < 100', 'Low risk < 116', 'Deficiency < 20', 'Insufficiency 20 - 29',
                 'Sufficiency 30 - 100', 'Potential toxicity > 100'],
)


CN_RS = {'sep': '--', 'lt': '<{x}', 'le': '≤{x}', 'gt': '>{x}', 'ge': '≥{x}'}

cn01 = D(
    id='i-cn-01', country='CN', language='zh-CN', producer='reportlab', render='rl_table', split='tune',
    classes=['I2', 'I5'],
    layout=['platypus-table', 'ttf-wqy-microhei', 'cjk-glued-abbreviation', 'flag-arrow-column', 'range-double-dash',
            'sex-age-cjk-line', 'unitless-ratio', 'collection-time-cjk'],
    meta=dict(lab_date='2026-11-19', results_date='2026-11-19', lab_name='华康医学检验所', lab_city='嘉兴',
              patient_name='陈嘉豪', patient_age='24', patient_sex='male'),
    rs=CN_RS, flags='arrow', seed=7, photo=4.0, font='WQY',
    opts=dict(
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['项目名称', '结果', '提示', '单位', '参考区间'],
        widths=[70, 24, 12, 26, 46], grid=False, size=8.8, head_align=1,
        lab_lines=['嘉兴华康医学检验所检验报告单', '检验科 临床生化室', '地址: 浙江省嘉兴市南湖区文昌路 1187 号   电话: 0573-8219 6604'],
        pinfo=[[('姓名:', '陈嘉豪'), ('性别: 男', '年龄: 24岁'), ('病历号:', '0031874')],
               [('科室:', '体检中心'), ('床号:', '—'), ('标本类型:', '血清')],
               [('采样时间:', '2026-11-19 08:05'), ('接收时间:', '2026-11-19 09:12'), ('报告时间:', '2026-11-19 15:40')]],
        footer=['检验者: 沈丽华    审核者: 周建国    本报告仅对所检标本负责。如有疑问请于七日内与检验科联系。'],
        pagefmt='第 {p} 页 / 共 {n} 页', creator='LIS ReportLab',
    ),
    sections=[
        S('肝功能 + 肾功能 + 血脂 + 甲状腺功能', [
            R('alt', '丙氨酸氨基转移酶ALT', '68', 'U/L', '9-50'),
            R('ast', '天门冬氨酸氨基转移酶AST', '45', 'U/L', '15-40'),
            R('ggt', 'γ-谷氨酰转移酶GGT', '72', 'U/L', '10-60'),
            R('alp', '碱性磷酸酶ALP', '88', 'U/L', '45-125'),
            R('bilirubin_total', '总胆红素TBIL', '15.2', 'µmol/L', '0-26'),
            R('bilirubin_direct', '直接胆红素DBIL', '4.1', 'µmol/L', '0-8'),
            R('total_protein', '总蛋白TP', '73.6', 'g/L', '65-85'),
            R('albumin', '白蛋白ALB', '47.9', 'g/L', '40-55'),
            R('globulin', '球蛋白GLB', '25.7', 'g/L', '20-40'),
            R('albumin_globulin_ratio', '白球比A/G', '1.86', None, '1.2-2.4'),
            R('urea', '尿素UREA', '5.3', 'mmol/L', '3.1-8.0'),
            R('creatinine', '肌酐CREA', '81', 'µmol/L', '57-111'),
            R('uric_acid', '尿酸UA', '492', 'µmol/L', '208-428'),
            R('glucose', '葡萄糖GLU', '5.12', 'mmol/L', '3.9-6.1'),
            R('cholesterol_total', '总胆固醇TC', '4.86', 'mmol/L', '<5.18'),
            R('triglycerides', '甘油三酯TG', '2.31', 'mmol/L', '<1.70'),
            R('hdl_cholesterol', '高密度脂蛋白胆固醇HDL-C', '0.92', 'mmol/L', '>1.04'),
            R('ldl_cholesterol', '低密度脂蛋白胆固醇LDL-C', '3.02', 'mmol/L', '<3.37'),
            R('free_t3', '游离三碘甲状腺原氨酸FT3', '5.06', 'pmol/L', '3.1-6.8'),
            R('free_t4', '游离甲状腺素FT4', '16.8', 'pmol/L', '12-22'),
            R('tsh', '促甲状腺激素TSH', '2.46', 'mIU/L', '0.27-4.2'),
            R('anti_tpo', '抗甲状腺过氧化物酶抗体TPOAb', '12.3', 'IU/mL', '<34'),
        ], note='备注: 甘油三酯升高, 建议空腹12小时后复查。'),
    ],
    not_results=['病历号 0031874'],
)


JP_RS = {'sep': '～', 'lt': '{x}未満', 'le': '{x}以下', 'gt': '{x}超', 'ge': '{x}以上'}

jp01 = D(
    id='i-jp-01', country='JP', language='ja-JP', producer='reportlab', render='rl_canvas', split='holdout',
    classes=['I2', 'I5', 'I7', 'I9'],
    layout=['canvas-positioned', 'ttf-ipa-gothic', 'previous-column', 'flag-HL-column', 'range-fullwidth-tilde',
            'range-ika-ijo', 'dob-only', 'platelets-10e4', 'ldl-target-footnote'],
    meta=dict(lab_date='2026-11-16', results_date='2026-11-17', lab_name='株式会社 みなと臨床検査センター',
              lab_city='横浜', patient_name='山口 和也', dob='1979-06-02', patient_sex='male'),
    rs=JP_RS, flags='HL', seed=9, font='IPAPGothic',
    opts=dict(
        size=8.6, xs=[17, 62, 82, 92, 122, 158], cols=['name', 'value', 'flag', 'unit', 'range', 'prev'],
        heads=['検査項目', '結果', '判定', '単位', '基準値', '前回値 05/11'], valright=False, plw=16,
        lab_lines=['株式会社 みなと臨床検査センター', '第二検査部 生化学・血液学課',
                   '〒231-0023 神奈川県横浜市中区山下町 2-41 みなとビル 6F   TEL 045-662-3391  FAX 045-662-3392'],
        title='検 査 結 果 報 告 書',
        pinfo=[[('氏名', '山口 和也 様'), ('性別', '男'), ('生年月日', '1979年06月02日')],
               [('依頼元', 'さくら内科クリニック'), ('受付番号', '26-1116-0583'), ('カルテ', '00418-2')],
               [('採取日', '2026/11/16'), ('受付日', '2026/11/16'), ('報告日', '2026/11/17')]],
        footer=['※ 基準値は日本臨床検査標準協議会 (JCCLS) 共用基準範囲による。H: 高値  L: 低値',
                '株式会社 みなと臨床検査センター  登録衛生検査所 横浜市第 0417 号'],
        pagefmt='{p} / {n}',
        end=['LDLコレステロール管理目標値 (mg/dL): 一次予防 低リスク <160  中リスク <140  高リスク <120 / 二次予防 <100'],
    ),
    sections=[
        S('【血液学検査】', [
            R('wbc', '白血球数', '5.8', '10^3/μL', '3.3-8.6', prev='6.1'),
            R('rbc', '赤血球数', '4.62', '10^6/μL', '4.35-5.55', prev='4.70'),
            R('hemoglobin', 'ヘモグロビン', '14.6', 'g/dL', '13.7-16.8', prev='14.9'),
            R('hematocrit', 'ヘマトクリット', '43.8', '%', '40.7-50.1', prev='44.6'),
            R('mcv', 'MCV', '94.8', 'fL', '83.6-98.2'),
            R('mch', 'MCH', '31.6', 'pg', '27.5-33.2'),
            R('mchc', 'MCHC', '33.3', 'g/dL', '31.7-35.3'),
            R('platelets', '血小板数', '21.4', '10^4/μL', '15.8-34.8', prev='22.0'),
        ]),
        S('【生化学検査】', [
            R('total_protein', '総蛋白', '7.4', 'g/dL', '6.6-8.1'),
            R('albumin', 'アルブミン', '4.5', 'g/dL', '4.1-5.1'),
            R('ast', 'AST(GOT)', '34', 'U/L', '13-30', prev='29'),
            R('alt', 'ALT(GPT)', '52', 'U/L', '10-42', prev='40'),
            R('ggt', 'γ-GT', '88', 'U/L', '13-64', prev='71'),
            R('alp', 'ALP(IFCC)', '71', 'U/L', '38-113'),
            R('bilirubin_total', '総ビリルビン', '0.8', 'mg/dL', '0.4-1.5'),
            R('bun', '尿素窒素', '14', 'mg/dL', '8-20'),
            R('creatinine', 'クレアチニン', '0.91', 'mg/dL', '0.65-1.07', prev='0.88'),
            R('egfr', 'eGFR', '70.2', 'mL/min/1.73m²', '>=60'),
            R('uric_acid', '尿酸', '7.6', 'mg/dL', '3.7-7.8', prev='7.9'),
        ]),
        S('【脂質・糖代謝】', [
            R('cholesterol_total', '総コレステロール', '231', 'mg/dL', '142-248'),
            R('ldl_cholesterol', 'LDLコレステロール', '158', 'mg/dL', '<=139', prev='149'),
            R('hdl_cholesterol', 'HDLコレステロール', '48', 'mg/dL', '>=40'),
            R('triglycerides', '中性脂肪', '176', 'mg/dL', '30-149', prev='162'),
            R('glucose', '空腹時血糖', '112', 'mg/dL', '73-109', prev='104'),
            R('hba1c', 'HbA1c(NGSP)', '5.8', '%', '4.9-6.0', prev='5.7'),
        ]),
    ],
    not_results=['一次予防 低リスク <160', '中リスク <140', '高リスク <120', '二次予防 <100', '受付番号 26-1116-0583'],
)


FR_RS = {'sep': ' à ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}

fr01 = D(
    id='i-fr-01', country='FR', language='fr-FR', producer='groff', render='groff', split='holdout',
    classes=['I1', 'I7', 'I8'],
    layout=['groff-tbl', 'boxed-tables', 'decimal-comma', 'thousands-space', 'g-l-t-l-units', 'flag-bold-only',
            'previous-column', 'vitamin-d-bands', 'egfr-stages-multiline', 'collection-prelevement'],
    meta=dict(lab_date='2026-11-20', results_date='2026-11-20', lab_name='Laboratoire BIOLIANCE Sud-Loire',
              lab_city='Rezé', patient_name='LE GUENNEC Maëlle', dob='1988-02-09', patient_sex='female'),
    dec=',', thou=' ', rs=FR_RS, flags='bold', seed=13, scan=True,
    opts=dict(
        gfont='H', ps=9, vs=11,
        lab_lines=['Laboratoire de Biologie Médicale BIOLIANCE Sud-Loire', 'Site de Rezé \\(em Plateau technique de biochimie et hématologie',
                   '14 rue Jean-Baptiste Vigier, 44400 Rezé \\(em Tél. 02 40 75 18 62 \\(em rezesud@bioliance.example'],
        title='COMPTE RENDU D\'ANALYSES',
        pinfo=[[('Patient :', 'Mme LE GUENNEC Maëlle'), ('Dossier n° :', '2611200417')],
               [('Née le :', '09/02/1988'), ('Prescripteur :', 'Dr Anne-Sophie Rivals')],
               [('Prélèvement :', 'le 20/11/2026 à 07h55'), ('Validé le :', '20/11/2026 à 16h10')]],
        cols=[('name', 'l'), ('value', 'r'), ('unit', 'l'), ('range', 'l'), ('prev', 'r')],
        heads=['Analyse', 'Résultat', 'Unité', 'Valeurs de référence', 'Antériorité 14/05/26'],
        footer=[('Biologiste responsable : Dr Yannick Morvan \\(em Résultats validés biologiquement', 'Page % / 2')],
        runhead='LE GUENNEC Maëlle \\(em Dossier 2611200417',
        end=['Les valeurs en gras sont en dehors des valeurs de référence.'],
    ),
    sections=[
        S('HÉMATOLOGIE \\(em Numération formule sanguine', [
            R('rbc', 'Hématies', '4.12', 'T/L', '3.80-5.00', prev='4.25'),
            R('hemoglobin', 'Hémoglobine', '11.4', 'g/dL', '11.5-15.0', prev='12.1'),
            R('hematocrit', 'Hématocrite', '34.6', '%', '35.0-45.0'),
            R('mcv', 'V.G.M.', '85.4', 'fL', '80-100'),
            R('mch', 'T.C.M.H.', '26.8', 'pg', '27-32'),
            R('mchc', 'C.C.M.H.', '32.4', 'g/dL', '32-36'),
            R('wbc', 'Leucocytes', '7.85', 'G/L', '4.00-10.00', prev='6.90'),
            R('neutrophils_abs', 'Polynucléaires neutrophiles', '4.96', 'G/L', '1.80-7.50'),
            R('eosinophils_abs', 'Polynucléaires éosinophiles', '0.21', 'G/L', '<0.50'),
            R('basophils_abs', 'Polynucléaires basophiles', '0.03', 'G/L', '<0.20'),
            R('lymphocytes_abs', 'Lymphocytes', '2.18', 'G/L', '1.00-4.00'),
            R('monocytes_abs', 'Monocytes', '0.47', 'G/L', '0.20-1.00'),
            R('platelets', 'Plaquettes', '254000', '/mm³', '150000-400000', prev='241000'),
        ]),
        S('BIOCHIMIE SANGUINE', [
            R('creatinine', 'Créatinine', '58', 'µmol/L', '45-84', prev='61'),
            R('egfr', 'DFG estimé (CKD-EPI)', '116', 'mL/min/1,73m²', '>90'),
            R('ferritin', 'Ferritine', '9', 'µg/L', '15-150', prev='14'),
            R('crp', 'Protéine C réactive', '1.2', 'mg/L', '<5.0'),
        ], note=('Stades de la maladie rénale chronique (KDIGO) :\n'
                 'G1 >= 90 normal ou élevé ; G2 60 à 89 légèrement diminué ;\n'
                 'G3a 45 à 59 ; G3b 30 à 44 ; G4 15 à 29 ; G5 < 15 insuffisance rénale terminale')),
        S('VITAMINES', [
            R('vitamin_d_25oh', '25-OH Vitamine D (D2+D3)', '17.8', 'ng/mL', '30-100', alt='44,5 nmol/L'),
            R('folate', 'Folates sériques', '5.1', 'ng/mL', '3.9-26.8'),
            R('vitamin_b12', 'Vitamine B12', '286', 'pg/mL', '197-771'),
        ], page=2, note=('25-OH Vitamine D : carence < 10 ng/mL ; insuffisance 10 à 30 ng/mL ;\n'
                         'valeurs souhaitables 30 à 100 ng/mL ; risque de toxicité > 150 ng/mL.\n'
                         'Soit 44,5 nmol/L (facteur de conversion 2,496).')),
        S('HORMONOLOGIE', [
            R('tsh', 'TSH ultrasensible', '1.84', 'mUI/L', '0.40-4.00'),
            R('free_t4', 'T4 libre', '14.2', 'pmol/L', '10.0-20.0'),
        ], page=2),
    ],
    not_results=['G1 >= 90 normal ou élevé', 'G2 60 à 89 légèrement diminué', 'G3a 45 à 59', 'G3b 30 à 44',
                 'G4 15 à 29', 'G5 < 15', 'carence < 10 ng/mL', 'insuffisance 10 à 30 ng/mL',
                 'valeurs souhaitables 30 à 100 ng/mL', 'risque de toxicité > 150 ng/mL'],
)

DOCS = [de01, in01, cn01, jp01, fr01]
