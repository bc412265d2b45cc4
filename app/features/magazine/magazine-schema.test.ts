import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkArticleImage } from "~/features/media/article-image-rules";
import * as MESSAGES from "~/lib/messages";
import { articleSchema, categorySchema, generateContentSchema } from "./magazine-schema";

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
const _RID = "7a1f2c34-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

describe("category form (spec §5)", () => {
  it("needs a name", () => {
    const s = parseWithZod(form({ intent: "save", name: "  ", slug: "" }), { schema: categorySchema });
    expect(s.status).toBe("error");
    expect(errs(s)?.name).toEqual([MESSAGES.nameRequired]);
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
    expect(errs(bad)?.slug).toEqual([MESSAGES.slugRequired]);
  });
  it("reads the active switch and the order", () => {
    const s = parseWithZod(form({ intent: "save", name: "Moda", isActive: "on", orderIndex: "3" }), {
      schema: categorySchema,
    });
    expect(s.status === "success" && [s.value.isActive, s.value.orderIndex]).toEqual([true, 3]);
    const neg = parseWithZod(form({ intent: "save", name: "Moda", orderIndex: "-1" }), {
      schema: categorySchema,
    });
    expect(errs(neg)?.orderIndex).toEqual([MESSAGES.invalidOrder]);
  });
  it("refuses image URLs that are neither http(s) nor stored media", () => {
    const s = parseWithZod(form({ intent: "save", name: "Moda", imageUrl: "javascript:alert(1)" }), {
      schema: categorySchema,
    });
    expect(errs(s)?.imageUrl).toEqual([MESSAGES.invalidImageUrl]);
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
    expect(errs(missing)?.title).toEqual([MESSAGES.titleRequired]);
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
    expect(s.status === "success" && s.value.status).toBe("pubblicato");
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
      expect(r.error?.issues[0]?.message).toBe(MESSAGES.aiNeedsTitleExcerpt);
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
    expect(checkArticleImage({ name: "a.gif", type: "image/gif", size: 10 })).toBe(MESSAGES.imageType);
    expect(checkArticleImage({ name: "a.svg", type: "image/svg+xml", size: 10 })).toBe(MESSAGES.imageType);
  });
});
