// Polish message catalogue (complete; same keys and placeholders as ./en.ts). Impersonal forms, as in
// Polish patient information.
import type { Catalogue } from "./en";

export const pl: Catalogue = {
  "meta.decimal": ",",
  "meta.list_separator": ", ",

  "section.summary": "Podsumowanie",
  "section.findings": "Wyniki według układów narządów",
  "section.abnormal_values": "Co mogą oznaczać wartości poza zakresem",
  "section.patterns": "Rozpoznane wzorce",
  "section.follow_up": "Sugerowane badania uzupełniające",
  "section.lifestyle": "Zalecenia dotyczące stylu życia",
  "section.urgent": "Kiedy pilnie zgłosić się do lekarza",
  "section.disclaimer": "Ważna uwaga",

  "subsection.summary_overview": "Przegląd",
  "subsection.abnormal_values_meaning": "Możliwe znaczenie",
  "subsection.follow_up_tests": "Badania do omówienia z lekarzem",
  "subsection.lifestyle_advice": "Co można zrobić samodzielnie",
  "subsection.urgent_care": "Pilna pomoc",
  "subsection.disclaimer_text": "Zastrzeżenie",

  "system.blood": "Morfologia i żelazo",
  "system.metabolism": "Cukier i lipidy we krwi",
  "system.liver": "Wątroba i białka",
  "system.kidney": "Nerki i mocz",
  "system.electrolytes": "Elektrolity i składniki mineralne",
  "system.hormones": "Hormony i tarczyca",
  "system.vitamins": "Witaminy",
  "system.immune": "Stan zapalny i układ odpornościowy",
  "system.heart": "Serce i mięśnie",
  "system.other": "Inne badania",

  "eval.normal": "w zakresie referencyjnym",
  "eval.low": "poniżej zakresu referencyjnego",
  "eval.high": "powyżej zakresu referencyjnego",
  "eval.critical_low": "krytycznie niski",
  "eval.critical_high": "krytycznie wysoki",
  "eval.borderline_low": "nieznacznie poniżej zakresu referencyjnego",
  "eval.borderline_high": "nieznacznie powyżej zakresu referencyjnego",
  "eval.abnormal": "wynik nieprawidłowy",

  "range.between": "{low}–{high}",
  "range.below": "< {high}",
  "range.above": "> {low}",
  "range.none": "brak zakresu referencyjnego",

  "finding.value": "{name}: {value} (zakres {range}), {evaluation}.",
  "finding.in_range": "W zakresie referencyjnym: {list}.",
  "finding.no_range": "Bez zakresu referencyjnego: {list}.",
  "finding.qualitative": "{name}: {value} ({evaluation}).",

  "summary.counts": "Ocenione wyniki: {count}. W zakresie referencyjnym: {normal}. Poza zakresem referencyjnym: {abnormal}.",
  "summary.all_normal": "Wszystkie wyniki mieszczą się w zakresach referencyjnych, co jest uspokajające.",
  "summary.critical": "Wyniki na poziomie krytycznym: {list}. Wymagają natychmiastowej pomocy lekarskiej.",
  "summary.main_findings": "Najważniejsze ustalenia: {list}.",
  "summary.minor_findings":
    "Odchylenia są pojedyncze lub niewielkie i nie tworzą rozpoznawalnego wzorca; lekarz może je ocenić razem z objawami i wywiadem.",
  "summary.no_demographics": "Nie podano wieku lub płci, dlatego tam, gdzie ma to znaczenie, zastosowano ogólne progi dla dorosłych.",

  "meaning.line": "{name} ({evaluation}): {meaning}",
  "meaning.generic.low":
    "Wartość poniżej zakresu może mieć wiele przyczyn; jej znaczenie zależy od wielkości odchylenia, objawów i pozostałych wyników.",
  "meaning.generic.high":
    "Wartość powyżej zakresu może mieć wiele przyczyn; jej znaczenie zależy od wielkości odchylenia, objawów i pozostałych wyników.",
  "meaning.generic.abnormal": "Ten wynik odbiega od oczekiwanego prawidłowego i warto omówić go z lekarzem.",
  "meaning.hemoglobin.low":
    "Niska hemoglobina oznacza niedokrwistość (anemię): krew przenosi mniej tlenu, co może powodować zmęczenie i duszność. Częste przyczyny to niedobór żelaza, utrata krwi, niedobory witamin i choroby przewlekłe.",
  "meaning.hemoglobin.high":
    "Wysoka hemoglobina może wynikać z odwodnienia, palenia tytoniu, życia na dużej wysokości lub choroby płuc, a rzadko z choroby szpiku.",
  "meaning.mcv.low": "Małe krwinki czerwone są typowe dla niedoboru żelaza i cech dziedzicznych, takich jak nosicielstwo talasemii.",
  "meaning.mcv.high":
    "Duże krwinki czerwone występują przy niedoborze witaminy B12 lub kwasu foliowego, regularnym piciu alkoholu, chorobach wątroby, niedoczynności tarczycy i przy niektórych lekach.",
  "meaning.wbc.low": "Mała liczba krwinek białych może pojawić się po infekcjach wirusowych lub przy niektórych lekach, rzadziej wskazuje na chorobę szpiku lub autoimmunologiczną.",
  "meaning.wbc.high": "Duża liczba krwinek białych najczęściej świadczy o infekcji lub stanie zapalnym; mogą ją też zwiększać stres, palenie i sterydy.",
  "meaning.neutrophils_abs.low": "Mało neutrofili osłabia obronę przed bakteriami; częstymi przyczynami są infekcje wirusowe, leki i niektóre warianty dziedziczne.",
  "meaning.neutrophils_abs.high": "Podwyższone neutrofile typowo wskazują na zakażenie bakteryjne, stan zapalny, stres fizyczny lub leczenie sterydami.",
  "meaning.lymphocytes_abs.low": "Niskie limfocyty są częste w ostrej chorobie, przy stresie i przy niektórych lekach.",
  "meaning.lymphocytes_abs.high": "Podwyższone limfocyty zwykle wynikają z infekcji wirusowej; jeśli pozostają wysokie, lekarz może zlecić dalszą diagnostykę.",
  "meaning.eosinophils_abs.high": "Podwyższone eozynofile występują w alergiach, astmie, egzemie, zakażeniach pasożytniczych i przy niektórych lekach.",
  "meaning.platelets.low":
    "Mała liczba płytek krwi może zwiększać skłonność do siniaków i krwawień; przyczyny to m.in. infekcje wirusowe, leki, choroby wątroby i reakcje immunologiczne.",
  "meaning.platelets.high": "Duża liczba płytek krwi jest często reakcją na stan zapalny, niedobór żelaza lub krwawienie, a rzadko chorobą szpiku.",
  "meaning.ferritin.low": "Niska ferrytyna wskazuje, że zapasy żelaza w organizmie są wyczerpane.",
  "meaning.ferritin.high":
    "Wysoka ferrytyna często wynika ze stanu zapalnego, stłuszczenia wątroby lub alkoholu, rzadziej z nadmiaru żelaza, np. w hemochromatozie.",
  "meaning.iron.low": "Niskie żelazo w surowicy przemawia za niedoborem żelaza, ale spada też w stanach zapalnych i zmienia się w ciągu dnia.",
  "meaning.transferrin_saturation.high": "Wysokie wysycenie transferyny może wskazywać na nadmiar żelaza i jest powodem do diagnostyki w kierunku hemochromatozy.",
  "meaning.glucose.low": "Niski cukier może powodować drżenie, poty i splątanie; wymaga wyjaśnienia, zwłaszcza bez leczenia cukrzycy.",
  "meaning.glucose.high": "Wysoki cukier na czczo może wskazywać na stan przedcukrzycowy lub cukrzycę; pojedynczy wynik należy potwierdzić.",
  "meaning.hba1c.high": "HbA1c odzwierciedla średni poziom cukru z ostatnich dwóch–trzech miesięcy; podwyższona wartość wskazuje na stan przedcukrzycowy lub cukrzycę.",
  "meaning.cholesterol_total.high": "Wysoki cholesterol całkowity zwiększa długoterminowe ryzyko zawału serca i udaru mózgu.",
  "meaning.ldl_cholesterol.high": "LDL to cholesterol odkładający się w ścianach tętnic; im jest wyższy, tym większe długoterminowe ryzyko sercowo-naczyniowe.",
  "meaning.hdl_cholesterol.low": "Niski cholesterol HDL wiąże się z większym ryzykiem sercowo-naczyniowym i często towarzyszy małej aktywności, nadwadze i wysokim triglicerydom.",
  "meaning.triglycerides.high":
    "Wysokie triglicerydy wiążą się z nadwagą, spożyciem cukru i alkoholu oraz cukrzycą; bardzo wysokie wartości mogą wywołać zapalenie trzustki.",
  "meaning.alt.high": "Podwyższona ALT wskazuje na uszkodzenie komórek wątroby, najczęściej przez stłuszczenie, alkohol, leki lub wirusowe zapalenie wątroby.",
  "meaning.ast.high": "Podwyższona AST może pochodzić z wątroby, ale też z mięśni, np. po intensywnym wysiłku.",
  "meaning.ggt.high": "Podwyższona GGT występuje przy piciu alkoholu, stłuszczeniu wątroby, zaburzeniach odpływu żółci i przy niektórych lekach.",
  "meaning.alp.high": "Podwyższona fosfataza zasadowa może pochodzić z dróg żółciowych lub z kości; u rosnących dzieci i w ciąży jest fizjologicznie wyższa.",
  "meaning.bilirubin_total.high":
    "Podwyższona bilirubina może wynikać z chorób wątroby lub dróg żółciowych albo z rozpadu krwinek czerwonych; łagodny, nieszkodliwy wzrost jest częsty w zespole Gilberta.",
  "meaning.albumin.low": "Niska albumina może wynikać ze stanu zapalnego, chorób wątroby lub nerek albo niedożywienia.",
  "meaning.creatinine.high": "Podwyższona kreatynina może wskazywać na osłabioną czynność nerek; wpływają na nią też masa mięśniowa, odwodnienie i spożycie mięsa.",
  "meaning.urea.high": "Podwyższony mocznik może odzwierciedlać odwodnienie, dietę bogatobiałkową, krwawienie z przewodu pokarmowego lub osłabioną czynność nerek.",
  "meaning.egfr.low":
    "Niższy eGFR oznacza, że nerki filtrują mniej krwi; poniżej 60 mówi się o przewlekłej chorobie nerek, jeśli stan ten utrzymuje się dłużej niż trzy miesiące.",
  "meaning.uric_acid.high": "Podwyższony kwas moczowy może powodować dnę moczanową i kamicę nerkową; wiąże się z dietą, alkoholem, nadwagą i niektórymi lekami.",
  "meaning.sodium.low":
    "Niski sód oznacza zwykle nadmiar wody w stosunku do soli, np. z powodu leków moczopędnych, chorób serca, wątroby lub nerek albo picia bardzo dużych ilości płynów.",
  "meaning.sodium.high": "Wysoki sód oznacza zwykle niedobór wody w organizmie, np. z powodu zbyt małego picia lub dużej utraty płynów.",
  "meaning.potassium.low": "Niski potas jest często skutkiem leków moczopędnych, wymiotów lub biegunki i może powodować osłabienie mięśni oraz zaburzenia rytmu serca.",
  "meaning.potassium.high":
    "Wysoki potas może zaburzać rytm serca; przyczyny to m.in. choroby nerek i niektóre leki, a uszkodzona próbka krwi może dać fałszywie wysoki wynik.",
  "meaning.calcium.low": "Niski wapń często wynika z niskiej albuminy; rzeczywisty niedobór wapnia występuje przy niedoborze witaminy D lub zaburzeniach przytarczyc.",
  "meaning.calcium.high": "Wysoki wapń jest najczęściej spowodowany nadczynnością przytarczyc, rzadziej innymi chorobami.",
  "meaning.magnesium.low": "Niski magnez występuje przy lekach moczopędnych, lekach zmniejszających wydzielanie kwasu żołądkowego, alkoholu i biegunce; może obniżać potas i wapń.",
  "meaning.tsh.low": "Niskie TSH sugeruje nadczynność tarczycy lub zbyt dużą dawkę hormonu tarczycy.",
  "meaning.tsh.high": "Wysokie TSH sugeruje niedoczynność tarczycy, najczęściej z powodu autoimmunologicznego zapalenia tarczycy (Hashimoto).",
  "meaning.free_t4.low": "Niskie FT4 oznacza, że tarczyca wytwarza za mało hormonu.",
  "meaning.free_t4.high": "Wysokie FT4 wskazuje na nadmiar hormonu tarczycy z powodu nadczynności tarczycy lub leków.",
  "meaning.crp.high": "Podwyższone CRP wskazuje na stan zapalny lub zakażenie w organizmie; bardzo wysokie wartości zwykle przemawiają za zakażeniem bakteryjnym.",
  "meaning.hs_crp.high":
    "Podwyższone hs-CRP wskazuje na przewlekły stan zapalny o niewielkim nasileniu, który zwiększa ryzyko sercowo-naczyniowe; wartości powyżej 10 mg/L zwykle odzwierciedlają ostrą chorobę.",
  "meaning.esr.high": "Podwyższone OB to niespecyficzny objaw stanu zapalnego; rośnie też z wiekiem, w niedokrwistości i w ciąży.",
  "meaning.vitamin_d_25oh.low": "Niska witamina D jest częsta, zwłaszcza zimą i przy małej ekspozycji na słońce, i może wpływać na kości oraz mięśnie.",
  "meaning.vitamin_b12.low":
    "Niska witamina B12 może powodować niedokrwistość i objawy neurologiczne, np. mrowienie; przyczyny to m.in. dieta wegańska, zaburzenia wchłaniania i niektóre leki, np. metformina.",
  "meaning.folate.low": "Niski kwas foliowy może powodować niedokrwistość i jest ważny przed ciążą i w jej trakcie; wiąże się z dietą i alkoholem.",
  "meaning.ck.high": "Podwyższona CK pochodzi z mięśni, np. po wysiłku, urazie lub przy niektórych lekach, takich jak statyny.",
  "meaning.ldh.high": "Podwyższona LDH to niespecyficzny wskaźnik uszkodzenia tkanek, np. rozpadu krwinek czerwonych, mięśni lub wątroby.",
  "meaning.inr.high":
    "Podwyższony INR oznacza, że krew krzepnie wolniej; jest to oczekiwane przy acenokumarolu lub warfarynie, a poza tym może wskazywać na chorobę wątroby lub niedobór witaminy K.",
  "meaning.d_dimer.high":
    "Podwyższone D-dimery mogą występować przy zakrzepie, ale też po operacjach, w zakażeniach, w ciąży i z wiekiem; ocenia się je razem z objawami.",
  "meaning.psa_total.high": "Podwyższone PSA może wynikać z powiększenia lub zapalenia prostaty, a czasem z raka prostaty; wymaga oceny lekarskiej.",
  "meaning.urine_albumin_creatinine_ratio.high":
    "Albumina w moczu to wczesny objaw uszkodzenia nerek, często związany z cukrzycą lub nadciśnieniem tętniczym.",
  "meaning.lipase.high": "Podwyższona lipaza wskazuje na podrażnienie trzustki; znacznie podwyższone wartości z bólem brzucha sugerują zapalenie trzustki.",
  "meaning.homocysteine.high": "Podwyższona homocysteina wiąże się z niskim poziomem B12, kwasu foliowego lub B6, chorobami nerek i większym ryzykiem sercowo-naczyniowym.",

  "pattern.evidence": "Na podstawie: {list}.",
  "derived.r_ratio": "wskaźnik R",
  "derived.fib4": "wskaźnik FIB-4",
  "derived.calcium_adjusted": "wapń skorygowany względem albuminy",

  "pattern.iron_deficiency_anemia.title": "Niedokrwistość z niedoboru żelaza",
  "pattern.iron_deficiency_anemia.text":
    "Hemoglobina jest niska, a zapasy żelaza wyczerpane – to typowy obraz niedokrwistości z niedoboru żelaza. Należy ustalić przyczynę; najczęściej jest to utrata krwi (obfite miesiączki, przewód pokarmowy) lub zbyt małe spożycie albo wchłanianie żelaza.",
  "pattern.iron_deficiency.title": "Niedobór żelaza bez niedokrwistości",
  "pattern.iron_deficiency.text":
    "Zapasy żelaza są wyczerpane, choć hemoglobina nie jest jeszcze obniżona. Może to powodować zmęczenie i prowadzić do niedokrwistości; przyczynę należy wyjaśnić.",
  "pattern.anemia.microcytic.title": "Niedokrwistość z małymi krwinkami czerwonymi (mikrocytarna)",
  "pattern.anemia.microcytic.text":
    "Hemoglobina jest poniżej progu WHO, a krwinki czerwone są małe. Najczęstszą przyczyną jest niedobór żelaza; inną jest nosicielstwo talasemii.",
  "pattern.anemia.macrocytic.title": "Niedokrwistość z dużymi krwinkami czerwonymi (makrocytarna)",
  "pattern.anemia.macrocytic.text":
    "Hemoglobina jest poniżej progu WHO, a krwinki czerwone są duże. Typowe przyczyny to niedobór witaminy B12 lub kwasu foliowego, alkohol, choroby wątroby, niedoczynność tarczycy i niektóre leki.",
  "pattern.anemia.normocytic.title": "Niedokrwistość z krwinkami czerwonymi prawidłowej wielkości (normocytarna)",
  "pattern.anemia.normocytic.text":
    "Hemoglobina jest poniżej progu WHO przy prawidłowej wielkości krwinek czerwonych. Możliwe przyczyny to niedawna utrata krwi, przewlekły stan zapalny, choroba nerek, rozpad krwinek czerwonych lub początkowy niedobór mieszany.",
  "pattern.anemia.unclassified.title": "Niedokrwistość",
  "pattern.anemia.unclassified.text": "Hemoglobina jest poniżej progu WHO. Do ustalenia przyczyny potrzebne są wskaźniki czerwonokrwinkowe.",
  "pattern.severe_anemia.title": "Ciężka niedokrwistość",
  "pattern.severe_anemia.text": "Hemoglobina mieści się w przedziale, który WHO klasyfikuje jako ciężką niedokrwistość. Wymaga to szybkiej oceny lekarskiej.",
  "pattern.glycemia.diabetes_range.title": "Cukier we krwi w zakresie cukrzycy",
  "pattern.glycemia.diabetes_range.text":
    "Glukoza na czczo lub HbA1c osiąga lub przekracza próg rozpoznania cukrzycy (ADA). Cukrzycę rozpoznaje się, gdy drugie badanie potwierdzi wynik; lekarz je zleci.",
  "pattern.glycemia.prediabetes.title": "Stan przedcukrzycowy",
  "pattern.glycemia.prediabetes.text":
    "Glukoza na czczo lub HbA1c jest w zakresie stanu przedcukrzycowego (ADA). Zwiększa to ryzyko cukrzycy typu 2 i chorób serca, a zmiana stylu życia często przywraca prawidłowe wartości.",
  "pattern.low_glucose.text":
    "Glukoza na czczo jest niska. Bez leczenia cukrzycy jest to nietypowe i wymaga wyjaśnienia; wynik może też obniżyć opóźnione opracowanie próbki.",
  "pattern.low_glucose.level1.title": "Niski poziom cukru",
  "pattern.low_glucose.level2.title": "Wyraźnie niski poziom cukru",
  "pattern.high_ldl.text":
    "Cholesterol LDL jest podwyższony. Razem z innymi czynnikami ryzyka zwiększa to długoterminowe ryzyko zawału serca i udaru mózgu.",
  "pattern.high_ldl.very_high.title": "Bardzo wysoki cholesterol LDL (możliwa hipercholesterolemia rodzinna)",
  "pattern.high_ldl.high.title": "Wysoki cholesterol LDL",
  "pattern.high_ldl.borderline.title": "Graniczny podwyższony cholesterol LDL",
  "pattern.atherogenic_dyslipidemia.title": "Dyslipidemia aterogenna",
  "pattern.atherogenic_dyslipidemia.text":
    "Wysokie triglicerydy przy niskim cholesterolu HDL tworzą profil lipidowy typowy dla insulinooporności i zespołu metabolicznego, zwiększający ryzyko sercowo-naczyniowe.",
  "pattern.very_high_triglycerides.title": "Bardzo wysokie triglicerydy",
  "pattern.very_high_triglycerides.text": "Triglicerydy są bardzo wysokie, co zwiększa ryzyko zapalenia trzustki i wymaga kontroli lekarskiej.",
  "pattern.elevated_lipoprotein_a.title": "Podwyższona lipoproteina(a)",
  "pattern.elevated_lipoprotein_a.text":
    "Lipoproteina(a) jest podwyższona. Jest w dużej mierze dziedziczna, niewiele zmienia się pod wpływem stylu życia i zwiększa ryzyko sercowo-naczyniowe, dlatego inne czynniki ryzyka wymagają szczególnej uwagi.",
  "pattern.liver_injury_pattern.hepatocellular.title": "Próby wątrobowe: wzorzec wątrobowokomórkowy",
  "pattern.liver_injury_pattern.hepatocellular.text":
    "Wzrost ALT wyraźnie przeważa nad wzrostem fosfatazy zasadowej (wskaźnik R 5 lub więcej), co wskazuje na uszkodzenie samych komórek wątroby, np. przez stłuszczenie, zapalenie wątroby, alkohol lub leki.",
  "pattern.liver_injury_pattern.cholestatic.title": "Próby wątrobowe: wzorzec cholestatyczny",
  "pattern.liver_injury_pattern.cholestatic.text":
    "Wzrost fosfatazy zasadowej przeważa nad wzrostem ALT (wskaźnik R 2 lub mniej), co wskazuje na zaburzenie odpływu żółci, np. kamicę lub chorobę dróg żółciowych; fosfataza zasadowa może też pochodzić z kości.",
  "pattern.liver_injury_pattern.mixed.title": "Próby wątrobowe: wzorzec mieszany",
  "pattern.liver_injury_pattern.mixed.text":
    "ALT i fosfataza zasadowa są podwyższone w podobnym stopniu (wskaźnik R między 2 a 5) – to wzorzec mieszany, obejmujący komórki wątroby i odpływ żółci.",
  "pattern.transaminases_raised.title": "Podwyższone enzymy wątrobowe",
  "pattern.transaminases_raised.text":
    "Aminotransferazy (ALT i/lub AST) są podwyższone. Najczęstsze przyczyny to stłuszczenie wątroby, alkohol i leki; inne możliwości to zapalenie wątroby oraz, w przypadku AST, przeciążenie mięśni.",
  "pattern.kidney_function.g2.title": "Nieznacznie obniżona czynność nerek (G2)",
  "pattern.kidney_function.g2.text":
    "eGFR mieści się w zakresie nieznacznie obniżonym (G2). Samo w sobie jest to częste z wiekiem i nie oznacza choroby nerek, jeśli brak innych objawów, np. albuminy w moczu.",
  "pattern.kidney_function.g3a.title": "Łagodnie do umiarkowanie obniżona czynność nerek (G3a)",
  "pattern.kidney_function.g3a.text":
    "eGFR mieści się w kategorii G3a. Jeśli utrzyma się na tym poziomie dłużej niż trzy miesiące, odpowiada to przewlekłej chorobie nerek.",
  "pattern.kidney_function.g3b.title": "Umiarkowanie do znacznie obniżona czynność nerek (G3b)",
  "pattern.kidney_function.g3b.text":
    "eGFR mieści się w kategorii G3b. Po potwierdzeniu jest to przewlekła choroba nerek, wymagająca regularnych kontroli i dostosowania dawek leków.",
  "pattern.kidney_function.g4.title": "Znacznie obniżona czynność nerek (G4)",
  "pattern.kidney_function.g4.text": "eGFR mieści się w kategorii G4, co oznacza znacznie obniżoną czynność nerek. Zalecana jest opieka nefrologa.",
  "pattern.kidney_function.g5.title": "Zakres niewydolności nerek (G5)",
  "pattern.kidney_function.g5.text": "eGFR mieści się w kategorii G5, czyli w zakresie niewydolności nerek. Wymaga to szybkiej oceny nefrologicznej.",
  "pattern.albuminuria.text":
    "Mocz zawiera więcej albuminy niż normalnie; to wczesny objaw uszkodzenia nerek, często związany z cukrzycą lub nadciśnieniem tętniczym.",
  "pattern.albuminuria.a2.title": "Umiarkowanie zwiększona albuminuria (A2)",
  "pattern.albuminuria.a3.title": "Znacznie zwiększona albuminuria (A3)",
  "pattern.thyroid_function.overt_hyperthyroidism.title": "Jawna nadczynność tarczycy",
  "pattern.thyroid_function.overt_hyperthyroidism.text":
    "TSH jest zahamowane, a FT4 podwyższone: tarczyca wytwarza za dużo hormonu. Częste przyczyny to choroba Gravesa-Basedowa, guzki tarczycy i zapalenia tarczycy.",
  "pattern.thyroid_function.overt_hypothyroidism.title": "Jawna niedoczynność tarczycy",
  "pattern.thyroid_function.overt_hypothyroidism.text":
    "TSH jest podwyższone, a FT4 obniżone: tarczyca wytwarza za mało hormonu, najczęściej z powodu autoimmunologicznego zapalenia (Hashimoto). Zwykle leczy się ją hormonem tarczycy.",
  "pattern.thyroid_function.central_hypothyroidism.title": "Niski hormon tarczycy bez podwyższonego TSH",
  "pattern.thyroid_function.central_hypothyroidism.text":
    "FT4 jest niskie, choć TSH nie jest podwyższone. Może to występować w ciężkiej chorobie lub przy niektórych lekach, a rzadko wynika z zaburzeń przysadki.",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.title": "Subkliniczna niedoczynność tarczycy z TSH 10 lub wyższym",
  "pattern.thyroid_function.subclinical_hypothyroidism_marked.text":
    "TSH jest wyraźnie podwyższone, a FT4 jeszcze prawidłowe. Przy takim poziomie często rozważa się leczenie, zwłaszcza przy objawach lub obecności przeciwciał przeciwtarczycowych.",
  "pattern.thyroid_function.subclinical_hypothyroidism.title": "Subkliniczna niedoczynność tarczycy",
  "pattern.thyroid_function.subclinical_hypothyroidism.text":
    "TSH jest nieznacznie podwyższone przy prawidłowym FT4. To częsty, często przejściowy stan, który zwykle powtarza się w badaniu przed ewentualnym leczeniem.",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.title": "Subkliniczna nadczynność tarczycy z zahamowanym TSH",
  "pattern.thyroid_function.subclinical_hyperthyroidism_marked.text":
    "TSH jest całkowicie zahamowane przy prawidłowym FT4. Szczególnie u osób starszych może to wpływać na rytm serca i kości, dlatego wymaga oceny.",
  "pattern.thyroid_function.subclinical_hyperthyroidism.title": "Subkliniczna nadczynność tarczycy",
  "pattern.thyroid_function.subclinical_hyperthyroidism.text":
    "TSH jest nieznacznie obniżone przy prawidłowym FT4. Może to być przejściowe lub związane z lekami tarczycowymi i zwykle powtarza się badanie.",
  "pattern.thyroid_function.discordant.title": "Podwyższone FT4 przy prawidłowym TSH",
  "pattern.thyroid_function.discordant.text":
    "FT4 jest podwyższone, choć TSH jest prawidłowe. Często wynika to z leków tarczycowych, suplementów biotyny lub zakłóceń oznaczenia laboratoryjnego; badanie należy powtórzyć.",
  "pattern.thyroid_function.tsh_high_only.title": "Podwyższone TSH",
  "pattern.thyroid_function.tsh_high_only.text": "TSH jest podwyższone, co sugeruje niedoczynność tarczycy. Do klasyfikacji potrzebne jest FT4.",
  "pattern.thyroid_function.tsh_low_only.title": "Niskie TSH",
  "pattern.thyroid_function.tsh_low_only.text":
    "TSH jest niskie, co sugeruje nadczynność tarczycy lub dużą dawkę hormonu tarczycy. Do klasyfikacji potrzebne jest FT4.",
  "pattern.inflammation.text":
    "CRP jest podwyższone, co świadczy o stanie zapalnym lub zakażeniu. Im wyższa wartość, tym bardziej prawdopodobne zakażenie bakteryjne lub aktywna choroba zapalna.",
  "pattern.inflammation.marked.title": "Nasilony stan zapalny",
  "pattern.inflammation.moderate.title": "Wyraźne cechy stanu zapalnego",
  "pattern.inflammation.mild.title": "Łagodne cechy stanu zapalnego",
  "pattern.vitamin_d_status.text":
    "Witamina D wspiera kości, mięśnie i układ odpornościowy. Niskie stężenia są częste i zwykle można je wyrównać suplementacją.",
  "pattern.vitamin_d_status.severe_deficiency.title": "Ciężki niedobór witaminy D",
  "pattern.vitamin_d_status.deficiency.title": "Niedobór witaminy D",
  "pattern.vitamin_d_status.insufficiency.title": "Niewystarczające stężenie witaminy D",
  "pattern.vitamin_b12_status.text":
    "Witamina B12 jest potrzebna do wytwarzania krwi i pracy nerwów. Jej niedobór może powodować niedokrwistość, zmęczenie, mrowienie i zaburzenia pamięci.",
  "pattern.vitamin_b12_status.deficiency.title": "Niedobór witaminy B12",
  "pattern.vitamin_b12_status.borderline.title": "Graniczne stężenie witaminy B12",
  "pattern.folate_status.text": "Kwas foliowy jest potrzebny do wytwarzania krwi i jest szczególnie ważny przed ciążą i w jej trakcie.",
  "pattern.folate_status.deficiency.title": "Niedobór kwasu foliowego",
  "pattern.folate_status.possible_deficiency.title": "Możliwy niedobór kwasu foliowego",
  "pattern.hyponatremia.text":
    "Sód jest niski (hiponatremia). Częste przyczyny to leki, np. moczopędne lub przeciwdepresyjne, choroby serca, wątroby lub nerek oraz picie dużych ilości wody. Znacznie obniżone wartości mogą powodować splątanie, upadki i drgawki.",
  "pattern.hyponatremia.profound.title": "Głęboka hiponatremia",
  "pattern.hyponatremia.moderate.title": "Umiarkowana hiponatremia",
  "pattern.hyponatremia.mild.title": "Łagodna hiponatremia",
  "pattern.hypernatremia.text":
    "Sód jest wysoki (hipernatremia), co zwykle oznacza niedobór wody w organizmie z powodu zbyt małego picia lub utraty płynów.",
  "pattern.hypernatremia.severe.title": "Ciężka hipernatremia",
  "pattern.hypernatremia.mild.title": "Hipernatremia",
  "pattern.hypokalemia.text":
    "Potas jest niski (hipokaliemia), najczęściej z powodu leków moczopędnych, wymiotów lub biegunki. Może to powodować osłabienie mięśni, skurcze i zaburzenia rytmu serca.",
  "pattern.hypokalemia.severe.title": "Ciężka hipokaliemia",
  "pattern.hypokalemia.moderate.title": "Umiarkowana hipokaliemia",
  "pattern.hypokalemia.mild.title": "Łagodna hipokaliemia",
  "pattern.hyperkalemia.text":
    "Potas jest wysoki (hiperkaliemia). Może zaburzać rytm serca; przyczyny to m.in. choroby nerek i leki, a uszkodzona próbka krwi może dać fałszywie wysoki wynik.",
  "pattern.hyperkalemia.severe.title": "Ciężka hiperkaliemia",
  "pattern.hyperkalemia.moderate.title": "Umiarkowana hiperkaliemia",
  "pattern.hyperkalemia.mild.title": "Łagodna hiperkaliemia",
  "pattern.hypocalcemia.text":
    "Wapń skorygowany względem albuminy jest niski (hipokalcemia). Przyczyny to m.in. niedobór witaminy D, niski magnez i zaburzenia przytarczyc; może powodować mrowienie i skurcze.",
  "pattern.hypocalcemia.severe.title": "Ciężka hipokalcemia",
  "pattern.hypocalcemia.mild.title": "Hipokalcemia",
  "pattern.hypercalcemia.text":
    "Wapń skorygowany względem albuminy jest wysoki (hiperkalcemia). Najczęstszą przyczyną jest nadczynność przytarczyc; może powodować pragnienie, zaparcia i kamicę nerkową.",
  "pattern.hypercalcemia.severe.title": "Ciężka hiperkalcemia",
  "pattern.hypercalcemia.moderate.title": "Umiarkowana hiperkalcemia",
  "pattern.hypercalcemia.mild.title": "Łagodna hiperkalcemia",

  "followup.iron_studies": "Gospodarka żelazem (żelazo w surowicy, transferyna, wysycenie transferyny) i liczba retikulocytów.",
  "followup.blood_loss_search": "Poszukiwanie utraty krwi: badanie kału na krew utajoną, a u kobiet ocena krwawień miesiączkowych.",
  "followup.coeliac_screen": "Badanie krwi w kierunku celiakii (przeciwciała przeciw transglutaminazie tkankowej IgA), jeśli nie znaleziono przyczyny niedoboru żelaza.",
  "followup.hemoglobin_electrophoresis": "Elektroforeza hemoglobiny przy prawidłowej gospodarce żelazem, w poszukiwaniu nosicielstwa talasemii.",
  "followup.b12_folate": "Stężenie witaminy B12 i kwasu foliowego.",
  "followup.thyroid_check": "Czynność tarczycy (TSH).",
  "followup.liver_panel": "Pełny panel wątrobowy (ALT, AST, GGT, fosfataza zasadowa, bilirubina, albumina).",
  "followup.reticulocytes_hemolysis": "Retikulocyty, LDH, bilirubina i haptoglobina w poszukiwaniu rozpadu krwinek czerwonych.",
  "followup.kidney_check": "Czynność nerek (kreatynina, eGFR) i badanie moczu.",
  "followup.full_blood_count": "Pełna morfologia krwi ze wskaźnikami czerwonokrwinkowymi (MCV, MCH).",
  "followup.blood_film": "Rozmaz krwi obwodowej.",
  "followup.confirm_glucose": "Powtórzenie glukozy na czczo lub HbA1c innego dnia w celu potwierdzenia wyniku.",
  "followup.diabetes_workup": "Po potwierdzeniu cukrzycy: czynność nerek, albumina w moczu, lipidogram, badanie okulistyczne i kontrola stóp.",
  "followup.ogtt": "Doustny test obciążenia glukozą, jeśli wyniki pozostają graniczne.",
  "followup.repeat_glucose": "Ponowny pomiar glukozy z prawidłowym opracowaniem próbki.",
  "followup.lipid_secondary_causes": "Badania w kierunku przyczyn wtórnych: TSH, glukoza na czczo, czynność wątroby i nerek.",
  "followup.family_screening": "Oznaczenie cholesterolu u bliskich krewnych, ponieważ bardzo wysokie wartości są często dziedziczne.",
  "followup.cardiovascular_assessment": "Całościowa ocena ryzyka sercowo-naczyniowego z uwzględnieniem ciśnienia tętniczego, palenia i wywiadu rodzinnego.",
  "followup.apob_lpa": "Apolipoproteina B i lipoproteina(a) w celu dokładniejszej oceny ryzyka sercowo-naczyniowego.",
  "followup.hepatitis_serology": "Badania w kierunku wirusowego zapalenia wątroby typu B i C.",
  "followup.liver_ultrasound": "USG wątroby.",
  "followup.cholestasis_workup": "GGT w celu potwierdzenia wątrobowego pochodzenia fosfatazy zasadowej oraz USG wątroby i dróg żółciowych.",
  "followup.repeat_liver_tests": "Powtórzenie prób wątrobowych po kilku tygodniach.",
  "followup.nephrology_referral": "Skierowanie do nefrologa.",
  "followup.acr_urine": "Wskaźnik albumina/kreatynina w moczu (ACR).",
  "followup.repeat_kidney": "Powtórzenie kreatyniny i eGFR w ciągu trzech miesięcy, aby sprawdzić, czy obniżenie się utrzymuje.",
  "followup.repeat_acr": "Powtórzenie oznaczenia albuminy w moczu w celu potwierdzenia, bo wysiłek, gorączka lub infekcja mogą ją przejściowo zwiększać.",
  "followup.thyroid_antibodies_trab": "Przeciwciała przeciw receptorowi TSH oraz w razie potrzeby USG lub scyntygrafia tarczycy.",
  "followup.thyroid_antibodies_tpo": "Przeciwciała przeciw peroksydazie tarczycowej (anty-TPO).",
  "followup.pituitary_evaluation": "Ocena czynności przysadki przez endokrynologa.",
  "followup.repeat_thyroid": "Powtórzenie TSH i FT4 po sześciu–dwunastu tygodniach.",
  "followup.free_t4_test": "FT4 (wolna tyroksyna) w celu klasyfikacji wyniku TSH.",
  "followup.inflammation_source": "Badanie lekarskie w celu znalezienia źródła stanu zapalnego i kontrola CRP.",
  "followup.calcium_pth": "Wapń, fosforany i parathormon (PTH).",
  "followup.recheck_vitamin_d": "Ponowne oznaczenie witaminy D po około trzech miesiącach suplementacji.",
  "followup.intrinsic_factor": "Przeciwciała przeciw czynnikowi wewnętrznemu w poszukiwaniu niedokrwistości złośliwej (Addisona-Biermera).",
  "followup.mma_holotc": "Kwas metylomalonowy lub aktywna witamina B12 (holotranskobalamina) w celu potwierdzenia niedoboru.",
  "followup.sodium_workup": "Osmolalność surowicy i moczu oraz sód w moczu w celu ustalenia przyczyny.",
  "followup.review_medicines_test": "Przegląd leków, które mogą obniżać sód.",
  "followup.electrolytes_repeat": "Powtórzenie elektrolitów wraz z czynnością nerek i glukozą.",
  "followup.ecg": "EKG.",
  "followup.magnesium_check": "Magnez.",
  "followup.exclude_hemolysis": "Nowa próbka krwi w celu wykluczenia fałszywie wysokiego potasu z powodu uszkodzonej próbki.",
  "followup.discuss_abnormal": "Wartości poza zakresem referencyjnym warto omówić z lekarzem, który może zlecić ich powtórzenie.",
  "followup.routine": "Na podstawie tych wyników nie są potrzebne dodatkowe badania; wystarczą rutynowe kontrole uzgodnione z lekarzem.",

  "lifestyle.iron_rich_foods":
    "Warto jeść produkty bogate w żelazo, takie jak czerwone mięso, rośliny strączkowe i ciemnozielone warzywa, łączyć źródła roślinne z witaminą C i nie pić herbaty ani kawy do posiłków.",
  "lifestyle.reduce_sugars": "Warto ograniczyć słodzone napoje, słodycze i rafinowane węglowodany oraz wybierać produkty pełnoziarniste i bogate w błonnik.",
  "lifestyle.weight_activity":
    "Zaleca się co najmniej 150 minut aktywności fizycznej tygodniowo, a przy nadwadze redukcję masy ciała o 5 do 7 procent.",
  "lifestyle.heart_healthy_diet":
    "Zaleca się dietę śródziemnomorską z warzywami, owocami, pełnym ziarnem, roślinami strączkowymi, orzechami, oliwą i rybami oraz ograniczenie tłuszczów nasyconych i przetworzonego mięsa.",
  "lifestyle.no_smoking": "Nie należy palić; rzucenie palenia to jeden z najskuteczniejszych sposobów ochrony serca i naczyń.",
  "lifestyle.limit_alcohol": "Warto ograniczyć alkohol lub całkowicie z niego zrezygnować.",
  "lifestyle.liver_protect": "Warto unikać alkoholu, dążyć do prawidłowej masy ciała i nie przyjmować niepotrzebnych leków ani suplementów.",
  "lifestyle.review_medicines": "Warto poprosić lekarza lub farmaceutę o przegląd przyjmowanych leków i suplementów, ponieważ niektóre wpływają na te wyniki.",
  "lifestyle.kidney_protect":
    "Należy unikać regularnego przyjmowania niesteroidowych leków przeciwzapalnych, ograniczyć sól i dbać o dobrą kontrolę ciśnienia tętniczego i cukru.",
  "lifestyle.vitamin_d_sources":
    "Warto przebywać na zewnątrz w świetle dziennym i jeść źródła witaminy D, takie jak tłuste ryby i jaja; lekarz może zalecić suplement.",
  "lifestyle.b12_sources": "Warto jeść źródła witaminy B12, takie jak mięso, ryby, jaja i nabiał; przy diecie wegańskiej konieczna jest suplementacja B12.",
  "lifestyle.folate_sources": "Warto jeść produkty bogate w kwas foliowy, takie jak warzywa liściaste, rośliny strączkowe i owoce cytrusowe.",
  "lifestyle.hydration": "Należy pić odpowiednią ilość płynów, chyba że lekarz zalecił ich ograniczenie.",
  "lifestyle.general_healthy": "Warto utrzymywać zbilansowaną dietę, regularny ruch, odpowiednią ilość snu i rutynowe kontrole.",

  "urgent.critical_item":
    "{name}: {value}. Ten poziom wymaga natychmiastowej pomocy lekarskiej: należy jeszcze dziś skontaktować się z lekarzem lub zgłosić się na SOR.",
  "urgent.pattern_item": "{title}: należy jak najszybciej, najlepiej dziś, skontaktować się z lekarzem.",
  "urgent.symptoms":
    "Należy natychmiast zgłosić się na SOR w razie bólu w klatce piersiowej, silnej duszności, omdlenia, splątania, kołatania serca, wyraźnego osłabienia mięśni lub objawów krwawienia.",
  "urgent.none": "Żaden z wyników nie jest na poziomie, który zwykle wymaga pomocy doraźnej.",

  "disclaimer.text":
    "Ta interpretacja została wygenerowana automatycznie na podstawie wyników badań laboratoryjnych i ogólnych wytycznych medycznych. Nie zastępuje badania ani konsultacji z lekarzem, który może uwzględnić objawy, wywiad i przyjmowane leki.",
  "disclaimer.risk_note": "Odsetki ryzyka to oparte na regułach wskaźniki tego, jak silnie wyniki wskazują na chorobę, a nie dokładne prawdopodobieństwa.",

  "score.excellent": "doskonały",
  "score.good": "dobry",
  "score.fair": "przeciętny",
  "score.poor": "słaby",

  "rec.urgent": "Niektóre wyniki są na poziomie krytycznym: należy jeszcze dziś skontaktować się z lekarzem.",
  "rec.discuss": "Wyniki poza zakresem referencyjnym warto omówić z lekarzem.",
  "rec.retest": "Nieprawidłowe wyniki warto powtórzyć zgodnie z zaleceniem lekarza, aby je potwierdzić.",
  "rec.keep_habits": "Wyniki są na dobrym poziomie: warto utrzymać dotychczasowe nawyki.",
  "rec.no_data": "Nie udało się ocenić żadnego wyniku; do obliczenia wskaźnika zdrowia potrzebny jest wynik z zakresami referencyjnymi.",

  "risk.type2_diabetes": "Cukrzyca typu 2",
  "risk.cardiovascular": "Choroba sercowo-naczyniowa",
  "risk.anemia": "Niedokrwistość",
  "risk.chronic_kidney_disease": "Przewlekła choroba nerek",
  "risk.liver_fibrosis": "Włóknienie wątroby (stłuszczeniowa choroba wątroby)",
  "risk.thyroid_dysfunction": "Zaburzenia czynności tarczycy",
  "risk.vitamin_d_deficiency": "Niedobór witaminy D",
};
