// One shared instance of the UCUM library (unit validation and algebra), created on first use so that loading
// the knowledge base does not pay for the unit tables until a unit actually has to be checked or converted.
import ucumPackage, { type UcumLhcUtils } from "@lhncbc/ucum-lhc";

let instance: UcumLhcUtils | null = null;

/** The UCUM utilities singleton (≈25 ms to build on first call). */
export function getUcum(): UcumLhcUtils {
  instance ??= ucumPackage.UcumLhcUtils.getInstance();
  return instance;
}
