// The OpenAPI document states the DNA upload contract: analyze and validate take a `file` OR pasted
// `genotype_text` (multipart or JSON), so a client generated from the document can send either one.
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "@/lib/api/openapi";

type Schema = { required: string[]; anyOf?: { required: string[] }[]; properties: Record<string, unknown> };
type Body = { content: Record<string, { schema: Schema }> };

const spec = buildOpenApi() as { paths: Record<string, { post?: { requestBody: Body } }> };
const body = (path: string) => spec.paths[path]!.post!.requestBody;

describe("OpenAPI: DNA interpretation request bodies", () => {
  for (const path of ["/api/v1/dna-interpretation/analyze", "/api/v1/dna-interpretation/validate"]) {
    it(`${path}: one of file or genotype_text, as multipart or JSON`, () => {
      const { content } = body(path);
      const multipart = content["multipart/form-data"]!.schema;
      expect(multipart.required).toEqual(expect.arrayContaining(["username", "password"]));
      expect(multipart.required).not.toContain("file");
      expect(multipart.anyOf).toEqual([{ required: ["file"] }, { required: ["genotype_text"] }]);
      expect(Object.keys(multipart.properties)).toEqual(expect.arrayContaining(["file", "genotype_text", "patient", "source_label"]));
      const json = content["application/json"]!.schema;
      expect(json.properties).not.toHaveProperty("file");
      expect(json.anyOf).toEqual([{ required: ["genotype_text"] }]);
    });
  }

  it("the sandbox needs neither (it reads a built-in genotype set)", () => {
    const multipart = body("/api/v1/dna-interpretation/sandbox").content["multipart/form-data"]!.schema;
    expect(multipart.required).not.toContain("file");
    expect(multipart.anyOf).toBeUndefined();
  });

  it("other upload endpoints still require a file", () => {
    const multipart = body("/api/v12/health-score/analyze").content["multipart/form-data"]!.schema;
    expect(multipart.required).toContain("file");
  });
});
