// CSV import/export of the clinic catalogue. Columns: name, brand, form, dosage, category, description (header
// row required, any order, case-insensitive). Each row is checked with the API's own product schema so the
// preview shows exactly the errors the server would refuse, per row, before anything is saved.
import { MAX_CATALOGUE_PRODUCTS, productSchema, type CatalogueProduct } from "@/lib/modules/dna-supplements/catalogue/schemas";

export const CSV_COLUMNS = ["name", "brand", "form", "dosage", "category", "description"] as const;

export interface CsvRow { line: number; product: CatalogueProduct | null; errors: string[] }
export interface CsvPreview { rows: CsvRow[]; fileErrors: string[] }

/** RFC 4180 fields: quotes, doubled quotes, commas/semicolons and newlines inside quotes. */
export function splitCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, "");
  const firstLine = src.split(/\r?\n/, 1)[0] ?? "";
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === sep) { row.push(field); field = ""; }
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      row.push(field); rows.push(row); row = []; field = "";
    } else field += c;
  }
  if (field !== "" || row.length) { row.push(field); rows.push(row); }
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

/** The rows of a CSV file as products or per-row errors. */
export function parseCatalogueCsv(text: string): CsvPreview {
  const table = splitCsv(text);
  if (!table.length) return { rows: [], fileErrors: ["The file is empty."] };
  const header = table[0]!.map((h) => h.trim().toLowerCase());
  const missing = ["name", "category"].filter((c) => !header.includes(c));
  if (missing.length) return { rows: [], fileErrors: [`The header row must name the columns ${CSV_COLUMNS.join(", ")}; missing: ${missing.join(", ")}.`] };
  const fileErrors = table.length - 1 > MAX_CATALOGUE_PRODUCTS ? [`The file has ${table.length - 1} products; a catalogue holds at most ${MAX_CATALOGUE_PRODUCTS}.`] : [];
  const rows = table.slice(1).map((cells, i): CsvRow => {
    const raw = Object.fromEntries(CSV_COLUMNS.map((c) => [c, (cells[header.indexOf(c)] ?? "").trim()]));
    const parsed = productSchema.safeParse({ ...raw, category: raw.category!.toLowerCase() });
    if (parsed.success) return { line: i + 2, product: parsed.data, errors: [] };
    const errors = parsed.error.issues.map((iss) => {
      const field = String(iss.path[0] ?? "row");
      if (field === "category") return `category '${raw.category}' is not one of vitamin, mineral, probiotic, omega, herbal, other`;
      if (field === "name") return "name is empty";
      return `${field} is too long`;
    });
    return { line: i + 2, product: null, errors };
  });
  return { rows, fileErrors };
}

function quote(v: string): string {
  return /[",;\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The catalogue as CSV (header row + one row per product), the file the import reads back unchanged. */
export function catalogueToCsv(products: readonly CatalogueProduct[]): string {
  return [CSV_COLUMNS.join(","), ...products.map((p) => CSV_COLUMNS.map((c) => quote(p[c])).join(","))].join("\r\n") + "\r\n";
}
