import { describe, expect, it } from "vitest";
import { emailLocalPart, endSentence, formatItalianDate, joinPlaces, truncate } from "./format";

describe("formatItalianDate", () => {
  it("uses the Italian 'd MMMM yyyy' format", () => {
    expect(formatItalianDate(new Date(2026, 2, 3))).toBe("3 marzo 2026");
    expect(formatItalianDate("2025-12-25T10:00:00Z")).toBe("25 dicembre 2025");
  });
  it("returns an empty string for missing or invalid dates", () => {
    expect(formatItalianDate(null)).toBe("");
    expect(formatItalianDate("not a date")).toBe("");
  });
});

describe("emailLocalPart", () => {
  it("keeps the part before the at-sign", () => {
    expect(emailLocalPart("giulia.rossi@example.it")).toBe("giulia.rossi");
  });
});

describe("truncate", () => {
  it("leaves short text alone and cuts long text with an ellipsis", () => {
    expect(truncate("breve", 200)).toBe("breve");
    const long = "parola ".repeat(60);
    const cut = truncate(long, 200);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.endsWith("…")).toBe(true);
  });
  it("never cuts a word in two", () => {
    const text = "Visite guidate ai laboratori artigiani della ceramica di Deruta";
    const cut = truncate(text, 40);
    expect(cut).toBe("Visite guidate ai laboratori artigiani…");
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe("endSentence and joinPlaces", () => {
  it("never doubles a final stop", () => {
    expect(endSentence("Atlante Editoriale S.r.l.")).toBe("Atlante Editoriale S.r.l.");
    expect(endSentence("Atlante Editoriale")).toBe("Atlante Editoriale.");
  });
  it("drops empty and repeated place names", () => {
    expect(joinPlaces(["Mantova", "Mantova", "Lombardia"])).toBe("Mantova, Lombardia");
    expect(joinPlaces([null, "Siena", "", "Toscana"])).toBe("Siena, Toscana");
  });
});
