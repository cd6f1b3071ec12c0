import { NotBuilt } from "@/components/ui/not-built";

export const metadata = { title: "Upload & results — LabLens" };

export default function Page() {
  return <NotBuilt title="Upload & results" what="let you upload a blood test (PDF or photos), read the extracted values and the interpretation, and save it to a patient" />;
}
