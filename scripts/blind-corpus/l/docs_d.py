"""Part L phone-photo-only reports (their PDF is printed into the work folder; only the photo of page 1 ships):
Japan (iText, 7.5 pt print, CJK), Indonesia (FOP ruled grid, shadow band across it), Pakistan (iText, bracketed range
column, shot at an angle), Kazakhstan (iText, Russian), Morocco (FOP), United States (htmldoc, photographed off a screen: dark
bezel), Peru (htmldoc), Portugal (htmldoc).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

PH_LAYOUT = ['phone-photo']

# ---------------------------------------------------------------- Japan: small print CJK (7.5 pt), H/L glued, 基準値
jp01 = D(
    id='l-jp-01', country='JP', language='ja-JP', producer='itext', render='itext', split='holdout',
    classes=['L2', 'L5', 'L9', 'L11'],
    layout=['itext-pdfptable', 'cjk', 'dense-small-print', 'small-print-7.5pt', 'flag-HL-glued-suffix', 'range-hyphen-no-space',
            'sex-range-inline-mf', 'previous-column-dated'],
    meta=dict(lab_date='2026-11-20', results_date='2026-11-21', lab_name='さくら臨床検査センター',
              lab_city='名古屋', patient_name='佐藤 恵美', patient_age='47', patient_sex='female'),
    dec='.', rs={'sep': '-', 'lt': '{x}未満', 'le': '{x}以下', 'gt': '{x}超', 'ge': '{x}以上'}, flags='HL', seed=71, photo=3.0,
    opts=dict(
        photo_only=True, font='dejavucond', cjk=True, size=7.5, grid=True, flagpos='suffix', mtop=112,
        photo_opts={'deg': 3.0, 'keystone': 0.7, 'glare': True, 'width': 2400, 'quality': 80}, photo_layout=PH_LAYOUT + ['glare'],
        lab_lines=['さくら臨床検査センター　検査結果報告書', '〒460-0008 名古屋市中区栄 3-18-6　TEL 052-261-4470　FAX 052-261-4471'],
        strip=[[('患者名:', '佐藤 恵美 様'), ('性別:', '女'), ('年齢:', '47歳'), ('ID:', 'SK-2611-30582')],
               [('依頼元:', 'みどり内科クリニック'), ('採取日:', '2026/11/20'), ('報告日:', '2026/11/21'), ('', '')]],
        foot='さくら臨床検査センター　※H:高値 L:低値', pageword='{p}/{n}',
        cols=['name', 'value', 'unit', 'range', 'prev'],
        heads=['検査項目', '結果', '単位', '基準値', '前回値\n2026/05/16'],
        widths=[4.4, 1.8, 1.6, 3.2, 1.8], right=['value', 'prev'],
    ),
    sections=[
        S('血液学', [
            R('wbc', '白血球数 WBC', '5.4', '10^3/µL', '3.3-8.6'),
            R('rbc', '赤血球数 RBC', '4.12', '10^6/µL', '3.86-4.92'),
            R('hemoglobin', 'ヘモグロビン Hb', '11.2', 'g/dL', '11.6-14.8', pr='M 13.7-16.8 / F 11.6-14.8', prev='11.9'),
            R('hematocrit', 'ヘマトクリット Ht', '35.0', '%', '35.1-44.4', pr='M 40.7-50.1 / F 35.1-44.4'),
            R('platelets', '血小板数 PLT', '26.8', '10^4/µL', '15.8-34.8'),
        ]),
        S('生化学', [
            R('total_protein', '総蛋白 TP', '7.2', 'g/dL', '6.6-8.1'),
            R('albumin', 'アルブミン ALB', '4.3', 'g/dL', '4.1-5.1'),
            R('ast', 'AST(GOT)', '38', 'U/L', '13-30', prev='29'),
            R('alt', 'ALT(GPT)', '52', 'U/L', '7-23', prev='33'),
            R('ggt', 'γ-GT', '71', 'U/L', '9-32'),
            R('creatinine', 'クレアチニン CRE', '0.62', 'mg/dL', '0.46-0.79', pr='M 0.65-1.07 / F 0.46-0.79'),
            R('uric_acid', '尿酸 UA', '5.9', 'mg/dL', '2.6-5.5'),
            R('triglycerides', '中性脂肪 TG', '188', 'mg/dL', '30-117', prev='142'),
            R('hdl_cholesterol', 'HDLコレステロール', '54', 'mg/dL', '48-103'),
            R('ldl_cholesterol', 'LDLコレステロール', '146', 'mg/dL', '65-163'),
            R('glucose', '血糖 GLU', '104', 'mg/dL', '73-109'),
            R('hba1c', 'HbA1c(NGSP)', '5.9', '%', '4.9-6.0'),
        ]),
    ],
    not_results=['ヘモグロビン M 13.7-16.8', 'ヘマトクリット M 40.7-50.1', 'クレアチニン M 0.65-1.07', 'TEL 052-261-4470',
                 'FAX 052-261-4471', 'ID SK-2611-30582'],
)

# ---------------------------------------------------------------- Indonesia: FOP ruled grid, shadow band across the table
id01 = D(
    id='l-id-01', country='ID', language='id-ID', producer='fop', render='fop', split='tune',
    classes=['L1', 'L7', 'L9'],
    layout=['fo-table', 'bordered-grid', 'ruled-table', 'decimal-comma', 'thousands-dot', 'ribu-ul-units', 'flag-star-column',
            'qualitative-rows', 'widal-like-serology', 'unitless-ratio'],
    meta=dict(lab_date='2026-11-15', results_date='2026-11-15', lab_name='Laboratorium Klinik Prima Husada',
              lab_city='Surabaya', patient_name='Ny. Siti Rahmawati', patient_age='39', patient_sex='female'),
    dec=',', thou='.', thou_min=1000, rs={'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, flags='star', seed=72, photo=-2.4,
    opts=dict(
        photo_only=True, font='DejaVu Sans', size='8.6pt', grid=True, headbg='#ffffff',
        photo_opts={'deg': -2.4, 'keystone': 0.5, 'shadow': True, 'width': 2200, 'quality': 76}, photo_layout=PH_LAYOUT + ['shadow-band-across-ruled-table'],
        lab_lines=['LABORATORIUM KLINIK PRIMA HUSADA', 'Jl. Raya Darmo No. 88, Surabaya 60265 · Telp. (031) 567 2290 · WA 0812 3344 9021'],
        foot='No. Lab: PH-2611-15-0447', pageword='Hal. {p}/{n}',
        title='HASIL PEMERIKSAAN LABORATORIUM',
        pinfo=[[('Nama:', 'Ny. Siti Rahmawati'), ('Umur:', '39 th'), ('Jenis kelamin:', 'Perempuan')],
               [('Dokter pengirim:', 'dr. Hendra Wijaya, Sp.PD'), ('Tgl. periksa:', '15-11-2026'), ('No. Lab:', 'PH-2611-15-0447')]],
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['Pemeriksaan', 'Hasil', 'Ket.', 'Satuan', 'Nilai Rujukan'],
        widths=[5, 2, 0.8, 2, 3.4], right=['value'],
        end_lines=['* = di luar nilai rujukan.  Pemeriksa: Ratna Dewi, A.Md.AK · Penanggung jawab: dr. Yuliani, Sp.PK'],
    ),
    sections=[
        S('HEMATOLOGI', [
            R('hemoglobin', 'Hemoglobin', '10.9', 'g/dL', '12.0-16.0'),
            R('wbc', 'Leukosit', '12400', '/µL', '4000-10000'),
            R('hematocrit', 'Hematokrit', '33', '%', '37-47'),
            R('platelets', 'Trombosit', '96', 'ribu/µL', '150-400'),
            R('esr', 'Laju Endap Darah', '34', 'mm/jam', '0-20'),
        ]),
        S('KIMIA KLINIK', [
            R('glucose_random', 'Glukosa sewaktu', '142', 'mg/dL', '<200'),
            R('alt', 'SGPT', '64', 'U/L', '<33'),
            R('ast', 'SGOT', '58', 'U/L', '<32'),
            R('urea', 'Ureum', '24', 'mg/dL', '10-50'),
            R('creatinine', 'Kreatinin', '0.7', 'mg/dL', '0.5-1.1'),
            R('albumin_globulin_ratio', 'Rasio Albumin/Globulin', '1.1', None, '1.2-2.2'),
        ]),
        S('IMUNOSEROLOGI', [
            Q('hbsag', 'HBsAg', 'Non Reaktif', 'Non Reaktif'),
            Q(None, 'Tubex TF (Salmonella typhi)', '6', 'Negatif: ≤ 2', ab=True),
        ]),
    ],
    not_results=['Telp. (031) 567 2290', 'WA 0812 3344 9021', 'No. Lab PH-2611-15-0447'],
)

# ---------------------------------------------------------------- Pakistan: bracketed range column, photographed at an angle
pk01 = D(
    id='l-pk-01', country='PK', language='en-PK', producer='itext', render='itext', split='holdout',
    classes=['L2', 'L7', 'L9'],
    layout=['itext-pdfptable', 'borderless', 'bracketed-range-column', 'flag-HL-column', 'x10-9-l', 'pct-and-absolute-rows',
            'qualitative-rows', 'barcode-id-box', 'strong-perspective'],
    meta=dict(lab_date='2026-11-19', results_date='2026-11-19', lab_name='Al-Shifa Clinical Laboratories',
              lab_city='Lahore', patient_name='Mr. Usman Tariq', patient_age='29', patient_sex='male'),
    dec='.', rs={'sep': '-', 'lt': '(<{x})', 'le': '(<={x})', 'gt': '(>{x})', 'ge': '(>={x})'}, flags='HL', seed=73, photo=5.5,
    opts=dict(
        photo_only=True, font='liberation', size=8.6, barcode='ASL-778214', mtop=122,
        photo_opts={'deg': 5.5, 'keystone': 1.6, 'width': 2300, 'quality': 78}, photo_layout=PH_LAYOUT + ['photographed-at-angle'],
        lab_lines=['AL-SHIFA CLINICAL LABORATORIES', '42-B Main Boulevard, Gulberg III, Lahore · UAN 042-111-742-000 · 0300 846 1127'],
        strip=[[('Patient:', 'Mr. Usman Tariq'), ('Age/Gender:', '29 Y / Male'), ('MR #:', 'ASL-778214')],
               [('Consultant:', 'Dr. Farah Naz (FCPS)'), ('Specimen:', 'Blood / Serum'), ('Reported:', '19-Nov-2026 17:48')]],
        foot='Electronically verified report, no signature required.', pageword='Page {p} of {n}',
        title='HAEMATOLOGY & CHEMISTRY',
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['Test', 'Result', '', 'Unit', 'Normal Range'],
        widths=[5, 1.8, 0.7, 2, 3], right=['value'],
    ),
    sections=[
        S('Complete Blood Count', [
            R('hemoglobin', 'Hb', '15.6', 'g/dL', '13.5-17.5', pr='(13.5-17.5)'),
            R('wbc', 'TLC', '3.1', 'x10^9/L', '4.0-11.0', pr='(4.0-11.0)'),
            R('neutrophils_pct', 'Neutrophils', '38', '%', '40-75', pr='(40-75)'),
            R('lymphocytes_pct', 'Lymphocytes', '52', '%', '20-45', pr='(20-45)'),
            R('platelets', 'Platelets', '89', 'x10^9/L', '150-400', pr='(150-400)'),
            R('hematocrit', 'HCT', '45.8', '%', '40.0-54.0', pr='(40.0-54.0)'),
        ]),
        S('Chemistry', [
            R('albumin', 'S. Albumin', '3.3', 'g/dL', '3.5-5.0', pr='(3.5-5.0)'),
            R('bilirubin_total', 'S. Bilirubin Total', '1.6', 'mg/dL', '0.1-1.2', pr='(0.1-1.2)'),
            R('alt', 'ALT (SGPT)', '118', 'U/L', '<45'),
            R('alp', 'Alkaline Phosphatase', '142', 'U/L', '40-129', pr='(40-129)'),
            R('sodium', 'S. Sodium', '134', 'mmol/L', '135-145', pr='(135-145)'),
            R('potassium', 'S. Potassium', '4.1', 'mmol/L', '3.5-5.1', pr='(3.5-5.1)'),
        ]),
        S('Serology', [
            Q('anti_hcv', 'Anti HCV (ICT)', 'Negative', 'Negative'),
            Q(None, 'Dengue NS1 Ag', 'Positive', 'Negative', ab=True, qflag='H'),
        ]),
    ],
    not_results=['UAN 042-111-742-000', '0300 846 1127', 'MR # ASL-778214'],
)

# ---------------------------------------------------------------- Kazakhstan: iText bordered, Russian, eGFR stages, glare
kz01 = D(
    id='l-kz-01', country='KZ', language='ru-KZ', producer='itext', render='itext', split='tune',
    classes=['L2', 'L5', 'L6', 'L7', 'L9'],
    layout=['itext-pdfptable', 'bordered-grid', 'cyrillic', 'range-do', 'decimal-comma', 'x10-9-l', 'flag-HL-column',
            'egfr-stages-note', 'qualitative-rows', 'unitless-ratio', 'barcode-id-box', 'lab-logo'],
    meta=dict(lab_date='2026-11-21', results_date='2026-11-21', lab_name='Медицинская лаборатория «Сункар Лаб»',
              lab_city='Алматы', patient_name='Ахметова Гульнара Сериковна', patient_age='52', patient_sex='female'),
    dec=',', rs={'sep': ' - ', 'lt': 'до {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, flags='HL', seed=74, photo=-2.8,
    opts=dict(
        photo_only=True, font='dejavu', size=8.4, grid=True, barcode='SL26-44817', logo=('СЛ', '#2e7d32'),
        photo_opts={'deg': -2.8, 'keystone': 0.6, 'glare': True, 'width': 2100, 'quality': 74, 'cutRight': 0.03}, photo_layout=PH_LAYOUT + ['glare', 'right-edge-cut'],
        lab_lines=['МЕДИЦИНСКАЯ ЛАБОРАТОРИЯ «СУНКАР ЛАБ»', 'г. Алматы, пр. Абая, 150/2 · тел. +7 (727) 398-41-05 · лицензия № 19011827'],
        strip=[[('Пациент:', 'Ахметова Гульнара Сериковна'), ('Возраст/пол:', '52 / Ж'), ('Заказ №:', 'SL26-44817')],
               [('Врач:', 'Жумабаева А. К.'), ('Взятие:', '21.11.2026 09:05'), ('Печать:', '21.11.2026 15:40')]],
        foot='Сункар Лаб · Результаты не являются диагнозом, необходима консультация врача', pageword='Стр. {p} из {n}',
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['Исследование', 'Результат', 'Флаг', 'Ед. изм.', 'Референсные значения'],
        widths=[5, 1.8, 0.8, 2, 3.2], right=['value'],
        end_lines=['Стадии ХБП (СКФ, мл/мин/1,73м²): С1 ≥ 90; С2 60 - 89; С3а 45 - 59; С3б 30 - 44; С4 15 - 29; С5 < 15.',
                   'Исполнитель: Нурланова Д. Е., врач КЛД'],
    ),
    sections=[
        S('ГЕМАТОЛОГИЯ', [
            R('wbc', 'Лейкоциты (WBC)', '8.9', '10^9/л', '4.0-9.0'),
            R('hemoglobin', 'Гемоглобин (HGB)', '106', 'г/л', '120-150'),
            R('mcv', 'Средний объём эритроцита (MCV)', '71.2', 'фл', '80.0-100.0'),
            R('platelets', 'Тромбоциты (PLT)', '402', '10^9/л', '180-320'),
        ]),
        S('БИОХИМИЯ', [
            R('urea', 'Мочевина', '11.4', 'ммоль/л', '2.5-7.8'),
            R('creatinine', 'Креатинин', '164', 'мкмоль/л', '45-90'),
            R('egfr', 'СКФ (CKD-EPI 2021)', '31', 'мл/мин/1,73м²', '>60'),
            R('sodium', 'Натрий', '133', 'ммоль/л', '136-145'),
            R('potassium', 'Калий', '5.7', 'ммоль/л', '3.5-5.1'),
            R('chloride', 'Хлориды', '101', 'ммоль/л', '98-107'),
            R('alt', 'АЛТ', '18', 'Ед/л', '<31'),
            R('bun_creatinine_ratio', 'Мочевина/креатинин', '69.5', None, '40-100'),
        ]),
        S('СЕРОЛОГИЯ', [
            Q('hbsag', 'HBsAg', 'отрицательный', 'отрицательный'),
            Q('hiv_ag_ab', 'ВИЧ 1/2 (Ag/Ab)', 'отрицательный', 'отрицательный'),
        ]),
    ],
    not_results=['Стадии ХБП С1 ≥ 90 … С5 < 15', 'тел. +7 (727) 398-41-05', 'лицензия № 19011827', 'Заказ № SL26-44817'],
)

# ---------------------------------------------------------------- Morocco: FOP, French, g/l and mmol/l side by side
ma01 = D(
    id='l-ma-01', country='MA', language='fr-MA', producer='fop', render='fop', split='holdout',
    classes=['L1', 'L6', 'L7', 'L9', 'L11'],
    layout=['fo-table', 'g-l-units', 'si-restated-column', 'flag-star-glued', 'decimal-comma', 'previous-column-dated',
            'hba1c-target-note', 'stacked-sex-range', 'signatures'],
    meta=dict(lab_date='2026-11-18', results_date='2026-11-18', lab_name="Laboratoire d'Analyses Médicales Ibn Rochd",
              lab_city='Casablanca', patient_name='M. EL AMRANI Youssef', patient_age='55', patient_sex='male'),
    dec=',', rs={'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, flags='star', seed=75, photo=2.2,
    opts=dict(
        photo_only=True, font='Liberation Serif', size='8.8pt', flagpos='glue',
        photo_opts={'deg': 2.2, 'keystone': 0.8, 'shadow': True, 'width': 2000, 'quality': 74, 'frame': 0.86},
        photo_layout=PH_LAYOUT + ['shadow-band', 'lower-page-out-of-frame'],
        lab_lines=["LABORATOIRE D'ANALYSES MÉDICALES IBN ROCHD", '27, boulevard d\'Anfa, 20000 Casablanca · Tél. 05 22 47 81 30 · GSM 06 61 24 90 17',
                   'Dr Nadia Bennani, Biologiste — INPE 118402'],
        foot="Dossier n° 26-11-3390 · M. EL AMRANI Youssef", pageword='Page {p}/{n}',
        title="RÉSULTATS D'ANALYSES",
        pinfo=[[('Patient :', 'M. EL AMRANI Youssef'), ('Âge :', '55 ans'), ('Dossier :', '26-11-3390')],
               [('Prescripteur :', 'Dr K. Tazi'), ('Prélèvement :', '18/11/2026'), ('CIN :', 'BK 418273')]],
        cols=['name', 'value', 'unit', 'alt', 'range', 'prev'],
        heads=['Analyse', 'Résultat', 'Unité', 'Valeur SI', 'Valeurs de référence', 'Antérieur\n10/06/2026'],
        widths=[4.6, 1.8, 1.3, 2.2, 3.4, 1.8], right=['value', 'prev'],
        end_lines=['HbA1c : objectif chez le diabétique ≤ 7 %.', '* Résultat hors des valeurs de référence.'],
        sign=['Dr Nadia Bennani\nBiologiste responsable'],
    ),
    sections=[
        S('BIOCHIMIE', [
            R('glucose', 'Glycémie à jeun', '1.46', 'g/l', '0.70-1.10', alt='8,10 mmol/l', prev='1.38'),
            R('hba1c', 'Hémoglobine glyquée HbA1c', '7.8', '%', '4.0-6.0', prev='8.2'),
            R('urea', 'Urée', '0.31', 'g/l', '0.15-0.45', alt='5,16 mmol/l'),
            R('creatinine', 'Créatinine', '10.4', 'mg/l', '7.0-12.0', alt='92 µmol/l', pr='H : 7,0 - 12,0\nF : 5,0 - 10,0'),
            R('uric_acid', 'Acide urique', '71', 'mg/l', '34-70', alt='422 µmol/l', prev='66'),
            R('cholesterol_total', 'Cholestérol total', '2.18', 'g/l', '<2.00', alt='5,64 mmol/l'),
            R('hdl_cholesterol', 'HDL cholestérol', '0.38', 'g/l', '>0.40', alt='0,98 mmol/l'),
            R('triglycerides', 'Triglycérides', '1.96', 'g/l', '<1.50', alt='2,24 mmol/l', prev='2.31'),
            R('ast', 'ASAT (TGO)', '26', 'UI/l', '<40'),
            R('alt', 'ALAT (TGP)', '34', 'UI/l', '<41'),
        ]),
    ],
    not_results=['Créatinine F : 5,0 - 10,0', 'HbA1c objectif ≤ 7 %', 'Tél. 05 22 47 81 30', 'GSM 06 61 24 90 17', 'INPE 118402',
                 'Dossier 26-11-3390', 'CIN BK 418273'],
)

# ---------------------------------------------------------------- United States: photographed off a screen (dark bezel)
us01 = D(
    id='l-us-01', country='US', language='en-US', producer='htmldoc', render='htmldoc', split='holdout',
    classes=['L3', 'L6', 'L7', 'L9'],
    layout=['htmldoc-table', 'photo-of-screen', 'dark-screen-border', 'flag-HL-column', 'x10-3-ul', 'lipid-risk-categories',
            'hba1c-diabetes-table', 'hs-crp-risk-bands', 'unitless-ratio'],
    meta=dict(lab_date='2026-11-16', results_date='2026-11-17', lab_name='Lakeshore Regional Laboratory',
              lab_city='Milwaukee', patient_name='HOLLOWAY, GREGORY T', patient_age='58', patient_sex='male'),
    dec='.', rs={'sep': '-', 'lt': '<{x}', 'le': '<={x}', 'gt': '>{x}', 'ge': '>={x}'}, flags='HL', seed=76, photo=1.2,
    opts=dict(
        photo_only=True, fontsize=9, bodyfont='helvetica', grid=False,
        photo_opts={'deg': 1.2, 'keystone': 0.4, 'screen': True, 'width': 2200, 'quality': 78}, photo_layout=PH_LAYOUT + ['screen-bezel'],
        doc_title='Lakeshore Regional Laboratory - (414) 555-0182',
        lab_lines=['Lakeshore Regional Laboratory', '2215 N Prospect Ave, Milwaukee, WI 53202 - (414) 555-0182 - CLIA 52D2104417'],
        head_right='Accession LRL-26-3318840',
        pinfo=[[('Patient:', 'HOLLOWAY, GREGORY T'), ('DOB:', '03/22/1968'), ('Age/Sex:', '58 Y / M')],
               [('Ordering:', 'Karen Lindqvist, MD'), ('Collected:', '11/16/2026 07:58'), ('Reported:', '11/17/2026 10:12')],
               [('Address:', '4418 W Burleigh St, Milwaukee, WI 53210'), ('Phone:', '(414) 555-0147'), ('', '')]],
        cols=['name', 'value', 'flag', 'range', 'unit'],
        heads=['Test', 'Result', 'Flag', 'Reference Range', 'Units'],
        widths=[5, 2, 1, 3.6, 2], right=[],
        end_lines=['HbA1c: <5.7 normal; 5.7-6.4 increased risk (prediabetes); >=6.5 consistent with diabetes.',
                   'hs-CRP (AHA/CDC): <1.0 lower risk; 1.0-3.0 average risk; >3.0 higher risk.',
                   'Performed at Lakeshore Regional Laboratory. Medical Director: Alan R. Whitcomb, MD.'],
    ),
    sections=[
        S('LIPID PANEL', [
            R('cholesterol_total', 'Cholesterol, Total', '247', 'mg/dL', '100-199'),
            R('triglycerides', 'Triglycerides', '204', 'mg/dL', '0-149'),
            R('hdl_cholesterol', 'HDL Cholesterol', '38', 'mg/dL', '>39'),
            R('ldl_cholesterol', 'LDL Chol Calc (NIH)', '168', 'mg/dL', '0-99'),
            R('non_hdl_cholesterol', 'Non-HDL Cholesterol', '209', 'mg/dL', '0-129'),
            R('cholesterol_hdl_ratio', 'T. Chol/HDL Ratio', '6.5', None, '0.0-5.0'),
        ]),
        S('DIABETES / INFLAMMATION', [
            R('hba1c', 'Hemoglobin A1c', '6.1', '%', '4.8-5.6'),
            R('glucose', 'Glucose, Fasting', '109', 'mg/dL', '70-99'),
            R('hs_crp', 'C-Reactive Protein, Cardiac', '2.7', 'mg/L', '0.0-3.0'),
        ]),
        S('CBC', [
            R('wbc', 'WBC', '7.1', 'x10E3/uL', '3.4-10.8'),
            R('hemoglobin', 'Hemoglobin', '15.2', 'g/dL', '13.0-17.7'),
            R('platelets', 'Platelets', '231', 'x10E3/uL', '150-450'),
        ]),
    ],
    not_results=['HbA1c 5.7-6.4 increased risk', 'HbA1c >=6.5 diabetes', 'hs-CRP 1.0-3.0 average risk', 'hs-CRP >3.0 higher risk',
                 '(414) 555-0182', '(414) 555-0147', 'CLIA 52D2104417', 'Accession LRL-26-3318840', 'DOB 03/22/1968'],
)

# ---------------------------------------------------------------- Peru: htmldoc, high-altitude-free Lima lab, "hasta", H/B flags
pe01 = D(
    id='l-pe-01', country='PE', language='es-PE', producer='htmldoc', render='htmldoc', split='tune',
    classes=['L3', 'L7', 'L9', 'L11'],
    layout=['htmldoc-table', 'bordered-grid', 'range-hasta', 'flag-HB-column', 'thousands-comma', 'mm3-units', 'pct-and-absolute-rows',
            'previous-column-dated', 'qualitative-rows'],
    meta=dict(lab_date='2026-11-14', results_date='2026-11-14', lab_name='Laboratorio Clínico San Marcos',
              lab_city='Lima', patient_name='QUISPE HUAMÁN, ROSA ELENA', patient_age='36', patient_sex='female'),
    dec='.', thou=',', thou_min=1000, rs={'sep': ' - ', 'lt': 'hasta {x}', 'le': 'hasta {x}', 'gt': '> {x}', 'ge': '>= {x}'}, flags='hb', seed=77, photo=-3.4,
    opts=dict(
        photo_only=True, fontsize=9, bodyfont='helvetica', grid=True,
        photo_opts={'deg': -3.4, 'keystone': 0.8, 'shadow': True, 'width': 2000, 'quality': 72}, photo_layout=PH_LAYOUT + ['shadow-band'],
        doc_title='Laboratorio Clínico San Marcos - (01) 448-2210',
        lab_lines=['LABORATORIO CLÍNICO SAN MARCOS', 'Av. Arequipa 2860, Lince, Lima - Telf. (01) 448-2210 - RUC 20548116734'],
        head_right='Orden 26-44180',
        pinfo=[[('Paciente:', 'QUISPE HUAMÁN, ROSA ELENA'), ('DNI:', '44182736'), ('Edad:', '36 años')],
               [('Médico:', 'Dr. César Flores'), ('Fecha:', '14/11/2026'), ('Sexo:', 'Femenino')]],
        cols=['name', 'value', 'flag', 'unit', 'range', 'prev'],
        heads=['Análisis', 'Resultado', '', 'Unidad', 'Rango referencial', 'Anterior 02/08/2026'],
        widths=[4.6, 1.8, 0.6, 1.6, 3.2, 2.2], right=['value', 'prev'],
        end_lines=['H: alto - B: bajo.  Tecnólogo médico: Lic. Jorge Mamani (C.T.M.P. 8841).'],
    ),
    sections=[
        S('HEMOGRAMA', [
            R('hemoglobin', 'Hemoglobina', '10.2', 'g/dL', '12.0-16.0', prev='9.6'),
            R('hematocrit', 'Hematocrito', '32', '%', '36-46'),
            R('wbc', 'Leucocitos', '7300', '/mm³', '4500-11000'),
            R('segmented_neutrophils_pct', 'Segmentados', '61', '%', '55-65'),
            R('band_neutrophils_pct', 'Abastonados', '2', '%', '0-5'),
            R('eosinophils_pct', 'Eosinófilos', '9', '%', '0-4'),
            R('eosinophils_abs', 'Eosinófilos (absoluto)', '657', '/mm³', '0-400'),
            R('platelets', 'Plaquetas', '391000', '/mm³', '150000-400000'),
        ]),
        S('BIOQUÍMICA', [
            R('glucose', 'Glucosa basal', '83', 'mg/dL', '70-110'),
            R('ferritin', 'Ferritina', '6', 'ng/mL', '13-150', prev='5'),
            R('tsh', 'TSH', '1.9', 'uUI/mL', '0.4-4.0'),
        ]),
        S('INMUNOLOGÍA', [
            Q('rpr', 'RPR', 'No reactivo', 'No reactivo'),
            Q('urine_hcg', 'Prueba de embarazo (orina)', 'Negativo', 'Negativo'),
        ]),
    ],
    not_results=['Telf. (01) 448-2210', 'RUC 20548116734', 'DNI 44182736', 'Orden 26-44180', 'C.T.M.P. 8841'],
)

# ---------------------------------------------------------------- Portugal: htmldoc block layout, "a" ranges
pt01 = D(
    id='l-pt-01', country='PT', language='pt-PT', producer='htmldoc', render='htmldoc', split='tune',
    classes=['L3', 'L10', 'L9', 'L11'],
    layout=['block-layout', 'resultado-line', 'valores-referencia-line', 'previous-result-line', 'decimal-comma', 'range-a',
            'flag-arrow-words', 'vitamin-d-bands'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-24', lab_name='Laboratório de Análises Clínicas Douro Saúde',
              lab_city='Porto', patient_name='Joana Catarina Pereira Sousa', patient_age='31', patient_sex='female'),
    dec=',', rs={'sep': ' a ', 'lt': 'Inferior a {x}', 'le': 'até {x}', 'gt': 'Superior a {x}', 'ge': '>= {x}'}, flags='word', seed=78, photo=2.6,
    opts=dict(
        photo_only=True, fontsize=8.5, bodyfont='times', blocks=True,
        photo_opts={'deg': 2.6, 'keystone': 0.9, 'glare': True, 'width': 1900, 'quality': 76, 'frame': 0.9},
        photo_layout=PH_LAYOUT + ['glare', 'lower-page-out-of-frame'],
        block_labels={'result': 'Resultado:', 'reference': 'Valores de referência:', 'previous': 'Resultado anterior (07/2026):'},
        doc_title='Douro Saúde - Tel. 225 108 447',
        lab_lines=['Laboratório de Análises Clínicas Douro Saúde', 'Rua de Santa Catarina 611, 4000-451 Porto - Tel. 225 108 447'],
        head_right='Requisição 26/11/0842',
        pinfo=[[('Utente:', 'Joana Catarina Pereira Sousa'), ('Idade:', '31 anos'), ('N.º utente:', '284 517 930')],
               [('Médico:', 'Dr.ª Inês Carvalho'), ('Colheita:', '23/11/2026'), ('Emissão:', '24/11/2026')]],
        end_lines=['Vitamina D: deficiência Inferior a 20 ng/mL; insuficiência 20 a 29 ng/mL; suficiência 30 a 100 ng/mL.'],
    ),
    sections=[
        S('HEMATOLOGIA', [
            R('hemoglobin', 'Hemoglobina', '12.9', 'g/dL', '12.0-15.3'),
            R('mcv', 'Volume globular médio', '84.5', 'fL', '80.0-97.0'),
            R('platelets', 'Plaquetas', '252', 'x10^9/L', '150-450'),
        ]),
        S('BIOQUÍMICA', [
            R('tsh', 'TSH', '6.42', 'µUI/mL', '0.35-4.94', prev='5.10'),
            R('free_t4', 'T4 livre', '0.78', 'ng/dL', '0.70-1.48'),
            R('anti_tpo', 'Anticorpos anti-TPO', '186', 'UI/mL', '<5.6'),
            R('vitamin_d_25oh', '25-Hidroxivitamina D', '18', 'ng/mL', '30-100', prev='22'),
            R('ferritin', 'Ferritina', '34', 'ng/mL', '10-291'),
        ]),
    ],
    not_results=['Vitamina D deficiência Inferior a 20', 'Vitamina D insuficiência 20 a 29', 'Tel. 225 108 447',
                 'N.º utente 284 517 930', 'Requisição 26/11/0842'],
)

DOCS = [jp01, id01, pk01, kz01, ma01, us01, pe01, pt01]
