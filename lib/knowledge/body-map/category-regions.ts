// Fallback placement when a marker's name is unknown but the report says which panel it belongs to
// (`category`, e.g. "Lipid panel", "Leberwerte", "肝功能"). Two tables: the knowledge base's own categories →
// regions (when the category is one of its English labels or keys), and words that name a panel in the
// report languages → region. Each row says why. Words are matched on folded text (lower case, no accents).
import type { AnalyteCategory } from "@/lib/knowledge/analytes/types";
import type { BodyRegion } from "./regions";

export interface CategoryRegionRow {
  category: AnalyteCategory;
  regions: readonly BodyRegion[];
  reason: string;
}

export const CATEGORY_REGION_ROWS: readonly CategoryRegionRow[] = [
  { category: "hematology", regions: ["blood"], reason: "Blood count: red cells, haemoglobin and platelets." },
  { category: "white_cell_differential", regions: ["immune", "blood"], reason: "White cell types are immune cells counted in blood." },
  { category: "coagulation", regions: ["blood"], reason: "Clotting tests measure the blood's clotting system." },
  { category: "glucose_metabolism", regions: ["pancreas"], reason: "Blood sugar is regulated by pancreatic insulin." },
  { category: "lipids", regions: ["heart_vessels"], reason: "Blood lipids drive atherosclerosis." },
  { category: "liver", regions: ["liver"], reason: "Liver function tests." },
  { category: "kidney", regions: ["kidneys"], reason: "Kidney function tests." },
  { category: "electrolytes", regions: ["kidneys"], reason: "The kidneys keep electrolyte balance." },
  { category: "minerals_trace_elements", regions: ["bones"], reason: "Most body minerals (calcium, phosphate, magnesium) are stored in bone." },
  { category: "iron_status", regions: ["blood"], reason: "Iron is used to make haemoglobin." },
  { category: "vitamins", regions: ["blood"], reason: "Vitamin deficiencies show first in blood formation (B12, folate)." },
  { category: "thyroid", regions: ["thyroid"], reason: "Thyroid function tests." },
  { category: "adrenal_pituitary", regions: ["adrenals"], reason: "Stress and pituitary-adrenal hormones." },
  { category: "sex_hormones", regions: ["reproductive"], reason: "Hormones of the gonads." },
  { category: "inflammation", regions: ["immune"], reason: "Inflammation markers reflect the immune response." },
  { category: "cardiac", regions: ["heart_vessels"], reason: "Heart muscle and heart strain markers." },
  { category: "pancreas", regions: ["pancreas"], reason: "Pancreatic enzymes." },
  { category: "proteins", regions: ["liver"], reason: "Most serum proteins are made by the liver." },
  { category: "immunology", regions: ["immune"], reason: "Antibodies and immune tests." },
  { category: "urinalysis", regions: ["kidneys"], reason: "Urine is made by the kidneys." },
  { category: "serology", regions: ["immune"], reason: "Antibodies against infections." },
  { category: "blood_gas", regions: ["blood"], reason: "Gases carried in blood." },
];

export interface CategoryWordRow {
  region: BodyRegion;
  /** Folded words or word stems naming such a panel, in the report languages (any script). */
  words: readonly string[];
  reason: string;
}

export const CATEGORY_WORD_ROWS: readonly CategoryWordRow[] = [
  { region: "thyroid", words: ["thyro", "thyreo", "schilddrus", "tiroid", "tireo", "tarczyc", "щитовид", "тиреоид", "甲状腺", "الدرق", "درقي", "schildklier", "kilpirauha", "sköldkört"], reason: "Thyroid panel." },
  { region: "heart_vessels", words: ["lipid", "lipoprot", "cholest", "kolesterol", "fettstoff", "blutfett", "lipide", "lipido", "lipidi", "lipidy", "липид", "血脂", "脂质", "الدهون", "cardi", "kardi", "herz", "coeur", "cuore", "corazon", "coracao", "kalp", "serce", "сердеч", "心脏", "心肌", "القلب"], reason: "Lipid or cardiac panel." },
  { region: "liver", words: ["liver", "hepat", "leber", "foie", "fegat", "higado", "figado", "karacig", "lever", "wątrob", "watrob", "печен", "肝", "الكبد"], reason: "Liver panel." },
  { region: "pancreas", words: ["glucos", "glukoz", "glykos", "diabet", "zucker", "sugar", "glycem", "glicem", "glikem", "pancrea", "pankrea", "сахар", "глюкоз", "поджелуд", "血糖", "糖代谢", "胰", "السكر", "البنكرياس"], reason: "Glucose or pancreas panel." },
  { region: "adrenals", words: ["adrenal", "nebenniere", "surrenal", "surren", "bobrek ustu", "bijnier", "nadnercz", "надпочеч", "肾上腺", "الكظر"], reason: "Adrenal panel." },
  { region: "kidneys", words: ["kidney", "renal", "renale", "niere", "nieren", "rinon", "bobrek", "nier", "nerk", "почеч", "почк", "肾", "الكلى", "urin", "harn", "moczu", "мочи", "尿", "البول", "electrolyt", "elektrolyt", "электролит", "电解质", "الكهارل"], reason: "Kidney, electrolyte or urine panel." },
  { region: "gut", words: ["stool", "fecal", "faecal", "stuhl", "selles", "feci", "heces", "fezes", "diski", "ontlasting", "kał", "кал", "粪", "البراز", "gastro", "intestin", "darm", "кишеч", "肠", "الأمعاء"], reason: "Stool or gut panel." },
  { region: "reproductive", words: ["sex hormon", "sexualhormon", "hormones sex", "ormoni sess", "hormonas sex", "hormonios sex", "cinsiyet hormon", "geslachtshormon", "hormony plciow", "половые гормон", "性激素", "الهرمونات الجنسية", "fertil", "reprodu", "gonad", "androgen", "estrogen", "oestrogen"], reason: "Sex hormone or fertility panel." },
  { region: "immune", words: ["immun", "inflamm", "entzund", "inflam", "infiamm", "inflamac", "enflamas", "ontsteking", "zapal", "воспал", "иммун", "炎症", "免疫", "الالتهاب", "المناعة", "serolog", "infect", "infekt", "antibod", "antikorp", "антител", "抗体", "الأجسام المضادة", "differential", "differenzial", "formule leuco", "leukozyt", "leucocit", "lejkocyt", "лейкоцит", "白细胞分类"], reason: "Inflammation, immunology, serology or white-cell panel." },
  { region: "blood", words: ["blood count", "blutbild", "hemogram", "haemogram", "hémogramme", "hemogramme", "emocromo", "hemograma", "bloedbeeld", "morfologia", "morfolog", "общий анализ крови", "гемограм", "血常规", "血细胞", "صورة الدم", "تعداد الدم", "cbc", "coagul", "gerinn", "koagul", "свертыв", "凝血", "التخثر", "iron", "eisen", "ferro", "hierro", "demir", "ijzer", "żelaz", "zelaz", "желез", "铁", "الحديد", "hematolog", "hamatolog", "haematolog", "гематолог", "血液"], reason: "Blood count, coagulation or iron panel." },
  { region: "bones", words: ["bone", "knochen", "osseu", "osse", "hueso", "osso", "kemik", "kość", "kosc", "кост", "骨", "العظام", "mineral", "minéra", "минерал", "矿物"], reason: "Bone or mineral panel." },
  { region: "muscles", words: ["muscle", "muskel", "musc", "spier", "mięś", "miesn", "мышц", "肌肉", "العضلات"], reason: "Muscle panel." },
  { region: "brain_nerves", words: ["neuro", "nerv", "brain", "gehirn", "cerveau", "cervel", "cerebr", "beyin", "hersen", "mózg", "mozg", "мозг", "нерв", "神经", "脑", "الأعصاب", "الدماغ"], reason: "Neurology panel." },
];
