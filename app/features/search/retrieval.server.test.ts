// The article AI on the retrieval layer, on the seeded site (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): chat answers with the cited block, declines, points to the published
// page that answers, never to a draft; inspiration matches places as places.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, categories } from "~/db/schema";
import { appContext } from "~/server/context.server";
import { contextFor, createTestServices, type TestServices } from "../../../tests/helpers/test-services";
import { runArticleTool } from "./article-ai.server";
import { regionsNamed } from "./retrieval.server";

let t: TestServices;
const ctx = () => contextFor(t.services).get(appContext);
const chat = async (article: string, question: string) =>
  (await runArticleTool(ctx(), { tool: "chat", article, question })).content;
const CAFFE = "il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani";

beforeAll(async () => {
  t = await createTestServices({ seed: true });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe("article chat", () => {
  it("answers a paraphrased question from a list item, citing its block", async () => {
    const text = await chat(CAFFE, "Che cos'è un caffè corretto?");
    expect(text).toMatch(/^Secondo l'articolo: .*liquore.*\[§10\]$/s);
  });

  it("says plainly what the article does not give, without presenting a passage", async () => {
    const text = await chat(CAFFE, "Quanto costa un caffè al banco?");
    expect(text).toMatch(/^L'articolo non indica il prezzo/);
    expect(text).not.toContain("[§");
  });

  it("points to the published article that answers, never to a draft", async () => {
    expect(await chat(CAFFE, "Chi ha inventato la moka?")).toBe(
      "Non è in questo articolo, ma ne parliamo in [Omegna e il lago d'Orta, dove è nata la moka](/magazine/design/omegna-e-il-lago-d-orta-dove-e-nata-la-moka).",
    );
    const [section] = await t.services.db.select({ id: categories.id }).from(categories).limit(1);
    await t.services.db.insert(articles).values({
      title: "Il torrefattore di Zibello",
      slug: "torrefattore-zibello",
      categoryId: section!.id,
      content: "<p>Il torrefattore Zibellino ha inventato la tostatura a legna di Zibello nel 1931.</p>",
      isPublished: false,
    });
    const text = await chat(CAFFE, "Chi ha inventato la tostatura a legna di Zibello?");
    expect(text).not.toContain("torrefattore-zibello");
    expect(text).not.toMatch(/^Secondo l'articolo/);
    await t.services.db
      .update(articles)
      .set({ isPublished: true })
      .where(eq(articles.slug, "torrefattore-zibello"));
    expect(await chat(CAFFE, "Chi ha inventato la tostatura a legna di Zibello?")).toContain("(/magazine/");
  });
});

describe("inspiration", () => {
  it("matches places as places, not ordinary words", () => {
    expect(regionsNamed("negli anni Trenta promosse un vasto rimboschimento")).not.toContain("Abruzzo");
    expect(regionsNamed("la potenza di calcolo del supercomputer")).not.toContain("Basilicata");
    expect(regionsNamed("il percorso più noto della valle")).not.toContain("Sicilia");
    expect(regionsNamed("Da Noto a Ragusa Ibla, il barocco")).toContain("Sicilia");
  });

  it("suggests related reading and shows a ranking only when one is related", async () => {
    const { content } = await runArticleTool(ctx(), {
      tool: "ispirazione",
      article: "biella-dove-la-lana-impara-dall-acqua",
    });
    expect(content).toContain("Prato");
    expect(content).not.toContain("in Abruzzo");
    const bologna = await runArticleTool(ctx(), {
      tool: "ispirazione",
      article: "bologna-la-valle-dei-dati-tecnopolo-supercomputer-leonardo",
    });
    expect(bologna.content).not.toContain("Basilicata");
    const caffe = (await runArticleTool(ctx(), { tool: "ispirazione", article: CAFFE })).content;
    expect(caffe).toContain("L'aperitivo");
    expect(caffe).not.toContain("Agricoltura di precisione");
  });
});
