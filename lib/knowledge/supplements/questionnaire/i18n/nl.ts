import type { QuestionnaireLabels } from "./types";

export const nl: QuestionnaireLabels = {
  questions: {
    diet_type: "Welk voedingspatroon volgt u?", meals_per_day: "Hoeveel maaltijden eet u per dag?", fruit_vegetables: "Porties groente en fruit per dag?",
    fish: "Hoe vaak eet u vis?", red_meat: "Hoe vaak eet u rood vlees?", dairy: "Hoe vaak eet u zuivel?",
    alcohol: "Hoeveel alcohol drinkt u?", smoking: "Rookt u?", caffeine: "Koppen koffie of thee met cafeïne per dag?",
    sun_exposure: "Hoeveel tijd brengt u in de zon door?", physical_activity: "Hoe lichamelijk actief bent u?", sleep: "Hoe goed slaapt u?",
    stress: "Hoeveel stress ervaart u?", digestion: "Heeft u spijsverteringsklachten?", energy: "Hoe is uw energieniveau?",
    current_supplements: "Welke supplementen gebruikt u nu?", medications: "Welke geneesmiddelen gebruikt u?", allergies: "Heeft u voedselallergieën of -intoleranties?",
    conditions: "Heeft u een van deze aandoeningen?", pregnancy: "Bent u zwanger, geeft u borstvoeding of wilt u zwanger worden?", goals: "Wat zijn uw doelen?",
    budget: "Wat is uw budget voor supplementen?", preferred_form: "Welke vorm heeft uw voorkeur?", age_group: "Uw leeftijdsgroep?", notes: "Moet uw arts nog iets anders weten?",
  },
  options: {
    omnivore: "Alleseter", flexitarian: "Flexitariër", pescatarian: "Pescotariër", vegetarian: "Vegetarisch", vegan: "Veganistisch", keto_low_carb: "Keto / koolhydraatarm", other: "Anders",
    none: "Geen", never: "Nooit", less_weekly: "Minder dan eens per week", weekly: "Eens per week", several_weekly: "Meerdere keren per week", daily: "Dagelijks",
    occasional: "Af en toe", moderate: "Matig", heavy: "Veel", former: "Voormalig roker", current: "Rookt", low: "Laag", high: "Hoog",
    sedentary: "Zittend", light: "Licht", intense: "Intensief", poor: "Slecht", fair: "Redelijk", good: "Goed",
    bloating: "Opgeblazen gevoel", constipation: "Verstopping", diarrhoea: "Diarree", reflux: "Reflux / brandend maagzuur", ibs: "Prikkelbare darm",
    multivitamin: "Multivitamine", vitamin_d: "Vitamine D", omega3: "Omega-3 / visolie", iron: "IJzer", b12: "Vitamine B12", magnesium: "Magnesium", calcium: "Calcium", probiotic: "Probioticum", herbal: "Kruidenpreparaat",
    anticoagulant: "Bloedverdunner (bijv. warfarine)", antiplatelet: "Plaatjesremmer (bijv. aspirine)", metformin: "Metformine", ppi: "Maagzuurremmer (PPI)", statin: "Statine",
    levothyroxine: "Schildklierhormoon", oral_contraceptive: "Anticonceptiepil", antidepressant: "Antidepressivum", antihypertensive: "Bloeddrukverlager", diuretic: "Plaspil",
    fish: "Vis", shellfish: "Schaaldieren", soy: "Soja", gluten: "Gluten", lactose: "Lactose", nuts: "Noten",
    kidney_disease: "Nierziekte", liver_disease: "Leverziekte", diabetes: "Diabetes", thyroid: "Schildklieraandoening", cardiovascular: "Hart- of vaatziekte",
    anaemia: "Bloedarmoede", osteoporosis: "Osteoporose", autoimmune: "Auto-immuunziekte", ibd: "Chronische darmontsteking",
    no: "Nee", pregnant: "Zwanger", breastfeeding: "Geeft borstvoeding", planning: "Zwangerschapswens", not_applicable: "Niet van toepassing",
    energy: "Meer energie", immunity: "Weerstand", heart: "Hartgezondheid", bones: "Botgezondheid", cognition: "Geheugen en concentratie", sleep: "Beter slapen",
    skin_hair: "Huid en haar", sport: "Sportprestaties", weight: "Gewichtsbeheersing", longevity: "Gezond ouder worden", fertility: "Vruchtbaarheid",
    capsule: "Capsule", tablet: "Tablet", liquid: "Vloeibaar", powder: "Poeder", gummy: "Kauwgompje", no_preference: "Geen voorkeur",
  },
};
