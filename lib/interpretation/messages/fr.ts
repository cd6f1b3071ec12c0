// French message catalogue (complete; same keys and placeholders as ./en.ts).
import type { Catalogue } from "./en";

export const fr: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Résumé",
  "section.findings": "Résultats par système",
  "section.abnormal_values": "Ce que peuvent signifier les valeurs hors normes",
  "section.patterns": "Tableaux reconnus",
  "section.follow_up": "Examens complémentaires suggérés",
  "section.lifestyle": "Conseils d'hygiène de vie",
  "section.urgent": "Quand consulter en urgence",
  "section.disclaimer": "Remarque importante",

  "subsection.summary_overview": "Vue d'ensemble",
  "subsection.abnormal_values_meaning": "Signification possible",
  "subsection.follow_up_tests": "Examens à discuter avec votre médecin",
  "subsection.lifestyle_advice": "Ce que vous pouvez faire",
  "subsection.urgent_care": "Soins urgents",
  "subsection.disclaimer_text": "Avertissement",

  "system.blood": "Hémogramme et fer",
  "system.metabolism": "Glycémie et lipides",
  "system.liver": "Foie et protéines",
  "system.kidney": "Reins et urines",
  "system.electrolytes": "Électrolytes et minéraux",
  "system.hormones": "Hormones et thyroïde",
  "system.vitamins": "Vitamines",
  "system.immune": "Inflammation et système immunitaire",
  "system.heart": "Cœur et muscles",
  "system.other": "Autres analyses",

  "eval.normal": "dans l'intervalle de référence",
  "eval.low": "en dessous de l'intervalle de référence",
  "eval.high": "au-dessus de l'intervalle de référence",
  "eval.critical_low": "critiquement bas",
  "eval.critical_high": "critiquement élevé",
  "eval.borderline_low": "légèrement en dessous de l'intervalle de référence",
  "eval.borderline_high": "légèrement au-dessus de l'intervalle de référence",
  "eval.abnormal": "résultat anormal",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "pas d'intervalle de référence",

  "finding.value": "{name} : {value} (référence {range}), {evaluation}.",
  "finding.in_range": "Dans l'intervalle de référence : {list}.",
  "finding.no_range": "Sans intervalle de référence : {list}.",
  "finding.qualitative": "{name} : {value} ({evaluation}).",

  "summary.counts": "Résultats évalués : {count}. Dans l'intervalle de référence : {normal}. Hors de l'intervalle de référence : {abnormal}.",
  "summary.all_normal": "Tous les résultats se situent dans leurs intervalles de référence, ce qui est rassurant.",
  "summary.critical": "Résultats à un niveau critique : {list}. Ils nécessitent une prise en charge médicale immédiate.",
  "summary.main_findings": "Principaux constats : {list}.",
  "summary.minor_findings":
    "Les écarts sont isolés ou minimes et ne forment pas de tableau reconnu ; votre médecin peut les interpréter en tenant compte de vos symptômes et de vos antécédents.",
  "summary.no_demographics": "L'âge ou le sexe n'ont pas été indiqués ; des seuils généraux pour adultes ont été utilisés lorsque c'était nécessaire.",

  "meaning.line": "{name} ({evaluation}) : {meaning}",
  "meaning.generic.low":
    "Une valeur inférieure à l'intervalle peut avoir de nombreuses causes ; son importance dépend de l'ampleur de l'écart, de vos symptômes et des autres résultats.",
  "meaning.generic.high":
    "Une valeur supérieure à l'intervalle peut avoir de nombreuses causes ; son importance dépend de l'ampleur de l'écart, de vos symptômes et des autres résultats.",
  "meaning.generic.abnormal": "Ce résultat diffère du résultat normal attendu et doit être discuté avec votre médecin.",
  "meaning.hemoglobin.low":
    "Une hémoglobine basse signifie une anémie : le sang transporte moins d'oxygène, ce qui peut entraîner fatigue et essoufflement. Les causes fréquentes sont la carence en fer, les pertes de sang, les carences vitaminiques et les maladies chroniques.",
  "meaning.hemoglobin.high":
    "Une hémoglobine élevée peut être due à une déshydratation, au tabac, à la vie en altitude ou à une maladie pulmonaire, et rarement à une maladie de la moelle osseuse.",
  "meaning.mcv.low": "Des globules rouges de petite taille sont typiques d'une carence en fer et de particularités héréditaires comme le trait thalassémique.",
  "meaning.mcv.high":
    "Des globules rouges de grande taille s'observent en cas de carence en vitamine B12 ou en folates, de consommation régulière d'alcool, de maladie du foie, d'hypothyroïdie et avec certains médicaments.",
  "meaning.wbc.low": "Un nombre bas de globules blancs peut suivre une infection virale ou la prise de certains médicaments, et plus rarement traduire un problème médullaire ou auto-immun.",
  "meaning.wbc.high": "Un nombre élevé de globules blancs traduit le plus souvent une infection ou une inflammation ; le stress, le tabac et la cortisone peuvent aussi l'augmenter.",
  "meaning.neutrophils_abs.low": "Peu de neutrophiles affaiblit la défense contre les bactéries ; les infections virales, les médicaments et certaines variantes héréditaires en sont des causes fréquentes.",
  "meaning.neutrophils_abs.high": "Des neutrophiles élevés orientent typiquement vers une infection bactérienne, une inflammation, un stress physique ou un traitement par corticoïdes.",
  "meaning.lymphocytes_abs.low": "Des lymphocytes bas sont fréquents lors d'une maladie aiguë, d'un stress et avec certains médicaments.",
  "meaning.lymphocytes_abs.high": "Des lymphocytes élevés sont le plus souvent dus à une infection virale ; s'ils restent élevés, votre médecin pourra approfondir.",
  "meaning.eosinophils_abs.high": "Des éosinophiles élevés s'observent en cas d'allergie, d'asthme, d'eczéma, d'infection parasitaire et avec certains médicaments.",
  "meaning.platelets.low":
    "Des plaquettes basses peuvent favoriser les bleus et les saignements ; les causes incluent les infections virales, les médicaments, les maladies du foie et les réactions immunitaires.",
  "meaning.platelets.high": "Des plaquettes élevées sont souvent une réaction à une inflammation, une carence en fer ou un saignement, et rarement une maladie de la moelle osseuse.",
  "meaning.ferritin.low": "Une ferritine basse montre que les réserves en fer de l'organisme sont épuisées.",
  "meaning.ferritin.high":
    "Une ferritine élevée est souvent due à une inflammation, une stéatose hépatique ou l'alcool, et moins souvent à une surcharge en fer comme l'hémochromatose.",
  "meaning.iron.low": "Un fer sérique bas conforte l'hypothèse d'une carence en fer, mais il baisse aussi en cas d'inflammation et varie au cours de la journée.",
  "meaning.transferrin_saturation.high": "Un coefficient de saturation de la transferrine élevé peut indiquer une surcharge en fer et justifie de rechercher une hémochromatose.",
  "meaning.glucose.low": "Une glycémie basse peut provoquer tremblements, sueurs et confusion ; elle doit être expliquée, surtout en l'absence de traitement du diabète.",
  "meaning.glucose.high": "Une glycémie à jeun élevée peut indiquer un prédiabète ou un diabète ; une valeur isolée doit être confirmée.",
  "meaning.hba1c.high": "L'HbA1c reflète la glycémie moyenne des deux à trois derniers mois ; une valeur élevée oriente vers un prédiabète ou un diabète.",
  "meaning.cholesterol_total.high": "Un cholestérol total élevé contribue au risque à long terme d'infarctus et d'AVC.",
  "meaning.ldl_cholesterol.high": "Le LDL est le cholestérol qui se dépose dans la paroi des artères ; plus il est élevé, plus le risque cardiovasculaire à long terme est élevé.",
  "meaning.hdl_cholesterol.low": "Un HDL-cholestérol bas est associé à un risque cardiovasculaire plus élevé et va souvent de pair avec la sédentarité, le surpoids et des triglycérides élevés.",
  "meaning.triglycerides.high":
    "Des triglycérides élevés sont liés au surpoids, à la consommation de sucre et d'alcool et au diabète ; des valeurs très élevées peuvent provoquer une pancréatite.",
  "meaning.alt.high": "Des ALAT élevées indiquent une souffrance des cellules du foie, le plus souvent due à une stéatose, à l'alcool, à des médicaments ou à une hépatite virale.",
  "meaning.ast.high": "Des ASAT élevées peuvent provenir du foie mais aussi des muscles, par exemple après un effort intense.",
  "meaning.ggt.high": "Des GGT élevées s'observent avec la consommation d'alcool, la stéatose hépatique, les troubles de l'écoulement biliaire et certains médicaments.",
  "meaning.alp.high": "Des phosphatases alcalines élevées peuvent provenir des voies biliaires ou de l'os ; elles sont normalement plus hautes chez l'enfant en croissance et pendant la grossesse.",
  "meaning.bilirubin_total.high":
    "Une bilirubine élevée peut venir d'une maladie du foie ou des voies biliaires ou de la destruction des globules rouges ; une légère élévation bénigne est fréquente dans la maladie de Gilbert.",
  "meaning.albumin.low": "Une albumine basse peut résulter d'une inflammation, d'une maladie du foie ou des reins, ou d'une dénutrition.",
  "meaning.creatinine.high": "Une créatinine élevée peut indiquer une baisse de la fonction rénale ; la masse musculaire, la déshydratation et la consommation de viande l'influencent aussi.",
  "meaning.urea.high": "Une urée élevée peut refléter une déshydratation, un apport élevé en protéines, un saignement digestif ou une baisse de la fonction rénale.",
  "meaning.egfr.low":
    "Un DFGe plus bas signifie que les reins filtrent moins de sang ; en dessous de 60, on parle de maladie rénale chronique si cela persiste plus de trois mois.",
  "meaning.uric_acid.high": "Un acide urique élevé peut provoquer la goutte et des calculs rénaux ; il est lié à l'alimentation, à l'alcool, au surpoids et à certains médicaments.",
  "meaning.sodium.low":
    "Un sodium bas reflète en général trop d'eau par rapport au sel, par exemple à cause de médicaments comme les diurétiques, d'une maladie du cœur, du foie ou des reins, ou d'une consommation d'eau très importante.",
  "meaning.sodium.high": "Un sodium élevé signifie en général un manque d'eau dans l'organisme, par exemple faute de boire assez ou à cause de pertes de liquide importantes.",
  "meaning.potassium.low": "Un potassium bas est souvent dû aux diurétiques, aux vomissements ou à la diarrhée et peut entraîner faiblesse musculaire et troubles du rythme cardiaque.",
  "meaning.potassium.high":
    "Un potassium élevé peut perturber le rythme cardiaque ; les causes incluent les maladies rénales et certains médicaments, et un échantillon altéré peut donner une valeur faussement élevée.",
  "meaning.calcium.low": "Un calcium bas est souvent dû à une albumine basse ; une vraie hypocalcémie survient en cas de carence en vitamine D ou de trouble des parathyroïdes.",
  "meaning.calcium.high": "Un calcium élevé est le plus souvent causé par une hyperactivité des parathyroïdes, plus rarement par d'autres maladies.",
  "meaning.magnesium.low": "Un magnésium bas s'observe avec les diurétiques, les anti-acides de type IPP, l'alcool et la diarrhée, et peut faire baisser le potassium et le calcium.",
  "meaning.tsh.low": "Une TSH basse évoque une hyperthyroïdie ou une dose trop élevée d'hormone thyroïdienne.",
  "meaning.tsh.high": "Une TSH élevée évoque une hypothyroïdie, le plus souvent due à une thyroïdite auto-immune (Hashimoto).",
  "meaning.free_t4.low": "Une T4 libre basse signifie que la thyroïde produit trop peu d'hormone.",
  "meaning.free_t4.high": "Une T4 libre élevée indique un excès d'hormone thyroïdienne, dû à une hyperthyroïdie ou à un médicament.",
  "meaning.crp.high": "Une CRP élevée indique une inflammation ou une infection quelque part dans l'organisme ; des valeurs très élevées orientent en général vers une infection bactérienne.",
  "meaning.hs_crp.high":
    "Une CRP ultrasensible élevée indique une inflammation de bas grade, qui s'ajoute au risque cardiovasculaire ; au-dessus de 10 mg/L, elle reflète en général une maladie aiguë.",
  "meaning.esr.high": "Une vitesse de sédimentation élevée est un signe non spécifique d'inflammation ; elle augmente aussi avec l'âge, l'anémie et la grossesse.",
  "meaning.vitamin_d_25oh.low": "Un taux bas de vitamine D est fréquent, surtout en hiver et en cas de faible exposition au soleil, et peut nuire aux os et aux muscles.",
  "meaning.vitamin_b12.low":
    "Une vitamine B12 basse peut provoquer une anémie et des symptômes nerveux comme des fourmillements ; les causes incluent une alimentation végétalienne, une mauvaise absorption et certains médicaments comme la metformine.",
  "meaning.folate.low": "Des folates bas peuvent provoquer une anémie et sont importants avant et pendant la grossesse ; ils sont liés à l'alimentation et à l'alcool.",
  "meaning.ck.high": "Des CPK élevées proviennent des muscles, par exemple après un effort, un traumatisme ou certains médicaments comme les statines.",
  "meaning.ldh.high": "Des LDH élevées sont un marqueur non spécifique de lésion tissulaire, par exemple destruction des globules rouges, atteinte musculaire ou hépatique.",
  "meaning.inr.high":
    "Un INR élevé signifie que le sang coagule plus lentement ; c'est attendu sous antivitamine K et peut sinon indiquer une maladie du foie ou une carence en vitamine K.",
  "meaning.d_dimer.high":
    "Des D-dimères élevés peuvent se voir en cas de caillot sanguin, mais aussi après une opération, lors d'une infection, pendant la grossesse et avec l'âge ; ils s'interprètent selon les symptômes.",
  "meaning.psa_total.high": "Un PSA élevé peut venir d'une prostate augmentée de volume ou enflammée, et parfois d'un cancer de la prostate ; il nécessite un avis médical.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "La présence d'albumine dans les urines est un signe précoce d'atteinte rénale, souvent liée au diabète ou à l'hypertension artérielle.",
  "meaning.lipase.high": "Une lipase élevée évoque une irritation du pancréas ; des valeurs très élevées avec des douleurs abdominales font suspecter une pancréatite.",
  "meaning.homocysteine.high": "Une homocystéine élevée est liée à des taux bas de B12, de folates ou de B6, aux maladies rénales et à un risque cardiovasculaire accru.",

  "pattern.evidence": "Sur la base de : {list}.",
  "derived.r_ratio": "rapport R",
  "derived.fib4": "indice FIB-4",
  "derived.calcium_adjusted": "calcium corrigé pour l'albumine",

  "pattern.iron_deficiency_anemia.title": "Anémie par carence en fer",
  "pattern.iron_deficiency_anemia.text":
    "L'hémoglobine est basse et les réserves en fer sont épuisées, tableau typique d'une anémie ferriprive. La cause doit être recherchée, le plus souvent des pertes de sang (règles abondantes, tube digestif) ou un apport ou une absorption de fer insuffisants.",
  "pattern.iron_deficiency.title": "Carence en fer sans anémie",
  "pattern.iron_deficiency.text":
    "Les réserves en fer sont épuisées alors que l'hémoglobine n'est pas encore basse. Cela peut causer de la fatigue et évoluer vers une anémie ; la cause doit être éclaircie.",
  "pattern.anemia.microcytic.title": "Anémie à petits globules rouges (microcytaire)",
  "pattern.anemia.microcytic.text":
    "L'hémoglobine est sous le seuil de l'OMS et les globules rouges sont petits. La cause la plus fréquente est la carence en fer ; le trait thalassémique en est une autre.",
  "pattern.anemia.macrocytic.title": "Anémie à grands globules rouges (macrocytaire)",
  "pattern.anemia.macrocytic.text":
    "L'hémoglobine est sous le seuil de l'OMS et les globules rouges sont grands. Les causes typiques sont une carence en vitamine B12 ou en folates, l'alcool, une maladie du foie, une hypothyroïdie et certains médicaments.",
  "pattern.anemia.normocytic.title": "Anémie à globules rouges de taille normale (normocytaire)",
  "pattern.anemia.normocytic.text":
    "L'hémoglobine est sous le seuil de l'OMS avec des globules rouges de taille normale. Les causes possibles sont une perte de sang récente, une inflammation chronique, une maladie rénale, une destruction des globules rouges ou une carence mixte débutante.",
  "pattern.anemia.unclassified.title": "Anémie",
  "pattern.anemia.unclassified.text": "L'hémoglobine est sous le seuil de l'OMS. Les indices érythrocytaires sont nécessaires pour en préciser la cause.",
  "pattern.severe_anemia.title": "Anémie sévère",
  "pattern.severe_anemia.text": "L'hémoglobine se situe dans la zone que l'OMS classe comme anémie sévère. Une évaluation médicale rapide est nécessaire.",
  "pattern.glycemia.diabetes_range.title": "Glycémie dans la zone du diabète",
  "pattern.glycemia.diabetes_range.text":
    "La glycémie à jeun ou l'HbA1c atteint ou dépasse le seuil diagnostique du diabète (ADA). Le diagnostic est posé lorsqu'un second test confirme le résultat ; votre médecin le prescrira.",
  "pattern.glycemia.prediabetes.title": "Prédiabète",
  "pattern.glycemia.prediabetes.text":
    "La glycémie à jeun ou l'HbA1c se situe dans la zone du prédiabète (ADA). Cela augmente le risque de diabète de type 2 et de maladie cardiaque, et des changements d'hygiène de vie permettent souvent de normaliser les valeurs.",
  "pattern.low_glucose.text":
    "La glycémie à jeun est basse. Sans traitement du diabète, c'est inhabituel et doit être expliqué ; un délai de traitement de l'échantillon peut aussi abaisser la valeur.",
  "pattern.low_glucose.level1.title": "Glycémie basse",
  "pattern.low_glucose.level2.title": "Glycémie nettement basse",
  "pattern.high_ldl.text":
    "Le LDL-cholestérol est élevé. Associé à d'autres facteurs de risque, il augmente à long terme le risque d'infarctus et d'AVC.",
  "pattern.high_ldl.very_high.title": "LDL-cholestérol très élevé (possible hypercholestérolémie familiale)",
  "pattern.high_ldl.high.title": "LDL-cholestérol élevé",
  "pattern.high_ldl.borderline.title": "LDL-cholestérol limite haut",
  "pattern.atherogenic_dyslipidemia.title": "Dyslipidémie athérogène",
  "pattern.atherogenic_dyslipidemia.text":
    "Des triglycérides élevés avec un HDL-cholestérol bas forment un profil lipidique typique de l'insulinorésistance et du syndrome métabolique, qui augmente le risque cardiovasculaire.",
  "pattern.very_high_triglycerides.title": "Triglycérides très élevés",
  "pattern.very_high_triglycerides.text": "Les triglycérides sont très élevés, ce qui augmente le risque de pancréatite et nécessite un suivi médical.",
  "pattern.elevated_lipoprotein_a.title": "Lipoprotéine(a) élevée",
  "pattern.elevated_lipoprotein_a.text":
    "La lipoprotéine(a) est élevée. Elle est surtout héréditaire, varie peu avec l'hygiène de vie et augmente le risque cardiovasculaire ; les autres facteurs de risque méritent donc une attention particulière.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Bilan hépatique : profil hépatocellulaire",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "L'élévation des ALAT domine nettement celle des PAL (rapport R de 5 ou plus), ce qui oriente vers une atteinte des cellules du foie elles-mêmes, par exemple stéatose, hépatite, alcool ou médicaments.",
  "pattern.liver_injury_pattern.cholestatic.title": "Bilan hépatique : profil cholestatique",
  "pattern.liver_injury_pattern.cholestatic.text":
    "L'élévation des PAL domine celle des ALAT (rapport R de 2 ou moins), ce qui oriente vers un trouble de l'écoulement de la bile, par exemple des calculs ou une maladie des voies biliaires ; les PAL peuvent aussi venir de l'os.",
  "pattern.liver_injury_pattern.mixed.title": "Bilan hépatique : profil mixte",
  "pattern.liver_injury_pattern.mixed.text":
    "Les ALAT et les PAL sont augmentées dans des proportions comparables (rapport R entre 2 et 5), un profil mixte touchant les cellules du foie et l'écoulement biliaire.",
  "pattern.transaminases_raised.title": "Enzymes hépatiques élevées",
  "pattern.transaminases_raised.text":
    "Les transaminases (ALAT et/ou ASAT) sont élevées. Les causes les plus fréquentes sont la stéatose, l'alcool et les médicaments ; une hépatite et, pour les ASAT, un effort musculaire sont d'autres possibilités.",
  "pattern.kidney_function.g2.title": "Fonction rénale légèrement diminuée (G2)",
  "pattern.kidney_function.g2.text":
    "Le DFGe se situe dans la zone légèrement diminuée (G2). Isolément, c'est fréquent avec l'âge et ne constitue pas une maladie rénale en l'absence d'autres signes comme de l'albumine dans les urines.",
  "pattern.kidney_function.g3a.title": "Fonction rénale légèrement à modérément diminuée (G3a)",
  "pattern.kidney_function.g3a.text":
    "Le DFGe est en catégorie G3a. S'il reste à ce niveau plus de trois mois, cela correspond à une maladie rénale chronique.",
  "pattern.kidney_function.g3b.title": "Fonction rénale modérément à sévèrement diminuée (G3b)",
  "pattern.kidney_function.g3b.text":
    "Le DFGe est en catégorie G3b. S'il est confirmé, il s'agit d'une maladie rénale chronique qui nécessite une surveillance régulière et l'adaptation des doses de médicaments.",
  "pattern.kidney_function.g4.title": "Fonction rénale sévèrement diminuée (G4)",
  "pattern.kidney_function.g4.text": "Le DFGe est en catégorie G4, une fonction rénale sévèrement diminuée. Un suivi par un néphrologue est recommandé.",
  "pattern.kidney_function.g5.title": "Zone d'insuffisance rénale terminale (G5)",
  "pattern.kidney_function.g5.text": "Le DFGe est en catégorie G5, la zone de l'insuffisance rénale. Une évaluation rapide par un néphrologue est nécessaire.",
  "pattern.albuminuria.text":
    "Les urines contiennent plus d'albumine que la normale, signe précoce d'atteinte rénale souvent lié au diabète ou à l'hypertension artérielle.",
  "pattern.albuminuria.a2.title": "Albuminurie modérément augmentée (A2)",
  "pattern.albuminuria.a3.title": "Albuminurie sévèrement augmentée (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Hyperthyroïdie avérée",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "La TSH est effondrée et la T4 libre élevée : la thyroïde produit trop d'hormone. Les causes fréquentes sont la maladie de Basedow, les nodules thyroïdiens et les thyroïdites.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Hypothyroïdie avérée",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "La TSH est élevée et la T4 libre basse : la thyroïde produit trop peu d'hormone, le plus souvent à cause d'une thyroïdite auto-immune (Hashimoto). Le traitement repose en général sur l'hormone thyroïdienne.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Hormone thyroïdienne basse sans TSH élevée",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "La T4 libre est basse alors que la TSH n'est pas élevée. Cela peut se voir au cours d'une maladie grave ou avec certains médicaments, et traduit rarement un problème de l'hypophyse.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Hypothyroïdie infraclinique avec TSH de 10 ou plus",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "La TSH est nettement élevée alors que la T4 libre reste normale. À ce niveau, un traitement est souvent envisagé, surtout en présence de symptômes ou d'anticorps antithyroïdiens.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Hypothyroïdie infraclinique",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "La TSH est légèrement élevée avec une T4 libre normale. C'est fréquent, souvent transitoire, et en général recontrôlé avant tout traitement.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Hyperthyroïdie infraclinique avec TSH effondrée",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "La TSH est complètement effondrée avec une T4 libre normale. Surtout chez les personnes âgées, cela peut affecter le rythme cardiaque et les os et doit être évalué.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Hyperthyroïdie infraclinique",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "La TSH est légèrement basse avec une T4 libre normale. Cela peut être transitoire ou lié à un traitement thyroïdien et est en général recontrôlé.",
  "pattern.thyroid_function.discordant.title": "T4 libre élevée avec TSH normale",
  "pattern.thyroid_function.discordant.text":
    "La T4 libre est élevée alors que la TSH est normale. C'est souvent dû à un traitement thyroïdien, à des compléments de biotine ou à une interférence de laboratoire, et doit être recontrôlé.",
  "pattern.thyroid_function.tsh_high_only.title": "TSH élevée",
  "pattern.thyroid_function.tsh_high_only.text": "La TSH est élevée, ce qui évoque une hypothyroïdie. La T4 libre est nécessaire pour la classer.",
  "pattern.thyroid_function.tsh_low_only.title": "TSH basse",
  "pattern.thyroid_function.tsh_low_only.text":
    "La TSH est basse, ce qui évoque une hyperthyroïdie ou une dose élevée d'hormone thyroïdienne. La T4 libre est nécessaire pour la classer.",
  "pattern.inflammation.text":
    "La CRP est élevée, signe d'inflammation ou d'infection. Plus la valeur est haute, plus une infection bactérienne ou une maladie inflammatoire active est probable.",
  "pattern.inflammation.marked.title": "Inflammation marquée",
  "pattern.inflammation.moderate.title": "Signes nets d'inflammation",
  "pattern.inflammation.mild.title": "Légers signes d'inflammation",
  "pattern.vitamin_d_status.text":
    "La vitamine D soutient les os, les muscles et le système immunitaire. Les taux bas sont fréquents et se corrigent en général par une supplémentation.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Carence sévère en vitamine D",
  "pattern.vitamin_d_status.deficiency.title": "Carence en vitamine D",
  "pattern.vitamin_d_status.insufficiency.title": "Insuffisance en vitamine D",
  "pattern.vitamin_b12_status.text":
    "La vitamine B12 est nécessaire à la formation du sang et au système nerveux. Une carence peut causer anémie, fatigue, fourmillements et troubles de la mémoire.",
  "pattern.vitamin_b12_status.deficiency.title": "Carence en vitamine B12",
  "pattern.vitamin_b12_status.borderline.title": "Vitamine B12 limite",
  "pattern.folate_status.text": "Les folates sont nécessaires à la formation du sang et sont particulièrement importants avant et pendant la grossesse.",
  "pattern.folate_status.deficiency.title": "Carence en folates",
  "pattern.folate_status.possible_deficiency.title": "Carence possible en folates",
  "pattern.hyponatremia.text":
    "Le sodium est bas (hyponatrémie). Les causes fréquentes sont des médicaments comme les diurétiques ou les antidépresseurs, une maladie du cœur, du foie ou des reins, et la consommation de grandes quantités d'eau. Des valeurs marquées peuvent provoquer confusion, chutes et convulsions.",
  "pattern.hyponatremia.profound.title": "Hyponatrémie profonde",
  "pattern.hyponatremia.moderate.title": "Hyponatrémie modérée",
  "pattern.hyponatremia.mild.title": "Hyponatrémie légère",
  "pattern.hypernatremia.text":
    "Le sodium est élevé (hypernatrémie), ce qui signifie en général un manque d'eau dans l'organisme, par apport insuffisant de boissons ou par pertes de liquide.",
  "pattern.hypernatremia.severe.title": "Hypernatrémie sévère",
  "pattern.hypernatremia.mild.title": "Hypernatrémie",
  "pattern.hypokalemia.text":
    "Le potassium est bas (hypokaliémie), le plus souvent à cause de diurétiques, de vomissements ou de diarrhée. Cela peut entraîner faiblesse musculaire, crampes et troubles du rythme cardiaque.",
  "pattern.hypokalemia.severe.title": "Hypokaliémie sévère",
  "pattern.hypokalemia.moderate.title": "Hypokaliémie modérée",
  "pattern.hypokalemia.mild.title": "Hypokaliémie légère",
  "pattern.hyperkalemia.text":
    "Le potassium est élevé (hyperkaliémie). Il peut perturber le rythme cardiaque ; les causes incluent les maladies rénales et des médicaments, et un échantillon altéré peut donner une valeur faussement élevée.",
  "pattern.hyperkalemia.severe.title": "Hyperkaliémie sévère",
  "pattern.hyperkalemia.moderate.title": "Hyperkaliémie modérée",
  "pattern.hyperkalemia.mild.title": "Hyperkaliémie légère",
  "pattern.hypocalcemia.text":
    "Le calcium corrigé pour l'albumine est bas (hypocalcémie). Les causes incluent la carence en vitamine D, le manque de magnésium et les troubles des parathyroïdes ; il peut provoquer fourmillements et crampes.",
  "pattern.hypocalcemia.severe.title": "Hypocalcémie sévère",
  "pattern.hypocalcemia.mild.title": "Hypocalcémie",
  "pattern.hypercalcemia.text":
    "Le calcium corrigé pour l'albumine est élevé (hypercalcémie). La cause la plus fréquente est une hyperactivité des parathyroïdes ; il peut provoquer soif, constipation et calculs rénaux.",
  "pattern.hypercalcemia.severe.title": "Hypercalcémie sévère",
  "pattern.hypercalcemia.moderate.title": "Hypercalcémie modérée",
  "pattern.hypercalcemia.mild.title": "Hypercalcémie légère",

  "followup.iron_studies": "Bilan martial (fer sérique, transferrine, coefficient de saturation) et numération des réticulocytes.",
  "followup.blood_loss_search": "Recherche d'un saignement : test de sang occulte dans les selles et, chez la femme, évaluation des règles.",
  "followup.coeliac_screen": "Recherche de maladie cœliaque (IgA anti-transglutaminase) si aucune cause de la carence en fer n'est trouvée.",
  "followup.hemoglobin_electrophoresis": "Électrophorèse de l'hémoglobine si le bilan martial est normal, à la recherche d'un trait thalassémique.",
  "followup.b12_folate": "Dosage de la vitamine B12 et des folates.",
  "followup.thyroid_check": "Bilan thyroïdien (TSH).",
  "followup.liver_panel": "Bilan hépatique complet (ALAT, ASAT, GGT, PAL, bilirubine, albumine).",
  "followup.reticulocytes_hemolysis": "Réticulocytes, LDH, bilirubine et haptoglobine à la recherche d'une destruction des globules rouges.",
  "followup.kidney_check": "Fonction rénale (créatinine, DFGe) et analyse d'urine.",
  "followup.full_blood_count": "Une numération formule sanguine avec indices érythrocytaires (VGM, TCMH).",
  "followup.blood_film": "Un frottis sanguin.",
  "followup.confirm_glucose": "Une nouvelle glycémie à jeun ou HbA1c un autre jour pour confirmer le résultat.",
  "followup.diabetes_workup": "Si le diabète est confirmé : fonction rénale, albumine urinaire, bilan lipidique, examen des yeux et examen des pieds.",
  "followup.ogtt": "Une hyperglycémie provoquée par voie orale si les résultats restent limites.",
  "followup.repeat_glucose": "Une nouvelle mesure de la glycémie, avec un traitement correct de l'échantillon.",
  "followup.lipid_secondary_causes": "Recherche de causes secondaires : TSH, glycémie à jeun, bilan hépatique et rénal.",
  "followup.family_screening": "Un dosage du cholestérol chez les proches parents, car les valeurs très élevées sont souvent héréditaires.",
  "followup.cardiovascular_assessment": "Une évaluation globale du risque cardiovasculaire incluant tension artérielle, tabac et antécédents familiaux.",
  "followup.apob_lpa": "Apolipoprotéine B et lipoprotéine(a) pour affiner le risque cardiovasculaire.",
  "followup.hepatitis_serology": "Sérologies des hépatites B et C.",
  "followup.liver_ultrasound": "Une échographie du foie.",
  "followup.cholestasis_workup": "Des GGT pour confirmer l'origine hépatique des PAL, et une échographie du foie et des voies biliaires.",
  "followup.repeat_liver_tests": "Un contrôle du bilan hépatique après quelques semaines.",
  "followup.nephrology_referral": "Une orientation vers un néphrologue.",
  "followup.acr_urine": "Un rapport albumine/créatinine urinaire (RAC).",
  "followup.repeat_kidney": "Un contrôle de la créatinine et du DFGe dans les trois mois pour voir si la baisse persiste.",
  "followup.repeat_acr": "Un nouveau dosage de l'albumine urinaire pour confirmer, car l'effort, la fièvre ou une infection peuvent l'augmenter temporairement.",
  "followup.thyroid_antibodies_trab": "Anticorps anti-récepteur de la TSH et, si besoin, une échographie ou une scintigraphie thyroïdienne.",
  "followup.thyroid_antibodies_tpo": "Anticorps anti-thyroperoxydase (anti-TPO).",
  "followup.pituitary_evaluation": "Une évaluation de la fonction hypophysaire par un endocrinologue.",
  "followup.repeat_thyroid": "Un contrôle de la TSH et de la T4 libre dans six à douze semaines.",
  "followup.free_t4_test": "T4 libre (T4L) pour classer le résultat de la TSH.",
  "followup.inflammation_source": "Un examen médical pour trouver l'origine de l'inflammation, et un contrôle de la CRP.",
  "followup.calcium_pth": "Calcium, phosphate et parathormone (PTH).",
  "followup.recheck_vitamin_d": "Un nouveau dosage de la vitamine D après environ trois mois de supplémentation.",
  "followup.intrinsic_factor": "Anticorps anti-facteur intrinsèque à la recherche d'une maladie de Biermer.",
  "followup.mma_holotc": "Acide méthylmalonique ou B12 active (holotranscobalamine) pour confirmer la carence.",
  "followup.sodium_workup": "Osmolalité sanguine et urinaire et sodium urinaire pour en trouver la cause.",
  "followup.review_medicines_test": "Une revue des médicaments pouvant abaisser le sodium.",
  "followup.electrolytes_repeat": "Un contrôle des électrolytes avec la fonction rénale et la glycémie.",
  "followup.ecg": "Un ECG (électrocardiogramme).",
  "followup.magnesium_check": "Dosage du magnésium.",
  "followup.exclude_hemolysis": "Un nouveau prélèvement pour exclure un potassium faussement élevé dû à un échantillon altéré.",
  "followup.discuss_abnormal": "Discutez des valeurs hors de l'intervalle de référence avec votre médecin, qui pourra les faire recontrôler.",
  "followup.routine": "Aucun examen supplémentaire n'est nécessaire au vu de ces résultats ; suivi habituel selon l'avis de votre médecin.",

  "lifestyle.iron_rich_foods":
    "Consommez des aliments riches en fer comme la viande rouge, les légumineuses et les légumes vert foncé, associez les sources végétales à la vitamine C et évitez le thé ou le café pendant les repas.",
  "lifestyle.reduce_sugars": "Limitez les boissons sucrées, les sucreries et les glucides raffinés, et privilégiez les céréales complètes et les aliments riches en fibres.",
  "lifestyle.weight_activity":
    "Pratiquez au moins 150 minutes d'activité physique par semaine et, en cas de surpoids, visez une perte de 5 à 7 pour cent de votre poids.",
  "lifestyle.heart_healthy_diet":
    "Adoptez une alimentation de type méditerranéen avec légumes, fruits, céréales complètes, légumineuses, noix, huile d'olive et poisson, et limitez les graisses saturées et la charcuterie.",
  "lifestyle.no_smoking": "Ne fumez pas ; l'arrêt du tabac est l'un des moyens les plus efficaces de protéger le cœur et les vaisseaux.",
  "lifestyle.limit_alcohol": "Limitez l'alcool ou évitez-le complètement.",
  "lifestyle.liver_protect": "Évitez l'alcool, visez un poids sain et ne prenez pas de médicaments ou de compléments inutiles.",
  "lifestyle.review_medicines": "Demandez à votre médecin ou à votre pharmacien de revoir vos médicaments et compléments, car certains influencent ces valeurs.",
  "lifestyle.kidney_protect":
    "Évitez la prise régulière d'anti-inflammatoires, mangez moins salé et veillez à bien contrôler la tension artérielle et la glycémie.",
  "lifestyle.vitamin_d_sources":
    "Passez du temps dehors à la lumière du jour et consommez des sources de vitamine D comme les poissons gras et les œufs ; votre médecin peut recommander un complément.",
  "lifestyle.b12_sources": "Consommez des sources de vitamine B12 comme la viande, le poisson, les œufs et les produits laitiers ; en cas d'alimentation végétalienne, un complément de B12 est nécessaire.",
  "lifestyle.folate_sources": "Consommez des aliments riches en folates comme les légumes à feuilles, les légumineuses et les agrumes.",
  "lifestyle.hydration": "Buvez suffisamment, sauf si votre médecin vous a conseillé de limiter les boissons.",
  "lifestyle.general_healthy": "Gardez une alimentation équilibrée, une activité physique régulière, un sommeil suffisant et des bilans de routine.",

  "urgent.critical_item":
    "{name} : {value}. Ce niveau nécessite une prise en charge médicale immédiate : contactez votre médecin aujourd'hui ou rendez-vous aux urgences.",
  "urgent.pattern_item": "{title} : consultez rapidement un médecin, de préférence aujourd'hui.",
  "urgent.symptoms":
    "Rendez-vous immédiatement aux urgences en cas de douleur thoracique, d'essoufflement important, de malaise avec perte de connaissance, de confusion, de palpitations, de faiblesse musculaire marquée ou de signes de saignement.",
  "urgent.none": "Aucun résultat n'atteint un niveau qui nécessite habituellement des soins d'urgence.",

  "disclaimer.text":
    "Cette interprétation a été générée automatiquement à partir des valeurs de laboratoire et de recommandations médicales générales. Elle ne remplace pas un examen ni une consultation avec un médecin, qui peut tenir compte de vos symptômes, de vos antécédents et de vos médicaments.",
  "disclaimer.risk_note": "Les pourcentages de risque sont des indicateurs fondés sur des règles, qui montrent à quel point les valeurs orientent vers une maladie ; ce ne sont pas des probabilités exactes.",

  "score.excellent": "excellent",
  "score.good": "bon",
  "score.fair": "moyen",
  "score.poor": "faible",

  "rec.urgent": "Certaines valeurs sont à un niveau critique : contactez un médecin aujourd'hui.",
  "rec.discuss": "Discutez des valeurs hors de l'intervalle de référence avec votre médecin.",
  "rec.retest": "Faites recontrôler les valeurs anormales selon l'avis de votre médecin pour les confirmer.",
  "rec.keep_habits": "Vos valeurs sont dans une bonne zone : gardez vos bonnes habitudes.",
  "rec.no_data": "Aucune valeur n'a pu être évaluée ; un compte rendu avec intervalles de référence est nécessaire pour calculer un score de santé.",

  "risk.type2_diabetes": "Diabète de type 2",
  "risk.cardiovascular": "Maladie cardiovasculaire",
  "risk.anemia": "Anémie",
  "risk.chronic_kidney_disease": "Maladie rénale chronique",
  "risk.liver_fibrosis": "Fibrose hépatique (stéatose hépatique)",
  "risk.thyroid_dysfunction": "Dysfonctionnement thyroïdien",
  "risk.vitamin_d_deficiency": "Carence en vitamine D",
};
