// Document type from its text: weighted keyword evidence per type, in the languages we read. Lab reports are
// told apart from urine-only reports by which analyte words dominate. The score is evidence, not probability.

export const DOCUMENT_TYPES = [
  "blood_test_report", "urine_test_report", "prescription", "discharge_summary", "imaging_report",
  "pathology_report", "invoice", "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const KEYWORDS: Record<Exclude<DocumentType, "other">, string[]> = {
  blood_test_report: [
    "hemoglobin", "haemoglobin", "hämoglobin", "hémoglobine", "hemoglobina", "emoglobina", "hemoglobine", "гемоглобин",
    "血红蛋白", "ヘモグロビン", "hematocrit", "hämatokrit", "hématocrite", "leukocytes", "leukozyten", "leucocytes",
    "leucocitos", "leucociti", "lökosit", "лейкоциты", "白细胞", "platelets", "thrombozyten", "plaquettes", "plaquetas",
    "piastrine", "trombosit", "тромбоциты", "血小板", "cholesterol", "cholesterin", "cholestérol", "colesterol",
    "colesterolo", "kolesterol", "холестерин", "胆固醇", "creatinine", "kreatinin", "créatinine", "creatinina",
    "креатинин", "肌酐", "glucose", "glukose", "glucosa", "glicemia", "glukoza", "glukoz", "глюкоза", "葡萄糖",
    "blood count", "blutbild", "hémogramme", "numération", "hemograma", "emocromo", "morfologia", "hemogram",
    "анализ крови", "血常规", "血液", "serum", "plasma", "ferritin", "tsh", "alt", "ast", "crp", "hba1c",
  ],
  urine_test_report: [
    "urinalysis", "urine", "urin", "harn", "orina", "urina", "mocz", "idrar", "моча", "мочи", "尿", "specific gravity",
    "spezifisches gewicht", "densité", "nitrite", "nitrit", "ketones", "ketone", "urobilinogen", "leukocyte esterase",
    "sediment", "dipstick", "teststreifen",
  ],
  prescription: [
    "prescription", "rx", "rezept", "verordnung", "ordonnance", "receta", "ricetta", "recepta", "reçete", "рецепт",
    "处方", "処方", "sig:", "dispense", "refills", "take one tablet", "tablet", "tabletten", "comprimé", "comprimido",
    "dosage", "posologie", "twice daily",
  ],
  discharge_summary: [
    "discharge summary", "discharge", "entlassungsbrief", "entlassung", "arztbrief", "compte rendu d'hospitalisation",
    "sortie", "informe de alta", "alta hospitalaria", "lettera di dimissione", "dimissione", "wypis", "epikryza",
    "epikriz", "taburcu", "выписка", "выписной эпикриз", "出院", "退院", "admission", "aufnahme", "hospitalisation",
    "diagnosis", "diagnose", "diagnostic", "diagnóstico",
  ],
  imaging_report: [
    "radiology", "radiologie", "radiología", "radiologia", "mri", "mrt", "irm", "ct scan", "computed tomography",
    "tomographie", "tomografía", "x-ray", "röntgen", "radiographie", "radiografía", "ultrasound", "sonographie",
    "sonografie", "échographie", "ecografía", "ecografia", "ultrason", "узи", "мрт", "кт", "超声", "彩超", "impression",
    "findings", "befund:", "contrast", "kontrastmittel",
  ],
  pathology_report: [
    "histology", "histopathology", "histologie", "histopathologie", "histología", "istologia", "biopsy", "biopsie",
    "biopsia", "cytology", "zytologie", "cytologie", "citología", "anatomopathologie", "гистолог", "биопсия", "病理",
    "macroscopic", "microscopic description", "makroskopisch", "mikroskopisch", "specimen received", "carcinoma",
  ],
  invoice: [
    "invoice", "amount due", "total due", "vat", "rechnung", "rechnungsbetrag", "mwst", "ust", "facture", "tva",
    "montant", "factura", "iva", "fattura", "faktura", "fatura", "kdv", "счёт", "счет-фактура", "发票", "請求書",
    "payment", "zahlung", "paiement", "pago", "subtotal", "gesamtbetrag",
  ],
};

function countHits(text: string, words: string[]): number {
  let hits = 0;
  for (const w of words) {
    const cjk = /[\u3040-\u9fff]/.test(w);
    const re = cjk ? new RegExp(w, "g") : new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "giu");
    hits += Math.min(3, (text.match(re) ?? []).length);
  }
  return hits;
}

/**
 * Classifies a document's text. `labRowCount` (rows the lab parser found) is strong evidence of a lab report.
 * Confidence is the winner's share of the evidence, 0..1.
 */
export function classifyDocument(text: string, labRowCount = 0): { type: DocumentType; confidence: number } {
  const lower = text.toLowerCase();
  const scores = Object.fromEntries(
    (Object.keys(KEYWORDS) as Exclude<DocumentType, "other">[]).map((t) => [t, countHits(lower, KEYWORDS[t])]),
  ) as Record<Exclude<DocumentType, "other">, number>;
  scores.blood_test_report += Math.min(20, labRowCount);
  // A urinalysis also prints glucose/leukocytes; it is a urine report only when urine words dominate.
  if (scores.urine_test_report >= 4 && scores.urine_test_report * 1.5 >= scores.blood_test_report) {
    scores.urine_test_report += scores.blood_test_report / 2;
  }
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]) as [DocumentType, number][];
  const [best, second] = ranked;
  if (!best || best[1] < 3) return { type: "other", confidence: best && best[1] > 0 ? 0.3 : 0.5 };
  const total = ranked.reduce((s, [, v]) => s + v, 0);
  const margin = best[1] - (second?.[1] ?? 0);
  const confidence = Math.min(0.99, 0.5 * (best[1] / total) + 0.5 * Math.min(1, margin / 10));
  return { type: best[0], confidence: Math.round(confidence * 100) / 100 };
}
