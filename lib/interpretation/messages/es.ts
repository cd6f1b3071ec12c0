// Spanish message catalogue (complete; same keys and placeholders as ./en.ts).
import type { Catalogue } from "./en";

export const es: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Resumen",
  "section.findings": "Resultados por sistema del organismo",
  "section.abnormal_values": "Qué pueden significar los valores fuera de rango",
  "section.patterns": "Patrones reconocidos",
  "section.follow_up": "Pruebas de seguimiento sugeridas",
  "section.lifestyle": "Consejos sobre el estilo de vida",
  "section.urgent": "Cuándo acudir al médico con urgencia",
  "section.disclaimer": "Nota importante",

  "subsection.summary_overview": "Visión general",
  "subsection.abnormal_values_meaning": "Posible significado",
  "subsection.follow_up_tests": "Pruebas para comentar con su médico",
  "subsection.lifestyle_advice": "Qué puede hacer usted",
  "subsection.urgent_care": "Atención urgente",
  "subsection.disclaimer_text": "Aviso",

  "system.blood": "Hemograma y hierro",
  "system.metabolism": "Glucosa y lípidos",
  "system.liver": "Hígado y proteínas",
  "system.kidney": "Riñones y orina",
  "system.electrolytes": "Electrolitos y minerales",
  "system.hormones": "Hormonas y tiroides",
  "system.vitamins": "Vitaminas",
  "system.immune": "Inflamación y sistema inmunitario",
  "system.heart": "Corazón y músculos",
  "system.other": "Otras pruebas",

  "eval.normal": "dentro del rango de referencia",
  "eval.low": "por debajo del rango de referencia",
  "eval.high": "por encima del rango de referencia",
  "eval.critical_low": "críticamente bajo",
  "eval.critical_high": "críticamente alto",
  "eval.borderline_low": "ligeramente por debajo del rango de referencia",
  "eval.borderline_high": "ligeramente por encima del rango de referencia",
  "eval.abnormal": "resultado anormal",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "sin rango de referencia",

  "finding.value": "{name}: {value} (referencia {range}), {evaluation}.",
  "finding.in_range": "Dentro del rango de referencia: {list}.",
  "finding.no_range": "Sin rango de referencia: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Resultados evaluados: {count}. Dentro del rango de referencia: {normal}. Fuera del rango de referencia: {abnormal}.",
  "summary.all_normal": "Todos los resultados están dentro de sus rangos de referencia, lo cual es tranquilizador.",
  "summary.critical": "Resultados en nivel crítico: {list}. Requieren atención médica inmediata.",
  "summary.main_findings": "Hallazgos principales: {list}.",
  "summary.minor_findings":
    "Las desviaciones son aisladas o leves y no forman un patrón reconocible; su médico puede valorarlas junto con sus síntomas y antecedentes.",
  "summary.no_demographics": "No se indicó la edad o el sexo, por lo que se usaron umbrales generales para adultos donde dependen de ellos.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "Un valor por debajo del rango puede tener muchas causas; su importancia depende de cuánto se desvía, de sus síntomas y del resto de resultados.",
  "meaning.generic.high":
    "Un valor por encima del rango puede tener muchas causas; su importancia depende de cuánto se desvía, de sus síntomas y del resto de resultados.",
  "meaning.generic.abnormal": "Este resultado difiere del hallazgo normal esperado y debe comentarse con su médico.",
  "meaning.hemoglobin.low":
    "Una hemoglobina baja significa anemia: la sangre transporta menos oxígeno, lo que puede causar cansancio y falta de aire. Las causas frecuentes son la falta de hierro, la pérdida de sangre, los déficits vitamínicos y las enfermedades crónicas.",
  "meaning.hemoglobin.high":
    "Una hemoglobina alta puede deberse a deshidratación, tabaquismo, vivir a gran altitud o enfermedad pulmonar, y rara vez a un trastorno de la médula ósea.",
  "meaning.mcv.low": "Los glóbulos rojos pequeños son típicos de la falta de hierro y de rasgos hereditarios como el rasgo talasémico.",
  "meaning.mcv.high":
    "Los glóbulos rojos grandes aparecen con el déficit de vitamina B12 o de folato, el consumo habitual de alcohol, las enfermedades del hígado, el hipotiroidismo y algunos medicamentos.",
  "meaning.wbc.low": "Un recuento bajo de glóbulos blancos puede seguir a infecciones víricas o a algunos medicamentos y, con menos frecuencia, reflejar un problema de la médula ósea o autoinmune.",
  "meaning.wbc.high": "Un recuento alto de glóbulos blancos suele reflejar una infección o inflamación; el estrés, el tabaco y los corticoides también pueden elevarlo.",
  "meaning.neutrophils_abs.low": "Pocos neutrófilos debilitan la defensa frente a las bacterias; las infecciones víricas, los medicamentos y algunas variantes hereditarias son causas frecuentes.",
  "meaning.neutrophils_abs.high": "Los neutrófilos elevados suelen indicar una infección bacteriana, inflamación, estrés físico o tratamiento con corticoides.",
  "meaning.lymphocytes_abs.low": "Los linfocitos bajos son frecuentes durante enfermedades agudas, el estrés y con algunos medicamentos.",
  "meaning.lymphocytes_abs.high": "Los linfocitos elevados suelen deberse a una infección vírica; si se mantienen altos, su médico puede estudiarlo más.",
  "meaning.eosinophils_abs.high": "Los eosinófilos elevados aparecen en alergias, asma, eccema, infecciones por parásitos y con algunos medicamentos.",
  "meaning.platelets.low":
    "Las plaquetas bajas pueden aumentar la tendencia a los moratones o al sangrado; entre las causas están las infecciones víricas, los medicamentos, las enfermedades del hígado y las reacciones inmunitarias.",
  "meaning.platelets.high": "Las plaquetas altas suelen ser una reacción a inflamación, falta de hierro o sangrado, y rara vez un trastorno de la médula ósea.",
  "meaning.ferritin.low": "Una ferritina baja indica que las reservas de hierro del organismo están agotadas.",
  "meaning.ferritin.high":
    "Una ferritina alta suele deberse a inflamación, hígado graso o alcohol y, con menos frecuencia, a sobrecarga de hierro como la hemocromatosis.",
  "meaning.iron.low": "Un hierro sérico bajo apoya la falta de hierro, pero también disminuye con la inflamación y varía a lo largo del día.",
  "meaning.transferrin_saturation.high": "Una saturación de transferrina alta puede indicar sobrecarga de hierro y es motivo para descartar una hemocromatosis.",
  "meaning.glucose.low": "Una glucosa baja puede causar temblor, sudoración y confusión; debe explicarse, sobre todo si no se recibe tratamiento para la diabetes.",
  "meaning.glucose.high": "Una glucosa en ayunas alta puede indicar prediabetes o diabetes; un valor aislado debe confirmarse.",
  "meaning.hba1c.high": "La HbA1c refleja la glucosa media de los últimos dos a tres meses; un valor elevado indica prediabetes o diabetes.",
  "meaning.cholesterol_total.high": "Un colesterol total alto contribuye al riesgo a largo plazo de infarto e ictus.",
  "meaning.ldl_cholesterol.high": "El LDL es el colesterol que se deposita en las paredes de las arterias; cuanto más alto, mayor es el riesgo cardiovascular a largo plazo.",
  "meaning.hdl_cholesterol.low": "Un colesterol HDL bajo se asocia a mayor riesgo cardiovascular y suele acompañar al sedentarismo, el exceso de peso y los triglicéridos altos.",
  "meaning.triglycerides.high":
    "Los triglicéridos altos se relacionan con el exceso de peso, el consumo de azúcar y alcohol y la diabetes; valores muy altos pueden inflamar el páncreas.",
  "meaning.alt.high": "Una ALT elevada indica irritación de las células del hígado, con mayor frecuencia por hígado graso, alcohol, medicamentos o hepatitis vírica.",
  "meaning.ast.high": "Una AST elevada puede proceder del hígado, pero también de los músculos, por ejemplo tras un ejercicio intenso.",
  "meaning.ggt.high": "Una GGT elevada se observa con el consumo de alcohol, el hígado graso, los problemas de drenaje biliar y algunos medicamentos.",
  "meaning.alp.high": "Una fosfatasa alcalina elevada puede proceder de las vías biliares o del hueso; es normalmente más alta en niños en crecimiento y en el embarazo.",
  "meaning.bilirubin_total.high":
    "Una bilirrubina elevada puede deberse a enfermedades del hígado o de las vías biliares o a la destrucción de glóbulos rojos; un aumento leve e inofensivo es frecuente en el síndrome de Gilbert.",
  "meaning.albumin.low": "Una albúmina baja puede deberse a inflamación, enfermedad del hígado o del riñón, o a desnutrición.",
  "meaning.creatinine.high": "Una creatinina elevada puede indicar una función renal reducida; la masa muscular, la deshidratación y el consumo de carne también influyen.",
  "meaning.urea.high": "Una urea elevada puede reflejar deshidratación, una dieta rica en proteínas, un sangrado digestivo o una función renal reducida.",
  "meaning.egfr.low":
    "Un FGe más bajo significa que los riñones filtran menos sangre; por debajo de 60 se considera enfermedad renal crónica si persiste más de tres meses.",
  "meaning.uric_acid.high": "Un ácido úrico elevado puede causar gota y cálculos renales y se relaciona con la dieta, el alcohol, el exceso de peso y algunos medicamentos.",
  "meaning.sodium.low":
    "Un sodio bajo suele reflejar demasiada agua en relación con la sal, por ejemplo por medicamentos como los diuréticos, enfermedades del corazón, el hígado o el riñón, o por beber cantidades muy grandes.",
  "meaning.sodium.high": "Un sodio alto suele significar que al cuerpo le falta agua, por ejemplo por beber poco o por grandes pérdidas de líquidos.",
  "meaning.potassium.low": "Un potasio bajo suele deberse a diuréticos, vómitos o diarrea y puede causar debilidad muscular y alteraciones del ritmo cardíaco.",
  "meaning.potassium.high":
    "Un potasio alto puede alterar el ritmo cardíaco; entre las causas están la enfermedad renal y algunos medicamentos, y una muestra dañada puede dar un valor falsamente alto.",
  "meaning.calcium.low": "Un calcio bajo suele deberse a una albúmina baja; el calcio realmente bajo aparece con el déficit de vitamina D o con problemas de las paratiroides.",
  "meaning.calcium.high": "Un calcio alto se debe con mayor frecuencia a una glándula paratiroides hiperactiva y, con menos frecuencia, a otras enfermedades.",
  "meaning.magnesium.low": "Un magnesio bajo aparece con diuréticos, protectores gástricos, alcohol y diarrea, y puede hacer bajar el potasio y el calcio.",
  "meaning.tsh.low": "Una TSH baja sugiere una tiroides hiperactiva o una dosis demasiado alta de hormona tiroidea.",
  "meaning.tsh.high": "Una TSH alta sugiere una tiroides hipoactiva, con mayor frecuencia por tiroiditis autoinmune (Hashimoto).",
  "meaning.free_t4.low": "Una T4 libre baja significa que la tiroides produce muy poca hormona.",
  "meaning.free_t4.high": "Una T4 libre alta indica exceso de hormona tiroidea, por hipertiroidismo o por medicación.",
  "meaning.crp.high": "Una PCR elevada indica inflamación o infección en alguna parte del cuerpo; los valores muy altos suelen apuntar a una infección bacteriana.",
  "meaning.hs_crp.high":
    "Una PCR ultrasensible elevada indica una inflamación de bajo grado que aumenta el riesgo cardiovascular; los valores por encima de 10 mg/L suelen reflejar una enfermedad aguda.",
  "meaning.esr.high": "Una VSG elevada es un signo inespecífico de inflamación; también aumenta con la edad, la anemia y el embarazo.",
  "meaning.vitamin_d_25oh.low": "La vitamina D baja es frecuente, sobre todo en invierno y con poca exposición al sol, y puede afectar a los huesos y los músculos.",
  "meaning.vitamin_b12.low":
    "Una vitamina B12 baja puede causar anemia y síntomas nerviosos como hormigueo; entre las causas están la dieta vegana, la mala absorción y algunos medicamentos como la metformina.",
  "meaning.folate.low": "Un folato bajo puede causar anemia y es importante antes y durante el embarazo; se relaciona con la dieta y el alcohol.",
  "meaning.ck.high": "Una CK elevada procede del músculo, por ejemplo tras el ejercicio, una lesión o algunos medicamentos como las estatinas.",
  "meaning.ldh.high": "Una LDH elevada es un marcador inespecífico de daño tisular, por ejemplo por destrucción de glóbulos rojos, músculo o hígado.",
  "meaning.inr.high":
    "Un INR elevado significa que la sangre coagula más lentamente; es lo esperado con acenocumarol o warfarina y, si no, puede indicar enfermedad hepática o falta de vitamina K.",
  "meaning.d_dimer.high":
    "Un dímero D elevado puede aparecer con un coágulo, pero también tras una cirugía, con infecciones, en el embarazo y con la edad; se interpreta junto con los síntomas.",
  "meaning.psa_total.high": "Un PSA elevado puede deberse a una próstata agrandada o inflamada y, a veces, a un cáncer de próstata; requiere valoración médica.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "La albúmina en la orina es un signo temprano de daño renal, a menudo relacionado con la diabetes o la hipertensión arterial.",
  "meaning.lipase.high": "Una lipasa elevada indica irritación del páncreas; valores muy altos con dolor abdominal sugieren pancreatitis.",
  "meaning.homocysteine.high": "Una homocisteína elevada se relaciona con niveles bajos de B12, folato o B6, enfermedad renal y un mayor riesgo cardiovascular.",

  "pattern.evidence": "Basado en: {list}.",
  "derived.r_ratio": "cociente R",
  "derived.fib4": "índice FIB-4",
  "derived.calcium_adjusted": "calcio corregido por albúmina",

  "pattern.iron_deficiency_anemia.title": "Anemia ferropénica",
  "pattern.iron_deficiency_anemia.text":
    "La hemoglobina está baja y las reservas de hierro agotadas, el cuadro típico de una anemia ferropénica. Hay que buscar la causa, con mayor frecuencia pérdidas de sangre (reglas abundantes, aparato digestivo) o un aporte o absorción insuficientes de hierro.",
  "pattern.iron_deficiency.title": "Déficit de hierro sin anemia",
  "pattern.iron_deficiency.text":
    "Las reservas de hierro están agotadas aunque la hemoglobina aún no está baja. Puede causar cansancio y llevar a una anemia; conviene aclarar la causa.",
  "pattern.anemia.microcytic.title": "Anemia con glóbulos rojos pequeños (microcítica)",
  "pattern.anemia.microcytic.text":
    "La hemoglobina está por debajo del umbral de la OMS y los glóbulos rojos son pequeños. La causa más frecuente es la falta de hierro; otra es el rasgo talasémico.",
  "pattern.anemia.macrocytic.title": "Anemia con glóbulos rojos grandes (macrocítica)",
  "pattern.anemia.macrocytic.text":
    "La hemoglobina está por debajo del umbral de la OMS y los glóbulos rojos son grandes. Causas típicas son el déficit de vitamina B12 o de folato, el alcohol, las enfermedades del hígado, el hipotiroidismo y algunos medicamentos.",
  "pattern.anemia.normocytic.title": "Anemia con glóbulos rojos de tamaño normal (normocítica)",
  "pattern.anemia.normocytic.text":
    "La hemoglobina está por debajo del umbral de la OMS con glóbulos rojos de tamaño normal. Entre las causas posibles están una pérdida de sangre reciente, la inflamación crónica, la enfermedad renal, la destrucción de glóbulos rojos o un déficit mixto incipiente.",
  "pattern.anemia.unclassified.title": "Anemia",
  "pattern.anemia.unclassified.text": "La hemoglobina está por debajo del umbral de la OMS. Se necesitan los índices eritrocitarios para orientar la causa.",
  "pattern.severe_anemia.title": "Anemia grave",
  "pattern.severe_anemia.text": "La hemoglobina está en el rango que la OMS clasifica como anemia grave. Requiere una valoración médica rápida.",
  "pattern.glycemia.diabetes_range.title": "Glucosa en rango de diabetes",
  "pattern.glycemia.diabetes_range.text":
    "La glucosa en ayunas o la HbA1c alcanza o supera el umbral diagnóstico de diabetes (ADA). La diabetes se diagnostica cuando una segunda prueba confirma el resultado; su médico la solicitará.",
  "pattern.glycemia.prediabetes.title": "Prediabetes",
  "pattern.glycemia.prediabetes.text":
    "La glucosa en ayunas o la HbA1c está en rango de prediabetes (ADA). Esto aumenta el riesgo de diabetes tipo 2 y de enfermedad cardíaca, y los cambios en el estilo de vida a menudo pueden normalizar los valores.",
  "pattern.low_glucose.text":
    "La glucosa en ayunas está baja. Sin tratamiento para la diabetes es poco habitual y debe explicarse; un retraso en el procesamiento de la muestra también puede bajar el valor.",
  "pattern.low_glucose.level1.title": "Glucosa baja",
  "pattern.low_glucose.level2.title": "Glucosa claramente baja",
  "pattern.high_ldl.text":
    "El colesterol LDL está elevado. Junto con otros factores de riesgo, aumenta a largo plazo el riesgo de infarto e ictus.",
  "pattern.high_ldl.very_high.title": "Colesterol LDL muy alto (posible hipercolesterolemia familiar)",
  "pattern.high_ldl.high.title": "Colesterol LDL alto",
  "pattern.high_ldl.borderline.title": "Colesterol LDL en el límite alto",
  "pattern.atherogenic_dyslipidemia.title": "Dislipidemia aterogénica",
  "pattern.atherogenic_dyslipidemia.text":
    "Los triglicéridos altos con un colesterol HDL bajo forman un perfil lipídico típico de la resistencia a la insulina y del síndrome metabólico, y aumentan el riesgo cardiovascular.",
  "pattern.very_high_triglycerides.title": "Triglicéridos muy altos",
  "pattern.very_high_triglycerides.text": "Los triglicéridos están muy altos, lo que aumenta el riesgo de pancreatitis y requiere seguimiento médico.",
  "pattern.elevated_lipoprotein_a.title": "Lipoproteína(a) elevada",
  "pattern.elevated_lipoprotein_a.text":
    "La lipoproteína(a) está elevada. Es mayoritariamente hereditaria, apenas cambia con el estilo de vida y aumenta el riesgo cardiovascular, por lo que los demás factores de riesgo merecen especial atención.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Perfil hepático: patrón hepatocelular",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "El aumento de la ALT supera claramente al de la fosfatasa alcalina (cociente R de 5 o más), lo que apunta a una lesión de las propias células del hígado, por ejemplo por hígado graso, hepatitis, alcohol o medicamentos.",
  "pattern.liver_injury_pattern.cholestatic.title": "Perfil hepático: patrón colestásico",
  "pattern.liver_injury_pattern.cholestatic.text":
    "El aumento de la fosfatasa alcalina supera al de la ALT (cociente R de 2 o menos), lo que apunta a un problema del drenaje de la bilis, por ejemplo cálculos o una enfermedad de las vías biliares; la fosfatasa alcalina también puede proceder del hueso.",
  "pattern.liver_injury_pattern.mixed.title": "Perfil hepático: patrón mixto",
  "pattern.liver_injury_pattern.mixed.text":
    "La ALT y la fosfatasa alcalina están elevadas en grado similar (cociente R entre 2 y 5), un patrón mixto con afectación de las células hepáticas y del drenaje biliar.",
  "pattern.transaminases_raised.title": "Enzimas hepáticas elevadas",
  "pattern.transaminases_raised.text":
    "Las transaminasas (ALT y/o AST) están elevadas. Las causas más frecuentes son el hígado graso, el alcohol y los medicamentos; otras posibilidades son una hepatitis y, en el caso de la AST, un esfuerzo muscular.",
  "pattern.kidney_function.g2.title": "Función renal levemente disminuida (G2)",
  "pattern.kidney_function.g2.text":
    "El FGe está en el rango levemente disminuido (G2). Por sí solo es frecuente con la edad y no constituye enfermedad renal si no hay otros signos, como albúmina en la orina.",
  "pattern.kidney_function.g3a.title": "Función renal leve a moderadamente disminuida (G3a)",
  "pattern.kidney_function.g3a.text":
    "El FGe está en la categoría G3a. Si se mantiene en este nivel más de tres meses, corresponde a una enfermedad renal crónica.",
  "pattern.kidney_function.g3b.title": "Función renal moderada a gravemente disminuida (G3b)",
  "pattern.kidney_function.g3b.text":
    "El FGe está en la categoría G3b. Si se confirma, se trata de una enfermedad renal crónica que requiere controles periódicos y ajuste de las dosis de medicamentos.",
  "pattern.kidney_function.g4.title": "Función renal gravemente disminuida (G4)",
  "pattern.kidney_function.g4.text": "El FGe está en la categoría G4, una función renal gravemente disminuida. Se recomienda seguimiento por un nefrólogo.",
  "pattern.kidney_function.g5.title": "Rango de insuficiencia renal (G5)",
  "pattern.kidney_function.g5.text": "El FGe está en la categoría G5, el rango de la insuficiencia renal. Requiere una valoración rápida por un nefrólogo.",
  "pattern.albuminuria.text":
    "La orina contiene más albúmina de lo normal, un signo temprano de daño renal a menudo relacionado con la diabetes o la hipertensión arterial.",
  "pattern.albuminuria.a2.title": "Albuminuria moderadamente aumentada (A2)",
  "pattern.albuminuria.a3.title": "Albuminuria gravemente aumentada (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Tiroides hiperactiva (hipertiroidismo manifiesto)",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "La TSH está suprimida y la T4 libre elevada: la tiroides produce demasiada hormona. Causas frecuentes son la enfermedad de Graves, los nódulos tiroideos y las tiroiditis.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Tiroides hipoactiva (hipotiroidismo manifiesto)",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "La TSH está elevada y la T4 libre baja: la tiroides produce muy poca hormona, con mayor frecuencia por tiroiditis autoinmune (Hashimoto). Suele tratarse con hormona tiroidea.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Hormona tiroidea baja sin TSH elevada",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "La T4 libre está baja aunque la TSH no está elevada. Puede ocurrir durante enfermedades graves o con algunos medicamentos y rara vez refleja un problema de la hipófisis.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Hipotiroidismo subclínico con TSH de 10 o más",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "La TSH está claramente elevada mientras la T4 libre sigue normal. En este nivel a menudo se valora el tratamiento, sobre todo si hay síntomas o anticuerpos tiroideos.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Hipotiroidismo subclínico",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "La TSH está ligeramente elevada con una T4 libre normal. Es frecuente, a menudo transitorio, y suele repetirse antes de cualquier tratamiento.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Hipertiroidismo subclínico con TSH suprimida",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "La TSH está totalmente suprimida con una T4 libre normal. Sobre todo en personas mayores puede afectar al ritmo cardíaco y a los huesos, y debe valorarse.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Hipertiroidismo subclínico",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "La TSH está ligeramente baja con una T4 libre normal. Puede ser transitorio o deberse a la medicación tiroidea y suele repetirse.",
  "pattern.thyroid_function.discordant.title": "T4 libre elevada con TSH normal",
  "pattern.thyroid_function.discordant.text":
    "La T4 libre está elevada aunque la TSH es normal. A menudo se debe a medicación tiroidea, suplementos de biotina o interferencias de laboratorio, y debe repetirse.",
  "pattern.thyroid_function.tsh_high_only.title": "TSH elevada",
  "pattern.thyroid_function.tsh_high_only.text": "La TSH está elevada, lo que sugiere una tiroides hipoactiva. Se necesita la T4 libre para clasificarla.",
  "pattern.thyroid_function.tsh_low_only.title": "TSH baja",
  "pattern.thyroid_function.tsh_low_only.text":
    "La TSH está baja, lo que sugiere una tiroides hiperactiva o una dosis alta de hormona tiroidea. Se necesita la T4 libre para clasificarla.",
  "pattern.inflammation.text":
    "La PCR está elevada, un signo de inflamación o infección. Cuanto más alto es el valor, más probable es una infección bacteriana o una enfermedad inflamatoria activa.",
  "pattern.inflammation.marked.title": "Inflamación marcada",
  "pattern.inflammation.moderate.title": "Signos claros de inflamación",
  "pattern.inflammation.mild.title": "Signos leves de inflamación",
  "pattern.vitamin_d_status.text":
    "La vitamina D contribuye a la salud de los huesos, los músculos y el sistema inmunitario. Los niveles bajos son frecuentes y suelen corregirse con un suplemento.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Déficit grave de vitamina D",
  "pattern.vitamin_d_status.deficiency.title": "Déficit de vitamina D",
  "pattern.vitamin_d_status.insufficiency.title": "Insuficiencia de vitamina D",
  "pattern.vitamin_b12_status.text":
    "La vitamina B12 es necesaria para formar la sangre y para los nervios. Su déficit puede causar anemia, cansancio, hormigueo y problemas de memoria.",
  "pattern.vitamin_b12_status.deficiency.title": "Déficit de vitamina B12",
  "pattern.vitamin_b12_status.borderline.title": "Vitamina B12 en el límite",
  "pattern.folate_status.text": "El folato es necesario para formar la sangre y es especialmente importante antes y durante el embarazo.",
  "pattern.folate_status.deficiency.title": "Déficit de folato",
  "pattern.folate_status.possible_deficiency.title": "Posible déficit de folato",
  "pattern.hyponatremia.text":
    "El sodio está bajo (hiponatremia). Causas frecuentes son medicamentos como los diuréticos o los antidepresivos, enfermedades del corazón, el hígado o el riñón, y beber mucha agua. Los valores marcados pueden causar confusión, caídas y convulsiones.",
  "pattern.hyponatremia.profound.title": "Hiponatremia profunda",
  "pattern.hyponatremia.moderate.title": "Hiponatremia moderada",
  "pattern.hyponatremia.mild.title": "Hiponatremia leve",
  "pattern.hypernatremia.text":
    "El sodio está alto (hipernatremia), lo que suele significar falta de agua en el organismo por beber poco o por pérdidas de líquidos.",
  "pattern.hypernatremia.severe.title": "Hipernatremia grave",
  "pattern.hypernatremia.mild.title": "Hipernatremia",
  "pattern.hypokalemia.text":
    "El potasio está bajo (hipopotasemia), con mayor frecuencia por diuréticos, vómitos o diarrea. Puede causar debilidad muscular, calambres y alteraciones del ritmo cardíaco.",
  "pattern.hypokalemia.severe.title": "Hipopotasemia grave",
  "pattern.hypokalemia.moderate.title": "Hipopotasemia moderada",
  "pattern.hypokalemia.mild.title": "Hipopotasemia leve",
  "pattern.hyperkalemia.text":
    "El potasio está alto (hiperpotasemia). Puede alterar el ritmo cardíaco; entre las causas están la enfermedad renal y los medicamentos, y una muestra dañada puede dar un valor falsamente alto.",
  "pattern.hyperkalemia.severe.title": "Hiperpotasemia grave",
  "pattern.hyperkalemia.moderate.title": "Hiperpotasemia moderada",
  "pattern.hyperkalemia.mild.title": "Hiperpotasemia leve",
  "pattern.hypocalcemia.text":
    "El calcio corregido por albúmina está bajo (hipocalcemia). Entre las causas están el déficit de vitamina D, el magnesio bajo y los problemas de las paratiroides; puede causar hormigueo y calambres.",
  "pattern.hypocalcemia.severe.title": "Hipocalcemia grave",
  "pattern.hypocalcemia.mild.title": "Hipocalcemia",
  "pattern.hypercalcemia.text":
    "El calcio corregido por albúmina está alto (hipercalcemia). La causa más frecuente es una glándula paratiroides hiperactiva; puede causar sed, estreñimiento y cálculos renales.",
  "pattern.hypercalcemia.severe.title": "Hipercalcemia grave",
  "pattern.hypercalcemia.moderate.title": "Hipercalcemia moderada",
  "pattern.hypercalcemia.mild.title": "Hipercalcemia leve",

  "followup.iron_studies": "Estudio del hierro (hierro sérico, transferrina, saturación de transferrina) y recuento de reticulocitos.",
  "followup.blood_loss_search": "Búsqueda de pérdidas de sangre: test de sangre oculta en heces y, en mujeres, valoración de las reglas.",
  "followup.coeliac_screen": "Análisis de enfermedad celíaca (IgA antitransglutaminasa tisular) si no se encuentra la causa del déficit de hierro.",
  "followup.hemoglobin_electrophoresis": "Electroforesis de hemoglobina si el estudio del hierro es normal, para buscar un rasgo talasémico.",
  "followup.b12_folate": "Niveles de vitamina B12 y folato.",
  "followup.thyroid_check": "Función tiroidea (TSH).",
  "followup.liver_panel": "Perfil hepático completo (ALT, AST, GGT, fosfatasa alcalina, bilirrubina, albúmina).",
  "followup.reticulocytes_hemolysis": "Reticulocitos, LDH, bilirrubina y haptoglobina para buscar destrucción de glóbulos rojos.",
  "followup.kidney_check": "Función renal (creatinina, FGe) y análisis de orina.",
  "followup.full_blood_count": "Un hemograma completo con índices eritrocitarios (VCM, HCM).",
  "followup.blood_film": "Un frotis de sangre periférica.",
  "followup.confirm_glucose": "Repetir la glucosa en ayunas o la HbA1c otro día para confirmar el resultado.",
  "followup.diabetes_workup": "Si se confirma la diabetes: función renal, albúmina en orina, lípidos, revisión de la vista y de los pies.",
  "followup.ogtt": "Una sobrecarga oral de glucosa si los resultados siguen en el límite.",
  "followup.repeat_glucose": "Repetir la medición de glucosa, cuidando el procesamiento de la muestra.",
  "followup.lipid_secondary_causes": "Pruebas de causas secundarias: TSH, glucosa en ayunas, función hepática y renal.",
  "followup.family_screening": "Medir el colesterol a los familiares cercanos, ya que los valores muy altos suelen ser hereditarios.",
  "followup.cardiovascular_assessment": "Una valoración global del riesgo cardiovascular que incluya la tensión arterial, el tabaquismo y los antecedentes familiares.",
  "followup.apob_lpa": "Apolipoproteína B y lipoproteína(a) para afinar el riesgo cardiovascular.",
  "followup.hepatitis_serology": "Pruebas de hepatitis B y C.",
  "followup.liver_ultrasound": "Una ecografía del hígado.",
  "followup.cholestasis_workup": "GGT para confirmar el origen hepático de la fosfatasa alcalina y una ecografía del hígado y las vías biliares.",
  "followup.repeat_liver_tests": "Repetir el perfil hepático al cabo de unas semanas.",
  "followup.nephrology_referral": "Derivación a un especialista en riñón (nefrólogo).",
  "followup.acr_urine": "Cociente albúmina/creatinina en orina (CAC).",
  "followup.repeat_kidney": "Repetir la creatinina y el FGe en un plazo de tres meses para ver si la disminución persiste.",
  "followup.repeat_acr": "Repetir la albúmina en orina para confirmar, ya que el ejercicio, la fiebre o una infección pueden elevarla de forma transitoria.",
  "followup.thyroid_antibodies_trab": "Anticuerpos contra el receptor de TSH y, si es necesario, una ecografía o gammagrafía tiroidea.",
  "followup.thyroid_antibodies_tpo": "Anticuerpos antiperoxidasa tiroidea (anti-TPO).",
  "followup.pituitary_evaluation": "Una evaluación de la función de la hipófisis por un endocrinólogo.",
  "followup.repeat_thyroid": "Repetir la TSH y la T4 libre en seis a doce semanas.",
  "followup.free_t4_test": "T4 libre (T4L) para clasificar el resultado de la TSH.",
  "followup.inflammation_source": "Una valoración médica para encontrar el origen de la inflamación y repetir la PCR.",
  "followup.calcium_pth": "Calcio, fosfato y hormona paratiroidea (PTH).",
  "followup.recheck_vitamin_d": "Repetir la vitamina D tras unos tres meses de suplementación.",
  "followup.intrinsic_factor": "Anticuerpos anti factor intrínseco para buscar una anemia perniciosa.",
  "followup.mma_holotc": "Ácido metilmalónico o B12 activa (holotranscobalamina) para confirmar el déficit.",
  "followup.sodium_workup": "Osmolalidad en sangre y orina y sodio en orina para buscar la causa.",
  "followup.review_medicines_test": "Una revisión de los medicamentos que pueden bajar el sodio.",
  "followup.electrolytes_repeat": "Repetir los electrolitos junto con la función renal y la glucosa.",
  "followup.ecg": "Un ECG (electrocardiograma).",
  "followup.magnesium_check": "Magnesio.",
  "followup.exclude_hemolysis": "Una nueva muestra de sangre para descartar un potasio falsamente alto por una muestra dañada.",
  "followup.discuss_abnormal": "Comente con su médico los valores fuera del rango de referencia; puede que los repita.",
  "followup.routine": "Con estos resultados no se necesitan pruebas adicionales; controles habituales según lo acordado con su médico.",

  "lifestyle.iron_rich_foods":
    "Coma alimentos ricos en hierro como carne roja, legumbres y verduras de hoja verde oscura, combine las fuentes vegetales con vitamina C y evite el té o el café con las comidas.",
  "lifestyle.reduce_sugars": "Reduzca las bebidas azucaradas, los dulces y los hidratos de carbono refinados y elija cereales integrales y alimentos ricos en fibra.",
  "lifestyle.weight_activity":
    "Haga al menos 150 minutos de actividad física a la semana y, si tiene sobrepeso, intente perder entre un 5 y un 7 por ciento de su peso.",
  "lifestyle.heart_healthy_diet":
    "Siga una dieta de tipo mediterráneo con verduras, fruta, cereales integrales, legumbres, frutos secos, aceite de oliva y pescado, y limite las grasas saturadas y la carne procesada.",
  "lifestyle.no_smoking": "No fume; dejar de fumar es una de las formas más eficaces de proteger el corazón y los vasos sanguíneos.",
  "lifestyle.limit_alcohol": "Limite el alcohol o evítelo por completo.",
  "lifestyle.liver_protect": "Evite el alcohol, procure mantener un peso saludable y no tome medicamentos ni suplementos que no necesite.",
  "lifestyle.review_medicines": "Pida a su médico o farmacéutico que revise sus medicamentos y suplementos, ya que algunos afectan a estos valores.",
  "lifestyle.kidney_protect":
    "Evite el uso habitual de antiinflamatorios para el dolor, coma con menos sal y mantenga bien controladas la tensión arterial y la glucosa.",
  "lifestyle.vitamin_d_sources":
    "Pase tiempo al aire libre con luz natural y tome fuentes de vitamina D como pescado azul y huevos; su médico puede recomendarle un suplemento.",
  "lifestyle.b12_sources": "Incluya fuentes de vitamina B12 como carne, pescado, huevos y lácteos; si sigue una dieta vegana, tome un suplemento de B12.",
  "lifestyle.folate_sources": "Coma alimentos ricos en folato como verduras de hoja verde, legumbres y cítricos.",
  "lifestyle.hydration": "Beba suficiente líquido, salvo que su médico le haya indicado limitarlo.",
  "lifestyle.general_healthy": "Mantenga una alimentación equilibrada, ejercicio regular, un sueño suficiente y sus revisiones habituales.",

  "urgent.critical_item":
    "{name}: {value}. Este nivel requiere atención médica inmediata: contacte hoy mismo con su médico o acuda a urgencias.",
  "urgent.pattern_item": "{title}: consulte a un médico cuanto antes, preferiblemente hoy.",
  "urgent.symptoms":
    "Acuda de inmediato a urgencias si tiene dolor en el pecho, falta de aire intensa, desmayo, confusión, palpitaciones, debilidad muscular marcada o signos de sangrado.",
  "urgent.none": "Ninguno de los resultados está en un nivel que suela requerir atención de urgencia.",

  "disclaimer.text":
    "Esta interpretación se ha generado automáticamente a partir de los valores de laboratorio y de guías médicas generales. No sustituye a una exploración ni a una consulta con un médico, que puede tener en cuenta sus síntomas, antecedentes y medicamentos.",
  "disclaimer.risk_note": "Los porcentajes de riesgo son indicadores basados en reglas de cuánto apuntan los valores hacia una enfermedad, no probabilidades exactas.",

  "score.excellent": "excelente",
  "score.good": "bueno",
  "score.fair": "regular",
  "score.poor": "deficiente",

  "rec.urgent": "Algunos valores están en nivel crítico: contacte hoy con un médico.",
  "rec.discuss": "Comente con su médico los valores fuera del rango de referencia.",
  "rec.retest": "Repita las pruebas alteradas según le indique su médico para confirmarlas.",
  "rec.keep_habits": "Sus valores están en un buen rango: mantenga sus hábitos actuales.",
  "rec.no_data": "No se pudo puntuar ningún valor; para calcular una puntuación de salud se necesita un informe con rangos de referencia.",

  "risk.type2_diabetes": "Diabetes tipo 2",
  "risk.cardiovascular": "Enfermedad cardiovascular",
  "risk.anemia": "Anemia",
  "risk.chronic_kidney_disease": "Enfermedad renal crónica",
  "risk.liver_fibrosis": "Fibrosis hepática (enfermedad por hígado graso)",
  "risk.thyroid_dysfunction": "Disfunción tiroidea",
  "risk.vitamin_d_deficiency": "Déficit de vitamina D",
};
