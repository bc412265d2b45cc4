import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "~/server/context.server";
import { contextFor, createTestServices, type TestServices } from "../../../tests/helpers/test-services";
import { generateArticleContent } from "./article-content.server";
import { AiError } from "./engine.server";
import { generatePartnerContent } from "./partner-content.server";

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(async () => {
  await t.close();
});

const ctx = () => contextFor(t.services).get(appContext);

const input = {
  tipo: "enogastronomia",
  nome: "Cantina Colle Alto di Montalcino Società Agricola e Vitivinicola",
  descrizione:
    "Azienda familiare che dal 1962 coltiva sangiovese sulle colline di Montalcino. Produciamo Brunello e Rosso con fermentazioni spontanee e lunghi affinamenti in botte grande. Accogliamo ospiti per visite e degustazioni in cantina tutto l'anno.",
  regione: "Toscana",
  comune: "Montalcino",
  areaTematica: "Cucina e Enogastronomia",
  puntiInteresse: "Abbazia di Sant'Antimo\nFortezza di Montalcino",
  emailContatto: "info@example.it",
};

describe("generatePartnerContent (offline engine)", () => {
  it("composes every field from the wizard data within the SEO limits", async () => {
    const out = await generatePartnerContent(ctx(), input);
    expect(out.titolo_premium).toContain("Cantina Colle Alto");
    // Issue 16: the description's sentences open the summary and continue in "Chi siamo", each once.
    expect(out.sommario).toContain("sangiovese");
    expect(out.chi_siamo).toContain("fermentazioni spontanee");
    expect(out.chi_siamo).not.toContain("sangiovese");
    expect(out.seo_title.length).toBeLessThanOrEqual(60);
    expect(out.seo_meta_description.length).toBeLessThanOrEqual(160);
    expect(out.servizi.length).toBeGreaterThan(0);
    // Issue 16: natural experience titles, not the raw point of interest.
    expect(out.esperienze.map((e) => e.titolo)).toContain("Visita all'Abbazia di Sant'Antimo");
    expect(out.info_utili).toContain("info@example.it");
  });

  it("throws a typed AiError on invalid input", async () => {
    await expect(generatePartnerContent(ctx(), { ...input, nome: "" })).rejects.toMatchObject({
      name: "AiError",
      code: "invalid_input",
    });
    await expect(generatePartnerContent(ctx(), { ...input, nome: "" })).rejects.toBeInstanceOf(AiError);
  });
});

describe("generateArticleContent (offline engine)", () => {
  it("returns sanitised HTML built from title and excerpt", async () => {
    const out = await generateArticleContent(ctx(), {
      title: "Il vetro di Murano <script>alert(1)</script>",
      excerpt: "Fornaci, maestri e colori: un viaggio nell'isola del vetro.",
      categoryName: "Design",
    });
    expect(out.content).toContain("<h2>");
    expect(out.content).toContain("Fornaci, maestri e colori");
    expect(out.content).not.toContain("<script");
  });
});
