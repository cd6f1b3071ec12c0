// The fields of an extracted row a clinician may correct in the review step (shared by server and screen,
// so it lives apart from the knowledge-base code the server uses to re-evaluate a row).
export const CORRECTABLE_FIELDS = ["name", "value", "unit", "range"] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
