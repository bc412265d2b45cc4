import { describe, expect, it } from "vitest";
import {
  aPlace,
  articulated,
  definiteArticle,
  indefiniteArticle,
  inRegion,
  joinList,
  ofRegion,
  onsetOf,
  prepositionBeforeName,
  withArticle,
  withIndefinite,
  withPreposition,
} from "./grammar";
import { basicLexicon, nameHead } from "./lexicon";
import { italianLexicon } from "./lexicon.server";

const M = { gender: "M", number: "S" } as const;
const F = { gender: "F", number: "S" } as const;
const MP = { gender: "M", number: "P" } as const;
const FP = { gender: "F", number: "P" } as const;

describe("articles by gender, number and first letters", () => {
  it("tells the opening sound of a word", () => {
    expect(["azienda", "ente", "Istituto", "oleificio", "università", "hotel"].map(onsetOf)).toEqual(
      Array(6).fill("vowel"),
    );
    expect(
      ["studio", "zecca", "gnocco", "psicologo", "pneumatico", "xilofono", "yogurt", "iato"].map(onsetOf),
    ).toEqual(Array(8).fill("impure"));
    expect(["museo", "sasso", "cantina", "frantoio"].map(onsetOf)).toEqual(Array(4).fill("consonant"));
  });

  it("chooses il, lo, l', la, i, gli, le", () => {
    expect(definiteArticle(M, "museo")).toBe("il");
    expect(definiteArticle(M, "studio")).toBe("lo");
    expect(definiteArticle(M, "zaino")).toBe("lo");
    expect(definiteArticle(M, "ente")).toBe("l'");
    expect(definiteArticle(F, "fondazione")).toBe("la");
    expect(definiteArticle(F, "azienda")).toBe("l'");
    expect(definiteArticle(MP, "musei")).toBe("i");
    expect(definiteArticle(MP, "studi")).toBe("gli");
    expect(definiteArticle(MP, "enti")).toBe("gli");
    expect(definiteArticle(FP, "aziende")).toBe("le");
  });

  it("chooses un, uno, una, un'", () => {
    expect(withIndefinite("museo", "M")).toBe("un museo");
    expect(withIndefinite("ente", "M")).toBe("un ente");
    expect(withIndefinite("studio", "M")).toBe("uno studio");
    expect(withIndefinite("azienda enogastronomica", "F")).toBe("un'azienda enogastronomica");
    expect(indefiniteArticle("F", "cantina")).toBe("una");
  });

  it("articulates di, a, da, in, su", () => {
    expect(withPreposition("di", "Museo della Pietra", M)).toBe("del Museo della Pietra");
    expect(withPreposition("di", "Ente Parco", M)).toBe("dell'Ente Parco");
    expect(withPreposition("di", "Studio Rossi", M)).toBe("dello Studio Rossi");
    expect(withPreposition("in", "sala grande", F)).toBe("nella sala grande");
    expect(withPreposition("su", "colline", FP)).toBe("sulle colline");
    expect(withPreposition("a", "ospiti", MP)).toBe("agli ospiti");
    expect(withPreposition("da", "Officine", FP)).toBe("dalle Officine");
    expect(articulated("in", "i")).toBe("nei");
    expect(articulated("a", "l'")).toBe("all'");
  });

  it("writes places as editors do", () => {
    expect(aPlace("Alghero")).toBe("ad Alghero");
    expect(aPlace("Orvieto")).toBe("a Orvieto");
    expect(prepositionBeforeName("a", "L'Aquila")).toBe("all'Aquila");
    expect(prepositionBeforeName("di", "La Spezia")).toBe("della Spezia");
    expect(inRegion("Toscana")).toBe("in Toscana");
    expect(inRegion("Lazio")).toBe("nel Lazio");
    expect(inRegion("Marche")).toBe("nelle Marche");
    expect(ofRegion("Umbria")).toBe("dell'Umbria");
    expect(ofRegion("Veneto")).toBe("del Veneto");
    expect(joinList(["vini", "olio", "extravergine"])).toBe("vini, olio ed extravergine");
  });
});

describe("the head noun of a name", () => {
  const article = (name: string, lexicon = basicLexicon) => {
    const head = nameHead(name, lexicon);
    return head ? withArticle(name, head) : name;
  };

  it("gives institutions the article of their head noun", () => {
    expect(article("Museo della Pietra e della Luce")).toBe("il Museo della Pietra e della Luce");
    expect(article("Fondazione Terre Alte")).toBe("la Fondazione Terre Alte");
    expect(article("Ente Valorizzazione Barocco Ibleo")).toBe("l'Ente Valorizzazione Barocco Ibleo");
    expect(article("Azienda Agricola Bellini")).toBe("l'Azienda Agricola Bellini");
    expect(article("Enoteca Ricci")).toBe("l'Enoteca Ricci");
    expect(article("Oleificio Esposito")).toBe("l'Oleificio Esposito");
    expect(article("Istituto Orsini")).toBe("l'Istituto Orsini");
    expect(article("Studio Gnudi Design")).toBe("lo Studio Gnudi Design");
    expect(article("Zecca di Ascoli Piceno")).toBe("la Zecca di Ascoli Piceno");
    expect(article("Gioielleria Orsini")).toBe("la Gioielleria Orsini");
    expect(article("Officine Molo Vecchio")).toBe("le Officine Molo Vecchio");
    expect(article("Antica Cantina Uberti")).toBe("l'Antica Cantina Uberti");
    expect(article("Tre Cime di Lavaredo")).toBe("le Tre Cime di Lavaredo");
  });

  it("leaves proper names and named places bare", () => {
    expect(article("Intagli Sassolungo")).toBe("Intagli Sassolungo");
    expect(article("Bellini 1921")).toBe("Bellini 1921");
    expect(article("Palazzo Te")).toBe("Palazzo Te");
    expect(article("Capo Caccia")).toBe("Capo Caccia");
    expect(article("Seceda")).toBe("Seceda");
    expect(article("Castello di Ama")).toBe("il Castello di Ama");
    expect(article("Castello Svevo di Trani")).toBe("il Castello Svevo di Trani");
    expect(article("Etna")).toBe("l'Etna");
  });

  it("knows nouns beyond the reviewed table through the full lexicon", () => {
    expect(basicLexicon.noun("unione")).toBeNull();
    expect(article("Unione dei Comuni della Valle", italianLexicon)).toBe("l'Unione dei Comuni della Valle");
    expect(italianLexicon.noun("aziende")).toEqual({ gender: "F", number: "P" });
    expect(italianLexicon.noun("uova")).toEqual({ gender: "F", number: "P" });
  });
});
