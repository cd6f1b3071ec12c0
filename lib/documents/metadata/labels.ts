// Printed labels of report metadata in the languages we read (en de fr es it pt nl pl tr ru uk cs sv ro hu el
// zh ja ar). Lower case; a label matches at the start of a cell or after a separator, followed by ":" or a gap.

import { LANGUAGE_LAB_WORDS, LANGUAGE_LABELS, LANGUAGE_SEX_VALUES, PRINTED_DATE_LABELS } from "./labels-by-language";

// "receivedDate": the sample's arrival at the lab, read only when no collection date is printed; "printedDate": the
// report's printing, read only when no report date is printed.
export type MetaField = "labDate" | "receivedDate" | "resultsDate" | "printedDate" | "genericDate" | "patientName" | "givenName" | "birthDate" | "age" | "sex" | "ageSex" | "labName";

const CORE_LABELS: Record<Exclude<MetaField, "receivedDate" | "printedDate">, string[]> = {
  labDate: [
    // Faroese, Turkmen, Catalan
    "roynd tikin", "alnan wagty", "extracció", "data d'extracció",
    "sampling time", "collection time", "time collected", "date of sample", "sample taken on", "date/time of sample",
    "date/heure de prélèvement", "prélèvement effectué le", "fecha muestra", "fecha de la muestra", "obtención de muestra",
    "prelievo", "data/ora prelievo", "monster afgenomen", "data i godzina pobrania", "kan alma tarihi", "material entnommen",
    "fecha de toma de muestra", "fecha toma muestra", "fecha y hora de toma de muestra", "collection date & time",
    "collected date/time", "date & time of collection", "date/time of collection", "sample collection date/time",
    "specimen collection date/time", "collection date and time", "sample collected on", "prøve taget", "dato for prøvetagning",
    "mintavétel időpontja", "levétel ideje", "levétel", "tgl. pengambilan", "tanggal sampel", "waktu sampling",
    // lt lv et sl hr/sr/bs sk bg id/ms, and more forms of "collected"
    "mėginio paėmimas", "paėmimo data", "mėginio paėmimo data", "paraugu ņemšana", "parauga ņemšanas datums", "paņemts",
    "proovi võtmise aeg", "proovivõtt", "võetud", "odvzem", "datum odvzema", "datum uzorkovanja", "uzorkovano", "vađenje krvi",
    "датум узорковања", "dátum odberu", "odber", "дата на вземане", "взет материал", "взет на", "дата на пробовземане",
    "tanggal pengambilan", "tgl pengambilan", "waktu pengambilan", "tarikh sampel", "tarikh diambil", "fecha de ingreso",
    "fecha y hora de toma", "coll.", "specimen date", "collected at", "prélevé le", "prélèvement le", "date prélèvement",
    "entnommen", "abgenommen", "entnahmezeitpunkt", "prelevato il", "recoltat la", "채취일", "채혈일자", "prøvetagningstidspunkt",
    // pt/el/he/fa/th/vi/zh/ja and more forms of "collected"
    "data da colheita", "colhido em", "colheita", "ημ/νία αιμοληψίας", "ημερομηνία αιμοληψίας", "ημ/νία λήψης", "αιμοληψία",
    "تاریخ پذیرش", "תאריך לקיחה", "תאריך דגימה", "تاریخ نمونهگیری", "تاریخ نمونه‌گیری", "تاریخ نمونه گیری", "تاريخ أخذ العينة", "تاريخ العينة",
    "วันที่เก็บสิ่งส่งตรวจ", "วันที่เก็บตัวอย่าง", "วันที่เจาะเลือด", "thời gian lấy mẫu", "ngày lấy mẫu", "采血时间", "采集日期",
    "採集時間", "採樣時間", "採血日時", "検体採取日時", "採取日時", "date/time collected", "collection date/time", "collected date",
    "date drawn", "drawn", "specimen collection date", "sample collection date", "fecha de recolección", "fecha recolección",
    "fecha de obtención", "fecha toma", "entnahmezeit", "abnahmezeit", "probenahme", "дата забора материала", "дата взяття біоматеріалу",
    "prøvetatt", "prøvetagning", "mintavétel ideje", "recoltat", "pobranie", "data pobrania próbki",
    "fecha extracción", "fecha de la extracción", "prøvedato", "prøvetaking", "prøvetakingsdato", "näytteenotto", "näytteenottoaika", "sample taken", "specimen taken", "date taken", "採檢日期", "採血日期", "採樣日期", "채취일시", "채혈일", "채혈일시", "검체채취일",
    "collection date", "date collected", "collected", "collected on", "sample date", "sampling date", "date of collection",
    "specimen collected", "sample collected", "date sampled", "entnahmedatum", "abnahmedatum", "probenentnahme",
    "entnahme", "abnahme", "eingang", "probeneingang", "date de prélèvement", "prélevé le", "prélèvement", "date du prélèvement",
    "fecha de toma", "fecha de extracción", "fecha de muestra", "fecha toma de muestra", "toma de muestra", "data prelievo",
    "data del prelievo", "data di prelievo", "data de colheita", "data da coleta", "data de coleta", "coletado em", "coleta em", "data coleta", "afnamedatum",
    "datum afname", "afname", "geneem", "data pobrania", "pobrano", "data pobrania materiału", "numune tarihi", "numune alma tarihi",
    "numune alım tarihi", "alınma tarihi", "дата взятия", "дата забора", "дата взятия биоматериала", "взятие биоматериала",
    "дата взяття", "дата забору", "взятие", "дата и время взятия", "взятие материала", "взят", "datum odběru", "odběr", "provtagningsdatum", "provtagning", "data recoltării",
    "data recoltare", "mintavétel", "mintavétel dátuma", "ημερομηνία λήψης", "采样日期", "采样时间", "采集时间",
    "採取日", "採血日", "検体採取日", "تاريخ سحب العينة", "تاريخ الجمع",
  ],
  resultsDate: [
    // Faroese, Turkmen, Catalan
    "svardagur", "data informe", "data de l'informe",
    "date of result", "result on", "released on", "date authorised", "date authorized", "date verified", "verified date",
    "reporting date", "report issued", "issue date", "date issued", "final report date", "finalized", "finalised",
    "fecha resultado", "validado", "fecha de liberación", "emissão", "data da liberação", "validation biologique",
    "endbefund", "geautoriseerd", "validatie", "data zatwierdzenia", "onaylanma tarihi", "выдано",
    "reported date/time", "report date/time", "report date & time", "date/time reported", "reported date", "godkendt",
    "jóváhagyva", "validálva", "lelet dátuma", "tgl. hasil", "tanggal laporan",
    "atsakymas", "atsakymo data", "išdavimo data", "rezultatų data", "izsniegšanas datums", "atbildes datums", "vastuse aeg",
    "väljastatud", "izdano", "datum izdaje", "datum izdavanja", "datum nalaza", "датум издавања", "dátum výsledku", "dátum vydania",
    "дата на издаване", "издаден", "tanggal hasil", "tgl hasil", "tarikh laporan", "tanggal selesai", "fecha de impresión",
    "fecha informe", "validation", "validé", "edition", "édition", "edité le", "rep.", "verified", "verified on", "approved on",
    "validiert am", "freigegeben", "befundet", "data emissione", "data validazione", "refertato il", "data de validação",
    "data autoryzacji", "kiadva", "data emiterii", "дата исследования", "готовность", "보고일", "svardato", "besvaret",
    "data do relatório", "data de relatório", "fecha de emisión", "fecha emisión", "fecha de reporte", "fecha de entrega",
    "ausgang", "befundausgang", "ημ/νία έκδοσης", "ημ/νία αποτελέσματος", "تاريخ إصدار النتيجة", "تاريخ الإصدار", "תאריך תוצאה",
    "תאריך הפקה", "تاریخ جوابدهی", "تاریخ جواب", "วันที่รายงานผล", "วันที่รายงาน", "thời gian trả kết quả", "ngày trả kết quả",
    "审核时间", "审核日期", "發報日期", "審核時間", "発行日", "rapportage", "rapportagedatum", "дата виконання", "date released",
    "date of release", "data wykonania", "data validării",
    "fecha validación", "fecha de validación", "besvart", "svar", "svarsdatum", "vastaus", "vastausaika", "authorised", "authorized", "authorised on", "報告日期", "報告時間", "보고일시", "보고일", "date du rapport", "befund erstellt", "erstellt",
    "report date", "reported", "reported on", "result date", "date of report", "validated", "validation date",
    "date reported", "released", "befunddatum", "berichtsdatum", "ausgangsdatum", "validiert", "freigabe",
    "befund vom", "date du compte rendu", "édité le", "date de validation", "validé le", "date d'édition",
    "fecha de informe", "fecha de resultado", "fecha de validación", "fecha del informe", "data referto",
    "data di refertazione", "data refertazione", "data do resultado", "data de emissão", "data do laudo", "liberado em", "emitido em", "data de liberação",
    "uitslagdatum", "datum rapport", "datum uitslag", "data wyniku", "data wydania", "data wydania wyniku",
    "sonuç tarihi", "rapor tarihi", "onay tarihi", "дата выдачи", "дата результата", "дата выполнения",
    "дата видачі", "дата результату", "datum výsledku", "datum vydání", "svarsdatum", "data rezultatului",
    "data eliberării", "eredmény dátuma", "kiadás dátuma", "ημερομηνία αποτελέσματος", "ημερομηνία έκδοσης",
    "报告日期", "报告时间", "報告日", "報告日時", "تاريخ التقرير", "تاريخ النتيجة",
  ],
  genericDate: ["date", "datum", "fecha", "data", "tarih", "дата", "dátum", "ημερομηνία", "日期", "日付", "التاريخ"],
  patientName: [
    // Faroese, Turkmen, Catalan
    "sjúklingur", "näsag",
    // family-name labels ("Nom : DUPONT | Prénom : Jean"): the given name is joined on (givenName below)
    "nachname", "surname", "last name", "family name", "apellidos", "nazwisko", "cognome", "sobrenome", "achternaam",
    "soyadı", "фамилия", "прізвище", "příjmení", "vezetéknév", "efternamn", "etternavn", "sukunimi", "nom de famille",
    "nom de naissance", "client name", "nom, prénom", "name, vorname", "nachname, vorname", "apellidos, nombre",
    "pacientas", "vardas, pavardė", "pavardė, vardas", "pacients", "vārds, uzvārds", "uzvārds, vārds", "patsient", "nimi",
    "priimek in ime", "ime in priimek", "bolnik", "pacijent", "ime i prezime", "prezime i ime", "bolesnik", "пацијент",
    "име и презиме", "meno a priezvisko", "priezvisko a meno", "трите имена", "име", "nama pasien", "nama", "pasien",
    "성명", "수진자", "navn", "patient(e)", "emri",
    "patient details", "patient's name", "name of patient", "pt. name", "pt name", "שם המטופל", "שם", "نام بیمار", "نام",
    "ชื่อ-สกุล", "ชื่อ-นามสกุล", "ชื่อผู้ป่วย", "họ tên", "họ và tên", "tên bệnh nhân", "naam patiënt", "patiëntnaam",
    "nom et prénom", "nom prénom", "nombre y apellidos", "apellidos y nombre", "nome completo", "ad soyad",
    "pasient", "potilas", "환자명", "수진자명", "이름", "病患姓名",
    "patient name", "patient", "patiente", "name", "patientenname", "patient(in)", "nom du patient", "nom", "patient(e)",
    "nombre del paciente", "paciente", "nombre", "nome del paziente", "paziente", "nominativo", "cognome e nome",
    "nome do paciente", "nome", "sr (a)", "sr(a)", "sr.(a)", "sr.ª", "naam", "patiënt", "imię i nazwisko", "pacjent", "hasta adı soyadı", "hasta adı",
    "adı soyadı", "hasta", "ф.и.о.", "фио", "пациент", "пацієнт", "піб", "jméno pacienta", "pacient", "jméno",
    "patientnamn", "namn", "nume pacient", "pacient", "nume", "beteg neve", "név", "beteg", "ονοματεπώνυμο", "ασθενής",
    "姓名", "患者姓名", "患者名", "氏名", "患者", "اسم المريض", "المريض", "الاسم",
  ],
  givenName: [
    "prénom", "prénoms", "vorname", "first name", "given name", "given names", "forename", "imię", "имя", "ім'я", "voornaam",
    "adı", "keresztnév", "prenume", "förnamn", "fornavn", "etunimi", "nome próprio", "nombres",
  ],
  birthDate: [
    // Faroese, Turkmen, Catalan
    "føddur", "fødd", "doglan senesi",
    "szül. dátum", "szül. idő", "szül.idő", "tgl. lahir", "geb. am",
    "год рождения", "năm sinh", "gimimo data", "dzimšanas datums", "sünniaeg", "sünnikuupäev", "rojen", "rojena", "datum rojstva", "datum rođenja", "rođen",
    "датум рођења", "dátum narodenia", "дата на раждане", "tanggal lahir", "tgl lahir", "tarikh lahir", "data e lindjes",
    "født", "született", "né(e)",
    "תאריך לידה", "تاریخ تولد", "วันเกิด", "ngày sinh", "туған күні", "geb.-datum",
    "fødselsdato", "født", "syntymäaika", "syntymäpäivä", "생년월일",
    "date of birth", "dob", "d.o.b.", "birth date", "birthdate", "born", "geburtsdatum", "geb.", "geboren am", "geboren",
    "date de naissance", "né(e) le", "né le", "née le", "fecha de nacimiento", "f. nac.", "f. nacimiento",
    "data di nascita", "nato il", "data de nascimento", "geboortedatum", "geb. datum", "data urodzenia",
    "doğum tarihi", "дата рождения", "д.р.", "дата народження", "datum narození", "födelsedatum", "data nașterii",
    "születési dátum", "születési idő", "ημερομηνία γέννησης", "出生日期", "生年月日", "تاريخ الميلاد",
  ],
  age: [
    // Faroese, Turkmen, Catalan
    "ýaşy", "yasy", "edat",
    "amžius", "vecums", "vanus", "starost", "vek", "възраст", "umur", "usia", "mosha", "старост",
    "السن", "سن", "גיל", "อายุ", "tuổi", "жасы",
    "나이", "年齡", "ikä", "alder",
    "age", "alter", "âge", "edad", "età", "idade", "leeftijd", "wiek", "yaş", "возраст", "вік", "věk", "ålder",
    // Dutch LIS abbreviation, Afrikaans
    "lft", "lft.", "ouderdom",
    "vârsta", "vârstă", "életkor", "kor", "ηλικία", "年龄", "年齢", "العمر",
  ],
  ageSex: [
    "나이/성별", "age/gender", "edad / sexo", "idade / sexo",
    "성별/나이", "性別/年齡", "性别/年龄", "kjønn/alder", "kön/ålder",
    "age/sex", "age / sex", "age/gender", "age / gender", "sex/age", "gender/age", "edad/sexo", "idade/sexo",
    "sexo/idade", "sexo/edad", "alter/geschlecht", "âge/sexe", "возраст/пол", "пол/возраст", "年龄/性别", "性别/年龄",
  ],
  sex: [
    // Faroese, Turkmen, Catalan
    "kyn", "jynsy",
    "lytis", "dzimums", "sugu", "spol", "pol", "pohlavie", "jenis kelamin", "jantina", "gjinia", "køn", "kjønn",
    "النوع", "جنس", "מין", "جنسیت", "เพศ", "giới tính", "жынысы",
    "성별", "kjønn", "sukupuoli",
    "sex", "gender", "geschlecht", "geschl.", "geschl", "sexe", "sexo", "sesso", "geslacht", "płeć", "cinsiyet", "пол", "стать",
    // Dutch LIS abbreviation, Afrikaans
    "gesl", "gesl.", "geslag",
    "pohlaví", "kön", "sex", "gen", "nem", "φύλο", "性别", "性別", "الجنس",
  ],
  labName: [
    "laboratory", "lab", "performing laboratory", "labor", "laboratorium", "laboratoire", "laboratorio",
    "laboratório", "laboratuvar", "лаборатория", "лабораторія", "laboratoř", "laboratoriet", "laborator",
    "εργαστήριο", "实验室", "检验机构", "検査機関", "المختبر",
  ],
};

/** Words that mark a line as naming a laboratory when no "Laboratory:" label is printed. */
export const LAB_WORDS = [
  // Arabic, Persian, Hebrew, Thai, Korean, Vietnamese, Kazakh, traditional Chinese and Japanese institution words
  "معامل", "مختبرات", "تحاليل", "آزمایشگاه", "מעבדה", "מעבדות", "המרכז הרפואי", "בית חולים", "โรงพยาบาล", "ห้องปฏิบัติการ",
  "คลินิก", "병원", "의원", "검사센터", "의료재단", "醫院", "檢驗", "医療法人", "bệnh viện", "phòng khám", "зертхана",
  "laboratory", "laboratories", "lab", "labs", "diagnostics", "pathology", "clinical", "labor", "laborpraxis",
  "laboratorium", "diagnostik", "laboratoire", "laboratorio", "laboratório", "laboratuvar", "laboratuvarı",
  "лаборатория", "лабораторія", "клиника", "laboratoř", "laboratorie", "laborator", "εργαστήριο", "检验", "检验中心",
  "实验室", "医院", "検査", "クリニック", "病院", "مختبر", "medlab", "synlab",
  // institutions: the hospital or clinic line printed above its laboratory department is the lab's name
  "hospital", "hospitals", "clinics", "healthcare", "health care", "hôpital", "hopital", "klinikum", "klinik", "clinic", "clinica", "clínica", "ospedale", "ziekenhuis",
  "szpital", "hastanesi", "hastane", "больница", "госпиталь", "медицинский", "центр", "invitro", "инвитро",
  "gemotest", "гемотест", "unilabs", "labcorp", "quest", "dasa", "fleury", "apollo", "metropolis", "cerba",
  "biomnis", "eurofins", "sonic", "bioscientia", "diagnostica", "diagnóstico", "diagnósticos", "diagnostico",
  "análisis", "análises", "analisi", "analizy", "медлаб", "kdl", "кдл", "医学检验所", "医学检验实验室", "診所",
  // institutions named without a laboratory word: "Summit Valley Medical Center", "Pennine Valley NHS Trust",
  // "Fakultní nemocnice Brno", "Akademiska sjukhuset"
  "center", "centre", "infirmary", "nhs", "nemocnice", "sjukhus", "sjukhuset", "sykehus", "sairaala", "szpitalny",
  "kórház", "spital", "spitalul", "ospedaliera", "hospitalar", "diagnostic", "pathlab", "pathlabs",
  ...LANGUAGE_LAB_WORDS,
];

/** Words that open a department line printed under the institution ("Laboratory Medicine", "检验科"). */
export const DEPARTMENT_WORDS = [
  "department", "dept", "division", "service", "section", "unit", "abteilung", "institut für", "zentrallabor",
  "service de", "département", "servicio de", "departamento", "sección", "laboratório de", "laboratorio de",
  "laboratoire de", "reparto", "servizio", "dipartimento", "afdeling", "dział", "zakład", "bölümü", "отделение",
  "кафедра", "отдел", "检验科", "检验中心", "化验室", "科", "檢驗科", "serviço", "serviços", "servicio", "servicios", "unidad de", "unidade de", "dienst", "afdeling",
  // sr/hr/bs, sl, sk/cs, is, tr, mn, th, ar, fa, he, vi, id/ms, hu
  "odjel", "odeljenje", "odjeljenje", "služba", "oddelek", "oddelenie", "oddělení", "deild", "anabilim dalı", "тасаг", "хэлтэс",
  "แผนก", "ฝ่าย", "กลุ่มงาน", "قسم", "بخش", "מחלקת", "מחלקה", "khoa", "instalasi", "bagian", "jabatan", "osztály",
];

/** Words of a street address: a line with one is an address, never a lab name or city. */
export const STREET_WORDS = /(?:^|[\s,])(?:street|st\.|road|rd\.|avenue|ave\.?|blvd|boulevard|lane|drive|suite|floor|strasse|straße|str\.|gasse|weg|platz|rue|avenue|bd\.?|chemin|calle|avenida|av\.|rua|travessa|alameda|praça|via|viale|piazza|corso|straat|laan|ulica|ul\.|cad\.|caddesi|sokak|sok\.|mah\.|ул\.|улица|проспект|пр\.|пер\.|д\.|路|街|号|道)(?=[\s,.]|$)/iu;

const CORE_SEX_VALUES: Record<string, "male" | "female" | "other"> = {
  // Indonesian L(aki-laki) / P(erempuan)
  l: "male", p: "female",
  vyras: "male", moteris: "female", vīrietis: "male", sieviete: "female", mees: "male", naine: "female", moški: "male",
  ženski: "female", muški: "male", мушки: "male", женски: "female", мъж: "male", жена: "female", мъжки: "male",
  "laki-laki": "male", perempuan: "female", lelaki: "male", mashkull: "male", femër: "female", ž: "female",
  // he, fa, th, vi, kk and abbreviations ("чол.", "männl.")
  זכר: "male", נקבה: "female", مرد: "male", زن: "female", ชาย: "male", หญิง: "female", nam: "male", nữ: "female",
  ер: "male", әйел: "female", чол: "male", жін: "female", männl: "male", weibl: "female", masc: "male", fem: "female",
  mand: "male",
  // Turkmen (aýal: woman; erkek as in Turkish), Faroese (maður; kvinna as Swedish), Catalan (home/dona)
  aýal: "female", ayal: "female", maður: "male", dona: "female", home: "male",
  남: "male", 남성: "male", 남자: "male", mies: "male",
  male: "male", m: "male", man: "male", manlik: "male", männlich: "male", mann: "male", masculin: "male", homme: "male", h: "male",
  masculino: "male", hombre: "male", varón: "male", maschile: "male", maschio: "male", uomo: "male", mannelijk: "male",
  mężczyzna: "male", erkek: "male", мужской: "male", муж: "male", м: "male", мужчина: "male", чоловіча: "male",
  чоловік: "male", muž: "male", mužské: "male", "bărbat": "male", masculină: "male", férfi: "male", άνδρας: "male",
  άρρεν: "male", 男: "male", 男性: "male", ذكر: "male",
  여: "female", 여성: "female", 여자: "female", nainen: "female", kvinne: "female", kvinde: "female",
  female: "female", f: "female", woman: "female", weiblich: "female", frau: "female", w: "female", féminin: "female",
  femme: "female", feminino: "female", femenino: "female", mujer: "female", femminile: "female", femmina: "female",
  donna: "female", vrouwelijk: "female", vrouw: "female", v: "female", vroulik: "female", kobieta: "female", k: "female", kadın: "female",
  женский: "female", жен: "female", ж: "female", женщина: "female", жіноча: "female", жінка: "female", žena: "female",
  ženské: "female", kvinna: "female", femeie: "female", feminin: "female", nő: "female", γυναίκα: "female",
  θήλυ: "female", 女: "female", 女性: "female", أنثى: "female",
  other: "other", divers: "other", diverse: "other", autre: "other", otro: "other", altro: "other", inne: "other",
  diğer: "other", другой: "other",
};

/**
 * The core lists above with the per-language blocks of ./labels-by-language; a label already listed keeps its
 * field ("dob" is English "date of birth", never Croatian "dob" = age).
 */
function mergeLabels(): Record<MetaField, string[]> {
  const printed = new Set(PRINTED_DATE_LABELS);
  const out: Record<MetaField, string[]> = { ...CORE_LABELS, resultsDate: CORE_LABELS.resultsDate.filter((l) => !printed.has(l)), receivedDate: [], printedDate: PRINTED_DATE_LABELS };
  const seen = new Set([...Object.values(CORE_LABELS).flat(), ...PRINTED_DATE_LABELS]);
  for (const block of Object.values(LANGUAGE_LABELS)) {
    for (const [field, labels] of Object.entries(block) as [MetaField, string[]][]) {
      out[field] = [...out[field], ...labels.filter((l) => !seen.has(l))];
      labels.forEach((l) => seen.add(l));
    }
  }
  return out;
}

export const META_LABELS: Record<MetaField, string[]> = mergeLabels();

export const SEX_VALUES: Record<string, "male" | "female" | "other"> = { ...LANGUAGE_SEX_VALUES, ...CORE_SEX_VALUES };
