import { describe, expect, it } from "vitest";
import { ambassadorActionSchema } from "./partners-admin-schema";

const RID = "7a1f2c34-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

describe("ambassador request form", () => {
  it("treats a blank script as missing and keeps notes", () => {
    const r = ambassadorActionSchema.parse({
      intent: "complete",
      id: RID,
      adminNotes: " nota ",
      ambassadorScript: "   ",
    });
    expect(r.ambassadorScript).toBeNull();
    expect(r.adminNotes).toBe("nota");
  });
});
