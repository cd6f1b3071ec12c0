// Public API of the body-map knowledge: regions, severity levels, placement of markers, region names.
export { BODY_REGIONS, REGIONS, REGION_CODES, regionOrder, regionByCode, isBodyRegion, type BodyRegion, type RegionInfo } from "./regions";
export { SEVERITY_LEVELS, KNOWN_EVALUATIONS, levelOfEvaluation, type Level } from "./levels";
export { placeMarker, regionsOfAnalyte, regionsOfCategory, type MarkerInput, type Placement } from "./place-marker";
export { REGION_NAMES, REGION_NAME_LANGUAGES, regionName, type RegionNameLanguage } from "./region-names";
export { ANALYTE_REGION_ROWS } from "./analyte-regions";
export { CATEGORY_REGION_ROWS, CATEGORY_WORD_ROWS } from "./category-regions";
