"""Part O reports typeset with pdfTeX (latex_print.py: LaTeX article, fancyhdr letterhead and patient strip, longtable):
Kyrgyzstan (Russian, T2A, two pages, scanned), Cyprus (Greek, LGR, scanned), Haiti (French, T1, Helvetica, scanned), Bosnia and
Herzegovina (T1, Times), Iceland (T1, Latin Modern, landscape); photo-only: Moldova (Russian, T2A), Madagascar (French).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

RU_RS = {'sep': ' -- ', 'lt': 'до {x}', 'le': 'до {x}', 'gt': '> {x}', 'ge': '≥ {x}'}
RU = dict(enc=['T1', 'T2A'], tex_lang=['english', 'russian'])

kg01 = D(
    id='o-kg-01', country='KG', language='ru-KG', producer='pdfTeX (LaTeX longtable)', render='latex', split='holdout',
    classes=['O2', 'O4', 'O5', 'O6', 'O7', 'O11'],
    layout=['longtable', 'fully-boxed-grid', 'multi-page', 'header-repeated', 'header-footer-every-page', 'page-x-of-y',
            'range-do', 'decimal-comma', 'flag-arrow-column', 'stacked-sex-range', 'egfr-stages-as-reference',
            'section-headings', 'urinalysis', 'coagulation', 'bitmap-type3-fonts'],
    meta=dict(lab_date='2026-11-10', results_date='2026-11-11', lab_name='Медицинская лаборатория «Ала-Тоо Диагностика»',
              lab_city='Бишкек', patient_name='Асанова Айгерим Бакытовна', patient_age='46', patient_sex='female'),
    dec=',', flags='arrow', rs=RU_RS, seed=111, scan=True,
    opts=dict(**RU, tex_font='lm', rules='boxed', size='small', scan_layout=['scan-multi-page'], scan_opts={'grey': True},
              lab_lines=['Медицинская лаборатория «Ала-Тоо Диагностика»', 'г. Бишкек, ул. Киевская, 148 · тел. +996 312 61-44-08 · лицензия № 0419-2023'],
              head_right=['Заказ № АТ-26-118407', 'Выдано: 11.11.2026'], footer='«Ала-Тоо Диагностика» · Бишкек · +996 312 61-44-08',
              pageword='Страница {p} из {n}', title='РЕЗУЛЬТАТЫ ИССЛЕДОВАНИЙ', cont='продолжение на следующей странице',
              pinfo=[[('Пациент:', 'Асанова Айгерим Бакытовна'), ('Возраст:', '46 лет'), ('Пол:', 'ж')],
                     [('Врач:', 'Осмонов Т. К.'), ('Взятие:', '10.11.2026 08:35'), ('Карта:', 'БШ-44710')]],
              cols=['name', 'value', 'flag', 'unit', 'range'], heads=['Показатель', 'Результат', '', 'Ед.', 'Норма'],
              align=['l', 'r', 'l', 'l', 'l'], widths=[6.4, 2.0, 0.6, 2.4, 4.0],
              end_lines=['Референсные значения указаны для взрослых.'], sign=['Врач-лаборант: Исакова Н. М.']),
    sections=[
        S('Общий анализ крови', [
            R('hemoglobin', 'Гемоглобин', '108', 'г/л', '120-140', pr='М: 130 -- 160\nЖ: 120 -- 140', bands={'М': '130-160', 'Ж': '120-140'}),
            R('rbc', 'Эритроциты', '3.91', '10¹²/л', '3.70-4.70'),
            R('hematocrit', 'Гематокрит', '37.2', '%', '36-42'),
            R('mcv', 'Средний объём эритроцита (MCV)', '82', 'фл', '80-100'),
            R('wbc', 'Лейкоциты', '7.4', '10⁹/л', '4.0-9.0'),
            R('neutrophils_pct', 'Нейтрофилы сегментоядерные', '62', '%', '47-72'),
            R('lymphocytes_pct', 'Лимфоциты', '29', '%', '19-37'),
            R('platelets', 'Тромбоциты', '291', '10⁹/л', '180-320'),
            R('esr', 'СОЭ (по Панченкову)', '28', 'мм/ч', '2-15', pr='М: 2 -- 10\nЖ: 2 -- 15', bands={'М': '2-10', 'Ж': '2-15'}),
        ]),
        S('Коагулограмма', [
            R('pt_seconds', 'Протромбиновое время', '12,4'.replace(',', '.'), 'с', '11.0-15.0'),
            R('inr', 'МНО', '1.02', None, '0.85-1.15'),
            R('fibrinogen', 'Фибриноген', '4.6', 'г/л', '2.0-4.0'),
        ]),
        S('Биохимия крови', [
            R('glucose', 'Глюкоза', '5.2', 'ммоль/л', '3.9-6.1'),
            R('creatinine', 'Креатинин', '81', 'мкмоль/л', '53-97'),
            R('egfr', 'СКФ (CKD-EPI)', '74', 'мл/мин', '>=90', pr='С1 ≥ 90\nС2 60 -- 89\nС3а 45 -- 59\nС3б 30 -- 44'),
            R('alt', 'АЛТ', '19', 'Ед/л', '<31'),
            R('ast', 'АСТ', '22', 'Ед/л', '<31'),
        ], page=2),
        S('Показатели обмена железа', [
            R('iron', 'Железо сывороточное', '5.8', 'мкмоль/л', '9.0-30.4'),
            R('ferritin', 'Ферритин', '6', 'нг/мл', '10-120'),
            R('transferrin_saturation', 'Насыщение трансферрина', '9', '%', '15-50'),
        ], page=2),
        S('Общий анализ мочи', [
            Q('urine_color', 'Цвет', 'жёлтый', 'жёлтый'),
            R('urine_specific_gravity', 'Удельный вес', '1.018', None, '1.010-1.025'),
            Q('urine_protein', 'Белок', 'не обнаружен', 'не обнаружен'),
            Q('urine_leukocyte_esterase', 'Лейкоцитарная эстераза', '+', 'отрицательно', ab=True, qflag='+'),
        ], page=2),
    ],
    not_results=['Гемоглобин М: 130 -- 160', 'СОЭ М: 2 -- 10', 'СКФ С2 60 -- 89', 'СКФ С3а 45 -- 59', 'СКФ С3б 30 -- 44',
                 'тел. +996 312 61-44-08', 'лицензия № 0419-2023', 'Заказ № АТ-26-118407', 'Карта БШ-44710'],
)

cy01 = D(
    id='o-cy-01', country='CY', language='el-CY', producer='pdfTeX (LaTeX longtable)', render='latex', split='holdout',
    classes=['O2', 'O5', 'O6', 'O7', 'O11'],
    layout=['longtable', 'ruled-header', 'greek-lgr-fonts', 'decimal-comma', 'previous-column-dated', 'flag-column',
            'hba1c-categories-table', 'section-headings', 'lipids', 'thyroid'],
    meta=dict(lab_date='2026-11-16', results_date='2026-11-16', lab_name='Διαγνωστικό Εργαστήριο Αγία Νάπα', lab_city='Λάρνακα',
              patient_name='Χαραλάμπους Ελένη', patient_age='58', patient_sex='female'),
    dec=',', flags='HL', rs={'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, seed=112, scan=True,
    opts=dict(enc=['T1', 'LGR'], tex_lang=['english', 'greek'], tex_font='lm', rules='ruled',
              lab_lines=['Διαγνωστικό Εργαστήριο Αγία Νάπα', 'Λεωφ. Αρτέμιδος 71, 6025 Λάρνακα · Τηλ. 24 638 190 · Φαξ 24 638 191'],
              head_right=['Αρ. Εξέτασης: 26-11-04418', 'Ημερομηνία: 16/11/2026'], footer='Διαγνωστικό Εργαστήριο Αγία Νάπα · Λάρνακα',
              pageword='Σελίδα {p} από {n}', title='ΑΠΟΤΕΛΕΣΜΑΤΑ ΕΡΓΑΣΤΗΡΙΑΚΩΝ ΕΞΕΤΑΣΕΩΝ',
              pinfo=[[('Ασθενής:', 'Χαραλάμπους Ελένη'), ('Ηλικία:', '58'), ('Φύλο:', 'Θ')],
                     [('Ιατρός:', 'Δρ. Κ. Νεοφύτου'), ('Λήψη:', '16/11/2026'), ('Α.Τ.:', 'K 771204')]],
              cols=['name', 'value', 'flag', 'unit', 'range', 'prev'],
              heads=['Εξέταση', 'Αποτέλεσμα', '', 'Μονάδες', 'Τιμές αναφοράς', 'Προηγ. 04/2026'],
              align=['l', 'r', 'l', 'l', 'l', 'r'], widths=[4.4, 2.0, 0.6, 1.8, 3.4, 2.2],
              interp=[['HbA1c', 'Κατηγορία'], ['< 5,7 %', 'Φυσιολογικό'], ['5,7 - 6,4 %', 'Προδιαβήτης'], ['≥ 6,5 %', 'Διαβήτης']],
              sign=['Ο Βιοπαθολόγος: Δρ. Α. Σάββα']),
    sections=[
        S('Αιματολογικές', [
            R('hemoglobin', 'Αιμοσφαιρίνη', '13.1', 'g/dL', '12.0-16.0', prev='12.8'),
            R('wbc', 'Λευκά αιμοσφαίρια', '5.9', 'K/μL', '4.0-10.5'),
            R('platelets', 'Αιμοπετάλια', '228', 'K/μL', '150-400'),
        ]),
        S('Βιοχημικές', [
            R('glucose', 'Σάκχαρο νηστείας', '112', 'mg/dL', '70-100', prev='104'),
            R('hba1c', 'Γλυκοζυλιωμένη αιμοσφαιρίνη HbA1c', '6.1', '%', '<5.7', prev='5.9'),
            R('cholesterol_total', 'Ολική χοληστερόλη', '236', 'mg/dL', '<200', prev='251'),
            R('ldl_cholesterol', 'LDL χοληστερόλη', '152', 'mg/dL', '<130', prev='167'),
            R('hdl_cholesterol', 'HDL χοληστερόλη', '58', 'mg/dL', '>50'),
            R('triglycerides', 'Τριγλυκερίδια', '131', 'mg/dL', '<150'),
            R('creatinine', 'Κρεατινίνη', '0.84', 'mg/dL', '0.50-1.10'),
        ]),
        S('Ορμόνες', [
            R('tsh', 'TSH', '5.92', 'μIU/mL', '0.35-4.94', prev='4.71'),
            R('free_t4', 'FT4', '0.93', 'ng/dL', '0.70-1.48'),
            R('vitamin_d_25oh', 'Βιταμίνη D (25-OH)', '24.1', 'ng/mL', '30-100'),
        ]),
    ],
    not_results=['HbA1c Προδιαβήτης 5,7 - 6,4 %', 'HbA1c Διαβήτης ≥ 6,5 %', 'HbA1c Φυσιολογικό < 5,7 %', 'Τηλ. 24 638 190',
                 'Φαξ 24 638 191', 'Αρ. Εξέτασης 26-11-04418', 'Α.Τ. K 771204'],
)

ht01 = D(
    id='o-ht-01', country='HT', language='fr-HT', producer='pdfTeX (LaTeX longtable)', render='latex', split='tune',
    classes=['O2', 'O6', 'O7', 'O11'],
    layout=['longtable', 'ruled-header', 'helvetica-type1', 'flag-word-french', 'flag-column', 'mm3-units',
            'space-thousands', 'pct-and-absolute-rows', 'stacked-sex-range', 'serology', 'hba1c-categories-note'],
    meta=dict(lab_date='2026-11-19', results_date='2026-11-20', lab_name='Laboratoire Médical Sainte-Claire', lab_city='Cap-Haïtien',
              patient_name='Jean-Robert Pierre-Louis', patient_age='56', patient_sex='male'),
    dec=',', flags='fr', thou=' ', thou_min=1000, rs={'sep': ' - ', 'lt': "< {x}", 'le': "jusqu'à {x}", 'gt': '> {x}', 'ge': '≥ {x}'}, seed=113, scan=True,
    opts=dict(tex_font='helvet', tex_lang=['french'], rules='ruled', shade=True, scan_opts={'deg': 1.6},
              lab_lines=['Laboratoire Médical Sainte-Claire', 'Rue 17 B, Cap-Haïtien · Tél. (509) 2813-4470 · (509) 3741-2208'],
              head_right=['Demande n° SC-26-04417', 'Édité le 20/11/2026'], footer='Laboratoire Médical Sainte-Claire · Cap-Haïtien',
              pageword='Page {p} sur {n}', title="RÉSULTATS D'ANALYSES",
              pinfo=[[('Patient :', 'Jean-Robert Pierre-Louis'), ('Âge :', '56 ans'), ('Sexe :', 'M')],
                     [('Médecin :', 'Dr Wilner Joseph'), ('Prélèvement :', '19/11/2026'), ('Dossier :', '118-4470')]],
              cols=['name', 'value', 'unit', 'range', 'flag'], heads=['Analyse', 'Résultat', 'Unité', 'Valeurs de référence', 'Statut'],
              align=['l', 'r', 'l', 'l', 'l'], widths=[5.4, 2.2, 1.8, 4.0, 1.6],
              end_lines=['HbA1c : normal < 5,7 % ; prédiabète 5,7 - 6,4 % ; diabète ≥ 6,5 %.'],
              sign=['Le biologiste : Dr Marie-Ange Célestin']),
    sections=[
        S('Hématologie', [
            R('hemoglobin', 'Hémoglobine', '12.9', 'g/dL', '13.0-17.0', pr='H : 13,0 - 17,0\nF : 12,0 - 15,0', bands={'H': '13.0-17.0', 'F': '12.0-15.0'}),
            R('wbc', 'Globules blancs', '3800', '/mm³', '4000-10000'),
            R('neutrophils_pct', 'Neutrophiles %', '52', '%', '45-70'),
            R('neutrophils_abs', 'Neutrophiles', '1976', '/mm³', '1800-7000'),
            R('lymphocytes_pct', 'Lymphocytes %', '38', '%', '20-40'),
            R('platelets', 'Plaquettes', '210000', '/mm³', '150000-400000'),
        ]),
        S('Biochimie', [
            R('glucose', 'Glycémie à jeun', '148', 'mg/dL', '70-110'),
            R('hba1c', 'Hémoglobine glyquée (HbA1c)', '7.6', '%', '<5.7'),
            R('creatinine', 'Créatinine', '1.1', 'mg/dL', '0.7-1.3'),
        ]),
        S('Sérologie', [
            Q('hiv_ag_ab', 'VIH 1/2 (Ag/Ac)', 'Non réactif', 'Non réactif'),
            Q('syphilis_treponemal', 'Syphilis (TPHA)', 'Réactif', 'Non réactif', ab=True),
            Q('hbsag', 'Antigène HBs', 'Non réactif', 'Non réactif'),
        ]),
    ],
    not_results=['Hémoglobine F : 12,0 - 15,0', 'HbA1c prédiabète 5,7 - 6,4 %', 'HbA1c diabète ≥ 6,5 %', 'Tél. (509) 2813-4470',
                 '(509) 3741-2208', 'Demande n° SC-26-04417', 'Dossier 118-4470'],
)

ba01 = D(
    id='o-ba-01', country='BA', language='bs-BA', producer='pdfTeX (LaTeX longtable)', render='latex', split='holdout',
    classes=['O2', 'O6', 'O7', 'O11'],
    layout=['longtable', 'borderless', 'times-type1', 'decimal-comma', 'range-do', 'stacked-sex-range', 'flag-star-glued',
            'pct-and-absolute-side-by-side', 'section-headings', 'urinalysis'],
    meta=dict(lab_date='2026-11-13', results_date='2026-11-13', lab_name='Poliklinika Bistrik', lab_city='Sarajevo',
              patient_name='Emina Hadžiomerović', patient_age='39', patient_sex='female'),
    dec=',', flags='star', rs={'sep': ' - ', 'lt': 'do {x}', 'le': 'do {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, seed=114,
    opts=dict(tex_font='times', tex_lang=['croatian'], rules='plain', flagpos='glue',
              lab_lines=['Poliklinika Bistrik -- Laboratorijska dijagnostika', 'Bistrik 12, 71000 Sarajevo · tel. 033 271 448 · ID 4200418870008'],
              head_right=['Protokol br.: 11807/26', 'Datum: 13.11.2026.'], footer='Poliklinika Bistrik · Sarajevo · 033 271 448',
              pageword='Strana {p}/{n}', title='NALAZ',
              pinfo=[[('Pacijent:', 'Emina Hadžiomerović'), ('God. rođenja:', '1987'), ('Spol:', 'Ž')],
                     [('Uputio:', 'dr. Senad Mujić'), ('Uzorkovano:', '13.11.2026. 07:50'), ('JMBG:', '1204987 17xxxx')]],
              cols=['name', 'value', 'unit', 'range', 't_value', 't_unit'], heads=['Pretraga', 'Rezultat', 'Jed.', 'Ref. interval', 'Aps.', 'Jed.'],
              align=['l', 'r', 'l', 'l', 'r', 'l'], widths=[4.4, 1.8, 1.3, 3.6, 1.6, 1.4],
              end_lines=['* vrijednost izvan referentnog intervala'], sign=['Specijalista med. biohemije: mr. ph. Amra Kurtović']),
    sections=[
        S('Krvna slika', [
            R('hemoglobin', 'Hemoglobin', '124', 'g/L', '119-157', pr='M: 138 - 175\nŽ: 119 - 157', bands={'M': '138-175', 'Ž': '119-157'}),
            R('wbc', 'Leukociti', '11.6', 'x10⁹/L', '3.4-9.7'),
            R('neutrophils_pct', 'Neutrofili', '78', '%', '44-72', twin=R('neutrophils_abs', 'Neutrofili', '9.05', 'x10⁹/L', None, ab=True)),
            R('lymphocytes_pct', 'Limfociti', '22', '%', '20-46', twin=R('lymphocytes_abs', 'Limfociti', '1.74', 'x10⁹/L', None)),
            R('platelets', 'Trombociti', '288', 'x10⁹/L', '158-424'),
        ]),
        S('Biohemija', [
            R('glucose', 'Glukoza', '5.1', 'mmol/L', '3.9-5.8'),
            R('crp', 'CRP', '46.2', 'mg/L', '<5.0'),
            R('urea', 'Urea', '4.2', 'mmol/L', '2.8-8.3'),
            R('creatinine', 'Kreatinin', '67', 'µmol/L', '49-90'),
        ]),
        S('Urin', [
            Q('urine_nitrite', 'Nitriti', 'pozitivno', 'negativno', ab=True, qflag='*'),
            Q('urine_leukocyte_esterase', 'Leukociti (test traka)', '++', 'negativno', ab=True, qflag='*'),
            R('urine_ph', 'pH', '6.0', None, '5.0-7.0'),
        ]),
    ],
    not_results=['Hemoglobin M: 138 - 175', 'tel. 033 271 448', 'ID 4200418870008', 'Protokol br. 11807/26'],
)

is01 = D(
    id='o-is-01', country='IS', language='is-IS', producer='pdfTeX (LaTeX longtable)', render='latex', split='holdout',
    classes=['O2', 'O6', 'O7', 'O11'],
    layout=['longtable', 'fully-boxed-grid', 'landscape', 'latin-modern-type1', 'decimal-comma', 'two-previous-columns',
            'flag-word-icelandic', 'vitamin-d-bands-table', 'section-headings'],
    meta=dict(lab_date='2026-11-25', results_date='2026-11-25', lab_name='Rannsóknastofan Hlíð', lab_city='Akureyri',
              patient_name='Þórdís Ragnheiður Sæmundsdóttir', patient_age='71', patient_sex='female'),
    dec=',', flags='is', rs={'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}, seed=115,
    opts=dict(tex_font='lm', tex_lang=['icelandic'], rules='boxed', landscape=True, top=4.0, headh=82,
              lab_lines=['Rannsóknastofan Hlíð ehf.', 'Glerárgötu 36, 600 Akureyri · sími 462 4180 · kt. 481199-2219'],
              head_right=['Beiðni nr. H-26-30917', 'Útgefið: 25.11.2026'], footer='Rannsóknastofan Hlíð · Akureyri',
              pageword='Síða {p} af {n}', title='NIÐURSTÖÐUR RANNSÓKNA',
              pinfo=[[('Sjúklingur:', 'Þórdís Ragnheiður Sæmundsdóttir'), ('Aldur:', '71 árs'), ('Kyn:', 'kona')],
                     [('Læknir:', 'Guðmundur Ó. Hjaltason'), ('Sýnataka:', '25.11.2026 08:20'), ('Deild:', 'Heilsugæsla')]],
              cols=['name', 'value', 'flag', 'unit', 'range', 'prev', 'prev2'],
              heads=['Rannsókn', 'Niðurstaða', 'Mat', 'Eining', 'Viðmiðunarmörk', '02.06.2026', '14.01.2026'],
              align=['l', 'r', 'l', 'l', 'l', 'r', 'r'], widths=[6.0, 2.3, 1.8, 2.4, 3.6, 2.2, 2.2],
              interp=[['25-OH D-vítamín (nmol/L)', 'Mat'], ['< 25', 'Skortur'], ['25 - 49', 'Ónóg staða'], ['50 - 125', 'Fullnægjandi']],
              sign=['Ábyrgðarmaður: Sigrún Eyjólfsdóttir, lífeindafræðingur']),
    sections=[
        S('Blóðhagur', [
            R('hemoglobin', 'Blóðrauði (Hb)', '118', 'g/L', '118-152', prev='121', prev2='126'),
            R('wbc', 'Hvít blóðkorn', '6.2', '×10⁹/L', '4.0-10.5', prev='5.9'),
            R('platelets', 'Blóðflögur', '198', '×10⁹/L', '150-400', prev='205'),
        ]),
        S('Efnamælingar', [
            R('sodium', 'Natríum', '131', 'mmol/L', '137-145', prev='134', prev2='136'),
            R('potassium', 'Kalíum', '4.9', 'mmol/L', '3.5-4.8', prev='4.7'),
            R('creatinine', 'Kreatínín', '96', 'µmol/L', '50-90', prev='91', prev2='88'),
            R('calcium', 'Kalsíum', '2.38', 'mmol/L', '2.15-2.55'),
            R('vitamin_d_25oh', '25-OH D-vítamín', '41', 'nmol/L', '50-125', prev='38'),
            R('nt_probnp', 'NT-proBNP', '812', 'ng/L', '<450'),
            R('tsh', 'TSH', '2.2', 'mU/L', '0.3-4.2'),
        ]),
    ],
    not_results=['25-OH D-vítamín Skortur < 25', '25-OH D-vítamín Ónóg staða 25 - 49', 'sími 462 4180', 'kt. 481199-2219',
                 'Beiðni nr. H-26-30917'],
)

# ---- photo-only -----------------------------------------------------------------------------------------------------

md01 = D(
    id='o-md-01', country='MD', language='ru-MD', producer='pdfTeX (LaTeX longtable)', render='latex', split='holdout',
    classes=['O2', 'O5', 'O9'],
    layout=['longtable', 'ruled-header', 'range-do', 'decimal-comma', 'flag-word-russian', 'flag-column', 'hormones',
            'phone-photo', 'sheet-held-in-hand'],
    meta=dict(lab_date='2026-11-22', results_date='2026-11-23', lab_name='Лаборатория «Кодру-Мед»', lab_city='Кишинёв',
              patient_name='Чебан Виктор Ионович', patient_age='49', patient_sex='male'),
    dec=',', flags='ru', rs=RU_RS, seed=116, photo=-2.4,
    opts=dict(**RU, tex_font='lm', rules='ruled', photo_only=True, photo_opts={'hand': True, 'keystone': 0.7, 'frame': 0.6, 'desk': '#2d2a27'},
              lab_lines=['Лаборатория «Кодру-Мед»', 'мун. Кишинёв, ул. Штефан чел Маре, 180 · тел. 022 84 17 09'],
              head_right=['№ 77-20418', '23.11.2026'], footer='«Кодру-Мед» · Кишинёв', pageword='Стр. {p} из {n}',
              title='РЕЗУЛЬТАТЫ АНАЛИЗОВ',
              pinfo=[[('Пациент:', 'Чебан Виктор Ионович'), ('Возраст:', '49'), ('Пол:', 'муж.')],
                     [('Врач:', 'Русу А. П.'), ('Дата:', '22.11.2026'), ('', '')]],
              cols=['name', 'value', 'unit', 'range', 'flag'], heads=['Анализ', 'Результат', 'Ед. изм.', 'Норма', 'Отметка'],
              align=['l', 'r', 'l', 'l', 'l'], widths=[5.4, 2.0, 2.0, 3.2, 2.0]),
    sections=[
        S('Биохимия', [
            R('glucose', 'Глюкоза', '6.9', 'ммоль/л', '3.9-6.1'),
            R('cholesterol_total', 'Холестерин общий', '6.4', 'ммоль/л', '<5.2'),
            R('triglycerides', 'Триглицериды', '2.9', 'ммоль/л', '<1.7'),
            R('alt', 'АЛТ', '58', 'Ед/л', '<41'),
            R('ggt', 'ГГТ', '52', 'Ед/л', '<60'),
            R('bilirubin_total', 'Билирубин общий', '15.4', 'мкмоль/л', '<21'),
        ]),
        S('Гормоны', [
            R('psa_total', 'ПСА общий', '1.7', 'нг/мл', '<4.0'),
            R('testosterone_total', 'Тестостерон', '11.9', 'нмоль/л', '8.6-29.0'),
            R('insulin', 'Инсулин', '24.6', 'мкЕд/мл', '2.6-24.9'),
        ]),
    ],
    not_results=['тел. 022 84 17 09', '№ 77-20418'],
)

mg01 = D(
    id='o-mg-01', country='MG', language='fr-MG', producer='pdfTeX (LaTeX longtable)', render='latex', split='tune',
    classes=['O2', 'O9'],
    layout=['longtable', 'fully-boxed-grid', 'decimal-comma', 'flag-hb-glued', 'range-jusqua', 'qualitative-rows',
            'malaria-smear', 'phone-photo', 'blur', 'low-resolution'],
    meta=dict(lab_date='2026-11-14', results_date='2026-11-14', lab_name='Laboratoire d\'Analyses Médicales Analakely', lab_city='Antananarivo',
              patient_name='Rakotomalala Hery Nirina', patient_age='28', patient_sex='male'),
    dec=',', flags='hb', rs={'sep': ' - ', 'lt': "jusqu'à {x}", 'le': "jusqu'à {x}", 'gt': '> {x}', 'ge': '≥ {x}'}, seed=117, photo=1.4,
    opts=dict(tex_font='lm', tex_lang=['french'], rules='boxed', flagpos='glue', photo_only=True,
              photo_opts={'keystone': 0.9, 'width': 1600, 'quality': 70, 'frame': 0.6},
              lab_lines=["Laboratoire d'Analyses Médicales Analakely", 'Lot IVG 118 Analakely, Antananarivo 101 · Tél. 020 22 418 07 · 034 11 472 90'],
              head_right=['Dossier n° 26/5518', 'Le 14/11/2026'], footer='LAM Analakely · Antananarivo', pageword='Page {p}/{n}',
              title="COMPTE RENDU D'ANALYSES",
              pinfo=[[('Patient :', 'Rakotomalala Hery Nirina'), ('Âge :', '28 ans'), ('Sexe :', 'M')],
                     [('Prescripteur :', 'Dr Randria'), ('Prélevé le :', '14/11/2026'), ('', '')]],
              cols=['name', 'value', 'unit', 'range'], heads=['Analyse', 'Résultat', 'Unité', 'Valeurs usuelles'],
              align=['l', 'r', 'l', 'l'], widths=[6.4, 2.4, 2.4, 4.0]),
    sections=[
        S('Hématologie', [
            R('hemoglobin', 'Hémoglobine', '11.8', 'g/dL', '13.0-17.0'),
            R('wbc', 'Leucocytes', '12.4', 'G/L', '4.0-10.0'),
            R('platelets', 'Plaquettes', '96', 'G/L', '150-400'),
        ]),
        S('Parasitologie', [
            Q(None, 'Goutte épaisse (Plasmodium)', 'Positive : P. falciparum', 'Négative', ab=True),
        ]),
        S('Biochimie', [
            R('crp', 'CRP', '84', 'mg/L', '<6'),
            R('glucose', 'Glycémie à jeun', '0.92', 'g/L', '0.70-1.10'),
            R('creatinine', 'Créatinine', '11.2', 'mg/L', '7.0-13.0'),
            R('alt', 'ALAT (TGP)', '38', 'UI/L', '<45'),
        ]),
    ],
    not_results=['Tél. 020 22 418 07', '034 11 472 90', 'Dossier n° 26/5518'],
)

DOCS = [kg01, cy01, ht01, ba01, is01, md01, mg01]
