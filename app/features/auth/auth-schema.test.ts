import { describe, expect, it } from "vitest";
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
    [null, "/admin"],
    ["https://evil.example/", "/admin"],
    ["//evil.example", "/admin"],
    ["/\\evil.example", "/admin"],
    ["javascript:alert(1)", "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
