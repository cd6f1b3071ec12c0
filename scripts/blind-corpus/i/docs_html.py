"""Part I reports printed by Chromium in layouts unlike part G: Brazil and Saudi Arabia (card grid, one analyte per
block), Israel (two-column flow, right-to-left), Thailand (landscape cumulative sheet, Buddhist-era dates).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

BR_RS = {'sep': ' a ', 'lt': 'Inferior a {x}', 'le': '≤ {x}', 'gt': 'Superior a {x}', 'ge': '≥ {x}'}

br01 = D(
    id='i-br-01', country='BR', language='pt-BR', producer='chromium-html', render='html_cards', split='holdout',
    classes=['I4', 'I7'],
    layout=['card-grid', 'one-analyte-per-block', 'resultado-line', 'material-metodo-line', 'reference-lines-stacked',
            'decimal-comma', 'range-a', 'flag-bold-only', 'ldl-risk-targets-no-range', 'vitamin-d-bands',
            'previous-result-line', 'multi-page'],
    meta=dict(lab_date='2026-11-25', results_date='2026-11-25', lab_name='Laboratório Vitalis Análises Clínicas',
              lab_city='Belo Horizonte', patient_name='Rosângela Aparecida Moreira Lopes', patient_age='58',
              patient_sex='female'),
    dec=',', thou='.', thou_min=1000, rs=BR_RS, flags='bold', seed=61,
    opts=dict(
        ncards=3, accent='#0b6e4f', secbg='#e3f1ea', res_label='Resultado: ', ref_label='', prev_label='Resultado anterior (02/05/2026): ',
        lab_lines=['Laboratório Vitalis Análises Clínicas', 'Unidade Savassi — Setor de Bioquímica e Imunologia',
                   'Rua Pernambuco, 1077 — Funcionários, Belo Horizonte/MG — CEP 30130-151 — (31) 3261-4408'],
        lab_right='Resp. Técnico: Dr. Otávio M. Prates<br>CRF-MG 18.204',
        pinfo=[('Paciente:', 'Rosângela Aparecida Moreira Lopes'), ('Idade:', '58 anos'), ('Sexo:', 'Feminino'),
               ('Médico:', 'Dra. Cláudia Nunes — CRM 40.118'), ('Data da coleta:', '25/11/2026 07:20'), ('Pedido:', '0925-118834')],
        footer='Laboratório Vitalis — Os resultados devem ser interpretados pelo médico assistente, em conjunto com dados clínicos.',
    ),
    sections=[
        S('BIOQUÍMICA', [
            R('glucose', 'GLICOSE', '112', 'mg/dL', '70-99',
              pr='Normal: 70 a 99 mg/dL\nTolerância diminuída: 100 a 125 mg/dL\nDiabetes: ≥ 126 mg/dL', prev='104'),
            R('hba1c', 'HEMOGLOBINA GLICADA (HbA1c)', '6.2', '%', '<5.7',
              pr='Normal: Inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: ≥ 6,5 %\nMeta para diabéticos: < 7,0 %'),
            R('creatinine', 'CREATININA', '0.88', 'mg/dL', '0.50-0.90'),
            R('egfr', 'TFG ESTIMADA (CKD-EPI)', '66', 'mL/min/1,73m²', '>60'),
            R('urea', 'UREIA', '34', 'mg/dL', '15-45'),
            R('uric_acid', 'ÁCIDO ÚRICO', '5.2', 'mg/dL', '2.4-5.7'),
            R('potassium', 'POTÁSSIO', '4.4', 'mEq/L', '3.5-5.1'),
            R('sodium', 'SÓDIO', '139', 'mEq/L', '136-145'),
            R('alt', 'TGP (ALT)', '21', 'U/L', '<33'),
        ]),
        S('PERFIL LIPÍDICO', [
            R('cholesterol_total', 'COLESTEROL TOTAL', '214', 'mg/dL', '<190', pr='Desejável: Inferior a 190 mg/dL'),
            R('hdl_cholesterol', 'COLESTEROL HDL', '52', 'mg/dL', '>40', pr='Desejável: Superior a 40 mg/dL'),
            R('ldl_cholesterol', 'COLESTEROL LDL', '138', 'mg/dL', None,
              pr='Metas conforme risco cardiovascular:\nBaixo: < 130 mg/dL\nIntermediário: < 100 mg/dL\nAlto: < 70 mg/dL\nMuito alto: < 50 mg/dL'),
            R('triglycerides', 'TRIGLICÉRIDES', '165', 'mg/dL', '<150', pr='Jejum: Inferior a 150 mg/dL\nSem jejum: Inferior a 175 mg/dL'),
        ], page=2),
        S('HORMÔNIOS E VITAMINAS', [
            R('tsh', 'TSH ULTRASSENSÍVEL', '3.9', 'µUI/mL', '0.45-4.5'),
            R('free_t4', 'T4 LIVRE', '1.1', 'ng/dL', '0.7-1.8'),
            R('vitamin_d_25oh', '25-HIDROXIVITAMINA D', '26', 'ng/mL', '>20',
              pr='População saudável (até 60 anos): Superior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL\nRisco de toxicidade: Superior a 100 ng/mL'),
            R('vitamin_b12', 'VITAMINA B12', '1186', 'pg/mL', '197-771'),
        ], page=2),
    ],
    not_results=['Tolerância diminuída: 100 a 125 mg/dL', 'Diabetes: ≥ 126 mg/dL', 'Pré-diabetes: 5,7 a 6,4 %',
                 'Diabetes: ≥ 6,5 %', 'Meta para diabéticos: < 7,0 %', 'Baixo: < 130 mg/dL', 'Intermediário: < 100 mg/dL',
                 'Alto: < 70 mg/dL', 'Muito alto: < 50 mg/dL', 'Sem jejum: Inferior a 175 mg/dL',
                 'Grupos de risco: 30 a 60 ng/mL', 'Risco de toxicidade: Superior a 100 ng/mL'],
)
_meta = {'glucose': 'Material: Soro · Método: Enzimático (hexoquinase)', 'hba1c': 'Material: Sangue total EDTA · Método: HPLC',
         'creatinine': 'Material: Soro · Método: Jaffé cinético', 'vitamin_d_25oh': 'Material: Soro · Método: Quimioluminescência',
         'tsh': 'Material: Soro · Método: Eletroquimioluminescência', 'vitamin_b12': 'Material: Soro · Método: Quimioluminescência'}
br01.opts['meta_line'] = lambda r: _meta.get(r.id, 'Material: Soro')


SA_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

sa01 = D(
    id='i-sa-01', country='SA', language='ar-SA', producer='chromium-html', render='html_cards', split='tune',
    classes=['I4', 'I6', 'I7'],
    layout=['card-grid', 'rtl', 'arabic-with-latin-abbr', 'one-analyte-per-block', 'flag-arrow-suffix',
            'hba1c-target-note', 'vitamin-d-bands'],
    meta=dict(lab_date='2026-11-21', results_date='2026-11-22', lab_name='مختبرات النخبة الطبية',
              lab_city='الرياض', patient_name='عبدالله فهد القحطاني', patient_age='41', patient_sex='male'),
    rs=SA_RS, flags='arrow', seed=67,
    opts=dict(
        dir='rtl', ncards=3, accent='#7a1f2b', secbg='#f6e9eb', res_label='النتيجة: ', ref_label='المعدل الطبيعي: ',
        lab_lines=['مختبرات النخبة الطبية', 'قسم الكيمياء الحيوية والهرمونات', 'طريق الملك فهد، حي العليا، الرياض 12214 — هاتف 011 462 8830'],
        lab_right='Elite Medical Laboratories<br>CR 1010 448 219',
        title='تقرير نتائج التحاليل المخبرية',
        pinfo=[('الاسم:', 'عبدالله فهد القحطاني'), ('العمر:', '41 سنة'), ('الجنس:', 'ذكر'),
               ('رقم الملف:', 'EL-558102'), ('تاريخ سحب العينة:', '2026/11/21 08:10'), ('تاريخ التقرير:', '2026/11/22')],
        footer='مختبرات النخبة الطبية — النتائج تخص العينة المستلمة فقط — أخصائي المختبر: د. نورة العتيبي',
    ),
    sections=[
        S('السكر', [
            R('glucose', 'سكر صائم FBS', '148', 'mg/dL', '70-100'),
            R('hba1c', 'السكر التراكمي HbA1c', '8.1', '%', '4.0-5.6'),
        ], note='الهدف العلاجي لمرضى السكري: HbA1c أقل من 7.0 %  (ما قبل السكري 5.7 - 6.4 %، السكري 6.5 % فأكثر)'),
        S('الدهون', [
            R('cholesterol_total', 'الكوليسترول الكلي Cholesterol', '226', 'mg/dL', '<200'),
            R('triglycerides', 'الدهون الثلاثية TG', '241', 'mg/dL', '<150'),
            R('hdl_cholesterol', 'الكوليسترول النافع HDL', '37', 'mg/dL', '>40'),
            R('ldl_cholesterol', 'الكوليسترول الضار LDL', '126', 'mg/dL', '<130'),
        ]),
        S('وظائف الكلى', [
            R('urea', 'اليوريا Urea', '5.1', 'mmol/L', '2.8-7.2'),
            R('creatinine', 'الكرياتينين Creatinine', '88', 'µmol/L', '62-106'),
            R('uric_acid', 'حمض اليوريك Uric acid', '402', 'µmol/L', '202-416'),
        ]),
        S('وظائف الكبد', [
            R('alt', 'إنزيم ALT', '39', 'U/L', '<41'),
            R('ast', 'إنزيم AST', '27', 'U/L', '<40'),
            R('alp', 'الفوسفاتاز القلوي ALP', '81', 'U/L', '40-129'),
            R('bilirubin_total', 'البيليروبين الكلي T.Bil', '12', 'µmol/L', '5-21'),
        ]),
        S('الفيتامينات والغدة الدرقية', [
            R('vitamin_d_25oh', 'فيتامين د 25-OH Vit D', '11.6', 'ng/mL', '30-100'),
            R('vitamin_b12', 'فيتامين ب12 Vit B12', '388', 'pg/mL', '197-771'),
            R('tsh', 'الهرمون المنبه للدرقية TSH', '2.05', 'mIU/L', '0.27-4.20'),
            R('free_t4', 'الثيروكسين الحر FT4', '15.9', 'pmol/L', '12-22'),
        ], note='فيتامين د: نقص < 20 ، غير كافٍ 20 - 29 ، كافٍ 30 - 100 ، سمية محتملة > 100 ng/mL'),
    ],
    not_results=['HbA1c أقل من 7.0 %', 'ما قبل السكري 5.7 - 6.4 %', 'السكري 6.5 % فأكثر', 'نقص < 20', 'غير كافٍ 20 - 29',
                 'كافٍ 30 - 100', 'سمية محتملة > 100 ng/mL'],
)


IL_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

il01 = D(
    id='i-il-01', country='IL', language='he-IL', producer='chromium-html', render='html_twocol', split='holdout',
    classes=['I6', 'I9'],
    layout=['two-column-flow', 'rtl', 'hebrew-with-latin-abbr', 'flag-HL-column', 'small-section-tables'],
    meta=dict(lab_date='2026-11-20', results_date='2026-11-20', lab_name='מעבדות שיא-לב', lab_city='חיפה',
              patient_name='כהן-לוי נועה', patient_age='36', patient_sex='female'),
    rs=IL_RS, flags='HL', seed=71,
    opts=dict(
        dir='rtl', accent='#27408b',
        heads=['בדיקה', 'תוצאה', '', 'יחידות', 'טווח תקין'],
        lab_lines=['מעבדות שיא-לב', 'המעבדה המרכזית — המחלקה לביוכימיה והמטולוגיה', 'שדרות הנשיא 91, חיפה 3460210 · טל׳ 04-8316622'],
        lab_right='Shia-Lev Laboratories',
        title='תוצאות בדיקות מעבדה',
        pinfo=[('שם:', 'כהן-לוי נועה'), ('גיל:', '36'), ('מין:', 'נקבה'), ('ת.ז.:', '03918xxxx'),
               ('תאריך לקיחה:', '20/11/2026 07:45'), ('רופא מפנה:', 'ד״ר אלון ברק')],
        footer='מעבדות שיא-לב · H = גבוה מהטווח, L = נמוך מהטווח · אושר ע״י: ד״ר מיכל שפירא, מנהלת מעבדה',
    ),
    sections=[
        S('ספירת דם CBC', [
            R('wbc', 'WBC לויקוציטים', '4.1', '10^3/µL', '4.5-11.0'),
            R('rbc', 'RBC אריתרוציטים', '4.02', '10^6/µL', '4.00-5.20'),
            R('hemoglobin', 'HGB המוגלובין', '11.2', 'g/dL', '12.0-16.0'),
            R('hematocrit', 'HCT המטוקריט', '34.9', '%', '36.0-46.0'),
            R('mcv', 'MCV', '86.8', 'fL', '80.0-100.0'),
            R('mch', 'MCH', '27.9', 'pg', '26.0-34.0'),
            R('rdw_cv', 'RDW', '14.9', '%', '11.5-14.5'),
            R('platelets', 'PLT טסיות', '241', '10^3/µL', '150-450'),
            R('neutrophils_abs', 'NEUT# נויטרופילים', '2.31', '10^3/µL', '1.80-7.70'),
            R('lymphocytes_abs', 'LYMPH# לימפוציטים', '1.42', '10^3/µL', '1.00-4.80'),
        ]),
        S('כימיה בדם', [
            R('glucose', 'Glucose גלוקוז', '84', 'mg/dL', '70-100'),
            R('urea', 'Urea אוריאה', '22', 'mg/dL', '17-43'),
            R('creatinine', 'Creatinine קריאטינין', '0.66', 'mg/dL', '0.51-0.95'),
            R('sodium', 'Sodium נתרן', '140', 'mmol/L', '136-145'),
            R('potassium', 'Potassium אשלגן', '4.2', 'mmol/L', '3.5-5.1'),
            R('calcium', 'Calcium סידן', '9.3', 'mg/dL', '8.6-10.3'),
            R('alt', 'ALT (GPT)', '14', 'U/L', '<33'),
            R('ast', 'AST (GOT)', '17', 'U/L', '<32'),
        ]),
        S('ברזל ומאגרים', [
            R('iron', 'Iron ברזל', '38', 'µg/dL', '50-170'),
            R('ferritin', 'Ferritin פריטין', '6', 'ng/mL', '13-150'),
            R('transferrin', 'Transferrin טרנספרין', '362', 'mg/dL', '200-360'),
            R('transferrin_saturation', 'Transferrin saturation', '8', '%', '20-50'),
            R('vitamin_b12', 'Vitamin B12', '296', 'pg/mL', '197-771'),
            R('folate', 'Folic acid חומצה פולית', '7.9', 'ng/mL', '3.9-26.8'),
        ]),
        S('בלוטת התריס', [
            R('tsh', 'TSH', '1.66', 'mIU/L', '0.35-4.94'),
            R('free_t4', 'FT4', '13.1', 'pmol/L', '9.0-19.0'),
        ]),
    ],
)


TH_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

th01 = D(
    id='i-th-01', country='TH', language='th-TH', producer='chromium-html', render='html_sheet', split='tune',
    classes=['I5', 'I9'],
    layout=['landscape', 'cumulative-columns', 'newest-right', 'thai-with-english', 'buddhist-era-dates',
            'flag-HL-column', 'method-column', 'trend-chart-axis-labels'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-23', lab_name='บางกอกแล็บ เซ็นเตอร์',
              lab_city='กรุงเทพมหานคร', patient_name='นายสมชาย ใจดีรักษ์', patient_age='63', patient_sex='male'),
    rs=TH_RS, flags='HL', seed=73, photo=0,
    opts=dict(
        landscape=True, css_font="'Loma', 'Garuda', sans-serif", fs=7.8, accent='#8a5a00', pcols=4,
        heads=['รายการตรวจ (Test)', '12/03/2569', '18/08/2569', 'ผลตรวจ 23/11/2569', 'Flag', 'หน่วย', 'ค่าอ้างอิง', 'วิธีตรวจ'],
        lab_lines=['บางกอกแล็บ เซ็นเตอร์ (Bangkok Lab Center)', 'ห้องปฏิบัติการเคมีคลินิกและโลหิตวิทยา',
                   '88/14 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400 โทร. 02-271-6630'],
        pinfo=[('ชื่อ-สกุล:', 'นายสมชาย ใจดีรักษ์'), ('อายุ:', '63 ปี'), ('เพศ:', 'ชาย'), ('HN:', '64-018873'),
               ('วันที่เก็บตัวอย่าง:', '23/11/2569 08:05'), ('วันที่รายงาน:', '23/11/2569 14:30'), ('แพทย์:', 'นพ.วีระ ทองดี'), ('สิทธิ:', 'ชำระเงินเอง')],
        method={'glucose': 'Hexokinase', 'hba1c': 'HPLC', 'creatinine': 'Enzymatic', 'egfr': 'CKD-EPI',
                'cholesterol_total': 'CHOD-PAP', 'ldl_cholesterol': 'Direct', 'psa_total': 'ECLIA'},
        chart=dict(title='HbA1c (%) แนวโน้ม', xs=['12/03/2569', '18/08/2569', '23/11/2569'], ys=[6.8, 7.0, 7.2],
                   ticks=[6.0, 6.5, 7.0, 7.5], target=7.0),
        footer='ผู้รายงานผล: นางสาวปิยะนุช แสงทอง (ท.น. 12874)  ผู้ตรวจสอบ: ทนพ.ธีระ วงศ์ใหญ่  —  บางกอกแล็บ เซ็นเตอร์',
    ),
    sections=[
        S('เบาหวาน / Diabetes', [
            R('glucose', 'น้ำตาลในเลือด (FBS)', '134', 'mg/dL', '70-100', prev='128', prev2='121'),
            R('hba1c', 'น้ำตาลสะสม (HbA1c)', '7.2', '%', '4.0-6.0', prev='7.0', prev2='6.8'),
        ]),
        S('ไต / Kidney', [
            R('bun', 'ยูเรียไนโตรเจน (BUN)', '19', 'mg/dL', '7-20', prev='17', prev2='16'),
            R('creatinine', 'ครีเอตินิน (Creatinine)', '1.21', 'mg/dL', '0.70-1.20', prev='1.15', prev2='1.08'),
            R('egfr', 'eGFR', '66', 'mL/min/1.73m²', '>90', prev='70', prev2='75'),
            R('uric_acid', 'กรดยูริก (Uric acid)', '6.9', 'mg/dL', '3.5-7.2', prev='7.4', prev2='7.8'),
        ]),
        S('ไขมัน / Lipid profile', [
            R('cholesterol_total', 'คอเลสเตอรอล (Cholesterol)', '176', 'mg/dL', '<200', prev='192', prev2='238'),
            R('triglycerides', 'ไตรกลีเซอไรด์ (Triglyceride)', '142', 'mg/dL', '<150', prev='158', prev2='201'),
            R('hdl_cholesterol', 'เอชดีแอล (HDL-C)', '44', 'mg/dL', '>40', prev='42', prev2='39'),
            R('ldl_cholesterol', 'แอลดีแอล (LDL-C)', '98', 'mg/dL', '<130', prev='116', prev2='158'),
        ]),
        S('ตับ / Liver', [
            R('ast', 'เอเอสที (AST/SGOT)', '24', 'U/L', '0-40', prev='26'),
            R('alt', 'เอแอลที (ALT/SGPT)', '31', 'U/L', '0-41', prev='35'),
            R('alp', 'อัลคาไลน์ฟอสฟาเตส (ALP)', '77', 'U/L', '40-129'),
        ]),
        S('โลหิตวิทยา / Hematology', [
            R('hemoglobin', 'ฮีโมโกลบิน (Hemoglobin)', '13.1', 'g/dL', '13.0-17.0', prev='13.6'),
            R('hematocrit', 'ฮีมาโตคริต (Hematocrit)', '39.2', '%', '40-50', prev='40.8'),
            R('wbc', 'เม็ดเลือดขาว (WBC)', '6.4', 'x10^3/uL', '4.5-10.0', prev='7.0'),
            R('platelets', 'เกล็ดเลือด (Platelet)', '248', 'x10^3/uL', '150-450', prev='262'),
        ]),
        S('อื่น ๆ / Others', [
            R('psa_total', 'พีเอสเอ (PSA)', '2.8', 'ng/mL', '<4.0', prev='2.5'),
            R('tsh', 'TSH', '3.02', 'uIU/mL', '0.27-4.20'),
        ]),
    ],
    not_results=['chart y-axis 6.0 6.5 7.0 7.5', 'chart x-axis 12/03/2569 18/08/2569 23/11/2569', 'HN 64-018873'],
)

DOCS = [br01, sa01, il01, th01]
