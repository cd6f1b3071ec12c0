import type { QuestionnaireLabels } from "./types";

export const en: QuestionnaireLabels = {
  questions: {
    diet_type: "Which diet do you follow?", meals_per_day: "How many meals do you eat per day?", fruit_vegetables: "Servings of fruit and vegetables per day?",
    fish: "How often do you eat fish?", red_meat: "How often do you eat red meat?", dairy: "How often do you eat dairy products?",
    alcohol: "How much alcohol do you drink?", smoking: "Do you smoke?", caffeine: "Cups of coffee or tea with caffeine per day?",
    sun_exposure: "How much time do you spend in the sun?", physical_activity: "How physically active are you?", sleep: "How well do you sleep?",
    stress: "How stressed do you feel?", digestion: "Do you have digestive complaints?", energy: "How is your energy level?",
    current_supplements: "Which supplements do you take now?", medications: "Which medicines do you take?", allergies: "Do you have food allergies or intolerances?",
    conditions: "Do you have any of these conditions?", pregnancy: "Are you pregnant, breastfeeding or planning a pregnancy?", goals: "What are your goals?",
    budget: "What is your budget for supplements?", preferred_form: "Which form do you prefer?", age_group: "Your age group?", notes: "Anything else your clinician should know?",
  },
  options: {
    omnivore: "Omnivore", flexitarian: "Flexitarian", pescatarian: "Pescatarian", vegetarian: "Vegetarian", vegan: "Vegan", keto_low_carb: "Keto / low-carb", other: "Other",
    none: "None", never: "Never", less_weekly: "Less than once a week", weekly: "Once a week", several_weekly: "Several times a week", daily: "Daily",
    occasional: "Occasionally", moderate: "Moderate", heavy: "Heavy", former: "Former smoker", current: "Current smoker", low: "Low", high: "High",
    sedentary: "Sedentary", light: "Light", intense: "Intense", poor: "Poor", fair: "Fair", good: "Good",
    bloating: "Bloating", constipation: "Constipation", diarrhoea: "Diarrhoea", reflux: "Reflux / heartburn", ibs: "Irritable bowel",
    multivitamin: "Multivitamin", vitamin_d: "Vitamin D", omega3: "Omega-3 / fish oil", iron: "Iron", b12: "Vitamin B12", magnesium: "Magnesium", calcium: "Calcium", probiotic: "Probiotic", herbal: "Herbal product",
    anticoagulant: "Blood thinner (e.g. warfarin)", antiplatelet: "Antiplatelet (e.g. aspirin)", metformin: "Metformin", ppi: "Stomach acid blocker (PPI)", statin: "Statin",
    levothyroxine: "Thyroid hormone", oral_contraceptive: "Contraceptive pill", antidepressant: "Antidepressant", antihypertensive: "Blood pressure medicine", diuretic: "Diuretic (water pill)",
    fish: "Fish", shellfish: "Shellfish", soy: "Soy", gluten: "Gluten", lactose: "Lactose", nuts: "Nuts",
    kidney_disease: "Kidney disease", liver_disease: "Liver disease", diabetes: "Diabetes", thyroid: "Thyroid disorder", cardiovascular: "Heart or vascular disease",
    anaemia: "Anaemia", osteoporosis: "Osteoporosis", autoimmune: "Autoimmune disease", ibd: "Inflammatory bowel disease",
    no: "No", pregnant: "Pregnant", breastfeeding: "Breastfeeding", planning: "Planning a pregnancy", not_applicable: "Not applicable",
    energy: "More energy", immunity: "Immune support", heart: "Heart health", bones: "Bone health", cognition: "Memory and focus", sleep: "Better sleep",
    skin_hair: "Skin and hair", sport: "Sport performance", weight: "Weight management", longevity: "Healthy ageing", fertility: "Fertility",
    capsule: "Capsule", tablet: "Tablet", liquid: "Liquid", powder: "Powder", gummy: "Gummy", no_preference: "No preference",
  },
};
