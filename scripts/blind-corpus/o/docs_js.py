"""Part O reports printed with jsPDF 2 (jspdf_print.mjs: doc.text with align left/right/centre, doc.line, doc.rect):
Azerbaijan (DejaVu Sans embedded, blocks), Malta (Maltese, DejaVu), Tajikistan (Tajik Cyrillic, DejaVu, sex-band
columns), Uruguay (Spanish, Helvetica, two pages, scanned), Slovenia (DejaVu, µkat/L); photo-only: Dominican Republic
(Spanish, Helvetica), Mozambique (Portuguese, Times), Suriname (Dutch, Helvetica, two-column blocks).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

CMP = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}

az01 = D(
    id='o-az-01', country='AZ', language='az-AZ', producer='jsPDF 2', render='jspdf', split='tune',
    classes=['O3', 'O7', 'O10'],
    layout=['positioned-text', 'embedded-truetype-identity-h', 'one-analyte-per-block', 'flag-word-azerbaijani',
            'decimal-comma', 'previous-line', 'section-headings', 'coagulation'],
    meta=dict(lab_date='2026-11-21', results_date='2026-11-21', lab_name='Xəzər Tibbi Laboratoriyası', lab_city='Gəncə',
              patient_name='Məmmədova Günel Rəşid qızı', patient_age='42', patient_sex='female'),
    dec=',', flags='az', rs=CMP, seed=121,
    opts=dict(jsfont='dejavu', size=8.8, block=True, plab=60, plab2=62, reslab='Nəticə', reflab='Norma', prevlab='Əvvəlki (05.2026)',
              lab_lines=['Xəzər Tibbi Laboratoriyası', 'Gəncə şəh., Atatürk pr. 118 · tel. (022) 256 41 87 · +994 50 318 44 07'],
              head_right=['Sifariş №: XL-26-40918', 'Tarix: 21.11.2026'], footer='Xəzər Tibbi Laboratoriyası · lisenziya 0418',
              pageword='Səhifə {p}/{n}', title='LABORATORİYA MÜAYİNƏLƏRİNİN NƏTİCƏLƏRİ',
              pinfo=[[('Pasiyent:', 'Məmmədova Günel Rəşid qızı'), ('Yaş:', '42'), ('Cins:', 'qadın')],
                     [('Həkim:', 'Əliyev R. T.'), ('Götürülüb:', '21.11.2026'), ('', '')]],
              sign=['Laborant-həkim: Quliyeva S. M.']),
    sections=[
        S('Hematologiya', [
            R('hemoglobin', 'Hemoqlobin', '10.9', 'q/l', '12.0-15.0', pr='12,0 - 15,0', prev='11.6'),
            R('ferritin', 'Ferritin', '7.2', 'ng/ml', '13-150', prev='9.8'),
            R('reticulocytes_pct', 'Retikulositlər', '1.9', '%', '0.5-2.5'),
        ]),
        S('Koaqulyasiya', [
            R('inr', 'INR (BNN)', '2.8', None, '2.0-3.0', prev='3.4'),
            R('aptt', 'AQTV (APTT)', '41', 'san', '25-36'),
        ]),
        S('Biokimya', [
            R('glucose', 'Qlükoza (acqarına)', '5.1', 'mmol/l', '3.9-6.1'),
            R('creatinine', 'Kreatinin', '72', 'mkmol/l', '44-80'),
            R('alt', 'ALT', '18', 'V/l', '<33'),
            R('potassium', 'Kalium', '3.3', 'mmol/l', '3.5-5.1'),
            R('magnesium', 'Maqnezium', '0.72', 'mmol/l', '0.66-1.07'),
        ]),
    ],
    not_results=['tel. (022) 256 41 87', '+994 50 318 44 07', 'Sifariş № XL-26-40918', 'lisenziya 0418'],
)

mt01 = D(
    id='o-mt-01', country='MT', language='mt-MT', producer='jsPDF 2', render='jspdf', split='tune',
    classes=['O3', 'O6', 'O7', 'O11'],
    layout=['positioned-text', 'embedded-truetype-identity-h', 'maltese-letters', 'ruled-grid', 'flag-word-maltese',
            'flag-column', 'previous-column-dated', 'lipids', 'ldl-targets-note', 'liver-panel'],
    meta=dict(lab_date='2026-11-17', results_date='2026-11-18', lab_name='Laboratorju Mediku Ħal Qormi', lab_city='Ħal Qormi',
              patient_name='Ġużeppi Farrugia Caċċiattolo', patient_age='64', patient_sex='male'),
    flags='mt', rs=CMP, seed=122,
    opts=dict(jsfont='dejavu', size=8.6, grid=True, plab=54, plab2=60,
              lab_lines=['Laboratorju Mediku Ħal Qormi', 'Triq il-Kbira San Ġorġ, Ħal Qormi QRM 1218 · Tel. 2148 7730'],
              head_right=['Numru: HQ-26-71804', 'Data: 18/11/2026'], footer='Laboratorju Mediku Ħal Qormi · Reġistrazzjoni L-0417',
              pageword='Paġna {p} minn {n}', title='RIŻULTATI TAL-LABORATORJU',
              pinfo=[[('Pazjent:', 'Ġużeppi Farrugia Caċċiattolo'), ('Età:', '64'), ('Sess:', 'Raġel')],
                     [('Tabib:', 'Dr Ċensu Borg'), ('Kampjun:', '17/11/2026'), ('ID:', '0418762M')]],
              cols=['name', 'value', 'flag', 'unit', 'range', 'prev'], heads=['Test', 'Riżultat', 'Nota', 'Unità', 'Firxa normali', '02/06/2026'],
              widths=[4.2, 1.4, 1.0, 1.4, 2.2, 1.4], right=['value', 'prev'],
              end_lines=['Miri tal-LDL: riskju għoli ħafna < 1.4; riskju għoli < 1.8; riskju moderat < 2.6 mmol/L.'],
              sign=['Patologu: Dr Marija Azzopardi']),
    sections=[
        S('Lipidi', [
            R('cholesterol_total', 'Kolesterol totali', '5.9', 'mmol/L', '<5.0', prev='6.3'),
            R('ldl_cholesterol', 'Kolesterol LDL', '3.8', 'mmol/L', '<3.0', prev='4.1'),
            R('hdl_cholesterol', 'Kolesterol HDL', '1.12', 'mmol/L', '>1.0', prev='0.98'),
            R('triglycerides', 'Trigliċeridi', '1.5', 'mmol/L', '<1.7', prev='2.6'),
        ]),
        S('Fwied', [
            R('alt', 'ALT', '27', 'U/L', '<41'),
            R('ggt', 'Gamma GT', '38', 'U/L', '<60'),
            R('bilirubin_total', 'Bilirubina totali', '12', 'µmol/L', '<21'),
        ]),
        S('Kliewi u zokkor', [
            R('glucose', 'Glukożju', '6.6', 'mmol/L', '3.9-6.0', prev='6.2'),
            R('hba1c', 'HbA1c', '46', 'mmol/mol', '<42', prev='44'),
            R('creatinine', 'Kreatinina', '98', 'µmol/L', '62-106'),
            R('egfr', 'eGFR', '70', 'mL/min/1.73m²', '>=90'),
        ]),
    ],
    not_results=['LDL riskju għoli ħafna < 1.4', 'LDL riskju għoli < 1.8', 'LDL riskju moderat < 2.6', 'Tel. 2148 7730',
                 'Numru HQ-26-71804', 'ID 0418762M', 'Reġistrazzjoni L-0417'],
)

tj01 = D(
    id='o-tj-01', country='TJ', language='tg-TJ', producer='jsPDF 2', render='jspdf', split='tune',
    classes=['O3', 'O5', 'O7', 'O11'],
    layout=['positioned-text', 'embedded-truetype-identity-h', 'tajik-cyrillic', 'sex-band-columns', 'flag-word-tajik',
            'flag-after-value', 'decimal-comma', 'range-to', 'row-rules', 'section-headings'],
    meta=dict(lab_date='2026-11-12', results_date='2026-11-12', lab_name='Озмоишгоҳи тиббии «Сомон»', lab_city='Хуҷанд',
              patient_name='Раҳимов Фарҳод Саидович', patient_age='38', patient_sex='male'),
    dec=',', flags='tg', rs={'sep': ' - ', 'lt': 'то {x}', 'le': 'то {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, seed=123,
    opts=dict(jsfont='dejavu', size=8.6, rowrules=True, flagpos='suffix', plab=52, plab2=58,
              lab_lines=['Озмоишгоҳи тиббии «Сомон»', 'ш. Хуҷанд, кӯч. Ленин, 212 · тел. (3422) 6-41-87 · +992 92 770 41 18'],
              head_right=['Фармоиш №: С-26-20741', 'Сана: 12.11.2026'], footer='«Сомон» · иҷозатнома 0318',
              pageword='Саҳифа {p} аз {n}', title='НАТИҶАҲОИ ТАҲЛИЛҲОИ ЛАБОРАТОРӢ',
              pinfo=[[('Бемор:', 'Раҳимов Фарҳод Саидович'), ('Синну сол:', '38'), ('Ҷинс:', 'мард')],
                     [('Духтур:', 'Назарова М. А.'), ('Гирифта шуд:', '12.11.2026'), ('', '')]],
              cols=['name', 'value', 'unit', 'band:М', 'band:З'], heads=['Таҳлил', 'Натиҷа', 'Воҳид', 'Меъёр (мард)', 'Меъёр (зан)'],
              widths=[3.8, 2.0, 1.4, 2.0, 2.0], right=['value'],
              end_lines=['Меъёрҳо барои калонсолон дода шудаанд.'], sign=['Духтури лаборатория: Каримова Д. Н.']),
    sections=[
        S('Таҳлили умумии хун', [
            R('hemoglobin', 'Гемоглобин', '171', 'г/л', '130-160', bands={'М': '130-160', 'З': '120-140'}),
            R('rbc', 'Эритроситҳо', '5.62', '10¹²/л', '4.0-5.0', bands={'М': '4.0-5.0', 'З': '3.7-4.7'}),
            R('hematocrit', 'Гематокрит', '51', '%', '40-48', bands={'М': '40-48', 'З': '36-42'}),
            R('wbc', 'Лейкоситҳо', '8.1', '10⁹/л', '4.0-9.0'),
            R('platelets', 'Тромбоситҳо', '214', '10⁹/л', '180-320'),
            R('esr', 'СОЭ', '4', 'мм/соат', '2-10', bands={'М': '2-10', 'З': '2-15'}),
        ]),
        S('Биохимия', [
            R('glucose', 'Глюкоза', '5.3', 'ммол/л', '3.3-5.5'),
            R('bilirubin_total', 'Билирубини умумӣ', '27.4', 'мкмол/л', '<20.5'),
            R('bilirubin_direct', 'Билирубини мустақим', '4.1', 'мкмол/л', '<5.1'),
            R('alt', 'АЛТ', '36', 'В/л', '<41'),
            R('uric_acid', 'Кислотаи пешоб', '488', 'мкмол/л', '202-416', bands={'М': '202-416', 'З': '143-339'}),
        ]),
    ],
    not_results=['Гемоглобин З: 120 - 140', 'Эритроситҳо З: 3,7 - 4,7', 'Гематокрит З: 36 - 42', 'СОЭ З: 2 - 15',
                 'Кислотаи пешоб З: 143 - 339', 'тел. (3422) 6-41-87', '+992 92 770 41 18', 'Фармоиш № С-26-20741'],
)

uy01 = D(
    id='o-uy-01', country='UY', language='es-UY', producer='jsPDF 2', render='jspdf', split='holdout',
    classes=['O3', 'O4', 'O6', 'O7', 'O11'],
    layout=['positioned-text', 'standard-14-helvetica', 'multi-page', 'header-repeated', 'header-footer-every-page',
            'page-x-of-y', 'decimal-comma', 'dot-thousands', 'range-hasta', 'flag-prefix', 'pct-and-absolute-side-by-side',
            'method-lines', 'vitamin-d-bands', 'urinalysis', 'section-headings'],
    meta=dict(lab_date='2026-11-09', results_date='2026-11-10', lab_name='Laboratorio Clínico Pocitos', lab_city='Montevideo',
              patient_name='Martina Olivera Techera', patient_age='35', patient_sex='female'),
    dec=',', thou='.', thou_min=1000, flags='HL', rs={'sep': ' - ', 'lt': 'menor a {x}', 'le': 'hasta {x}', 'gt': 'mayor a {x}', 'ge': '>= {x}'},
    seed=124, scan=True,
    opts=dict(jsfont='helvetica', size=8.6, flagpos='prefix', rowrules=True, plab=54, plab2=60, scan_layout=['scan-multi-page'],
              lab_lines=['Laboratorio Clínico Pocitos', 'Av. Brasil 2718, Montevideo · Tel. 2709 4418 · laboratoriopocitos.com.uy'],
              head_right=['Orden N°: 26-118047', 'Emitido: 10/11/2026'], footer='Laboratorio Clínico Pocitos · Directora técnica Q.F. Lucía Sosa',
              pageword='Página {p} de {n}', title='INFORME DE RESULTADOS', cont='continúa en la página siguiente',
              pinfo=[[('Paciente:', 'Martina Olivera Techera'), ('Edad:', '35 años'), ('Sexo:', 'F')],
                     [('Médico:', 'Dr. Pablo Rodríguez'), ('Extracción:', '09/11/2026'), ('C.I.:', '4.418.207-3')]],
              pinfo_cont=[[('Paciente:', 'Martina Olivera Techera'), ('Orden N°:', '26-118047'), ('', '')]],
              cols=['name', 'value', 'unit', 't_value', 't_unit', 'range'], heads=['Análisis', 'Resultado', 'Unidad', 'Absoluto', '', 'Valores de referencia'],
              widths=[3.6, 1.5, 1.0, 1.3, 1.0, 2.6], right=['value', 't_value'],
              end_lines=['Vitamina D: deficiencia menor a 20 ng/mL; insuficiencia 20 - 29 ng/mL; suficiencia 30 - 100 ng/mL.']),
    sections=[
        S('Hemograma', [
            R('hemoglobin', 'Hemoglobina', '13.2', 'g/dL', '12.0-16.0'),
            R('hematocrit', 'Hematocrito', '39.8', '%', '36-46'),
            R('rbc', 'Glóbulos rojos', '4.41', 'mill/mm³', '4.00-5.40'),
            R('wbc', 'Glóbulos blancos', '9800', '/mm³', '4500-11000'),
            R('neutrophils_pct', 'Neutrófilos', '71', '%', '40-70', twin=R('neutrophils_abs', 'Neutrófilos', '6958', '/mm³', None)),
            R('lymphocytes_pct', 'Linfocitos', '21', '%', '20-45', twin=R('lymphocytes_abs', 'Linfocitos', '2058', '/mm³', None)),
            R('eosinophils_pct', 'Eosinófilos', '6', '%', '1-4', twin=R('eosinophils_abs', 'Eosinófilos', '588', '/mm³', None, ab=True)),
            R('platelets', 'Plaquetas', '402000', '/mm³', '150000-400000'),
        ]),
        S('Química', [
            R('glucose', 'Glicemia', '0.88', 'g/L', '0.70-1.10', note='Método: glucosa oxidasa'),
            R('urea', 'Azoemia', '0.31', 'g/L', '0.15-0.45'),
            R('creatinine', 'Creatininemia', '0.74', 'mg/dL', '0.50-0.90'),
        ]),
        S('Hormonas y vitaminas', [
            R('tsh', 'TSH', '3.12', 'µUI/mL', '0.40-4.00'),
            R('vitamin_d_25oh', '25-OH Vitamina D', '17.5', 'ng/mL', '30-100'),
            R('vitamin_b12', 'Vitamina B12', '241', 'pg/mL', '211-911'),
        ], page=2),
        S('Orina completa', [
            Q('urine_appearance', 'Aspecto', 'Ligeramente turbio', 'Límpido', ab=True),
            R('urine_ph', 'pH', '6.5', None, '5.0-8.0'),
            Q('urine_protein', 'Proteínas', 'Negativo', 'Negativo'),
            Q('urine_blood', 'Hemoglobina', 'Trazas', 'Negativo', ab=True),
            R('urine_wbc', 'Leucocitos (sedimento)', '12', 'por campo', '<=5'),
        ], page=2),
    ],
    not_results=['Vitamina D insuficiencia 20 - 29', 'Vitamina D suficiencia 30 - 100', 'Tel. 2709 4418', 'C.I. 4.418.207-3',
                 'Orden N° 26-118047'],
)

si01 = D(
    id='o-si-01', country='SI', language='sl-SI', producer='jsPDF 2', render='jspdf', split='holdout',
    classes=['O3', 'O6', 'O7'],
    layout=['positioned-text', 'embedded-truetype-identity-h', 'decimal-comma', 'ukat-units', 'flag-word-slovene',
            'flag-after-range', 'range-before-unit', 'ldl-targets-note', 'method-lines', 'borderless'],
    meta=dict(lab_date='2026-11-18', results_date='2026-11-18', lab_name='Medicinski laboratorij Rožnik', lab_city='Ljubljana',
              patient_name='Jerneja Kovačič Zupan', patient_age='67', patient_sex='female'),
    dec=',', flags='sl', rs={'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, seed=125,
    opts=dict(jsfont='dejavu', size=8.6, plab=58, plab2=66,
              lab_lines=['Medicinski laboratorij Rožnik d.o.o.', 'Večna pot 41, 1000 Ljubljana · tel. 01 425 71 18 · info@roznik-lab.si'],
              head_right=['Št. vzorca: 2611-7745', 'Izdano: 18. 11. 2026'], footer='Medicinski laboratorij Rožnik · Ljubljana',
              pageword='Stran {p} od {n}', title='IZVID LABORATORIJSKIH PREISKAV',
              pinfo=[[('Pacient:', 'Jerneja Kovačič Zupan'), ('Starost:', '67 let'), ('Spol:', 'Ž')],
                     [('Zdravnik:', 'dr. Marko Žagar'), ('Odvzem:', '18. 11. 2026'), ('ZZZS:', '044 718 203')]],
              cols=['name', 'value', 'range', 'unit', 'flag'], heads=['Preiskava', 'Rezultat', 'Referenčne vrednosti', 'Enota', 'Ocena'],
              widths=[3.6, 1.4, 2.4, 1.8, 1.4], right=['value'],
              end_lines=['Ciljne vrednosti LDL: zelo visoko tveganje < 1,4 mmol/L; visoko tveganje < 1,8 mmol/L; zmerno < 2,6 mmol/L.'],
              sign=['Odgovorna oseba: mag. Tina Hribar, spec. med. biokem.']),
    sections=[
        S('Hematologija', [
            R('hemoglobin', 'Hemoglobin', '129', 'g/L', '119-157'),
            R('wbc', 'Levkociti', '8.2', '10⁹/L', '4.0-10.0'),
            R('platelets', 'Trombociti', '301', '10⁹/L', '140-340'),
        ]),
        S('Biokemija', [
            R('glucose', 'Glukoza', '6.4', 'mmol/L', '3.6-6.1', note='metoda: heksokinaza'),
            R('creatinine', 'Kreatinin', '103', 'µmol/L', '44-80'),
            R('egfr', 'eGFR (CKD-EPI)', '48', 'mL/min/1,73 m²', '>90'),
            R('alt', 'ALT', '0.41', 'µkat/L', '<0.56'),
            R('ast', 'AST', '0.38', 'µkat/L', '<0.52'),
            R('ggt', 'gama-GT', '0.48', 'µkat/L', '<0.63'),
            R('alp', 'Alkalna fosfataza', '1.12', 'µkat/L', '0.58-1.74'),
            R('cholesterol_total', 'Holesterol', '5.9', 'mmol/L', '<5.0'),
            R('ldl_cholesterol', 'LDL holesterol', '3.7', 'mmol/L', '<3.0'),
            R('crp', 'CRP', '3', 'mg/L', '<5'),
        ]),
    ],
    not_results=['LDL zelo visoko tveganje < 1,4', 'LDL visoko tveganje < 1,8', 'LDL zmerno < 2,6', 'tel. 01 425 71 18',
                 'Št. vzorca 2611-7745', 'ZZZS 044 718 203'],
)

# ---- photo-only -----------------------------------------------------------------------------------------------------

do01 = D(
    id='o-do-01', country='DO', language='es-DO', producer='jsPDF 2', render='jspdf', split='holdout',
    classes=['O3', 'O9'],
    layout=['positioned-text', 'standard-14-helvetica', 'ruled-grid', 'flag-word-spanish', 'flag-column', 'hasta-range',
            'lipids', 'phone-photo', 'shadow-band-across-table', 'right-edge-cut'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-23', lab_name='Laboratorio Clínico Las Américas', lab_city='Santiago de los Caballeros',
              patient_name='Yokasta Almánzar Peralta', patient_age='51', patient_sex='female'),
    flags='alto', rs={'sep': ' - ', 'lt': 'Menor de {x}', 'le': 'Hasta {x}', 'gt': 'Mayor de {x}', 'ge': '>= {x}'}, seed=126, photo=3.1,
    opts=dict(jsfont='helvetica', size=9.2, grid=True, photo_only=True, plab=54, plab2=58,
              photo_opts={'shadow': True, 'keystone': 0.5, 'cutRight': 0.05, 'frame': 0.6},
              lab_lines=['Laboratorio Clínico Las Américas', 'Av. 27 de Febrero No. 118, Santiago · Tel. (809) 581-4472'],
              head_right=['Orden: LA-26-33071', 'Fecha: 23/11/2026'], footer='Laboratorio Clínico Las Américas · Exequátur 118-04',
              pageword='Pág. {p} de {n}', title='REPORTE DE RESULTADOS',
              pinfo=[[('Paciente:', 'Yokasta Almánzar Peralta'), ('Edad:', '51 años'), ('Sexo:', 'F')],
                     [('Médico:', 'Dr. Ramón Tavárez'), ('Toma:', '23/11/2026'), ('Seguro:', 'ARS 4418')]],
              cols=['name', 'value', 'flag', 'unit', 'range'], heads=['Prueba', 'Resultado', 'Estado', 'Unidad', 'Rango de referencia'],
              widths=[3.8, 1.4, 1.0, 1.4, 2.6], right=['value']),
    sections=[
        S('Química sanguínea', [
            R('glucose', 'Glucosa', '126', 'mg/dL', '70-100'),
            R('cholesterol_total', 'Colesterol total', '248', 'mg/dL', '<=200'),
            R('triglycerides', 'Triglicéridos', '212', 'mg/dL', '<=150'),
            R('hdl_cholesterol', 'Colesterol HDL', '39', 'mg/dL', '>45'),
            R('ldl_cholesterol', 'Colesterol LDL', '167', 'mg/dL', '<=130'),
            R('uric_acid', 'Ácido úrico', '5.8', 'mg/dL', '2.6-6.0'),
            R('creatinine', 'Creatinina', '0.9', 'mg/dL', '0.6-1.1'),
            R('ast', 'TGO (AST)', '21', 'U/L', '<=32'),
            R('alt', 'TGP (ALT)', '26', 'U/L', '<=33'),
        ]),
    ],
    not_results=['Tel. (809) 581-4472', 'Orden LA-26-33071', 'Exequátur 118-04', 'ARS 4418'],
)

mz01 = D(
    id='o-mz-01', country='MZ', language='pt-MZ', producer='jsPDF 2', render='jspdf', split='holdout',
    classes=['O3', 'O9'],
    layout=['positioned-text', 'standard-14-times', 'row-rules', 'flag-word-portuguese', 'flag-suffix', 'decimal-comma',
            'range-ate', 'serology', 'phone-photo', 'page-curl'],
    meta=dict(lab_date='2026-11-11', results_date='2026-11-12', lab_name='Laboratório de Análises Clínicas Polana', lab_city='Maputo',
              patient_name='Albertina Cossa Machava', patient_age='33', patient_sex='female'),
    dec=',', flags='pt', rs={'sep': ' - ', 'lt': 'inferior a {x}', 'le': 'até {x}', 'gt': 'superior a {x}', 'ge': '>= {x}'}, seed=127, photo=-1.2,
    opts=dict(jsfont='times', size=9.4, rowrules=True, flagpos='suffix', photo_only=True, plab=54, plab2=58,
              photo_opts={'curl': 0.045, 'keystone': 0.5, 'frame': 0.6},
              lab_lines=['Laboratório de Análises Clínicas Polana', 'Av. Julius Nyerere 1184, Maputo · Tel. 21 48 70 19 · Cel. 84 411 8207'],
              head_right=['Requisição: P-26-5520', 'Data: 12/11/2026'], footer='Laboratório Polana · Alvará 0419/MISAU',
              pageword='Página {p} de {n}', title='RELATÓRIO DE ANÁLISES CLÍNICAS',
              pinfo=[[('Utente:', 'Albertina Cossa Machava'), ('Idade:', '33 anos'), ('Sexo:', 'F')],
                     [('Médico:', 'Dr. Celso Nhantumbo'), ('Colheita:', '11/11/2026'), ('', '')]],
              cols=['name', 'value', 'unit', 'range'], heads=['Análise', 'Resultado', 'Unidade', 'Valores de referência'],
              widths=[3.8, 1.8, 1.4, 2.8], right=['value']),
    sections=[
        S('Hemograma', [
            R('hemoglobin', 'Hemoglobina', '9.6', 'g/dL', '12.0-15.5'),
            R('mcv', 'VGM', '71', 'fL', '80-98'),
            R('wbc', 'Leucócitos', '5.2', '10³/µL', '4.0-10.0'),
            R('platelets', 'Plaquetas', '318', '10³/µL', '150-400'),
        ]),
        S('Serologia', [
            Q('hiv_ag_ab', 'HIV 1+2 (Ag/Ac)', 'Não reactivo', 'Não reactivo'),
            Q('hbsag', 'AgHBs', 'Não reactivo', 'Não reactivo'),
            Q('rpr', 'RPR', 'Reactivo 1:8', 'Não reactivo', ab=True),
        ]),
        S('Bioquímica', [
            R('glucose', 'Glicemia', '84', 'mg/dL', '70-110'),
            R('creatinine', 'Creatinina', '0.7', 'mg/dL', '0.5-1.1'),
            R('ferritin', 'Ferritina', '6', 'ng/mL', '15-150'),
        ]),
    ],
    not_results=['Tel. 21 48 70 19', 'Cel. 84 411 8207', 'Requisição P-26-5520', 'Alvará 0419/MISAU'],
)

sr01 = D(
    id='o-sr-01', country='SR', language='nl-SR', producer='jsPDF 2', render='jspdf', split='tune',
    classes=['O3', 'O9', 'O10'],
    layout=['positioned-text', 'standard-14-helvetica', 'one-analyte-per-block', 'two-column-blocks', 'flag-glued',
            'decimal-comma', 'range-tot', 'phone-photo', 'strong-rotation'],
    meta=dict(lab_date='2026-11-16', results_date='2026-11-17', lab_name='Medisch Laboratorium Saramacca', lab_city='Paramaribo',
              patient_name='Rajesh Ramdin-Kalloe', patient_age='59', patient_sex='male'),
    dec=',', flags='pm', rs={'sep': ' - ', 'lt': '< {x}', 'le': 'tot {x}', 'gt': '> {x}', 'ge': '>= {x}'}, seed=128, photo=5.5,
    opts=dict(jsfont='helvetica', size=8.8, block=True, twocol=True, flagpos='glue', photo_only=True, plab=54, plab2=62,
              reslab='Uitslag', reflab='Referentie', photo_opts={'keystone': 0.7, 'frame': 0.6, 'desk': '#8a7f70'},
              lab_lines=['Medisch Laboratorium Saramacca', 'Saramaccastraat 118, Paramaribo · Tel. 47 41 80 · App 861 4470'],
              head_right=['Labnr.: MLS-26-8814', 'Datum: 17-11-2026'], footer='Medisch Laboratorium Saramacca · Paramaribo',
              pageword='Pagina {p} van {n}', title='LABORATORIUMUITSLAGEN',
              pinfo=[[('Patiënt:', 'Rajesh Ramdin-Kalloe'), ('Leeftijd:', '59 jr'), ('Geslacht:', 'M')],
                     [('Arts:', 'Dr. S. Pinas'), ('Afname:', '16-11-2026'), ('', '')]]),
    sections=[
        S('Nierfunctie', [
            R('creatinine', 'Kreatinine', '168', 'µmol/L', '64-104'),
            R('urea', 'Ureum', '7.1', 'mmol/L', '2.5-7.5'),
            R('egfr', 'eGFR', '38', 'mL/min', '>60'),
            R('potassium', 'Kalium', '4.6', 'mmol/L', '3.5-5.0'),
        ]),
        S('Suiker en vetten', [
            R('glucose', 'Glucose nuchter', '5.6', 'mmol/L', '3.9-6.1'),
            R('hba1c', 'HbA1c', '52', 'mmol/mol', '20-42'),
            R('cholesterol_total', 'Cholesterol', '4.4', 'mmol/L', '<=5.0'),
        ], opts={'newcol': True}),
        S('Bloedbeeld', [
            R('hemoglobin', 'Hemoglobine', '7.9', 'mmol/L', '8.5-11.0'),
            R('platelets', 'Trombocyten', '244', '10^9/L', '150-400'),
        ]),
    ],
    not_results=['Tel. 47 41 80', 'App 861 4470', 'Labnr. MLS-26-8814'],
)

DOCS = [az01, mt01, tj01, uy01, si01, do01, mz01, sr01]
