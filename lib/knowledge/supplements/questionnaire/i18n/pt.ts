import type { QuestionnaireLabels } from "./types";

export const pt: QuestionnaireLabels = {
  questions: {
    diet_type: "Que tipo de alimentação segue?", meals_per_day: "Quantas refeições faz por dia?", fruit_vegetables: "Porções de fruta e legumes por dia?",
    fish: "Com que frequência come peixe?", red_meat: "Com que frequência come carne vermelha?", dairy: "Com que frequência consome laticínios?",
    alcohol: "Quanto álcool bebe?", smoking: "Fuma?", caffeine: "Chávenas de café ou chá com cafeína por dia?",
    sun_exposure: "Quanto tempo passa ao sol?", physical_activity: "Quão ativo fisicamente é?", sleep: "Como dorme?",
    stress: "Quão stressado se sente?", digestion: "Tem queixas digestivas?", energy: "Como está o seu nível de energia?",
    current_supplements: "Que suplementos toma atualmente?", medications: "Que medicamentos toma?", allergies: "Tem alergias ou intolerâncias alimentares?",
    conditions: "Tem alguma destas doenças?", pregnancy: "Está grávida, a amamentar ou a planear uma gravidez?", goals: "Quais são os seus objetivos?",
    budget: "Qual é o seu orçamento para suplementos?", preferred_form: "Que forma prefere?", age_group: "A sua faixa etária?", notes: "Algo mais que o seu médico deva saber?",
  },
  options: {
    omnivore: "Omnívora", flexitarian: "Flexitariana", pescatarian: "Pescetariana", vegetarian: "Vegetariana", vegan: "Vegana", keto_low_carb: "Cetogénica / pobre em hidratos", other: "Outra",
    none: "Nenhum", never: "Nunca", less_weekly: "Menos de uma vez por semana", weekly: "Uma vez por semana", several_weekly: "Várias vezes por semana", daily: "Diariamente",
    occasional: "Ocasionalmente", moderate: "Moderado", heavy: "Elevado", former: "Ex-fumador", current: "Fumador", low: "Baixo", high: "Alto",
    sedentary: "Sedentário", light: "Ligeira", intense: "Intensa", poor: "Mal", fair: "Razoável", good: "Bem",
    bloating: "Inchaço", constipation: "Obstipação", diarrhoea: "Diarreia", reflux: "Refluxo / azia", ibs: "Cólon irritável",
    multivitamin: "Multivitamínico", vitamin_d: "Vitamina D", omega3: "Ómega-3 / óleo de peixe", iron: "Ferro", b12: "Vitamina B12", magnesium: "Magnésio", calcium: "Cálcio", probiotic: "Probiótico", herbal: "Produto à base de plantas",
    anticoagulant: "Anticoagulante (p. ex. varfarina)", antiplatelet: "Antiagregante (p. ex. aspirina)", metformin: "Metformina", ppi: "Protetor gástrico (IBP)", statin: "Estatina",
    levothyroxine: "Hormona da tiroide", oral_contraceptive: "Pílula contracetiva", antidepressant: "Antidepressivo", antihypertensive: "Medicamento para a tensão", diuretic: "Diurético",
    fish: "Peixe", shellfish: "Marisco", soy: "Soja", gluten: "Glúten", lactose: "Lactose", nuts: "Frutos de casca rija",
    kidney_disease: "Doença renal", liver_disease: "Doença hepática", diabetes: "Diabetes", thyroid: "Doença da tiroide", cardiovascular: "Doença cardíaca ou vascular",
    anaemia: "Anemia", osteoporosis: "Osteoporose", autoimmune: "Doença autoimune", ibd: "Doença inflamatória intestinal",
    no: "Não", pregnant: "Grávida", breastfeeding: "A amamentar", planning: "A planear gravidez", not_applicable: "Não se aplica",
    energy: "Mais energia", immunity: "Imunidade", heart: "Saúde do coração", bones: "Saúde óssea", cognition: "Memória e concentração", sleep: "Dormir melhor",
    skin_hair: "Pele e cabelo", sport: "Desempenho desportivo", weight: "Controlo do peso", longevity: "Envelhecimento saudável", fertility: "Fertilidade",
    capsule: "Cápsula", tablet: "Comprimido", liquid: "Líquido", powder: "Pó", gummy: "Goma", no_preference: "Sem preferência",
  },
};
