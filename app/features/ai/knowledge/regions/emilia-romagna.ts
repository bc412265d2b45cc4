import type { RegionKnowledge } from "../types";

export const emiliaRomagna: RegionKnowledge = {
  name: "Emilia-Romagna",
  slug: "emilia-romagna",
  capital: "Bologna",
  intro:
    "L'Emilia-Romagna è la Food Valley d'Italia, patria di Parmigiano Reggiano, Prosciutto di Parma, aceto balsamico e pasta fresca, ma anche della Motor Valley di Ferrari, Lamborghini, Maserati e Ducati. Dalle città d'arte lungo la via Emilia ai mosaici di Ravenna, fino alla Riviera romagnola e al Delta del Po, offre una straordinaria varietà di esperienze.",
  places: [
    {
      name: "Piazza Maggiore e Basilica di San Petronio",
      city: "Bologna",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Il cuore di Bologna, circondato da Palazzo d'Accursio, Palazzo del Podestà e dalla Basilica di San Petronio, tra le chiese più grandi del mondo, con la facciata incompiuta e la lunga meridiana di Cassini.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Provare il telefono senza fili sotto il Voltone del Podestà: parlando a un angolo si viene sentiti in quello opposto.",
      familyFriendly: true,
    },
    {
      name: "Portici di Bologna e San Luca",
      city: "Bologna",
      category: "Arte e Cultura",
      interests: ["art", "wellness", "nature"],
      description:
        "I portici di Bologna, patrimonio UNESCO dal 2021, si estendono per decine di chilometri. Il più lungo, con 666 arcate, sale per quasi 4 chilometri fino al Santuario della Madonna di San Luca, con vista sui colli.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La salita a piedi da Porta Saragozza richiede circa un'ora; chi vuole risparmiare le gambe può usare il trenino turistico San Luca Express.",
      familyFriendly: true,
    },
    {
      name: "Quadrilatero di Bologna",
      city: "Bologna",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "L'antico mercato medievale tra Piazza Maggiore e le Due Torri, con vie come Via Pescherie Vecchie e Via Drapperie piene di botteghe di salumi, formaggi, pasta fresca, pesce e frutta.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Comprare tortellini freschi da portare a casa e fare un tagliere con mortadella e squacquerone nelle osterie della zona.",
      familyFriendly: true,
    },
    {
      name: "Duomo e Piazza Grande di Modena",
      city: "Modena",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Il Duomo romanico iniziato nel 1099 dall'architetto Lanfranco, con le sculture di Wiligelmo, la Torre Ghirlandina e Piazza Grande formano un complesso patrimonio UNESCO. Poco lontano c'è il Mercato Albinelli.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Visitare al mattino il Mercato Albinelli per scoprire i prodotti locali, poi salire sulla Ghirlandina nei giorni di apertura.",
      familyFriendly: true,
    },
    {
      name: "Museo del Balsamico Tradizionale",
      city: "Spilamberto",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Museo dedicato all'Aceto Balsamico Tradizionale di Modena DOP, invecchiato almeno 12 anni in batterie di botticelle di legni diversi. Racconta storia, produzione e riti dell'assaggio.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Abbinare il museo alla visita di un'acetaia familiare su prenotazione, dove il balsamico si assaggia dal cucchiaio.",
      familyFriendly: true,
    },
    {
      name: "Cattedrale e Battistero di Parma",
      city: "Parma",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "La cattedrale romanica custodisce nella cupola l'Assunzione della Vergine del Correggio, mentre il Battistero ottagonale in marmo rosa di Benedetto Antelami è un capolavoro tra romanico e gotico.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Completare la visita con il Complesso della Pilotta e il Teatro Farnese, interamente in legno, a pochi minuti a piedi.",
      familyFriendly: true,
    },
    {
      name: "Museo del Parmigiano Reggiano",
      city: "Soragna",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Allestito in un antico casello circolare, racconta secoli di storia del re dei formaggi con attrezzi e ricostruzioni. Fa parte del circuito dei Musei del Cibo della provincia di Parma.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Per vedere la lavorazione del latte prenotare la visita in un caseificio al mattino presto, quando nasce la cagliata.",
      familyFriendly: true,
    },
    {
      name: "Reggia di Colorno",
      city: "Colorno",
      category: "Storia",
      interests: ["luxury", "art", "nature"],
      description:
        "Residenza ducale dei Farnese e poi dei Borbone, detta la piccola Versailles per le sue sale e il grande giardino alla francese. Conserva gli appartamenti ducali e la cappella ducale di San Liborio.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Gli appartamenti si visitano con visita guidata: controllare gli orari del fine settimana e concludere con una passeggiata nel parco.",
      familyFriendly: true,
    },
    {
      name: "Museo Ferrari",
      city: "Maranello",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "Il museo del Cavallino Rampante espone vetture da corsa e gran turismo, monoposto di Formula 1 e trofei. A Modena il Museo Enzo Ferrari, nella casa natale del fondatore, completa il racconto.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "giornata",
      tips: "Esiste un biglietto cumulativo per i due musei con navetta di collegamento; prenotare in anticipo il tour panoramico in bus.",
      familyFriendly: true,
    },
    {
      name: "Mosaici di Ravenna",
      city: "Ravenna",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Ravenna, capitale dell'Impero romano d'Occidente e poi dei Goti e dei Bizantini, conserva otto monumenti paleocristiani UNESCO. Spiccano la Basilica di San Vitale e il Mausoleo di Galla Placidia.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Il biglietto cumulativo copre più monumenti; l'ingresso al Mausoleo di Galla Placidia va prenotato nei periodi di maggiore affluenza.",
      familyFriendly: true,
    },
    {
      name: "Castello Estense e mura di Ferrara",
      city: "Ferrara",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Città del Rinascimento patrimonio UNESCO, Ferrara è dominata dal Castello Estense circondato dal fossato. Il Palazzo dei Diamanti ospita grandi mostre e le mura si percorrono per circa nove chilometri.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Noleggiare una bicicletta, il mezzo più usato in città, e fare il giro completo delle mura tra alberi e prati.",
      familyFriendly: true,
    },
    {
      name: "Comacchio e Valli di Comacchio",
      city: "Comacchio",
      category: "Natura",
      interests: ["nature", "food"],
      description:
        "La piccola Venezia della Romagna, con canali, ponti come i Trepponti e antiche tradizioni di pesca dell'anguilla. Le vicine valli, nel Parco del Delta del Po, ospitano colonie di fenicotteri.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "Le escursioni in barca nelle valli partono dalla Stazione Foce: portare binocolo e repellente per zanzare in estate.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di Pomposa",
      city: "Codigoro",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Abbazia benedettina nella pianura del Delta, con un campanile romanico alto 48 metri e affreschi trecenteschi. Qui il monaco Guido d'Arezzo elaborò il sistema di notazione musicale alla base di quello moderno.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Arrivare presto per godere del silenzio del complesso; la visita si abbina bene a quella di Comacchio e del Delta.",
      familyFriendly: true,
    },
    {
      name: "Rimini romana e Museo Fellini",
      city: "Rimini",
      category: "Storia",
      interests: ["art"],
      description:
        "Oltre alla spiaggia, Rimini custodisce l'Arco di Augusto, il Ponte di Tiberio, il Tempio Malatestiano e il Fellini Museum, dedicato al grande regista nato in città, tra Castel Sismondo e il Cinema Fulgor.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Visitare il centro storico nel tardo pomeriggio e la sera passeggiare nel Borgo San Giuliano, con i murales dedicati a Fellini.",
      familyFriendly: true,
    },
    {
      name: "Viale Ceccarini e spiagge di Riccione",
      city: "Riccione",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "La Perla Verde dell'Adriatico, con spiagge attrezzate e Viale Ceccarini, la via dello shopping e dello struscio serale. È una delle località più mondane della Riviera romagnola.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "In alta stagione prenotare ombrellone e alloggio; la sera Viale Ceccarini è pedonale e molto animato.",
      familyFriendly: true,
    },
    {
      name: "Porto Canale di Cesenatico",
      city: "Cesenatico",
      category: "Mare",
      interests: ["food", "art"],
      description:
        "Porto canale tradizionalmente attribuito a un progetto di Leonardo da Vinci, su cui galleggiano le barche storiche con vele colorate del Museo della Marineria. È il luogo ideale per una cena di pesce.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "A Natale il porto ospita un suggestivo presepe galleggiante; d'estate prenotare i ristoranti lungo il canale.",
      familyFriendly: true,
    },
    {
      name: "Fortezza di San Leo",
      city: "San Leo",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Fortezza rinascimentale su una rupe della Valmarecchia, citata da Dante e celebre prigione dove morì il conte di Cagliostro. Il borgo conserva la pieve preromanica e il duomo romanico.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "La salita alla fortezza è ripida: scarpe comode e, nelle giornate limpide, binocolo per la vista fino al mare.",
      familyFriendly: true,
    },
    {
      name: "Salsomaggiore Terme e Palazzo Berzieri",
      city: "Salsomaggiore Terme",
      category: "Benessere",
      interests: ["wellness", "luxury"],
      description:
        "Storica città termale delle acque salsobromoiodiche, simboleggiata dal Palazzo Berzieri, capolavoro Liberty e Déco decorato da Galileo Chini. Vicino si trova Tabiano, con le sue acque sulfuree.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Verificare in anticipo quali stabilimenti e spa sono aperti e prenotare i trattamenti; il centro è ideale per una passeggiata serale.",
      familyFriendly: false,
    },
    {
      name: "Brisighella",
      city: "Brisighella",
      category: "Storia",
      interests: ["food", "art"],
      description:
        "Borgo medievale dominato da tre pinnacoli rocciosi con la Rocca, la Torre dell'Orologio e il Santuario del Monticino. La Via degli Asini è una strada sopraelevata coperta, unica nel suo genere.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Assaggiare l'olio extravergine Brisighella DOP e salire alla Torre dell'Orologio al tramonto per la vista sulla valle del Lamone.",
      familyFriendly: true,
    },
    {
      name: "Cascata dell'Acquacheta",
      city: "San Benedetto in Alpe",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Nel Parco Nazionale delle Foreste Casentinesi, la cascata di circa 70 metri è citata da Dante nel XVI canto dell'Inferno. Il sentiero attraversa boschi e prati nella valle dell'Acquacheta.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il percorso da San Benedetto in Alpe richiede circa due ore all'andata: in primavera la portata d'acqua è più spettacolare.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Tortellini in brodo",
      description:
        "Piccola pasta ripiena di carne di maiale, prosciutto, mortadella e Parmigiano, servita in brodo di cappone.",
    },
    {
      name: "Tagliatelle al ragù",
      description:
        "Tagliatelle all'uovo tirate al mattarello con il ragù bolognese di carne cotto lentamente.",
    },
    {
      name: "Lasagne verdi alla bolognese",
      description: "Sfoglia agli spinaci a strati con ragù, besciamella e Parmigiano Reggiano.",
    },
    {
      name: "Mortadella Bologna IGP",
      description:
        "Grande salume cotto di carne suina con cubetti di grasso, profumato di spezie, da tagliare a fette sottili.",
    },
    {
      name: "Parmigiano Reggiano DOP",
      description:
        "Formaggio a pasta dura di latte vaccino, stagionato minimo 12 mesi, prodotto tra Parma, Reggio Emilia, Modena e zone limitrofe.",
    },
    {
      name: "Prosciutto di Parma DOP",
      description: "Prosciutto crudo dolce stagionato sulle colline di Parma con solo cosce di suino e sale.",
    },
    {
      name: "Culatello di Zibello DOP",
      description: "Salume pregiato della Bassa parmense, stagionato nelle cantine umide lungo il Po.",
    },
    {
      name: "Piadina romagnola IGP",
      description: "Sottile focaccia cotta sulla teglia, farcita con squacquerone, prosciutto e rucola.",
    },
    {
      name: "Cappellacci di zucca ferraresi",
      description: "Grossi ravioli ripieni di zucca e Parmigiano, conditi con burro e salvia o ragù.",
    },
  ],
  wines: [
    "Lambrusco",
    "Sangiovese di Romagna",
    "Albana di Romagna",
    "Gutturnio",
    "Pignoletto",
    "Nocino di Modena",
  ],
  bestSeasons: ["primavera", "autunno", "estate"],
  bestTime:
    "Primavera e autunno sono ideali per città d'arte e sagre gastronomiche, mentre l'estate è la stagione della Riviera romagnola e delle colline fresche dell'Appennino.",
  howToGet:
    "L'aeroporto Guglielmo Marconi di Bologna è collegato alla stazione dal monorotaia Marconi Express; ci sono scali anche a Rimini e Parma. Bologna Centrale è il principale nodo ferroviario dell'alta velocità tra Milano, Firenze e Roma. Le autostrade A1 e A14 si incrociano a Bologna, con la A13 verso Padova e la A22 verso il Brennero.",
  gettingAround:
    "Le città lungo la via Emilia sono ben collegate in treno regionale, spesso in meno di un'ora; per colline, caseifici, acetaie e Appennino conviene l'auto.",
  costs:
    "Costi medi con ottimo rapporto qualità-prezzo nelle trattorie; la Riviera offre soluzioni per tutte le tasche, mentre Bologna durante le fiere può essere cara.",
  practicalTips: [
    "Molte trattorie chiudono un giorno a settimana e sono piene nel weekend: prenotare sempre.",
    "Durante le grandi fiere di Bologna gli hotel si riempiono: controllare il calendario fieristico.",
    "Le visite ai caseifici si fanno al mattino presto, quando avviene la lavorazione del latte.",
    "In città come Ferrara, Bologna e Ravenna la bicicletta è un mezzo molto pratico.",
    "I centri storici hanno ZTL: verificare i permessi dell'hotel prima di entrare in auto.",
  ],
  curiosities: [
    "L'Università di Bologna, fondata nel 1088, è considerata la più antica del mondo occidentale.",
    "Pellegrino Artusi, autore del celebre manuale di cucina italiana, nacque a Forlimpopoli, dove oggi ha sede Casa Artusi.",
    "La ricetta tradizionale del ragù alla bolognese è stata depositata nel 1982 dall'Accademia Italiana della Cucina.",
    "Nella Motor Valley hanno sede Ferrari, Lamborghini, Maserati, Pagani e Ducati.",
    "Sotto Bologna scorrono canali in gran parte coperti: dalla finestrella di Via Piella se ne vede uno.",
  ],
};
