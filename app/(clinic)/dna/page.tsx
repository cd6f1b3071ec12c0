import { NotBuilt } from "@/components/ui/not-built";

export const metadata = { title: "DNA — LabLens" };

export default function Page() {
  return <NotBuilt title="DNA" what="accept raw genotype files and follow analysis jobs to their reports" />;
}
