import { describe, expect, it } from "vitest";
import { syntheticPartners } from "../../../../scripts/bench/synthetic-partners";
import { partners } from "../../../../scripts/seed/data/partners";
import { checkPartnerCopy, partnerCopyFaultList, partnerTexts } from "../copy-check";
import { italianLexicon } from "../italian/lexicon.server";
import { partnerSource } from "../partner-content.server";
import { partnerContentOutputSchema } from "../schemas";
import { offlinePartnerContent } from "./partner";
import { clip } from "./text";

type Input = Parameters<typeof offlinePartnerContent>[0];

const base = {
  descrizione: "Un luogo dove il lavoro di ogni giorno si racconta ai visitatori con passione e competenza.",
  comune: "Trani",
  provincia: "Barletta-Andria-Trani",
  regione: "Puglia",
  emailContatto: "info@example.it",
  telefono: "+39 0883 000 000",
};
const generate = (input: Partial<Input> & Pick<Input, "tipo" | "nome">) =>
  offlinePartnerContent({ ...base, ...input } as Input, italianLexicon);

const texts = (out: ReturnType<typeof generate>) => partnerTexts(out).map((t) => t.text);

function strictFaults(input: Input, out = offlinePartnerContent(input, italianLexicon)) {
  return partnerCopyFaultList(
    checkPartnerCopy(out, { lexicon: italianLexicon, source: partnerSource(input), excuseSource: false }),
  ).map((f) => `${input.nome} · ${f.field}: ${f.message}`);
}

describe("offline partner copy: articles by type, gender and first letter", () => {
  it.each([
    ["enogastronomia", "Azienda Agricola Bellini", "i prodotti dell'Azienda Agricola Bellini"],
    ["enogastronomia", "Enoteca Ricci", "i prodotti dell'Enoteca Ricci"],
    ["enogastronomia", "Oleificio Esposito", "i prodotti dell'Oleificio Esposito"],
    ["enogastronomia", "Gli Ulivi di Strozzi", "i prodotti degli Ulivi di Strozzi"],
    ["enogastronomia", "Antica Cantina Uberti", "i prodotti dell'Antica Cantina Uberti"],
    ["museo", "Museo della Pietra e della Luce", "la tua visita al Museo della Pietra e della Luce"],
    ["museo", "Zecca di Ascoli Piceno", "la tua visita alla Zecca di Ascoli Piceno"],
    ["museo", "Studio Museo Gnudi", "la tua visita allo Studio Museo Gnudi"],
    ["ente", "Istituto per la Cultura Orsini", "telefona all'Istituto per la Cultura Orsini"],
    ["ente", "Fondazione Terre Alte", "telefona alla Fondazione Terre Alte"],
    ["brand", "Studio Gnudi Design", "il lavoro dello Studio Gnudi Design"],
    ["brand", "Gioielleria Orsini", "il lavoro della Gioielleria Orsini"],
    ["brand", "Bellini 1921", "il lavoro di Bellini 1921"],
    ["altro", "Officine Scala", "di più sulle Officine Scala"],
    ["altro", "Agriturismo Iannone", "di più sull'Agriturismo Iannone"],
  ] as const)("%s «%s» → «%s»", (tipo, nome, expected) => {
    const input = { ...base, tipo, nome } as Input;
    const out = offlinePartnerContent(input, italianLexicon);
    expect(out.cta).toContain(expected);
    expect(strictFaults(input, out)).toEqual([]);
  });

  it("agrees verbs with a plural name and refers to an institution by its head noun", () => {
    const out = generate({ tipo: "altro", nome: "Officine Scala", areaTematica: "Innovazione e Impresa" });
    expect(`${out.sommario} ${out.chi_siamo}`).toMatch(/Le Officine Scala (sono|si occupano|hanno)/);
    const museum = generate({
      tipo: "museo",
      nome: "Museo Civico di Trani",
      puntiInteresse: "Castello Svevo di Trani",
    });
    expect(museum.esperienze[0]?.descrizione).toMatch(/il museo (consiglia|suggerisce|indica)/);
  });

  it("writes towns and regions with the right preposition", () => {
    expect(
      generate({ tipo: "museo", nome: "Pinacoteca Orsini", comune: "Alghero", regione: "Sardegna" })
        .seo_title,
    ).toBe("Pinacoteca Orsini ad Alghero");
    const aquila = generate({
      tipo: "ente",
      nome: "Fondazione Ardito",
      comune: "L'Aquila",
      regione: "Abruzzo",
    });
    expect(aquila.cta).toContain("un viaggio all'Aquila");
    const spezia = generate({
      tipo: "brand",
      nome: "Sartoria Monti",
      comune: "La Spezia",
      regione: "Liguria",
      areaTematica: "Moda e Design",
    });
    expect(`${spezia.titolo_premium} ${spezia.sommario} ${spezia.chi_siamo}`).toMatch(
      /della Spezia|alla Spezia/,
    );
    const lazio = generate({ tipo: "museo", nome: "Galleria Uberti", comune: "Anagni", regione: "Lazio" });
    expect(`${lazio.sommario} ${lazio.chi_siamo} ${lazio.seo_meta_description}`).toContain("nel Lazio");
  });
});

describe("offline partner copy: built from the partner's data only", () => {
  it("offers a service only when the partner's text names it, and invents no number", () => {
    const out = generate({
      tipo: "enogastronomia",
      nome: "Cantina Colline Alte",
      descrizione:
        "La Cantina Colline Alte produce vini rossi. Organizza degustazioni su prenotazione e vende i vini in cantina.",
      orariBooking: "Aperta dal lunedì al sabato, 9:00-18:00.",
    });
    expect(out.servizi.map((s) => s.titolo)).toEqual(["Degustazioni", "Vendita diretta"]);
    const numbers = texts(out).join(" ").match(/\d+/g) ?? [];
    expect(numbers.every((n) => ["9", "00", "18", "39", "0883", "000"].includes(n))).toBe(true);
    expect(texts(out).join(" ")).not.toMatch(/€|euro|premi(o|ato)/i);
  });

  it("turns points of interest into natural experiences, one each", () => {
    const out = generate({
      tipo: "ente",
      nome: "Fondazione Terre Alte del Cadore",
      comune: "Pieve di Cadore",
      regione: "Veneto",
      puntiInteresse:
        "Casa natale di Tiziano, Museo dell'Occhiale, Tre Cime di Lavaredo, Lago di Centro Cadore",
    });
    expect(out.esperienze.map((e) => e.titolo)).toEqual([
      "Visita alla Casa natale di Tiziano",
      "Visita al Museo dell'Occhiale",
      "Escursione alle Tre Cime di Lavaredo",
      "Escursione al Lago di Centro Cadore",
    ]);
    expect(new Set(out.esperienze.map((e) => e.descrizione)).size).toBe(4);
  });

  it("tidies the partner's slips and never repeats the opening sentence", () => {
    const out = generate({
      tipo: "enogastronomia",
      nome: "Tenuta Colle Alto",
      descrizione:
        "Tenuta Colle Alto produce Chianti Classico Gran Selezione.. da vigne vecchie , a Castellina in Chianti. Le degustazioni si tengono su prenotazione. Le degustazioni si tengono su prenotazione.",
      comune: "Castellina in Chianti",
      regione: "Toscana",
    });
    const all = texts(out).join("\n");
    expect(all).not.toMatch(/\.\.|\s[,.]/);
    expect(all.split("Tenuta Colle Alto produce Chianti").length - 1).toBe(2); // sommario + SEO description only
    expect(
      strictFaults({ ...base, tipo: "enogastronomia", nome: "Tenuta Colle Alto" } as Input, out),
    ).toEqual([]);
  });

  it("stays within every limit, cutting only at a word, for long names and texts", () => {
    const input = {
      tipo: "museo",
      nome: "Museo Civico di Arte Antica e Contemporanea della Città Metropolitana e della Provincia Storica",
      descrizione: `Il museo raccoglie ${"dipinti, sculture, disegni, stampe, ceramiche e tessuti ".repeat(40)}di ogni epoca.`,
      comune: "Bologna",
      regione: "Emilia-Romagna",
    } as Input;
    const out = offlinePartnerContent(input, italianLexicon);
    expect(partnerContentOutputSchema.safeParse(out).success).toBe(true);
    expect(out.seo_title.length).toBeLessThanOrEqual(60);
    expect(out.seo_meta_description.length).toBeLessThanOrEqual(160);
    expect(out.seo_meta_description).toMatch(/\.$/);
    expect(strictFaults(input, out)).toEqual([]);
  });

  it("writes a complete profile from a name and a type alone", () => {
    const input = { tipo: "altro", nome: "Spazio Zanetti", descrizione: "" } as Input;
    const out = offlinePartnerContent(input, italianLexicon);
    expect(partnerContentOutputSchema.safeParse(out).success).toBe(true);
    expect(out.sommario).toBe("Lo Spazio Zanetti è una realtà d'Italia.");
    expect(strictFaults(input, out)).toEqual([]);
  });

  it("passes the copy checker for every seeded partner and 50 synthetic ones", () => {
    const inputs = [
      ...partners.map((p) => ({ ...p }) as unknown as Input),
      ...(syntheticPartners(50) as Input[]),
    ];
    expect(inputs.flatMap((input) => strictFaults(input))).toEqual([]);
  });
});

describe("clip", () => {
  it("keeps whole sentences when it can, else cuts after a whole word that is not a preposition", () => {
    expect(clip("Prima frase completa del testo. Seconda frase molto più lunga che non entra.", 50)).toBe(
      "Prima frase completa del testo.",
    );
    expect(clip("Visite guidate ai laboratori artigiani sulle colline", 42)).toBe(
      "Visite guidate ai laboratori artigiani…",
    );
    expect(clip("Una giornata tra vigne e frantoi sulle colline umbre", 40)).toBe(
      "Una giornata tra vigne e frantoi…",
    );
    expect(clip("Primo paragrafo.\n\nSecondo paragrafo.", 100)).toBe(
      "Primo paragrafo.\n\nSecondo paragrafo.",
    );
  });
});
