import type { RegionKnowledge } from "../types";
export const abruzzo: RegionKnowledge = {
  name: "Abruzzo",
  slug: "abruzzo",
  capital: "L'Aquila",
  intro:
    "L'Abruzzo è la regione dei parchi, dove le vette del Gran Sasso e della Majella scendono in poche decine di chilometri fino alla Costa dei Trabocchi. Borghi di pietra, eremi, abbazie e una cucina pastorale fatta di arrosticini, zafferano e vini robusti raccontano una terra forte e gentile.",
  places: [
    {
      name: "Parco Nazionale d'Abruzzo, Lazio e Molise",
      city: "Pescasseroli",
      category: "Natura",
      interests: ["nature"],
      description:
        "Uno dei parchi più antichi d'Italia, istituito negli anni Venti, protegge faggete secolari, l'orso bruno marsicano, il camoscio appenninico e il lupo; Pescasseroli, Opi e Civitella Alfedena sono le porte d'accesso.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "In estate alcuni sentieri, come quello della Val di Rose per i camosci, sono a numero chiuso: prenota al centro visita e parti all'alba.",
      familyFriendly: true,
    },
    {
      name: "Campo Imperatore",
      city: "L'Aquila",
      category: "Natura",
      interests: ["nature"],
      description:
        "Vasto altopiano a circa 1800 metri ai piedi del Corno Grande, soprannominato il piccolo Tibet, con pascoli, cavalli allo stato brado, un giardino botanico alpino e la funivia che sale da Fonte Cerreto.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Anche d'estate il vento è freddo: porta una giacca. Fermati ai punti di ristoro dell'altopiano per gli arrosticini cotti alla brace.",
      familyFriendly: true,
    },
    {
      name: "Rocca Calascio",
      city: "Calascio",
      category: "Storia",
      interests: ["nature", "art"],
      description:
        "Rocca medievale a circa 1460 metri, tra le fortificazioni più alte d'Italia, affacciata sulla piana di Navelli e sul Gran Sasso; accanto sorge la chiesa ottagonale di Santa Maria della Pietà. Qui fu girato Ladyhawke.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Sali al tramonto per la luce migliore; l'ultimo tratto dal parcheggio è a piedi su sentiero sassoso, servono scarpe con buona suola.",
      familyFriendly: true,
    },
    {
      name: "Santo Stefano di Sessanio",
      city: "Santo Stefano di Sessanio",
      category: "Storia",
      interests: ["art", "food"],
      description:
        "Borgo fortificato di pietra bianca ai margini di Campo Imperatore, a lungo legato ai Medici per il commercio della lana, oggi recuperato con l'ospitalità diffusa e noto per le piccole lenticchie coltivate in quota.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Combina la visita con Rocca Calascio, a pochi chilometri, e porta a casa le lenticchie locali acquistandole nelle botteghe del borgo.",
      familyFriendly: true,
    },
    {
      name: "Basilica di Santa Maria di Collemaggio",
      city: "L'Aquila",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Capolavoro romanico abruzzese con la facciata a scacchi bianchi e rosa, dove nel 1294 fu incoronato papa Celestino V; custodisce la Porta Santa della Perdonanza Celestiniana, patrimonio immateriale UNESCO.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Per vivere la Perdonanza vieni il 28 e 29 agosto; poi passeggia nel centro dell'Aquila fino alla Fontana delle 99 Cannelle.",
      familyFriendly: true,
    },
    {
      name: "Museo Archeologico Nazionale d'Abruzzo - Villa Frigerj",
      city: "Chieti",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Nella villa ottocentesca immersa nella villa comunale è esposto il Guerriero di Capestrano, statua in pietra del VI secolo a.C. simbolo della regione, insieme a reperti italici e romani del territorio.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Controlla gli orari prima di andare, perché possono variare; dal belvedere di Chieti nelle giornate limpide si vedono Majella e mare insieme.",
      familyFriendly: true,
    },
    {
      name: "Sulmona",
      city: "Sulmona",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "Città natale di Ovidio e capitale dei confetti, con la grande piazza Garibaldi chiusa dall'acquedotto medievale del XIII secolo e il complesso della Santissima Annunziata; a fine luglio ospita la Giostra cavalleresca.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Nelle botteghe del corso si comprano i confetti a fiori e a grappolo; il mercoledì e il sabato in piazza Garibaldi c'è il mercato.",
      familyFriendly: true,
    },
    {
      name: "Navelli e l'altopiano dello zafferano",
      city: "Navelli",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Sull'altopiano di Navelli si coltiva lo Zafferano dell'Aquila DOP, raccolto a mano fiore per fiore tra ottobre e novembre; il borgo medievale sale a gradoni fino al palazzo baronale.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Vieni a fine ottobre per vedere la fioritura viola dei campi all'alba, quando i fiori vengono raccolti prima che si aprano.",
      familyFriendly: true,
    },
    {
      name: "Lago di Scanno",
      city: "Scanno",
      category: "Natura",
      interests: ["nature"],
      description:
        "Lago di origine naturale nato da un'antica frana, che dal Sentiero del Cuore appare a forma di cuore; poco sopra, il borgo di Scanno conserva il costume tradizionale femminile e l'oreficeria della presentosa.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Per arrivare percorri le Gole del Sagittario da Anversa degli Abruzzi: la strada è stretta, guida con calma e fermati alle piazzole.",
      familyFriendly: true,
    },
    {
      name: "Costa dei Trabocchi",
      city: "San Vito Chietino",
      category: "Mare",
      interests: ["food", "nature"],
      description:
        "Tratto di costa tra Ortona e Vasto punteggiato di trabocchi, antiche macchine da pesca su palafitte, oggi spesso trasformate in luoghi dove si gusta pesce; lungo il mare corre una ciclovia ricavata dalla vecchia ferrovia.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "sera",
      tips: "Noleggia una bici per la ciclovia e prenota con largo anticipo la cena su un trabocco, soprattutto nei weekend estivi.",
      familyFriendly: true,
    },
    {
      name: "Riserva naturale di Punta Aderci",
      city: "Vasto",
      category: "Mare",
      interests: ["nature"],
      description:
        "Riserva costiera a nord di Vasto con il promontorio di Punta Aderci, spiagge di ciottoli e sabbia come Punta Penna e Mottagrossa, dune e un trabocco; è uno dei tratti più selvaggi dell'Adriatico.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "Le spiagge non sono attrezzate: porta acqua e ombrellone e lascia l'auto nei parcheggi indicati, spesso a pagamento in estate.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di San Giovanni in Venere",
      city: "Fossacesia",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Abbazia benedettina sorta su un colle affacciato sull'Adriatico, dove la tradizione colloca un antico tempio di Venere; l'edificio romanico attuale risale al XII-XIII secolo, con cripta affrescata e un portale scolpito.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Dopo la visita scendi dal colle verso la Costa dei Trabocchi: al tramonto il panorama sul mare dal sagrato è silenzioso e bellissimo.",
      familyFriendly: true,
    },
    {
      name: "Eremi celestiniani della Majella",
      city: "Roccamorice",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Nel Parco Nazionale della Majella gli eremi di Santo Spirito a Majella e di San Bartolomeo in Legio, scavato nella parete rocciosa, furono luoghi di preghiera di Pietro da Morrone, il futuro Celestino V.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Per San Bartolomeo si scende lungo un sentiero con gradini nella roccia: servono scarpe da trekking; gli orari di apertura sono variabili.",
      familyFriendly: true,
    },
    {
      name: "Caramanico Terme",
      city: "Caramanico Terme",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Borgo medievale tra Majella e Morrone all'imbocco della Valle dell'Orfento, noto fin dal Cinquecento per le sorgenti sulfuree; è una base tranquilla tra cure termali, boschi e sentieri nel parco.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Lo stabilimento termale ha avuto periodi di chiusura: verifica stagione e servizi prima di prenotare un soggiorno dedicato alle cure.",
      familyFriendly: true,
    },
    {
      name: "Roccaraso e l'Altopiano delle Cinquemiglia",
      city: "Roccaraso",
      category: "Natura",
      interests: ["nature", "luxury"],
      description:
        "Località montana elegante dell'Alto Sangro, cuore di uno dei comprensori sciistici più estesi dell'Appennino; d'estate l'altopiano e i boschi dell'Aremogna si prestano a escursioni e passeggiate a cavallo.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Nei weekend invernali l'afflusso è notevole: acquista lo skipass online e, potendo, scegli i giorni feriali.",
      familyFriendly: true,
    },
    {
      name: "Casa di D'Annunzio e Corso Umberto",
      city: "Pescara",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "A Pescara si visita la casa natale di Gabriele D'Annunzio, museo nazionale nel centro antico, per poi passeggiare su Corso Umberto I, la via dello shopping che porta al lungomare e al Ponte del Mare.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Visita la casa museo nel primo pomeriggio e resta per l'aperitivo sul lungomare al tramonto; le sere d'estate il corso si anima.",
      familyFriendly: true,
    },
    {
      name: "Castelli e la chiesa di San Donato",
      city: "Castelli",
      category: "Shopping e Design",
      interests: ["art", "luxury"],
      description:
        "Borgo alle pendici del Gran Sasso famoso da secoli per le maioliche; la chiesa di San Donato ha il soffitto rivestito di mattonelle dipinte, definito da Carlo Levi la Cappella Sistina della maiolica.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Visita il Museo delle Ceramiche e acquista pezzi firmati nelle botteghe artigiane del borgo, chiedendo sempre l'origine della lavorazione.",
      familyFriendly: true,
    },
    {
      name: "Fortezza di Civitella del Tronto",
      city: "Civitella del Tronto",
      category: "Storia",
      interests: ["art"],
      description:
        "Imponente fortezza borbonica lunga oltre cinquecento metri sulla cima di una rupe, ultimo baluardo del Regno delle Due Sicilie ad arrendersi nel marzo 1861; il borgo sottostante ha la Ruetta, vicolo strettissimo.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "La fortezza è molto esposta al vento: porta uno strato in più e dedica qualche minuto alla Ruetta, tra i vicoli più stretti d'Italia.",
      familyFriendly: true,
    },
    {
      name: "Atri e la Riserva dei Calanchi",
      city: "Atri",
      category: "Arte e Cultura",
      interests: ["art", "nature"],
      description:
        "Atri custodisce la cattedrale di Santa Maria Assunta con il ciclo di affreschi quattrocenteschi di Andrea Delitio; tutto attorno, la riserva naturale protegge i calanchi, profonde incisioni d'argilla modellate dall'erosione.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Visita la cattedrale nel primo pomeriggio e raggiungi i belvedere sui calanchi a fine giornata, quando la luce radente ne esalta le forme.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Arrosticini",
      description:
        "Spiedini di carne di pecora tagliata a cubetti, cotti sulla canala, la tipica brace stretta e lunga: simbolo della cucina abruzzese.",
    },
    {
      name: "Maccheroni alla chitarra",
      description:
        "Pasta all'uovo a sezione quadrata tagliata con l'attrezzo a corde detto chitarra, servita con ragù e pallottine di carne.",
    },
    {
      name: "Scrippelle 'mbusse",
      description:
        "Crespelle teramane arrotolate con pecorino grattugiato e servite immerse in brodo caldo di gallina.",
    },
    {
      name: "Pecora alla cottora",
      description:
        "Stufato di pecora cotto a lungo nel paiolo di rame con erbe aromatiche, piatto della tradizione pastorale della transumanza.",
    },
    {
      name: "Brodetto alla vastese",
      description:
        "Zuppa di pesce dell'Adriatico cotta in tegame di coccio con pomodoro e peperone, senza rimestare.",
    },
    {
      name: "Confetti di Sulmona",
      description:
        "Mandorle rivestite di zucchero senza amido, lavorati anche in composizioni a forma di fiori e spighe colorate.",
    },
    {
      name: "Parrozzo",
      description:
        "Dolce pescarese a cupola con mandorle e rivestimento di cioccolato, battezzato da Gabriele D'Annunzio.",
    },
  ],
  wines: [
    "Montepulciano d'Abruzzo",
    "Montepulciano d'Abruzzo Colline Teramane DOCG",
    "Trebbiano d'Abruzzo",
    "Cerasuolo d'Abruzzo",
    "Pecorino",
    "Liquore Centerbe",
  ],
  bestSeasons: ["tarda primavera", "estate", "autunno"],
  bestTime:
    "Da giugno a settembre si possono unire mare e montagna, mentre l'autunno regala foliage nei parchi e raccolta dello zafferano e l'inverno richiama sciatori a Roccaraso e Campo Imperatore.",
  howToGet:
    "L'Aeroporto d'Abruzzo a Pescara ha voli nazionali e low cost europei, e Roma Fiumicino è a circa due ore dall'Aquila. La costa è servita dalla ferrovia adriatica con fermata principale a Pescara Centrale, mentre la linea Roma-Pescara attraversa Avezzano e Sulmona. In auto si usano l'A14, l'A24 Roma-L'Aquila-Teramo e l'A25 verso Pescara.",
  gettingAround:
    "Per parchi e borghi di montagna serve l'auto; i bus regionali TUA collegano i capoluoghi e alcuni paesi, e lungo la costa la ciclovia dei Trabocchi è perfetta in bicicletta.",
  costs:
    "L'Abruzzo è tra le regioni più convenienti del Centro Italia, con trattorie e agriturismi a prezzi contenuti; i costi salgono soprattutto in agosto sulla costa e nei weekend invernali sulle piste.",
  practicalTips: [
    "Nei parchi nazionali non lasciare cibo e non avvicinarti mai agli orsi: osservali da lontano e segui le indicazioni dei guardiaparco.",
    "Le strade di montagna, come quella di Campo Imperatore, possono restare chiuse per neve fino a primavera: verifica prima di partire.",
    "Porta scarponi e strati caldi anche d'estate in quota: sul Gran Sasso il tempo cambia rapidamente.",
    "Per le cene sui trabocchi e per gli ingressi nei sentieri a numero chiuso prenota con largo anticipo.",
    "Nei piccoli borghi i distributori di carburante e i bancomat sono rari: fai rifornimento nei centri più grandi.",
  ],
  curiosities: [
    "Tra parchi nazionali, parco regionale e riserve, circa un terzo del territorio abruzzese è protetto, da cui il soprannome di regione verde d'Europa.",
    "Il Corno Grande del Gran Sasso, a circa 2912 metri, è la vetta più alta dell'Appennino e ospita il Calderone, il ghiacciaio più meridionale d'Italia, oggi ridotto a glacionevato.",
    "La Fortezza di Civitella del Tronto si arrese il 20 marzo 1861, dopo la proclamazione del Regno d'Italia.",
    "Il nome del parrozzo fu coniato da Gabriele D'Annunzio, che dedicò al dolce anche alcuni versi.",
    "Nel 1943 Mussolini fu tenuto prigioniero nell'albergo di Campo Imperatore, da cui venne liberato dai paracadutisti tedeschi.",
    "La Perdonanza Celestiniana dell'Aquila è iscritta dal 2019 nel patrimonio culturale immateriale UNESCO.",
  ],
};
