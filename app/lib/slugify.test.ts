import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify (spec §5)", () => {
  it.each([
    ["Arte e Cultura", "arte-e-cultura"],
    ["  Caffè & Città!  ", "caffe-citta"],
    ["L'Aquila — Perla d'Abruzzo", "l-aquila-perla-d-abruzzo"],
    ["Top 100 Brand", "top-100-brand"],
    ["---", ""],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
