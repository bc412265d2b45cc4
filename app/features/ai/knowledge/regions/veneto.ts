import type { RegionKnowledge } from "../types";

export const veneto: RegionKnowledge = {
  name: "Veneto",
  slug: "veneto",
  capital: "Venezia",
  intro:
    "Il Veneto va dalle Dolomiti alla laguna di Venezia, passando per il Lago di Garda, le colline del Prosecco e le città d'arte di Verona, Padova e Vicenza. È la terra delle ville di Palladio, dei mosaici di San Marco e degli affreschi di Giotto, ma anche di terme, vini celebri e cicchetti da gustare nei bacari.",
  places: [
    {
      name: "Basilica di San Marco",
      city: "Venezia",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Simbolo di Venezia e del suo legame con Bisanzio, la basilica è rivestita da oltre 8.000 metri quadrati di mosaici dorati. Custodisce la Pala d'Oro e, nel museo, i cavalli di bronzo originali.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Prenotare l'ingresso online per saltare la coda; spalle e ginocchia coperte e niente zaini voluminosi, da lasciare al deposito.",
      familyFriendly: true,
    },
    {
      name: "Palazzo Ducale",
      city: "Venezia",
      category: "Storia",
      interests: ["art", "luxury"],
      description:
        "Sede del governo della Serenissima, affacciato sul bacino di San Marco. Dalla Sala del Maggior Consiglio, con il Paradiso di Tintoretto, si arriva al Ponte dei Sospiri e alle antiche prigioni.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Il percorso Itinerari Segreti, su prenotazione, porta negli uffici nascosti e nei Piombi da cui evase Casanova.",
      familyFriendly: true,
    },
    {
      name: "Gallerie dell'Accademia",
      city: "Venezia",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Il più importante museo di pittura veneziana, dal Trecento al Settecento, con opere di Bellini, Giorgione, Tiziano, Tintoretto, Veronese e Canaletto. Tra i capolavori spicca La Tempesta di Giorgione.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Il museo è meno affollato nel tardo pomeriggio; all'uscita attraversare il Ponte dell'Accademia per una delle viste più belle sul Canal Grande.",
      familyFriendly: true,
    },
    {
      name: "Mercato di Rialto",
      city: "Venezia",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Da secoli il mercato di Venezia, accanto al Ponte di Rialto, con i banchi di frutta e verdura delle isole della laguna e la Pescheria neogotica, dove arrivano ogni mattina pesci e molluschi dell'Adriatico.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Andare di buon mattino, dal martedì al sabato quando è aperta la Pescheria, e proseguire con i cicchetti nei bacari della zona.",
      familyFriendly: true,
    },
    {
      name: "Murano e Burano",
      city: "Venezia",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "Murano è l'isola del vetro soffiato, con le fornaci e il Museo del Vetro; Burano è celebre per le case dai colori vivaci e per il merletto ad ago, raccontato nel Museo del Merletto.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Raggiungere le isole in vaporetto dalle Fondamente Nove; per il vetro autentico cercare il marchio Vetro Artistico Murano.",
      familyFriendly: true,
    },
    {
      name: "Collezione Peggy Guggenheim",
      city: "Venezia",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Nel Palazzo Venier dei Leoni sul Canal Grande, la casa-museo di Peggy Guggenheim espone capolavori del Novecento di Picasso, Pollock, Magritte, Kandinsky e Calder, con un giardino di sculture.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenotare online nei periodi di punta e verificare il giorno di chiusura settimanale; la terrazza sul Canal Grande è imperdibile.",
      familyFriendly: true,
    },
    {
      name: "Lido di Venezia",
      city: "Venezia",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "Lunga isola sabbiosa tra laguna e Adriatico, con ville Liberty e spiagge attrezzate. Ogni anno tra agosto e settembre ospita la Mostra Internazionale d'Arte Cinematografica, il festival del cinema più antico del mondo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Noleggiare una bicicletta per percorrere l'isola fino agli Alberoni, dove si trovano dune e spiagge più tranquille.",
      familyFriendly: true,
    },
    {
      name: "Arena di Verona",
      city: "Verona",
      category: "Storia",
      interests: ["art", "luxury"],
      description:
        "Anfiteatro romano del I secolo d.C., tra i meglio conservati al mondo, nel cuore di Piazza Bra. Dal 1913 ospita ogni estate l'Arena di Verona Opera Festival, con grandi allestimenti sotto le stelle.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "sera",
      tips: "Per l'opera portare un cuscino per le gradinate non numerate e una giacca leggera; i posti in platea richiedono abbigliamento curato.",
      familyFriendly: true,
    },
    {
      name: "Cappella degli Scrovegni",
      city: "Padova",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Affrescata da Giotto tra il 1303 e il 1305 con le storie della Vergine e di Cristo e il Giudizio Universale, è una pietra miliare della pittura occidentale e parte del sito UNESCO Padova Urbs picta.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "La prenotazione è obbligatoria: si entra a orario fisso dopo una sosta in una sala di acclimatazione, quindi arrivare con anticipo.",
      familyFriendly: true,
    },
    {
      name: "Orto Botanico di Padova",
      city: "Padova",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Fondato nel 1545, è il più antico orto botanico universitario al mondo ancora nella sua sede originaria e patrimonio UNESCO. Accanto all'hortus cinquecentesco si trova il moderno Giardino della Biodiversità.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Cercare la palma di Goethe, piantata nel Cinquecento; a pochi passi si trovano la Basilica del Santo e il Prato della Valle.",
      familyFriendly: true,
    },
    {
      name: "Terme Euganee",
      city: "Abano Terme",
      category: "Benessere",
      interests: ["wellness", "luxury"],
      description:
        "Abano e Montegrotto formano uno dei più importanti bacini termali d'Europa, celebre per il fango termale maturato e per le piscine di acqua calda, ai piedi dei Colli Euganei.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Molti hotel termali offrono ingressi giornalieri alle piscine: prenotare nel weekend e portare accappatoio e ciabatte.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di Praglia",
      city: "Teolo",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Abbazia benedettina sui Colli Euganei, con chiostri rinascimentali e una biblioteca monumentale. I monaci sono noti per il restauro del libro antico e producono vino, miele e prodotti di erboristeria.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Le visite sono guidate dai monaci in orari stabiliti; rispettare il silenzio e acquistare i prodotti nello spaccio del monastero.",
      familyFriendly: true,
    },
    {
      name: "Colline del Prosecco di Conegliano e Valdobbiadene",
      city: "Valdobbiadene",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Patrimonio UNESCO dal 2019, le colline a ciglioni sono coltivate a vigneti di Glera fino ai ripidi pendii del Cartizze. Una strada del vino collega borghi, pievi e cantine tra Conegliano e Valdobbiadene.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Percorrere in auto o in bici la Strada del Prosecco fermandosi in un agriturismo per un calice tra le vigne; prenotare le visite in cantina.",
      familyFriendly: false,
    },
    {
      name: "Teatro Olimpico e Villa La Rotonda",
      city: "Vicenza",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Vicenza è la città di Andrea Palladio: il Teatro Olimpico, sua ultima opera, ha scene prospettiche fisse di legno e stucco, mentre Villa Almerico Capra, detta La Rotonda, è un modello per l'architettura mondiale.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La Rotonda è raggiungibile a piedi dal centro in circa mezz'ora; gli interni aprono solo in alcuni giorni della settimana.",
      familyFriendly: true,
    },
    {
      name: "Villa Barbaro",
      city: "Maser",
      category: "Arte e Cultura",
      interests: ["art", "luxury", "food"],
      description:
        "Villa progettata da Palladio e affrescata da Paolo Veronese con illusioni prospettiche e scene di vita quotidiana. È ancora una dimora abitata, circondata da vigneti con cantina.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Si trova a pochi chilometri da Asolo: unire le due visite e verificare gli orari, che variano tra estate e inverno.",
      familyFriendly: true,
    },
    {
      name: "Cortina d'Ampezzo",
      city: "Cortina d'Ampezzo",
      category: "Shopping e Design",
      interests: ["luxury", "nature"],
      description:
        "La regina delle Dolomiti, sede delle Olimpiadi invernali del 1956 e del 2026, circondata da Tofane, Cristallo e Pomagagnon. Corso Italia è la via dello shopping elegante e della mondanità alpina.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "In alta stagione prenotare con largo anticipo; per le Cinque Torri e il Lagazuoi salire in funivia al mattino.",
      familyFriendly: true,
    },
    {
      name: "Tre Cime di Lavaredo",
      city: "Auronzo di Cadore",
      category: "Natura",
      interests: ["nature"],
      description:
        "Le tre celebri pareti rocciose sono il simbolo delle Dolomiti. Il giro ad anello dal Rifugio Auronzo, di circa 10 chilometri, è alla portata di escursionisti allenati e offre panorami spettacolari.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "La strada dal Lago di Misurina al Rifugio Auronzo è a pedaggio e si riempie presto: partire all'alba o prenotare dove previsto.",
      familyFriendly: false,
    },
    {
      name: "Malcesine e Monte Baldo",
      city: "Malcesine",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Borgo sulla riva veronese del Lago di Garda dominato dal Castello Scaligero. Una funivia con cabine rotanti sale sul Monte Baldo, il giardino d'Europa, per passeggiate con vista sul lago.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Salire in funivia al mattino per evitare le code; in quota fa fresco anche d'estate, quindi portare una felpa.",
      familyFriendly: true,
    },
    {
      name: "Valpolicella",
      city: "San Pietro in Cariano",
      category: "Enogastronomia",
      interests: ["food", "luxury"],
      description:
        "Colline a nord di Verona dove le uve Corvina, Corvinone e Rondinella vengono appassite per produrre l'Amarone e il Recioto. Tra vigneti e pievi romaniche si incontrano antiche ville venete.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prenotare le degustazioni e visitare i fruttai dove riposano le uve in appassimento, tra ottobre e gennaio.",
      familyFriendly: false,
    },
    {
      name: "Bassano del Grappa",
      city: "Bassano del Grappa",
      category: "Storia",
      interests: ["food", "art"],
      description:
        "Cittadina sul Brenta celebre per il Ponte degli Alpini, ponte coperto in legno su progetto di Palladio, e per la tradizione della grappa. In primavera è tempo dell'Asparago bianco di Bassano DOP.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Provare la grappa nelle distillerie storiche vicino al ponte e, in aprile e maggio, gli asparagi con le uova sode.",
      familyFriendly: true,
    },
    {
      name: "Delta del Po veneto",
      city: "Porto Tolle",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Un labirinto di canali, lagune, canneti e scanni sabbiosi, riserva della biosfera UNESCO. Ospita fenicotteri, aironi e numerose altre specie, osservabili in barca o in bicicletta lungo gli argini.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "Le escursioni in motonave partono da Porto Tolle e Ca' Tiepolo; portare repellente per zanzare nei mesi caldi.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Sarde in saor",
      description:
        "Sarde fritte marinate con cipolle stufate, aceto, uvetta e pinoli: un antipasto veneziano nato per conservare il pesce.",
    },
    {
      name: "Risi e bisi",
      description:
        "Risotto all'onda con piselli freschi e brodo dei baccelli, piatto di primavera della tradizione veneziana.",
    },
    {
      name: "Bigoli in salsa",
      description: "Grossi spaghetti rustici conditi con cipolle e acciughe o sarde stufate.",
    },
    {
      name: "Baccalà alla vicentina",
      description: "Stoccafisso cotto lentamente con cipolle, latte e olio, servito con polenta.",
    },
    {
      name: "Fegato alla veneziana",
      description: "Fegato di vitello a striscioline cotto con molta cipolla, servito con polenta.",
    },
    {
      name: "Radicchio rosso di Treviso IGP",
      description: "Radicchio tardivo dalle foglie croccanti e amarognole, ottimo ai ferri o nel risotto.",
    },
    {
      name: "Tiramisù",
      description:
        "Dolce al cucchiaio di savoiardi bagnati nel caffè, crema di mascarpone e cacao, legato alla tradizione trevigiana.",
    },
    {
      name: "Pandoro di Verona",
      description:
        "Lievitato natalizio a forma di stella a otto punte, soffice e dorato, spolverato di zucchero a velo.",
    },
    {
      name: "Cicchetti",
      description:
        "Piccoli assaggi serviti nei bacari veneziani, dal baccalà mantecato ai crostini, con un'ombra di vino.",
    },
  ],
  wines: [
    "Prosecco Superiore Conegliano Valdobbiadene",
    "Amarone della Valpolicella",
    "Soave",
    "Bardolino",
    "Grappa",
    "Spritz",
  ],
  bestSeasons: ["primavera", "autunno"],
  bestTime:
    "Primavera e autunno sono ideali per le città d'arte e le colline, con clima mite e meno folla; l'estate è perfetta per Dolomiti, lago e spiagge, l'inverno per lo sci a Cortina.",
  howToGet:
    "Gli aeroporti principali sono Venezia Marco Polo, Treviso Canova e Verona Villafranca. Venezia Santa Lucia, Venezia Mestre, Padova e Verona Porta Nuova sono servite dall'alta velocità. Le autostrade A4, A13, A22 e A27 collegano la regione al resto d'Italia e alle Dolomiti.",
  gettingAround:
    "A Venezia ci si muove a piedi e in vaporetto; tra le città d'arte il treno regionale è rapido ed economico, mentre per colline, ville e Dolomiti conviene l'auto.",
  costs:
    "Venezia e Cortina sono tra le mete più care d'Italia, mentre Padova, Vicenza, Treviso e le colline offrono prezzi medi e ottimo rapporto qualità-prezzo.",
  practicalTips: [
    "Venezia applica in alcuni giorni un contributo d'accesso per i visitatori giornalieri: verificare il calendario sul sito del Comune.",
    "Per Cappella degli Scrovegni, Basilica di San Marco e opera all'Arena prenotare sempre in anticipo.",
    "A Venezia non ci si siede a mangiare su ponti e gradini monumentali: le multe sono frequenti.",
    "Il pass giornaliero o plurigiornaliero del vaporetto conviene rispetto ai biglietti singoli.",
    "In caso di acqua alta, a Venezia seguire i percorsi con passerelle e portare stivali di gomma.",
  ],
  curiosities: [
    "Venezia sorge su oltre cento isole collegate da più di 400 ponti.",
    "Il Teatro Olimpico di Vicenza è considerato il più antico teatro stabile coperto del mondo.",
    "La Mostra del Cinema di Venezia, nata nel 1932, è il più antico festival cinematografico del mondo.",
    "La gondola è asimmetrica: il lato sinistro è più largo del destro per bilanciare il peso del gondoliere.",
    "Secondo la tradizione, dall'Orto Botanico di Padova si diffusero in Italia piante come il lillà, il girasole e la patata.",
  ],
};
