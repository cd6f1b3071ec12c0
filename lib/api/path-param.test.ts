import { describe, expect, it } from "vitest";
import { pathParam } from "./path-param";

describe("pathParam", () => {
  it("reads the named segment of a templated path, with or without a trailing slash", () => {
    expect(pathParam("/api/patients/{id}/reports", "/api/patients/abc-1/reports", "id")).toBe("abc-1");
    expect(pathParam("/api/reports/{id}", "/api/reports/r%2D9/", "id")).toBe("r-9");
  });

  it("answers an empty id for paths that do not fit, so the caller reports 'not found'", () => {
    expect(pathParam("/api/patients/{id}/reports", "/api/patients/reports", "id")).toBe("");
    expect(pathParam("/api/reports/{id}", "/api/reports/%E0%A4%A", "id")).toBe("");
    expect(pathParam("/api/reports/{id}", "/api/reports/a", "other")).toBe("");
  });
});
