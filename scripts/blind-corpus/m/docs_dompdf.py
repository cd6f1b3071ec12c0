"""Part M reports printed with Dompdf (PHP, HTML + CSS): Netherlands, Romania (one analyte per block), Kenya,
Uruguay, Hungary (two pages); photo-only: Finland, Guatemala.
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

NL_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}
nl01 = D(
    id='m-nl-01', country='NL', language='nl-NL', producer='dompdf', render='dompdf', split='tune',
    classes=['M2', 'M6', 'M7', 'M11'],
    layout=['css-table', 'position-fixed-header-footer', 'css-page-counter', 'flag-star-column', 'decimal-comma',
            'previous-two-columns', 'lipid-targets-table', 'egfr-stages-note', 'unit-column'],
    meta=dict(lab_date='2026-11-18', results_date='2026-11-19', lab_name='Stichting Huisartsenlab Rijn-IJssel', lab_city='Arnhem',
              patient_name='mw. J.M. de Vries-Bakker', patient_age='63', patient_sex='female'),
    dec=',', flags='star', rs=NL_RS, seed=31,
    opts=dict(size=8.5, accent='#00665e',
              lab_lines=['Huisartsenlab Rijn-IJssel', 'Velperweg 212, 6824 HK Arnhem · tel. 026-3 51 84 00 · www.rijnijssel-lab.example'],
              head_right=['Aanvraag 26-A-118204', 'Uitslag d.d. 19-11-2026'],
              footer='Huisartsenlab Rijn-IJssel · tel. 026-3 51 84 00 · AGB 26-051833',
              pagetext='Pagina {PAGE_NUM} van {PAGE_COUNT}', title='Laboratoriumuitslagen',
              pinfo=[[('Patiënt', 'mw. J.M. de Vries-Bakker'), ('Geb.datum', '07-04-1963'), ('BSN', '1842.07.331')],
                     [('Aanvrager', 'H. Jansen, huisarts'), ('Afname', '18-11-2026'), ('Materiaal', 'serum, EDTA')]],
              cols=['name', 'value', 'flag', 'unit', 'range', 'prev', 'prev2'],
              heads=['Bepaling', 'Uitslag', '', 'Eenheid', 'Referentie', '12-05-2026', '03-11-2025'],
              widths=[4.2, 1.6, 0.5, 1.8, 2.2, 1.6, 1.6], right=['value', 'prev', 'prev2'],
              end_html=['<table class="interp"><tr><th colspan="2">Streefwaarden LDL-cholesterol (NHG)</th></tr>'
                        '<tr><td>Hart- en vaatziekte</td><td>&lt; 1,8 mmol/l</td></tr>'
                        '<tr><td>Hoog risico</td><td>&lt; 2,6 mmol/l</td></tr>'
                        '<tr><td>Overig</td><td>&lt; 3,0 mmol/l</td></tr></table>'],
              end_lines=['* = afwijkend ten opzichte van de referentiewaarde.'], sign=['Klinisch chemicus: dr. P.A. van Leeuwen']),
    sections=[
        S('Hematologie', [
            R('hemoglobin', 'Hemoglobine', '7.1', 'mmol/l', '7.5-10.0', prev='7.4', prev2='7.9'),
            R('mcv', 'MCV', '78', 'fl', '80-100', prev='79'),
            R('wbc', 'Leukocyten', '6.8', '10^9/l', '4.0-10.0', prev='7.2'),
        ]),
        S('Klinische chemie', [
            R('glucose', 'Glucose nuchter', '7.4', 'mmol/l', '4.0-6.0', prev='7.0', prev2='6.6'),
            R('hba1c', 'HbA1c', '58', 'mmol/mol', '<42', prev='54', prev2='49'),
            R('creatinine', 'Kreatinine', '96', 'µmol/l', '49-90', prev='88'),
            R('egfr', 'eGFR (CKD-EPI)', '55', 'ml/min/1,73m²', '>60', prev='62',
              note='CKD-stadia: G1 ≥ 90 · G2 60-89 · G3a 45-59 · G3b 30-44 · G4 15-29 · G5 < 15'),
            R('potassium', 'Kalium', '4.4', 'mmol/l', '3.5-5.0'),
            R('cholesterol_total', 'Cholesterol totaal', '6.3', 'mmol/l', '<5.0', prev='6.6'),
            R('hdl_cholesterol', 'HDL-cholesterol', '1.18', 'mmol/l', '>1.20'),
            R('ldl_cholesterol', 'LDL-cholesterol', '4.2', 'mmol/l', '<3.0', prev='4.5'),
            R('triglycerides', 'Triglyceriden', '2.1', 'mmol/l', '<2.0'),
            R('urine_albumin_creatinine_ratio', 'Albumine/kreatinine ratio urine', '4.1', 'mg/mmol', '<3.0', prev='3.2'),
        ]),
    ],
    not_results=['Streefwaarde LDL hart- en vaatziekte < 1,8 mmol/l', 'LDL hoog risico < 2,6 mmol/l', 'LDL overig < 3,0 mmol/l',
                 'CKD-stadia G1 ≥ 90 … G5 < 15', 'tel. 026-3 51 84 00', 'AGB 26-051833', 'BSN 1842.07.331', 'Aanvraag 26-A-118204'],
)

RO_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}
ro01 = D(
    id='m-ro-01', country='RO', language='ro-RO', producer='dompdf', render='dompdf', split='holdout',
    classes=['M2', 'M6', 'M10', 'M11'],
    layout=['block-layout', 'one-analyte-per-block', 'multi-page', 'stacked-phase-ranges', 'rezultat-line', 'interval-referinta-line', 'previous-result-line',
            'flag-bold-only', 'decimal-comma', 'vitamin-d-bands', 'hba1c-categories-note', 'css-page-counter'],
    meta=dict(lab_date='2026-11-20', results_date='2026-11-21', lab_name='Laborator Analize Medicale Someș', lab_city='Cluj-Napoca',
              patient_name='POPESCU ANDREEA-IOANA', patient_age='38', patient_sex='female'),
    dec=',', flags='bold', rs=RO_RS, seed=32,
    opts=dict(size=8.5, accent='#7a1f3d', block=True, reslab='Rezultat:', reflab='Interval biologic:', prevlab='Rezultat anterior:',
              lab_lines=['Laborator Analize Medicale Someș', 'Str. Horea 84, Cluj-Napoca · Tel. 0264 598 117 · CUI 31884096'],
              head_right=['Buletin nr. 112847', 'Cod probă 26-SO-55120'],
              footer='Laborator Someș · Tel. 0264 598 117 · RENAR LM 1204', pagetext='Pagina {PAGE_NUM} din {PAGE_COUNT}',
              title='BULETIN DE ANALIZE MEDICALE',
              pinfo=[[('Pacient', 'POPESCU ANDREEA-IOANA'), ('Vârstă', '38 ani'), ('Sex', 'F')],
                     [('Medic', 'Dr. Rusu Mihaela'), ('Recoltare', '20.11.2026'), ('CNP', '2880315120447')]],
              sign=['Medic primar medicină de laborator', 'Dr. Moldovan Cristian']),
    sections=[
        S('BIOCHIMIE', [
            R('glucose', 'Glicemie', '104', 'mg/dL', '70-99', prev='97'),
            R('hba1c', 'Hemoglobină glicată (HbA1c)', '5.9', '%', '4.0-5.6'),
            R('ferritin', 'Feritină', '6.8', 'ng/mL', '13-150', prev='9.4'),
            R('iron', 'Sideremie', '41', 'µg/dL', '50-170'),
            R('vitamin_b12', 'Vitamina B12', '189', 'pg/mL', '197-771'),
        ], note='HbA1c: normal < 5,7 %; prediabet 5,7 - 6,4 %; diabet ≥ 6,5 %.'),
        S('HORMONI', [
            R('tsh', 'TSH', '3.12', 'µUI/mL', '0.27-4.20'),
            R('free_t4', 'FT4', '14.9', 'pmol/L', '12.0-22.0'),
            R('anti_tpo', 'Anticorpi anti-TPO', '186', 'UI/mL', '<34'),
            R('prolactin', 'Prolactină', '31.8', 'ng/mL', '4.8-23.3'),
            R('estradiol', 'Estradiol', '96', 'pg/mL', '30-120', pr='faza foliculară: 30 - 120\nfaza luteală: 70 - 400\npostmenopauză: < 40'),
            R('vitamin_d_25oh', '25-OH Vitamina D', '16.4', 'ng/mL', '30-100'),
        ], page=2, note='Vitamina D: deficit < 20 ng/mL; insuficiență 20 - 30 ng/mL; optim 30 - 100 ng/mL; risc toxicitate > 100 ng/mL.'),
    ],
    not_results=['HbA1c prediabet 5,7 - 6,4 %', 'HbA1c diabet ≥ 6,5 %', 'Vitamina D deficit < 20 ng/mL', 'insuficiență 20 - 30 ng/mL',
                 'risc toxicitate > 100 ng/mL', 'Tel. 0264 598 117', 'CUI 31884096', 'CNP 2880315120447', 'Buletin nr. 112847',
                 'Estradiol faza luteală: 70 - 400', 'Estradiol postmenopauză: < 40'],
)

KE_RS = {'sep': ' - ', 'lt': '< {x}', 'le': 'up to {x}', 'gt': '> {x}', 'ge': '>= {x}'}
ke01 = D(
    id='m-ke-01', country='KE', language='en-KE', producer='dompdf', render='dompdf', split='holdout',
    classes=['M2', 'M7'],
    layout=['css-table', 'position-fixed-header-footer', 'css-page-counter', 'flag-HL-column', 'thousands-comma',
            'pct-and-absolute-rows', 'qualitative-rows', 'urinalysis', 'comment-rows', 'section-headings'],
    meta=dict(lab_date='2026-11-24', results_date='2026-11-24', lab_name='Rift Valley Pathology Services', lab_city='Nakuru',
              patient_name='Wanjiku Kamau', patient_age='41', patient_sex='female'),
    thou=',', thou_min=1000, flags='HL', rs=KE_RS, seed=33,
    opts=dict(size=8.5, accent='#2d6a2e',
              lab_lines=['Rift Valley Pathology Services', 'Kenyatta Avenue, Nakuru · Tel 0722 418 093 / 051 221 7784 · KMLTTB Reg. 0441'],
              head_right=['Lab No: RVP-26-11-0927', 'Printed: 24/11/2026 15:22'],
              footer='Rift Valley Pathology Services · Tel 0722 418 093 · results@rvps.example', pagetext='Page {PAGE_NUM} of {PAGE_COUNT}',
              title='LABORATORY RESULTS',
              pinfo=[[('Patient', 'Wanjiku Kamau'), ('Age / Sex', '41 yrs / Female'), ('IP/OP No', 'OP-338140')],
                     [('Clinician', 'Dr. O. Otieno'), ('Collected', '24/11/2026 09:05'), ('Ward', 'MCH Clinic')]],
              cols=['name', 'value', 'flag', 'unit', 'range'], heads=['Test', 'Result', 'Flag', 'Units', 'Reference Range'],
              widths=[4.5, 1.8, 0.8, 2, 3], right=['value'],
              sign=['Verified by: J. Cheruiyot, Medical Laboratory Officer']),
    sections=[
        S('HAEMATOLOGY - FULL HAEMOGRAM', [
            R('wbc', 'WBC', '15,200'.replace(',', ''), 'cells/µL', '4000-11000'),
            R('neutrophils_pct', 'Neutrophils %', '81.2', '%', '40.0-75.0'),
            R('neutrophils_abs', 'Neutrophils #', '12342', 'cells/µL', '2000-7500'),
            R('lymphocytes_pct', 'Lymphocytes %', '12.1', '%', '20.0-40.0'),
            R('hemoglobin', 'Haemoglobin', '10.4', 'g/dL', '12.0-15.0'),
            R('platelets', 'Platelets', '487000', 'cells/µL', '150000-450000'),
        ]),
        S('URINALYSIS', [
            Q('urine_appearance', 'Appearance', 'Turbid', 'Clear', True),
            Q('urine_nitrite', 'Nitrites', 'Positive', 'Negative', True, qflag='H'),
            Q('urine_leukocyte_esterase', 'Leucocytes', '+++', 'Negative', True, qflag='H'),
            Q('urine_protein', 'Protein', 'Trace', 'Negative', True),
            R('urine_specific_gravity', 'Specific Gravity', '1.025', None, '1.005-1.030'),
            R('urine_wbc', 'Pus cells', '20-25', '/HPF', None, ab=True, pr='0 - 5', note='Comment: features of urinary tract infection; urine culture sent.'),
        ]),
        S('CHEMISTRY', [
            R('crp', 'C-Reactive Protein', '68', 'mg/L', '<=5'),
            R('creatinine', 'Creatinine', '71', 'µmol/L', '45-90'),
        ]),
    ],
    not_results=['Tel 0722 418 093', '051 221 7784', 'KMLTTB Reg. 0441', 'Lab No RVP-26-11-0927', 'OP-338140'],
)

UY_RS = {'sep': ' - ', 'lt': 'hasta {x}', 'le': 'hasta {x}', 'gt': 'mayor de {x}', 'ge': '≥ {x}'}
uy01 = D(
    id='m-uy-01', country='UY', language='es-UY', producer='dompdf', render='dompdf', split='holdout',
    classes=['M2', 'M6', 'M7', 'M11'],
    layout=['css-table', 'position-fixed-header-footer', 'css-page-counter', 'flag-arrow-column', 'range-hasta', 'decimal-comma',
            'thousands-dot', 'stacked-sex-range', 'coagulation', 'unitless-inr', 'hba1c-categories-table'],
    meta=dict(lab_date='2026-11-21', results_date='2026-11-21', lab_name='Laboratorio Biomédico Rambla', lab_city='Montevideo',
              patient_name='FERNÁNDEZ PÍRIZ, Jorge Luis', patient_age='69', patient_sex='male'),
    dec=',', thou='.', thou_min=1000, flags='arrow', rs=UY_RS, seed=34, scan=True,
    opts=dict(size=8.5, accent='#16467a', scan_opts={'deg': 1.4},
              lab_lines=['Laboratorio Biomédico Rambla', 'Rambla República de México 5522, Montevideo · Tel. 2601 4471 · Whatsapp 099 318 420'],
              head_right=['Solicitud N° 884.120', 'Fecha 21/11/2026'],
              footer='Laboratorio Biomédico Rambla · Tel. 2601 4471 · MSP Hab. 3377', pagetext='Hoja {PAGE_NUM}/{PAGE_COUNT}',
              title='INFORME DE LABORATORIO',
              pinfo=[[('Paciente', 'FERNÁNDEZ PÍRIZ, Jorge Luis'), ('Edad', '69 años'), ('C.I.', '1.884.203-5')],
                     [('Mutualista', 'CASMU'), ('Médico', 'Dra. Silvia Techera'), ('Sexo', 'Masculino')]],
              cols=['name', 'value', 'flag', 'unit', 'range'], heads=['Análisis', 'Resultado', '', 'Unidad', 'Valores de referencia'],
              widths=[4.3, 1.7, 0.5, 1.8, 3.2], right=['value'],
              end_html=['<table class="interp"><tr><th>HbA1c</th><th>Interpretación</th></tr><tr><td>&lt; 5,7 %</td><td>Normal</td></tr>'
                        '<tr><td>5,7 - 6,4 %</td><td>Prediabetes</td></tr><tr><td>≥ 6,5 %</td><td>Diabetes</td></tr></table>'],
              sign=['Q.F. Lucía Bentancor — Directora Técnica']),
    sections=[
        S('HEMOGRAMA', [
            R('rbc', 'Glóbulos rojos', '4.02', 'mill/mm³', '4.50-5.90', pr='H: 4,50 - 5,90\nM: 4,00 - 5,20', bands={'H': '4.50-5.90', 'M': '4.00-5.20'}),
            R('hemoglobin', 'Hemoglobina', '12.1', 'g/dL', '13.5-17.5', pr='H: 13,5 - 17,5\nM: 12,0 - 16,0', bands={'H': '13.5-17.5', 'M': '12.0-16.0'}),
            R('wbc', 'Glóbulos blancos', '5400', '/mm³', '4000-10000'),
            R('platelets', 'Plaquetas', '131000', '/mm³', '150000-400000'),
        ]),
        S('COAGULACIÓN', [
            R('pt_seconds', 'Tiempo de protrombina', '24.6', 'seg', '11.0-13.5'),
            R('pt_quick_pct', 'Actividad protrombínica', '34', '%', '70-120'),
            R('inr', 'INR', '2.31', None, '0.80-1.20'),
            R('aptt', 'TTPA', '33', 'seg', '25-37'),
        ]),
        S('QUÍMICA', [
            R('glucose', 'Glicemia', '0.96', 'g/L', '0.70-1.10'),
            R('hba1c', 'Hemoglobina glicosilada', '6.6', '%', '<5.7'),
            R('creatinine', 'Creatininemia', '1.29', 'mg/dL', '0.70-1.20'),
            R('psa_total', 'PSA total', '5.1', 'ng/mL', '<4.0'),
        ]),
    ],
    not_results=['Glóbulos rojos M: 4,00 - 5,20', 'Hemoglobina M: 12,0 - 16,0', 'HbA1c Prediabetes 5,7 - 6,4 %', 'HbA1c Diabetes ≥ 6,5 %',
                 'Tel. 2601 4471', 'Whatsapp 099 318 420', 'MSP Hab. 3377', 'C.I. 1.884.203-5', 'Solicitud N° 884.120'],
)

HU_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}
hu01 = D(
    id='m-hu-01', country='HU', language='hu-HU', producer='dompdf', render='dompdf', split='holdout',
    classes=['M2', 'M4', 'M6', 'M7', 'M11'],
    layout=['css-table', 'multi-page', 'thead-repeated', 'position-fixed-header-footer', 'css-page-counter', 'flag-HL-glued',
            'decimal-comma', 'previous-column-dated', 'section-headings', 'hormones', 'urinalysis', 'g-l-units', 'giga-l-units'],
    meta=dict(lab_date='2026-11-17', results_date='2026-11-18', lab_name='Duna Labor Kft.', lab_city='Szeged',
              patient_name='Kovács Istvánné', patient_age='61', patient_sex='female'),
    dec=',', flags='HL', rs=HU_RS, seed=35, scan=True,
    opts=dict(size=8.5, accent='#5b3b8c', flagpos='suffix', scan_layout=['scan-multi-page'], scan_opts={'grey': True},
              lab_lines=['Duna Labor Kft. — Orvosi Laboratórium', '6720 Szeged, Tisza Lajos krt. 71. · Tel.: +36 62 548 310 · NEAK kód: 4L71'],
              head_right=['Kérés azonosító: 2611-7754', 'TAJ: 041 227 863'],
              footer='Duna Labor Kft. · +36 62 548 310 · info@dunalabor.example', pagetext='{PAGE_NUM}. oldal / {PAGE_COUNT}',
              title='LABORATÓRIUMI LELET',
              pinfo=[[('Név', 'Kovács Istvánné'), ('Szül.', '1965.03.09.'), ('Nem', 'nő')],
                     [('Beküldő', 'Dr. Szabó Éva háziorvos'), ('Mintavétel', '2026.11.17. 07:55'), ('Érkezés', '2026.11.17. 09:10')]],
              pinfo_cont=[[('Név', 'Kovács Istvánné'), ('Kérés', '2611-7754'), ('TAJ', '041 227 863')]],
              cols=['name', 'value', 'unit', 'range', 'prev'], heads=['Vizsgálat', 'Eredmény', 'Mértékegység', 'Referencia', 'Előző (2026.05.20.)'],
              widths=[4.2, 1.9, 1.8, 2.4, 2], right=['value', 'prev'],
              end_lines=['H: a referencia-tartomány felett; L: a referencia-tartomány alatt.'],
              sign=['Dr. Tóth Gábor, laboratóriumi szakorvos']),
    sections=[
        S('Hematológia', [
            R('wbc', 'Fehérvérsejtszám (WBC)', '3.41', 'G/l', '4.00-10.00', prev='3.88'),
            R('rbc', 'Vörösvérsejtszám (RBC)', '4.35', 'T/l', '3.80-5.20'),
            R('hemoglobin', 'Hemoglobin', '131', 'g/l', '120-160', prev='128'),
            R('hematocrit', 'Hematokrit', '0.398', 'l/l', '0.360-0.470'),
            R('mcv', 'MCV', '101.6', 'fl', '80.0-99.0', prev='99.8'),
            R('platelets', 'Trombocitaszám', '142', 'G/l', '150-400'),
            R('esr', 'Süllyedés (We)', '24', 'mm/h', '<20'),
        ]),
        S('Klinikai kémia', [
            R('glucose', 'Glükóz', '5.2', 'mmol/l', '3.9-6.0'),
            R('creatinine', 'Kreatinin', '71', 'µmol/l', '45-84'),
            R('egfr', 'eGFR-EPI', '79', 'ml/min/1,73m²', '>60'),
            R('alt', 'GPT (ALAT)', '19', 'U/l', '<35'),
            R('ggt', 'GGT', '31', 'U/l', '<40'),
            R('vitamin_b12', 'B12-vitamin', '142', 'pmol/l', '145-569', prev='161'),
            R('folate', 'Folsav', '3.1', 'ng/ml', '3.9-26.8'),
        ]),
        S('Hormonok', [
            R('tsh', 'TSH (szenzitív)', '7.84', 'mIU/l', '0.30-4.20', prev='6.12'),
            R('free_t4', 'FT4', '10.6', 'pmol/l', '12.0-22.0', prev='11.9'),
            R('anti_tpo', 'Anti-TPO', '412', 'IU/ml', '<34'),
        ], page=2),
        S('Vizelet', [
            R('urine_specific_gravity', 'Fajsúly', '1.012', None, '1.005-1.030'),
            R('urine_ph', 'pH', '5.5', None, '5.0-8.0'),
            Q('urine_protein', 'Fehérje', 'negatív', 'negatív'),
            Q('urine_blood', 'Vér', '1+', 'negatív', True, qflag='H'),
            Q('urine_ketones', 'Keton', 'negatív', 'negatív'),
        ], page=2),
    ],
    not_results=['+36 62 548 310', 'NEAK kód 4L71', 'TAJ 041 227 863', 'Kérés azonosító 2611-7754'],
)

FI_RS = {'sep': ' – ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}
fi01 = D(
    id='m-fi-01', country='FI', language='fi-FI', producer='dompdf', render='dompdf', split='tune',
    classes=['M2', 'M9', 'M7', 'M11'],
    layout=['css-table', 'flag-plus-minus-column', 'decimal-comma', 'previous-column-dated', 'lab-codes-column',
            'phone-photo', 'shadow-band-across-table'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-23', lab_name='Pohjolan Laboratoriopalvelut Oy', lab_city='Oulu',
              patient_name='Korhonen Matti Juhani', patient_age='56', patient_sex='male'),
    dec=',', flags='pm', rs=FI_RS, seed=36, photo=0,
    opts=dict(photo_only=True, size=9, accent='#003580',
              photo_opts={'deg': 3.1, 'keystone': 0.9, 'shadow': True, 'frame': 0.75, 'width': 2400, 'quality': 72, 'desk': '#8a7d6b'},
              lab_lines=['Pohjolan Laboratoriopalvelut Oy', 'Kajaanintie 50, 90220 Oulu · puh. 08 315 2270'],
              head_right=['Pyyntö 26-OU-448102', 'Tulostettu 23.11.2026'], footer='Pohjolan Laboratoriopalvelut Oy · puh. 08 315 2270',
              pagetext='Sivu {PAGE_NUM} / {PAGE_COUNT}', title='Laboratoriotutkimusten tulokset',
              pinfo=[[('Potilas', 'Korhonen Matti Juhani'), ('Hetu', '170370-517X'), ('Sukupuoli', 'mies')],
                     [('Lähettäjä', 'Oulun terveyskeskus'), ('Näyte otettu', '23.11.2026'), ('', '')]],
              codes={'B -PVK+T': '', }, 
              cols=['code', 'name', 'value', 'flag', 'unit', 'range', 'prev'],
              heads=['Koodi', 'Tutkimus', 'Tulos', '', 'Yksikkö', 'Viitearvot', 'Ed. 10.06.2026'],
              widths=[1.2, 3.4, 1.4, 0.5, 1.5, 2, 1.6], right=['value', 'prev']),
    sections=[
        S('Perusverenkuva', [
            R('hemoglobin', 'B -Hb', '128', 'g/l', '134-167', prev='136'),
            R('wbc', 'B -Leuk', '9.4', 'E9/l', '3.4-8.2'),
            R('platelets', 'B -Tromb', '251', 'E9/l', '150-360'),
        ]),
        S('Kliininen kemia', [
            R('glucose', 'fP -Gluk', '8.1', 'mmol/l', '4.0-6.0', prev='7.2'),
            R('hba1c', 'B -HbA1c', '64', 'mmol/mol', '20-42', prev='57'),
            R('creatinine', 'P -Krea', '118', 'µmol/l', '60-100', prev='104'),
            R('alt', 'P -ALAT', '48', 'U/l', '<50'),
            R('ldl_cholesterol', 'fP -LDL-kol', '3.6', 'mmol/l', '<3.0'),
            R('triglycerides', 'fP -Trigly', '2.8', 'mmol/l', '<1.7'),
            R('urine_albumin_creatinine_ratio', 'U -AlbKrea', '5.7', 'mg/mmol', '<3.0'),
        ]),
    ],
    not_results=['puh. 08 315 2270', 'Hetu 170370-517X', 'Pyyntö 26-OU-448102'],
)
fi01.opts['codes'] = {'B -Hb': '1552', 'B -Leuk': '2218', 'B -Tromb': '2474', 'fP -Gluk': '1468', 'B -HbA1c': '4753',
                      'P -Krea': '2143', 'P -ALAT': '1024', 'fP -LDL-kol': '4516', 'fP -Trigly': '4568', 'U -AlbKrea': '6379'}

GT_RS = {'sep': ' - ', 'lt': 'menor de {x}', 'le': 'hasta {x}', 'gt': 'mayor de {x}', 'ge': '≥ {x}'}
gt01 = D(
    id='m-gt-01', country='GT', language='es-GT', producer='dompdf', render='dompdf', split='tune',
    classes=['M2', 'M9', 'M7'],
    layout=['css-table', 'flag-word-alto-bajo', 'range-menor-de', 'qualitative-rows', 'stool-and-serology', 'phone-photo'],
    meta=dict(lab_date='2026-11-25', results_date='2026-11-25', lab_name='Laboratorio Clínico San Lucas', lab_city='Quetzaltenango',
              patient_name='López Xicará, Rosa Amalia', patient_age='33', patient_sex='female'),
    flags='alto', rs=GT_RS, seed=37, photo=0,
    opts=dict(photo_only=True, size=9, accent='#0b6e99', flagpos='suffix',
              photo_opts={'deg': -3.6, 'keystone': 1.1, 'cutRight': 0.05, 'frame': 0.7, 'width': 1900, 'quality': 70},
              lab_lines=['Laboratorio Clínico San Lucas', '14 Avenida 3-27 Zona 1, Quetzaltenango · Tel. 7761-4420'],
              head_right=['Orden No. 55817', '25/11/2026'], footer='Laboratorio Clínico San Lucas · Tel. 7761-4420',
              pagetext='Página {PAGE_NUM}', title='RESULTADOS DE LABORATORIO',
              pinfo=[[('Paciente', 'López Xicará, Rosa Amalia'), ('Edad', '33 años'), ('Sexo', 'F')],
                     [('Médico', 'Dr. Byron Cifuentes'), ('Fecha', '25/11/2026'), ('', '')]],
              cols=['name', 'value', 'unit', 'range'], heads=['Examen', 'Resultado', 'Unidades', 'Valores normales'],
              widths=[4, 2.4, 1.6, 3], right=[]),
    sections=[
        S('QUÍMICA SANGUÍNEA', [
            R('glucose', 'Glucosa pre-prandial', '92', 'mg/dl', '70-110'),
            R('cholesterol_total', 'Colesterol total', '214', 'mg/dl', '<200'),
            R('triglycerides', 'Triglicéridos', '276', 'mg/dl', '<150'),
            R('uric_acid', 'Ácido úrico', '3.9', 'mg/dl', '2.4-5.7'),
            R('creatinine', 'Creatinina', '0.66', 'mg/dl', '0.50-1.10'),
        ]),
        S('INMUNOLOGÍA', [
            Q('urine_hcg', 'Prueba de embarazo (orina)', 'POSITIVO', 'Negativo', False),
            Q('syphilis_treponemal', 'VDRL / Sífilis', 'No reactivo', 'No reactivo'),
            Q('hiv_ag_ab', 'VIH 1+2', 'No reactivo', 'No reactivo'),
            R('hemoglobin', 'Hemoglobina', '10.6', 'g/dl', '12.0-16.0'),
            R('ferritin', 'Ferritina', '7', 'ng/ml', '13-150'),
        ]),
    ],
    not_results=['Tel. 7761-4420', 'Orden No. 55817'],
)

DOCS = [nl01, ro01, ke01, uy01, hu01, fi01, gt01]
