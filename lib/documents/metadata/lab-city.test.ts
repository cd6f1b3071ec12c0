import { describe, expect, it } from "vitest";
import { cityFromAddressLine } from "./lab-city";

describe("cityFromAddressLine", () => {
  it.each([
    ["Rua Inventada, 100 - Bairro Novo - Porto Alegre/RS - CEP 90000-000", "Porto Alegre"],
    ["Survey No. 9, Fictive Road, Pune - 411045, Maharashtra", "Pune"],
    ["Plot 2, Test Lines, Jaipur, Rajasthan 302001 | Ph: 0141-0000000", "Jaipur"],
    ["Blvd. Imaginario 100 Ote., León, Guanajuato", "León"],
    ["Av. Ficticia 745, X5000 Córdoba · Tel. (0351) 000-0000", "Córdoba"],
    ["Nepweg 2, 9700 AB Groningen", "Groningen"],
    ["Fake Lab Pty Ltd · 24 Test Road 2750 Penrith NSW · Ph (02) 0000 0000", "Penrith"],
    ["1 Test Hill, Halifax HX1 1AA · 01422 000 000", "Halifax"],
    ["100 Fake Blvd NE, Kirkland, WA 98033 Phone: 425-555-0100", "Kirkland"],
    ["12 Example Avenue, Diliman, Quezon City 1101", "Quezon City"],
    ["Οδός Δοκιμής 1, 546 30 Θεσσαλονίκη, Τηλ. 2310 000 000", "Θεσσαλονίκη"],
    ["79000, м. Львів, вул. Вигадана, 1", "Львів"],
    ["г. Новосибирск, ул. Тестовая, д. 1, тел. +7 (383) 000-00-00", "Новосибирск"],
    ["地址:台州市椒江区测试路1号 电话:0576-00000000", "台州"],
    ["北京市朝阳区测试路1号", "北京市"],
    ["臺北市大安區測試路1號 電話(02)0000-0000", "臺北市"],
    ["〒150-0000 東京都渋谷区架空町1-1 TEL 03-0000-0000", "東京都渋谷区"],
    ["서울특별시 마포구 가상로 1, 3층", "서울특별시"],
    ["1/1 ถนนทดสอบ อำเภอเมือง จังหวัดเชียงใหม่ 50100", "เชียงใหม่"],
    ["الرياض - حي التجربة - طريق وهمي - هاتف 0110000000", "الرياض"],
    ["1شارع وهمي - الدقي - الجيزة", "الجيزة"],
    ["تهران، خیابان آزمایشی، پلاک - 1 تلفن 00000000-021", "تهران"],
    ["House 1, Road 2, Testpara, Dhaka-1205 · Hotline 00000-000 000", "Dhaka"],
    ["1991, boul. Fictif, Trois-Rivières (Québec) G8Z 0A0 · Tél. 819 555-0000", "Trois-Rivières"],
    ["77 Example Road, Colombo 05. Tel: 011 000 0000", "Colombo"],
    ["гр. София 1000, бул. „Тестова“ 1, ет. 2", "София"],
    ["Bv. Ficticio 2511 - Montevideo", "Montevideo"],
    ["Limerick V94 XX00", "Limerick"],
    ["P.O. Box 318 Testtown · North West Region · Tel (+237) 0 00 00 00 00", "Testtown"],
    ["Fictitol-10, Lalitpur · Ph: 01-0000000", "Lalitpur"],
    ["1 Fictive Lane, L-4011 Esch-sur-Alzette · Tél. +352 00 00 00", "Esch-sur-Alzette"],
  ])("%s → %s", (line, city) => {
    expect(cityFromAddressLine(line)?.city).toBe(city);
  });

  it("keeps a city-state as the city", () => {
    expect(cityFromAddressLine("8 Fictive Road, Kowloon, Hong Kong")?.city).toBe("Hong Kong");
  });

  it("finds no city in a department or network line", () => {
    expect(cityFromAddressLine("Clinical Biochemistry Section")).toBeNull();
    expect(cityFromAddressLine("Haemoglobin · 11.3 · L · g/dL · 11.5 - 16.5")).toBeNull();
    expect(cityFromAddressLine("Site Exemple · Biologie médicale · Dossier n° 2611")).toBeNull();
  });
});

describe("cityFromAddressLine in more countries", () => {
  it.each([
    ["Hringbraut 1, 101 Reykjavík", "Reykjavík"],
    ["Улаанбаатар хот, Сүхбаатар дүүрэг, 1-р хороо", "Улаанбаатар"],
    ["Алматы қ., Абай даңғылы 1", "Алматы"],
    ["Bulevar Izmišljeni 12, 11000 Beograd", "Beograd"],
    ["Nepstraat 2, 9700 AB Groningen", "Groningen"],
    ["Vymyslená 5, 811 01 Bratislava", "Bratislava"],
    ["Hayali Mah. Deneme Cad. No:4, 06000 Ankara", "Ankara"],
  ])("%s → %s", (line, city) => {
    expect(cityFromAddressLine(line)?.city).toBe(city);
  });

  it("never takes a one-word street for the town", () => {
    expect(cityFromAddressLine("Testweg · Fictiveville")?.city).toBe("Fictiveville");
  });
});

describe("a district and its province", () => {
  it.each([
    ["Hayali Cad. No:4, 34000 Kadıköy/İSTANBUL", "İSTANBUL"],
    ["Deneme Sok. No:1, Çankaya/Ankara", "Ankara"],
  ])("%s → %s", (line, city) => {
    expect(cityFromAddressLine(line)?.city).toBe(city);
  });
});
