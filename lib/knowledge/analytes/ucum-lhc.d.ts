// Minimal typings for @lhncbc/ucum-lhc (the package ships none): only the two calls the unit code uses.
declare module "@lhncbc/ucum-lhc" {
  export interface UcumConversion {
    status: "succeeded" | "failed" | "error";
    toVal: number | null;
    msg: string[];
  }
  export interface UcumValidation {
    status: "valid" | "invalid" | "error";
    ucumCode: string | null;
    msg: string[];
  }
  export interface UcumLhcUtils {
    convertUnitTo(
      fromUnit: string,
      fromValue: number,
      toUnit: string,
      options?: { molecularWeight?: number; charge?: number },
    ): UcumConversion;
    validateUnitString(unit: string, suggest?: boolean): UcumValidation;
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
