import type { QuestionnaireLabels } from "./types";

export const ru: QuestionnaireLabels = {
  questions: {
    diet_type: "Какого типа питания вы придерживаетесь?", meals_per_day: "Сколько раз в день вы едите?", fruit_vegetables: "Сколько порций фруктов и овощей в день?",
    fish: "Как часто вы едите рыбу?", red_meat: "Как часто вы едите красное мясо?", dairy: "Как часто вы едите молочные продукты?",
    alcohol: "Сколько алкоголя вы пьёте?", smoking: "Вы курите?", caffeine: "Сколько чашек кофе или чая с кофеином в день?",
    sun_exposure: "Сколько времени вы проводите на солнце?", physical_activity: "Насколько вы физически активны?", sleep: "Как вы спите?",
    stress: "Насколько сильный стресс вы испытываете?", digestion: "Есть ли у вас жалобы на пищеварение?", energy: "Какой у вас уровень энергии?",
    current_supplements: "Какие добавки вы принимаете сейчас?", medications: "Какие лекарства вы принимаете?", allergies: "Есть ли у вас пищевая аллергия или непереносимость?",
    conditions: "Есть ли у вас одно из этих заболеваний?", pregnancy: "Вы беременны, кормите грудью или планируете беременность?", goals: "Каковы ваши цели?",
    budget: "Каков ваш бюджет на добавки?", preferred_form: "Какую форму вы предпочитаете?", age_group: "Ваша возрастная группа?", notes: "Что ещё должен знать ваш врач?",
  },
  options: {
    omnivore: "Всеядное", flexitarian: "Флекситарианское", pescatarian: "Пескетарианское", vegetarian: "Вегетарианское", vegan: "Веганское", keto_low_carb: "Кето / низкоуглеводное", other: "Другое",
    none: "Нет", never: "Никогда", less_weekly: "Реже раза в неделю", weekly: "Раз в неделю", several_weekly: "Несколько раз в неделю", daily: "Ежедневно",
    occasional: "Иногда", moderate: "Умеренно", heavy: "Много", former: "Бросил(а) курить", current: "Курю", low: "Низкий", high: "Высокий",
    sedentary: "Сидячий образ жизни", light: "Лёгкая", intense: "Интенсивная", poor: "Плохо", fair: "Удовлетворительно", good: "Хорошо",
    bloating: "Вздутие", constipation: "Запор", diarrhoea: "Диарея", reflux: "Рефлюкс / изжога", ibs: "Синдром раздражённого кишечника",
    multivitamin: "Мультивитамины", vitamin_d: "Витамин D", omega3: "Омега-3 / рыбий жир", iron: "Железо", b12: "Витамин B12", magnesium: "Магний", calcium: "Кальций", probiotic: "Пробиотик", herbal: "Растительный препарат",
    anticoagulant: "Антикоагулянт (напр. варфарин)", antiplatelet: "Антиагрегант (напр. аспирин)", metformin: "Метформин", ppi: "Ингибитор протонной помпы", statin: "Статин",
    levothyroxine: "Гормон щитовидной железы", oral_contraceptive: "Противозачаточные таблетки", antidepressant: "Антидепрессант", antihypertensive: "Препарат от давления", diuretic: "Мочегонное",
    fish: "Рыба", shellfish: "Моллюски и ракообразные", soy: "Соя", gluten: "Глютен", lactose: "Лактоза", nuts: "Орехи",
    kidney_disease: "Болезнь почек", liver_disease: "Болезнь печени", diabetes: "Диабет", thyroid: "Заболевание щитовидной железы", cardiovascular: "Болезнь сердца или сосудов",
    anaemia: "Анемия", osteoporosis: "Остеопороз", autoimmune: "Аутоиммунное заболевание", ibd: "Воспалительное заболевание кишечника",
    no: "Нет", pregnant: "Беременна", breastfeeding: "Кормлю грудью", planning: "Планирую беременность", not_applicable: "Не применимо",
    energy: "Больше энергии", immunity: "Иммунитет", heart: "Здоровье сердца", bones: "Здоровье костей", cognition: "Память и концентрация", sleep: "Лучший сон",
    skin_hair: "Кожа и волосы", sport: "Спортивные результаты", weight: "Контроль веса", longevity: "Здоровое старение", fertility: "Фертильность",
    capsule: "Капсула", tablet: "Таблетка", liquid: "Жидкость", powder: "Порошок", gummy: "Жевательная пастилка", no_preference: "Без предпочтений",
  },
};
