// zod schemas of the interpretation shapes in the responses (for validation and the OpenAPI document).
import { z } from "zod";
import { RISK_SEVERITIES, SCORE_INTERPRETATIONS } from "./types";

export const flatItemSchema = z
  .object({
    shortcode: z.string().describe("Stable code of the narrative subsection this item belongs to (see lib/interpretation/shortcodes.ts)"),
    item: z.string().describe("One narrative sentence or paragraph in the response language"),
  })
  .describe("One item of the flat (v12) interpretation");

export const interpretationV12Schema = z
  .array(flatItemSchema)
  .describe("Flat interpretation (v12): summary, findings, meanings, patterns, follow-up, lifestyle, urgent care, disclaimer");

export const sectionSchema = z
  .object({
    title: z.string().describe("Section title in the response language"),
    shortcode: z.string().describe("Stable section code: summary, findings, abnormal_values, patterns, follow_up, lifestyle, urgent, disclaimer"),
    subsections: z
      .array(
        z.object({
          subtitle: z.string().describe("Subsection title in the response language"),
          shortcode: z.string().describe("Stable subsection code, e.g. findings_blood or pattern_thyroid_function"),
          items: z.array(z.object({ item: z.string().describe("One narrative sentence or paragraph") })).describe("Narrative items"),
        }),
      )
      .describe("Subsections of the section"),
  })
  .describe("One section of the sectioned (v11) interpretation");

export const interpretationV11Schema = z.array(sectionSchema).describe("Sectioned interpretation (v11)");

export const healthScoreSchema = z
  .object({
    overall: z.number().int().min(0).max(100).describe("Overall score 0–100 (formula in docs/decisions.md)"),
    optimal: z.number().int().min(0).describe("Parameters in the optimal band (centre of the normal range)"),
    normal: z.number().int().min(0).describe("Parameters in range but off-centre"),
    warning: z.number().int().min(0).describe("Parameters outside the range (borderline, low or high)"),
    critical: z.number().int().min(0).describe("Parameters at a critical level"),
    total_parameters: z.number().int().min(0).describe("Parameters scored"),
    score_interpretation: z
      .enum(SCORE_INTERPRETATIONS)
      .describe("excellent (all markers optimal), good (most markers normal), fair (some need attention), poor (several need attention)"),
    recommendations: z.array(z.string()).describe("Recommendations in the response language, most pressing first"),
  })
  .describe("Health score block (health-score endpoints)");

export const diseaseRiskSchema = z
  .object({
    name: z.string().describe("Condition name in the response language"),
    percentage: z
      .string()
      .regex(/^\d{1,2}%$/)
      .describe("Rule-based risk index as percent text (low 1–24 %, moderate 26–49 %, high 51–74 %, very high 76–99 %); not an absolute probability"),
    severity: z.enum(RISK_SEVERITIES).describe("low, moderate, high or very_high"),
  })
  .describe("One disease risk estimated from documented rules, only from markers present");

export const diseaseRisksSchema = z.array(diseaseRiskSchema).describe("Disease risks (health-score endpoints)");

export const narrativeMetaSchema = z
  .object({
    narrative_language: z.string().describe("Language the narrative is written in"),
    language_fallback: z.boolean().describe("True when the requested language had no complete catalogue and English was used"),
  })
  .describe("Language actually used for the narrative");
