// English message catalogue: the reference for every other language. Its keys are the catalogue structure;
// a language is complete when it has every key here with the same {placeholders}
// (checked by ./catalogues.test.ts). Analyte meanings are keyed `meaning.<analyte id>.<low|high>`; a key that
// exists here is all the writer needs to use it (no code change).

export const en = {
  "meta.decimal": ".",
  "meta.list_separator": ", ",

  "section.summary": "Summary",
  "section.findings": "Findings by body system",
  "section.abnormal_values": "What the values outside the range may mean",
  "section.patterns": "Recognized patterns",
  "section.follow_up": "Suggested follow-up tests",
  "section.lifestyle": "Lifestyle advice",
  "section.urgent": "When to see a doctor urgently",
  "section.disclaimer": "Important note",

  "subsection.summary_overview": "Overview",
  "subsection.abnormal_values_meaning": "Possible meaning",
  "subsection.follow_up_tests": "Tests to discuss with your doctor",
  "subsection.lifestyle_advice": "What you can do",
  "subsection.urgent_care": "Urgent care",
  "subsection.disclaimer_text": "Disclaimer",

  "system.blood": "Blood count and iron",
  "system.metabolism": "Blood sugar and lipids",
  "system.liver": "Liver and proteins",
  "system.kidney": "Kidneys and urine",
  "system.electrolytes": "Electrolytes and minerals",
  "system.hormones": "Hormones and thyroid",
  "system.vitamins": "Vitamins",
  "system.immune": "Inflammation and immune system",
  "system.heart": "Heart and muscles",
  "system.other": "Other tests",

  "eval.normal": "within the reference range",
  "eval.low": "below the reference range",
  "eval.high": "above the reference range",
  "eval.critical_low": "critically low",
  "eval.critical_high": "critically high",
  "eval.borderline_low": "slightly below the reference range",
  "eval.borderline_high": "slightly above the reference range",
  "eval.abnormal": "abnormal result",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "no reference range",

  "finding.value": "{name}: {value} (reference {range}), {evaluation}.",
  "finding.in_range": "Within the reference range: {list}.",
  "finding.no_range": "Without a reference range: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Results evaluated: {count}. Within the reference range: {normal}. Outside the reference range: {abnormal}.",
  "summary.all_normal": "All results are within their reference ranges, which is reassuring.",
  "summary.critical": "Results at a critical level: {list}. They need immediate medical attention.",
  "summary.main_findings": "Main findings: {list}.",
  "summary.minor_findings":
    "The deviations are isolated or minor and do not form a recognized pattern; your doctor can judge them together with your symptoms and history.",
  "summary.no_demographics": "Age or sex was not given, so general adult thresholds were used where they depend on it.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "A value below the range can have many causes; its importance depends on how far it deviates, on your symptoms and on the other results.",
  "meaning.generic.high":
    "A value above the range can have many causes; its importance depends on how far it deviates, on your symptoms and on the other results.",
  "meaning.generic.abnormal": "This result differs from the expected normal finding and should be discussed with your doctor.",
  "meaning.hemoglobin.low":
    "Low hemoglobin means anemia: the blood carries less oxygen, which can cause tiredness and shortness of breath. Common causes are iron deficiency, blood loss, vitamin deficiencies and chronic illness.",
  "meaning.hemoglobin.high":
    "High hemoglobin can result from dehydration, smoking, living at high altitude or lung disease, and rarely from a bone marrow disorder.",
  "meaning.mcv.low": "Small red cells are typical of iron deficiency and of inherited conditions such as thalassemia trait.",
  "meaning.mcv.high":
    "Large red cells are seen with vitamin B12 or folate deficiency, regular alcohol use, liver disease, an underactive thyroid and some medicines.",
  "meaning.wbc.low": "A low white cell count can follow viral infections or some medicines, and less often reflects a bone marrow or autoimmune problem.",
  "meaning.wbc.high": "A high white cell count usually reflects infection or inflammation; stress, smoking and steroids can also raise it.",
  "meaning.neutrophils_abs.low": "Few neutrophils weaken the defense against bacteria; viral infections, medicines and some inherited variants are common causes.",
  "meaning.neutrophils_abs.high": "Raised neutrophils typically point to a bacterial infection, inflammation, physical stress or steroid treatment.",
  "meaning.lymphocytes_abs.low": "Low lymphocytes are common during acute illness and stress and with some medicines.",
  "meaning.lymphocytes_abs.high": "Raised lymphocytes are usually due to a viral infection; if they stay high, your doctor may look further.",
  "meaning.eosinophils_abs.high": "Raised eosinophils are seen with allergies, asthma, eczema, parasitic infections and some medicines.",
  "meaning.platelets.low":
    "Low platelets can increase the tendency to bruise or bleed; causes include viral infections, medicines, liver disease and immune reactions.",
  "meaning.platelets.high": "High platelets are often a reaction to inflammation, iron deficiency or bleeding, and rarely a bone marrow disorder.",
  "meaning.ferritin.low": "Low ferritin shows that the body's iron stores are depleted.",
  "meaning.ferritin.high":
    "High ferritin is often due to inflammation, fatty liver or alcohol, and less often to iron overload such as hemochromatosis.",
  "meaning.iron.low": "Low serum iron supports iron deficiency, but it also falls during inflammation and varies during the day.",
  "meaning.transferrin_saturation.high": "High transferrin saturation can indicate iron overload and is a reason to check for hemochromatosis.",
  "meaning.glucose.low": "Low blood sugar can cause shakiness, sweating and confusion; it needs an explanation, especially without diabetes treatment.",
  "meaning.glucose.high": "High fasting blood sugar can indicate prediabetes or diabetes; a single value should be confirmed.",
  "meaning.hba1c.high": "HbA1c reflects the average blood sugar of the past two to three months; a raised value points to prediabetes or diabetes.",
  "meaning.cholesterol_total.high": "High total cholesterol contributes to the long-term risk of heart attack and stroke.",
  "meaning.ldl_cholesterol.high": "LDL is the cholesterol that builds up in artery walls; the higher it is, the higher the long-term cardiovascular risk.",
  "meaning.hdl_cholesterol.low": "Low HDL cholesterol is linked with a higher cardiovascular risk and often goes with inactivity, excess weight and high triglycerides.",
  "meaning.triglycerides.high":
    "High triglycerides are linked with excess weight, sugar and alcohol intake and diabetes; very high levels can inflame the pancreas.",
  "meaning.alt.high": "Raised ALT indicates irritation of liver cells, most often from fatty liver, alcohol, medicines or viral hepatitis.",
  "meaning.ast.high": "Raised AST can come from the liver but also from muscles, for example after intense exercise.",
  "meaning.ggt.high": "Raised GGT is seen with alcohol use, fatty liver, bile flow problems and some medicines.",
  "meaning.alp.high": "Raised ALP can come from the bile ducts or from bone; it is normally higher in growing children and in pregnancy.",
  "meaning.bilirubin_total.high":
    "Raised bilirubin can come from liver or bile duct disease or from red cell breakdown; a mild harmless rise is common in Gilbert's syndrome.",
  "meaning.albumin.low": "Low albumin can result from inflammation, liver or kidney disease, or poor nutrition.",
  "meaning.creatinine.high": "Raised creatinine can indicate reduced kidney function; muscle mass, dehydration and meat intake also affect it.",
  "meaning.urea.high": "Raised urea can reflect dehydration, a high protein intake, bleeding in the gut or reduced kidney function.",
  "meaning.egfr.low": "A lower eGFR means the kidneys filter less blood; below 60 it counts as chronic kidney disease if it persists for more than three months.",
  "meaning.uric_acid.high": "Raised uric acid can cause gout and kidney stones and is linked with diet, alcohol, excess weight and some medicines.",
  "meaning.sodium.low":
    "Low sodium usually reflects too much water relative to salt, for example from medicines such as diuretics, heart, liver or kidney disease, or drinking very large amounts.",
  "meaning.sodium.high": "High sodium usually means the body is short of water, for example from too little drinking or large fluid losses.",
  "meaning.potassium.low": "Low potassium is often caused by diuretics, vomiting or diarrhea and can lead to muscle weakness and heart rhythm problems.",
  "meaning.potassium.high":
    "High potassium can disturb the heart rhythm; causes include kidney disease and some medicines, and it can be falsely high if the sample was damaged.",
  "meaning.calcium.low": "Low calcium is often due to a low albumin level; true low calcium occurs with vitamin D deficiency or parathyroid problems.",
  "meaning.calcium.high": "High calcium is most often caused by an overactive parathyroid gland, and less often by other conditions.",
  "meaning.magnesium.low": "Low magnesium occurs with diuretics, acid-reducing medicines, alcohol and diarrhea, and can lower potassium and calcium.",
  "meaning.tsh.low": "A low TSH suggests an overactive thyroid or too high a dose of thyroid medicine.",
  "meaning.tsh.high": "A high TSH suggests an underactive thyroid, most often from autoimmune thyroiditis (Hashimoto's).",
  "meaning.free_t4.low": "Low free T4 means the thyroid produces too little hormone.",
  "meaning.free_t4.high": "High free T4 indicates too much thyroid hormone, from an overactive thyroid or from medication.",
  "meaning.crp.high": "Raised CRP indicates inflammation or infection somewhere in the body; very high values usually point to a bacterial infection.",
  "meaning.hs_crp.high":
    "Raised hs-CRP indicates low-grade inflammation, which adds to cardiovascular risk; values above 10 mg/L usually reflect an acute illness.",
  "meaning.esr.high": "A raised ESR is a non-specific sign of inflammation; it also rises with age, anemia and pregnancy.",
  "meaning.vitamin_d_25oh.low": "Low vitamin D is common, especially in winter and with little sun exposure, and can affect bone and muscle health.",
  "meaning.vitamin_b12.low":
    "Low vitamin B12 can cause anemia and nerve symptoms such as tingling; causes include a vegan diet, poor absorption and some medicines such as metformin.",
  "meaning.folate.low": "Low folate can cause anemia and is important before and during pregnancy; it is linked with diet and alcohol.",
  "meaning.ck.high": "Raised CK comes from muscle, for example after exercise, injury or some medicines such as statins.",
  "meaning.ldh.high": "Raised LDH is a non-specific marker of tissue damage, for example from red cell breakdown, muscle or liver.",
  "meaning.inr.high": "A raised INR means the blood clots more slowly; this is expected with warfarin and otherwise can indicate liver disease or vitamin K deficiency.",
  "meaning.d_dimer.high":
    "Raised D-dimer can occur with a blood clot but also after surgery, with infection, in pregnancy and with age; it is interpreted together with symptoms.",
  "meaning.psa_total.high": "Raised PSA can come from an enlarged or inflamed prostate, and sometimes from prostate cancer; it needs a medical assessment.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "Albumin in the urine is an early sign of kidney damage, often related to diabetes or high blood pressure.",
  "meaning.lipase.high": "Raised lipase points to irritation of the pancreas; markedly high values with abdominal pain suggest pancreatitis.",
  "meaning.homocysteine.high": "Raised homocysteine is linked with low B12, folate or B6 levels, kidney disease and a higher cardiovascular risk.",

  "pattern.evidence": "Based on: {list}.",
  "derived.r_ratio": "R ratio",
  "derived.fib4": "FIB-4 index",
  "derived.calcium_adjusted": "albumin-adjusted calcium",

  "pattern.iron_deficiency_anemia.title": "Iron deficiency anemia",
  "pattern.iron_deficiency_anemia.text":
    "Hemoglobin is low and the iron stores are depleted, the typical picture of iron deficiency anemia. The cause should be found, most often blood loss (heavy periods, the gut) or too little iron intake or absorption.",
  "pattern.iron_deficiency.title": "Iron deficiency without anemia",
  "pattern.iron_deficiency.text":
    "The iron stores are depleted, although hemoglobin is not yet low. This can cause tiredness and may lead to anemia; the cause should be clarified.",
  "pattern.anemia.microcytic.title": "Anemia with small red cells (microcytic)",
  "pattern.anemia.microcytic.text": "Hemoglobin is below the WHO threshold and the red cells are small. The most common cause is iron deficiency; thalassemia trait is another.",
  "pattern.anemia.macrocytic.title": "Anemia with large red cells (macrocytic)",
  "pattern.anemia.macrocytic.text":
    "Hemoglobin is below the WHO threshold and the red cells are large. Typical causes are vitamin B12 or folate deficiency, alcohol, liver disease, an underactive thyroid and some medicines.",
  "pattern.anemia.normocytic.title": "Anemia with normal-sized red cells (normocytic)",
  "pattern.anemia.normocytic.text":
    "Hemoglobin is below the WHO threshold with normal-sized red cells. Possible causes include recent blood loss, chronic inflammation, kidney disease, red cell breakdown or an early mixed deficiency.",
  "pattern.anemia.unclassified.title": "Anemia",
  "pattern.anemia.unclassified.text": "Hemoglobin is below the WHO threshold. The red cell indices are needed to narrow down the cause.",
  "pattern.severe_anemia.title": "Severe anemia",
  "pattern.severe_anemia.text": "Hemoglobin is in the range the WHO classifies as severe anemia. This needs prompt medical assessment.",
  "pattern.glycemia.diabetes_range.title": "Blood sugar in the diabetes range",
  "pattern.glycemia.diabetes_range.text":
    "Fasting glucose or HbA1c is at or above the diagnostic threshold for diabetes (ADA). Diabetes is diagnosed when the result is confirmed by a second test; your doctor will arrange this.",
  "pattern.glycemia.prediabetes.title": "Prediabetes",
  "pattern.glycemia.prediabetes.text":
    "Fasting glucose or HbA1c is in the prediabetes range (ADA). This raises the risk of type 2 diabetes and heart disease, and lifestyle changes can often bring the values back to normal.",
  "pattern.low_glucose.text": "The fasting blood sugar is low. Without diabetes treatment this is unusual and needs to be explained; a handling delay of the sample can also lower the value.",
  "pattern.low_glucose.level1.title": "Low blood sugar",
  "pattern.low_glucose.level2.title": "Clearly low blood sugar",
  "pattern.high_ldl.text": "LDL cholesterol is raised. Together with other risk factors this increases the long-term risk of heart attack and stroke.",
  "pattern.high_ldl.very_high.title": "Very high LDL cholesterol (possible familial hypercholesterolemia)",
  "pattern.high_ldl.high.title": "High LDL cholesterol",
  "pattern.high_ldl.borderline.title": "Borderline high LDL cholesterol",
  "pattern.atherogenic_dyslipidemia.title": "Atherogenic dyslipidemia",
  "pattern.atherogenic_dyslipidemia.text":
    "High triglycerides with low HDL cholesterol form a lipid pattern typical of insulin resistance and the metabolic syndrome, and it raises cardiovascular risk.",
  "pattern.very_high_triglycerides.title": "Very high triglycerides",
  "pattern.very_high_triglycerides.text": "Triglycerides are very high, which increases the risk of pancreatitis and needs medical follow-up.",
  "pattern.elevated_lipoprotein_a.title": "Raised lipoprotein(a)",
  "pattern.elevated_lipoprotein_a.text":
    "Lipoprotein(a) is raised. It is mostly inherited, hardly changes with lifestyle and adds to cardiovascular risk, so other risk factors deserve extra attention.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Liver values: hepatocellular pattern",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "The rise in ALT clearly outweighs ALP (R ratio of 5 or more), which points to irritation of the liver cells themselves, for example from fatty liver, hepatitis, alcohol or medicines.",
  "pattern.liver_injury_pattern.cholestatic.title": "Liver values: cholestatic pattern",
  "pattern.liver_injury_pattern.cholestatic.text":
    "The rise in ALP outweighs ALT (R ratio of 2 or less), which points to a problem with bile flow, for example gallstones or a bile duct disorder; ALP can also come from bone.",
  "pattern.liver_injury_pattern.mixed.title": "Liver values: mixed pattern",
  "pattern.liver_injury_pattern.mixed.text": "ALT and ALP are both raised to a similar degree (R ratio between 2 and 5), a mixed pattern of liver cell and bile flow involvement.",
  "pattern.transaminases_raised.title": "Raised liver enzymes",
  "pattern.transaminases_raised.text":
    "The transaminases (ALT and/or AST) are raised. The most common causes are fatty liver, alcohol and medicines; hepatitis and, for AST, muscle strain are other possibilities.",
  "pattern.kidney_function.g2.title": "Kidney function mildly decreased (G2)",
  "pattern.kidney_function.g2.text":
    "The eGFR is in the mildly decreased range (G2). On its own this is common with age and is not kidney disease unless there are other signs such as albumin in the urine.",
  "pattern.kidney_function.g3a.title": "Kidney function mildly to moderately decreased (G3a)",
  "pattern.kidney_function.g3a.text": "The eGFR is in category G3a. If it stays at this level for more than three months, this corresponds to chronic kidney disease.",
  "pattern.kidney_function.g3b.title": "Kidney function moderately to severely decreased (G3b)",
  "pattern.kidney_function.g3b.text":
    "The eGFR is in category G3b. If confirmed, this is chronic kidney disease that needs regular monitoring and adjustment of medicine doses.",
  "pattern.kidney_function.g4.title": "Kidney function severely decreased (G4)",
  "pattern.kidney_function.g4.text": "The eGFR is in category G4, severely decreased kidney function. Care by a kidney specialist is advised.",
  "pattern.kidney_function.g5.title": "Kidney failure range (G5)",
  "pattern.kidney_function.g5.text": "The eGFR is in category G5, the range of kidney failure. This needs prompt assessment by a kidney specialist.",
  "pattern.albuminuria.text": "The urine contains more albumin than normal, an early sign of kidney damage that is often linked with diabetes or high blood pressure.",
  "pattern.albuminuria.a2.title": "Moderately increased albuminuria (A2)",
  "pattern.albuminuria.a3.title": "Severely increased albuminuria (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Overactive thyroid (overt hyperthyroidism)",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "TSH is suppressed and free T4 is raised: the thyroid produces too much hormone. Common causes are Graves' disease, thyroid nodules and thyroiditis.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Underactive thyroid (overt hypothyroidism)",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "TSH is raised and free T4 is low: the thyroid produces too little hormone, most often because of autoimmune thyroiditis (Hashimoto's). It is usually treated with thyroid hormone.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Low thyroid hormone without a raised TSH",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "Free T4 is low although TSH is not raised. This can occur during severe illness or with some medicines, and rarely reflects a pituitary problem.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Subclinical hypothyroidism with TSH of 10 or more",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "TSH is clearly raised while free T4 is still normal. At this level treatment is often considered, especially with symptoms or thyroid antibodies.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Subclinical hypothyroidism",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "TSH is mildly raised while free T4 is normal. This is common, often temporary, and is usually rechecked before any treatment.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Subclinical hyperthyroidism with suppressed TSH",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "TSH is fully suppressed while free T4 is normal. Especially in older people this can affect the heart rhythm and bones and should be assessed.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Subclinical hyperthyroidism",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "TSH is mildly low while free T4 is normal. This can be temporary or related to thyroid medicine and is usually rechecked.",
  "pattern.thyroid_function.discordant.title": "Raised free T4 with normal TSH",
  "pattern.thyroid_function.discordant.text":
    "Free T4 is raised although TSH is normal. This is often due to thyroid medicine, biotin supplements or laboratory interference, and should be rechecked.",
  "pattern.thyroid_function.tsh_high_only.title": "Raised TSH",
  "pattern.thyroid_function.tsh_high_only.text": "TSH is raised, which suggests an underactive thyroid. Free T4 is needed to classify it.",
  "pattern.thyroid_function.tsh_low_only.title": "Low TSH",
  "pattern.thyroid_function.tsh_low_only.text": "TSH is low, which suggests an overactive thyroid or a high dose of thyroid medicine. Free T4 is needed to classify it.",
  "pattern.inflammation.text":
    "The CRP is raised, a sign of inflammation or infection. The higher the value, the more likely a bacterial infection or an active inflammatory disease.",
  "pattern.inflammation.marked.title": "Marked inflammation",
  "pattern.inflammation.moderate.title": "Clear signs of inflammation",
  "pattern.inflammation.mild.title": "Mild signs of inflammation",
  "pattern.vitamin_d_status.text": "Vitamin D supports bones, muscles and the immune system. Low levels are common and can usually be corrected with a supplement.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Severe vitamin D deficiency",
  "pattern.vitamin_d_status.deficiency.title": "Vitamin D deficiency",
  "pattern.vitamin_d_status.insufficiency.title": "Vitamin D insufficiency",
  "pattern.vitamin_b12_status.text":
    "Vitamin B12 is needed for blood formation and the nerves. A deficiency can cause anemia, tiredness, tingling and memory problems.",
  "pattern.vitamin_b12_status.deficiency.title": "Vitamin B12 deficiency",
  "pattern.vitamin_b12_status.borderline.title": "Borderline vitamin B12",
  "pattern.folate_status.text": "Folate is needed for blood formation and is especially important before and during pregnancy.",
  "pattern.folate_status.deficiency.title": "Folate deficiency",
  "pattern.folate_status.possible_deficiency.title": "Possible folate deficiency",
  "pattern.hyponatremia.text":
    "Sodium is low (hyponatremia). Common causes are medicines such as diuretics or antidepressants, heart, liver or kidney disease, and drinking a lot of water. Marked values can cause confusion, falls and seizures.",
  "pattern.hyponatremia.profound.title": "Profound hyponatremia",
  "pattern.hyponatremia.moderate.title": "Moderate hyponatremia",
  "pattern.hyponatremia.mild.title": "Mild hyponatremia",
  "pattern.hypernatremia.text": "Sodium is high (hypernatremia), which usually means a lack of water in the body from drinking too little or from fluid losses.",
  "pattern.hypernatremia.severe.title": "Severe hypernatremia",
  "pattern.hypernatremia.mild.title": "Hypernatremia",
  "pattern.hypokalemia.text":
    "Potassium is low (hypokalemia), most often because of diuretics, vomiting or diarrhea. It can cause muscle weakness, cramps and heart rhythm problems.",
  "pattern.hypokalemia.severe.title": "Severe hypokalemia",
  "pattern.hypokalemia.moderate.title": "Moderate hypokalemia",
  "pattern.hypokalemia.mild.title": "Mild hypokalemia",
  "pattern.hyperkalemia.text":
    "Potassium is high (hyperkalemia). It can disturb the heart rhythm; causes include kidney disease and medicines, and a damaged blood sample can give a falsely high value.",
  "pattern.hyperkalemia.severe.title": "Severe hyperkalemia",
  "pattern.hyperkalemia.moderate.title": "Moderate hyperkalemia",
  "pattern.hyperkalemia.mild.title": "Mild hyperkalemia",
  "pattern.hypocalcemia.text":
    "Calcium, adjusted for albumin, is low (hypocalcemia). Causes include vitamin D deficiency, low magnesium and parathyroid problems; it can cause tingling and cramps.",
  "pattern.hypocalcemia.severe.title": "Severe hypocalcemia",
  "pattern.hypocalcemia.mild.title": "Hypocalcemia",
  "pattern.hypercalcemia.text":
    "Calcium, adjusted for albumin, is high (hypercalcemia). The most common cause is an overactive parathyroid gland; it can cause thirst, constipation and kidney stones.",
  "pattern.hypercalcemia.severe.title": "Severe hypercalcemia",
  "pattern.hypercalcemia.moderate.title": "Moderate hypercalcemia",
  "pattern.hypercalcemia.mild.title": "Mild hypercalcemia",

  "followup.iron_studies": "Iron studies (serum iron, transferrin, transferrin saturation) and a reticulocyte count.",
  "followup.blood_loss_search": "A search for blood loss: a stool test for hidden blood and, in women, an assessment of menstrual bleeding.",
  "followup.coeliac_screen": "A blood test for celiac disease (tissue transglutaminase IgA) if no cause of the iron deficiency is found.",
  "followup.hemoglobin_electrophoresis": "Hemoglobin electrophoresis if iron studies are normal, to look for thalassemia trait.",
  "followup.b12_folate": "Vitamin B12 and folate levels.",
  "followup.thyroid_check": "Thyroid function (TSH).",
  "followup.liver_panel": "A full liver panel (ALT, AST, GGT, ALP, bilirubin, albumin).",
  "followup.reticulocytes_hemolysis": "Reticulocyte count, LDH, bilirubin and haptoglobin to look for red cell breakdown.",
  "followup.kidney_check": "Kidney function (creatinine, eGFR) and a urine test.",
  "followup.full_blood_count": "A full blood count with red cell indices (MCV, MCH).",
  "followup.blood_film": "A blood smear examination.",
  "followup.confirm_glucose": "A repeat fasting glucose or HbA1c on another day to confirm the result.",
  "followup.diabetes_workup": "If diabetes is confirmed: kidney function, urine albumin, lipids, an eye examination and a foot check.",
  "followup.ogtt": "An oral glucose tolerance test if the results remain borderline.",
  "followup.repeat_glucose": "A repeat glucose measurement, with attention to how the sample is handled.",
  "followup.lipid_secondary_causes": "Tests for secondary causes: TSH, fasting glucose, liver and kidney function.",
  "followup.family_screening": "Cholesterol testing of close relatives, because very high values are often inherited.",
  "followup.cardiovascular_assessment": "An overall cardiovascular risk assessment including blood pressure, smoking and family history.",
  "followup.apob_lpa": "Apolipoprotein B and lipoprotein(a) to refine the cardiovascular risk.",
  "followup.hepatitis_serology": "Tests for hepatitis B and C.",
  "followup.liver_ultrasound": "An ultrasound scan of the liver.",
  "followup.cholestasis_workup": "GGT to confirm a liver source of ALP, and an ultrasound of the liver and bile ducts.",
  "followup.repeat_liver_tests": "A repeat of the liver tests after a few weeks.",
  "followup.nephrology_referral": "Referral to a kidney specialist (nephrologist).",
  "followup.acr_urine": "A urine albumin-to-creatinine ratio (ACR).",
  "followup.repeat_kidney": "A repeat of creatinine and eGFR within three months to see whether the reduction persists.",
  "followup.repeat_acr": "A repeat urine albumin test to confirm the finding, as exercise, fever or infection can raise it temporarily.",
  "followup.thyroid_antibodies_trab": "TSH receptor antibodies and, if needed, a thyroid ultrasound or scan.",
  "followup.thyroid_antibodies_tpo": "Thyroid peroxidase antibodies (anti-TPO).",
  "followup.pituitary_evaluation": "An assessment of pituitary function by an endocrinologist.",
  "followup.repeat_thyroid": "A repeat of TSH and free T4 in six to twelve weeks.",
  "followup.free_t4_test": "Free T4 (FT4) to classify the TSH result.",
  "followup.inflammation_source": "A medical examination to find the source of the inflammation, and a repeat CRP.",
  "followup.calcium_pth": "Calcium, phosphate and parathyroid hormone (PTH).",
  "followup.recheck_vitamin_d": "A repeat vitamin D measurement after about three months of supplementation.",
  "followup.intrinsic_factor": "Intrinsic factor antibodies to look for pernicious anemia.",
  "followup.mma_holotc": "Methylmalonic acid or active B12 (holotranscobalamin) to confirm the deficiency.",
  "followup.sodium_workup": "Serum and urine osmolality and urine sodium to find the cause.",
  "followup.review_medicines_test": "A review of medicines that can lower sodium.",
  "followup.electrolytes_repeat": "A repeat of the electrolytes together with kidney function and glucose.",
  "followup.ecg": "An ECG (heart tracing).",
  "followup.magnesium_check": "Magnesium.",
  "followup.exclude_hemolysis": "A fresh blood sample to rule out a falsely high potassium from a damaged sample.",
  "followup.discuss_abnormal": "Discuss the values outside the reference range with your doctor, who may repeat them.",
  "followup.routine": "No additional tests are needed based on these results; routine check-ups as agreed with your doctor.",

  "lifestyle.iron_rich_foods":
    "Eat iron-rich foods such as red meat, legumes and dark green vegetables, combine plant sources with vitamin C, and avoid tea or coffee with meals.",
  "lifestyle.reduce_sugars": "Cut down on sugary drinks, sweets and refined carbohydrates and choose whole grains and fiber-rich foods.",
  "lifestyle.weight_activity": "Be physically active for at least 150 minutes a week and, if you are overweight, aim to lose 5 to 7 percent of your weight.",
  "lifestyle.heart_healthy_diet":
    "Follow a Mediterranean-style diet with vegetables, fruit, whole grains, legumes, nuts, olive oil and fish, and limit saturated fat and processed meat.",
  "lifestyle.no_smoking": "Do not smoke; stopping smoking is one of the most effective ways to protect your heart and blood vessels.",
  "lifestyle.limit_alcohol": "Limit alcohol or avoid it altogether.",
  "lifestyle.liver_protect": "Avoid alcohol, aim for a healthy weight, and do not take medicines or supplements that you do not need.",
  "lifestyle.review_medicines": "Ask your doctor or pharmacist to review your medicines and supplements, as some affect these values.",
  "lifestyle.kidney_protect":
    "Avoid regular use of anti-inflammatory painkillers, eat less salt, and keep blood pressure and blood sugar well controlled.",
  "lifestyle.vitamin_d_sources": "Spend time outdoors in daylight and eat vitamin D sources such as oily fish and eggs; your doctor may recommend a supplement.",
  "lifestyle.b12_sources": "Include vitamin B12 sources such as meat, fish, eggs and dairy; if you eat a vegan diet, take a B12 supplement.",
  "lifestyle.folate_sources": "Eat folate-rich foods such as leafy greens, legumes and citrus fruit.",
  "lifestyle.hydration": "Drink enough fluid unless your doctor has advised you to limit it.",
  "lifestyle.general_healthy": "Keep up a balanced diet, regular exercise, enough sleep and routine check-ups.",

  "urgent.critical_item": "{name}: {value}. This level needs immediate medical attention: contact your doctor today or go to an emergency department.",
  "urgent.pattern_item": "{title}: contact a doctor promptly, preferably today.",
  "urgent.symptoms":
    "Seek emergency care at once if you have chest pain, severe shortness of breath, fainting, confusion, palpitations, marked muscle weakness or signs of bleeding.",
  "urgent.none": "None of the results is at a level that usually requires emergency care.",

  "disclaimer.text":
    "This interpretation was generated automatically from the laboratory values and general medical guidelines. It does not replace an examination or a consultation with a doctor, who can take your symptoms, history and medicines into account.",
  "disclaimer.risk_note": "Risk percentages are rule-based indicators of how strongly the values point to a condition, not exact probabilities.",

  "score.excellent": "excellent",
  "score.good": "good",
  "score.fair": "fair",
  "score.poor": "poor",

  "rec.urgent": "Some values are at a critical level: contact a doctor today.",
  "rec.discuss": "Discuss the values outside the reference range with your doctor.",
  "rec.retest": "Repeat the abnormal tests as your doctor advises to confirm them.",
  "rec.keep_habits": "Your values are in a good range: keep up your current habits.",
  "rec.no_data": "No value could be scored; a report with reference ranges is needed for a health score.",

  "risk.type2_diabetes": "Type 2 diabetes",
  "risk.cardiovascular": "Cardiovascular disease",
  "risk.anemia": "Anemia",
  "risk.chronic_kidney_disease": "Chronic kidney disease",
  "risk.liver_fibrosis": "Liver fibrosis (fatty liver disease)",
  "risk.thyroid_dysfunction": "Thyroid dysfunction",
  "risk.vitamin_d_deficiency": "Vitamin D deficiency",
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
/** A complete catalogue: every English key, translated. */
export type Catalogue = Record<MessageKey, string>;
