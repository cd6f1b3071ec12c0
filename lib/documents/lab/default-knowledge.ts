// The production analyte matcher: the knowledge base's matchAnalyte satisfies LabKnowledge as it is.

import { matchAnalyte } from "@/lib/knowledge/analytes";
import type { LabKnowledge } from "./knowledge";

export const analyteKnowledge: LabKnowledge = { matchAnalyte };
