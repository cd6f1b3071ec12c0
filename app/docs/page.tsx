import { ApiReference } from "@/components/docs/api-reference";
import { buildOpenApi } from "@/lib/api/openapi";

export const metadata = { title: "API reference — LabLens" };

// The interactive reference renders the same OpenAPI document /api/openapi.json serves; no CDN, no
// external script, so it works offline.
export default function DocsPage() {
  return (
    <main className="mx-auto max-w-5xl p-8">
      <ApiReference spec={buildOpenApi()} />
    </main>
  );
}
