import type { RegionKnowledge } from "../types";

export const liguria: RegionKnowledge = {
  name: "Liguria",
  slug: "liguria",
  capital: "Genova",
  intro:
    "La Liguria è una sottile striscia di terra stretta tra mare e montagne, che disegna un arco dalla Costa Azzurra alla Toscana. Borghi colorati aggrappati alle scogliere, terrazzamenti a secco, palazzi nobiliari genovesi e una cucina profumata di basilico e olio ne fanno una delle regioni più amate d'Italia.",
  places: [
    {
      name: "Cinque Terre",
      city: "Riomaggiore, Manarola, Corniglia, Vernazza, Monterosso al Mare",
      category: "Mare",
      interests: ["nature", "food"],
      description:
        "Cinque borghi colorati affacciati sul mare, collegati da sentieri panoramici tra vigneti terrazzati sostenuti da muretti a secco. Insieme a Portovenere e alle isole sono patrimonio UNESCO e Parco Nazionale.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Alcuni sentieri richiedono la Cinque Terre Card e possono essere chiusi per manutenzione: verificare prima e usare il treno tra i borghi.",
      familyFriendly: true,
    },
    {
      name: "Portofino",
      city: "Portofino",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "Piccolo borgo di pescatori divenuto simbolo di eleganza internazionale, con la celebre Piazzetta, le case colorate sul porticciolo e gli yacht. Un sentiero sale a Castello Brown e al faro sulla punta del promontorio.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "I parcheggi sono pochi e costosi: arrivare in battello da Santa Margherita Ligure o Camogli oppure a piedi lungo la costa.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di San Fruttuoso",
      city: "Camogli",
      category: "Storia",
      interests: ["wellness", "art", "nature"],
      description:
        "Abbazia medievale nascosta in una piccola baia del promontorio di Portofino, raggiungibile solo via mare o a piedi. Nelle acque della baia, a circa 17 metri di profondità, si trova la statua del Cristo degli Abissi.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il sentiero da Portofino o da Camogli richiede scarpe da trekking e acqua; in alternativa ci sono battelli stagionali.",
      familyFriendly: true,
    },
    {
      name: "Camogli",
      city: "Camogli",
      category: "Mare",
      interests: ["food", "nature"],
      description:
        "Borgo marinaro dalle alte case dai colori pastello, affacciate sul lungomare e sul porticciolo dominato dalla basilica di Santa Maria Assunta. A maggio ospita la Sagra del Pesce con la sua gigantesca padella.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Assaggiare la focaccia nelle panetterie del lungomare e fermarsi fino al tramonto, quando le facciate si colorano di luce calda.",
      familyFriendly: true,
    },
    {
      name: "Recco e la focaccia col formaggio",
      city: "Recco",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Cittadina del Golfo Paradiso nota come capitale gastronomica della Liguria. Qui nasce la focaccia di Recco col formaggio IGP, due sfoglie sottilissime farcite di crescenza e cotte in forno ad alta temperatura.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "sera",
      tips: "La focaccia va mangiata appena sfornata e bollente; a fine maggio la città celebra la Sagra della focaccia.",
      familyFriendly: true,
    },
    {
      name: "Acquario di Genova",
      city: "Genova",
      category: "Natura",
      interests: ["nature"],
      description:
        "Progettato da Renzo Piano per le celebrazioni colombiane del 1992 nel Porto Antico, è uno degli acquari più grandi d'Europa, con vasche dedicate a delfini, squali, pinguini, foche e ecosistemi tropicali.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Comprare il biglietto online con orario d'ingresso; nei weekend e nei giorni di pioggia arrivare all'apertura per evitare code.",
      familyFriendly: true,
    },
    {
      name: "Via Garibaldi e Musei di Strada Nuova",
      city: "Genova",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "La Strada Nuova cinquecentesca è il cuore del sito UNESCO dei Palazzi dei Rolli. Palazzo Rosso, Palazzo Bianco e Palazzo Tursi ospitano dipinti di Van Dyck, Rubens e Caravaggio e il violino di Paganini.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "In alcuni fine settimana dell'anno si svolgono i Rolli Days, con apertura straordinaria e gratuita di molti palazzi nobiliari.",
      familyFriendly: true,
    },
    {
      name: "Mercato Orientale",
      city: "Genova",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Storico mercato coperto di Via XX Settembre, aperto alla fine dell'Ottocento, con banchi di verdure, pesce, erbe aromatiche e prodotti tipici. Al piano superiore si assaggiano piatti della cucina genovese.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "È il posto giusto per comprare basilico genovese, pinoli e formaggi per preparare il pesto a casa.",
      familyFriendly: true,
    },
    {
      name: "Boccadasse",
      city: "Genova",
      category: "Mare",
      interests: ["nature", "wellness"],
      description:
        "Antico borgo di pescatori inglobato nella città, con case colorate raccolte attorno a una piccola spiaggia di ciottoli e barche tirate a secco. Si raggiunge passeggiando lungo Corso Italia.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "sera",
      tips: "Arrivare prima del tramonto e concedersi un gelato o una focaccia seduti sugli scogli; il sabato sera è molto frequentato.",
      familyFriendly: true,
    },
    {
      name: "Portovenere",
      city: "Portovenere",
      category: "Mare",
      interests: ["art", "nature"],
      description:
        "Borgo fortificato all'estremità del Golfo della Spezia, patrimonio UNESCO, con la chiesa gotica di San Pietro a strapiombo sul mare e la Grotta Arpaia legata a Lord Byron. Di fronte si trova l'isola Palmaria.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "In estate raggiungerlo in battello dalla Spezia per evitare traffico e parcheggio; dalla banchina partono gite intorno alle isole.",
      familyFriendly: true,
    },
    {
      name: "Santa Margherita Ligure",
      city: "Santa Margherita Ligure",
      category: "Mare",
      interests: ["luxury", "art"],
      description:
        "Elegante località del Golfo del Tigullio con lungomare alberato, porto turistico e ville storiche. Villa Durazzo, con il suo parco all'italiana affacciato sul golfo, ospita mostre ed eventi.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Ottima base per esplorare Portofino e San Fruttuoso in battello; in estate prenotare l'alloggio con largo anticipo.",
      familyFriendly: true,
    },
    {
      name: "Sanremo",
      city: "Sanremo",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "La città dei fiori e del Festival della canzone italiana, con lo storico Casinò in stile Liberty, la chiesa russa ortodossa e lo shopping di via Matteotti. Il borgo medievale della Pigna sale sulla collina.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Percorrere in bicicletta la pista ciclabile sul tracciato dell'ex ferrovia costiera, che collega Sanremo ai borghi vicini.",
      familyFriendly: true,
    },
    {
      name: "Giardini Botanici Hanbury",
      city: "Ventimiglia",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Fondati nel 1867 da Sir Thomas Hanbury sul promontorio della Mortola, i giardini scendono a terrazze fino al mare con migliaia di specie esotiche e mediterranee. Oggi sono gestiti dall'Università di Genova.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Il percorso è in discesa all'andata e in salita al ritorno: scarpe comode, cappello e acqua nelle giornate calde.",
      familyFriendly: true,
    },
    {
      name: "Grotte di Toirano",
      city: "Toirano",
      category: "Natura",
      interests: ["nature"],
      description:
        "Complesso carsico con stalattiti e concrezioni spettacolari. Nella Grotta della Bàsura si conservano impronte umane del Paleolitico, risalenti a circa 14.000 anni fa, e resti di orso delle caverne.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "giornata",
      tips: "Le grotte si visitano solo con guida; all'interno la temperatura è fresca tutto l'anno, quindi portare una felpa anche d'estate.",
      familyFriendly: true,
    },
    {
      name: "Finalborgo",
      city: "Finale Ligure",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Borgo medievale cinto da mura, tra i Borghi più belli d'Italia, con la basilica di San Biagio e il Castel Gavone. L'entroterra del Finalese è meta di arrampicata, escursioni e mountain bike.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Unire la visita al borgo con un bagno a Varigotti o a Finale Marina, a pochi minuti d'auto.",
      familyFriendly: true,
    },
    {
      name: "Dolceacqua",
      city: "Dolceacqua",
      category: "Storia",
      interests: ["art", "food"],
      description:
        "Borgo della Val Nervia dominato dal Castello dei Doria e attraversato da un elegante ponte medievale a schiena d'asino, dipinto da Claude Monet nel 1884. È la patria del Rossese di Dolceacqua.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Perdersi nei carugi del borgo antico e concludere con un bicchiere di Rossese e una michetta, il dolce tipico del paese.",
      familyFriendly: true,
    },
    {
      name: "Baia del Silenzio",
      city: "Sestri Levante",
      category: "Mare",
      interests: ["wellness", "nature"],
      description:
        "Piccola baia dalle acque calme racchiusa tra le case colorate di Sestri Levante, affacciate direttamente sulla spiaggia. Sul lato opposto dell'istmo si apre la più ampia Baia delle Favole.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "D'estate la spiaggia libera si riempie presto: arrivare al mattino e tornare al tramonto per vedere la baia nella luce più bella.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Trofie al pesto genovese",
      description:
        "Piccola pasta attorcigliata condita con il pesto di basilico genovese DOP, pinoli, aglio, Parmigiano, pecorino e olio.",
    },
    {
      name: "Focaccia genovese",
      description:
        "La fugassa alta pochi centimetri, con i tipici buchi e una salamoia di olio e sale, da mangiare a colazione.",
    },
    {
      name: "Focaccia di Recco col formaggio IGP",
      description:
        "Due sfoglie sottilissime di pasta non lievitata farcite di formaggio fresco, cotte in forno molto caldo.",
    },
    {
      name: "Farinata",
      description:
        "Sottile torta di farina di ceci, acqua, olio e sale, cotta nel forno a legna in grandi teglie di rame.",
    },
    {
      name: "Pansoti con salsa di noci",
      description:
        "Ravioli triangolari ripieni di erbe selvatiche e prescinseua, conditi con una cremosa salsa di noci.",
    },
    {
      name: "Acciughe di Monterosso",
      description:
        "Acciughe del Mar Ligure, fritte, ripiene o conservate sotto sale, simbolo della cucina delle Cinque Terre.",
    },
    {
      name: "Torta pasqualina",
      description:
        "Torta salata di sfoglie sottili ripiena di bietole o carciofi, prescinseua e uova intere.",
    },
    {
      name: "Pandolce genovese",
      description:
        "Dolce natalizio con uvetta, canditi, pinoli e semi di finocchio, nella versione alta o bassa.",
    },
  ],
  wines: [
    "Cinque Terre Sciacchetrà",
    "Vermentino dei Colli di Luni",
    "Pigato",
    "Rossese di Dolceacqua",
    "Ormeasco di Pornassio",
  ],
  bestSeasons: ["primavera", "inizio estate", "settembre"],
  bestTime:
    "Maggio, giugno e settembre offrono mare già piacevole, sentieri percorribili e meno folla rispetto a luglio e agosto, quando borghi e spiagge sono molto affollati.",
  howToGet:
    "L'aeroporto di Genova Cristoforo Colombo serve tutta la regione, mentre per la Riviera di Levante è comodo anche Pisa e per il Ponente Nizza. Le stazioni principali sono Genova Piazza Principe, Genova Brignole e La Spezia Centrale. Le autostrade A10 e A12 percorrono la costa, mentre A7 e A26 collegano la Liguria alla Pianura Padana.",
  gettingAround:
    "Il treno regionale lungo la costa è il modo più pratico per spostarsi tra i borghi, integrato dai battelli nei golfi; l'auto serve soprattutto per l'entroterra.",
  costs:
    "Costi medio-alti sulla costa in estate, con punte elevate a Portofino e alle Cinque Terre; l'entroterra e la bassa stagione sono decisamente più economici.",
  practicalTips: [
    "Alle Cinque Terre muoversi in treno o in battello: le strade sono strette e i parcheggi rarissimi.",
    "Per i sentieri costieri servono scarpe da trekking, acqua e protezione solare; le infradito non sono adatte.",
    "Molte spiagge sono di ciottoli: le scarpette da scoglio rendono il bagno più comodo.",
    "In estate prenotare alloggi e ristoranti con anticipo, soprattutto nel weekend.",
    "Nei giorni di allerta meteo i sentieri possono essere chiusi: consultare i canali ufficiali della Regione.",
  ],
  curiosities: [
    "Il tessuto dei jeans deve il nome a Genova: i francesi lo chiamavano bleu de Gênes.",
    "La Lanterna di Genova è uno dei fari più antichi ancora in funzione e simbolo della città.",
    "Lo Sciacchetrà è un vino passito prodotto con uve appassite coltivate sui ripidi terrazzamenti delle Cinque Terre.",
    "Il Festival di Sanremo si tiene dal 1951 ed è la più celebre rassegna della canzone italiana.",
    "Il violino di Niccolò Paganini, detto il Cannone, è custodito a Genova e viene suonato in rare occasioni.",
  ],
};
