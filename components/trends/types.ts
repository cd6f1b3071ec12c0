// Types of the trend screens, inferred from the server's schemas (never re-declared by hand).
import type { z } from "zod";
import type { comparisonResponse } from "@/lib/modules/lab-trends/comparison-schemas";
import type { comparisonRequest, trendsRequest } from "@/lib/modules/lab-trends/request-schemas";
import type { trendResponse } from "@/lib/modules/lab-trends/trend-schemas";

export type TrendAnswer = z.infer<typeof trendResponse>;
export type ParameterTrend = TrendAnswer["parameter_trends"][number];
export type ComparisonAnswer = z.infer<typeof comparisonResponse>;
export type TrendsBody = z.input<typeof trendsRequest>;
export type ComparisonBody = z.input<typeof comparisonRequest>;
export type BloodTestBody = TrendsBody["blood_tests"][number];
