// Thai fonts place tone marks and upper vowels with private-use glyphs (U+F700–U+F71A: the same mark raised,
// lowered or shifted left); PDFs made with them carry those code points in their text. They are the standard
// characters below, so labels match and names and cities come out as written.

const PUA_TO_THAI: Record<number, string> = {
  0xf700: "\u0e10", 0xf701: "\u0e34", 0xf702: "\u0e35", 0xf703: "\u0e36", 0xf704: "\u0e37",
  0xf705: "\u0e48", 0xf706: "\u0e49", 0xf707: "\u0e4a", 0xf708: "\u0e4b", 0xf709: "\u0e4c",
  0xf70a: "\u0e48", 0xf70b: "\u0e49", 0xf70c: "\u0e4a", 0xf70d: "\u0e4b", 0xf70e: "\u0e4c",
  0xf70f: "\u0e0d", 0xf710: "\u0e31", 0xf711: "\u0e4d", 0xf712: "\u0e47",
  0xf713: "\u0e48", 0xf714: "\u0e49", 0xf715: "\u0e4a", 0xf716: "\u0e4b", 0xf717: "\u0e4c",
  0xf718: "\u0e38", 0xf719: "\u0e39", 0xf71a: "\u0e3a",
};

/** Text with Thai private-use glyphs made standard and the NULs of lost glyphs dropped. */
export function standardThai(text: string): string {
  return text.replace(/[\uf700-\uf71a]/gu, (c) => PUA_TO_THAI[c.codePointAt(0)!] ?? c).replace(/\u0000/g, "");
}
