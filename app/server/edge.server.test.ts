import { describe, expect, it } from "vitest";
import { bodyLimitFor, isCleanTarget } from "./edge.server";

const limits = { imageBytes: 5 * 1024 * 1024, documentBytes: 10 * 1024 * 1024 };

describe("edge checks (issue 18)", () => {
  it.each([
    ["/auth", "form", 64 * 1024],
    ["/logout", "form", 64 * 1024],
    ["/api/auth/sign-up/email", "form", 64 * 1024],
    ["/api/ai/experience", "ai", 16 * 1024],
    ["/experience", "ai", 16 * 1024],
    ["/magazine/viaggi/un-articolo/ai", "ai", 16 * 1024],
    ["/admin/rubriche", "admin", 1024 * 1024],
    ["/admin/articoli/immagini", "upload", 6 * 1024 * 1024],
    ["/area-partner/wizard/api", "upload", 101 * 1024 * 1024],
  ])("%s is limited as %s to %i bytes", (path, kind, bytes) => {
    expect(bodyLimitFor(path, limits)).toEqual({ kind, bytes });
  });

  it("gives no upload allowance without a session cookie", () => {
    expect(bodyLimitFor("/area-partner/wizard/api", limits, false)).toEqual({
      kind: "form",
      bytes: 64 * 1024,
    });
    expect(bodyLimitFor("/admin/articoli/immagini", limits, false).bytes).toBe(64 * 1024);
  });

  it.each([
    ["/atlas/a%00b", false],
    ["/magazine/%00", false],
    ["/media/x/%ff", false],
    ["/atlas/%E0%A4%A", false],
    ["/cerca?q=%zz", false],
    ["/cerca?q=%C0%AF", false],
    ["/atlas/caff%C3%A8-roma?q=citt%C3%A0+alta", true],
    ["/cerca?q=100%25", true],
    ["/", true],
  ])("%s clean: %s", (target, clean) => {
    expect(isCleanTarget(target)).toBe(clean);
  });
});
