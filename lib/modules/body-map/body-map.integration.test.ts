// The body-map endpoints against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// credits (charged once on success, never on failure), the signed illustration addresses end to end, the
// 503 + Retry-After answer while another instance renders, and ai_assist with a mock model.
import { MockLanguageModelV4 } from "ai/test";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@/lib/api/endpoint";
import { BASE, jsonRequest, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { analyze, info, regions, sandbox, validate } from "./endpoints";
import { cachedIllustrationRoute, renderIllustrationRoute } from "./illustration-http";
import { claimRender } from "./illustration-store";
import { setBodyMapModelForTests } from "./model";

process.env.AUTH_SECRET ??= "integration-test-secret-for-session-cookies";

const PANEL = [
  { short_name: "LDL-C", result: 190, evaluation: "high" },
  { short_name: "ALT", result: 80, evaluation: "high" },
  { short_name: "TSH", result: 4.6, evaluation: "slightly_high" },
  { short_name: "Natrium", result: 140, evaluation: "normal" },
];

const post = (def: Parameters<typeof endpoint>[0], path: string, body: unknown) => endpoint(def)(jsonRequest(path, body)).then(readEnvelope);
const get = (handler: (r: Request) => Promise<Response>, url: string) => handler(new Request(url));

function mockPlacement(placements: { id: number; regions: string[] }[]) {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text", text: JSON.stringify({ placements }) }],
      finishReason: { unified: "stop", raw: undefined },
      usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 20, reasoning: undefined } },
      warnings: [],
    }),
  });
}

describe.each(testDatabaseKinds())("body map on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });
  afterEach(() => setBodyMapModelForTests(undefined));

  const credits = async (id: string) => Number((await db.prisma.account.findUniqueOrThrow({ where: { id } })).credits);

  it("maps a panel for 1 credit and serves its illustration through signed addresses", async () => {
    const acct = await useAccount(db, 3);
    const res = await post(analyze, "/api/v1/body-map/analyze", { username: acct.username, password: acct.password, parameters: PANEL });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.mode).toBe("deterministic");
    expect(data.all_clear).toBe(false);
    expect(data.region_keys).toHaveLength(13);
    expect(data.body_map.spec).toBe("v1.thy1.hrt2.liv2");
    expect(data.body_map.regions.map((r: { key: string }) => r.key)).toEqual(["heart_vessels", "liver", "thyroid"]);
    expect(data.body_map.image_url).toBeNull();
    expect(data.body_map.fallback_url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/body-map\/render\?spec=v1\.thy1\.hrt2\.liv2&expires=\d+&sig=/);
    expect(await credits(acct.id)).toBe(2);

    const image = await get(renderIllustrationRoute, data.body_map.fallback_url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(600);

    // Now the file exists: the same panel in another order answers image_url, and one row serves both.
    const again = await post(analyze, "/api/v1/body-map/analyze", { username: acct.username, password: acct.password, parameters: [...PANEL].reverse() });
    expect(again.body.data.body_map.spec).toBe(data.body_map.spec);
    const cached = await get(cachedIllustrationRoute, again.body.data.body_map.image_url);
    expect(cached.status).toBe(200);
    expect(await db.prisma.bodyMapIllustration.count({ where: { spec: data.body_map.spec } })).toBe(1);
    expect(await credits(acct.id)).toBe(1);
  });

  it("returns the rendered image with include_image and image_wait", async () => {
    const acct = await useAccount(db, 1);
    const res = await post(analyze, "/api/v1/body-map/analyze", {
      username: acct.username, password: acct.password, include_image: true, image_wait: 30,
      parameters: [{ short_name: "Kreatinin", evaluation: "high" }, { short_name: "Ferritin", evaluation: "slightly_low" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.body_map.image).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(res.body.data.body_map.image_url).toContain("/api/v1/body-map/illustrations/v1.liv1.kid2.bld1.png?");
  });

  it("refuses unsigned, altered and expired addresses", async () => {
    const acct = await useAccount(db, 1);
    const res = await post(analyze, "/api/v1/body-map/analyze", { username: acct.username, password: acct.password, parameters: PANEL });
    const url = new URL(res.body.data.body_map.fallback_url);
    const altered = new URL(url);
    altered.searchParams.set("spec", "v1.thy2.hrt2.liv2");
    const unsigned = new URL(url);
    unsigned.searchParams.delete("sig");
    const expired = new URL(url);
    expired.searchParams.set("expires", "1000");
    for (const u of [altered, unsigned, expired]) {
      const answer = await get(renderIllustrationRoute, u.toString());
      expect(answer.status, u.search).toBe(403);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("AUTH_1010");
    }
    const renamed = url.toString().replace("/render?", "/illustrations/v1.hrt2.png?");
    expect((await get(cachedIllustrationRoute, renamed)).status).toBe(403);
  });

  it("answers 503 with Retry-After while another instance is rendering", async () => {
    const acct = await useAccount(db, 1);
    const res = await post(analyze, "/api/v1/body-map/analyze", {
      username: acct.username, password: acct.password, parameters: [{ short_name: "Lipase", evaluation: "high" }, { short_name: "CK", evaluation: "high" }],
    });
    const spec = res.body.data.body_map.spec as string;
    expect(await claimRender(db.prisma, spec)).toBe(true); // another instance holds the render
    const answer = await get(renderIllustrationRoute, res.body.data.body_map.fallback_url);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("2");
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("PROC_3010");
  });

  it("charges nothing for an unplaceable panel, an oversize panel or a bad evaluation", async () => {
    const acct = await useAccount(db, 2);
    const creds = { username: acct.username, password: acct.password };
    const unplaceable = await post(analyze, "/api/v1/body-map/analyze", { ...creds, parameters: [{ short_name: "Zeta-Marker 9", evaluation: "high" }] });
    expect(unplaceable.status).toBe(422);
    expect(unplaceable.body.error.code).toBe("VAL_2020");
    const big = await post(analyze, "/api/v1/body-map/analyze", { ...creds, parameters: Array.from({ length: 501 }, () => ({ short_name: "ALT", evaluation: "high" })) });
    expect(big.status).toBe(400);
    expect(big.body.error.code).toBe("VAL_2006");
    const fiveHundred = await post(validate, "/api/v1/body-map/validate", { ...creds, parameters: Array.from({ length: 500 }, () => ({ short_name: "ALT", evaluation: "high" })) });
    expect(fiveHundred.body.data.parameter_count).toBe(500);
    const word = await post(analyze, "/api/v1/body-map/analyze", { ...creds, parameters: [{ short_name: "ALT", evaluation: "sky-high" }] });
    expect(word.body.error.code).toBe("VAL_2002");
    const wait = await post(analyze, "/api/v1/body-map/analyze", { ...creds, parameters: PANEL, image_wait: 31 });
    expect(wait.body.error.code).toBe("VAL_2002");
    expect(await credits(acct.id)).toBe(2);
  });

  it("answers all_clear with the shared illustration when nothing is flagged", async () => {
    const acct = await useAccount(db, 1);
    const res = await post(analyze, "/api/v1/body-map/analyze", { username: acct.username, password: acct.password, parameters: [{ short_name: "ALT", evaluation: "normal" }] });
    expect(res.body.data.all_clear).toBe(true);
    expect(res.body.data.body_map.spec).toBe("v1.clear");
    expect(res.body.data.body_map.regions).toEqual([]);
  });

  it("validates for free with zero credits and serves sandbox, regions and info", async () => {
    const acct = await useAccount(db, 0);
    const creds = { username: acct.username, password: acct.password };
    const v = await post(validate, "/api/v1/body-map/validate", { ...creds, parameters: [...PANEL, { short_name: "Zeta-Marker 9", evaluation: "high" }] });
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ valid: true, parameter_count: 5, flagged_count: 4 });
    expect(v.body.data.unrecognised).toEqual([{ name: "Zeta-Marker 9", region: null, regions: [], level: 2 }]);
    expect(v.body.data.recognised.find((r: { name: string }) => r.name === "ALT")).toMatchObject({ region: "liver", level: 2 });
    const s = await post(sandbox, "/api/v1/body-map/sandbox", { ...creds, parameters: [] });
    expect(s.status).toBe(200);
    expect(s.body.data.body_map.regions.length).toBeGreaterThan(2);
    const paid = await post(analyze, "/api/v1/body-map/analyze", { ...creds, parameters: PANEL });
    expect(paid.body.error.code).toBe("QUOTA_1101");
    const r = await readEnvelope(await endpoint(regions)(new Request(BASE + "/api/v1/body-map/regions")));
    expect(r.body.data.regions.slice(0, 3).map((x: { code: string }) => x.code)).toEqual(["brn", "thy", "hrt"]);
    expect(r.body.data.severity_levels.map((l: { level: number }) => l.level)).toEqual([2, 1]);
    const i = await readEnvelope(await endpoint(info)(new Request(BASE + "/api/v1/body-map/info")));
    expect(i.body.data.limits).toMatchObject({ max_parameters: 500, max_image_wait_seconds: 30, max_drawn_regions: 6, regions: 13, alias_languages: 39 });
    expect(await credits(acct.id)).toBe(0);
  });

  it("ai_assist: a clear error without a model, and model placement (mode ai_assisted) with one", async () => {
    const acct = await useAccount(db, 2);
    const creds = { username: acct.username, password: acct.password };
    const parameters = [{ short_name: "Zeta-Marker 9", evaluation: "high" }, { short_name: "ALT", evaluation: "high" }];
    setBodyMapModelForTests(null);
    const none = await post(analyze, "/api/v1/body-map/analyze", { ...creds, parameters, ai_assist: true });
    expect(none.status).toBe(503);
    expect(none.body.error.code).toBe("RES_4005");
    expect(await credits(acct.id)).toBe(2);
    setBodyMapModelForTests(mockPlacement([{ id: 0, regions: ["kidneys"] }]));
    const assisted = await post(analyze, "/api/v1/body-map/analyze", { ...creds, parameters, ai_assist: true });
    expect(assisted.status).toBe(200);
    expect(assisted.body.data.mode).toBe("ai_assisted");
    expect(assisted.body.data.body_map.unmapped).toBe(0);
    expect(assisted.body.data.body_map.regions).toContainEqual({ key: "kidneys", level: 2, drawn: true, markers: ["Zeta-Marker 9"] });
    expect(await credits(acct.id)).toBe(1);
  });
});
