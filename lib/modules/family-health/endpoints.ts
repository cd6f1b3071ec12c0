// Endpoint declarations of the family health risk module (extended-modules contract, "Family health risk"),
// and the saved family tree of a patient for the web app's editor.
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { ApiError } from "@/lib/api/api-error";
import { validateRequest as checkBody } from "@/lib/api/validation";
import { CATEGORY_KEYS, CATEGORY_NAMES, CONDITIONS } from "@/lib/knowledge/family/conditions";
import { RELATIONS } from "@/lib/knowledge/family/relations";
import { LANGUAGES } from "@/lib/i18n/languages";
import { buildFamilyReport } from "./build-report";
import { FAMILY_CATALOGUES, missingFamilyKeys } from "./messages";
import { loadPedigree, savePedigree } from "./pedigree-store";
import { SANDBOX_REQUEST } from "./sandbox-sample";
import {
  analyzeResponse,
  categoriesResponse,
  emptyRequest,
  familyHealthRequest,
  languagesResponse,
  pedigreeSchema,
  relationsResponse,
  savePedigreeRequest,
  validateRequest,
  validateResponse,
  type FamilyHealthRequest,
} from "./schemas";

const VERSION = "1.0.0";
const TAGS = ["Family health"] as const;
const BASE = "/api/v1/family-health";

/** The contract: family_members is required unless health_profile is present (and the other way round). */
function requireFamilyOrProfile(body: FamilyHealthRequest): void {
  if (body.family_members === undefined && body.health_profile === undefined) {
    throw new ApiError("VAL_2001", "'family_members' is required unless 'health_profile' is given.");
  }
}

export const analyze = defineEndpoint({
  method: "POST",
  path: `${BASE}/analyze`,
  summary: "Hereditary risk report from the family history",
  description:
    "Applies cited criteria (premature ASCVD, Dutch Lipid Clinic Network, NCCN-style HBOC, Amsterdam II / colorectal, diabetes, haemochromatosis, sudden cardiac death, aneurysm, early-onset dementia, prostate, ADPKD) to the family, correlates the patient's blood values, and plans screenings moved earlier by the family history. 1 credit; decision support, not a diagnosis.",
  tags: TAGS,
  version: VERSION,
  auth: "credentials",
  cost: 1,
  body: "json",
  request: familyHealthRequest,
  response: analyzeResponse,
  handler: async (ctx) => {
    requireFamilyOrProfile(ctx.body);
    return buildFamilyReport(ctx.body, ctx.language);
  },
});

export const validate = defineEndpoint({
  method: "POST",
  path: `${BASE}/validate`,
  summary: "Check a family-health request without analysing it",
  description: "Same body as analyze; answers whether it is valid and why not. Free. An unsupported language is refused with VAL_2003.",
  tags: TAGS,
  version: VERSION,
  auth: "credentials",
  cost: 0,
  body: "json",
  request: validateRequest,
  response: validateResponse,
  handler: async (ctx) => {
    let error: string | null = null;
    let members = 0;
    try {
      const body = checkBody(familyHealthRequest, ctx.body);
      requireFamilyOrProfile(body);
      members = body.family_members?.length ?? 0;
    } catch (e) {
      error = e instanceof ApiError ? `${e.code}: ${e.message} ${e.details}`.trim() : "The request could not be read.";
    }
    return { validation: { valid: error === null, data_validation: { valid: error === null, error }, language_valid: true }, family_members: members };
  },
});

export const sandbox = defineEndpoint({
  method: "POST",
  path: `${BASE}/sandbox/analyze`,
  summary: "Family-health sandbox (sample report, free)",
  description: "Same body as analyze (checked the same way); answers the report of a built-in invented family. Free.",
  tags: TAGS,
  version: VERSION,
  auth: "credentials",
  cost: 0,
  sandbox: true,
  body: "json",
  request: familyHealthRequest,
  response: analyzeResponse,
  handler: async (ctx) => {
    requireFamilyOrProfile(ctx.body);
    return buildFamilyReport(SANDBOX_REQUEST, ctx.language);
  },
});

const narrative = Object.entries(FAMILY_CATALOGUES).filter(([, c]) => missingFamilyKeys(c).length === 0).map(([code]) => code);

export const supportedLanguages = defineEndpoint({
  method: "GET",
  path: `${BASE}/supported-languages`,
  summary: "The 100 supported language codes with names",
  tags: TAGS,
  version: VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: languagesResponse,
  handler: async () => ({
    total: LANGUAGES.length,
    languages: LANGUAGES.map((l) => ({ code: l.code, name: l.name, native: l.native })),
    narrative_languages: narrative,
  }),
});

export const conditionCategories = defineEndpoint({
  method: "GET",
  path: `${BASE}/condition-categories`,
  summary: "The 9 condition categories with their conditions and synonyms",
  tags: TAGS,
  version: VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: categoriesResponse,
  handler: async () => ({
    total: CATEGORY_KEYS.length,
    categories: CATEGORY_KEYS.map((key) => ({
      key,
      names: { ...CATEGORY_NAMES[key] },
      conditions: CONDITIONS.filter((c) => c.category === key).map((c) => ({ key: c.key, names: { ...c.names } })),
    })),
  }),
});

export const familyRelations = defineEndpoint({
  method: "GET",
  path: `${BASE}/family-relations`,
  summary: "The 14 family relation types",
  tags: TAGS,
  version: VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: relationsResponse,
  handler: async () => ({ total: RELATIONS.length, relations: RELATIONS.map((r) => ({ ...r, names: { ...r.names } })) }),
});

const PEDIGREE = "/api/patients/{id}/family-tree";

export const pedigreeGet = defineEndpoint({
  method: "GET",
  path: PEDIGREE,
  summary: "A patient's saved family tree",
  description: "The relatives drawn in the family-tree editor (contract family_members shape plus editor ids). Free.",
  tags: ["Patients"],
  version: "v1",
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  body: "none",
  request: emptyRequest,
  response: pedigreeSchema,
  handler: async ({ account, params, db }) => loadPedigree(await db(), account!.id, params.id ?? ""),
});

export const pedigreeSave = defineEndpoint({
  method: "PUT",
  path: PEDIGREE,
  summary: "Save a patient's family tree",
  description: "Replaces the patient's family tree (at most 100 relatives). Free.",
  tags: ["Patients"],
  version: "v1",
  auth: "credentials",
  cost: 0,
  body: "json",
  request: savePedigreeRequest,
  response: pedigreeSchema,
  handler: async ({ account, userId, params, body, db }) => savePedigree(await db(), account!.id, params.id ?? "", body.members, userId),
});

export const FAMILY_HEALTH_ENDPOINTS = [analyze, validate, sandbox, supportedLanguages, conditionCategories, familyRelations, pedigreeGet, pedigreeSave];
