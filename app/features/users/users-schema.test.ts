import { describe, expect, it } from "vitest";
import { roleSchema } from "./users-schema";

describe("role form", () => {
  it("accepts only user and admin", () => {
    expect(roleSchema.safeParse({ intent: "set-role", userId: "u1", role: "root" }).success).toBe(false);
    expect(roleSchema.safeParse({ intent: "set-role", userId: "u1", role: "admin" }).success).toBe(true);
  });
});
