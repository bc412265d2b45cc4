import type { RegionKnowledge } from "../types";
export const sardegna: RegionKnowledge = {
  name: "Sardegna",
  slug: "sardegna",
  capital: "Cagliari",
  intro:
    "La Sardegna è un piccolo continente nel cuore del Mediterraneo, con spiagge e calette tra le più belle d'Europa, montagne selvagge e migliaia di nuraghi testimoni di una civiltà millenaria. Dal lusso della Costa Smeralda ai paesi della Barbagia, conserva lingua, maschere, tradizioni pastorali e una cucina fatta di pane carasau, porceddu e Cannonau.",
  places: [
    {
      name: "Porto Cervo",
      city: "Arzachena",
      category: "Shopping e Design",
      interests: ["luxury"],
      description:
        "Il borgo simbolo della Costa Smeralda, nato negli anni Sessanta con un'architettura ispirata alla tradizione mediterranea, tra la Piazzetta, le boutique della Promenade du Port, il porto turistico per maxi yacht e la chiesa di Stella Maris.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Vieni a fine giornata per l'aperitivo in Piazzetta e il passeggio tra le boutique; a settembre il porto ospita le regate dei maxi yacht.",
      familyFriendly: true,
    },
    {
      name: "Porto Rotondo e la chiesa di San Lorenzo",
      city: "Olbia",
      category: "Arte e Cultura",
      interests: ["luxury", "art"],
      description:
        "Elegante borgo marittimo nato negli anni Sessanta attorno a un porticciolo turistico; la chiesa di San Lorenzo è decorata con sculture in legno di Mario Ceroli, autore anche del teatro all'aperto in granito.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Visita la chiesa nel tardo pomeriggio, poi passeggia sul porto al tramonto; in estate controlla il programma di concerti del teatro.",
      familyFriendly: true,
    },
    {
      name: "Arcipelago di La Maddalena",
      city: "La Maddalena",
      category: "Mare",
      interests: ["nature"],
      description:
        "Parco nazionale formato da isole di granito rosa e calette dall'acqua cristallina; a Caprera si visita il Compendio Garibaldino, la casa dove Garibaldi visse e morì, mentre la Spiaggia Rosa di Budelli si ammira solo dal mare.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Raggiungi La Maddalena in traghetto da Palau e scegli un'escursione in barca tra le isole; sulla Spiaggia Rosa è vietato sbarcare.",
      familyFriendly: true,
    },
    {
      name: "Su Nuraxi di Barumini",
      city: "Barumini",
      category: "Storia",
      interests: ["art"],
      description:
        "Il complesso nuragico più celebre della Sardegna, patrimonio UNESCO dal 1997: una torre centrale dell'età del bronzo circondata da un bastione e da un villaggio di capanne in pietra cresciuto nei secoli.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "La visita è solo guidata a turni regolari: arriva presto d'estate e completa con il polo museale di Casa Zapata nel paese.",
      familyFriendly: true,
    },
    {
      name: "Quartiere Castello e Bastione di Saint Remy",
      city: "Cagliari",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Il quartiere fortificato sul colle di Cagliari, con la Cattedrale, le torri pisane dell'Elefante e di San Pancrazio e la terrazza del Bastione di Saint Remy; nella Cittadella dei Musei si visita il Museo Archeologico Nazionale.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Sali al Castello con gli ascensori pubblici dal quartiere Marina e resta sul Bastione per il tramonto sul golfo e sugli stagni.",
      familyFriendly: true,
    },
    {
      name: "Mercato di San Benedetto",
      city: "Cagliari",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Uno dei mercati coperti più grandi d'Italia, su due piani: al piano inferiore il pesce freschissimo, ricci e bottarga, al piano superiore carni, formaggi sardi, pane carasau, frutta e verdura.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Vai al mattino presto per vedere il mercato del pesce al suo meglio; è chiuso la domenica e nel pomeriggio molti banchi sono già smontati.",
      familyFriendly: true,
    },
    {
      name: "Poetto e Parco di Molentargius",
      city: "Cagliari",
      category: "Mare",
      interests: ["nature"],
      description:
        "La lunga spiaggia urbana del Poetto, chiusa dalla Sella del Diavolo, corre accanto al parco di Molentargius, zona umida di stagni e antiche saline dove nidificano i fenicotteri rosa.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Noleggia una bici e percorri le piste ciclabili del parco nel tardo pomeriggio per osservare i fenicotteri, poi tuffati al Poetto.",
      familyFriendly: true,
    },
    {
      name: "Tharros e i Giganti di Mont'e Prama",
      city: "Cabras",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Sulla penisola del Sinis, la città fenicio-punica e romana di Tharros si affaccia sul mare; a Cabras il Museo Civico Giovanni Marongiu espone alcune delle statue nuragiche in pietra dei Giganti di Mont'e Prama.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Visita il museo e gli scavi al mattino, poi bagno a Is Arutas: la sabbia di quarzo non va portata via, ci sono multe salate.",
      familyFriendly: true,
    },
    {
      name: "Cala Goloritzé",
      city: "Baunei",
      category: "Mare",
      interests: ["nature"],
      description:
        "Caletta del Golfo di Orosei, monumento naturale, con ciottoli bianchi, un arco di roccia e una guglia calcarea alta oltre cento metri amata dagli arrampicatori, sopra un mare turchese.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Le barche non possono attraccare: si scende a piedi dall'altopiano del Golgo con un sentiero ripido, ad accesso regolamentato e a pagamento. Porta molta acqua.",
      familyFriendly: false,
    },
    {
      name: "Gola di Gorropu",
      city: "Urzulei",
      category: "Natura",
      interests: ["nature"],
      description:
        "Uno dei canyon più profondi d'Europa, scavato dal Rio Flumineddu nel Supramonte, con pareti calcaree alte centinaia di metri e massi giganteschi tra cui si cammina nel fondo della gola.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "L'ingresso alla parte interna della gola è a pagamento; il sentiero di accesso è lungo e senza ombra, parti all'alba o affidati a una guida.",
      familyFriendly: false,
    },
    {
      name: "Grotta di Nettuno",
      city: "Alghero",
      category: "Natura",
      interests: ["nature"],
      description:
        "Grotta marina sotto il promontorio di Capo Caccia, con laghi salati e grandi concrezioni; si raggiunge in barca da Alghero o scendendo i 654 gradini dell'Escala del Cabirol lungo la falesia.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Con mare mosso la grotta può chiudere: verifica prima di partire. Se scendi a piedi, tieni conto della risalita faticosa al sole.",
      familyFriendly: true,
    },
    {
      name: "Alghero e la Riviera del Corallo",
      city: "Alghero",
      category: "Arte e Cultura",
      interests: ["art", "luxury", "food"],
      description:
        "Città di cultura catalana, dove ancora si parla l'algherese, con bastioni affacciati sul mare, la cattedrale di Santa Maria e botteghe orafe che lavorano il prezioso corallo rosso del suo mare.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "sera",
      tips: "Passeggia sui bastioni al tramonto e acquista gioielli di corallo solo da laboratori che ne certificano l'origine; prova l'aragosta alla catalana.",
      familyFriendly: true,
    },
    {
      name: "Bosa e il fiume Temo",
      city: "Bosa",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Borgo di case color pastello sulle rive del Temo, dominato dal Castello di Serravalle dei Malaspina, con le antiche concerie sul fiume; è la patria della Malvasia di Bosa, vino dolce o secco dal profumo intenso.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Sali al castello per il panorama sui tetti colorati e assaggia la Malvasia in una cantina del paese; percorri poi la litoranea verso Alghero.",
      familyFriendly: true,
    },
    {
      name: "Murales di Orgosolo",
      city: "Orgosolo",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Paese della Barbagia che dalla fine degli anni Sessanta ha dipinto le sue case con centinaia di murales di denuncia sociale, politica e di memoria della vita pastorale, un museo all'aperto unico in Italia.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Percorri a piedi Corso Repubblica e le vie laterali; per conoscere la cultura pastorale chiedi di un pranzo con i pastori organizzato da guide locali.",
      familyFriendly: true,
    },
    {
      name: "Mamoiada e il Museo delle Maschere",
      city: "Mamoiada",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Paese dei Mamuthones e degli Issohadores, maschere arcaiche che sfilano per Sant'Antonio Abate a gennaio e a Carnevale; il Museo delle Maschere Mediterranee ne racconta l'origine, e nei dintorni si produce un celebre Cannonau.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Per vedere i Mamuthones dal vivo vieni il 16-17 gennaio o nei giorni di Carnevale; negli altri periodi il museo offre un'ottima introduzione.",
      familyFriendly: true,
    },
    {
      name: "Spiaggia della Pelosa",
      city: "Stintino",
      category: "Mare",
      interests: ["nature"],
      description:
        "Spiaggia di sabbia bianca finissima e acqua bassa turchese, chiusa dalla torre aragonese della Pelosa e affacciata sull'Isola Piana e sull'Asinara, tra le più belle del Mediterraneo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "In estate l'accesso è a numero chiuso con prenotazione e ticket online; è obbligatorio stendere una stuoia sotto l'asciugamano per non portare via sabbia.",
      familyFriendly: true,
    },
    {
      name: "Terme di Sardara",
      city: "Sardara",
      category: "Benessere",
      interests: ["wellness"],
      description:
        "Nella località di Santa Maria de is Acquas sgorgano acque termali calde già usate dai Romani, che alimentano piscine e trattamenti; vicino al paese si trova anche il pozzo sacro nuragico di Sant'Anastasia.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenota in anticipo l'ingresso alle piscine termali e visita il pozzo sacro di Sant'Anastasia nel centro del paese.",
      familyFriendly: true,
    },
    {
      name: "Terme romane di Fordongianus",
      city: "Fordongianus",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Sul fiume Tirso si conservano le terme dell'antica Forum Traiani, alimentate da una sorgente calda che sgorga ancora oggi; accanto al sito archeologico uno stabilimento moderno sfrutta le stesse acque.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Visita le terme romane al mattino e concediti un bagno nello stabilimento termale; nel borgo vedi anche la Casa Aragonese in trachite rossa.",
      familyFriendly: true,
    },
    {
      name: "Basilica della Santissima Trinità di Saccargia",
      city: "Codrongianos",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Basilica romanica consacrata nel 1116, a fasce bianche e nere di calcare e basalto, isolata nella campagna silenziosa del Logudoro con un alto campanile e affreschi duecenteschi nell'abside: è il simbolo del romanico sardo-pisano.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "pomeriggio",
      tips: "Si trova lungo la statale tra Sassari e Olbia: fermati nel tardo pomeriggio, quando la luce radente esalta le fasce bicrome della facciata.",
      familyFriendly: true,
    },
    {
      name: "Carloforte e l'Isola di San Pietro",
      city: "Carloforte",
      category: "Mare",
      interests: ["food", "nature"],
      description:
        "Borgo di origine ligure, fondato nel Settecento da coloni provenienti da Tabarka, dove si parla il tabarchino; è celebre per il tonno rosso della tonnara, le scogliere e la festa del Girotonno.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prendi il traghetto da Portovesme o Calasetta e assaggia il tonno nelle sue preparazioni tradizionali; noleggia uno scooter per le Colonne.",
      familyFriendly: true,
    },
    {
      name: "Chia e la Costa del Sud",
      city: "Domus de Maria",
      category: "Mare",
      interests: ["nature", "luxury"],
      description:
        "Tra Chia e Teulada la strada panoramica della Costa del Sud scopre dune di sabbia, stagni con fenicotteri e spiagge caraibiche come Su Giudeu e Tuerredda, con resort di alto livello nella zona di Chia.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Arriva presto a Tuerredda in agosto, perché i parcheggi si esauriscono, e percorri la panoramica nel tardo pomeriggio per le luci migliori.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Porceddu",
      description:
        "Maialino da latte arrostito lentamente allo spiedo o su brace di legni aromatici, servito su un letto di mirto.",
    },
    {
      name: "Culurgiones d'Ogliastra IGP",
      description:
        "Ravioli ripieni di patate, pecorino e menta, chiusi a mano con la caratteristica cucitura a spiga.",
    },
    {
      name: "Malloreddus alla campidanese",
      description: "Gnocchetti sardi di semola rigati, conditi con sugo di salsiccia, zafferano e pecorino.",
    },
    {
      name: "Fregola con arselle",
      description:
        "Piccola pasta di semola tostata cotta con arselle, pomodoro e prezzemolo, tipica di Cagliari.",
    },
    {
      name: "Seadas",
      description:
        "Grande raviolo fritto ripieno di formaggio fresco di pecora e scorza di limone, servito con miele amaro di corbezzolo.",
    },
    {
      name: "Pane carasau",
      description:
        "Sottilissimo pane croccante dei pastori, cotto due volte; bagnato e condito diventa pane frattau con sugo, pecorino e uovo.",
    },
    {
      name: "Bottarga di muggine",
      description:
        "Uova di muggine salate e stagionate, specialità degli stagni di Cabras, da grattugiare sulla pasta o servire a fettine.",
    },
    {
      name: "Fiore Sardo DOP",
      description:
        "Pecorino a latte crudo tipico dei pastori della Barbagia, leggermente affumicato e dal gusto deciso.",
    },
  ],
  wines: [
    "Cannonau di Sardegna",
    "Vermentino di Gallura DOCG",
    "Carignano del Sulcis",
    "Vernaccia di Oristano",
    "Malvasia di Bosa",
    "Mirto",
  ],
  bestSeasons: ["tarda primavera", "estate", "settembre"],
  bestTime:
    "Giugno e settembre sono ideali per il mare, con acqua calda e meno folla che in agosto, mentre primavera e autunno sono perfetti per trekking nel Supramonte, siti nuragici e feste dei paesi.",
  howToGet:
    "Gli aeroporti principali sono Cagliari Elmas, Olbia Costa Smeralda e Alghero Fertilia, con voli da tutta Italia ed Europa. I traghetti collegano Olbia e Golfo Aranci con Genova, Livorno, Civitavecchia e Piombino, Porto Torres con Genova e Cagliari con Civitavecchia, Napoli e Palermo. Sull'isola la SS131 Carlo Felice collega Cagliari a Sassari e Porto Torres.",
  gettingAround:
    "L'auto a noleggio è quasi indispensabile per raggiungere spiagge e paesi dell'interno; i bus ARST collegano i centri principali e i treni uniscono Cagliari, Oristano, Sassari e Olbia.",
  costs:
    "I costi variano molto: la Costa Smeralda e le spiagge più famose in agosto sono tra le mete più care d'Italia, mentre l'interno, il Sulcis e la costa occidentale sono decisamente più economici.",
  practicalTips: [
    "È vietato portare via sabbia, ciottoli e conchiglie dalle spiagge: sono previste sanzioni elevate.",
    "Prenota traghetti e auto a noleggio con molto anticipo per luglio e agosto.",
    "Alcune spiagge, come la Pelosa e Cala Goloritzé, hanno accesso regolamentato e a numero chiuso in estate.",
    "Il maestrale può rendere il mare agitato sulle coste occidentali e settentrionali: scegli la spiaggia in base al vento.",
    "Le distanze interne sono lunghe e le strade tortuose: non sottovalutare i tempi di viaggio.",
  ],
  curiosities: [
    "In Sardegna si contano circa settemila nuraghi, torri in pietra dell'età del bronzo che non hanno eguali nel Mediterraneo.",
    "Il sardo è riconosciuto come lingua minoritaria, e ad Alghero si parla una variante del catalano, a Carloforte il tabarchino di origine ligure.",
    "L'Ogliastra e la Barbagia sono tra le zone blu del mondo, aree con una percentuale eccezionale di centenari.",
    "La Costa Smeralda fu fondata nel 1962 da un consorzio promosso dal principe Karim Aga Khan.",
    "Il Vermentino di Gallura è l'unico vino sardo a denominazione di origine controllata e garantita.",
    "La Spiaggia Rosa di Budelli deve il suo colore ai frammenti di un microrganismo marino dal guscio rosato.",
  ],
};
