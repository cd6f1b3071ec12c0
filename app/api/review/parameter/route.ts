// POST /api/review/parameter — re-evaluate an extracted row with a clinician's corrections (review step)
import { endpoint } from "@/lib/api/endpoint";
import { reviewParameter } from "@/lib/modules/patients/review-endpoints";

export const POST = endpoint(reviewParameter);
