"""Part I reports, fourth batch: Austria (groff + tbl, Männer | Frauen range columns, G/l and T/l, coagulation with
INR) and a second Indian report (spreadsheet printout, Men | Women | Children range columns, 'Up to' ranges, a
child patient). Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

AT_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '<= {x}', 'gt': '> {x}', 'ge': '>= {x}'}

at01 = D(
    id='i-at-01', country='AT', language='de-AT', producer='groff', render='groff', split='tune',
    classes=['I1', 'I8', 'I9'],
    layout=['groff-tbl', 'boxed-tables', 'sex-range-columns', 'decimal-comma', 'g-l-t-l-units', 'flag-H-N-column',
            'unitless-inr', 'coagulation', 'collection-abnahme'],
    meta=dict(lab_date='2026-11-24', results_date='2026-11-24', lab_name='Labor Dr. Hofbauer-Steindl',
              lab_city='Graz', patient_name='Pichler-Wagner, Andrea', dob='1979-04-02', patient_sex='female'),
    dec=',', rs=AT_RS, flags='hn', seed=79,
    opts=dict(
        gfont='H', ps=8.8, vs=10.6,
        lab_lines=['Labor Dr. Hofbauer-Steindl', 'Fachärztin für medizinische und chemische Labordiagnostik',
                   'Annenstraße 47, 8020 Graz \\(em Tel. 0316 71 24 90 \\(em Kassenvertragslabor'],
        title='BEFUND',
        pinfo=[[('Patientin:', 'Pichler-Wagner, Andrea'), ('geb.:', '02.04.1979')],
               [('SV-Nr.:', '4417 020479'), ('Zuweiser:', 'Dr. M. Url, Allgemeinmedizin')],
               [('Abnahme:', '24.11.2026 07:35'), ('Befundet:', '24.11.2026 14:12')]],
        cols=[('name', 'l'), ('value', 'r'), ('flag', 'c'), ('unit', 'l'), ('band:M', 'l'), ('band:F', 'l')],
        heads=['Analyse', 'Ergebnis', '', 'Einheit', 'Referenz Männer', 'Referenz Frauen'],
        footer=[('H = erhöht, N = erniedrigt \\(em Labor Dr. Hofbauer-Steindl, Graz', 'Seite %')],
        runhead='Pichler-Wagner, Andrea \\(em geb. 02.04.1979',
    ),
    sections=[
        S('Blutbild', [
            R('wbc', 'Leukozyten', '5.9', 'G/l', '4.0-10.0'),
            R('rbc', 'Erythrozyten', '4.02', 'T/l', '3.90-5.20', bands={'M': '4.50-5.90', 'F': '3.90-5.20'}),
            R('hemoglobin', 'Hämoglobin', '11.4', 'g/dl', '12.0-15.5', bands={'M': '13.5-17.5', 'F': '12.0-15.5'}),
            R('hematocrit', 'Hämatokrit', '35.1', '%', '36-46', bands={'M': '40-52', 'F': '36-46'}),
            R('mcv', 'MCV', '82.4', 'fl', '80-98'),
            R('platelets', 'Thrombozyten', '388', 'G/l', '150-400'),
        ]),
        S('Gerinnung', [
            R('pt_quick_pct', 'Thromboplastinzeit (Quick)', '72', '%', '70-120'),
            R('inr', 'INR', '1.12', None, '0.85-1.15'),
            R('aptt', 'aPTT', '33', 'sek', '26-37'),
            R('fibrinogen', 'Fibrinogen', '342', 'mg/dl', '200-400'),
        ]),
        S('Klinische Chemie', [
            R('creatinine', 'Kreatinin', '0.79', 'mg/dl', '0.50-0.90', bands={'M': '0.70-1.20', 'F': '0.50-0.90'}),
            R('urea', 'Harnstoff', '31', 'mg/dl', '17-43'),
            R('uric_acid', 'Harnsäure', '4.9', 'mg/dl', '2.4-5.7', bands={'M': '3.4-7.0', 'F': '2.4-5.7'}),
            R('ast', 'GOT (AST)', '28', 'U/l', '<35', bands={'M': '<50', 'F': '<35'}),
            R('alt', 'GPT (ALT)', '44', 'U/l', '<35', bands={'M': '<50', 'F': '<35'}),
            R('ggt', 'Gamma-GT', '52', 'U/l', '<40', bands={'M': '<60', 'F': '<40'}),
            R('crp', 'CRP', '2.4', 'mg/l', '<5.0'),
        ]),
        S('Eisenstoffwechsel', [
            R('iron', 'Eisen', '41', 'µg/dl', '37-145', bands={'M': '59-158', 'F': '37-145'}),
            R('ferritin', 'Ferritin', '12', 'ng/ml', '15-150', bands={'M': '30-400', 'F': '15-150'}),
            R('transferrin', 'Transferrin', '348', 'mg/dl', '200-360'),
            R('transferrin_saturation', 'Transferrinsättigung', '11', '%', '16-45'),
        ]),
    ],
    not_results=['SV-Nr. 4417 020479'],
)


IN_RS = {'sep': ' - ', 'lt': 'Up to {x}', 'le': 'Up to {x}', 'gt': '> {x}', 'ge': '>= {x}'}

in02 = D(
    id='i-in-02', country='IN', language='en-IN', producer='libreoffice-calc', render='calc', split='holdout',
    classes=['I3', 'I7', 'I8', 'I9'],
    layout=['spreadsheet-grid', 'merged-heading-cells', 'men-women-children-columns', 'child-patient', 'range-up-to',
            'indian-units', 'thousands-comma', 'flag-bold-only', 'unitless-inr', 'pt-control-not-result',
            'vitamin-d-bands', 'yrs-sex-line'],
    meta=dict(lab_date='2026-11-19', results_date='2026-11-19', lab_name='Shree Balaji Pathology Lab',
              lab_city='Jaipur', patient_name='Master Aarav Sharma', patient_age='9', patient_sex='male'),
    dec='.', thou=',', thou_min=1000, rs=IN_RS, flags='bold', seed=83,
    opts=dict(
        cols=['name', 'value', 'unit', 'band:Men', 'band:Women', 'band:Children'],
        heads=['Investigation', 'Observed Value', 'Unit', 'Men', 'Women', 'Children'],
        widths=[4.6, 2.3, 2.0, 3.0, 3.0, 3.0], abg='#f2f2f2', hbg='#fff2cc', sbg='#fbe5d6',
        lab_lines=['SHREE BALAJI PATHOLOGY LAB', 'Fully Computerised Pathology Laboratory · Haematology · Biochemistry · Serology',
                   'G-14, Shanti Nagar Market, Sodala, Jaipur 302019 · Mob. 94140 27781 · Sunday open 8 AM - 1 PM'],
        pinfo=[[('Patient Name', 'Master Aarav Sharma', 2), ('Reg. No.', 'SBP-4471', 1)],
               [('Age / Sex', '9 YRS / M', 2), ('Referred By', 'Dr. Meena Gupta (Paed.)', 1)],
               [('Sample Date', '19-Nov-2026 09:40', 2), ('Report Date', '19-Nov-2026 05:15 PM', 1)]],
        footer='Dr. R. K. Saini, MD (Path) · Consultant Pathologist',
        page_word='Page',
    ),
    sections=[
        S('HAEMATOLOGY', [
            R('hemoglobin', 'Haemoglobin (Hb)', '10.8', 'gm/dl', '11.5-15.5',
              bands={'Men': '13.0-17.0', 'Women': '12.0-15.0', 'Children': '11.5-15.5'}),
            R('rbc', 'Total RBC Count', '4.31', 'mill/cumm', '4.0-5.2',
              bands={'Men': '4.5-5.5', 'Women': '3.8-4.8', 'Children': '4.0-5.2'}),
            R('hematocrit', 'Packed Cell Volume (PCV)', '33.6', '%', '35-45',
              bands={'Men': '40-50', 'Women': '36-46', 'Children': '35-45'}),
            R('wbc', 'Total Leucocyte Count (TLC)', '11800', 'cells/cumm', '4500-13500',
              bands={'Men': '4000-10000', 'Women': '4000-10000', 'Children': '4500-13500'}),
            R('neutrophils_pct', 'Neutrophils', '38', '%', '30-60', bands={'Men': '40-80', 'Women': '40-80', 'Children': '30-60'}),
            R('lymphocytes_pct', 'Lymphocytes', '54', '%', '30-60', bands={'Men': '20-40', 'Women': '20-40', 'Children': '30-60'}),
            R('eosinophils_pct', 'Eosinophils', '6', '%', '1-6'),
            R('monocytes_pct', 'Monocytes', '2', '%', '2-10'),
            R('platelets', 'Platelet Count', '3.12', 'lakhs/cumm', '1.5-4.5'),
            R('esr', 'E.S.R. (Wintrobe)', '18', 'mm/1st hr', '<10', bands={'Men': '<15', 'Women': '<20', 'Children': '<10'}),
        ]),
        S('COAGULATION', [
            R('pt_seconds', 'Prothrombin Time (Test)', '13.4', 'sec', '11.0-14.5'),
            R(None, 'Prothrombin Time (Control)', '12.8', 'sec', None),
            R('inr', 'INR', '1.06', None, '0.8-1.2'),
        ]),
        S('BIOCHEMISTRY', [
            R('glucose_random', 'Blood Sugar (Random)', '96', 'mg/dl', '<140'),
            R('creatinine', 'Serum Creatinine', '0.42', 'mg/dl', '0.3-0.7',
              bands={'Men': '0.7-1.3', 'Women': '0.6-1.1', 'Children': '0.3-0.7'}),
            R('alt', 'SGPT (ALT)', '18', 'U/L', '<40'),
            R('ferritin', 'Serum Ferritin', '8.6', 'ng/ml', '7-140', bands={'Men': '30-400', 'Women': '13-150', 'Children': '7-140'}),
            R('vitamin_d_25oh', 'Vitamin D (25-OH)', '16.4', 'ng/ml', '30-100'),
        ], note=('Vitamin D: Deficient < 20 ng/ml | Insufficient 20 - 29 ng/ml | Sufficient 30 - 100 ng/ml | Toxic > 100 ng/ml\n'
                 'Advice: iron-rich diet and paediatric follow-up. Kindly correlate clinically.')),
    ],
    not_results=['Deficient < 20 ng/ml', 'Insufficient 20 - 29 ng/ml', 'Sufficient 30 - 100 ng/ml', 'Toxic > 100 ng/ml',
                 'Reg. No. SBP-4471'],
)

DOCS = [at01, in02]
