"""Part I reports, third batch: spreadsheet printouts (LibreOffice Calc: Argentina, Turkey, Italy, Indonesia).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S
from docs_html import DOCS as HTML_DOCS

AR_RS = {'sep': ' a ', 'lt': 'hasta {x}', 'le': 'hasta {x}', 'gt': 'mayor a {x}', 'ge': '>= {x}'}

ar01 = D(
    id='i-ar-01', country='AR', language='es-AR', producer='libreoffice-calc', render='calc', split='tune',
    classes=['I3', 'I8'],
    layout=['spreadsheet-grid', 'merged-heading-cells', 'decimal-comma', 'thousands-dot', 'range-a', 'range-hasta',
            'pct-and-absolute-side-by-side', 'flag-bold-only', 'glucose-g-l'],
    meta=dict(lab_date='2026-11-17', results_date='2026-11-18', lab_name='Laboratorio Bioquímico Dr. Ferrando',
              lab_city='Rosario', patient_name='BENEDETTI, María Laura', patient_age='44', patient_sex='female'),
    dec=',', thou='.', thou_min=1000, rs=AR_RS, flags='bold', seed=43,
    opts=dict(
        cols=['name', 'value', 'unit', 'range', 't_value', 't_unit', 't_range'],
        heads=['Determinación', 'Resultado', 'Unidad', 'Valores de referencia', 'Absoluto', 'Unidad', 'Ref. absolutos'],
        widths=[4.1, 1.9, 1.3, 3.9, 1.7, 1.3, 3.0], abg='#e8e8e8',
        lab_lines=['Laboratorio Bioquímico Dr. Ferrando', 'Análisis Clínicos · Bioquímica · Endocrinología',
                   'Bv. Oroño 1342, S2000 Rosario, Santa Fe · Tel. (0341) 447-2290 · turnos@labferrando.example'],
        pinfo=[[('Paciente', 'BENEDETTI, María Laura', 2), ('Protocolo', '118.442', 1)],
               [('Edad', '44 años', 2), ('Sexo', 'F', 1)],
               [('Médico', 'Dr. Sergio Ibarra', 2), ('Fecha extracción', '17/11/2026', 1)]],
        footer='Bioq. Natalia Ferrando — M.P. 2871 — En negrita: fuera de rango',
        page_word='Hoja',
    ),
    sections=[
        S('HEMOGRAMA', [
            R('rbc', 'Glóbulos rojos', '4520000', '/mm³', '4200000-5400000'),
            R('hemoglobin', 'Hemoglobina', '11.7', 'g/dL', '12.0-16.0'),
            R('hematocrit', 'Hematocrito', '36', '%', '36-46'),
            R('mcv', 'VCM', '79.6', 'fL', '80-100'),
            R('mch', 'HCM', '25.9', 'pg', '27-32'),
            R('wbc', 'Glóbulos blancos', '7300', '/mm³', '4000-11000'),
            R('segmented_neutrophils_pct', 'Neutrófilos segmentados', '62', '%', '50-70',
              twin=R('neutrophils_abs', 'Neutrófilos segmentados', '4526', '/mm³', '2000-7500')),
            R('eosinophils_pct', 'Eosinófilos', '3', '%', '1-4',
              twin=R('eosinophils_abs', 'Eosinófilos', '219', '/mm³', '50-500')),
            R('basophils_pct', 'Basófilos', '0', '%', '0-1',
              twin=R('basophils_abs', 'Basófilos', '0', '/mm³', '0-100')),
            R('lymphocytes_pct', 'Linfocitos', '29', '%', '20-40',
              twin=R('lymphocytes_abs', 'Linfocitos', '2117', '/mm³', '1000-4000')),
            R('monocytes_pct', 'Monocitos', '6', '%', '2-8',
              twin=R('monocytes_abs', 'Monocitos', '438', '/mm³', '100-800')),
            R('platelets', 'Plaquetas', '265000', '/mm³', '150000-450000'),
            R('esr', 'Eritrosedimentación 1ª hora', '18', 'mm', '<20'),
        ]),
        S('QUÍMICA CLÍNICA', [
            R('glucose', 'Glucemia', '0.98', 'g/L', '0.70-1.10'),
            R('urea', 'Uremia', '0.32', 'g/L', '0.15-0.45'),
            R('creatinine', 'Creatininemia', '0.82', 'mg/dL', '0.50-1.10'),
            R('cholesterol_total', 'Colesterol total', '234', 'mg/dL', '<200'),
            R('hdl_cholesterol', 'Colesterol HDL', '61', 'mg/dL', '>45'),
            R('ldl_cholesterol', 'Colesterol LDL', '148', 'mg/dL', '<130'),
            R('triglycerides', 'Triglicéridos', '126', 'mg/dL', '<150'),
            R('ferritin', 'Ferritina', '11', 'ng/mL', '15-150'),
            R('tsh', 'TSH', '2.1', 'µUI/mL', '0.5-4.5'),
        ]),
    ],
    not_results=['Protocolo 118.442'],
)


TR_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

tr01 = D(
    id='i-tr-01', country='TR', language='tr-TR', producer='libreoffice-calc', render='calc', split='holdout',
    classes=['I3'],
    layout=['spreadsheet-grid', 'merged-heading-cells', 'decimal-comma', 'flag-arrow-column', 'english-abbr-with-turkish',
            'cinsiyet-yas-line'],
    meta=dict(lab_date='2026-11-22', results_date='2026-11-22', lab_name='Özel Ege Tıp Laboratuvarı',
              lab_city='İzmir', patient_name='YILDIRIM MEHMET ALİ', patient_age='45', patient_sex='male'),
    dec=',', rs=TR_RS, flags='arrow', seed=47, photo=0,
    opts=dict(
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['Test Adı', 'Sonuç', '', 'Birim', 'Referans Aralığı'],
        widths=[6.2, 2.3, 0.8, 2.6, 5.2], hbg='#d9e2f3',
        lab_lines=['ÖZEL EGE TIP LABORATUVARI', 'Biyokimya ve Hematoloji Birimi',
                   'Şair Eşref Bulvarı No: 58/2, 35210 Konak / İzmir · Tel: 0232 445 61 90'],
        pinfo=[[('Hasta Adı', 'YILDIRIM MEHMET ALİ', 1), ('Protokol No', '2026-114873', 1)],
               [('Cinsiyet / Yaş', 'Erkek / 45', 1), ('T.C. Kimlik', '*******4812', 1)],
               [('Numune Alım', '22.11.2026 09:14', 1), ('Onay Tarihi', '22.11.2026 13:50', 1)]],
        footer='Uzm. Dr. Selin Aydoğan — Tıbbi Biyokimya Uzmanı',
        page_word='Sayfa',
    ),
    sections=[
        S('HEMOGRAM', [
            R('wbc', 'WBC (Lökosit)', '8.61', '10^3/µL', '4.5-11.0'),
            R('rbc', 'RBC (Eritrosit)', '5.42', '10^6/µL', '4.70-6.10'),
            R('hemoglobin', 'HGB (Hemoglobin)', '16.2', 'g/dL', '14.0-18.0'),
            R('hematocrit', 'HCT (Hematokrit)', '47.9', '%', '42.0-52.0'),
            R('mcv', 'MCV', '88.4', 'fL', '80.0-94.0'),
            R('rdw_cv', 'RDW', '12.8', '%', '11.5-14.5'),
            R('platelets', 'PLT (Trombosit)', '221', '10^3/µL', '150-450'),
            R('neutrophils_abs', 'NEU# (Nötrofil)', '5.12', '10^3/µL', '2.0-7.0'),
            R('lymphocytes_abs', 'LYM# (Lenfosit)', '2.64', '10^3/µL', '1.0-4.8'),
        ]),
        S('BİYOKİMYA', [
            R('glucose', 'Glukoz (Açlık)', '126', 'mg/dL', '74-106'),
            R('hba1c', 'HbA1c', '6.6', '%', '4.0-6.0'),
            R('creatinine', 'Kreatinin', '0.96', 'mg/dL', '0.67-1.17'),
            R('alt', 'ALT', '48', 'U/L', '<41'),
            R('ast', 'AST', '29', 'U/L', '<40'),
            R('cholesterol_total', 'Total Kolesterol', '196', 'mg/dL', '<200'),
            R('triglycerides', 'Trigliserid', '278', 'mg/dL', '<150'),
            R('hdl_cholesterol', 'HDL Kolesterol', '38', 'mg/dL', '>40'),
            R('ldl_cholesterol', 'LDL Kolesterol', '125', 'mg/dL', '<130'),
            R('vitamin_b12', 'Vitamin B12', '265', 'pg/mL', '197-771'),
            R('vitamin_d_25oh', '25-OH Vitamin D', '18.4', 'ng/mL', '30-100'),
        ]),
    ],
    not_results=['Protokol No 2026-114873'],
)


IT_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

it01 = D(
    id='i-it-01', country='IT', language='it-IT', producer='libreoffice-calc', render='calc', split='tune',
    classes=['I3', 'I7', 'I9'],
    layout=['spreadsheet-grid', 'merged-heading-cells', 'header-rows-repeated', 'decimal-comma', 'flag-H-B-column',
            'previous-column', 'igf1-age-table', 'egfr-stages', 'multi-page'],
    meta=dict(lab_date='2026-11-21', results_date='2026-11-23', lab_name='Laboratorio Analisi Cliniche San Gottardo',
              lab_city='Bergamo', patient_name='ROTA Giulio', dob='1963-09-04', patient_sex='male'),
    dec=',', rs=IT_RS, flags='hb', seed=53,
    opts=dict(
        cols=['name', 'value', 'flag', 'unit', 'range', 'prev'],
        heads=['Esame', 'Risultato', '', 'U.M.', 'Valori di riferimento', 'Prec. 03/06/26'],
        widths=[5.4, 2.0, 0.7, 2.4, 4.3, 2.2], hbg='#e2efda', sbg='#f2f2f2',
        lab_lines=['Laboratorio Analisi Cliniche San Gottardo', 'Settore Chimica Clinica, Ematologia ed Endocrinologia',
                   'Via Borgo Palazzo 118, 24125 Bergamo · Tel. 035 241 7730 · Dir. Tecnico Dott.ssa Chiara Locatelli'],
        pinfo=[[('Paziente', 'ROTA Giulio', 2), ('Nato il', '04/09/1963', 1)],
               [('Accettazione', 'N. 26/0087712', 2), ('Sesso', 'M', 1)],
               [('Data prelievo', '21/11/2026 07:50', 2), ('Referto del', '23/11/2026', 1)]],
        footer='Referto firmato digitalmente — H superiore, B inferiore al riferimento',
        page_word='Pagina',
    ),
    sections=[
        S('EMATOLOGIA', [
            R('wbc', 'Leucociti', '5.9', '10^9/L', '4.0-10.0', prev='6.2'),
            R('rbc', 'Eritrociti', '4.71', '10^12/L', '4.40-5.80', prev='4.80'),
            R('hemoglobin', 'Emoglobina', '14.2', 'g/dL', '13.5-17.5', prev='14.6'),
            R('hematocrit', 'Ematocrito', '42.5', '%', '40.0-52.0'),
            R('mcv', 'MCV', '90.2', 'fL', '80.0-99.0'),
            R('platelets', 'Piastrine', '138', '10^9/L', '150-400', prev='145'),
            R('neutrophils_pct', 'Neutrofili %', '61.0', '%', '40.0-75.0'),
            R('lymphocytes_pct', 'Linfociti %', '27.3', '%', '20.0-45.0'),
            R('monocytes_pct', 'Monociti %', '8.1', '%', '2.0-10.0'),
            R('eosinophils_pct', 'Eosinofili %', '3.1', '%', '0.0-6.0'),
            R('basophils_pct', 'Basofili %', '0.5', '%', '0.0-1.5'),
        ]),
        S('CHIMICA CLINICA', [
            R('glucose', 'Glucosio', '101', 'mg/dL', '70-100', prev='98'),
            R('creatinine', 'Creatinina', '1.31', 'mg/dL', '0.67-1.17', prev='1.24'),
            R('egfr', 'eGFR (CKD-EPI 2021)', '61', 'mL/min/1,73 m²', '>90'),
            R('sodium', 'Sodio', '140', 'mmol/L', '136-145'),
            R('potassium', 'Potassio', '4.9', 'mmol/L', '3.5-5.1'),
            R('calcium', 'Calcio totale', '9.6', 'mg/dL', '8.6-10.2'),
            R('ast', 'AST (GOT)', '23', 'U/L', '<40'),
            R('alt', 'ALT (GPT)', '27', 'U/L', '<41'),
            R('ggt', 'Gamma GT', '31', 'U/L', '8-61'),
            R('cholesterol_total', 'Colesterolo totale', '189', 'mg/dL', '<190'),
            R('hdl_cholesterol', 'Colesterolo HDL', '47', 'mg/dL', '>40'),
            R('triglycerides', 'Trigliceridi', '118', 'mg/dL', '<150'),
        ], note=('Stadi KDIGO (mL/min/1,73 m²): G1 ≥ 90 · G2 60-89 · G3a 45-59 · G3b 30-44 · G4 15-29 · G5 < 15')),
        S('ENDOCRINOLOGIA', [
            R('tsh', 'TSH reflex', '1.48', 'mUI/L', '0.27-4.20'),
            R('igf_1', 'IGF-1 (Somatomedina C)', '268', 'ng/mL', '75-212'),
            R('growth_hormone', 'GH (ormone della crescita)', '0.9', 'ng/mL', '<3.0'),
            R('psa_total', 'PSA totale', '4.6', 'ng/mL', '<4.0', prev='3.9'),
            R('psa_free', 'PSA libero', '0.92', 'ng/mL', None),
            R('psa_free_ratio', 'Rapporto PSA libero/totale', '20', '%', '>25'),
        ], page=2, note=('IGF-1: intervalli di riferimento per età (ng/mL)\n'
                         '41-50 anni: 101 - 267   51-60 anni: 87 - 225   61-70 anni: 75 - 212   71-80 anni: 69 - 200')),
        S('VITAMINE', [
            R('vitamin_d_25oh', '25-OH Vitamina D', '31.5', 'ng/mL', '30-100'),
            R('folate', 'Acido folico', '6.8', 'ng/mL', '3.9-26.8'),
        ], page=2, note='Vitamina D: carenza < 20 · insufficienza 20-29 · sufficienza 30-100 · possibile tossicità > 100 ng/mL'),
    ],
    not_results=['G1 ≥ 90', 'G2 60-89', 'G3a 45-59', 'G3b 30-44', 'G4 15-29', 'G5 < 15', '41-50 anni: 101 - 267',
                 '51-60 anni: 87 - 225', '71-80 anni: 69 - 200', 'carenza < 20', 'insufficienza 20-29',
                 'sufficienza 30-100', 'possibile tossicità > 100 ng/mL'],
)


ID_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

id01 = D(
    id='i-id-01', country='ID', language='id-ID', producer='libreoffice-calc', render='calc', split='holdout',
    classes=['I3', 'I8'],
    layout=['spreadsheet-grid', 'merged-heading-cells', 'decimal-comma', 'thousands-dot', 'flag-HL-keterangan-column',
            'qualitative-rows', 'serology', 'urinalysis', 'landscape'],
    meta=dict(lab_date='2026-11-24', results_date='2026-11-24', lab_name='Laboratorium Klinik Prima Husada',
              lab_city='Surabaya', patient_name='Ny. Dewi Anggraini Putri', patient_age='29', patient_sex='female'),
    dec=',', thou='.', thou_min=1000, rs=ID_RS, flags='HL', seed=59,
    opts=dict(
        landscape=True,
        cols=['name', 'value', 'unit', 'range', 'flag', 'method'],
        heads=['Pemeriksaan', 'Hasil', 'Satuan', 'Nilai Rujukan', 'Ket.', 'Metode'],
        widths=[7.0, 3.0, 2.8, 5.5, 1.4, 5.2], hbg='#fce4d6',
        method={'hemoglobin': 'SLS-Hb', 'wbc': 'Flowcytometry', 'platelets': 'Impedansi', 'glucose': 'GOD-PAP',
                'hbsag': 'ICT', 'anti_hcv': 'ICT', 'urine_protein': 'Carik celup', 'urine_glucose': 'Carik celup',
                'alt': 'IFCC tanpa P5P', 'ast': 'IFCC tanpa P5P', 'creatinine': 'Jaffe kinetik', 'uric_acid': 'Uricase'},
        lab_lines=['LABORATORIUM KLINIK PRIMA HUSADA', 'Instalasi Laboratorium Patologi Klinik',
                   'Jl. Raya Darmo No. 142, Surabaya 60264 · Telp. (031) 561 8824 · WA 0812 3318 4470'],
        pinfo=[[('Nama', 'Ny. Dewi Anggraini Putri', 2), ('No. Lab', 'PH-2611-0942', 2)],
               [('Jenis Kelamin / Umur', 'Perempuan / 29 Th', 2), ('Dokter', 'dr. Hendra W., Sp.PD', 2)],
               [('Tgl. Pengambilan', '24-11-2026 07:30', 2), ('Tgl. Hasil', '24-11-2026 13:15', 2)]],
        footer='Penanggung jawab: dr. Ratna Sari, Sp.PK',
        page_word='Halaman',
    ),
    sections=[
        S('HEMATOLOGI', [
            R('hemoglobin', 'Hemoglobin', '10.8', 'g/dL', '11.7-15.5'),
            R('hematocrit', 'Hematokrit', '33.4', '%', '35-47'),
            R('wbc', 'Leukosit', '12800', '/µL', '3600-11000'),
            R('platelets', 'Trombosit', '356000', '/µL', '150000-440000'),
            R('rbc', 'Eritrosit', '4.16', 'juta/µL', '3.80-5.20'),
            R('esr', 'Laju Endap Darah', '18', 'mm/jam', '0-20'),
        ]),
        S('KIMIA KLINIK', [
            R('glucose', 'Glukosa Darah Sewaktu', '96', 'mg/dL', '<200'),
            R('alt', 'SGPT', '17', 'U/L', '<35'),
            R('ast', 'SGOT', '20', 'U/L', '<35'),
            R('creatinine', 'Kreatinin', '0.64', 'mg/dL', '0.50-0.90'),
            R('uric_acid', 'Asam Urat', '4.2', 'mg/dL', '2.4-5.7'),
        ]),
        S('IMUNOSEROLOGI', [
            Q('hbsag', 'HBsAg', 'Non Reaktif', 'Non Reaktif'),
            Q('anti_hcv', 'Anti HCV', 'Non Reaktif', 'Non Reaktif'),
            Q('hiv_ag_ab', 'Anti HIV (Skrining)', 'Non Reaktif', 'Non Reaktif'),
        ]),
        S('URINALISIS', [
            Q('urine_color', 'Warna', 'Kuning', 'Kuning'),
            Q('urine_appearance', 'Kejernihan', 'Keruh', 'Jernih', ab=True, qflag='*'),
            R('urine_specific_gravity', 'Berat Jenis', '1.020', None, '1.005-1.030'),
            Q('urine_protein', 'Protein', 'Negatif', 'Negatif'),
            Q('urine_glucose', 'Reduksi / Glukosa', 'Negatif', 'Negatif'),
            Q('urine_nitrite', 'Nitrit', 'Positif', 'Negatif', ab=True, qflag='*'),
            Q('urine_leukocyte_esterase', 'Lekosit Esterase', '+2', 'Negatif', ab=True, qflag='*'),
            Q('urine_wbc', 'Sedimen Lekosit', '20-25', '0-5', ab=True, qflag='*', unit='/LPB'),
            Q('urine_rbc', 'Sedimen Eritrosit', '0-1', '0-2', unit='/LPB'),
        ], page=2),
    ],
    not_results=['No. Lab PH-2611-0942'],
)

DOCS = [ar01, tr01, it01, id01] + HTML_DOCS
