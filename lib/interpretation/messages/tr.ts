// Turkish message catalogue (complete; same keys and placeholders as ./en.ts).
import type { Catalogue } from "./en";

export const tr: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Özet",
  "section.findings": "Organ sistemlerine göre bulgular",
  "section.abnormal_values": "Aralık dışındaki değerler ne anlama gelebilir",
  "section.patterns": "Tanınan örüntüler",
  "section.follow_up": "Önerilen ek tetkikler",
  "section.lifestyle": "Yaşam tarzı önerileri",
  "section.urgent": "Ne zaman acilen doktora başvurmalı",
  "section.disclaimer": "Önemli not",

  "subsection.summary_overview": "Genel bakış",
  "subsection.abnormal_values_meaning": "Olası anlamı",
  "subsection.follow_up_tests": "Doktorunuzla konuşulacak tetkikler",
  "subsection.lifestyle_advice": "Neler yapabilirsiniz",
  "subsection.urgent_care": "Acil başvuru",
  "subsection.disclaimer_text": "Sorumluluk reddi",

  "system.blood": "Kan sayımı ve demir",
  "system.metabolism": "Kan şekeri ve yağlar",
  "system.liver": "Karaciğer ve proteinler",
  "system.kidney": "Böbrekler ve idrar",
  "system.electrolytes": "Elektrolitler ve mineraller",
  "system.hormones": "Hormonlar ve tiroid",
  "system.vitamins": "Vitaminler",
  "system.immune": "İnflamasyon ve bağışıklık sistemi",
  "system.heart": "Kalp ve kaslar",
  "system.other": "Diğer testler",

  "eval.normal": "referans aralığında",
  "eval.low": "referans aralığının altında",
  "eval.high": "referans aralığının üstünde",
  "eval.critical_low": "kritik derecede düşük",
  "eval.critical_high": "kritik derecede yüksek",
  "eval.borderline_low": "referans aralığının hafifçe altında",
  "eval.borderline_high": "referans aralığının hafifçe üstünde",
  "eval.abnormal": "anormal sonuç",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "referans aralığı yok",

  "finding.value": "{name}: {value} (referans {range}), {evaluation}.",
  "finding.in_range": "Referans aralığında: {list}.",
  "finding.no_range": "Referans aralığı olmayanlar: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Değerlendirilen sonuç: {count}. Referans aralığında: {normal}. Referans aralığı dışında: {abnormal}.",
  "summary.all_normal": "Tüm sonuçlar referans aralıkları içinde; bu güven verici bir bulgudur.",
  "summary.critical": "Kritik düzeydeki sonuçlar: {list}. Bunlar acil tıbbi değerlendirme gerektirir.",
  "summary.main_findings": "Başlıca bulgular: {list}.",
  "summary.minor_findings":
    "Sapmalar tek tek veya hafiftir ve tanınan bir örüntü oluşturmaz; doktorunuz bunları şikâyetleriniz ve öykünüzle birlikte değerlendirebilir.",
  "summary.no_demographics": "Yaş veya cinsiyet belirtilmedi; bunlara bağlı eşiklerde genel yetişkin değerleri kullanıldı.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "Aralığın altındaki bir değerin birçok nedeni olabilir; önemi sapmanın büyüklüğüne, şikâyetlerinize ve diğer sonuçlara bağlıdır.",
  "meaning.generic.high":
    "Aralığın üstündeki bir değerin birçok nedeni olabilir; önemi sapmanın büyüklüğüne, şikâyetlerinize ve diğer sonuçlara bağlıdır.",
  "meaning.generic.abnormal": "Bu sonuç beklenen normal bulgudan farklıdır ve doktorunuzla konuşulmalıdır.",
  "meaning.hemoglobin.low":
    "Düşük hemoglobin kansızlık (anemi) demektir: kan daha az oksijen taşır, bu da yorgunluk ve nefes darlığına yol açabilir. Sık nedenler demir eksikliği, kan kaybı, vitamin eksiklikleri ve kronik hastalıklardır.",
  "meaning.hemoglobin.high":
    "Yüksek hemoglobin sıvı kaybı, sigara, yüksek rakımda yaşama veya akciğer hastalığından, nadiren de kemik iliği hastalığından kaynaklanabilir.",
  "meaning.mcv.low": "Küçük alyuvarlar demir eksikliği ve talasemi taşıyıcılığı gibi kalıtsal durumlar için tipiktir.",
  "meaning.mcv.high":
    "Büyük alyuvarlar B12 vitamini veya folat eksikliği, düzenli alkol kullanımı, karaciğer hastalığı, tiroid yetersizliği ve bazı ilaçlarla görülür.",
  "meaning.wbc.low": "Düşük beyaz kan hücresi sayısı viral enfeksiyonlardan veya bazı ilaçlardan sonra görülebilir, daha seyrek olarak kemik iliği ya da otoimmün bir sorunu yansıtır.",
  "meaning.wbc.high": "Yüksek beyaz kan hücresi sayısı çoğunlukla enfeksiyon veya iltihabı gösterir; stres, sigara ve kortizon da yükseltebilir.",
  "meaning.neutrophils_abs.low": "Nötrofillerin az olması bakterilere karşı savunmayı zayıflatır; viral enfeksiyonlar, ilaçlar ve bazı kalıtsal varyantlar sık nedenlerdir.",
  "meaning.neutrophils_abs.high": "Yüksek nötrofil tipik olarak bakteriyel enfeksiyon, iltihap, fiziksel stres veya kortizon tedavisine işaret eder.",
  "meaning.lymphocytes_abs.low": "Düşük lenfosit, akut hastalık ve stres sırasında ve bazı ilaçlarla sıktır.",
  "meaning.lymphocytes_abs.high": "Yüksek lenfosit çoğunlukla viral bir enfeksiyona bağlıdır; yüksek kalırsa doktorunuz ileri inceleme yapabilir.",
  "meaning.eosinophils_abs.high": "Yüksek eozinofil alerji, astım, egzama, parazit enfeksiyonları ve bazı ilaçlarla görülür.",
  "meaning.platelets.low":
    "Düşük trombosit morarma ve kanama eğilimini artırabilir; nedenler arasında viral enfeksiyonlar, ilaçlar, karaciğer hastalığı ve bağışıklık reaksiyonları vardır.",
  "meaning.platelets.high": "Yüksek trombosit çoğu zaman iltihap, demir eksikliği veya kanamaya tepkidir, nadiren de kemik iliği hastalığıdır.",
  "meaning.ferritin.low": "Düşük ferritin vücudun demir depolarının tükendiğini gösterir.",
  "meaning.ferritin.high":
    "Yüksek ferritin çoğu zaman iltihap, yağlı karaciğer veya alkolden, daha seyrek olarak hemokromatoz gibi demir birikiminden kaynaklanır.",
  "meaning.iron.low": "Düşük serum demiri demir eksikliğini destekler, ancak iltihapta da düşer ve gün içinde değişir.",
  "meaning.transferrin_saturation.high": "Yüksek transferrin satürasyonu demir birikimine işaret edebilir ve hemokromatoz araştırılması için bir nedendir.",
  "meaning.glucose.low": "Düşük kan şekeri titreme, terleme ve bilinç bulanıklığı yapabilir; özellikle diyabet tedavisi yokken açıklanması gerekir.",
  "meaning.glucose.high": "Yüksek açlık kan şekeri prediyabet veya diyabete işaret edebilir; tek bir değer doğrulanmalıdır.",
  "meaning.hba1c.high": "HbA1c son iki-üç ayın ortalama kan şekerini yansıtır; yüksek değer prediyabet veya diyabete işaret eder.",
  "meaning.cholesterol_total.high": "Yüksek total kolesterol uzun vadede kalp krizi ve inme riskine katkıda bulunur.",
  "meaning.ldl_cholesterol.high": "LDL damar duvarında biriken kolesteroldür; ne kadar yüksekse uzun vadeli kalp-damar riski o kadar yüksektir.",
  "meaning.hdl_cholesterol.low": "Düşük HDL kolesterol daha yüksek kalp-damar riskiyle ilişkilidir ve sıklıkla hareketsizlik, fazla kilo ve yüksek trigliseritle birliktedir.",
  "meaning.triglycerides.high":
    "Yüksek trigliserit fazla kilo, şeker ve alkol tüketimi ve diyabetle ilişkilidir; çok yüksek değerler pankreas iltihabına yol açabilir.",
  "meaning.alt.high": "Yüksek ALT karaciğer hücrelerinde hasarı gösterir; en sık nedenler yağlı karaciğer, alkol, ilaçlar veya viral hepatittir.",
  "meaning.ast.high": "Yüksek AST karaciğerden, ama aynı zamanda kaslardan da kaynaklanabilir; örneğin yoğun egzersizden sonra.",
  "meaning.ggt.high": "Yüksek GGT alkol kullanımı, yağlı karaciğer, safra akışı sorunları ve bazı ilaçlarla görülür.",
  "meaning.alp.high": "Yüksek ALP safra yollarından veya kemikten kaynaklanabilir; büyüme çağındaki çocuklarda ve gebelikte normalde daha yüksektir.",
  "meaning.bilirubin_total.high":
    "Yüksek bilirubin karaciğer veya safra yolu hastalığından ya da alyuvar yıkımından kaynaklanabilir; Gilbert sendromunda hafif ve zararsız bir yükselme sıktır.",
  "meaning.albumin.low": "Düşük albümin iltihap, karaciğer veya böbrek hastalığı ya da yetersiz beslenmeden kaynaklanabilir.",
  "meaning.creatinine.high": "Yüksek kreatinin böbrek fonksiyonunda azalmaya işaret edebilir; kas kütlesi, sıvı kaybı ve et tüketimi de onu etkiler.",
  "meaning.urea.high": "Yüksek üre sıvı kaybını, yüksek protein alımını, sindirim kanalında kanamayı veya böbrek fonksiyonunda azalmayı yansıtabilir.",
  "meaning.egfr.low":
    "Daha düşük bir eGFR böbreklerin daha az kan süzdüğü anlamına gelir; 60'ın altında, üç aydan uzun sürerse kronik böbrek hastalığı kabul edilir.",
  "meaning.uric_acid.high": "Yüksek ürik asit gut ve böbrek taşına yol açabilir; beslenme, alkol, fazla kilo ve bazı ilaçlarla ilişkilidir.",
  "meaning.sodium.low":
    "Düşük sodyum genellikle tuza göre fazla su anlamına gelir; örneğin idrar söktürücüler gibi ilaçlar, kalp, karaciğer veya böbrek hastalığı ya da çok fazla sıvı içme nedeniyle.",
  "meaning.sodium.high": "Yüksek sodyum genellikle vücutta su eksikliği demektir; örneğin az sıvı alımı veya büyük sıvı kayıpları nedeniyle.",
  "meaning.potassium.low": "Düşük potasyum çoğunlukla idrar söktürücüler, kusma veya ishalden kaynaklanır ve kas güçsüzlüğü ile kalp ritim bozukluklarına yol açabilir.",
  "meaning.potassium.high":
    "Yüksek potasyum kalp ritmini bozabilir; nedenler arasında böbrek hastalığı ve bazı ilaçlar vardır; hasarlı bir kan numunesi de yalancı yüksek değer verebilir.",
  "meaning.calcium.low": "Düşük kalsiyum çoğu zaman düşük albümine bağlıdır; gerçek kalsiyum düşüklüğü D vitamini eksikliği veya paratiroid sorunlarında görülür.",
  "meaning.calcium.high": "Yüksek kalsiyumun en sık nedeni paratiroid bezinin aşırı çalışmasıdır, daha seyrek olarak başka hastalıklardır.",
  "meaning.magnesium.low": "Düşük magnezyum idrar söktürücüler, mide asidi ilaçları, alkol ve ishalle görülür ve potasyum ile kalsiyumu düşürebilir.",
  "meaning.tsh.low": "Düşük TSH tiroidin aşırı çalıştığını veya tiroid hormonu dozunun fazla olduğunu düşündürür.",
  "meaning.tsh.high": "Yüksek TSH tiroidin az çalıştığını düşündürür; en sık neden otoimmün tiroidittir (Haşimoto).",
  "meaning.free_t4.low": "Düşük serbest T4 tiroidin çok az hormon ürettiği anlamına gelir.",
  "meaning.free_t4.high": "Yüksek serbest T4, tiroidin aşırı çalışması veya ilaç nedeniyle fazla tiroid hormonunu gösterir.",
  "meaning.crp.high": "Yüksek CRP vücutta bir yerde iltihap veya enfeksiyon olduğunu gösterir; çok yüksek değerler genellikle bakteriyel enfeksiyona işaret eder.",
  "meaning.hs_crp.high":
    "Yüksek hs-CRP, kalp-damar riskini artıran düşük dereceli iltihabı gösterir; 10 mg/L üzerindeki değerler genellikle akut bir hastalığı yansıtır.",
  "meaning.esr.high": "Yüksek sedimantasyon özgül olmayan bir iltihap belirtisidir; yaşla, anemide ve gebelikte de yükselir.",
  "meaning.vitamin_d_25oh.low": "Düşük D vitamini özellikle kışın ve az güneş alındığında sıktır ve kemik ile kas sağlığını etkileyebilir.",
  "meaning.vitamin_b12.low":
    "Düşük B12 vitamini anemi ve karıncalanma gibi sinir belirtilerine yol açabilir; nedenler arasında vegan beslenme, emilim bozukluğu ve metformin gibi bazı ilaçlar vardır.",
  "meaning.folate.low": "Düşük folat anemiye yol açabilir ve gebelik öncesi ile gebelikte önemlidir; beslenme ve alkolle ilişkilidir.",
  "meaning.ck.high": "Yüksek CK kaslardan kaynaklanır; örneğin egzersiz, yaralanma veya statinler gibi bazı ilaçlardan sonra.",
  "meaning.ldh.high": "Yüksek LDH doku hasarının özgül olmayan bir göstergesidir; örneğin alyuvar yıkımı, kas veya karaciğer kaynaklı.",
  "meaning.inr.high":
    "Yüksek INR kanın daha yavaş pıhtılaştığı anlamına gelir; varfarin kullananlarda beklenir, aksi halde karaciğer hastalığı veya K vitamini eksikliğine işaret edebilir.",
  "meaning.d_dimer.high":
    "Yüksek D-dimer bir pıhtıda görülebilir, ama ameliyat sonrası, enfeksiyonda, gebelikte ve ileri yaşta da yükselir; şikâyetlerle birlikte değerlendirilir.",
  "meaning.psa_total.high": "Yüksek PSA büyümüş veya iltihaplı bir prostattan, bazen de prostat kanserinden kaynaklanabilir; tıbbi değerlendirme gerektirir.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "İdrarda albümin böbrek hasarının erken bir belirtisidir ve sıklıkla diyabet veya yüksek tansiyonla ilişkilidir.",
  "meaning.lipase.high": "Yüksek lipaz pankreasta tahrişe işaret eder; karın ağrısıyla birlikte belirgin yüksek değerler pankreatiti düşündürür.",
  "meaning.homocysteine.high": "Yüksek homosistein düşük B12, folat veya B6 düzeyleri, böbrek hastalığı ve daha yüksek kalp-damar riskiyle ilişkilidir.",

  "pattern.evidence": "Dayanak: {list}.",
  "derived.r_ratio": "R oranı",
  "derived.fib4": "FIB-4 indeksi",
  "derived.calcium_adjusted": "albümine göre düzeltilmiş kalsiyum",

  "pattern.iron_deficiency_anemia.title": "Demir eksikliği anemisi",
  "pattern.iron_deficiency_anemia.text":
    "Hemoglobin düşük ve demir depoları tükenmiş; bu, demir eksikliği anemisinin tipik tablosudur. Neden araştırılmalıdır; çoğunlukla kan kaybı (yoğun adet kanaması, sindirim kanalı) ya da yetersiz demir alımı veya emilimidir.",
  "pattern.iron_deficiency.title": "Anemisiz demir eksikliği",
  "pattern.iron_deficiency.text":
    "Hemoglobin henüz düşmemiş olsa da demir depoları tükenmiştir. Bu yorgunluğa yol açabilir ve anemiye ilerleyebilir; nedeni aydınlatılmalıdır.",
  "pattern.anemia.microcytic.title": "Küçük alyuvarlı anemi (mikrositer)",
  "pattern.anemia.microcytic.text":
    "Hemoglobin DSÖ eşiğinin altında ve alyuvarlar küçük. En sık neden demir eksikliğidir; bir diğeri talasemi taşıyıcılığıdır.",
  "pattern.anemia.macrocytic.title": "Büyük alyuvarlı anemi (makrositer)",
  "pattern.anemia.macrocytic.text":
    "Hemoglobin DSÖ eşiğinin altında ve alyuvarlar büyük. Tipik nedenler B12 vitamini veya folat eksikliği, alkol, karaciğer hastalığı, tiroid yetersizliği ve bazı ilaçlardır.",
  "pattern.anemia.normocytic.title": "Normal boyutlu alyuvarlı anemi (normositer)",
  "pattern.anemia.normocytic.text":
    "Hemoglobin DSÖ eşiğinin altında ve alyuvarlar normal boyutta. Olası nedenler yakın zamanda kan kaybı, kronik iltihap, böbrek hastalığı, alyuvar yıkımı veya başlangıç halindeki karma bir eksikliktir.",
  "pattern.anemia.unclassified.title": "Anemi",
  "pattern.anemia.unclassified.text": "Hemoglobin DSÖ eşiğinin altında. Nedeni daraltmak için alyuvar indeksleri gereklidir.",
  "pattern.severe_anemia.title": "Ağır anemi",
  "pattern.severe_anemia.text": "Hemoglobin, DSÖ'nün ağır anemi olarak sınıflandırdığı aralıktadır. Hızlı bir tıbbi değerlendirme gerekir.",
  "pattern.glycemia.diabetes_range.title": "Diyabet aralığında kan şekeri",
  "pattern.glycemia.diabetes_range.text":
    "Açlık kan şekeri veya HbA1c diyabet için tanı eşiğinde ya da üstündedir (ADA). Tanı, ikinci bir test sonucu doğruladığında konur; doktorunuz bunu planlayacaktır.",
  "pattern.glycemia.prediabetes.title": "Prediyabet",
  "pattern.glycemia.prediabetes.text":
    "Açlık kan şekeri veya HbA1c prediyabet aralığındadır (ADA). Bu, tip 2 diyabet ve kalp hastalığı riskini artırır; yaşam tarzı değişiklikleri çoğu zaman değerleri normale döndürebilir.",
  "pattern.low_glucose.text":
    "Açlık kan şekeri düşük. Diyabet tedavisi olmadan bu olağan değildir ve açıklanmalıdır; numunenin geç işlenmesi de değeri düşürebilir.",
  "pattern.low_glucose.level1.title": "Düşük kan şekeri",
  "pattern.low_glucose.level2.title": "Belirgin düşük kan şekeri",
  "pattern.high_ldl.text":
    "LDL kolesterol yüksek. Diğer risk faktörleriyle birlikte bu, uzun vadede kalp krizi ve inme riskini artırır.",
  "pattern.high_ldl.very_high.title": "Çok yüksek LDL kolesterol (olası ailesel hiperkolesterolemi)",
  "pattern.high_ldl.high.title": "Yüksek LDL kolesterol",
  "pattern.high_ldl.borderline.title": "Sınırda yüksek LDL kolesterol",
  "pattern.atherogenic_dyslipidemia.title": "Aterojenik dislipidemi",
  "pattern.atherogenic_dyslipidemia.text":
    "Yüksek trigliserit ile düşük HDL kolesterol, insülin direnci ve metabolik sendrom için tipik bir yağ profili oluşturur ve kalp-damar riskini artırır.",
  "pattern.very_high_triglycerides.title": "Çok yüksek trigliserit",
  "pattern.very_high_triglycerides.text": "Trigliseritler çok yüksek; bu pankreatit riskini artırır ve tıbbi takip gerektirir.",
  "pattern.elevated_lipoprotein_a.title": "Yüksek lipoprotein(a)",
  "pattern.elevated_lipoprotein_a.text":
    "Lipoprotein(a) yüksek. Büyük ölçüde kalıtsaldır, yaşam tarzıyla pek değişmez ve kalp-damar riskini artırır; bu yüzden diğer risk faktörleri özel ilgiyi hak eder.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Karaciğer testleri: hepatoselüler örüntü",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "ALT artışı ALP artışını belirgin şekilde aşıyor (R oranı 5 veya üstü); bu, yağlı karaciğer, hepatit, alkol veya ilaçlar gibi nedenlerle karaciğer hücrelerinin kendisinde hasara işaret eder.",
  "pattern.liver_injury_pattern.cholestatic.title": "Karaciğer testleri: kolestatik örüntü",
  "pattern.liver_injury_pattern.cholestatic.text":
    "ALP artışı ALT artışını aşıyor (R oranı 2 veya altı); bu, safra taşı veya safra yolu hastalığı gibi safra akışında bir soruna işaret eder; ALP kemikten de kaynaklanabilir.",
  "pattern.liver_injury_pattern.mixed.title": "Karaciğer testleri: karma örüntü",
  "pattern.liver_injury_pattern.mixed.text":
    "ALT ve ALP benzer ölçüde yüksek (R oranı 2 ile 5 arasında); karaciğer hücrelerini ve safra akışını birlikte etkileyen karma bir örüntü.",
  "pattern.transaminases_raised.title": "Yüksek karaciğer enzimleri",
  "pattern.transaminases_raised.text":
    "Transaminazlar (ALT ve/veya AST) yüksek. En sık nedenler yağlı karaciğer, alkol ve ilaçlardır; hepatit ve AST için kas zorlanması diğer olasılıklardır.",
  "pattern.kidney_function.g2.title": "Hafif azalmış böbrek fonksiyonu (G2)",
  "pattern.kidney_function.g2.text":
    "eGFR hafif azalmış aralıkta (G2). Tek başına bu, yaşla sıktır ve idrarda albümin gibi başka belirtiler yoksa böbrek hastalığı sayılmaz.",
  "pattern.kidney_function.g3a.title": "Hafif-orta derecede azalmış böbrek fonksiyonu (G3a)",
  "pattern.kidney_function.g3a.text":
    "eGFR G3a kategorisinde. Bu düzeyde üç aydan uzun kalırsa kronik böbrek hastalığına karşılık gelir.",
  "pattern.kidney_function.g3b.title": "Orta-ileri derecede azalmış böbrek fonksiyonu (G3b)",
  "pattern.kidney_function.g3b.text":
    "eGFR G3b kategorisinde. Doğrulanırsa düzenli izlem ve ilaç dozlarının ayarlanmasını gerektiren kronik böbrek hastalığıdır.",
  "pattern.kidney_function.g4.title": "İleri derecede azalmış böbrek fonksiyonu (G4)",
  "pattern.kidney_function.g4.text": "eGFR G4 kategorisinde; böbrek fonksiyonu ileri derecede azalmış. Nefroloji uzmanı takibi önerilir.",
  "pattern.kidney_function.g5.title": "Böbrek yetmezliği aralığı (G5)",
  "pattern.kidney_function.g5.text": "eGFR G5 kategorisinde, yani böbrek yetmezliği aralığında. Hızlı bir nefroloji değerlendirmesi gerekir.",
  "pattern.albuminuria.text":
    "İdrar normalden fazla albümin içeriyor; bu, böbrek hasarının erken bir belirtisidir ve sıklıkla diyabet veya yüksek tansiyonla ilişkilidir.",
  "pattern.albuminuria.a2.title": "Orta derecede artmış albüminüri (A2)",
  "pattern.albuminuria.a3.title": "Ciddi derecede artmış albüminüri (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Aşırı çalışan tiroid (aşikâr hipertiroidi)",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "TSH baskılanmış ve serbest T4 yüksek: tiroid çok fazla hormon üretiyor. Sık nedenler Graves hastalığı, tiroid nodülleri ve tiroiditlerdir.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Az çalışan tiroid (aşikâr hipotiroidi)",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "TSH yüksek ve serbest T4 düşük: tiroid çok az hormon üretiyor; en sık neden otoimmün tiroidittir (Haşimoto). Genellikle tiroid hormonu ile tedavi edilir.",
  "pattern.thyroid_function.central_hypothyroidism.title": "TSH yükselmeden düşük tiroid hormonu",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "TSH yüksek olmadığı halde serbest T4 düşük. Bu ağır hastalık sırasında veya bazı ilaçlarla görülebilir, nadiren hipofiz bezi sorununu yansıtır.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "TSH 10 veya üstü olan subklinik hipotiroidi",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "TSH belirgin yüksek, serbest T4 ise henüz normal. Bu düzeyde, özellikle şikâyet veya tiroid antikorları varsa, tedavi sıklıkla düşünülür.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Subklinik hipotiroidi",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "TSH hafif yüksek, serbest T4 normal. Bu sık görülür, çoğu zaman geçicidir ve tedaviden önce genellikle tekrar kontrol edilir.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "TSH'si baskılanmış subklinik hipertiroidi",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "TSH tamamen baskılanmış, serbest T4 normal. Özellikle yaşlılarda bu kalp ritmini ve kemikleri etkileyebilir ve değerlendirilmelidir.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Subklinik hipertiroidi",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "TSH hafif düşük, serbest T4 normal. Geçici olabilir veya tiroid ilacıyla ilişkili olabilir ve genellikle tekrar kontrol edilir.",
  "pattern.thyroid_function.discordant.title": "Normal TSH ile yüksek serbest T4",
  "pattern.thyroid_function.discordant.text":
    "TSH normal olduğu halde serbest T4 yüksek. Bu çoğu zaman tiroid ilacı, biyotin takviyesi veya laboratuvar girişiminden kaynaklanır ve tekrar kontrol edilmelidir.",
  "pattern.thyroid_function.tsh_high_only.title": "Yüksek TSH",
  "pattern.thyroid_function.tsh_high_only.text": "TSH yüksek; bu az çalışan bir tiroidi düşündürür. Sınıflandırmak için serbest T4 gereklidir.",
  "pattern.thyroid_function.tsh_low_only.title": "Düşük TSH",
  "pattern.thyroid_function.tsh_low_only.text":
    "TSH düşük; bu aşırı çalışan bir tiroidi veya yüksek doz tiroid hormonunu düşündürür. Sınıflandırmak için serbest T4 gereklidir.",
  "pattern.inflammation.text":
    "CRP yüksek; bu iltihap veya enfeksiyon belirtisidir. Değer ne kadar yüksekse bakteriyel enfeksiyon veya aktif iltihabi hastalık olasılığı o kadar artar.",
  "pattern.inflammation.marked.title": "Belirgin iltihap",
  "pattern.inflammation.moderate.title": "Açık iltihap belirtileri",
  "pattern.inflammation.mild.title": "Hafif iltihap belirtileri",
  "pattern.vitamin_d_status.text":
    "D vitamini kemikleri, kasları ve bağışıklık sistemini destekler. Düşük düzeyler sıktır ve genellikle bir takviyeyle düzeltilebilir.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Ağır D vitamini eksikliği",
  "pattern.vitamin_d_status.deficiency.title": "D vitamini eksikliği",
  "pattern.vitamin_d_status.insufficiency.title": "D vitamini yetersizliği",
  "pattern.vitamin_b12_status.text":
    "B12 vitamini kan yapımı ve sinirler için gereklidir. Eksikliği anemi, yorgunluk, karıncalanma ve hafıza sorunlarına yol açabilir.",
  "pattern.vitamin_b12_status.deficiency.title": "B12 vitamini eksikliği",
  "pattern.vitamin_b12_status.borderline.title": "Sınırda B12 vitamini",
  "pattern.folate_status.text": "Folat kan yapımı için gereklidir ve gebelik öncesinde ve sırasında özellikle önemlidir.",
  "pattern.folate_status.deficiency.title": "Folat eksikliği",
  "pattern.folate_status.possible_deficiency.title": "Olası folat eksikliği",
  "pattern.hyponatremia.text":
    "Sodyum düşük (hiponatremi). Sık nedenler idrar söktürücüler veya antidepresanlar gibi ilaçlar, kalp, karaciğer veya böbrek hastalığı ve çok fazla su içmektir. Belirgin değerler bilinç bulanıklığı, düşme ve nöbetlere yol açabilir.",
  "pattern.hyponatremia.profound.title": "Derin hiponatremi",
  "pattern.hyponatremia.moderate.title": "Orta derecede hiponatremi",
  "pattern.hyponatremia.mild.title": "Hafif hiponatremi",
  "pattern.hypernatremia.text":
    "Sodyum yüksek (hipernatremi); bu genellikle az sıvı alımı veya sıvı kayıpları nedeniyle vücutta su eksikliği anlamına gelir.",
  "pattern.hypernatremia.severe.title": "Ağır hipernatremi",
  "pattern.hypernatremia.mild.title": "Hipernatremi",
  "pattern.hypokalemia.text":
    "Potasyum düşük (hipokalemi); çoğunlukla idrar söktürücüler, kusma veya ishal nedeniyle. Kas güçsüzlüğü, kramplar ve kalp ritim bozukluklarına yol açabilir.",
  "pattern.hypokalemia.severe.title": "Ağır hipokalemi",
  "pattern.hypokalemia.moderate.title": "Orta derecede hipokalemi",
  "pattern.hypokalemia.mild.title": "Hafif hipokalemi",
  "pattern.hyperkalemia.text":
    "Potasyum yüksek (hiperkalemi). Kalp ritmini bozabilir; nedenler arasında böbrek hastalığı ve ilaçlar vardır, hasarlı bir kan numunesi de yalancı yüksek değer verebilir.",
  "pattern.hyperkalemia.severe.title": "Ağır hiperkalemi",
  "pattern.hyperkalemia.moderate.title": "Orta derecede hiperkalemi",
  "pattern.hyperkalemia.mild.title": "Hafif hiperkalemi",
  "pattern.hypocalcemia.text":
    "Albümine göre düzeltilmiş kalsiyum düşük (hipokalsemi). Nedenler arasında D vitamini eksikliği, düşük magnezyum ve paratiroid sorunları vardır; karıncalanma ve kramplara yol açabilir.",
  "pattern.hypocalcemia.severe.title": "Ağır hipokalsemi",
  "pattern.hypocalcemia.mild.title": "Hipokalsemi",
  "pattern.hypercalcemia.text":
    "Albümine göre düzeltilmiş kalsiyum yüksek (hiperkalsemi). En sık neden paratiroid bezinin aşırı çalışmasıdır; susuzluk, kabızlık ve böbrek taşına yol açabilir.",
  "pattern.hypercalcemia.severe.title": "Ağır hiperkalsemi",
  "pattern.hypercalcemia.moderate.title": "Orta derecede hiperkalsemi",
  "pattern.hypercalcemia.mild.title": "Hafif hiperkalsemi",

  "followup.iron_studies": "Demir paneli (serum demiri, transferrin, transferrin satürasyonu) ve retikülosit sayımı.",
  "followup.blood_loss_search": "Kan kaybı araştırması: dışkıda gizli kan testi ve kadınlarda adet kanamasının değerlendirilmesi.",
  "followup.coeliac_screen": "Demir eksikliğinin nedeni bulunamazsa çölyak hastalığı için kan testi (doku transglutaminaz IgA).",
  "followup.hemoglobin_electrophoresis": "Demir paneli normalse talasemi taşıyıcılığını araştırmak için hemoglobin elektroforezi.",
  "followup.b12_folate": "B12 vitamini ve folat düzeyleri.",
  "followup.thyroid_check": "Tiroid fonksiyonu (TSH).",
  "followup.liver_panel": "Tam karaciğer paneli (ALT, AST, GGT, ALP, bilirubin, albümin).",
  "followup.reticulocytes_hemolysis": "Alyuvar yıkımını araştırmak için retikülosit, LDH, bilirubin ve haptoglobin.",
  "followup.kidney_check": "Böbrek fonksiyonu (kreatinin, eGFR) ve idrar tahlili.",
  "followup.full_blood_count": "Alyuvar indeksleriyle (MCV, MCH) tam kan sayımı.",
  "followup.blood_film": "Periferik yayma incelemesi.",
  "followup.confirm_glucose": "Sonucu doğrulamak için başka bir gün açlık kan şekeri veya HbA1c tekrarı.",
  "followup.diabetes_workup": "Diyabet doğrulanırsa: böbrek fonksiyonu, idrarda albümin, kan yağları, göz muayenesi ve ayak kontrolü.",
  "followup.ogtt": "Sonuçlar sınırda kalırsa oral glukoz tolerans testi.",
  "followup.repeat_glucose": "Numunenin doğru işlenmesine dikkat edilerek kan şekerinin tekrar ölçülmesi.",
  "followup.lipid_secondary_causes": "İkincil nedenler için testler: TSH, açlık kan şekeri, karaciğer ve böbrek fonksiyonları.",
  "followup.family_screening": "Çok yüksek değerler sıklıkla kalıtsal olduğundan yakın akrabalarda kolesterol ölçümü.",
  "followup.cardiovascular_assessment": "Kan basıncı, sigara ve aile öyküsünü de içeren genel bir kalp-damar risk değerlendirmesi.",
  "followup.apob_lpa": "Kalp-damar riskini netleştirmek için apolipoprotein B ve lipoprotein(a).",
  "followup.hepatitis_serology": "Hepatit B ve C testleri.",
  "followup.liver_ultrasound": "Karaciğer ultrasonu.",
  "followup.cholestasis_workup": "ALP'nin karaciğer kaynaklı olduğunu doğrulamak için GGT ve karaciğer ile safra yollarının ultrasonu.",
  "followup.repeat_liver_tests": "Birkaç hafta sonra karaciğer testlerinin tekrarı.",
  "followup.nephrology_referral": "Böbrek uzmanına (nefrolog) sevk.",
  "followup.acr_urine": "İdrar albümin/kreatinin oranı (ACR).",
  "followup.repeat_kidney": "Azalmanın sürüp sürmediğini görmek için üç ay içinde kreatinin ve eGFR tekrarı.",
  "followup.repeat_acr": "Egzersiz, ateş veya enfeksiyon geçici olarak yükseltebileceğinden idrar albümininin doğrulama için tekrarı.",
  "followup.thyroid_antibodies_trab": "TSH reseptör antikorları ve gerekirse tiroid ultrasonu veya sintigrafisi.",
  "followup.thyroid_antibodies_tpo": "Tiroid peroksidaz antikorları (anti-TPO).",
  "followup.pituitary_evaluation": "Endokrinoloji uzmanınca hipofiz fonksiyonunun değerlendirilmesi.",
  "followup.repeat_thyroid": "Altı ila on iki hafta sonra TSH ve serbest T4 tekrarı.",
  "followup.free_t4_test": "TSH sonucunu sınıflandırmak için serbest T4 (sT4).",
  "followup.inflammation_source": "İltihabın kaynağını bulmak için tıbbi muayene ve CRP tekrarı.",
  "followup.calcium_pth": "Kalsiyum, fosfat ve parathormon (PTH).",
  "followup.recheck_vitamin_d": "Yaklaşık üç aylık takviyeden sonra D vitamini tekrarı.",
  "followup.intrinsic_factor": "Pernisiyöz anemiyi araştırmak için intrinsik faktör antikorları.",
  "followup.mma_holotc": "Eksikliği doğrulamak için metilmalonik asit veya aktif B12 (holotranskobalamin).",
  "followup.sodium_workup": "Nedeni bulmak için serum ve idrar osmolalitesi ile idrar sodyumu.",
  "followup.review_medicines_test": "Sodyumu düşürebilecek ilaçların gözden geçirilmesi.",
  "followup.electrolytes_repeat": "Böbrek fonksiyonu ve kan şekeriyle birlikte elektrolitlerin tekrarı.",
  "followup.ecg": "EKG (kalp grafisi).",
  "followup.magnesium_check": "Magnezyum.",
  "followup.exclude_hemolysis": "Hasarlı numuneye bağlı yalancı yüksek potasyumu dışlamak için yeni bir kan numunesi.",
  "followup.discuss_abnormal": "Referans aralığı dışındaki değerleri doktorunuzla konuşun; gerekirse tekrarlatabilir.",
  "followup.routine": "Bu sonuçlara göre ek tetkik gerekmiyor; doktorunuzla kararlaştırdığınız rutin kontroller yeterlidir.",

  "lifestyle.iron_rich_foods":
    "Kırmızı et, baklagiller ve koyu yeşil sebzeler gibi demirden zengin besinler tüketin, bitkisel kaynakları C vitaminiyle birleştirin ve yemeklerle birlikte çay veya kahve içmeyin.",
  "lifestyle.reduce_sugars": "Şekerli içecekleri, tatlıları ve rafine karbonhidratları azaltın; tam tahıllı ve lifli besinleri tercih edin.",
  "lifestyle.weight_activity":
    "Haftada en az 150 dakika fiziksel aktivite yapın ve fazla kilonuz varsa kilonuzun yüzde 5 ile 7'sini vermeyi hedefleyin.",
  "lifestyle.heart_healthy_diet":
    "Sebze, meyve, tam tahıl, baklagil, kuruyemiş, zeytinyağı ve balık içeren Akdeniz tipi beslenin; doymuş yağları ve işlenmiş eti sınırlayın.",
  "lifestyle.no_smoking": "Sigara içmeyin; sigarayı bırakmak kalbi ve damarları korumanın en etkili yollarından biridir.",
  "lifestyle.limit_alcohol": "Alkolü sınırlayın veya tamamen bırakın.",
  "lifestyle.liver_protect": "Alkolden kaçının, sağlıklı bir kiloyu hedefleyin ve ihtiyacınız olmayan ilaç veya takviyeleri kullanmayın.",
  "lifestyle.review_medicines": "Bazıları bu değerleri etkilediğinden ilaçlarınızı ve takviyelerinizi doktorunuza veya eczacınıza gözden geçirtin.",
  "lifestyle.kidney_protect":
    "Ağrı kesici iltihap giderici ilaçları düzenli kullanmaktan kaçının, daha az tuz tüketin ve tansiyonunuzu ile kan şekerinizi iyi kontrol altında tutun.",
  "lifestyle.vitamin_d_sources":
    "Gün ışığında açık havada vakit geçirin ve yağlı balık ile yumurta gibi D vitamini kaynakları tüketin; doktorunuz bir takviye önerebilir.",
  "lifestyle.b12_sources": "Et, balık, yumurta ve süt ürünleri gibi B12 vitamini kaynaklarını tüketin; vegan besleniyorsanız B12 takviyesi alın.",
  "lifestyle.folate_sources": "Yeşil yapraklı sebzeler, baklagiller ve turunçgiller gibi folattan zengin besinler tüketin.",
  "lifestyle.hydration": "Doktorunuz kısıtlamadıysa yeterince sıvı için.",
  "lifestyle.general_healthy": "Dengeli beslenmeyi, düzenli egzersizi, yeterli uykuyu ve rutin kontrolleri sürdürün.",

  "urgent.critical_item":
    "{name}: {value}. Bu düzey acil tıbbi değerlendirme gerektirir: bugün doktorunuza başvurun veya bir acil servise gidin.",
  "urgent.pattern_item": "{title}: mümkünse bugün, en kısa sürede bir doktora başvurun.",
  "urgent.symptoms":
    "Göğüs ağrısı, ciddi nefes darlığı, bayılma, bilinç bulanıklığı, çarpıntı, belirgin kas güçsüzlüğü veya kanama belirtileriniz olursa hemen acil servise başvurun.",
  "urgent.none": "Sonuçların hiçbiri genellikle acil tedavi gerektiren bir düzeyde değildir.",

  "disclaimer.text":
    "Bu yorum laboratuvar değerleri ve genel tıbbi kılavuzlardan otomatik olarak oluşturulmuştur. Şikâyetlerinizi, öykünüzü ve ilaçlarınızı dikkate alabilecek bir doktorun muayenesinin veya görüşmesinin yerini tutmaz.",
  "disclaimer.risk_note": "Risk yüzdeleri, değerlerin bir hastalığa ne kadar güçlü işaret ettiğini gösteren kurala dayalı göstergelerdir; kesin olasılıklar değildir.",

  "score.excellent": "mükemmel",
  "score.good": "iyi",
  "score.fair": "orta",
  "score.poor": "zayıf",

  "rec.urgent": "Bazı değerler kritik düzeyde: bugün bir doktora başvurun.",
  "rec.discuss": "Referans aralığı dışındaki değerleri doktorunuzla konuşun.",
  "rec.retest": "Anormal testleri doğrulamak için doktorunuzun önerdiği şekilde tekrarlatın.",
  "rec.keep_habits": "Değerleriniz iyi bir aralıkta: mevcut alışkanlıklarınızı sürdürün.",
  "rec.no_data": "Hiçbir değer puanlanamadı; sağlık puanı için referans aralıkları içeren bir rapor gereklidir.",

  "risk.type2_diabetes": "Tip 2 diyabet",
  "risk.cardiovascular": "Kalp-damar hastalığı",
  "risk.anemia": "Anemi",
  "risk.chronic_kidney_disease": "Kronik böbrek hastalığı",
  "risk.liver_fibrosis": "Karaciğer fibrozu (yağlı karaciğer hastalığı)",
  "risk.thyroid_dysfunction": "Tiroid fonksiyon bozukluğu",
  "risk.vitamin_d_deficiency": "D vitamini eksikliği",
};
