// White-cell differential: each cell type is printed both as a share of white cells (%) and as an absolute count
// (10^9/L). The two share their printed names, so each carries unitHints and the unit decides which one a line is.
import type { Analyte, BodyRegion, CriticalLimits } from "@/lib/knowledge/analytes/types";
import { DACIE, KOST, TIETZ } from "./sources";
import { PER_NANOLITRE } from "./units";

interface DifferentialSpec {
  key: string;
  cell: string;
  shortPct: string;
  shortAbs: string;
  loincPct: string[];
  loincAbs: string[];
  names: string[];
  absNames: string[];
  abbrPct: string[];
  abbrAbs: string[];
  ocr: string[];
  pct: [number, number];
  abs: [number, number];
  absCritical?: CriticalLimits;
  regions: BodyRegion[];
  short: string;
  long: string;
}

/**
 * Builds the percentage and absolute-count analytes of one white-cell type from one description, so the two stay
 * consistent (same names, same regions) and differ only in unit, LOINC codes and ranges.
 */
function buildDifferentialPair(spec: DifferentialSpec): Analyte[] {
  const common = {
    category: "white_cell_differential" as const,
    valueType: "quantitative" as const,
    specimen: "whole_blood",
    rangeSource: DACIE,
    regions: spec.regions,
    routine: true,
  };
  return [
    {
      ...common,
      id: `${spec.key}_pct`,
      loinc: spec.loincPct,
      shortName: spec.shortPct,
      longName: `${spec.cell} (%)`,
      unit: "%",
      alternateUnits: [],
      ranges: [{ low: spec.pct[0], high: spec.pct[1] }],
      aliases: { en: [...spec.names, ...spec.names.map((name) => `${name} %`)] },
      abbreviations: [spec.shortPct, ...spec.abbrPct],
      ocrVariants: spec.ocr,
      unitHints: ["percent", "%"],
      shortDescription: `${spec.short} as a share of all white cells.`,
      longDescription: `${spec.long} The percentage depends on the other white cells too, so the absolute count is the better guide.`,
    },
    {
      ...common,
      id: `${spec.key}_abs`,
      loinc: spec.loincAbs,
      shortName: spec.shortAbs,
      longName: `${spec.cell} (absolute)`,
      unit: "10*9/L",
      alternateUnits: PER_NANOLITRE,
      ranges: [{ low: spec.abs[0], high: spec.abs[1] }],
      ...(spec.absCritical ? { critical: spec.absCritical } : {}),
      aliases: { en: [...spec.absNames, ...spec.names.map((name) => `${name} absolute`), ...spec.names.map((name) => `${name} #`)] },
      abbreviations: [spec.shortAbs, ...spec.abbrAbs],
      ocrVariants: spec.ocr.map((variant) => `${variant} abs`),
      unitHints: ["count", "10*9/L", "10*3/uL", "/uL"],
      shortDescription: `${spec.short}, counted per volume of blood.`,
      longDescription: spec.long,
    },
  ];
}

const pairs: DifferentialSpec[] = [
  {
    key: "neutrophils",
    cell: "Neutrophils",
    shortPct: "NEUT%",
    shortAbs: "NEUT#",
    loincPct: ["770-8", "26511-6", "23761-0"],
    loincAbs: ["751-8", "26499-4", "753-4"],
    names: ["Neutrophils", "Neutrophil", "Polymorphs", "Polymorphonuclear neutrophils", "Neutrophil granulocytes"],
    // A segmented count per volume is the neutrophil count as the film reports it (bands apart): kept on this id so
    // the neutropenia limits apply to it (a separate segmented-count analyte would carry none).
    absNames: ["Absolute neutrophil count", "Neutrophil count", "Neutrophils absolute count", "Absolute segmented neutrophil count", "Segmented neutrophil count", "Segmented neutrophils absolute", "Segs absolute", "Segmented neutrophils #", "Segs #"],
    abbrPct: ["NEU%", "NE%", "PMN%", "N%"],
    abbrAbs: ["ANC", "NEU#", "NE#", "N#"],
    ocr: ["Neutroph1ls", "Neutrophlls", "Neutrophi1s"],
    pct: [40, 80],
    abs: [2.0, 7.0],
    absCritical: { low: 0.5, source: `${KOST}; severe neutropenia below 0.5 x10^9/L` },
    regions: ["immune", "blood"],
    short: "Neutrophils, the white cells that fight bacteria",
    long: "Neutrophils are the first line of defence against bacteria and fungi. They rise with bacterial infection, inflammation, injury, stress and steroid medicines. A low count (neutropenia) can follow viral infections, chemotherapy and other medicines, autoimmune disease or marrow problems and increases the risk of serious infection.",
  },
  {
    key: "lymphocytes",
    cell: "Lymphocytes",
    shortPct: "LYMPH%",
    shortAbs: "LYMPH#",
    loincPct: ["736-9", "26478-8", "737-7"],
    loincAbs: ["731-0", "26474-7", "732-8"],
    names: ["Lymphocytes", "Lymphocyte", "Lymphs"],
    absNames: ["Absolute lymphocyte count", "Lymphocyte count", "Lymphocytes absolute count"],
    abbrPct: ["LYM%", "LY%", "L%"],
    abbrAbs: ["ALC", "LYM#", "LY#", "L#"],
    ocr: ["Lymphocyles", "Lyrnphocytes", "Lymphocvtes"],
    pct: [20, 40],
    abs: [1.0, 3.0],
    regions: ["immune", "blood"],
    short: "Lymphocytes, the white cells of the immune memory",
    long: "Lymphocytes include the T, B and NK cells that fight viruses and make antibodies. They rise with viral infections such as glandular fever and with some chronic infections and leukemias, and are normally higher in children. Low counts follow steroids, chemotherapy, severe stress or illness and HIV infection.",
  },
  {
    key: "monocytes",
    cell: "Monocytes",
    shortPct: "MONO%",
    shortAbs: "MONO#",
    loincPct: ["5905-5", "26485-3", "744-3"],
    loincAbs: ["742-7", "26484-6", "743-5"],
    names: ["Monocytes", "Monocyte", "Monos"],
    absNames: ["Absolute monocyte count", "Monocyte count", "Monocytes absolute count"],
    abbrPct: ["MON%", "MO%", "M%"],
    abbrAbs: ["AMC", "MON#", "MO#", "M#"],
    ocr: ["Monocyles", "Mon0cytes", "Monocvtes"],
    pct: [2, 10],
    abs: [0.2, 1.0],
    regions: ["immune", "blood"],
    short: "Monocytes, white cells that clear debris and germs",
    long: "Monocytes become tissue macrophages that swallow germs and dead cells. They rise during recovery from infection, in chronic infections such as tuberculosis, in inflammatory and autoimmune disease and in some blood disorders. Low counts are uncommon and usually follow marrow suppression or steroids.",
  },
  {
    key: "eosinophils",
    cell: "Eosinophils",
    shortPct: "EO%",
    shortAbs: "EO#",
    loincPct: ["713-8", "26450-7", "714-6"],
    loincAbs: ["711-2", "26449-9", "712-0"],
    names: ["Eosinophils", "Eosinophil", "Eos"],
    absNames: ["Absolute eosinophil count", "Eosinophil count", "Eosinophils absolute count"],
    abbrPct: ["EOS%", "E%"],
    abbrAbs: ["AEC", "EOS#", "E#"],
    ocr: ["Eosinoph1ls", "Eosinophlls", "Eosin0phils"],
    pct: [1, 6],
    abs: [0.02, 0.5],
    regions: ["immune", "blood"],
    short: "Eosinophils, white cells involved in allergy and parasite defence",
    long: "Eosinophils take part in allergic reactions and in the defence against parasites. They rise with asthma, hay fever, eczema, drug reactions, parasitic infections and some autoimmune and blood disorders. Low values are common after steroid medicines or during acute stress and are rarely significant.",
  },
  {
    key: "basophils",
    cell: "Basophils",
    shortPct: "BASO%",
    shortAbs: "BASO#",
    loincPct: ["706-2", "30180-4", "707-0"],
    loincAbs: ["704-7", "26444-0", "705-4"],
    names: ["Basophils", "Basophil", "Basos"],
    absNames: ["Absolute basophil count", "Basophil count", "Basophils absolute count"],
    abbrPct: ["BAS%", "BA%", "B%"],
    abbrAbs: ["ABS BASO", "BAS#", "BA#", "B#"],
    ocr: ["Basoph1ls", "8asophils", "Basophlls"],
    pct: [0, 2],
    abs: [0.02, 0.1],
    regions: ["immune", "blood"],
    short: "Basophils, rare white cells that release histamine",
    long: "Basophils release histamine and other substances in allergic reactions. A persistently raised count is uncommon and can point to a myeloproliferative disorder such as chronic myeloid leukemia, or to hypothyroidism or chronic inflammation. Low values have little meaning because the cells are so few.",
  },
];

/**
 * Cells a manual blood film reports beside the five-part differential: granulocyte precursors, blasts and
 * atypical lymphocytes. Printed as % of white cells and often as an absolute count too, like the pairs above, but
 * with their own intervals (most are absent from healthy adult blood) and descriptions.
 */
interface FilmCellSpec {
  key: string;
  cell: string;
  shortPct: string;
  shortAbs: string;
  loincPct: string[];
  loincAbs: string[];
  names: string[];
  absNames: string[];
  abbrPct: string[];
  abbrAbs: string[];
  ocr: string[];
  /** Adult intervals (% and 10^9/L); absent when none could be verified, with `rangeGap` saying why. */
  pct?: [number, number];
  abs?: [number, number];
  rangeSource: string;
  rangeGap?: string;
  short: string;
  long: string;
}

function buildFilmCellPair(spec: FilmCellSpec): Analyte[] {
  const common = {
    category: "white_cell_differential" as const,
    valueType: "quantitative" as const,
    specimen: "whole_blood",
    rangeSource: spec.rangeSource,
    regions: ["blood", "immune"] as BodyRegion[],
    routine: false,
    longDescription: spec.long,
    ...(spec.rangeGap ? { gaps: { range: spec.rangeGap } } : {}),
  };
  return [
    {
      ...common,
      id: `${spec.key}_pct`,
      loinc: spec.loincPct,
      shortName: spec.shortPct,
      longName: `${spec.cell} (%)`,
      unit: "%",
      alternateUnits: [],
      ranges: spec.pct ? [{ low: spec.pct[0], high: spec.pct[1] }] : [],
      aliases: { en: [...spec.names, ...spec.names.map((name) => `${name} %`)] },
      abbreviations: [spec.shortPct, ...spec.abbrPct],
      ocrVariants: spec.ocr,
      unitHints: ["percent", "%"],
      shortDescription: `${spec.short}, as a share of white cells.`,
    },
    {
      ...common,
      id: `${spec.key}_abs`,
      loinc: spec.loincAbs,
      shortName: spec.shortAbs,
      longName: `${spec.cell} (absolute)`,
      unit: "10*9/L",
      alternateUnits: PER_NANOLITRE,
      ranges: spec.abs ? [{ low: spec.abs[0], high: spec.abs[1] }] : [],
      aliases: { en: [...spec.absNames, ...spec.names.map((name) => `${name} absolute`), ...spec.names.map((name) => `${name} #`)] },
      abbreviations: [spec.shortAbs, ...spec.abbrAbs],
      ocrVariants: spec.ocr.map((variant) => `${variant} abs`),
      unitHints: ["count", "10*9/L", "10*3/uL", "/uL"],
      shortDescription: `${spec.short}, counted per volume of blood.`,
    },
  ];
}

/** Blasts and granulocyte precursors stay in the marrow: none is expected in an adult's blood film. */
const ABSENT_IN_ADULT_BLOOD = `${DACIE}; ${TIETZ} (not present in normal adult peripheral blood: 0)`;

// LOINC codes: the manual-count code first, then the method-unspecified one (Manual Differential panel 24318-8).
const filmCells: FilmCellSpec[] = [
  {
    key: "blasts",
    cell: "Blasts",
    shortPct: "BLAST%",
    shortAbs: "BLAST#",
    loincPct: ["709-6", "26446-5"],
    loincAbs: ["708-8", "30376-8"],
    names: ["Blasts", "Blast cells", "Blast"],
    absNames: ["Absolute blast count", "Blast count", "Blasts absolute count"],
    abbrPct: ["BLASTS%"],
    abbrAbs: ["BLASTS#"],
    ocr: ["B1asts", "8lasts", "Blasls"],
    pct: [0, 0],
    abs: [0, 0],
    rangeSource: ABSENT_IN_ADULT_BLOOD,
    short: "Blasts, the most immature blood-forming cells",
    long: "Blasts are the earliest blood-forming cells and normally stay in the bone marrow, so an adult blood count shows none. They can appear briefly with a severe infection or while the marrow recovers, but blasts in the blood can also point to a bone-marrow disorder such as an acute leukaemia or a myelodysplastic or myeloproliferative condition. Any blasts call for a blood film review by a haematology specialist and prompt medical follow-up.",
  },
  {
    key: "promyelocytes",
    cell: "Promyelocytes",
    shortPct: "PROMYELO%",
    shortAbs: "PROMYELO#",
    loincPct: ["783-1", "26524-9"],
    loincAbs: ["781-5", "26523-1"],
    names: ["Promyelocytes", "Promyelocyte", "Promyelo"],
    absNames: ["Absolute promyelocyte count", "Promyelocyte count", "Promyelocytes absolute count"],
    abbrPct: [],
    abbrAbs: [],
    ocr: ["Promyelocyles", "Promye1ocytes", "Prornyelocytes"],
    pct: [0, 0],
    abs: [0, 0],
    rangeSource: ABSENT_IN_ADULT_BLOOD,
    short: "Promyelocytes, early precursors of the granulocytes",
    long: "Promyelocytes are early granulocyte precursors that normally stay in the bone marrow and are absent from adult blood. They can be released with a severe infection, during marrow recovery or growth-factor treatment, or when the marrow is crowded by other cells. Promyelocytes together with blasts, low platelets or bleeding need prompt medical review; a blood film review is advised to confirm the cells and judge the cause.",
  },
  {
    key: "myelocytes",
    cell: "Myelocytes",
    shortPct: "MYELO%",
    shortAbs: "MYELO#",
    loincPct: ["749-2", "26498-6"],
    loincAbs: ["748-4", "30446-9"],
    names: ["Myelocytes", "Myelocyte", "Myelo"],
    absNames: ["Absolute myelocyte count", "Myelocyte count", "Myelocytes absolute count"],
    abbrPct: [],
    abbrAbs: [],
    ocr: ["Myelocyles", "Mye1ocytes", "Myelocvtes"],
    pct: [0, 0],
    abs: [0, 0],
    rangeSource: ABSENT_IN_ADULT_BLOOD,
    short: "Myelocytes, granulocyte precursors normally kept in the marrow",
    long: "Myelocytes are immature granulocytes that normally stay in the bone marrow, so adult blood shows none. A few appear in a marked 'left shift' with severe infection or inflammation, in pregnancy, after growth-factor treatment, or with a marrow disorder such as a myeloproliferative neoplasm. A blood film review is advised, read together with the white count and the other cells.",
  },
  {
    key: "metamyelocytes",
    cell: "Metamyelocytes",
    shortPct: "METAMYELO%",
    shortAbs: "METAMYELO#",
    loincPct: ["740-1", "28541-1"],
    loincAbs: ["739-3", "30433-7"],
    names: ["Metamyelocytes", "Metamyelocyte", "Metamyelo"],
    absNames: ["Absolute metamyelocyte count", "Metamyelocyte count", "Metamyelocytes absolute count"],
    abbrPct: [],
    abbrAbs: [],
    ocr: ["Metamyelocyles", "Metamye1ocytes", "Metarnyelocytes"],
    pct: [0, 0],
    abs: [0, 0],
    rangeSource: ABSENT_IN_ADULT_BLOOD,
    short: "Metamyelocytes, the granulocyte stage just before band forms",
    long: "Metamyelocytes are the last immature stage before band neutrophils and normally stay in the bone marrow. They appear in the blood in a 'left shift' with bacterial infection, sepsis or severe inflammation, in pregnancy, after growth-factor or steroid treatment, and with marrow disorders. A blood film review is advised, read together with the white count and the band and neutrophil counts.",
  },
  {
    key: "atypical_lymphocytes",
    cell: "Atypical lymphocytes",
    shortPct: "ATYP%",
    shortAbs: "ATYP#",
    // Variant lymphocytes: method unspecified, then automated (no manual-count code could be verified).
    loincPct: ["13046-8", "42250-1"],
    loincAbs: ["26477-0", "43743-4"],
    names: ["Atypical lymphocytes", "Atypical lymphocyte", "Atypical lymphs", "Reactive lymphocytes", "Reactive lymphs", "Variant lymphocytes"],
    absNames: ["Absolute atypical lymphocyte count", "Atypical lymphocyte count", "Variant lymphocyte count"],
    abbrPct: [],
    abbrAbs: [],
    ocr: ["Atypical lymphocyles", "Atypica1 lymphocytes"],
    rangeSource: "No verified adult interval: the laboratory's printed limit is used",
    rangeGap: "No published adult interval could be verified: small numbers are seen in health and laboratories print their own limit (commonly 0 % or 0-1 %), which the evaluation uses when printed.",
    short: "Atypical (reactive) lymphocytes, lymphocytes changed by an immune response",
    long: "Atypical, reactive or variant lymphocytes are lymphocytes changed by immune activation. More of them are seen with viral infections such as glandular fever (EBV), cytomegalovirus or viral hepatitis, with some medicines and after vaccination. Because abnormal lymphocytes of a blood disorder can look similar, a blood film review is advised when they are numerous or persist.",
  },
];

export const whiteCellDifferential: Analyte[] = [
  ...pairs.flatMap(buildDifferentialPair),
  ...filmCells.flatMap(buildFilmCellPair),
  {
    id: "band_neutrophils_pct",
    loinc: ["764-1", "26508-2", "35332-6"],
    shortName: "Bands",
    longName: "Band neutrophils (%)",
    category: "white_cell_differential",
    valueType: "quantitative",
    specimen: "whole_blood",
    unit: "%",
    alternateUnits: [],
    ranges: [{ low: 0, high: 5 }],
    rangeSource: "Manual differential upper limit used by most laboratories (0-5 %); Tietz Clinical Guide to Laboratory Tests",
    regions: ["immune", "blood"],
    aliases: { en: ["Band neutrophils", "Band forms", "Bands", "Stab neutrophils", "Stab cells", "Non-segmented neutrophils"] },
    abbreviations: ["Bands", "Stabs", "BAND"],
    ocrVariants: ["8ands", "Band neutrophi1s"],
    unitHints: ["percent", "%"],
    shortDescription: "Young neutrophils with an unsegmented nucleus, as a share of white cells.",
    longDescription:
      "Band forms are neutrophils released from the marrow before they are fully mature. A raised share (a 'left shift') suggests the body is fighting an acute bacterial infection or severe inflammation. It is counted on a manual blood film.",
    routine: false,
  },
  {
    id: "band_neutrophils_abs",
    loinc: ["763-3", "26507-4", "30229-9"],
    shortName: "Bands#",
    longName: "Band neutrophils (absolute)",
    category: "white_cell_differential",
    valueType: "quantitative",
    specimen: "whole_blood",
    unit: "10*9/L",
    alternateUnits: PER_NANOLITRE,
    ranges: [{ low: 0, high: 0.5 }],
    rangeSource: `${TIETZ} band interval 0-5 % applied to the ${DACIE} white-cell upper limit of 10 x10^9/L (0-0.5 x10^9/L, 0-500/µL)`,
    regions: ["immune", "blood"],
    // As in the pairs above, the plain English names stay on the percentage: a count unit reaches this record
    // through "... absolute" (containment search), so a plain "Neutrophils" in 10^9/L is not read as bands.
    aliases: { en: ["Absolute band count", "Band count", "Band neutrophils absolute", "Band forms absolute", "Bands absolute", "Stab neutrophils absolute", "Band neutrophils #", "Bands #"] },
    abbreviations: ["BAND#", "Bands#", "Stabs#"],
    ocrVariants: ["8ands abs", "Band neutrophi1s abs"],
    unitHints: ["count", "10*9/L", "10*3/uL", "/uL"],
    shortDescription: "Young neutrophils with an unsegmented nucleus, counted per volume of blood.",
    longDescription:
      "Band forms are neutrophils released from the marrow before they are fully mature. A raised count (a 'left shift') suggests the body is fighting an acute bacterial infection or severe inflammation. It is counted on a manual blood film; a film review is advised when it is clearly raised.",
    routine: false,
  },
  {
    id: "segmented_neutrophils_pct",
    loinc: ["769-0", "26505-8", "32200-8"],
    shortName: "Segs",
    longName: "Segmented neutrophils (%)",
    category: "white_cell_differential",
    valueType: "quantitative",
    specimen: "whole_blood",
    unit: "%",
    alternateUnits: [],
    ranges: [{ low: 40, high: 75 }],
    rangeSource: `${DACIE} (neutrophils 40-80 % less bands)`,
    regions: ["immune", "blood"],
    aliases: { en: ["Segmented neutrophils", "Segmented neutrophil", "Segs", "Neutrophils segmented", "Polymorphonuclear segmented"] },
    abbreviations: ["Segs", "SEG", "Seg"],
    ocrVariants: ["Segrnented neutrophils", "5egs"],
    unitHints: ["percent", "%"],
    shortDescription: "Mature neutrophils, as a share of white cells.",
    longDescription:
      "Segmented neutrophils are the mature bacteria-fighting white cells counted on a manual blood film. They rise with bacterial infection, inflammation and stress and fall with viral infections, some medicines and marrow problems.",
    routine: false,
  },
  {
    id: "immature_granulocytes_pct",
    loinc: ["71695-1", "38518-7"],
    shortName: "IG%",
    longName: "Immature granulocytes (%)",
    category: "white_cell_differential",
    valueType: "quantitative",
    specimen: "whole_blood",
    unit: "%",
    alternateUnits: [],
    ranges: [{ low: 0, high: 0.5 }],
    rangeSource: "Published healthy-adult upper limits for the Sysmex IG channel (about 0.5 %)",
    regions: ["immune", "blood"],
    aliases: { en: ["Immature granulocytes", "Immature granulocyte", "Immature granulocytes %", "Immature gran"] },
    abbreviations: ["IG%", "IG", "IMG%"],
    ocrVariants: ["1G%", "IG %", "Immature granu1ocytes"],
    unitHints: ["percent", "%"],
    shortDescription: "Early forms of granulocytes in the blood, as a share of white cells.",
    longDescription:
      "Immature granulocytes (metamyelocytes, myelocytes and promyelocytes) are normally kept in the bone marrow. A raised share is an early sign of serious bacterial infection or sepsis, and is also seen in pregnancy, after steroids or growth-factor treatment and in marrow disorders.",
    routine: false,
  },
  {
    id: "immature_granulocytes_abs",
    loinc: ["53115-2", "51584-1"],
    shortName: "IG#",
    longName: "Immature granulocytes (absolute)",
    category: "white_cell_differential",
    valueType: "quantitative",
    specimen: "whole_blood",
    unit: "10*9/L",
    alternateUnits: PER_NANOLITRE,
    ranges: [{ low: 0, high: 0.05 }],
    rangeSource: "Published healthy-adult upper limits for the Sysmex IG channel (about 0.03-0.06 x10^9/L)",
    regions: ["immune", "blood"],
    aliases: { en: ["Immature granulocytes absolute", "Immature granulocyte count", "Absolute immature granulocytes", "Immature Grans (Abs)", "Immature Granulocytes (Abs)"] },
    abbreviations: ["IG#", "IMG#"],
    ocrVariants: ["1G#", "IG #"],
    unitHints: ["count", "10*9/L", "10*3/uL", "/uL"],
    shortDescription: "Early forms of granulocytes, counted per volume of blood.",
    longDescription:
      "This counts immature granulocytes released early from the marrow. Raised numbers suggest an acute infection or inflammation, pregnancy, recent steroid or growth-factor treatment, or a marrow disorder.",
    routine: false,
  },
  {
    id: "large_unstained_cells_pct",
    loinc: ["26463-0"],
    shortName: "LUC%",
    longName: "Large unstained cells (%)",
    category: "white_cell_differential",
    valueType: "quantitative",
    specimen: "whole_blood",
    unit: "%",
    alternateUnits: [],
    ranges: [{ low: 0, high: 4 }],
    rangeSource: "Siemens ADVIA analyser adult interval as printed by laboratories using it (0-4 %)",
    regions: ["immune", "blood"],
    aliases: { en: ["Large unstained cells", "Large unstained cells %", "LUC"] },
    abbreviations: ["LUC", "LUC%"],
    ocrVariants: ["LUC %", "1UC"],
    unitHints: ["percent", "%"],
    shortDescription: "Large white cells the analyser cannot classify, as a share of white cells.",
    longDescription:
      "Siemens ADVIA analysers report large peroxidase-negative cells as 'large unstained cells'; they are mostly activated lymphocytes. Raised values are seen with viral infections and after vaccination but can also reflect blasts or abnormal lymphocytes, so a blood film is advised when they are clearly high.",
    routine: false,
  },
];
