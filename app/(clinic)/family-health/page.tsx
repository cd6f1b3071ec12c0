import { NotBuilt } from "@/components/ui/not-built";

export const metadata = { title: "Family health — LabLens" };

export default function Page() {
  return <NotBuilt title="Family health" what="let you draw a family tree and estimate hereditary risks" />;
}
