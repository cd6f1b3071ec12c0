// GET /api/review/analytes?q= — knowledge-base analytes for the review step's name picker
import { endpoint } from "@/lib/api/endpoint";
import { reviewAnalytes } from "@/lib/modules/patients/review-endpoints";

export const GET = endpoint(reviewAnalytes);
