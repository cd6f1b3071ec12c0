// Groups the flat v12 interpretation (one item per sentence, each with the shortcode of its subsection) back
// into titled sections for reading. The section comes from the published shortcode table; a shortcode that
// is not in it (a newer server) falls back to its prefix, and anything unknown lands in "Other notes".
import { ALL_SUBSECTION_SHORTCODES, SECTION_SHORTCODES, type SectionShortcode } from "@/lib/interpretation/shortcodes";
import type { InterpretationItem } from "./types";

const SECTION_TITLES: Record<SectionShortcode, string> = {
  summary: "Summary",
  findings: "Findings",
  abnormal_values: "What the values outside the range may mean",
  patterns: "Patterns",
  follow_up: "Suggested follow-up",
  lifestyle: "Lifestyle",
  urgent: "When to seek care urgently",
  disclaimer: "Disclaimer",
};
const SECTION_ORDER = Object.keys(SECTION_SHORTCODES) as SectionShortcode[];
const PREFIXES: Record<string, SectionShortcode> = { pattern: "patterns", urgent: "urgent", follow: "follow_up", abnormal: "abnormal_values" };

export interface InterpretationSection {
  shortcode: SectionShortcode | "other";
  title: string;
  /** One entry per subsection shortcode, in the order they first appear. */
  subsections: { shortcode: string; items: string[] }[];
}

function sectionOf(shortcode: string): SectionShortcode | "other" {
  const known = ALL_SUBSECTION_SHORTCODES[shortcode];
  if (known) return known;
  const prefix = shortcode.split("_")[0] ?? "";
  if (prefix in SECTION_SHORTCODES) return prefix as SectionShortcode;
  return PREFIXES[prefix] ?? "other";
}

/** Sections in the published order, each with its subsections and their items in the answer's order. */
export function groupInterpretation(items: readonly InterpretationItem[]): InterpretationSection[] {
  const sections = new Map<SectionShortcode | "other", InterpretationSection>();
  for (const { shortcode, item } of items) {
    const key = sectionOf(shortcode);
    let section = sections.get(key);
    if (!section) {
      section = { shortcode: key, title: key === "other" ? "Other notes" : SECTION_TITLES[key], subsections: [] };
      sections.set(key, section);
    }
    let sub = section.subsections.find((s) => s.shortcode === shortcode);
    if (!sub) {
      sub = { shortcode, items: [] };
      section.subsections.push(sub);
    }
    sub.items.push(item);
  }
  const rank = (k: SectionShortcode | "other") => (k === "other" ? SECTION_ORDER.length : SECTION_ORDER.indexOf(k));
  return [...sections.values()].sort((a, b) => rank(a.shortcode) - rank(b.shortcode));
}
