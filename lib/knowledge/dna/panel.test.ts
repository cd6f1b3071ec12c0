// Panel integrity: every row complete and self-consistent, no duplicate or contradicting rows, the look-ups the
// reader uses agree with the rows, and each region's GRCh37->GRCh38 offset is the same for its neighbours.
import { describe, expect, it } from "vitest";
import { en } from "./i18n";
import { KNOWN_POSITIONS, PANEL, PANEL_RSIDS, PANEL_TOTAL, isPalindromic } from "./panel";
import { PGX_GENES } from "./pgx/genes";

const RISKS = ["protective", "typical", "informational", "slightly_elevated", "elevated", "high"];

describe("DNA panel rows", () => {
  it.each(PANEL.map((m) => [m.rsid, m] as const))("%s is complete and consistent", (_id, m) => {
    expect(m.rsid).toMatch(/^rs\d+$/);
    expect(m.gene.length).toBeGreaterThan(1);
    expect(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "X", "Y", "MT"]).toContain(m.chrom);
    expect(Number.isInteger(m.pos37) && m.pos37 > 0).toBe(true);
    expect(Number.isInteger(m.pos38) && m.pos38 > 0).toBe(true);
    expect(m.ref).not.toBe(m.alt);
    expect([m.ref, m.alt]).toContain(m.effect);
    expect(m.variant.trim().length).toBeGreaterThan(0);
    expect(["established", "probable", "preliminary"]).toContain(m.evidence);
    expect(["disease_risk", "carrier", "nutrigenomics", "traits", "pharmacogenomics"]).toContain(m.category);
    for (const r of m.risk) expect(RISKS).toContain(r);
    expect(m.sources.length).toBeGreaterThanOrEqual(2);
    for (const s of m.sources) expect(s.id.trim().length).toBeGreaterThan(2);
    expect(en[`topic.${m.topic}`]).toBeTruthy();
    if (m.recessive) expect(m.category).toBe("carrier");
  });

  it("has no duplicate rsid and no two rows at the same position", () => {
    expect(new Set(PANEL.map((m) => m.rsid)).size).toBe(PANEL.length);
    expect(new Set(PANEL.map((m) => `${m.chrom}:${m.pos37}`)).size).toBe(PANEL.length);
    expect(new Set(PANEL.map((m) => `${m.chrom}:${m.pos38}`)).size).toBe(PANEL.length);
  });

  it("never gives one row's GRCh37 position to another row's GRCh38 position (the reader looks both up in one map)", () => {
    const byPosition = new Map<string, string>();
    for (const m of PANEL) {
      for (const key of new Set([`${m.chrom}:${m.pos37}`, `${m.chrom}:${m.pos38}`])) {
        expect(byPosition.get(key) ?? m.rsid, key).toBe(m.rsid);
        byPosition.set(key, m.rsid);
      }
    }
  });

  it("has no contradicting rows: markers of one topic and gene never point in opposite directions for the same allele count", () => {
    const groups = new Map<string, (typeof PANEL)[number][]>();
    for (const m of PANEL) groups.set(`${m.gene}|${m.topic}`, [...(groups.get(`${m.gene}|${m.topic}`) ?? []), m]);
    for (const rows of groups.values()) {
      const protective = rows.some((m) => m.risk.includes("protective"));
      const raising = rows.some((m) => m.risk.some((r) => ["slightly_elevated", "elevated", "high"].includes(r)));
      // e.g. the two 9p21 rows both raise risk; a protective and a risk row of the same gene/topic would contradict.
      expect(protective && raising && rows.length > 1 && rows[0]?.gene !== "APOE").toBe(false);
    }
  });

  it("keeps the GRCh37->GRCh38 offset constant between neighbouring rows (catches a mistyped position)", () => {
    const sorted = [...PANEL].sort((a, b) => (a.chrom === b.chrom ? a.pos37 - b.pos37 : a.chrom.localeCompare(b.chrom)));
    let checked = 0;
    for (let i = 1; i < sorted.length; i += 1) {
      const a = sorted[i - 1];
      const b = sorted[i];
      if (!a || !b || a.chrom !== b.chrom || b.pos37 - a.pos37 > 1_000_000) continue;
      checked += 1;
      expect(Math.abs(a.pos38 - a.pos37 - (b.pos38 - b.pos37)), `${a.rsid}/${b.rsid}`).toBeLessThanOrEqual(10);
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it("exports the look-ups the streaming reader uses, matching the rows", () => {
    expect(PANEL_TOTAL).toBe(334);
    expect(PANEL.length).toBeLessThanOrEqual(PANEL_TOTAL);
    expect(PANEL_RSIDS.size).toBe(PANEL.length);
    for (const m of PANEL) expect(KNOWN_POSITIONS.get(m.rsid)).toEqual({ chrom: m.chrom, pos37: m.pos37, pos38: m.pos38 });
  });

  it("marks A/T and C/G rows as palindromic and only those", () => {
    expect(isPalindromic({ ref: "A", alt: "T" })).toBe(true);
    expect(isPalindromic({ ref: "G", alt: "C" })).toBe(true);
    expect(isPalindromic({ ref: "A", alt: "G" })).toBe(false);
    expect(PANEL.filter(isPalindromic).map((m) => m.rsid)).toEqual(
      expect.arrayContaining(["rs334", "rs17580", "rs1800730", "rs1333049", "rs738409", "rs9939609"]),
    );
  });

  it("reads every pharmacogenomic row either as a star allele of a called gene or as a stand-alone gene", () => {
    // Stand-alone genes (docs/decisions.md): CYP2D6 needs copy number; the others have no star-allele call here.
    const standAlone = new Set(["CYP2D6", "CYP3A4", "NAT2", "G6PD", "RYR1", "CACNA1S", "MT-RNR1"]);
    const called = new Set(PGX_GENES.flatMap((g) => g.alleles.map((a) => a.rsid)));
    for (const m of PANEL.filter((x) => x.category === "pharmacogenomics")) {
      expect(called.has(m.rsid) || standAlone.has(m.gene), `${m.gene} ${m.rsid}`).toBe(true);
    }
  });

  it("gives malignant hyperthermia, G6PD and MT-RNR1 variants a risk that a single copy already raises (CPIC)", () => {
    for (const gene of ["RYR1", "CACNA1S", "MT-RNR1"]) {
      for (const m of PANEL.filter((x) => x.gene === gene)) expect(m.risk, m.rsid).toEqual(["typical", "elevated", "elevated"]);
    }
    // X-linked: a hemizygous man (read as two copies) or a homozygous woman is deficient.
    for (const m of PANEL.filter((x) => x.gene === "G6PD")) expect(m.risk[2], m.rsid).toBe("elevated");
  });

  it("defines every pharmacogene allele on a pharmacogenomics row of the panel", () => {
    for (const gene of PGX_GENES) {
      for (const a of gene.alleles) {
        const row = PANEL.find((m) => m.rsid === a.rsid);
        expect(row?.category, `${gene.gene} ${a.name}`).toBe("pharmacogenomics");
        expect(row?.gene).toBe(gene.gene);
      }
    }
  });
});
