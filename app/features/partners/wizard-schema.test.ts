import { describe, expect, it } from "vitest";
import { ambassadorSchema, canAdvance, draftSchema } from "./wizard-schema";

describe("wizard Avanti enabling rules (spec §5)", () => {
  const ok = { nome: "Cantina", descrizione: "x".repeat(200), sitoWeb: "https://a.it" };
  it("step 1 needs a type", () => {
    expect(canAdvance(1, {})).toBe(false);
    expect(canAdvance(1, { tipo: "brand" })).toBe(true);
  });
  it("step 3 needs name, a 200–800 character description and website", () => {
    expect(canAdvance(3, ok)).toBe(true);
    expect(canAdvance(3, { ...ok, descrizione: "x".repeat(199) })).toBe(false);
    expect(canAdvance(3, { ...ok, descrizione: "x".repeat(800) })).toBe(true);
    expect(canAdvance(3, { ...ok, descrizione: "x".repeat(801) })).toBe(false);
    expect(canAdvance(3, { ...ok, nome: " " })).toBe(false);
    expect(canAdvance(3, { ...ok, sitoWeb: "" })).toBe(false);
  });
  it("step 4 needs e-mail and phone; 7 consent and content; 8 content; others always", () => {
    expect(canAdvance(4, { emailContatto: "a@b.it" })).toBe(false);
    expect(canAdvance(4, { emailContatto: "a@b.it", telefono: "055" })).toBe(true);
    expect(canAdvance(7, { consensoPubblicazione: true })).toBe(false);
    expect(canAdvance(7, { consensoPubblicazione: true, hasGenerated: true })).toBe(true);
    expect(canAdvance(8, {})).toBe(false);
    expect(canAdvance(8, { hasGenerated: true })).toBe(true);
    for (const step of [2, 5, 6, 9]) expect(canAdvance(step, {})).toBe(true);
  });
});

describe("draftSchema (mass assignment)", () => {
  it("drops fields a partner may not set", () => {
    const parsed = draftSchema.parse({
      tipo: "museo",
      nome: "Museo",
      descrizione: "x".repeat(250),
      sitoWeb: "museo.it",
      userId: "someone-else",
      stato: "pubblicato",
      slug: "x",
      ambassadorScript: "<script>",
      aiTitoloPremium: "x",
    });
    expect(Object.keys(parsed)).not.toEqual(expect.arrayContaining(["userId"]));
    for (const key of ["userId", "stato", "slug", "ambassadorScript", "aiTitoloPremium"])
      expect(parsed).not.toHaveProperty(key);
    expect(parsed.sitoWeb).toBe("https://museo.it/");
  });
  it("refuses unknown regions, areas and types", () => {
    const base = { tipo: "museo", nome: "M", descrizione: "x".repeat(250), sitoWeb: "https://m.it" };
    expect(draftSchema.safeParse({ ...base, regione: "Atlantide" }).success).toBe(false);
    expect(draftSchema.safeParse({ ...base, areaTematica: "Sport" }).success).toBe(false);
    expect(draftSchema.safeParse({ ...base, tipo: "banca" }).success).toBe(false);
    expect(
      draftSchema.safeParse({ ...base, regione: "Valle d'Aosta", areaTematica: "Moda e Design" }).success,
    ).toBe(true);
  });
});

describe("ambassadorSchema", () => {
  it("gives the spec's messages in order", () => {
    const first = (v: unknown) => {
      const r = ambassadorSchema.safeParse(v);
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(first({ ambassadorName: "", instructions: "x" })).toBe("Compila tutti i campi obbligatori");
    expect(first({ ambassadorName: "A", instructions: "x", appearanceType: "custom" })).toBe(
      "Carica un'immagine per l'avatar personalizzato",
    );
    expect(first({ ambassadorName: "A", instructions: "x" })).toBeNull();
    expect(first({ ambassadorName: "A", instructions: "x", presetAvatarId: "robot" })).toBeTruthy();
  });
});
