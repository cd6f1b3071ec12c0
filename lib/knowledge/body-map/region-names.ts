// Display names of the 13 regions in the 12 complete languages, for the viewer's legend and for clients that
// want a label. The API answer itself stays language free (contract rule 2): it carries keys only.
import type { BodyRegion } from "./regions";

export const REGION_NAME_LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"] as const;
export type RegionNameLanguage = (typeof REGION_NAME_LANGUAGES)[number];

export const REGION_NAMES: Readonly<Record<BodyRegion, Readonly<Record<RegionNameLanguage, string>>>> = {
  brain_nerves: { en: "Brain & nerves", de: "Gehirn & Nerven", fr: "Cerveau et nerfs", es: "Cerebro y nervios", it: "Cervello e nervi", pt: "Cérebro e nervos", tr: "Beyin ve sinirler", nl: "Hersenen en zenuwen", pl: "Mózg i nerwy", ru: "Мозг и нервы", zh: "大脑与神经", ar: "الدماغ والأعصاب" },
  thyroid: { en: "Thyroid", de: "Schilddrüse", fr: "Thyroïde", es: "Tiroides", it: "Tiroide", pt: "Tireoide", tr: "Tiroid", nl: "Schildklier", pl: "Tarczyca", ru: "Щитовидная железа", zh: "甲状腺", ar: "الغدة الدرقية" },
  heart_vessels: { en: "Heart & vessels", de: "Herz & Gefäße", fr: "Cœur et vaisseaux", es: "Corazón y vasos", it: "Cuore e vasi", pt: "Coração e vasos", tr: "Kalp ve damarlar", nl: "Hart en bloedvaten", pl: "Serce i naczynia", ru: "Сердце и сосуды", zh: "心脏与血管", ar: "القلب والأوعية" },
  liver: { en: "Liver", de: "Leber", fr: "Foie", es: "Hígado", it: "Fegato", pt: "Fígado", tr: "Karaciğer", nl: "Lever", pl: "Wątroba", ru: "Печень", zh: "肝脏", ar: "الكبد" },
  pancreas: { en: "Pancreas", de: "Bauchspeicheldrüse", fr: "Pancréas", es: "Páncreas", it: "Pancreas", pt: "Pâncreas", tr: "Pankreas", nl: "Alvleesklier", pl: "Trzustka", ru: "Поджелудочная железа", zh: "胰腺", ar: "البنكرياس" },
  adrenals: { en: "Adrenal glands", de: "Nebennieren", fr: "Glandes surrénales", es: "Glándulas suprarrenales", it: "Ghiandole surrenali", pt: "Glândulas suprarrenais", tr: "Böbrek üstü bezleri", nl: "Bijnieren", pl: "Nadnercza", ru: "Надпочечники", zh: "肾上腺", ar: "الغدد الكظرية" },
  kidneys: { en: "Kidneys", de: "Nieren", fr: "Reins", es: "Riñones", it: "Reni", pt: "Rins", tr: "Böbrekler", nl: "Nieren", pl: "Nerki", ru: "Почки", zh: "肾脏", ar: "الكلى" },
  gut: { en: "Gut", de: "Darm", fr: "Intestin", es: "Intestino", it: "Intestino", pt: "Intestino", tr: "Bağırsak", nl: "Darmen", pl: "Jelita", ru: "Кишечник", zh: "肠道", ar: "الأمعاء" },
  reproductive: { en: "Reproductive organs", de: "Fortpflanzungsorgane", fr: "Organes reproducteurs", es: "Órganos reproductores", it: "Organi riproduttivi", pt: "Órgãos reprodutores", tr: "Üreme organları", nl: "Voortplantingsorganen", pl: "Narządy rozrodcze", ru: "Репродуктивные органы", zh: "生殖器官", ar: "الأعضاء التناسلية" },
  blood: { en: "Blood", de: "Blut", fr: "Sang", es: "Sangre", it: "Sangue", pt: "Sangue", tr: "Kan", nl: "Bloed", pl: "Krew", ru: "Кровь", zh: "血液", ar: "الدم" },
  immune: { en: "Immune system", de: "Immunsystem", fr: "Système immunitaire", es: "Sistema inmunitario", it: "Sistema immunitario", pt: "Sistema imunitário", tr: "Bağışıklık sistemi", nl: "Immuunsysteem", pl: "Układ odpornościowy", ru: "Иммунная система", zh: "免疫系统", ar: "الجهاز المناعي" },
  bones: { en: "Bones", de: "Knochen", fr: "Os", es: "Huesos", it: "Ossa", pt: "Ossos", tr: "Kemikler", nl: "Botten", pl: "Kości", ru: "Кости", zh: "骨骼", ar: "العظام" },
  muscles: { en: "Muscles", de: "Muskeln", fr: "Muscles", es: "Músculos", it: "Muscoli", pt: "Músculos", tr: "Kaslar", nl: "Spieren", pl: "Mięśnie", ru: "Мышцы", zh: "肌肉", ar: "العضلات" },
};

/** A region's name in `language`, English when that language has no names. */
export function regionName(region: BodyRegion, language: string): string {
  const names = REGION_NAMES[region];
  return (names as Record<string, string>)[language] ?? names.en;
}
