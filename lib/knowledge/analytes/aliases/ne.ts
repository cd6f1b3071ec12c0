import type { AliasTable } from "../types";

/**
 * Nepali: Devanagari names printed on lab reports in Nepal. Nepali reports print test names mainly in English;
 * Devanagari appears on bilingual government-hospital slips and patient copies. Only Nepali forms are listed:
 * Devanagari spellings that Hindi reports print too (हीमोग्लोबिन, प्लेटलेट्स, यूरिक एसिड, कुल प्रोटीन …) resolve
 * through hi.ts and are not repeated. Conventions: Nepali words "रगत" = blood, "पिसाब" (also spelt "पिसाव") = urine,
 * "चिनी" = sugar, "रातो"/"सेतो" = red/white, "रक्तकोष"/"रक्त कोशिका" = blood cell; the locative "-मा" means "in" (रगतमा चिनी = sugar in blood, पिसाबमा =
 * in urine), "-को" = of, "मात्रा" = amount (municipal health-post forms print "पिसावमा प्रोटिन मात्रा", "रगतमा
 * ग्लुकोजको मात्रा"); loanwords follow Nepali spelling with short vowels (हेमोग्लोबिन, कोलेस्टेरोल, प्रोटिन). Left
 * out: enzymes, hormones, the differential and coagulation names, which Nepali reports print in English only, and
 * Nepali transliterations whose spelling could not be confirmed.
 */
export const aliases: AliasTable = {
  // Blood count
  hemoglobin: ["हेमोग्लोबिन"],
  rbc: ["रातो रक्तकोष", "रातो रक्त कोशिका", "रातो रक्तकोशिका"],
  wbc: ["सेतो रक्तकोष", "सेतो रक्त कोशिका", "सेतो रक्त कोष"],

  // Glucose
  glucose: ["रगतमा चिनी", "रगतमा चिनीको मात्रा", "रगतमा ग्लुकोजको मात्रा", "रगतको चिनी"],

  // Lipids
  cholesterol_total: ["कोलेस्टेरोल"],

  // Urine
  urine_glucose: ["पिसावमा ग्लुकोज मात्रा", "पिसाबमा चिनी"],
  urine_protein: ["पिसावमा प्रोटिन मात्रा", "पिसाबमा प्रोटिन"],
  urine_ph: ["पिसावको PH मात्रा"],
};
