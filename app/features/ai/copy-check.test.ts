import { describe, expect, it } from "vitest";
import { articlesA } from "../../../scripts/seed/data/articles-a";
import { articlesB } from "../../../scripts/seed/data/articles-b";
import { partners } from "../../../scripts/seed/data/partners";
import { type CopyCheckOptions, checkCopy, checkPartnerCopy, partnerCopyFaultList } from "./copy-check";
import { italianLexicon } from "./italian/lexicon.server";
import { paragraphsOf } from "./offline/text";

const full = { lexicon: italianLexicon };
const kinds = (text: string, options: CopyCheckOptions = {}) =>
  checkCopy(text, { ...full, ...options }).map((f) => f.kind);
const excerpts = (text: string, options: CopyCheckOptions = {}) =>
  checkCopy(text, { ...full, ...options }).map((f) => f.excerpt);

describe("checkCopy: the faults of issue 16", () => {
  it("flags wrong articles and elision before a noun it can judge", () => {
    expect(excerpts("Tenuta Colle Alto è un azienda enogastronomica.")).toEqual(["un azienda"]);
    expect(excerpts("È un'museo civico.")).toEqual(["un'museo"]);
    expect(excerpts("Lavora con il studio di architettura.")).toEqual(["il studio"]);
    expect(excerpts("Apre al pubblico con lo museo.")).toEqual(["lo museo"]);
    expect(excerpts("Una visita del azienda.")).toEqual(["del azienda"]);
    expect(excerpts("Un viaggio di Il Cairo.")).toEqual(["di Il Cairo"]);
    expect(checkCopy("Si arriva a L'Aquila in auto.", full)[0]?.message).toContain("«all'Aquila»");
    expect(excerpts("Le sale dell'museo.")).toEqual(["dell'museo"]);
    expect(excerpts("Si trova nella museo.")).toEqual(["nella museo"]);
    expect(excerpts("Accoglie i ospiti.")).toEqual(["i ospiti"]);
    expect(excerpts("È una azienda di famiglia.")).toEqual(["una azienda"]);
    expect(excerpts("Un altra storia.")).toEqual(["Un altra"]);
    // The suggestion is the right form.
    expect(checkCopy("È un azienda.", full)[0]?.message).toContain("«un'azienda»");
    expect(checkCopy("Le sale del studio.", full)[0]?.message).toContain("«dello studio»");
  });

  it("flags an institution name without its article", () => {
    expect(excerpts("Al centro del lavoro di Museo della Pietra ci sono le persone.")).toEqual(["di Museo"]);
    expect(kinds("Scrivi a Fondazione Terre Alte.")).toEqual(["article"]);
  });

  it("flags doubled and misplaced punctuation, and doubled words", () => {
    expect(kinds("Produce Chianti Classico Gran Selezione.. da vigne vecchie.")).toEqual(["punctuation"]);
    expect(kinds("Vini,, oli e conserve.")).toEqual(["punctuation"]);
    expect(kinds("Vini , oli e conserve .")).toEqual(["punctuation", "punctuation"]);
    expect(kinds("Aperto.… Chiuso il lunedì.")).toEqual(["punctuation"]);
    expect(kinds("Una visita del del museo.")).toEqual(["doubled-word"]);
  });

  it("flags repeated sentences", () => {
    const opening = "La cantina produce vino dal 1962 sulle colline di Montalcino.";
    expect(kinds(`${opening} Accoglie ospiti tutto l'anno. ${opening}`)).toEqual(["repeated-sentence"]);
  });

  it("flags cuts inside a word (judged against the source) and endings left hanging", () => {
    const source = "Visite guidate ai laboratori artigiani sulle colline";
    expect(checkCopy("Visite guidate ai labo…", { ...full, source })[0]).toMatchObject({
      kind: "cut",
      excerpt: "guidate ai labo…",
    });
    expect(kinds("Una giornata tra vigne e frantoi sulle…")).toEqual(["cut"]);
    expect(kinds("Una giornata tra vigne e frantoi sulle colline", { shape: "prose" })).toEqual(["cut"]);
    expect(kinds("Visita al Castello di", { shape: "title" })).toEqual(["cut"]);
    expect(
      kinds("Esperienze tra Casa natale di Tiziano, Museo dell'Occhiale, Tre Cime di Lav…", {
        source: "Tre Cime di Lavaredo",
      }),
    ).toEqual(["cut"]);
  });

  it("flags empty and over-long SEO fields", () => {
    expect(kinds("", { required: true })).toEqual(["length"]);
    expect(kinds("x".repeat(61), { shape: "title", maxLength: 60 })).toEqual(["length"]);
  });

  it("flags template markers and notes to an editor", () => {
    for (const text of [
      "Benvenuti da {nome}.",
      "Benvenuti da [NOME PARTNER].",
      "Scopri **le nostre proposte**.",
      "Lorem ipsum dolor sit amet.",
      "Ecco i contenuti richiesti: una cantina sulle colline.",
      "Orari da completare.",
      "Inserire qui il testo.",
      "Nota per la redazione: verificare i dati.",
    ]) {
      expect(kinds(text), text).toContain("template");
    }
  });

  it("flags English words in Italian copy, not names the partner wrote", () => {
    expect(excerpts("Setup in 5 minuti e reach internazionale.")).toEqual(["setup", "reach"]);
    expect(kinds("Discover the best of Tuscany.")).toContain("english");
    expect(kinds("Scrivi a info@welcome.example per il Made in Italy.")).toEqual([]);
    expect(kinds("La mostra «Italy: The New Domestic Landscape» del 1972.")).toEqual([]);
    expect(kinds("Visita il Museum Gherdëina.", { source: "Museum Gherdëina, Seceda" })).toEqual([]);
  });
});

describe("checkCopy: clean Italian is not flagged", () => {
  it("accepts pronouns, numerals, names, acronyms and idioms that look like faults", () => {
    for (const text of [
      "Lo consiglio a chi ama la montagna, e gli porto sempre un regalo.",
      "Dai un'occhiata al calendario: è uno dei più ricchi, una delle sorprese dell'anno.",
      "Un po' di storia: l'VIII secolo, il IX secolo e l'IIT di Genova.",
      "La Innocenti e la Olivetti, i Palazzi dei Rolli e la famiglia dei Pio.",
      "Le commissioni richiedono dalle quattro alle otto settimane.",
      "Il data center della Bologna S.r.l., aperto dalle 9:00 alle 12:30.",
      "Via via che si sale, le uova e le braccia del fiume si vedono meglio.",
      "La varietà dei vini, una polo di cotone e lo yogurt della casa.",
      "L'Ente, l'Oleificio, lo Studio, la Zecca, gli Intagli e le Officine Molo Vecchio.",
      "Con la guida si scopre la valle; la apre al pubblico una volta l'anno.",
    ]) {
      expect(checkCopy(text, full), text).toEqual([]);
    }
  });

  it("finds nothing in the hand-written copy of the seeded partners", () => {
    for (const p of partners) {
      const faults = checkPartnerCopy(
        {
          titolo_premium: p.aiTitoloPremium,
          sommario: p.aiSommario,
          chi_siamo: p.aiChiSiamo,
          valori: p.aiValori,
          servizi: p.aiServizi,
          esperienze: p.aiEsperienze,
          info_utili: p.aiInfoUtili,
          cta: p.aiCta,
          seo_title: p.seoTitle,
          seo_meta_description: p.seoMetaDescription,
        },
        full,
      );
      expect(faults, p.slug).toEqual({});
    }
  });

  it("finds no grammar fault in the seeded magazine articles", () => {
    const grammar = new Set(["article", "punctuation", "doubled-word", "repeated-sentence"]);
    const found = [...articlesA, ...articlesB].flatMap((a) =>
      [a.title, a.excerpt, ...paragraphsOf(a.content)].flatMap((text) =>
        checkCopy(text, full)
          .filter((f) => grammar.has(f.kind))
          .map((f) => `${a.slug}: ${f.message}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("checkPartnerCopy", () => {
  const fields = {
    titolo_premium: "Cantina Colle Alto: vini di Montalcino",
    sommario: "La Cantina Colle Alto produce Brunello sulle colline di Montalcino.",
    chi_siamo:
      "La Cantina Colle Alto produce Brunello sulle colline di Montalcino. È un azienda di famiglia.",
    valori: "Tempi lenti: il vino chiede tempo.",
    servizi: [
      {
        titolo: "Degustazioni",
        descrizione: "Assaggi in cantina, su prenotazione.",
        cta: "Prenota una visita",
      },
    ],
    esperienze: [
      { titolo: "Visita all'Abbazia di", descrizione: "Una tappa d'arte e di storia vicino a Montalcino." },
    ],
    info_utili: "Aperto dal lunedì al sabato.",
    cta: "Scrivi alla Cantina Colle Alto per organizzare la visita.",
    seo_title: "",
    seo_meta_description: "La Cantina Colle Alto a Montalcino: degustazioni e visite in cantina.",
  };

  it("returns the faults by field, with sentences repeated from one section to the next", () => {
    const faults = checkPartnerCopy(fields, full);
    expect(Object.keys(faults).sort()).toEqual(["chi_siamo", "esperienze.0.titolo", "seo_title"]);
    expect(faults.chi_siamo?.map((f) => f.kind).sort()).toEqual(["article", "repeated-sentence"]);
    expect(faults.seo_title?.[0]?.message).toBe("Il campo è vuoto.");
    expect(partnerCopyFaultList(faults).map((f) => f.field)).toContain("esperienze.0.titolo");
  });

  it("does not blame the copy for a slip in the partner's own text, unless asked to", () => {
    const source = "Siamo un azienda di famiglia.";
    const text = {
      sommario: "È un azienda di famiglia.",
      seo_title: "Colle Alto",
      seo_meta_description: "Vini.",
    };
    expect(checkPartnerCopy(text, { ...full, source })).toEqual({});
    expect(Object.keys(checkPartnerCopy(text, { ...full, source, excuseSource: false }))).toEqual([
      "sommario",
    ]);
  });

  it("works in the browser without the server lexicon", () => {
    expect(checkPartnerCopy({ sommario: "È un azienda di famiglia." }).sommario?.[0]?.kind).toBe("article");
  });
});
