import { describe, expect, it } from "vitest";
import { makeLines, makeRtlLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";

describe("extractMetadata", () => {
  it("reads an English header with DOB-derived age", () => {
    const m = extractMetadata(
      makeLines([
        "Northwind Clinical Laboratory",
        "12 Harbour Road, Bristol BS1 4DJ, United Kingdom",
        "Patient: Testperson Alpha | Date of birth: 14/02/1985",
        "Sex: Female | Collection date: 03/03/2025 | Report date: 04/03/2025",
      ]),
      { language: "en" },
    );
    expect(m).toMatchObject({
      labName: "Northwind Clinical Laboratory", labCountry: "United Kingdom", labCity: "Bristol",
      patientName: "Testperson Alpha", birthDate: "1985-02-14", patientSex: "female",
      labDate: "2025-03-03", resultsDate: "2025-03-04", patientAge: "40",
    });
  });

  it.each([
    { lang: "de", rows: ["Labor Dr. Beispiel MVZ", "Musterweg 5, 80331 München, Deutschland", "Patient: Erika Fiktiv | Geburtsdatum: 02.05.1970", "Geschlecht: weiblich | Entnahmedatum: 12.03.2025 | Befunddatum: 13.03.2025"], expect: { labCity: "München", labCountry: "Germany", patientSex: "female", labDate: "2025-03-12", resultsDate: "2025-03-13", patientAge: "54" } },
    { lang: "fr", rows: ["Laboratoire Exemple Biologie", "3 rue Fictive, 69003 Lyon, France", "Nom : Jean Fictif | Âge : 61 ans | Sexe : masculin", "Date de prélèvement : 5 mars 2025 | Édité le : 06/03/2025"], expect: { labCity: "Lyon", labCountry: "France", patientSex: "male", patientAge: "61", labDate: "2025-03-05", resultsDate: "2025-03-06" } },
    { lang: "es", rows: ["Laboratorio Clínico Ficticio", "Calle Falsa 123, 28013 Madrid, España", "Paciente: Ana Inventada | Edad: 33 años | Sexo: Femenino", "Fecha de toma: 12/03/2025"], expect: { labCity: "Madrid", labCountry: "Spain", patientSex: "female", patientAge: "33", labDate: "2025-03-12" } },
    { lang: "it", rows: ["Laboratorio Analisi Immaginario", "Via Finta 9, 20121 Milano, Italia", "Paziente: Mario Inventato | Sesso: M | Età: 58", "Data prelievo: 12/03/2025 | Data referto: 14/03/2025"], expect: { labCity: "Milano", labCountry: "Italy", patientSex: "male", patientAge: "58", labDate: "2025-03-12", resultsDate: "2025-03-14" } },
    { lang: "tr", rows: ["Örnek Tıp Laboratuvarı", "Hayali Cad. 4, 34000 İstanbul, Türkiye", "Hasta Adı: Deneme Kişi | Cinsiyet: Kadın | Yaş: 29", "Numune Tarihi: 12.03.2025 | Rapor Tarihi: 12.03.2025"], expect: { labCountry: "Turkey", patientSex: "female", patientAge: "29", labDate: "2025-03-12" } },
    { lang: "pl", rows: ["Laboratorium Diagnostyczne Przykład", "ul. Zmyślona 1, 00-950 Warszawa, Polska", "Pacjent: Jan Testowy | Płeć: mężczyzna | Data urodzenia: 01.01.1990", "Data pobrania: 12.03.2025"], expect: { labCity: "Warszawa", labCountry: "Poland", patientSex: "male", patientAge: "35", labDate: "2025-03-12" } },
    { lang: "ru", rows: ["Лаборатория «Пример»", "ул. Вымышленная, 1, г. Москва, Россия", "Пациент: Иван Тестов | Пол: мужской | Возраст: 47 лет", "Дата взятия: 12 марта 2025 г. | Дата выдачи: 13.03.2025"], expect: { labCity: "Москва", labCountry: "Russia", patientSex: "male", patientAge: "47", labDate: "2025-03-12", resultsDate: "2025-03-13" } },
    { lang: "zh", rows: ["示例医学检验中心", "中国 北京市 朝阳区", "姓名: 测试者 | 性别: 女 | 年龄: 36岁", "采样日期: 2025年3月12日 | 报告日期: 2025-03-13"], expect: { labCountry: "China", labCity: "北京市", patientSex: "female", patientAge: "36", labDate: "2025-03-12", resultsDate: "2025-03-13" } },
    { lang: "nl", rows: ["Voorbeeld Laboratorium", "Nepstraat 2, 1012 Amsterdam, Nederland", "Patiënt: Piet Verzonnen | Geslacht: man | Leeftijd: 50", "Afnamedatum: 12-03-2025"], expect: { labCity: "Amsterdam", labCountry: "Netherlands", patientSex: "male", patientAge: "50", labDate: "2025-03-12" } },
    { lang: "pt", rows: ["Laboratório Exemplo", "Rua Fictícia 7, 1000-001 Lisboa, Portugal", "Paciente: Maria Teste | Sexo: Feminino | Idade: 41", "Data de colheita: 12/03/2025"], expect: { labCountry: "Portugal", patientSex: "female", patientAge: "41", labDate: "2025-03-12" } },
    { lang: "uk", rows: ["Медична лабораторія «Приклад»", "вул. Вигадана, 3, 01001 Київ, Україна", "Пацієнт: Олена Тестова | Стать: жіноча | Дата народження: 10.10.1988", "Дата взяття: 12 березня 2025 | Дата видачі: 13.03.2025"], expect: { labCity: "Київ", labCountry: "Ukraine", patientSex: "female", patientAge: "36", labDate: "2025-03-12", resultsDate: "2025-03-13" } },
    { lang: "cs", rows: ["Laboratoř Příklad s.r.o.", "Smyšlená 5, 110 00 Praha, Česká republika", "Pacient: Jan Zkušební | Pohlaví: muž | Datum narození: 01.02.1960", "Datum odběru: 12.03.2025 | Datum výsledku: 13.03.2025"], expect: { labCountry: "Czech Republic", patientSex: "male", patientAge: "65", labDate: "2025-03-12", resultsDate: "2025-03-13" } },
    { lang: "sv", rows: ["Exempel Laboratoriet AB", "Påhittad gata 1, 111 22 Stockholm, Sverige", "Patient: Anna Prov | Kön: kvinna | Ålder: 44", "Provtagningsdatum: 2025-03-12 | Svarsdatum: 2025-03-14"], expect: { labCountry: "Sweden", patientSex: "female", patientAge: "44", labDate: "2025-03-12", resultsDate: "2025-03-14" } },
    { lang: "ro", rows: ["Laborator Exemplu SRL", "Str. Inventată 2, 010011 București, România", "Pacient: Ion Test | Sex: M | Vârsta: 39", "Data recoltării: 12.03.2025"], expect: { labCity: "București", labCountry: "Romania", patientSex: "male", patientAge: "39", labDate: "2025-03-12" } },
    { lang: "hu", rows: ["Példa Laboratórium Kft.", "Kitalált utca 3, 1011 Budapest, Magyarország", "Beteg neve: Teszt Elek | Nem: férfi | Életkor: 62", "Mintavétel dátuma: 2025.03.12"], expect: { labCity: "Budapest", labCountry: "Hungary", patientSex: "male", patientAge: "62", labDate: "2025-03-12" } },
    { lang: "el", rows: ["Εργαστήριο Παράδειγμα", "Οδός Φανταστική 1, 10431 Αθήνα, Ελλάδα", "Ασθενής: Δοκιμή Δοκιμάκης | Φύλο: άνδρας | Ηλικία: 55", "Ημερομηνία λήψης: 12/03/2025"], expect: { labCity: "Αθήνα", labCountry: "Greece", patientSex: "male", patientAge: "55", labDate: "2025-03-12" } },
    { lang: "ja", rows: ["サンプル臨床検査センター", "日本 東京都", "氏名: 試験 太郎 | 性別: 男性 | 年齢: 52歳", "採取日: 2025年3月12日 | 報告日: 2025年3月13日"], expect: { labCountry: "Japan", patientSex: "male", patientAge: "52", labDate: "2025-03-12", resultsDate: "2025-03-13" } },
    { lang: "ar", rows: ["مختبر المثال الطبي", "شارع وهمي، الرياض، السعودية", "اسم المريض: تجربة | الجنس: أنثى | العمر: 30", "تاريخ سحب العينة: 2025-03-12"], expect: { labCountry: "Saudi Arabia", patientSex: "female", patientAge: "30", labDate: "2025-03-12" } },
  ])("reads labels in $lang", ({ lang, rows, expect: expected }) => {
    expect(extractMetadata((lang === "ar" ? makeRtlLines : makeLines)(rows), { language: lang })).toMatchObject(expected);
  });

  it("returns nulls, not guesses, when nothing is labelled", () => {
    const m = extractMetadata(makeLines(["Hemoglobin | 14.2 | g/dL | 13.5-17.5"]));
    expect(m).toEqual({ labDate: null, resultsDate: null, labName: null, labCity: null, labCountry: null, patientName: null, patientAge: null, patientSex: null, birthDate: null });
  });
});
