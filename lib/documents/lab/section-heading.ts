// Section headings of laboratory reports ("Clinical chemistry", "Klinikai kémia", "Hämatologie", "Urinalysis"):
// a line made only of such words names a section. Used so that a heading printed right under a result row is not
// read as the second line of that row's name.
import { specimenOfHeading } from "@/lib/knowledge/analytes/name-vocabulary";

/**
 * Stems of section words in the catalogue languages and common report languages: chemistry, biochemistry,
 * haematology, hormones, immunology, serology, coagulation, urinalysis. A stem must start a word.
 */
const SECTION_STEMS = [
  "chem", "chim", "quím", "quim", "kémi", "kemi", "химия", "биохим", "хімія", "біохім", "biochem", "biochim", "bioquím",
  "bioquim", "biokém", "biokim",
  "haematol", "hematol", "hämatol", "hématol", "ematol", "гематол",
  "hormon", "гормон", "immunol", "immunolog", "иммунол", "serolog", "серолог", "koagul", "coagul", "коагул",
  "urinalys", "harnstatus", "urinstatus",
  // the physical and microscopic parts of a urine or stool examination ("Examen físico", "Examen químico")
  "físic", "fisic", "physic", "physik", "physique", "fizyk", "физич", "microscop", "mikroskop", "микроскоп",
];
const SECTION_WORD = new RegExp(`^(?:${SECTION_STEMS.join("|")})`, "iu");
/** Words that may stand beside a section word in a heading ("Klinikai kémia", "Clinical chemistry", "Routine …"). */
const QUALIFIERS = /^(?:clinical|klinikai|klinische|klinik|clinique|clínica|clinica|kliniczna|клиническая|клінічна|routine|examen|exame|examination|exam|esame|untersuchung|badanie|исследование|general|általános|allgemeine|générale|general|generale|special|speciális|spezielle|and|und|és|et|e|y|i|и|&)$/iu;

/** True when the text is a section heading: a specimen heading, or only section words and their qualifiers. */
export function isSectionHeading(text: string): boolean {
  const t = text.trim();
  if (!t || /\d/.test(t) || t.length > 60) return false;
  const specimen = specimenOfHeading(t);
  if (specimen === "urine" || specimen === "stool") return true;
  const words = t.split(/[\s/,:()+-]+/u).filter(Boolean);
  if (words.some((w) => SECTION_WORD.test(w)) && words.every((w) => SECTION_WORD.test(w) || QUALIFIERS.test(w))) return true;
  // A bilingual heading ("SEROLOJIA / SEROLOGY", "Hématologie / Hematology"): one side names a section and the other
  // is a heading too — letters only, no longer than the known side.
  const sides = t.split(/\s+\/\s+/);
  return sides.length === 2 && sides.some((side) => isSectionHeading(side)) && sides.every((side) => /^[\p{L}\s.-]+$/u.test(side) && side.length <= 30);
}
