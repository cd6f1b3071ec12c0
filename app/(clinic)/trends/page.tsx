import { NotBuilt } from "@/components/ui/not-built";

export const metadata = { title: "Trends — LabLens" };

export default function Page() {
  return <NotBuilt title="Trends" what="chart a patient's values across several tests with statistics and trend assessments" />;
}
