import type { RegionKnowledge } from "../types";

export const lombardia: RegionKnowledge = {
  name: "Lombardia",
  slug: "lombardia",
  capital: "Milano",
  intro:
    "La Lombardia è la regione più popolosa d'Italia e il suo motore economico, con Milano capitale della moda, del design e della finanza. Accanto alla metropoli offre grandi laghi prealpini punteggiati di ville storiche, città d'arte come Mantova, Bergamo e Cremona e vallate alpine dalla forte tradizione gastronomica.",
  places: [
    {
      name: "Duomo di Milano",
      city: "Milano",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Cattedrale gotica in marmo di Candoglia iniziata nel 1386, con una selva di guglie e statue. Dalle terrazze sul tetto si cammina tra i pinnacoli fino alla vista sulla Madonnina dorata e, nelle giornate limpide, sulle Alpi.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Acquistare online il biglietto con accesso alle terrazze; per entrare in cattedrale spalle e ginocchia devono essere coperte.",
      familyFriendly: true,
    },
    {
      name: "Cenacolo Vinciano",
      city: "Milano",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Nel refettorio del convento di Santa Maria delle Grazie, patrimonio UNESCO, Leonardo da Vinci dipinse l'Ultima Cena tra il 1494 e il 1498. La visita avviene in piccoli gruppi e per pochi minuti, per proteggere l'opera.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "mattina",
      tips: "I biglietti si esauriscono con settimane d'anticipo: prenotare appena aperte le vendite sul canale ufficiale.",
      familyFriendly: true,
    },
    {
      name: "Pinacoteca di Brera",
      city: "Milano",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Una delle maggiori collezioni italiane di pittura, con capolavori come il Cristo morto di Mantegna, lo Sposalizio della Vergine di Raffaello e Il bacio di Hayez. Il quartiere di Brera è ricco di gallerie e locali.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Dopo la visita passeggiare tra le vie di Brera e fare una sosta all'Orto Botanico, piccolo giardino nascosto accanto al palazzo.",
      familyFriendly: true,
    },
    {
      name: "Galleria Vittorio Emanuele II",
      city: "Milano",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "Il salotto di Milano, progettato da Giuseppe Mengoni e inaugurato nel 1867, con la grande cupola in vetro e ferro e i mosaici a terra. Ospita storiche boutique, caffè e ristoranti tra Piazza Duomo e Piazza della Scala.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "sera",
      tips: "Secondo la tradizione porta fortuna fare un giro sul tallone sul mosaico del toro; la sera la Galleria illuminata è più suggestiva.",
      familyFriendly: true,
    },
    {
      name: "Quadrilatero della Moda",
      city: "Milano",
      category: "Shopping e Design",
      interests: ["luxury"],
      description:
        "Il distretto delimitato da Via Montenapoleone, Via della Spiga, Via Manzoni e Corso Venezia, con le boutique delle grandi maisons della moda italiana e internazionale in eleganti palazzi storici.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Nei periodi dei saldi e della Settimana della Moda le vie sono affollate; una pausa nel Museo Bagatti Valsecchi, in Via Gesù, vale la deviazione.",
      familyFriendly: false,
    },
    {
      name: "Navigli e Darsena",
      city: "Milano",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "I canali storici di Milano, il Naviglio Grande e il Naviglio Pavese, con la Darsena riqualificata, sono il quartiere dell'aperitivo milanese. L'ultima domenica del mese lungo l'alzaia si tiene il mercatone dell'antiquariato.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Arrivare all'ora dell'aperitivo e passeggiare lungo l'alzaia; il Vicolo dei Lavandai conserva l'antico lavatoio coperto.",
      familyFriendly: true,
    },
    {
      name: "Teatro alla Scala",
      city: "Milano",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Inaugurato nel 1778, è uno dei teatri d'opera più celebri al mondo. Il Museo Teatrale permette di affacciarsi da un palco sulla sala quando non ci sono prove in corso.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "sera",
      tips: "I biglietti per le opere vanno acquistati con molto anticipo; in alternativa il Museo Teatrale si visita di giorno, verificando gli orari.",
      familyFriendly: true,
    },
    {
      name: "Villa del Balbianello",
      city: "Tremezzina",
      category: "Arte e Cultura",
      interests: ["luxury", "nature", "art"],
      description:
        "Villa del Settecento su un promontorio del Lago di Como, oggi bene del FAI, con giardini a terrazze e una loggia panoramica. Le sue vedute sono state scelte come set di film come Star Wars e Casino Royale.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Si raggiunge in taxi-boat da Lenno o con un sentiero a piedi; la visita agli interni è guidata e va prenotata.",
      familyFriendly: true,
    },
    {
      name: "Villa Carlotta",
      city: "Tremezzina",
      category: "Arte e Cultura",
      interests: ["art", "nature", "wellness"],
      description:
        "Villa museo affacciata sul Lago di Como, con sculture di Canova e Thorvaldsen e dipinti di Hayez. Il grande giardino botanico è celebre per la fioritura di azalee e rododendri in primavera.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Il periodo migliore è tra aprile e maggio, durante la fioritura; l'imbarcadero di Cadenabbia è a pochi passi.",
      familyFriendly: true,
    },
    {
      name: "Bellagio",
      city: "Bellagio",
      category: "Natura",
      interests: ["luxury", "nature"],
      description:
        "La perla del Lario, sulla punta del promontorio che divide i due rami del Lago di Como, con vicoli a scalinata, botteghe e grandi alberghi storici. I giardini di Villa Melzi scendono fino all'acqua.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Raggiungerla in battello da Varenna o Menaggio con il servizio traghetti del centro lago, evitando la strada stretta e trafficata.",
      familyFriendly: true,
    },
    {
      name: "Sirmione e le Grotte di Catullo",
      city: "Sirmione",
      category: "Benessere",
      interests: ["wellness", "art", "nature"],
      description:
        "Borgo su una penisola del Lago di Garda, con il Castello Scaligero circondato dall'acqua e i resti di una grande villa romana. Le sue acque termali sulfuree sgorgano a circa 69 gradi dalla sorgente Boiola.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Il centro storico è chiuso alle auto: parcheggiare all'ingresso della penisola e arrivare presto nei weekend estivi.",
      familyFriendly: true,
    },
    {
      name: "Terme di Bormio",
      city: "Bormio",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Nell'Alta Valtellina sgorgano numerose sorgenti calde, già note ai Romani. Tra Bagni Vecchi, Bagni Nuovi e le terme nel paese si fanno bagni in vasche esterne con vista sulle montagne del Parco dello Stelvio.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Prenotare l'ingresso nei periodi festivi; le vasche all'aperto al tramonto, con la neve intorno, sono l'esperienza migliore.",
      familyFriendly: false,
    },
    {
      name: "Palazzo Ducale e Camera degli Sposi",
      city: "Mantova",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "L'immensa reggia dei Gonzaga custodisce la Camera degli Sposi affrescata da Andrea Mantegna, con il celebre oculo illusionistico. Mantova, con Sabbioneta, è patrimonio UNESCO.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "L'accesso alla Camera degli Sposi è contingentato: prenotare online e abbinare la visita a Palazzo Te, opera di Giulio Romano.",
      familyFriendly: true,
    },
    {
      name: "Bergamo Città Alta",
      city: "Bergamo",
      category: "Storia",
      interests: ["art", "food"],
      description:
        "Il borgo antico racchiuso dalle Mura veneziane, patrimonio UNESCO, con Piazza Vecchia, la Cappella Colleoni e la Basilica di Santa Maria Maggiore. Si sale dalla Città Bassa con una storica funicolare.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Assaggiare i casoncelli e la polenta taragna; al tramonto passeggiare sulle mura per vedere le luci della pianura.",
      familyFriendly: true,
    },
    {
      name: "Franciacorta",
      city: "Erbusco",
      category: "Enogastronomia",
      interests: ["food", "luxury", "nature"],
      description:
        "Colline moreniche a sud del Lago d'Iseo dove si produce il Franciacorta DOCG, spumante metodo classico. La Strada del Franciacorta collega cantine, borghi, monasteri e ville nobiliari tra i vigneti.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Le visite in cantina si prenotano; percorrere in bicicletta una parte della Strada del Franciacorta è un ottimo modo per scoprire la zona.",
      familyFriendly: false,
    },
    {
      name: "Monte Isola",
      city: "Monte Isola",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Al centro del Lago d'Iseo si erge una delle isole lacustri più grandi d'Europa, abitata da borghi di pescatori. Senza auto private, si gira a piedi o in bicicletta fino al santuario della Madonna della Ceriola.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "I traghetti partono spesso da Sulzano e Sale Marasino; noleggiare una bicicletta per fare il giro dell'isola in un paio d'ore.",
      familyFriendly: true,
    },
    {
      name: "Terrazzamenti della Valtellina",
      city: "Teglio",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Chilometri di vigneti terrazzati su muretti a secco lungo il versante retico, dove il Nebbiolo, qui chiamato Chiavennasca, dà lo Sforzato. Teglio è la patria dei pizzoccheri.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Percorrere a piedi un tratto del Sentiero Valtellina o della Via dei Terrazzamenti, meglio in autunno durante la vendemmia.",
      familyFriendly: true,
    },
    {
      name: "Museo del Violino",
      city: "Cremona",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Cremona è la città di Stradivari e dei grandi liutai, e il saper fare liutario è patrimonio immateriale UNESCO. Il museo espone strumenti storici e ospita audizioni nell'Auditorium Giovanni Arvedi.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Controllare il calendario delle audizioni con strumenti storici e concludere con il torrone e la mostarda cremonese.",
      familyFriendly: true,
    },
    {
      name: "Certosa di Pavia",
      city: "Certosa di Pavia",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Monastero fondato nel 1396 da Gian Galeazzo Visconti, con una facciata rinascimentale in marmi policromi e chiostri silenziosi. È ancora abitato da una comunità monastica.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Essendo un luogo di preghiera, gli orari sono ridotti e la visita è in silenzio: verificare gli orari e vestirsi in modo adeguato.",
      familyFriendly: true,
    },
    {
      name: "Incisioni rupestri della Val Camonica",
      city: "Capo di Ponte",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Primo sito italiano iscritto nella lista UNESCO, nel 1979, con centinaia di migliaia di figure incise sulla roccia dalla preistoria all'età del Ferro. Il Parco di Naquane è il più noto.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Le incisioni si leggono meglio con la luce radente del mattino o del tardo pomeriggio; indossare scarpe da camminata.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Risotto alla milanese",
      description: "Risotto allo zafferano mantecato con burro e formaggio, spesso servito con l'ossobuco.",
    },
    {
      name: "Cotoletta alla milanese",
      description: "Costoletta di vitello con l'osso, impanata e fritta nel burro chiarificato.",
    },
    {
      name: "Ossobuco",
      description:
        "Stinco di vitello tagliato a rondelle e cotto lentamente, tradizionalmente completato dalla gremolada.",
    },
    {
      name: "Pizzoccheri della Valtellina",
      description:
        "Tagliatelle di grano saraceno con patate, verza, formaggio Casera e burro fuso all'aglio e salvia.",
    },
    {
      name: "Bresaola della Valtellina IGP",
      description: "Salume magro di manzo salato e stagionato all'aria secca delle valli alpine.",
    },
    {
      name: "Tortelli di zucca mantovani",
      description: "Pasta ripiena di zucca, amaretti e mostarda, condita con burro fuso e Grana Padano.",
    },
    {
      name: "Casoncelli bergamaschi",
      description: "Ravioli ripieni di carne e pane, serviti con burro fuso, salvia e pancetta.",
    },
    {
      name: "Panettone",
      description:
        "Il grande lievitato milanese di Natale con uvetta e canditi, frutto di una lunga lievitazione naturale.",
    },
    {
      name: "Gorgonzola DOP",
      description:
        "Formaggio erborinato di latte vaccino, nella versione dolce o piccante, tra i più celebri d'Italia.",
    },
  ],
  wines: [
    "Franciacorta",
    "Sforzato di Valtellina",
    "Valtellina Superiore",
    "Oltrepò Pavese Metodo Classico",
    "Lugana",
    "Bitter Campari",
  ],
  bestSeasons: ["primavera", "inizio autunno"],
  bestTime:
    "Aprile, maggio e settembre sono ideali per i laghi e le città d'arte con clima mite e giardini fioriti, mentre l'inverno è la stagione dello sci in Valtellina e della lirica alla Scala.",
  howToGet:
    "La regione è servita da tre aeroporti: Milano Malpensa, Milano Linate e Bergamo Orio al Serio. Milano Centrale è il principale snodo dell'alta velocità, con collegamenti rapidi per Torino, Venezia, Bologna, Firenze e Roma. Le autostrade A1, A4, A7, A8 e A9 convergono su Milano.",
  gettingAround:
    "Milano ha una rete di metropolitana, tram e bus molto capillare; i treni regionali raggiungono laghi e città d'arte, mentre sui laghi i battelli di linea sono il modo migliore per spostarsi.",
  costs:
    "Milano e il Lago di Como hanno costi tra i più alti d'Italia, soprattutto durante fiere e settimane della moda; città come Mantova, Cremona e Bergamo sono più accessibili.",
  practicalTips: [
    "Durante Salone del Mobile e Settimane della Moda gli hotel di Milano vanno prenotati con mesi di anticipo.",
    "Il centro di Milano è soggetto all'Area C, a pagamento per le auto: meglio usare i mezzi pubblici.",
    "Per il Cenacolo e la Camera degli Sposi la prenotazione è praticamente obbligatoria.",
    "Sui laghi i biglietti giornalieri dei battelli convengono se si visitano più borghi.",
    "L'aperitivo milanese si fa tra le 18 e le 21: spesso include un buffet o stuzzichini.",
  ],
  curiosities: [
    "Per tradizione nessun edificio doveva superare la Madonnina del Duomo: sui grattacieli più alti ne è stata posta una copia.",
    "Leonardo dipinse l'Ultima Cena a tempera su muro secco e non ad affresco, motivo del suo rapido deterioramento.",
    "Il Lago di Como è uno dei laghi più profondi d'Europa, con oltre 400 metri di profondità.",
    "Antonio Stradivari costruì a Cremona alcuni dei violini più preziosi al mondo.",
    "Le incisioni della Val Camonica sono state il primo sito italiano riconosciuto dall'UNESCO.",
  ],
};
