// Printed forms of report metadata beyond "Label: value" (issues 8 and 15). Every line is invented.
import { describe, expect, it } from "vitest";
import { makeLines, makeRtlLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";

const read = (rows: string[], language?: string) => extractMetadata(makeLines(rows), language ? { language } : {});
// Right-to-left rows are laid out as a text layer places them (cells and words from the right).
const readRtl = (rows: string[], language: string) => extractMetadata(makeRtlLines(rows), { language });

describe("labels without a colon, with a connecting word, a translation, or glued to the value before", () => {
  it("reads French dates printed as prose and the honorific as name and sex", () => {
    const m = read(["Laboratoire Exemplaire", "Dossier n° 2611170099 | Madame PETITOT Lise", "Prélèvement du 17/11/2026 à 08:05 | Née le 08/05/1964", "Édité le 18/11/2026"], "fr");
    expect(m).toMatchObject({ labDate: "2026-11-17", resultsDate: "2026-11-18", birthDate: "1964-05-08", patientName: "PETITOT Lise", patientSex: "female", patientAge: "62" });
  });

  it("reads a connecting word before the colon", () => {
    expect(read(["Patient : Mme FICTIVE Anne | Prélèvement du : 10/11/2026 à 08h20"], "fr")).toMatchObject({ labDate: "2026-11-10", patientSex: "female" });
  });

  it("reads the German birth date with the sex after it, or a sex word alone on the patient line", () => {
    expect(read(["Patient: Fiktiv, Otto geb. 14.06.1952 m | Entnahme: 29.10.2026 06:30"], "de")).toMatchObject({ patientName: "Fiktiv, Otto", patientSex: "male", patientAge: "74" });
    expect(read(["Patient: Probe, Karla | geb. 12.08.1961 | weiblich", "Probenentnahme: 19.10.2026"], "de")).toMatchObject({ patientSex: "female", patientAge: "65" });
  });

  it("parts a label glued to the value before it", () => {
    expect(read(["ПІБ: Тестенко Олена ПетрівнаВік: 29 років | Стать: Ж"], "uk")).toMatchObject({ patientName: "Тестенко Олена Петрівна", patientAge: "29", patientSex: "female" });
  });

  it("reads a bilingual label with its translation after a slash", () => {
    expect(read(["Patient Name / रोगी का नाम: Mrs. ASHA TESTWALI | Age/Sex: 41 Y / F", "Collected / नमूना संग्रह: 18/10/2026 09:40"], "en")).toMatchObject({ patientName: "ASHA TESTWALI", labDate: "2026-10-18", patientAge: "41" });
  });

  it("takes a lab label only at the start of a cell: 'Lab specialist: …' names a person", () => {
    expect(read(["Mustertal Clinical Laboratory", "Senior lab: Dr. Imaginary Person"]).labName).toBe("Mustertal Clinical Laboratory");
  });
});

describe("more printed forms (parts D and E of the blind corpus)", () => {
  it("reads the age printed in brackets after the birth date", () => {
    expect(read(["Пациент: Тестович Пётр Иванович | Год рождения: 1985 (41 год)"], "ru").patientAge).toBe("41");
  });

  it("reads a label cell whose value cell opens with the colon", () => {
    expect(read(["Name | : FICTION, W. A. Testa", "Coll. | : 18/11/2026 07:30", "Rep. | : 19/11/2026 10:15"], "en")).toMatchObject({ labDate: "2026-11-18", resultsDate: "2026-11-19" });
  });

  it("takes 'SURNAME, Given' opening the line that prints the birth date as the patient", () => {
    expect(read(["TESTA, Hemi NHI ZZZ0000 DOB 02-Feb-1964 M Dr J. Example"], "en")).toMatchObject({ patientName: "TESTA, Hemi", birthDate: "1964-02-02", patientSex: "male" });
    expect(read(["FICTIF, Geneviève Dossier 00000000 Né(e) le 1969-07-14 F", "Prélèvement : 2026-11-03 07:45"], "fr")).toMatchObject({ patientName: "FICTIF, Geneviève", patientSex: "female", patientAge: "57" });
  });

  it("reads Baltic, South Slavic and Bulgarian labels", () => {
    expect(read(["Pacientas: Testas Testauskas | Gimimo data: 1979-09-02", "Lytis: Vyras | Mėginio paėmimas: 2026-11-06 08:30", "Atsakymas: 2026-11-06 14:12"], "lt")).toMatchObject({ patientSex: "male", patientAge: "47", resultsDate: "2026-11-06" });
    expect(read(["Priimek in ime: Testni Janez | Rojen: 03.06.1966 | Spol: M", "Odvzem: 29.10.2026 07:20 | Izdano: 29.10.2026 12:55"], "sl")).toMatchObject({ patientSex: "male", patientAge: "60", labDate: "2026-10-29" });
    expect(read(["Възраст: 34 г. | Пол: мъж", "Взет материал: 05.11.2026 г. 07:55 | Издаден: 05.11.2026 г. 14:20"], "bg")).toMatchObject({ patientSex: "male", patientAge: "34", labDate: "2026-11-05", resultsDate: "2026-11-05" });
  });

  it("reads Thai text set with the fonts' private-use tone marks, and drops a spaced Thai honorific", () => {
    const m = read(["ชื่อ-สกุล: นางสาว ทดสอบ สมมติ | อายุ: 33 ปี", "วันที่เก็บตัวอย\uf70aาง: 12/11/2569 07:45"], "th");
    expect(m).toMatchObject({ patientName: "ทดสอบ สมมติ", patientSex: "female", labDate: "2026-11-12" });
  });

  it("keeps the institution without the department after a dash, or its legal form", () => {
    expect(read(["Hôpital Imaginaire — Service de biologie médicale", "1, rue Fictive, Testville"]).labName).toBe("Hôpital Imaginaire");
    expect(read(["EXAMPLE HOSPITALS (PVT) LTD - LABORATORY SERVICES"]).labName).toBe("EXAMPLE HOSPITALS (PVT) LTD");
    expect(read(["LABORATORIJ PRIMER d.o.o."]).labName).toBe("LABORATORIJ PRIMER");
    expect(read(["Centro Analisi Esempio S.r.l."]).labName).toBe("Centro Analisi Esempio");
  });

  it("joins the name's last words wrapped to the next line, and keeps the Latin name of a bilingual line", () => {
    expect(read(["FICTIVE PATHOLOGY", "Laboratories Inc. · 41 Test Road, Mill Park, Gqeberha 6045"]).labName).toBe("FICTIVE PATHOLOGY Laboratories");
    expect(read(["Example Medical Laboratories مختبرات المثال الطبية", "Test Road, Jeddah 23425"]).labName).toBe("Example Medical Laboratories");
  });
});

describe("names printed in two fields, and more national forms", () => {
  it("joins a given name printed apart from the family name, in reading order", () => {
    expect(read(["Nom : FICTIF | Prénom : Jeanne | Sexe : F"], "fr").patientName).toBe("FICTIF Jeanne");
    expect(read(["Vorname: Max | Name: Probemann"], "de").patientName).toBe("Max Probemann");
  });

  it("reads Malay and Indonesian forms: the MyKad number, L/P", () => {
    expect(read(["Nama: Siti Contoh | No. K/P: 800101-14-5678", "Tarikh diambil: 01/11/2026"], "ms")).toMatchObject({ birthDate: "1980-01-01", patientAge: "46", patientSex: "female" });
    expect(read(["Nama Pasien: Budi Contoh | Jenis Kelamin: L | Umur: 40 tahun", "Tgl. Pengambilan: 03-11-2026"], "id")).toMatchObject({ patientSex: "male", patientAge: "40", labDate: "2026-11-03" });
  });

  it("reads more collection and report labels", () => {
    expect(read(["Collection time: 13/03/2026 08:10 | Date of result: 14/03/2026"], "en")).toMatchObject({ labDate: "2026-03-13", resultsDate: "2026-03-14" });
    expect(read(["Prelievo: 13/03/2026 | Data emissione: 14/03/2026"], "it")).toMatchObject({ labDate: "2026-03-13", resultsDate: "2026-03-14" });
    expect(read(["Kan Alma Tarihi: 13.03.2026 | Onaylanma Tarihi: 14.03.2026"], "tr")).toMatchObject({ labDate: "2026-03-13", resultsDate: "2026-03-14" });
  });

  it("reads longer collection labels", () => {
    expect(read(["Fecha de toma de muestra: 29/10/2026 | Fecha de emisión: 30/10/2026"], "es")).toMatchObject({ labDate: "2026-10-29", resultsDate: "2026-10-30" });
    expect(read(["Beteg neve: Próba Elek | Szül. dátum: 1960.05.04", "Mintavétel időpontja: 2026.11.02 | Jóváhagyva: 2026.11.03"], "hu")).toMatchObject({ labDate: "2026-11-02", resultsDate: "2026-11-03", patientAge: "66" });
  });
});

describe("text from fonts that drop Latin Extended letters", () => {
  it("reads labels and sex words missing those letters, and the age from a birth year", () => {
    expect(read(["Pacient: TESTOVÁ Eva | Datum odb ru: 10.11.2026 06:45", "Pohlaví: mu"], "cs")).toMatchObject({ labDate: "2026-11-10", patientSex: "male" });
    expect(read(["H tên: TEST VAN A | N m sinh: 1981", "Th i gian l y m u: 04/11/2026 07:30"], "vi")).toMatchObject({ labDate: "2026-11-04", patientAge: "45" });
  });
});

describe("Bikram Sambat dates", () => {
  it("reads a B.S. date through the A.D. date the report prints beside one, and drops an unanchored one", () => {
    const m = read(["Patient: Mrs. Test Example | Age/Sex: 27 Yrs / F", "Sample date: 2083/08/12 B.S. (28/11/2026 A.D.) | Report date: 2083/08/13 B.S."], "en");
    expect(m).toMatchObject({ labDate: "2026-11-28", resultsDate: "2026-11-29" });
    expect(read(["Report date: 2083/09/01 B.S."], "en").resultsDate).toBeNull();
  });
});

it("reads a Persian label printed after its value", () => {
  expect(readRtl(["جنس: زن | سن: 39سال", "1405/08/18 (2026/11/09) :تاریخ پذیرش"], "fa")).toMatchObject({ patientSex: "female", labDate: "2026-11-09" });
});

describe("a sidebar beside the results table", () => {
  it("reads each label's value from the cell under it, and the lab name wrapped over two lines", () => {
    const rows = ["Fictive Regional | LABORATORY REPORT", "Hospital", "PATIENT | Platelets | 388", "TESTER, Maeve | Red Cell Count | 4.02", "DOB | MCV | 86.3", "14/03/1961 | MCH | 28.1", "Sex | RDW | 13.1", "F | WBC | 5.2", "Collected | Sodium | 140", "02/11/2026 09:55 | Potassium | 4.1"];
    const m = extractMetadata(makeLines(rows, [14, 170, 300]), { language: "en" });
    expect(m).toMatchObject({ labName: "Fictive Regional Hospital", patientName: "TESTER, Maeve", birthDate: "1961-03-14", patientSex: "female", labDate: "2026-11-02", patientAge: "65" });
  });

  it("reads a value printed under its label on the next line", () => {
    expect(read(["Date of collection:", "13/03/2026 08:10"], "en").labDate).toBe("2026-03-13");
  });

  it("reads a row of labels over a row of values", () => {
    const rows = ["Patient | Date of birth | Sex | Collected", "DOE, Testa | 01/02/1970 | F | 13/03/2026"];
    expect(extractMetadata(makeLines(rows, [20, 200, 320, 400]), { language: "en" })).toMatchObject({ patientName: "DOE, Testa", birthDate: "1970-02-01", patientSex: "female", labDate: "2026-03-13", patientAge: "56" });
  });

  it("keeps the next cell when the cell under the label is another label (a key-value grid)", () => {
    expect(read(["Name | FICTIVE, Ann", "Age | 42"]).patientName).toBe("FICTIVE, Ann");
  });
});

describe("names and sex", () => {
  it("ends a name at the next label or a bracket", () => {
    expect(read(["Patient: DOE, TESTA MRN: 00451297"]).patientName).toBe("DOE, TESTA");
    expect(read(["Patient Name: Testa Example (F/45)"]).patientName).toBe("Testa Example");
  });

  it("takes the first line as the lab when it has no laboratory word but an address follows", () => {
    expect(read(["Medicorum Példa Kft.", "Kitalált utca 1, 1011 Budapest", "Beteg neve: Teszt Anna"], "hu")).toMatchObject({ labName: "Medicorum Példa", labCity: "Budapest" });
  });

  it("joins a name cut at the end of its line", () => {
    expect(read(["Paciente: JOÃO PEDRO ALVES DA | Idade: 40 anos", "COSTA"], "pt").patientName).toBe("JOÃO PEDRO ALVES DA COSTA");
    expect(read(["Paciente: FICTICIO RUIZ, | Edad: 61 años", "MARTA"], "es").patientName).toBe("FICTICIO RUIZ, MARTA");
  });

  it("drops Dutch honorifics and reads the sex from them", () => {
    expect(read(["Naam: Mevr. A. de Verzon | Afname: 27-10-2026"], "nl")).toMatchObject({ patientName: "A. de Verzon", patientSex: "female" });
  });

  it("reads CJK radicals some fonts print as the ideograph", () => {
    expect(read(["姓名:⻩小测 | 性别:女 | 年龄:31岁"], "zh").patientName).toBe("黄小测");
  });
});

describe("right-to-left and Thai text layers", () => {
  it("puts back the colon bidi reordering moved inside an Arabic label", () => {
    expect(readRtl(["الجن:س أنثى | العم:ر 37 سنة | اسم المري:ض سارة تجريبية", "تاريخ سحب العين:ة 2026/10/19"], "ar")).toMatchObject({ patientSex: "female", patientAge: "37", patientName: "سارة تجريبية", labDate: "2026-10-19" });
  });

  it("reads an Arabic label whose lam-alef ligature came out as 'ال'", () => {
    expect(readRtl(["النوع: ذكر | السن: 52سنة | االسم: سامي تجريبي"], "ar")).toMatchObject({ patientSex: "male", patientAge: "52", patientName: "سامي تجريبي" });
  });

  it("puts back the colon printed before a Hebrew label", () => {
    expect(readRtl([":גיל 51 | :מין נקבה | שם :המטופל לוי דנה", "תאריך :לקיחה 03/11/2026"], "he")).toMatchObject({ patientAge: "51", patientSex: "female", patientName: "לוי דנה", labDate: "2026-11-03" });
  });

  it("reads Persian labels and Solar Hijri dates", () => {
    expect(readRtl(["جنسیت: زن | سن: 38 سال | نام بیمار: نازنین آزمایشی", "تاریخ نمونه‌گیری: 1405/08/12"], "fa")).toMatchObject({ patientSex: "female", patientAge: "38", labDate: "2026-11-03" });
  });

  it("reads Thai labels whose tone marks the text layer lost, and Buddhist-era dates", () => {
    expect(read(["ชื\u0000อ-สกุล: นายทดสอบ สมมติ | เพศ: ชาย | อายุ: 33 ปี", "วันที\u0000เก็บสิ\u0000งส่งตรวจ: 12/10/2569 07:45"], "th")).toMatchObject({ patientSex: "male", patientAge: "33", labDate: "2026-10-12" });
  });
});

describe("birth date from a national identity number", () => {
  it.each([
    ["Personnr: 19620315-0000", "sv", "64", null],
    ["Henkilötunnus: 120496-123X", "fi", "30", null],
    ["Rodné číslo: 645312/1234", "cs", "62", "female"],
  ])("%s", (idLine, lang, age, sex) => {
    const m = read(["Patient: Testová Eva", idLine, "Provtagning: 2026-11-13"].map((l) => (lang === "cs" ? l.replace("Provtagning", "Datum odběru") : l)), lang);
    expect(m.patientAge).toBe(age);
    if (sex) expect(m.patientSex).toBe(sex);
  });
});

describe("the institution line", () => {
  it.each([
    [["ООО «Тестовая лаборатория»", "Клинико-диагностическая лаборатория"], "ООО «Тестовая лаборатория»"],
    [["NORDLAB", "Kliininen kemia, Keskuslaboratorio"], "NORDLAB"],
    [["St. Example's Medical Center", "Institute of Pathology — Clinical Chemistry"], "St. Example's Medical Center"],
    [["Stichting Testlaboratorium Oost", "Afdeling Klinische Chemie"], "Stichting Testlaboratorium Oost"],
    [["โรงพยาบาลสมมติ", "กลุ่มงานเทคนิคการแพทย์ (Laboratory)"], "โรงพยาบาลสมมติ"],
    [["가상내과의원", "진단검사의학과"], "가상내과의원"],
  ])("%j → %s", (rows, name) => {
    expect(read(rows).labName).toBe(name);
  });
});

it("reads a Hebrew institution line", () => {
  expect(readRtl(["מרכז רפואי דמיוני - מעבדות", "המעבדה לביוכימיה"], "he").labName).toBe("מרכז רפואי דמיוני - מעבדות");
});

describe("the lab's country, when printed", () => {
  it.each([
    [["Imaginary Pathology Laboratory", "8 Fictive Road, Kowloon, Hong Kong"], "Hong Kong SAR China"],
    [["Imaginary Pathology Laboratory", "P.O. Box 1 Testtown, Kenya"], "Kenya"],
  ])("%j → %s", (rows, country) => {
    expect(read(rows, "en").labCountry).toBe(country);
  });
});

describe("the lab's city", () => {
  it("takes the lab's address line, never the patient's", () => {
    const m = read(["Imaginary Diagnostic Laboratory", "9 Fictive Street, Victoria Island, Lagos", "Name: Test Person | Age: 40 years", "Address: 3 Other Road, Ikeja, Abuja"]);
    expect(m.labCity).toBe("Lagos");
  });

  it("reads the lab's address in its own column beside the patient block", () => {
    const rows = ["Patient: TEST Person | Imaginary Lab Clinic", "DOB: 01/02/1970 | 5 Fictive Street, 75001 Paris", "Collected: 03/03/2026 | Tel. 01 00 00 00 00"];
    expect(extractMetadata(makeLines(rows, [20, 300]), { language: "fr" })).toMatchObject({ labName: "Imaginary Lab Clinic", labCity: "Paris" });
  });

  it("takes the city from a footer that repeats the lab's name", () => {
    const rows = ["Ridgeview Clinical Laboratories", "Patient Service Network", "Patient: DOE, TEST | Collected: 11/16/2026", "2214 Elm Rd", "Springfield, OH 45503", "Glucose | 94 | mg/dL", "Ridgeview Clinical Laboratories, 1800 Fictive Pkwy, Dayton, OH 45404"];
    expect(read(rows).labCity).toBe("Dayton");
  });
});

describe("an age printed in years, months and days", () => {
  it("reads '26A 4M 5D' on the patient's line as 26 years", () => {
    expect(read(["Paciente: TESTA EXEMPLO DA SILVA 07/10/1999 26A 4M 5D", "Data da Entrada: 12/02/2026"], "pt")).toMatchObject({ patientAge: "26" });
  });
});

describe("Chinese labels spread over the width of their field", () => {
  it("joins '性   别:女' and '年   龄:30岁' into their labels, but not a one-character value into the next label", () => {
    expect(read(["姓   名: | 病     区: | 病 历 号:1XXXX", "性   别:女 | 科     室: | 临床诊断:示例", "年   龄:30岁 | 床     号:"], "zh")).toMatchObject({ patientSex: "female", patientAge: "30" });
    expect(read(["姓名: | 陈示例 | 性别: | 男 | 年龄: | 24岁"], "zh")).toMatchObject({ patientName: "陈示例", patientSex: "male", patientAge: "24" });
    expect(read(["姓名: | 林示例 | 性別: | 女 | 出 生 日 期: | 1988/04/17", "採檢日期: 2026/10/07"], "zh")).toMatchObject({ patientSex: "female", birthDate: "1988-04-17" });
  });
});

