// Supplement catalogue: the clinic's own products used by the DNA supplement advisor and the nutrition plan.
import { CatalogueManager } from "@/components/supplements/catalogue-manager";

export const metadata = { title: "Supplement catalogue — LabLens" };

export default function Page() {
  return (
    <div className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold">Supplement catalogue</h1>
      <CatalogueManager />
    </div>
  );
}
