import type { RegionKnowledge } from "../types";
export const molise: RegionKnowledge = {
  name: "Molise",
  slug: "molise",
  capital: "Campobasso",
  intro:
    "Il Molise è una delle regioni più piccole e meno conosciute d'Italia, e proprio per questo tra le più autentiche: tratturi della transumanza, santuari sanniti, borghi di montagna e un breve tratto di costa adriatica con il borgo di Termoli. Qui si viaggia lentamente, tra campane, zampogne, caciocavallo e silenzi.",
  places: [
    {
      name: "Area archeologica di Saepinum-Altilia",
      city: "Sepino",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Città romana attraversata dal tratturo Pescasseroli-Candela, con mura, quattro porte, foro, basilica e teatro inglobato nelle case rurali costruite in epoche successive; si visita in un paesaggio di campagna aperta.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Il sito è all'aperto e con poca ombra: d'estate visitalo al mattino presto e porta acqua. Sali poi al borgo di Sepino per il centro storico.",
      familyFriendly: true,
    },
    {
      name: "Teatro italico di Pietrabbondante",
      city: "Pietrabbondante",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Il più importante santuario dei Sanniti, con un teatro e un tempio del II secolo a.C. affacciati a circa mille metri di quota sulle montagne dell'Alto Molise, in un contesto paesaggistico straordinario.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Siediti sulle sedute in pietra a schienale anatomico del teatro e ammira la valle; in quota il tempo cambia in fretta, porta una giacca.",
      familyFriendly: true,
    },
    {
      name: "Borgo antico di Termoli",
      city: "Termoli",
      category: "Mare",
      interests: ["food", "art"],
      description:
        "Borgo fortificato su un promontorio sull'Adriatico, con il Castello Svevo, la cattedrale romanica e i trabucchi da pesca; nei vicoli si trova la Rejecelle, uno dei vicoli più stretti d'Italia, e dal porto partono i traghetti per le Tremiti.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Passeggia sulle mura al tramonto e cena con il brodetto alla termolese; in estate prenota per tempo i traghetti per le Isole Tremiti.",
      familyFriendly: true,
    },
    {
      name: "Agnone e il Museo della Campana",
      city: "Agnone",
      category: "Shopping e Design",
      interests: ["art", "luxury", "food"],
      description:
        "Nella cittadina dell'Alto Molise la Pontificia Fonderia Marinelli fonde campane da secoli con tecniche artigianali e ospita un museo storico; Agnone è nota anche per il caciocavallo e la lavorazione del rame.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Verifica gli orari delle visite guidate alla fonderia e acquista il caciocavallo stagionato nelle botteghe del centro.",
      familyFriendly: true,
    },
    {
      name: "Frosolone, borgo dei coltelli",
      city: "Frosolone",
      category: "Shopping e Design",
      interests: ["luxury", "nature"],
      description:
        "Borgo montano celebre per la tradizione artigianale di coltelli e forbici forgiati a mano, celebrata ogni estate da una mostra mercato; vicino al paese si aprono le praterie e le rocce delle Morge.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Acquista un coltello direttamente nelle botteghe artigiane, dove spesso si può personalizzare il manico, e poi cammina verso le Morge.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di San Vincenzo al Volturno",
      city: "Castel San Vincenzo",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Abbazia benedettina fondata all'inizio dell'VIII secolo presso le sorgenti del Volturno; l'area archeologica conserva la cripta di Epifanio, con uno dei cicli di affreschi altomedievali più importanti d'Europa.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "La cripta di Epifanio ha aperture limitate: verifica orari e modalità di visita prima di partire e abbinala alle vicine sorgenti del Volturno.",
      familyFriendly: true,
    },
    {
      name: "Lago di Castel San Vincenzo e Mainarde",
      city: "Castel San Vincenzo",
      category: "Natura",
      interests: ["nature"],
      description:
        "Lago artificiale dalle acque verde smeraldo ai piedi delle Mainarde, nel versante molisano del Parco Nazionale d'Abruzzo, Lazio e Molise, circondato da sentieri e affacciato sul borgo arroccato.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Fai il giro del lago a piedi o in bici al mattino, poi abbina la visita alla vicina abbazia di San Vincenzo al Volturno.",
      familyFriendly: true,
    },
    {
      name: "Oasi WWF di Guardiaregia-Campochiaro",
      city: "Guardiaregia",
      category: "Natura",
      interests: ["nature"],
      description:
        "Riserva sul massiccio del Matese con faggete, gole e grotte carsiche; tra le sue attrazioni spiccano la Cascata di San Nicola, alta circa cento metri, e la Gola del Quirino.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "I sentieri sono a tratti impegnativi e scivolosi: usa scarponi, parti presto e chiedi le condizioni dei percorsi al centro visite.",
      familyFriendly: true,
    },
    {
      name: "Museo del Paleolitico di Isernia La Pineta",
      city: "Isernia",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Museo e area di scavo di uno dei giacimenti paleolitici più importanti d'Europa, con una paleosuperficie di ossa di bisonti, elefanti e rinoceronti e strumenti in pietra risalenti a circa 600.000 anni fa.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Ideale con i bambini: prenota una visita guidata per capire come lavorano i paleontologi sul giacimento ancora in corso di scavo.",
      familyFriendly: true,
    },
    {
      name: "Museo dei Misteri",
      city: "Campobasso",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Espone le macchine processionali ideate nel Settecento dallo scultore Paolo Saverio Di Zinno, che nel giorno del Corpus Domini sfilano per Campobasso con figuranti sospesi in aria a rappresentare scene sacre.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "pomeriggio",
      tips: "Se puoi, programma la visita per il Corpus Domini per vedere la sfilata dei Misteri; poi sali al Castello Monforte per il panorama.",
      familyFriendly: true,
    },
    {
      name: "Santuario dell'Addolorata di Castelpetroso",
      city: "Castelpetroso",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Basilica neogotica costruita dopo le apparizioni mariane del 1888, con le guglie che si stagliano sui boschi ai piedi del Matese; è meta di pellegrinaggi e di soste di raccoglimento.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Percorri a piedi il viale della Via Crucis fino al luogo delle apparizioni, in un bosco silenzioso; è richiesto un abbigliamento sobrio.",
      familyFriendly: true,
    },
    {
      name: "Riserva MAB di Collemeluccio-Montedimezzo",
      city: "Pescolanciano e Vastogirardi",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Riserve dell'Alto Molise riconosciute dall'UNESCO nel programma Man and Biosphere, con boschi di abete bianco, faggi e cerri attraversati da sentieri tranquilli, ideali per passeggiate e bagni di foresta.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Cammina in silenzio al mattino presto per avvistare caprioli e picchi, e porta una giacca anche d'estate: le riserve superano i mille metri.",
      familyFriendly: true,
    },
    {
      name: "Museo della Zampogna",
      city: "Scapoli",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Piccolo museo dedicato alla zampogna, strumento simbolo della tradizione pastorale che a Scapoli si costruisce ancora artigianalmente; in estate il borgo ospita un festival internazionale dedicato.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "pomeriggio",
      tips: "Vieni a fine luglio per il festival della zampogna, con concerti e mercato degli artigiani; nei giorni feriali verifica gli orari di apertura.",
      familyFriendly: true,
    },
    {
      name: "Capracotta",
      city: "Capracotta",
      category: "Natura",
      interests: ["nature", "food"],
      description:
        "Uno dei comuni più alti dell'Appennino, a oltre 1400 metri, con il Giardino della Flora Appenninica e piste per lo sci di fondo; è la patria della pezzata, lo stufato di pecora della transumanza.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "In inverno le nevicate sono abbondanti: usa gomme da neve o catene; ad agosto cerca la sagra della pezzata per assaggiarla.",
      familyFriendly: true,
    },
    {
      name: "San Pietro Avellana e il tartufo bianco",
      city: "San Pietro Avellana",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Borgo dell'Alto Molise in un territorio tra i più vocati d'Italia per il tartufo bianco, che ogni autunno viene celebrato con una mostra mercato tra boschi di querce, pioppi e salici.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Per il tartufo bianco il periodo migliore va da ottobre a dicembre: acquistalo da cavatori e rivenditori che ne indichino la provenienza.",
      familyFriendly: true,
    },
    {
      name: "Cattedrale di Larino",
      city: "Larino",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Cattedrale del 1319 con una splendida facciata gotica e un grande rosone; Larino conserva anche un anfiteatro romano e a fine maggio celebra San Pardo con la processione dei carri trainati dai buoi.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Abbina la cattedrale all'anfiteatro romano nella parte bassa della città; a fine maggio arriva presto per la festa di San Pardo.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Cavatelli al ragù",
      description:
        "Piccoli gnocchetti di semola incavati con le dita, conditi con ragù di maiale o con verdure di stagione.",
    },
    {
      name: "Brodetto alla termolese",
      description:
        "Zuppa di pesce dell'Adriatico cotta in tegame di coccio con pomodoro, aglio e peperone, tipica di Termoli.",
    },
    {
      name: "Pezzata",
      description:
        "Carne di pecora bollita a lungo con erbe e verdure, piatto pastorale dell'Alto Molise legato alla transumanza.",
    },
    {
      name: "Pampanella",
      description:
        "Carne di maiale insaporita con abbondante peperoncino dolce e piccante e cotta al forno, tipica del Basso Molise.",
    },
    {
      name: "Caciocavallo di Agnone",
      description:
        "Formaggio a pasta filata dell'Alto Molise, stagionato anche in grotta, dal sapore intenso.",
    },
    {
      name: "Ventricina di Montenero di Bisaccia",
      description:
        "Salume di tagli pregiati di maiale a punta di coltello, insaporito con peperone e finocchio e stagionato a lungo.",
    },
    {
      name: "Calcioni",
      description:
        "Ravioli dolci fritti o al forno ripieni di ceci o castagne, cioccolato e miele, tipici delle feste.",
    },
  ],
  wines: ["Tintilia del Molise", "Biferno", "Pentro di Isernia", "Molise Aglianico"],
  bestSeasons: ["primavera", "estate", "autunno"],
  bestTime:
    "Primavera ed estate sono ideali per mare, tratturi e feste popolari, l'autunno porta tartufo bianco e foliage, mentre a dicembre Agnone celebra la Ndocciata con le grandi torce accese.",
  howToGet:
    "Il Molise non ha aeroporti: i più vicini sono Pescara, Napoli Capodichino e Roma Fiumicino. In treno si arriva a Termoli sulla linea adriatica e a Isernia e Campobasso con le linee da Roma e Napoli via Vairano. In auto si usano l'A14 con l'uscita di Termoli e la statale Venafrana dalla A1.",
  gettingAround:
    "L'auto è quasi indispensabile per raggiungere borghi, parchi e siti archeologici; i bus regionali collegano i centri principali con corse poco frequenti nei festivi.",
  costs:
    "È una delle regioni più economiche d'Italia, con alloggi, trattorie e agriturismi a prezzi contenuti anche in alta stagione.",
  practicalTips: [
    "Molti siti e musei hanno orari ridotti fuori stagione: chiama o scrivi prima di partire.",
    "In Alto Molise d'inverno nevica molto: gomme invernali o catene sono obbligatorie su molte strade.",
    "Termoli è il porto principale per le Isole Tremiti: in estate prenota traghetti e aliscafi con anticipo.",
    "Le feste tradizionali come la Ndocciata, i Misteri e le Carresi sono il momento migliore per conoscere la cultura locale.",
    "Porta contanti: nei piccoli borghi non tutti i negozi accettano carte e i bancomat sono rari.",
  ],
  curiosities: [
    "Il Molise è la regione più giovane d'Italia: si è separato dall'Abruzzo nel 1963.",
    "In alcuni paesi si parlano ancora l'arbereshe di origine albanese e il croato molisano, portati da comunità arrivate nel Quattrocento e nel Cinquecento.",
    "La Pontificia Fonderia Marinelli di Agnone è considerata una delle più antiche imprese familiari del mondo e dal 1924 può fregiarsi dello stemma pontificio.",
    "Nel marzo 2015 Capracotta registrò oltre due metri e mezzo di neve in meno di un giorno, un record che fece il giro del mondo.",
    "La Ndocciata di Agnone, la sera del 24 dicembre, è una sfilata di enormi torce a ventaglio, tra le più grandi feste del fuoco d'Italia.",
    "Con ironia sul web circola il tormentone il Molise non esiste, che la regione ha trasformato in slogan di promozione turistica.",
  ],
};
