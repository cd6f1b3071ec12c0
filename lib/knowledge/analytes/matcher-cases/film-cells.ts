// Blood-film cells printed beside the five-part differential (fifteenth session, 2026-11-27): blasts, granulocyte
// precursors, band and segmented neutrophils as absolute counts, and atypical (reactive, variant) lymphocytes.
// Each is printed as % and as a count; the printed unit decides which of the pair a line is.
import type { MatcherCase } from "./types";

export const FILM_CELL_CASES: MatcherCase[] = [
  // Blasts
  ["Blastos", "pt", "%", "blasts_pct"],
  ["Blastos", "pt", "/mm³", "blasts_abs"],
  ["Blastos", "es", "/µL", "blasts_abs"],
  ["Blastes", "fr", "%", "blasts_pct"],
  ["Blasten", "de", "/nl", "blasts_abs"],
  ["Бласты", "ru", "%", "blasts_pct"],
  ["原始细胞", "zh", "10^9/L", "blasts_abs"],
  ["Blasts", "en", "%", "blasts_pct"],
  // Promyelocytes
  ["Promielócitos", "pt", "%", "promyelocytes_pct"],
  ["Promielocitos", "es", "/mm3", "promyelocytes_abs"],
  ["Promyélocytes", "fr", "G/L", "promyelocytes_abs"],
  ["Promyelozyten", "de", "%", "promyelocytes_pct"],
  ["早幼粒细胞", "zh", "%", "promyelocytes_pct"],
  ["Promyelocytes", "en", "K/uL", "promyelocytes_abs"],
  // Myelocytes
  ["Mielócitos", "pt", "%", "myelocytes_pct"],
  ["Mielócitos", "pt", "/mm³", "myelocytes_abs"],
  ["Mielocitos", "es", "%", "myelocytes_pct"],
  ["Myélocytes", "fr", "G/L", "myelocytes_abs"],
  ["Myelozyten", "de", "%", "myelocytes_pct"],
  ["Миелоциты", "ru", "10^9/л", "myelocytes_abs"],
  ["中幼粒细胞", "zh", "%", "myelocytes_pct"],
  ["Mielocyty", "pl", "%", "myelocytes_pct"],
  // Metamyelocytes
  ["Metamielócitos", "pt", "%", "metamyelocytes_pct"],
  ["Juveniles", "es", "%", "metamyelocytes_pct"],
  ["Métamyélocytes", "fr", "G/L", "metamyelocytes_abs"],
  ["Metamyelozyten", "de", "/nl", "metamyelocytes_abs"],
  ["Юные", "ru", "%", "metamyelocytes_pct"],
  ["晚幼粒细胞", "zh", "10^9/L", "metamyelocytes_abs"],
  // Band neutrophils: the % existed; the count is its own analyte now
  ["Bastonetes", "pt", "%", "band_neutrophils_pct"],
  ["Bastonetes", "pt", "/mm³", "band_neutrophils_abs"],
  ["Cayados", "es", "/mm3", "band_neutrophils_abs"],
  ["Stabkernige", "de", "/nl", "band_neutrophils_abs"],
  ["Палочкоядерные нейтрофилы", "ru", "10^9/л", "band_neutrophils_abs"],
  ["Bands", "en", "K/uL", "band_neutrophils_abs"],
  // Segmented neutrophils: the count per volume is the neutrophil count (its neutropenia limits apply)
  ["Segmentados", "pt", "%", "segmented_neutrophils_pct"],
  ["Segmentados", "pt", "/mm³", "neutrophils_abs"],
  ["Neutrófilos segmentados", "es", "/mm³", "neutrophils_abs"],
  ["Segmentkernige", "de", "G/l", "neutrophils_abs"],
  ["Сегментоядерные нейтрофилы", "ru", "10^9/л", "neutrophils_abs"],
  ["分叶核粒细胞", "zh", "10^9/L", "neutrophils_abs"],
  // Atypical lymphocytes: no longer unmatched (never the lymphocyte percentage), now their own analyte
  ["Linfócitos atípicos %", "pt", "%", "atypical_lymphocytes_pct"],
  ["Linfócitos atípicos", "pt", "%", "atypical_lymphocytes_pct"],
  ["Linfócitos atípicos", "pt", "/mm³", "atypical_lymphocytes_abs"],
  ["Linfocitos reactivos", "es", "%", "atypical_lymphocytes_pct"],
  ["Reaktive Lymphozyten", "de", "/nl", "atypical_lymphocytes_abs"],
  ["Атипичные лимфоциты", "ru", "%", "atypical_lymphocytes_pct"],
  ["异型淋巴细胞", "zh", "%", "atypical_lymphocytes_pct"],
  ["Atypical Lymphocytes", "en", "%", "atypical_lymphocytes_pct"],
  ["Variant lymphocytes", "en", "K/uL", "atypical_lymphocytes_abs"],
  // The plain lymphocyte lines stay lymphocytes
  ["Linfócitos", "pt", "%", "lymphocytes_pct"],
  ["Linfócitos típicos", "pt", "%", "lymphocytes_pct"],
];
