// One invented report header per language of ./labels-by-language: labels, age units, sex words, dates, and the
// national numbers that give a birth date. Every name, number and date is made up.
import { describe, expect, it } from "vitest";
import { makeLines, makeRtlLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";

const read = (rows: string[], language: string) => extractMetadata(makeLines(rows), { language });

describe("labels language by language", () => {
  it.each([
    ["nl", ["Naam: Verzonnen, Pieter | Geb.datum: 03-04-1971 | Geslacht: Man", "Afgenomen op: 12-11-2026 08:10 | Rapportdatum: 13-11-2026"], { patientName: "Verzonnen, Pieter", patientSex: "male", patientAge: "55", labDate: "2026-11-12", resultsDate: "2026-11-13" }],
    ["nl", ["Patiënt: Testje, Anna | Leeftijd 45 jaar | Geslacht: V", "Ontvangen: 02-11-2026"], { patientAge: "45", patientSex: "female", labDate: "2026-11-02" }],
    ["sr", ["Ime i prezime: Petar Izmišljen | Godište: 1980 | Pol: muški", "Datum uzorkovanja: 05.11.2026. | Datum izdavanja: 06.11.2026."], { patientName: "Petar Izmišljen", patientSex: "male", patientAge: "46", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["sr", ["Презиме и име: Измишљена Јелена | Старост: 38 година | Пол: Ж", "Датум пријема: 04.11.2026."], { patientName: "Измишљена Јелена", patientSex: "female", patientAge: "38", labDate: "2026-11-04" }],
    ["hr", ["Ime i prezime: Ivana Primjer | Spol: Ž | Datum rođenja: 15. siječnja 1990.", "Zaprimljeno: 03.11.2026. | Datum ispisa: 04.11.2026."], { patientSex: "female", birthDate: "1990-01-15", labDate: "2026-11-03", resultsDate: "2026-11-04" }],
    ["sk", ["Meno a priezvisko: Ján Vymyslený | Vek: 61 rokov | Pohlavie: muž", "Dátum a čas odberu: 10.11.2026 7:40 | Vydané: 11.11.2026"], { patientName: "Ján Vymyslený", patientAge: "61", patientSex: "male", labDate: "2026-11-10", resultsDate: "2026-11-11" }],
    ["cs", ["Příjmení a jméno: Zkušební Eva | Narozena: 02.02.1982 | Pohlaví: žena", "Odebráno: 09.11.2026 | Vydáno: 10.11.2026"], { patientName: "Zkušební Eva", patientSex: "female", patientAge: "44", labDate: "2026-11-09" }],
    ["sl", ["Ime in priimek: Janez Izmišljeni | Spol: moški | Starost: 52 let", "Čas odvzema: 06.11.2026 | Datum izvida: 07.11.2026"], { patientSex: "male", patientAge: "52", labDate: "2026-11-06", resultsDate: "2026-11-07" }],
    ["is", ["Nafn: Jón Tilbúningsson | Kennitala: 120378-1239 | Kyn: kk", "Sýni tekið: 12.11.2026 | Svarað: 13.11.2026"], { patientName: "Jón Tilbúningsson", patientSex: "male", birthDate: "1978-03-12", patientAge: "48", labDate: "2026-11-12", resultsDate: "2026-11-13" }],
    ["is", ["Nafn: Anna Dæmisdóttir | Aldur: 33 ára | Kyn: Kona", "Sýnataka: 5. nóvember 2026"], { patientAge: "33", patientSex: "female", labDate: "2026-11-05" }],
    ["tr", ["Hasta Adı Soyadı: Deneme Örnekoğlu | Yaş: 47 | Cinsiyet: E", "Numune Kabul Tarihi: 04.11.2026 | Onay Tarihi: 05.11.2026"], { patientName: "Deneme Örnekoğlu", patientAge: "47", patientSex: "male", labDate: "2026-11-04", resultsDate: "2026-11-05" }],
    ["th", ["ชื่อ: นาย สมมติ ทดลอง | อายุ: 41 ปี | เพศ: ชาย", "วันที่รับสิ่งส่งตรวจ: 12 พ.ย. 2569 | วันที่ออกผล: 13/11/2569"], { patientName: "สมมติ ทดลอง", patientAge: "41", patientSex: "male", labDate: "2026-11-12", resultsDate: "2026-11-13" }],
    ["mn", ["Овог: Тестийн | Нэр: Болдмаа | Хүйс: эмэгтэй", "Нас: 29 | Дээж авсан огноо: 2026.11.05 | Хариу гарсан огноо: 2026.11.06"], { patientName: "Тестийн Болдмаа", patientSex: "female", patientAge: "29", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["mn", ["Нэр: Батаа | Регистрийн дугаар: УБ85031214", "Огноо: 2026.11.05"], { patientName: "Батаа", birthDate: "1985-03-12", patientSex: "male", patientAge: "41" }],
    ["kk", ["Аты-жөні: Сынақов Ерлан | Жасы: 36 жас | Жынысы: ер", "Сынама алынған күні: 05.11.2026 | Нәтиже берілген күні: 06.11.2026"], { patientName: "Сынақов Ерлан", patientAge: "36", patientSex: "male", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["uk", ["П.І.Б.: Вигадана Ольга | Стать: Ж | Рік народження: 1975", "Дата надходження: 07.11.2026"], { patientName: "Вигадана Ольга", patientSex: "female", patientAge: "51", labDate: "2026-11-07" }],
    ["bg", ["Име: Иван Измислен | ЕГН: 7501010123 | Пол: мъж", "Дата на вземане: 03.11.2026 | Дата на издаване: 04.11.2026"], { patientName: "Иван Измислен", birthDate: "1975-01-01", patientAge: "51", labDate: "2026-11-03" }],
    ["el", ["Επώνυμο: ΔΟΚΙΜΑΚΗΣ | Όνομα: ΝΙΚΟΣ | Φύλο: Α | Ηλικία: 64 ετών", "Ημ. λήψης: 02/11/2026 | Ημ. έκδοσης: 03/11/2026"], { patientName: "ΔΟΚΙΜΑΚΗΣ ΝΙΚΟΣ", patientSex: "male", patientAge: "64", labDate: "2026-11-02", resultsDate: "2026-11-03" }],
    ["ro", ["Nume și prenume: Popescu Inventat | CNP: 1850312123456 | Sex: M", "Data recoltării: 05.11.2026 | Data validării: 06.11.2026"], { patientName: "Popescu Inventat", birthDate: "1985-03-12", patientAge: "41", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["hu", ["Páciens neve: Teszt Anna | Szül. dátum: 1990.05.06 ( 36 éves ) | Nem: nő", "Vérvétel: 2026.11.04 | Nyomtatva: 2026.11.05"], { patientName: "Teszt Anna", patientAge: "36", patientSex: "female", labDate: "2026-11-04", resultsDate: "2026-11-05" }],
    ["pl", ["Imię i nazwisko: Jan Zmyślony | PESEL: 02270812345 | Płeć: M", "Data przyjęcia: 03.11.2026 | Data wydruku: 04.11.2026"], { patientName: "Jan Zmyślony", birthDate: "2002-07-08", patientAge: "24", labDate: "2026-11-03", resultsDate: "2026-11-04" }],
    ["lt", ["Vardas: Jonas | Pavardė: Išgalvotas | Asmens kodas: 38503121234", "Ėminio paėmimo data: 2026-11-05 | Išduota: 2026-11-06"], { patientName: "Jonas Išgalvotas", birthDate: "1985-03-12", patientSex: "male", labDate: "2026-11-05" }],
    ["lv", ["Vārds, uzvārds: Anna Izdomāta | Personas kods: 120385-11234 | Dzimums: sieviete", "Parauga ņemšanas laiks: 05.11.2026 | Izsniegts: 06.11.2026"], { patientName: "Anna Izdomāta", birthDate: "1985-03-12", patientSex: "female", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["et", ["Nimi: Mari Väljamõeldud | Isikukood: 48503120123 | Sugu: naine", "Proovivõtu aeg: 05.11.2026 | Kinnitatud: 06.11.2026"], { patientName: "Mari Väljamõeldud", birthDate: "1985-03-12", patientSex: "female", labDate: "2026-11-05" }],
    ["fi", ["Potilaan nimi: Keksitty Matti | Ikä: 58 v | Sukupuoli: mies", "Näyte otettu: 05.11.2026 | Hyväksytty: 06.11.2026"], { patientName: "Keksitty Matti", patientAge: "58", patientSex: "male", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["sv", ["Namn: Påhittad Stina | Ålder: 70 år | Kön: K", "Provtagen: 2026-11-05 | Besvarad: 2026-11-06"], { patientAge: "70", patientSex: "female", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["da", ["Navn: Opdigtet Lars | Alder: 44 år | Køn: mand", "Prøvetaget: 05.11.2026 | Udskrevet: 06.11.2026"], { patientAge: "44", patientSex: "male", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["nb", ["Navn: Oppdiktet Kari | Alder: 39 | Kjønn: kvinne", "Mottatt: 05.11.2026 | Godkjent: 06.11.2026"], { patientAge: "39", patientSex: "female", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["vi", ["Họ tên bệnh nhân: Bà Trần Thị Giả | Tuổi: 52 | Giới: Nữ", "Thời gian nhận mẫu: Ngày 05 tháng 11 năm 2026 | Ngày in: 06/11/2026"], { patientName: "Trần Thị Giả", patientAge: "52", patientSex: "female", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["id", ["Nama Pasien: Ny. Contoh Rekaan | Umur: 35 Thn | Jenis Kelamin: Perempuan", "Tgl. Terima: 05/11/2026 | Tgl. Cetak: 06/11/2026"], { patientName: "Contoh Rekaan", patientAge: "35", patientSex: "female", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["ms", ["Nama Pesakit: Ahmad Rekaan | Umur: 40 tahun | Jantina: Lelaki", "Tarikh Terima: 05/11/2026 | Tarikh Keputusan: 06/11/2026"], { patientName: "Ahmad Rekaan", patientAge: "40", patientSex: "male", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["ko", ["환자성명: 가상인 | 연령: 만 47세 | 성별: 남", "접수일시: 2026-11-05 | 결과보고일: 2026-11-06"], { patientName: "가상인", patientAge: "47", patientSex: "male", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["ja", ["患者氏名: 仮名 花子 | 年齢: 33歳 | 性別: 女", "受付日: 2026/11/05 | 報告年月日: 2026年11月6日"], { patientName: "仮名 花子", patientAge: "33", patientSex: "female", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["zh", ["病人姓名: 测试者 | 年龄: 45岁 | 性别: 男", "接收时间: 2026-11-05 08:00 | 报告时间: 2026-11-06"], { patientName: "测试者", patientAge: "45", patientSex: "male", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
    ["en", ["Patient Name: Example Person | Patient Age: 30 | Patient Sex: F", "Received On: 11/05/2026 | Printed On: 11/06/2026"], { patientAge: "30", patientSex: "female", labDate: "2026-11-05", resultsDate: "2026-11-06" }],
  ] as [string, string[], Record<string, string>][])("%s: %j", (language, rows, expected) => {
    expect(read(rows, language)).toMatchObject(expected);
  });
});

describe("right-to-left languages", () => {
  it("reads Arabic labels in any hamza form, with Arabic-Indic digits", () => {
    const m = extractMetadata(makeRtlLines(["اسم المريض: محمد تجريبي | العمر: ٤٥ سنة | الجنس: ذكر", "تاريخ الاستلام: ٠٥/١١/٢٠٢٦"]), { language: "ar" });
    expect(m).toMatchObject({ patientAge: "45", patientSex: "male", labDate: "2026-11-05" });
    expect(extractMetadata(makeRtlLines(["الجنس: انثى"]), { language: "ar" }).patientSex).toBe("female");
  });

  it("reads Persian labels and digits", () => {
    const m = extractMetadata(makeRtlLines(["نام و نام خانوادگی: خانم نمونه آزمایشی | سن: ۳۸ سال | جنسیت: مونث", "تاریخ گزارش: ۱۴۰۵/۰۸/۱۸"]), { language: "fa" });
    expect(m).toMatchObject({ patientAge: "38", patientSex: "female", resultsDate: "2026-11-09" });
  });

  it("reads Hebrew labels", () => {
    const m = extractMetadata(makeRtlLines(["שם פרטי: דנה | שם משפחה: בדיונית | גיל: 27 | מין: נ", "תאריך קבלה: 05/11/2026"]), { language: "he" });
    expect(m).toMatchObject({ patientAge: "27", patientSex: "female", labDate: "2026-11-05" });
  });
});

describe("national numbers that give the birth date", () => {
  it("reads JMBG, AMKA and IIN", () => {
    expect(read(["Ime i prezime: Marko Primer | JMBG: 1203985710012", "Datum uzorkovanja: 05.11.2026"], "sr")).toMatchObject({ birthDate: "1985-03-12", patientSex: "male", patientAge: "41" });
    expect(read(["Ονοματεπώνυμο: Δοκιμή Μαρία | ΑΜΚΑ: 12038512345", "Ημ. λήψης: 05/11/2026"], "el")).toMatchObject({ birthDate: "1985-03-12", patientAge: "41" });
    expect(read(["Аты-жөні: Сынақова Айгүл | ИИН: 850312400123", "Сынама алынған күні: 05.11.2026"], "kk")).toMatchObject({ birthDate: "1985-03-12", patientSex: "female" });
  });
});

describe("Turkish capitals", () => {
  it("reads labels and sex words printed in capitals with dotted and dotless i", () => {
    const m = read(["HASTA ADI SOYADI: DENEME ÖRNEK | DOĞUM TARİHİ: 01.02.1980 | CİNSİYET: KADIN", "NUMUNE ALMA TARİHİ: 05.11.2026 | ONAY TARİHİ: 06.11.2026"], "tr");
    expect(m).toMatchObject({ patientName: "DENEME ÖRNEK", patientSex: "female", birthDate: "1980-02-01", labDate: "2026-11-05", resultsDate: "2026-11-06" });
  });
});

describe("bilingual Latin/Arabic labels", () => {
  it("reads the value bidi reordering put between the label and its translation", () => {
    expect(read(["Patient / المريض: Example Person", "Age / 47 العم:ر Years Gender / الجنس: Female"], "ar")).toMatchObject({ patientAge: "47", patientSex: "female" });
  });
});

describe("labels without a colon before a sex word or an honorific", () => {
  it("reads them", () => {
    expect(read(["ชื่อ นาย สมมติ ทดลอง | อายุ 45 ปี | เพศ ชาย"], "th")).toMatchObject({ patientName: "สมมติ ทดลอง", patientAge: "45", patientSex: "male" });
    expect(read(["Name Mr. Example Person Sex Male"], "en")).toMatchObject({ patientName: "Example Person", patientSex: "male" });
  });
});

describe("another person's name label", () => {
  it("is never the patient's", () => {
    expect(read(["Эмчийн нэр: Эмч Туршилт", "Овог нэр: Тест Болд"], "mn").patientName).toBe("Тест Болд");
    expect(read(["Referring Doctor Name: Dr. Fictive Person", "Patient Name: Example Person"], "en").patientName).toBe("Example Person");
  });
});
