import type { QuestionnaireLabels } from "./types";

export const es: QuestionnaireLabels = {
  questions: {
    diet_type: "¿Qué tipo de dieta sigue?", meals_per_day: "¿Cuántas comidas hace al día?", fruit_vegetables: "¿Raciones de fruta y verdura al día?",
    fish: "¿Con qué frecuencia come pescado?", red_meat: "¿Con qué frecuencia come carne roja?", dairy: "¿Con qué frecuencia toma lácteos?",
    alcohol: "¿Cuánto alcohol bebe?", smoking: "¿Fuma?", caffeine: "¿Tazas de café o té con cafeína al día?",
    sun_exposure: "¿Cuánto tiempo pasa al sol?", physical_activity: "¿Cuánta actividad física realiza?", sleep: "¿Qué tal duerme?",
    stress: "¿Cuánto estrés siente?", digestion: "¿Tiene molestias digestivas?", energy: "¿Cómo es su nivel de energía?",
    current_supplements: "¿Qué suplementos toma ahora?", medications: "¿Qué medicamentos toma?", allergies: "¿Tiene alergias o intolerancias alimentarias?",
    conditions: "¿Tiene alguna de estas enfermedades?", pregnancy: "¿Está embarazada, en lactancia o planea un embarazo?", goals: "¿Cuáles son sus objetivos?",
    budget: "¿Cuál es su presupuesto para suplementos?", preferred_form: "¿Qué presentación prefiere?", age_group: "¿Su grupo de edad?", notes: "¿Algo más que su médico deba saber?",
  },
  options: {
    omnivore: "Omnívora", flexitarian: "Flexitariana", pescatarian: "Pescetariana", vegetarian: "Vegetariana", vegan: "Vegana", keto_low_carb: "Cetogénica / baja en carbohidratos", other: "Otra",
    none: "Ninguno", never: "Nunca", less_weekly: "Menos de una vez por semana", weekly: "Una vez por semana", several_weekly: "Varias veces por semana", daily: "A diario",
    occasional: "Ocasionalmente", moderate: "Moderado", heavy: "Elevado", former: "Exfumador", current: "Fumador actual", low: "Bajo", high: "Alto",
    sedentary: "Sedentario", light: "Ligera", intense: "Intensa", poor: "Mal", fair: "Regular", good: "Bien",
    bloating: "Hinchazón", constipation: "Estreñimiento", diarrhoea: "Diarrea", reflux: "Reflujo / acidez", ibs: "Colon irritable",
    multivitamin: "Multivitamínico", vitamin_d: "Vitamina D", omega3: "Omega-3 / aceite de pescado", iron: "Hierro", b12: "Vitamina B12", magnesium: "Magnesio", calcium: "Calcio", probiotic: "Probiótico", herbal: "Producto a base de plantas",
    anticoagulant: "Anticoagulante (p. ej. warfarina)", antiplatelet: "Antiagregante (p. ej. aspirina)", metformin: "Metformina", ppi: "Protector gástrico (IBP)", statin: "Estatina",
    levothyroxine: "Hormona tiroidea", oral_contraceptive: "Píldora anticonceptiva", antidepressant: "Antidepresivo", antihypertensive: "Medicamento para la tensión", diuretic: "Diurético",
    fish: "Pescado", shellfish: "Marisco", soy: "Soja", gluten: "Gluten", lactose: "Lactosa", nuts: "Frutos secos",
    kidney_disease: "Enfermedad renal", liver_disease: "Enfermedad hepática", diabetes: "Diabetes", thyroid: "Trastorno de tiroides", cardiovascular: "Enfermedad cardíaca o vascular",
    anaemia: "Anemia", osteoporosis: "Osteoporosis", autoimmune: "Enfermedad autoinmune", ibd: "Enfermedad inflamatoria intestinal",
    no: "No", pregnant: "Embarazada", breastfeeding: "En lactancia", planning: "Planeo un embarazo", not_applicable: "No aplica",
    energy: "Más energía", immunity: "Defensas", heart: "Salud cardíaca", bones: "Salud ósea", cognition: "Memoria y concentración", sleep: "Dormir mejor",
    skin_hair: "Piel y cabello", sport: "Rendimiento deportivo", weight: "Control del peso", longevity: "Envejecimiento saludable", fertility: "Fertilidad",
    capsule: "Cápsula", tablet: "Comprimido", liquid: "Líquido", powder: "Polvo", gummy: "Gominola", no_preference: "Sin preferencia",
  },
};
