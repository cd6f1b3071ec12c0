// Types of the family-tree screens, inferred from the server's schemas.
import type { z } from "zod";
import type { analyzeResponse, pedigreeMemberSchema, pedigreeSchema } from "@/lib/modules/family-health/schemas";

export type PedigreeMember = z.infer<typeof pedigreeMemberSchema>;
export type Pedigree = z.infer<typeof pedigreeSchema>;
export type FamilyAnalysis = z.infer<typeof analyzeResponse>;
export type PatientSex = "male" | "female" | "other";
