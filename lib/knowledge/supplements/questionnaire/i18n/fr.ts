import type { QuestionnaireLabels } from "./types";

export const fr: QuestionnaireLabels = {
  questions: {
    diet_type: "Quel régime alimentaire suivez-vous ?", meals_per_day: "Combien de repas prenez-vous par jour ?", fruit_vegetables: "Portions de fruits et légumes par jour ?",
    fish: "À quelle fréquence mangez-vous du poisson ?", red_meat: "À quelle fréquence mangez-vous de la viande rouge ?", dairy: "À quelle fréquence consommez-vous des produits laitiers ?",
    alcohol: "Quelle quantité d'alcool buvez-vous ?", smoking: "Fumez-vous ?", caffeine: "Tasses de café ou de thé caféiné par jour ?",
    sun_exposure: "Combien de temps passez-vous au soleil ?", physical_activity: "Quel est votre niveau d'activité physique ?", sleep: "Dormez-vous bien ?",
    stress: "Quel est votre niveau de stress ?", digestion: "Avez-vous des troubles digestifs ?", energy: "Comment est votre niveau d'énergie ?",
    current_supplements: "Quels compléments prenez-vous actuellement ?", medications: "Quels médicaments prenez-vous ?", allergies: "Avez-vous des allergies ou intolérances alimentaires ?",
    conditions: "Avez-vous l'une de ces maladies ?", pregnancy: "Êtes-vous enceinte, allaitez-vous ou prévoyez-vous une grossesse ?", goals: "Quels sont vos objectifs ?",
    budget: "Quel est votre budget pour les compléments ?", preferred_form: "Quelle forme préférez-vous ?", age_group: "Votre tranche d'âge ?", notes: "Autre chose que votre médecin devrait savoir ?",
  },
  options: {
    omnivore: "Omnivore", flexitarian: "Flexitarien", pescatarian: "Pescétarien", vegetarian: "Végétarien", vegan: "Végétalien", keto_low_carb: "Cétogène / pauvre en glucides", other: "Autre",
    none: "Aucun", never: "Jamais", less_weekly: "Moins d'une fois par semaine", weekly: "Une fois par semaine", several_weekly: "Plusieurs fois par semaine", daily: "Tous les jours",
    occasional: "Occasionnellement", moderate: "Modéré", heavy: "Important", former: "Ancien fumeur", current: "Fumeur actuel", low: "Faible", high: "Élevé",
    sedentary: "Sédentaire", light: "Légère", intense: "Intense", poor: "Mauvais", fair: "Moyen", good: "Bon",
    bloating: "Ballonnements", constipation: "Constipation", diarrhoea: "Diarrhée", reflux: "Reflux / brûlures d'estomac", ibs: "Côlon irritable",
    multivitamin: "Multivitamines", vitamin_d: "Vitamine D", omega3: "Oméga-3 / huile de poisson", iron: "Fer", b12: "Vitamine B12", magnesium: "Magnésium", calcium: "Calcium", probiotic: "Probiotique", herbal: "Produit à base de plantes",
    anticoagulant: "Anticoagulant (p. ex. warfarine)", antiplatelet: "Antiagrégant (p. ex. aspirine)", metformin: "Metformine", ppi: "Inhibiteur de la pompe à protons", statin: "Statine",
    levothyroxine: "Hormone thyroïdienne", oral_contraceptive: "Pilule contraceptive", antidepressant: "Antidépresseur", antihypertensive: "Antihypertenseur", diuretic: "Diurétique",
    fish: "Poisson", shellfish: "Crustacés et fruits de mer", soy: "Soja", gluten: "Gluten", lactose: "Lactose", nuts: "Fruits à coque",
    kidney_disease: "Maladie rénale", liver_disease: "Maladie du foie", diabetes: "Diabète", thyroid: "Trouble thyroïdien", cardiovascular: "Maladie cardiaque ou vasculaire",
    anaemia: "Anémie", osteoporosis: "Ostéoporose", autoimmune: "Maladie auto-immune", ibd: "Maladie inflammatoire de l'intestin",
    no: "Non", pregnant: "Enceinte", breastfeeding: "Allaitement", planning: "Grossesse prévue", not_applicable: "Sans objet",
    energy: "Plus d'énergie", immunity: "Immunité", heart: "Santé cardiaque", bones: "Santé osseuse", cognition: "Mémoire et concentration", sleep: "Meilleur sommeil",
    skin_hair: "Peau et cheveux", sport: "Performance sportive", weight: "Gestion du poids", longevity: "Bien vieillir", fertility: "Fertilité",
    capsule: "Gélule", tablet: "Comprimé", liquid: "Liquide", powder: "Poudre", gummy: "Gomme à mâcher", no_preference: "Sans préférence",
  },
};
