// The review step's two helpers for the web app (and integrators): re-evaluate a row with a clinician's
// corrections, and find knowledge-base analytes for the name picker. They run on the server because the
// knowledge base (aliases in many languages, UCUM conversion) is several megabytes the browser need not load.
// Free of charge; they read no stored data, so they need no tenant scoping beyond authentication.
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { parameterV12Schema } from "@/lib/modules/blood-test/schemas";
import { patientOf, recomputeRow, suggestAnalytes } from "./review-row";
import { analyteSuggestionsRequest, analyteSuggestionsResponse, reviewRowRequest } from "./schemas";

const common = { tags: ["Patients"], version: "v1", auth: "credentials", cost: 0 } as const;

export const reviewParameter = defineEndpoint({
  ...common,
  method: "POST",
  path: "/api/review/parameter",
  summary: "Re-evaluate a corrected row",
  description:
    "The review step: the row as extracted plus the clinician's name, value, unit and range text → the row as the analysis " +
    "would have read it printed that way (analyte match, ranges for the patient's sex and age, evaluation). Nothing is stored.",
  body: "json",
  request: reviewRowRequest,
  response: parameterV12Schema,
  handler: ({ body }) => Promise.resolve(recomputeRow(body.parameter, body.fields, patientOf(body.metadata), body.language ?? "en")),
});

export const reviewAnalytes = defineEndpoint({
  ...common,
  method: "GET",
  path: "/api/review/analytes",
  summary: "Find analytes for the review step's name picker",
  description: "Knowledge-base analytes whose English name, abbreviation or id contains query `q` (any case), best first.",
  basicAuth: true,
  body: "none",
  request: analyteSuggestionsRequest,
  response: analyteSuggestionsResponse,
  handler: ({ query }) => Promise.resolve({ analytes: suggestAnalytes(query.get("q") ?? "") }),
});

export const REVIEW_ENDPOINTS = [reviewParameter, reviewAnalytes];
