import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerProfiles } from "~/db/schema";
import { loader as directoryLoader } from "~/routes/public/directory";
import { loader as redirectLoader } from "~/routes/public/partners-redirect";
import { loader as profileLoader } from "~/routes/public/profile";
import { insertPartner as insertPartnerRow } from "../../../tests/factories";
import { callLoader, loaderThrows } from "../../../tests/helpers/route-call";
import { contextFor, createTestServices, type TestServices } from "../../../tests/helpers/test-services";
import { normalizeTipo, tipoLabel } from "./partner-labels";
import { parseDirectoryFilters } from "./partners-public.server";
import { REGIONS } from "./profile-fields";

let t: TestServices;
let queries = 0;

function insertPartner(values: Partial<typeof partnerProfiles.$inferInsert> & { slug: string }) {
  return insertPartnerRow(t.services.db, { nome: values.slug, ...values });
}

beforeAll(async () => {
  t = await createTestServices({ seed: true, onQuery: () => queries++ });
  await insertPartner({ slug: "bozza-museo", stato: "bozza", regione: "Toscana" });
  await insertPartner({ slug: "in-revisione-museo", stato: "in_revisione", regione: "Toscana" });
  await insertPartner({
    slug: "museo-nuovo",
    stato: "pubblicato",
    regione: "Valle d'Aosta",
    descrizione: "x".repeat(450),
    ambassadorScript: "<script>window.evil=1</script>",
    createdAt: new Date(Date.now() + 60_000),
    seoTitle: "Museo Nuovo | Aosta",
    seoMetaDescription: "La descrizione SEO del museo.",
    videoUrl: "https://youtu.be/abcDEF12345",
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ctx = () => contextFor(t.services);

describe("directory /partner", () => {
  it("lists only published profiles, newest first, with card text cut at 200 characters", async () => {
    queries = 0;
    const data = await callLoader(directoryLoader, { url: "/partner", context: ctx() });
    expect(queries).toBe(1);
    const slugs = data.partners.map((p) => p.slug);
    expect(slugs).toHaveLength(15);
    expect(slugs[0]).toBe("museo-nuovo");
    expect(slugs).not.toContain("bozza-museo");
    expect(slugs).not.toContain("in-revisione-museo");
    const card = data.partners[0];
    expect(card?.text).toBe(`${"x".repeat(200)}…`);
    for (const p of data.partners) expect(p.text.length).toBeLessThanOrEqual(201);
  });

  it("filters by type and region from the URL query; unknown values are ignored", async () => {
    const museums = await callLoader(directoryLoader, { url: "/partner?tipo=museo", context: ctx() });
    expect(museums.partners.length).toBe(4);
    expect(museums.partners.every((p) => p.tipo === "museo")).toBe(true);
    const aosta = await callLoader(directoryLoader, {
      url: `/partner?tipo=museo&regione=${encodeURIComponent("Valle d'Aosta")}`,
      context: ctx(),
    });
    expect(aosta.partners.map((p) => p.slug)).toEqual(["museo-nuovo"]);
    expect(aosta.filters).toEqual({ tipo: "museo", regione: "Valle d'Aosta" });
    const none = await callLoader(directoryLoader, {
      url: "/partner?tipo=brand&regione=Molise",
      context: ctx(),
    });
    expect(none.partners).toEqual([]);
    const junk = await callLoader(directoryLoader, {
      url: "/partner?tipo=<x>&regione=Atlantide",
      context: ctx(),
    });
    expect(junk.partners).toHaveLength(15);
    // D4: the old key is accepted and normalised.
    const eno = await callLoader(directoryLoader, {
      url: "/partner?tipo=azienda_enogastronomica",
      context: ctx(),
    });
    expect(eno.partners.length).toBe(3);
    expect(eno.filters.tipo).toBe("enogastronomia");
  });
});

describe("public profile /atlas/{slug}", () => {
  it("shows a published profile with SEO fields and never sends the ambassador script", async () => {
    queries = 0;
    const data = await callLoader(profileLoader, {
      url: "/atlas/museo-nuovo",
      params: { slug: "museo-nuovo" },
      context: ctx(),
    });
    expect(queries).toBe(1);
    expect(data.seo).toEqual({ title: "Museo Nuovo | Aosta", description: "La descrizione SEO del museo." });
    expect(data.hasAmbassador).toBe(true);
    const serialised = JSON.stringify(data);
    expect(serialised).not.toContain("window.evil");
    expect(serialised).not.toContain("userId");
  });

  it("a seeded profile without an ambassador says so", async () => {
    const data = await callLoader(profileLoader, {
      url: "/atlas/fondazione-terre-alte-del-cadore",
      params: { slug: "fondazione-terre-alte-del-cadore" },
      context: ctx(),
    });
    expect(data.hasAmbassador).toBe(false);
    expect(data.profile.aiServizi?.length).toBeGreaterThan(0);
  });

  it("drafts, profiles in review and unknown slugs are 404", async () => {
    for (const slug of ["bozza-museo", "in-revisione-museo", "non-esiste"]) {
      expect(
        (await loaderThrows(profileLoader, { url: `/atlas/${slug}`, params: { slug }, context: ctx() }))
          .status,
      ).toBe(404);
    }
  });

  it("unpublishing hides the profile again", async () => {
    await t.services.db
      .update(partnerProfiles)
      .set({ stato: "bozza" })
      .where(eq(partnerProfiles.slug, "museo-nuovo"));
    try {
      expect(
        (
          await loaderThrows(profileLoader, {
            url: "/atlas/museo-nuovo",
            params: { slug: "museo-nuovo" },
            context: ctx(),
          })
        ).status,
      ).toBe(404);
    } finally {
      await t.services.db
        .update(partnerProfiles)
        .set({ stato: "pubblicato" })
        .where(eq(partnerProfiles.slug, "museo-nuovo"));
    }
  });

  it("D3: /partners/{slug} answers 301 to /atlas/{slug}", async () => {
    const response = await loaderThrows(redirectLoader, {
      url: "/partners/museo-nuovo",
      params: { slug: "museo-nuovo" },
      context: ctx(),
    });
    expect(response.status).toBe(301);
    expect(response.location).toBe("/atlas/museo-nuovo");
  });
});

describe("labels (D4)", () => {
  it("maps, normalises and keeps unknown values raw", () => {
    expect(normalizeTipo("azienda_enogastronomica")).toBe("enogastronomia");
    expect(tipoLabel("azienda_enogastronomica")).toBe("Azienda Enogastronomica");
    expect(tipoLabel("ente")).toBe("Ente");
    expect(tipoLabel("museo")).toBe("Museo/Luogo Culturale");
    expect(tipoLabel("sconosciuto")).toBe("sconosciuto");
    expect(REGIONS).toHaveLength(20);
    expect(REGIONS).toContain("Valle d'Aosta");
    expect(REGIONS).toContain("Trentino-Alto Adige");
    expect(parseDirectoryFilters(new URLSearchParams("regione=Lazio&tipo=ENTE"))).toEqual({
      tipo: "ente",
      regione: "Lazio",
    });
  });
});
