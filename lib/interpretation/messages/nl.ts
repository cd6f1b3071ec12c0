// Dutch message catalogue (complete; same keys and placeholders as ./en.ts).
import type { Catalogue } from "./en";

export const nl: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Samenvatting",
  "section.findings": "Uitslagen per orgaansysteem",
  "section.abnormal_values": "Wat de afwijkende waarden kunnen betekenen",
  "section.patterns": "Herkende patronen",
  "section.follow_up": "Voorgesteld vervolgonderzoek",
  "section.lifestyle": "Leefstijladvies",
  "section.urgent": "Wanneer u dringend een arts moet raadplegen",
  "section.disclaimer": "Belangrijke opmerking",

  "subsection.summary_overview": "Overzicht",
  "subsection.abnormal_values_meaning": "Mogelijke betekenis",
  "subsection.follow_up_tests": "Onderzoeken om met uw arts te bespreken",
  "subsection.lifestyle_advice": "Wat u zelf kunt doen",
  "subsection.urgent_care": "Spoedeisende zorg",
  "subsection.disclaimer_text": "Disclaimer",

  "system.blood": "Bloedbeeld en ijzer",
  "system.metabolism": "Bloedsuiker en vetten",
  "system.liver": "Lever en eiwitten",
  "system.kidney": "Nieren en urine",
  "system.electrolytes": "Elektrolyten en mineralen",
  "system.hormones": "Hormonen en schildklier",
  "system.vitamins": "Vitaminen",
  "system.immune": "Ontsteking en afweersysteem",
  "system.heart": "Hart en spieren",
  "system.other": "Overige bepalingen",

  "eval.normal": "binnen de referentiewaarden",
  "eval.low": "onder de referentiewaarden",
  "eval.high": "boven de referentiewaarden",
  "eval.critical_low": "kritiek laag",
  "eval.critical_high": "kritiek hoog",
  "eval.borderline_low": "net onder de referentiewaarden",
  "eval.borderline_high": "net boven de referentiewaarden",
  "eval.abnormal": "afwijkende uitslag",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "geen referentiewaarden",

  "finding.value": "{name}: {value} (referentie {range}), {evaluation}.",
  "finding.in_range": "Binnen de referentiewaarden: {list}.",
  "finding.no_range": "Zonder referentiewaarden: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Beoordeelde uitslagen: {count}. Binnen de referentiewaarden: {normal}. Buiten de referentiewaarden: {abnormal}.",
  "summary.all_normal": "Alle uitslagen liggen binnen hun referentiewaarden; dat is geruststellend.",
  "summary.critical": "Uitslagen op een kritiek niveau: {list}. Deze vragen om directe medische aandacht.",
  "summary.main_findings": "Belangrijkste bevindingen: {list}.",
  "summary.minor_findings":
    "De afwijkingen zijn op zichzelf staand of gering en vormen geen herkenbaar patroon; uw arts kan ze beoordelen samen met uw klachten en voorgeschiedenis.",
  "summary.no_demographics": "Leeftijd of geslacht is niet opgegeven; waar dat uitmaakt, zijn algemene grenswaarden voor volwassenen gebruikt.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "Een waarde onder de referentiewaarden kan veel oorzaken hebben; het belang hangt af van de grootte van de afwijking, uw klachten en de andere uitslagen.",
  "meaning.generic.high":
    "Een waarde boven de referentiewaarden kan veel oorzaken hebben; het belang hangt af van de grootte van de afwijking, uw klachten en de andere uitslagen.",
  "meaning.generic.abnormal": "Deze uitslag wijkt af van de verwachte normale bevinding en is het bespreken met uw arts waard.",
  "meaning.hemoglobin.low":
    "Een laag hemoglobine betekent bloedarmoede (anemie): het bloed vervoert minder zuurstof, wat vermoeidheid en kortademigheid kan geven. Veelvoorkomende oorzaken zijn ijzertekort, bloedverlies, vitaminetekorten en chronische ziekten.",
  "meaning.hemoglobin.high":
    "Een hoog hemoglobine kan komen door uitdroging, roken, wonen op grote hoogte of longziekte, en zelden door een beenmergaandoening.",
  "meaning.mcv.low": "Kleine rode bloedcellen passen bij ijzertekort en bij erfelijke aanleg zoals dragerschap van thalassemie.",
  "meaning.mcv.high":
    "Grote rode bloedcellen komen voor bij een tekort aan vitamine B12 of foliumzuur, regelmatig alcoholgebruik, leverziekte, een te traag werkende schildklier en sommige medicijnen.",
  "meaning.wbc.low": "Weinig witte bloedcellen kan volgen op een virusinfectie of bij sommige medicijnen en wijst minder vaak op een beenmerg- of auto-immuunprobleem.",
  "meaning.wbc.high": "Veel witte bloedcellen wijst meestal op een infectie of ontsteking; ook stress, roken en prednison kunnen ze verhogen.",
  "meaning.neutrophils_abs.low": "Weinig neutrofielen verzwakt de afweer tegen bacteriën; virusinfecties, medicijnen en sommige erfelijke varianten zijn veelvoorkomende oorzaken.",
  "meaning.neutrophils_abs.high": "Verhoogde neutrofielen wijzen meestal op een bacteriële infectie, ontsteking, lichamelijke stress of behandeling met prednison.",
  "meaning.lymphocytes_abs.low": "Lage lymfocyten komen vaak voor bij acute ziekte, stress en sommige medicijnen.",
  "meaning.lymphocytes_abs.high": "Verhoogde lymfocyten komen meestal door een virusinfectie; blijven ze hoog, dan kan uw arts verder onderzoek doen.",
  "meaning.eosinophils_abs.high": "Verhoogde eosinofielen komen voor bij allergie, astma, eczeem, parasitaire infecties en sommige medicijnen.",
  "meaning.platelets.low":
    "Weinig bloedplaatjes kan de neiging tot blauwe plekken en bloedingen vergroten; oorzaken zijn onder meer virusinfecties, medicijnen, leverziekte en afweerreacties.",
  "meaning.platelets.high": "Veel bloedplaatjes zijn vaak een reactie op ontsteking, ijzertekort of bloedverlies, en zelden een beenmergaandoening.",
  "meaning.ferritin.low": "Een laag ferritine laat zien dat de ijzervoorraad van het lichaam is uitgeput.",
  "meaning.ferritin.high":
    "Een hoog ferritine komt vaak door ontsteking, leververvetting of alcohol, en minder vaak door ijzerstapeling zoals hemochromatose.",
  "meaning.iron.low": "Een laag serumijzer ondersteunt ijzertekort, maar daalt ook bij ontsteking en schommelt gedurende de dag.",
  "meaning.transferrin_saturation.high": "Een hoge transferrineverzadiging kan wijzen op ijzerstapeling en is een reden om hemochromatose uit te sluiten.",
  "meaning.glucose.low": "Een lage bloedsuiker kan trillen, zweten en verwardheid geven; dit moet verklaard worden, vooral zonder behandeling voor diabetes.",
  "meaning.glucose.high": "Een hoge nuchtere bloedsuiker kan wijzen op prediabetes of diabetes; één enkele waarde moet bevestigd worden.",
  "meaning.hba1c.high": "HbA1c weerspiegelt de gemiddelde bloedsuiker van de afgelopen twee tot drie maanden; een verhoogde waarde wijst op prediabetes of diabetes.",
  "meaning.cholesterol_total.high": "Een hoog totaal cholesterol draagt bij aan het risico op een hartinfarct en beroerte op lange termijn.",
  "meaning.ldl_cholesterol.high": "LDL is het cholesterol dat zich in de vaatwand ophoopt; hoe hoger het is, hoe hoger het risico op hart- en vaatziekten op lange termijn.",
  "meaning.hdl_cholesterol.low": "Een laag HDL-cholesterol hangt samen met een hoger risico op hart- en vaatziekten en gaat vaak samen met weinig beweging, overgewicht en hoge triglyceriden.",
  "meaning.triglycerides.high":
    "Hoge triglyceriden hangen samen met overgewicht, suiker- en alcoholgebruik en diabetes; zeer hoge waarden kunnen een alvleesklierontsteking veroorzaken.",
  "meaning.alt.high": "Een verhoogd ALAT wijst op prikkeling van levercellen, meestal door leververvetting, alcohol, medicijnen of virale hepatitis.",
  "meaning.ast.high": "Een verhoogd ASAT kan uit de lever komen, maar ook uit de spieren, bijvoorbeeld na zware inspanning.",
  "meaning.ggt.high": "Een verhoogd gamma-GT komt voor bij alcoholgebruik, leververvetting, problemen met de galafvloed en sommige medicijnen.",
  "meaning.alp.high": "Een verhoogd alkalisch fosfatase kan uit de galwegen of uit het bot komen; bij groeiende kinderen en in de zwangerschap is het normaal hoger.",
  "meaning.bilirubin_total.high":
    "Een verhoogd bilirubine kan komen door lever- of galwegziekte of door afbraak van rode bloedcellen; een lichte, onschuldige verhoging komt vaak voor bij het syndroom van Gilbert.",
  "meaning.albumin.low": "Een laag albumine kan komen door ontsteking, lever- of nierziekte, of ondervoeding.",
  "meaning.creatinine.high": "Een verhoogd kreatinine kan wijzen op een verminderde nierfunctie; ook spiermassa, uitdroging en vleesconsumptie hebben invloed.",
  "meaning.urea.high": "Een verhoogd ureum kan wijzen op uitdroging, een eiwitrijk dieet, een bloeding in het maag-darmkanaal of een verminderde nierfunctie.",
  "meaning.egfr.low":
    "Een lagere eGFR betekent dat de nieren minder bloed filteren; onder 60 spreekt men van chronische nierschade als dit langer dan drie maanden aanhoudt.",
  "meaning.uric_acid.high": "Een verhoogd urinezuur kan jicht en nierstenen veroorzaken en hangt samen met voeding, alcohol, overgewicht en sommige medicijnen.",
  "meaning.sodium.low":
    "Een laag natrium betekent meestal te veel water ten opzichte van zout, bijvoorbeeld door medicijnen zoals plaspillen, hart-, lever- of nierziekte of het drinken van zeer grote hoeveelheden.",
  "meaning.sodium.high": "Een hoog natrium betekent meestal dat het lichaam te weinig water heeft, bijvoorbeeld door te weinig drinken of groot vochtverlies.",
  "meaning.potassium.low": "Een laag kalium komt vaak door plaspillen, braken of diarree en kan spierzwakte en hartritmestoornissen geven.",
  "meaning.potassium.high":
    "Een hoog kalium kan het hartritme verstoren; oorzaken zijn onder meer nierziekte en sommige medicijnen, en een beschadigd bloedmonster kan een vals hoge waarde geven.",
  "meaning.calcium.low": "Een laag calcium komt vaak door een laag albumine; een echt laag calcium komt voor bij vitamine D-tekort of problemen met de bijschildklieren.",
  "meaning.calcium.high": "Een hoog calcium wordt meestal veroorzaakt door een te hard werkende bijschildklier, minder vaak door andere aandoeningen.",
  "meaning.magnesium.low": "Een laag magnesium komt voor bij plaspillen, maagzuurremmers, alcohol en diarree en kan kalium en calcium verlagen.",
  "meaning.tsh.low": "Een laag TSH wijst op een te snel werkende schildklier of een te hoge dosis schildklierhormoon.",
  "meaning.tsh.high": "Een hoog TSH wijst op een te traag werkende schildklier, meestal door een auto-immuunontsteking van de schildklier (Hashimoto).",
  "meaning.free_t4.low": "Een laag vrij T4 betekent dat de schildklier te weinig hormoon maakt.",
  "meaning.free_t4.high": "Een hoog vrij T4 wijst op te veel schildklierhormoon, door een te snel werkende schildklier of door medicijnen.",
  "meaning.crp.high": "Een verhoogd CRP wijst op een ontsteking of infectie ergens in het lichaam; zeer hoge waarden passen meestal bij een bacteriële infectie.",
  "meaning.hs_crp.high":
    "Een verhoogd hs-CRP wijst op een laaggradige ontsteking die bijdraagt aan het risico op hart- en vaatziekten; waarden boven 10 mg/L passen meestal bij een acute ziekte.",
  "meaning.esr.high": "Een verhoogde bezinking is een niet-specifiek teken van ontsteking; ze stijgt ook met de leeftijd, bij bloedarmoede en in de zwangerschap.",
  "meaning.vitamin_d_25oh.low": "Een laag vitamine D komt veel voor, vooral in de winter en bij weinig zonlicht, en kan botten en spieren aantasten.",
  "meaning.vitamin_b12.low":
    "Een laag vitamine B12 kan bloedarmoede en zenuwklachten zoals tintelingen geven; oorzaken zijn onder meer een veganistisch dieet, slechte opname en sommige medicijnen zoals metformine.",
  "meaning.folate.low": "Een laag foliumzuur kan bloedarmoede geven en is belangrijk voor en tijdens de zwangerschap; het hangt samen met voeding en alcohol.",
  "meaning.ck.high": "Een verhoogd CK komt uit de spieren, bijvoorbeeld na inspanning, letsel of sommige medicijnen zoals statines.",
  "meaning.ldh.high": "Een verhoogd LDH is een niet-specifieke aanwijzing voor weefselschade, bijvoorbeeld door afbraak van rode bloedcellen, spieren of lever.",
  "meaning.inr.high":
    "Een verhoogde INR betekent dat het bloed langzamer stolt; dit is de bedoeling bij antistollingsmiddelen zoals acenocoumarol of warfarine en kan anders wijzen op leverziekte of vitamine K-tekort.",
  "meaning.d_dimer.high":
    "Een verhoogd D-dimeer kan voorkomen bij een bloedstolsel, maar ook na een operatie, bij infecties, in de zwangerschap en op hogere leeftijd; het wordt beoordeeld samen met de klachten.",
  "meaning.psa_total.high": "Een verhoogd PSA kan komen door een vergrote of ontstoken prostaat, en soms door prostaatkanker; het vraagt om medische beoordeling.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "Albumine in de urine is een vroeg teken van nierschade, vaak in samenhang met diabetes of hoge bloeddruk.",
  "meaning.lipase.high": "Een verhoogd lipase wijst op prikkeling van de alvleesklier; sterk verhoogde waarden met buikpijn doen denken aan een alvleesklierontsteking.",
  "meaning.homocysteine.high": "Een verhoogd homocysteïne hangt samen met lage B12-, foliumzuur- of B6-spiegels, nierziekte en een hoger risico op hart- en vaatziekten.",

  "pattern.evidence": "Op basis van: {list}.",
  "derived.r_ratio": "R-ratio",
  "derived.fib4": "FIB-4-index",
  "derived.calcium_adjusted": "voor albumine gecorrigeerd calcium",

  "pattern.iron_deficiency_anemia.title": "IJzergebreksanemie",
  "pattern.iron_deficiency_anemia.text":
    "Het hemoglobine is laag en de ijzervoorraad is uitgeput: het typische beeld van ijzergebreksanemie. De oorzaak moet worden opgespoord; meestal is dat bloedverlies (hevige menstruatie, maag-darmkanaal) of te weinig ijzerinname of -opname.",
  "pattern.iron_deficiency.title": "IJzertekort zonder bloedarmoede",
  "pattern.iron_deficiency.text":
    "De ijzervoorraad is uitgeput, hoewel het hemoglobine nog niet laag is. Dit kan vermoeidheid geven en tot bloedarmoede leiden; de oorzaak moet worden uitgezocht.",
  "pattern.anemia.microcytic.title": "Bloedarmoede met kleine rode bloedcellen (microcytair)",
  "pattern.anemia.microcytic.text":
    "Het hemoglobine ligt onder de WHO-grens en de rode bloedcellen zijn klein. De meest voorkomende oorzaak is ijzertekort; een andere is dragerschap van thalassemie.",
  "pattern.anemia.macrocytic.title": "Bloedarmoede met grote rode bloedcellen (macrocytair)",
  "pattern.anemia.macrocytic.text":
    "Het hemoglobine ligt onder de WHO-grens en de rode bloedcellen zijn groot. Typische oorzaken zijn een tekort aan vitamine B12 of foliumzuur, alcohol, leverziekte, een te traag werkende schildklier en sommige medicijnen.",
  "pattern.anemia.normocytic.title": "Bloedarmoede met normaal grote rode bloedcellen (normocytair)",
  "pattern.anemia.normocytic.text":
    "Het hemoglobine ligt onder de WHO-grens met normaal grote rode bloedcellen. Mogelijke oorzaken zijn recent bloedverlies, chronische ontsteking, nierziekte, afbraak van rode bloedcellen of een beginnend gemengd tekort.",
  "pattern.anemia.unclassified.title": "Bloedarmoede",
  "pattern.anemia.unclassified.text": "Het hemoglobine ligt onder de WHO-grens. Om de oorzaak te bepalen zijn de erytrocytenindices nodig.",
  "pattern.severe_anemia.title": "Ernstige bloedarmoede",
  "pattern.severe_anemia.text": "Het hemoglobine ligt in het gebied dat de WHO als ernstige bloedarmoede indeelt. Dit vraagt om snelle medische beoordeling.",
  "pattern.glycemia.diabetes_range.title": "Bloedsuiker in het diabetesgebied",
  "pattern.glycemia.diabetes_range.text":
    "De nuchtere glucose of het HbA1c ligt op of boven de diagnostische grens voor diabetes (ADA). Diabetes wordt vastgesteld als een tweede test de uitslag bevestigt; uw arts regelt dat.",
  "pattern.glycemia.prediabetes.title": "Prediabetes",
  "pattern.glycemia.prediabetes.text":
    "De nuchtere glucose of het HbA1c ligt in het prediabetesgebied (ADA). Dit verhoogt het risico op diabetes type 2 en hartziekte; aanpassingen in leefstijl brengen de waarden vaak weer naar normaal.",
  "pattern.low_glucose.text":
    "De nuchtere bloedsuiker is laag. Zonder behandeling voor diabetes is dat ongewoon en moet het verklaard worden; ook een vertraagde verwerking van het bloedmonster kan de waarde verlagen.",
  "pattern.low_glucose.level1.title": "Lage bloedsuiker",
  "pattern.low_glucose.level2.title": "Duidelijk lage bloedsuiker",
  "pattern.high_ldl.text":
    "Het LDL-cholesterol is verhoogd. Samen met andere risicofactoren vergroot dit op lange termijn het risico op een hartinfarct en beroerte.",
  "pattern.high_ldl.very_high.title": "Zeer hoog LDL-cholesterol (mogelijk familiaire hypercholesterolemie)",
  "pattern.high_ldl.high.title": "Hoog LDL-cholesterol",
  "pattern.high_ldl.borderline.title": "Grenswaardig hoog LDL-cholesterol",
  "pattern.atherogenic_dyslipidemia.title": "Atherogene dyslipidemie",
  "pattern.atherogenic_dyslipidemia.text":
    "Hoge triglyceriden met een laag HDL-cholesterol vormen een vetprofiel dat typisch is voor insulineresistentie en het metabool syndroom, en het verhoogt het risico op hart- en vaatziekten.",
  "pattern.very_high_triglycerides.title": "Zeer hoge triglyceriden",
  "pattern.very_high_triglycerides.text": "De triglyceriden zijn zeer hoog; dit verhoogt het risico op een alvleesklierontsteking en vraagt om medische controle.",
  "pattern.elevated_lipoprotein_a.title": "Verhoogd lipoproteïne(a)",
  "pattern.elevated_lipoprotein_a.text":
    "Het lipoproteïne(a) is verhoogd. Het is grotendeels erfelijk, verandert nauwelijks door leefstijl en verhoogt het risico op hart- en vaatziekten; andere risicofactoren verdienen daarom extra aandacht.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Leverwaarden: hepatocellulair patroon",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "De stijging van ALAT overheerst duidelijk ten opzichte van alkalisch fosfatase (R-ratio 5 of meer). Dit wijst op schade aan de levercellen zelf, bijvoorbeeld door leververvetting, hepatitis, alcohol of medicijnen.",
  "pattern.liver_injury_pattern.cholestatic.title": "Leverwaarden: cholestatisch patroon",
  "pattern.liver_injury_pattern.cholestatic.text":
    "De stijging van alkalisch fosfatase overheerst ten opzichte van ALAT (R-ratio 2 of minder). Dit wijst op een probleem met de galafvloed, bijvoorbeeld galstenen of een aandoening van de galwegen; alkalisch fosfatase kan ook uit het bot komen.",
  "pattern.liver_injury_pattern.mixed.title": "Leverwaarden: gemengd patroon",
  "pattern.liver_injury_pattern.mixed.text":
    "ALAT en alkalisch fosfatase zijn in vergelijkbare mate verhoogd (R-ratio tussen 2 en 5): een gemengd patroon waarbij levercellen en galafvloed betrokken zijn.",
  "pattern.transaminases_raised.title": "Verhoogde leverenzymen",
  "pattern.transaminases_raised.text":
    "De transaminasen (ALAT en/of ASAT) zijn verhoogd. De meest voorkomende oorzaken zijn leververvetting, alcohol en medicijnen; hepatitis en, bij ASAT, spierbelasting zijn andere mogelijkheden.",
  "pattern.kidney_function.g2.title": "Licht verminderde nierfunctie (G2)",
  "pattern.kidney_function.g2.text":
    "De eGFR ligt in het licht verminderde gebied (G2). Op zichzelf komt dit vaak voor met het ouder worden en is het geen nierziekte zolang er geen andere tekenen zijn, zoals albumine in de urine.",
  "pattern.kidney_function.g3a.title": "Licht tot matig verminderde nierfunctie (G3a)",
  "pattern.kidney_function.g3a.text":
    "De eGFR valt in categorie G3a. Blijft deze langer dan drie maanden op dit niveau, dan is er sprake van chronische nierschade.",
  "pattern.kidney_function.g3b.title": "Matig tot ernstig verminderde nierfunctie (G3b)",
  "pattern.kidney_function.g3b.text":
    "De eGFR valt in categorie G3b. Als dit bevestigd wordt, is er sprake van chronische nierschade die regelmatige controle en aanpassing van medicijndoseringen vraagt.",
  "pattern.kidney_function.g4.title": "Ernstig verminderde nierfunctie (G4)",
  "pattern.kidney_function.g4.text": "De eGFR valt in categorie G4, een ernstig verminderde nierfunctie. Begeleiding door een nefroloog wordt aangeraden.",
  "pattern.kidney_function.g5.title": "Gebied van nierfalen (G5)",
  "pattern.kidney_function.g5.text": "De eGFR valt in categorie G5, het gebied van nierfalen. Dit vraagt om snelle beoordeling door een nefroloog.",
  "pattern.albuminuria.text":
    "De urine bevat meer albumine dan normaal, een vroeg teken van nierschade dat vaak samenhangt met diabetes of hoge bloeddruk.",
  "pattern.albuminuria.a2.title": "Matig verhoogde albuminurie (A2)",
  "pattern.albuminuria.a3.title": "Sterk verhoogde albuminurie (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Te snel werkende schildklier (manifeste hyperthyreoïdie)",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "Het TSH is onderdrukt en het vrij T4 is verhoogd: de schildklier maakt te veel hormoon. Veelvoorkomende oorzaken zijn de ziekte van Graves, schildkliernodules en schildklierontsteking.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Te traag werkende schildklier (manifeste hypothyreoïdie)",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "Het TSH is verhoogd en het vrij T4 is laag: de schildklier maakt te weinig hormoon, meestal door een auto-immuunontsteking (Hashimoto). Behandeling gebeurt meestal met schildklierhormoon.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Laag schildklierhormoon zonder verhoogd TSH",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "Het vrij T4 is laag terwijl het TSH niet verhoogd is. Dit kan voorkomen bij ernstige ziekte of door sommige medicijnen en wijst zelden op een probleem van de hypofyse.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Subklinische hypothyreoïdie met TSH van 10 of hoger",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "Het TSH is duidelijk verhoogd terwijl het vrij T4 nog normaal is. Op dit niveau wordt vaak behandeling overwogen, zeker bij klachten of schildklierantistoffen.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Subklinische hypothyreoïdie",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "Het TSH is licht verhoogd met een normaal vrij T4. Dit komt vaak voor, is dikwijls tijdelijk en wordt meestal herhaald voordat er behandeld wordt.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Subklinische hyperthyreoïdie met onderdrukt TSH",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "Het TSH is volledig onderdrukt met een normaal vrij T4. Vooral bij ouderen kan dit het hartritme en de botten beïnvloeden en moet het beoordeeld worden.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Subklinische hyperthyreoïdie",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "Het TSH is licht verlaagd met een normaal vrij T4. Dit kan tijdelijk zijn of samenhangen met schildkliermedicatie en wordt meestal herhaald.",
  "pattern.thyroid_function.discordant.title": "Verhoogd vrij T4 met normaal TSH",
  "pattern.thyroid_function.discordant.text":
    "Het vrij T4 is verhoogd terwijl het TSH normaal is. Dit komt vaak door schildkliermedicatie, biotinesupplementen of storing in de laboratoriumbepaling en moet herhaald worden.",
  "pattern.thyroid_function.tsh_high_only.title": "Verhoogd TSH",
  "pattern.thyroid_function.tsh_high_only.text": "Het TSH is verhoogd, wat wijst op een te traag werkende schildklier. Om dit in te delen is het vrij T4 nodig.",
  "pattern.thyroid_function.tsh_low_only.title": "Laag TSH",
  "pattern.thyroid_function.tsh_low_only.text":
    "Het TSH is laag, wat wijst op een te snel werkende schildklier of een hoge dosis schildklierhormoon. Om dit in te delen is het vrij T4 nodig.",
  "pattern.inflammation.text":
    "Het CRP is verhoogd, een teken van ontsteking of infectie. Hoe hoger de waarde, hoe waarschijnlijker een bacteriële infectie of een actieve ontstekingsziekte.",
  "pattern.inflammation.marked.title": "Uitgesproken ontsteking",
  "pattern.inflammation.moderate.title": "Duidelijke tekenen van ontsteking",
  "pattern.inflammation.mild.title": "Lichte tekenen van ontsteking",
  "pattern.vitamin_d_status.text":
    "Vitamine D ondersteunt botten, spieren en het afweersysteem. Lage waarden komen veel voor en zijn meestal met een supplement te corrigeren.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Ernstig vitamine D-tekort",
  "pattern.vitamin_d_status.deficiency.title": "Vitamine D-tekort",
  "pattern.vitamin_d_status.insufficiency.title": "Onvoldoende vitamine D",
  "pattern.vitamin_b12_status.text":
    "Vitamine B12 is nodig voor de aanmaak van bloed en voor de zenuwen. Een tekort kan bloedarmoede, vermoeidheid, tintelingen en geheugenproblemen geven.",
  "pattern.vitamin_b12_status.deficiency.title": "Vitamine B12-tekort",
  "pattern.vitamin_b12_status.borderline.title": "Grenswaardig vitamine B12",
  "pattern.folate_status.text": "Foliumzuur is nodig voor de aanmaak van bloed en is extra belangrijk voor en tijdens de zwangerschap.",
  "pattern.folate_status.deficiency.title": "Foliumzuurtekort",
  "pattern.folate_status.possible_deficiency.title": "Mogelijk foliumzuurtekort",
  "pattern.hyponatremia.text":
    "Het natrium is laag (hyponatriëmie). Veelvoorkomende oorzaken zijn medicijnen zoals plaspillen of antidepressiva, hart-, lever- of nierziekte en het drinken van veel water. Uitgesproken waarden kunnen verwardheid, vallen en epileptische aanvallen geven.",
  "pattern.hyponatremia.profound.title": "Ernstige hyponatriëmie",
  "pattern.hyponatremia.moderate.title": "Matige hyponatriëmie",
  "pattern.hyponatremia.mild.title": "Lichte hyponatriëmie",
  "pattern.hypernatremia.text":
    "Het natrium is hoog (hypernatriëmie), wat meestal betekent dat het lichaam te weinig water heeft door te weinig drinken of vochtverlies.",
  "pattern.hypernatremia.severe.title": "Ernstige hypernatriëmie",
  "pattern.hypernatremia.mild.title": "Hypernatriëmie",
  "pattern.hypokalemia.text":
    "Het kalium is laag (hypokaliëmie), meestal door plaspillen, braken of diarree. Dit kan spierzwakte, krampen en hartritmestoornissen geven.",
  "pattern.hypokalemia.severe.title": "Ernstige hypokaliëmie",
  "pattern.hypokalemia.moderate.title": "Matige hypokaliëmie",
  "pattern.hypokalemia.mild.title": "Lichte hypokaliëmie",
  "pattern.hyperkalemia.text":
    "Het kalium is hoog (hyperkaliëmie). Dit kan het hartritme verstoren; oorzaken zijn onder meer nierziekte en medicijnen, en een beschadigd bloedmonster kan een vals hoge waarde geven.",
  "pattern.hyperkalemia.severe.title": "Ernstige hyperkaliëmie",
  "pattern.hyperkalemia.moderate.title": "Matige hyperkaliëmie",
  "pattern.hyperkalemia.mild.title": "Lichte hyperkaliëmie",
  "pattern.hypocalcemia.text":
    "Het voor albumine gecorrigeerde calcium is laag (hypocalciëmie). Oorzaken zijn onder meer vitamine D-tekort, een laag magnesium en problemen met de bijschildklieren; het kan tintelingen en krampen geven.",
  "pattern.hypocalcemia.severe.title": "Ernstige hypocalciëmie",
  "pattern.hypocalcemia.mild.title": "Hypocalciëmie",
  "pattern.hypercalcemia.text":
    "Het voor albumine gecorrigeerde calcium is hoog (hypercalciëmie). De meest voorkomende oorzaak is een te hard werkende bijschildklier; het kan dorst, verstopping en nierstenen geven.",
  "pattern.hypercalcemia.severe.title": "Ernstige hypercalciëmie",
  "pattern.hypercalcemia.moderate.title": "Matige hypercalciëmie",
  "pattern.hypercalcemia.mild.title": "Lichte hypercalciëmie",

  "followup.iron_studies": "IJzeronderzoek (serumijzer, transferrine, transferrineverzadiging) en een reticulocytentelling.",
  "followup.blood_loss_search": "Onderzoek naar bloedverlies: een ontlastingstest op verborgen bloed en bij vrouwen een beoordeling van de menstruatie.",
  "followup.coeliac_screen": "Een bloedtest op coeliakie (weefseltransglutaminase-IgA) als er geen oorzaak voor het ijzertekort wordt gevonden.",
  "followup.hemoglobin_electrophoresis": "Hemoglobine-elektroforese als het ijzeronderzoek normaal is, om dragerschap van thalassemie op te sporen.",
  "followup.b12_folate": "Vitamine B12 en foliumzuur.",
  "followup.thyroid_check": "Schildklierfunctie (TSH).",
  "followup.liver_panel": "Volledige leverwaarden (ALAT, ASAT, gamma-GT, alkalisch fosfatase, bilirubine, albumine).",
  "followup.reticulocytes_hemolysis": "Reticulocyten, LDH, bilirubine en haptoglobine om afbraak van rode bloedcellen op te sporen.",
  "followup.kidney_check": "Nierfunctie (kreatinine, eGFR) en urineonderzoek.",
  "followup.full_blood_count": "Een volledig bloedbeeld met erytrocytenindices (MCV, MCH).",
  "followup.blood_film": "Een bloeduitstrijkje.",
  "followup.confirm_glucose": "Herhaling van de nuchtere glucose of het HbA1c op een andere dag ter bevestiging.",
  "followup.diabetes_workup": "Bij bevestigde diabetes: nierfunctie, albumine in de urine, vetwaarden, oogonderzoek en voetcontrole.",
  "followup.ogtt": "Een orale glucosetolerantietest als de uitslagen grenswaardig blijven.",
  "followup.repeat_glucose": "Een herhaalde glucosemeting, met aandacht voor de verwerking van het monster.",
  "followup.lipid_secondary_causes": "Onderzoek naar onderliggende oorzaken: TSH, nuchtere glucose, lever- en nierfunctie.",
  "followup.family_screening": "Cholesterolmeting bij naaste familieleden, omdat zeer hoge waarden vaak erfelijk zijn.",
  "followup.cardiovascular_assessment": "Een totale inschatting van het risico op hart- en vaatziekten, inclusief bloeddruk, roken en familiegeschiedenis.",
  "followup.apob_lpa": "Apolipoproteïne B en lipoproteïne(a) om het risico op hart- en vaatziekten nauwkeuriger te bepalen.",
  "followup.hepatitis_serology": "Onderzoek op hepatitis B en C.",
  "followup.liver_ultrasound": "Een echo van de lever.",
  "followup.cholestasis_workup": "Gamma-GT om te bevestigen dat het alkalisch fosfatase uit de lever komt, en een echo van lever en galwegen.",
  "followup.repeat_liver_tests": "Herhaling van de leverwaarden na enkele weken.",
  "followup.nephrology_referral": "Verwijzing naar een nierspecialist (nefroloog).",
  "followup.acr_urine": "Albumine-kreatinineratio in de urine (ACR).",
  "followup.repeat_kidney": "Herhaling van kreatinine en eGFR binnen drie maanden om te zien of de daling aanhoudt.",
  "followup.repeat_acr": "Herhaling van de albuminebepaling in de urine ter bevestiging, omdat inspanning, koorts of infectie deze tijdelijk kunnen verhogen.",
  "followup.thyroid_antibodies_trab": "TSH-receptorantistoffen en zo nodig een echo of scan van de schildklier.",
  "followup.thyroid_antibodies_tpo": "Antistoffen tegen schildklierperoxidase (anti-TPO).",
  "followup.pituitary_evaluation": "Beoordeling van de hypofysefunctie door een endocrinoloog.",
  "followup.repeat_thyroid": "Herhaling van TSH en vrij T4 na zes tot twaalf weken.",
  "followup.free_t4_test": "Vrij T4 (FT4) om de TSH-uitslag in te delen.",
  "followup.inflammation_source": "Medisch onderzoek om de bron van de ontsteking te vinden, en een herhaling van het CRP.",
  "followup.calcium_pth": "Calcium, fosfaat en parathormoon (PTH).",
  "followup.recheck_vitamin_d": "Herhaling van vitamine D na ongeveer drie maanden suppletie.",
  "followup.intrinsic_factor": "Antistoffen tegen intrinsieke factor om pernicieuze anemie op te sporen.",
  "followup.mma_holotc": "Methylmalonzuur of actief B12 (holotranscobalamine) om het tekort te bevestigen.",
  "followup.sodium_workup": "Osmolaliteit in serum en urine en natrium in de urine om de oorzaak te vinden.",
  "followup.review_medicines_test": "Een controle van medicijnen die het natrium kunnen verlagen.",
  "followup.electrolytes_repeat": "Herhaling van de elektrolyten samen met nierfunctie en glucose.",
  "followup.ecg": "Een ECG (hartfilmpje).",
  "followup.magnesium_check": "Magnesium.",
  "followup.exclude_hemolysis": "Een nieuw bloedmonster om een vals hoog kalium door een beschadigd monster uit te sluiten.",
  "followup.discuss_abnormal": "Bespreek de waarden buiten de referentiewaarden met uw arts, die ze zo nodig laat herhalen.",
  "followup.routine": "Op grond van deze uitslagen is geen extra onderzoek nodig; routinecontroles zoals met uw arts afgesproken.",

  "lifestyle.iron_rich_foods":
    "Eet ijzerrijke voeding zoals rood vlees, peulvruchten en donkergroene groenten, combineer plantaardige bronnen met vitamine C en drink geen thee of koffie bij de maaltijd.",
  "lifestyle.reduce_sugars": "Beperk suikerhoudende dranken, snoep en geraffineerde koolhydraten en kies volkoren- en vezelrijke producten.",
  "lifestyle.weight_activity":
    "Beweeg minstens 150 minuten per week en streef bij overgewicht naar 5 tot 7 procent gewichtsverlies.",
  "lifestyle.heart_healthy_diet":
    "Eet mediterraan met groente, fruit, volkoren granen, peulvruchten, noten, olijfolie en vis, en beperk verzadigd vet en bewerkt vlees.",
  "lifestyle.no_smoking": "Rook niet; stoppen met roken is een van de meest effectieve manieren om hart en bloedvaten te beschermen.",
  "lifestyle.limit_alcohol": "Beperk alcohol of drink helemaal geen alcohol.",
  "lifestyle.liver_protect": "Vermijd alcohol, streef naar een gezond gewicht en gebruik geen medicijnen of supplementen die u niet nodig hebt.",
  "lifestyle.review_medicines": "Laat uw medicijnen en supplementen nakijken door uw arts of apotheker, omdat sommige deze waarden beïnvloeden.",
  "lifestyle.kidney_protect":
    "Vermijd regelmatig gebruik van ontstekingsremmende pijnstillers, eet minder zout en zorg voor een goed geregelde bloeddruk en bloedsuiker.",
  "lifestyle.vitamin_d_sources":
    "Ga bij daglicht naar buiten en eet bronnen van vitamine D zoals vette vis en eieren; uw arts kan een supplement aanraden.",
  "lifestyle.b12_sources": "Eet bronnen van vitamine B12 zoals vlees, vis, eieren en zuivel; bij een veganistisch dieet is een B12-supplement nodig.",
  "lifestyle.folate_sources": "Eet foliumzuurrijke voeding zoals bladgroenten, peulvruchten en citrusfruit.",
  "lifestyle.hydration": "Drink voldoende, tenzij uw arts u heeft geadviseerd minder te drinken.",
  "lifestyle.general_healthy": "Houd vast aan gevarieerde voeding, regelmatige beweging, voldoende slaap en routinecontroles.",

  "urgent.critical_item":
    "{name}: {value}. Deze waarde vraagt om directe medische aandacht: neem vandaag nog contact op met uw arts of ga naar een spoedeisende hulp.",
  "urgent.pattern_item": "{title}: neem snel, bij voorkeur vandaag, contact op met een arts.",
  "urgent.symptoms":
    "Ga direct naar de spoedeisende hulp bij pijn op de borst, ernstige kortademigheid, flauwvallen, verwardheid, hartkloppingen, duidelijke spierzwakte of tekenen van bloeding.",
  "urgent.none": "Geen van de uitslagen ligt op een niveau waarvoor gewoonlijk spoedeisende zorg nodig is.",

  "disclaimer.text":
    "Deze interpretatie is automatisch opgesteld op basis van de laboratoriumwaarden en algemene medische richtlijnen. Ze vervangt geen onderzoek of gesprek met een arts, die rekening kan houden met uw klachten, voorgeschiedenis en medicijnen.",
  "disclaimer.risk_note": "De risicopercentages zijn op regels gebaseerde indicatoren van hoe sterk de waarden op een aandoening wijzen, geen exacte kansen.",

  "score.excellent": "uitstekend",
  "score.good": "goed",
  "score.fair": "redelijk",
  "score.poor": "zwak",

  "rec.urgent": "Sommige waarden liggen op een kritiek niveau: neem vandaag contact op met een arts.",
  "rec.discuss": "Bespreek de waarden buiten de referentiewaarden met uw arts.",
  "rec.retest": "Laat de afwijkende bepalingen herhalen zoals uw arts adviseert, ter bevestiging.",
  "rec.keep_habits": "Uw waarden liggen in een goed gebied: houd uw huidige gewoonten vast.",
  "rec.no_data": "Geen enkele waarde kon worden gescoord; voor een gezondheidsscore is een uitslag met referentiewaarden nodig.",

  "risk.type2_diabetes": "Diabetes type 2",
  "risk.cardiovascular": "Hart- en vaatziekte",
  "risk.anemia": "Bloedarmoede",
  "risk.chronic_kidney_disease": "Chronische nierschade",
  "risk.liver_fibrosis": "Leverfibrose (leververvetting)",
  "risk.thyroid_dysfunction": "Schildklierfunctiestoornis",
  "risk.vitamin_d_deficiency": "Vitamine D-tekort",
};
