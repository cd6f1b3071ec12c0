import type { QuestionnaireLabels } from "./types";

export const pl: QuestionnaireLabels = {
  questions: {
    diet_type: "Jaką dietę Pan/Pani stosuje?", meals_per_day: "Ile posiłków dziennie Pan/Pani je?", fruit_vegetables: "Ile porcji owoców i warzyw dziennie?",
    fish: "Jak często je Pan/Pani ryby?", red_meat: "Jak często je Pan/Pani czerwone mięso?", dairy: "Jak często spożywa Pan/Pani nabiał?",
    alcohol: "Ile alkoholu Pan/Pani pije?", smoking: "Czy pali Pan/Pani?", caffeine: "Ile filiżanek kawy lub herbaty z kofeiną dziennie?",
    sun_exposure: "Ile czasu spędza Pan/Pani na słońcu?", physical_activity: "Jak aktywny fizycznie jest Pan/Pani?", sleep: "Jak Pan/Pani śpi?",
    stress: "Jak bardzo jest Pan/Pani zestresowany/a?", digestion: "Czy ma Pan/Pani dolegliwości trawienne?", energy: "Jaki jest Pana/Pani poziom energii?",
    current_supplements: "Jakie suplementy Pan/Pani obecnie przyjmuje?", medications: "Jakie leki Pan/Pani przyjmuje?", allergies: "Czy ma Pan/Pani alergie lub nietolerancje pokarmowe?",
    conditions: "Czy choruje Pan/Pani na którąś z tych chorób?", pregnancy: "Czy jest Pani w ciąży, karmi piersią lub planuje ciążę?", goals: "Jakie są Pana/Pani cele?",
    budget: "Jaki jest budżet na suplementy?", preferred_form: "Jaką postać Pan/Pani preferuje?", age_group: "Grupa wiekowa?", notes: "Czy lekarz powinien wiedzieć coś jeszcze?",
  },
  options: {
    omnivore: "Wszystkożerna", flexitarian: "Fleksitariańska", pescatarian: "Peskatariańska", vegetarian: "Wegetariańska", vegan: "Wegańska", keto_low_carb: "Ketogeniczna / niskowęglowodanowa", other: "Inna",
    none: "Brak", never: "Nigdy", less_weekly: "Rzadziej niż raz w tygodniu", weekly: "Raz w tygodniu", several_weekly: "Kilka razy w tygodniu", daily: "Codziennie",
    occasional: "Okazjonalnie", moderate: "Umiarkowany", heavy: "Duży", former: "Były palacz", current: "Palę obecnie", low: "Niski", high: "Wysoki",
    sedentary: "Siedzący tryb życia", light: "Lekka", intense: "Intensywna", poor: "Źle", fair: "Przeciętnie", good: "Dobrze",
    bloating: "Wzdęcia", constipation: "Zaparcia", diarrhoea: "Biegunka", reflux: "Refluks / zgaga", ibs: "Zespół jelita drażliwego",
    multivitamin: "Multiwitamina", vitamin_d: "Witamina D", omega3: "Omega-3 / olej rybi", iron: "Żelazo", b12: "Witamina B12", magnesium: "Magnez", calcium: "Wapń", probiotic: "Probiotyk", herbal: "Preparat ziołowy",
    anticoagulant: "Lek przeciwzakrzepowy (np. warfaryna)", antiplatelet: "Lek przeciwpłytkowy (np. aspiryna)", metformin: "Metformina", ppi: "Lek hamujący wydzielanie kwasu (IPP)", statin: "Statyna",
    levothyroxine: "Hormon tarczycy", oral_contraceptive: "Tabletka antykoncepcyjna", antidepressant: "Lek przeciwdepresyjny", antihypertensive: "Lek na nadciśnienie", diuretic: "Lek moczopędny",
    fish: "Ryby", shellfish: "Skorupiaki", soy: "Soja", gluten: "Gluten", lactose: "Laktoza", nuts: "Orzechy",
    kidney_disease: "Choroba nerek", liver_disease: "Choroba wątroby", diabetes: "Cukrzyca", thyroid: "Choroba tarczycy", cardiovascular: "Choroba serca lub naczyń",
    anaemia: "Niedokrwistość", osteoporosis: "Osteoporoza", autoimmune: "Choroba autoimmunologiczna", ibd: "Nieswoiste zapalenie jelit",
    no: "Nie", pregnant: "W ciąży", breastfeeding: "Karmię piersią", planning: "Planuję ciążę", not_applicable: "Nie dotyczy",
    energy: "Więcej energii", immunity: "Odporność", heart: "Zdrowie serca", bones: "Zdrowie kości", cognition: "Pamięć i koncentracja", sleep: "Lepszy sen",
    skin_hair: "Skóra i włosy", sport: "Wyniki sportowe", weight: "Kontrola wagi", longevity: "Zdrowe starzenie się", fertility: "Płodność",
    capsule: "Kapsułka", tablet: "Tabletka", liquid: "Płyn", powder: "Proszek", gummy: "Żelka", no_preference: "Bez znaczenia",
  },
};
