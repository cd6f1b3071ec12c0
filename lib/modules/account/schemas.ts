// Schemas of the account endpoints (not in the contract: the web app's account page and integrators'
// own bookkeeping use them; see docs/decisions.md).
import { z } from "zod";

export const ledgerRequest = z.object({});

export const ledgerResponse = z.object({
  quota: z.object({ remaining: z.number(), total: z.number(), reset_date: z.string(), plan: z.string() }),
  entries: z
    .array(
      z.object({
        id: z.string().describe("Ledger entry id (increasing)."),
        delta: z.number().describe("Credits added (positive) or spent (negative)."),
        balance_after: z.number(),
        endpoint: z.string().describe("The endpoint path that spent the credit, or the admin action that added it."),
        request_id: z.string(),
        created_at: z.string(),
      }),
    )
    .describe("Newest first."),
  page: z.number().int(),
  has_more: z.boolean(),
});
