// Shared result scales for the qualitative and binary analytes of part B (urinalysis, serology, stool,
// autoantibody screens). One place, so "negative" means the same thing on every printed line.
import type { QualitativeScale } from "../../types";

const NEGATIVE_WORDS = ["negative", "neg", "neg.", "-", "non-reactive", "nonreactive", "non reactive", "not detected", "absent", "nil", "none", "normal"];
const EQUIVOCAL_WORDS = ["equivocal", "borderline", "indeterminate", "grey zone", "gray zone"];
const POSITIVE_WORDS = ["positive", "pos", "pos.", "reactive", "detected", "present", "weakly reactive", "weak positive", "weakly positive"];

/** Dipstick chemistry: negative expected; trace and any plus grade are flagged. */
export const DIPSTICK_SCALE: QualitativeScale = {
  normal: ["negative", "neg", "neg.", "-", "nil", "absent", "not detected", "normal"],
  abnormal: ["trace", "traces", "+", "++", "+++", "++++", "1+", "2+", "3+", "4+", "+-", "+/-", "small", "moderate", "large", "positive", "pos", "present", "detected"],
};

/** Infection markers (antigen or antibody showing current or past infection): any positive is flagged. */
export const INFECTION_MARKER_SCALE: QualitativeScale = {
  normal: NEGATIVE_WORDS.filter((w) => w !== "normal"),
  abnormal: [...POSITIVE_WORDS, ...EQUIVOCAL_WORDS],
};

/** Immunity markers (vaccination or past infection protects): a negative result means "not protected". */
export const IMMUNITY_MARKER_SCALE: QualitativeScale = {
  positiveProtects: true,
  normal: ["positive", "pos", "reactive", "detected", "immune", "protective", "protected"],
  abnormal: ["negative", "neg", "non-reactive", "nonreactive", "not detected", "non-immune", "not immune", "nonimmune", ...EQUIVOCAL_WORDS],
};

/**
 * Past-exposure markers that most healthy adults carry (CMV, EBV, Toxoplasma, SARS-CoV-2 IgG): both answers are
 * ordinary findings; only an unclear result is flagged for repeat testing.
 */
export const EXPOSURE_MARKER_SCALE: QualitativeScale = {
  normal: [...NEGATIVE_WORDS.filter((w) => w !== "normal"), ...POSITIVE_WORDS.filter((w) => !w.startsWith("weak"))],
  abnormal: EQUIVOCAL_WORDS,
};

/** Autoantibody screens reported as negative/positive or as an immunofluorescence titre. */
export const AUTOANTIBODY_SCREEN_SCALE: QualitativeScale = {
  normal: ["negative", "neg", "not detected", "non-reactive", "<1:40", "< 1:40", "<1:80", "< 1:80", "<1:100", "< 1:100"],
  abnormal: ["positive", "pos", "detected", "reactive", "1:80", "1:100", "1:160", "1:320", "1:640", "1:1280", "1:2560", ...EQUIVOCAL_WORDS],
};

/** Microscopy counts per field printed as words or as a field range. */
export const SEDIMENT_ABSENT_NORMAL: string[] = ["nil", "none", "not seen", "absent", "negative", "not detected", "0", "0-1", "0-2", "1-2"];
export const SEDIMENT_MANY_ABNORMAL: string[] = ["many", "plenty", "numerous", "loaded", "packed", "field full", "full field", "tntc", "too numerous to count"];
