// One patient: their saved reports; `?report=<id>` opens one in the results view.
import { PatientReports } from "@/components/patients/patient-reports";

export const metadata = { title: "Patient — LabLens" };

export default async function PatientPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ report?: string | string[] }> }) {
  const [{ id }, { report }] = await Promise.all([params, searchParams]);
  return (
    <div className="max-w-6xl">
      <PatientReports patientId={id} reportId={typeof report === "string" ? report : null} />
    </div>
  );
}
