import { NotBuilt } from "@/components/ui/not-built";

export const metadata = { title: "Supplement catalogue — LabLens" };

export default function Page() {
  return <NotBuilt title="Supplement catalogue" what="manage your clinic's own supplement products used in plans" />;
}
