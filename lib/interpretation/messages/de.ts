// German message catalogue (complete; same keys and placeholders as ./en.ts).
import type { Catalogue } from "./en";

export const de: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Zusammenfassung",
  "section.findings": "Befunde nach Organsystem",
  "section.abnormal_values": "Was die Werte außerhalb des Referenzbereichs bedeuten können",
  "section.patterns": "Erkannte Befundmuster",
  "section.follow_up": "Empfohlene weitere Untersuchungen",
  "section.lifestyle": "Empfehlungen zur Lebensweise",
  "section.urgent": "Wann Sie dringend ärztliche Hilfe brauchen",
  "section.disclaimer": "Wichtiger Hinweis",

  "subsection.summary_overview": "Überblick",
  "subsection.abnormal_values_meaning": "Mögliche Bedeutung",
  "subsection.follow_up_tests": "Mit Ihrer Ärztin oder Ihrem Arzt zu besprechen",
  "subsection.lifestyle_advice": "Was Sie selbst tun können",
  "subsection.urgent_care": "Dringende Versorgung",
  "subsection.disclaimer_text": "Haftungshinweis",

  "system.blood": "Blutbild und Eisen",
  "system.metabolism": "Blutzucker und Blutfette",
  "system.liver": "Leber und Eiweiße",
  "system.kidney": "Nieren und Urin",
  "system.electrolytes": "Elektrolyte und Mineralstoffe",
  "system.hormones": "Hormone und Schilddrüse",
  "system.vitamins": "Vitamine",
  "system.immune": "Entzündung und Immunsystem",
  "system.heart": "Herz und Muskulatur",
  "system.other": "Weitere Werte",

  "eval.normal": "im Referenzbereich",
  "eval.low": "unter dem Referenzbereich",
  "eval.high": "über dem Referenzbereich",
  "eval.critical_low": "kritisch niedrig",
  "eval.critical_high": "kritisch hoch",
  "eval.borderline_low": "knapp unter dem Referenzbereich",
  "eval.borderline_high": "knapp über dem Referenzbereich",
  "eval.abnormal": "auffälliger Befund",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "kein Referenzbereich",

  "finding.value": "{name}: {value} (Referenz {range}), {evaluation}.",
  "finding.in_range": "Im Referenzbereich: {list}.",
  "finding.no_range": "Ohne Referenzbereich: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Ausgewertete Werte: {count}. Im Referenzbereich: {normal}. Außerhalb des Referenzbereichs: {abnormal}.",
  "summary.all_normal": "Alle Werte liegen in ihren Referenzbereichen – ein beruhigendes Ergebnis.",
  "summary.critical": "Werte im kritischen Bereich: {list}. Sie erfordern sofortige ärztliche Abklärung.",
  "summary.main_findings": "Wichtigste Befunde: {list}.",
  "summary.minor_findings":
    "Die Abweichungen sind einzeln oder gering und ergeben kein erkennbares Muster; Ihre Ärztin oder Ihr Arzt kann sie zusammen mit Ihren Beschwerden und Ihrer Vorgeschichte beurteilen.",
  "summary.no_demographics": "Alter oder Geschlecht wurden nicht angegeben; wo es darauf ankommt, wurden allgemeine Grenzwerte für Erwachsene verwendet.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "Ein Wert unter dem Referenzbereich kann viele Ursachen haben; seine Bedeutung hängt vom Ausmaß der Abweichung, von Ihren Beschwerden und den übrigen Werten ab.",
  "meaning.generic.high":
    "Ein Wert über dem Referenzbereich kann viele Ursachen haben; seine Bedeutung hängt vom Ausmaß der Abweichung, von Ihren Beschwerden und den übrigen Werten ab.",
  "meaning.generic.abnormal": "Dieses Ergebnis weicht vom erwarteten Normalbefund ab und sollte mit Ihrer Ärztin oder Ihrem Arzt besprochen werden.",
  "meaning.hemoglobin.low":
    "Ein niedriges Hämoglobin bedeutet eine Anämie (Blutarmut): Das Blut transportiert weniger Sauerstoff, was Müdigkeit und Atemnot verursachen kann. Häufige Ursachen sind Eisenmangel, Blutverluste, Vitaminmangel und chronische Erkrankungen.",
  "meaning.hemoglobin.high":
    "Ein hohes Hämoglobin kann durch Flüssigkeitsmangel, Rauchen, Aufenthalt in großer Höhe oder Lungenerkrankungen entstehen, selten durch eine Erkrankung des Knochenmarks.",
  "meaning.mcv.low": "Kleine rote Blutkörperchen sind typisch für Eisenmangel und für angeborene Veränderungen wie eine Thalassämie-Anlage.",
  "meaning.mcv.high":
    "Große rote Blutkörperchen kommen bei Vitamin-B12- oder Folsäuremangel, regelmäßigem Alkoholkonsum, Lebererkrankungen, Schilddrüsenunterfunktion und unter manchen Medikamenten vor.",
  "meaning.wbc.low": "Wenige weiße Blutkörperchen treten nach Virusinfekten oder unter manchen Medikamenten auf, seltener bei Knochenmarks- oder Autoimmunerkrankungen.",
  "meaning.wbc.high": "Viele weiße Blutkörperchen sprechen meist für eine Infektion oder Entzündung; auch Stress, Rauchen und Kortison können sie erhöhen.",
  "meaning.neutrophils_abs.low": "Wenige Neutrophile schwächen die Abwehr gegen Bakterien; häufige Ursachen sind Virusinfekte, Medikamente und angeborene Varianten.",
  "meaning.neutrophils_abs.high": "Erhöhte Neutrophile weisen typischerweise auf eine bakterielle Infektion, eine Entzündung, körperlichen Stress oder eine Kortisonbehandlung hin.",
  "meaning.lymphocytes_abs.low": "Niedrige Lymphozyten sind bei akuten Erkrankungen, Stress und unter manchen Medikamenten häufig.",
  "meaning.lymphocytes_abs.high": "Erhöhte Lymphozyten sind meist Folge eines Virusinfekts; bleiben sie erhöht, wird Ihre Ärztin oder Ihr Arzt dies weiter abklären.",
  "meaning.eosinophils_abs.high": "Erhöhte Eosinophile kommen bei Allergien, Asthma, Ekzemen, Parasitenbefall und unter manchen Medikamenten vor.",
  "meaning.platelets.low":
    "Wenige Blutplättchen können die Neigung zu blauen Flecken und Blutungen erhöhen; Ursachen sind Virusinfekte, Medikamente, Lebererkrankungen und Immunreaktionen.",
  "meaning.platelets.high": "Viele Blutplättchen sind oft eine Reaktion auf Entzündung, Eisenmangel oder Blutungen, selten eine Erkrankung des Knochenmarks.",
  "meaning.ferritin.low": "Ein niedriges Ferritin zeigt, dass die Eisenspeicher des Körpers erschöpft sind.",
  "meaning.ferritin.high":
    "Ein hohes Ferritin beruht oft auf Entzündung, Fettleber oder Alkohol, seltener auf einer Eisenüberladung wie einer Hämochromatose.",
  "meaning.iron.low": "Ein niedriges Serumeisen stützt den Verdacht auf Eisenmangel, sinkt aber auch bei Entzündungen und schwankt im Tagesverlauf.",
  "meaning.transferrin_saturation.high": "Eine hohe Transferrinsättigung kann auf eine Eisenüberladung hinweisen und ist ein Grund, nach einer Hämochromatose zu suchen.",
  "meaning.glucose.low": "Ein niedriger Blutzucker kann Zittern, Schwitzen und Verwirrtheit verursachen; er muss abgeklärt werden, besonders ohne Diabetesbehandlung.",
  "meaning.glucose.high": "Ein hoher Nüchternblutzucker kann auf einen Prädiabetes oder Diabetes hinweisen; ein einzelner Wert sollte bestätigt werden.",
  "meaning.hba1c.high": "Der HbA1c spiegelt den durchschnittlichen Blutzucker der letzten zwei bis drei Monate wider; ein erhöhter Wert weist auf einen Prädiabetes oder Diabetes hin.",
  "meaning.cholesterol_total.high": "Ein hohes Gesamtcholesterin trägt zum langfristigen Risiko für Herzinfarkt und Schlaganfall bei.",
  "meaning.ldl_cholesterol.high": "LDL ist das Cholesterin, das sich in den Gefäßwänden ablagert; je höher es ist, desto höher das langfristige Herz-Kreislauf-Risiko.",
  "meaning.hdl_cholesterol.low": "Ein niedriges HDL-Cholesterin geht mit einem höheren Herz-Kreislauf-Risiko einher und hängt oft mit Bewegungsmangel, Übergewicht und hohen Triglyzeriden zusammen.",
  "meaning.triglycerides.high":
    "Hohe Triglyzeride hängen mit Übergewicht, Zucker- und Alkoholkonsum sowie Diabetes zusammen; sehr hohe Werte können eine Bauchspeicheldrüsenentzündung auslösen.",
  "meaning.alt.high": "Ein erhöhtes ALT (GPT) zeigt eine Reizung der Leberzellen an, am häufigsten durch Fettleber, Alkohol, Medikamente oder eine Virushepatitis.",
  "meaning.ast.high": "Ein erhöhtes AST (GOT) kann aus der Leber, aber auch aus den Muskeln stammen, zum Beispiel nach intensivem Sport.",
  "meaning.ggt.high": "Eine erhöhte GGT findet sich bei Alkoholkonsum, Fettleber, Gallenabflussstörungen und unter manchen Medikamenten.",
  "meaning.alp.high": "Eine erhöhte alkalische Phosphatase kann aus den Gallenwegen oder aus dem Knochen stammen; bei Kindern im Wachstum und in der Schwangerschaft ist sie normalerweise höher.",
  "meaning.bilirubin_total.high":
    "Ein erhöhtes Bilirubin kann von Leber- oder Gallenwegserkrankungen oder vom Abbau roter Blutkörperchen herrühren; ein leichter, harmloser Anstieg ist beim Gilbert-Syndrom häufig.",
  "meaning.albumin.low": "Ein niedriges Albumin kann durch Entzündungen, Leber- oder Nierenerkrankungen oder Mangelernährung entstehen.",
  "meaning.creatinine.high": "Ein erhöhtes Kreatinin kann auf eine eingeschränkte Nierenfunktion hinweisen; Muskelmasse, Flüssigkeitsmangel und Fleischverzehr beeinflussen es ebenfalls.",
  "meaning.urea.high": "Ein erhöhter Harnstoff kann auf Flüssigkeitsmangel, eine eiweißreiche Ernährung, eine Blutung im Magen-Darm-Trakt oder eine eingeschränkte Nierenfunktion hinweisen.",
  "meaning.egfr.low":
    "Eine niedrigere eGFR bedeutet, dass die Nieren weniger Blut filtern; unter 60 spricht man von einer chronischen Nierenerkrankung, wenn dies länger als drei Monate anhält.",
  "meaning.uric_acid.high": "Eine erhöhte Harnsäure kann Gicht und Nierensteine verursachen und hängt mit Ernährung, Alkohol, Übergewicht und manchen Medikamenten zusammen.",
  "meaning.sodium.low":
    "Ein niedriges Natrium bedeutet meist zu viel Wasser im Verhältnis zum Salz, zum Beispiel durch Medikamente wie Diuretika, Herz-, Leber- oder Nierenerkrankungen oder sehr große Trinkmengen.",
  "meaning.sodium.high": "Ein hohes Natrium bedeutet meist, dass dem Körper Wasser fehlt, etwa durch zu wenig Trinken oder große Flüssigkeitsverluste.",
  "meaning.potassium.low": "Ein niedriges Kalium entsteht oft durch Diuretika, Erbrechen oder Durchfall und kann Muskelschwäche und Herzrhythmusstörungen verursachen.",
  "meaning.potassium.high":
    "Ein hohes Kalium kann den Herzrhythmus stören; Ursachen sind Nierenerkrankungen und manche Medikamente, und eine beschädigte Blutprobe kann einen falsch hohen Wert ergeben.",
  "meaning.calcium.low": "Ein niedriges Kalzium beruht oft auf einem niedrigen Albumin; ein echter Kalziummangel kommt bei Vitamin-D-Mangel oder Störungen der Nebenschilddrüsen vor.",
  "meaning.calcium.high": "Ein hohes Kalzium wird am häufigsten durch eine Überfunktion der Nebenschilddrüsen verursacht, seltener durch andere Erkrankungen.",
  "meaning.magnesium.low": "Ein niedriges Magnesium tritt unter Diuretika, Säureblockern, Alkohol und bei Durchfall auf und kann Kalium und Kalzium senken.",
  "meaning.tsh.low": "Ein niedriges TSH spricht für eine Schilddrüsenüberfunktion oder eine zu hohe Dosis an Schilddrüsenhormon.",
  "meaning.tsh.high": "Ein hohes TSH spricht für eine Schilddrüsenunterfunktion, meist durch eine Autoimmunentzündung der Schilddrüse (Hashimoto).",
  "meaning.free_t4.low": "Ein niedriges freies T4 bedeutet, dass die Schilddrüse zu wenig Hormon bildet.",
  "meaning.free_t4.high": "Ein hohes freies T4 zeigt zu viel Schilddrüsenhormon an, durch eine Überfunktion oder durch Medikamente.",
  "meaning.crp.high": "Ein erhöhtes CRP zeigt eine Entzündung oder Infektion im Körper an; sehr hohe Werte sprechen meist für eine bakterielle Infektion.",
  "meaning.hs_crp.high":
    "Ein erhöhtes hs-CRP zeigt eine niedriggradige Entzündung an, die zum Herz-Kreislauf-Risiko beiträgt; Werte über 10 mg/L spiegeln meist eine akute Erkrankung wider.",
  "meaning.esr.high": "Eine erhöhte Blutsenkung ist ein unspezifisches Entzündungszeichen; sie steigt auch mit dem Alter, bei Anämie und in der Schwangerschaft.",
  "meaning.vitamin_d_25oh.low": "Ein niedriges Vitamin D ist häufig, besonders im Winter und bei wenig Sonnenlicht, und kann Knochen und Muskeln beeinträchtigen.",
  "meaning.vitamin_b12.low":
    "Ein niedriges Vitamin B12 kann Blutarmut und Nervenbeschwerden wie Kribbeln verursachen; Ursachen sind vegane Ernährung, gestörte Aufnahme und manche Medikamente wie Metformin.",
  "meaning.folate.low": "Ein niedriger Folsäurespiegel kann eine Blutarmut verursachen und ist vor und in der Schwangerschaft wichtig; er hängt mit Ernährung und Alkohol zusammen.",
  "meaning.ck.high": "Eine erhöhte CK stammt aus der Muskulatur, zum Beispiel nach Sport, Verletzungen oder unter manchen Medikamenten wie Statinen.",
  "meaning.ldh.high": "Eine erhöhte LDH ist ein unspezifischer Hinweis auf Gewebeschäden, etwa durch Abbau roter Blutkörperchen, aus Muskeln oder Leber.",
  "meaning.inr.high":
    "Ein erhöhter INR bedeutet, dass das Blut langsamer gerinnt; unter Marcumar oder Warfarin ist das erwünscht, sonst kann es auf eine Lebererkrankung oder Vitamin-K-Mangel hinweisen.",
  "meaning.d_dimer.high":
    "Erhöhte D-Dimere können bei einem Blutgerinnsel, aber auch nach Operationen, bei Infektionen, in der Schwangerschaft und im Alter auftreten; sie werden zusammen mit den Beschwerden beurteilt.",
  "meaning.psa_total.high": "Ein erhöhtes PSA kann von einer vergrößerten oder entzündeten Prostata stammen, manchmal von Prostatakrebs; es muss ärztlich abgeklärt werden.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "Albumin im Urin ist ein frühes Zeichen einer Nierenschädigung, oft im Zusammenhang mit Diabetes oder Bluthochdruck.",
  "meaning.lipase.high": "Eine erhöhte Lipase weist auf eine Reizung der Bauchspeicheldrüse hin; deutlich erhöhte Werte mit Bauchschmerzen sprechen für eine Pankreatitis.",
  "meaning.homocysteine.high": "Ein erhöhtes Homocystein hängt mit niedrigen B12-, Folsäure- oder B6-Spiegeln, Nierenerkrankungen und einem höheren Herz-Kreislauf-Risiko zusammen.",

  "pattern.evidence": "Grundlage: {list}.",
  "derived.r_ratio": "R-Quotient",
  "derived.fib4": "FIB-4-Index",
  "derived.calcium_adjusted": "albuminkorrigiertes Kalzium",

  "pattern.iron_deficiency_anemia.title": "Eisenmangelanämie",
  "pattern.iron_deficiency_anemia.text":
    "Das Hämoglobin ist niedrig und die Eisenspeicher sind erschöpft – das typische Bild einer Eisenmangelanämie. Die Ursache sollte geklärt werden; meist sind es Blutverluste (starke Regelblutung, Magen-Darm-Trakt) oder eine zu geringe Eisenzufuhr oder -aufnahme.",
  "pattern.iron_deficiency.title": "Eisenmangel ohne Anämie",
  "pattern.iron_deficiency.text":
    "Die Eisenspeicher sind erschöpft, obwohl das Hämoglobin noch nicht erniedrigt ist. Das kann Müdigkeit verursachen und zu einer Anämie führen; die Ursache sollte geklärt werden.",
  "pattern.anemia.microcytic.title": "Anämie mit kleinen roten Blutkörperchen (mikrozytär)",
  "pattern.anemia.microcytic.text":
    "Das Hämoglobin liegt unter dem WHO-Grenzwert und die roten Blutkörperchen sind klein. Die häufigste Ursache ist Eisenmangel; eine weitere ist eine Thalassämie-Anlage.",
  "pattern.anemia.macrocytic.title": "Anämie mit großen roten Blutkörperchen (makrozytär)",
  "pattern.anemia.macrocytic.text":
    "Das Hämoglobin liegt unter dem WHO-Grenzwert und die roten Blutkörperchen sind groß. Typische Ursachen sind Vitamin-B12- oder Folsäuremangel, Alkohol, Lebererkrankungen, eine Schilddrüsenunterfunktion und manche Medikamente.",
  "pattern.anemia.normocytic.title": "Anämie mit normal großen roten Blutkörperchen (normozytär)",
  "pattern.anemia.normocytic.text":
    "Das Hämoglobin liegt unter dem WHO-Grenzwert bei normal großen roten Blutkörperchen. Mögliche Ursachen sind ein frischer Blutverlust, chronische Entzündung, Nierenerkrankung, ein Abbau roter Blutkörperchen oder ein beginnender gemischter Mangel.",
  "pattern.anemia.unclassified.title": "Anämie",
  "pattern.anemia.unclassified.text": "Das Hämoglobin liegt unter dem WHO-Grenzwert. Um die Ursache einzugrenzen, werden die Erythrozytenindizes benötigt.",
  "pattern.severe_anemia.title": "Schwere Anämie",
  "pattern.severe_anemia.text": "Das Hämoglobin liegt in dem Bereich, den die WHO als schwere Anämie einstuft. Das erfordert eine rasche ärztliche Abklärung.",
  "pattern.glycemia.diabetes_range.title": "Blutzucker im Diabetesbereich",
  "pattern.glycemia.diabetes_range.text":
    "Nüchternglukose oder HbA1c liegen auf oder über dem diagnostischen Grenzwert für Diabetes (ADA). Die Diagnose wird gestellt, wenn ein zweiter Test das Ergebnis bestätigt; Ihre Ärztin oder Ihr Arzt wird das veranlassen.",
  "pattern.glycemia.prediabetes.title": "Prädiabetes",
  "pattern.glycemia.prediabetes.text":
    "Nüchternglukose oder HbA1c liegen im Prädiabetes-Bereich (ADA). Das erhöht das Risiko für Typ-2-Diabetes und Herzerkrankungen; eine Änderung der Lebensweise kann die Werte oft wieder normalisieren.",
  "pattern.low_glucose.text":
    "Der Nüchternblutzucker ist niedrig. Ohne Diabetesbehandlung ist das ungewöhnlich und muss abgeklärt werden; auch eine verzögerte Verarbeitung der Probe kann den Wert senken.",
  "pattern.low_glucose.level1.title": "Niedriger Blutzucker",
  "pattern.low_glucose.level2.title": "Deutlich niedriger Blutzucker",
  "pattern.high_ldl.text": "Das LDL-Cholesterin ist erhöht. Zusammen mit anderen Risikofaktoren steigert das langfristig das Risiko für Herzinfarkt und Schlaganfall.",
  "pattern.high_ldl.very_high.title": "Sehr hohes LDL-Cholesterin (mögliche familiäre Hypercholesterinämie)",
  "pattern.high_ldl.high.title": "Hohes LDL-Cholesterin",
  "pattern.high_ldl.borderline.title": "Grenzwertig hohes LDL-Cholesterin",
  "pattern.atherogenic_dyslipidemia.title": "Atherogene Dyslipidämie",
  "pattern.atherogenic_dyslipidemia.text":
    "Hohe Triglyzeride bei niedrigem HDL-Cholesterin bilden ein Fettstoffwechselmuster, das typisch für Insulinresistenz und das metabolische Syndrom ist und das Herz-Kreislauf-Risiko erhöht.",
  "pattern.very_high_triglycerides.title": "Sehr hohe Triglyzeride",
  "pattern.very_high_triglycerides.text": "Die Triglyzeride sind sehr hoch; das erhöht das Risiko einer Bauchspeicheldrüsenentzündung und bedarf ärztlicher Kontrolle.",
  "pattern.elevated_lipoprotein_a.title": "Erhöhtes Lipoprotein(a)",
  "pattern.elevated_lipoprotein_a.text":
    "Das Lipoprotein(a) ist erhöht. Es ist überwiegend erblich, lässt sich durch die Lebensweise kaum beeinflussen und erhöht das Herz-Kreislauf-Risiko; andere Risikofaktoren verdienen daher besondere Aufmerksamkeit.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Leberwerte: hepatozelluläres Muster",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "Der Anstieg der ALT überwiegt deutlich gegenüber der AP (R-Quotient 5 oder mehr). Das weist auf eine Reizung der Leberzellen selbst hin, etwa durch Fettleber, Hepatitis, Alkohol oder Medikamente.",
  "pattern.liver_injury_pattern.cholestatic.title": "Leberwerte: cholestatisches Muster",
  "pattern.liver_injury_pattern.cholestatic.text":
    "Der Anstieg der AP überwiegt gegenüber der ALT (R-Quotient 2 oder weniger). Das weist auf eine Störung des Galleabflusses hin, etwa durch Gallensteine oder eine Erkrankung der Gallenwege; die AP kann auch aus dem Knochen stammen.",
  "pattern.liver_injury_pattern.mixed.title": "Leberwerte: gemischtes Muster",
  "pattern.liver_injury_pattern.mixed.text":
    "ALT und AP sind in ähnlichem Maß erhöht (R-Quotient zwischen 2 und 5) – ein gemischtes Muster mit Beteiligung der Leberzellen und des Galleabflusses.",
  "pattern.transaminases_raised.title": "Erhöhte Leberenzyme",
  "pattern.transaminases_raised.text":
    "Die Transaminasen (ALT und/oder AST) sind erhöht. Die häufigsten Ursachen sind Fettleber, Alkohol und Medikamente; weitere Möglichkeiten sind eine Hepatitis und – bei AST – eine Muskelbelastung.",
  "pattern.kidney_function.g2.title": "Leicht eingeschränkte Nierenfunktion (G2)",
  "pattern.kidney_function.g2.text":
    "Die eGFR liegt im leicht eingeschränkten Bereich (G2). Für sich genommen ist das mit zunehmendem Alter häufig und keine Nierenerkrankung, solange keine weiteren Zeichen wie Albumin im Urin vorliegen.",
  "pattern.kidney_function.g3a.title": "Leicht- bis mittelgradig eingeschränkte Nierenfunktion (G3a)",
  "pattern.kidney_function.g3a.text":
    "Die eGFR liegt in Kategorie G3a. Bleibt sie länger als drei Monate auf diesem Niveau, entspricht das einer chronischen Nierenerkrankung.",
  "pattern.kidney_function.g3b.title": "Mittel- bis hochgradig eingeschränkte Nierenfunktion (G3b)",
  "pattern.kidney_function.g3b.text":
    "Die eGFR liegt in Kategorie G3b. Bestätigt sich das, liegt eine chronische Nierenerkrankung vor, die regelmäßige Kontrollen und eine Anpassung von Medikamentendosen erfordert.",
  "pattern.kidney_function.g4.title": "Hochgradig eingeschränkte Nierenfunktion (G4)",
  "pattern.kidney_function.g4.text": "Die eGFR liegt in Kategorie G4, einer hochgradig eingeschränkten Nierenfunktion. Eine Betreuung durch eine Nierenfachärztin oder einen Nierenfacharzt wird empfohlen.",
  "pattern.kidney_function.g5.title": "Bereich des Nierenversagens (G5)",
  "pattern.kidney_function.g5.text": "Die eGFR liegt in Kategorie G5, dem Bereich des Nierenversagens. Das erfordert eine rasche nephrologische Abklärung.",
  "pattern.albuminuria.text":
    "Der Urin enthält mehr Albumin als normal – ein frühes Zeichen einer Nierenschädigung, das oft mit Diabetes oder Bluthochdruck zusammenhängt.",
  "pattern.albuminuria.a2.title": "Mäßig erhöhte Albuminurie (A2)",
  "pattern.albuminuria.a3.title": "Stark erhöhte Albuminurie (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Schilddrüsenüberfunktion (manifeste Hyperthyreose)",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "Das TSH ist unterdrückt und das freie T4 erhöht: Die Schilddrüse bildet zu viel Hormon. Häufige Ursachen sind Morbus Basedow, Schilddrüsenknoten und Schilddrüsenentzündungen.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Schilddrüsenunterfunktion (manifeste Hypothyreose)",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "Das TSH ist erhöht und das freie T4 erniedrigt: Die Schilddrüse bildet zu wenig Hormon, meist wegen einer Autoimmunentzündung (Hashimoto). Behandelt wird in der Regel mit Schilddrüsenhormon.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Niedriges Schilddrüsenhormon ohne erhöhtes TSH",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "Das freie T4 ist niedrig, obwohl das TSH nicht erhöht ist. Das kommt bei schweren Erkrankungen oder unter manchen Medikamenten vor und beruht selten auf einer Störung der Hirnanhangdrüse.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Latente Hypothyreose mit TSH von 10 oder mehr",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "Das TSH ist deutlich erhöht, während das freie T4 noch normal ist. In diesem Bereich wird oft eine Behandlung erwogen, besonders bei Beschwerden oder Schilddrüsenantikörpern.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Latente (subklinische) Hypothyreose",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "Das TSH ist leicht erhöht, das freie T4 normal. Das ist häufig, oft vorübergehend und wird vor einer Behandlung in der Regel kontrolliert.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Latente Hyperthyreose mit unterdrücktem TSH",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "Das TSH ist vollständig unterdrückt, das freie T4 normal. Besonders bei älteren Menschen kann das Herzrhythmus und Knochen beeinträchtigen und sollte abgeklärt werden.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Latente (subklinische) Hyperthyreose",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "Das TSH ist leicht erniedrigt, das freie T4 normal. Das kann vorübergehend sein oder mit Schilddrüsenmedikamenten zusammenhängen und wird in der Regel kontrolliert.",
  "pattern.thyroid_function.discordant.title": "Erhöhtes freies T4 bei normalem TSH",
  "pattern.thyroid_function.discordant.text":
    "Das freie T4 ist erhöht, obwohl das TSH normal ist. Häufige Gründe sind Schilddrüsenmedikamente, Biotin-Präparate oder Störungen der Labormessung; der Wert sollte kontrolliert werden.",
  "pattern.thyroid_function.tsh_high_only.title": "Erhöhtes TSH",
  "pattern.thyroid_function.tsh_high_only.text": "Das TSH ist erhöht, was für eine Schilddrüsenunterfunktion spricht. Zur Einordnung wird das freie T4 benötigt.",
  "pattern.thyroid_function.tsh_low_only.title": "Niedriges TSH",
  "pattern.thyroid_function.tsh_low_only.text":
    "Das TSH ist niedrig, was für eine Schilddrüsenüberfunktion oder eine hohe Dosis an Schilddrüsenhormon spricht. Zur Einordnung wird das freie T4 benötigt.",
  "pattern.inflammation.text":
    "Das CRP ist erhöht – ein Zeichen für eine Entzündung oder Infektion. Je höher der Wert, desto wahrscheinlicher ist eine bakterielle Infektion oder eine aktive entzündliche Erkrankung.",
  "pattern.inflammation.marked.title": "Ausgeprägte Entzündung",
  "pattern.inflammation.moderate.title": "Deutliche Entzündungszeichen",
  "pattern.inflammation.mild.title": "Leichte Entzündungszeichen",
  "pattern.vitamin_d_status.text":
    "Vitamin D unterstützt Knochen, Muskeln und Immunsystem. Niedrige Werte sind häufig und lassen sich meist mit einem Präparat ausgleichen.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Schwerer Vitamin-D-Mangel",
  "pattern.vitamin_d_status.deficiency.title": "Vitamin-D-Mangel",
  "pattern.vitamin_d_status.insufficiency.title": "Unzureichende Vitamin-D-Versorgung",
  "pattern.vitamin_b12_status.text":
    "Vitamin B12 wird für die Blutbildung und die Nerven benötigt. Ein Mangel kann Blutarmut, Müdigkeit, Kribbeln und Gedächtnisstörungen verursachen.",
  "pattern.vitamin_b12_status.deficiency.title": "Vitamin-B12-Mangel",
  "pattern.vitamin_b12_status.borderline.title": "Grenzwertiges Vitamin B12",
  "pattern.folate_status.text": "Folsäure wird für die Blutbildung benötigt und ist vor und während einer Schwangerschaft besonders wichtig.",
  "pattern.folate_status.deficiency.title": "Folsäuremangel",
  "pattern.folate_status.possible_deficiency.title": "Möglicher Folsäuremangel",
  "pattern.hyponatremia.text":
    "Das Natrium ist niedrig (Hyponatriämie). Häufige Ursachen sind Medikamente wie Diuretika oder Antidepressiva, Herz-, Leber- oder Nierenerkrankungen und sehr große Trinkmengen. Ausgeprägte Werte können Verwirrtheit, Stürze und Krampfanfälle verursachen.",
  "pattern.hyponatremia.profound.title": "Schwere Hyponatriämie",
  "pattern.hyponatremia.moderate.title": "Mittelschwere Hyponatriämie",
  "pattern.hyponatremia.mild.title": "Leichte Hyponatriämie",
  "pattern.hypernatremia.text":
    "Das Natrium ist hoch (Hypernatriämie). Das bedeutet meist einen Wassermangel im Körper durch zu wenig Trinken oder Flüssigkeitsverluste.",
  "pattern.hypernatremia.severe.title": "Schwere Hypernatriämie",
  "pattern.hypernatremia.mild.title": "Hypernatriämie",
  "pattern.hypokalemia.text":
    "Das Kalium ist niedrig (Hypokaliämie), meist durch Diuretika, Erbrechen oder Durchfall. Das kann Muskelschwäche, Krämpfe und Herzrhythmusstörungen verursachen.",
  "pattern.hypokalemia.severe.title": "Schwere Hypokaliämie",
  "pattern.hypokalemia.moderate.title": "Mittelschwere Hypokaliämie",
  "pattern.hypokalemia.mild.title": "Leichte Hypokaliämie",
  "pattern.hyperkalemia.text":
    "Das Kalium ist hoch (Hyperkaliämie). Das kann den Herzrhythmus stören; Ursachen sind Nierenerkrankungen und Medikamente, und eine beschädigte Blutprobe kann einen falsch hohen Wert ergeben.",
  "pattern.hyperkalemia.severe.title": "Schwere Hyperkaliämie",
  "pattern.hyperkalemia.moderate.title": "Mittelschwere Hyperkaliämie",
  "pattern.hyperkalemia.mild.title": "Leichte Hyperkaliämie",
  "pattern.hypocalcemia.text":
    "Das albuminkorrigierte Kalzium ist niedrig (Hypokalzämie). Ursachen sind Vitamin-D-Mangel, Magnesiummangel und Störungen der Nebenschilddrüsen; typisch sind Kribbeln und Muskelkrämpfe.",
  "pattern.hypocalcemia.severe.title": "Schwere Hypokalzämie",
  "pattern.hypocalcemia.mild.title": "Hypokalzämie",
  "pattern.hypercalcemia.text":
    "Das albuminkorrigierte Kalzium ist hoch (Hyperkalzämie). Die häufigste Ursache ist eine Überfunktion der Nebenschilddrüsen; Folgen können Durst, Verstopfung und Nierensteine sein.",
  "pattern.hypercalcemia.severe.title": "Schwere Hyperkalzämie",
  "pattern.hypercalcemia.moderate.title": "Mittelschwere Hyperkalzämie",
  "pattern.hypercalcemia.mild.title": "Leichte Hyperkalzämie",

  "followup.iron_studies": "Eisenstatus (Serumeisen, Transferrin, Transferrinsättigung) und Retikulozytenzahl.",
  "followup.blood_loss_search": "Suche nach Blutverlusten: Stuhltest auf verborgenes Blut und bei Frauen eine Beurteilung der Regelblutung.",
  "followup.coeliac_screen": "Bluttest auf Zöliakie (Gewebstransglutaminase-IgA), wenn keine Ursache des Eisenmangels gefunden wird.",
  "followup.hemoglobin_electrophoresis": "Hämoglobin-Elektrophorese bei normalem Eisenstatus, um eine Thalassämie-Anlage zu erkennen.",
  "followup.b12_folate": "Vitamin B12 und Folsäure.",
  "followup.thyroid_check": "Schilddrüsenfunktion (TSH).",
  "followup.liver_panel": "Vollständige Leberwerte (ALT, AST, GGT, AP, Bilirubin, Albumin).",
  "followup.reticulocytes_hemolysis": "Retikulozyten, LDH, Bilirubin und Haptoglobin, um einen Abbau roter Blutkörperchen zu erkennen.",
  "followup.kidney_check": "Nierenfunktion (Kreatinin, eGFR) und eine Urinuntersuchung.",
  "followup.full_blood_count": "Ein vollständiges Blutbild mit Erythrozytenindizes (MCV, MCH).",
  "followup.blood_film": "Ein Blutausstrich.",
  "followup.confirm_glucose": "Wiederholung von Nüchternglukose oder HbA1c an einem anderen Tag zur Bestätigung.",
  "followup.diabetes_workup": "Bei bestätigtem Diabetes: Nierenfunktion, Albumin im Urin, Blutfette, eine Augenuntersuchung und eine Fußkontrolle.",
  "followup.ogtt": "Ein oraler Glukosetoleranztest, wenn die Ergebnisse grenzwertig bleiben.",
  "followup.repeat_glucose": "Eine erneute Glukosemessung mit korrekter Probenverarbeitung.",
  "followup.lipid_secondary_causes": "Untersuchung auf sekundäre Ursachen: TSH, Nüchternglukose, Leber- und Nierenwerte.",
  "followup.family_screening": "Cholesterinbestimmung bei nahen Verwandten, da sehr hohe Werte oft erblich sind.",
  "followup.cardiovascular_assessment": "Eine Gesamtbeurteilung des Herz-Kreislauf-Risikos einschließlich Blutdruck, Rauchen und Familienanamnese.",
  "followup.apob_lpa": "Apolipoprotein B und Lipoprotein(a) zur genaueren Einschätzung des Herz-Kreislauf-Risikos.",
  "followup.hepatitis_serology": "Tests auf Hepatitis B und C.",
  "followup.liver_ultrasound": "Eine Ultraschalluntersuchung der Leber.",
  "followup.cholestasis_workup": "GGT, um die Leber als Quelle der AP zu bestätigen, und ein Ultraschall von Leber und Gallenwegen.",
  "followup.repeat_liver_tests": "Eine Kontrolle der Leberwerte nach einigen Wochen.",
  "followup.nephrology_referral": "Überweisung zu einer Nierenfachärztin oder einem Nierenfacharzt (Nephrologie).",
  "followup.acr_urine": "Albumin-Kreatinin-Quotient im Urin (ACR).",
  "followup.repeat_kidney": "Eine Kontrolle von Kreatinin und eGFR innerhalb von drei Monaten, um zu sehen, ob die Einschränkung anhält.",
  "followup.repeat_acr": "Eine Wiederholung der Albuminbestimmung im Urin zur Bestätigung, da Sport, Fieber oder Infekte sie vorübergehend erhöhen können.",
  "followup.thyroid_antibodies_trab": "TSH-Rezeptor-Antikörper und bei Bedarf ein Schilddrüsenultraschall oder eine Szintigrafie.",
  "followup.thyroid_antibodies_tpo": "Antikörper gegen die Schilddrüsenperoxidase (Anti-TPO).",
  "followup.pituitary_evaluation": "Eine Abklärung der Hirnanhangdrüsenfunktion durch die Endokrinologie.",
  "followup.repeat_thyroid": "Eine Kontrolle von TSH und freiem T4 nach sechs bis zwölf Wochen.",
  "followup.free_t4_test": "Freies T4 (fT4) zur Einordnung des TSH-Werts.",
  "followup.inflammation_source": "Eine ärztliche Untersuchung, um die Quelle der Entzündung zu finden, und eine CRP-Kontrolle.",
  "followup.calcium_pth": "Kalzium, Phosphat und Parathormon (PTH).",
  "followup.recheck_vitamin_d": "Eine erneute Vitamin-D-Messung nach etwa drei Monaten Einnahme.",
  "followup.intrinsic_factor": "Intrinsic-Faktor-Antikörper zur Suche nach einer perniziösen Anämie.",
  "followup.mma_holotc": "Methylmalonsäure oder aktives B12 (Holotranscobalamin) zur Bestätigung des Mangels.",
  "followup.sodium_workup": "Serum- und Urinosmolalität sowie Natrium im Urin zur Ursachensuche.",
  "followup.review_medicines_test": "Eine Überprüfung von Medikamenten, die das Natrium senken können.",
  "followup.electrolytes_repeat": "Eine Kontrolle der Elektrolyte zusammen mit Nierenwerten und Glukose.",
  "followup.ecg": "Ein EKG (Herzstromkurve).",
  "followup.magnesium_check": "Magnesium.",
  "followup.exclude_hemolysis": "Eine frische Blutprobe, um ein falsch hohes Kalium durch eine beschädigte Probe auszuschließen.",
  "followup.discuss_abnormal": "Besprechen Sie die Werte außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt, die sie gegebenenfalls wiederholen lassen.",
  "followup.routine": "Aufgrund dieser Ergebnisse sind keine zusätzlichen Untersuchungen nötig; Routinekontrollen wie mit Ihrer Ärztin oder Ihrem Arzt vereinbart.",

  "lifestyle.iron_rich_foods":
    "Essen Sie eisenreiche Lebensmittel wie rotes Fleisch, Hülsenfrüchte und dunkelgrünes Gemüse, kombinieren Sie pflanzliche Quellen mit Vitamin C und trinken Sie zu den Mahlzeiten keinen Tee oder Kaffee.",
  "lifestyle.reduce_sugars": "Schränken Sie gesüßte Getränke, Süßigkeiten und Weißmehlprodukte ein und wählen Sie Vollkorn- und ballaststoffreiche Lebensmittel.",
  "lifestyle.weight_activity":
    "Bewegen Sie sich mindestens 150 Minuten pro Woche und streben Sie bei Übergewicht eine Gewichtsabnahme von 5 bis 7 Prozent an.",
  "lifestyle.heart_healthy_diet":
    "Ernähren Sie sich mediterran mit Gemüse, Obst, Vollkorn, Hülsenfrüchten, Nüssen, Olivenöl und Fisch und begrenzen Sie gesättigte Fette und verarbeitetes Fleisch.",
  "lifestyle.no_smoking": "Rauchen Sie nicht; ein Rauchstopp ist einer der wirksamsten Wege, Herz und Gefäße zu schützen.",
  "lifestyle.limit_alcohol": "Trinken Sie wenig oder gar keinen Alkohol.",
  "lifestyle.liver_protect": "Meiden Sie Alkohol, streben Sie ein gesundes Gewicht an und nehmen Sie keine unnötigen Medikamente oder Nahrungsergänzungsmittel ein.",
  "lifestyle.review_medicines": "Lassen Sie Ihre Medikamente und Nahrungsergänzungsmittel von Ihrer Ärztin, Ihrem Arzt oder in der Apotheke überprüfen, da manche diese Werte beeinflussen.",
  "lifestyle.kidney_protect":
    "Vermeiden Sie die regelmäßige Einnahme entzündungshemmender Schmerzmittel, essen Sie weniger Salz und achten Sie auf gut eingestellten Blutdruck und Blutzucker.",
  "lifestyle.vitamin_d_sources":
    "Halten Sie sich bei Tageslicht im Freien auf und essen Sie Vitamin-D-Quellen wie fetten Seefisch und Eier; Ihre Ärztin oder Ihr Arzt kann ein Präparat empfehlen.",
  "lifestyle.b12_sources": "Nehmen Sie Vitamin-B12-Quellen wie Fleisch, Fisch, Eier und Milchprodukte zu sich; bei veganer Ernährung ist ein B12-Präparat nötig.",
  "lifestyle.folate_sources": "Essen Sie folsäurereiche Lebensmittel wie Blattgemüse, Hülsenfrüchte und Zitrusfrüchte.",
  "lifestyle.hydration": "Trinken Sie ausreichend, sofern Ihre Ärztin oder Ihr Arzt die Trinkmenge nicht begrenzt hat.",
  "lifestyle.general_healthy": "Behalten Sie eine ausgewogene Ernährung, regelmäßige Bewegung, ausreichend Schlaf und Routinekontrollen bei.",

  "urgent.critical_item":
    "{name}: {value}. Dieser Wert erfordert sofortige ärztliche Abklärung: Wenden Sie sich noch heute an Ihre Ärztin oder Ihren Arzt oder an eine Notaufnahme.",
  "urgent.pattern_item": "{title}: Wenden Sie sich umgehend, möglichst noch heute, an eine Ärztin oder einen Arzt.",
  "urgent.symptoms":
    "Suchen Sie sofort eine Notaufnahme auf bei Brustschmerzen, starker Atemnot, Ohnmacht, Verwirrtheit, Herzrasen, ausgeprägter Muskelschwäche oder Blutungszeichen.",
  "urgent.none": "Keiner der Werte liegt in einem Bereich, der üblicherweise eine Notfallbehandlung erfordert.",

  "disclaimer.text":
    "Diese Auswertung wurde automatisch aus den Laborwerten und allgemeinen medizinischen Leitlinien erstellt. Sie ersetzt keine Untersuchung und kein Gespräch mit einer Ärztin oder einem Arzt, die Ihre Beschwerden, Vorgeschichte und Medikamente berücksichtigen können.",
  "disclaimer.risk_note": "Die Risikoprozente sind regelbasierte Kennzahlen dafür, wie deutlich die Werte auf eine Erkrankung hinweisen, keine exakten Wahrscheinlichkeiten.",

  "score.excellent": "ausgezeichnet",
  "score.good": "gut",
  "score.fair": "mittelmäßig",
  "score.poor": "schlecht",

  "rec.urgent": "Einige Werte liegen im kritischen Bereich: Wenden Sie sich noch heute an eine Ärztin oder einen Arzt.",
  "rec.discuss": "Besprechen Sie die Werte außerhalb des Referenzbereichs mit Ihrer Ärztin oder Ihrem Arzt.",
  "rec.retest": "Lassen Sie die auffälligen Werte nach ärztlicher Empfehlung kontrollieren, um sie zu bestätigen.",
  "rec.keep_habits": "Ihre Werte liegen in einem guten Bereich: Behalten Sie Ihre bisherigen Gewohnheiten bei.",
  "rec.no_data": "Kein Wert konnte bewertet werden; für einen Gesundheitsscore ist ein Befund mit Referenzbereichen nötig.",

  "risk.type2_diabetes": "Typ-2-Diabetes",
  "risk.cardiovascular": "Herz-Kreislauf-Erkrankung",
  "risk.anemia": "Anämie",
  "risk.chronic_kidney_disease": "Chronische Nierenerkrankung",
  "risk.liver_fibrosis": "Leberfibrose (Fettlebererkrankung)",
  "risk.thyroid_dysfunction": "Schilddrüsenfunktionsstörung",
  "risk.vitamin_d_deficiency": "Vitamin-D-Mangel",
};
