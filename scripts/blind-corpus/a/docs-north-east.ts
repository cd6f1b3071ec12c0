/** Reports in the style of labs in Sweden, Denmark, Norway, Finland and Turkey. */
import { kv2, para, Report, type TableOpts } from './model';
import { tableDoc } from './table-doc';

const m = (
  date: string,
  rdate: string,
  lab: string,
  city: string,
  country: string,
  name: string,
  age: string | null,
  sex: 'male' | 'female' | null,
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

/** Swedish regional lab: specimen-prefixed names (`B-Hb`, `P-Kreatinin`), `*` flags, ranges with `<`. */
function se01(): Report {
  const r = new Report({
    id: 'a-se-01',
    country: 'SE',
    language: 'sv-SE',
    producer: 'chromium',
    layout: ['specimen-prefix-names', 'flag-star', 'decimal-comma', 'range-lt-gt'],
    split: 'tune',
    derive: 'scan',
    classes: ['8.6', '8.7', '8.2'],
    dec: ',',
    metadata: m('2026-11-13', '2026-11-13', 'Akademiska sjukhuset', 'Uppsala', 'SE', 'Lindqvist, Karin', '64', null),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 220, align: 'right' },
      { key: 'flag', x: 226 },
      { key: 'unit', x: 240 },
      { key: 'range', x: 320 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Analys', value: 'Resultat', unit: 'Enhet', range: 'Referensintervall' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Akademiska sjukhuset', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Klinisk kemi och farmakologi', 8.5);
      rr.nl(10);
      rr.text(40, 'Sjukhusvägen 1, 751 85 Uppsala', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Patient:', 'Lindqvist, Karin'],
        ['Provtagning:', '2026-11-13 08:05'],
        ['Personnr:', '19620315-1244'],
        ['Svar:', '2026-11-13 13:10'],
        ['Remittent:', 'Vårdcentralen Gränby'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { id: 'hemoglobin', name: 'B-Hb', value: '126', unit: 'g/L', range: '117 - 153' },
      { id: 'wbc', name: 'B-LPK', value: '5,9', unit: '10^9/L', range: '3,5 - 8,8' },
      { id: 'platelets', name: 'B-TPK', value: '201', unit: '10^9/L', range: '165 - 387' },
      { id: 'sodium', name: 'P-Natrium', value: '141', unit: 'mmol/L', range: '137 - 145' },
      { id: 'potassium', name: 'P-Kalium', value: '3,3', flag: '*', unit: 'mmol/L', range: '3,5 - 4,6' },
      { id: 'creatinine', name: 'P-Kreatinin', value: '71', unit: 'µmol/L', range: '45 - 90' },
      { id: 'egfr', name: 'eGFR (LMrev)', value: '74', unit: 'mL/min/1,73m²', range: '> 60' },
      { id: 'crp', name: 'P-CRP', value: '< 5', valueN: '<5', unit: 'mg/L', range: '< 5' },
      { id: 'hba1c', name: 'B-HbA1c', value: '49', flag: '*', unit: 'mmol/mol', range: '27 - 42' },
      { id: 'cholesterol_total', name: 'P-Kolesterol', value: '5,8', unit: 'mmol/L', range: '', rangeN: '' },
      { id: 'ldl_cholesterol', name: 'P-LDL-kolesterol', value: '3,7', unit: 'mmol/L', range: '', rangeN: '' },
      { id: 'tsh', name: 'S-TSH', value: '1,9', unit: 'mIE/L', range: '0,4 - 4,0' },
      { id: 'calcium', name: 'P-Kalcium', value: '2,38', unit: 'mmol/L', range: '2,15 - 2,50' },
      { id: 'urine_albumin_creatinine_ratio', name: 'U-Albumin/Kreatinin', value: '2,1', unit: 'g/mol', range: '< 3,0' },
    ],
    tail: (rr) => {
      rr.nl(6);
      para(rr, 40, ['* = utanför referensintervall. Lipider: målvärde beror på kardiovaskulär risk (ESC 2019).'], 7.5);
    },
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Akademiska sjukhuset · Klinisk kemi · sida ${n} (${total})`, size: 7 });
    },
  });
}

/** Danish hospital (Type 3): `Prøvetagning`, specimen prefixes, `H`/`L` flag column, ratios without unit. */
function dk01(): Report {
  const r = new Report({
    id: 'a-dk-01',
    country: 'DK',
    language: 'da-DK',
    producer: 'matplotlib',
    layout: ['specimen-prefix-names', 'flag-column', 'decimal-comma', 'unitless-rows'],
    split: 'holdout',
    classes: ['15.B', '8.6', '8.7'],
    derive: true,
    dec: ',',
    metadata: m('2026-10-23', '2026-10-23', 'Rigshospitalet', 'København', 'DK', 'Mads Sørensen', '52', null),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 240, align: 'right' },
      { key: 'flag', x: 248 },
      { key: 'unit', x: 262 },
      { key: 'range', x: 350 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Analyse', value: 'Resultat', unit: 'Enhed', range: 'Referenceinterval' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Rigshospitalet', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Klinisk Biokemisk Afdeling', 8.5);
      rr.nl(10);
      rr.text(40, 'Blegdamsvej 9, 2100 København Ø', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Navn:', 'Mads Sørensen'],
        ['Prøvetagning:', '23.10.2026 kl. 07:40'],
        ['CPR:', '140474-XXXX'],
        ['Svardato:', '23.10.2026'],
        ['Alder:', '52 år'],
        ['Rekvirent:', 'Kardiologisk Klinik'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { id: 'hemoglobin', name: 'Hæmoglobin;B', value: '8,9', unit: 'mmol/L', range: '8,3 - 10,5' },
      { id: 'wbc', name: 'Leukocytter;B', value: '7,8', unit: '×10^9/L', range: '3,5 - 10,0' },
      { id: 'inr', name: 'Koagulationsfaktor II+VII+X (INR);P', value: '2,6', flag: 'H', unit: '', range: '< 1,2' },
      { id: 'sodium', name: 'Natrium;P', value: '138', unit: 'mmol/L', range: '137 - 144' },
      { id: 'potassium', name: 'Kalium;P', value: '4,4', unit: 'mmol/L', range: '3,5 - 4,4' },
      { id: 'creatinine', name: 'Kreatinin;P', value: '112', flag: 'H', unit: 'µmol/L', range: '60 - 105' },
      { id: 'egfr', name: 'eGFR', value: '66', unit: 'mL/min/1,73m²', range: '> 60' },
      { id: 'albumin_globulin_ratio', name: 'Albumin/globulin-ratio;P', value: '1,3', unit: '', range: '1,1 - 2,2' },
      { id: 'nt_probnp', name: 'NT-proBNP;P', value: '310', flag: 'H', unit: 'ng/L', range: '< 125' },
      { id: 'troponin_i_hs', name: 'Troponin I;P', value: '8', unit: 'ng/L', range: '< 45' },
      { id: 'cholesterol_total', name: 'Kolesterol;P', value: '4,1', unit: 'mmol/L', range: '< 5,0' },
      { id: 'ldl_cholesterol', name: 'Kolesterol LDL;P', value: '2,2', unit: 'mmol/L', range: '< 3,0' },
      { id: 'apob_apoa1_ratio', name: 'Apolipoprotein B/A1-ratio;P', value: '0,71', unit: '', range: '< 0,90' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Udskrevet 23.10.2026 — side ${n} af ${total}`, size: 7 });
    },
  });
}

/** Finnish lab: `fB-Gluk`, `P -Krea` style abbreviations, range column with `<`, flags `+`/`-`. */
function fi01(): Report {
  const r = new Report({
    id: 'a-fi-01',
    country: 'FI',
    language: 'fi-FI',
    producer: 'pdfkit',
    font: 'mono',
    layout: ['specimen-prefix-names', 'flag-plus-minus', 'monospace', 'decimal-comma', 'dob-only-age'],
    split: 'tune',
    derive: 'scan',
    classes: ['8.6', '8.7', '15.K'],
    dec: ',',
    metadata: m('2026-09-08', '2026-09-08', 'HUSLAB', 'Helsinki', 'FI', 'Virtanen Aino', '30', null),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 200, align: 'right' },
      { key: 'flag', x: 206 },
      { key: 'unit', x: 222 },
      { key: 'range', x: 310 },
    ],
    size: 8.5,
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Tutkimus', value: 'Tulos', unit: 'Yksikkö', range: 'Viitearvot' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'HUSLAB', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Kliininen kemia ja hematologia, Meilahden laboratorio', 8.5);
      rr.nl(10);
      rr.text(40, 'Haartmaninkatu 4, 00290 Helsinki', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Potilas:', 'Virtanen Aino'],
        ['Näytteenotto:', '08.09.2026 07:55'],
        ['Syntymäaika:', '12.04.1996'],
        ['Vastaus:', '08.09.2026 12:40'],
        ['Osoite:', 'Mannerheimintie 110 B 12, 00250 Helsinki'],
        ['', ''],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { id: 'hemoglobin', name: 'B -Hb', value: '117', flag: '-', unit: 'g/l', range: '117 - 155', abnormal: true },
      { id: 'wbc', name: 'B -Leuk', value: '6,1', unit: 'E9/l', range: '3,4 - 8,2' },
      { id: 'platelets', name: 'B -Trom', value: '254', unit: 'E9/l', range: '150 - 360' },
      { id: 'glucose', name: 'fP -Gluk', value: '5,4', unit: 'mmol/l', range: '4,0 - 6,0' },
      { id: 'creatinine', name: 'P -Krea', value: '63', unit: 'µmol/l', range: '50 - 90' },
      { id: 'alt', name: 'P -ALAT', value: '14', unit: 'U/l', range: '< 35' },
      { id: 'ferritin', name: 'P -Ferrit', value: '6', flag: '-', unit: 'µg/l', range: '15 - 125' },
      { id: 'tsh', name: 'P -TSH', value: '2,1', unit: 'mU/l', range: '0,5 - 3,6' },
      { id: 'free_t4', name: 'P -T4-V', value: '14,8', unit: 'pmol/l', range: '11 - 20' },
      { id: 'crp', name: 'P -CRP', value: '< 3', valueN: '<3', unit: 'mg/l', range: '< 10' },
      { id: 'tissue_transglutaminase_iga', name: 'S -TransgAb', value: '< 7', valueN: '<7', unit: 'U/ml', range: '< 7' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `+ / - = viitealueen ylä- / alapuolella   sivu ${n}/${total}`, size: 7 });
    },
  });
}

/** Turkish university hospital (Type 3): `Numune alma tarihi`, `Sonuç`, `Referans Aralığı`, H/L column. */
function tr01(): Report {
  const r = new Report({
    id: 'a-tr-01',
    country: 'TR',
    language: 'tr-TR',
    producer: 'matplotlib',
    layout: ['table-5col', 'flag-column', 'decimal-point', 'qualitative', 'header-footer'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.6', '8.7', '15.K', '8.2'],
    dec: '.',
    metadata: m('2026-11-19', '2026-11-19', 'Hacettepe Üniversitesi Hastaneleri', 'Ankara', 'TR', 'Ayşe Yılmaz', '46', 'female'),
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
    labels: { name: 'Tetkik Adı', value: 'Sonuç', unit: 'Birim', range: 'Referans Aralığı' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Hacettepe Üniversitesi Hastaneleri', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Merkez Laboratuvarı — Biyokimya', 8.5);
      rr.nl(10);
      rr.text(40, 'Sıhhiye, 06230 Altındağ/Ankara', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Hasta Adı Soyadı:', 'AYŞE YILMAZ'],
        ['Numune alma tarihi:', '19.11.2026 08:22'],
        ['Doğum Tarihi:', '05.07.1980'],
        ['Onay tarihi:', '19.11.2026 13:05'],
        ['Cinsiyet:', 'Kadın   Yaş: 46'],
        ['Protokol No:', '26-448210'],
        ['Adres:', 'Bahçelievler Mah. 7. Cad. No: 14, Çankaya/Ankara'],
        ['Tel:', '0532 000 00 00'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { section: 'HEMOGRAM' },
      { id: 'wbc', name: 'WBC', value: '8.21', unit: '10^3/µL', range: '4.5 - 11' },
      { id: 'hemoglobin', name: 'HGB', value: '12.9', unit: 'g/dL', range: '12 - 16' },
      { id: 'platelets', name: 'PLT', value: '402', flag: 'H', unit: '10^3/µL', range: '150 - 400' },
      { section: 'BİYOKİMYA' },
      { id: 'glucose', name: 'Glukoz (açlık)', value: '99', unit: 'mg/dL', range: '74 - 106' },
      { id: 'creatinine', name: 'Kreatinin', value: '0.64', unit: 'mg/dL', range: '0.51 - 0.95' },
      { id: 'alt', name: 'Alanin aminotransferaz (ALT)', value: '12', unit: 'U/L', range: '0 - 33' },
      { id: 'vitamin_b12', name: 'Vitamin B12', value: '168', flag: 'L', unit: 'pg/mL', range: '197 - 771' },
      { id: 'vitamin_d_25oh', name: '25-OH Vitamin D', value: '9.8', flag: 'L', unit: 'ng/mL', range: '20 - 100' },
      { id: 'ferritin', name: 'Ferritin', value: '27.9', unit: 'ng/mL', range: '13 - 150' },
      { id: 'tsh', name: 'TSH', value: '0.12', flag: 'L', unit: 'µIU/mL', range: '0.27 - 4.2' },
      { id: 'free_t4', name: 'Serbest T4', value: '1.98', flag: 'H', unit: 'ng/dL', range: '0.93 - 1.7' },
      { section: 'SEROLOJİ' },
      { id: 'hbsag', name: 'HBsAg', value: 'Negatif', unit: '', range: 'Negatif', rangeN: 'Negatif', abnormal: false },
      { id: 'anti_hbs', name: 'Anti-HBs', value: '312', unit: 'mIU/mL', range: '> 10' },
      { id: 'anti_hcv', name: 'Anti-HCV', value: 'Negatif', unit: '', range: 'Negatif', rangeN: 'Negatif', abnormal: false },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `Bu rapor elektronik olarak onaylanmıştır. Uzm. Dr. M. Demir — Sayfa ${n}/${total}`, size: 7 });
    },
  });
}

/** Norwegian GP print-out (Chromium): `Prøvedato`, ranges in brackets, `H`/`L` glued after values. */
function no01(): Report {
  const r = new Report({
    id: 'a-no-01',
    country: 'NO',
    language: 'nb-NO',
    producer: 'chromium',
    layout: ['bracket-range', 'flag-glued', 'decimal-comma'],
    split: 'holdout',
    derive: 'scan',
    classes: ['8.2', '8.6', '15.D'],
    dec: ',',
    metadata: m('2026-10-01', '2026-10-02', 'Fürst Medisinsk Laboratorium', 'Oslo', 'NO', 'Haugen, Ola Nordmann', '49', null),
  });
  const t: TableOpts = {
    cols: [
      { key: 'name', x: 40 },
      { key: 'value', x: 210, align: 'left' },
      { key: 'unit', x: 265 },
      { key: 'range', x: 340 },
    ],
    size: 8.5,
    flagMode: 'suffix',
  };
  return tableDoc(r, {
    t,
    labels: { name: 'Analyse', value: 'Svar', unit: 'Enhet', range: 'Referanseområde' },
    top: (rr) => {
      rr.y = 30;
      rr.text(40, 'Fürst Medisinsk Laboratorium', 13, { bold: true });
      rr.nl(15);
      rr.text(40, 'Avdeling for klinisk kjemi', 8.5);
      rr.nl(10);
      rr.text(40, 'Søren Bulls vei 25, 1051 Oslo', 7.5);
      rr.nl(18);
      kv2(rr, 40, 320, [
        ['Pasient:', 'Haugen, Ola Nordmann'],
        ['Prøvedato:', '01.10.2026'],
        ['Fødselsdato:', '23.02.1977'],
        ['Besvart:', '02.10.2026'],
        ['Adresse:', 'Kirkeveien 55, 0368 Oslo'],
        ['Rekvirent:', 'Majorstua legesenter'],
      ], 8.5, 11);
      rr.nl(6);
    },
    entries: [
      { id: 'hemoglobin', name: 'Hemoglobin', value: '16,9', unit: 'g/dL', range: '13,4 - 17,0', rangeText: '[13,4 - 17,0]' },
      { id: 'glucose', name: 'Glukose', value: '6,4', flag: 'H', unit: 'mmol/L', range: '4,0 - 6,0', rangeText: '[4,0 - 6,0]' },
      { id: 'hba1c', name: 'HbA1c', value: '44', flag: 'H', unit: 'mmol/mol', range: '< 42', rangeText: '[< 42]' },
      { id: 'alt', name: 'ALAT', value: '71', flag: 'H', unit: 'U/L', range: '10 - 70', rangeText: '[10 - 70]' },
      { id: 'ggt', name: 'GT', value: '142', flag: 'H', unit: 'U/L', range: '10 - 80', rangeText: '[10 - 80]' },
      { id: 'triglycerides', name: 'Triglyserider', value: '3,1', flag: 'H', unit: 'mmol/L', range: '0,45 - 2,60', rangeText: '[0,45 - 2,60]' },
      { id: 'hdl_cholesterol', name: 'HDL-kolesterol', value: '0,9', flag: 'L', unit: 'mmol/L', range: '1,0 - 2,7', rangeText: '[1,0 - 2,7]' },
      { id: 'uric_acid', name: 'Urat', value: '489', flag: 'H', unit: 'µmol/L', range: '230 - 480', rangeText: '[230 - 480]' },
      { id: 'psa_total', name: 'PSA', value: '0,9', unit: 'µg/L', range: '< 4,0', rangeText: '[< 4,0]' },
    ],
    footer: (p, n, total) => {
      p.items.push({ x: 40, y: p.h - 36, text: `H = høy, L = lav · side ${n} av ${total}`, size: 7 });
    },
  });
}

export const docs = [se01, dk01, fi01, tr01, no01];
