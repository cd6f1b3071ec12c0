import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify-document";
import { detectLanguage } from "./detect-language";

describe("classifyDocument", () => {
  it.each([
    ["Complete blood count\nHemoglobin 14.2 g/dL\nLeukocytes 6.1\nPlatelets 250\nGlucose 92 mg/dL\nCreatinine 0.9", "blood_test_report"],
    ["Urinalysis\nUrine colour yellow\nSpecific gravity 1.015\nNitrite negative\nKetones negative\nUrobilinogen normal\nGlucose negative", "urine_test_report"],
    ["Rezept\nIbuprofen 400 mg Tabletten\nDosierung: 1 Tablette dreimal täglich\nRx", "prescription"],
    ["Rechnung Nr. 2025-114\nGesamtbetrag 84,00 €\nMwSt 19 %\nZahlung innerhalb 14 Tagen", "invoice"],
    ["MRI of the left knee\nFindings: no effusion.\nImpression: intact ligaments. Radiology department", "imaging_report"],
    ["Histopathology\nSpecimen received: skin biopsy\nMicroscopic description: benign naevus\nBiopsy margins clear", "pathology_report"],
    ["Dear colleague, thank you for the meeting.", "other"],
  ])("classifies %#", (text, type) => {
    expect(classifyDocument(text).type).toBe(type);
  });
});

describe("detectLanguage", () => {
  it.each([
    ["Hemoglobin result and reference range for the patient, date of report", "en"],
    ["Untersuchung Ergebnis Einheit Referenzbereich, Geschlecht weiblich, der Befund ist nicht auffällig", "de"],
    ["Résultat et valeurs de référence du patient, date de prélèvement, sexe", "fr"],
    ["Resultado y valores de referencia del paciente, fecha de toma, sexo, edad", "es"],
    ["Risultato e valori di riferimento del paziente, data del prelievo, sesso, età", "it"],
    ["Resultado e valores de referência do paciente, data da colheita, idade, não", "pt"],
    ["Uitslag en referentiewaarden van de patiënt, datum, geslacht, leeftijd, het onderzoek", "nl"],
    ["Wynik badania krwi i zakres referencyjny, pacjent, data, płeć, wiek, morfologia", "pl"],
    ["Tetkik adı sonuç birim referans aralığı, hasta adı, cinsiyet, yaş ve tarihi", "tr"],
    ["Výsledek vyšetření a referenční meze, pacient, datum, pohlaví, věk", "cs"],
    ["Resultat och referensintervall för patient, datum, kön, ålder, undersökning", "sv"],
    ["Гемоглобин, результат, референсные значения, пациент, дата взятия, пол мужской, возраст", "ru"],
    ["Гемоглобін, результат, референтні значення, пацієнт, дата взяття, стать чоловіча, вік, її", "uk"],
    ["Αιμοσφαιρίνη αποτέλεσμα τιμές αναφοράς ασθενής ημερομηνία", "el"],
    ["血红蛋白 结果 参考范围 单位 姓名 性别 年龄", "zh"],
    ["ヘモグロビン 結果 基準値 単位 氏名 性別 年齢 けっか", "ja"],
    ["الهيموغلوبين النتيجة المعدل الطبيعي اسم المريض الجنس العمر", "ar"],
    ["헤모글로빈 결과 참고치 단위 성명 성별 나이", "ko"],
  ])("detects %#", (text, language) => {
    expect(detectLanguage(text).language).toBe(language);
  });
});
