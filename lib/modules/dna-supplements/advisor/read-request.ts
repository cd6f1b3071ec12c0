// Reads and checks the advisor's request body in the contract's order of codes: dna_report (VAL_2001 missing,
// VAL_2002 invalid), answers (VAL_2001 when diet_type or pregnancy is missing; unknown keys and values dropped
// with a warning), blood_test (optional; VAL_2006 above 500 lines, VAL_2008 none usable), patient (VAL_2007).
// The clinic's catalogue and settings are read from its own store (tenant = account).
import { validateAnswers } from "@/lib/knowledge/supplements/questionnaire";
import { readBloodTest, readDnaReport } from "@/lib/modules/dna-blood-report/inputs";
import { parsePatient } from "@/lib/modules/dna/settings";
import type { CatalogueState } from "../catalogue/store";
import type { PlanInput } from "./build-plan";
import type { AdvisorRequest } from "./schemas";

/** The plan input of one request; `catalogue` is the clinic's current catalogue state. */
export function readAdvisorRequest(body: AdvisorRequest, language: string, catalogue: Pick<CatalogueState, "products" | "settings">): PlanInput {
  const report = readDnaReport(body.dna_report);
  const { answers, warnings } = validateAnswers(body.answers);
  const patient = parsePatient(body.patient);
  const blood = body.blood_test === undefined || body.blood_test === null ? null : readBloodTest(body.blood_test, { language, ...(patient ? { patient } : {}) });
  if (blood?.unused.length) warnings.push(`blood_test: ${blood.unused.length} line(s) not recognised or without a numeric result; not used.`);
  const mode = body.use_clinic_catalogue === false ? "off" : catalogue.settings.mode;
  return {
    report,
    labs: blood?.values ?? [],
    answers,
    ...(patient ? { patient } : {}),
    language,
    catalogue: { mode, products: catalogue.products, maxItems: catalogue.settings.max_items, instructions: catalogue.settings.instructions },
    warnings,
  };
}
