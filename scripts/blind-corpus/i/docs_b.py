"""Part I reports, second batch: Korea, Greece (ReportLab platypus), Russia, USA (ReportLab canvas), Spain (groff
blocks), Poland and Nigeria (enscript). Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

KR_RS = {'sep': ' ~ ', 'lt': '< {x}', 'le': '{x} 이하', 'gt': '> {x}', 'ge': '{x} 이상'}

kr01 = D(
    id='i-kr-01', country='KR', language='ko-KR', producer='reportlab', render='rl_table', split='tune',
    classes=['I2', 'I5', 'I7', 'I8'],
    layout=['platypus-table', 'ttf-nanum', 'korean-with-english-abbr', 'flag-triangle-column', 'range-tilde',
            'pct-and-absolute-side-by-side', 'hba1c-footnote', 'grid'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-23', lab_name='한빛의료재단 서울검사센터',
              lab_city='서울', patient_name='김민서', patient_age='52', patient_sex='female'),
    rs=KR_RS, flags='tri', seed=17, font='Nanum',
    opts=dict(
        cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['검사명', '결과', '판정', '단위', '참고치'],
        widths=[62, 24, 14, 30, 50], grid=True, headbg='#dfe7f0', size=8.4,
        lab_lines=['한빛의료재단 서울검사센터', '진단검사의학과 (임상화학 · 진단혈액)',
                   '서울특별시 마포구 월드컵북로 58길 17   대표전화 02-3142-7760   팩스 02-3142-7761'],
        title='검 사 결 과 보 고 서',
        pinfo=[[('성명', '김민서'), ('성별/나이', 'F / 52'), ('등록번호', '40-118273')],
               [('의뢰기관', '마포365내과의원'), ('검체', '혈액 (EDTA, SST)'), ('접수번호', 'S2611230341')],
               [('채혈일시', '2026-11-23 08:40'), ('접수일시', '2026-11-23 10:05'), ('보고일시', '2026-11-23 17:22')]],
        footer=['판정: ▲ 참고치보다 높음  ▼ 참고치보다 낮음', '진단검사의학 전문의 박성훈 (면허번호 제 08133 호)'],
        pagefmt='{p} / {n}',
    ),
    sections=[
        S('일반혈액검사 (CBC)', [
            R('wbc', '백혈구 (WBC)', '6.9', 'x10^3/uL', '4.0-10.0'),
            R('rbc', '적혈구 (RBC)', '4.05', 'x10^6/uL', '4.00-5.40'),
            R('hemoglobin', '혈색소 (Hb)', '11.6', 'g/dL', '12.0-16.0'),
            R('hematocrit', '적혈구용적 (Hct)', '35.4', '%', '36.0-48.0'),
            R('mcv', '평균적혈구용적 (MCV)', '87.4', 'fL', '80.0-100.0'),
            R('platelets', '혈소판 (PLT)', '287', 'x10^3/uL', '150-400'),
            R('esr', '적혈구침강속도 (ESR)', '24', 'mm/hr', '0-20'),
        ]),
        S('백혈구 감별계산 (Differential count)', [
            R('neutrophils_pct', '호중구 Neutrophil', '58.2', '%', '40.0-75.0',
              twin=R('neutrophils_abs', '호중구 Neutrophil', '4.02', 'x10^3/uL', '1.80-7.50')),
            R('lymphocytes_pct', '림프구 Lymphocyte', '31.6', '%', '20.0-45.0',
              twin=R('lymphocytes_abs', '림프구 Lymphocyte', '2.18', 'x10^3/uL', '1.00-4.00')),
            R('monocytes_pct', '단핵구 Monocyte', '6.4', '%', '2.0-10.0',
              twin=R('monocytes_abs', '단핵구 Monocyte', '0.44', 'x10^3/uL', '0.10-1.00')),
            R('eosinophils_pct', '호산구 Eosinophil', '3.2', '%', '1.0-5.0',
              twin=R('eosinophils_abs', '호산구 Eosinophil', '0.22', 'x10^3/uL', '0.00-0.50')),
            R('basophils_pct', '호염기구 Basophil', '0.6', '%', '0.0-1.0',
              twin=R('basophils_abs', '호염기구 Basophil', '0.04', 'x10^3/uL', '0.00-0.20')),
        ], opts=dict(cols=['name', 'value', 'flag', 'range', 't_value', 't_unit', 't_range'],
                     heads=['검사명', '결과(%)', '판정', '참고치(%)', '절대수', '단위', '참고치'],
                     widths=[44, 18, 11, 26, 18, 22, 41])),
        S('생화학검사', [
            R('glucose', '공복혈당 (Glucose)', '118', 'mg/dL', '70-99'),
            R('hba1c', '당화혈색소 (HbA1c)', '6.3', '%', '4.0-6.0', fn='*'),
            R('cholesterol_total', '총콜레스테롤 (T.Chol)', '204', 'mg/dL', '<200'),
            R('ldl_cholesterol', 'LDL 콜레스테롤', '131', 'mg/dL', '<130'),
            R('hdl_cholesterol', 'HDL 콜레스테롤', '52', 'mg/dL', '>40'),
            R('triglycerides', '중성지방 (TG)', '148', 'mg/dL', '<150'),
            R('ast', 'AST (SGOT)', '22', 'IU/L', '0-40'),
            R('alt', 'ALT (SGPT)', '19', 'IU/L', '0-40'),
            R('creatinine', '크레아티닌 (Creatinine)', '0.78', 'mg/dL', '0.50-1.10'),
            R('egfr', 'eGFR (CKD-EPI)', '83', 'mL/min/1.73m²', '>=60'),
            R('tsh', '갑상선자극호르몬 (TSH)', '5.8', 'uIU/mL', '0.40-4.50'),
            R('free_t4', '유리 T4 (Free T4)', '1.02', 'ng/dL', '0.80-1.80'),
        ], note=[('para', '* 당화혈색소 판정기준 (대한당뇨병학회):'),
                 ('table', [['정상', '5.6 % 이하'], ['당뇨병 전단계', '5.7 ~ 6.4 %'], ['당뇨병', '6.5 % 이상'],
                            ['당뇨병 환자 조절 목표', '6.5 % 미만']])]),
    ],
    not_results=['정상 5.6 % 이하', '당뇨병 전단계 5.7 ~ 6.4 %', '당뇨병 6.5 % 이상', '당뇨병 환자 조절 목표 6.5 % 미만'],
)


GR_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

gr01 = D(
    id='i-gr-01', country='GR', language='el-GR', producer='reportlab', render='rl_table', split='holdout',
    classes=['I2', 'I5', 'I7', 'I9'],
    layout=['platypus-table', 'ttf-dejavu', 'greek', 'decimal-comma', 'flag-star-suffix', 'stacked-sex-range',
            'qualitative-rows', 'urinalysis', 'vitamin-d-bands', 'previous-column', 'multi-page', 'header-repeated'],
    meta=dict(lab_date='2026-11-24', results_date='2026-11-24', lab_name='Διαγνωστικό Κέντρο «Ιονίς»',
              lab_city='Πάτρα', patient_name='ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ', patient_age='61', patient_sex='female'),
    dec=',', thou='.', rs=GR_RS, flags='star', seed=19, font='DejaVu',
    opts=dict(
        cols=['name', 'value', 'unit', 'range', 'prev'],
        heads=['Εξέταση', 'Αποτέλεσμα', 'Μονάδες', 'Τιμές αναφοράς', 'Προηγ. 12/06/26'],
        widths=[58, 26, 24, 48, 24], grid=False, size=8.4, flagpos='suffix', bold_abn=True,
        lab_lines=['ΔΙΑΓΝΩΣΤΙΚΟ ΚΕΝΤΡΟ «ΙΟΝΙΣ»', 'Τμήμα Βιοχημείας – Αιματολογίας – Ορμονολογίας',
                   'Κορίνθου 214, 262 23 Πάτρα · Τηλ. 2610 447 815 · Fax 2610 447 816'],
        title='ΑΠΟΤΕΛΕΣΜΑΤΑ ΕΡΓΑΣΤΗΡΙΑΚΩΝ ΕΞΕΤΑΣΕΩΝ',
        pinfo=[[('Ονοματεπώνυμο:', 'ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ'), ('Αρ. Πρωτ.:', '26-0098412')],
               [('Ηλικία:', '61 ετών'), ('Φύλο:', 'Θήλυ')],
               [('Ημ/νία λήψης:', '24/11/2026 08:35'), ('Παραπέμπων:', 'Δρ. Κ. Αλεξίου')]],
        footer=['Ο Υπεύθυνος Βιοπαθολόγος: Δρ. Ανδρέας Καλογερόπουλος', '* τιμή εκτός ορίων αναφοράς'],
        pagefmt='Σελίδα {p} από {n}', runhead='ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ · Αρ. Πρωτ. 26-0098412',
    ),
    sections=[
        S('ΓΕΝΙΚΗ ΑΙΜΑΤΟΣ', [
            R('wbc', 'Λευκά αιμοσφαίρια (WBC)', '7.4', 'K/μL', '4.0-10.5', prev='6.8'),
            R('rbc', 'Ερυθρά αιμοσφαίρια (RBC)', '4.48', 'M/μL', '4.20-5.40'),
            R('hemoglobin', 'Αιμοσφαιρίνη (HGB)', '12.8', 'g/dL', '12.0-16.0', pr='Α: 13,5 - 17,5\nΓ: 12,0 - 16,0', prev='12.6'),
            R('hematocrit', 'Αιματοκρίτης (HCT)', '39.1', '%', '36.0-46.0', pr='Α: 40,0 - 52,0\nΓ: 36,0 - 46,0'),
            R('mcv', 'Μέσος όγκος (MCV)', '87.3', 'fL', '80.0-97.0'),
            R('platelets', 'Αιμοπετάλια (PLT)', '412', 'K/μL', '150-400', prev='388'),
            R('esr', 'Ταχύτητα καθίζησης (ΤΚΕ)', '31', 'mm/1h', '<30', prev='22'),
        ]),
        S('ΒΙΟΧΗΜΙΚΕΣ', [
            R('glucose', 'Σάκχαρο', '97', 'mg/dL', '70-110'),
            R('urea', 'Ουρία', '38', 'mg/dL', '10-50'),
            R('creatinine', 'Κρεατινίνη', '0.84', 'mg/dL', '0.50-1.10'),
            R('uric_acid', 'Ουρικό οξύ', '5.1', 'mg/dL', '2.4-5.7'),
            R('cholesterol_total', 'Ολική χοληστερόλη', '247', 'mg/dL', '<200', prev='262'),
            R('triglycerides', 'Τριγλυκερίδια', '132', 'mg/dL', '<150'),
            R('hdl_cholesterol', 'HDL χοληστερόλη', '58', 'mg/dL', '>45'),
            R('ldl_cholesterol', 'LDL χοληστερόλη', '163', 'mg/dL', '<130', prev='174'),
            R('ast', 'SGOT (AST)', '21', 'U/L', '<32'),
            R('alt', 'SGPT (ALT)', '18', 'U/L', '<33'),
            R('ggt', 'γ-GT', '16', 'U/L', '<40'),
            R('iron', 'Σίδηρος', '71', 'μg/dL', '50-170'),
            R('ferritin', 'Φερριτίνη', '38', 'ng/mL', '13-150', pr='Α: 30 - 400\nΓ: 13 - 150'),
        ]),
        S('ΟΡΜΟΝΟΛΟΓΙΚΕΣ – ΒΙΤΑΜΙΝΕΣ', [
            R('tsh', 'TSH', '2.94', 'μIU/mL', '0.35-4.94'),
            R('free_t4', 'FT4', '1.09', 'ng/dL', '0.70-1.48'),
            R('vitamin_d_25oh', '25(OH) Βιταμίνη D3', '22.6', 'ng/mL', '30-100'),
            R('vitamin_b12', 'Βιταμίνη B12', '1048', 'pg/mL', '187-883'),
        ], page=2, note=[('table', [['Βιταμίνη D', 'ng/mL'], ['Ανεπάρκεια', '< 20'], ['Έλλειψη', '20 - 30'],
                                   ['Επάρκεια', '30 - 100'], ['Τοξικότητα', '> 150']])]),
        S('ΓΕΝΙΚΗ ΟΥΡΩΝ', [
            Q('urine_color', 'Χρώμα', 'Κίτρινο', 'Κίτρινο'),
            Q('urine_appearance', 'Όψη', 'Θολή', 'Διαυγής', ab=True, qflag='*'),
            R('urine_specific_gravity', 'Ειδικό βάρος', '1.021', None, '1.005-1.030'),
            R('urine_ph', 'pH', '6.0', None, '5.0-8.0'),
            Q('urine_protein', 'Λεύκωμα', 'Αρνητικό', 'Αρνητικό'),
            Q('urine_glucose', 'Σάκχαρο ούρων', 'Αρνητικό', 'Αρνητικό'),
            Q('urine_ketones', 'Κετόνες', 'Αρνητικό', 'Αρνητικό'),
            Q('urine_nitrite', 'Νιτρώδη', 'Θετικό', 'Αρνητικό', ab=True, qflag='*'),
            Q('urine_leukocyte_esterase', 'Λευκοκυτταρική εστεράση', '++', 'Αρνητικό', ab=True, qflag='*'),
            Q('urine_wbc', 'Πυοσφαίρια', '15-20', '0-5', ab=True, qflag='*', unit='κ.ο.π.'),
            Q('urine_rbc', 'Ερυθρά', '1-2', '0-3', unit='κ.ο.π.'),
            Q('urine_bacteria', 'Μικροβιακή χλωρίδα', 'Άφθονη', 'Ελάχιστη', ab=True, qflag='*'),
        ], page=2),
    ],
    not_results=['Ανεπάρκεια < 20', 'Έλλειψη 20 - 30', 'Επάρκεια 30 - 100', 'Τοξικότητα > 150'],
)


RU_RS = {'sep': ' - ', 'lt': 'до {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}

ru01 = D(
    id='i-ru-01', country='RU', language='ru-RU', producer='reportlab', render='rl_canvas', split='tune',
    classes=['I2', 'I5', 'I7', 'I9'],
    layout=['canvas-positioned', 'ttf-dejavu', 'cyrillic', 'decimal-comma', 'range-do', 'flag-arrow-suffix',
            'dob-only', 'age-banded-range-stacked', 'comments-between-rows', 'collection-vzyatie'],
    meta=dict(lab_date='2026-11-24', results_date='2026-11-25', lab_name='ООО «Вектор-Диагностика»',
              lab_city='Екатеринбург', patient_name='Соколова Ирина Викторовна', dob='1975-07-12', patient_sex='female'),
    dec=',', rs=RU_RS, flags='arrow', seed=23, font='DejaVuCond', scan=True,
    opts=dict(
        size=8.4, xs=[16, 76, 98, 120, 170], cols=['name', 'value', 'unit', 'range', 'prev'],
        heads=['Исследование', 'Результат', 'Ед. изм.', 'Референсные значения', 'Пред. (05.08)'], flagpos='suffix', plw=36,
        lab_lines=['ООО «Вектор-Диагностика»', 'Отдел клинической лабораторной диагностики',
                   '620014, г. Екатеринбург, ул. Малышева, д. 71, оф. 3   тел. +7 (343) 318-40-27   лицензия № ЛО-66-01-008817'],
        title='РЕЗУЛЬТАТЫ ЛАБОРАТОРНЫХ ИССЛЕДОВАНИЙ',
        pinfo=[[('ФИО:', 'Соколова Ирина Викторовна'), ('Дата рождения:', '12.07.1975')],
               [('Пол:', 'женский'), ('№ заказа:', '7731-0415562')],
               [('Взятие биоматериала:', '24.11.2026 08:20'), ('Дата выдачи:', '25.11.2026')]],
        footer=['Результаты исследований не являются диагнозом, необходима консультация специалиста.',
                'Врач КЛД: Мельникова О. А.'],
        pagefmt='Стр. {p} из {n}',
    ),
    sections=[
        S('Клинический анализ крови', [
            R('hemoglobin', 'Гемоглобин', '128', 'г/л', '120-140', prev='131'),
            R('rbc', 'Эритроциты', '4.31', '×10^12/л', '3.70-4.70'),
            R('hematocrit', 'Гематокрит', '38.6', '%', '36.0-42.0'),
            R('wbc', 'Лейкоциты', '10.9', '×10^9/л', '4.0-9.0', prev='8.1',
              note='Рекомендовано повторное исследование через 2-3 недели.'),
            R('platelets', 'Тромбоциты', '246', '×10^9/л', '180-320'),
            R('esr', 'СОЭ (по Вестергрену)', '27', 'мм/ч', '2-20', prev='18'),
        ]),
        S('Биохимические исследования', [
            R('glucose', 'Глюкоза', '5.4', 'ммоль/л', '3.9-6.1'),
            R('creatinine', 'Креатинин', '74', 'мкмоль/л', '53-97'),
            R('urea', 'Мочевина', '5.8', 'ммоль/л', '2.6-7.2'),
            R('cholesterol_total', 'Холестерин общий', '6.42', 'ммоль/л', '<5.2', prev='6.10'),
            R('ldl_cholesterol', 'Холестерин ЛПНП', '4.15', 'ммоль/л', '<3.0'),
            R('hdl_cholesterol', 'Холестерин ЛПВП', '1.38', 'ммоль/л', '>1.2'),
            R('triglycerides', 'Триглицериды', '1.52', 'ммоль/л', '<1.7'),
            R('alt', 'АЛТ', '23', 'Ед/л', '<33'),
            R('ast', 'АСТ', '26', 'Ед/л', '<32'),
            R('bilirubin_total', 'Билирубин общий', '11.2', 'мкмоль/л', '3.4-20.5'),
            R('ferritin', 'Ферритин', '9.8', 'мкг/л', '10-120',
              note='Сниженный уровень ферритина характерен для латентного дефицита железа.'),
        ]),
        S('Гормональные исследования', [
            R('tsh', 'ТТГ', '1.74', 'мМЕ/л', '0.4-4.0'),
            R('igf_1', 'ИФР-1 (соматомедин С)', '142', 'нг/мл', '87-225',
              pr='41-50 лет: 101 - 267\n51-60 лет: 87 - 225\n61-70 лет: 75 - 212'),
            R('prolactin', 'Пролактин', '612', 'мЕд/л', '64-395'),
        ]),
    ],
    not_results=['41-50 лет: 101 - 267', '61-70 лет: 75 - 212', '№ заказа 7731-0415562'],
)


US_RS = {'sep': '-', 'lt': '<{x}', 'le': '<={x}', 'gt': '>{x}', 'ge': '>={x}'}

us01 = D(
    id='i-us-01', country='US', language='en-US', producer='reportlab', render='rl_canvas', split='holdout',
    classes=['I2', 'I7', 'I9'],
    layout=['canvas-positioned', 'helvetica-type1', 'letter', 'flag-word-column', 'superscript-footnotes', 'trend-chart-axis-labels',
            'ldl-risk-targets', 'egfr-stages-multiline', 'hba1c-footnote', 'multi-page', 'header-repeated'],
    meta=dict(lab_date='2026-11-22', results_date='2026-11-23', lab_name='Cedar Hollow Regional Medical Laboratory',
              lab_city='Boise', patient_name='WHITAKER, DALE M', dob='1957-03-30', patient_sex='male'),
    rs=US_RS, flags='word', seed=29, font='Helvetica',
    opts=dict(
        size=8.6, xs=[16, 78, 100, 120, 148], cols=['name', 'value', 'flag', 'unit', 'range'],
        heads=['TEST', 'RESULT', 'FLAG', 'UNITS', 'REFERENCE INTERVAL'], plw=24,
        lab_lines=['Cedar Hollow Regional Medical Laboratory', 'Department of Pathology & Laboratory Medicine',
                   '2150 N Cole Rd, Suite 300, Boise, ID 83704   Phone (208) 555-0187   CLIA 13D0998412'],
        pinfo=[[('Patient:', 'WHITAKER, DALE M'), ('DOB:', '03/30/1957 (69 y)'), ('Sex:', 'M')],
               [('MRN:', 'CH-00731952'), ('Ordering:', 'R. Okafor, MD'), ('Acct:', '556120847')],
               [('Collected:', '11/22/2026 07:12'), ('Received:', '11/22/2026 09:40'), ('Reported:', '11/23/2026 06:05')]],
        footer=['Final report. Results flagged High/Low fall outside the reference interval for age and sex.',
                'Medical Director: Laurel M. Haddix, MD, PhD'],
        pagefmt='Page {p} of {n}',
        chart=dict(title='Hemoglobin A1c history (%)', xs=['11/2024', '05/2025', '11/2025', '05/2026', '11/2026'],
                   ys=[6.6, 6.9, 7.1, 7.0, 7.4], ticks=[6.0, 6.5, 7.0, 7.5, 8.0], target=7.0),
    ),
    sections=[
        S('COMPREHENSIVE METABOLIC PANEL', [
            R('glucose', 'Glucose', '142', 'mg/dL', '70-99', fn='1'),
            R('bun', 'BUN', '27', 'mg/dL', '8-23'),
            R('creatinine', 'Creatinine', '1.38', 'mg/dL', '0.70-1.30'),
            R('egfr', 'eGFR', '55', 'mL/min/1.73m2', '>=60', fn='2',
              pr='>=60\nStage 3a: 45-59\nStage 3b: 30-44\nStage 4: 15-29\nStage 5: <15'),
            R('bun_creatinine_ratio', 'BUN/Creatinine Ratio', '20', None, '10-20'),
            R('sodium', 'Sodium', '138', 'mmol/L', '136-145'),
            R('potassium', 'Potassium', '4.6', 'mmol/L', '3.5-5.1'),
            R('chloride', 'Chloride', '102', 'mmol/L', '98-107'),
            R('bicarbonate', 'CO2', '25', 'mmol/L', '22-29'),
            R('anion_gap', 'Anion Gap', '11', 'mmol/L', '5-15'),
            R('calcium', 'Calcium', '9.4', 'mg/dL', '8.6-10.3'),
            R('total_protein', 'Protein, Total', '7.0', 'g/dL', '6.0-8.3'),
            R('albumin', 'Albumin', '4.2', 'g/dL', '3.5-5.2'),
            R('bilirubin_total', 'Bilirubin, Total', '0.7', 'mg/dL', '0.2-1.2'),
            R('alp', 'Alkaline Phosphatase', '96', 'U/L', '40-129'),
            R('ast', 'AST', '28', 'U/L', '10-40'),
            R('alt', 'ALT', '33', 'U/L', '9-46'),
        ], note='1 Fasting specimen per patient.  2 eGFR by CKD-EPI 2021 (race-free).'),
        S('HEMOGLOBIN A1c', [
            R('hba1c', 'Hemoglobin A1c', '7.4', '%', '<5.7', fn='3'),
            R('estimated_average_glucose', 'Estimated Average Glucose', '166', 'mg/dL', None),
        ], note='3 <5.7 normal; 5.7-6.4 increased risk; >=6.5 consistent with diabetes; goal for most adults with diabetes <7.0.'),
        S('LIPID PANEL', [
            R('cholesterol_total', 'Cholesterol, Total', '198', 'mg/dL', '<200'),
            R('triglycerides', 'Triglycerides', '231', 'mg/dL', '<150'),
            R('hdl_cholesterol', 'HDL Cholesterol', '36', 'mg/dL', '>39'),
            R('ldl_cholesterol', 'LDL Cholesterol (calc)', '116', 'mg/dL', '<100', fn='4'),
            R('non_hdl_cholesterol', 'Non-HDL Cholesterol', '162', 'mg/dL', '<130'),
        ], page=2, note=('4 LDL-C treatment goals: very high risk ASCVD <55 mg/dL; established ASCVD or diabetes <70 mg/dL;\n'
                         '  moderate risk <100 mg/dL; low risk <130 mg/dL.')),
        S('URINE MICROALBUMIN', [
            R('urine_albumin', 'Microalbumin, Urine', '48.2', 'mg/L', None),
            R('urine_creatinine', 'Creatinine, Urine', '112', 'mg/dL', '20-320'),
            R('urine_albumin_creatinine_ratio', 'Albumin/Creatinine Ratio', '43', 'mg/g creat', '<30'),
        ], page=2, note='ACR 30-300 mg/g: moderately increased albuminuria (A2); >300 mg/g severely increased (A3).'),
        S('THYROID / PSA', [
            R('tsh', 'TSH', '1.92', 'uIU/mL', '0.45-4.50'),
            R('psa_total', 'PSA, Total', '3.1', 'ng/mL', '<4.0'),
        ], page=2),
    ],
    not_results=['Stage 3a: 45-59', 'Stage 3b: 30-44', 'Stage 4: 15-29', 'Stage 5: <15', 'very high risk ASCVD <55 mg/dL',
                 'established ASCVD or diabetes <70 mg/dL', 'moderate risk <100 mg/dL', 'low risk <130 mg/dL',
                 '5.7-6.4 increased risk', '>=6.5 consistent with diabetes', 'goal for most adults with diabetes <7.0',
                 'ACR 30-300 mg/g: moderately increased albuminuria (A2)', '>300 mg/g severely increased (A3)',
                 'chart y-axis 6.0 6.5 7.0 7.5 8.0', 'chart x-axis 11/2024 05/2025 11/2025 05/2026 11/2026'],
)


ES_RS = {'sep': ' - ', 'lt': 'hasta {x}', 'le': '<= {x}', 'gt': 'mayor de {x}', 'ge': '>= {x}'}

es01 = D(
    id='i-es-01', country='ES', language='es-ES', producer='groff', render='groff_blocks', split='holdout',
    classes=['I1', 'I4', 'I7', 'I9'],
    layout=['groff-blocks', 'one-analyte-per-block', 'resultado-line', 'reference-lines-stacked', 'decimal-comma',
            'thousands-dot', 'range-hasta', 'flag-arrow', 'dotted-patient-labels', 'previous-result-line',
            'multi-page'],
    meta=dict(lab_date='2026-11-19', results_date='2026-11-20', lab_name='Laboratorio de Análisis Clínicos Santa Águeda',
              lab_city='Valladolid', patient_name='GARCÍA ORTIZ, Francisco Javier', patient_age='58', patient_sex='male'),
    dec=',', thou='.', thou_min=1000, rs=ES_RS, flags='arrow', seed=31, photo=-3.5,
    opts=dict(
        gfont='T', ps=9.5,
        lab_lines=['LABORATORIO DE ANÁLISIS CLÍNICOS SANTA ÁGUEDA', 'Sección de Bioquímica y Hematología',
                   'C/ Doctrinos 9, 47001 Valladolid  ·  Tel. 983 21 46 90  ·  santaagueda.example'],
        pinfo_lines=['Paciente.: GARCÍA ORTIZ, Francisco Javier            N.Historia: 0481127',
                     'Edad.....: 58 años                                    Petición..: 26/31845',
                     'Sexo....: Masculino                                   Médico....: Dra. L. Berrocal',
                     'F.Extracción: 19/11/2026 08:32                        F.Informe.: 20/11/2026'],
        title='INFORME DE RESULTADOS',
        footer=[('Validado por: Dr. Tomás Villalobos Rey, especialista en Análisis Clínicos', 'Pág. %')],
        runhead='GARCÍA ORTIZ, Francisco Javier · Petición 26/31845',
    ),
    sections=[
        S('HEMATOLOGÍA', [
            R('rbc', 'Hematíes', '4.86', 'mill/mm³', '4.50-5.90'),
            R('hemoglobin', 'Hemoglobina', '15.1', 'g/dL', '13.0-17.0', pr='Hombres: 13,0 - 17,0\nMujeres: 12,0 - 15,5'),
            R('hematocrit', 'Hematocrito', '45.2', '%', '40.0-52.0'),
            R('wbc', 'Leucocitos', '11200', '/mm³', '4000-11000'),
            R('platelets', 'Plaquetas', '198000', '/mm³', '150000-400000'),
        ]),
        S('BIOQUÍMICA', [
            R('glucose', 'Glucosa', '104', 'mg/dL', '74-106', prev='99'),
            R('creatinine', 'Creatinina', '1.06', 'mg/dL', '0.70-1.20'),
            R('uric_acid', 'Ácido úrico', '8.1', 'mg/dL', '3.4-7.0', prev='7.6'),
            R('cholesterol_total', 'Colesterol total', '226', 'mg/dL', '<200',
              pr='Deseable: hasta 200\nLímite alto: 200 - 239\nAlto: 240 o más'),
            R('triglycerides', 'Triglicéridos', '112', 'mg/dL', '<150'),
        ], page=1),
        S('BIOQUÍMICA (cont.)', [
            R('ggt', 'Gamma GT', '94', 'U/L', '<55'),
            R('ast', 'GOT/AST', '31', 'U/L', '<40'),
            R('alt', 'GPT/ALT', '38', 'U/L', '<41'),
            R('psa_total', 'PSA total', '1.84', 'ng/mL', '<4.0'),
            R('vitamin_d_25oh', 'Vitamina D (25-OH)', '24', 'ng/mL', '30-100',
              pr='Deficiencia: menor de 20\nInsuficiencia: 20 - 29\nSuficiencia: 30 - 100'),
        ], page=2),
    ],
    not_results=['Límite alto: 200 - 239', 'Alto: 240 o más', 'Deficiencia: menor de 20',
                 'Insuficiencia: 20 - 29'],
)


PL_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}

pl01 = D(
    id='i-pl-01', country='PL', language='pl-PL', producer='enscript', render='enscript', split='tune',
    classes=['I1', 'I9'],
    layout=['lis-monospace', 'courier-latin2', 'decimal-comma', 'flag-HL-suffix', 'qualitative-rows', 'urinalysis',
            'collection-data-pobrania', 'multi-page', 'header-repeated'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-23', lab_name='Laboratorium Diagnostyczne LABMED-POMORZE',
              lab_city='Gdańsk', patient_name='Wiśniewska Małgorzata', dob='1990-05-21', patient_sex='female'),
    dec=',', rs=PL_RS, flags='HL', seed=37,
    opts=dict(
        font='Courier9', width=86, page_lines=70, encoding='latin2', flagpos='suffix',
        header=[
            'LABORATORIUM DIAGNOSTYCZNE LABMED-POMORZE Sp. z o.o.',
            'Pracownia Analityki Ogólnej i Biochemii',
            'ul. Grunwaldzka 233, 80-266 Gdańsk   tel. 58 522 19 40',
            '',
            'SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH                                 str. {p}/{n}',
            '',
            'Pacjent: Wiśniewska Małgorzata          PESEL: 90052108462',
            'Data ur.: 21.05.1990   Płeć: K          Zlecający: POZ "Przymorze", lek. J. Kaczmarek',
            'Data pobrania: 23.11.2026 07:15         Data wykonania: 23.11.2026   Nr zlec.: 3318/11/26',
            '',
        ],
        cols=[('name', 30, 'l'), ('value', 12, 'r'), ('unit', 12, 'l'), ('range', 26, 'l')],
        heads=['Badanie', 'Wynik', 'Jedn.', 'Zakres referencyjny'],
        secfmt='== {t} ==',
        footer=['-' * 86, 'Autoryzował: mgr Katarzyna Zielińska, diagnosta laboratoryjny nr PWZDL 08231',
                'H - wynik powyżej zakresu, L - wynik poniżej zakresu                     str. {p}/{n}'],
    ),
    sections=[
        S('MORFOLOGIA KRWI', [
            R('wbc', 'Leukocyty (WBC)', '5.62', 'tys/ul', '4.00-10.00'),
            R('rbc', 'Erytrocyty (RBC)', '4.38', 'mln/ul', '3.80-5.20'),
            R('hemoglobin', 'Hemoglobina (HGB)', '12.6', 'g/dl', '12.0-16.0'),
            R('hematocrit', 'Hematokryt (HCT)', '38.2', '%', '37.0-47.0'),
            R('mcv', 'MCV', '87.2', 'fl', '81.0-99.0'),
            R('mch', 'MCH', '28.8', 'pg', '27.0-31.0'),
            R('mchc', 'MCHC', '33.0', 'g/dl', '33.0-37.0'),
            R('rdw_cv', 'RDW-CV', '13.1', '%', '11.5-14.5'),
            R('platelets', 'Płytki krwi (PLT)', '142', 'tys/ul', '150-400'),
            R('mpv', 'MPV', '11.9', 'fl', '7.0-12.0'),
            R('neutrophils_pct', 'Neutrofile %', '52.1', '%', '40.0-75.0'),
            R('lymphocytes_pct', 'Limfocyty %', '36.4', '%', '20.0-45.0'),
            R('monocytes_pct', 'Monocyty %', '8.2', '%', '2.0-10.0'),
            R('eosinophils_pct', 'Eozynofile %', '2.8', '%', '1.0-5.0'),
            R('basophils_pct', 'Bazofile %', '0.5', '%', '0.0-1.0'),
        ]),
        S('BIOCHEMIA', [
            R('glucose', 'Glukoza', '88', 'mg/dl', '70-99'),
            R('creatinine', 'Kreatynina', '0.71', 'mg/dl', '0.50-0.90'),
            R('sodium', 'Sód', '141', 'mmol/l', '136-145'),
            R('potassium', 'Potas', '3.3', 'mmol/l', '3.5-5.1'),
            R('tsh', 'TSH', '6.82', 'uIU/ml', '0.27-4.20'),
            R('free_t4', 'FT4', '0.96', 'ng/dl', '0.93-1.70'),
            R('anti_tpo', 'Przeciwciała anty-TPO', '184', 'IU/ml', '<34'),
        ]),
        S('BADANIE OGÓLNE MOCZU', [
            Q('urine_color', 'Barwa', 'słomkowa', 'słomkowa'),
            Q('urine_appearance', 'Przejrzystość', 'lekko mętny', 'przejrzysty', ab=True, qflag='H'),
            R('urine_specific_gravity', 'Ciężar właściwy', '1.018', 'g/ml', '1.015-1.025'),
            R('urine_ph', 'pH', '6.0', None, '4.5-8.0'),
            Q('urine_protein', 'Białko', 'nieobecne', 'nieobecne'),
            Q('urine_glucose', 'Glukoza', 'nieobecna', 'nieobecna'),
            Q('urine_ketones', 'Ciała ketonowe', 'nieobecne', 'nieobecne'),
            Q('urine_bilirubin', 'Bilirubina', 'nieobecna', 'nieobecna'),
            Q('urine_nitrite', 'Azotyny', 'nieobecne', 'nieobecne'),
            Q('urine_leukocyte_esterase', 'Leukocyty', '25', 'nieobecne', ab=True, qflag='H', unit='leu/ul'),
            Q('urine_wbc', 'Leukocyty w osadzie', '6-8', '0-5', ab=True, qflag='H', unit='wpw'),
            Q('urine_epithelial_cells', 'Nabłonki płaskie', 'liczne', 'nieliczne', ab=True, qflag='H'),
            Q('urine_bacteria', 'Bakterie', 'nieliczne', 'nieobecne', ab=True, qflag='H'),
        ], page=2, note='Uwaga: zalecane powtórzenie badania ogólnego moczu z próbki ze środkowego strumienia.'),
    ],
)
# the urinalysis 'Glukoza' repeats the serum name: keep distinct in the check by page (serum page 1, urine page 2)


NG_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}

ng01 = D(
    id='i-ng-01', country='NG', language='en-NG', producer='enscript', render='enscript', split='tune',
    classes=['I1', 'I8'],
    layout=['lis-monospace', 'courier', 'dotted-leaders', 'flag-HL-glued', 'x10-9-L', 'qualitative-rows',
            'plus-grades', 'yrs-sex-line', 'serology'],
    meta=dict(lab_date='2026-11-20', results_date='2026-11-20', lab_name='Lagoon Crest Medical Laboratories',
              lab_city='Lagos', patient_name='Mr. Chukwuemeka Adeyemi-Okoro', patient_age='27', patient_sex='male'),
    dec='.', rs=NG_RS, flags='HL', seed=41,
    opts=dict(
        font='Courier9', width=84, page_lines=72, dots=True, flagpos='suffix', glue=True,
        header=[
            '                     LAGOON CREST MEDICAL LABORATORIES LTD',
            '                  Haematology | Chemical Pathology | Serology',
            '         14B Adeola Odeku Street, Victoria Island, Lagos. Tel: 0809 441 2276',
            '=' * 84,
            'NAME   : Mr. Chukwuemeka Adeyemi-Okoro         LAB NO : LCM/26/11/04418',
            'AGE/SEX: 27 YRS / M                            DATE COLLECTED: 20-Nov-2026 09:05',
            'REF BY : Dr. F. Balogun (Self)                 DATE REPORTED : 20-Nov-2026 16:40',
            '=' * 84,
        ],
        cols=[('name', 34, 'l'), ('value', 10, 'l'), ('unit', 12, 'l'), ('range', 24, 'l')],
        heads=['TEST', 'RESULT', 'UNIT', 'REFERENCE RANGE'],
        secfmt='{t}', rule='-',
        footer=['-' * 84, 'H = High, L = Low.  Scientist: O. Nwachukwu (MLSCN)   Pathologist: Dr. T. Fashola',
                'This report is computer generated.                                   Page {p} of {n}'],
    ),
    sections=[
        S('FULL BLOOD COUNT', [
            R('hemoglobin', 'Haemoglobin', '13.1', 'g/dL', '13.0-17.0'),
            R('hematocrit', 'PCV', '39', '%', '40-54'),
            R('wbc', 'WBC', '3.4', 'x10^9/L', '4.0-11.0'),
            R('neutrophils_pct', 'Neutrophils', '38', '%', '40-75'),
            R('lymphocytes_pct', 'Lymphocytes', '52', '%', '20-45'),
            R('monocytes_pct', 'Monocytes', '6', '%', '2-10'),
            R('eosinophils_pct', 'Eosinophils', '4', '%', '1-6'),
            R('rbc', 'RBC', '4.62', 'x10^12/L', '4.50-5.90'),
            R('platelets', 'Platelets', '168', 'x10^9/L', '150-400'),
            R('esr', 'ESR (Westergren)', '12', 'mm/hr', '0-15'),
        ]),
        S('CHEMISTRY', [
            R('glucose', 'Fasting Blood Sugar', '4.9', 'mmol/L', '3.9-6.1'),
            R('urea', 'Urea', '4.1', 'mmol/L', '2.5-7.1'),
            R('creatinine', 'Creatinine', '98', 'umol/L', '62-115'),
            R('sodium', 'Sodium', '139', 'mmol/L', '135-145'),
            R('potassium', 'Potassium', '4.0', 'mmol/L', '3.5-5.1'),
            R('bicarbonate', 'Bicarbonate', '24', 'mmol/L', '22-29'),
            R('uric_acid', 'Uric Acid', '0.47', 'mmol/L', '0.21-0.42'),
        ]),
        S('SEROLOGY / SCREENING', [
            Q('hbsag', 'HBsAg', 'Negative', 'Negative'),
            Q('anti_hcv', 'Anti-HCV', 'Negative', 'Negative'),
            Q('hiv_ag_ab', 'HIV 1 & 2 (Ag/Ab)', 'Non-reactive', 'Non-reactive'),
            Q('rpr', 'VDRL/RPR', 'Non-reactive', 'Non-reactive'),
            Q('blood_group_abo', 'Blood Group', 'O', None),
            Q('rh_factor', 'Rhesus (D)', 'Positive', None),
        ]),
        S('URINALYSIS (DIPSTICK)', [
            Q('urine_appearance', 'Appearance', 'Clear', 'Clear'),
            R('urine_specific_gravity', 'Specific Gravity', '1.025', None, '1.005-1.030'),
            R('urine_ph', 'pH', '5.5', None, '5.0-8.0'),
            Q('urine_protein', 'Protein', '+', 'Nil', ab=True, qflag='H'),
            Q('urine_glucose', 'Glucose', 'Nil', 'Nil'),
            Q('urine_ketones', 'Ketones', 'Nil', 'Nil'),
            Q('urine_blood', 'Blood', '++', 'Nil', ab=True, qflag='H'),
            Q('urine_nitrite', 'Nitrite', 'Negative', 'Negative'),
        ], note='Widal (S. typhi O) 1:80 - not significant.  Malaria parasite (MP): not seen.'),
    ],
    not_results=['Widal (S. typhi O) 1:80', 'Malaria parasite (MP): not seen', 'LAB NO LCM/26/11/04418'],
)

DOCS = [kr01, gr01, ru01, us01, es01, pl01, ng01]


# The Polish LIS prints without diacritics (a 7-bit printout driver): transliterate everything it prints, truth
# included (names and values are as printed).
_PL = str.maketrans('ąćęłńśźżĄĆĘŁŃŚŹŻ', 'acelnszzACELNSZZ')


def _plain(x):
    if isinstance(x, str):
        return x.translate(_PL)
    if isinstance(x, list):
        return [_plain(i) for i in x]
    if isinstance(x, tuple):
        return tuple(_plain(i) for i in x)
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    return x


for _s in pl01.sections:
    _s.title = _plain(_s.title)
    _s.note = _plain(_s.note)
    for _r in _s.rows:
        for _f in ('name', 'v', 'unit', 'rng', 'pr', 'note'):
            setattr(_r, _f, _plain(getattr(_r, _f)))
pl01.opts = _plain(pl01.opts)
pl01.meta = _plain(pl01.meta)
pl01.opts['encoding'] = 'latin1'
pl01.opts['cols'] = [('name', 26, 'l'), ('value', 14, 'r'), ('unit', 10, 'l'), ('range', 26, 'l')]
pl01.layout = [x.replace('courier-latin2', 'courier-no-diacritics') for x in pl01.layout]
