import { describe, expect, it } from "vitest";
import { flagMark } from "./recognize";

describe("flagMark", () => {
  it("reads a degree sign or ordinal mark glued to a number as the result's flag asterisk", () => {
    expect(flagMark("78°")).toBe("78 *");
    expect(flagMark("12.4º")).toBe("12.4 *");
    expect(flagMark("3,9°")).toBe("3,9 *");
  });

  it("leaves temperatures, words and plain numbers alone", () => {
    expect(flagMark("37°C")).toBe("37°C");
    expect(flagMark("9°")).toBe("9 *");
    expect(flagMark("1°")).toBe("1°");
    expect(flagMark("2º")).toBe("2º");
    expect(flagMark("N°")).toBe("N°");
    expect(flagMark("78")).toBe("78");
  });
});
