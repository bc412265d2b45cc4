import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_VECTORS } from "../../../tests/fixtures/open-redirect-vectors";
import { authFormSchema, safeRedirect } from "./auth-schema";

describe("authFormSchema", () => {
  it("accepts a valid sign-in and normalises the e-mail", () => {
    const result = authFormSchema.safeParse({
      intent: "signin",
      email: "  Anna@Example.IT ",
      password: "segreta",
    });
    expect(result.success && result.data.email).toBe("anna@example.it");
  });

  it("rejects an invalid e-mail with the spec's message", () => {
    const result = authFormSchema.safeParse({ intent: "signin", email: "anna", password: "segreta" });
    expect(result.error?.issues[0]?.message).toBe("Email non valida");
  });

  it("rejects a password shorter than 6 characters", () => {
    const result = authFormSchema.safeParse({ intent: "signup", email: "a@b.it", password: "12345" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "La password deve essere di almeno 6 caratteri",
    ]);
  });

  it("keeps the full name optional on registration", () => {
    expect(authFormSchema.safeParse({ intent: "signup", email: "a@b.it", password: "123456" }).success).toBe(
      true,
    );
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/area-partner", "/area-partner"],
    ["/liste?x=1#y", "/liste?x=1#y"],
    ["/liste?x=a:b//c", "/liste?x=a:b//c"],
    ["/magazine/viaggi/un-articolo", "/magazine/viaggi/un-articolo"],
    ["/cerca?q=%C3%A8", "/cerca?q=%C3%A8"],
    ["/a/../liste", "/liste"],
    [null, "/admin"],
    ["", "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it("has at least 30 open-redirect vectors", () => {
    expect(OPEN_REDIRECT_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(OPEN_REDIRECT_VECTORS.map((v) => [JSON.stringify(v), v]))(
    "keeps %s on the site",
    (_label, vector) => {
      const result = safeRedirect(vector, "/");
      // What a browser would do with the Location header: resolve it against the page.
      const landed = new URL(result, "https://atlante.example/auth");
      expect(landed.origin).toBe("https://atlante.example");
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
      expect(result).not.toContain("\\");
    },
  );
});
