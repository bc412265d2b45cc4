import type { RegionKnowledge } from "../types";

export const friuliVeneziaGiulia: RegionKnowledge = {
  name: "Friuli-Venezia Giulia",
  slug: "friuli-venezia-giulia",
  capital: "Trieste",
  intro:
    "Il Friuli-Venezia Giulia è una terra di confine dove si incontrano culture latine, slave e germaniche, dalle Alpi Giulie e Carniche fino alle lagune di Grado e Marano. Trieste, mitteleuropea e letteraria, si affaccia sul mare, mentre Aquileia, Cividale e Palmanova raccontano duemila anni di storia tra vigneti di bianchi tra i migliori d'Italia.",
  places: [
    {
      name: "Piazza Unità d'Italia",
      city: "Trieste",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Considerata la più grande piazza d'Europa affacciata sul mare, è circondata da palazzi eclettici dell'epoca asburgica come il Municipio e il Palazzo del Governo. Di fronte si allunga il Molo Audace.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "sera",
      tips: "Il momento più bello è il tramonto dal Molo Audace, quando si accendono le luci della piazza; nei giorni di bora tenersi lontano dal bordo.",
      familyFriendly: true,
    },
    {
      name: "Castello di Miramare",
      city: "Trieste",
      category: "Storia",
      interests: ["art", "luxury", "nature"],
      description:
        "Residenza bianca costruita a metà Ottocento per l'arciduca Massimiliano d'Asburgo e Carlotta del Belgio, a picco sul golfo. Gli appartamenti conservano arredi originali e il parco ospita piante rare.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il parco è ad accesso gratuito, il castello a pagamento; da Trieste si arriva in bus e d'estate si può unire un bagno sul lungomare di Barcola.",
      familyFriendly: true,
    },
    {
      name: "Caffè storici di Trieste",
      city: "Trieste",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "Trieste è una capitale europea del caffè: nei suoi caffè storici, come il San Marco e il Tommaseo, si sono seduti scrittori come Joyce, Svevo e Saba, tra arredi Liberty e ottocenteschi.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Imparare il lessico locale: un nero è un espresso, un capo è un macchiato e un capo in b è servito nel bicchiere.",
      familyFriendly: true,
    },
    {
      name: "Grotta Gigante",
      city: "Sgonico",
      category: "Natura",
      interests: ["nature"],
      description:
        "Sull'altipiano del Carso si apre una delle grotte turistiche più grandi al mondo, con un'unica immensa sala alta quasi cento metri. Al suo interno sono installati strumenti scientifici per lo studio dei movimenti della Terra.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "giornata",
      tips: "La visita guidata prevede centinaia di gradini e una temperatura di circa 11 gradi: servono scarpe antiscivolo e una felpa.",
      familyFriendly: true,
    },
    {
      name: "Basilica di Aquileia",
      city: "Aquileia",
      category: "Storia",
      interests: ["art"],
      description:
        "Aquileia fu una delle maggiori città dell'Impero romano e oggi è patrimonio UNESCO. La basilica patriarcale conserva un pavimento a mosaico del IV secolo tra i più vasti dell'Occidente paleocristiano.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Completare la visita con il Museo Archeologico Nazionale e il porto fluviale romano; i mosaici si ammirano dalle passerelle in vetro.",
      familyFriendly: true,
    },
    {
      name: "Tempietto Longobardo",
      city: "Cividale del Friuli",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Cividale, fondata da Giulio Cesare come Forum Iulii, conserva il Tempietto Longobardo dell'VIII secolo con stucchi straordinari, parte del sito UNESCO dei Longobardi in Italia. Il Ponte del Diavolo scavalca il Natisone.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Assaggiare la gubana, il dolce a spirale delle Valli del Natisone, magari bagnata con un goccio di grappa o slivovitz.",
      familyFriendly: true,
    },
    {
      name: "Palmanova",
      city: "Palmanova",
      category: "Storia",
      interests: ["art"],
      description:
        "Città fortezza fondata dalla Repubblica di Venezia nel 1593 con una pianta a stella a nove punte, perfetto esempio di città ideale rinascimentale. Fa parte del sito UNESCO delle opere di difesa veneziane.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Percorrere in bicicletta o a piedi il camminamento lungo i bastioni per comprendere la geometria della città.",
      familyFriendly: true,
    },
    {
      name: "Piazza della Libertà e Gallerie del Tiepolo",
      city: "Udine",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Piazza della Libertà, con la Loggia del Lionello e il porticato di San Giovanni, è detta la più bella piazza veneziana sulla terraferma. Nel Palazzo Patriarcale si ammirano gli affreschi giovanili di Giambattista Tiepolo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "A Udine è tradizione il tajut, il calice di vino bevuto in osteria prima di cena: provarlo con il Friulano.",
      familyFriendly: true,
    },
    {
      name: "San Daniele del Friuli",
      city: "San Daniele del Friuli",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Borgo collinare famoso per il Prosciutto di San Daniele DOP, stagionato grazie all'incontro tra aria alpina e brezze marine. Ospita anche la Biblioteca Guarneriana, una delle più antiche biblioteche pubbliche d'Italia.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "A fine giugno la festa Aria di Festa apre i prosciuttifici al pubblico; il resto dell'anno molti laboratori propongono visite su prenotazione.",
      familyFriendly: true,
    },
    {
      name: "Collio",
      city: "Cormòns",
      category: "Enogastronomia",
      interests: ["food", "nature", "luxury"],
      description:
        "Colline vitate al confine con la Slovenia, celebri per bianchi come Friulano, Ribolla Gialla e Sauvignon. Cormòns è il cuore della zona, tra cantine, agriturismi e panorami sui vigneti.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prenotare le degustazioni e affidarsi a un autista o a un tour in bici elettrica per girare tra le cantine in sicurezza.",
      familyFriendly: false,
    },
    {
      name: "Grado",
      city: "Grado",
      category: "Mare",
      interests: ["nature", "wellness", "art"],
      description:
        "L'Isola del Sole, con un centro storico di calli e la basilica paleocristiana di Sant'Eufemia, affacciata su spiagge sabbiose e su una laguna punteggiata di casoni di pescatori. È nota anche per le cure marine.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Fare un'escursione in barca nella laguna verso il santuario di Barbana e assaggiare il boreto alla graisana.",
      familyFriendly: true,
    },
    {
      name: "Lignano Sabbiadoro",
      city: "Lignano Sabbiadoro",
      category: "Mare",
      interests: ["nature"],
      description:
        "Località balneare con chilometri di spiaggia sabbiosa e fondali bassi, ideale per le famiglie, circondata da pinete. Ernest Hemingway, che la visitò negli anni Cinquanta, la paragonò alla Florida.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Le spiagge sono molto attrezzate: prenotare ombrellone e lettino in agosto e approfittare delle piste ciclabili tra le pinete.",
      familyFriendly: true,
    },
    {
      name: "Laghi di Fusine",
      city: "Tarvisio",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Due laghi alpini, superiore e inferiore, circondati da boschi di abeti ai piedi del Mangart, vicino al confine con la Slovenia. Un sentiero facile permette di girarli a piedi in un'atmosfera di grande quiete.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il parcheggio in estate è a pagamento e si riempie presto: arrivare al mattino, quando le acque riflettono le montagne.",
      familyFriendly: true,
    },
    {
      name: "Parco Naturale delle Dolomiti Friulane",
      city: "Cimolais",
      category: "Natura",
      interests: ["nature"],
      description:
        "Le Dolomiti più selvagge, parte del patrimonio UNESCO, con valli disabitate, boschi e vette come il Campanile di Val Montanaia. Il parco è attraversato da sentieri per escursionisti e alpinisti.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "I centri visite del parco forniscono mappe e informazioni sui sentieri; d'estate portare molta acqua perché le fonti sono rare.",
      familyFriendly: true,
    },
    {
      name: "Arta Terme",
      city: "Arta Terme",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Località termale della Carnia dove sgorga l'acqua sulfurea della fonte Pudia, apprezzata fin dall'antichità. È una buona base per escursioni nelle Alpi Carniche e per scoprire i borghi di montagna.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Verificare periodi e orari dello stabilimento termale; nei dintorni assaggiare i cjarsons, i ravioli dolci-salati della Carnia.",
      familyFriendly: true,
    },
    {
      name: "Sentiero Rilke e Castello di Duino",
      city: "Duino-Aurisina",
      category: "Natura",
      interests: ["nature", "wellness", "art"],
      description:
        "Il sentiero corre per circa due chilometri sulle falesie tra Duino e Sistiana, in una riserva naturale affacciata sul golfo. Prende il nome da Rainer Maria Rilke, ospite del castello dove iniziò le Elegie duinesi.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Percorrerlo al tramonto, quando il sole scende sul mare; il Castello di Duino, ancora abitato, apre alle visite in orari stabiliti.",
      familyFriendly: true,
    },
    {
      name: "Portopiccolo e Baia di Sistiana",
      city: "Duino-Aurisina",
      category: "Mare",
      interests: ["luxury", "wellness"],
      description:
        "In un'ex cava affacciata sulla baia di Sistiana è nato un borgo turistico con porto per yacht, spiaggia, spa e ristoranti, ispirato ai villaggi di pescatori. La baia è circondata dalle falesie del Carso.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "D'estate prenotare lettini e ristoranti; all'ora dell'aperitivo il porticciolo è il luogo più elegante della costa triestina.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di Rosazzo",
      city: "Manzano",
      category: "Benessere",
      interests: ["wellness", "food"],
      description:
        "Antica abbazia sulle colline dei Colli Orientali, circondata da vigneti e da un giardino di rose. Ha una lunga tradizione vitivinicola, oggi tutelata dalla DOCG Rosazzo, e ospita eventi e degustazioni.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Maggio è il mese migliore, con le rose in fiore; verificare gli orari di apertura perché le visite sono spesso organizzate su prenotazione.",
      familyFriendly: true,
    },
    {
      name: "Venzone",
      city: "Venzone",
      category: "Storia",
      interests: ["art"],
      description:
        "Borgo murato medievale distrutto dal terremoto del 1976 e ricostruito pietra su pietra, compreso il Duomo, con un imponente lavoro di anastilosi. Nella cripta di San Michele si conservano le celebri mummie.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Visitare il centro visite che racconta la ricostruzione; a fine ottobre si tiene la Festa della Zucca con rievocazioni medievali.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Frico",
      description:
        "Tortino di formaggio Montasio e patate cotto in padella fino a formare una crosta dorata.",
    },
    {
      name: "Cjarsons",
      description:
        "Ravioli della Carnia dal ripieno dolce-salato con patate, erbe, uvetta e cannella, conditi con burro fuso e ricotta affumicata.",
    },
    {
      name: "Prosciutto di San Daniele DOP",
      description:
        "Prosciutto crudo dolce e profumato, riconoscibile per la forma a chitarra con lo zampino.",
    },
    {
      name: "Jota triestina",
      description: "Minestra di fagioli, crauti e patate, spesso arricchita con carne di maiale affumicata.",
    },
    {
      name: "Gubana",
      description:
        "Dolce delle Valli del Natisone a forma di chiocciola, ripieno di noci, uvetta, pinoli e grappa.",
    },
    {
      name: "Montasio DOP",
      description:
        "Formaggio di latte vaccino delle Alpi Giulie e Carniche, ingrediente principale del frico.",
    },
    {
      name: "Brovada e muset",
      description:
        "Rape macerate nelle vinacce e grattugiate, servite con il musetto, un cotechino friulano.",
    },
    {
      name: "Boreto alla graisana",
      description:
        "Piatto di pesce dei pescatori di Grado, cotto con olio, aglio e aceto e servito con polenta bianca.",
    },
  ],
  wines: [
    "Friulano",
    "Ribolla Gialla",
    "Picolit",
    "Refosco dal Peduncolo Rosso",
    "Terrano",
    "Grappa friulana",
  ],
  bestSeasons: ["primavera", "estate", "autunno"],
  bestTime:
    "Da maggio a ottobre per mare, montagna e vigneti; settembre e ottobre sono perfetti per la vendemmia nel Collio, mentre l'inverno è per lo sci a Tarvisio e sullo Zoncolan.",
  howToGet:
    "L'aeroporto di Trieste, a Ronchi dei Legionari, ha una stazione ferroviaria collegata a Trieste e Udine; è comodo anche Venezia Marco Polo. Trieste Centrale e Udine sono collegate via Venezia Mestre. Le autostrade A4 Venezia-Trieste e A23 Palmanova-Tarvisio sono gli assi principali.",
  gettingAround:
    "Treni regionali e autobus collegano bene le città principali; per Collio, Carnia e Dolomiti Friulane l'auto è quasi indispensabile. D'estate i battelli collegano Trieste, Grado e Lignano.",
  costs:
    "Costi medi, più contenuti rispetto al vicino Veneto: osterie e agriturismi offrono ottimo rapporto qualità-prezzo, mentre le località balneari in agosto sono più care.",
  practicalTips: [
    "A Trieste la bora può superare i 100 chilometri orari: nelle giornate di vento tenersi alle corde e prestare attenzione sui moli.",
    "La FVG Card include musei, trasporti e sconti in tutta la regione.",
    "Nelle osterie friulane il tajut di vino si accompagna spesso a stuzzichini e salumi.",
    "Il Carso è ideale in primavera e in autunno per le escursioni, meno in piena estate per il caldo.",
    "Per il Collio e i Colli Orientali prenotare le cantine, molte delle quali sono aziende familiari.",
  ],
  curiosities: [
    "Il nome Friuli deriva da Forum Iulii, l'antico nome di Cividale fondata da Giulio Cesare.",
    "Il friulano è riconosciuto come lingua minoritaria e si parla in gran parte della regione, accanto allo sloveno e al tedesco.",
    "Fino al 2007 il vino Friulano si chiamava Tocai Friulano.",
    "Trieste è uno dei principali porti del caffè nel Mediterraneo e sede di importanti torrefazioni.",
    "Nella Grotta Gigante sono installati due lunghi pendoli geodetici per misurare le deformazioni della crosta terrestre.",
  ],
};
