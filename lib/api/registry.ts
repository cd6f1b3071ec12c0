// Every endpoint declaration, for the OpenAPI document and the route/registry consistency test.
// A module adds its declarations here when it adds their route files.
import type { EndpointDefinition } from "./define-endpoint";
import * as account from "@/lib/modules/account/endpoints";
import { BIOLOGICAL_AGE_ENDPOINTS } from "@/lib/modules/biological-age/endpoints";
import { BLOOD_TEST_ENDPOINTS } from "@/lib/modules/blood-test/endpoints";
import { BODY_MAP_ENDPOINTS } from "@/lib/modules/body-map/endpoints";
import { DNA_ENDPOINTS } from "@/lib/modules/dna/endpoints";
import { DNA_BLOOD_ENDPOINTS } from "@/lib/modules/dna-blood-report/endpoints";
import { DNA_SUPPLEMENT_ENDPOINTS } from "@/lib/modules/dna-supplements/endpoints";
import { FAMILY_HEALTH_ENDPOINTS } from "@/lib/modules/family-health/endpoints";
import { JOB_ENDPOINTS } from "@/lib/jobs/endpoints";
import { ICR_ENDPOINTS } from "@/lib/modules/icr/endpoints";
import { NUTRITION_ENDPOINTS } from "@/lib/modules/nutrition/endpoints";
import { LAB_TREND_ENDPOINTS } from "@/lib/modules/lab-trends/endpoints";
import { PATIENT_ENDPOINTS } from "@/lib/modules/patients/endpoints";
import * as utility from "@/lib/modules/utility/endpoints";

export const ENDPOINTS: EndpointDefinition[] = [
  utility.info,
  utility.health,
  utility.quotaCheck,
  account.ledger,
  ...BLOOD_TEST_ENDPOINTS,
  ...ICR_ENDPOINTS,
  ...NUTRITION_ENDPOINTS,
  ...PATIENT_ENDPOINTS,
  ...LAB_TREND_ENDPOINTS,
  ...BODY_MAP_ENDPOINTS,
  ...BIOLOGICAL_AGE_ENDPOINTS,
  ...DNA_ENDPOINTS,
  ...DNA_BLOOD_ENDPOINTS,
  ...DNA_SUPPLEMENT_ENDPOINTS,
  ...JOB_ENDPOINTS,
  ...FAMILY_HEALTH_ENDPOINTS,
] as EndpointDefinition[];
