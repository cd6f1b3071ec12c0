import type { QuestionnaireLabels } from "./types";

export const de: QuestionnaireLabels = {
  questions: {
    diet_type: "Welche Ernährungsweise haben Sie?", meals_per_day: "Wie viele Mahlzeiten essen Sie pro Tag?", fruit_vegetables: "Portionen Obst und Gemüse pro Tag?",
    fish: "Wie oft essen Sie Fisch?", red_meat: "Wie oft essen Sie rotes Fleisch?", dairy: "Wie oft essen Sie Milchprodukte?",
    alcohol: "Wie viel Alkohol trinken Sie?", smoking: "Rauchen Sie?", caffeine: "Tassen koffeinhaltiger Kaffee oder Tee pro Tag?",
    sun_exposure: "Wie viel Zeit verbringen Sie in der Sonne?", physical_activity: "Wie körperlich aktiv sind Sie?", sleep: "Wie gut schlafen Sie?",
    stress: "Wie gestresst fühlen Sie sich?", digestion: "Haben Sie Verdauungsbeschwerden?", energy: "Wie ist Ihr Energieniveau?",
    current_supplements: "Welche Nahrungsergänzungsmittel nehmen Sie derzeit?", medications: "Welche Medikamente nehmen Sie?", allergies: "Haben Sie Nahrungsmittelallergien oder -unverträglichkeiten?",
    conditions: "Haben Sie eine dieser Erkrankungen?", pregnancy: "Sind Sie schwanger, stillen Sie oder planen Sie eine Schwangerschaft?", goals: "Was sind Ihre Ziele?",
    budget: "Wie hoch ist Ihr Budget für Nahrungsergänzung?", preferred_form: "Welche Darreichungsform bevorzugen Sie?", age_group: "Ihre Altersgruppe?", notes: "Sollte Ihre Ärztin oder Ihr Arzt noch etwas wissen?",
  },
  options: {
    omnivore: "Mischkost", flexitarian: "Flexitarisch", pescatarian: "Pescetarisch", vegetarian: "Vegetarisch", vegan: "Vegan", keto_low_carb: "Keto / Low-Carb", other: "Andere",
    none: "Keine", never: "Nie", less_weekly: "Seltener als einmal pro Woche", weekly: "Einmal pro Woche", several_weekly: "Mehrmals pro Woche", daily: "Täglich",
    occasional: "Gelegentlich", moderate: "Mäßig", heavy: "Viel", former: "Ehemals Raucher", current: "Raucher", low: "Niedrig", high: "Hoch",
    sedentary: "Überwiegend sitzend", light: "Leicht", intense: "Intensiv", poor: "Schlecht", fair: "Mittel", good: "Gut",
    bloating: "Blähungen", constipation: "Verstopfung", diarrhoea: "Durchfall", reflux: "Sodbrennen / Reflux", ibs: "Reizdarm",
    multivitamin: "Multivitamin", vitamin_d: "Vitamin D", omega3: "Omega-3 / Fischöl", iron: "Eisen", b12: "Vitamin B12", magnesium: "Magnesium", calcium: "Calcium", probiotic: "Probiotikum", herbal: "Pflanzliches Präparat",
    anticoagulant: "Blutverdünner (z. B. Warfarin)", antiplatelet: "Thrombozytenhemmer (z. B. ASS)", metformin: "Metformin", ppi: "Magensäureblocker (PPI)", statin: "Statin",
    levothyroxine: "Schilddrüsenhormon", oral_contraceptive: "Antibabypille", antidepressant: "Antidepressivum", antihypertensive: "Blutdrucksenker", diuretic: "Entwässerungsmittel (Diuretikum)",
    fish: "Fisch", shellfish: "Schalentiere", soy: "Soja", gluten: "Gluten", lactose: "Laktose", nuts: "Nüsse",
    kidney_disease: "Nierenerkrankung", liver_disease: "Lebererkrankung", diabetes: "Diabetes", thyroid: "Schilddrüsenerkrankung", cardiovascular: "Herz- oder Gefäßerkrankung",
    anaemia: "Blutarmut (Anämie)", osteoporosis: "Osteoporose", autoimmune: "Autoimmunerkrankung", ibd: "Chronisch-entzündliche Darmerkrankung",
    no: "Nein", pregnant: "Schwanger", breastfeeding: "Stillend", planning: "Schwangerschaft geplant", not_applicable: "Nicht zutreffend",
    energy: "Mehr Energie", immunity: "Immunsystem", heart: "Herzgesundheit", bones: "Knochengesundheit", cognition: "Gedächtnis und Konzentration", sleep: "Besserer Schlaf",
    skin_hair: "Haut und Haare", sport: "Sportliche Leistung", weight: "Gewichtskontrolle", longevity: "Gesundes Altern", fertility: "Fruchtbarkeit",
    capsule: "Kapsel", tablet: "Tablette", liquid: "Flüssig", powder: "Pulver", gummy: "Fruchtgummi", no_preference: "Keine Vorliebe",
  },
};
