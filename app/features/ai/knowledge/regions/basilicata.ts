import type { RegionKnowledge } from "../types";
export const basilicata: RegionKnowledge = {
  name: "Basilicata",
  slug: "basilicata",
  capital: "Potenza",
  intro:
    "La Basilicata, l'antica Lucania, è una regione montuosa e silenziosa affacciata su due mari, lo Ionio e il Tirreno di Maratea. Custodisce i Sassi di Matera, le Dolomiti Lucane, il vulcano spento del Vulture e il Parco del Pollino, con una cucina contadina di peperoni cruschi, pane di grano duro e Aglianico.",
  places: [
    {
      name: "Sassi di Matera",
      city: "Matera",
      category: "Storia",
      interests: ["art", "luxury"],
      description:
        "I rioni Sasso Caveoso e Sasso Barisano, abitazioni e chiese scavate nel tufo abitate per millenni e patrimonio UNESCO dal 1993; molte antiche case grotta sono oggi raffinati alberghi diffusi con spa nella roccia.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Il centro è tutto scale e selciato irregolare: servono scarpe comode. Dopo il tramonto guarda i Sassi illuminati da Piazzetta Pascoli.",
      familyFriendly: true,
    },
    {
      name: "Parco della Murgia Materana",
      city: "Matera",
      category: "Natura",
      interests: ["nature", "art"],
      description:
        "Altopiano calcareo di fronte ai Sassi, separato dalla Gravina, con decine di chiese rupestri affrescate, villaggi neolitici e il Belvedere di Murgia Timone, da cui si gode la vista più celebre di Matera.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Dai Sassi si può scendere nella Gravina e attraversarla su un ponte tibetano per salire al belvedere: porta acqua e scarpe da trekking.",
      familyFriendly: true,
    },
    {
      name: "Cripta del Peccato Originale",
      city: "Matera",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Chiesa rupestre nella campagna materana con un ciclo di affreschi altomedievali sulla creazione e sul peccato originale, definita la Cappella Sistina della pittura rupestre per la qualità delle sue pitture.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Le visite sono solo guidate e su prenotazione, per piccoli gruppi: prenota con anticipo e raggiungi il sito in auto fuori Matera.",
      familyFriendly: true,
    },
    {
      name: "Museo Nazionale di Matera - Palazzo Lanfranchi",
      city: "Matera",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Nell'ex seminario seicentesco è esposto il grande telero Lucania '61 di Carlo Levi, racconto della vita contadina lucana, insieme a collezioni d'arte medievale e moderna.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Visitalo nelle ore più calde della giornata, quando camminare nei Sassi è faticoso; leggere Cristo si è fermato a Eboli prima del viaggio aiuta.",
      familyFriendly: true,
    },
    {
      name: "Palombaro Lungo",
      city: "Matera",
      category: "Storia",
      interests: ["art"],
      description:
        "Enorme cisterna scavata sotto Piazza Vittorio Veneto per raccogliere l'acqua piovana, profonda oltre quindici metri, testimonianza dell'ingegnoso sistema idrico che ha reso abitabili i Sassi.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "mattina",
      tips: "Le visite sono guidate a turni: prenota in piazza o online e porta una felpa, sotto terra fa fresco anche d'estate.",
      familyFriendly: true,
    },
    {
      name: "Dolomiti Lucane e Volo dell'Angelo",
      city: "Castelmezzano",
      category: "Natura",
      interests: ["nature"],
      description:
        "Guglie di arenaria che ricordano le Dolomiti fanno da cornice ai borghi di Castelmezzano e Pietrapertosa, collegati dal Volo dell'Angelo, un cavo d'acciaio su cui si vola imbragati sopra la valle.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Il Volo dell'Angelo ha limiti di peso e altezza e apre stagionalmente: prenota online. Percorri anche il Percorso delle Sette Pietre tra i due borghi.",
      familyFriendly: true,
    },
    {
      name: "Craco vecchia",
      city: "Craco",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Borgo medievale abbandonato dopo la frana del 1963, arroccato su un crinale tra i calanchi: le sue rovine spettrali, dominate dalla torre normanna, sono state set di film come La Passione di Cristo.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Si visita solo con percorso guidato e caschetto, per ragioni di sicurezza; il tardo pomeriggio regala la luce migliore sui calanchi.",
      familyFriendly: true,
    },
    {
      name: "Metaponto e le Tavole Palatine",
      city: "Bernalda",
      category: "Storia",
      interests: ["art"],
      description:
        "Antica colonia della Magna Grecia dove visse gli ultimi anni Pitagora; le Tavole Palatine sono le quindici colonne superstiti di un tempio dorico del VI secolo a.C., e il museo archeologico racconta la città.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Visita le Tavole Palatine e il parco archeologico al mattino, poi rilassati sulle lunghe spiagge sabbiose del Lido di Metaponto.",
      familyFriendly: true,
    },
    {
      name: "Riserva Bosco Pantano di Policoro",
      city: "Policoro",
      category: "Natura",
      interests: ["nature"],
      description:
        "Uno degli ultimi lembi di bosco planiziale costiero del Sud Italia, affacciato sullo Ionio, dove nidificano uccelli acquatici e la tartaruga marina Caretta caretta, seguita da un centro di recupero.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Usa repellente per zanzare nei mesi caldi e informati sulle attività del centro tartarughe, tra cui le schiuse estive delle uova.",
      familyFriendly: true,
    },
    {
      name: "Maratea",
      city: "Maratea",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "Unico tratto tirrenico della Basilicata, con scogliere, calette e un elegante porticciolo turistico; dal Monte San Biagio la grande statua del Cristo Redentore, alta oltre venti metri, domina il golfo di Policastro.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Esplora le calette in barca dal porto e sali al Cristo Redentore al tramonto; la strada finale è stretta e panoramica, guida con prudenza.",
      familyFriendly: true,
    },
    {
      name: "Serra di Crispo e i pini loricati",
      city: "San Severino Lucano",
      category: "Natura",
      interests: ["nature"],
      description:
        "Nel Parco Nazionale del Pollino, la cresta di Serra di Crispo ospita il Giardino degli Dei, con i pini loricati secolari, simbolo del parco, scolpiti dal vento su rocce calcaree oltre i duemila metri.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Si parte di solito da Colle Impiso: l'escursione è lunga, serve allenamento. Evita i giorni di nebbia e porta acqua, in quota non ci sono fonti.",
      familyFriendly: false,
    },
    {
      name: "Laghi di Monticchio e Abbazia di San Michele",
      city: "Rionero in Vulture",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Due laghi nel cratere del vulcano spento del Vulture, circondati da boschi; sul Lago Piccolo si affaccia l'abbazia di San Michele Arcangelo, in parte scavata nella roccia, con un museo naturalistico.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Fai il giro del Lago Piccolo a piedi o in barchetta e sali all'abbazia nel silenzio del mattino; d'estate il weekend è affollato.",
      familyFriendly: true,
    },
    {
      name: "Cantine del Vulture a Barile",
      city: "Barile",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Nel borgo di origine arbereshe di Barile, sulle pendici del Vulture, antiche cantine scavate nel tufo conservano l'Aglianico del Vulture, il grande rosso lucano nato da terreni vulcanici.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenota le degustazioni nelle cantine della zona, tra Barile e Rionero in Vulture, e abbina il vino al caciocavallo podolico.",
      familyFriendly: false,
    },
    {
      name: "Castello di Melfi",
      city: "Melfi",
      category: "Storia",
      interests: ["art"],
      description:
        "Fortezza normanno-sveva dove Federico II promulgò nel 1231 le Costituzioni di Melfi; ospita il Museo archeologico nazionale del Melfese con il raffinato sarcofago romano di Rapolla.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Verifica gli orari del museo prima di partire e abbina Melfi con Venosa e i Laghi di Monticchio in un unico itinerario nel Vulture.",
      familyFriendly: true,
    },
    {
      name: "Abbazia della Santissima Trinità e Incompiuta",
      city: "Venosa",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Complesso monastico legato ai Normanni, con la chiesa vecchia che custodisce le tombe degli Altavilla e la grandiosa chiesa Incompiuta a cielo aperto; Venosa è anche la città natale del poeta Orazio.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Visita l'Incompiuta nel tardo pomeriggio per la luce tra le arcate senza tetto, poi passeggia fino al parco archeologico romano.",
      familyFriendly: true,
    },
    {
      name: "Aliano e il Parco Letterario Carlo Levi",
      city: "Aliano",
      category: "Arte e Cultura",
      interests: ["art", "nature"],
      description:
        "Il paese dove Carlo Levi fu confinato nel 1935-36 e che raccontò in Cristo si è fermato a Eboli; si visitano la casa del confino, il museo e i belvedere sui calanchi che circondano il borgo.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Contatta in anticipo il Parco Letterario per le visite guidate e resta fino al tramonto, quando i calanchi assumono colori lunari.",
      familyFriendly: true,
    },
    {
      name: "Terme di Latronico",
      city: "Latronico",
      category: "Benessere",
      interests: ["wellness"],
      description:
        "In località Calda, ai piedi del Monte Alpi, sgorgano acque minerali note fin dalla preistoria, come testimoniano le vicine grotte; lo stabilimento termale offre cure, fanghi e percorsi benessere in un parco.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La stagione termale si concentra tra la primavera e l'autunno: verifica date e servizi e abbina la visita al mare di Maratea.",
      familyFriendly: true,
    },
    {
      name: "Senise e i peperoni cruschi",
      city: "Senise",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Nella valle del Sinni si coltiva il Peperone di Senise IGP, essiccato al sole in collane chiamate serte e poi fritto per ottenere i croccanti peperoni cruschi, vanto della cucina lucana.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Fine estate è il periodo migliore per vedere le serte di peperoni appese ai balconi; acquistali secchi per portarli a casa.",
      familyFriendly: true,
    },
    {
      name: "Moliterno e il Canestrato nei fondaci",
      city: "Moliterno",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Borgo della Val d'Agri dominato dal castello medievale, patria del Canestrato di Moliterno IGP, formaggio di latte ovino e caprino stagionato nei fondaci, locali freschi e ventilati del paese.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Chiedi ai produttori locali di visitare un fondaco di stagionatura e abbina la sosta ai Fagioli di Sarconi, coltivati nella vicina valle.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Peperoni cruschi",
      description:
        "Peperoni dolci di Senise essiccati e fritti per pochi secondi, croccanti, usati su pasta, baccalà e uova.",
    },
    {
      name: "Strascinati con mollica e peperoni cruschi",
      description:
        "Pasta fresca di semola trascinata sul tagliere, condita con mollica di pane fritta e peperoni cruschi sbriciolati.",
    },
    {
      name: "Lucanica di Picerno IGP",
      description:
        "Salsiccia stagionata di maiale insaporita con finocchio selvatico e peperone, erede della lucanica citata dagli autori latini.",
    },
    {
      name: "Pane di Matera IGP",
      description:
        "Pane di semola di grano duro a forma di cornetto, con crosta croccante e mollica gialla, a lunga conservazione.",
    },
    {
      name: "Crapiata materana",
      description:
        "Zuppa contadina di legumi e cereali misti, preparata tradizionalmente all'inizio di agosto per celebrare il raccolto.",
    },
    {
      name: "Caciocavallo podolico",
      description:
        "Formaggio a pasta filata prodotto con il latte delle vacche podoliche al pascolo, dal sapore intenso e aromatico.",
    },
    {
      name: "Fagioli di Sarconi IGP",
      description:
        "Fagioli coltivati in Val d'Agri, di numerose varietà tradizionali, ottimi in zuppe e minestre.",
    },
  ],
  wines: [
    "Aglianico del Vulture Superiore DOCG",
    "Aglianico del Vulture",
    "Matera DOC",
    "Grottino di Roccanova",
    "Amaro Lucano",
  ],
  bestSeasons: ["primavera", "estate", "inizio autunno"],
  bestTime:
    "Primavera e inizio autunno sono perfetti per Matera, i parchi e i borghi, mentre l'estate è ideale per il mare di Maratea e dello Ionio e per il Volo dell'Angelo.",
  howToGet:
    "La Basilicata non ha aeroporti commerciali: i più comodi sono Bari, a circa un'ora da Matera, e Napoli. Matera è collegata a Bari dalle Ferrovie Appulo Lucane e da bus, Potenza è raggiungibile in treno da Salerno e Napoli. In auto si usano l'A2 del Mediterraneo, il raccordo Sicignano-Potenza, la Basentana verso Metaponto e la statale Ionica.",
  gettingAround:
    "L'auto è indispensabile per muoversi tra borghi, parchi e costa, perché i collegamenti pubblici interni sono poco frequenti; a Matera si gira a piedi.",
  costs:
    "Fuori da Matera, dove gli alberghi nei Sassi hanno prezzi medio-alti, la Basilicata è una regione economica con agriturismi e trattorie molto convenienti.",
  practicalTips: [
    "A Matera prenota con anticipo gli alloggi nei Sassi e le visite guidate alle chiese rupestri, soprattutto nei weekend.",
    "Le strade interne sono tortuose: calcola tempi di percorrenza più lunghi di quanto indichino le distanze.",
    "In estate nei parchi del Pollino e della Murgia parti presto ed evita le ore più calde.",
    "Fai rifornimento di carburante nei centri principali: nell'entroterra i distributori sono rari.",
    "Se visiti Matera il 2 luglio, assisti alla Festa della Bruna con lo strazzo del carro trionfale.",
  ],
  curiosities: [
    "Dal 1932 al 1947 la regione si chiamò ufficialmente Lucania, nome che molti abitanti usano ancora con orgoglio.",
    "Negli anni Cinquanta i Sassi furono definiti una vergogna nazionale e svuotati; oggi Matera è patrimonio UNESCO ed è stata Capitale europea della Cultura nel 2019.",
    "Matera è stata set di film come Il Vangelo secondo Matteo di Pasolini, La Passione di Cristo di Mel Gibson e No Time to Die di James Bond.",
    "La lucanica, la salsiccia dei Lucani, è citata già da autori latini come Varrone.",
    "Il pino loricato, simbolo del Pollino, deve il nome alla corteccia a placche che ricorda la lorica, la corazza dei legionari romani.",
    "Pitagora trascorse gli ultimi anni della sua vita a Metaponto, dove fondò una comunità di seguaci.",
  ],
};
