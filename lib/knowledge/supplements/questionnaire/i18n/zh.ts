import type { QuestionnaireLabels } from "./types";

export const zh: QuestionnaireLabels = {
  questions: {
    diet_type: "您采用哪种饮食方式？", meals_per_day: "您每天吃几餐？", fruit_vegetables: "每天吃几份水果和蔬菜？",
    fish: "您多久吃一次鱼？", red_meat: "您多久吃一次红肉？", dairy: "您多久吃一次奶制品？",
    alcohol: "您饮酒多少？", smoking: "您吸烟吗？", caffeine: "每天喝几杯含咖啡因的咖啡或茶？",
    sun_exposure: "您晒太阳的时间有多少？", physical_activity: "您的身体活动量如何？", sleep: "您的睡眠如何？",
    stress: "您感到的压力有多大？", digestion: "您有消化不适吗？", energy: "您的精力状况如何？",
    current_supplements: "您目前服用哪些补充剂？", medications: "您服用哪些药物？", allergies: "您有食物过敏或不耐受吗？",
    conditions: "您是否患有以下疾病？", pregnancy: "您是否怀孕、哺乳或计划怀孕？", goals: "您的目标是什么？",
    budget: "您的补充剂预算是多少？", preferred_form: "您偏好哪种剂型？", age_group: "您的年龄段？", notes: "还有什么需要医生知道的吗？",
  },
  options: {
    omnivore: "杂食", flexitarian: "弹性素食", pescatarian: "鱼素", vegetarian: "素食", vegan: "纯素", keto_low_carb: "生酮 / 低碳水", other: "其他",
    none: "无", never: "从不", less_weekly: "每周少于一次", weekly: "每周一次", several_weekly: "每周数次", daily: "每天",
    occasional: "偶尔", moderate: "适度", heavy: "大量", former: "已戒烟", current: "目前吸烟", low: "低", high: "高",
    sedentary: "久坐", light: "轻度", intense: "高强度", poor: "差", fair: "一般", good: "好",
    bloating: "腹胀", constipation: "便秘", diarrhoea: "腹泻", reflux: "反流 / 烧心", ibs: "肠易激综合征",
    multivitamin: "复合维生素", vitamin_d: "维生素D", omega3: "Omega-3 / 鱼油", iron: "铁", b12: "维生素B12", magnesium: "镁", calcium: "钙", probiotic: "益生菌", herbal: "草本产品",
    anticoagulant: "抗凝药（如华法林）", antiplatelet: "抗血小板药（如阿司匹林）", metformin: "二甲双胍", ppi: "质子泵抑制剂", statin: "他汀类药物",
    levothyroxine: "甲状腺激素", oral_contraceptive: "口服避孕药", antidepressant: "抗抑郁药", antihypertensive: "降压药", diuretic: "利尿剂",
    fish: "鱼", shellfish: "贝类海鲜", soy: "大豆", gluten: "麸质", lactose: "乳糖", nuts: "坚果",
    kidney_disease: "肾病", liver_disease: "肝病", diabetes: "糖尿病", thyroid: "甲状腺疾病", cardiovascular: "心脏或血管疾病",
    anaemia: "贫血", osteoporosis: "骨质疏松", autoimmune: "自身免疫病", ibd: "炎症性肠病",
    no: "否", pregnant: "怀孕中", breastfeeding: "哺乳中", planning: "计划怀孕", not_applicable: "不适用",
    energy: "更有精力", immunity: "免疫力", heart: "心脏健康", bones: "骨骼健康", cognition: "记忆与专注", sleep: "改善睡眠",
    skin_hair: "皮肤与头发", sport: "运动表现", weight: "体重管理", longevity: "健康老龄", fertility: "生育力",
    capsule: "胶囊", tablet: "片剂", liquid: "液体", powder: "粉剂", gummy: "软糖", no_preference: "无偏好",
  },
};
