import type { RegionKnowledge } from "../types";
export const sicilia: RegionKnowledge = {
  name: "Sicilia",
  slug: "sicilia",
  capital: "Palermo",
  intro:
    "La Sicilia è la più grande isola del Mediterraneo e un crocevia di civiltà: Greci, Romani, Arabi, Normanni e Spagnoli vi hanno lasciato templi, mosaici, cattedrali e città barocche. Tra l'Etna, le isole minori e una cucina che è tra le più ricche d'Italia, è una destinazione da vivere in ogni stagione.",
  places: [
    {
      name: "Valle dei Templi",
      city: "Agrigento",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Parco archeologico dell'antica Akragas, patrimonio UNESCO, con una serie di templi dorici tra mandorli e ulivi; il Tempio della Concordia, del V secolo a.C., è tra i meglio conservati del mondo greco.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "D'estate visita i templi nel tardo pomeriggio o nelle aperture serali e riserva un'ora al Giardino della Kolymbetra, curato dal FAI.",
      familyFriendly: true,
    },
    {
      name: "Etna e Crateri Silvestri",
      city: "Nicolosi",
      category: "Natura",
      interests: ["nature"],
      description:
        "Il vulcano attivo più alto d'Europa, patrimonio UNESCO, si esplora dal versante sud partendo dal Rifugio Sapienza: i Crateri Silvestri si visitano liberamente, mentre la funivia sale verso i crateri sommitali.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "Oltre una certa quota si sale solo con guide autorizzate e secondo le ordinanze in vigore; porta giacca a vento e scarpe da trekking anche d'estate.",
      familyFriendly: true,
    },
    {
      name: "Vigneti dell'Etna",
      city: "Castiglione di Sicilia",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Sul versante nord del vulcano, tra Castiglione di Sicilia, Randazzo e Linguaglossa, vigneti terrazzati su suoli lavici danno i vini dell'Etna DOC da uve Nerello Mascalese e Carricante.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenota le degustazioni in anticipo e, per non guidare, valuta un tour organizzato o il treno della Ferrovia Circumetnea.",
      familyFriendly: false,
    },
    {
      name: "Taormina e il Teatro Antico",
      city: "Taormina",
      category: "Arte e Cultura",
      interests: ["luxury", "art", "nature"],
      description:
        "Elegante terrazza sul mare Ionio amata dal Grand Tour, con Corso Umberto e le sue boutique, il Teatro Antico di origine greca affacciato sull'Etna e, sotto, la riserva naturale di Isola Bella.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Visita il Teatro Antico all'apertura, poi scendi a Mazzarò e Isola Bella con la funivia; la sera il Corso è perfetto per una passeggiata.",
      familyFriendly: true,
    },
    {
      name: "Ortigia",
      city: "Siracusa",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "L'isola cuore di Siracusa custodisce il Duomo, che ingloba le colonne doriche del tempio di Atena, Piazza Duomo barocca e la Fonte Aretusa con il papiro; al mattino il mercato offre pesce, spezie e street food.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Vai al mercato di Ortigia la mattina per assaggiare panini farciti e prodotti locali, e torna in Piazza Duomo la sera quando è illuminata.",
      familyFriendly: true,
    },
    {
      name: "Parco archeologico della Neapolis",
      city: "Siracusa",
      category: "Storia",
      interests: ["art"],
      description:
        "Il grande Teatro Greco, l'anfiteatro romano e le latomie, tra cui l'Orecchio di Dionisio, grotta artificiale dall'acustica sorprendente; in primavera e inizio estate il teatro ospita la stagione di spettacoli classici.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Acquista per tempo i biglietti per le rappresentazioni classiche serali al Teatro Greco e porta un cuscino per le gradinate in pietra.",
      familyFriendly: true,
    },
    {
      name: "Noto, capitale del barocco",
      city: "Noto",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Ricostruita dopo il terremoto del 1693, Noto è un gioiello barocco in pietra dorata, patrimonio UNESCO con il Val di Noto: la cattedrale di San Nicolò, Palazzo Nicolaci e l'Infiorata di maggio ne sono i simboli.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Passeggia lungo Corso Vittorio Emanuele al tramonto, quando la pietra si fa color miele, e concediti una granita di mandorla.",
      familyFriendly: true,
    },
    {
      name: "Modica e il suo cioccolato",
      city: "Modica",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "Città barocca su due livelli, con il Duomo di San Giorgio in cima a una scenografica scalinata; è celebre per il Cioccolato di Modica IGP, lavorato a freddo dalla consistenza granulosa.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Partecipa a una degustazione nelle cioccolaterie del corso e assaggia anche le mpanatigghie, biscotti ripieni di carne e cioccolato.",
      familyFriendly: true,
    },
    {
      name: "Ragusa Ibla",
      city: "Ragusa",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Il nucleo antico di Ragusa, ricostruito in stile barocco dopo il 1693, con il Duomo di San Giorgio di Rosario Gagliardi, vicoli e scalinate che lo collegano alla città alta, e il Giardino Ibleo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Scendi a piedi da Ragusa Superiore lungo le scalinate per la vista su Ibla, e risali con il bus urbano se non vuoi affrontare la salita.",
      familyFriendly: true,
    },
    {
      name: "Palazzo dei Normanni e Cappella Palatina",
      city: "Palermo",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Sede dei re normanni e oggi dell'Assemblea Regionale Siciliana, custodisce la Cappella Palatina, con mosaici bizantini su fondo oro e un soffitto ligneo a muqarnas di maestranze arabe; è patrimonio UNESCO.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Evita i giorni di sedute parlamentari, quando alcune sale sono chiuse; è richiesto un abbigliamento adeguato per la cappella.",
      familyFriendly: true,
    },
    {
      name: "Duomo di Monreale e Chiostro",
      city: "Monreale",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Cattedrale normanna del XII secolo rivestita da un immenso ciclo di mosaici dorati dominato dal Cristo Pantocratore; l'adiacente chiostro benedettino, con 228 colonnine decorate, è un'oasi di silenzio.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Sali sulle terrazze del Duomo per la vista sulla Conca d'Oro e visita il chiostro nelle prime ore, quando è più tranquillo.",
      familyFriendly: true,
    },
    {
      name: "Mercato di Ballarò",
      city: "Palermo",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Il più antico mercato di Palermo, nel quartiere dell'Albergheria, è un dedalo di bancarelle di pesce, frutta e spezie dove si assaggiano panelle, crocchè, arancine e sfincione.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Vai in tarda mattinata, quando il mercato è più vivace, tieni d'occhio il portafoglio e prova il pane con la milza se sei curioso.",
      familyFriendly: true,
    },
    {
      name: "Cefalù",
      city: "Cefalù",
      category: "Mare",
      interests: ["art", "nature"],
      description:
        "Borgo marinaro ai piedi della Rocca, con una lunga spiaggia sabbiosa, il lavatoio medievale e il Duomo normanno voluto da Ruggero II, con il mosaico del Cristo Pantocratore, patrimonio UNESCO.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Sali alla Rocca al mattino presto per il panorama, poi bagno in spiaggia; Cefalù è raggiungibile comodamente in treno da Palermo.",
      familyFriendly: true,
    },
    {
      name: "Riserva Naturale dello Zingaro",
      city: "Castellammare del Golfo",
      category: "Natura",
      interests: ["nature"],
      description:
        "Prima riserva naturale della Sicilia, istituita nel 1981, protegge circa sette chilometri di costa senza strade tra Scopello e San Vito Lo Capo, con calette di ciottoli e mare turchese raggiungibili solo a piedi.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "L'ingresso è a pagamento: entra dal lato di Scopello la mattina presto, porta molta acqua e scarpe chiuse, i sentieri sono assolati.",
      familyFriendly: true,
    },
    {
      name: "Laguna dello Stagnone e Mozia",
      city: "Marsala",
      category: "Natura",
      interests: ["nature", "art"],
      description:
        "Laguna poco profonda punteggiata di saline e mulini a vento, al cui centro sorge Mozia, isola fenicia con il museo Whitaker che espone il Giovinetto di Mozia, statua greca in marmo del V secolo a.C.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prendi la barca per Mozia dall'imbarcadero e resta alle saline per il tramonto, uno dei più belli della Sicilia.",
      familyFriendly: true,
    },
    {
      name: "Marsala e le cantine storiche",
      city: "Marsala",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Città dello sbarco dei Mille e patria dell'omonimo vino liquoroso, nato alla fine del Settecento grazie a mercanti inglesi; le cantine storiche, con lunghe gallerie di botti, si visitano con degustazione.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenota la visita guidata in cantina e assaggia diverse tipologie di Marsala, dal secco al dolce, abbinate a formaggi e dolci di mandorla.",
      familyFriendly: false,
    },
    {
      name: "Isola di Salina",
      city: "Salina",
      category: "Mare",
      interests: ["nature", "food"],
      description:
        "La più verde delle Eolie, formata da due vulcani spenti, è terra di capperi e Malvasia delle Lipari; la baia di Pollara, set del film Il postino, regala tramonti spettacolari.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "sera",
      tips: "Raggiungila in aliscafo da Milazzo e noleggia uno scooter; al tramonto guarda la baia di Pollara dall'alto e assaggia la granita.",
      familyFriendly: true,
    },
    {
      name: "Isola di Panarea",
      city: "Panarea",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "La più piccola e mondana delle Eolie, con case bianche, viuzze senza auto percorse da carretti elettrici, la baia di Cala Junco e il villaggio preistorico di Capo Milazzese affacciato su Stromboli.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "In agosto è molto esclusiva e cara: vieni a giugno o settembre e fai il giro in barca degli isolotti di Basiluzzo e Lisca Bianca.",
      familyFriendly: true,
    },
    {
      name: "Pantelleria e lo Specchio di Venere",
      city: "Pantelleria",
      category: "Benessere",
      interests: ["wellness", "nature", "luxury"],
      description:
        "Isola vulcanica di dammusi e vigneti di zibibbo, oggi parco nazionale; lo Specchio di Venere è un lago con sorgenti calde e fanghi, e sull'isola si trovano saune naturali in grotta e pozze termali sul mare.",
      suggestedTime: "1-2 giorni",
      bestTimeOfDay: "giornata",
      tips: "Muoviti in auto o scooter, spalma i fanghi del lago e lasciali asciugare al sole prima del bagno; il vento è frequente, porta una giacca.",
      familyFriendly: true,
    },
    {
      name: "Terme Segestane",
      city: "Castellammare del Golfo",
      category: "Benessere",
      interests: ["wellness"],
      description:
        "Lungo il fiume Caldo, non lontano dall'area archeologica di Segesta, sgorgano acque sulfuree calde che alimentano piscine termali all'aperto e una grotta sudatoria naturale, oltre ad alcune pozze libere lungo il torrente.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Verifica in anticipo aperture e orari dello stabilimento e abbina la sosta termale alla visita del tempio e del teatro di Segesta.",
      familyFriendly: true,
    },
    {
      name: "Scala dei Turchi",
      city: "Realmonte",
      category: "Mare",
      interests: ["nature"],
      description:
        "Scogliera di marna bianchissima modellata a gradoni dal vento e dal mare, che scende verso acque turchesi vicino ad Agrigento; è uno dei paesaggi costieri più fotografati della Sicilia.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Per tutelare la scogliera è vietato camminarci sopra: ammirala dalle spiagge vicine, meglio al tramonto quando la marna si colora.",
      familyFriendly: true,
    },
    {
      name: "Villa Romana del Casale",
      city: "Piazza Armerina",
      category: "Storia",
      interests: ["art"],
      description:
        "Lussuosa villa tardoantica del IV secolo d.C., patrimonio UNESCO, con uno dei complessi di mosaici romani più vasti al mondo, tra cui la Grande Caccia e le celebri fanciulle in bikini.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Arriva all'apertura per evitare il caldo sotto le coperture e i gruppi organizzati; le passerelle sopraelevate permettono di vedere tutti i mosaici.",
      familyFriendly: true,
    },
    {
      name: "Erice",
      city: "Erice",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Borgo medievale in pietra a circa 750 metri sopra Trapani, con il Castello di Venere, chiese, cortili fioriti e pasticcerie dove si gustano le genovesi ericine e i dolci di mandorla.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Sali con la funivia da Trapani e porta una felpa: in quota spesso arriva la nebbia e fa più fresco che sulla costa.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Arancine e arancini",
      description:
        "Crocchette di riso fritte con ragù o burro e prosciutto: a Palermo si chiamano arancine, a Catania arancini.",
    },
    {
      name: "Pasta con le sarde",
      description:
        "Piatto palermitano con sarde fresche, finocchietto selvatico, uvetta, pinoli e mollica tostata.",
    },
    {
      name: "Pasta alla Norma",
      description:
        "Specialità catanese con sugo di pomodoro, melanzane fritte, basilico e ricotta salata grattugiata.",
    },
    {
      name: "Caponata",
      description:
        "Agrodolce di melanzane fritte, sedano, cipolla, olive e capperi con pomodoro, aceto e zucchero.",
    },
    {
      name: "Cannolo siciliano",
      description:
        "Cialda fritta e croccante riempita al momento con ricotta di pecora zuccherata, gocce di cioccolato o canditi.",
    },
    {
      name: "Cassata siciliana",
      description:
        "Dolce di pan di Spagna, ricotta, pasta reale e frutta candita, simbolo della pasticceria barocca.",
    },
    {
      name: "Granita con brioche",
      description:
        "Granita di mandorla, limone, caffè o gelsi servita con la brioche col tuppo, colazione estiva siciliana.",
    },
    {
      name: "Pane e panelle",
      description:
        "Panino palermitano con frittelle di farina di ceci, spesso insieme alle crocchè di patate.",
    },
    {
      name: "Cuscus alla trapanese",
      description:
        "Semola incocciata a mano e cotta al vapore, servita con un brodo ricco di pesce: eredità araba di Trapani.",
    },
  ],
  wines: [
    "Nero d'Avola",
    "Etna Rosso",
    "Marsala",
    "Passito di Pantelleria",
    "Malvasia delle Lipari",
    "Cerasuolo di Vittoria DOCG",
  ],
  bestSeasons: ["primavera", "inizio estate", "autunno"],
  bestTime:
    "Aprile, maggio, giugno, settembre e ottobre offrono clima mite, mare già o ancora caldo e siti archeologici visitabili senza il caldo intenso di luglio e agosto.",
  howToGet:
    "Gli aeroporti principali sono Catania Fontanarossa e Palermo Falcone Borsellino, affiancati da Trapani Birgi e Comiso. Traghetti collegano Villa San Giovanni e Reggio Calabria a Messina, mentre dai porti di Napoli, Genova, Civitavecchia e Salerno partono navi per Palermo e Catania. Le autostrade A18, A19, A20 e A29 collegano le principali città.",
  gettingAround:
    "L'auto a noleggio è la scelta più flessibile; tra le città i pullman di linea sono spesso più rapidi dei treni, mentre per Eolie, Egadi e isole minori si usano aliscafi e traghetti da Milazzo, Trapani e Porto Empedocle.",
  costs:
    "Il costo del viaggio è medio e il cibo di strada è molto economico; Taormina, le Eolie, Pantelleria e il barocco di Noto in alta stagione richiedono invece budget più elevati.",
  practicalTips: [
    "In luglio e agosto visita i siti archeologici all'apertura o nelle aperture serali per evitare il caldo.",
    "Prenota con anticipo aliscafi per le Eolie e alloggi nelle isole minori in alta stagione.",
    "Nei centri storici di Palermo, Siracusa e Taormina ci sono ZTL: parcheggia nelle aree di interscambio.",
    "Per l'Etna affidati a guide vulcanologiche autorizzate e controlla sempre le ordinanze sull'attività del vulcano.",
    "Lo scirocco può portare giornate molto calde e afose: programma le escursioni nelle ore fresche.",
  ],
  curiosities: [
    "La Sicilia è l'isola più grande del Mediterraneo e conta sette siti del Patrimonio Mondiale UNESCO.",
    "L'Opera dei Pupi, il teatro delle marionette siciliane, è stata la prima tradizione italiana riconosciuta patrimonio immateriale dall'UNESCO.",
    "Il vino Marsala nacque nel 1773 grazie al mercante inglese John Woodhouse, che lo fortificò per il viaggio in nave verso l'Inghilterra.",
    "La coltivazione della vite ad alberello di Pantelleria è patrimonio immateriale UNESCO dal 2014.",
    "Garibaldi e i Mille sbarcarono a Marsala l'11 maggio 1860, dando inizio alla spedizione che portò all'Unità d'Italia.",
    "Il nome Orecchio di Dionisio fu dato alla grotta di Siracusa da Caravaggio, colpito dalla sua forma e dall'eco.",
  ],
};
