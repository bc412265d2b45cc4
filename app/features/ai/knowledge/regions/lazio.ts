import type { RegionKnowledge } from "../types";
export const lazio: RegionKnowledge = {
  name: "Lazio",
  slug: "lazio",
  capital: "Roma",
  intro:
    "Il Lazio ruota attorno a Roma, la Città Eterna, ma oltre la capitale custodisce necropoli etrusche, ville rinascimentali, laghi vulcanici, abbazie benedettine e un litorale punteggiato di isole. È la regione dove tre millenni di storia si intrecciano con una cucina schietta e generosa.",
  places: [
    {
      name: "Colosseo e Foro Romano",
      city: "Roma",
      category: "Storia",
      interests: ["art"],
      description:
        "L'Anfiteatro Flavio, inaugurato nell'80 d.C. sotto Tito, e l'area del Foro Romano e del Palatino formano il cuore del Parco archeologico del Colosseo, simbolo della Roma imperiale e patrimonio UNESCO.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Acquista online il biglietto nominativo con fascia oraria, entra al primo turno della mattina e porta acqua: all'interno del Foro c'è poca ombra.",
      familyFriendly: true,
    },
    {
      name: "Musei Vaticani e Cappella Sistina",
      city: "Città del Vaticano (Roma)",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Nello Stato della Città del Vaticano, enclave dentro Roma, uno dei complessi museali più grandi del mondo: dalle Stanze di Raffaello alla Cappella Sistina con la volta e il Giudizio universale di Michelangelo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Prenota sul sito ufficiale per evitare code di ore; spalle e ginocchia devono essere coperte e nella Cappella Sistina non si fotografa.",
      familyFriendly: true,
    },
    {
      name: "Galleria Borghese e Villa Borghese",
      city: "Roma",
      category: "Arte e Cultura",
      interests: ["art", "luxury", "nature"],
      description:
        "Nella villa del cardinale Scipione Borghese sono esposti capolavori di Bernini come Apollo e Dafne, la Paolina Borghese di Canova e diverse tele di Caravaggio, circondati dal grande parco all'inglese di Villa Borghese.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "L'ingresso è solo su prenotazione per fasce orarie di circa due ore: prenota settimane prima e passeggia poi fino alla terrazza del Pincio.",
      familyFriendly: true,
    },
    {
      name: "Piazza di Spagna e Via Condotti",
      city: "Roma",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "La scalinata di Trinità dei Monti e la Fontana della Barcaccia dei Bernini introducono a Via Condotti, Via Borgognona e Via Frattina, le strade dell'alta moda romana con le boutique delle grandi maison.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Sulla scalinata è vietato sedersi e mangiare, con multe per chi trasgredisce; per lo shopping evita il sabato pomeriggio, il più affollato.",
      familyFriendly: true,
    },
    {
      name: "Trastevere",
      city: "Roma",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "Quartiere di vicoli acciottolati e case color ocra sulla riva destra del Tevere, con la basilica di Santa Maria in Trastevere e i suoi mosaici medievali; è tra i luoghi più amati per cenare con la cucina romana tradizionale.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Arriva prima del tramonto per vedere i mosaici della basilica illuminati, poi prenota la cena: nel weekend le trattorie si riempiono presto.",
      familyFriendly: true,
    },
    {
      name: "Mercato di Testaccio",
      city: "Roma",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Mercato coperto del quartiere popolare di Testaccio, culla della cucina romana del quinto quarto: banchi di frutta, formaggi, carni e street food, con resti di anfore antiche visibili sotto la struttura.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Il mercato è chiuso la domenica e lavora soprattutto al mattino: vai verso le 11 per assaggiare il panino con la coda alla vaccinara o l'allesso.",
      familyFriendly: true,
    },
    {
      name: "Villa d'Este",
      city: "Tivoli",
      category: "Arte e Cultura",
      interests: ["luxury", "art"],
      description:
        "Villa rinascimentale del cardinale Ippolito II d'Este, patrimonio UNESCO, con un giardino all'italiana a terrazze animato da centinaia di fontane, tra cui la Fontana dell'Organo, che suona grazie alla pressione dell'acqua.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Controlla l'orario del gioco d'acqua della Fontana dell'Organo e combina in giornata la visita con Villa Adriana, a pochi chilometri.",
      familyFriendly: true,
    },
    {
      name: "Villa Adriana",
      city: "Tivoli",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "La grandiosa residenza dell'imperatore Adriano, costruita nel II secolo d.C. ai piedi di Tivoli: un complesso immenso di terme, teatri, biblioteche e del celebre Canopo, immerso tra ulivi e cipressi.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il sito è molto esteso e poco ombreggiato: scarpe comode, cappello e acqua sono indispensabili, soprattutto da giugno a settembre.",
      familyFriendly: true,
    },
    {
      name: "Civita di Bagnoregio",
      city: "Bagnoregio",
      category: "Storia",
      interests: ["nature", "art"],
      description:
        "Borgo di origine etrusca arroccato su uno sperone di tufo nella Valle dei Calanchi, raggiungibile solo con un ponte pedonale; l'erosione continua della rupe le ha valso il soprannome di città che muore.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "L'accesso al borgo prevede un biglietto d'ingresso; arriva nel tardo pomeriggio, quando i gruppi ripartono e i calanchi si tingono di rosa.",
      familyFriendly: true,
    },
    {
      name: "Lago di Bolsena",
      city: "Bolsena",
      category: "Natura",
      interests: ["nature", "food"],
      description:
        "Il più grande lago di origine vulcanica d'Europa, con acque limpide, le isole Bisentina e Martana e borghi come Bolsena, Capodimonte e Marta; sulle rive si gustano il coregone e l'anguilla di lago.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "D'estate fai il bagno in una delle spiagge libere del lago e, al tramonto, cena a Marta o Capodimonte con pesce di lago.",
      familyFriendly: true,
    },
    {
      name: "Castelli Romani e Frascati",
      city: "Frascati",
      category: "Enogastronomia",
      interests: ["food", "luxury"],
      description:
        "Sui Colli Albani si susseguono Frascati con le sue ville tuscolane, Ariccia con la porchetta IGP e Castel Gandolfo, storica residenza estiva dei papi affacciata sul Lago Albano.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Da Roma Termini partono treni regionali per Frascati e Castel Gandolfo; per le Ville Pontificie verifica le aperture sul sito dei Musei Vaticani.",
      familyFriendly: true,
    },
    {
      name: "Giardino di Ninfa",
      city: "Cisterna di Latina",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Giardino romantico nato tra le rovine della città medievale di Ninfa, con rose, glicini e piante da tutto il mondo attraversati da un fiume limpido; è monumento naturale tutelato dalla Fondazione Roffredo Caetani.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Apre solo in giorni stabiliti da primavera ad autunno e con visite guidate: prenota online e scegli aprile-maggio per le fioriture.",
      familyFriendly: true,
    },
    {
      name: "Parco Nazionale del Circeo",
      city: "Sabaudia",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Parco che unisce il promontorio del Circeo, la foresta planiziale, i laghi costieri e oltre venti chilometri di dune sabbiose davanti a Sabaudia, città di fondazione degli anni Trenta.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Noleggia una bicicletta per il lungomare di Sabaudia e sali sul Picco di Circe solo con scarpe da trekking: il sentiero finale è roccioso.",
      familyFriendly: true,
    },
    {
      name: "Isola di Ponza",
      city: "Ponza",
      category: "Mare",
      interests: ["nature", "luxury"],
      description:
        "La maggiore delle isole Pontine, con case colorate attorno al porto borbonico, calette raggiungibili in barca, faraglioni e piscine naturali; è una meta estiva amata da diportisti e romani in cerca di mare limpido.",
      suggestedTime: "1-2 giorni",
      bestTimeOfDay: "giornata",
      tips: "I traghetti partono da Formia, Terracina, Anzio e San Felice Circeo: prenota per tempo e fai il giro dell'isola in barca per vedere le cale.",
      familyFriendly: true,
    },
    {
      name: "Sperlonga e la Villa di Tiberio",
      city: "Sperlonga",
      category: "Mare",
      interests: ["art", "nature"],
      description:
        "Borgo bianco su un promontorio tra due lunghe spiagge; accanto al mare il Museo archeologico nazionale espone i gruppi scultorei dell'Odissea ritrovati nella grotta della villa dell'imperatore Tiberio.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Visita il museo e la grotta nel pomeriggio, poi sali nel borgo per il tramonto; in estate i parcheggi a ridosso del mare si riempiono presto.",
      familyFriendly: true,
    },
    {
      name: "Necropoli di Tarquinia",
      city: "Tarquinia",
      category: "Storia",
      interests: ["art"],
      description:
        "La necropoli dei Monterozzi, patrimonio UNESCO con quella di Cerveteri, conserva tombe etrusche dipinte con scene di banchetti, danze e giochi; in città il Museo Nazionale Etrusco espone i Cavalli alati.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Acquista il biglietto cumulativo per necropoli e museo; le tombe si osservano attraverso vetri, quindi è una visita breve ma intensa.",
      familyFriendly: true,
    },
    {
      name: "Terme di Viterbo e Bullicame",
      city: "Viterbo",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Attorno a Viterbo sgorgano acque sulfuree molto calde, usate fin dall'epoca etrusca e romana; la sorgente del Bullicame, citata da Dante nell'Inferno, alimenta pozze libere oltre a stabilimenti termali attrezzati.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Nelle pozze libere l'acqua supera spesso i 40 gradi: immergiti a intervalli brevi, evita gioielli d'argento che si anneriscono e porta ciabatte.",
      familyFriendly: false,
    },
    {
      name: "Fiuggi",
      city: "Fiuggi",
      category: "Benessere",
      interests: ["wellness"],
      description:
        "Storica città termale della Ciociaria, famosa per l'acqua oligominerale della Fonte Bonifacio VIII, nota per le cure idropiniche, con un elegante centro storico arroccato e un parco termale nella parte bassa.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Le fonti hanno stagionalità e orari propri: verifica le aperture prima di partire e abbina la visita all'Abbazia cistercense di Casamari.",
      familyFriendly: true,
    },
    {
      name: "Monasteri benedettini di Subiaco",
      city: "Subiaco",
      category: "Benessere",
      interests: ["wellness", "art", "nature"],
      description:
        "Nella valle dell'Aniene, il Sacro Speco, monastero di San Benedetto aggrappato alla roccia e affrescato dal XIII secolo, e il monastero di Santa Scolastica, dove nel 1465 si stampò il primo libro in Italia.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Sali al Sacro Speco a piedi dal monastero di Santa Scolastica lungo il sentiero nel bosco; gli orari seguono la vita monastica.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Spaghetti alla carbonara",
      description:
        "Pasta condita con guanciale croccante, tuorli d'uovo, pecorino romano e pepe nero, senza panna: un classico della cucina romana.",
    },
    {
      name: "Bucatini all'amatriciana",
      description:
        "Ricetta nata ad Amatrice con guanciale, pomodoro, pecorino e un tocco di peperoncino, oggi simbolo della cucina laziale.",
    },
    {
      name: "Cacio e pepe",
      description:
        "Pochi ingredienti e molta tecnica: tonnarelli o spaghetti mantecati con pecorino romano, pepe e acqua di cottura.",
    },
    {
      name: "Carciofi alla romana e alla giudia",
      description:
        "Il carciofo romanesco cotto in tegame con mentuccia e aglio, oppure fritto intero alla maniera del Ghetto ebraico.",
    },
    {
      name: "Saltimbocca alla romana",
      description:
        "Fettine di vitello con prosciutto crudo e salvia, rosolate nel burro e sfumate al vino bianco.",
    },
    {
      name: "Porchetta di Ariccia IGP",
      description:
        "Maiale intero disossato, aromatizzato con sale, pepe, aglio e rosmarino e cotto al forno, da gustare nel panino.",
    },
    {
      name: "Supplì",
      description:
        "Crocchetta di riso al sugo con un cuore di mozzarella filante, impanata e fritta: lo street food romano per eccellenza.",
    },
    {
      name: "Maritozzo con la panna",
      description:
        "Soffice panino dolce lievitato, tagliato e farcito con abbondante panna montata, tipico della colazione romana.",
    },
  ],
  wines: [
    "Frascati Superiore DOCG",
    "Cannellino di Frascati DOCG",
    "Cesanese del Piglio DOCG",
    "Est! Est!! Est!!! di Montefiascone",
    "Aleatico di Gradoli",
    "Sambuca",
  ],
  bestSeasons: ["primavera", "autunno"],
  bestTime:
    "Aprile, maggio, settembre e ottobre offrono temperature miti per visitare Roma e i siti archeologici, mentre l'estate è la stagione delle isole Pontine e del litorale, con la capitale molto calda ad agosto.",
  howToGet:
    "Roma è servita dagli aeroporti di Fiumicino Leonardo da Vinci e Ciampino, con collegamenti da tutto il mondo. Roma Termini e Roma Tiburtina sono i grandi nodi dell'alta velocità Frecciarossa e Italo, e l'A1 Milano-Napoli si innesta sul Grande Raccordo Anulare. Il porto di Civitavecchia accoglie crociere e traghetti per Sardegna e Sicilia.",
  gettingAround:
    "A Roma conviene muoversi a piedi, con le linee A, B e C della metropolitana e con bus e tram; per il resto della regione ci sono treni regionali, la ferrovia Roma-Lido per Ostia e i bus Cotral, ma per laghi e borghi l'auto resta la soluzione più comoda.",
  costs:
    "Roma ha costi medio-alti per alloggi e musei, soprattutto in centro e nei mesi di punta, mentre la Tuscia, la Ciociaria e la costa sud offrono trattorie e agriturismi più economici.",
  practicalTips: [
    "Il centro storico di Roma è zona a traffico limitato (ZTL): non entrare in auto senza permesso per evitare multe.",
    "Prenota online Colosseo, Musei Vaticani e Galleria Borghese: per la Borghese la prenotazione è obbligatoria.",
    "Le fontanelle pubbliche chiamate nasoni offrono acqua potabile gratuita: porta una borraccia.",
    "A Roma le chiese richiedono spalle e ginocchia coperte: tieni in borsa un foulard.",
    "Convalida sempre il biglietto su bus e metro e diffida di chi offre visite saltafila non ufficiali davanti ai monumenti.",
    "Ad agosto molte trattorie romane chiudono per ferie: verifica prima di spostarti apposta.",
  ],
  curiosities: [
    "Secondo la tradizione Roma fu fondata il 21 aprile del 753 a.C., data ancora celebrata come Natale di Roma.",
    "Le monete gettate nella Fontana di Trevi vengono raccolte e destinate in beneficenza alla Caritas.",
    "Amatrice, patria dell'amatriciana, fece parte dell'Abruzzo fino al 1927, quando passò alla nuova provincia di Rieti.",
    "Il nome del vino Est! Est!! Est!!! nasce dalla leggenda di un servitore che segnalava così le locande con il vino migliore per il suo vescovo.",
    "A Subiaco, nel monastero di Santa Scolastica, fu impiantata nel 1465 la prima tipografia d'Italia.",
    "Il Lago di Bolsena occupa la caldera del complesso vulcanico dei Monti Volsini.",
  ],
};
