import type { QuestionnaireLabels } from "./types";

export const it: QuestionnaireLabels = {
  questions: {
    diet_type: "Quale alimentazione segue?", meals_per_day: "Quanti pasti fa al giorno?", fruit_vegetables: "Porzioni di frutta e verdura al giorno?",
    fish: "Quanto spesso mangia pesce?", red_meat: "Quanto spesso mangia carne rossa?", dairy: "Quanto spesso consuma latticini?",
    alcohol: "Quanto alcol beve?", smoking: "Fuma?", caffeine: "Tazze di caffè o tè con caffeina al giorno?",
    sun_exposure: "Quanto tempo trascorre al sole?", physical_activity: "Quanto è attivo fisicamente?", sleep: "Come dorme?",
    stress: "Quanto si sente stressato?", digestion: "Ha disturbi digestivi?", energy: "Com'è il suo livello di energia?",
    current_supplements: "Quali integratori assume ora?", medications: "Quali farmaci assume?", allergies: "Ha allergie o intolleranze alimentari?",
    conditions: "Ha una di queste condizioni?", pregnancy: "È incinta, allatta o sta pianificando una gravidanza?", goals: "Quali sono i suoi obiettivi?",
    budget: "Qual è il suo budget per gli integratori?", preferred_form: "Quale forma preferisce?", age_group: "La sua fascia d'età?", notes: "C'è altro che il medico dovrebbe sapere?",
  },
  options: {
    omnivore: "Onnivora", flexitarian: "Flexitariana", pescatarian: "Pescetariana", vegetarian: "Vegetariana", vegan: "Vegana", keto_low_carb: "Chetogenica / povera di carboidrati", other: "Altro",
    none: "Nessuno", never: "Mai", less_weekly: "Meno di una volta a settimana", weekly: "Una volta a settimana", several_weekly: "Più volte a settimana", daily: "Ogni giorno",
    occasional: "Occasionalmente", moderate: "Moderato", heavy: "Elevato", former: "Ex fumatore", current: "Fumatore", low: "Basso", high: "Alto",
    sedentary: "Sedentario", light: "Leggera", intense: "Intensa", poor: "Male", fair: "Discretamente", good: "Bene",
    bloating: "Gonfiore", constipation: "Stitichezza", diarrhoea: "Diarrea", reflux: "Reflusso / bruciore", ibs: "Colon irritabile",
    multivitamin: "Multivitaminico", vitamin_d: "Vitamina D", omega3: "Omega-3 / olio di pesce", iron: "Ferro", b12: "Vitamina B12", magnesium: "Magnesio", calcium: "Calcio", probiotic: "Probiotico", herbal: "Prodotto erboristico",
    anticoagulant: "Anticoagulante (es. warfarin)", antiplatelet: "Antiaggregante (es. aspirina)", metformin: "Metformina", ppi: "Gastroprotettore (IPP)", statin: "Statina",
    levothyroxine: "Ormone tiroideo", oral_contraceptive: "Pillola anticoncezionale", antidepressant: "Antidepressivo", antihypertensive: "Farmaco per la pressione", diuretic: "Diuretico",
    fish: "Pesce", shellfish: "Crostacei e molluschi", soy: "Soia", gluten: "Glutine", lactose: "Lattosio", nuts: "Frutta a guscio",
    kidney_disease: "Malattia renale", liver_disease: "Malattia epatica", diabetes: "Diabete", thyroid: "Disturbo della tiroide", cardiovascular: "Malattia cardiaca o vascolare",
    anaemia: "Anemia", osteoporosis: "Osteoporosi", autoimmune: "Malattia autoimmune", ibd: "Malattia infiammatoria intestinale",
    no: "No", pregnant: "Incinta", breastfeeding: "Allattamento", planning: "Gravidanza pianificata", not_applicable: "Non applicabile",
    energy: "Più energia", immunity: "Difese immunitarie", heart: "Salute del cuore", bones: "Salute delle ossa", cognition: "Memoria e concentrazione", sleep: "Dormire meglio",
    skin_hair: "Pelle e capelli", sport: "Prestazioni sportive", weight: "Controllo del peso", longevity: "Invecchiamento sano", fertility: "Fertilità",
    capsule: "Capsula", tablet: "Compressa", liquid: "Liquido", powder: "Polvere", gummy: "Caramella gommosa", no_preference: "Nessuna preferenza",
  },
};
