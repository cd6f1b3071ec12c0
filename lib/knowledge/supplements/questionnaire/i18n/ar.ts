import type { QuestionnaireLabels } from "./types";

export const ar: QuestionnaireLabels = {
  questions: {
    diet_type: "ما نوع النظام الغذائي الذي تتبعه؟", meals_per_day: "كم وجبة تتناول في اليوم؟", fruit_vegetables: "كم حصة من الفواكه والخضروات يوميًا؟",
    fish: "كم مرة تأكل السمك؟", red_meat: "كم مرة تأكل اللحوم الحمراء؟", dairy: "كم مرة تتناول منتجات الألبان؟",
    alcohol: "ما كمية الكحول التي تشربها؟", smoking: "هل تدخن؟", caffeine: "كم كوبًا من القهوة أو الشاي المحتوي على الكافيين يوميًا؟",
    sun_exposure: "كم من الوقت تقضي في الشمس؟", physical_activity: "ما مدى نشاطك البدني؟", sleep: "كيف هو نومك؟",
    stress: "ما مدى شعورك بالتوتر؟", digestion: "هل لديك مشكلات في الهضم؟", energy: "كيف هو مستوى طاقتك؟",
    current_supplements: "ما المكملات التي تتناولها حاليًا؟", medications: "ما الأدوية التي تتناولها؟", allergies: "هل لديك حساسية أو عدم تحمل لأطعمة؟",
    conditions: "هل لديك أي من هذه الحالات؟", pregnancy: "هل أنتِ حامل أو مرضع أو تخططين للحمل؟", goals: "ما أهدافك؟",
    budget: "ما ميزانيتك للمكملات؟", preferred_form: "ما الشكل الذي تفضله؟", age_group: "فئتك العمرية؟", notes: "هل هناك شيء آخر يجب أن يعرفه طبيبك؟",
  },
  options: {
    omnivore: "غذاء متنوع", flexitarian: "نباتي مرن", pescatarian: "نباتي يأكل السمك", vegetarian: "نباتي", vegan: "نباتي صرف", keto_low_carb: "كيتو / منخفض الكربوهيدرات", other: "آخر",
    none: "لا شيء", never: "أبدًا", less_weekly: "أقل من مرة أسبوعيًا", weekly: "مرة أسبوعيًا", several_weekly: "عدة مرات أسبوعيًا", daily: "يوميًا",
    occasional: "أحيانًا", moderate: "معتدل", heavy: "كثير", former: "مدخن سابق", current: "مدخن حاليًا", low: "منخفض", high: "مرتفع",
    sedentary: "قليل الحركة", light: "خفيف", intense: "مكثف", poor: "سيئ", fair: "مقبول", good: "جيد",
    bloating: "انتفاخ", constipation: "إمساك", diarrhoea: "إسهال", reflux: "ارتجاع / حرقة", ibs: "القولون العصبي",
    multivitamin: "فيتامينات متعددة", vitamin_d: "فيتامين د", omega3: "أوميغا 3 / زيت السمك", iron: "حديد", b12: "فيتامين ب12", magnesium: "مغنيسيوم", calcium: "كالسيوم", probiotic: "بروبيوتيك", herbal: "منتج عشبي",
    anticoagulant: "مميع للدم (مثل الوارفارين)", antiplatelet: "مضاد للصفائح (مثل الأسبرين)", metformin: "ميتفورمين", ppi: "مثبط مضخة البروتون", statin: "ستاتين",
    levothyroxine: "هرمون الغدة الدرقية", oral_contraceptive: "حبوب منع الحمل", antidepressant: "مضاد اكتئاب", antihypertensive: "دواء ضغط الدم", diuretic: "مدر للبول",
    fish: "سمك", shellfish: "محار وقشريات", soy: "صويا", gluten: "غلوتين", lactose: "لاكتوز", nuts: "مكسرات",
    kidney_disease: "مرض الكلى", liver_disease: "مرض الكبد", diabetes: "السكري", thyroid: "اضطراب الغدة الدرقية", cardiovascular: "مرض القلب أو الأوعية",
    anaemia: "فقر الدم", osteoporosis: "هشاشة العظام", autoimmune: "مرض مناعي ذاتي", ibd: "مرض التهاب الأمعاء",
    no: "لا", pregnant: "حامل", breastfeeding: "مرضع", planning: "أخطط للحمل", not_applicable: "لا ينطبق",
    energy: "طاقة أكبر", immunity: "المناعة", heart: "صحة القلب", bones: "صحة العظام", cognition: "الذاكرة والتركيز", sleep: "نوم أفضل",
    skin_hair: "البشرة والشعر", sport: "الأداء الرياضي", weight: "إدارة الوزن", longevity: "شيخوخة صحية", fertility: "الخصوبة",
    capsule: "كبسولة", tablet: "قرص", liquid: "سائل", powder: "مسحوق", gummy: "حلوى مضغ", no_preference: "لا تفضيل",
  },
};
