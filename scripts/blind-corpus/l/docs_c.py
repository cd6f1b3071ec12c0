"""Part L reports printed with htmldoc 1.9 (`--webpage`, base-14 fonts re-encoded to an 8-bit charset): Spain
(two pages), Poland (iso-8859-2), Mexico, Nigeria, Turkey (iso-8859-9).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

# ---------------------------------------------------------------- Spain: two pages, "hasta", flag column H/L, previous result
ES_RS = {'sep': ' - ', 'lt': 'hasta {x}', 'le': 'hasta {x}', 'gt': '> {x}', 'ge': '>= {x}'}
es01 = D(
    id='l-es-01', country='ES', language='es-ES', producer='htmldoc', render='htmldoc', split='holdout',
    classes=['L3', 'L4', 'L6', 'L7', 'L11'],
    layout=['htmldoc-table', 'multi-page', 'header-repeated', 'htmldoc-header-footer', 'page-n-of-n', 'range-hasta',
            'flag-HL-column', 'previous-column-dated', 'decimal-comma', 'thousands-dot', 'x10-3-ul', 'hba1c-diabetes-table',
            'egfr-stages-note', 'unitless-inr', 'lab-logo', 'signatures'],
    meta=dict(lab_date='2026-11-17', results_date='2026-11-18', lab_name='Laboratorio de Análisis Clínicos Triana',
              lab_city='Sevilla', patient_name='RUIZ MORENO, ANTONIO', patient_age='71', patient_sex='male'),
    dec=',', thou='.', thou_min=10000, rs=ES_RS, flags='HL', seed=61, scan=True,
    opts=dict(
        fontsize=9, bodyfont='helvetica', grid=False, logo=('LT', '#c0392b'), scan_layout=['scan-multi-page', 'grey-background'],
        scan_opts={'grey': True},
        doc_title='Laboratorio Triana - Tel. 954 33 18 62',
        lab_lines=['Laboratorio de Análisis Clínicos Triana', 'C/ San Jacinto 44, 41010 Sevilla - Tel. 954 33 18 62 - laboratorio@triana-lab.example'],
        head_right='Petición 26-TR-04812',
        pinfo=[[('Paciente:', 'RUIZ MORENO, ANTONIO'), ('Edad:', '71 años'), ('Sexo:', 'Varón')],
               [('Nº historia:', '88.104.273'), ('Fecha extracción:', '17/11/2026'), ('Fecha informe:', '18/11/2026')],
               [('Médico:', 'Dra. Inmaculada Vega (C.S. Triana)'), ('Teléfono:', '655 201 984'), ('', '')]],
        pinfo_cont=[[('Paciente:', 'RUIZ MORENO, ANTONIO'), ('Petición:', '26-TR-04812'), ('(continuación)', '')]],
        cols=['name', 'value', 'flag', 'unit', 'range', 'prev'],
        heads=['Prueba', 'Resultado', '', 'Unidades', 'Valores de referencia', 'Anterior 20/05/2026'],
        widths=[5, 2, 0.7, 2.2, 3.2, 2.2], right=['value', 'prev'],
        end_lines=['HbA1c: normal < 5,7 % - prediabetes 5,7 - 6,4 % - diabetes >= 6,5 %.',
                   'H: valor superior al de referencia. L: valor inferior al de referencia.'],
        sign=['Dra. Rocío Navarro Gil - Especialista en Análisis Clínicos - Col. 41/11872', 'Dr. Álvaro Pineda - Bioquímico clínico'],
    ),
    sections=[
        S('HEMATOLOGÍA', [
            R('rbc', 'Hematíes', '4.38', 'x10^6/µL', '4.50-5.90'),
            R('hemoglobin', 'Hemoglobina', '13.2', 'g/dL', '13.5-17.5', prev='13.9'),
            R('hematocrit', 'Hematocrito', '39.8', '%', '41.0-53.0'),
            R('mcv', 'VCM', '90.9', 'fL', '80.0-100.0'),
            R('wbc', 'Leucocitos', '8.12', 'x10^3/µL', '4.00-11.00'),
            R('neutrophils_pct', 'Neutrófilos %', '63.5', '%', '40.0-75.0'),
            R('lymphocytes_pct', 'Linfocitos %', '25.1', '%', '20.0-45.0'),
            R('platelets', 'Plaquetas', '162', 'x10^3/µL', '150-400'),
            R('esr', 'VSG 1ª hora', '31', 'mm', '<20'),
        ]),
        S('COAGULACIÓN', [
            R('pt_quick_pct', 'Actividad de protrombina', '41', '%', '70-120', prev='38'),
            R('inr', 'INR', '2.4', None, '0.8-1.2', prev='2.7', note='Paciente anticoagulado: rango terapéutico INR 2,0 - 3,0.'),
        ]),
        S('BIOQUÍMICA', [
            R('glucose', 'Glucosa', '142', 'mg/dL', '74-106', prev='151'),
            R('hba1c', 'Hemoglobina A1c', '7.6', '%', '4.0-5.6', prev='7.9'),
            R('urea', 'Urea', '58', 'mg/dL', '17-43'),
            R('creatinine', 'Creatinina', '1.48', 'mg/dL', '0.70-1.20', prev='1.36'),
            R('egfr', 'Filtrado glomerular (CKD-EPI)', '46', 'mL/min/1,73m²', '>60', prev='51',
              note='Estadios ERC: G1 >= 90; G2 60-89; G3a 45-59; G3b 30-44; G4 15-29; G5 < 15.'),
        ]),
        S('BIOQUÍMICA (continuación)', [
            R('sodium', 'Sodio', '138', 'mmol/L', '136-146'),
            R('potassium', 'Potasio', '4.9', 'mmol/L', '3.5-5.1'),
            R('ast', 'GOT (AST)', '21', 'U/L', '<40'),
            R('alt', 'GPT (ALT)', '17', 'U/L', '<41'),
            R('ggt', 'GGT', '66', 'U/L', '<60'),
            R('cholesterol_total', 'Colesterol total', '164', 'mg/dL', '<200'),
            R('ldl_cholesterol', 'Colesterol LDL', '88', 'mg/dL', '<100'),
            R('triglycerides', 'Triglicéridos', '171', 'mg/dL', '<150'),
            R('psa_total', 'PSA total', '2.31', 'ng/mL', '<4.00'),
        ], page=2),
        S('ORINA', [
            R('urine_albumin_creatinine_ratio', 'Cociente albúmina/creatinina', '74', 'mg/g', '<30', prev='58'),
        ], page=2),
    ],
    not_results=['INR rango terapéutico 2,0 - 3,0', 'HbA1c prediabetes 5,7 - 6,4 %', 'HbA1c diabetes >= 6,5 %',
                 'Estadios ERC G1 >= 90 … G5 < 15', 'Tel. 954 33 18 62', 'Teléfono 655 201 984', 'Nº historia 88.104.273',
                 'Petición 26-TR-04812', 'Col. 41/11872'],
)

# ---------------------------------------------------------------- Poland: iso-8859-2, "tys/ul", flags glued with "*"
PL_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}
pl01 = D(
    id='l-pl-01', country='PL', language='pl-PL', producer='htmldoc', render='htmldoc', split='tune',
    classes=['L3', 'L5', 'L6', 'L7'],
    layout=['htmldoc-table', 'iso-8859-2', 'bordered-grid', 'flag-HL-glued-suffix', 'decimal-comma', 'tys-ul-units',
            'vitamin-d-bands', 'hs-crp-risk-bands', 'qualitative-rows', 'urinalysis', 'page-n-of-n', 'signatures'],
    meta=dict(lab_date='2026-11-24', results_date='2026-11-24', lab_name='Laboratorium Medyczne Diagmed',
              lab_city='Łódź', patient_name='Wiśniewska Małgorzata', patient_age='58', patient_sex='female'),
    dec=',', rs=PL_RS, flags='HL', seed=62,
    opts=dict(
        charset='iso-8859-2', fontsize=9, bodyfont='helvetica', grid=True, flagpos='suffix',
        doc_title='Laboratorium Medyczne Diagmed - tel. 42 636 11 84',
        lab_lines=['Laboratorium Medyczne DIAGMED Sp. z o.o.', 'ul. Piotrkowska 193, 90-447 Łódź - tel. 42 636 11 84 - rejestracja@diagmed.example'],
        head_right='Nr zlecenia: 2611/24/0673',
        pinfo=[[('Pacjent:', 'Wiśniewska Małgorzata'), ('PESEL:', '68031204486'), ('Wiek:', '58 lat')],
               [('Zlecający:', 'lek. Tomasz Nowicki'), ('Pobrano:', '24.11.2026 07:35'), ('Wydano:', '24.11.2026 14:10')],
               [('Adres:', 'ul. Zgierska 71 m. 4, Łódź'), ('Telefon:', '601 448 207'), ('', '')]],
        cols=['name', 'value', 'unit', 'range'],
        heads=['Badanie', 'Wynik', 'Jednostka', 'Zakres referencyjny'],
        widths=[5.4, 2.2, 2, 3.8], right=['value'],
        end_lines=['Witamina D (25-OH): niedobór < 20 ng/ml; stężenie suboptymalne 20 - 30 ng/ml; optymalne 30 - 50 ng/ml; toksyczne > 100 ng/ml.',
                   'H - wynik powyżej zakresu referencyjnego, L - wynik poniżej zakresu referencyjnego.'],
        sign=['Wynik autoryzował: mgr Anna Kowalczyk, diagnosta laboratoryjny, nr PWZDL 11482', 'Kierownik laboratorium: dr n. med. Piotr Zieliński'],
    ),
    sections=[
        S('Morfologia krwi', [
            R('wbc', 'Leukocyty (WBC)', '5.9', 'tys/ul', '4.0-10.0'),
            R('rbc', 'Erytrocyty (RBC)', '4.71', 'mln/ul', '3.80-5.20'),
            R('hemoglobin', 'Hemoglobina (HGB)', '14.1', 'g/dl', '12.0-16.0'),
            R('hematocrit', 'Hematokryt (HCT)', '42.0', '%', '37.0-47.0'),
            R('platelets', 'Płytki krwi (PLT)', '431', 'tys/ul', '150-400'),
        ]),
        S('Biochemia', [
            R('glucose', 'Glukoza', '97', 'mg/dl', '70-99'),
            R('creatinine', 'Kreatynina', '0.81', 'mg/dl', '0.50-0.90'),
            R('cholesterol_total', 'Cholesterol całkowity', '243', 'mg/dl', '<190'),
            R('ldl_cholesterol', 'Cholesterol LDL', '161', 'mg/dl', '<115'),
            R('hdl_cholesterol', 'Cholesterol HDL', '61', 'mg/dl', '>45'),
            R('triglycerides', 'Triglicerydy', '104', 'mg/dl', '<150'),
            R('tsh', 'TSH', '0.21', 'uIU/ml', '0.27-4.20'),
            R('free_t4', 'FT4', '1.68', 'ng/dl', '0.93-1.70'),
            R('vitamin_d_25oh', 'Witamina D3 metabolit 25(OH)', '24.6', 'ng/ml', '30.0-50.0'),
            R('hs_crp', 'CRP wysokiej czułości (hs-CRP)', '0.7', 'mg/l', '<1.0', pr='niskie ryzyko < 1,0\nśrednie 1,0 - 3,0\nwysokie > 3,0'),
        ]),
        S('Badanie ogólne moczu', [
            Q('urine_color', 'Barwa', 'słomkowa', 'słomkowa'),
            R('urine_specific_gravity', 'Ciężar właściwy', '1.018', None, '1.015-1.025'),
            Q('urine_protein', 'Białko', 'nie wykryto', 'nie wykryto'),
            Q('urine_nitrite', 'Azotyny', 'wykryto', 'nie wykryto', ab=True),
            Q('urine_leukocyte_esterase', 'Leukocyty (test paskowy)', '++', 'nie wykryto', ab=True),
        ]),
    ],
    not_results=['Witamina D niedobór < 20 ng/ml', 'Witamina D suboptymalne 20 - 30', 'Witamina D toksyczne > 100',
                 'hs-CRP średnie 1,0 - 3,0', 'hs-CRP wysokie > 3,0', 'tel. 42 636 11 84', 'Telefon 601 448 207',
                 'PESEL 68031204486', 'Nr zlecenia 2611/24/0673', 'PWZDL 11482'],
)

# ---------------------------------------------------------------- Mexico: thousands comma, urinalysis, "Negativo", flag column
MX_RS = {'sep': ' - ', 'lt': 'Menor a {x}', 'le': 'Hasta {x}', 'gt': 'Mayor a {x}', 'ge': 'Mayor o igual a {x}'}
mx01 = D(
    id='l-mx-01', country='MX', language='es-MX', producer='htmldoc', render='htmldoc', split='holdout',
    classes=['L3', 'L6', 'L7'],
    layout=['htmldoc-table', 'times-font', 'range-menor-mayor-a', 'thousands-comma', 'flag-star-column', 'hba1c-diabetes-table',
            'glucose-categories', 'qualitative-rows', 'urinalysis', 'plus-grades', 'trace', 'unitless-specific-gravity', 'signatures'],
    meta=dict(lab_date='2026-11-11', results_date='2026-11-11', lab_name='Laboratorios Clínicos del Bajío',
              lab_city='León', patient_name='HERNÁNDEZ LÓPEZ MARTHA PATRICIA', patient_age='57', patient_sex='female'),
    dec='.', thou=',', thou_min=1000, rs=MX_RS, flags='star', seed=63, scan=True,
    opts=dict(
        fontsize=9.5, bodyfont='times', grid=False, doc_title='Laboratorios Clínicos del Bajío - Tel. 477 716 2290',
        lab_lines=['LABORATORIOS CLÍNICOS DEL BAJÍO', 'Blvd. Adolfo López Mateos 1820 Ote., Col. La Martinica, León, Gto. - Tel. 477 716 2290'],
        head_right='Folio 0481-26-11730',
        pinfo=[[('Paciente:', 'HERNÁNDEZ LÓPEZ MARTHA PATRICIA'), ('Edad:', '57 años'), ('Sexo:', 'Femenino')],
               [('Médico:', 'Dr. Arturo Cisneros Rangel'), ('Fecha:', '11/11/2026'), ('Folio:', '0481-26-11730')]],
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['ESTUDIO', 'RESULTADO', '', 'UNIDADES', 'VALORES DE REFERENCIA'],
        widths=[5, 2, 0.6, 2, 4], right=['value'],
        end_lines=['Glucosa en ayuno: normal 70 - 99 mg/dL; glucosa alterada 100 - 125 mg/dL; diabetes Mayor o igual a 126 mg/dL.',
                   'HbA1c: normal Menor a 5.7 %; prediabetes 5.7 - 6.4 %; diabetes Mayor o igual a 6.5 %.',
                   '* Resultado fuera de los valores de referencia.'],
        sign=['Q.F.B. Leticia Aranda Muñoz\nCéd. Prof. 4418273', 'Dr. Gerardo Olvera\nPatólogo Clínico - Céd. Esp. 7730412'],
    ),
    sections=[
        S('BIOMETRÍA HEMÁTICA', [
            R('wbc', 'Leucocitos', '5600', '/µL', '4500-10000'),
            R('rbc', 'Eritrocitos', '4.02', 'millones/µL', '4.20-5.40'),
            R('hemoglobin', 'Hemoglobina', '11.8', 'g/dL', '12.0-16.0'),
            R('hematocrit', 'Hematocrito', '36.2', '%', '37.0-47.0'),
            R('platelets', 'Plaquetas', '318,000', '/µL', '150000-450000'),
        ]),
        S('QUÍMICA SANGUÍNEA', [
            R('glucose', 'Glucosa en ayuno', '168', 'mg/dL', '70-99'),
            R('hba1c', 'Hemoglobina glucosilada', '8.3', '%', '<5.7'),
            R('bun', 'Nitrógeno ureico (BUN)', '19', 'mg/dL', '7-20'),
            R('creatinine', 'Creatinina', '0.88', 'mg/dL', '0.60-1.10'),
            R('uric_acid', 'Ácido úrico', '6.4', 'mg/dL', '2.6-6.0'),
            R('cholesterol_total', 'Colesterol total', '207', 'mg/dL', '<200'),
            R('triglycerides', 'Triglicéridos', '312', 'mg/dL', '<150'),
        ]),
        S('EXAMEN GENERAL DE ORINA', [
            Q('urine_appearance', 'Aspecto', 'Ligeramente turbio', 'Transparente', ab=True),
            R('urine_specific_gravity', 'Densidad', '1.030', None, '1.005-1.030'),
            R('urine_ph', 'pH', '6.0', None, '5.0-7.0'),
            Q('urine_glucose', 'Glucosa', '+++', 'Negativo', ab=True, qflag='*'),
            Q('urine_protein', 'Proteínas', 'Trazas', 'Negativo', ab=True, qflag='*'),
            Q('urine_ketones', 'Cetonas', 'Negativo', 'Negativo'),
            Q('urine_nitrite', 'Nitritos', 'Negativo', 'Negativo'),
            R('urine_wbc', 'Leucocitos (sedimento)', '2-4', '/campo', '0-5'),
            Q('urine_bacteria', 'Bacterias', 'Escasas', 'Escasas'),
        ]),
    ],
    not_results=['Glucosa alterada 100 - 125 mg/dL', 'Glucosa diabetes Mayor o igual a 126', 'HbA1c prediabetes 5.7 - 6.4 %',
                 'HbA1c diabetes Mayor o igual a 6.5 %', 'Tel. 477 716 2290', 'Folio 0481-26-11730', 'Céd. Prof. 4418273', 'Céd. Esp. 7730412'],
)
# the platelet value is printed with its thousands comma by the model; keep the stored value plain
mx01.sections[0].rows[4].v = '318000'

# ---------------------------------------------------------------- Nigeria: x10^9/L, qualitative serology, block "Result:" lines
NG_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}
ng01 = D(
    id='l-ng-01', country='NG', language='en-NG', producer='htmldoc', render='htmldoc', split='tune',
    classes=['L3', 'L10', 'L7'],
    layout=['block-layout', 'result-line', 'reference-line', 'previous-result-line', 'x10-9-l', 'si-units', 'flag-word-suffix',
            'qualitative-rows', 'reactive-nonreactive', 'blood-group', 'htmldoc-header-footer'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-24', lab_name='Crestview Diagnostic Laboratories',
              lab_city='Ibadan', patient_name='Mrs. Adebola Oyelaran', patient_age='33', patient_sex='female'),
    dec='.', rs=NG_RS, flags='word', seed=64,
    opts=dict(
        fontsize=8, bodyfont='sans', doc_title='Crestview Diagnostic Laboratories - 0803 441 7720',
        lab_lines=['CRESTVIEW DIAGNOSTIC LABORATORIES', '14 Ring Road, Opposite Challenge Bus Stop, Ibadan, Oyo State - 0803 441 7720, 0812 950 3316'],
        head_right='Lab No: CDL/26/11/2291',
        pinfo=[[('Patient:', 'Mrs. Adebola Oyelaran'), ('Age:', '33 yrs'), ('Sex:', 'F')],
               [('Referred by:', 'Dr. K. Balogun, Adeoyo Maternity'), ('Sample date:', '23-11-2026'), ('Report date:', '24-11-2026')]],
        blocks=True, block_labels={'result': 'Result:', 'reference': 'Reference:', 'previous': 'Previous (12-08-2026):'},
        end_lines=['Antenatal booking profile. Results relate only to the sample received.'],
        sign=['Olumide Fashola, AMLSCN\nMedical Laboratory Scientist - Reg. 14472', 'Dr. (Mrs.) Funmilayo Ajayi\nConsultant Haematologist - MDCN 28819'],
    ),
    sections=[
        S('HAEMATOLOGY', [
            R('hemoglobin', 'Haemoglobin', '9.8', 'g/dL', '11.5-16.5', prev='10.4'),
            R('hematocrit', 'Packed Cell Volume (PCV)', '29', '%', '36-47', prev='31'),
            R('wbc', 'White Blood Cell Count', '6.4', 'x10^9/L', '4.0-11.0'),
            R('platelets', 'Platelet Count', '212', 'x10^9/L', '150-400'),
            R('mcv', 'MCV', '74', 'fL', '80-96'),
        ]),
        S('SEROLOGY AND BLOOD GROUP', [
            Q('hiv_ag_ab', 'HIV 1 & 2 (Ag/Ab)', 'Non-Reactive', 'Non-Reactive'),
            Q('hbsag', 'Hepatitis B surface antigen', 'Non-Reactive', 'Non-Reactive'),
            Q('anti_hcv', 'Hepatitis C antibody', 'Non-Reactive', 'Non-Reactive'),
            Q('syphilis_treponemal', 'Syphilis (TPHA)', 'Reactive', 'Non-Reactive', ab=True, qflag='Abnormal'),
            Q('blood_group_abo', 'Blood Group', 'O', None, ab=None),
            Q('rh_factor', 'Rhesus', 'Positive', None, ab=None),
        ]),
        S('CHEMISTRY', [
            R('glucose_random', 'Random Blood Sugar', '5.2', 'mmol/L', '3.9-7.8'),
            R('ferritin', 'Serum Ferritin', '8', 'ng/mL', '15-150'),
        ]),
    ],
    not_results=['0803 441 7720', '0812 950 3316', 'Lab No CDL/26/11/2291', 'Reg. 14472', 'MDCN 28819'],
)

# ---------------------------------------------------------------- Turkey: iso-8859-9, Y/D flags, age-banded ranges
TR_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}
tr01 = D(
    id='l-tr-01', country='TR', language='tr-TR', producer='htmldoc', render='htmldoc', split='tune',
    classes=['L3', 'L5', 'L6', 'L7', 'L11'],
    layout=['htmldoc-table', 'iso-8859-9', 'landscape', 'bordered-grid', 'flag-arrow-words', 'decimal-comma', 'age-banded-range',
            'previous-column-dated', 'hba1c-diabetes-table', 'ldl-targets-note', 'lab-logo', 'page-n-of-n'],
    meta=dict(lab_date='2026-11-25', results_date='2026-11-25', lab_name='Özel Anadolu Tıp Laboratuvarı',
              lab_city='Ankara', patient_name='YILMAZ, MEHMET ALİ', patient_age='66', patient_sex='male'),
    dec=',', rs=TR_RS, flags='yd', seed=65, scan=True,
    opts=dict(
        charset='iso-8859-9', fontsize=9, bodyfont='helvetica', grid=True, landscape=True, logo=('AT', '#0f6e6e'),
        scan_opts={'deg': 1.6}, scan_layout=['skewed-scan'],
        doc_title='Özel Anadolu Tıp Laboratuvarı - Tel. 0312 418 27 60',
        lab_lines=['ÖZEL ANADOLU TIP LABORATUVARI', 'Kızılay Mah. Atatürk Bulvarı No: 119/6, Çankaya / Ankara - Tel. 0312 418 27 60'],
        head_right='Protokol No: 2611-25-00917',
        pinfo=[[('Hasta Adı Soyadı:', 'YILMAZ, MEHMET ALİ'), ('T.C. Kimlik No:', '384******52'), ('Yaş / Cinsiyet:', '66 / Erkek')],
               [('İstem Yapan:', 'Uzm. Dr. Serkan Aydın'), ('Numune Kabul:', '25.11.2026 08:47'), ('Onay:', '25.11.2026 13:22')]],
        cols=['name', 'value', 'flag', 'unit', 'range', 'prev'],
        heads=['Test Adı', 'Sonuç', '', 'Birim', 'Referans Aralığı', 'Önceki Sonuç (19.05.2026)'],
        widths=[5, 2, 0.6, 2, 4.4, 2.6], right=['value', 'prev'],
        end_lines=['HbA1c: normal < 5,7 %; prediyabet 5,7 - 6,4 %; diyabet >= 6,5 %.',
                   'LDL hedefleri: düşük risk < 116 mg/dL; orta risk < 100 mg/dL; yüksek risk < 70 mg/dL; çok yüksek risk < 55 mg/dL.',
                   'Y: referans aralığının üstünde, D: referans aralığının altında.'],
        sign=['Onaylayan: Uzm. Dr. Zeynep Kaya - Tıbbi Biyokimya Uzmanı - Dip. Tescil No 104472'],
    ),
    sections=[
        S('BİYOKİMYA', [
            R('glucose', 'Açlık kan şekeri', '118', 'mg/dL', '74-106', prev='112'),
            R('hba1c', 'HbA1c', '6.2', '%', '4.0-6.0', prev='6.0'),
            R('urea', 'Üre', '44', 'mg/dL', '17-49', pr='18-65 yaş: 17 - 43\n> 65 yaş: 17 - 49'),
            R('creatinine', 'Kreatinin', '1.22', 'mg/dL', '0.70-1.20', prev='1.10'),
            R('alt', 'Alanin aminotransferaz (ALT)', '22', 'U/L', '<50'),
            R('ast', 'Aspartat aminotransferaz (AST)', '19', 'U/L', '<50'),
            R('ggt', 'Gama glutamil transferaz (GGT)', '31', 'U/L', '<55'),
            R('cholesterol_total', 'Total kolesterol', '221', 'mg/dL', '<200', prev='236'),
            R('ldl_cholesterol', 'LDL kolesterol', '142', 'mg/dL', '<130', prev='158'),
            R('hdl_cholesterol', 'HDL kolesterol', '41', 'mg/dL', '>40'),
            R('triglycerides', 'Trigliserid', '190', 'mg/dL', '<150', prev='204'),
            R('psa_total', 'Total PSA', '3.1', 'ng/mL', '<4.5', pr='60-69 yaş: < 4,5\n70-79 yaş: < 6,5'),
            R('vitamin_b12', 'Vitamin B12', '176', 'pg/mL', '197-771'),
        ]),
        S('HORMON', [
            R('tsh', 'TSH', '2.04', 'µIU/mL', '0.27-4.20'),
        ]),
    ],
    not_results=['Üre 18-65 yaş: 17 - 43', 'Total PSA 70-79 yaş: < 6,5', 'HbA1c prediyabet 5,7 - 6,4 %', 'HbA1c diyabet >= 6,5 %',
                 'LDL hedefleri < 116 / < 100 / < 70 / < 55 mg/dL', 'Tel. 0312 418 27 60', 'Protokol No 2611-25-00917',
                 'T.C. Kimlik No 384******52', 'Dip. Tescil No 104472'],
)

DOCS = [es01, pl01, mx01, ng01, tr01]
