// How real report headers print the lab, the patient and the dates beyond the tuned layouts (issue 8: the
// second set of real public reports). Every line is invented.
import { describe, expect, it } from "vitest";
import { makeLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";
import { cityFromAddressLine } from "./lab-city";

const read = (rows: string[], language = "en") => extractMetadata(makeLines(rows), { language });

describe("a department is never the lab's name", () => {
  it.each([
    [["DEPARTMENT OF PATHOLOGY", "Patient Name : Example Person | Bill Date : 21-Apr-25"]],
    [["Clinical Biochemistry", "Patient Name : Example Person"]],
    [["HAEMATOLOGY SECTION", "Name : Example Person | Age : 40 Y"]],
    [["Laboratory Medicine - Haematology", "Name : Example Person"]],
  ])("%j names no lab", (rows) => {
    expect(read(rows).labName).toBeNull();
  });

  it("never takes the patient's name printed above the department", () => {
    const m = read([
      "Patient Detail: | Registration Location: | Reference:",
      "Example Person | Testville: Fictive Hall | Self",
      "Age/Sex : | Registration Date:",
      "23 (Y) / M | 17-Sep-2023 18:52",
      "Department of Hematology",
    ]);
    expect(m.labName).toBeNull();
    expect(m).toMatchObject({ patientAge: "23", patientSex: "male" });
  });

  it("takes the institution printed on the department's line", () => {
    expect(read(["Department of Pathology, Fictive General Hospital", "Name : Example Person"]).labName).toBe("Fictive General Hospital");
    expect(read(["Sample Care Hospitals (Pvt) Ltd - Laboratory Services", "Name : Example Person"]).labName).toBe("Sample Care Hospitals (Pvt) Ltd");
  });

  it("passes over a discipline heading to the institution under it", () => {
    expect(read(["Clinical Biochemistry", "Fictive Care Hospital", "Name : Example Person"]).labName).toBe("Fictive Care Hospital");
  });

  it("keeps a generic laboratory name when the page prints no other", () => {
    expect(read(["Clinical Laboratory", "Name : Example Person"]).labName).toBe("Clinical Laboratory");
  });

  it("never takes a signature or a director's line", () => {
    expect(read(["Dr. Example Person, MD (Pathology)", "Fictive Diagnostics", "Name : Another Person"]).labName).toBe("Fictive Diagnostics");
  });
});

describe("ages and dates as real reports print them", () => {
  it("reads an age in months as whole years, with the sex after it", () => {
    expect(read(["Name : Example Child | Age / Sex 45 Month Female"])).toMatchObject({ patientAge: "3", patientSex: "female" });
    expect(read(["Name : Example Baby | Age : 10 Months"]).patientAge).toBe("0");
  });

  it("reads a date label joined to a time word", () => {
    expect(read(["Collection DateTime: 09-Nov-2023 14:35", "Reporting DateTime: 10-Nov-2023 09:00"])).toMatchObject({ labDate: "2023-11-09", resultsDate: "2023-11-10" });
    expect(read(["Fecha/Hora de extracción: 03/02/2025 08:10"], "es").labDate).toBe("2025-02-03");
  });

  it("reads two date labels joined by a slash as one", () => {
    expect(read(["Data de Coleta/Recebimento: 23/10/2023"], "pt").labDate).toBe("2023-10-23");
  });

  it("reads reception and completion dates, and a bill date when nothing else dates the sample", () => {
    expect(read(["Recepción: 7/01/25 | Finalización: 8/01/25"], "es")).toMatchObject({ labDate: "2025-01-07", resultsDate: "2025-01-08" });
    expect(read(["Bill Date : 21-Apr-25 07:09 am | Report Date : 21-Apr-25 09:49 am"])).toMatchObject({ labDate: "2025-04-21", resultsDate: "2025-04-21" });
  });
});

describe("labels in a cell apart from their colon", () => {
  it("reads a label closed by a connecting word, and a label glued to the value before it", () => {
    const m = read(["Name | : Example Child | Age / Sex | 45 Month Female Billing Date | : 20-Jul-2023", "Report No. | : AB/12/34 | Report Released on | : 21-Jul-2023"]);
    expect(m).toMatchObject({ labDate: "2023-07-20", resultsDate: "2023-07-21", patientAge: "3", patientSex: "female" });
  });
});

describe("a text layer's line that holds two printed rows", () => {
  const word = (text: string, x: number, y: number, height = 8) => ({ text, box: { x, y, width: text.length * height * 0.5, height }, confidence: 1 });
  it("reads labels stacked in one column as two rows", () => {
    const words = [
      word("Department", 29, 130, 16), word("of", 117, 130, 16), word("Hematology", 141, 130, 16),
      word("Collection", 356, 127), word("Reporting", 356, 139), word("DateTime:", 396, 139), word("DateTime:", 399, 127),
      word("09-Nov-2023", 453, 127), word("10-Nov-2023", 453, 139), word("14:35", 512, 127), word("23:43", 512, 139),
    ];
    const line = { text: words.map((w) => w.text).join(" "), box: { x: 29, y: 127, width: 500, height: 20 }, words, confidence: 1 };
    expect(extractMetadata([line], { language: "en" })).toMatchObject({ labDate: "2023-11-09", resultsDate: "2023-11-10", labName: null });
  });

  it("reads a letterhead's name in large type apart from the small print beside it", () => {
    const words = [
      word("Laboratoire", 86, 29, 14), word("Exemple", 167, 29, 14), word("Biologie", 220, 29, 14),
      word("12", 86, 46, 7), word("rue", 96, 46, 7), word("Fictive,", 110, 46, 7), word("69003", 142, 46, 7), word("Lyon", 164, 46, 7),
    ];
    const line = { text: words.map((w) => w.text).join(" "), box: { x: 86, y: 29, width: 200, height: 24 }, words, confidence: 1 };
    expect(extractMetadata([line], { language: "fr" })).toMatchObject({ labName: "Laboratoire Exemple Biologie", labCity: "Lyon" });
  });
});

describe("a lab printed only in its logo, its footer or its web address", () => {
  const body = ["Patient Name : Example Person | Age/Sex : 34 Y / F", "Collected On : 03/11/2026 | Reported On : 03/11/2026", "Haemoglobin | 12.1 | g/dL | 12.0 - 15.0", "Platelets | 250 | x10^3/uL | 150 - 450"];

  it("takes the institution line at the foot of the page", () => {
    expect(read([...body, "** End of Report **", "Fictive Diagnostics, 12 Test Road, Testville"]).labName).toBe("Fictive Diagnostics");
  });

  it("takes the name a web or mail domain spells, and the town of the footer's contact line", () => {
    const m = read([...body, "Tel 0300 0000000 info@fictivelab.com 7 - Jail Road Main Market, Testtown www.fictivelab.com"]);
    expect(m).toMatchObject({ labName: "Fictive Lab", labCity: "Testtown" });
  });

  it("never takes a signature in the footer", () => {
    expect(read([...body, "Dr. Example Person M_D. (Pathology)"]).labName).toBeNull();
  });

  it("never takes the referring doctor's hospital", () => {
    expect(read(["Patient ID : 123456", "Ref. | Dr. Example Care Hospital", "Name : Example Person"]).labName).toBeNull();
  });

  it("joins a logo word printed above a generic name, and drops what OCR reads around a logo", () => {
    expect(read(["= SAMPLE", "PATHOLOGY LABORATORY", "Name : Example Person"]).labName).toBe("SAMPLE PATHOLOGY LABORATORY");
    expect(read(["mye Fictive Hall Clinic", "Name : Example Person"]).labName).toBe("Fictive Hall Clinic");
  });

  it("goes on with a particle and a place printed on the next line", () => {
    expect(read(["centro hospitalar", "do Exemplo", "Nome: Maria Teste"], "pt").labName).toBe("centro hospitalar do Exemplo");
    expect(read(["Serviço de Química Clínica", "Nome: Maria Teste"], "pt").labName).toBeNull();
  });
});

describe("cities in real address lines", () => {
  it("reads a city joined to an Indian PIN printed with a space, a country in brackets after it", () => {
    expect(cityFromAddressLine("12, Fictive Nagar, Testpur- 411 040(INDIA). Tel. : 020 - 5555555")?.city).toBe("Testpur");
  });

  it("never takes a licence or registration line for a city", () => {
    expect(cityFromAddressLine("Sob a responsabilidade do Dr. Exemplo - CRM 52-000 Licença Sanitária 52425")).toBeNull();
  });
});

describe("institution lines as scans and OCR print them", () => {
  it("takes the institution above a generic laboratory line", () => {
    expect(read(["AZ Voorbeeld", "Klinisch Laboratorium — Dienst Klinische Biologie", "Patiënt: Testman Piet"], "nl").labName).toBe("AZ Voorbeeld");
  });

  it.each([
    ["Fiktiv Labor GmbH", "Fiktiv Labor"],
    ["Contoh Medical Laboratories Sdn Bhd", "Contoh Medical Laboratories"],
    ["LABORATORIJ PRIMER d.o.0o.", "LABORATORIJ PRIMER"],
    ["000 «Тестовая лаборатория»", "ООО «Тестовая лаборатория»"],
    ["Example Medical Laboratories مختبرات المثال الطبية\u200e", "Example Medical Laboratories"],
  ])("%s → %s", (line, lab) => {
    expect(read([line, "Name: Example Person"]).labName).toBe(lab);
  });

  it("never takes a building for the city", () => {
    expect(cityFromAddressLine("Avenue Fictive, Immeuble Alpha 2000, Testville — Tél. 01 02 03 04")?.city).toBe("Testville");
  });
});

describe("labels as OCR and more languages print them", () => {
  it("reads a label whose accented letter OCR read as another", () => {
    expect(read(["Lytis: Vyras | Méginio paémimas: 2026-11-06 08:30"], "lt").labDate).toBe("2026-11-06");
  });

  it("reads a date word before a label that names the date", () => {
    expect(read(["Data Colheita | 08-04-2022 10:22:26", "Data Nascimento | 16-10-1984 (37 A) M"], "pt")).toMatchObject({ labDate: "2022-04-08", patientAge: "37", patientSex: "male" });
  });

  it("reads Flemish sampling and report labels, and a Spanish birth date without 'de'", () => {
    expect(read(["Staalname: 09/11/2026 | Verslag: 10/11/2026"], "nl")).toMatchObject({ labDate: "2026-11-09", resultsDate: "2026-11-10" });
    expect(read(["Fecha nacimiento: 23/06/1980 Sexo: M | Recepción: 7/01/25"], "es")).toMatchObject({ patientAge: "44", patientSex: "male" });
  });

  it("reads the sex from the salutation of a report addressed to the patient", () => {
    expect(read(["Exmo. Senhor", "Rua Fictícia 12"], "pt").patientSex).toBe("male");
    expect(read(["Exmo(a). Sr(a).", "Rua Fictícia 12"], "pt").patientSex).toBeNull();
  });

  it("reads a patient's name under a row of labels", () => {
    expect(read(["Patient Detail: | Registration Location: | Reference:", "Example Person | Testville: Fictive Hall | Self"]).patientName).toBe("Example Person");
  });
});

describe("address forms of more countries", () => {
  it.each([
    ["Sjukhusvägen 1, SE-751 85 Uppsala", "Uppsala"],
    ["Calle 10 # 20-30, Bogotá D.C.", "Bogotá"],
    ["Insurgentes Sur 1000, Col. Del Valle, C.P. 03100, Ciudad de México", "Ciudad de México"],
    ["P.O. Box 1234-00100, Nairobi", "Nairobi"],
    ["45 Fictive Road, Ikeja, Lagos State", "Lagos"],
    ["Test Hospital, Dublin 8, D08 X2Y3", "Dublin"],
    ["Rua Inventada, 1000 - Bairro Novo - Belo Horizonte - MG - CEP 30130-151", "Belo Horizonte"],
  ])("%s → %s", (line, city) => {
    expect(cityFromAddressLine(line)?.city).toBe(city);
  });

  it("never takes a date years ahead (another calendar's) for the collection date", () => {
    expect(read(["Collected: 2083-07-26 | Reported: 2026-11-12"]).labDate).toBeNull();
  });
});

describe("more header lines that are not the lab, and more printed forms", () => {
  it("never takes an accreditation line, and knows a healthcare company", () => {
    expect(read(["FICTIVE HEALTHCARE PVT. LTD.", "NABL Accredited Laboratory", "Name : Example Person"]).labName).toBe("FICTIVE HEALTHCARE PVT. LTD.");
  });

  it("does not run a department line under the name into it", () => {
    expect(read(["Example Regional Medical Center", "Laboratory Services", "1200 Fictive Ave, Testville, TX 77030"]).labName).toBe("Example Regional Medical Center");
  });

  it("reads the age and sex printed after the name with commas", () => {
    expect(read(["Patient: Example Person, 34 years, female"])).toMatchObject({ patientName: "Example Person", patientAge: "34", patientSex: "female" });
  });

  it("reads 'Sampled', 'Resulted', 'Completed on'", () => {
    expect(read(["Sampled: 12/03/2025 | Resulted: 13/03/2025"], "en")).toMatchObject({ labDate: "2025-03-12", resultsDate: "2025-03-13" });
    expect(read(["Collected: 12-Mar-2025 | Completed on: 14-Mar-2025"])).toMatchObject({ resultsDate: "2025-03-14" });
  });

  it("never takes a results table's column heading for a field", () => {
    expect(read(["Example Regional Hospital", "Laboratory Medicine | Test | Result | Units", "Dooradoyle Road", "Testtown V94 KX27"]).labCity).toBe("Testtown");
  });
});

describe("a patient's name printed without a label", () => {
  it("takes the name under a salutation standing alone, in its column, and the sex it says", () => {
    expect(read(["Utente 1234-5678", "Exmo. Senhor", "Exemplo Teste Silva", "Rua Fictícia 12"], "pt")).toMatchObject({ patientName: "Exemplo Teste Silva", patientSex: "male" });
  });

  it("takes the capitalised words opening the birth date's line", () => {
    expect(read(["7640.0000.0000 / CIP 0000000000", "Maria Exemplo Teste | DN: 05/04/1990 (33 Anos) | SEXO: Feminino"], "pt")).toMatchObject({ patientName: "Maria Exemplo Teste", patientAge: "33", patientSex: "female" });
  });

  it("never takes a lab line opening the birth date's line", () => {
    expect(read(["Fictive Diagnostic Centre | DOB: 05/04/1990"]).patientName).toBeNull();
  });
});

describe("part F forms (tune half)", () => {
  it("dates both the sample and the report with one bare date label", () => {
    expect(read(["Médico: Dr. Ejemplo | Fecha: 20/11/2026"], "es")).toMatchObject({ labDate: "2026-11-20", resultsDate: "2026-11-20" });
  });

  it("reads Brazilian 'Coleta' and 'Liberação' and an abbreviated birth-date label", () => {
    expect(read(["Data de nasc.: 12/03/1980 | Sexo: Feminino", "Coleta: 10/11/2026 07:48 | Liberação: 11/11/2026 14:22"], "pt")).toMatchObject({ labDate: "2026-11-10", resultsDate: "2026-11-11", patientAge: "46" });
  });

  it("reads a name set in spaced capitals with its words, and a tagline of services as no name", () => {
    expect(read(["EXEMPLO | DIAGNOSTICS | Pathology · Radiology · Health Checks", "Name: Example Person"]).labName).toBe("EXEMPLO DIAGNOSTICS");
  });

  it("reads the city before a phone number with its extension", () => {
    expect(cityFromAddressLine("Plot 14-C, Service Road East, G-9 Markaz, Testabad Ph: 051-555 4420 Ext. 310")?.city).toBe("Testabad");
  });

  it("reads a word in large type beside two rows of small print as three rows", () => {
    const word = (text: string, x: number, y: number, height: number) => ({ text, box: { x, y, width: text.length * height * 0.5, height }, confidence: 1 });
    const words = [word("Exemplar", 76, 28, 18), word("Rua", 400, 30, 7), word("Fictícia,", 414, 30, 7), word("1450", 446, 30, 7), word("-", 462, 30, 7), word("Centro,", 468, 30, 7), word("Curitiba/PR", 494, 30, 7), word("Central", 400, 39, 7), word("de", 426, 39, 7), word("atendimento", 436, 39, 7)];
    const line = { text: words.map((w) => w.text).join(" "), box: { x: 76, y: 28, width: 460, height: 18 }, words, confidence: 1 };
    expect(extractMetadata([line], { language: "pt" }).labCity).toBe("Curitiba");
  });
});

describe("labels of languages the tuned documents never showed", () => {
  it.each([
    [["Laboratori Clínic Exemple", "Nom i cognoms: Anna Prova | Edat: 41 anys | Sexe: Dona", "Data d'extracció: 03/02/2026 | Data de validació: 04/02/2026"], "ca", { patientAge: "41", patientSex: "female", labDate: "2026-02-03", resultsDate: "2026-02-04" }],
    [["სამაგალითო ლაბორატორია", "პაციენტი: ტესტი ტესტაძე | ასაკი: 45 წლის | სქესი: მდედრობითი", "აღების თარიღი: 03.02.2026"], "ka", { labName: "სამაგალითო ლაბორატორია", patientAge: "45", patientSex: "female", labDate: "2026-02-03" }],
    [["Օրինակ լաբորատորիա", "Հիվանդ: Փորձ Փորձյան | Տարիք: 52 տարեկան | Սեռ: արական", "Նմուշառման ամսաթիվ: 03.02.2026"], "hy", { patientAge: "52", patientSex: "male", labDate: "2026-02-03" }],
    [["Nümunə Laboratoriya", "Xəstənin adı: Test Testov | Yaş: 30 | Cins: qadın", "Nümunə götürülmə tarixi: 03.02.2026 | Nəticə tarixi: 04.02.2026"], "az", { patientSex: "female", labDate: "2026-02-03", resultsDate: "2026-02-04" }],
    [["Пример лабораторија", "Име и презиме: Тест Тестовски | Возраст: 60 години | Пол: машки", "Датум на земање: 03.02.2026"], "mk", { patientAge: "60", patientSex: "male", labDate: "2026-02-03" }],
    [["Fictive Diagnostics", "रोगी का नाम / Patient Name: Example Person | आयु: 34 वर्ष | लिंग: महिला"], "hi", { patientAge: "34", patientSex: "female" }],
  ] as [string[], string, Record<string, string>][])("%j", (rows, language, expected) => {
    expect(read(rows, language)).toMatchObject(expected);
  });
});
