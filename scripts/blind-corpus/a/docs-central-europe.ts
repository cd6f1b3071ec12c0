/** Reports in the style of labs in Germany, Austria, Switzerland, Poland, Czechia, Hungary and Romania. */
import { kv2, para, Report, type TableOpts } from './model';
import { tableDoc } from './table-doc';

const m = (
  date: string,
  rdate: string,
  lab: string,
  city: string,
  country: string,
  name: string,
  age: string,
  sex: 'male' | 'female',
) => ({
  lab_date: date,
  results_date: rdate,
  lab_name: lab,
  lab_city: city,
  lab_country: country,
  patient_name: name,
  patient_age: age,
  patient_sex: sex,
});

/** German lab group: Tsd./µl, Mio./µl, `Vorwert` column right of the range, table over two pages. */
function de01(): Report {
  const r = new Report({
    id: 'a-de-01',
    country: 'DE',
    language: 'de-DE',
    producer: 'chromium',
    layout: ['table-6col', 'previous-results-column', 'multi-page', 'repeated-header', 'header-footer', 'decimal-comma'],
    split: 'holdout',
    classes: ['8.3', '8.6', '8.7', '15.I'],
    derive: true,
    dec: ',',
    metadata: m('2026-11-18', '2026-11-19', 'MVZ Labor Dr. Weber & Kollegen', 'Leipzig', 'DE', 'Schäfer, Katrin', '57', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 225, align: 'right' },
      { key: 'flag', x: 231 },
      { key: 'unit', x: 250 },
      { key: 'range', x: 335 },
      { key: 'prev', x: 480 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    bottom: 330,
    labels: { name: 'Untersuchung', value: 'Ergebnis', unit: 'Einheit', range: 'Referenzbereich', prev: 'Vorwert' },
    top: (rr, n) => {
      rr.y = 30;
      rr.text(40, 'MVZ Labor Dr. Weber & Kollegen GmbH', 12.5, { bold: true });
      rr.nl(15);
      rr.text(40, 'Fachärzte für Laboratoriumsmedizin — Abteilung Klinische Chemie', 8.5);
      rr.nl(10);
      rr.text(40, 'Prager Straße 118, 04317 Leipzig · Tel. 0341 000000', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Patient:', 'Schäfer, Katrin'],
        ['Auftragsnr.:', '2611181043'],
        ['geb.:', '03.09.1969'],
        ['Entnahme:', '18.11.2026 07:50'],
        ['Geschlecht:', 'weiblich'],
        ['Eingang:', '18.11.2026 10:12'],
        ['Einsender:', 'Praxis Dr. med. H. Brandt'],
        ['Befunddatum:', '19.11.2026'],
      ], 8.5, 11);
      rr.text(480, n > 1 ? 'Vorwert vom 02.05.2026' : 'Vorwert vom 02.05.2026', 7, { italic: true });
      rr.nl(12);
    },
    entries: [
      { section: 'Hämatologie' },
      { id: 'wbc', name: 'Leukozyten', value: '11,9', flag: '+', unit: 'Tsd./µl', range: '3,9 - 10,2', prev: '8,4' },
      { id: 'rbc', name: 'Erythrozyten', value: '4,31', unit: 'Mio./µl', range: '3,9 - 5,2', prev: '4,40' },
      { id: 'hemoglobin', name: 'Hämoglobin', value: '13,1', unit: 'g/dl', range: '12,0 - 15,4', prev: '13,4' },
      { id: 'hematocrit', name: 'Hämatokrit', value: '39,4', unit: '%', range: '35,5 - 45,0', prev: '40,2' },
      { id: 'mcv', name: 'MCV', value: '91,4', unit: 'fl', range: '80 - 99', prev: '91,0' },
      { id: 'mch', name: 'MCH (HbE)', value: '30,4', unit: 'pg', range: '27 - 33,5', prev: '30,5' },
      { id: 'mchc', name: 'MCHC', value: '33,2', unit: 'g/dl', range: '31,5 - 36,0', prev: '33,3' },
      { id: 'platelets', name: 'Thrombozyten', value: '224', unit: 'Tsd./µl', range: '150 - 400', prev: '198' },
      { id: 'rdw_cv', name: 'RDW', value: '13,0', unit: '%', range: '11,6 - 14,4', prev: '' },
      { id: 'neutrophils_pct', name: 'Neutrophile', value: '78,2', flag: '+', unit: '%', range: '40 - 74', prev: '61,0' },
      { id: 'lymphocytes_pct', name: 'Lymphozyten', value: '14,1', flag: '-', unit: '%', range: '19 - 48', prev: '28,9' },
      { id: 'monocytes_pct', name: 'Monozyten', value: '6,0', unit: '%', range: '3,4 - 9,0', prev: '7,1' },
      { id: 'eosinophils_pct', name: 'Eosinophile', value: '1,2', unit: '%', range: '0 - 7', prev: '2,3' },
      { id: 'basophils_pct', name: 'Basophile', value: '0,5', unit: '%', range: '0 - 1,5', prev: '0,7' },
      { section: 'Gerinnung' },
      { id: 'pt_quick_pct', name: 'Quick', value: '96', unit: '%', range: '70 - 130', prev: '101' },
      { id: 'inr', name: 'INR', value: '1,03', unit: '', range: '0,85 - 1,15', prev: '0,98' },
      { id: 'aptt', name: 'aPTT', value: '31', unit: 's', range: '25 - 37', prev: '29' },
      { section: 'Klinische Chemie' },
      { id: 'sodium', name: 'Natrium', value: '139', unit: 'mmol/l', range: '136 - 145', prev: '141' },
      { id: 'potassium', name: 'Kalium', value: '4,1', unit: 'mmol/l', range: '3,5 - 5,1', prev: '4,3' },
      { id: 'creatinine', name: 'Kreatinin', value: '0,82', unit: 'mg/dl', range: '0,50 - 0,90', prev: '0,79' },
      { id: 'egfr', name: 'eGFR (CKD-EPI)', value: '82', unit: 'ml/min/1,73m²', range: '> 60', prev: '86' },
      { id: 'uric_acid', name: 'Harnsäure', value: '5,2', unit: 'mg/dl', range: '2,4 - 5,7', prev: '5,0' },
      { id: 'bilirubin_total', name: 'Bilirubin gesamt', value: '0,6', unit: 'mg/dl', range: '< 1,2', prev: '0,5' },
      { id: 'ast', name: 'GOT (ASAT)', value: '19', unit: 'U/l', range: '< 35', prev: '22' },
      { id: 'alt', name: 'GPT (ALAT)', value: '17', unit: 'U/l', range: '< 35', prev: '20' },
      { id: 'ggt', name: 'Gamma-GT', value: '25', unit: 'U/l', range: '< 40', prev: '27' },
      { id: 'crp', name: 'CRP', value: '38,6', flag: '+', unit: 'mg/l', range: '< 5,0', prev: '1,2' },
      { note: ['Kommentar: Deutlicher CRP-Anstieg mit Neutrophilie, bakterielle Infektion möglich. Kontrolle empfohlen.'] },
      { id: 'cholesterol_total', name: 'Cholesterin', value: '224', flag: '+', unit: 'mg/dl', range: '< 200', prev: '231' },
      { id: 'hdl_cholesterol', name: 'HDL-Cholesterin', value: '62', unit: 'mg/dl', range: '> 45', prev: '58' },
      { id: 'ldl_cholesterol', name: 'LDL-Cholesterin', value: '139', flag: '+', unit: 'mg/dl', range: '< 116', prev: '150' },
      { id: 'triglycerides', name: 'Triglyceride', value: '118', unit: 'mg/dl', range: '< 150', prev: '127' },
      { id: 'tsh', name: 'TSH basal', value: '1,38', unit: 'mU/l', range: '0,27 - 4,20', prev: '1,51' },
      { id: 'hba1c', name: 'HbA1c', value: '5,6', unit: '%', range: '4,0 - 6,0', prev: '5,5' },
      { id: 'hba1c', name: 'HbA1c (IFCC)', value: '38', unit: 'mmol/mol', range: '20 - 42', prev: '37' },
    ],
    tail: (rr) => {
      rr.nl(8);
      para(rr, 40, ['+ = oberhalb, - = unterhalb des Referenzbereichs.  LDL-Zielwerte nach ESC/EAS 2019: < 116 / < 100 / < 70 / < 55 mg/dl je nach Risiko.'], 7);
      rr.notResult('< 70');
      rr.notResult('< 55 mg/dl');
    },
    footer: (p, n, total) => {
      p.items.push(
        { x: 40, y: p.h - 50, text: 'Schäfer, Katrin · geb. 03.09.1969 · Auftrag 2611181043', size: 7 },
        { x: 40, y: p.h - 38, text: 'Ärztlicher Leiter: Dr. med. J. Weber · Akkreditiert nach DIN EN ISO 15189 (D-ML-00000-00-00)', size: 7 },
        { x: 555, y: p.h - 38, text: `Seite ${n} von ${total}`, size: 7.5, align: 'right' },
      );
    },
  });
}

/** German hospital: landscape page, `bis` ranges, qualitative `nicht nachweisbar`, H/L flags. */
function de02(): Report {
  const r = new Report(
    {
      id: 'a-de-02',
      country: 'DE',
      language: 'de-DE',
      producer: 'pdfkit',
      layout: ['landscape', 'range-bis', 'qualitative', 'flag-column', 'previous-results-column'],
      split: 'tune',
      derive: 'scan',
      classes: ['8.2', '8.3', '8.6', '15.B', '8.7'],
      dec: ',',
      metadata: m('2026-10-29', '2026-10-29', 'Städtisches Klinikum Karlsruhe', 'Karlsruhe', 'DE', 'Krüger, Helmut', '74', 'male'),
    },
    [842, 595],
  );
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 300, align: 'right' },
      { key: 'flag', x: 308 },
      { key: 'unit', x: 330 },
      { key: 'range', x: 430 },
      { key: 'prev', x: 600 },
      { key: 'prev2', x: 690 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Parameter', value: 'Ergebnis', flag: '', unit: 'Einheit', range: 'Normbereich', prev: '22.10.26', prev2: '15.10.26' },
    top: (rr) => {
      rr.y = 28;
      rr.text(40, 'Städtisches Klinikum Karlsruhe', 12.5, { bold: true });
      rr.text(800, 'Kumulativbefund', 11, { bold: true, align: 'right' });
      rr.nl(15);
      rr.text(40, 'Zentrallabor — Institut für Laboratoriumsmedizin', 8.5);
      rr.nl(10);
      rr.text(40, 'Moltkestraße 90, 76133 Karlsruhe', 7.5);
      rr.nl(16);
      kv2(rr, 40, 430, [
        ['Patient: Krüger, Helmut   geb. 14.06.1952   m', ''],
        ['Station: Kardiologie K3   Fall-Nr. 40028811', ''],
        ['Probeneingang: 29.10.2026 06:58   Entnahme: 29.10.2026 06:30', ''],
        ['Befund erstellt: 29.10.2026 09:41', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { id: 'hemoglobin', name: 'Hämoglobin', value: '11,8', flag: 'L', unit: 'g/dl', range: '13,5 - 17,5', prev: '12,1', prev2: '12,9' },
      { id: 'wbc', name: 'Leukozyten', value: '9,4', unit: '/nl', range: '4,0 - 10,0', prev: '10,8', prev2: '12,2' },
      { id: 'platelets', name: 'Thrombozyten', value: '171', unit: '/nl', range: '150 - 400', prev: '164', prev2: '180' },
      { id: 'potassium', name: 'Kalium', value: '5,3', flag: 'H', unit: 'mmol/l', range: '3,5 - 5,1', prev: '4,9', prev2: '4,6' },
      { id: 'sodium', name: 'Natrium', value: '134', flag: 'L', unit: 'mmol/l', range: '136 - 145', prev: '136', prev2: '138' },
      { id: 'creatinine', name: 'Kreatinin', value: '1,62', flag: 'H', unit: 'mg/dl', range: '0,70 - 1,20', prev: '1,48', prev2: '1,30' },
      { id: 'egfr', name: 'GFR, geschätzt (CKD-EPI)', value: '42', flag: 'L', unit: 'ml/min/1,73 m²', range: '> 60', prev: '47', prev2: '55' },
      { id: 'troponin_t_hs', name: 'Troponin T hs', value: '38', flag: 'H', unit: 'ng/l', range: 'bis 14', prev: '52', prev2: '61' },
      { id: 'nt_probnp', name: 'NT-proBNP', value: '2.480', flag: 'H', unit: 'pg/ml', range: 'bis 486', prev: '3.120', prev2: '4.010' },
      { id: 'ck', name: 'CK', value: '96', unit: 'U/l', range: 'bis 190', prev: '140', prev2: '312' },
      { id: 'crp', name: 'CRP', value: '4,1', unit: 'mg/l', range: 'bis 5,0', prev: '6,8', prev2: '9,9' },
      { id: 'd_dimer', name: 'D-Dimere', value: '0,38', unit: 'mg/l FEU', range: 'bis 0,50', prev: '', prev2: '' },
      { id: 'magnesium', name: 'Magnesium', value: '0,78', unit: 'mmol/l', range: '0,66 - 1,07', prev: '0,74', prev2: '' },
      { id: 'procalcitonin', name: 'Procalcitonin', value: '< 0,05', valueN: '<0.05', unit: 'ng/ml', range: 'bis 0,5', prev: '', prev2: '' },
      { id: 'hbsag', name: 'HBs-Antigen', value: 'nicht nachweisbar', unit: '', range: 'nicht nachweisbar', rangeN: 'nicht nachweisbar', abnormal: false },
      { id: 'stool_occult_blood', name: 'Hämoglobin im Stuhl (iFOBT)', value: 'nicht nachweisbar', unit: '', range: '', rangeN: '', abnormal: false },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 30, text: `Validiert: Dr. S. Hoffmann, Fachärztin für Laboratoriumsmedizin — Seite ${n}/${total}`, size: 7 });
    },
  });
}

/** Austrian lab (Type 3): `Befund`, `Vorbefund`, ranges with `bis`, arrows after values. */
function at01(): Report {
  const r = new Report({
    id: 'a-at-01',
    country: 'AT',
    language: 'de-AT',
    producer: 'matplotlib',
    layout: ['previous-results-column', 'flag-arrow-glued', 'range-bis', 'decimal-comma'],
    split: 'holdout',
    classes: ['8.3', '15.D', '8.6', '8.7'],
    derive: true,
    dec: ',',
    metadata: m('2026-09-22', '2026-09-23', 'Labor Dr. Gruber', 'Graz', 'AT', 'Elisabeth Hofer', '41', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 220, align: 'left' },
      { key: 'unit', x: 280 },
      { key: 'range', x: 350 },
      { key: 'prev', x: 480 },
    ],
    size: 8.5,
    flagMode: 'suffix',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Analyse', value: 'Befund', unit: 'Einheit', range: 'Referenz', prev: 'Vorbefund' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Labor Dr. Gruber', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Medizinisch-diagnostisches Laboratorium — Hämatologie und Chemie', 8.5);
      rr.nl(10);
      rr.text(40, 'Annenstraße 25, 8020 Graz · Tel. 0316 000000', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Frau Elisabeth Hofer', ''],
        ['Abnahmedatum: 22.09.2026', ''],
        ['Geburtsdatum: 17.01.1985', ''],
        ['Befunddatum: 23.09.2026', ''],
        ['Leonhardstraße 40/5, 8010 Graz', ''],
        ['SVNR: 1234 170185', ''],
      ], 8.5, 11);
      rr.text(480, '(14.03.2026)', 7);
      rr.nl(10);
    },
    entries: [
      { section: 'Blutbild' },
      { id: 'wbc', name: 'Leukozyten', value: '4,2', unit: 'G/l', range: '4,0 - 10,0', prev: '5,0' },
      { id: 'hemoglobin', name: 'Hämoglobin', value: '11,6', flag: '↓', unit: 'g/dl', range: '12,0 - 16,0', prev: '12,4' },
      { id: 'platelets', name: 'Thrombozyten', value: '268', unit: 'G/l', range: '150 - 400', prev: '251' },
      { id: 'mcv', name: 'MCV', value: '79,2', flag: '↓', unit: 'fl', range: '80 - 98', prev: '82,1' },
      { section: 'Eisenstoffwechsel' },
      { id: 'iron', name: 'Eisen', value: '41', flag: '↓', unit: 'µg/dl', range: '50 - 170', prev: '66' },
      { id: 'ferritin', name: 'Ferritin', value: '7', flag: '↓', unit: 'ng/ml', range: '15 - 150', prev: '18' },
      { id: 'transferrin', name: 'Transferrin', value: '362', flag: '↑', unit: 'mg/dl', range: '200 - 360', prev: '330' },
      { id: 'transferrin_saturation', name: 'Transferrinsättigung', value: '8', flag: '↓', unit: '%', range: '16 - 45', prev: '14' },
      { section: 'Schilddrüse' },
      { id: 'tsh', name: 'TSH', value: '2,10', unit: 'µU/ml', range: '0,35 - 4,94', prev: '1,96' },
      { id: 'anti_tpo', name: 'TPO-AK', value: '< 10', valueN: '<10', unit: 'IU/ml', range: 'bis 34', prev: '< 10' },
      { section: 'Vitamine' },
      { id: 'vitamin_b12', name: 'Vitamin B12', value: '245', unit: 'pg/ml', range: '197 - 771', prev: '' },
      { id: 'folate', name: 'Folsäure', value: '3,1', flag: '↓', unit: 'ng/ml', range: '> 3,9', prev: '' },
      { id: 'vitamin_d_25oh', name: '25-OH-Vitamin D3', value: '18,2', flag: '↓', unit: 'ng/ml', range: '30 - 100', prev: '21,4' },
    ],
    tail: (rr) => {
      rr.nl(8);
      para(rr, 40, ['Befundinterpretation: Eisenmangel mit beginnender mikrozytärer Anämie. Folsäure erniedrigt.', 'Vitamin D: < 20 ng/ml Mangel, 20 - 30 ng/ml Insuffizienz, 30 - 100 ng/ml ausreichend.'], 7.5);
      rr.notResult('< 20 ng/ml Mangel');
      rr.notResult('20 - 30 ng/ml Insuffizienz');
    },
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Dr. Martina Gruber, Fachärztin für Medizinische und Chemische Labordiagnostik · Seite ${n}/${total}`, size: 7 });
    },
  });
}

/** Swiss lab (French-speaking Romandie): apostrophe thousands, `Valeurs de référence`, H/L column. */
function ch01(): Report {
  const r = new Report({
    id: 'a-ch-01',
    country: 'CH',
    language: 'fr-CH',
    producer: 'chromium',
    font: "'DejaVu Sans', sans-serif",
    layout: ['table-5col', 'flag-column', 'thousands-apostrophe', 'sex-banded-range'],
    split: 'tune',
    derive: 'scan',
    classes: ['15.F', '15.G', '8.7', '8.6'],
    dec: '.',
    metadata: m('2026-11-02', '2026-11-03', 'Unilabs Lausanne', 'Lausanne', 'CH', 'FAVRE Nicolas', '36', 'male'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 230, align: 'right' },
      { key: 'flag', x: 238 },
      { key: 'unit', x: 255 },
      { key: 'range', x: 340 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Analyse', value: 'Résultat', unit: 'Unité', range: 'Valeurs de référence' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Unilabs Lausanne', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Laboratoire de chimie clinique et d’hématologie', 8.5);
      rr.nl(10);
      rr.text(40, 'Avenue de Provence 10, 1007 Lausanne', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Patient :', 'FAVRE Nicolas'],
        ['Date de prélèvement :', '02.11.2026 09:10'],
        ['Date de naissance :', '27.05.1990'],
        ['Date du rapport :', '03.11.2026'],
        ['Sexe :', 'masculin'],
        ['Médecin :', 'Dr. C. Berset, Pully'],
        ['Adresse :', 'Chemin des Vignes 6, 1009 Pully'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'Hématologie' },
      { id: 'hemoglobin', name: 'Hémoglobine', value: '152', unit: 'g/l', range: 'H: 134 - 170  F: 117 - 153', rangeN: 'M: 134-170 / F: 117-153' },
      { id: 'wbc', name: 'Leucocytes', value: '5.6', unit: 'G/l', range: '3.5 - 10.0' },
      { id: 'platelets', name: 'Thrombocytes', value: '241', unit: 'G/l', range: '150 - 400' },
      { section: 'Chimie' },
      { id: 'ck', name: 'CK', value: "1'240", valueN: '1240', flag: 'H', unit: 'U/l', range: '< 190' },
      { id: 'creatinine', name: 'Créatinine', value: '91', unit: 'µmol/l', range: 'H: 62 - 106  F: 44 - 80', rangeN: 'M: 62-106 / F: 44-80' },
      { id: 'ast', name: 'ASAT', value: '58', flag: 'H', unit: 'U/l', range: '< 50' },
      { id: 'alt', name: 'ALAT', value: '44', unit: 'U/l', range: '< 50' },
      { id: 'ldh', name: 'LDH', value: '276', flag: 'H', unit: 'U/l', range: '135 - 225' },
      { id: 'ferritin', name: 'Ferritine', value: '186', unit: 'µg/l', range: 'H: 30 - 400  F: 15 - 150', rangeN: 'M: 30-400 / F: 15-150' },
      { id: 'testosterone_total', name: 'Testostérone', value: '18.4', unit: 'nmol/l', range: '8.6 - 29.0' },
      { note: ['Commentaire : élévation de la CK compatible avec un effort physique intense récent. Contrôle à distance conseillé.'] },
      { id: 'urine_albumin_creatinine_ratio', name: 'Albumine/créatinine urinaire', value: '1.1', unit: 'mg/mmol', range: '< 3.0' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `H = sexe masculin, F = sexe féminin · Résultats validés par Dr. M. Rochat, FAMH · Page ${n}/${total}`, size: 7 });
    },
  });
}

/** Polish private lab: `Data pobrania`, `tys./µl`, `mln/µl`, ranges in a `Zakres referencyjny` column. */
function pl01(): Report {
  const r = new Report({
    id: 'a-pl-01',
    country: 'PL',
    language: 'pl-PL',
    producer: 'pdfkit',
    layout: ['table-5col', 'flag-column', 'decimal-comma', 'qualitative'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.6', '8.7', '8.2'],
    dec: ',',
    metadata: m('2026-10-14', '2026-10-14', 'Laboratorium Medyczne DiagMed', 'Kraków', 'PL', 'NOWAK AGNIESZKA', '39', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 240, align: 'right' },
      { key: 'flag', x: 246 },
      { key: 'unit', x: 262 },
      { key: 'range', x: 350 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Badanie', value: 'Wynik', unit: 'Jednostka', range: 'Zakres referencyjny' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Laboratorium Medyczne DiagMed Sp. z o.o.', 12.5, { bold: true });
      rr.nl(15);
      rr.text(40, 'Pracownia Hematologii i Biochemii', 8.5);
      rr.nl(10);
      rr.text(40, 'ul. Długa 52, 31-146 Kraków', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Pacjent:', 'NOWAK AGNIESZKA'],
        ['Data pobrania:', '14.10.2026 07:35'],
        ['PESEL:', '87051204567'],
        ['Data wydania:', '14.10.2026 14:02'],
        ['Wiek:', '39 lat   Płeć: K'],
        ['Zlecający:', 'lek. P. Zieliński'],
        ['Adres:', 'ul. Lea 112/4, 30-133 Kraków'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'MORFOLOGIA KRWI' },
      { id: 'wbc', name: 'WBC (leukocyty)', value: '6,12', unit: 'tys./µl', range: '4,00 - 10,00' },
      { id: 'rbc', name: 'RBC (erytrocyty)', value: '4,55', unit: 'mln/µl', range: '3,80 - 5,20' },
      { id: 'hemoglobin', name: 'HGB (hemoglobina)', value: '13,5', unit: 'g/dl', range: '12,0 - 16,0' },
      { id: 'hematocrit', name: 'HCT (hematokryt)', value: '40,1', unit: '%', range: '37,0 - 47,0' },
      { id: 'platelets', name: 'PLT (płytki krwi)', value: '132', flag: 'L', unit: 'tys./µl', range: '150 - 410' },
      { id: 'mpv', name: 'MPV', value: '11,8', flag: 'H', unit: 'fl', range: '7,4 - 10,4' },
      { section: 'BIOCHEMIA' },
      { id: 'glucose', name: 'Glukoza', value: '101', flag: 'H', unit: 'mg/dl', range: '70 - 99' },
      { id: 'alt', name: 'ALT (AlAT)', value: '22', unit: 'U/l', range: '< 34' },
      { id: 'ast', name: 'AST (AspAT)', value: '20', unit: 'U/l', range: '< 31' },
      { id: 'tsh', name: 'TSH', value: '4,92', flag: 'H', unit: 'µIU/ml', range: '0,27 - 4,20' },
      { id: 'free_t4', name: 'FT4', value: '1,02', unit: 'ng/dl', range: '0,93 - 1,70' },
      { id: 'anti_tpo', name: 'Anty-TPO', value: '186,0', flag: 'H', unit: 'IU/ml', range: '< 34,0' },
      { section: 'SEROLOGIA' },
      { id: 'toxoplasma_igg', name: 'Toxoplasma gondii IgG', value: 'ujemny', unit: '', range: '', rangeN: '', abnormal: false },
      { id: 'rubella_igg', name: 'Różyczka IgG', value: '48,2', unit: 'IU/ml', range: '> 10,0' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Autoryzował: mgr Katarzyna Wójcik, diagnosta laboratoryjny nr 12345 — Strona ${n} z ${total}`, size: 7 });
    },
  });
}

/** Czech hospital (Type 3): `Datum odběru`, names like `S-Glukóza`, arrows in a separate column. */
function cz01(): Report {
  const r = new Report({
    id: 'a-cz-01',
    country: 'CZ',
    language: 'cs-CZ',
    producer: 'matplotlib',
    layout: ['table-5col', 'specimen-prefix-names', 'flag-arrow-column', 'decimal-comma'],
    split: 'tune',
    derive: 'scan',
    classes: ['8.6', '8.7', '15.D'],
    dec: ',',
    metadata: m('2026-11-10', '2026-11-10', 'Fakultní nemocnice Brno', 'Brno', 'CZ', 'DVOŘÁK Jan', '62', 'male'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 230, align: 'right' },
      { key: 'flag', x: 240 },
      { key: 'unit', x: 258 },
      { key: 'range', x: 350 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Vyšetření', value: 'Výsledek', unit: 'Jednotka', range: 'Ref. meze' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Fakultní nemocnice Brno', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Oddělení klinické biochemie', 8.5);
      rr.nl(10);
      rr.text(40, 'Jihlavská 20, 625 00 Brno', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Pacient:', 'DVOŘÁK Jan'],
        ['Datum odběru:', '10.11.2026 06:45'],
        ['Rodné číslo:', '640312/1234'],
        ['Datum výsledku:', '10.11.2026 11:20'],
        ['Pohlaví:', 'muž'],
        ['Oddělení:', 'Interní gastroenterologická klinika'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { id: 'glucose', name: 'S-Glukóza', value: '7,9', flag: '↑', unit: 'mmol/l', range: '3,9 - 5,6' },
      { id: 'urea', name: 'S-Urea', value: '6,4', unit: 'mmol/l', range: '2,8 - 8,1' },
      { id: 'creatinine', name: 'S-Kreatinin', value: '98', unit: 'µmol/l', range: '64 - 104' },
      { id: 'bilirubin_total', name: 'S-Bilirubin celkový', value: '34,2', flag: '↑', unit: 'µmol/l', range: '2,0 - 21,0' },
      { id: 'alt', name: 'S-ALT', value: '2,41', flag: '↑', unit: 'µkat/l', range: '0,10 - 0,85' },
      { id: 'ast', name: 'S-AST', value: '1,88', flag: '↑', unit: 'µkat/l', range: '0,10 - 0,85' },
      { id: 'ggt', name: 'S-GMT', value: '4,12', flag: '↑', unit: 'µkat/l', range: '0,14 - 1,68' },
      { id: 'alp', name: 'S-ALP', value: '2,05', unit: 'µkat/l', range: '0,66 - 2,20' },
      { id: 'albumin', name: 'S-Albumin', value: '31,4', flag: '↓', unit: 'g/l', range: '35,0 - 52,0' },
      { id: 'hba1c', name: 'B-HbA1c', value: '61', flag: '↑', unit: 'mmol/mol', range: '20 - 42' },
      { id: 'inr', name: 'P-INR', value: '1,34', flag: '↑', unit: '', range: '0,80 - 1,20' },
      { id: 'hemoglobin', name: 'B-Hemoglobin', value: '128', flag: '↓', unit: 'g/l', range: '135 - 175' },
      { id: 'platelets', name: 'B-Trombocyty', value: '118', flag: '↓', unit: '10^9/l', range: '150 - 400' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Výsledky ověřil: RNDr. P. Novotná — strana ${n}/${total}`, size: 7 });
    },
  });
}

/** Hungarian lab: `Mintavétel ideje`, units `G/l`, `T/l`, range column with `alatt`/`felett`. */
function hu01(): Report {
  const r = new Report({
    id: 'a-hu-01',
    country: 'HU',
    language: 'hu-HU',
    producer: 'chromium',
    layout: ['table-5col', 'flag-column', 'decimal-comma', 'range-words'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.6', '8.7', '8.2'],
    dec: ',',
    metadata: m('2026-10-06', '2026-10-06', 'Synlab Budapest Diagnosztikai Központ', 'Budapest', 'HU', 'Kovács Eszter', '48', 'female'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 235, align: 'right' },
      { key: 'flag', x: 242 },
      { key: 'unit', x: 258 },
      { key: 'range', x: 340 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Vizsgálat', value: 'Eredmény', unit: 'Mértékegység', range: 'Referencia tartomány' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Synlab Budapest Diagnosztikai Központ', 12.5, { bold: true });
      rr.nl(15);
      rr.text(40, 'Klinikai kémiai és hematológiai laboratórium', 8.5);
      rr.nl(10);
      rr.text(40, '1119 Budapest, Fehérvári út 12.', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Név:', 'Kovács Eszter'],
        ['Mintavétel ideje:', '2026.10.06. 08:15'],
        ['Születési dátum:', '1978.04.09.'],
        ['Lelet kiadva:', '2026.10.06. 15:30'],
        ['Nem:', 'nő'],
        ['TAJ:', '123 456 789'],
        ['Lakcím:', '1137 Budapest, Pozsonyi út 20.'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'Hematológia' },
      { id: 'wbc', name: 'Fehérvérsejtszám (WBC)', value: '7,3', unit: 'G/l', range: '4,0 - 10,0' },
      { id: 'rbc', name: 'Vörösvérsejtszám (RBC)', value: '4,62', unit: 'T/l', range: '3,80 - 5,20' },
      { id: 'hemoglobin', name: 'Hemoglobin', value: '141', unit: 'g/l', range: '120 - 160' },
      { id: 'platelets', name: 'Trombocitaszám', value: '288', unit: 'G/l', range: '150 - 400' },
      { id: 'esr', name: 'Süllyedés (We)', value: '34', flag: 'H', unit: 'mm/h', range: '20 alatt', rangeN: '<20' },
      { section: 'Klinikai kémia' },
      { id: 'glucose', name: 'Glükóz', value: '5,4', unit: 'mmol/l', range: '3,6 - 6,0' },
      { id: 'cholesterol_total', name: 'Koleszterin', value: '6,4', flag: 'H', unit: 'mmol/l', range: '5,2 alatt', rangeN: '<5.2' },
      { id: 'hdl_cholesterol', name: 'HDL-koleszterin', value: '1,5', unit: 'mmol/l', range: '1,2 felett', rangeN: '>1.2' },
      { id: 'ldl_cholesterol', name: 'LDL-koleszterin', value: '4,2', flag: 'H', unit: 'mmol/l', range: '3,4 alatt', rangeN: '<3.4' },
      { id: 'triglycerides', name: 'Triglicerid', value: '1,6', unit: 'mmol/l', range: '1,7 alatt', rangeN: '<1.7' },
      { id: 'crp', name: 'CRP', value: '11,2', flag: 'H', unit: 'mg/l', range: '5,0 alatt', rangeN: '<5.0' },
      { id: 'rheumatoid_factor', name: 'Reuma faktor', value: '9', unit: 'IU/ml', range: '14 alatt', rangeN: '<14' },
      { id: 'anti_ccp', name: 'Anti-CCP', value: '< 7', valueN: '<7', unit: 'U/ml', range: '17 alatt', rangeN: '<17' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Dr. Szabó Gábor laborszakorvos — Oldal: ${n}/${total}`, size: 7 });
    },
  });
}

/** Romanian lab: the page is printed sideways (content rotated 90°), `Data recoltării`. */
function ro01(): Report {
  const r = new Report({
    id: 'a-ro-01',
    country: 'RO',
    language: 'ro-RO',
    producer: 'pdfkit',
    layout: ['rotated-page', 'table-5col', 'decimal-comma', 'flag-star'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.6', '8.7', '8.2'],
    dec: ',',
    metadata: m('2026-09-16', '2026-09-17', 'Laborator Analize Medicale Bioclinica', 'Cluj-Napoca', 'RO', 'POPESCU ANDREI', '55', 'male'),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 240, align: 'right' },
      { key: 'flag', x: 246 },
      { key: 'unit', x: 262 },
      { key: 'range', x: 350 },
    ],
    size: 8.5,
  };
  const doc = tableDoc(r, {
    t,
    labels: { name: 'Analiză', value: 'Rezultat', unit: 'UM', range: 'Interval de referință' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Laborator Analize Medicale Bioclinica', 12.5, { bold: true });
      rr.nl(15);
      rr.text(40, 'Punct de recoltare Mărăști — Biochimie', 8.5);
      rr.nl(10);
      rr.text(40, 'Str. Aurel Vlaicu 3, 400582 Cluj-Napoca', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Nume:', 'POPESCU ANDREI'],
        ['Data recoltării:', '16.09.2026'],
        ['Vârsta:', '55 ani'],
        ['Data eliberării:', '17.09.2026'],
        ['Sex:', 'M'],
        ['CNP:', '1710513120000'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { id: 'glucose', name: 'Glicemie', value: '112', flag: '*', unit: 'mg/dL', range: '74 - 106' },
      { id: 'hba1c', name: 'Hemoglobină glicată (HbA1c)', value: '6,2', flag: '*', unit: '%', range: '4,8 - 5,9' },
      { id: 'cholesterol_total', name: 'Colesterol total', value: '187', unit: 'mg/dL', range: '< 200' },
      { id: 'triglycerides', name: 'Trigliceride', value: '203', flag: '*', unit: 'mg/dL', range: '< 150' },
      { id: 'creatinine', name: 'Creatinină serică', value: '0,96', unit: 'mg/dL', range: '0,70 - 1,20' },
      { id: 'uric_acid', name: 'Acid uric', value: '8,1', flag: '*', unit: 'mg/dL', range: '3,4 - 7,0' },
      { id: 'alt', name: 'TGP (ALT)', value: '36', unit: 'U/L', range: '< 41' },
      { id: 'ast', name: 'TGO (AST)', value: '29', unit: 'U/L', range: '< 40' },
      { id: 'ggt', name: 'GGT', value: '78', flag: '*', unit: 'U/L', range: '10 - 71' },
      { id: 'esr', name: 'VSH', value: '12', unit: 'mm/h', range: '1 - 15' },
      { id: 'urine_glucose', name: 'Glucoză urinară', value: 'Absent', unit: '', range: 'Absent', rangeN: 'Absent', abnormal: false },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Rezultatele marcate cu * sunt în afara intervalului de referință · Pagina ${n}/${total}`, size: 7 });
    },
  });
  doc.pages.forEach((p) => {
    p.rotated = true;
  });
  return doc;
}

export const docs = [de01, de02, at01, ch01, pl01, cz01, hu01, ro01];
