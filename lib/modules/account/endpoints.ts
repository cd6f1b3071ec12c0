// GET /api/account/ledger: the calling account's credit movements, newest first, 50 per page.
import { quotaView } from "@/lib/accounts/credits";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { ledgerRequest, ledgerResponse } from "./schemas";

const PAGE_SIZE = 50;

export const ledger = defineEndpoint({
  method: "GET",
  path: "/api/account/ledger",
  summary: "Credit ledger of the calling account",
  description: "Append-only list of credit movements. Query `page` (1-based). HTTP Basic or the web session authenticate it.",
  tags: ["Account"],
  version: "v1",
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  body: "none",
  request: ledgerRequest,
  response: ledgerResponse,
  handler: async ({ account, query, db }) => {
    const page = Math.max(1, Math.min(10_000, Number.parseInt(query.get("page") ?? "1", 10) || 1));
    const rows = await (await db()).ledgerEntry.findMany({
      where: { accountId: account!.id },
      orderBy: { id: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE + 1,
    });
    return {
      quota: quotaView(account!),
      entries: rows.slice(0, PAGE_SIZE).map((r) => ({
        id: r.id.toString(),
        delta: Number(r.delta),
        balance_after: Number(r.balanceAfter),
        endpoint: r.endpoint,
        request_id: r.requestId,
        created_at: r.createdAt.toISOString(),
      })),
      page,
      has_more: rows.length > PAGE_SIZE,
    };
  },
});
