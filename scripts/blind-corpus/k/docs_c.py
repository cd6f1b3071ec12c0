"""Part K screenshots (Chromium page.screenshot): a Brazilian lab's patient web portal (desktop, 1366 px, device
scale 1) and an Ethiopian hospital's patient app (phone screen, 412 css px at device scale 2.625).
Every person, laboratory, address, phone number and identifier is invented."""
from model import D, R, Q, S

BR_RS = {'sep': ' a ', 'lt': 'Inferior a {x}', 'le': '≤ {x}', 'gt': 'Superior a {x}', 'ge': '≥ {x}'}
br01 = D(
    id='k-br-01-screen', country='BR', language='pt-BR', producer='chromium-screenshot', render='screen', split='tune',
    classes=['K10', 'K7', 'K8', 'K9'],
    layout=['screenshot', 'patient-portal', 'menu-band', 'toolbar', 'grid-lines', 'highlighted-abnormal-cells', 'flag-HL-column',
            'decimal-comma', 'thousands-dot', 'range-a', 'range-inferior-superior', 'previous-column', 'mm3-units'],
    meta=dict(lab_date='2026-11-23', results_date='2026-11-24', lab_name='Laboratório Vale do Capibaribe',
              lab_city='Recife', patient_name='Luciana Ferreira de Albuquerque', patient_age='48', patient_sex='female'),
    dec=',', thou='.', thou_min=1000, rs=BR_RS, flags='HL', seed=71,
    opts=dict(
        vw=1366, app='Vale do Capibaribe · Portal do Paciente',
        menu=['Início', 'Meus exames', 'Agendamentos', 'Unidades', 'Ajuda'],
        tools=['Baixar laudo (PDF)', 'Imprimir', 'Compartilhar com médico', 'Histórico'],
        banner=[('Paciente:', 'Luciana Ferreira de Albuquerque'), ('Idade:', '48 anos'), ('Sexo:', 'Feminino'),
                ('Pedido:', '2611-448190'), ('Coleta:', '23/11/2026 07:12'), ('Liberado:', '24/11/2026 10:48')],
        nav=['Resultados', 'Hemograma', 'Bioquímica', 'Hormônios', 'Laudos anteriores', 'Meus dados'],
        tabs=['Resultado atual', 'Comparar com anteriores', 'Laudo assinado'],
        cols=['name', 'value', 'flag', 'unit', 'range', 'prev'],
        heads=['Exame', 'Resultado', '', 'Unidade', 'Valores de referência', 'Anterior (18/06/2026)'],
        status=['Unidade Boa Viagem · Av. Conselheiro Aguiar 2417, Recife/PE · SAC 0800 281 4470', 'Sessão segura · CRM-PE RT Dra. Patrícia Lins'],
        end_lines=['Glicemia de jejum: normal inferior a 100 mg/dL; glicemia de jejum alterada 100 a 125 mg/dL; diabetes ≥ 126 mg/dL.',
                   'Colesterol não-HDL, metas: baixo risco < 160; risco intermediário < 130; alto risco < 100 mg/dL.'],
    ),
    sections=[
        S('Hemograma', [
            R('rbc', 'Hemácias', '4.31', 'milhões/mm³', '3.90-5.03', prev='4.40'),
            R('hemoglobin', 'Hemoglobina', '12.4', 'g/dL', '12.0-15.5', prev='12.9'),
            R('hematocrit', 'Hematócrito', '37.8', '%', '35.0-45.0'),
            R('wbc', 'Leucócitos', '3480', '/mm³', '3500-10500', prev='4120'),
            R('platelets', 'Plaquetas', '162000', '/mm³', '150000-450000', prev='171000'),
        ]),
        S('Bioquímica', [
            R('glucose', 'Glicose', '112', 'mg/dL', '70-99', prev='104'),
            R('cholesterol_total', 'Colesterol total', '214', 'mg/dL', '<190'),
            R('non_hdl_cholesterol', 'Colesterol não-HDL', '158', 'mg/dL', '<160'),
            R('triglycerides', 'Triglicérides', '131', 'mg/dL', '<150'),
            R('creatinine', 'Creatinina', '0.79', 'mg/dL', '0.50-0.90'),
            R('ast', 'TGO (AST)', '23', 'U/L', '<32'),
            R('alt', 'TGP (ALT)', '21', 'U/L', '<33'),
        ]),
        S('Hormônios e vitaminas', [
            R('tsh', 'TSH', '4.86', 'µUI/mL', '0.45-4.50', prev='4.21'),
            R('vitamin_b12', 'Vitamina B12', '412', 'pg/mL', '211-911'),
            R('vitamin_d_25oh', '25-Hidroxivitamina D', '24.1', 'ng/mL', '>20'),
        ]),
    ],
    not_results=['Glicemia de jejum alterada 100 a 125', 'Diabetes ≥ 126 mg/dL', 'Não-HDL metas < 160 / < 130 / < 100',
                 'SAC 0800 281 4470', 'Pedido 2611-448190'],
)

ET_RS = {'sep': ' - ', 'lt': '< {x}', 'le': '≤ {x}', 'gt': '> {x}', 'ge': '≥ {x}'}
et01 = D(
    id='k-et-01-screen', country='ET', language='en-ET', producer='chromium-screenshot', render='screen', split='holdout',
    classes=['K10', 'K8'],
    layout=['screenshot', 'phone-app-screen', 'result-cards', 'flag-badges', 'x10-3-ul', 'qualitative-rows', 'ethiopian-name'],
    meta=dict(lab_date='2026-11-19', results_date='2026-11-19', lab_name='Entoto General Hospital Laboratory',
              lab_city='Addis Ababa', patient_name='Meseret Tadesse Alemu', patient_age='27', patient_sex='female'),
    rs=ET_RS, flags='word', seed=72,
    opts=dict(
        mobile=True, vw=412, dpr=2.625, menubg='#0b6e69',
        clock='10:42', signal='4G ▮▮▮ 78%', app='My Lab Results', subtitle='Entoto General Hospital · Addis Ababa',
        banner=[('Patient', 'Meseret Tadesse Alemu'), ('Age / Sex', '27 / F'), ('MRN', 'EGH-0418827'),
                ('Collected', '19 Nov 2026, 08:30'), ('Status', 'Final · verified')],
        refword='Ref',
        nav=['Home', 'Results', 'Appointments', 'Messages', 'Profile'],
        end_lines=['Questions? Call the laboratory: +251 11 552 8804'],
    ),
    sections=[
        S('Complete blood count', [
            R('hemoglobin', 'Hemoglobin', '10.2', 'g/dL', '12.0-15.5'),
            R('hematocrit', 'Hematocrit', '31.9', '%', '36.0-46.0'),
            R('wbc', 'WBC', '6.1', 'x10³/µL', '4.0-11.0'),
            R('platelets', 'Platelets', '312', 'x10³/µL', '150-450'),
            R('mcv', 'MCV', '74', 'fL', '80-100'),
        ]),
        S('Chemistry', [
            R('ferritin', 'Ferritin', '8', 'ng/mL', '15-150'),
            R('glucose_random', 'Random blood sugar', '96', 'mg/dL', '70-140'),
            R('creatinine', 'Creatinine', '0.6', 'mg/dL', '0.5-1.1'),
        ]),
        S('Serology', [
            Q('hbsag', 'HBsAg', 'Negative', 'Negative'),
            Q('syphilis_treponemal', 'Syphilis (TPHA)', 'Non-reactive', 'Non-reactive'),
            Q('blood_group_abo', 'Blood group', 'O', None, unit=None),
            Q('rh_factor', 'Rh factor', 'Positive', None),
        ]),
    ],
    not_results=['MRN EGH-0418827', '+251 11 552 8804'],
)

DOCS = [br01, et01]
