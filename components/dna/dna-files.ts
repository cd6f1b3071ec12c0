// Which files one DNA analysis may carry (extended-modules contract, DNA interpretation): one raw genotype file
// (.txt .csv .tsv .vcf, or the same zipped / gzipped, up to 80 MB), or up to 6 pages of a genetic report (PDF up
// to 20 MB, images up to 10 MB). Checked in the browser so a wrong choice is explained before any upload; the
// server checks the same again.

/** Minimal file shape (a browser File fits), so the rules are testable without a DOM. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const MB = 1024 * 1024;
export const RAW_MAX_BYTES = 80 * MB;
export const REPORT_MAX_FILES = 6;
const PDF_MAX_BYTES = 20 * MB;
const IMAGE_MAX_BYTES = 10 * MB;

const REPORT_EXT = /\.(pdf|png|jpe?g|webp)$/i;

/** A page of a genetic report (PDF or image) rather than raw genotype data, by type or name. */
export function isReportFile(f: ChosenFile): boolean {
  return /^(application\/pdf|image\/)/.test(f.type) || REPORT_EXT.test(f.name);
}

function sizeText(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
export { sizeText as formatSize };

/**
 * The selection after adding `added`: a raw genotype file replaces everything (it is sent alone); report pages
 * replace a raw file and are appended up to six. `note` says in plain words what was left out and why.
 */
export function chooseFiles<F extends ChosenFile>(current: readonly F[], added: readonly F[]): { files: F[]; note: string | null } {
  if (added.length === 0) return { files: [...current], note: null };
  const raw = added.filter((f) => !isReportFile(f));
  if (raw.length > 0) {
    const file = raw[0]!;
    if (file.size > RAW_MAX_BYTES) return { files: [...current], note: `${file.name} is ${sizeText(file.size)}; raw genotype files can be up to 80 MB.` };
    const dropped = added.length - 1;
    return { files: [file], note: dropped > 0 ? "A raw genotype file is analysed on its own; only the first one was kept." : null };
  }
  const pages = [...current.filter(isReportFile)];
  const notes: string[] = [];
  for (const f of added) {
    const limit = /pdf$/i.test(f.type) || /\.pdf$/i.test(f.name) ? PDF_MAX_BYTES : IMAGE_MAX_BYTES;
    if (f.size > limit) notes.push(`${f.name} is over ${limit / MB} MB.`);
    else if (pages.length >= REPORT_MAX_FILES) notes.push(`${f.name} was not added: at most ${REPORT_MAX_FILES} report pages.`);
    else pages.push(f);
  }
  return { files: pages, note: notes.join(" ") || null };
}

const FORMATS: Record<string, string> = {
  "23andme": "23andMe", ancestrydna: "AncestryDNA", myheritage: "MyHeritage", ftdna: "FamilyTreeDNA", livingdna: "LivingDNA",
  genesforgood: "Genes for Good", vcf: "VCF", generic: "Genotype lines", document: "Report documents",
};

/** The vendor's own spelling of a detected format (`source.format`). */
export function formatLabel(format: string): string {
  return FORMATS[format] ?? format;
}
