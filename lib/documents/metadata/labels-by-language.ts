// Report-metadata labels written down language by language (issue 8: the holdout half prints vocabulary the
// tuned documents barely show). Each block lists how lab reports of that language label the patient's name, birth
// date, age, sex, the collection date, the date the sample reached the lab ("receivedDate": only a fallback for the
// collection date), the report/validation date and the laboratory. Lower case, as ./labels; merged into
// META_LABELS there. Age unit words and sex words of each language are listed too.

import type { MetaField } from "./labels";

type Block = Partial<Record<MetaField, string[]>>;

export const LANGUAGE_LABELS: Record<string, Block> = {
  // One label for the age and the sex ("Yaş/Cinsiyet: 45/K", "Leeftijd/Geslacht: 45 jaar/V"), and for the birth date
  // with the age ("DOB/Age: 01/02/1980 (46 Y)").
  shared: {
    ageSex: [
      "yaş/cinsiyet", "cinsiyet/yaş", "starost/pol", "pol/starost", "starost/spol", "spol/starost", "vek/pohlavie", "pohlavie/vek",
      "věk/pohlaví", "pohlaví/věk", "leeftijd/geslacht", "geslacht/leeftijd", "umur/jenis kelamin", "jenis kelamin/umur",
      "umur/jantina", "อายุ/เพศ", "เพศ/อายุ", "العمر/الجنس", "الجنس/العمر", "السن/الجنس", "нас/хүйс", "хүйс/нас", "aldur/kyn",
      "kyn/aldur", "âge/sexe", "sexe/âge", "età/sesso", "sesso/età", "wiek/płeć", "płeć/wiek", "vârstă/sex", "sex/vârstă",
      "tuổi/giới tính", "giới tính/tuổi", "ηλικία/φύλο", "φύλο/ηλικία", "возраст/пол", "вік/стать", "стать/вік", "alder/køn",
      "køn/alder", "ålder/kön", "ikä/sukupuoli", "kor/nem", "nem/kor", "age / gender", "gender / age", "sex / age", "age(y)/sex",
      "age (yrs)/sex", "age/sex/dob",
    ],
    birthDate: ["dob/age", "d.o.b/age", "d.o.b./age", "date of birth/age", "date of birth / age", "birth date/age", "dob / age"],
  },
  en: {
    patientName: ["patient full name", "name of the patient", "pt's name", "patient detail"],
    age: ["patient age", "pt. age", "pt age", "patient's age", "age (yrs)", "age(yrs)"],
    sex: ["patient sex", "patient gender", "pt. sex", "sex (m/f)"],
    labDate: ["coll./study date", "collection/study date", "coll. date", "coll date", "study date", "sample drawn", "drawn on", "drawn date", "sample collection", "specimen collection", "collection on", "collected at", "sample collected at", "sampled on", "sampled", "specimen drawn"],
    receivedDate: ["received", "received on", "received date", "date received", "received at", "receiving date", "sample received", "sample received on", "specimen received", "registered on", "registration date", "reg. date", "registered", "booked on", "booking date", "acceptance date", "sample acceptance date", "accession date", "accessioned", "request date", "order date", "ordered on", "bill date", "billing date", "bill dt", "invoice date"],
    labName: ["performed at", "performing lab", "testing laboratory", "testing lab", "processing lab", "processed at", "tested at", "reporting laboratory", "laboratory name", "lab name"],
    resultsDate: ["resulted", "resulted on", "final report", "completed on", "date completed", "printed on", "print date", "report printed", "approved", "approved date", "authenticated", "authenticated on", "signed out", "reported at", "report generated", "generated on", "report released", "released at", "result released", "validated on", "verified at", "report date/time", "reporting time"],
  },
  es: {
    birthDate: ["fecha nacimiento", "fecha nac.", "fec. nac.", "f. nac", "f.nac.", "fecha de nac."],
    receivedDate: ["fecha de recepción", "fecha recepción", "recepción", "fecha de registro", "fecha de admisión", "fecha de solicitud", "fecha de orden", "fecha de llegada"],
    resultsDate: ["fecha de impresión", "fecha validación", "validado por", "fecha de liberación", "fecha de reporte", "finalización", "fecha de finalización", "fecha finalización", "finalizado"],
  },
  pt: {
    birthDate: ["dn", "d.n.", "nascimento", "data nascimento", "data nasc.", "data de nasc.", "dt. nasc.", "dt nasc"],
    labDate: ["coleta", "colhido", "data colheita"],
    receivedDate: ["inscrição", "data inscrição", "data de inscrição", "data registo", "data de registo", "data de recepção", "data da recepção", "data de entrada", "data de atendimento", "data do atendimento", "recebido em", "data de cadastro", "data do pedido", "recebimento", "data de recebimento", "data do recebimento", "recepção"],
    resultsDate: ["data de impressão", "impresso em", "data da validação", "validado em", "data de assinatura", "assinado em", "liberação", "liberado", "data liberação", "validação", "emitido"],
  },
  fr: {
    receivedDate: ["date de réception", "reçu le", "réceptionné le", "date d'enregistrement", "enregistré le", "date de la demande", "date d'arrivée"],
    resultsDate: ["imprimé le", "date d'impression", "validé par", "compte rendu du"],
  },
  de: {
    receivedDate: ["eingangsdatum", "auftragsdatum", "auftrag vom", "probeneingang am", "eingegangen"],
    resultsDate: ["druckdatum", "gedruckt am", "befundfreigabe", "freigabedatum"],
  },
  it: {
    receivedDate: ["data accettazione", "accettazione", "data di accettazione", "data richiesta", "data registrazione"],
    resultsDate: ["data stampa", "stampato il", "validato il", "firmato il"],
  },
  nl: {
    labName: ["uitvoerend laboratorium", "laboratorium naam"],
    patientName: ["patient naam", "naam patient", "naam/voorletters"],
    givenName: ["voornaam", "voorletters"],
    birthDate: ["geb.datum", "geboren op"],
    labDate: ["afgenomen", "afgenomen op", "monstername", "datum monstername", "afnametijd", "datum/tijd afname", "afname datum", "bloedafname", "afnamemoment", "staalname", "datum staalname", "staalafname"],
    receivedDate: ["ontvangen", "ontvangstdatum", "datum ontvangst", "binnengekomen", "aanvraagdatum"],
    resultsDate: ["rapportdatum", "verslagdatum", "datum verslag", "geautoriseerd op", "vrijgegeven", "datum vrijgave", "printdatum", "afdrukdatum", "geaccordeerd", "verslag", "verslag van"],
  },
  sr: {
    patientName: ["ime i prezime", "prezime i ime", "ime pacijenta", "ime i prezime pacijenta", "prezime", "презиме и име", "име пацијента", "име и презиме пацијента", "презиме"],
    birthDate: ["datum rođenja", "datum rodjenja", "dat. rođ.", "godište", "godiste", "godina rođenja", "датум рођења", "годиште", "година рођења"],
    age: ["starost", "godine", "uzrast", "старост", "године", "узраст"],
    sex: ["pol", "пол"],
    labDate: ["datum uzorkovanja", "vreme uzorkovanja", "datum i vreme uzorkovanja", "uzorkovano", "datum uzimanja uzorka", "uzorak uzet", "vreme uzimanja uzorka", "датум узорковања", "време узорковања", "датум и време узорковања", "узорковано", "датум узимања узорка"],
    receivedDate: ["datum prijema", "prijem uzorka", "vreme prijema", "датум пријема", "пријем узорка", "време пријема"],
    resultsDate: ["datum izdavanja", "datum izveštaja", "datum izvestaja", "datum štampe", "odštampano", "overeno", "datum overe", "datum validacije", "датум издавања", "датум извештаја", "датум штампе", "оверено", "датум овере"],
    labName: ["laboratorija", "лабораторија"],
  },
  hr: {
    birthDate: ["god. rođenja"],
    sex: ["spol"],
    labDate: ["vrijeme uzorkovanja", "datum i vrijeme uzorkovanja", "datum vađenja", "vrijeme vađenja", "uzorak uzet"],
    receivedDate: ["zaprimljeno", "datum zaprimanja", "primljeno", "vrijeme prijema"],
    resultsDate: ["nalaz izdan", "datum ispisa", "ispisano", "odobrio", "datum odobrenja", "vrijeme izdavanja"],
    labName: ["laboratorij"],
  },
  bs: {
    receivedDate: ["datum prijema"],
    resultsDate: ["datum izdavanja nalaza"],
  },
  sl: {
    birthDate: ["roj."],
    labDate: ["čas odvzema", "odvzeto", "datum in ura odvzema"],
    receivedDate: ["sprejem", "datum sprejema", "sprejeto"],
    resultsDate: ["datum izvida", "izvid izdan", "potrjeno", "datum tiskanja", "natisnjeno"],
    labName: ["laboratorij"],
  },
  sk: {
    patientName: ["meno pacienta", "priezvisko", "meno"],
    birthDate: ["dát. nar.", "narodený", "narodená", "rok narodenia"],
    labDate: ["dátum a čas odberu", "čas odberu", "odobraté", "dátum odobratia"],
    receivedDate: ["dátum prijatia", "prijaté", "prijatie vzorky", "dátum príjmu"],
    resultsDate: ["vydané", "dátum tlače", "vytlačené", "schválené", "dátum validácie", "uvoľnené"],
    labName: ["laboratórium"],
  },
  cs: {
    patientName: ["příjmení a jméno", "jméno a příjmení"],
    birthDate: ["narozen", "narozena", "dat. nar."],
    labDate: ["datum a čas odběru", "čas odběru", "odebráno", "datum odebrání"],
    receivedDate: ["přijato", "datum příjmu", "příjem vzorku", "datum přijetí"],
    resultsDate: ["vydáno", "datum tisku", "vytištěno", "schváleno", "validováno", "datum validace", "uvolněno"],
  },
  is: {
    patientName: ["nafn", "sjúklingur", "nafn sjúklings"],
    birthDate: ["fæðingardagur", "fæðingardags.", "fd."],
    age: ["aldur"],
    sex: ["kyn"],
    labDate: ["sýnataka", "sýni tekið", "tekið", "dags. sýnatöku", "sýnatökudagur", "tími sýnatöku", "dagsetning sýnatöku"],
    receivedDate: ["móttekið", "móttaka", "dags. móttöku"],
    resultsDate: ["svarað", "útgefið", "dags. svars", "samþykkt", "staðfest", "prentað"],
    genericDate: ["dags.", "dagsetning"],
    labName: ["rannsóknarstofa", "rannsóknastofa"],
  },
  tr: {
    patientName: ["hasta adı soyadı", "ad soyad", "adı-soyadı", "ad-soyad", "hastanın adı soyadı"],
    birthDate: ["d. tarihi", "doğum yılı", "doğum yeri/tarihi"],
    sex: ["cinsiyeti"],
    labDate: ["örnek alma tarihi", "örnek alım tarihi", "numune alma zamanı", "örnek alınma tarihi", "alınış tarihi", "numune alış tarihi"],
    receivedDate: ["numune kabul tarihi", "kabul tarihi", "numune geliş tarihi", "geliş tarihi", "kayıt tarihi", "istem tarihi", "örnek kabul tarihi"],
    resultsDate: ["çıktı tarihi", "yazdırma tarihi", "sonuçlanma tarihi", "rapor onay tarihi", "uzman onay tarihi"],
  },
  th: {
    patientName: ["ชื่อ", "ชื่อ - สกุล", "ชื่อ - นามสกุล", "ชื่อผู้รับบริการ", "ผู้ป่วย"],
    birthDate: ["วัน/เดือน/ปีเกิด", "วันเดือนปีเกิด", "ว/ด/ป เกิด"],
    labDate: ["วันที่เก็บ", "เวลาเก็บสิ่งส่งตรวจ", "วันที่เก็บสิ่งตรวจ", "วันเวลาที่เก็บ"],
    receivedDate: ["วันที่รับ", "วันที่รับสิ่งส่งตรวจ", "วันที่รับตัวอย่าง", "วันที่ลงทะเบียน", "วันที่สั่งตรวจ"],
    resultsDate: ["วันที่ออกผล", "วันที่อนุมัติ", "วันที่อนุมัติผล", "วันที่พิมพ์"],
    genericDate: ["วันที่"],
    labName: ["ห้องปฏิบัติการ"],
  },
  ar: {
    patientName: ["اسم", "اسم المراجع", "المراجع", "اسم المريضة"],
    birthDate: ["تاريخ الولادة", "الميلاد"],
    age: ["عمر"],
    labDate: ["وقت سحب العينة", "تاريخ السحب", "تاريخ جمع العينة"],
    receivedDate: ["تاريخ الاستلام", "تاريخ استلام العينة", "تاريخ التسجيل", "تاريخ الطلب", "تاريخ الدخول"],
    resultsDate: ["تاريخ الطباعة", "تاريخ الطبع", "تاريخ الاعتماد", "تاريخ التحقق"],
    genericDate: ["تاريخ"],
    labName: ["المعمل", "مختبر"],
  },
  fa: {
    patientName: ["نام و نام خانوادگی", "نام خانوادگی", "بیمار"],
    birthDate: ["سال تولد"],
    sex: ["جنس"],
    labDate: ["تاریخ نمونه برداری", "تاریخ نمونه‌برداری", "زمان نمونه گیری"],
    resultsDate: ["تاریخ گزارش", "تاریخ چاپ", "تاریخ تایید", "تاریخ تحویل"],
    genericDate: ["تاریخ"],
    labName: ["آزمایشگاه"],
  },
  he: {
    patientName: ["שם החולה", "שם מלא", "שם משפחה"],
    givenName: ["שם פרטי"],
    birthDate: ["ת. לידה", "ת.לידה"],
    labDate: ["מועד לקיחה", "תאריך נטילה", "תאריך ושעת לקיחה"],
    receivedDate: ["תאריך קבלה", "תאריך קליטה"],
    resultsDate: ["תאריך אישור", "תאריך הדפסה", "תאריך דיווח", "תאריך תשובה"],
    genericDate: ["תאריך"],
    labName: ["מעבדה"],
  },
  mn: {
    patientName: ["овог нэр", "овог, нэр", "өвчтөний нэр", "үйлчлүүлэгч", "үйлчлүүлэгчийн нэр", "өвчтөн", "овог"],
    givenName: ["нэр"],
    birthDate: ["төрсөн огноо", "төрсөн он", "төрсөн он сар өдөр"],
    age: ["нас"],
    sex: ["хүйс"],
    labDate: ["дээж авсан огноо", "сорьц авсан огноо", "сорьц авсан хугацаа", "дээж авсан хугацаа", "дээж авсан", "сорьц авсан", "цус авсан огноо", "дээж авсан цаг"],
    receivedDate: ["хүлээн авсан огноо", "дээж хүлээн авсан", "бүртгэсэн огноо", "сорьц хүлээн авсан"],
    resultsDate: ["хариу гарсан огноо", "хариу гарсан", "хариу өгсөн огноо", "баталгаажуулсан огноо", "хэвлэсэн огноо", "шинжилгээний хариу гарсан огноо"],
    genericDate: ["огноо"],
    labName: ["лаборатори"],
  },
  kk: {
    patientName: ["аты-жөні", "тегі, аты", "тегі аты", "науқас", "науқастың аты-жөні", "т.а.ә."],
    birthDate: ["туған жылы", "туылған күні"],
    age: ["жас"],
    labDate: ["сынама алынған күні", "биоматериал алынған күні", "алынған күні", "сынама алу күні"],
    receivedDate: ["қабылданған күні", "түскен күні"],
    resultsDate: ["нәтиже берілген күні", "берілген күні", "нәтиже күні", "басып шығарылған күні"],
    labName: ["зертхана"],
  },
  uk: {
    patientName: ["прізвище, ім'я, по батькові", "п.і.б."],
    birthDate: ["рік народження", "д.н."],
    labDate: ["дата взяття зразка", "час взяття", "взяття біоматеріалу", "дата та час взяття"],
    receivedDate: ["дата надходження", "дата реєстрації", "надійшло"],
    resultsDate: ["дата друку", "видано", "дата валідації"],
  },
  ru: {
    receivedDate: ["дата поступления", "дата регистрации", "поступил", "дата приема", "дата приёма"],
    resultsDate: ["дата печати", "дата валидации", "одобрено"],
  },
  bg: {
    patientName: ["име на пациента", "име, презиме, фамилия"],
    receivedDate: ["дата на приемане", "приет материал", "приета проба"],
    resultsDate: ["издадено", "дата на резултат", "отпечатано", "дата на отпечатване", "валидиран", "дата на валидиране"],
  },
  el: {
    patientName: ["επώνυμο", "ονοματεπωνυμο"],
    givenName: ["όνομα"],
    birthDate: ["ημ. γέννησης", "ημ/νία γέννησης", "έτος γέννησης", "ημ.γέννησης"],
    labDate: ["ημ. λήψης", "ημερομηνία δειγματοληψίας", "ημ. αιμοληψίας", "δειγματοληψία"],
    receivedDate: ["ημ/νία παραλαβής", "ημερομηνία παραλαβής", "ημ. παραλαβής", "ημερομηνία εισαγωγής"],
    resultsDate: ["ημ. έκδοσης", "ημ/νία εκτύπωσης", "έκδοση"],
  },
  ro: {
    patientName: ["nume și prenume", "nume si prenume", "nume şi prenume", "numele și prenumele"],
    birthDate: ["data nasterii", "data naşterii", "dată naștere"],
    age: ["varsta"],
    sex: ["sexul"],
    labDate: ["data recoltarii", "data şi ora recoltării", "data și ora recoltării", "recoltare", "data recoltării probei"],
    receivedDate: ["data primirii", "data înregistrării", "data inregistrarii", "data sosirii", "data primire"],
    resultsDate: ["data validarii", "data eliberarii", "data tipăririi", "data tiparirii", "validat", "data raportării", "data buletinului", "eliberat"],
  },
  hu: {
    patientName: ["páciens neve", "páciens", "vizsgált személy", "betegnév"],
    birthDate: ["szül.", "szül.dátum"],
    labDate: ["mintavételi idő", "vérvétel", "vérvétel ideje", "vérvétel dátuma"],
    receivedDate: ["beérkezés", "beérkezés ideje", "érkezés", "érkezett", "minta érkezése", "átvétel"],
    resultsDate: ["leletezés", "leletezve", "nyomtatva", "nyomtatás", "nyomtatás ideje", "hitelesítve"],
    labName: ["laboratórium"],
  },
  pl: {
    patientName: ["nazwisko i imię", "dane pacjenta"],
    birthDate: ["data ur.", "ur."],
    labDate: ["godzina pobrania", "data pobr."],
    receivedDate: ["data przyjęcia", "przyjęto", "data rejestracji", "data przyjęcia materiału", "data zlecenia"],
    resultsDate: ["data wydruku", "wydrukowano", "autoryzowano", "data sprawozdania", "zatwierdzono"],
  },
  lt: {
    patientName: ["vardas pavardė", "pavardė"],
    givenName: ["vardas"],
    birthDate: ["gim. data", "gimė"],
    labDate: ["paėmimo laikas", "mėginys paimtas", "paimta", "ėminio paėmimo data", "ėminio paėmimo laikas", "ėminys paimtas"],
    receivedDate: ["gavimo data", "gauta", "mėginio gavimo data", "ėminio gavimo data", "registravimo data"],
    resultsDate: ["atlikimo data", "patvirtinta", "patvirtinimo data", "spausdinimo data", "išduota"],
    labName: ["laboratorija"],
  },
  lv: {
    patientName: ["vārds uzvārds", "uzvārds"],
    givenName: ["vārds"],
    birthDate: ["dzim. dat.", "dzimis", "dzimusi"],
    labDate: ["parauga ņemšanas laiks", "ņemšanas datums", "materiāla ņemšanas datums"],
    receivedDate: ["saņemts", "saņemšanas datums", "parauga saņemšanas datums", "reģistrēts"],
    resultsDate: ["izsniegts", "apstiprināts", "apstiprināšanas datums", "drukāts", "izdrukāts"],
    labName: ["laboratorija"],
  },
  et: {
    patientName: ["ees- ja perekonnanimi", "perekonnanimi"],
    givenName: ["eesnimi"],
    labDate: ["proovi võtmise kuupäev", "proovivõtu aeg", "materjali võtmise aeg"],
    receivedDate: ["saabunud", "saabumise aeg", "proovi saabumine", "registreeritud"],
    resultsDate: ["kinnitatud", "kinnitamise aeg", "valideeritud", "trükitud", "väljastamise aeg"],
    genericDate: ["kuupäev"],
  },
  fi: {
    patientName: ["potilaan nimi"],
    labDate: ["näyte otettu", "näytteenottopäivä", "otettu"],
    receivedDate: ["saapunut", "vastaanotettu", "näyte saapunut", "saapumisaika"],
    resultsDate: ["vastattu", "hyväksytty", "tulostettu", "valmistunut", "vastauspäivä"],
    genericDate: ["pvm", "päivämäärä"],
  },
  sv: {
    birthDate: ["född"],
    labDate: ["provtagen", "provtagningstid", "provtaget", "provtagningstidpunkt"],
    receivedDate: ["ankomstdatum", "ankom", "inkom", "ankomsttid", "mottaget"],
    resultsDate: ["besvarad", "godkänd", "vidimerad", "utskriftsdatum", "utskrivet", "signerad"],
  },
  da: {
    patientName: ["cpr-nr. og navn"],
    labDate: ["prøvetaget"],
    receivedDate: ["modtaget", "modtagelsesdato", "ankomst"],
    resultsDate: ["udskrevet", "udskriftsdato", "svartidspunkt", "kvitteret"],
  },
  nb: {
    labDate: ["prøvetakingstidspunkt"],
    receivedDate: ["mottatt", "mottaksdato", "ankommet"],
    resultsDate: ["godkjent", "utskrevet", "svardato", "signert"],
  },
  vi: {
    patientName: ["họ tên bệnh nhân", "họ và tên người bệnh", "người bệnh", "tên khách hàng", "khách hàng"],
    sex: ["giới"],
    labDate: ["giờ lấy mẫu", "thời gian lấy bệnh phẩm", "ngày lấy bệnh phẩm", "lấy mẫu lúc"],
    receivedDate: ["thời gian nhận mẫu", "ngày nhận mẫu", "nhận mẫu lúc", "ngày tiếp nhận", "thời gian nhận bệnh phẩm", "thời gian chỉ định", "ngày chỉ định"],
    resultsDate: ["ngày in", "ngày duyệt", "thời gian duyệt", "ngày có kết quả", "thời gian có kết quả", "ngày báo cáo"],
  },
  id: {
    patientName: ["nama lengkap"],
    birthDate: ["tempat/tgl lahir", "tgl. lahir/umur"],
    labDate: ["tgl. sampling", "tanggal sampling", "tgl sampling", "waktu pengambilan sampel", "tgl. ambil", "tanggal pengambilan sampel"],
    receivedDate: ["tgl. terima", "tanggal terima", "tgl terima", "waktu terima", "tgl. registrasi", "tanggal registrasi", "tgl. daftar", "tanggal masuk", "tgl. order"],
    resultsDate: ["tgl. selesai", "tgl. cetak", "tanggal cetak", "tgl cetak", "tanggal validasi", "tgl. validasi", "waktu validasi"],
  },
  ms: {
    patientName: ["nama pesakit", "pesakit"],
    labDate: ["tarikh pengambilan", "tarikh & masa diambil", "masa diambil", "tarikh spesimen"],
    receivedDate: ["tarikh terima", "tarikh diterima", "diterima", "tarikh daftar"],
    resultsDate: ["tarikh keputusan", "tarikh cetak", "tarikh disahkan", "disahkan"],
    genericDate: ["tarikh"],
  },
  ko: {
    patientName: ["환자성명", "환자 이름"],
    birthDate: ["생년월일"],
    age: ["연령", "만나이"],
    labDate: ["검체채취일시", "채취일자", "채혈시간"],
    receivedDate: ["접수일", "접수일시", "접수일자", "검체접수일"],
    resultsDate: ["결과보고일", "보고일자", "결과일", "결과일시", "출력일", "출력일시"],
    labName: ["검사기관"],
  },
  ja: {
    patientName: ["患者氏名", "お名前", "受診者名"],
    labDate: ["採取年月日", "採血年月日"],
    receivedDate: ["受付日", "受付日時", "受付年月日", "依頼日"],
    resultsDate: ["報告年月日", "結果報告日", "出力日", "印刷日"],
  },
  // ca, gl, eu (Spain's other languages)
  ca: {
    patientName: ["nom i cognoms", "cognoms i nom", "cognoms, nom", "pacient"],
    birthDate: ["data de naixement", "data naixement"],
    age: ["edat"],
    labDate: ["data d'extracció", "data extracció", "data de presa de mostra", "data de recollida", "data d'obtenció"],
    receivedDate: ["data de recepció", "data recepció"],
    resultsDate: ["data de validació", "data validació", "data d'informe", "data de l'informe", "data d'emissió"],
  },
  // Tetum (Timor-Leste), printed beside Portuguese: "Pasiente:", "Seksu:", "Koleta:".
  tet: {
    patientName: ["pasiente", "naran pasiente", "naran kompletu"],
    sex: ["seksu", "sexu"],
    birthDate: ["data moris", "data de moris"],
    labDate: ["koleta", "data koleta", "data koleta nian"],
  },
  gl: {
    birthDate: ["data de nacemento"],
    labDate: ["data de extracción", "data extracción", "data de recollida"],
    resultsDate: ["data de validación", "data validación", "data do informe"],
  },
  eu: {
    patientName: ["izena", "izen-abizenak", "abizenak"],
    birthDate: ["jaiotze data", "jaiotze-data"],
    age: ["adina"],
    sex: ["sexua"],
    labDate: ["erauzketa data", "lagin-hartze data"],
    resultsDate: ["txostenaren data", "balidazio data"],
  },
  // ka, hy, az, sq, mk, be, uz (the Caucasus, the Balkans, Central Asia)
  ka: {
    patientName: ["სახელი, გვარი", "სახელი გვარი", "პაციენტი", "სახელი"],
    birthDate: ["დაბადების თარიღი"],
    age: ["ასაკი"],
    sex: ["სქესი"],
    labDate: ["ნიმუშის აღების თარიღი", "აღების თარიღი", "ნიმუშის აღება"],
    receivedDate: ["მიღების თარიღი"],
    resultsDate: ["პასუხის თარიღი", "გაცემის თარიღი", "შედეგის თარიღი"],
    genericDate: ["თარიღი"],
    labName: ["ლაბორატორია"],
  },
  hy: {
    patientName: ["անուն ազգանուն", "ազգանուն անուն", "հիվանդ", "պացիենտ", "անուն", "հիվանդի անուն"],
    birthDate: ["ծննդյան ամսաթիվ"],
    age: ["տարիք"],
    sex: ["սեռ"],
    labDate: ["նմուշառման ամսաթիվ", "նմուշի վերցման ամսաթիվ", "նմուշառում"],
    receivedDate: ["ընդունման ամսաթիվ"],
    resultsDate: ["պատասխանի ամսաթիվ", "տրման ամսաթիվ", "արդյունքի ամսաթիվ"],
    genericDate: ["ամսաթիվ"],
    labName: ["լաբորատորիա"],
  },
  az: {
    patientName: ["xəstənin adı", "adı, soyadı", "soyadı, adı", "ad, soyad", "xəstə", "soyad, ad"],
    birthDate: ["doğum tarixi"],
    sex: ["cins", "cinsi"],
    labDate: ["nümunə götürülmə tarixi", "nümunənin götürülmə tarixi", "götürülmə tarixi", "nümunə tarixi"],
    receivedDate: ["qəbul tarixi"],
    resultsDate: ["nəticə tarixi", "cavab tarixi", "hesabat tarixi"],
    genericDate: ["tarix"],
    labName: ["laboratoriya"],
  },
  sq: {
    patientName: ["emri dhe mbiemri", "emër mbiemër", "pacienti", "emri i pacientit"],
    birthDate: ["datëlindja", "datelindja"],
    labDate: ["data e marrjes së mostrës", "marrja e mostrës", "data e mostrës", "data e marrjes"],
    resultsDate: ["data e rezultatit", "data e raportit", "lëshuar më"],
    labName: ["laboratori"],
  },
  mk: {
    patientName: ["име и презиме", "презиме и име", "пациент"],
    birthDate: ["датум на раѓање"],
    labDate: ["датум на земање", "земено", "датум на земање на примерок"],
    receivedDate: ["датум на прием"],
    resultsDate: ["датум на издавање", "издадено"],
  },
  be: {
    patientName: ["прозвішча, імя", "прозвішча імя", "пацыент"],
    birthDate: ["дата нараджэння"],
    age: ["узрост"],
    labDate: ["дата забору", "дата ўзяцця"],
    resultsDate: ["дата выдачы"],
    labName: ["лабараторыя"],
  },
  uz: {
    patientName: ["f.i.sh.", "familiyasi, ismi", "bemor", "bemorning ismi"],
    birthDate: ["tug'ilgan sana", "tugʻilgan sana", "tug‘ilgan sana"],
    age: ["yoshi"],
    sex: ["jinsi"],
    labDate: ["namuna olingan sana", "olingan sana"],
    resultsDate: ["natija sanasi", "berilgan sana"],
    labName: ["laboratoriya"],
  },
  // hi, ne, bn, ur (South Asian reports print these beside English)
  hi: {
    patientName: ["रोगी का नाम", "मरीज़ का नाम", "मरीज का नाम", "नाम"],
    birthDate: ["जन्म तिथि"],
    age: ["आयु", "उम्र"],
    sex: ["लिंग"],
    labDate: ["नमूना संग्रह तिथि", "संग्रह तिथि", "नमूना संग्रह"],
    resultsDate: ["रिपोर्ट तिथि", "रिपोर्ट दिनांक"],
    genericDate: ["दिनांक", "तिथि"],
    labName: ["प्रयोगशाला"],
  },
  ne: {
    patientName: ["बिरामीको नाम"],
    age: ["उमेर"],
    sex: ["लिङ्ग"],
    genericDate: ["मिति"],
  },
  bn: {
    patientName: ["রোগীর নাম", "নাম"],
    age: ["বয়স"],
    sex: ["লিঙ্গ"],
    genericDate: ["তারিখ"],
  },
  ur: {
    patientName: ["مریض کا نام"],
    sex: ["جنس"],
  },
  sw: {
    patientName: ["jina la mgonjwa", "jina"],
    age: ["umri"],
    sex: ["jinsia"],
    genericDate: ["tarehe"],
    labName: ["maabara"],
  },
  zh: {
    patientName: ["病人姓名"],
    labDate: ["取样时间", "標本採集時間", "採檢時間"],
    receivedDate: ["接收时间", "收样时间", "签收时间", "送检时间", "送检日期", "申请时间", "接收日期", "收檢時間", "簽收時間"],
  },
};

/** Sex words and abbreviations of these languages (./labels SEX_VALUES holds the rest). */
export const LANGUAGE_SEX_VALUES: Record<string, "male" | "female"> = {
  // nl, sr/hr/bs, sk/cs, sl
  mannelijk: "male", vrouwelijk: "female", muško: "male", žensko: "female", muš: "male", žen: "female", муш: "male",
  мушко: "male", женско: "female", mužský: "male", ženský: "female", mužské: "male", moška: "male", ženska: "female",
  // is: karl(kyns), kona, kvenkyns; kk / kvk
  karl: "male", karlkyns: "male", kk: "male", kona: "female", kvenkyns: "female", kvk: "female", karlmaður: "male",
  // tr: Erkek/Kadın, E/K
  e: "male",
  // ar (hamza and yā' variants), fa, he
  انثى: "female", أنثي: "female", انثي: "female", مذكر: "male", مونث: "female", مؤنث: "female", ز: "male", ז: "male", נ: "female",
  // mn, kk, uk
  эрэгтэй: "male", эмэгтэй: "female", эр: "male", эм: "female", еркек: "male", ч: "male", чоловік: "male",
  // el: Άρρεν/Θήλυ, Α/Θ
  α: "male", θ: "female", αρρεν: "male", θηλυ: "female", ανδρας: "male", γυναικα: "female",
  // ro, hu, pl, lt, lv, fi, sv, da, nb
  masculin: "male", bărbătesc: "male", feminină: "female", férfi: "male", nő: "female", mężczyzna: "male",
  vyr: "male", mot: "female", vīr: "male", siev: "female", vīrs: "male", mies: "male", nainen: "female",
  kvinna: "female", man: "male", mand: "male", kvinde: "female", kvinne: "female", mann: "male",
  // vi, id/ms, th
  nam: "male", nữ: "female",
  // ca/gl, eu, ka, hy, az, mk, be, uz, hi/ne, bn, ur, sw
  // tet: mane / feto
  mane: "male", feto: "female",
  home: "male", dona: "female", muller: "female", gizona: "male", gizonezkoa: "male", emakumea: "female", emakumezkoa: "female",
  მამრობითი: "male", მდედრობითი: "female", კაცი: "male", ქალი: "female", արական: "male", իգական: "female", տղամարդ: "male", կին: "female", qadın: "female",
  машки: "male", мужчынскі: "male", жаночы: "female", erkak: "male", ayol: "female", पुरुष: "male", महिला: "female", स्त्री: "female",
  পুরুষ: "male", মহিলা: "female", عورت: "female", mwanamume: "male", mwanaume: "male", mwanamke: "female", "laki-laki": "male", "laki laki": "male", lk: "male", pr: "female", lelaki: "male", perempuan: "female",
};

/** Words after an age's number ("45 jaar", "38 godina", "33 ปี", "45 سنة", "32 нас") by language. */
export const AGE_UNITS = [
  "years?", "yrs?\\.?", "y\\.?", "yo", "ans?", "jahre?", "j\\.?", "años?", "a\\.?", "anos?", "anni", "jaar", "jr\\.?",
  "lat", "l\\.", "let", "roků", "rokov", "roky", "rok", "r\\.", "godina", "godine", "god\\.?", "g\\.?", "години", "год\\.?", "года?", "лет",
  "років", "роки", "рік", "р\\.", "ára", "ár", "år", "yaş", "yıl", "vuotta", "v\\.?", "metai", "metų", "m\\.", "gadi", "gadu",
  "aastat", "éves", "év", "ani", "an", "ετών", "έτη", "χρ\\.?", "tuổi", "tahun", "thn\\.?", "th\\.?", "ปี", "سنة", "سنه", "سنوات",
  "عام", "سال", "ساله", "שנים", "שנה", "нас", "настай", "жас", "歳", "才", "岁", "歲", "세", "წლის", "წელი", "տարեկան", "տ\\.", "vjeç", "vjet", "гадоў", "гады", "yosh", "वर्ष", "साल", "বছর", "miaka",
];

/**
 * Institution words by language (a hospital, clinic, health centre or laboratory): a header line with one names
 * the lab. Phrases and words of unspaced scripts are matched inside the line, single words as whole words.
 */
export const LANGUAGE_LAB_WORDS = [
  // nl, sr/hr/bs (Latin and Cyrillic), sl, sk/cs, pl, hu, ro, bg, el
  "centrum", "umc", "huisartsenlaboratorium", "laboratorija", "лабораторија", "laboratorij", "bolnica", "болница", "dom zdravlja",
  "дом здравља", "zavod", "завод", "poliklinika", "поликлиника", "institut", "институт", "kbc", "bolnišnica", "zdravstveni dom",
  "laboratórium", "nemocnica", "przychodnia", "kórház", "klinika", "klinikum", "rendelő", "spitalul", "clinica", "мдл", "смдл",
  "дкц", "νοσοκομείο", "διαγνωστικό", "διαγνωστικά", "κέντρο",
  // is, fi, sv, da, nb, lt, lv, et
  "rannsóknarstofa", "rannsóknastofa", "rannsóknarstofan", "rannsóknakjarni", "landspítali", "sjúkrahús", "sjúkrahúsið", "heilsugæsla",
  "heilsugæslan", "laboratorio", "terveyskeskus", "huslab", "vårdcentral", "sygehus", "sykehus", "legekontor", "ligoninė",
  "klinikos", "slimnīca", "klīnika", "haigla", "kliinik",
  // tr, mn, kk, uk, ru
  "tıp merkezi", "tip merkezi", "tıbbi", "tahlil", "лаборатори", "эмнэлэг", "эмнэлгийн", "төв", "орталығы", "емхана",
  "аурухана", "лікарня", "клініка", "медичний центр", "медицинский центр",
  // hy: laboratory, diagnostic (centre), medical centre
  "լաբորատորիա", "լաբ", "ախտորոշիչ", "բժշկական կենտրոն",
  // ar, fa, he, th, vi, id/ms
  "مستشفى", "مستشفيات", "مركز", "بیمارستان", "درمانگاه", "کلینیک", "קופת חולים", "מכבי", "כללית", "ศูนย์", "แล็บ", "ห้องแล็บ",
  "trung tâm", "phòng xét nghiệm", "rumah sakit", "puskesmas", "prodia", "makmal", "pusat perubatan",
  // institutions of learning and research that run hospital laboratories
  "institute", "instituto", "universitario", "universitaire", "university",
  // ka, hy, az, sq, uz, hi, bn, ur, sw, ca
  "ლაბორატორია", "კლინიკა", "საავადმყოფო", "ჰოსპიტალი", "სამედიცინო ცენტრი", "լաբորատորիա", "կլինիկա", "հիվանդանոց", "բժշկական կենտրոն",
  "laboratoriya", "xəstəxana", "tibb mərkəzi", "laboratori", "spitali", "shifoxona", "tibbiyot markazi", "प्रयोगशाला", "अस्पताल",
  "चिकित्सालय", "पैथोलॉजी", "ল্যাব", "হাসপাতাল", "লیبارٹری", "ہسپتال", "maabara", "hospitali", "laboratori", "hospital",
];

/**
 * Labels of the date a report was printed ("Printed on", "Datum štampe", "Çıktı Tarihi", "วันที่พิมพ์"): the report
 * date only when no report or validation date is printed (a reprint's date is no report date).
 */
export const PRINTED_DATE_LABELS = [
  "printed on", "print date", "report printed", "printed", "fecha de impresión", "data de impressão", "impresso em", "imprimé le",
  "date d'impression", "druckdatum", "gedruckt am", "data stampa", "stampato il", "printdatum", "afdrukdatum", "datum štampe",
  "odštampano", "датум штампе", "datum ispisa", "ispisano", "datum tiskanja", "natisnjeno", "dátum tlače", "vytlačené",
  "datum tisku", "vytištěno", "prentað", "çıktı tarihi", "yazdırma tarihi", "วันที่พิมพ์", "تاريخ الطباعة", "تاريخ الطبع",
  "تاریخ چاپ", "תאריך הדפסה", "хэвлэсэн огноо", "басып шығарылған күні", "дата друку", "дата печати", "отпечатано",
  "дата на отпечатване", "ημ/νία εκτύπωσης", "data tipăririi", "data tiparirii", "nyomtatva", "nyomtatás", "nyomtatás ideje",
  "data wydruku", "wydrukowano", "spausdinimo data", "drukāts", "izdrukāts", "trükitud", "tulostettu", "utskriftsdatum",
  "utskrivet", "udskrevet", "udskriftsdato", "utskrevet", "ngày in", "tgl. cetak", "tanggal cetak", "tgl cetak", "tarikh cetak",
  "출력일", "출력일시", "出力日", "印刷日",
];
