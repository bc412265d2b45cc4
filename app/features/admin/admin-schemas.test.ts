import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages";
import {
  ambassadorActionSchema,
  articleSchema,
  bulkDeleteSchema,
  categorySchema,
  checkArticleImage,
  generateContentSchema,
  rankingItemSchema,
  rankingSchema,
  roleSchema,
} from "./admin-schemas";
import { findDuplicateIds } from "./duplicates";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const item of Array.isArray(v) ? v : [v]) data.append(k, item);
  return data;
}
/** Field errors of a submission (any status). */
function errs(s: unknown) {
  return (s as { error?: Record<string, string[] | null> }).error;
}
const RID = "7a1f2c34-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

describe("category form (spec §5)", () => {
  it("needs a name", () => {
    const s = parseWithZod(form({ intent: "save", name: "  ", slug: "" }), { schema: categorySchema });
    expect(s.status).toBe("error");
    expect(errs(s)?.name).toEqual([ADMIN_MESSAGES.nameRequired]);
  });
  it("defaults the slug to the normalised name and stores empty optional texts as null", () => {
    const s = parseWithZod(
      form({ intent: "save", name: "Arte e Cultura d'Italia!", slug: "", description: "", imageUrl: "" }),
      {
        schema: categorySchema,
      },
    );
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value.slug).toBe("arte-e-cultura-d-italia");
    expect(s.value.description).toBeNull();
    expect(s.value.imageUrl).toBeNull();
    expect(s.value.orderIndex).toBe(0);
    expect(s.value.isActive).toBe(false);
  });
  it("normalises a typed slug and refuses one that normalises to nothing", () => {
    const ok = parseWithZod(form({ intent: "save", name: "Moda", slug: "Città Ùnica" }), {
      schema: categorySchema,
    });
    expect(ok.status === "success" && ok.value.slug).toBe("citta-unica");
    const bad = parseWithZod(form({ intent: "save", name: "???", slug: "" }), { schema: categorySchema });
    expect(errs(bad)?.slug).toEqual([ADMIN_MESSAGES.slugRequired]);
  });
  it("reads the active switch and the order", () => {
    const s = parseWithZod(form({ intent: "save", name: "Moda", isActive: "on", orderIndex: "3" }), {
      schema: categorySchema,
    });
    expect(s.status === "success" && [s.value.isActive, s.value.orderIndex]).toEqual([true, 3]);
    const neg = parseWithZod(form({ intent: "save", name: "Moda", orderIndex: "-1" }), {
      schema: categorySchema,
    });
    expect(errs(neg)?.orderIndex).toEqual([ADMIN_MESSAGES.invalidOrder]);
  });
  it("refuses image URLs that are neither http(s) nor stored media", () => {
    const s = parseWithZod(form({ intent: "save", name: "Moda", imageUrl: "javascript:alert(1)" }), {
      schema: categorySchema,
    });
    expect(errs(s)?.imageUrl).toEqual([ADMIN_MESSAGES.invalidImageUrl]);
    const media = parseWithZod(
      form({ intent: "save", name: "Moda", imageUrl: "/media/article-images/a.webp" }),
      { schema: categorySchema },
    );
    expect(media.status).toBe("success");
  });
});

describe("article form", () => {
  it("needs a title; slug defaults to the title", () => {
    const missing = parseWithZod(form({ intent: "save", title: "" }), { schema: articleSchema });
    expect(errs(missing)?.title).toEqual([ADMIN_MESSAGES.titleRequired]);
    const s = parseWithZod(
      form({ intent: "save", title: "Il Rinascimento a Firenze", content: "<p>x</p>" }),
      { schema: articleSchema },
    );
    expect(s.status === "success" && s.value.slug).toBe("il-rinascimento-a-firenze");
    expect(
      s.status === "success" && [s.value.excerpt, s.value.author, s.value.readTime, s.value.categoryId],
    ).toEqual([null, null, null, null]);
  });
  it("parses the publication date and switch", () => {
    const s = parseWithZod(
      form({ intent: "save", title: "T", publishedAt: "2026-03-03", isPublished: "on" }),
      { schema: articleSchema },
    );
    expect(s.status === "success" && s.value.isPublished).toBe(true);
    expect(s.status === "success" && s.value.publishedAt?.toISOString().slice(0, 10)).toBe("2026-03-03");
    const bad = parseWithZod(form({ intent: "save", title: "T", publishedAt: "ieri" }), {
      schema: articleSchema,
    });
    expect(errs(bad)?.publishedAt).toEqual(["Data di pubblicazione non valida"]);
  });
  it("AI generation needs title and excerpt", () => {
    for (const fields of [{ title: "T" }, { excerpt: "E" }, { title: " ", excerpt: "E" }]) {
      const r = generateContentSchema.safeParse({ intent: "generate", ...fields });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.aiNeedsTitleExcerpt);
    }
    expect(generateContentSchema.safeParse({ intent: "generate", title: "T", excerpt: "E" }).success).toBe(
      true,
    );
  });
});

describe("article image (client rule, spec §5)", () => {
  it("accepts jpeg/jpg/png/webp up to 5 MB", () => {
    expect(checkArticleImage({ name: "a.jpg", type: "image/jpeg", size: 5_242_880 })).toBeNull();
    expect(checkArticleImage({ name: "a.webp", type: "image/webp", size: 10 })).toBeNull();
    expect(checkArticleImage({ name: "a.png", type: "image/png", size: 5_242_881 })).toBe(
      "L'immagine deve essere inferiore a 5MB",
    );
    expect(checkArticleImage({ name: "a.gif", type: "image/gif", size: 10 })).toBe(ADMIN_MESSAGES.imageType);
    expect(checkArticleImage({ name: "a.svg", type: "image/svg+xml", size: 10 })).toBe(
      ADMIN_MESSAGES.imageType,
    );
  });
});

describe("ranking and ranking item forms", () => {
  it("ranking needs title; slug defaults", () => {
    const s = parseWithZod(form({ intent: "save", title: "Le 50 Cantine" }), { schema: rankingSchema });
    expect(s.status === "success" && s.value.slug).toBe("le-50-cantine");
    expect(errs(parseWithZod(form({ intent: "save", title: "" }), { schema: rankingSchema }))?.title).toEqual(
      [ADMIN_MESSAGES.titleRequired],
    );
  });
  it("item needs position >= 1 and title", () => {
    const s = parseWithZod(form({ intent: "save", rankingId: RID, rank: "0", title: "" }), {
      schema: rankingItemSchema,
    });
    expect(errs(s)?.rank).toEqual([ADMIN_MESSAGES.rankMin]);
    expect(errs(s)?.title).toEqual([ADMIN_MESSAGES.titleRequired]);
    expect(
      errs(
        parseWithZod(form({ intent: "save", rankingId: RID, rank: "1.5", title: "x" }), {
          schema: rankingItemSchema,
        }),
      )?.rank,
    ).toEqual([ADMIN_MESSAGES.rankMin]);
  });
  it("empty score is null; score has step 0.1", () => {
    const empty = parseWithZod(
      form({ intent: "save", rankingId: RID, rank: "2", title: "x", score: "", subtitle: "" }),
      { schema: rankingItemSchema },
    );
    expect(empty.status === "success" && [empty.value.score, empty.value.subtitle]).toEqual([null, null]);
    const good = parseWithZod(form({ intent: "save", rankingId: RID, rank: "2", title: "x", score: "9.7" }), {
      schema: rankingItemSchema,
    });
    expect(good.status === "success" && good.value.score).toBe(9.7);
    const bad = parseWithZod(form({ intent: "save", rankingId: RID, rank: "2", title: "x", score: "9.75" }), {
      schema: rankingItemSchema,
    });
    expect(errs(bad)?.score).toEqual([ADMIN_MESSAGES.invalidScore]);
  });
  it("bulk delete with nothing selected says so", () => {
    const r = bulkDeleteSchema.safeParse({ intent: "bulk-delete", rankingId: RID, ids: [] });
    expect(r.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.nothingSelected);
  });
});

describe("select duplicates (spec §5)", () => {
  it("selects all but the first item of each repeated rank", () => {
    const items = [
      { id: "a", rank: 1 },
      { id: "b", rank: 1 },
      { id: "c", rank: 2 },
      { id: "d", rank: 3 },
      { id: "e", rank: 3 },
      { id: "f", rank: 3 },
    ];
    expect(findDuplicateIds(items)).toEqual(["b", "e", "f"]);
    expect(
      findDuplicateIds([
        { id: "a", rank: 1 },
        { id: "b", rank: 2 },
      ]),
    ).toEqual([]);
    expect(ADMIN_MESSAGES.duplicatesSelected(3)).toBe("3 duplicati selezionati");
  });
});

describe("ambassador and role forms", () => {
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
  it("accepts only user and admin", () => {
    expect(roleSchema.safeParse({ intent: "set-role", userId: "u1", role: "root" }).success).toBe(false);
    expect(roleSchema.safeParse({ intent: "set-role", userId: "u1", role: "admin" }).success).toBe(true);
  });
});
