// Italian message catalogue (complete; same keys and placeholders as ./en.ts).
import type { Catalogue } from "./en";

export const it: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Sintesi",
  "section.findings": "Risultati per apparato",
  "section.abnormal_values": "Cosa possono significare i valori fuori intervallo",
  "section.patterns": "Quadri riconosciuti",
  "section.follow_up": "Esami di approfondimento consigliati",
  "section.lifestyle": "Consigli sullo stile di vita",
  "section.urgent": "Quando rivolgersi con urgenza a un medico",
  "section.disclaimer": "Nota importante",

  "subsection.summary_overview": "Panoramica",
  "subsection.abnormal_values_meaning": "Possibile significato",
  "subsection.follow_up_tests": "Esami da discutere con il medico",
  "subsection.lifestyle_advice": "Cosa può fare",
  "subsection.urgent_care": "Assistenza urgente",
  "subsection.disclaimer_text": "Avvertenza",

  "system.blood": "Emocromo e ferro",
  "system.metabolism": "Glicemia e lipidi",
  "system.liver": "Fegato e proteine",
  "system.kidney": "Reni e urine",
  "system.electrolytes": "Elettroliti e minerali",
  "system.hormones": "Ormoni e tiroide",
  "system.vitamins": "Vitamine",
  "system.immune": "Infiammazione e sistema immunitario",
  "system.heart": "Cuore e muscoli",
  "system.other": "Altri esami",

  "eval.normal": "nell'intervallo di riferimento",
  "eval.low": "al di sotto dell'intervallo di riferimento",
  "eval.high": "al di sopra dell'intervallo di riferimento",
  "eval.critical_low": "criticamente basso",
  "eval.critical_high": "criticamente alto",
  "eval.borderline_low": "leggermente al di sotto dell'intervallo di riferimento",
  "eval.borderline_high": "leggermente al di sopra dell'intervallo di riferimento",
  "eval.abnormal": "risultato anomalo",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "nessun intervallo di riferimento",

  "finding.value": "{name}: {value} (riferimento {range}), {evaluation}.",
  "finding.in_range": "Nell'intervallo di riferimento: {list}.",
  "finding.no_range": "Senza intervallo di riferimento: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Risultati valutati: {count}. Nell'intervallo di riferimento: {normal}. Fuori dall'intervallo di riferimento: {abnormal}.",
  "summary.all_normal": "Tutti i risultati rientrano nei rispettivi intervalli di riferimento: un dato rassicurante.",
  "summary.critical": "Risultati a livello critico: {list}. Richiedono un'attenzione medica immediata.",
  "summary.main_findings": "Reperti principali: {list}.",
  "summary.minor_findings":
    "Gli scostamenti sono isolati o lievi e non formano un quadro riconoscibile; il medico può valutarli insieme ai suoi sintomi e alla sua storia clinica.",
  "summary.no_demographics": "L'età o il sesso non sono stati indicati; dove necessario sono state usate soglie generali per adulti.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "Un valore al di sotto dell'intervallo può avere molte cause; la sua importanza dipende dall'entità dello scostamento, dai sintomi e dagli altri risultati.",
  "meaning.generic.high":
    "Un valore al di sopra dell'intervallo può avere molte cause; la sua importanza dipende dall'entità dello scostamento, dai sintomi e dagli altri risultati.",
  "meaning.generic.abnormal": "Questo risultato differisce dal reperto normale atteso e va discusso con il medico.",
  "meaning.hemoglobin.low":
    "Un'emoglobina bassa indica anemia: il sangue trasporta meno ossigeno, il che può causare stanchezza e affanno. Le cause frequenti sono carenza di ferro, perdite di sangue, carenze vitaminiche e malattie croniche.",
  "meaning.hemoglobin.high":
    "Un'emoglobina alta può dipendere da disidratazione, fumo, vita in alta quota o malattie polmonari, e raramente da una malattia del midollo osseo.",
  "meaning.mcv.low": "Globuli rossi piccoli sono tipici della carenza di ferro e di condizioni ereditarie come il tratto talassemico.",
  "meaning.mcv.high":
    "Globuli rossi grandi si osservano con carenza di vitamina B12 o di folati, consumo abituale di alcol, malattie del fegato, ipotiroidismo e alcuni farmaci.",
  "meaning.wbc.low": "Un numero basso di globuli bianchi può seguire infezioni virali o alcuni farmaci e, meno spesso, riflettere un problema del midollo osseo o autoimmune.",
  "meaning.wbc.high": "Un numero alto di globuli bianchi indica di solito un'infezione o un'infiammazione; anche stress, fumo e cortisonici possono aumentarlo.",
  "meaning.neutrophils_abs.low": "Pochi neutrofili indeboliscono la difesa contro i batteri; infezioni virali, farmaci e alcune varianti ereditarie sono cause frequenti.",
  "meaning.neutrophils_abs.high": "Neutrofili aumentati indicano tipicamente un'infezione batterica, un'infiammazione, uno stress fisico o una terapia cortisonica.",
  "meaning.lymphocytes_abs.low": "Linfociti bassi sono frequenti durante malattie acute, stress e con alcuni farmaci.",
  "meaning.lymphocytes_abs.high": "Linfociti aumentati sono di solito dovuti a un'infezione virale; se restano alti, il medico potrà approfondire.",
  "meaning.eosinophils_abs.high": "Eosinofili aumentati si osservano in allergie, asma, eczema, infezioni da parassiti e con alcuni farmaci.",
  "meaning.platelets.low":
    "Piastrine basse possono aumentare la tendenza a lividi o sanguinamenti; le cause comprendono infezioni virali, farmaci, malattie del fegato e reazioni immunitarie.",
  "meaning.platelets.high": "Piastrine alte sono spesso una reazione a infiammazione, carenza di ferro o sanguinamento, e raramente una malattia del midollo osseo.",
  "meaning.ferritin.low": "Una ferritina bassa mostra che le riserve di ferro dell'organismo sono esaurite.",
  "meaning.ferritin.high":
    "Una ferritina alta è spesso dovuta a infiammazione, fegato grasso o alcol, e meno spesso a un sovraccarico di ferro come l'emocromatosi.",
  "meaning.iron.low": "Un ferro sierico basso sostiene una carenza di ferro, ma si riduce anche in caso di infiammazione e varia nel corso della giornata.",
  "meaning.transferrin_saturation.high": "Un'alta saturazione della transferrina può indicare un sovraccarico di ferro ed è un motivo per cercare un'emocromatosi.",
  "meaning.glucose.low": "Una glicemia bassa può causare tremori, sudorazione e confusione; va spiegata, soprattutto in assenza di terapia per il diabete.",
  "meaning.glucose.high": "Una glicemia a digiuno alta può indicare prediabete o diabete; un valore isolato va confermato.",
  "meaning.hba1c.high": "L'HbA1c riflette la glicemia media degli ultimi due-tre mesi; un valore elevato indica prediabete o diabete.",
  "meaning.cholesterol_total.high": "Un colesterolo totale alto contribuisce al rischio a lungo termine di infarto e ictus.",
  "meaning.ldl_cholesterol.high": "L'LDL è il colesterolo che si deposita nelle pareti delle arterie; più è alto, maggiore è il rischio cardiovascolare a lungo termine.",
  "meaning.hdl_cholesterol.low": "Un colesterolo HDL basso si associa a un rischio cardiovascolare più alto e spesso accompagna sedentarietà, sovrappeso e trigliceridi alti.",
  "meaning.triglycerides.high":
    "Trigliceridi alti sono legati a sovrappeso, consumo di zuccheri e alcol e diabete; valori molto alti possono infiammare il pancreas.",
  "meaning.alt.high": "Un'ALT elevata indica un'irritazione delle cellule del fegato, più spesso da fegato grasso, alcol, farmaci o epatite virale.",
  "meaning.ast.high": "Un'AST elevata può provenire dal fegato ma anche dai muscoli, per esempio dopo uno sforzo intenso.",
  "meaning.ggt.high": "Una GGT elevata si osserva con il consumo di alcol, il fegato grasso, i disturbi del deflusso biliare e alcuni farmaci.",
  "meaning.alp.high": "Una fosfatasi alcalina elevata può provenire dalle vie biliari o dall'osso; è normalmente più alta nei bambini in crescita e in gravidanza.",
  "meaning.bilirubin_total.high":
    "Una bilirubina elevata può derivare da malattie del fegato o delle vie biliari o dalla distruzione dei globuli rossi; un lieve aumento innocuo è frequente nella sindrome di Gilbert.",
  "meaning.albumin.low": "Un'albumina bassa può derivare da infiammazione, malattie del fegato o dei reni, o malnutrizione.",
  "meaning.creatinine.high": "Una creatinina elevata può indicare una ridotta funzione renale; anche la massa muscolare, la disidratazione e il consumo di carne la influenzano.",
  "meaning.urea.high": "Un'urea elevata può riflettere disidratazione, un'elevata assunzione di proteine, un sanguinamento intestinale o una ridotta funzione renale.",
  "meaning.egfr.low":
    "Un eGFR più basso significa che i reni filtrano meno sangue; sotto 60 si parla di malattia renale cronica se persiste per più di tre mesi.",
  "meaning.uric_acid.high": "Un acido urico elevato può causare gotta e calcoli renali ed è legato a dieta, alcol, sovrappeso e alcuni farmaci.",
  "meaning.sodium.low":
    "Un sodio basso riflette di solito troppa acqua rispetto al sale, per esempio per farmaci come i diuretici, malattie del cuore, del fegato o dei reni, o per l'assunzione di quantità molto grandi di liquidi.",
  "meaning.sodium.high": "Un sodio alto significa di solito che al corpo manca acqua, per esempio per aver bevuto troppo poco o per grandi perdite di liquidi.",
  "meaning.potassium.low": "Un potassio basso è spesso causato da diuretici, vomito o diarrea e può provocare debolezza muscolare e disturbi del ritmo cardiaco.",
  "meaning.potassium.high":
    "Un potassio alto può alterare il ritmo cardiaco; le cause comprendono malattie renali e alcuni farmaci, e un campione danneggiato può dare un valore falsamente alto.",
  "meaning.calcium.low": "Un calcio basso è spesso dovuto a un'albumina bassa; un calcio realmente basso si verifica con la carenza di vitamina D o con problemi delle paratiroidi.",
  "meaning.calcium.high": "Un calcio alto è causato più spesso da un'iperattività delle paratiroidi, meno spesso da altre malattie.",
  "meaning.magnesium.low": "Un magnesio basso si osserva con diuretici, farmaci antiacidi, alcol e diarrea, e può abbassare potassio e calcio.",
  "meaning.tsh.low": "Un TSH basso suggerisce una tiroide iperattiva o una dose troppo alta di ormone tiroideo.",
  "meaning.tsh.high": "Un TSH alto suggerisce una tiroide ipoattiva, più spesso per tiroidite autoimmune (Hashimoto).",
  "meaning.free_t4.low": "Un FT4 basso significa che la tiroide produce troppo poco ormone.",
  "meaning.free_t4.high": "Un FT4 alto indica un eccesso di ormone tiroideo, per ipertiroidismo o per farmaci.",
  "meaning.crp.high": "Una PCR elevata indica un'infiammazione o un'infezione in qualche parte del corpo; valori molto alti indicano di solito un'infezione batterica.",
  "meaning.hs_crp.high":
    "Una PCR ad alta sensibilità elevata indica un'infiammazione di basso grado, che si aggiunge al rischio cardiovascolare; valori sopra 10 mg/L riflettono di solito una malattia acuta.",
  "meaning.esr.high": "Una VES elevata è un segno aspecifico di infiammazione; aumenta anche con l'età, l'anemia e la gravidanza.",
  "meaning.vitamin_d_25oh.low": "Una vitamina D bassa è frequente, soprattutto in inverno e con poca esposizione al sole, e può influire su ossa e muscoli.",
  "meaning.vitamin_b12.low":
    "Una vitamina B12 bassa può causare anemia e sintomi nervosi come formicolii; le cause comprendono dieta vegana, cattivo assorbimento e alcuni farmaci come la metformina.",
  "meaning.folate.low": "Folati bassi possono causare anemia e sono importanti prima e durante la gravidanza; dipendono da dieta e alcol.",
  "meaning.ck.high": "Una CK elevata proviene dai muscoli, per esempio dopo esercizio, traumi o alcuni farmaci come le statine.",
  "meaning.ldh.high": "Una LDH elevata è un indice aspecifico di danno tissutale, per esempio da distruzione dei globuli rossi, muscoli o fegato.",
  "meaning.inr.high":
    "Un INR elevato significa che il sangue coagula più lentamente; è atteso con warfarin e, altrimenti, può indicare una malattia del fegato o carenza di vitamina K.",
  "meaning.d_dimer.high":
    "Un D-dimero elevato può comparire con un coagulo, ma anche dopo interventi chirurgici, con infezioni, in gravidanza e con l'età; si interpreta insieme ai sintomi.",
  "meaning.psa_total.high": "Un PSA elevato può derivare da una prostata ingrossata o infiammata, e talvolta da un tumore della prostata; richiede una valutazione medica.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "L'albumina nelle urine è un segno precoce di danno renale, spesso legato a diabete o ipertensione.",
  "meaning.lipase.high": "Una lipasi elevata indica un'irritazione del pancreas; valori molto alti con dolore addominale fanno pensare a una pancreatite.",
  "meaning.homocysteine.high": "Un'omocisteina elevata è legata a bassi livelli di B12, folati o B6, a malattie renali e a un rischio cardiovascolare più alto.",

  "pattern.evidence": "In base a: {list}.",
  "derived.r_ratio": "rapporto R",
  "derived.fib4": "indice FIB-4",
  "derived.calcium_adjusted": "calcio corretto per l'albumina",

  "pattern.iron_deficiency_anemia.title": "Anemia da carenza di ferro",
  "pattern.iron_deficiency_anemia.text":
    "L'emoglobina è bassa e le riserve di ferro sono esaurite: il quadro tipico di un'anemia sideropenica. Va cercata la causa, più spesso perdite di sangue (mestruazioni abbondanti, intestino) o un apporto o assorbimento insufficiente di ferro.",
  "pattern.iron_deficiency.title": "Carenza di ferro senza anemia",
  "pattern.iron_deficiency.text":
    "Le riserve di ferro sono esaurite anche se l'emoglobina non è ancora bassa. Questo può causare stanchezza e portare ad anemia; la causa va chiarita.",
  "pattern.anemia.microcytic.title": "Anemia con globuli rossi piccoli (microcitica)",
  "pattern.anemia.microcytic.text":
    "L'emoglobina è sotto la soglia dell'OMS e i globuli rossi sono piccoli. La causa più comune è la carenza di ferro; un'altra è il tratto talassemico.",
  "pattern.anemia.macrocytic.title": "Anemia con globuli rossi grandi (macrocitica)",
  "pattern.anemia.macrocytic.text":
    "L'emoglobina è sotto la soglia dell'OMS e i globuli rossi sono grandi. Cause tipiche sono la carenza di vitamina B12 o di folati, l'alcol, le malattie del fegato, l'ipotiroidismo e alcuni farmaci.",
  "pattern.anemia.normocytic.title": "Anemia con globuli rossi di dimensioni normali (normocitica)",
  "pattern.anemia.normocytic.text":
    "L'emoglobina è sotto la soglia dell'OMS con globuli rossi di dimensioni normali. Possibili cause sono una perdita di sangue recente, un'infiammazione cronica, una malattia renale, la distruzione dei globuli rossi o una carenza mista iniziale.",
  "pattern.anemia.unclassified.title": "Anemia",
  "pattern.anemia.unclassified.text": "L'emoglobina è sotto la soglia dell'OMS. Per restringere le cause servono gli indici eritrocitari.",
  "pattern.severe_anemia.title": "Anemia grave",
  "pattern.severe_anemia.text": "L'emoglobina è nell'intervallo che l'OMS classifica come anemia grave. Serve una rapida valutazione medica.",
  "pattern.glycemia.diabetes_range.title": "Glicemia nell'intervallo del diabete",
  "pattern.glycemia.diabetes_range.text":
    "La glicemia a digiuno o l'HbA1c raggiunge o supera la soglia diagnostica del diabete (ADA). Il diabete si diagnostica quando un secondo esame conferma il risultato; il medico lo prescriverà.",
  "pattern.glycemia.prediabetes.title": "Prediabete",
  "pattern.glycemia.prediabetes.text":
    "La glicemia a digiuno o l'HbA1c rientra nell'intervallo del prediabete (ADA). Questo aumenta il rischio di diabete di tipo 2 e di malattie cardiache, e cambiare lo stile di vita spesso riporta i valori alla norma.",
  "pattern.low_glucose.text":
    "La glicemia a digiuno è bassa. Senza terapia per il diabete è insolito e va spiegato; anche un ritardo nella lavorazione del campione può abbassare il valore.",
  "pattern.low_glucose.level1.title": "Glicemia bassa",
  "pattern.low_glucose.level2.title": "Glicemia nettamente bassa",
  "pattern.high_ldl.text":
    "Il colesterolo LDL è elevato. Insieme ad altri fattori di rischio aumenta a lungo termine il rischio di infarto e ictus.",
  "pattern.high_ldl.very_high.title": "Colesterolo LDL molto alto (possibile ipercolesterolemia familiare)",
  "pattern.high_ldl.high.title": "Colesterolo LDL alto",
  "pattern.high_ldl.borderline.title": "Colesterolo LDL al limite superiore",
  "pattern.atherogenic_dyslipidemia.title": "Dislipidemia aterogena",
  "pattern.atherogenic_dyslipidemia.text":
    "Trigliceridi alti con colesterolo HDL basso formano un profilo lipidico tipico dell'insulino-resistenza e della sindrome metabolica, che aumenta il rischio cardiovascolare.",
  "pattern.very_high_triglycerides.title": "Trigliceridi molto alti",
  "pattern.very_high_triglycerides.text": "I trigliceridi sono molto alti: questo aumenta il rischio di pancreatite e richiede un controllo medico.",
  "pattern.elevated_lipoprotein_a.title": "Lipoproteina(a) elevata",
  "pattern.elevated_lipoprotein_a.text":
    "La lipoproteina(a) è elevata. È in gran parte ereditaria, cambia poco con lo stile di vita e aumenta il rischio cardiovascolare: gli altri fattori di rischio meritano quindi particolare attenzione.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Esami epatici: quadro epatocellulare",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "L'aumento dell'ALT prevale nettamente su quello della fosfatasi alcalina (rapporto R di 5 o più), il che indica un danno delle cellule del fegato stesse, per esempio da fegato grasso, epatite, alcol o farmaci.",
  "pattern.liver_injury_pattern.cholestatic.title": "Esami epatici: quadro colestatico",
  "pattern.liver_injury_pattern.cholestatic.text":
    "L'aumento della fosfatasi alcalina prevale su quello dell'ALT (rapporto R di 2 o meno), il che indica un problema del deflusso della bile, per esempio calcoli o una malattia delle vie biliari; la fosfatasi alcalina può anche provenire dall'osso.",
  "pattern.liver_injury_pattern.mixed.title": "Esami epatici: quadro misto",
  "pattern.liver_injury_pattern.mixed.text":
    "ALT e fosfatasi alcalina sono aumentate in misura simile (rapporto R tra 2 e 5), un quadro misto che coinvolge le cellule del fegato e il deflusso biliare.",
  "pattern.transaminases_raised.title": "Enzimi epatici aumentati",
  "pattern.transaminases_raised.text":
    "Le transaminasi (ALT e/o AST) sono aumentate. Le cause più comuni sono fegato grasso, alcol e farmaci; altre possibilità sono un'epatite e, per l'AST, uno sforzo muscolare.",
  "pattern.kidney_function.g2.title": "Funzione renale lievemente ridotta (G2)",
  "pattern.kidney_function.g2.text":
    "L'eGFR è nell'intervallo lievemente ridotto (G2). Da solo è frequente con l'età e non costituisce malattia renale se mancano altri segni, come l'albumina nelle urine.",
  "pattern.kidney_function.g3a.title": "Funzione renale da lievemente a moderatamente ridotta (G3a)",
  "pattern.kidney_function.g3a.text":
    "L'eGFR è nella categoria G3a. Se resta a questo livello per più di tre mesi, corrisponde a una malattia renale cronica.",
  "pattern.kidney_function.g3b.title": "Funzione renale da moderatamente a gravemente ridotta (G3b)",
  "pattern.kidney_function.g3b.text":
    "L'eGFR è nella categoria G3b. Se confermata, si tratta di una malattia renale cronica che richiede controlli regolari e l'adeguamento delle dosi dei farmaci.",
  "pattern.kidney_function.g4.title": "Funzione renale gravemente ridotta (G4)",
  "pattern.kidney_function.g4.text": "L'eGFR è nella categoria G4, una funzione renale gravemente ridotta. Si consiglia di essere seguiti da un nefrologo.",
  "pattern.kidney_function.g5.title": "Intervallo dell'insufficienza renale (G5)",
  "pattern.kidney_function.g5.text": "L'eGFR è nella categoria G5, l'intervallo dell'insufficienza renale. Serve una rapida valutazione nefrologica.",
  "pattern.albuminuria.text":
    "Le urine contengono più albumina del normale, un segno precoce di danno renale spesso legato a diabete o ipertensione.",
  "pattern.albuminuria.a2.title": "Albuminuria moderatamente aumentata (A2)",
  "pattern.albuminuria.a3.title": "Albuminuria gravemente aumentata (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Tiroide iperattiva (ipertiroidismo conclamato)",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "Il TSH è soppresso e l'FT4 è elevato: la tiroide produce troppo ormone. Cause frequenti sono il morbo di Basedow, i noduli tiroidei e le tiroiditi.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Tiroide ipoattiva (ipotiroidismo conclamato)",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "Il TSH è elevato e l'FT4 è basso: la tiroide produce troppo poco ormone, più spesso per tiroidite autoimmune (Hashimoto). Di solito si tratta con ormone tiroideo.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Ormone tiroideo basso senza TSH elevato",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "L'FT4 è basso anche se il TSH non è elevato. Può accadere durante malattie gravi o con alcuni farmaci e raramente riflette un problema dell'ipofisi.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Ipotiroidismo subclinico con TSH di 10 o più",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "Il TSH è nettamente elevato mentre l'FT4 è ancora normale. A questo livello si valuta spesso una terapia, soprattutto in presenza di sintomi o di anticorpi antitiroide.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Ipotiroidismo subclinico",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "Il TSH è lievemente elevato con FT4 normale. È frequente, spesso transitorio, e di solito viene ricontrollato prima di qualsiasi terapia.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Ipertiroidismo subclinico con TSH soppresso",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "Il TSH è completamente soppresso con FT4 normale. Soprattutto negli anziani può influire sul ritmo cardiaco e sulle ossa e va valutato.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Ipertiroidismo subclinico",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "Il TSH è lievemente basso con FT4 normale. Può essere transitorio o legato alla terapia tiroidea e di solito viene ricontrollato.",
  "pattern.thyroid_function.discordant.title": "FT4 elevato con TSH normale",
  "pattern.thyroid_function.discordant.text":
    "L'FT4 è elevato anche se il TSH è normale. Spesso dipende da farmaci tiroidei, integratori di biotina o interferenze di laboratorio, e va ricontrollato.",
  "pattern.thyroid_function.tsh_high_only.title": "TSH elevato",
  "pattern.thyroid_function.tsh_high_only.text": "Il TSH è elevato, il che suggerisce una tiroide ipoattiva. Per classificarlo serve l'FT4.",
  "pattern.thyroid_function.tsh_low_only.title": "TSH basso",
  "pattern.thyroid_function.tsh_low_only.text":
    "Il TSH è basso, il che suggerisce una tiroide iperattiva o una dose alta di ormone tiroideo. Per classificarlo serve l'FT4.",
  "pattern.inflammation.text":
    "La PCR è elevata, segno di infiammazione o infezione. Più il valore è alto, più è probabile un'infezione batterica o una malattia infiammatoria attiva.",
  "pattern.inflammation.marked.title": "Infiammazione marcata",
  "pattern.inflammation.moderate.title": "Segni evidenti di infiammazione",
  "pattern.inflammation.mild.title": "Lievi segni di infiammazione",
  "pattern.vitamin_d_status.text":
    "La vitamina D sostiene ossa, muscoli e sistema immunitario. Livelli bassi sono frequenti e di solito si correggono con un integratore.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Grave carenza di vitamina D",
  "pattern.vitamin_d_status.deficiency.title": "Carenza di vitamina D",
  "pattern.vitamin_d_status.insufficiency.title": "Insufficienza di vitamina D",
  "pattern.vitamin_b12_status.text":
    "La vitamina B12 è necessaria per la formazione del sangue e per i nervi. Una carenza può causare anemia, stanchezza, formicolii e disturbi della memoria.",
  "pattern.vitamin_b12_status.deficiency.title": "Carenza di vitamina B12",
  "pattern.vitamin_b12_status.borderline.title": "Vitamina B12 ai limiti",
  "pattern.folate_status.text": "I folati sono necessari per la formazione del sangue e sono particolarmente importanti prima e durante la gravidanza.",
  "pattern.folate_status.deficiency.title": "Carenza di folati",
  "pattern.folate_status.possible_deficiency.title": "Possibile carenza di folati",
  "pattern.hyponatremia.text":
    "Il sodio è basso (iponatriemia). Cause frequenti sono farmaci come diuretici o antidepressivi, malattie del cuore, del fegato o dei reni, e bere molta acqua. Valori marcati possono causare confusione, cadute e convulsioni.",
  "pattern.hyponatremia.profound.title": "Iponatriemia profonda",
  "pattern.hyponatremia.moderate.title": "Iponatriemia moderata",
  "pattern.hyponatremia.mild.title": "Iponatriemia lieve",
  "pattern.hypernatremia.text":
    "Il sodio è alto (ipernatriemia), il che di solito indica una mancanza di acqua nell'organismo per aver bevuto troppo poco o per perdite di liquidi.",
  "pattern.hypernatremia.severe.title": "Ipernatriemia grave",
  "pattern.hypernatremia.mild.title": "Ipernatriemia",
  "pattern.hypokalemia.text":
    "Il potassio è basso (ipopotassiemia), più spesso per diuretici, vomito o diarrea. Può causare debolezza muscolare, crampi e disturbi del ritmo cardiaco.",
  "pattern.hypokalemia.severe.title": "Ipopotassiemia grave",
  "pattern.hypokalemia.moderate.title": "Ipopotassiemia moderata",
  "pattern.hypokalemia.mild.title": "Ipopotassiemia lieve",
  "pattern.hyperkalemia.text":
    "Il potassio è alto (iperpotassiemia). Può alterare il ritmo cardiaco; le cause comprendono malattie renali e farmaci, e un campione danneggiato può dare un valore falsamente alto.",
  "pattern.hyperkalemia.severe.title": "Iperpotassiemia grave",
  "pattern.hyperkalemia.moderate.title": "Iperpotassiemia moderata",
  "pattern.hyperkalemia.mild.title": "Iperpotassiemia lieve",
  "pattern.hypocalcemia.text":
    "Il calcio corretto per l'albumina è basso (ipocalcemia). Le cause comprendono carenza di vitamina D, magnesio basso e problemi delle paratiroidi; può causare formicolii e crampi.",
  "pattern.hypocalcemia.severe.title": "Ipocalcemia grave",
  "pattern.hypocalcemia.mild.title": "Ipocalcemia",
  "pattern.hypercalcemia.text":
    "Il calcio corretto per l'albumina è alto (ipercalcemia). La causa più comune è un'iperattività delle paratiroidi; può causare sete, stitichezza e calcoli renali.",
  "pattern.hypercalcemia.severe.title": "Ipercalcemia grave",
  "pattern.hypercalcemia.moderate.title": "Ipercalcemia moderata",
  "pattern.hypercalcemia.mild.title": "Ipercalcemia lieve",

  "followup.iron_studies": "Assetto marziale (sideremia, transferrina, saturazione della transferrina) e conta dei reticolociti.",
  "followup.blood_loss_search": "Ricerca di perdite di sangue: test del sangue occulto nelle feci e, nelle donne, valutazione del flusso mestruale.",
  "followup.coeliac_screen": "Esame per la celiachia (IgA anti-transglutaminasi) se non si trova la causa della carenza di ferro.",
  "followup.hemoglobin_electrophoresis": "Elettroforesi dell'emoglobina se l'assetto marziale è normale, per cercare un tratto talassemico.",
  "followup.b12_folate": "Dosaggio di vitamina B12 e folati.",
  "followup.thyroid_check": "Funzione tiroidea (TSH).",
  "followup.liver_panel": "Esami epatici completi (ALT, AST, GGT, fosfatasi alcalina, bilirubina, albumina).",
  "followup.reticulocytes_hemolysis": "Reticolociti, LDH, bilirubina e aptoglobina per cercare una distruzione dei globuli rossi.",
  "followup.kidney_check": "Funzione renale (creatinina, eGFR) ed esame delle urine.",
  "followup.full_blood_count": "Un emocromo completo con indici eritrocitari (MCV, MCH).",
  "followup.blood_film": "Uno striscio di sangue periferico.",
  "followup.confirm_glucose": "Ripetere la glicemia a digiuno o l'HbA1c in un altro giorno per confermare il risultato.",
  "followup.diabetes_workup": "Se il diabete è confermato: funzione renale, albumina urinaria, lipidi, una visita oculistica e un controllo dei piedi.",
  "followup.ogtt": "Una curva da carico orale di glucosio se i risultati restano al limite.",
  "followup.repeat_glucose": "Ripetere la misura della glicemia, con una corretta lavorazione del campione.",
  "followup.lipid_secondary_causes": "Esami per cause secondarie: TSH, glicemia a digiuno, funzione epatica e renale.",
  "followup.family_screening": "Dosaggio del colesterolo nei parenti stretti, perché valori molto alti sono spesso ereditari.",
  "followup.cardiovascular_assessment": "Una valutazione complessiva del rischio cardiovascolare che includa pressione arteriosa, fumo e familiarità.",
  "followup.apob_lpa": "Apolipoproteina B e lipoproteina(a) per precisare il rischio cardiovascolare.",
  "followup.hepatitis_serology": "Esami per l'epatite B e C.",
  "followup.liver_ultrasound": "Un'ecografia del fegato.",
  "followup.cholestasis_workup": "GGT per confermare l'origine epatica della fosfatasi alcalina e un'ecografia del fegato e delle vie biliari.",
  "followup.repeat_liver_tests": "Ripetere gli esami epatici dopo alcune settimane.",
  "followup.nephrology_referral": "Invio a uno specialista dei reni (nefrologo).",
  "followup.acr_urine": "Rapporto albumina/creatinina urinaria (ACR).",
  "followup.repeat_kidney": "Ripetere creatinina ed eGFR entro tre mesi per vedere se la riduzione persiste.",
  "followup.repeat_acr": "Ripetere l'albumina urinaria per conferma, perché esercizio, febbre o infezioni possono aumentarla temporaneamente.",
  "followup.thyroid_antibodies_trab": "Anticorpi anti-recettore del TSH e, se necessario, un'ecografia o una scintigrafia tiroidea.",
  "followup.thyroid_antibodies_tpo": "Anticorpi anti-tireoperossidasi (anti-TPO).",
  "followup.pituitary_evaluation": "Una valutazione della funzione ipofisaria da parte di un endocrinologo.",
  "followup.repeat_thyroid": "Ripetere TSH e FT4 dopo sei-dodici settimane.",
  "followup.free_t4_test": "FT4 (tiroxina libera) per classificare il risultato del TSH.",
  "followup.inflammation_source": "Una visita medica per trovare l'origine dell'infiammazione e un controllo della PCR.",
  "followup.calcium_pth": "Calcio, fosfato e paratormone (PTH).",
  "followup.recheck_vitamin_d": "Ripetere la vitamina D dopo circa tre mesi di integrazione.",
  "followup.intrinsic_factor": "Anticorpi anti-fattore intrinseco per cercare un'anemia perniciosa.",
  "followup.mma_holotc": "Acido metilmalonico o B12 attiva (olotranscobalamina) per confermare la carenza.",
  "followup.sodium_workup": "Osmolalità sierica e urinaria e sodio urinario per trovarne la causa.",
  "followup.review_medicines_test": "Una revisione dei farmaci che possono abbassare il sodio.",
  "followup.electrolytes_repeat": "Ripetere gli elettroliti insieme a funzione renale e glicemia.",
  "followup.ecg": "Un ECG (elettrocardiogramma).",
  "followup.magnesium_check": "Magnesio.",
  "followup.exclude_hemolysis": "Un nuovo prelievo per escludere un potassio falsamente alto dovuto a un campione danneggiato.",
  "followup.discuss_abnormal": "Discuta i valori fuori dall'intervallo di riferimento con il medico, che potrà farli ripetere.",
  "followup.routine": "In base a questi risultati non servono altri esami; controlli di routine come concordato con il medico.",

  "lifestyle.iron_rich_foods":
    "Mangi alimenti ricchi di ferro come carne rossa, legumi e verdure a foglia verde scuro, abbini le fonti vegetali alla vitamina C ed eviti tè o caffè ai pasti.",
  "lifestyle.reduce_sugars": "Riduca bevande zuccherate, dolci e carboidrati raffinati e scelga cereali integrali e alimenti ricchi di fibre.",
  "lifestyle.weight_activity":
    "Faccia almeno 150 minuti di attività fisica alla settimana e, se è in sovrappeso, cerchi di perdere dal 5 al 7 per cento del peso.",
  "lifestyle.heart_healthy_diet":
    "Segua una dieta di tipo mediterraneo con verdure, frutta, cereali integrali, legumi, frutta secca, olio d'oliva e pesce, limitando grassi saturi e carni lavorate.",
  "lifestyle.no_smoking": "Non fumi; smettere di fumare è uno dei modi più efficaci per proteggere cuore e vasi sanguigni.",
  "lifestyle.limit_alcohol": "Limiti l'alcol o lo eviti del tutto.",
  "lifestyle.liver_protect": "Eviti l'alcol, punti a un peso sano e non assuma farmaci o integratori non necessari.",
  "lifestyle.review_medicines": "Chieda al medico o al farmacista di rivedere farmaci e integratori, perché alcuni influenzano questi valori.",
  "lifestyle.kidney_protect":
    "Eviti l'uso abituale di antinfiammatori, riduca il sale e mantenga ben controllate pressione arteriosa e glicemia.",
  "lifestyle.vitamin_d_sources":
    "Trascorra del tempo all'aperto alla luce del giorno e consumi fonti di vitamina D come pesce grasso e uova; il medico può consigliare un integratore.",
  "lifestyle.b12_sources": "Includa fonti di vitamina B12 come carne, pesce, uova e latticini; se segue una dieta vegana, assuma un integratore di B12.",
  "lifestyle.folate_sources": "Mangi alimenti ricchi di folati come verdure a foglia, legumi e agrumi.",
  "lifestyle.hydration": "Beva a sufficienza, a meno che il medico non le abbia consigliato di limitare i liquidi.",
  "lifestyle.general_healthy": "Mantenga un'alimentazione equilibrata, attività fisica regolare, un sonno sufficiente e i controlli di routine.",

  "urgent.critical_item":
    "{name}: {value}. Questo livello richiede un'attenzione medica immediata: contatti oggi stesso il medico o si rechi al pronto soccorso.",
  "urgent.pattern_item": "{title}: si rivolga rapidamente a un medico, preferibilmente oggi.",
  "urgent.symptoms":
    "Si rechi subito al pronto soccorso in caso di dolore al petto, forte mancanza di respiro, svenimento, confusione, palpitazioni, marcata debolezza muscolare o segni di sanguinamento.",
  "urgent.none": "Nessun risultato è a un livello che di solito richiede cure d'urgenza.",

  "disclaimer.text":
    "Questa interpretazione è stata generata automaticamente a partire dai valori di laboratorio e da linee guida mediche generali. Non sostituisce una visita né un colloquio con un medico, che può tenere conto dei suoi sintomi, della sua storia clinica e dei farmaci che assume.",
  "disclaimer.risk_note": "Le percentuali di rischio sono indicatori basati su regole di quanto i valori indichino una malattia, non probabilità esatte.",

  "score.excellent": "eccellente",
  "score.good": "buono",
  "score.fair": "discreto",
  "score.poor": "scarso",

  "rec.urgent": "Alcuni valori sono a livello critico: contatti oggi un medico.",
  "rec.discuss": "Discuta con il medico i valori fuori dall'intervallo di riferimento.",
  "rec.retest": "Ripeta gli esami alterati secondo le indicazioni del medico per confermarli.",
  "rec.keep_habits": "I suoi valori sono in un buon intervallo: mantenga le sue abitudini attuali.",
  "rec.no_data": "Nessun valore ha potuto essere valutato; per un punteggio di salute serve un referto con intervalli di riferimento.",

  "risk.type2_diabetes": "Diabete di tipo 2",
  "risk.cardiovascular": "Malattia cardiovascolare",
  "risk.anemia": "Anemia",
  "risk.chronic_kidney_disease": "Malattia renale cronica",
  "risk.liver_fibrosis": "Fibrosi epatica (steatosi epatica)",
  "risk.thyroid_dysfunction": "Disfunzione tiroidea",
  "risk.vitamin_d_deficiency": "Carenza di vitamina D",
};
