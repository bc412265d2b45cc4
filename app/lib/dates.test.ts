import { describe, expect, it } from "vitest";
import { formatItalianDateTime, fromItalianWallTime, toItalianWallTime } from "./dates";

describe("Italian newsroom time", () => {
  it("reads a datetime-local value as Italian time, winter and summer", () => {
    expect(fromItalianWallTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(fromItalianWallTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
  });
  it("refuses what is not a datetime-local value", () => {
    expect(fromItalianWallTime("domani")).toBeNull();
    expect(fromItalianWallTime("2026-12-01")).toBeNull();
  });
  it("writes an instant back as the field's value", () => {
    expect(toItalianWallTime(new Date("2026-12-01T08:30:00Z"))).toBe("2026-12-01T09:30");
    expect(toItalianWallTime(null)).toBe("");
  });
  it("says date and time in Italian", () => {
    expect(formatItalianDateTime(new Date("2026-12-01T08:30:00Z"))).toBe("1 dicembre 2026 alle ore 09:30");
  });
});

describe("seconds", () => {
  it("accepts a datetime-local value with seconds", () => {
    expect(fromItalianWallTime("2026-12-01T09:30:15")?.toISOString()).toBe("2026-12-01T08:30:15.000Z");
  });
});
