// Patients: the clinic's patient list with search, and a form to add one.
import { CreatePatientForm } from "@/components/patients/create-patient-form";
import { PatientList } from "@/components/patients/patient-list";

export const metadata = { title: "Patients — LabLens" };

export default function PatientsPage() {
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">Patients</h1>
      <PatientList />
      <CreatePatientForm />
    </div>
  );
}
