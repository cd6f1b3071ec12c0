import { NotBuilt } from "@/components/ui/not-built";

export const metadata = { title: "Body map — LabLens" };

export default function Page() {
  return <NotBuilt title="Body map" what="show out-of-range results on 13 body regions" />;
}
