import type { QuestionnaireLabels } from "./types";

export const tr: QuestionnaireLabels = {
  questions: {
    diet_type: "Hangi beslenme şeklini uyguluyorsunuz?", meals_per_day: "Günde kaç öğün yiyorsunuz?", fruit_vegetables: "Günde kaç porsiyon meyve ve sebze?",
    fish: "Ne sıklıkla balık yiyorsunuz?", red_meat: "Ne sıklıkla kırmızı et yiyorsunuz?", dairy: "Ne sıklıkla süt ürünleri tüketiyorsunuz?",
    alcohol: "Ne kadar alkol içiyorsunuz?", smoking: "Sigara içiyor musunuz?", caffeine: "Günde kaç fincan kafeinli kahve veya çay?",
    sun_exposure: "Güneşte ne kadar zaman geçiriyorsunuz?", physical_activity: "Fiziksel olarak ne kadar aktifsiniz?", sleep: "Ne kadar iyi uyuyorsunuz?",
    stress: "Ne kadar stresli hissediyorsunuz?", digestion: "Sindirim şikâyetleriniz var mı?", energy: "Enerji düzeyiniz nasıl?",
    current_supplements: "Şu anda hangi takviyeleri kullanıyorsunuz?", medications: "Hangi ilaçları kullanıyorsunuz?", allergies: "Besin alerjiniz veya intoleransınız var mı?",
    conditions: "Bu hastalıklardan biri sizde var mı?", pregnancy: "Hamile misiniz, emziriyor musunuz veya hamilelik planlıyor musunuz?", goals: "Hedefleriniz nelerdir?",
    budget: "Takviyeler için bütçeniz nedir?", preferred_form: "Hangi formu tercih edersiniz?", age_group: "Yaş grubunuz?", notes: "Hekiminizin bilmesi gereken başka bir şey var mı?",
  },
  options: {
    omnivore: "Karma beslenme", flexitarian: "Fleksiteryen", pescatarian: "Pesketaryen", vegetarian: "Vejetaryen", vegan: "Vegan", keto_low_carb: "Ketojenik / düşük karbonhidrat", other: "Diğer",
    none: "Yok", never: "Hiç", less_weekly: "Haftada birden az", weekly: "Haftada bir", several_weekly: "Haftada birkaç kez", daily: "Her gün",
    occasional: "Ara sıra", moderate: "Orta", heavy: "Fazla", former: "Eski sigara içicisi", current: "Sigara içiyor", low: "Düşük", high: "Yüksek",
    sedentary: "Hareketsiz", light: "Hafif", intense: "Yoğun", poor: "Kötü", fair: "Orta düzeyde", good: "İyi",
    bloating: "Şişkinlik", constipation: "Kabızlık", diarrhoea: "İshal", reflux: "Reflü / mide yanması", ibs: "Huzursuz bağırsak",
    multivitamin: "Multivitamin", vitamin_d: "D vitamini", omega3: "Omega-3 / balık yağı", iron: "Demir", b12: "B12 vitamini", magnesium: "Magnezyum", calcium: "Kalsiyum", probiotic: "Probiyotik", herbal: "Bitkisel ürün",
    anticoagulant: "Kan sulandırıcı (ör. varfarin)", antiplatelet: "Antiagregan (ör. aspirin)", metformin: "Metformin", ppi: "Mide asidi baskılayıcı (PPI)", statin: "Statin",
    levothyroxine: "Tiroid hormonu", oral_contraceptive: "Doğum kontrol hapı", antidepressant: "Antidepresan", antihypertensive: "Tansiyon ilacı", diuretic: "İdrar söktürücü",
    fish: "Balık", shellfish: "Kabuklu deniz ürünleri", soy: "Soya", gluten: "Gluten", lactose: "Laktoz", nuts: "Kuruyemiş",
    kidney_disease: "Böbrek hastalığı", liver_disease: "Karaciğer hastalığı", diabetes: "Diyabet", thyroid: "Tiroid bozukluğu", cardiovascular: "Kalp veya damar hastalığı",
    anaemia: "Kansızlık (anemi)", osteoporosis: "Kemik erimesi", autoimmune: "Otoimmün hastalık", ibd: "İltihabi bağırsak hastalığı",
    no: "Hayır", pregnant: "Hamile", breastfeeding: "Emziriyor", planning: "Hamilelik planlıyor", not_applicable: "Geçerli değil",
    energy: "Daha fazla enerji", immunity: "Bağışıklık", heart: "Kalp sağlığı", bones: "Kemik sağlığı", cognition: "Hafıza ve odaklanma", sleep: "Daha iyi uyku",
    skin_hair: "Cilt ve saç", sport: "Sportif performans", weight: "Kilo kontrolü", longevity: "Sağlıklı yaşlanma", fertility: "Doğurganlık",
    capsule: "Kapsül", tablet: "Tablet", liquid: "Sıvı", powder: "Toz", gummy: "Çiğnenebilir jel", no_preference: "Fark etmez",
  },
};
