import { CreditsCard } from "@/components/account/credits-card";
import { LedgerTable } from "@/components/account/ledger-table";

export const metadata = { title: "Account & credits — LabLens" };

export default function AccountPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Account & credits</h1>
      <CreditsCard />
      <LedgerTable />
    </div>
  );
}
