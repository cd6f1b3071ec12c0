// GET /api/v1/dna-supplements/questionnaire — the 25 questions with types, allowed values and labels (no auth).
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { questionnaireListing } from "@/lib/knowledge/supplements/questionnaire";

const labels = z.record(z.string(), z.string()).describe("Label per language code (the 12 complete languages)");

export const questionnaireResponse = z.object({
  language: z.string().describe("Language of `label` (English when ?language= has no questionnaire catalogue)"),
  languages: z.array(z.string()),
  total: z.number().int(),
  required: z.array(z.string()).describe("Question ids that must be answered (diet_type, pregnancy)"),
  questions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      type: z.enum(["single", "multi", "text"]).describe("single: one value; multi: a list of values; text: free text"),
      required: z.boolean(),
      values: z.array(z.string()).describe("Allowed values (empty for text)"),
      max_length: z.number().int().optional(),
      label: z.string(),
      labels,
      options: z.array(z.object({ value: z.string(), label: z.string(), labels })),
    }),
  ),
});

export const questionnaire = defineEndpoint({
  method: "GET",
  path: "/api/v1/dna-supplements/questionnaire",
  summary: "The supplement questionnaire: 25 questions, types, allowed values, labels in 12 languages",
  description: "No authentication. `?language=de` picks the language of `label`; `labels` always holds all 12.",
  tags: ["DNA supplement advisor"],
  version: "v1",
  auth: "none",
  cost: 0,
  body: "none",
  request: z.object({}),
  response: questionnaireResponse,
  handler: async ({ query }) => questionnaireListing(query.get("language")?.trim() ?? "en"),
});
