// Seam to the clinic's own supplement catalogue: the store shared with the DNA supplement advisor
// (lib/modules/dna-supplements/catalogue/store.ts, tenant = account). The callers prefer a fitting clinic
// product over the generic name.
import { getDb } from "@/lib/db/client";
import { loadCatalogue } from "@/lib/modules/dna-supplements/catalogue/store";

export interface ClinicProduct {
  name: string;
  brand: string;
  form: string;
  dosage: string;
  category: "vitamin" | "mineral" | "probiotic" | "omega" | "herbal" | "other";
  description: string;
}

/** The caller's catalogue products (the clinic's current catalogue; [] without an account or catalogue). */
export async function clinicCatalogueFor(accountId: string | null): Promise<ClinicProduct[]> {
  if (!accountId) return [];
  return (await loadCatalogue(await getDb(), accountId)).products;
}

/** A clinic product that fits a supplement key, matched by name words (first match wins). */
export function productFor(products: readonly ClinicProduct[], supplementKey: string): ClinicProduct | undefined {
  const words: Record<string, RegExp> = {
    vitamin_d: /vitamin\s*d|cholecalciferol|\bd3\b/i, iron: /\biron\b|ferr/i, vitamin_b12: /b\s*12|cobalamin/i, folic_acid: /fol(ic|ate)/i,
    omega3: /omega|fish oil|epa|dha/i, magnesium: /magnesium/i, calcium: /calcium/i, zinc: /\bzinc\b/i, vitamin_c: /vitamin\s*c\b|ascorb/i,
  };
  const re = words[supplementKey];
  return re ? products.find((p) => re.test(`${p.name} ${p.description}`)) : undefined;
}
