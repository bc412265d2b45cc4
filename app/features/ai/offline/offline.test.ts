import { describe, expect, it } from "vitest";
import { articlesA } from "../../../../scripts/seed/data/articles-a";
import { articlesB } from "../../../../scripts/seed/data/articles-b";
import { findPlace, findRegion, REGION_NAMES, REGIONS } from "../knowledge";
import {
  experienceInputSchema,
  experienceOutputSchema,
  itineraryInputSchema,
  itineraryOutputSchema,
  regionSuggestionsOutputSchema,
} from "../schemas";
import { offlineArticleContent } from "./article-content";
import {
  boldIsBalanced,
  DECLINE_TEXT,
  embolden,
  offlineChat,
  offlineInspiration,
  offlineSummary,
} from "./article-tools";
import { offlinePartnerContent } from "./partner";
import {
  deriveItineraryRequest,
  offlineExperience,
  offlineItinerary,
  offlineRegionSuggestions,
} from "./travel";

const seed = [...articlesA, ...articlesB];
const toArticle = (slug: string) => {
  const a = seed.find((x) => x.slug === slug);
  if (!a) throw new Error(slug);
  return { title: a.title, excerpt: a.excerpt, content: a.content, categoryName: a.category };
};

describe("knowledge base", () => {
  it("covers the 20 regions with a dozen or more places each", () => {
    expect(REGIONS).toHaveLength(20);
    expect(REGION_NAMES).toContain("Valle d'Aosta");
    expect(REGION_NAMES).toContain("Trentino-Alto Adige");
    for (const r of REGIONS) {
      expect(r.places.length, r.name).toBeGreaterThanOrEqual(12);
      expect(new Set(r.places.map((p) => p.name)).size, `${r.name} unique names`).toBe(r.places.length);
    }
  });

  it("finds regions by name variants", () => {
    expect(findRegion("valle d’aosta")?.name).toBe("Valle d'Aosta");
    expect(findRegion("Trentino Alto Adige")?.name).toBe("Trentino-Alto Adige");
    expect(findRegion("Atlantide")).toBeUndefined();
  });
});

describe("riassunto (offline)", () => {
  it("extracts whole, self-standing sentences of the article with balanced bold key terms", () => {
    for (const slug of seed.map((a) => a.slug)) {
      const article = toArticle(slug);
      const summary = offlineSummary(article);
      const bullets = summary.split("\n").filter((l) => l.startsWith("- "));
      expect(bullets.length, slug).toBeGreaterThanOrEqual(3);
      expect(boldIsBalanced(summary), `${slug}: ${summary}`).toBe(true);
      const plain = article.content.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
      for (const b of bullets) {
        const sentence = b.slice(2).replaceAll("**", "");
        // Extractive, whole sentences: from the article, capital first, full stop last.
        expect(plain, slug).toContain(sentence.slice(0, 60));
        expect(sentence, slug).toMatch(/^[«"“(]?[\p{Lu}\d]/u);
        expect(sentence, slug).toMatch(/[.!?…][»"”)]?$/);
        // No sentence that leans on one left out ("Fu in quell'ambiente che…").
        expect(sentence, slug).not.toMatch(/^(Fu|Qui|Questo|Questa|Così|Ma|Poi|Inoltre|Anche) /);
      }
    }
  });

  it("covers the article's subject (its title)", () => {
    const summary = offlineSummary(
      toArticle("cremona-dove-il-legno-canta-botteghe-scuola-museo-del-violino"),
    );
    expect(summary.replaceAll("**", "")).toMatch(/Cremona|violin/i);
  });

  it("never pairs bold markers across words it did not choose", () => {
    const out = embolden("Il Museo del Violino è a Cremona.", ["Museo del Violino", "Violino"], new Set());
    expect(out).toBe("Il **Museo del Violino** è a Cremona.");
    expect(boldIsBalanced("il **Museo del **Violino")).toBe(false);
  });
});

describe("chat (offline composition)", () => {
  const grounding = {
    passages: [],
    answer: null,
    missing: null,
    elsewhere: null,
    topics: ["Come funziona"],
    terms: ["barriere"],
  };

  it("quotes the answering sentence with the citation of its block", () => {
    const text = offlineChat({
      ...grounding,
      answer: {
        text: "In linea generale le barriere vengono sollevate con una marea di 110 centimetri.",
        n: 7,
      },
    });
    expect(text).toBe(
      "Secondo l'articolo: In linea generale le **barriere** vengono sollevate con una marea di 110 centimetri. [§7]",
    );
  });

  it("declines honestly, naming what is missing, or points to the page that answers", () => {
    expect(offlineChat(grounding)).toContain(DECLINE_TEXT);
    expect(offlineChat({ ...grounding, missing: "il prezzo" })).toMatch(/^L'articolo non indica il prezzo/);
    expect(
      offlineChat({
        ...grounding,
        elsewhere: { kind: "article", title: "Il MOSE", url: "/magazine/innovazione/mose" },
      }),
    ).toBe("Non è in questo articolo, ma ne parliamo in [Il MOSE](/magazine/innovazione/mose).");
  });
});

describe("ispirazione (offline)", () => {
  it("links the related articles, rankings and partners it is given", () => {
    const text = offlineInspiration(toArticle("il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani"), {
      articles: [
        {
          title: "L'aperitivo, storia di un rito",
          url: "/magazine/lifestyle/aperitivo",
          excerpt: "Il rito del bar",
          shared: ["bancone"],
        },
      ],
      rankings: [
        { title: "Top 100 Brand", url: "/liste/top-100-brand", description: "Marchi italiani del caffè" },
      ],
      partners: [
        {
          nome: "Torrefazione Napoletana",
          url: "/atlas/torrefazione",
          regione: "Campania",
          sommario: "Caffè tostato",
        },
      ],
      region: "Campania",
    });
    expect(text).toContain(
      "[L'aperitivo, storia di un rito](/magazine/lifestyle/aperitivo): ritorna su temi come **bancone**",
    );
    expect(text).toContain("(/liste/top-100-brand)");
    expect(text).toContain("[Torrefazione Napoletana](/atlas/torrefazione) (Campania)");
    expect(text).toContain("in Campania");
  });

  it("shows no ranking section when no ranking is related", () => {
    const text = offlineInspiration(toArticle("il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani"), {
      articles: [],
      rankings: [],
      partners: [],
      region: null,
    });
    expect(text).not.toContain("Classifiche");
  });
});

describe("experience (offline)", () => {
  const base = experienceInputSchema.parse({
    intent: "Un weekend a Firenze tra musei e buona cucina",
    interests: ["art", "food"],
    duration: "Weekend",
    company: "In coppia",
  });

  it("uses only places of the detected region and respects duration", () => {
    const out = experienceOutputSchema.parse(offlineExperience(base));
    const toscana = findRegion("Toscana");
    // Issue 11: the title names the place asked for; the region is given apart.
    expect(out.title).toBe("Un weekend in coppia a Firenze");
    expect(out.regions).toEqual(["Toscana"]);
    const places = out.highlights.filter((h) => !h.startsWith("A tavola"));
    expect(places.length).toBeGreaterThanOrEqual(4);
    for (const h of places) expect(findPlace(toscana!, h.slice(0, h.indexOf(" (")))).toBeDefined();
    const longer = offlineExperience({ ...base, duration: "1 settimana" });
    expect(longer.highlights.length).toBeGreaterThan(out.highlights.length);
    // Every duration and company gives a valid result in every region.
    for (const region of REGIONS) {
      for (const duration of ["1 giorno", "Weekend", "1 settimana", "Più di 10 giorni"] as const) {
        const parsed = experienceOutputSchema.safeParse(
          offlineExperience({ ...base, intent: `Vacanza in ${region.name}`, duration, company: "Con amici" }),
        );
        expect(parsed.success, `${region.name} ${duration}`).toBe(true);
      }
    }
  }, 30_000);

  it("prefers family-friendly places for families and builds the profile variant", () => {
    const fam = offlineExperience({ ...base, company: "In famiglia" });
    const toscana = findRegion("Toscana")!;
    const names = fam.highlights
      .filter((h) => !h.startsWith("A tavola"))
      .map((h) => h.slice(0, h.indexOf(" (")));
    expect(names.every((n) => findPlace(toscana, n)?.familyFriendly)).toBe(true);
    const profile = offlineExperience(
      experienceInputSchema.parse({
        intent: "Cantina a Montalcino",
        interests: ["food"],
        duration: "1 giorno",
        company: "coppia",
        region: "Piemonte",
        variant: "profile",
      }),
    );
    expect(profile.title).toContain("Piemonte");
    expect(profile.itinerary?.length).toBeGreaterThan(0);
    expect(profile.tips).toBeTruthy();
  });
});

describe("itinerary and region suggestions (offline)", () => {
  it("names only knowledge-base places of the region, for every region", () => {
    for (const region of REGIONS) {
      const { suggestions } = regionSuggestionsOutputSchema.parse(
        offlineRegionSuggestions({ region: region.name }),
      );
      expect(suggestions.length).toBe(6);
      expect(new Set(suggestions.map((s) => s.category)).size).toBeGreaterThanOrEqual(3);
      for (const s of suggestions)
        expect(findPlace(region, s.name), `${region.name}: ${s.name}`).toBeDefined();
      const first = suggestions[0]!;
      const itinerary = itineraryOutputSchema.parse(
        offlineItinerary(
          itineraryInputSchema.parse({
            placeName: first.name,
            region: region.name,
            category: first.category,
          }),
        ),
      );
      expect(itinerary.highlights.some((h) => h.title === first.name)).toBe(true);
      for (const h of itinerary.highlights)
        expect(findPlace(region, h.title), `${region.name}: ${h.title}`).toBeDefined();
    }
  });

  it("plans one section per day for the experience flow", () => {
    const it7 = offlineItinerary(
      itineraryInputSchema.parse({
        placeName: "Vacanza",
        region: "Sicilia",
        category: "nature",
        duration: "1 settimana",
      }),
    );
    expect(it7.days).toHaveLength(7);
    const sicilia = findRegion("Sicilia")!;
    for (const day of it7.days ?? []) {
      for (const a of day.activities) {
        // Issue 11: meals, crossings and transfers are slots of their own.
        if (a.kind === "visita") expect(findPlace(sicilia, a.title)).toBeDefined();
      }
    }
  });

  it("derives region and category as spec §5 says", () => {
    expect(deriveItineraryRequest("Vorrei vedere Roma", ["food", "art"])).toEqual({
      region: "Lazio",
      category: "food",
    });
    expect(deriveItineraryRequest("Un giro a Milano", [])).toEqual({
      region: "Lombardia",
      category: "culture",
    });
    expect(deriveItineraryRequest("Vacanze al mare", ["nature"])).toEqual({
      region: "Toscana",
      category: "nature",
    });
    expect(deriveItineraryRequest("Napoli e dintorni", ["art"]).region).toBe("Campania");
  });
});

describe("partner and article content (offline)", () => {
  it("keeps SEO fields within 60/160 characters even for long names", () => {
    const out = offlinePartnerContent({
      tipo: "museo",
      nome: "Museo Civico di Arte Antica e Contemporanea della Città Metropolitana",
      descrizione: "Un museo con collezioni dal Medioevo al Novecento. ".repeat(6),
      comune: "Bologna",
      regione: "Emilia-Romagna",
    });
    expect(out.seo_title.length).toBeLessThanOrEqual(60);
    expect(out.seo_meta_description.length).toBeLessThanOrEqual(160);
  });

  it("escapes the title and excerpt in the article draft", () => {
    const { content } = offlineArticleContent({
      title: "A <b>&</b> B",
      excerpt: "x < y",
      categoryName: null,
    });
    expect(content).toContain("A &lt;b&gt;&amp;&lt;/b&gt; B");
    // Written for readers: no instructions to the editor, no doubled punctuation.
    expect(content).not.toMatch(/redazione|completa la bozza|in questa sezione|qui si racconta/i);
    expect(content).not.toMatch(/\.\./);
  });
});
