import { describe, expect, it } from "vitest";
import { EMPTY_FORM, formAsProfile } from "./components/wizard/wizard-state";
import { PENDING_FIELDS } from "./partner-pending";
import { FILE_FIELDS, PROFILE_FIELD_KEYS, PROFILE_FIELD_LABELS, VIEW_FIELDS } from "./profile-fields";
import { draftSchema, stepSchema } from "./wizard-schema";

describe("profile-fields: what derives from the one field list", () => {
  it("the steps' schemas together are the draft (without the step reached)", () => {
    const stepKeys = [1, 2, 3, 4, 5, 6, 7].flatMap((step) => Object.keys(stepSchema(step).shape));
    expect(stepKeys).toEqual(PROFILE_FIELD_KEYS);
    expect(Object.keys(draftSchema.shape)).toEqual([...PROFILE_FIELD_KEYS, "wizardStep"]);
    expect(Object.keys(stepSchema(8).shape)).toEqual([]);
  });

  it("a step's schema checks only that step's fields, with the wizard's messages", () => {
    const basics = stepSchema(3);
    const ok = basics.safeParse({ nome: "Museo", descrizione: "x".repeat(250), sitoWeb: "museo.it" });
    expect(ok.success && ok.data).toEqual({
      nome: "Museo",
      descrizione: "x".repeat(250),
      sitoWeb: "https://museo.it/",
    });
    const missing = basics.safeParse({ descrizione: "x".repeat(250), sitoWeb: "museo.it" });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(["Il nome è obbligatorio"]);
  });

  it("the empty form, the labels and the pending fields cover every field, in the wizard's order", () => {
    expect(Object.keys(EMPTY_FORM)).toEqual(PROFILE_FIELD_KEYS);
    expect(PENDING_FIELDS.slice(0, PROFILE_FIELD_KEYS.length)).toEqual(PROFILE_FIELD_KEYS);
    expect(PENDING_FIELDS.at(-1)).toBe("seoMetaDescription");
    for (const field of PENDING_FIELDS) expect(PROFILE_FIELD_LABELS[field]).toBeTruthy();
    expect(FILE_FIELDS).toEqual(["logoUrl", "coverUrl", "galleriaImmagini", "documenti"]);
    expect(VIEW_FIELDS).not.toContain("documenti");
    expect(VIEW_FIELDS).not.toContain("seoTitle");
  });

  it("the preview holds empty optional texts as null and keeps the name", () => {
    const row = formAsProfile({ ...EMPTY_FORM, tipo: "museo", nome: "" });
    expect(row.nome).toBe("");
    expect(row.tipo).toBe("museo");
    expect(row.descrizione).toBeNull();
    expect(row.galleriaImmagini).toEqual([]);
    expect(row.haModuloContatto).toBe(false);
  });
});
