import { NotBuilt } from "@/components/ui/not-built";

export const metadata = { title: "Patients — LabLens" };

export default function Page() {
  return <NotBuilt title="Patients" what="list your patients and the reports saved for each" />;
}
