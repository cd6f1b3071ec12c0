/** A source document of part D and the small builders every document file shares. */
import { A4, type DocSpec, type Metadata, Report } from '../a/model';
import type { Report as BReport } from '../b/model';

export type Doc =
  | { model: 'a'; build: () => Report; colour?: boolean; derive?: 'scan' | 'photo' }
  | { model: 'b'; rep: BReport; derive?: 'scan' | 'photo' };

export function meta(
  labDate: string,
  resultsDate: string,
  lab: string,
  city: string,
  patient: string,
  age: string,
  sex: 'male' | 'female',
): Metadata {
  return {
    lab_date: labDate, results_date: resultsDate, lab_name: lab, lab_city: city, lab_country: null,
    patient_name: patient, patient_age: age, patient_sex: sex,
  };
}

export function newReport(s: Omit<DocSpec, 'classes'> & { classes?: string[] }, size: [number, number] = A4): Report {
  const r = new Report({ classes: [], ...s }, size);
  r.newPage();
  return r;
}
