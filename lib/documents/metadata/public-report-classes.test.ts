// Classes of misreadings seen on real public reports (issue 8 review notes), each rebuilt from invented lines.
import { describe, expect, it } from "vitest";
import { makeLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";
import { cityFromAddressLine } from "./lab-city";

const read = (rows: string[], language = "en") => extractMetadata(makeLines(rows), { language });

describe("the lab's name", () => {
  it("takes the institution above a department line, not the department", () => {
    expect(read(["All India Institute of Medical Sciences Testpur", "Department of Pathology And Lab Medicine", "Patient Name: Example Person"]).labName).toBe("All India Institute of Medical Sciences Testpur");
    expect(read(["Unidade Local de Saúde do Exemplo", "Departamento de Patologia Laboratorial", "Nome: Maria Teste"], "pt").labName).toBe("Unidade Local de Saúde do Exemplo");
  });

  it("takes the institution a line or two above the department, over a line in another script", () => {
    expect(read(["Institute of Medical Sciences Fictivenagar", "चिकित्सा विज्ञान संस्थान", "Department of Laboratory Medicine", "Patient Name: Example Person"]).labName).toBe("Institute of Medical Sciences Fictivenagar");
  });

  it("cuts the address off a lab line that goes on with it", () => {
    expect(read(["National Reference laboratory, Block E, Sector 18, Testabad", "Patient Name: Example Person"]).labName).toBe("National Reference laboratory");
  });

  it("keeps the whole printed institution line when its first word stands apart", () => {
    expect(read(["FICTIVA | LABS & DIAGNOSTIC CENTRES", "Patient Name: Example Person"]).labName).toBe("FICTIVA LABS & DIAGNOSTIC CENTRES");
  });
});

describe("the lab's city", () => {
  it("never takes a field label for the city", () => {
    expect(cityFromAddressLine("12 Example Street · Acceptance Date")).toBeNull();
    expect(cityFromAddressLine("Rua Inventada 12 · Análise")).toBeNull();
  });

  it("takes the town after a full stop that ends an address part", () => {
    expect(cityFromAddressLine("12 FICTIVE ROAD, OPPOSITE HEALTHCARE COMPLEX. MUMBAI")?.city).toBe("MUMBAI");
  });
});

describe("the patient's name, age and dates", () => {
  it("strips the punctuation and honorifics a name keeps from its label", () => {
    expect(read(["Patient Name | >: MR. TESTA EXAMPLE"]).patientName).toBe("TESTA EXAMPLE");
    expect(read(["Name | : Mrs. Fictive Person"]).patientName).toBe("Fictive Person");
  });

  it.each([
    [["Patient Name: Example Person | Age : 25 Yrs. | Sex : Male"], "25"],
    [["Paciente: Ejemplo Ficticio | F. Nacimiento: 01/02/1988 (38 A)"], "38"],
    [["Patient Name: Example Person | Age 55 YEARS/7 MONTHS | Sex: M"], "55"],
    [["Név: Teszt Elek | Szül. dátum: 1990.01.01 ( 23 éves )"], "23"],
    [["Patient: Example Person", "Age : 38 Y"], "38"],
    [["Example Person | 25 Yrs. | Male"], "25"],
  ])("reads the age in %j", (rows, age) => {
    expect(read(rows).patientAge).toBe(age);
  });

  it("reads dates beside a combined collection label and with a month's abbreviation", () => {
    expect(read(["Coll./Study Date | 26-Dec-2024 12:49", "Report Date : 31-Dec-2024"]).labDate).toBe("2024-12-26");
    expect(read(["Collection Date: 31-Dec-2022 09:15"]).labDate).toBe("2022-12-31");
  });

  it("reads a Pakistani date day first", () => {
    expect(read(["Fictive Diagnostic Centre, 1 Test Road, Lahore", "Collection Date: 8/9/2017"]).labDate).toBe("2017-09-08");
  });
});

describe("institution words and report titles in more languages", () => {
  it.each([
    [["Laboratorijski nalaz", "Dom zdravlja Izmišljeni Grad", "Ime i prezime: Petar Primer"], "sr", "Dom zdravlja Izmišljeni Grad"],
    [["Шинжилгээний хариу", "Тест Эмнэлэг", "Овог нэр: Тест Болд"], "mn", "Тест Эмнэлэг"],
    [["Rannsóknarstofa Dæmisins", "Nafn: Jón Dæmi"], "is", "Rannsóknarstofa Dæmisins"],
    [["Örnek Tıp Merkezi", "Hasta Adı: Deneme Kişi"], "tr", "Örnek Tıp Merkezi"],
    [["Laboratórne výsledky", "Nemocnica Vymyslená", "Meno: Ján Test"], "sk", "Nemocnica Vymyslená"],
  ])("%j", (rows, language, lab) => {
    expect(read(rows, language).labName).toBe(lab);
  });
});

describe("a name printed before a label without a colon", () => {
  it("ends at the label", () => {
    expect(read(["Nafn: Jón Dæmisson Kennitala 120378-1239"], "is").patientName).toBe("Jón Dæmisson");
    expect(read(["Ime i prezime: Petar Primer Pol M"], "sr").patientName).toBe("Petar Primer");
  });
});

describe("the lab's country", () => {
  it("reads smaller countries' names in their own language, or the country of the report's language", () => {
    expect(read(["Rannsóknarstofa Dæmisins", "Hringbraut 1, 101 Reykjavík, Ísland"], "is")).toMatchObject({ labCountry: "Iceland", labCity: "Reykjavík" });
    expect(read(["Тест Эмнэлэг", "Улаанбаатар хот, Сүхбаатар дүүрэг"], "mn")).toMatchObject({ labCountry: "Mongolia", labCity: "Улаанбаатар" });
    expect(read(["Dom zdravlja Primer", "Ime i prezime: Petar Primer"], "sr").labCountry).toBe("Serbia");
  });
});

describe("age and sex printed together", () => {
  it.each([
    [["Patient Name: TESTA EXAMPLE (M/45Y)"], "en", { patientName: "TESTA EXAMPLE", patientAge: "45", patientSex: "male" }],
    [["Hasta Adı: Deneme Kişi | Yaş/Cinsiyet: 45/K"], "tr", { patientAge: "45", patientSex: "female" }],
    [["Naam: Testje, Anna | Leeftijd/Geslacht: 45 jaar/V"], "nl", { patientAge: "45", patientSex: "female" }],
    [["Patient: Example Person | DOB/Age: 01/02/1980 (46 Y)"], "en", { birthDate: "1980-01-02", patientAge: "46" }],
  ] as [string[], string, Record<string, string>][])("%j", (rows, language, expected) => {
    expect(read(rows, language)).toMatchObject(expected);
  });
});

describe("Turkish institution lines in capitals", () => {
  it("finds the hospital under the ministry's lines", () => {
    expect(read(["T.C. SAĞLIK BAKANLIĞI", "ÖRNEK EĞİTİM VE ARAŞTIRMA HASTANESİ", "HASTA ADI SOYADI: DENEME KİŞİ"], "tr").labName).toBe("ÖRNEK EĞİTİM VE ARAŞTIRMA HASTANESİ");
    expect(read(["DENEME TIBBİ LABORATUVARI", "Hasta Adı: Deneme Kişi"], "tr").labName).toBe("DENEME TIBBİ LABORATUVARI");
  });
});

describe("the report date", () => {
  it("prefers the report or validation date to the printing date printed before it", () => {
    expect(read(["Printed on: 20/11/2026 | Patient Name: Example Person", "Collected: 10/11/2026 | Reported: 11/11/2026"]).resultsDate).toBe("2026-11-11");
    expect(read(["Datum štampe: 20.11.2026 | Datum izdavanja: 11.11.2026"], "sr").resultsDate).toBe("2026-11-11");
    expect(read(["Çıktı Tarihi: 20.11.2026"], "tr").resultsDate).toBe("2026-11-20");
  });
});

describe("a surname that is also a label word", () => {
  it("stays in the name", () => {
    expect(read(["Hasta Adı: Deneme Hasta"], "tr").patientName).toBe("Deneme Hasta");
  });
});

describe("labels with a hint in brackets, Dutch abbreviated honorifics", () => {
  it("reads them", () => {
    expect(read(["Patient Name: Example Person | Age (Years): 45 | Sex (M/F): F"])).toMatchObject({ patientAge: "45", patientSex: "female" });
    expect(read(["Naam: Mw. A. Verzonnen | Leeftijd (jaar): 61"], "nl")).toMatchObject({ patientName: "A. Verzonnen", patientSex: "female", patientAge: "61" });
  });
});

describe("more labelled forms", () => {
  it("reads the sex after the age, and a labelled performing lab", () => {
    expect(read(["Patient Name: Example Person | Age: 45 Y / M"])).toMatchObject({ patientAge: "45", patientSex: "male" });
    expect(read(["Patient Name: Example Person", "Performed at: Fictive Reference Laboratory"]).labName).toBe("Fictive Reference Laboratory");
  });
});

describe("bilingual and department lines in more languages", () => {
  it("keeps the Latin name printed after the Arabic one, and the institution above a department", () => {
    expect(read(["مختبرات المثال الطبية Example Medical Laboratories", "Test Road, Jeddah 23425"]).labName).toBe("Example Medical Laboratories");
    expect(read(["RSUD Contoh Rekaan", "Instalasi Laboratorium Klinik", "Nama Pasien: Contoh"], "id").labName).toBe("RSUD Contoh Rekaan");
  });
});

describe("an infant's age", () => {
  it.each([["Age: 8 Months"], ["Edad: 3 meses"], ["อายุ: 5 เดือน"], ["Age: 10 days / F"]])("%s is 0 years", (row) => {
    expect(read([row]).patientAge).toBe("0");
  });
  it("keeps years with months", () => {
    expect(read(["Age: 55 YEARS/7 MONTHS"]).patientAge).toBe("55");
  });
});
