import { describe, expect, it } from "vitest";
import { gazetteer } from "../geo/gazetteer.server";
import { REGIONS } from "../knowledge";
import { readWishes } from "./wishes";

const gaz = gazetteer();
const read = (text: string) => readWishes(gaz, text);

describe("gazetteer", () => {
  it("holds every comune, province and region from the dataset, and locates every knowledge-base place", () => {
    expect(gaz.comuni).toBeGreaterThan(7800);
    expect(gaz.provinces).toBeGreaterThanOrEqual(107);
    expect(gaz.regions.size).toBe(20);
    for (const region of REGIONS) {
      for (const place of region.places) {
        const { point } = gaz.placeGeo(region, place);
        // Inside Italy's bounding box, and within 120 km of the region's capital.
        expect(point.lat, place.name).toBeGreaterThan(35.4);
        expect(point.lat, place.name).toBeLessThan(47.2);
        const capital = gaz.regions.get(region.name)?.point;
        const km = Math.hypot(
          (point.lat - (capital?.lat ?? 0)) * 111,
          (point.lon - (capital?.lon ?? 0)) * 80,
        );
        expect(km, `${place.name} (${region.name})`).toBeLessThan(260);
      }
    }
  });
});

describe("places named in a request", () => {
  it("keeps the spec's keywords (§5, D17)", () => {
    expect(read("toscana").regions).toEqual(["Toscana"]);
    expect(read("Vorrei vedere Roma").regions).toEqual(["Lazio"]);
    expect(read("un giro a milano").regions).toEqual(["Lombardia"]);
    expect(read("venezia in gondola").regions).toEqual(["Veneto"]);
    expect(read("firenze").regions).toEqual(["Toscana"]);
    expect(read("Napoli e dintorni").regions).toEqual(["Campania"]);
    expect(read("sicilia").regions).toEqual(["Sicilia"]);
  });

  it("understands lakes, areas and several places at once", () => {
    const garda = read("una gita sul lago di Garda");
    expect(garda.focus.map((f) => f.name)).toEqual(["Lago di Garda"]);
    expect(garda.defaulted).toBe(false);
    expect(read("un weekend a Bergamo e Mantova").focus.map((f) => f.name)).toEqual(["Bergamo", "Mantova"]);
    expect(read("Le Langhe tra vino e tartufo").focus[0]?.at).toBe("nelle Langhe");
    expect(read("un giro in Puglia e Basilicata").regions).toEqual(["Puglia", "Basilicata"]);
    expect(read("Isola d'Elba con i bambini").focus[0]?.island?.crossing?.from).toBe("Piombino");
  });

  it("reads ordinary words as words, and the same names as places when they are places", () => {
    for (const text of [
      "un vasto parco dove camminare",
      "la potenza del mare d'inverno",
      "è noto che si mangia bene in campagna",
      "l'ala moderna del museo",
      "vorrei partire all'alba",
    ]) {
      const w = read(text);
      expect(w.defaulted, text).toBe(true);
      expect(w.regions, text).toEqual(["Toscana"]);
    }
    expect(read("Un weekend a Vasto").regions).toEqual(["Abruzzo"]);
    expect(read("Un giorno a Potenza").regions).toEqual(["Basilicata"]);
    expect(read("Una giornata a Noto").regions).toEqual(["Sicilia"]);
    expect(read("Vino a Bra e Alba").focus.map((f) => f.name)).toEqual(["Bra", "Alba"]);
    expect(read("Le marche di moda italiane").defaulted).toBe(true);
    expect(read("Una settimana nelle Marche").regions).toEqual(["Marche"]);
  });

  it("reads what the traveller does not want", () => {
    const tuscany = read("Toscana ma non Firenze: solo campagna e borghi");
    expect(tuscany.regions).toEqual(["Toscana"]);
    expect(tuscany.avoid.map((a) => a.name)).toEqual(["Firenze"]);
    expect(tuscany.wantThemes).toContain("campagna");
    const sardinia = read("Sardegna a novembre, lontano dalle spiagge affollate");
    expect(sardinia.avoidThemes).toContain("mare");
    expect(sardinia.month).toBe(11);
    expect(read("Sardegna senza Costa Smeralda").avoid.map((a) => a.name)).toEqual(["Costa Smeralda"]);
    expect(read("Sicilia con i bambini, niente isole").avoidThemes).toContain("isole");
    // "non" reaches only what it negates.
    expect(read("una vacanza non troppo cara in Puglia").regions).toEqual(["Puglia"]);
  });

  it("reads companions, pace, duration and season", () => {
    expect(read("una settimana in Sicilia con i bambini")).toMatchObject({ companions: "famiglia", days: 7 });
    expect(read("Viaggio di lavoro a Milano").companions).toBe("lavoro");
    expect(read("Lago Trasimeno senza fretta").pace).toBe("lento");
    expect(read("Venezia e Verona in tre giorni").days).toBe(3);
    expect(read("Dolomiti d'estate").month).toBe(7);
    expect(read("Bolzano a Natale").month).toBe(12);
  });
});

describe("places as travellers write them", () => {
  it("reads a mistyped name of a region or a well-known town, never an ordinary word", () => {
    expect(read("Sardgena, spiagge e nuraghi").regions).toEqual(["Sardegna"]);
    expect(read("una settimana in pulgia al mare").regions).toEqual(["Puglia"]);
    expect(read("weekend a Veroan per l'opera").focus.map((f) => f.name)).toEqual(["Verona"]);
    // "ancora" is one letter from Ancona, "triste" from Trieste: both stay words.
    const words = read("Vorrei tornare ancora in un posto non triste");
    expect(words.defaulted).toBe(true);
    // Lowercase and with no place preposition, an unknown word is not guessed.
    expect(read("sardgena spiagge").defaulted).toBe(true);
  });

  it("knows the short names of comuni and the parts of Italy", () => {
    expect(read("weekend a Cortina a sciare").focus.map((f) => f.name)).toEqual(["Cortina d'Ampezzo"]);
    expect(read("qualche giorno a Sirmione e Desenzano").focus.map((f) => f.name)).toContain(
      "Desenzano del Garda",
    );
    expect(read("un giorno all'Aquila").regions).toEqual(["Abruzzo"]);
    expect(read("un tour del sud Italia").focus.map((f) => f.name)).toEqual(["Sud Italia"]);
    expect(read("Italia centrale in treno").focus[0]?.regions).toEqual([
      "Umbria",
      "Toscana",
      "Marche",
      "Lazio",
    ]);
    const negated = read("Liguria ma non Monterosso");
    expect(negated.avoid.map((a) => a.name)).toEqual(["Monterosso al Mare"]);
  });

  it("names places in a sentence with their article or their town", () => {
    expect(read("forte di Bard").focus[0]?.at).toBe("al Forte di Bard");
    expect(read("Sirmione e le Grotte di Catullo").focus[0]?.at).toBe("a Sirmione");
    expect(read("un weekend ad Agropoli").focus[0]?.at).toBe("ad Agropoli");
    expect(read("un weekend a La Spezia").focus[0]?.at).toBe("alla Spezia");
  });
});

describe("territories and idioms", () => {
  it("reads a province's territory after its article, never a dish", () => {
    expect(read("nel Vicentino tra ville e grappa").focus.map((f) => f.at)).toEqual(["nel Vicentino"]);
    expect(read("una settimana nell'Astigiano").regions).toEqual(["Piemonte"]);
    expect(read("ragù napoletano e pizza a Roma").regions).toEqual(["Lazio"]);
  });

  it("takes 'fuori porta' as a day out and 'fuori Roma' as a refusal", () => {
    const out = read("gita fuori porta da Bologna");
    expect(out.regions).toEqual(["Emilia-Romagna"]);
    expect(out.avoid).toEqual([]);
    expect(read("Lazio fuori Roma").avoid.map((a) => a.name)).toEqual(["Roma"]);
  });
});

describe("ordinary words after an article", () => {
  it("takes 'la Scala' for the theatre, not the comune of Scala", () => {
    expect(read("Milano, la Scala e poi i Navigli").regions).toEqual(["Lombardia"]);
    expect(read("un weekend a Scala in costiera").regions).toEqual(["Campania"]);
  });
});
