// GET /api/openapi.json — OpenAPI 3.1 document generated from every endpoint declaration
import { openApiResponse } from "@/lib/api/openapi";

export const GET = openApiResponse;
