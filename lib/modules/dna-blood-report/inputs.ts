// The two inputs the DNA + blood report and the DNA supplement advisor share. Stable exports (the supplement
// advisor imports them; keep these names):
//   readDnaReport(raw)            → DnaReportInput        `dna_report` in any of its three forms, zod-validated
//   readDnaReportInput(raw)       → { report, form, analysisId }   the same, saying which form was sent
//   dnaReportInputSchema, DnaReportInput, DnaReportForm, ReadDnaReport
//   readBloodTest(raw, {language?, patient?}) → BloodReading       `blood_test`, matched, converted, evaluated
//   BloodReading, LabValue, LabStatus, ReadBloodOptions, labStatusOf, MAX_BLOOD_PARAMETERS
// Genotypes stated in a validated report (copies of a panel row's effect allele, pharmacogene diplotypes):
//   indexReportGenotypes(report) → ReportGenotypes, effectCopies(index, rsid) → 0 | 1 | 2 | null
// Errors are the contract's "DNA module codes": dna_report missing VAL_2001, invalid VAL_2002; blood_test missing
// VAL_2001, > 500 parameters VAL_2006, none usable VAL_2008 (all thrown as ApiError, so nothing is charged).
export { dnaReportInputSchema, readDnaReport, readDnaReportInput, type DnaReportForm, type DnaReportInput, type ReadDnaReport } from "./read-dna-report";
export { labStatusOf, MAX_BLOOD_PARAMETERS, readBloodTest, type BloodReading, type LabStatus, type LabValue, type ReadBloodOptions } from "./read-blood-test";
export { effectCopies, indexReportGenotypes, type ReportGenotypes } from "./report-genotypes";
