"""Part N: the screenshot of a LIS web page (Singapore, English), captured with headless Chromium (screenshot.py).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, S

sg01 = D(
    id='n-sg-01', country='SG', language='en-SG', producer='chromium', render='screenshot', split='holdout',
    classes=['N8', 'N9', 'N7'],
    layout=['screenshot', 'lis-web-page', 'html-table', 'flag-HL-column', 'si-units', 'status-column', 'range-up-to'],
    meta=dict(lab_date='2026-11-25', results_date='2026-11-25', lab_name='Straits Medical Laboratory', lab_city='Singapore',
              patient_name='TAN WEI LING', patient_age='45', patient_sex='female'),
    flags='HL', rs={'sep': ' - ', 'lt': '< {x}', 'le': 'Up to {x}', 'gt': '> {x}', 'ge': '>= {x}'}, seed=78, photo=0,
    opts=dict(photo_only=True, photo_producer='chromium (screenshot)', user='Logged in: mlt_rahman | Workstation CHEM-02',
              lab_lines=['Straits Medical Laboratory — LIS v7.3', '8 Novena Link #04-12, Singapore 308441 · Tel 6258 7310 · Results helpdesk 6258 7319'],
              pinfo=[[('Patient:', 'TAN WEI LING'), ('NRIC:', 'S8112***F'), ('Age/Sex:', '45 Y / F')],
                     [('Lab No:', 'SML2611-08831'), ('Collected:', '25/11/2026 08:12'), ('Requested by:', 'Dr Lim K. H., Novena Family Clinic')]]),
    sections=[
        S('RENAL PANEL', [
            R('sodium', 'Sodium', '138', 'mmol/L', '135-145'),
            R('potassium', 'Potassium', '3.3', 'mmol/L', '3.5-5.0'),
            R('urea', 'Urea', '4.8', 'mmol/L', '2.8-7.2'),
            R('creatinine', 'Creatinine', '64', 'umol/L', '45-84'),
        ]),
        S('LIPID PANEL', [
            R('cholesterol_total', 'Cholesterol, Total', '6.2', 'mmol/L', '<5.2'),
            R('ldl_cholesterol', 'LDL Cholesterol', '4.1', 'mmol/L', '<3.4'),
            R('hdl_cholesterol', 'HDL Cholesterol', '1.46', 'mmol/L', '>1.00'),
            R('triglycerides', 'Triglycerides', '1.4', 'mmol/L', '<=1.7'),
        ]),
        S('THYROID', [
            R('tsh', 'TSH', '2.05', 'mIU/L', '0.27-4.20'),
            R('free_t4', 'Free T4', '13.8', 'pmol/L', '12.0-22.0'),
        ]),
    ],
    not_results=['Tel 6258 7310', 'Results helpdesk 6258 7319', 'Lab No SML2611-08831', 'NRIC S8112***F'],
)

DOCS = [sg01]
