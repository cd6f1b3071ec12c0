// Portuguese message catalogue (complete; same keys and placeholders as ./en.ts). Brazilian usage.
import type { Catalogue } from "./en";

export const pt: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Resumo",
  "section.findings": "Resultados por sistema do organismo",
  "section.abnormal_values": "O que os valores fora da faixa podem significar",
  "section.patterns": "Padrões reconhecidos",
  "section.follow_up": "Exames complementares sugeridos",
  "section.lifestyle": "Orientações de estilo de vida",
  "section.urgent": "Quando procurar um médico com urgência",
  "section.disclaimer": "Aviso importante",

  "subsection.summary_overview": "Visão geral",
  "subsection.abnormal_values_meaning": "Possível significado",
  "subsection.follow_up_tests": "Exames para conversar com seu médico",
  "subsection.lifestyle_advice": "O que você pode fazer",
  "subsection.urgent_care": "Atendimento urgente",
  "subsection.disclaimer_text": "Isenção de responsabilidade",

  "system.blood": "Hemograma e ferro",
  "system.metabolism": "Glicemia e lipídios",
  "system.liver": "Fígado e proteínas",
  "system.kidney": "Rins e urina",
  "system.electrolytes": "Eletrólitos e minerais",
  "system.hormones": "Hormônios e tireoide",
  "system.vitamins": "Vitaminas",
  "system.immune": "Inflamação e sistema imunológico",
  "system.heart": "Coração e músculos",
  "system.other": "Outros exames",

  "eval.normal": "dentro do intervalo de referência",
  "eval.low": "abaixo do intervalo de referência",
  "eval.high": "acima do intervalo de referência",
  "eval.critical_low": "criticamente baixo",
  "eval.critical_high": "criticamente alto",
  "eval.borderline_low": "ligeiramente abaixo do intervalo de referência",
  "eval.borderline_high": "ligeiramente acima do intervalo de referência",
  "eval.abnormal": "resultado alterado",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "sem intervalo de referência",

  "finding.value": "{name}: {value} (referência {range}), {evaluation}.",
  "finding.in_range": "Dentro do intervalo de referência: {list}.",
  "finding.no_range": "Sem intervalo de referência: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Resultados avaliados: {count}. Dentro do intervalo de referência: {normal}. Fora do intervalo de referência: {abnormal}.",
  "summary.all_normal": "Todos os resultados estão dentro dos seus intervalos de referência, o que é tranquilizador.",
  "summary.critical": "Resultados em nível crítico: {list}. Eles exigem atenção médica imediata.",
  "summary.main_findings": "Principais achados: {list}.",
  "summary.minor_findings":
    "Os desvios são isolados ou leves e não formam um padrão reconhecível; seu médico pode avaliá-los junto com seus sintomas e seu histórico.",
  "summary.no_demographics": "A idade ou o sexo não foram informados; onde eles importam, foram usados limites gerais para adultos.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "Um valor abaixo do intervalo pode ter muitas causas; sua importância depende do tamanho do desvio, dos seus sintomas e dos demais resultados.",
  "meaning.generic.high":
    "Um valor acima do intervalo pode ter muitas causas; sua importância depende do tamanho do desvio, dos seus sintomas e dos demais resultados.",
  "meaning.generic.abnormal": "Este resultado difere do achado normal esperado e deve ser discutido com seu médico.",
  "meaning.hemoglobin.low":
    "Hemoglobina baixa significa anemia: o sangue transporta menos oxigênio, o que pode causar cansaço e falta de ar. Causas comuns são deficiência de ferro, perda de sangue, deficiências de vitaminas e doenças crônicas.",
  "meaning.hemoglobin.high":
    "Hemoglobina alta pode resultar de desidratação, tabagismo, morar em grandes altitudes ou doença pulmonar e, raramente, de uma doença da medula óssea.",
  "meaning.mcv.low": "Glóbulos vermelhos pequenos são típicos da deficiência de ferro e de condições hereditárias como o traço talassêmico.",
  "meaning.mcv.high":
    "Glóbulos vermelhos grandes aparecem na deficiência de vitamina B12 ou de folato, no consumo regular de álcool, em doenças do fígado, no hipotireoidismo e com alguns medicamentos.",
  "meaning.wbc.low": "Uma contagem baixa de glóbulos brancos pode ocorrer após infecções virais ou com alguns medicamentos e, menos frequentemente, refletir um problema da medula óssea ou autoimune.",
  "meaning.wbc.high": "Uma contagem alta de glóbulos brancos geralmente reflete infecção ou inflamação; estresse, tabagismo e corticoides também podem elevá-la.",
  "meaning.neutrophils_abs.low": "Poucos neutrófilos enfraquecem a defesa contra bactérias; infecções virais, medicamentos e algumas variantes hereditárias são causas comuns.",
  "meaning.neutrophils_abs.high": "Neutrófilos aumentados costumam indicar infecção bacteriana, inflamação, estresse físico ou tratamento com corticoides.",
  "meaning.lymphocytes_abs.low": "Linfócitos baixos são comuns durante doenças agudas, estresse e com alguns medicamentos.",
  "meaning.lymphocytes_abs.high": "Linfócitos aumentados geralmente se devem a uma infecção viral; se continuarem altos, seu médico poderá investigar mais.",
  "meaning.eosinophils_abs.high": "Eosinófilos aumentados aparecem em alergias, asma, eczema, infecções por parasitas e com alguns medicamentos.",
  "meaning.platelets.low":
    "Plaquetas baixas podem aumentar a tendência a hematomas ou sangramentos; as causas incluem infecções virais, medicamentos, doenças do fígado e reações imunológicas.",
  "meaning.platelets.high": "Plaquetas altas costumam ser uma reação a inflamação, deficiência de ferro ou sangramento e, raramente, uma doença da medula óssea.",
  "meaning.ferritin.low": "Ferritina baixa mostra que os estoques de ferro do corpo estão esgotados.",
  "meaning.ferritin.high":
    "Ferritina alta costuma se dever a inflamação, fígado gorduroso ou álcool e, menos frequentemente, a sobrecarga de ferro como a hemocromatose.",
  "meaning.iron.low": "Ferro sérico baixo reforça a deficiência de ferro, mas também cai em inflamações e varia ao longo do dia.",
  "meaning.transferrin_saturation.high": "Saturação de transferrina alta pode indicar sobrecarga de ferro e é motivo para investigar hemocromatose.",
  "meaning.glucose.low": "Glicose baixa pode causar tremores, suor e confusão; precisa ser explicada, principalmente sem tratamento para diabetes.",
  "meaning.glucose.high": "Glicose de jejum alta pode indicar pré-diabetes ou diabetes; um valor isolado deve ser confirmado.",
  "meaning.hba1c.high": "A HbA1c reflete a glicose média dos últimos dois a três meses; um valor elevado indica pré-diabetes ou diabetes.",
  "meaning.cholesterol_total.high": "Colesterol total alto contribui para o risco de longo prazo de infarto e AVC.",
  "meaning.ldl_cholesterol.high": "O LDL é o colesterol que se deposita nas paredes das artérias; quanto mais alto, maior o risco cardiovascular a longo prazo.",
  "meaning.hdl_cholesterol.low": "HDL baixo está associado a maior risco cardiovascular e costuma acompanhar sedentarismo, excesso de peso e triglicerídeos altos.",
  "meaning.triglycerides.high":
    "Triglicerídeos altos estão ligados a excesso de peso, consumo de açúcar e álcool e diabetes; valores muito altos podem inflamar o pâncreas.",
  "meaning.alt.high": "ALT elevada indica irritação das células do fígado, mais frequentemente por fígado gorduroso, álcool, medicamentos ou hepatite viral.",
  "meaning.ast.high": "AST elevada pode vir do fígado, mas também dos músculos, por exemplo após exercício intenso.",
  "meaning.ggt.high": "GGT elevada é vista com consumo de álcool, fígado gorduroso, problemas no fluxo da bile e alguns medicamentos.",
  "meaning.alp.high": "Fosfatase alcalina elevada pode vir das vias biliares ou dos ossos; normalmente é mais alta em crianças em crescimento e na gravidez.",
  "meaning.bilirubin_total.high":
    "Bilirrubina elevada pode vir de doenças do fígado ou das vias biliares ou da destruição de glóbulos vermelhos; um aumento leve e inofensivo é comum na síndrome de Gilbert.",
  "meaning.albumin.low": "Albumina baixa pode resultar de inflamação, doença do fígado ou dos rins, ou desnutrição.",
  "meaning.creatinine.high": "Creatinina elevada pode indicar função renal reduzida; massa muscular, desidratação e consumo de carne também a influenciam.",
  "meaning.urea.high": "Ureia elevada pode refletir desidratação, alta ingestão de proteínas, sangramento no intestino ou função renal reduzida.",
  "meaning.egfr.low":
    "Uma TFGe mais baixa significa que os rins filtram menos sangue; abaixo de 60, considera-se doença renal crônica se persistir por mais de três meses.",
  "meaning.uric_acid.high": "Ácido úrico elevado pode causar gota e cálculos renais e está ligado a alimentação, álcool, excesso de peso e alguns medicamentos.",
  "meaning.sodium.low":
    "Sódio baixo geralmente reflete excesso de água em relação ao sal, por exemplo por medicamentos como diuréticos, doenças do coração, do fígado ou dos rins, ou ingestão de quantidades muito grandes de líquido.",
  "meaning.sodium.high": "Sódio alto geralmente significa falta de água no corpo, por exemplo por beber pouco ou por grandes perdas de líquidos.",
  "meaning.potassium.low": "Potássio baixo é frequentemente causado por diuréticos, vômitos ou diarreia e pode levar a fraqueza muscular e alterações do ritmo cardíaco.",
  "meaning.potassium.high":
    "Potássio alto pode alterar o ritmo cardíaco; as causas incluem doença renal e alguns medicamentos, e uma amostra danificada pode dar um valor falsamente alto.",
  "meaning.calcium.low": "Cálcio baixo costuma se dever a albumina baixa; o cálcio realmente baixo ocorre na deficiência de vitamina D ou em problemas das paratireoides.",
  "meaning.calcium.high": "Cálcio alto é causado com mais frequência por uma paratireoide hiperativa e, menos frequentemente, por outras doenças.",
  "meaning.magnesium.low": "Magnésio baixo ocorre com diuréticos, protetores gástricos, álcool e diarreia, e pode baixar o potássio e o cálcio.",
  "meaning.tsh.low": "TSH baixo sugere tireoide hiperativa ou dose alta demais de hormônio tireoidiano.",
  "meaning.tsh.high": "TSH alto sugere tireoide hipoativa, mais frequentemente por tireoidite autoimune (Hashimoto).",
  "meaning.free_t4.low": "T4 livre baixo significa que a tireoide produz pouco hormônio.",
  "meaning.free_t4.high": "T4 livre alto indica excesso de hormônio tireoidiano, por hipertireoidismo ou por medicamento.",
  "meaning.crp.high": "PCR elevada indica inflamação ou infecção em alguma parte do corpo; valores muito altos geralmente apontam para infecção bacteriana.",
  "meaning.hs_crp.high":
    "PCR ultrassensível elevada indica inflamação de baixo grau, que aumenta o risco cardiovascular; valores acima de 10 mg/L geralmente refletem uma doença aguda.",
  "meaning.esr.high": "VHS elevada é um sinal inespecífico de inflamação; também aumenta com a idade, a anemia e a gravidez.",
  "meaning.vitamin_d_25oh.low": "Vitamina D baixa é comum, principalmente no inverno e com pouca exposição ao sol, e pode afetar ossos e músculos.",
  "meaning.vitamin_b12.low":
    "Vitamina B12 baixa pode causar anemia e sintomas nos nervos como formigamento; as causas incluem dieta vegana, má absorção e alguns medicamentos como a metformina.",
  "meaning.folate.low": "Folato baixo pode causar anemia e é importante antes e durante a gravidez; está ligado à alimentação e ao álcool.",
  "meaning.ck.high": "CK elevada vem dos músculos, por exemplo após exercício, lesão ou alguns medicamentos como as estatinas.",
  "meaning.ldh.high": "LDH elevada é um marcador inespecífico de lesão de tecidos, por exemplo destruição de glóbulos vermelhos, músculos ou fígado.",
  "meaning.inr.high":
    "INR elevado significa que o sangue coagula mais devagar; isso é esperado com varfarina e, fora isso, pode indicar doença do fígado ou falta de vitamina K.",
  "meaning.d_dimer.high":
    "D-dímero elevado pode ocorrer com um coágulo, mas também após cirurgias, em infecções, na gravidez e com a idade; é interpretado junto com os sintomas.",
  "meaning.psa_total.high": "PSA elevado pode vir de uma próstata aumentada ou inflamada e, às vezes, de câncer de próstata; precisa de avaliação médica.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "Albumina na urina é um sinal precoce de lesão renal, frequentemente ligada a diabetes ou pressão alta.",
  "meaning.lipase.high": "Lipase elevada indica irritação do pâncreas; valores muito altos com dor abdominal sugerem pancreatite.",
  "meaning.homocysteine.high": "Homocisteína elevada está ligada a níveis baixos de B12, folato ou B6, a doença renal e a maior risco cardiovascular.",

  "pattern.evidence": "Com base em: {list}.",
  "derived.r_ratio": "razão R",
  "derived.fib4": "índice FIB-4",
  "derived.calcium_adjusted": "cálcio corrigido pela albumina",

  "pattern.iron_deficiency_anemia.title": "Anemia por deficiência de ferro",
  "pattern.iron_deficiency_anemia.text":
    "A hemoglobina está baixa e os estoques de ferro estão esgotados, o quadro típico de anemia ferropriva. A causa deve ser investigada, na maioria das vezes perda de sangue (menstruação intensa, intestino) ou ingestão ou absorção insuficiente de ferro.",
  "pattern.iron_deficiency.title": "Deficiência de ferro sem anemia",
  "pattern.iron_deficiency.text":
    "Os estoques de ferro estão esgotados, embora a hemoglobina ainda não esteja baixa. Isso pode causar cansaço e levar à anemia; a causa deve ser esclarecida.",
  "pattern.anemia.microcytic.title": "Anemia com glóbulos vermelhos pequenos (microcítica)",
  "pattern.anemia.microcytic.text":
    "A hemoglobina está abaixo do limite da OMS e os glóbulos vermelhos são pequenos. A causa mais comum é a deficiência de ferro; outra é o traço talassêmico.",
  "pattern.anemia.macrocytic.title": "Anemia com glóbulos vermelhos grandes (macrocítica)",
  "pattern.anemia.macrocytic.text":
    "A hemoglobina está abaixo do limite da OMS e os glóbulos vermelhos são grandes. Causas típicas são deficiência de vitamina B12 ou de folato, álcool, doenças do fígado, hipotireoidismo e alguns medicamentos.",
  "pattern.anemia.normocytic.title": "Anemia com glóbulos vermelhos de tamanho normal (normocítica)",
  "pattern.anemia.normocytic.text":
    "A hemoglobina está abaixo do limite da OMS com glóbulos vermelhos de tamanho normal. Causas possíveis incluem perda de sangue recente, inflamação crônica, doença renal, destruição de glóbulos vermelhos ou uma deficiência mista inicial.",
  "pattern.anemia.unclassified.title": "Anemia",
  "pattern.anemia.unclassified.text": "A hemoglobina está abaixo do limite da OMS. Os índices hematimétricos são necessários para orientar a causa.",
  "pattern.severe_anemia.title": "Anemia grave",
  "pattern.severe_anemia.text": "A hemoglobina está na faixa que a OMS classifica como anemia grave. É necessária uma avaliação médica rápida.",
  "pattern.glycemia.diabetes_range.title": "Glicemia na faixa de diabetes",
  "pattern.glycemia.diabetes_range.text":
    "A glicose de jejum ou a HbA1c atinge ou ultrapassa o limite diagnóstico de diabetes (ADA). O diagnóstico é feito quando um segundo exame confirma o resultado; seu médico vai solicitá-lo.",
  "pattern.glycemia.prediabetes.title": "Pré-diabetes",
  "pattern.glycemia.prediabetes.text":
    "A glicose de jejum ou a HbA1c está na faixa de pré-diabetes (ADA). Isso aumenta o risco de diabetes tipo 2 e de doença cardíaca, e mudanças no estilo de vida muitas vezes normalizam os valores.",
  "pattern.low_glucose.text":
    "A glicose de jejum está baixa. Sem tratamento para diabetes isso é incomum e precisa ser explicado; a demora no processamento da amostra também pode baixar o valor.",
  "pattern.low_glucose.level1.title": "Glicose baixa",
  "pattern.low_glucose.level2.title": "Glicose claramente baixa",
  "pattern.high_ldl.text":
    "O colesterol LDL está elevado. Junto com outros fatores de risco, isso aumenta a longo prazo o risco de infarto e AVC.",
  "pattern.high_ldl.very_high.title": "Colesterol LDL muito alto (possível hipercolesterolemia familiar)",
  "pattern.high_ldl.high.title": "Colesterol LDL alto",
  "pattern.high_ldl.borderline.title": "Colesterol LDL limítrofe alto",
  "pattern.atherogenic_dyslipidemia.title": "Dislipidemia aterogênica",
  "pattern.atherogenic_dyslipidemia.text":
    "Triglicerídeos altos com HDL baixo formam um perfil lipídico típico da resistência à insulina e da síndrome metabólica, que aumenta o risco cardiovascular.",
  "pattern.very_high_triglycerides.title": "Triglicerídeos muito altos",
  "pattern.very_high_triglycerides.text": "Os triglicerídeos estão muito altos, o que aumenta o risco de pancreatite e exige acompanhamento médico.",
  "pattern.elevated_lipoprotein_a.title": "Lipoproteína(a) elevada",
  "pattern.elevated_lipoprotein_a.text":
    "A lipoproteína(a) está elevada. Ela é principalmente hereditária, muda pouco com o estilo de vida e aumenta o risco cardiovascular; por isso, os demais fatores de risco merecem atenção especial.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Exames do fígado: padrão hepatocelular",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "O aumento da ALT supera claramente o da fosfatase alcalina (razão R de 5 ou mais), o que aponta para lesão das próprias células do fígado, por exemplo por fígado gorduroso, hepatite, álcool ou medicamentos.",
  "pattern.liver_injury_pattern.cholestatic.title": "Exames do fígado: padrão colestático",
  "pattern.liver_injury_pattern.cholestatic.text":
    "O aumento da fosfatase alcalina supera o da ALT (razão R de 2 ou menos), o que aponta para um problema no fluxo da bile, por exemplo cálculos ou doença das vias biliares; a fosfatase alcalina também pode vir dos ossos.",
  "pattern.liver_injury_pattern.mixed.title": "Exames do fígado: padrão misto",
  "pattern.liver_injury_pattern.mixed.text":
    "A ALT e a fosfatase alcalina estão elevadas em grau semelhante (razão R entre 2 e 5), um padrão misto que envolve as células do fígado e o fluxo da bile.",
  "pattern.transaminases_raised.title": "Enzimas hepáticas elevadas",
  "pattern.transaminases_raised.text":
    "As transaminases (ALT e/ou AST) estão elevadas. As causas mais comuns são fígado gorduroso, álcool e medicamentos; hepatite e, no caso da AST, esforço muscular são outras possibilidades.",
  "pattern.kidney_function.g2.title": "Função renal levemente diminuída (G2)",
  "pattern.kidney_function.g2.text":
    "A TFGe está na faixa levemente diminuída (G2). Isoladamente, isso é comum com a idade e não é doença renal se não houver outros sinais, como albumina na urina.",
  "pattern.kidney_function.g3a.title": "Função renal leve a moderadamente diminuída (G3a)",
  "pattern.kidney_function.g3a.text":
    "A TFGe está na categoria G3a. Se permanecer nesse nível por mais de três meses, corresponde a doença renal crônica.",
  "pattern.kidney_function.g3b.title": "Função renal moderada a gravemente diminuída (G3b)",
  "pattern.kidney_function.g3b.text":
    "A TFGe está na categoria G3b. Se confirmada, trata-se de doença renal crônica que exige acompanhamento regular e ajuste das doses de medicamentos.",
  "pattern.kidney_function.g4.title": "Função renal gravemente diminuída (G4)",
  "pattern.kidney_function.g4.text": "A TFGe está na categoria G4, função renal gravemente diminuída. Recomenda-se acompanhamento com um nefrologista.",
  "pattern.kidney_function.g5.title": "Faixa de insuficiência renal (G5)",
  "pattern.kidney_function.g5.text": "A TFGe está na categoria G5, a faixa de insuficiência renal. É necessária uma avaliação rápida por um nefrologista.",
  "pattern.albuminuria.text":
    "A urina contém mais albumina do que o normal, um sinal precoce de lesão renal frequentemente ligado a diabetes ou pressão alta.",
  "pattern.albuminuria.a2.title": "Albuminúria moderadamente aumentada (A2)",
  "pattern.albuminuria.a3.title": "Albuminúria gravemente aumentada (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Tireoide hiperativa (hipertireoidismo manifesto)",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "O TSH está suprimido e o T4 livre elevado: a tireoide produz hormônio demais. Causas comuns são a doença de Graves, nódulos de tireoide e tireoidites.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Tireoide hipoativa (hipotireoidismo manifesto)",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "O TSH está elevado e o T4 livre baixo: a tireoide produz pouco hormônio, mais frequentemente por tireoidite autoimune (Hashimoto). Geralmente é tratado com hormônio tireoidiano.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Hormônio tireoidiano baixo sem TSH elevado",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "O T4 livre está baixo embora o TSH não esteja elevado. Isso pode ocorrer durante doenças graves ou com alguns medicamentos e raramente reflete um problema da hipófise.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Hipotireoidismo subclínico com TSH de 10 ou mais",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "O TSH está claramente elevado enquanto o T4 livre ainda está normal. Nesse nível, o tratamento costuma ser considerado, principalmente se houver sintomas ou anticorpos contra a tireoide.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Hipotireoidismo subclínico",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "O TSH está levemente elevado com T4 livre normal. Isso é comum, muitas vezes passageiro, e geralmente é repetido antes de qualquer tratamento.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Hipertireoidismo subclínico com TSH suprimido",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "O TSH está totalmente suprimido com T4 livre normal. Principalmente em pessoas idosas, isso pode afetar o ritmo cardíaco e os ossos e deve ser avaliado.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Hipertireoidismo subclínico",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "O TSH está levemente baixo com T4 livre normal. Isso pode ser passageiro ou estar ligado à medicação para a tireoide e geralmente é repetido.",
  "pattern.thyroid_function.discordant.title": "T4 livre elevado com TSH normal",
  "pattern.thyroid_function.discordant.text":
    "O T4 livre está elevado embora o TSH esteja normal. Muitas vezes isso se deve a medicação para a tireoide, suplementos de biotina ou interferência laboratorial, e deve ser repetido.",
  "pattern.thyroid_function.tsh_high_only.title": "TSH elevado",
  "pattern.thyroid_function.tsh_high_only.text": "O TSH está elevado, o que sugere tireoide hipoativa. O T4 livre é necessário para classificá-lo.",
  "pattern.thyroid_function.tsh_low_only.title": "TSH baixo",
  "pattern.thyroid_function.tsh_low_only.text":
    "O TSH está baixo, o que sugere tireoide hiperativa ou dose alta de hormônio tireoidiano. O T4 livre é necessário para classificá-lo.",
  "pattern.inflammation.text":
    "A PCR está elevada, um sinal de inflamação ou infecção. Quanto mais alto o valor, mais provável é uma infecção bacteriana ou uma doença inflamatória ativa.",
  "pattern.inflammation.marked.title": "Inflamação acentuada",
  "pattern.inflammation.moderate.title": "Sinais claros de inflamação",
  "pattern.inflammation.mild.title": "Sinais leves de inflamação",
  "pattern.vitamin_d_status.text":
    "A vitamina D contribui para a saúde dos ossos, dos músculos e do sistema imunológico. Níveis baixos são comuns e geralmente podem ser corrigidos com suplemento.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Deficiência grave de vitamina D",
  "pattern.vitamin_d_status.deficiency.title": "Deficiência de vitamina D",
  "pattern.vitamin_d_status.insufficiency.title": "Insuficiência de vitamina D",
  "pattern.vitamin_b12_status.text":
    "A vitamina B12 é necessária para a formação do sangue e para os nervos. A deficiência pode causar anemia, cansaço, formigamento e problemas de memória.",
  "pattern.vitamin_b12_status.deficiency.title": "Deficiência de vitamina B12",
  "pattern.vitamin_b12_status.borderline.title": "Vitamina B12 limítrofe",
  "pattern.folate_status.text": "O folato é necessário para a formação do sangue e é especialmente importante antes e durante a gravidez.",
  "pattern.folate_status.deficiency.title": "Deficiência de folato",
  "pattern.folate_status.possible_deficiency.title": "Possível deficiência de folato",
  "pattern.hyponatremia.text":
    "O sódio está baixo (hiponatremia). Causas comuns são medicamentos como diuréticos ou antidepressivos, doenças do coração, do fígado ou dos rins, e beber muita água. Valores acentuados podem causar confusão, quedas e convulsões.",
  "pattern.hyponatremia.profound.title": "Hiponatremia profunda",
  "pattern.hyponatremia.moderate.title": "Hiponatremia moderada",
  "pattern.hyponatremia.mild.title": "Hiponatremia leve",
  "pattern.hypernatremia.text":
    "O sódio está alto (hipernatremia), o que geralmente significa falta de água no corpo por beber pouco ou por perda de líquidos.",
  "pattern.hypernatremia.severe.title": "Hipernatremia grave",
  "pattern.hypernatremia.mild.title": "Hipernatremia",
  "pattern.hypokalemia.text":
    "O potássio está baixo (hipocalemia), mais frequentemente por diuréticos, vômitos ou diarreia. Isso pode causar fraqueza muscular, cãibras e alterações do ritmo cardíaco.",
  "pattern.hypokalemia.severe.title": "Hipocalemia grave",
  "pattern.hypokalemia.moderate.title": "Hipocalemia moderada",
  "pattern.hypokalemia.mild.title": "Hipocalemia leve",
  "pattern.hyperkalemia.text":
    "O potássio está alto (hipercalemia). Isso pode alterar o ritmo cardíaco; as causas incluem doença renal e medicamentos, e uma amostra danificada pode dar um valor falsamente alto.",
  "pattern.hyperkalemia.severe.title": "Hipercalemia grave",
  "pattern.hyperkalemia.moderate.title": "Hipercalemia moderada",
  "pattern.hyperkalemia.mild.title": "Hipercalemia leve",
  "pattern.hypocalcemia.text":
    "O cálcio corrigido pela albumina está baixo (hipocalcemia). As causas incluem deficiência de vitamina D, magnésio baixo e problemas das paratireoides; pode causar formigamento e cãibras.",
  "pattern.hypocalcemia.severe.title": "Hipocalcemia grave",
  "pattern.hypocalcemia.mild.title": "Hipocalcemia",
  "pattern.hypercalcemia.text":
    "O cálcio corrigido pela albumina está alto (hipercalcemia). A causa mais comum é uma paratireoide hiperativa; pode causar sede, prisão de ventre e cálculos renais.",
  "pattern.hypercalcemia.severe.title": "Hipercalcemia grave",
  "pattern.hypercalcemia.moderate.title": "Hipercalcemia moderada",
  "pattern.hypercalcemia.mild.title": "Hipercalcemia leve",

  "followup.iron_studies": "Perfil de ferro (ferro sérico, transferrina, saturação de transferrina) e contagem de reticulócitos.",
  "followup.blood_loss_search": "Investigação de perda de sangue: pesquisa de sangue oculto nas fezes e, em mulheres, avaliação do sangramento menstrual.",
  "followup.coeliac_screen": "Exame de sangue para doença celíaca (IgA antitransglutaminase tecidual) se não for encontrada a causa da deficiência de ferro.",
  "followup.hemoglobin_electrophoresis": "Eletroforese de hemoglobina se o perfil de ferro for normal, para procurar traço talassêmico.",
  "followup.b12_folate": "Dosagem de vitamina B12 e folato.",
  "followup.thyroid_check": "Função da tireoide (TSH).",
  "followup.liver_panel": "Painel hepático completo (ALT, AST, GGT, fosfatase alcalina, bilirrubina, albumina).",
  "followup.reticulocytes_hemolysis": "Reticulócitos, LDH, bilirrubina e haptoglobina para procurar destruição de glóbulos vermelhos.",
  "followup.kidney_check": "Função renal (creatinina, TFGe) e exame de urina.",
  "followup.full_blood_count": "Um hemograma completo com índices hematimétricos (VCM, HCM).",
  "followup.blood_film": "Um esfregaço de sangue periférico.",
  "followup.confirm_glucose": "Repetir a glicose de jejum ou a HbA1c em outro dia para confirmar o resultado.",
  "followup.diabetes_workup": "Se o diabetes for confirmado: função renal, albumina na urina, lipídios, exame dos olhos e avaliação dos pés.",
  "followup.ogtt": "Um teste oral de tolerância à glicose se os resultados continuarem limítrofes.",
  "followup.repeat_glucose": "Nova medida de glicose, com processamento correto da amostra.",
  "followup.lipid_secondary_causes": "Exames para causas secundárias: TSH, glicose de jejum, função hepática e renal.",
  "followup.family_screening": "Dosagem de colesterol em parentes próximos, pois valores muito altos costumam ser hereditários.",
  "followup.cardiovascular_assessment": "Uma avaliação global do risco cardiovascular, incluindo pressão arterial, tabagismo e histórico familiar.",
  "followup.apob_lpa": "Apolipoproteína B e lipoproteína(a) para refinar o risco cardiovascular.",
  "followup.hepatitis_serology": "Exames para hepatite B e C.",
  "followup.liver_ultrasound": "Uma ultrassonografia do fígado.",
  "followup.cholestasis_workup": "GGT para confirmar a origem hepática da fosfatase alcalina e ultrassonografia do fígado e das vias biliares.",
  "followup.repeat_liver_tests": "Repetir os exames do fígado após algumas semanas.",
  "followup.nephrology_referral": "Encaminhamento a um especialista em rins (nefrologista).",
  "followup.acr_urine": "Relação albumina/creatinina na urina (RAC).",
  "followup.repeat_kidney": "Repetir creatinina e TFGe em até três meses para ver se a redução persiste.",
  "followup.repeat_acr": "Repetir a albumina na urina para confirmar, pois exercício, febre ou infecção podem elevá-la temporariamente.",
  "followup.thyroid_antibodies_trab": "Anticorpos antirreceptor de TSH e, se necessário, ultrassonografia ou cintilografia da tireoide.",
  "followup.thyroid_antibodies_tpo": "Anticorpos antitireoperoxidase (anti-TPO).",
  "followup.pituitary_evaluation": "Avaliação da função da hipófise por um endocrinologista.",
  "followup.repeat_thyroid": "Repetir TSH e T4 livre em seis a doze semanas.",
  "followup.free_t4_test": "T4 livre (T4L) para classificar o resultado do TSH.",
  "followup.inflammation_source": "Uma avaliação médica para encontrar a origem da inflamação e repetir a PCR.",
  "followup.calcium_pth": "Cálcio, fosfato e paratormônio (PTH).",
  "followup.recheck_vitamin_d": "Repetir a vitamina D após cerca de três meses de suplementação.",
  "followup.intrinsic_factor": "Anticorpos antifator intrínseco para procurar anemia perniciosa.",
  "followup.mma_holotc": "Ácido metilmalônico ou B12 ativa (holotranscobalamina) para confirmar a deficiência.",
  "followup.sodium_workup": "Osmolalidade do sangue e da urina e sódio urinário para encontrar a causa.",
  "followup.review_medicines_test": "Uma revisão dos medicamentos que podem baixar o sódio.",
  "followup.electrolytes_repeat": "Repetir os eletrólitos junto com a função renal e a glicose.",
  "followup.ecg": "Um ECG (eletrocardiograma).",
  "followup.magnesium_check": "Magnésio.",
  "followup.exclude_hemolysis": "Uma nova amostra de sangue para descartar potássio falsamente alto por amostra danificada.",
  "followup.discuss_abnormal": "Converse com seu médico sobre os valores fora do intervalo de referência; ele poderá repeti-los.",
  "followup.routine": "Com base nestes resultados, não são necessários exames adicionais; mantenha os controles de rotina combinados com seu médico.",

  "lifestyle.iron_rich_foods":
    "Coma alimentos ricos em ferro, como carne vermelha, leguminosas e verduras verde-escuras, combine fontes vegetais com vitamina C e evite chá ou café nas refeições.",
  "lifestyle.reduce_sugars": "Reduza bebidas açucaradas, doces e carboidratos refinados e prefira cereais integrais e alimentos ricos em fibras.",
  "lifestyle.weight_activity":
    "Pratique pelo menos 150 minutos de atividade física por semana e, se estiver acima do peso, procure perder de 5 a 7 por cento do peso.",
  "lifestyle.heart_healthy_diet":
    "Siga uma alimentação de estilo mediterrâneo, com verduras, frutas, cereais integrais, leguminosas, oleaginosas, azeite e peixe, e limite gorduras saturadas e carnes processadas.",
  "lifestyle.no_smoking": "Não fume; parar de fumar é uma das formas mais eficazes de proteger o coração e os vasos sanguíneos.",
  "lifestyle.limit_alcohol": "Limite o álcool ou evite-o completamente.",
  "lifestyle.liver_protect": "Evite o álcool, busque um peso saudável e não tome medicamentos ou suplementos desnecessários.",
  "lifestyle.review_medicines": "Peça ao seu médico ou farmacêutico para revisar seus medicamentos e suplementos, pois alguns afetam esses valores.",
  "lifestyle.kidney_protect":
    "Evite o uso regular de anti-inflamatórios para dor, coma menos sal e mantenha a pressão arterial e a glicose bem controladas.",
  "lifestyle.vitamin_d_sources":
    "Passe tempo ao ar livre com luz do dia e consuma fontes de vitamina D, como peixes gordurosos e ovos; seu médico pode recomendar um suplemento.",
  "lifestyle.b12_sources": "Inclua fontes de vitamina B12, como carne, peixe, ovos e laticínios; se você segue uma dieta vegana, tome um suplemento de B12.",
  "lifestyle.folate_sources": "Coma alimentos ricos em folato, como verduras de folha, leguminosas e frutas cítricas.",
  "lifestyle.hydration": "Beba líquidos suficientes, a menos que seu médico tenha orientado restringi-los.",
  "lifestyle.general_healthy": "Mantenha uma alimentação equilibrada, atividade física regular, sono suficiente e consultas de rotina.",

  "urgent.critical_item":
    "{name}: {value}. Este nível exige atenção médica imediata: entre em contato com seu médico hoje ou procure um pronto-socorro.",
  "urgent.pattern_item": "{title}: procure um médico o quanto antes, de preferência hoje.",
  "urgent.symptoms":
    "Procure atendimento de emergência imediatamente se tiver dor no peito, falta de ar intensa, desmaio, confusão, palpitações, fraqueza muscular acentuada ou sinais de sangramento.",
  "urgent.none": "Nenhum resultado está em um nível que normalmente exija atendimento de emergência.",

  "disclaimer.text":
    "Esta interpretação foi gerada automaticamente a partir dos valores laboratoriais e de diretrizes médicas gerais. Ela não substitui um exame nem uma consulta com um médico, que pode levar em conta seus sintomas, seu histórico e seus medicamentos.",
  "disclaimer.risk_note": "Os percentuais de risco são indicadores baseados em regras do quanto os valores apontam para uma doença, e não probabilidades exatas.",

  "score.excellent": "excelente",
  "score.good": "bom",
  "score.fair": "regular",
  "score.poor": "ruim",

  "rec.urgent": "Alguns valores estão em nível crítico: procure um médico hoje.",
  "rec.discuss": "Converse com seu médico sobre os valores fora do intervalo de referência.",
  "rec.retest": "Repita os exames alterados conforme orientação médica para confirmá-los.",
  "rec.keep_habits": "Seus valores estão em uma boa faixa: mantenha seus hábitos atuais.",
  "rec.no_data": "Nenhum valor pôde ser pontuado; para um escore de saúde é necessário um laudo com intervalos de referência.",

  "risk.type2_diabetes": "Diabetes tipo 2",
  "risk.cardiovascular": "Doença cardiovascular",
  "risk.anemia": "Anemia",
  "risk.chronic_kidney_disease": "Doença renal crônica",
  "risk.liver_fibrosis": "Fibrose hepática (doença hepática gordurosa)",
  "risk.thyroid_dysfunction": "Disfunção da tireoide",
  "risk.vitamin_d_deficiency": "Deficiência de vitamina D",
};
