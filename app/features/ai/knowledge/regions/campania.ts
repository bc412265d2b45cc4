import type { RegionKnowledge } from "../types";
export const campania: RegionKnowledge = {
  name: "Campania",
  slug: "campania",
  capital: "Napoli",
  intro:
    "La Campania concentra in poco spazio alcuni dei luoghi più celebri del mondo: Napoli e il suo centro storico, Pompei ed Ercolano sotto il Vesuvio, la Costiera Amalfitana, Capri e Ischia. Più a sud, il Cilento alterna templi greci, certose e mare limpido, mentre la cucina, dalla pizza alla mozzarella di bufala, è un patrimonio a sé.",
  places: [
    {
      name: "Parco Archeologico di Pompei",
      city: "Pompei",
      category: "Storia",
      interests: ["art"],
      description:
        "La città romana sepolta dall'eruzione del Vesuvio del 79 d.C., patrimonio UNESCO: strade, domus affrescate, terme, teatri e il Foro restituiscono la vita quotidiana di duemila anni fa in un'area vastissima.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "I biglietti sono nominativi e gli ingressi giornalieri contingentati: acquista online, entra all'apertura e porta acqua, cappello e scarpe comode.",
      familyFriendly: true,
    },
    {
      name: "Scavi di Ercolano",
      city: "Ercolano",
      category: "Storia",
      interests: ["art"],
      description:
        "Più piccola e meglio conservata di Pompei, l'antica Herculaneum fu sepolta da flussi piroclastici che hanno preservato piani superiori, legno e decorazioni; sull'antica spiaggia sono stati trovati centinaia di scheletri.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Si raggiunge facilmente con la Circumvesuviana, fermata Ercolano Scavi; è una buona alternativa a Pompei se hai poco tempo o bambini piccoli.",
      familyFriendly: true,
    },
    {
      name: "Museo Archeologico Nazionale di Napoli",
      city: "Napoli",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Tra i più importanti musei archeologici del mondo, custodisce la collezione Farnese con il Toro e l'Ercole Farnese, i mosaici e gli affreschi di Pompei ed Ercolano e il Gabinetto Segreto.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Visitalo prima di Pompei per capire meglio gli scavi; alcune sale possono essere chiuse a rotazione, controlla il sito prima di andare.",
      familyFriendly: true,
    },
    {
      name: "Centro storico di Napoli e Cappella Sansevero",
      city: "Napoli",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Il centro antico, patrimonio UNESCO, si attraversa lungo Spaccanapoli e via dei Tribunali tra chiese, chiostri, botteghe dei presepi di San Gregorio Armeno e pizzerie storiche; nella Cappella Sansevero si ammira il Cristo velato.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prenota online la Cappella Sansevero, dove non si possono scattare foto, e assaggia una pizza a portafoglio camminando per via dei Tribunali.",
      familyFriendly: true,
    },
    {
      name: "Museo e Real Bosco di Capodimonte",
      city: "Napoli",
      category: "Arte e Cultura",
      interests: ["art", "nature"],
      description:
        "Nella reggia borbonica sulla collina si ammirano la Flagellazione di Caravaggio, la Danae di Tiziano e capolavori di Masaccio e Parmigianino; attorno si estende il Real Bosco, grande parco storico aperto a tutti.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Dedica tempo anche al Real Bosco per un picnic all'ombra; il museo è molto grande, scegli in anticipo le sale che non vuoi perdere.",
      familyFriendly: true,
    },
    {
      name: "Via Chiaia e Piazza dei Martiri",
      city: "Napoli",
      category: "Shopping e Design",
      interests: ["luxury"],
      description:
        "Il quartiere elegante di Chiaia, tra via Chiaia, via dei Mille e Piazza dei Martiri, riunisce boutique di moda, storiche camicerie e la tradizione della sartoria napoletana e delle cravatte fatte a mano.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Parti da Piazza del Plebiscito e dalla Galleria Umberto I, prosegui per via Chiaia e chiudi con l'aperitivo sul lungomare di via Caracciolo.",
      familyFriendly: true,
    },
    {
      name: "Reggia di Caserta",
      city: "Caserta",
      category: "Arte e Cultura",
      interests: ["art", "luxury", "nature"],
      description:
        "La grandiosa residenza dei Borbone progettata da Luigi Vanvitelli a partire dal 1752, patrimonio UNESCO, con appartamenti reali e un parco monumentale lungo circa tre chilometri che culmina nella Grande Cascata e nel Giardino Inglese.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Il parco è lunghissimo: noleggia una bicicletta o usa la navetta interna per arrivare alla Grande Cascata e al Giardino Inglese.",
      familyFriendly: true,
    },
    {
      name: "Isola di Capri",
      city: "Capri",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "Icona del jet set con la Piazzetta, le boutique di via Camerelle, i Giardini di Augusto affacciati sui Faraglioni e, ad Anacapri, la seggiovia del Monte Solaro e la Grotta Azzurra raggiungibile in barca a remi.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prendi uno dei primi aliscafi da Napoli o Sorrento; la Grotta Azzurra chiude con mare mosso, quindi visitala appena le condizioni lo consentono.",
      familyFriendly: true,
    },
    {
      name: "Positano",
      city: "Positano",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "Il borgo verticale della Costiera Amalfitana, con case pastello a picco sul mare, la cupola maiolicata di Santa Maria Assunta sulla Spiaggia Grande e le botteghe della moda Positano in lino e colori vivaci.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Arriva via mare da Amalfi o Salerno per evitare il traffico e i parcheggi costosi; il paese è tutto scale, scegli scarpe comode.",
      familyFriendly: false,
    },
    {
      name: "Ravello: Villa Rufolo e Villa Cimbrone",
      city: "Ravello",
      category: "Arte e Cultura",
      interests: ["luxury", "art", "nature"],
      description:
        "Sospesa sopra la Costiera, Ravello custodisce i giardini di Villa Rufolo, che nel 1880 ispirarono Wagner e ospitano il Ravello Festival, e la Terrazza dell'Infinito di Villa Cimbrone, con uno dei panorami più famosi d'Italia.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Sali a Ravello al mattino quando i giardini sono più tranquilli; d'estate prenota i concerti del festival sul palco affacciato sul mare.",
      familyFriendly: true,
    },
    {
      name: "Amalfi e il Chiostro del Paradiso",
      city: "Amalfi",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Antica repubblica marinara con il Duomo di Sant'Andrea, la scenografica scalinata e il Chiostro del Paradiso di gusto arabo; nella Valle dei Mulini il Museo della Carta racconta la tradizionale carta a mano di Amalfi.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Visita il Duomo in mattinata prima dell'arrivo dei traghetti e assaggia le specialità al limone sfusato amalfitano nelle pasticcerie del centro.",
      familyFriendly: true,
    },
    {
      name: "Sentiero degli Dei",
      city: "Agerola",
      category: "Natura",
      interests: ["nature"],
      description:
        "Celebre sentiero panoramico che da Bomerano di Agerola arriva a Nocelle, sopra Positano, sospeso tra terrazzamenti, macchia mediterranea e strapiombi con vista su Capri e sulla Costiera Amalfitana.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Percorrilo da Agerola verso Positano, in prevalenza in discesa; evita le ore calde d'estate e porta acqua, perché lungo il percorso non ci sono fonti.",
      familyFriendly: false,
    },
    {
      name: "Terme di Ischia e Baia di Sorgeto",
      city: "Forio",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Ischia è l'isola termale per eccellenza, con decine di sorgenti, parchi termali e piscine; alla Baia di Sorgeto l'acqua calda sgorga direttamente tra gli scogli e si mescola al mare, in un bagno libero e naturale.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "sera",
      tips: "Scendi a Sorgeto al tramonto o nelle sere d'autunno; la scalinata ha molti gradini e l'acqua vicino alle sorgenti è molto calda, entra con cautela.",
      familyFriendly: true,
    },
    {
      name: "Isola di Procida",
      city: "Procida",
      category: "Mare",
      interests: ["art", "nature", "food"],
      description:
        "Piccola isola di pescatori, Capitale italiana della Cultura nel 2022, con le case color pastello della Marina Corricella, la rocca di Terra Murata e scorci resi celebri da film come Il postino.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Muoviti a piedi o con i piccoli bus locali, sali a Terra Murata per il panorama e assaggia la lingua di bue, sfoglia ripiena di crema al limone.",
      familyFriendly: true,
    },
    {
      name: "Gran Cono del Vesuvio",
      city: "Ercolano",
      category: "Natura",
      interests: ["nature"],
      description:
        "Nel Parco Nazionale del Vesuvio un sentiero sale lungo il fianco del vulcano fino al bordo del cratere, a circa 1170 metri, con vista sul Golfo di Napoli, sulle isole e sulla penisola sorrentina.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il biglietto per il Gran Cono si acquista solo online con orario; il sentiero chiude in caso di vento forte o maltempo, quindi controlla il meteo.",
      familyFriendly: true,
    },
    {
      name: "Parco Archeologico di Paestum",
      city: "Capaccio Paestum",
      category: "Storia",
      interests: ["art"],
      description:
        "I tre grandi templi dorici dell'antica Poseidonia, tra i meglio conservati del mondo greco, sorgono in un'area verde vicino al mare; il museo custodisce la celebre Tomba del Tuffatore.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Visita i templi nel tardo pomeriggio per la luce dorata, poi passa da un caseificio della zona per la mozzarella di bufala fresca.",
      familyFriendly: true,
    },
    {
      name: "Piana del Sele e la mozzarella di bufala",
      city: "Battipaglia",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Tra Battipaglia, Eboli e Paestum si allevano le bufale che producono il latte per la Mozzarella di Bufala Campana DOP; molti caseifici vendono e servono la mozzarella appena filata.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Compra la mozzarella al mattino, quando è appena fatta, e non metterla in frigorifero: si conserva nel suo liquido a temperatura ambiente.",
      familyFriendly: true,
    },
    {
      name: "Certosa di Padula",
      city: "Padula",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "La Certosa di San Lorenzo, fondata nel 1306 e patrimonio UNESCO con il Parco del Cilento, è una delle più grandi certose d'Europa, con un chiostro monumentale, una scala elicoidale e un'atmosfera di profondo silenzio.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Gli spazi sono immensi: prevedi almeno due ore e abbina la visita alle vicine Grotte di Pertosa-Auletta nel Vallo di Diano.",
      familyFriendly: true,
    },
    {
      name: "Abbazia della Santissima Trinità di Cava",
      city: "Cava de' Tirreni",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Abbazia benedettina fondata nel 1011 da Sant'Alferio in una valle boscosa alle spalle della Costiera, ancora abitata dai monaci; custodisce un archivio e una biblioteca con preziosi codici medievali.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Rispetta gli orari della vita monastica e l'abbigliamento sobrio; la zona è ideale come sosta tranquilla tra Salerno e la Costiera.",
      familyFriendly: true,
    },
    {
      name: "Capo Palinuro",
      city: "Centola",
      category: "Mare",
      interests: ["nature"],
      description:
        "Promontorio del Cilento legato al mito del nocchiero di Enea, con decine di grotte marine come la Grotta Azzurra di Palinuro, archi naturali e spiagge di sabbia e ciottoli affacciate su un mare limpidissimo.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Fai il giro delle grotte in barca partendo dal porto di Palinuro al mattino, quando il mare è più calmo e la luce entra nelle cavità.",
      familyFriendly: true,
    },
    {
      name: "Irpinia e il Taurasi",
      city: "Taurasi",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Le colline dell'Irpinia danno tre grandi DOCG campane, Taurasi, Fiano di Avellino e Greco di Tufo; il borgo di Taurasi, con il suo castello, è il centro dell'area dell'Aglianico.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenota le visite in cantina in anticipo e scegli l'autunno, quando la vendemmia dell'Aglianico arriva tardi, spesso tra ottobre e novembre.",
      familyFriendly: false,
    },
    {
      name: "Parco sommerso di Baia",
      city: "Bacoli",
      category: "Mare",
      interests: ["art", "nature"],
      description:
        "Area marina protetta dei Campi Flegrei dove, per effetto del bradisismo, ville e strade dell'antica Baia romana giacciono sott'acqua, con mosaici e statue visibili facendo snorkeling, immersioni o dalla barca col fondo di vetro.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Prenota con un centro autorizzato dal parco; le escursioni si svolgono con mare calmo, meglio al mattino in estate.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Pizza napoletana",
      description:
        "Impasto soffice e cornicione alto cotto nel forno a legna: Margherita e Marinara sono le due pizze della tradizione.",
    },
    {
      name: "Mozzarella di Bufala Campana DOP",
      description:
        "Formaggio a pasta filata di latte di bufala, prodotto tra le province di Caserta e Salerno, da gustare freschissimo.",
    },
    {
      name: "Ragù napoletano",
      description:
        "Sugo di pomodoro cotto lentamente per ore con tagli di carne, rito del pranzo della domenica napoletana.",
    },
    {
      name: "Spaghetti alle vongole",
      description:
        "Pasta con vongole veraci, aglio, olio, prezzemolo e un filo di peperoncino, classico della cucina di mare.",
    },
    {
      name: "Parmigiana di melanzane",
      description:
        "Strati di melanzane fritte, sugo di pomodoro, fior di latte o provola, basilico e parmigiano, cotti al forno.",
    },
    {
      name: "Sfogliatella",
      description:
        "Dolce napoletano nelle versioni riccia, di pasta sfoglia croccante, e frolla, ripieno di semola, ricotta e canditi.",
    },
    {
      name: "Pastiera",
      description:
        "Torta pasquale di pasta frolla con grano cotto, ricotta, uova, canditi e acqua di fiori d'arancio.",
    },
    {
      name: "Colatura di alici di Cetara",
      description:
        "Condimento ambrato ottenuto dalla maturazione delle alici sotto sale, erede del garum romano, per condire gli spaghetti.",
    },
  ],
  wines: [
    "Taurasi DOCG",
    "Fiano di Avellino DOCG",
    "Greco di Tufo DOCG",
    "Falanghina del Sannio",
    "Lacryma Christi del Vesuvio",
    "Limoncello",
  ],
  bestSeasons: ["primavera", "inizio estate", "settembre-ottobre"],
  bestTime:
    "Aprile, maggio, giugno e settembre offrono mare già caldo, fioriture e meno folla sulla Costiera e nelle isole, mentre luglio e agosto sono molto affollati e caldi negli scavi archeologici.",
  howToGet:
    "L'Aeroporto Internazionale di Napoli Capodichino ha voli da tutta Europa e l'aeroporto di Salerno Costa d'Amalfi integra i collegamenti. Napoli Centrale, Napoli Afragola e Salerno sono servite dall'alta velocità, e in auto si arriva con l'A1 da Roma, l'A16 da Bari e l'A2 da Sud. Dal porto di Napoli partono traghetti e aliscafi per le isole e per Sicilia e Sardegna.",
  gettingAround:
    "A Napoli e dintorni si usano metropolitana, funicolari e la Circumvesuviana per Pompei, Ercolano e Sorrento; per isole e Costiera conviene viaggiare via mare con traghetti e aliscafi, o con i bus di linea lungo la strada amalfitana.",
  costs:
    "Napoli è una grande città dai costi accessibili, soprattutto per il cibo, mentre Capri, Positano e Ravello sono tra le destinazioni più care d'Italia in alta stagione.",
  practicalTips: [
    "In alta stagione la strada statale amalfitana può prevedere limitazioni al traffico per i non residenti: informati prima di noleggiare un'auto e preferisci i battelli.",
    "Acquista online i biglietti di Pompei, del Gran Cono del Vesuvio e della Cappella Sansevero, soggetti a limiti di accesso.",
    "Sulla Circumvesuviana e nei luoghi affollati tieni d'occhio borse e telefoni.",
    "A Napoli prova il caffè al banco e la tradizione del caffè sospeso, lasciato pagato per chi verrà dopo.",
    "Per Capri e Amalfi scegli le prime partenze del mattino: dopo le 10 i punti più famosi si affollano di gruppi.",
  ],
  curiosities: [
    "Il centro storico di Napoli è patrimonio UNESCO dal 1995 ed è uno dei più estesi d'Europa.",
    "L'arte tradizionale del pizzaiuolo napoletano è stata riconosciuta patrimonio immateriale UNESCO nel 2017.",
    "Secondo la tradizione la pizza Margherita fu dedicata nel 1889 alla regina Margherita di Savoia, con i colori della bandiera italiana.",
    "La Reggia di Caserta è stata usata come set per il palazzo della regina Amidala nei film di Star Wars.",
    "La Grotta Azzurra di Capri divenne celebre dopo il 1826, quando fu riscoperta dal poeta tedesco August Kopisch.",
    "Amalfi fu la più antica delle repubbliche marinare e le sue Tavole amalfitane sono uno dei primi codici di diritto marittimo.",
  ],
};
