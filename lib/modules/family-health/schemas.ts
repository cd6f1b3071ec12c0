// Request and response schemas of the family-health endpoints (extended-modules contract, "Family health risk").
import { z } from "zod";
import { RELATION_KEYS } from "@/lib/knowledge/family/relations";

export const MAX_FAMILY_MEMBERS = 100;

/** A keyword accepted in any case: a missing value still reads as missing (VAL_2001), a wrong one as VAL_2002. */
const keyword = <T extends readonly [string, ...string[]]>(values: T) => z.string().transform((v) => v.trim().toLowerCase()).pipe(z.enum(values));
const age = z.number().int().min(0).max(130);
const text = z.string().max(300);

export const patientDataSchema = z.object({
  name: z.string().max(200).optional().describe("Patient name; never used in the analysis, never logged."),
  age: age.describe("Age in years (required)."),
  gender: keyword(["male", "female", "other"] as const).describe("male, female or other (required)."),
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe("Date of birth, YYYY-MM-DD."),
});

export const familyMemberSchema = z.object({
  relation: keyword(RELATION_KEYS).describe("One of the 14 relation types."),
  age: age.optional().describe("Age (current, or at death)."),
  conditions: z.array(text).max(50).optional().describe("Known conditions, free text in any of the 12 complete languages."),
  age_at_diagnosis: age.optional().describe("Age at diagnosis (of the earliest condition)."),
  deceased: z.boolean().optional(),
  age_at_death: age.optional(),
  cause_of_death: text.optional(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const healthProfileSchema = z.object({
  current_medications: z.array(text).max(100).optional(),
  allergies: z.array(text).max(100).optional(),
  chronic_conditions: z.array(text).max(100).optional(),
  lifestyle_factors: z.array(text).max(100).optional(),
});

export const bloodValueSchema = z.object({
  parameter: z.string().max(200),
  value: z.number(),
  unit: z.string().max(60).optional(),
});

export const familyHealthRequest = z.object({
  patient_data: patientDataSchema.describe("The patient: age and gender required."),
  family_members: z.array(familyMemberSchema).max(MAX_FAMILY_MEMBERS).optional().describe(`Relatives, at most ${MAX_FAMILY_MEMBERS}; required unless health_profile is present.`),
  health_profile: healthProfileSchema.optional().describe("Medications, allergies, chronic conditions, lifestyle; required unless family_members is present."),
  blood_test_data: z.array(bloodValueSchema).max(500).optional().describe("The patient's blood values, correlated with the family risks."),
});
export type FamilyHealthRequest = z.infer<typeof familyHealthRequest>;

/** The validate endpoint takes any body and reports what is wrong instead of refusing it. */
export const validateRequest = z.object({}).passthrough();

const riskEntry = z.object({
  rule_id: z.string(),
  condition: z.string(),
  category: z.string(),
  risk_score: z.number().min(0).max(100),
  contributing_factors: z.array(z.string()),
  recommendation: z.string(),
  source: z.string(),
});
export type RiskEntry = z.infer<typeof riskEntry>;

const screeningItem = z.object({
  id: z.string(),
  name: z.string(),
  start_age: z.number(),
  interval_years: z.number().nullable(),
  reason: z.enum(["standard", "family_history"]),
  source: z.string(),
});

export const reportDataSchema = z.object({
  report_title: z.string(),
  executive_summary: z.string(),
  overall_risk: z.object({ score: z.number(), level: z.enum(["high", "moderate", "low"]) }),
  hereditary_risk_analysis: z.object({ high_risk: z.array(riskEntry), moderate_risk: z.array(riskEntry), low_risk: z.array(riskEntry) }),
  medication_analysis: z.object({ current_medications: z.array(z.string()), hereditary_sensitivities: z.array(z.string()), recommendations: z.array(z.string()) }),
  blood_test_family_correlation: z.object({
    correlated_findings: z.array(
      z.object({ parameter: z.string(), value: z.number(), unit: z.string(), related_risk: z.string(), finding: z.string() }),
    ),
    unmatched_parameters: z.array(z.string()),
  }),
  genetic_screening_recommendations: z.array(z.string()),
  lifestyle_recommendations: z.array(z.string()),
  family_tree_summary: z.object({
    total_members: z.number(),
    paternal_lineage: z.object({ members: z.number(), risk_factors: z.array(z.string()) }),
    maternal_lineage: z.object({ members: z.number(), risk_factors: z.array(z.string()) }),
    combined_risk_factors: z.array(z.string()),
  }),
  preventive_care_timeline: z.array(z.object({ age_range: z.string(), screenings: z.array(z.string()), items: z.array(screeningItem) })),
  unrecognised_conditions: z.array(z.string()),
  disclaimer: z.string(),
});
export type ReportData = z.infer<typeof reportDataSchema>;

export const analyzeResponse = z.object({
  report_data: reportDataSchema,
  language: z.string(),
  language_fallback: z.boolean(),
});

export const validateResponse = z.object({
  validation: z.object({
    valid: z.boolean(),
    data_validation: z.object({ valid: z.boolean(), error: z.string().nullable() }),
    language_valid: z.boolean(),
  }),
  family_members: z.number(),
});

export const emptyRequest = z.object({});

export const languagesResponse = z.object({
  total: z.number(),
  languages: z.array(z.object({ code: z.string(), name: z.string(), native: z.string() })),
  narrative_languages: z.array(z.string()),
});
export const categoriesResponse = z.object({
  total: z.number(),
  categories: z.array(
    z.object({
      key: z.string(),
      names: z.record(z.string(), z.string()),
      conditions: z.array(z.object({ key: z.string(), names: z.record(z.string(), z.array(z.string())) })),
    }),
  ),
});
export const relationsResponse = z.object({
  total: z.number(),
  relations: z.array(
    z.object({ key: z.string(), degree: z.number(), lineage: z.string(), sex: z.string(), generation: z.number(), names: z.record(z.string(), z.string()) }),
  ),
});

// Saved pedigree (web app): the relatives in the contract's shape plus an editor id and an optional name label.
export const pedigreeMemberSchema = familyMemberSchema.extend({
  id: z.string().max(40),
  label: z.string().max(80).optional(),
});
export const pedigreeSchema = z.object({
  patient_id: z.string(),
  members: z.array(pedigreeMemberSchema).max(MAX_FAMILY_MEMBERS),
  updated_at: z.string().nullable(),
});
export const savePedigreeRequest = z.object({ members: z.array(pedigreeMemberSchema).max(MAX_FAMILY_MEMBERS) });
