// A small stand-in for the analyte knowledge base, for unit tests of the lab parser: a dozen analytes with
// realistic units and adult ranges, matched by exact alias (0.95) or alias prefix (0.7).

import type { Analyte, ReferenceInterval } from "@/lib/knowledge/analytes/types";
import type { LabKnowledge } from "../lab/knowledge";

function analyte(
  id: string,
  unit: string,
  names: string[],
  ranges: ReferenceInterval[],
  alternateUnits: Analyte["alternateUnits"] = [],
  valueType: Analyte["valueType"] = "quantitative",
): Analyte {
  return {
    id, loinc: [], shortName: names[0] ?? id, longName: names[0] ?? id, category: "hematology", valueType,
    specimen: "blood", unit, alternateUnits, ranges, rangeSource: "test stub", regions: [], aliases: { en: names },
    abbreviations: [], shortDescription: "", longDescription: "", routine: true,
  };
}

export const STUB_ANALYTES: Analyte[] = [
  analyte("hemoglobin", "g/dL", ["hemoglobin", "haemoglobin", "hb", "hämoglobin", "hemoglobina", "гемоглобин"], [
    { sex: "male", low: 13.5, high: 17.5 }, { sex: "female", low: 12, high: 15.5 }], [{ ucum: "g/L", factor: 0.1 }, { ucum: "mmol/L", factor: 1.611 }]),
  analyte("wbc", "10*9/L", ["leukocytes", "wbc", "white blood cells", "leukozyten", "leucocytes"], [{ low: 4, high: 11 }], [{ ucum: "10*3/uL", factor: 1 }]),
  analyte("platelets", "10*9/L", ["platelets", "plt", "thrombozyten", "plaquettes"], [{ low: 150, high: 400 }], [{ ucum: "10*3/uL", factor: 1 }]),
  analyte("glucose", "mg/dL", ["glucose", "glukose", "glucosa", "glikoza"], [{ low: 70, high: 99 }], [{ ucum: "mmol/L", factor: 18.016 }]),
  analyte("alt", "U/L", ["alt", "alt (gpt)", "gpt/alt", "alanine aminotransferase"], [{ low: 0, high: 45 }]),
  analyte("ast", "U/L", ["ast", "ast (got)", "got/ast"], [{ low: 0, high: 40 }]),
  analyte("crp", "mg/L", ["crp", "c-reactive protein"], [{ low: null, high: 5 }]),
  analyte("tsh", "m[IU]/L", ["tsh"], [{ low: 0.4, high: 4 }], [{ ucum: "u[IU]/mL", factor: 1 }]),
  analyte("creatinine", "mg/dL", ["creatinine", "kreatinin", "créatinine"], [{ low: 0.6, high: 1.3 }], [{ ucum: "umol/L", factor: 0.0113 }]),
  analyte("vitamin_b12", "pg/mL", ["vitamin b12", "cobalamin"], [{ low: 200, high: 900 }]),
  analyte("ferritin", "ng/mL", ["ferritin"], [{ low: 30, high: 400 }], [{ ucum: "ug/L", factor: 1 }]),
  analyte("vitamin_d", "ng/mL", ["vitamin d", "25-oh vitamin d", "vitamina d"], [{ low: 30, high: 100 }]),
  analyte("ca_19_9", "U/mL", ["ca 19-9"], [{ low: null, high: 37 }]),
  analyte("urine_protein", "", ["protein", "eiweiß"], [], [], "qualitative"),
  analyte("urine_nitrite", "", ["nitrite", "nitrit"], [], [], "qualitative"),
  analyte("urine_ph", "[pH]", ["ph"], [{ low: 5, high: 8 }]),
];

/** Builds the stub matcher. */
export function createStubKnowledge(analytes: Analyte[] = STUB_ANALYTES): LabKnowledge {
  return {
    matchAnalyte(printedName) {
      const n = printedName.toLowerCase().replace(/[:*]+$/, "").trim();
      for (const a of analytes) if (a.aliases.en.includes(n)) return { analyte: a, confidence: 0.95 };
      for (const a of analytes) if (a.aliases.en.some((al) => al.length > 3 && n.startsWith(al))) return { analyte: a, confidence: 0.7 };
      return { analyte: null, confidence: 0 };
    },
  };
}
