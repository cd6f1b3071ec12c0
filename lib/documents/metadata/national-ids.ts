// National identity numbers that encode the birth date (and mostly the sex), beyond the Nordic, Czech/Slovak and
// Malaysian ones in ./patient: ex-Yugoslav JMBG, Bulgarian EGN, Polish PESEL, Romanian CNP, Icelandic kennitala,
// Kazakh IIN, Lithuanian and Estonian personal codes, Mongolian register numbers, Greek AMKA, Latvian personas kods.
// A report that prints the number and not the birth date still gives the patient's age.

type Birth = { birthDate: string | null; sex: "male" | "female" | null };

/** Labels of these numbers (the value after them is read by ./patient NATIONAL_ID_LABEL). */
export const MORE_ID_LABELS = String.raw`jmbg|јмбг|embg|ембг|egn|егн|pesel|cnp|kennitala|kt\.|iin|иин|жсн|asmens\s+kodas|a\.\s?k\.|isikukood|регистрийн\s+дугаар|регистр|рд|amka|αμκα|α\.μ\.κ\.α\.|personas\s+kods|p\.\s?k\.`;

const date = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCMonth() === m - 1 && t.getUTCDate() === d ? `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` : null;
};
const none: Birth = { birthDate: null, sex: null };
const sexOf = (odd: boolean): Birth["sex"] => (odd ? "male" : "female");

/** Birth date and sex from one of these numbers, or null when the label is none of them. */
export function birthFromMoreIds(label: string, raw: string, refYear: number): Birth | null {
  const l = label.toLowerCase().replace(/\s+/g, " ");
  // The number only, without what follows it on the line ("8001011234567 Pol: M").
  const v = (raw.trim().split(/\s+(?=\p{L})/u)[0] ?? "").replace(/\s+/g, "");
  const century = (yy: number) => (2000 + yy > refYear ? 1900 + yy : 2000 + yy);
  if (/^(?:jmbg|јмбг|embg|ембг)$/.test(l)) {
    // DDMMYYYRRBBBK: YYY the year's last three digits; BBB 000-499 men, 500-999 women.
    const m = v.match(/^(\d{2})(\d{2})(\d{3})\d{2}(\d{3})\d$/);
    if (!m) return none;
    const yyy = Number(m[3]);
    return { birthDate: date(yyy >= 800 ? 1000 + yyy : 2000 + yyy, Number(m[2]), Number(m[1])), sex: Number(m[4]) < 500 ? "male" : "female" };
  }
  if (/^(?:egn|егн)$/.test(l)) {
    // YYMMDD…: month + 40 for births from 2000, + 20 before 1900; the ninth digit even for men.
    const m = v.match(/^(\d{2})(\d{2})(\d{2})\d{2}(\d)\d$/);
    if (!m) return none;
    const mm = Number(m[2]);
    const [y, month] = mm > 40 ? [2000 + Number(m[1]), mm - 40] : mm > 20 ? [1800 + Number(m[1]), mm - 20] : [1900 + Number(m[1]), mm];
    return { birthDate: date(y, month, Number(m[3])), sex: sexOf(Number(m[4]) % 2 === 0) };
  }
  if (l === "pesel") {
    // YYMMDD…: month + 20 for 2000-2099, + 80 for 1800-1899; the tenth digit odd for men.
    const m = v.match(/^(\d{2})(\d{2})(\d{2})\d{3}(\d)\d$/);
    if (!m) return none;
    const mm = Number(m[2]);
    const [y, month] = mm > 80 ? [1800 + Number(m[1]), mm - 80] : mm > 20 ? [2000 + Number(m[1]), mm - 20] : [1900 + Number(m[1]), mm];
    return { birthDate: date(y, month, Number(m[3])), sex: sexOf(Number(m[4]) % 2 === 1) };
  }
  if (l === "cnp" || /^(?:asmens kodas|a\. ?k\.|isikukood|iin|иин|жсн)$/.test(l)) {
    // Romanian CNP S YYMMDD…; Lithuanian/Estonian G YYMMDD…; Kazakh IIN YYMMDD G…: the century and sex digit.
    const kz = /^(?:iin|иин|жсн)$/.test(l);
    const m = kz ? v.match(/^(\d{2})(\d{2})(\d{2})(\d)\d{5}$/) : v.match(/^(\d)(\d{2})(\d{2})(\d{2})\d{4,6}$/);
    if (!m) return none;
    const [g, yy, mm, dd] = kz ? [Number(m[4]), m[1], m[2], m[3]] : [Number(m[1]), m[2], m[3], m[4]];
    const romanian = l === "cnp";
    const base = romanian
      ? ({ 1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000 } as Record<number, number>)[g]
      : ({ 1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000 } as Record<number, number>)[g];
    if (!base) return none;
    return { birthDate: date(base + Number(yy), Number(mm), Number(dd)), sex: sexOf(g % 2 === 1) };
  }
  if (l === "kennitala" || l === "kt.") {
    // DDMMYY-RRRC: C the century (9 → 1900s, 0 → 2000s, 8 → 1800s).
    const m = v.match(/^(\d{2})(\d{2})(\d{2})-?\d{3}(\d)$/);
    if (!m) return none;
    const base = m[4] === "9" ? 1900 : m[4] === "0" ? 2000 : m[4] === "8" ? 1800 : null;
    return { birthDate: base ? date(base + Number(m[3]), Number(m[2]), Number(m[1])) : null, sex: null };
  }
  if (/^(?:регистрийн дугаар|регистр|рд)$/.test(l)) {
    // Two letters and YYMMDDNN: month + 20 for births from 2000; the seventh digit odd for men.
    const m = v.match(/^[А-ЯӨҮЁ]{2}(\d{2})(\d{2})(\d{2})(\d)\d$/u);
    if (!m) return none;
    const mm = Number(m[2]);
    const [y, month] = mm > 20 ? [2000 + Number(m[1]), mm - 20] : [1900 + Number(m[1]), mm];
    return { birthDate: date(y, month, Number(m[3])), sex: sexOf(Number(m[4]) % 2 === 1) };
  }
  if (/^(?:amka|αμκα|α\.μ\.κ\.α\.)$/.test(l)) {
    // DDMMYY and five digits.
    const m = v.match(/^(\d{2})(\d{2})(\d{2})\d{5}$/);
    return m ? { birthDate: date(century(Number(m[3])), Number(m[2]), Number(m[1])), sex: null } : none;
  }
  if (/^(?:personas kods|p\. ?k\.)$/.test(l)) {
    // DDMMYY-CNNNN: C the century (0 → 1800s, 1 → 1900s, 2 → 2000s); codes from 2017 start with 32 and say nothing.
    const m = v.match(/^(\d{2})(\d{2})(\d{2})-?([012])\d{4}$/);
    if (!m || v.startsWith("32")) return none;
    return { birthDate: date(1800 + 100 * Number(m[4]) + Number(m[3]), Number(m[2]), Number(m[1])), sex: null };
  }
  return null;
}
