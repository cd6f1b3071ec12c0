// The invented laboratory report behind the ICR sandbox answers, laid out as a lab prints it: letterhead,
// labelled patient and date lines, and a results table in columns. Everyone in it is fictitious. The sandbox
// endpoints turn it into a PDF (./text-pdf) and run the real pipeline on it, so every value in a sandbox
// answer is the pipeline's output.
import type { TextRun } from "./text-pdf";

interface SampleRow {
  name: string;
  result: string;
  unit: string;
  range: string;
}

/** Printed ranges are the adult male reference intervals commonly printed by US laboratories. */
const PANEL: { heading: string; rows: SampleRow[] }[] = [
  {
    heading: "Complete Blood Count",
    rows: [
      { name: "WBC", result: "7.2", unit: "x10^3/uL", range: "4.0-10.5" },
      { name: "Hemoglobin", result: "13.1", unit: "g/dL", range: "13.5-17.5" },
      { name: "MCV", result: "84.0", unit: "fL", range: "80.0-100.0" },
      { name: "Platelets", result: "265", unit: "x10^3/uL", range: "150-400" },
    ],
  },
  {
    heading: "Chemistry",
    rows: [
      { name: "Glucose, fasting", result: "104", unit: "mg/dL", range: "70-99" },
      { name: "HbA1c", result: "5.8", unit: "%", range: "4.0-5.6" },
      { name: "Creatinine", result: "0.94", unit: "mg/dL", range: "0.70-1.30" },
      { name: "ALT", result: "29", unit: "U/L", range: "< 41" },
      { name: "Cholesterol, Total", result: "221", unit: "mg/dL", range: "< 200" },
      { name: "HDL Cholesterol", result: "48", unit: "mg/dL", range: "> 40" },
      { name: "Ferritin", result: "38", unit: "ng/mL", range: "30-400" },
      { name: "TSH", result: "1.86", unit: "uIU/mL", range: "0.40-4.00" },
    ],
  },
  {
    heading: "Serology",
    rows: [{ name: "HBsAg", result: "Negative", unit: "", range: "Negative" }],
  },
];

const COLUMNS = { name: 50, result: 230, unit: 300, range: 400 };

/** The sample report as positioned text runs (top-left origin, points). */
export function sandboxReportRuns(): TextRun[] {
  const runs: TextRun[] = [
    { x: 50, y: 60, text: "Sandbox Clinical Laboratory", size: 16, bold: true },
    { x: 50, y: 78, text: "100 Example Street, Springfield, United States" },
    { x: 50, y: 110, text: "Laboratory Report", size: 12, bold: true },
    { x: 50, y: 135, text: "Patient: Sample Patient" },
    { x: 300, y: 135, text: "Date of Birth: 05/02/1981" },
    { x: 50, y: 149, text: "Sex: Male" },
    { x: 300, y: 149, text: "Collected: 09/14/2026 07:45" },
    { x: 50, y: 163, text: "Reported: 09/15/2026" },
    { x: 300, y: 163, text: "Physician: Dr. Example" },
  ];
  let y = 195;
  const header = { name: "Test", result: "Result", unit: "Units", range: "Reference Range" };
  for (const [key, x] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, number][]) runs.push({ x, y, text: header[key], bold: true });
  for (const block of PANEL) {
    y += 22;
    runs.push({ x: 50, y, text: block.heading, size: 10, bold: true });
    for (const row of block.rows) {
      y += 14;
      for (const [key, x] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, number][]) {
        if (row[key]) runs.push({ x, y, text: row[key] });
      }
    }
  }
  runs.push({ x: 50, y: y + 40, text: "Sample document for the API sandbox. Results relate only to the sample tested." });
  return runs;
}
